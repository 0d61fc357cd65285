"""Maglev computer players: `easy` (a planner of fixed priorities), `normal` and `hard` (the
planner, with a search over the engine for the choices that shape a game).

Every level decides from its seat's view, the legal actions and copies made by `worlds()`
(MaglevState.sample_world: the other players' bonus cards redrawn, the bag drawn by the copy's
own generator); none sees the live state. What things are worth is in values.py, the line
(track, stations in reach, the train's journeys) in line.py.

The planner (what `easy` plays, and what the search plays ahead with):
- draft: the card worth most on average at the end of `easy` games on that map;
- board: a robot on BUILD STATION first, then the UNLOCK columns (pink first; coral and purple
  count for much while the Moon lacks its first Embassy or Studio), the train's extension (Moon:
  Free Brakes, more the longer the line; Mars: Launch while coral or purple is not in play, Move
  Backwards when the train heads for an end of its line with stations behind it), robots on the
  TRACK row when every Mars way to the launch pad crosses a canyon, CAPACITY and the action rows;
  a commuter completes an UNLOCK column, then an EXTRA ACTIONS row, then the VP GRID; ADJUST
  moves a robot when that completes a column or frees a trapped train (two moves that fill an
  UNLOCK column may take two actions of one unit);
- a turn: drop off what it can, build the best station it may (a colour not yet in play first,
  then the robots it needs; on the Moon a free space is kept while an Embassy or Studio is
  missing), pick up what its line can deliver, lay track towards a station the end needs,
  refill (Moon: its Moonbase when the train can carry the passengers off), travel to the station
  with most to drop off or load, lay track towards the best station space or station within
  reach (over hexes its TRACK action can afford: a TRACK action must change something), take
  track back when only that brings such a station in reach; once every commuter
  colour is in play it empties its Moonbase and carries off what it cannot deliver, so that the
  bag runs dry.
"""

from __future__ import annotations

from magtui.core.advice import Advice
from magtui.core.bots import Bot
from magtui.games.maglev import data, scoring
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.actions import BEGIN, End, Go, Shift, Stop
from magtui.games.maglev.bots.reasons import Motive, points, why
from magtui.games.maglev.bots.line import (
    Journeys,
    best_target,
    cost_field,
    free_spaces,
    lay_cost,
    reroute,
    station_value,
    type_value,
)
from magtui.games.maglev.bots.values import (
    CARD_PRIOR,
    PAD,
    _shift_gain,
    adjust_plan,
    board_value,
    deliverable,
    drain_mode,
    drop_worth,
    line_of,
    outlook,
    put_value,
    robot_value,
)


# ----- the planner --------------------------------------------------------------------------------
class Planner:
    """Fixed priorities over a world; `rng` only breaks ties."""

    def __init__(self, rng):
        self.rng = rng

    def choose(self, w, seat: int, legal: list):
        # why it chose, noted where a priority decides (bots/reasons.py)
        self.motive: Motive | None = None
        by_verb: dict = {}
        for action in legal:
            by_verb.setdefault(action.verb, []).append(action)
        if w.phase == "draft":
            priors = CARD_PRIOR[w.mapname]
            return max(legal, key=lambda a: (priors.get(a.card, 0), self.rng.random()))
        if w.phase == "extra":
            return min(legal, key=lambda a: "gcs".index(a.robot))
        if w.phase == "corner":
            return self._corner(w, legal)
        p = w.pending
        if p is None:
            return self.main(w, seat, by_verb, legal)
        kind = p.kind
        if kind == "put":
            if p.source == "hand" and len(w.hand[seat]) > 1:
                return self._place_hand(w, seat, legal)
            return max(
                legal, key=lambda a: (put_value(w, seat, a.space, a.colour), self.rng.random())
            )
        if kind == "dropoff":
            drops = by_verb.get("drop")
            if drops:
                return max(
                    drops,
                    key=lambda a: (
                        data.BASE_VP[a.colour] + put_value(w, seat, a.space, a.colour),
                        self.rng.random(),
                    ),
                )
            return legal[0]
        if kind == "pickup":
            return self._pickup(w, seat, by_verb, legal)
        if kind == "track":
            return self._track(w, seat, by_verb, legal)
        if kind == "move":
            return self._move_step(w, seat, legal)
        if kind == "adjust":
            if "shed" in by_verb:
                return min(
                    by_verb["shed"],
                    key=lambda a: (drop_worth(w, seat, a.colour), self.rng.random()),
                )
            return self._adjust(w, seat, by_verb, legal)
        if kind in ("face", "start", "cut"):
            return self._best_by_sim(w, seat, legal)
        return legal[0]

    def _place_hand(self, w, seat, legal):
        """The starting robots: the placement that is best once the rest of the hand follows."""
        o = outlook(w)
        board = w.boards[seat]

        def rest_value(b: dict, hand: list) -> float:
            total = 0.0
            while hand:
                value, colour, space = max(
                    (
                        (robot_value(o, b, s), c, s)
                        for c in sorted(set(hand))
                        for s in pb.put_spaces(b, c)
                    ),
                    default=(0.0, None, None),
                )
                if colour is None:
                    break
                total += value
                b[space] = colour
                hand.remove(colour)
            return total

        def value(a):
            colour, space = a.colour, a.space
            b = dict(board)
            first = robot_value(o, b, space)
            b[space] = colour
            hand = list(w.hand[seat])
            hand.remove(colour)
            return first + rest_value(b, hand)

        return max(legal, key=lambda a: (value(a), self.rng.random()))

    # ----- setup --------------------------------------------------------------------------------
    def _corner(self, w, legal):
        taken = [h for h, s in w.sites.items() if s.kind == "moonbase"]
        corners = data.MOON["moonbase_corners"]

        def spread(a):
            h = corners[a.letter]
            return min((abs(h[0] - t[0]) + 2 * abs(h[1] - t[1]) for t in taken), default=0)

        return max(legal, key=lambda a: (spread(a), self.rng.random()))

    def _best_by_sim(self, w, seat, legal):
        """Face, start or cut: the choice after which the train's line and journeys look best."""

        def value(a):
            c = w.clone()
            c.apply(seat, a)
            line = line_of(c, seat)
            v: float = len(line.stations)
            if c.pending is None or c.pending.kind == "put":
                j = Journeys(c, seat)
                wanted = deliverable(c, seat, line)
                reach = [
                    station_value(c, seat, j.place(s), wanted, False) - 0.5 * d
                    for s, d in j.dist.items()
                ]
                v += 0.2 * len(j.dist) + max(reach, default=0.0)
            if a.verb == "start":
                v -= 0.1 * abs(a.at[0] - PAD[0])
            return v

        return max(legal, key=lambda a: (value(a), self.rng.random()))

    # ----- a running action -----------------------------------------------------------------------
    def _pickup(self, w, seat, by_verb, legal):
        line = line_of(w, seat)
        deliver = deliverable(w, seat, line)
        loc = w.location(seat)
        own_base = w.mapname == "moon" and loc == w.own_moonbase(seat)
        load_ok = set(data.COLOURS) if drain_mode(w) and own_base else deliver
        board = w.boards[seat]
        cargo = w.trains[seat].cargo
        room = pb.capacity(board) - len(cargo)
        colours = w.loc_colours(loc)
        loads = [a for a in by_verb.get("load", ()) if a.colour in load_ok]
        good_loads = [a for a in loads if a.colour in deliver]
        leaves = [
            a
            for a in by_verb.get("leave", ())
            if a.colour not in deliver and a.colour not in colours
        ]
        space = w.loc_capacity(loc) - len(w.waiting(loc))
        if leaves and space > 0 and w.pending.loaded == 0 and not own_base:
            if (good_loads and room <= 0) or (not loads and (drain_mode(w) or room <= 0)):
                return leaves[0]
        if loads and room > 0:
            return max(loads, key=lambda a: (drop_worth(w, seat, a.colour), self.rng.random()))
        if "done" in by_verb:
            return by_verb["done"][0]
        if loads:
            return loads[0]
        return min(legal, key=lambda a: (a.colour in deliver, a.colour in colours))

    def _track(self, w, seat, by_verb, legal):
        lays = by_verb.get("lay", [])
        line = line_of(w, seat)
        target = best_target(w, seat, line)
        lifts = by_verb.get("lift")
        if lifts:
            plan = reroute(w, seat, line)
            if plan is not None:
                chosen = [a for a in lifts if a.at in plan[1]]
                if chosen:
                    return chosen[0]
        if lays and target is not None:
            field = cost_field(w, seat, frozenset([target[1]]))
            goal = frozenset([target[1]])
            scored = [(lay_cost(w, seat, a, field, goal), self.rng.random(), a) for a in lays]
            cost, _, best = min(scored, key=lambda t: (t[0], t[1]))
            if cost < target[2]:
                self.motive = Motive("track", target[1], target[2])
                return best
        if "done" in by_verb:
            return by_verb["done"][0]
        return legal[0]

    def _adjust(self, w, seat, by_verb, legal):
        shifts = by_verb.get("shift", [])
        if shifts:
            gain, plan = adjust_plan(w, seat, 2, w.pending.left, self._later_moves(w, seat))
            if plan and (gain > 0.5 or not w.pending.changed):
                return Shift(*plan[0])
        if "done" in by_verb:
            return by_verb["done"][0]
        o, board = outlook(w), dict(w.boards[seat])
        movable = [a for a in shifts if a.src != "station"] or shifts
        return max(movable, key=lambda a: _shift_gain(o, board, a.src, a.dst))

    def _move_step(self, w, seat, legal):
        """Go, stop or turn during a Moon move: stop at the best station within the steps left."""
        wanted = deliverable(w, seat, line_of(w, seat))
        draining = drain_mode(w)
        loc = w.location(seat)
        here = station_value(w, seat, loc, wanted, draining)
        if Go() in legal:
            j = Journeys(w, seat)
            state = j.start
            ahead = []
            if state is not None and state[0] != "moon":
                i, d = state
                if d == 0 or j._at_end(i, d):
                    d = 0
                passed = j._step(i, d, w.pending.steps) if d else []
                ahead = [
                    station_value(w, seat, j.seq[k], wanted, draining) - 0.01 * m
                    for m, k in enumerate(passed)
                ]
            if Stop() not in legal or max(ahead, default=-1.0) > here or here <= 0:
                return Go()
            return Stop()
        if Stop() in legal:
            return Stop()
        return legal[0]

    # ----- the main choice of an action -----------------------------------------------------------
    def main(self, w, seat, by_verb, legal):
        board = w.boards[seat]
        line = line_of(w, seat)
        wanted = deliverable(w, seat, line)
        loc = w.location(seat)
        cargo = w.trains[seat].cargo
        cap = pb.capacity(board)
        draining = drain_mode(w)

        def top(verb, limit=None):
            options = by_verb.get(verb)
            if not options:
                return None
            k = max(a.units for a in options)
            if limit is not None:
                k = max(1, min(k, limit))
            return BEGIN[verb](k)

        # 1. drop off
        if "dropoff" in by_verb:
            self.motive = Motive("dropoff")
            n = sum(1 for c in cargo if c in w.loc_colours(loc) and pb.unlocked(board, c))
            return top("dropoff", n)
        # 2. build
        builds = by_verb.get("build")
        if builds:
            on_line = "".join(w.node_types(n) for n in line.stations)
            scored = [(self.build_value(w, seat, a, on_line), self.rng.random(), a) for a in builds]
            value, _, best = max(scored, key=lambda t: (t[0], t[1]))
            if value > 0:
                self.motive = Motive("build")
                return best
        # 3. pick up what the line can deliver
        room = cap - len(cargo)
        here = w.waiting(loc) if loc is not None else []
        colours_here = w.loc_colours(loc) if loc is not None else set()
        loadable = [
            c for c in here if c in wanted and c not in colours_here and pb.unlocked(board, c)
        ]
        useless = [c for c in cargo if c not in wanted]
        own_base = w.mapname == "moon" and loc is not None and loc == w.own_moonbase(seat)
        can_leave = [c for c in useless if c not in colours_here] if not own_base else []
        if "pickup" in by_verb and loadable and (room > 0 or can_leave):
            self.motive = Motive("pickup")
            return top("pickup", min(len(loadable), room + len(can_leave)))
        if draining and "pickup" in by_verb and own_base and room > 0:
            any_load = [c for c in here if pb.unlocked(board, c)]
            if any_load:
                self.motive = Motive("drain")
                return top("pickup", min(len(any_load), room))
        # 4. a robot moved on the board to complete an unlock
        if "adjust" in by_verb:
            units = max(a.units for a in by_verb["adjust"])
            gain, plan = adjust_plan(w, seat, 2, units, self._later_moves(w, seat) - units)
            if gain >= 2.0:
                self.motive = Motive("adjust")
                return BEGIN["adjust"](min(units, len(plan)))
        target = best_target(w, seat, line) if "track" in by_verb else None
        if target is not None and not self._track_reaches(w, seat, top("track"), target):
            target = None  # (Mars: the next hex on the way is a canyon dearer than the units)
        # 5. track towards a station that brings a new commuter colour into play, or the pad
        if target is not None and target[0] >= 6.0:
            self.motive = Motive("track-needed", target[1], target[2])
            return top("track")
        journeys = Journeys(w, seat)
        # 6. refill where the passengers will be picked up
        if "refill" in by_verb and self._wants_refill(w, seat, journeys, room, draining, wanted):
            target_loc = w.refill_target(seat)
            space = w.loc_capacity(target_loc) - len(w.waiting(target_loc))
            self.motive = Motive("refill")
            return top("refill", max(1, space))
        # 7. travel to the best station
        now = station_value(w, seat, loc, wanted, draining) if loc is not None else 0.0
        best_trip, best_net, goal = None, now + 0.05, None
        for state, d in sorted(journeys.dist.items(), key=lambda t: t[1]):
            if d == 0:
                continue
            net = station_value(w, seat, journeys.place(state), wanted, draining) - 0.8 * (d - 1)
            if net > best_net:
                best_trip, best_net, goal = journeys.first[state], net, journeys.place(state)
        if best_trip is not None and best_trip in legal:
            self.motive = Motive("travel", goal)
            return best_trip
        # 8. track towards the best target, or take back the end of the line to reach a better one
        if target is not None and target[0] > 0:
            self.motive = Motive("track", target[1], target[2])
            return top("track")
        if "track" in by_verb and reroute(w, seat, line) is not None:
            self.motive = Motive("reroute")
            return top("track")
        # 9. leave useless cargo where it may wait, when the train is full of it
        if (
            "pickup" in by_verb
            and can_leave
            and (room <= 0 or draining)
            and len(here) < w.loc_capacity(loc)
        ):
            self.motive = Motive("leave")
            return top("pickup", 1)
        return End()

    @staticmethod
    def _later_moves(w, seat) -> int:
        """Robot moves ADJUST can make in the actions of this turn not yet begun (two actions of
        one unit may fill an UNLOCK column with two moves)."""
        return (w.actions_per_turn(seat) - w.actions_used) * pb.units(w.boards[seat], "adjust")

    @staticmethod
    def _track_reaches(w, seat, track, target) -> bool:
        """Whether the TRACK action `track` can lay a tile on the way to `target`: on Mars the
        next hex may cost more units than it has, and a TRACK action must change something."""
        if w.mapname != "mars" or track.units >= max(w.hexmap.cost.values()):
            return True
        c = w.clone()
        c.apply(seat, track)
        goal = frozenset([target[1]])
        field = cost_field(c, seat, goal)
        return any(
            lay_cost(c, seat, a, field, goal) < target[2]
            for a in c.legal_actions(seat)
            if a.verb == "lay"
        )

    def _wants_refill(self, w, seat, journeys, room, draining, wanted) -> bool:
        target = w.refill_target(seat)
        if target is None or w.bag_total() == 0:
            return False
        waiting = w.waiting(target)
        space = w.loc_capacity(target) - len(waiting)
        if space <= 0:
            return False
        if draining:
            return True
        useful = sum(n for c, n in w.bag.items() if c in wanted) / w.bag_total()
        if w.mapname == "moon":
            near = any(journeys.place(s) == target and d <= 1 for s, d in journeys.dist.items())
            return near and room > len(waiting) and useful >= 0.3
        return useful >= 0.3 and room > 0

    def build_value(self, w, seat, a, on_line: str) -> float:
        t = a.station
        value = type_value(w, seat, t, on_line)
        if w.mapname == "moon":
            built = "".join(s.types for s in w.sites.values())
            missing = [c for c in "EU" if c not in built]
            if missing and t not in missing and len(free_spaces(w)) <= len(missing) + 1:
                value -= 6.0
        return value


def potential(w, seat: int) -> float:
    """Points now plus a rough worth, in points, of what the position promises: the board
    (half its `board_value`), deliverable passengers on the train and along the line (a part
    of what delivering them would add), and the best station the line can reach next."""
    parts = scoring.score(w, seat)
    value = float(parts["total"])
    if w.is_over():
        return value
    value += 0.5 * board_value(w, seat)
    line = line_of(w, seat)
    if not line.valid:
        return value
    wanted = deliverable(w, seat, line)
    for c in w.trains[seat].cargo:
        if c in wanted:
            value += 0.3 * drop_worth(w, seat, c)
    waiting = sorted(
        (
            drop_worth(w, seat, c)
            for node in line.stations
            for c in w.waiting(node)
            if c in wanted and c not in w.loc_colours(node)
        ),
        reverse=True,
    )
    value += 0.1 * sum(waiting[: 2 * pb.capacity(w.boards[seat])])
    # commuters in the bag that the line can deliver: what Refill and Pick Up will bring
    value += 0.1 * sum(w.bag[c] * data.BASE_VP[c] for c in data.COMMUTERS if c in wanted)
    value += 0.3 * len(line.stations)
    # commuter destinations on the line: where its commuters can be delivered
    board = w.boards[seat]
    kinds = {data.STATION_COLOUR[t] for node in line.stations for t in w.node_types(node)} & set(
        data.COMMUTERS
    )
    if w.mapname == "mars" and PAD in line.stations:
        kinds |= {"r", "u"}
    value += sum(2.5 if pb.unlocked(board, c) else 1.0 for c in kinds)
    if len(w.tiles[seat]) < data.TRACK_TILES:
        target = best_target(w, seat, line)
        if target is not None and target[0] > 0:
            value += 0.15 * target[0]
    return value


def margin(w, seat: int) -> float:
    """The seat's potential against the best rival's; while the bag is being emptied the leader
    also counts each passenger out of the bag (the end keeps its lead)."""
    values = [potential(w, s) for s in range(w.num_players)]
    if w.num_players == 1:
        return values[0] - 40.0
    lead = values[seat] - max(v for s, v in enumerate(values) if s != seat)
    if lead > 0 and drain_mode(w):
        lead += 0.4 * (40 - w.bag_total()) + (3.0 if w.end_round is not None else 0.0)
    return lead


# ----- the levels ---------------------------------------------------------------------------------
class EasyBot(Bot):
    """The planner: fixed priorities, one action at a time, on a world made from the seat's view
    (its hidden parts, the other bonus cards, play no part in its choices)."""

    level = "easy"
    reads_view = False  # it decides on worlds sampled from what the seat knows

    def choose(self, view: dict, legal_actions, worlds=None):
        legal = list(legal_actions)
        if len(legal) == 1 or worlds is None:
            return legal[0]
        world = worlds()
        return Planner(self.rng).choose(world, self.seat, legal)


class NormalBot(Bot):
    """Search over the engine for the choices that shape a game: which station to build (or
    none), and where a passenger goes on the board. Each candidate is played out in worlds
    sampled from the seat's view, the planner finishing the turn (and on Mars, or at `hard`,
    the next round too), and the position is scored by MaglevState.evaluate. Other choices
    follow the planner."""

    level = "normal"
    reads_view = False  # it decides on worlds sampled from what the seat knows
    worlds = 2  # sampled worlds, the same for every candidate (so hidden cards cancel out)
    trust = 0.008  # the planner's own choice gets this head start (about half a point)
    # full rounds the planner plays after the rest of the turn: on Mars, where a game is short
    # and a station or a launch pays only over the next turns, one round (the turn alone
    # gains little over the planner there)
    rounds_ahead = {"moon": 0, "mars": 1}
    placements = 5  # board spaces tried for a passenger (the planner's best ones)
    # where the seat picks its next action, by map: the builds are searched beside the
    # planner's choice (True: every action then open)
    every_action = {"moon": False, "mars": False}
    step_budget = 400  # actions played out per decision, shared by its candidates and worlds
    min_steps = 12  # (a playout is cut short only when many candidates share the budget)

    def choose(self, view: dict, legal_actions, worlds=None):
        return self.decide(list(legal_actions), worlds)[0]

    def advise(self, view: dict, legal_actions, worlds=None) -> Advice:
        legal = list(legal_actions)
        action, world, motive = self.decide(legal, worlds)
        if world is None:  # a forced move: a world only to word it (sampling draws nothing)
            world = worlds()
        return Advice(action, why(world, self.seat, action, motive))

    def decide(self, legal: list, worlds) -> tuple:
        """(the action, the world it was decided on or None, the motive behind it)."""
        if len(legal) == 1 or worlds is None:
            return legal[0], None, None
        base = worlds()
        planner = Planner(self.rng)
        preferred = planner.choose(base, self.seat, legal)
        candidates = self.candidates(base, legal, preferred)
        if len(candidates) <= 1:
            return preferred, base, planner.motive
        samples = [base] + [worlds() for _ in range(self.worlds - 1)]
        steps = max(self.min_steps, self.step_budget // (len(candidates) * len(samples)))
        best, best_value, values = preferred, -1.0, {}
        for action in candidates:
            self.keep_searching()
            value = sum(self.playout(world.clone(), action, steps) for world in samples) / len(
                samples
            )
            values[action] = value
            value += (
                self.trust if action == preferred else 0.0
            )  # leave the planner only when clearly better
            if value > best_value:
                best, best_value = action, value
        if best == preferred:
            return best, base, planner.motive
        gain = points(values[best]) - points(values[preferred])
        return best, base, Motive("search", preferred, round(gain))

    def candidates(self, w, legal: list, preferred) -> list:
        """The planner's choice and the alternatives worth searching."""
        if w.phase != "play" or w.current != self.seat:
            return [preferred]
        p = w.pending
        if p is None:
            builds = [a for a in legal if a != preferred and a.verb == "build"]
            out = [preferred] + builds
            if self.every_action[w.mapname]:
                out += [a for a in legal if a not in out]
            return out
        if p.kind in ("put", "dropoff"):
            options = [a for a in legal if a.verb in ("put", "drop")]
            ranked = sorted(options, key=lambda a: -put_value(w, self.seat, a.space, a.colour))
            out = [preferred] + [a for a in ranked[: self.placements] if a != preferred]
            return out
        return [preferred]

    def playout(self, world, action, steps: int) -> float:
        """The candidate, then the planner. Within the seat's turn the value is the best of the
        points where the turn could be ended (so a poor step of the planner never hides a good
        candidate); with `rounds_ahead` the planner plays that many more rounds after the turn
        and the value after them counts too. At most `steps` actions are played: the work of a
        decision is bounded by a count, never by the clock, so one seed gives one game."""
        seat = self.seat
        planner = Planner(self.rng)
        best, turns = None, 0  # turns begun since the candidate's
        actor, step = seat, action
        for _ in range(steps):
            turn = (world.round, world.current)  # the round tells solo turns apart
            world.apply(actor, step)
            turns += (world.round, world.current) != turn
            if world.is_over() or turns > self.rounds_ahead[world.mapname] * world.num_players:
                break
            if world.phase == "play" and world.current == seat and world.pending is None:
                value = world.evaluate(seat)
                best = value if best is None else max(best, value)
            actor = world.to_act()[0]
            legal = world.legal_actions(actor)
            step = planner.choose(world, actor, legal) if len(legal) > 1 else legal[0]
        final = world.evaluate(seat)
        return final if best is None else max(best, final)


class HardBot(NormalBot):
    """`normal` with a longer look: after the rest of the turn the planner plays two full rounds
    before the position is scored (`normal`: none on the Moon, one on Mars), in three worlds,
    trying more board spaces, with a larger budget of actions. On Mars it also looks wider:
    every action open where it picks its next one is a candidate, not only the builds. (On the
    Moon, with one round ahead, the wider look won only 36% of 178 games against `normal`, and
    one round ahead alone about 55%.)"""

    level = "hard"
    worlds = 3
    rounds_ahead = {"moon": 2, "mars": 2}
    placements = 8
    every_action = {"moon": False, "mars": True}
    step_budget = 2000  # shared by its candidates and worlds: it plays further ahead than normal


LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
