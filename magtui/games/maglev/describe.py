"""Player-facing words for actions and board spaces (menus, hints, the log)."""

from __future__ import annotations

from magtui.games.maglev import data
from magtui.games.maglev.actions import (
    Action,
    Build,
    Corner,
    Cut,
    Done,
    Drop,
    End,
    Extra,
    Face,
    Go,
    Lay,
    LaunchMoon,
    LaunchPad,
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
    sides_text,
)
from magtui.games.maglev.hexmap import hex_text

STACK_LABELS = {key: label for key, label, _ in data.STACK_ROWS}


def card_label(card: str) -> str:
    """A bonus card as players read it: its deck's colour and what it scores ("black:
    Factory–Lab link: 6"); the spec's card ids stay in the code and the notation."""
    return f"{data.DECK_NAMES[card[0]]}: {data.CARDS[card][2]}"


def space_label(space: str, mapname: str = "moon") -> str:
    for key, label in STACK_LABELS.items():
        rest = space[len(key) :]
        if space.startswith(key) and rest.isdigit():
            return f"{label} {int(rest) + 1}"
    if space == "station":
        return "BUILD STATION"
    if space in ("ext1", "ext2"):
        return dict(data.EXTENSION[mapname])[space]
    for colour, name in data.COLOUR_NAMES.items():
        if space.startswith(name):
            return f"UNLOCK {name} {space[len(name) :]}"
    if space.startswith("extra"):
        return f"EXTRA ACTIONS row {space[5]}"
    if space.startswith("grid"):
        return f"VP GRID row {space[4]} {data.COLOUR_NAMES[data.GRID_COLUMNS[int(space[5]) - 1]]}"
    if space.startswith("bonus"):
        return f"BONUS row {space[5]}"
    return space


def place_name(at, sites: dict, node_of: dict, names) -> str:
    """Where a train is, in words: a moon, a station by its types, a Moonbase by its owner's
    name. `sites` and `node_of` are the state's, keyed by hex."""
    if at is None:
        return "nowhere"
    if at in data.MOON_NAMES:
        return data.MOON_NAMES[at]
    site = sites[node_of.get(at, at)]
    if site.kind == "moonbase":
        label = f"the Moonbase of {names[site.owner]}"
    elif site.types:
        label = "–".join(data.STATION_NAMES[t] for t in site.types)
    elif site.kind == "pad":
        label = "the launch pad"
    else:
        label = "an empty station space"
    return f"{label} ({hex_text(at)})"


def colour(c: str) -> str:
    return data.COLOUR_NAMES[c]


def describe(state, act: Action) -> str:
    mapname = state.mapname
    match act:
        case Units(k):
            units = f"{k} unit{'s' if k > 1 else ''}"
            if isinstance(act, Move) and mapname == "moon":
                return f"{units} (up to {4 * k} stations)"
            return units
        case End():
            return "end the turn"
        case Done():
            return "finish this action"
        case Go():
            return "go on"
        case Stop():
            if state.pending and state.forward_target(state.current) is not None:
                return "stop here (Free Brakes)"
            return "stop here"
        case Turn():
            return "turn around (Free Reverse)"
        case Pick(card):
            return card_label(card)
        case Extra(robot):
            return f"an extra {colour(robot)} robot"
        case Corner(letter):
            h = data.MOON["moonbase_corners"][letter]
            return f"corner {letter} ({h[0]},{h[1]})"
        case Start(at):
            return f"train to {state.place_name(at)}"
        case Put(c, space):
            return f"{colour(c)} → {space_label(space, mapname)}"
        case Drop(c, space):
            return f"drop {colour(c)} → {space_label(space, mapname)}"
        case Shift(src, dst):
            robot = state.boards[state.current][src] or "?"
            name = colour(robot) if robot in data.COLOUR_NAMES else "robot"
            return f"{name}: {space_label(src, mapname)} → {space_label(dst, mapname)}"
        case Leave(c) | Load(c):
            return f"{act.verb} {colour(c)}"
        case Shed(c):
            return f"leave {colour(c)} (over capacity)"
        case Build(station, at):
            return f"{data.STATION_NAMES[station]} at ({hex_text(at)})"
        case Lay(at, sides):
            return f"tile at ({hex_text(at)}) {sides_text(sides)}"
        case Lift(at):
            return f"remove the tile at ({hex_text(at)})"
        case Face(at, side):
            return f"face {data.SIDE_NAMES[side].upper()} from ({hex_text(at)})"
        case Cut(at):
            return f"cut back the tile at ({hex_text(at)})"
        case LaunchPad(facing):
            return "back to the launch pad, " + (
                "facing out" if facing is None else f"facing {data.SIDE_NAMES[facing].upper()}"
            )
        case LaunchMoon(moon):
            return f"launch to {data.MOON_NAMES[moon]}"
    return str(act)
