"""The Orkensturm heuristic: the easy level's choice, and the policy of every seat in the
search levels' playouts. It reads a view dict (its own seat) or, inside a sampled world, the
world's state (Seen.of_state).

The heuristic thinks in three numbers:
- war: what one card of a colour does for the bot's side once it lies in the Orkensturm
  deck. Brin wants red (orc troops fall), blue (Brin hastens) and yellow (a richer treasury
  pays Brin's endings); Answin wants green, purple and white. A track near 0 weighs more.
- keep: what a card is worth in the hand: fuel for the 2 contributions a turn, the missing
  colour of the Regent's set, and the advisors that count a colour in hand.
- immediate AP of an option, with an estimate for Tax Collection, Joust, Inquisitor and Spy.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.characters import MESSENGER_TAKES, SIMPLE
from magtui.games.orkensturm.model import OrkensturmModel
from magtui.games.orkensturm.legal import payable_options

# Which colour each advisor counts in the hand (min(5, count)).
HAND_ADVISORS = {"B09": D.P, "B10": D.W, "B11": D.R, "A05": D.G, "A06": D.Y, "A09": D.B}
PAIR_ADVISORS = ("B12", "A13")
# The colours each side wants in the Orkensturm deck (+1) and fears there (-1), per track.
OWN_TROOP = {D.BRIN: D.R, D.ANSWIN: D.G}
ADVISOR_GUESS = 2.5  # a fresh advisor's value, roughly
TOTALS = D.INFLUENCE_CARDS


@dataclass(slots=True)
class Seen:
    """What the heuristic reads, from a view dict or straight from a state (for playouts)."""

    seat: int
    n: int
    phase: str
    hand: list[int]
    side: str | None
    tracks: dict[str, int]
    reserve: list[int]
    hand_sizes: list[int]
    advisors: list[str]
    tax_offers: dict[int, int]
    placed: list[str | None]
    ap: list[int]
    joust_first: list[int]
    tax_first: list[int]

    @classmethod
    def of_view(cls, view: dict[str, Any], seat: int) -> Seen:
        """From the seat's view: the table's redacted model as JSON (others' hands as sizes),
        and its own secrets by path."""
        own = view["private"]
        return cls(
            seat=seat,
            n=len(view["sides"]),
            phase=view["phase"],
            hand=own[f"hands.{seat}"],
            side=view["sides"][seat],
            tracks=view["tracks"],
            reserve=view["reserve"],
            hand_sizes=view["hands"],
            advisors=own[f"advisors.{seat}"],
            tax_offers=view["tax"]["offers"] if view["tax"] else {},
            placed=view["placed"],
            ap=view["ap"],
            joust_first=view["joust_first"],
            tax_first=view["tax_first"],
        )

    @classmethod
    def of_state(cls, state: OrkensturmModel, seat: int) -> Seen:
        return cls(
            seat=seat,
            n=state.num_players,
            phase=state.phase,
            hand=state.hands[seat],
            side=state.sides[seat],
            tracks=state.tracks,
            reserve=state.reserve,
            hand_sizes=[sum(h) for h in state.hands],
            advisors=state.advisors[seat],
            tax_offers=state.tax.offers if state.tax else {},
            placed=state.placed,
            ap=state.ap,
            joust_first=state.joust_first,
            tax_first=state.tax_first,
        )


def war_values(side: str | None, tracks: dict) -> list[float]:
    """What one card of each colour in the Orkensturm deck does for `side` (+ good, - bad)."""
    if side is None:
        return [0.0] * 6
    # Urgency: the nearer a track is to 0, the more a card that moves it counts.
    troops = 1.5 + 3.0 / (1 + min(tracks["O"], tracks["M"]))
    time = 0.6 + 2.0 / (1 + tracks["T"])
    money = 0.5 + 2.0 / (1 + tracks["S"])
    brin = [troops, -troops, -time, time, money, -money]
    return brin if side == D.BRIN else [-v for v in brin]


def keep_values(seen: Seen) -> list[float]:
    """What one more (or one fewer) card of each colour in the hand is worth."""
    hand = seen.hand
    size = sum(hand)
    base = 0.9 if size <= 3 else 0.6 if size <= 7 else 0.35
    values = [base] * 6
    for c in range(6):
        if hand[c] <= 1:  # the last card of a colour keeps the Regent's set whole
            values[c] += 0.5 if hand[c] == 0 else 0.4
    for card in seen.advisors:
        if card in HAND_ADVISORS and hand[HAND_ADVISORS[card]] < 5:
            values[HAND_ADVISORS[card]] += 1.0
        elif card in PAIR_ADVISORS:
            for c in range(6):
                if hand[c] == 1 or hand[c] == 2:
                    values[c] += 0.5
    return values


def gain_value(seen: Seen, colours, draws: int, war: list[float], keep: list[float]) -> float:
    """Cards taken from the reserve and drawn: their keep value plus a little of their war use."""
    value = 0.0
    for c in colours:
        if seen.reserve[c]:
            value += keep[c] + 0.25 * max(0.0, war[c])
    return value + draws * (sum(keep) / 6)


def pay_value(counts, keep: list[float]) -> float:
    return sum(k * n for k, n in zip(keep, counts))


def unknown_share(seen: Seen) -> list[float]:
    """The colour mix of the cards the seat cannot see (every card not in the reserve or hand)."""
    pool = [max(0, TOTALS[c] - seen.reserve[c] - seen.hand[c]) for c in range(6)]
    total = sum(pool) or 1
    return [p / total for p in pool]


def option_value(seen: Seen, action: A.Use, war, keep) -> float:
    key = (action.character, action.option)
    cost = D.OPTION_COST.get(key, (0,) * 6)
    value = -pay_value(cost, keep)
    if key in SIMPLE:
        takes, ap, draws = SIMPLE[key]
        return value + ap + gain_value(seen, takes, draws, war, keep)
    if action.character == "messenger":
        return (
            1 - keep[action.colour] + gain_value(seen, MESSENGER_TAKES[action.option], 0, war, keep)
        )
    if action.character == "magician":
        best_take = max((keep[c] for c in range(6) if seen.reserve[c]), default=0.0)
        return best_take + (2 * sum(keep) / 6 if action.option == 1 else ADVISOR_GUESS)
    share = unknown_share(seen)
    if action.character == "inquisitor":  # option 1: G P, then 1 AP per green seen
        assert action.target is not None
        return (
            gain_value(seen, (D.G, D.P), 0, war, keep) + seen.hand_sizes[action.target] * share[D.G]
        )
    if action.character == "spy":  # option 2: 1 AP per card of the named colour, draw 1
        assert action.target is not None and action.colour is not None
        return value + seen.hand_sizes[action.target] * share[action.colour] + sum(keep) / 6
    if action.character == "tax_collector":  # announce: the announcer offers last, openly
        y = seen.hand[D.Y]
        return 2.4 - keep[D.Y] * min(y, 2) if y >= 2 else 0.6 if y == 1 else 0.0
    if action.character == "knight":  # Joust: 1 AP as announcer unless first, 3 if first
        r = seen.hand[D.R]
        return 1.0 + (1.6 if r >= 2 else 0.6 if r == 1 else 0.0) - keep[D.R] * min(r, 2) * 0.5
    return value


def character_value(seen: Seen, character: str, war, keep) -> float:
    """The best option of `character` for the seat's hand (before the others act)."""
    options = payable_options(character, seen.seat, seen.hand, seen.n)
    return max((option_value(seen, o, war, keep) for o in options), default=-1.0)


def tax_offer(seen: Seen, legal) -> int:
    """Offer just enough yellow to lead when that costs at most 3 cards; else nothing."""
    y = seen.hand[D.Y]
    best = max([0, *seen.tax_offers.values()])
    need = best + 1
    if need <= min(y, 3):
        return need
    return 0


def joust_offer(seen: Seen) -> int:
    r = seen.hand[D.R]
    war = war_values(seen.side, seen.tracks)[D.R]
    cap = 2 if war > 0 else 3  # Brin keeps some red for the war; Answin spends it gladly
    return min(r, cap)


def contribution_value(cards, war, keep, hand) -> float:
    value = 0.0
    left = list(hand)
    for c in cards:
        left[c] -= 1
        value += war[c] - keep[c] * (1.6 if left[c] == 0 else 1.0)
    return value


def score_action(seen: Seen, action, war=None, keep=None) -> float:
    """The easy bot's value of one legal action (larger is better). `war` and `keep`, when
    given, are the seat's war_values and keep_values (computed once for all its actions)."""
    war = war_values(seen.side, seen.tracks) if war is None else war
    keep = keep_values(seen) if keep is None else keep
    if isinstance(action, A.Side):
        # Take the side whose colours the hand already holds (to feed the war with).
        brin = war_values(D.BRIN, seen.tracks)
        lean = sum(b * h for b, h in zip(brin, seen.hand))
        return lean if action.side == D.BRIN else -lean
    if isinstance(action, A.Place):
        return character_value(seen, action.character, war, keep)
    if isinstance(action, A.Troop):
        return war[action.colour]
    if isinstance(action, A.Take):
        return keep[action.colour] + 0.25 * war[action.colour]
    if isinstance(action, A.Use):
        return option_value(seen, action, war, keep)
    if isinstance(action, A.Offer):
        return -abs(action.count - tax_offer(seen, None))
    if isinstance(action, A.JoustOffer):
        return -abs(action.count - joust_offer(seen))
    if isinstance(action, A.Add):
        return contribution_value(action.cards, war, keep, seen.hand)
    return 0.0


def heuristic_choice(seen: Seen, legal, rng=None):
    """The best action by score_action; ties go to the earlier action."""
    if len(legal) == 1:
        return legal[0]
    war, keep = war_values(seen.side, seen.tracks), keep_values(seen)
    best, best_value = legal[0], None
    for action in legal:
        value = score_action(seen, action, war, keep)
        if best_value is None or value > best_value + 1e-9:
            best, best_value = action, value
    return best


def ranked(seen: Seen, legal) -> list:
    """The legal actions, best first by the heuristic (stable: equal values keep their order)."""
    war, keep = war_values(seen.side, seen.tracks), keep_values(seen)
    return sorted(legal, key=lambda a: -score_action(seen, a, war, keep))
