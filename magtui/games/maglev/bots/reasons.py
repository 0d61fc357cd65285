"""Why a Maglev computer player takes its action, in one line of the game's words (the hint).

The planner notes its motive as it decides (`Motive`: which of its priorities chose, and the
place or number behind it); these functions word it from the same world the bot decided on,
a world sampled from the seat's view, so the line tells nothing the seat may not know.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from magtui.games.maglev import data
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.actions import (
    Back,
    Build,
    Corner,
    Cut,
    Done,
    Drop,
    End,
    Extra,
    Face,
    Go,
    LaunchMoon,
    LaunchPad,
    Lay,
    Leave,
    Lift,
    Load,
    Move,
    Pick,
    Put,
    Shed,
    Shift,
    Start,
    Stop,
    Turn,
    Units,
)
from magtui.games.maglev.bots.values import CARD_PRIOR

MARGIN_SCALE = 15  # MaglevState.evaluate squashes a margin of points by this scale

ROW_LABELS = {key: label for key, label, _ in data.STACK_ROWS}
# where the planner's first robots go, by colour (gold first, then copper, then steel)
EXTRA_USE = {"g": "UNLOCK pink first", "c": "UNLOCK pink or lilac", "s": "BUILD STATION"}


@dataclass(frozen=True)
class Motive:
    """The planner's reason for its choice: `kind` names the priority that chose; `at` the
    place it aims at (a station node, a hex or a moon), `units` what it counts (track units to
    a target, passengers, stations)."""

    kind: str
    at: object = None
    units: int = 0


def points(value: float) -> float:
    """A playout's value (0..1, MaglevState.evaluate) as the margin in points it stands for."""
    value = min(max(value, 1e-6), 1 - 1e-6)
    return MARGIN_SCALE * math.log(value / (1 - value))


def units_text(n: int) -> str:
    return f"{n} unit{'s' if n != 1 else ''}"


def names(colours) -> str:
    """Colours in words, each once: "pink and steel"."""
    words = [data.COLOUR_NAMES[c] for c in dict.fromkeys(colours)]
    return " and ".join(words) if len(words) < 3 else ", ".join(words[:-1]) + " and " + words[-1]


def board_gain(w, board: dict, space: str, colour: str) -> str:
    """What a passenger on `space` of `board` switches on, in words."""
    after = dict(board)
    after[space] = colour
    if space in data.STACK_OF:
        key = data.STACK_OF[space]
        if key == "cap":
            return f"the train carries {pb.capacity(after)}"
        return f"{ROW_LABELS[key]} gets strength {pb.units(after, key)}"
    if space == "station":
        return "allows BUILD STATION"
    if space in ("ext1", "ext2"):
        return f"gains {dict(data.EXTENSION[w.mapname])[space]}"
    for c, spaces in pb.UNLOCK_SPACES.items():
        if space in spaces:
            left = sum(1 for s in spaces if after[s] is None)
            return (
                f"unlocks {data.COLOUR_NAMES[c]}"
                if not left
                else f"UNLOCK {data.COLOUR_NAMES[c]}, {left} to go"
            )
    if space.startswith("extra"):
        if pb.actions_per_turn(after) > pb.actions_per_turn(board):
            return f"{pb.actions_per_turn(after)} actions a turn"
        return "half an EXTRA ACTIONS row"
    if space.startswith("grid"):
        col = int(space[5])
        if pb.grid_column_full(after, col) and not pb.grid_column_full(board, col):
            return f"+1 point per {data.COLOUR_NAMES[data.GRID_COLUMNS[col - 1]]} commuter"
        if pb.grid_rows_full(after) > pb.grid_rows_full(board):
            return "+1 point per link"
        return "on the VP GRID"
    if pb.bonus_rows_full(after) > pb.bonus_rows_full(board):
        return "one more bonus card scores"
    return "towards one more bonus card"


def _place(w, at) -> str:
    return w.place_name(at) if at is not None else "the line"


def why(w, seat: int, action, motive: Motive | None) -> str:
    """One line on what `action` gains for `seat`, from the planner's motive (or the
    search's, when playing on showed another action better than the planner's)."""
    if motive is not None and motive.kind == "search":
        plural = "s" if motive.units > 1 else ""
        more = f"about {motive.units} point{plural}" if motive.units > 0 else "a little"
        return f"{why(w, seat, action, None)}; {more} more in play-outs"
    board = w.boards[seat]
    here = w.location(seat) if w.phase == "play" else None
    match action:
        case Pick(card):
            prior = CARD_PRIOR[w.mapname].get(card, 0)
            return f"worth about {prior:.0f} points at the end of a typical game"
        case Extra(robot):
            return f"it goes on {EXTRA_USE[robot]}"
        case Corner():
            return "the corner farthest from the other Moonbases"
        case Start():
            return "the starting station with the most stations in reach"
        case Put(c, space):
            return board_gain(w, board, space, c)
        case Drop(c, space):
            gain = board_gain(w, board, space, c)
            vp = data.BASE_VP[c]
            return f"{vp} point{'s' if vp > 1 else ''}; {gain}" if vp else gain
        case Shift(src, dst):
            robot = board[src] or "s"
            before = dict(board)
            before[src] = None
            return board_gain(w, before, dst, robot)
        case Shed(c):
            return "the passenger worth least to the board"
        case Build(station, at):
            return _build_why(w, seat, station, at)
        case Lay(at, _) | Lift(at) if motive and motive.at is not None:
            verb = "lays a tile" if isinstance(action, Lay) else "takes back a tile"
            return f"{verb} on the way to {_place(w, motive.at)}, {units_text(motive.units)} away"
        case Lay(at, _):
            return f"lays a tile at ({at[0]},{at[1]}) to lengthen the line"
        case Lift(at):
            return "takes back the end of the line to reach a better station space"
        case Load(c):
            return f"the line can deliver {data.COLOUR_NAMES[c]} to its station"
        case Leave(c):
            return f"the line cannot deliver {data.COLOUR_NAMES[c]}"
        case Go():
            return "a better station lies ahead within the steps left"
        case Stop():
            return f"no better station ahead than {_place(w, here)}"
        case Turn():
            return "the better stations lie behind the train"
        case Face() | Cut():
            return "the way with the most stations in reach for the train"
        case LaunchMoon(moon):
            return _moon_gain(w, seat, moon)
        case LaunchPad():
            return "the rest of the line lies beyond the launch pad"
        case Done():
            return "nothing more in this action is worth its units"
        case End():
            return "no action left that would gain something this turn"
        case Units():
            return _units_why(w, seat, action, motive, here)
    raise ValueError(f"No words for the action {action}.")


def _moon_gain(w, seat: int, moon: str) -> str:
    colour = data.MARS["moons"][moon]["drop"]
    if colour not in w.bagged:
        return f"brings {data.COLOUR_NAMES[colour]} commuters into the bag"
    return f"delivers {data.COLOUR_NAMES[colour]} commuters there"


def _build_why(w, seat: int, station: str, at) -> str:
    colour = data.STATION_COLOUR[station]
    if colour in data.COMMUTERS and colour not in w.bagged:
        return f"brings the {data.COLOUR_NAMES[colour]} commuters into the bag"
    return f"{data.COLOUR_NAMES[colour]} passengers can be delivered there"


def _errand(w, seat: int, place) -> str:
    """What the train can do at `place`: drop off what it carries, or load what waits."""
    board, cargo = w.boards[seat], w.trains[seat].cargo
    colours = w.loc_colours(place)
    drops = [c for c in cargo if c in colours and pb.unlocked(board, c)]
    if drops:
        return f" to drop off {names(drops)}"
    loads = [c for c in w.waiting(place) if c not in colours and pb.unlocked(board, c)]
    if loads:
        return f": {len(loads)} passenger{'s' if len(loads) > 1 else ''} to load"
    return ""


def _units_why(w, seat: int, action: Units, motive: Motive | None, here) -> str:
    kind = motive.kind if motive else ""
    cargo = w.trains[seat].cargo
    if kind == "dropoff":
        delivered = [c for c in cargo if c in w.loc_colours(here)]
        return f"delivers {names(delivered)} here onto the player board"
    if kind == "pickup":
        waiting = [c for c in w.waiting(here) if c not in w.loc_colours(here)]
        return f"loads {names(waiting) or 'passengers'} that the line can deliver"
    if kind == "drain":
        return "carries passengers off the Moonbase so that the bag can empty"
    if kind == "adjust":
        return "moves robots on the board to complete a column"
    if kind in ("track", "track-needed") and motive is not None and motive.at is not None:
        need = " (a station the end needs)" if kind == "track-needed" else ""
        return f"lays track towards {_place(w, motive.at)}{need}: {units_text(motive.units)}"
    if kind == "reroute":
        return "takes back the end of the line to reach a free station space"
    if kind == "refill":
        target = w.refill_target(seat)
        return f"refills {_place(w, target)} from the bag ({w.bag_total()} in it) for the train"
    if kind == "travel" and motive is not None and motive.at is not None:
        verb = "moves back" if isinstance(action, Back) else "moves"
        return f"{verb} the train to {_place(w, motive.at)}{_errand(w, seat, motive.at)}"
    if kind == "leave":
        return "leaves passengers the line cannot deliver, to make room"
    if isinstance(action, Move):
        return "moves the train along the line"
    return f"{action.verb.upper()} with {action.units} unit(s)"
