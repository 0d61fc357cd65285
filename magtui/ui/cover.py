"""The full-screen cover before a seat's private information: pass the keyboard."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static


class PassScreen(Screen[bool]):
    """Replaces the whole screen before one seat's private information is drawn.

    Dismisses with True when the named player presses Enter, False for the menu. It draws only
    public words: the player, their seat and the kind of decision.
    """

    BINDINGS = [
        Binding("enter,space", "ready", "I am ready"),
        Binding("q", "menu", "menu (the game stays saved)"),
    ]
    # Private screens are the reason this cover exists; nothing here is secret, but the
    # screenshot command stays off while hidden hands are in play.
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, name: str, seat_line: str, decision: str, status: str = "") -> None:
        super().__init__()
        self.player = name
        self.seat_line = seat_line
        self.decision = decision
        self.status = status or f"waiting for {name}"

    def compose(self) -> ComposeResult:
        yield Static(self.status, id="status", markup=False)
        text = (
            f"[b]PASS THE KEYBOARD TO {self.player.upper()}[/b]\n"
            f"{self.seat_line}\n\n"
            f"Next: {self.decision}\n\n"
            "Everyone else, please look away from the screen.\n\n"
            f"{self.player}: press Enter when you are ready."
        )
        with Vertical(id="cover-middle"):
            yield Static(text, id="cover-box")
            yield Static(
                "Nothing private is drawn behind this screen, and the log\n"
                "shows only what the whole table may see.",
                id="cover-note",
            )
        yield Footer()

    def action_ready(self) -> None:
        self.dismiss(True)

    def action_menu(self) -> None:
        self.dismiss(False)
