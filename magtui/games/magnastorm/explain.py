"""The rule under the cursor: what a board element is, its state now in words, and the rule of
the rules summary that applies (its anchor). Engine side: read from the model a seat sees.

The board's focus kinds: "area" (an area or one space of the planet: "5d", "5d2"), "crew" (a
slot of the upper panel: column and place, "B0"), "lower" (a lower space, "B4"), "commander"
(an administrative column's commander, "A" the first player token), "research" (an area's
column and its commander, "G"), "objective" (a card), "players" (the players' boards) and
"choice" (a line of a menu: the action's notation, "x" for the exchange).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magtui.core.explanations import Explanation, Focus
from magtui.games.magnastorm import data
from magtui.games.magnastorm.describe import TOKEN_POWER, describe

if TYPE_CHECKING:
    from magtui.games.magnastorm.rules import MagnastormState

# The rule quoted for a menu line, by the action's verb.
VERB_RULES = {
    "col": "setup",
    "res": "research",
    "crew": "crew",
    "takeover": "takeover",
    "take": "takeover",
    "to": "lower-space",
    "put": "takeover",
    "place": "crew",
    "move": "lower-space",
    "gain": "lower-space",
    "go": "move",
    "from": "move",
    "build": "stations",
    "lab": "labs",
    "obj": "objective-rounds",
    "rm": "objectives",
    "end": "objective-turn",
    "skip": "exchange",
    "x": "exchange",
    "justin": "commander-justin-b-beeper",
    "mira": "commander-mira-mascovic",
    "adira": "commander-adira-okzil",
    "dain": "commander-forrester-dain",
}


def commander_anchor(name: str) -> str:
    """The anchor of a commander's line in the rules summary ("commander-forrester-dain")."""
    words = "".join(c if c.isalnum() else " " for c in name.lower().replace("ü", "u"))
    return "commander-" + "-".join(words.split())


def explain(model: MagnastormState, seat: int | None, focus: Focus) -> Explanation:
    kind, key = focus.kind, focus.key
    if kind == "area":
        return _area(model, key)
    if kind == "crew":
        return _crew(model, seat, key)
    if kind == "lower":
        return _lower(model, key)
    if kind == "commander":
        return _commander(model, seat, key)
    if kind == "research":
        return _research(model, key)
    if kind == "objective":
        return _objective(model, seat, key)
    if kind == "players":
        return _players(model)
    if kind == "choice" and key == "x":
        return Explanation("Exchange 3 cubes for 1", "a choice open now", "exchange")
    if kind == "choice":
        action = model.parse_action(key)
        return Explanation(describe(model, action), "a choice open now", VERB_RULES[action.verb])
    raise ValueError(f"Magnastorm boards have no element {kind!r}.")


def _legal_now(model: MagnastormState, seat: int | None, text: str) -> bool:
    if seat is None or model.over or model.actor != seat:
        return False
    return any(str(a).startswith(text) for a in model.legal_actions(seat))


def _area(model: MagnastormState, key: str) -> Explanation:
    area = key[:2]
    pl = model.planet
    sector = pl.sector_of(area)
    weather = "quiet" if sector in model.quiet else "storm"
    what = f"Area {area}, sector {sector} ({weather})"
    if len(key) > 2:
        what = f"Space {key} ({data.RESEARCH_NAMES[pl.space_colour(key)]}) of area {area}"
    words = []
    for space in pl.spaces_of(area) if len(key) == 2 else [key]:
        if space in model.labs:
            owner, count = model.labs[space]
            words.append(f"{space}: {count} lab{'s' * (count > 1)} of {model.who(owner)}")
        else:
            words.append(f"{space}: empty" + (", a lab may go here" if weather == "quiet" else ""))
    scouts = [model.who(s) for s, at in enumerate(model.scout) if at[:2] == area]
    if scouts:
        words.append("scout of " + " and ".join(scouts) + " here")
    if weather == "storm":
        words.append("in the storm: no lab may go here")
    return Explanation(what, "; ".join(words), "labs" if len(key) > 2 else "planet")


def _crew(model: MagnastormState, seat: int | None, key: str) -> Explanation:
    column, place = key[0], int(key[1:])
    crew = model.upper[column]
    if place >= len(crew):
        state = f"empty; column {column} holds {len(crew)} crew"
    else:
        code = crew[place]
        state = _crew_words(model, code)
        if _legal_now(model, seat, f"crew {column} {code.upper()}"):
            state += "; may be taken now"
    rule = "setup" if model.phase == "setup" else "crew"
    return Explanation(f"Upper panel, column {column}", state, rule)


def _lower(model: MagnastormState, key: str) -> Explanation:
    move, gain = data.ACTION_ROWS[int(key[1])]
    icon = model.icons.get(key, "")
    crew = model.lower.get(key, [])
    what = f"Lower space {key}: move for {move} or gain {gain}" + (
        f", bonus {icon}" if icon else ""
    )
    state = "free: a crew member may go here"
    if crew:
        state = "taken by " + " and ".join(_crew_words(model, code) for code in crew)
    return Explanation(what, state, "lower-space")


def _crew_words(model: MagnastormState, code: str) -> str:
    if code.upper() == "Y":
        return "a neutral crew member"
    return f"a crew member of {model.who(model.seat_of_letter(code))}"


def _commander(model: MagnastormState, seat: int | None, column: str) -> Explanation:
    if column == data.FIRST_PLAYER_COLUMN:
        holder = model.token
        state = f"held by {model.who(holder)}" if holder is not None else "nobody holds it"
        return Explanation(f"First player token: {TOKEN_POWER}", state, "takeover")
    name = model.admin_cols[column]
    return _commander_words(model, seat, name, f"takeover {column}")


def _research(model: MagnastormState, area: str) -> Explanation:
    name = model.research_cmd[area]
    levels = ", ".join(
        f"{model.who(s)} {model.research[s][model.columns.index(area)]}"
        for s in range(model.num_players)
    )
    held = _commander_words(model, None, name, "")
    return Explanation(
        f"Research area {data.RESEARCH_NAMES[area]}; its commander {held.what}: "
        f"{data.COMMANDERS[name][3]}",
        f"levels: {levels}; the commander is {held.state}",
        "research",
    )


def _commander_words(
    model: MagnastormState, seat: int | None, name: str, takeover: str
) -> Explanation:
    _, green, red, _ = data.COMMANDERS[name]
    holder = model.holder.get(name)
    state = f"held by {model.who(holder)}" if holder is not None else "held by nobody"
    if takeover and _legal_now(model, seat, takeover):
        state += "; may be taken over now"
    what = f"{name} (+{green} reputation to the taker, -{red} to the one who loses it)"
    return Explanation(what, state, commander_anchor(name))  # its power: the rule quoted


def _objective(model: MagnastormState, seat: int | None, card: str) -> Explanation:
    name = data.OBJECTIVES[card][0]
    counts = data.OBJECTIVES[card][2]["4" if model.four else "23"][1]
    by_round = ", ".join(f"{n} in round {r}" for r, n in enumerate(counts, 1))
    done = model.obj_done[card]
    spaces = model.objective_spaces()
    state = f"round {model.round} asks: {model.objective_text(card)} (needs {by_round})"
    if done:
        state += "; fulfilled by " + ", ".join(model.who(s) for s in done)
    if len(done) < len(spaces):
        state += f"; the next to fulfil it gains {spaces[len(done)]} reputation"
    if _legal_now(model, seat, f"obj {card}"):
        state += "; may be fulfilled now"
    return Explanation(f"Objective {name}", state, "objective-rounds")


def _players(model: MagnastormState) -> Explanation:
    words = [
        f"{model.who(s)} {model.rep[s]} reputation, {sum(model.cubes[s])} cubes, "
        f"{data.LAB_SLOTS - sum(model.slots[s])} labs on the planet"
        for s in range(model.num_players)
    ]
    return Explanation(
        "The players' boards: reputation, cubes, labs and stations",
        "; ".join(words) + f"; the goal is {model.threshold()} reputation",
        "administration",
    )
