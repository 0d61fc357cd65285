"""Why the Orkensturm bots take an action, in one line of the game's words: the hint's "why".

The words come from the heuristic's own numbers (war and keep values, an option's worth) and
read only the seat's own view (Seen): its hand, its side and advisors, and the public table.
"""

from __future__ import annotations

from math import log

from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.bots.heuristic import (
    HAND_ADVISORS,
    Seen,
    keep_values,
    option_value,
    war_values,
)
from magtui.games.orkensturm.bots.outlook import SCALE
from magtui.games.orkensturm.legal import payable_options

# What one card of a colour does once it is revealed in the Orkensturm.
DECK_EFFECT = (
    "orc troops fall",
    "Mittelreich troops fall",
    "Brin is held back",
    "Brin comes sooner",
    "treasury fills",
    "treasury drains",
)

# What each option gains, in short ({target} and {colour} where the option names them).
GAINS = {
    ("regent", 1): "2 white and a draw",
    ("regent", 2): "5 AP for a card of each colour, draw 4",
    ("merchant", 1): "2 blue and a draw",
    ("merchant", 2): "3 AP for B B W W, draw 2",
    ("tax_collector", 1): "2 yellow and a draw",
    ("tax_collector", 2): "a Tax Collection: most yellow gets 3 AP",
    ("knight", 1): "2 red and a draw",
    ("knight", 2): "a Joust: most red gets 3 AP",
    ("messenger", 1): "1 AP for {colour}, takes white and green",
    ("messenger", 2): "1 AP for {colour}, takes red and yellow",
    ("magician", 1): "2 draws and a card of any colour",
    ("magician", 2): "a new advisor and a card of any colour",
    ("inquisitor", 1): "green, purple, 1 AP per green in {target}'s hand",
    ("inquisitor", 2): "1 AP for 2 green, draw 3",
    ("spy", 1): "purple, green and a draw",
    ("spy", 2): "1 AP per {colour} card in {target}'s hand",
}


def reason(seen: Seen, action, names) -> str:
    """What `action` gains or prevents for the seat, as the heuristic sees it."""
    war, keep = war_values(seen.side, seen.tracks), keep_values(seen)
    if isinstance(action, A.Side):
        colours = (D.R, D.B, D.Y) if action.side == D.BRIN else (D.G, D.P, D.W)
        held = sum(seen.hand[c] for c in colours)
        return f"{D.SIDE_NAMES[action.side]}: {held} of its colours in hand"
    if isinstance(action, A.Place):
        options = payable_options(action.character, seen.seat, seen.hand, seen.n)
        best = max(options, key=lambda o: option_value(seen, o, war, keep))
        return "for " + _option_words(best, names)
    if isinstance(action, (A.Troop, A.Take)):
        return f"takes {D.COLOUR_NAMES[action.colour]}: " + _keep_words(seen, action.colour, war)
    if isinstance(action, A.Use):
        return _option_words(action, names)
    if isinstance(action, A.Offer):
        if action.count == 0:
            return "offers no yellow: leading would cost more than 3 cards"
        return f"offers {action.count} yellow: enough to lead the Tax Collection for 3 AP"
    if isinstance(action, A.JoustOffer):
        kept = seen.hand[D.R] - action.count
        if kept and war[D.R] > 0:
            return f"offers {action.count} red in secret, keeps {kept} to feed the war"
        return f"offers {action.count} red in secret: a chance at 3 AP for first place"
    if isinstance(action, A.Add):
        effects = sorted({DECK_EFFECT[c] for c in action.cards if war[c] > 0})
        cards = " ".join(D.COLOURS[c] for c in action.cards) or "nothing"
        if effects:
            return f"adds {cards} face down: " + ", ".join(effects)
        return f"adds {cards} face down: the cards missed least"
    if seen.phase == "advisor":
        return "the advisor is read: it scores when all are revealed at the end"
    return "the hand is seen: play goes on"


def _option_words(use: A.Use, names) -> str:
    target = names[use.target] if use.target is not None else "a player"
    colour = D.COLOUR_NAMES[use.colour] if use.colour is not None else "a card"
    return GAINS[use.character, use.option].format(target=target, colour=colour)


def _keep_words(seen: Seen, colour: int, war: list[float]) -> str:
    if any(HAND_ADVISORS.get(card) == colour for card in seen.advisors):
        return "an advisor counts it in the hand"
    if seen.hand[colour] == 0:
        return "the Regent's set lacks it"
    if war[colour] > 0:
        return f"in the Orkensturm, {DECK_EFFECT[colour]}"
    return "the card the hand can use best"


def searched(line: str, mean: float, worlds: int) -> str:
    """`line` with the search's own number: the projected lead over the best rival, from the
    mean outlook of the chosen action over the sampled worlds."""
    mean = min(max(mean, 1e-6), 1 - 1e-6)
    lead = round(SCALE * log(mean / (1 - mean)))
    if lead > 0:
        return f"{line} · {worlds} futures: {lead} AP ahead"
    if lead < 0:
        return f"{line} · {worlds} futures: {-lead} AP behind"
    return f"{line} · {worlds} futures: level"


def loyalty_searched(line: str, games: int) -> str:
    """`line` with what the loyalty search compared: whole games for each side."""
    return f"{line}, better in {games} whole games"
