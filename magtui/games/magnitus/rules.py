"""Magnitus rules: the match, the deal, turns with placement and hover, scoring and variants.

One `MagnitusState` is a whole match: games are dealt one after another on the same galaxy
until the penalty limit ends it (or, in Universe, one creator is left). Dealing and scoring are
in `match.py`, the custom layout phase in `layout_edit.py`, the physics of every action in
`physics.py`, and the turn's clusters and haul in `resolve.py`.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any, Callable, Mapping, NamedTuple, Sequence

from magtui.core.errors import IllegalAction, OptionError
from magtui.core.capabilities import Checkpoints, PlayedInParts, SlowActions
from magtui.games.magnitus import actions as A
from magtui.games.magnitus import data
from magtui.games.magnitus.geometry import Galaxy
from magtui.games.magnitus.layout_edit import LayoutEditing
from magtui.games.magnitus.bodies import Held, World, gaps_to, motion_frame
from magtui.games.magnitus.resolve import Clusters, Outcome as TurnOutcome, resolve, simulator
from magtui.games.magnitus import stored as stored_results
from magtui.games.magnitus.events import Words, kind_lookup
from magtui.games.magnitus.sampling import fine_legal_spot, sample_spots
from magtui.games.magnitus.summary import LastTurn

KIND_NAMES = tuple(k.name for k in data.KINDS)
HOVER_SAMPLE_EVERY = 3  # the sampled actions offer hovering on every third turn of a game


def kind_of_id(body_id: int, sets: int) -> int:
    return body_id // (data.PER_KIND_PER_SET * sets)


def kinds_of(hand, sets: int) -> list[str]:
    """The kinds of the bodies in `hand` (ids), each once, in catalogue order."""
    return sorted({KIND_NAMES[kind_of_id(i, sets)] for i in hand}, key=data.KIND_INDEX.__getitem__)


class Nearest(NamedTuple):
    id: int  # the body
    gap: float  # mm between the footprints
    centres: float  # mm between the centres


def steered(held: Held, action) -> Held:
    """The held body after a steering action (a copy; `held` stays as it is)."""
    match action:
        case A.Move():
            return replace(
                held, x=round(held.x * 10 + action.dx) / 10, y=round(held.y * 10 + action.dy) / 10
            )
        case A.Height():
            return replace(held, height=held.height + action.dh)
        case A.Turn():
            return replace(held, angle=(held.angle + action.degrees) % 360)
        case A.Flip():
            return replace(held, pole=-held.pole)
    return held


class MagnitusState(LayoutEditing, PlayedInParts, SlowActions, Checkpoints):
    game_id = "magnitus"

    def __init__(self, names: Sequence[str], seed: int, options: Mapping[str, str]):
        super().__init__(names, seed, options)
        self.result_record = None
        self.stored = {}
        self.turn_origin = {}
        self.sets = int(self.options.get("sets", "1"))
        self.black_holes = self.options.get("black-holes", "off") == "on"
        self.universe = self.options.get("universe", "off") == "on"
        self.target = int(self.options.get("target", "15"))
        self.handicaps = [
            int(self.options.get(f"handicap-{s + 1}", "0")) for s in range(self.num_players)
        ]
        self.layout_name = self.options.get("layout", "square")
        self.solo = self.num_players == 1
        self._check_options()
        self.editing = self.layout_name == "custom"
        self.fields = (
            self._custom_start()
            if self.editing
            else data.preset_layout(self.layout_name, self.sets)
        )
        self.galaxy = Galaxy(self.fields)
        self.edits = 0
        self.totals = [0] * self.num_players
        self.alive = list(range(self.num_players))
        self.eliminated = []
        self.games = 0
        self.first = self._first_seat(self.options.get("first", "random"))
        self.turn = self.first
        self.hands = [[] for _ in self.names]
        self.world = World()
        self.hover = None
        self.hover_used = 0
        self.turns_in_game = 0
        self.over = False
        self.solo_score = None
        self.summaries = []
        self.last_turn = None
        self.actions_done = 0
        self.observer = None
        if self.editing:
            self.turn = 0
            self.log.append(f"{self.names[0]} arranges the galaxy.")
        else:
            self._new_game()

    def _check_options(self) -> None:
        """G20: Galaxies uses two sets only, solo the base set only; the Twin squares need both
        sets; a handicap belongs to a seat that plays."""
        if self.solo and self.sets != 1:
            raise OptionError("The solo game uses one set (Galaxies needs 2-4 players).")
        if self.solo and (self.black_holes or self.universe):
            raise OptionError("The solo game, The Single Creator, has no variants.")
        if self.layout_name in data.TWO_SET_LAYOUTS and self.sets != 2:
            raise OptionError("The Twin squares join two sets: choose 2 sets (Galaxies).")
        for seat in range(self.num_players, data.MAX_SEATS):
            if self.options.get(f"handicap-{seat + 1}", "0") != "0":
                raise OptionError(
                    f"A handicap for seat {seat + 1}, but only {self.num_players} "
                    f"player{'s' if self.num_players > 1 else ''} play."
                )

    def _first_seat(self, choice: str) -> int:
        """G5: game 1's first player is drawn with the seed, or chosen at set-up."""
        if choice == "random":
            return self.rng.randbelow(self.num_players)
        seat = int(choice) - 1
        if seat >= self.num_players:
            raise OptionError(
                f"First player {choice} is beyond the {self.num_players} "
                f"player{'s' if self.num_players > 1 else ''}: choose random or a seat "
                f"from 1 to {self.num_players}."
            )
        return seat

    # ----- the contract -------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.over else (self.turn,)

    def is_over(self) -> bool:
        return self.over

    def kinds_in_hand(self, seat: int) -> list[str]:
        return kinds_of(self.hands[seat], self.sets)

    def legal_actions(self, seat: int) -> list:
        if self.over or seat != self.turn:
            return []
        candidates = (
            self._layout_sample()
            if self.editing
            else self._hover_sample()
            if self.hover is not None
            else self._placement_sample(seat)
        )
        return [action for action in candidates if self.problem(seat, action) is None]

    def _placement_sample(self, seat: int) -> list:
        """Placements on the sampled spots, a hover on every third turn; on a crowded galaxy
        the roomiest spot of the fine grid, and when there is none, passing."""
        result: list = []
        kinds = self.kinds_in_hand(seat)
        spots = sample_spots(self, kinds)
        for kind in kinds:
            for n, (x, y) in enumerate(spots.get(kind, [])):
                result.append(A.place(kind, x, y, self._sample_orient(kind, n)))
        if result and self.turns_in_game % HOVER_SAMPLE_EVERY == 0:
            kind = next(k for k in kinds if spots.get(k))
            x, y = spots[kind][0]
            result.append(A.hover(kind, x, y, data.HOVER_DEFAULT, 1 if kind != "comet" else 0))
        if not result:
            for kind in kinds:
                spot = fine_legal_spot(self, kind)
                if spot is not None:
                    result.append(A.place(kind, spot[0], spot[1], self._sample_orient(kind, 0)))
        return result or [A.PASS]

    def _sample_orient(self, kind: str, n: int) -> int | None:
        if kind in ("star", "asteroid"):
            return 1 if (n + self.turns_in_game) % 2 == 0 else -1
        if kind == "comet":
            return (n * 75 + self.turns_in_game * 30) % 360
        return None

    def _hover_sample(self) -> list:
        return [
            A.Move(50, 0),
            A.Move(-50, 0),
            A.Move(0, 50),
            A.Move(0, -50),
            A.WAIT,
            A.Height(-5),
            A.Height(5),
            A.Turn(15),
            A.FLIP,
            A.RAISE,
        ]

    @classmethod
    def parse_action(cls, text: str):
        return A.NOTATION.parse(text)

    # ----- applying -----------------------------------------------------------------
    def checkpoint(self) -> dict | None:
        """Saves keep the galaxy and its checksum after each resolution (spec: determinism),
        with the turn's outcome, so that loading need not run the physics again."""
        return self.result_record

    def expect_checkpoints(self, checkpoints) -> None:
        """A save about to be replayed: its stored results, by action index."""
        self.stored = dict(checkpoints)

    def restore_checkpoint(self, data: dict) -> None:
        """Continue from a stored galaxy that this platform's replay did not reproduce."""
        world = World.from_json(data["galaxy"])
        if world.checksum() != data["checksum"]:
            raise ValueError("the stored galaxy does not match its checksum")
        self.world = world

    def slow_action(self, action) -> bool:
        """Moves that run the physics; the app works them out in a worker thread."""
        return A.runs_physics(action)

    def watch(self, observer: Callable[[Any], None] | None) -> None:
        """Report the motion of every physical action to `observer`: a `motion_frame` (the
        bodies, public) every REPLAY_FRAME of simulated time, for the board's replay. Watching
        only reads the world: the physics runs bit for bit the same."""
        self.observer = observer

    def _snapshot(self):
        """The physics' snapshot hook: the watcher's, or none."""
        observer = self.observer
        return None if observer is None else lambda world: observer(motion_frame(world))

    def nearest_body(self, kind: str, x: int, y: int, angle: int) -> Nearest | None:
        """The body nearest to the footprint of a `kind` centred at (x, y) in tenths of a mm (a
        Comet turned `angle` degrees); None on an empty galaxy. Reads the model only: the board
        asks it of the seat's copy while a player aims."""
        gaps = gaps_to(self.world, data.KIND_INDEX[kind], x / 10, y / 10, angle)
        if not len(gaps):
            return None
        i = int(gaps.argmin())
        w = self.world
        centres = math.hypot(float(w.x[i]) * 1000 - x / 10, float(w.y[i]) * 1000 - y / 10)
        return Nearest(int(w.ids[i]), float(gaps[i]), centres)

    # ----- legality: one check for listing and refusing -------------------------------
    def problem(self, seat: int, action) -> str | None:
        """Why `seat`, whose turn it is, may not take `action` now: the sentence the player
        reads; None when the action is legal."""
        if self.editing:
            return self._layout_problem(action)
        match action:
            case A.Place():
                return self._place_problem(seat, action)
            case A.Hover():
                return self._hover_problem(seat, action)
            case A.Move() | A.Height() | A.Turn() | A.Flip() | A.Wait():
                return self._steering_problem(action)
            case A.Raise():
                return None if self.hover is not None else "Nothing is hovering."
            case A.Pass():
                return self._pass_problem(seat)
        return f"{action} is not possible now."

    def _in_hand(self, seat: int, kind: str) -> list[int]:
        """The bodies of `kind` in `seat`'s hand (ids, ascending)."""
        k = data.KIND_INDEX[kind]
        return [i for i in self.hands[seat] if kind_of_id(i, self.sets) == k]

    def _not_in_hand(self, seat: int, kind: str) -> str | None:
        if not self._in_hand(seat, kind):
            return f"{self.names[seat]} has no {data.KINDS[data.KIND_INDEX[kind]].title} in hand."
        return None

    def placement_problem(self, kind: str, x: int, y: int, orient: int | None) -> str | None:
        """Why a body cannot be placed at (x, y) in tenths of a mm (G7), or None."""
        xm, ym = x / 10, y / 10
        if not self.galaxy.contains(xm, ym):
            return "The centre must be on the galaxy."
        angle = orient if kind == "comet" and orient is not None else 0
        gaps = gaps_to(self.world, data.KIND_INDEX[kind], xm, ym, angle)
        if len(gaps) and gaps.min() < data.PLACEMENT_CLEARANCE - 1e-9:
            return f"Too close: keep {data.PLACEMENT_CLEARANCE} mm from every body."
        return None

    @staticmethod
    def _orient_problem(kind: str, orient: int | None) -> str | None:
        if kind in ("star", "asteroid") and orient not in (1, -1):
            return "A Star or Asteroid is placed N-up or S-up."
        if kind == "comet" and (orient is None or not 0 <= orient < 360):
            return "A Comet needs an angle of 0-359 degrees."
        if kind in ("planet", "moon") and orient is not None:
            return "A sphere turns itself to the field: place it without a pole."
        return None

    def _place_problem(self, seat: int, action: A.Place) -> str | None:
        if self.hover is not None:
            return "Raise the hovering body first, then place it."
        return (
            self._orient_problem(action.kind, action.orient)
            or self._not_in_hand(seat, action.kind)
            or self.placement_problem(action.kind, action.x, action.y, action.orient)
        )

    def _pass_problem(self, seat: int) -> str | None:
        if self.hover is not None:
            return "Raise the hovering body first."
        if any(fine_legal_spot(self, kind) is not None for kind in self.kinds_in_hand(seat)):
            return "A body can still be placed: passing is only for a full galaxy."
        return None

    def hover_target_problem(self, x: float, y: float) -> str | None:
        g = self.galaxy
        m = data.CURSOR_MARGIN
        if not (g.xmin - m <= x <= g.xmax + m and g.ymin - m <= y <= g.ymax + m):
            return "The hand stays over the galaxy."
        return None

    @staticmethod
    def _height_problem(height: int) -> str | None:
        if not data.HOVER_MIN <= height <= data.HOVER_MAX:
            return f"Hover height is {data.HOVER_MIN}-{data.HOVER_MAX} mm."
        return None

    def _hover_problem(self, seat: int, action: A.Hover) -> str | None:
        if self.hover is not None:
            return "A body is already hovering."
        if self.hover_used >= data.HOVER_BUDGET:
            return "The hover budget is used up: place the body."
        in_hand = self._not_in_hand(seat, action.kind)
        if in_hand:
            return in_hand
        if data.KINDS[data.KIND_INDEX[action.kind]].comet:
            if not 0 <= action.orient < 360:
                return "A Comet needs an angle of 0-359 degrees."
        elif action.orient not in (1, -1):
            return "The held body is N-up or S-up."
        return self._height_problem(action.height) or self.hover_target_problem(
            action.x / 10, action.y / 10
        )

    def _steering_problem(self, action) -> str | None:
        h = self.hover
        if h is None:
            return "Nothing is hovering: lower a body into hover first."
        if self.hover_used >= data.HOVER_BUDGET:
            return "The hover budget is used up: raise the body and place it."
        match action:
            case A.Move():
                if (
                    abs(action.dx) > data.HOVER_MAX_STEP * 10
                    or abs(action.dy) > data.HOVER_MAX_STEP * 10
                ):
                    return f"The hand moves at most {data.HOVER_MAX_STEP:.0f} mm at a time."
                new = steered(h, action)
                return self.hover_target_problem(new.x, new.y)
            case A.Height():
                return self._height_problem(h.height + action.dh)
            case A.Turn():
                return None if data.KINDS[h.kind].comet else "Only a Comet turns; flip the others."
            case A.Flip():
                return "A Comet turns instead of flipping." if data.KINDS[h.kind].comet else None
        return None

    # ----- applying -----------------------------------------------------------------
    def _apply(self, seat: int, action) -> None:
        problem = self.problem(seat, action)
        if problem:
            raise IllegalAction(problem)
        self.result_record = None
        if isinstance(action, A.LAYOUT_ACTIONS):
            self._apply_layout(action)
        else:
            self._play(seat, action)
        self.actions_done += 1

    def _play(self, seat: int, action) -> None:
        self.undoable = False  # every move of play runs the physics or ends the turn
        match action:
            case A.Place():
                self._place(seat, action)
            case A.Hover():
                self._hover_on(seat, action)
            case A.Move() | A.Height() | A.Turn() | A.Flip() | A.Wait():
                self._steer(seat, action)
            case A.Raise():
                self._raise(seat)
            case A.Pass():
                self._pass(seat)

    # placement --------------------------------------------------------------------------
    def _place(self, seat: int, action: A.Place) -> None:
        body_id = self._in_hand(seat, action.kind)[0]  # G4: bodies of a kind are interchangeable
        self.hands[seat].remove(body_id)
        k = data.KIND_INDEX[action.kind]
        orient = action.orient or 0
        self.world.add(
            body_id,
            k,
            action.x / 10,
            action.y / 10,
            pole=orient,
            angle_deg=orient if action.kind == "comet" else 0,
        )
        self._note_origin()

        def run() -> TurnOutcome:
            clusters = Clusters(self.world)
            sim = simulator(self.world, self.galaxy, clusters, snapshot=self._snapshot())
            sim.align_spheres(data.ALIGN_PASSES)
            return resolve(
                self.world,
                self.galaxy,
                clusters,
                TurnOutcome(),
                self.black_holes,
                snapshot=self._snapshot(),
            )

        outcome = self._physics(action, run)
        what = f"{data.KINDS[k].title} at ({A.fmt_tenths(action.x)}, {A.fmt_tenths(action.y)})"
        self._end_turn(seat, outcome, what, placed=body_id)

    def _pass(self, seat: int) -> None:
        if self.solo:  # nothing else can happen: the creation is as complete as it gets
            self.log.append(f"{self.names[seat]} finds no room for another body.")
            self._end_solo()
            return
        self.log.append(f"{self.names[seat]} finds no room and passes.")
        self._finish_turn(seat, TurnOutcome())

    # hover ------------------------------------------------------------------------------
    def _hover_on(self, seat: int, action: A.Hover) -> None:
        k = data.KIND_INDEX[action.kind]
        self.hover = Held(
            k,
            action.x / 10,
            action.y / 10,
            action.height,
            pole=action.orient if not data.KINDS[k].comet else 1,
            angle=action.orient if data.KINDS[k].comet else 0,
        )
        self._note_origin()
        self.log.append(f"{self.names[seat]} lowers {A.article(data.KINDS[k].title)} into hover.")
        self._hover_slice(seat, action, align=True)

    def _steer(self, seat: int, action) -> None:
        assert self.hover is not None  # the check refuses steering without a held body
        self.hover = steered(self.hover, action)
        self._hover_slice(seat, action, align=False)

    def _hover_slice(self, seat: int, action, align: bool) -> None:
        """One hover action: 50 ms of simulation with the held body; an event ends the turn."""
        self.hover_used += 1

        def run() -> TurnOutcome | None:
            clusters = Clusters(self.world)
            sim = simulator(
                self.world, self.galaxy, clusters, held=self.hover, snapshot=self._snapshot()
            )
            if align:
                sim.align_spheres(data.ALIGN_PASSES)
            report = sim.run(duration=data.HOVER_SLICE)
            if not report.event:
                return None
            outcome = TurnOutcome()
            outcome.absorb(report)
            return resolve(
                self.world,
                self.galaxy,
                clusters,
                outcome,
                self.black_holes,
                snapshot=self._snapshot(),
            )

        outcome = self._physics(action, run)
        if outcome is None:
            return
        self._end_turn(seat, outcome, "hovering", placed=None)  # the held body stays in hand

    def _raise(self, seat: int) -> None:

        def run() -> TurnOutcome:
            return resolve(
                self.world,
                self.galaxy,
                Clusters(self.world),
                TurnOutcome(),
                self.black_holes,
                snapshot=self._snapshot(),
            )

        outcome = self._physics(A.RAISE, run)
        self.hover = None
        if outcome.event:
            self._end_turn(seat, outcome, "raising the hand", placed=None)
        else:
            self.log.append(f"{self.names[seat]} raises the hand; the galaxy is still.")

    def _physics(self, action, run):
        """Run the physics of `action` (`run` works on self.world and returns the turn's outcome,
        or None for a hover action that goes on), or take over the result a save stored for
        this very action on this very galaxy. Resolutions are kept for saves."""
        key = stored_results.before_key(self.world, self.hover, action)
        taken = stored_results.take(
            self.stored.pop(self.actions_done, None), key, self.world, self.sets
        )
        if taken is not None:
            self.world, outcome = taken
        else:
            outcome = run()
        if outcome is not None:
            self.result_record = stored_results.record(key, self.world, outcome)
        return outcome

    def _note_origin(self) -> None:
        """Where every body stands as the turn begins (for the words of the result)."""
        w = self.world
        for i in range(len(w)):
            self.turn_origin.setdefault(int(w.ids[i]), (float(w.x[i]) * 1000, float(w.y[i]) * 1000))

    # ----- the end of a turn ---------------------------------------------------------------
    def _end_turn(self, seat: int, outcome: TurnOutcome, what: str, placed: int | None) -> None:
        name = self.names[seat]
        self.hands[seat] = sorted(self.hands[seat] + outcome.taken)
        titles = lambda ids: ", ".join(data.KINDS[kind_of_id(i, self.sets)].title for i in ids)  # noqa: E731
        held = data.KINDS[self.hover.kind].title if self.hover is not None else None
        parts = Words(outcome, self.turn_origin, kind_lookup(self.sets), held).sentences()
        if self.black_holes:
            parts += [f"black hole of {len(cluster)}" for cluster in outcome.holes]
        result = "; ".join(parts) if parts else "settled"
        self.log.append(f"{name}: {what} · {result}.")
        if outcome.taken:  # a short line of its own: the frame's last-log line shows it whole
            self.log.append(f"{name} takes {titles(outcome.taken)}.")
        hole_points = sum(len(c) for c in outcome.holes)
        if hole_points:
            self.totals[seat] += hole_points
            self.log.append(f"{name} scores {hole_points} penalty points for the black hole.")
        self.last_turn = LastTurn(
            seat,
            placed,
            tuple(outcome.fell),
            tuple(outcome.lifted),
            tuple(map(tuple, outcome.clusters)),
            tuple(outcome.taken),
            tuple(map(tuple, outcome.holes)),
            result,
            outcome.steps,
            round(outcome.elapsed, 6),
        )
        self._finish_turn(seat, outcome)

    def _finish_turn(self, seat: int, outcome: TurnOutcome) -> None:
        self.hover = None
        self.turn_origin = {}
        self.hover_used = 0
        self.turns_in_game += 1
        if self.solo:
            if outcome.event or not self.hands[0]:
                self._end_solo()
            else:
                self.turn = 0
            return
        if not self.hands[seat]:
            self._end_game(emptied=seat)
            return
        # G18: in Black Holes totals are checked after every turn.
        if self.black_holes and outcome.holes and self._match_decided():
            return
        self.turn = self._next_seat(seat)

    def box_count(self) -> int:
        total = data.BODIES_PER_SET * self.sets
        return total - len(self.world) - sum(len(h) for h in self.hands)

    def status(self) -> str:
        if self.over:
            return self.log[-1] if self.log else "The match is over."
        name = self.names[self.turn]
        if self.editing:
            return f"{name} arranges the fields of the galaxy, then confirms the layout."
        if self.hover is not None:
            k = data.KINDS[self.hover.kind].title
            return (
                f"{name} hovers {A.article(k)} at {self.hover.height} mm "
                f"({self.hover_used} of {data.HOVER_BUDGET} hover actions used)."
            )
        label = "Solo" if self.solo else f"Game {self.games}"
        return f"{label}: {name} places a body ({len(self.hands[self.turn])} in hand)."

    def decision(self, seat: int) -> str:
        if self.editing:
            return "arrange the galaxy"
        return "steer the hovering body" if self.hover is not None else "place a celestial body"

    def title(self) -> str | None:
        return None if self.solo_score is None else data.solo_title(self.solo_score)
