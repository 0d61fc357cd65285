"""What the table may read of an Orkensturm game, and the words for it: rules code, mixed into
the state. What each seat may see (spec section 5) is declared with the fields (model.py):
its view is the redacted model as JSON, and its board reads the redacted model itself with the
helpers below."""

from __future__ import annotations

from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.legal import Legality
from magtui.games.orkensturm.scoring import advisor_value

PHASE_STEP = {
    "loyalty": "Setup",
    "advisor": "Setup",
    "place": "Step 1 Positioning",
    "troop": "Step 1 Positioning",
    "take": "Step 2 Actions",
    "action": "Step 2 Actions",
    "inspect": "Step 2 Actions",
    "tax": "Step 2 Tax Collection",
    "joust": "Step 2 Joust",
    "contribute": "Step 3 Contributions",
    "over": "Game over",
}


DECISIONS = {
    "loyalty": "choose a side: Brin or Answin",
    "advisor": "read a secret advisor card",
    "place": "place a pawn on a character",
    "troop": "take red or green as the last placer",
    "take": "take any colour from the reserve",
    "inspect": "look at the inspected hand",
    "tax": "offer yellow openly (Tax Collection)",
    "joust": "offer red in secret (Joust)",
    "contribute": "add 2 cards face down to the Orkensturm deck",
}


def decision_of(phase: str, character: str | None) -> str:
    """The decision a seat faces in `phase` with its pawn on `character` (public words)."""
    if phase == "action" and character is not None:
        return f"choose an action of the {D.CHARACTER_NAMES[character]}"
    return DECISIONS.get(phase, "wait")


def size(pile: object) -> int:
    """How many cards a pile holds, from the pile (counts per colour, or a list of cards) or
    from what a seat sees of it in a redacted copy: its size already."""
    if isinstance(pile, int):
        return pile
    assert isinstance(pile, list)
    return len(pile) if pile and isinstance(pile[0], str) else sum(pile)


class TableViews(Legality):
    """Mixed into the state: views, status line and cover words. The helpers below read only
    what the table sees, so a board calls them on the redacted model it is given."""

    def hand_size(self, seat: int) -> int:
        return size(self.hands[seat])

    def advisor_count(self, seat: int) -> int:
        return size(self.advisors[seat])

    def advisor_values(self, seat: int) -> list[int]:
        """What each of the seat's advisors is worth now, on its hand (its own secret)."""
        return [advisor_value(card, self, seat, None) for card in self.advisors[seat]]

    def advisor_deck_sizes(self) -> dict[str, int]:
        return {side: size(deck) for side, deck in self.adv_decks.items()}

    def event_deck_size(self) -> int:
        # While loyalty is chosen the event deck is not built yet: it will hold every card.
        if self.phase == "loyalty" and self.event_mode != "off":
            return len(D.EVENTS)
        return size(self.events)

    def exits(self) -> dict[str, int]:
        """Which pawn stands at each character's exit: this turn's after acting, else last
        turn's."""
        out = {}
        for seat, (placed, prev) in enumerate(zip(self.placed, self.prev)):
            if placed is not None:
                if self.acted[seat]:
                    out[placed] = seat
            elif prev is not None:
                out[prev] = seat
        return out

    def step_name(self) -> str:
        if self.phase == "take" and self.take_for == "bonus":
            return PHASE_STEP["place"]
        return PHASE_STEP[self.phase]

    def deck_at_reveal(self) -> int:
        """The size of the Orkensturm deck when step 4 shuffles it: what it holds now plus
        what the players still to contribute will add (2 each, fewer from a smaller hand)."""
        coming = self.order[self.idx :] if self.phase == "contribute" else ()
        return size(self.ork) + sum(min(D.CONTRIBUTION, self.hand_size(s)) for s in coming)

    def placeable(self) -> list[str]:
        """The characters the seat placing now may take (none outside step 1's placements)."""
        if self.phase != "place":
            return []
        seat = self.current()
        return [c for c in self.open_characters() if self.refusal(seat, A.Place(c)) is None]

    def status(self) -> str:
        if self.final is not None:
            winners = self.result().winners
            return (
                f"Game over (ending {self.final.ending}): "
                + ", ".join(self.names[s] for s in winners)
                + (" win." if len(winners) > 1 else " wins.")
            )
        if self.phase == "joust":
            return f"Joust: {self.names[self.to_act()[0]]} makes a secret offer of red cards."
        seat = self.to_act()[0]
        return f"{self.names[seat]} must {self.decision(seat)}."

    def seat_label(self, seat: int) -> str:
        side = self.sides[seat]
        label = f"seat {seat + 1} · {self.pawns[seat]} pawn"
        return f"{label} · {D.SIDE_NAMES[side]} side" if side else label

    def private_moment(self, seat: int) -> bool:
        """An inspected hand always gets its own cover naming the actor (spec 4.3)."""
        return (
            self.phase == "inspect"
            and self.inspection is not None
            and self.inspection.actor == seat
        )

    def decision(self, seat: int) -> str:
        return decision_of(self.phase, self.placed[seat])

    def describe_action(self, action: A.Action) -> str:
        if isinstance(action, A.Use):
            text = (
                f"{D.CHARACTER_NAMES[action.character]} {action.option}: "
                + D.OPTION_TEXT[action.character][action.option - 1]
            )
            if action.target is not None:
                text += f" Target: {self.names[action.target]}."
            if action.colour is not None:
                word = "Pay" if action.character == "messenger" else "Colour"
                text += f" {word}: {D.COLOUR_NAMES[action.colour]}."
            return text
        return str(action)
