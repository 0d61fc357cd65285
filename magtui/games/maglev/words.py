"""What players read: status, decisions, refusals, and what the board reads of the model as a
seat sees it (spec §7)."""

from __future__ import annotations

from magtui.core.errors import IllegalAction
from magtui.core.views import seat_question
from magtui.games.maglev import data, scoring
from magtui.games.maglev.actions import Action, Lay, Units
from magtui.games.maglev.describe import describe
from magtui.games.maglev.track import build_problem
from magtui.games.maglev.model import MaglevModel

SEAT_LETTERS = "ABCD"
RECENT_LOG = 8  # log lines the board beside the big map shows, the newest


def seat_label(name: str, seat: int) -> str:
    """How the status line and the cover name a seat, e.g. "ANNA (A)"."""
    return f"{name.upper()} ({SEAT_LETTERS[seat]})"


class WordsMixin(MaglevModel):
    # ----- words for players ---------------------------------------------------------------------
    def seat_label(self, seat: int) -> str:
        return seat_label(self.seat_name(seat), seat)

    def decision(self, seat: int) -> str:
        if self.phase == "draft":
            return "pick a bonus card (private)"
        if self.phase == "extra":
            return "choose the colour of the extra robot"
        if self.phase == "corner":
            return "choose a corner for the Moonbase"
        p = self.pending
        if p is None:
            return "choose an action or end the turn"
        return {
            "cut": "cut back track at the double station",
            "start": "put the train on a starting station",
            "face": "choose which way the train faces",
            "put": "put a passenger on the player board",
            "move": "go on, stop or turn the train",
            "track": "build or remove track",
            "pickup": "leave or pick up passengers",
            "dropoff": "drop off passengers",
            "adjust": "leave passengers over capacity" if p.shed else "move robots on the board",
        }[p.kind]

    def status(self) -> str:
        if self.phase == "over":
            return "The game is over."
        seat = self.to_act()[0]
        if self.phase == "play":
            per_turn = self.actions_per_turn(seat)
            action = max(1, min(self.actions_used + (self.pending is None), per_turn))
            return (
                f"Round {self.round} · {self.seat_label(seat)} action {action} of {per_turn}: "
                f"{self.decision(seat)}"
            )
        return f"Setup · {self.seat_label(seat)}: {self.decision(seat)}"

    def refusal(self, seat: int, action: Action) -> str | None:
        """None when `seat` may take `action` now, else the sentence the player reads: the one
        check of an action (apply() raises it, legal_actions lists what passes it)."""
        if action in self._options(seat, type(action)):
            return None
        sentence = (
            f"'{action}' is not possible now: {self.seat_name(seat)} must {self.decision(seat)}."
        )
        if self.phase != "play":
            return sentence
        p = self.pending
        if isinstance(action, Lay) and p and p.kind == "track":
            return self._lay_refusal(seat, action.at, action.sides)[1] or sentence
        if isinstance(action, Units) and p is None:
            if self.actions_used >= self.actions_per_turn(seat):
                return "No actions left this turn."
            return f"{action.verb.upper()} with {action.units} unit(s) is not possible now."
        return sentence

    def _lay_refusal(self, seat: int, h, sides: tuple[int, int]) -> tuple[str, str | None]:
        """Why the running TRACK action may not lay this tile, which is not a legal choice: (a
        few words beside the board's ghost tile, the sentence of a refusal or None for the
        general one)."""
        if h not in self.hexmap.cost:
            return "that hex is not on the map", "That hex is not on the map."
        problem = build_problem(self.ground(), self.tiles[seat], self.line(seat), h, sides)
        if problem:
            return problem, f"No tile there: {problem}."
        cost, left = self.hexmap.cost[h], self.running.left
        if cost > left:
            canyons = "two canyons" if self.hexmap.canyons(h) == 2 else "a canyon"
            return f"needs {cost} units: {canyons}", f"That hex costs {cost} units; {left} left."
        if len(self.tiles[seat]) >= data.TRACK_TILES:
            return "no tiles left", "No track tiles left in the supply."
        return "refused: it would join a forbidden pair", None

    @seat_question
    def tile_refusal(self, seat: int, lay: Lay) -> str | None:
        """Why `seat` may not lay the tile `lay` now, in a few words (the cursor line shows them
        beside the ghost tile), or None when it may. Speaks only of the map, the built stations
        and the seat's own line, all public."""
        if seat not in self.to_act() or not self.pending or self.running.kind != "track":
            raise IllegalAction("No track is being built now.")
        if self.refusal(seat, lay) is None:
            return None
        return self._lay_refusal(seat, lay.at, lay.sides)[0]

    def describe_action(self, action) -> str:
        return describe(self, action)

    # ----- what the board shows, read from the model as a seat sees it (seen_by) ---------------
    def card_values(self, seat: int) -> list[tuple[str, int]]:
        """(card, what it is worth now, capped) for each bonus card of `seat`."""
        return scoring.card_vp(self, seat)[1]

    def cards_held(self, seat: int) -> int:
        cards = self.cards[seat]
        return cards if isinstance(cards, int) else len(cards)  # others' cards: a count when seen

    def decks_in_front(self, seat: int) -> list[list[str]]:
        """The cards of each mini-deck `seat` may pick from now, sorted."""
        return (
            [sorted(self.draft.decks[k].cards) for k in self.draft_decks_of(seat)]
            if self.draft
            else []
        )

    def decision_now(self) -> str:
        return "" if self.is_over() else self.decision(self.to_act()[0])

    def recent_log(self) -> list[str]:
        return self.log[-RECENT_LOG:]

    def score(self, seat: int) -> dict:
        """The seat's points so far without its cards: commuters, links, total, robots."""
        return scoring.score(self, seat, with_cards=False)
