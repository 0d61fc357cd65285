"""What the others did while a player waited.

When a human's turn comes after moves that human did not watch (a computer's, or any behind a
cover), all the public log lines since that human's last action are shown before the turn, the
other humans' moves included, so a player who looked away, or three quick bots, are never
missed (their pace is set in `pace`). Only the public log is used: it never holds a secret.
"""

from __future__ import annotations

from typing import Callable

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Static

from magtui.ui.frame_lines import newest_entries, rows_of


class LogMarks:
    """Per human seat, where the news since its last turn starts (its own last move, or the
    last summary it read) and how much of the log it watched happen (the other humans' moves
    on an open screen). A seat that missed something gets the news, all of it: the moves it
    watched too, so that a summary never leaves out a turn between those it lists."""

    def __init__(self, seats, log_length: int) -> None:
        self.read = {seat: log_length for seat in seats}
        self.watched = dict(self.read)

    def mark(self, seat: int, log_length: int) -> None:
        """The seat has read the log up to `log_length`: its own move, a summary."""
        if seat in self.read:
            self.read[seat] = self.watched[seat] = log_length

    def watch(self, seat: int, log_length: int) -> None:
        """The seat saw the log grow to `log_length` on screen (another human's move)."""
        if seat in self.watched:
            self.watched[seat] = log_length

    def news(self, seat: int, log: list[str]) -> list[str]:
        """The log since the seat last read it, when it missed any of it; else nothing."""
        if not log[self.watched.get(seat, len(log)) :]:
            return []
        return log[self.read[seat] :]


def since_last_turn(player: str, lines: list[str], width: int, rows: int) -> tuple[str, list[str]]:
    """A heading and the newest of `lines` that fit with it in `rows` rows at `width` columns;
    when older lines are left out, the heading says how many."""
    head = f"Since {player}'s last turn"
    if rows_of(f"{head}:", width) + sum(rows_of(line, width) for line in lines) <= rows:
        return f"{head}:", lines
    longest = f"{head} ({len(lines)} earlier lines: i in the game shows the log):"
    shown = newest_entries(lines, width, rows - rows_of(longest, width))
    return f"{head} ({len(lines) - len(shown)} earlier lines: i in the game shows the log):", shown


class SinceLastTurn(Widget):
    """What happened since a player's last turn, as much as fits: `room()` tells the rows the
    widget may take, and it shows the newest lines that fit in them at its width (the log, i
    in the game, keeps them all). Names and lines are plain text, never markup."""

    DEFAULT_CSS = "SinceLastTurn { height: auto; }"

    def __init__(self, player: str, lines: list[str], room: Callable[[], int], **kwargs) -> None:
        super().__init__(**kwargs)
        self.player = player
        self.lines = lines
        self.room = room

    def fitted(self, width: int) -> Text:
        head, shown = since_last_turn(self.player, self.lines, width, self.room())
        return Text.assemble((head, "bold"), *(f"\n{line}" for line in shown))

    def meant_text(self) -> str:
        return self.fitted(self.content_size.width).plain

    def get_content_width(self, container, viewport) -> int:
        lines = self.fitted(container.width).plain.splitlines()
        return min(container.width, max(map(cell_len, lines)))

    def get_content_height(self, container, viewport, width: int) -> int:
        return rows_of(self.fitted(width).plain, width)

    def render(self) -> Text:
        return self.fitted(self.content_size.width)


class CatchUpScreen(ModalScreen[None]):
    """The public log lines since a player's last turn; any of the usual keys closes it."""

    BINDINGS = [Binding("enter,space,escape,backspace", "close", "continue")]

    def __init__(self, player: str, lines: list[str], glyphs) -> None:
        super().__init__(classes="dialog")
        self.player = player
        self.lines = lines
        self.glyphs = glyphs

    def compose(self) -> ComposeResult:
        g = self.glyphs.text
        with VerticalScroll(id="catch-up"):
            yield SinceLastTurn(g(self.player), [g(line) for line in self.lines], self._room)
            yield Static(Text(g(f"{self.player}: Enter to play")), classes="game-over-keys")

    def _room(self) -> int:
        """The screen's rows less the box's border and the keys line under the lines."""
        box, keys = self.query_one("#catch-up"), self.query_one(".game-over-keys")
        return self.app.size.height - box.styles.gutter.height - keys.styles.margin.height - 1

    def action_close(self) -> None:
        self.dismiss(None)
