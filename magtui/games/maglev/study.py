"""How long Maglev games last:
`python -m magtui.games.maglev.study [--games N] [--rounds R] [--kinds random,goal,normal]
[--maps moon,mars] [--players 2,3,4] [--seed S]`; with `--card-prior`, what each bonus card is
worth at the end of games between easy players (bots/values.py, CARD_PRIOR).

Plays games between players of one kind — random, the simple goal-directed scripted player
below, or a bot level of the game (easy, normal, hard) — on both maps with 1–4 players, and
prints the distribution of game lengths in rounds, how many games reached the rulebook's end
within R rounds, when each commuter colour first entered the bag, and the processor time per
decision. The scripted player exists
for this measurement only (it is not a bot level of the game): it reads only public information
and plays by fixed priorities — deliver, build the stations of colours not yet in play, load,
refill (which is what empties the bag), move, extend the line.
"""

from __future__ import annotations

import argparse
import statistics
import time

from magtui.core.bots import RandomBot, bot_move
from magtui.core.rng import Rng
from magtui.games.maglev import SPEC, data
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.actions import Action
from magtui.games.maglev.hexmap import hex_distance
from magtui.games.maglev.rules import MaglevState
from magtui.games.maglev.scoring import card_value

# Where a passenger should go on the board: unlocks first, then extra actions, then action rows.
SPACE_ORDER = (
    "station",
    "pink",
    "lilac",
    "coral",
    "purple",
    "extra",
    "cap",
    "pickup",
    "refill",
    "ext",
    "track",
    "move",
    "dropoff",
    "grid",
    "bonus",
    "adjust",
)
MAIN_ORDER = ("dropoff", "build", "pickup", "track", "launch", "move", "refill", "back")


def _space_rank(space: str) -> int:
    return next(
        (i for i, prefix in enumerate(SPACE_ORDER) if space.startswith(prefix)), len(SPACE_ORDER)
    )


class GoalPlayer:
    """Fixed priorities with a little chance, so that games differ."""

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = Rng(seed * 7919 + seat)

    def choose(self, state, legal: list):
        by_verb: dict = {}
        for action in legal:
            by_verb.setdefault(action.verb, []).append(action)
        if state.pending is None and state.phase == "play":
            return self._main(state, by_verb)
        if "put" in by_verb or "drop" in by_verb:
            options = by_verb.get("drop") or by_verb["put"]
            launch_first = state.mapname == "mars"  # Mars: LAUNCH (ext2) before anything else
            return min(
                options,
                key=lambda a: (
                    -1 if launch_first and a.space == "ext2" else _space_rank(a.space),
                    self.rng.random(),
                ),
            )
        wanted = self._wanted_colours(state)
        unwanted = [a for a in by_verb.get("leave", ()) if a.colour not in wanted]
        if unwanted:
            return unwanted[0]
        loads = [a for a in by_verb.get("load", ()) if a.colour in wanted]
        if loads:
            return self.rng.choice(loads)
        if "lay" in by_verb:
            return min(by_verb["lay"], key=lambda a: (self._lay_score(state, a), self.rng.random()))
        if "go" in by_verb:
            return by_verb["go"][0]
        for verb in (
            "done",
            "stop",
            "load",
            "shed",
            "face",
            "cut",
            "start",
            "corner",
            "extra",
            "pick",
        ):
            if verb in by_verb:
                return self.rng.choice(by_verb[verb])
        return self.rng.choice(legal)

    def _main(self, state, by_verb: dict):
        seat = self.seat
        wanted = self._wanted_colours(state)
        cargo = state.trains[seat].cargo
        loc = state.location(seat)
        here = state.waiting(loc) if loc is not None else []
        full = len(cargo) >= pb.capacity(state.boards[seat])
        line = state.line(seat, relaxed=True)
        useful = {
            "pickup": any(c not in wanted for c in cargo)
            or (not full and any(c in wanted for c in here)),
            "track": len(state.tiles[seat]) < data.TRACK_TILES
            and bool(state.track_changes(seat)[0])
            and (len(line.stations) < 5 or self.rng.random() < 0.2),
            "move": bool(cargo) or not any(c in wanted for c in here),
            "refill": not self._target_full(state),
            "launch": True,
            "back": self.rng.random() < 0.3,
            "dropoff": True,
            "build": True,
        }
        for verb in MAIN_ORDER:
            options = by_verb.get(verb)
            if not options or not useful[verb]:
                continue
            if verb == "build":
                built = "".join(s.types for s in state.sites.values())
                return min(options, key=lambda a: (a.station in built, a.station not in "OSEU"))
            if verb == "launch":
                return self.rng.choice(options)
            return max(options, key=lambda a: a.units)  # all the units
        return by_verb["end"][0]

    def _target_full(self, state) -> bool:
        loc = state.refill_target(self.seat)
        return loc is None or len(state.waiting(loc)) >= state.loc_capacity(loc)

    def _wanted_colours(self, state) -> set:
        """Colours with a destination on the line that this player may drop off there."""
        line = state.line(self.seat, relaxed=True)
        colours = {data.STATION_COLOUR[t] for node in line.stations for t in state.node_types(node)}
        if state.mapname == "mars" and data.MARS["launch_pad"] in line.stations:
            colours |= {"r", "u"}
        board = state.boards[self.seat]
        return {c for c in colours if pb.unlocked(board, c) and pb.put_spaces(board, c)}

    def _lay_score(self, state, action) -> int:
        """How far the hex the new tile leads to is from the nearest empty station space (0: the
        tile faces one, so a station can be built there next)."""
        h, sides = action.at, action.sides
        tiles = state.tiles[self.seat]
        spaces = [
            t
            for t, site in state.sites.items()
            if t not in state.node_of and site.kind in ("space", "double")
        ]
        line = state.line(self.seat, relaxed=True)
        pad = data.MARS["launch_pad"]
        if state.mapname == "mars" and pad not in line.stations and not {"r", "u"} <= state.bagged:
            spaces.append(pad)  # coral and purple enter with the first launches
        ahead = [
            n
            for n in (state.hexmap.neighbours[h][side] for side in sides)
            if n is not None and n not in tiles and n not in state.node_of
        ]
        if not ahead or not spaces:
            return 99
        return min(hex_distance(n, t) for n in ahead for t in spaces)


def play(players: int, mapname: str, seed: int, kind: str, max_rounds: int) -> dict:
    return play_to_end(players, mapname, seed, kind, max_rounds)[1]


def play_to_end(players: int, mapname: str, seed: int, kind: str, max_rounds: int):
    """The last state of one game, and what `play` reports of it."""
    state = SPEC.new_game([f"P{i + 1}" for i in range(players)], seed, {"map": mapname})
    assert isinstance(state, MaglevState)
    if kind == "random":
        randoms = [RandomBot(s, seed) for s in range(players)]

        def pick(st: MaglevState, seat: int, legal: list) -> Action:
            return randoms[seat].choose({}, legal)
    elif kind == "goal":
        goals = [GoalPlayer(s, seed) for s in range(players)]

        def pick(st: MaglevState, seat: int, legal: list) -> Action:
            return goals[seat].choose(st, legal)
    else:  # a bot level: it sees only its seat's view and sampled worlds
        bots = [SPEC.make_bot(kind, s, seed) for s in range(players)]

        def pick(st: MaglevState, seat: int, legal: list) -> Action:
            return bot_move(bots[seat], st, seat)

    entered: dict = {}
    seconds = []
    while not state.is_over() and state.round <= max_rounds:
        seat = state.to_act()[0]
        clock = time.process_time()
        action = pick(state, seat, state.legal_actions(seat))
        seconds.append(time.process_time() - clock)
        state.apply(seat, action)
        for colour in state.bagged:
            entered.setdefault(colour, state.round)
    return state, {
        "over": state.is_over(),
        "rounds": state.round - 1 if state.is_over() else None,
        "entered": entered,
        "seconds": seconds,
    }


def card_prior(mapname: str, players: tuple[int, ...], seeds: range, max_rounds: int) -> dict:
    """Each bonus card's mean worth, capped as cards are, to every seat at the end of finished
    games between easy players: who holds the card does not matter."""
    worth: dict = {card: [] for card in data.CARDS}
    for count in players:
        for seed in seeds:
            state, record = play_to_end(count, mapname, seed, "easy", max_rounds)
            if not record["over"]:
                continue
            for card in data.CARDS:
                worth[card] += [
                    min(data.CARD_CAP, card_value(state, seat, card)) for seat in range(count)
                ]
    return {card: round(statistics.fmean(v), 1) if v else 0.0 for card, v in worth.items()}


def spread(lengths: list) -> str:
    """Quartiles and every length, sorted."""
    if not lengths:
        return ""
    q = statistics.quantiles(lengths, n=4) if len(lengths) > 1 else [lengths[0]] * 3
    return (
        f"rounds min {lengths[0]} q1 {q[0]:.0f} median {statistics.median(lengths):.0f} "
        f"q3 {q[2]:.0f} max {lengths[-1]} (all: {' '.join(map(str, lengths))})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games", type=int, default=10, help="games per map, player count and player kind"
    )
    parser.add_argument(
        "--rounds", type=int, default=150, help="give up on a game after this round"
    )
    parser.add_argument(
        "--kinds", default="random,goal", help="random, goal, or bot levels (easy, normal, hard)"
    )
    parser.add_argument("--maps", default="moon,mars")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument(
        "--seed", type=int, default=0, help="the first game's seed (then one more a game)"
    )
    parser.add_argument(
        "--card-prior",
        action="store_true",
        help="print each bonus card's worth at the end of games between easy players",
    )
    args = parser.parse_args()
    if args.card_prior:
        seeds = range(args.seed, args.seed + args.games)
        counts = tuple(int(n) for n in args.players.split(","))
        for mapname in args.maps.split(","):
            print(f'"{mapname}": {card_prior(mapname, counts, seeds, args.rounds)},', flush=True)
        return
    for kind in args.kinds.split(","):
        for mapname in args.maps.split(","):
            for players in (int(n) for n in args.players.split(",")):
                games = [
                    play(players, mapname, args.seed + k, kind, args.rounds)
                    for k in range(args.games)
                ]
                lengths = sorted(g["rounds"] for g in games if g["over"])
                colours = {
                    c: [g["entered"][c] for g in games if c in g["entered"]] for c in data.COMMUTERS
                }
                entered = " ".join(
                    f"{c} {len(v)}/{len(games)}" + (f" (r{statistics.median(v):.0f})" if v else "")
                    for c, v in colours.items()
                )
                seconds = [s for g in games for s in g["seconds"]]
                unended = [args.seed + k for k, g in enumerate(games) if not g["over"]]
                print(
                    f"{kind:6} {mapname} {players}p: ended {len(lengths)}/{len(games)} within "
                    f"{args.rounds} rounds {spread(lengths)}"
                    + (f" · not ended: seeds {' '.join(map(str, unended))}" if unended else "")
                    + f" · colours bagged (median round): {entered}"
                    f" · s/decision median {statistics.median(seconds):.3f} max {max(seconds):.3f}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
