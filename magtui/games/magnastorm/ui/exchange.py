"""The 3-for-1 exchange dialog: pick the three cubes to give one by one, then the colour to
receive. Every row shows the cubes held, the cubes picked and the supply; a pick that leads to
no legal trade is marked and explained. The result is the same `x YYS>P` action as the
notation, taken from the legal actions, so the dialog can never invent a trade. It reads the
cubes from the model the board was handed (the seat's `SeatView.model`), never from the state.

The dialog is a modal screen over the board with the common keys: ↑↓ a colour, Enter or its
digit picks it, Esc or Backspace takes the last pick back and, with nothing picked, closes.
"""

from __future__ import annotations

from typing import Callable

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen

from magtui.games.magnastorm.actions import Exchange as Trade
from magtui.games.magnastorm.ui.canvas import MagnastormCanvas
from magtui.ui.board import COMMON_BINDINGS
from magtui.ui.canvas import Canvas, draw_lines, wrapped
from magtui.ui.choices import ChoiceMenu
from magtui.ui.glyphs import Glyphs

GIVE = 3
WIDTH = 58  # inside the shared dialog box
MESSAGE_ROWS = 2  # the longest refusal, wrapped
COLOUR_NAMES = {0: "yellow"}


def colour_name(position, c: int) -> str:
    return COLOUR_NAMES.get(c) or position.fed(c - 1)


class Exchange:
    """The trade being put together: the cubes picked so far and why a colour may not be picked."""

    def __init__(self, position, seat: int, actions) -> None:
        self.position, self.seat = position, seat
        self.trades: dict[tuple[tuple[int, ...], int], Trade] = {}
        for a in actions:
            if isinstance(a, Trade):
                letters = position.cube_letters
                key = (tuple(sorted(letters.index(ch) for ch in a.give)), letters.index(a.got))
                self.trades[key] = a
        self.colours = list(position.colours)
        self.give: list[int] = []
        self.row = 0
        self.message = ""
        self._to_first_legal()

    # ----- what may be picked -------------------------------------------------------------
    @property
    def choosing_gift(self) -> bool:
        return len(self.give) < GIVE

    def held(self, c: int) -> int:
        return self.position.cubes[self.seat][c]

    def why_not(self, c: int) -> str:
        """'' when the colour may be picked now, else the reason (short, for a hint)."""
        letter, fed = self.position.cube_letters[c], self.position.fed(self.seat)
        if self.choosing_gift:
            if self.held(c) - self.give.count(c) <= 0:
                more = " more" if c in self.give else ""
                return f"{fed} holds no{more} {letter} cubes to give."
            picks = sorted(self.give + [c])
            if not any(_contains(give, picks) for give, _ in self.trades):
                given = "".join(self.position.cube_letters[k] for k in picks)
                return (
                    f"Giving {given} leaves no trade: the cube received must be of a colour none "
                    "of the given cubes has, and still in the supply."
                )
            return ""
        if c in self.give:
            return (
                f"{letter} is among the cubes given: the cube received must be of another colour."
            )
        if self.position.supply[c] <= 0:
            return f"The supply has no {letter} cubes left."
        return (
            ""
            if (tuple(sorted(self.give)), c) in self.trades
            else f"{letter} cannot be received in this trade."
        )

    def short_reason(self, c: int) -> str:
        if not self.why_not(c):
            return ""
        if self.choosing_gift:
            return "none left" if self.held(c) - self.give.count(c) <= 0 else "no trade"
        return (
            "given"
            if c in self.give
            else "no supply"
            if self.position.supply[c] <= 0
            else "no trade"
        )

    # ----- keys -----------------------------------------------------------------------------
    def move(self, step: int) -> None:
        self.row = max(0, min(len(self.colours) - 1, self.row + step))

    def pick(self, row: int | None = None) -> Trade | None:
        """Pick the colour on `row` (the cursor's by default); the finished trade once complete."""
        if row is not None:
            self.row = row
        c = self.colours[self.row]
        reason = self.why_not(c)
        if reason:
            self.message = reason
            return None
        if self.choosing_gift:
            self.give.append(c)
            self.message = self.prompt()
            self._to_first_legal()
            return None
        return self.trades[(tuple(sorted(self.give)), c)]

    def back(self) -> bool:
        """Take back the last cube picked; False when nothing was picked (the dialog closes)."""
        if not self.give:
            return False
        self.give.pop()
        self.message = self.prompt()
        return True

    def prompt(self) -> str:
        if self.choosing_gift:
            left = GIVE - len(self.give)
            return f"Pick {left} more cube{'s' if left > 1 else ''} to give."
        return "Pick the colour to receive."

    def _to_first_legal(self) -> None:
        if self.why_not(self.colours[self.row]):
            for i, c in enumerate(self.colours):
                if not self.why_not(c):
                    self.row = i
                    return


def _contains(give: tuple[int, ...], picks: list[int]) -> bool:
    """True when the multiset `give` holds every cube of `picks`."""
    return all(give.count(c) >= picks.count(c) for c in set(picks))


class ExchangeScreen(ModalScreen[Trade | None]):
    """The exchange over the board, dismissed with the trade or with None. Every refusal is
    also said through `say` (the board's hint line)."""

    BINDINGS = COMMON_BINDINGS

    def __init__(self, exchange: Exchange, glyphs: Glyphs, say: Callable[[str], None]) -> None:
        super().__init__(classes="dialog")
        self.exchange = exchange
        self.glyphs = glyphs
        self.say = say
        self.table = ChoiceMenu()
        self.canvas_view = MagnastormCanvas(id="exchange-table")

    def compose(self) -> ComposeResult:
        with Vertical():
            yield self.canvas_view

    def on_mount(self) -> None:
        self.redraw()

    def text(self) -> str:
        """The dialog as drawn (for tests and screen readers)."""
        return self.canvas_view.canvas.text() if self.canvas_view.canvas else ""

    def redraw(self) -> None:
        ex, position = self.exchange, self.exchange.position
        rows = len(ex.colours)
        message = wrapped(ex.message or ex.prompt(), WIDTH, indent=0)[:MESSAGE_ROWS]
        c = Canvas(WIDTH, rows + 5 + MESSAGE_ROWS, self.glyphs)
        c.put(0, 0, "Exchange 3 cubes for 1", "heading")
        picked = " ".join(position.cube_letters[k] for k in ex.give) + " _" * (GIVE - len(ex.give))
        c.put(
            0,
            1,
            f"give {picked.strip():<6} · "
            f"{'give which 3?' if ex.choosing_gift else 'receive which colour?'}",
            "bold",
        )
        c.put(4, 2, "cube          held  giving  supply")
        self.table.set(
            [
                (
                    k,
                    f"{position.cube_letters[colour]} {colour_name(position, colour):<9}  "
                    f"{ex.held(colour):>4}  {ex.give.count(colour) or '–':>6}  "
                    f"{position.supply[colour]:>6}  {ex.short_reason(colour)}",
                )
                for k, colour in enumerate(ex.colours)
            ]
        )
        self.table.cursor = ex.row
        self.table.draw(c, 0, 3, WIDTH, rows)
        for k, colour in enumerate(ex.colours):
            if k != ex.row and ex.short_reason(colour):
                c.restyle(0, 3 + k, WIDTH, "muted", add=False)
        draw_lines(c, 0, 4 + rows, message)
        c.put(0, 4 + rows + MESSAGE_ROWS, "↑↓ colour · Enter or digit pick · Esc take back", "dim")
        self.canvas_view.show(c)

    # ----- the common keys -------------------------------------------------------------
    def action_cursor(self, direction: str) -> None:
        if direction in ("up", "down"):
            self.exchange.move(-1 if direction == "up" else 1)
            self.redraw()

    def action_choose(self) -> None:
        self._pick(None)

    def action_digit(self, digit: int) -> None:
        if 1 <= digit <= len(self.exchange.colours):
            self._pick(digit - 1)

    def action_back(self) -> None:
        if not self.exchange.back():
            self.dismiss(None)
            return
        self.say(self.exchange.message)
        self.redraw()

    def _pick(self, row: int | None) -> None:
        action = self.exchange.pick(row)
        if action is not None:
            self.dismiss(action)
            return
        self.say(self.exchange.message)
        self.redraw()
