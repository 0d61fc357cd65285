"""Player-facing words for actions and board spaces (menus, hints, the log)."""

from __future__ import annotations

from magtui.games.maglev import data
from magtui.games.maglev.hexmap import hex_text

STACK_LABELS = {key: label for key, label, _ in data.STACK_ROWS}


def card_label(card: str) -> str:
    """A bonus card as players read it: its deck's colour and what it scores ("black:
    Factory–Lab link: 6"); the spec's card ids stay in the code and the notation."""
    return f"{data.DECK_NAMES[card[0]]}: {data.CARDS[card][2]}"


def space_label(space: str, mapname: str = "moon") -> str:
    for key, label in STACK_LABELS.items():
        rest = space[len(key):]
        if space.startswith(key) and rest.isdigit():
            return f"{label} {int(rest) + 1}"
    if space == "station":
        return "BUILD STATION"
    if space in ("ext1", "ext2"):
        return dict(data.EXTENSION[mapname])[space]
    for colour, name in data.COLOUR_NAMES.items():
        if space.startswith(name):
            return f"UNLOCK {name} {space[len(name):]}"
    if space.startswith("extra"):
        return f"EXTRA ACTIONS row {space[5]}"
    if space.startswith("grid"):
        return f"VP GRID row {space[4]} {data.COLOUR_NAMES[data.GRID_COLUMNS[int(space[5]) - 1]]}"
    if space.startswith("bonus"):
        return f"BONUS row {space[5]}"
    return space


def place_name(at, sites: dict, node_of: dict, names) -> str:
    """Where a train is, in words: a moon, a station by its types, a Moonbase by its owner's
    name. `sites` and `node_of` are keyed by hex (the state's, or the board's reading of a view)."""
    if at is None:
        return "nowhere"
    if at in data.MOON_NAMES:
        return data.MOON_NAMES[at]
    site = sites[node_of.get(at, at)]
    if site["kind"] == "moonbase":
        label = f"the Moonbase of {names[site['owner']]}"
    elif site["types"]:
        label = "–".join(data.STATION_NAMES[t] for t in site["types"])
    elif site["kind"] == "pad":
        label = "the launch pad"
    else:
        label = "an empty station space"
    return f"{label} ({hex_text(at)})"


def colour(c: str) -> str:
    return data.COLOUR_NAMES[c]


def describe(state, act) -> str:
    verb, args = act.verb, act.args
    mapname = state.mapname
    if verb in data.ACTION_KEYS or verb == "back":
        k = int(args[0])
        units = f"{k} unit{'s' if k > 1 else ''}"
        if verb == "move" and mapname == "moon":
            return f"{units} (up to {4 * k} stations)"
        return units
    simple = {
        "end": "end the turn", "done": "finish this action", "go": "go on",
        "stop": "stop here", "turn": "turn around (Free Reverse)",
    }
    if verb in simple:
        if verb == "stop" and state.pending and state.forward_target(state.current) is not None:
            return "stop here (Free Brakes)"
        return simple[verb]
    if verb == "pick":
        return card_label(args[0])
    if verb == "extra":
        return f"an extra {colour(args[0])} robot"
    if verb == "corner":
        h = data.MOON["moonbase_corners"][args[0]]
        return f"corner {args[0]} ({h[0]},{h[1]})"
    if verb == "start":
        h = tuple(int(x) for x in args[0].split(","))
        return f"train to {state.place_name(h)}"
    if verb == "put":
        return f"{colour(args[0])} → {space_label(args[1], mapname)}"
    if verb == "drop":
        return f"drop {colour(args[0])} → {space_label(args[1], mapname)}"
    if verb == "shift":
        robot = state.boards[state.current][args[0]] or "?"
        name = colour(robot) if robot in data.COLOUR_NAMES else "robot"
        return f"{name}: {space_label(args[0], mapname)} → {space_label(args[1], mapname)}"
    if verb in ("leave", "load"):
        return f"{verb} {colour(args[0])}"
    if verb == "shed":
        return f"leave {colour(args[0])} (over capacity)"
    if verb == "build":
        return f"{data.STATION_NAMES[args[0]]} at ({args[1]})"
    if verb == "lay":
        return f"tile at ({args[0]}) {args[1]}"
    if verb == "lift":
        return f"remove the tile at ({args[0]})"
    if verb == "face":
        return f"face {args[1].upper()} from ({args[0]})"
    if verb == "cut":
        return f"cut back the tile at ({args[0]})"
    if verb == "launch":
        if args[0] == "pad":
            return "back to the launch pad, " + ("facing out" if args[1] == "out" else f"facing {args[1].upper()}")
        return f"launch to {data.MOON_NAMES[args[0]]}"
    return str(act)
