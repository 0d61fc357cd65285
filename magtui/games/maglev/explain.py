"""The rule under the cursor: what a Maglev board element is, its state now in words, and the
rule of the summary (rules.md anchors) that applies. Reads only the game as the seat sees it.

Focus kinds the board names: "hex" (a map hex, key "Q,R"), "moon" (Phobos or Deimos), "space" (a
player board space of the seat shown, key "SPACE" or "SEAT:SPACE"), "action" (a menu entry: an
action row or a step, key its verb), "station" (a station tile to build, key its letter), "card"
(a bonus card), "view" (a view without a cursor: its number).
"""

from __future__ import annotations

from magtui.core.explanations import Explanation, Focus
from magtui.games.maglev import data
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.actions import Build, Corner, LaunchMoon, LaunchPad, Pick
from magtui.games.maglev.describe import card_label, space_label
from magtui.games.maglev.hexmap import hex_text, parse_hex

LETTERS = "ABCD"

# What each verb of the menus is, and the rule it follows.
ACTIONS = {
    "track": ("TRACK: build or remove tiles", "track-action"),
    "move": ("MOVE: the train along its line", "move-action"),
    "pickup": ("PICK UP: leave, then load passengers", "pickup-action"),
    "dropoff": ("DROP OFF: passengers onto the player board", "dropoff-action"),
    "refill": ("REFILL: passengers from the bag", "refill-action"),
    "adjust": ("ADJUST: move robots on the player board", "adjust-action"),
    "build": ("BUILD STATION", "build-action"),
    "back": ("MOVE BACKWARDS", "mars-trains"),
    "launch": ("LAUNCH", "mars-trains"),
    "end": ("End the turn", "turn"),
    "go": ("Go on: the next step of the Move", "moon-move"),
    "stop": ("Stop here (Free Brakes)", "moon-move"),
    "turn": ("Turn around (Free Reverse)", "moon-move"),
    "done": ("Finish this action", "finish-early"),
    "load": ("Load a waiting passenger", "pickup-action"),
    "leave": ("Leave a carried passenger here", "pickup-action"),
    "shed": ("Leave a passenger over capacity", "shed"),
    "extra": ("The extra robot of the fourth player", "starting-robots"),
}
VIEWS = {
    "1": ("The map", "track"),
    "2": ("A player board", "action-rows"),
    "3": ("All player boards", "vp-grid"),
    "4": ("Your bonus cards", "scoring"),
}


def focus_of(choice) -> Focus:
    """The element a menu entry is about: a main action's verb, or one choice of a decision."""
    match choice:
        case str():
            return Focus("action", choice)
        case Pick(card):
            return Focus("card", card)
        case Build(station, _):
            return Focus("station", station)
        case LaunchMoon(moon):
            return Focus("moon", moon)
        case LaunchPad():
            return Focus("hex", hex_text(data.MARS["launch_pad"]))
        case Corner(letter):
            return Focus("hex", hex_text(data.MOON["moonbase_corners"][letter]))
    at = getattr(choice, "at", None)
    return Focus("hex", hex_text(at)) if isinstance(at, tuple) else Focus("action", choice.verb)


def explain(model, seat: int | None, focus: Focus) -> Explanation:
    """What the element `focus` is, its state now as `seat` sees it, and its rule."""
    match focus.kind:
        case "hex":
            told = _hex(model, parse_hex(focus.key))
            now = _now(model, seat, lambda a: getattr(a, "at", None) == parse_hex(focus.key))
            return Explanation(told.what, "; ".join(filter(None, [told.state, now])), told.rule)
        case "moon":
            return _moon(model, focus.key)
        case "space":
            shown, _, space = focus.key.rpartition(":")
            owner = int(shown) if shown else seat
            if owner is None:  # no player's board named: nothing of one to tell
                return Explanation(
                    space_label(space, model.mapname), "A space of a player board.", "action-rows"
                )
            told = _space(model, owner, space)
            if shown and int(shown) != seat:
                return told
            now = _now(
                model, seat, lambda a: space in (getattr(a, "space", ""), getattr(a, "dst", ""))
            )
            return Explanation(told.what, "; ".join(filter(None, [told.state, now])), told.rule)
        case "action":
            return _action(model, seat, focus.key)
        case "station":
            return _station(model, seat, focus.key)
        case "card":
            return _card(model, seat, focus.key)
        case "view":
            what, rule = VIEWS[focus.key]
            return Explanation(what, _view_state(model, seat, focus.key), rule)
    raise ValueError(f"Maglev boards name no element of kind {focus.kind!r}.")


def _now(model, seat: int | None, about) -> str:
    """What the seat may do with the element now, when it is deciding in play (its choices then
    rest on public facts only): the choices `about` picks, in words."""
    if seat is None or model.phase != "play" or seat not in model.to_act():
        return ""
    choices = [a for a in model.legal_actions(seat) if about(a)]
    verbs = {a.verb for a in choices}
    if "lay" in verbs:
        return "a tile can go here now"
    if "lift" in verbs:
        return "this end tile can be removed now"
    if "build" in verbs:
        names = [data.STATION_NAMES[a.station] for a in choices if a.verb == "build"]
        return "can be built here now: " + ", ".join(names)
    colours = {data.COLOUR_NAMES[a.colour] for a in choices if a.verb in ("put", "drop")}
    if colours:
        return "can take the " + " or ".join(sorted(colours)) + " now"
    if "shift" in verbs:
        return "can take the robot held now"
    return "can be chosen now" if choices else ""


def _waiting_words(colours) -> str:
    if not colours:
        return "nobody waits"
    counts = {c: list(colours).count(c) for c in dict.fromkeys(colours)}
    return "waiting: " + ", ".join(f"{n} {data.COLOUR_NAMES[c]}" for c, n in counts.items())


def _trains_at(model, places) -> list[str]:
    return [
        f"{model.names[s]}'s train is here"
        for s in range(model.num_players)
        if model.trains[s].at in places
    ]


def _hex(model, h) -> Explanation:
    if h in model.blocked:
        return Explanation(
            "Closed corner", "no Moonbase was built here; no tile may face it", "moonbase"
        )
    site = model.sites.get(h)
    tiles = [model.names[s] for s in range(model.num_players) if h in model.tiles[s]]
    trains = _trains_at(model, {h})
    if site is None:
        cost = model.hexmap.cost[h]
        what = "Open hex" if cost == 1 else f"Canyon hex: a tile costs {cost} units"
        state = "track of " + " and ".join(tiles) if tiles else "no track yet"
        return Explanation(what, "; ".join([state, *trains]), "canyons" if cost > 1 else "track")
    node = model.node_of.get(h, h)
    here = model.sites.get(node, site)
    name = model.place_name(h).rsplit(" (", 1)[0]
    parts = [_waiting_words(here.waiting), *trains]
    if here.kind == "moonbase":
        parts.insert(0, f"holds {data.MOONBASE_CAPACITY}; anyone may pick up here")
        return Explanation(name[0].upper() + name[1:], "; ".join(parts), "moonbase")
    if site.kind == "double" or here.kind == "merged":
        rule = "double-station"
    elif site.kind == "pad":
        rule = "mars-trains"
    else:
        rule = "waiting" if here.types else "build-action"
    if here.types:
        colours = " and ".join(data.COLOUR_NAMES[data.STATION_COLOUR[t]] for t in here.types)
        parts.insert(0, f"{colours} passengers are dropped off here")
        what = f"{name} station"
    elif site.kind == "pad":
        what = "The launch pad"
    else:
        what = "Empty station space"
        parts.insert(0, "a station may be built here")
    return Explanation(what, "; ".join(parts), rule)


def _moon(model, moon: str) -> Explanation:
    colour = data.MARS["moons"][moon]["drop"]
    entered = colour in model.bagged
    state = [
        f"{data.COLOUR_NAMES[colour]} commuters are dropped off here",
        f"{data.COLOUR_NAMES[colour]} is {'in' if entered else 'not yet in'} the bag",
        _waiting_words(model.moons[moon]),
        *_trains_at(model, {moon}),
    ]
    return Explanation(data.MOON_NAMES[moon], "; ".join(state), "mars-trains")


def _space(model, shown: int, space: str) -> Explanation:
    board = model.boards[shown]
    takes = " or ".join(data.COLOUR_NAMES[c] for c in data.COLOURS if c in pb.TAKES[space])
    owner = model.names[shown]
    what = f"{space_label(space, model.mapname)}, takes {takes}"
    held = board[space]
    state = [f"{owner}'s: " + (f"holds {data.COLOUR_NAMES[held]}" if held else "empty")]
    if space in data.STACK_OF:
        key = data.STACK_OF[space]
        name = "capacity" if key == "cap" else "strength"
        state.append(f"{name} now {pb.units(board, key)}")
        rule = "action-rows"
    elif space == "station":
        rule = "build-station-space"
    elif space in ("ext1", "ext2"):
        rule = "extension"
    elif space.startswith(("extra", *(data.COLOUR_NAMES[c] for c in data.COMMUTERS))):
        for c, spaces in pb.UNLOCK_SPACES.items():
            if space in spaces:
                state.append(
                    f"{data.COLOUR_NAMES[c]} {'unlocked' if pb.unlocked(board, c) else 'locked'}"
                )
        if space.startswith("extra"):
            state.append(f"{pb.actions_per_turn(board)} actions a turn")
        rule = "unlock"
    else:
        rule = "vp-grid"
    return Explanation(what, "; ".join(state), rule)


def _action(model, seat: int | None, verb: str) -> Explanation:
    what, rule = ACTIONS[verb]
    if verb in data.ACTION_KEYS and seat is not None:
        board = model.boards[seat]
        state = f"strength {pb.units(board, verb)}"
        if verb == "move" and model.mapname == "moon":
            state += f": up to {4 * pb.units(board, verb)} stations"
    elif verb == "build" and seat is not None:
        state = (
            "allowed"
            if pb.can_build_station(model.boards[seat])
            else "needs a steel robot on BUILD STATION"
        )
    elif verb in ("back", "launch") and seat is not None:
        index = 1 if verb == "back" else 2
        state = (
            "allowed"
            if pb.extension(model.boards[seat], index)
            else "needs a robot on its board space"
        )
    elif seat is not None and model.phase == "play":
        p = model.pending
        if verb in ("load", "leave", "shed"):
            cargo = len(model.trains[seat].cargo)
            state = f"the train carries {cargo} of {pb.capacity(model.boards[seat])}"
        elif verb in ("go", "stop", "turn") and p is not None and p.kind == "move":
            state = f"{p.steps} station{'s' if p.steps != 1 else ''} left in this Move"
        else:
            used, per_turn = model.actions_used, model.actions_per_turn(seat)
            state = f"{used} of {per_turn} actions used this turn"
    else:
        state = "not before play begins" if model.phase != "over" else "the game is over"
    return Explanation(what, state, rule)


def _station(model, seat: int | None, letter: str) -> Explanation:
    colour = data.STATION_COLOUR[letter]
    name = data.COLOUR_NAMES[colour]
    state = [f"{model.supply.get(letter, 0)} left in the supply", f"{name} passengers end here"]
    if colour in data.COMMUTERS:
        state.append(f"{name} {'is' if colour in model.bagged else 'is not yet'} in the bag")
    return Explanation(f"{data.STATION_NAMES[letter]} tile", "; ".join(state), "build-action")


def _card(model, seat: int | None, card: str) -> Explanation:
    held = seat is not None and isinstance(model.cards[seat], list) and card in model.cards[seat]
    if held and model.phase not in ("draft", "extra"):
        worth = dict(model.card_values(seat)).get(card, 0)
        return Explanation(card_label(card), f"yours: worth {worth} now", "scoring")
    return Explanation(card_label(card), "in the draft", "draft")


def _view_state(model, seat: int | None, view: str) -> str:
    if view == "4" and seat is not None:
        return f"{model.cards_held(seat)} bonus cards; only the best one scores"
    if view in ("2", "3"):
        return "rows fill from the left; a full column or row switches on its effect"
    lines = sum(1 for s in range(model.num_players) if model.tiles[s])
    return f"{lines} of {model.num_players} lines begun; {model.bag_total()} passengers in the bag"
