"""What the others did while a player waited.

When a human's turn comes after other seats acted, the public log lines since that human's
last action are shown before the turn, so a player who looked away, or three quick bots, are
never missed (their pace is set in `pace`). Only the public log is used: it never holds a secret.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

class LogMarks:
    """Per human seat, how much of the log that seat has already had the chance to read."""

    def __init__(self, seats, log_length: int) -> None:
        self.read = {seat: log_length for seat in seats}

    def mark(self, seat: int, log_length: int) -> None:
        if seat in self.read:
            self.read[seat] = log_length

    def unread(self, seat: int, log: list[str]) -> list[str]:
        return log[self.read.get(seat, len(log)):]


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
            yield Static(Text(g(f"Since {self.player}'s last turn"), style="bold"))
            yield Static(Text(g("\n".join(self.lines))))
            yield Static(Text(g(f"{self.player}: Enter to play")), classes="game-over-keys")

    def action_close(self) -> None:
        self.dismiss(None)
