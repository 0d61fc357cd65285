"""Step 2: the two options of each character, the Tax Collection and the Joust (spec 4)."""

from __future__ import annotations

from typing import Sequence

from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.model import (
    Inspection,
    Joust,
    JoustResult,
    OrkensturmModel,
    TaxCollection,
)

# What the simple options do: takes from the reserve, then AP, then draws.
SIMPLE = {
    ("regent", 1): ((D.W, D.W), 0, 1),
    ("regent", 2): ((), 5, 4),
    ("merchant", 1): ((D.B, D.B), 0, 1),
    ("merchant", 2): ((), 3, 2),
    ("tax_collector", 1): ((D.Y, D.Y), 0, 1),
    ("knight", 1): ((D.R, D.R), 0, 1),
    ("inquisitor", 2): ((), 1, 3),
    ("spy", 1): ((D.P, D.G), 0, 1),
}
MESSENGER_TAKES = {1: (D.W, D.G), 2: (D.R, D.Y)}


def cost_text(cost: Sequence[int]) -> str:
    """An option's price in words, e.g. '2 B 2 W'."""
    return " ".join(f"{n} {D.COLOURS[c]}" for c, n in enumerate(cost) if n)


class CharacterActions(OrkensturmModel):
    """Mixed into the state: everything a player does with the character they influence."""

    def do_use(self, seat: int, action: A.Use) -> None:
        name = self.names[seat]
        key = (action.character, action.option)
        cost = D.OPTION_COST.get(key)
        if cost:
            self.pay(seat, cost)
            self.log.append(f"{name} pays {cost_text(cost)} to the reserve.")
        if key in SIMPLE:
            takes, ap, draws = SIMPLE[key]
            self._takes(seat, takes)
            if ap:
                self.gain_ap(seat, ap)
                self.log.append(f"{name} gains {ap} AP.")
            self.draw(seat, draws)
            self.action_done(seat)
        elif action.character == "messenger":
            assert action.colour is not None
            self.pay(seat, [int(c == action.colour) for c in range(6)])
            self.gain_ap(seat, 1)
            self.log.append(
                f"{name} pays {D.COLOURS[action.colour]} to the reserve and gains 1 AP."
            )
            self._takes(seat, MESSENGER_TAKES[action.option])
            self.action_done(seat)
        elif action.character == "magician":
            self._magician(seat, action.option)
        elif action.character == "inquisitor":
            assert action.target is not None
            self._takes(seat, (D.G, D.P))
            self._inspect(seat, action.target, D.G, draw_after=0)
        elif action.character == "spy":
            assert action.target is not None and action.colour is not None
            self._inspect(seat, action.target, action.colour, draw_after=1)
        elif action.character == "tax_collector":
            self._begin_tax(seat)
        else:
            self._begin_joust(seat)

    def _takes(self, seat: int, colours: tuple[int, ...]) -> None:
        got = [D.COLOURS[c] for c in colours if self.take(seat, c)]
        missed = len(colours) - len(got)
        if colours:
            text = f"{self.names[seat]} takes {' '.join(got) or 'nothing'} from the reserve"
            self.log.append(text + (f" ({missed} not in the reserve)." if missed else "."))

    def _magician(self, seat: int, option: int) -> None:
        name = self.names[seat]
        if option == 1:
            self.draw(seat, 2)
        else:
            deck = self.adv_decks[self.side_of(seat)]
            if deck:
                self.advisors[seat].append(deck.pop())
                self.log.append(f"{name} draws an advisor card.")
            else:
                self.log.append(f"{name} finds the advisor deck empty.")
            self.undoable = False
        if any(self.reserve):
            self.phase = "take"
            self.take_for = "magician"
        else:
            self.action_done(seat)

    def _inspect(self, seat: int, target: int, colour: int, draw_after: int) -> None:
        """The actor alone sees the target's hand (4.3); the count and AP are public."""
        hand = list(self.hands[target])
        gain = hand[colour]
        self.gain_ap(seat, gain)
        which = "Spy" if draw_after else "Inquisitor"
        self.log.append(
            f"{self.names[seat]} ({which}) inspects {self.names[target]}'s hand for "
            f"{D.COLOUR_NAMES[colour]}: {gain} card{'s' * (gain != 1)}, +{gain} AP."
        )
        self.draw(seat, draw_after)
        self.inspection = Inspection(seat, target, colour, hand, gain)
        self.phase = "inspect"
        self.undoable = False

    # ----- Tax Collection (4.1) -------------------------------------------------------------------
    def _begin_tax(self, seat: int) -> None:
        n = self.num_players
        order = tuple((seat + i) % n for i in range(1, n + 1))  # the announcer offers last
        self.tax = TaxCollection(seat, order)
        self.phase = "tax"
        self.log.append(f"{self.names[seat]} announces a Tax Collection.")

    def do_tax_offer(self, seat: int, action: A.Offer) -> None:
        tax = self.tax
        assert tax is not None
        self.hands[seat][D.Y] -= action.count
        tax.offers[seat] = action.count
        self.log.append(f"{self.names[seat]} offers {action.count} yellow.")
        self.undoable = False
        tax.pos += 1
        if tax.pos < self.num_players:
            return
        offers = tax.offers
        sizes = sorted({v for v in offers.values() if v > 0}, reverse=True)
        for place, size in enumerate(sizes[:2]):
            for s in sorted(offers):
                if offers[s] == size:
                    self.gain_ap(s, D.TAX_AP[place])
                    self.tax_first[s] += place == 0
                    self.log.append(f"Tax Collection: {self.names[s]} gains {D.TAX_AP[place]} AP.")
        self.reserve[D.Y] += sum(offers.values())
        announcer = tax.announcer
        self.tax = None
        self.action_done(announcer)

    # ----- Joust (4.2) ----------------------------------------------------------------------------
    def _begin_joust(self, seat: int) -> None:
        self.joust = Joust(seat, [None] * self.num_players)
        self.phase = "joust"
        self.log.append(
            f"{self.names[seat]} announces a Joust: every player offers red cards in secret."
        )

    def do_joust_offer(self, seat: int, action: A.JoustOffer) -> None:
        assert self.joust is not None
        made = self.joust.offers
        made[seat] = action.count
        self.undoable = False
        offers = [o for o in made if o is not None]
        if len(offers) < len(made):
            return
        n = self.num_players
        announcer = self.joust.announcer
        self.log.append(
            "Joust revealed: "
            + ", ".join(
                f"{self.names[s]} {offers[s]}" for s in ((announcer + i) % n for i in range(n))
            )
            + "."
        )
        ranked = sorted(
            (s for s in range(n) if offers[s] > 0), key=lambda s: (-offers[s], (s - announcer) % n)
        )
        for place, s in enumerate(ranked[:2]):
            self.gain_ap(s, D.JOUST_AP[place])
            self.log.append(
                f"Joust: {self.names[s]} places {D.JOUST_PLACES[place]} "
                f"and gains {D.JOUST_AP[place]} AP."
            )
        if ranked:
            self.joust_first[ranked[0]] += 1
        consolation = not ranked or ranked[0] != announcer
        if consolation:
            self.gain_ap(announcer, D.JOUST_CONSOLATION_AP)
            self.log.append(
                f"Joust: {self.names[announcer]} gains {D.JOUST_CONSOLATION_AP} AP as announcer."
            )
        gains = [0] * n
        for place, s in enumerate(ranked[:2]):
            gains[s] += D.JOUST_AP[place]
        gains[announcer] += D.JOUST_CONSOLATION_AP if consolation else 0
        # The revealed Joust, public from now on: offers, places and AP side by side.
        self.last_joust = JoustResult(
            turn=self.turn,
            announcer=announcer,
            offers=offers,
            places=ranked[:2],
            ap=gains,
            move=self.moves + 1,
        )
        for s in range(n):
            self.hands[s][D.R] -= offers[s]
            self.reserve[D.R] += offers[s]
        self.joust = None
        self.action_done(announcer)
