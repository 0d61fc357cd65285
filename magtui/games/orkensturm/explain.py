"""The rule under the cursor: what an Orkensturm board element is, its state now in words, and
the rule of the summary (rules.md) that applies.

It reads the model as the seat sees it (the redacted model: other hands and advisors as
counts), so it can tell nothing the seat may not know. Focus kinds and their keys:
character (its id), colour (its letter), side (brin/answin), advisor (its card id, the seat's
own), inspection, option ("knight 2"), player (the seat, from 1), offer (tax/joust),
track (M O T S).
"""

from __future__ import annotations

from magtui.core.explanations import Explanation, Focus
from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.characters import cost_text
from magtui.games.orkensturm.legal import payable_options

ENDING_OF_TRACK = {track: ending for ending, track in D.ENDING_ORDER}


def explain(game, seat: int | None, focus: Focus) -> Explanation:
    return EXPLAINERS[focus.kind](game, seat, focus.key)


def _character(game, seat, key: str) -> Explanation:
    name = D.CHARACTER_NAMES[key]
    first, second = D.OPTION_TEXT[key]
    what = f"The {name}. Option 1: {first} Option 2: {second}"
    if key not in game.open_characters():
        return Explanation(what, "Closed: the Messenger is open only with 6 or more players.")
    holder = game.placed_on(key)
    if holder is not None:
        state = f"{game.names[holder]}'s pawn stands here this turn."
    else:
        state = "Free this turn."
    last = [game.names[s] for s, prev in enumerate(game.prev) if prev == key]
    if last:
        state += f" {last[0]} used it last turn and may not take it now."
    if game.phase == "place":
        placer = game.current()
        refusal = game.refusal(placer, A.Place(key))
        state += f" {game.names[placer]} " + ("may place here." if refusal is None else "may not.")
    return Explanation(what, state, "positioning")


def _colour(game, seat, key: str) -> Explanation:
    colour = D.COLOURS.index(key)
    what = f"{D.COLOUR_NAMES[colour].capitalize()} cards ({key}): {D.COLOUR_MEANING[colour]}"
    state = f"The reserve holds {game.reserve[colour]}."
    if seat is not None and isinstance(game.hands[seat], list):
        state += f" {game.names[seat]}'s hand holds {game.hands[seat][colour]}."
    rule = {"contribute": "contributions", "troop": "last-placer"}.get(game.phase, "colours")
    if game.phase == "take":
        rule = "last-placer" if game.take_for == "bonus" else "actions"
    return Explanation(what, state, rule)


def _side(game, seat, key: str) -> Explanation:
    cards = D.LOYALTY_PER_SIDE[game.num_players]
    taken = [game.names[s] for s in game.seats_of(key)]
    state = f"{cards - len(taken)} of {cards} loyalty cards left."
    if taken:
        state += " Taken by " + ", ".join(taken) + "."
    return Explanation(f"{D.SIDE_NAMES[key]}'s side, a loyalty card", state, "loyalty")


def _advisor(game, seat, key: str) -> Explanation:
    _, name, formula, _ = D.ADVISORS[key]
    state = "A secret advisor card."
    if seat is not None and key in game.advisors[seat]:
        value = game.advisor_values(seat)[game.advisors[seat].index(key)]
        state = f"{game.names[seat]}'s secret advisor: worth {value} AP if the game ended now."
    return Explanation(f"Advisor {name}: {formula}", state, "advisors")


def _inspection(game, seat, key: str) -> Explanation:
    seen = game.inspection
    if seen is None:
        return Explanation("An inspected hand", "No hand is being inspected now.", "inspection")
    state = f"{game.names[seen.actor]} alone sees {game.names[seen.target]}'s hand"
    if seat == seen.actor:
        state += f" and gains {seen.gain} AP from it."
    return Explanation("An inspected hand", state + ".", "inspection")


def _option(game, seat, key: str) -> Explanation:
    character, number = key.split()
    option = int(number)
    what = f"{D.CHARACTER_NAMES[character]} {option}: {D.OPTION_TEXT[character][option - 1]}"
    cost = D.OPTION_COST.get((character, option))
    payable = seat is not None and any(
        use.option == option
        for use in payable_options(character, seat, game.hands[seat], game.num_players)
    )
    if payable:
        state = "Possible now" + (f": it pays {cost_text(cost)}." if cost else ".")
    else:
        state = "Not possible now" + (f": it needs {cost_text(cost)}." if cost else ".")
    rule = {
        ("tax_collector", 2): "tax-collection",
        ("knight", 2): "joust",
        ("inquisitor", 1): "inspection",
        ("spy", 2): "inspection",
    }.get((character, option), "paying" if cost else "actions")
    return Explanation(what, state, rule)


def _player(game, seat, key: str) -> Explanation:
    other = int(key) - 1
    side = game.sides[other]
    state = f"{game.hand_size(other)} cards in hand, {game.ap[other]} AP" + (
        f", {D.SIDE_NAMES[side]}'s side." if side else "."
    )
    rule = "inspection" if game.phase == "action" else "hands"
    return Explanation(f"{game.names[other]}, a player", state, rule)


def _offer(game, seat, key: str) -> Explanation:
    if key == "tax":
        offers = game.tax.offers if game.tax else {}
        made = ", ".join(f"{game.names[s]} {n}" for s, n in offers.items()) or "none yet"
        return Explanation(
            "An open offer of yellow cards", f"Offers so far: {made}.", "tax-collection"
        )
    offers = game.joust.offers if game.joust else []
    offered = [game.names[s] for s, offer in enumerate(offers) if offer is not None]
    state = "Offered in secret so far: " + (", ".join(offered) or "nobody") + "."
    return Explanation("A secret offer of red cards", state, "joust")


def _track(game, seat, key: str) -> Explanation:
    value = game.tracks[key]
    ending = ENDING_OF_TRACK[key]
    side = D.SIDE_NAMES[D.ENDING_SIDE[ending]]
    state = f"At {value} of {D.TRACK_MAX[key]}. At 0 the game ends: {side}'s side is rewarded."
    return Explanation(D.TRACK_TITLES[key], state, "tracks")


EXPLAINERS = {
    "character": _character,
    "colour": _colour,
    "side": _side,
    "advisor": _advisor,
    "inspection": _inspection,
    "option": _option,
    "player": _player,
    "offer": _offer,
    "track": _track,
}
