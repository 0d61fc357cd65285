"""The full-screen cover before a seat's private information: pass the keyboard."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from magtui.ui.keybar import KeyBar
from magtui.ui.keygate import KeyGate


class PassScreen(KeyGate, Screen[bool]):
    """Replaces the whole screen before one seat's private information is drawn.

    Dismisses with True when the named player presses Enter, False for the menu. It draws only
    public words: the player, their seat and the kind of decision. Keys typed before it was
    pushed, and any key within `guard` seconds of it, are dropped (see keygate), so only a
    deliberate press opens it. Names are plain text: the box is a rich Text, never markup.
    """

    BINDINGS = [
        Binding("enter,space", "ready", "I am ready"),
        Binding("q", "menu", "menu (the game stays saved)"),
    ]
    # Private screens are the reason this cover exists; nothing here is secret, but the
    # screenshot command stays off while hidden hands are in play.
    ENABLE_COMMAND_PALETTE = False

    # The cover keeps the box and the footer readable at 80×24; older news is in the log (i).
    RECENT_LINES = 5

    def __init__(self, name: str, seat_line: str, decision: str, status: str = "",
                 recent: list[str] | None = None, guard: float = 0.0) -> None:
        super().__init__()
        self.guard = guard
        self.close_keys(guard)
        self.player = name
        self.seat_line = seat_line
        self.decision = decision
        self.status = status or f"waiting for {name}"
        self.recent = recent or []  # public log lines since this player's last turn

    def compose(self) -> ComposeResult:
        yield Static(self.status, id="status", markup=False)
        text = Text()
        text.append(f"PASS THE KEYBOARD TO {self.player.upper()}", style="bold")
        text.append(
            f"\n{self.seat_line}\n\n"
            f"Next: {self.decision}\n\n"
            "Everyone else, please look away from the screen.\n\n"
            f"{self.player}: press Enter when you are ready."
        )
        with Vertical(id="cover-middle"):
            yield Static(text, id="cover-box")
            yield Static(Text(self._note()), id="cover-note")
        yield KeyBar()

    def _note(self) -> str:
        if not self.recent:
            return ("Nothing private is drawn behind this screen, and the log\n"
                    "shows only what the whole table may see.")
        shown = self.recent[-self.RECENT_LINES:]
        earlier = len(self.recent) - len(shown)
        head = f"Since {self.player}'s last turn"
        head += f" ({earlier} earlier lines: i in the game shows the log):" if earlier else ":"
        return "\n".join([head, *shown])

    def action_ready(self) -> None:
        # Keys queued behind this one, and the guard time, must not reach the private screen
        # that opens under it: its gate closes before the cover goes.
        stack = self.app.screen_stack
        below = stack[-2] if len(stack) > 1 and stack[-1] is self else None
        if isinstance(below, KeyGate):
            below.close_keys(self.guard)
        self.dismiss(True)

    def action_menu(self) -> None:
        self.dismiss(False)
