"""The full-screen cover before a seat's private information: pass the keyboard."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Static

from magtui.ui.catch_up import SinceLastTurn
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

    def __init__(
        self,
        name: str,
        seat_line: str,
        decision: str,
        status: str = "",
        recent: list[str] | None = None,
        guard: float = 0.0,
    ) -> None:
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
            with Center():  # box and note each centred: a wide note leaves the box in the middle
                yield Static(text, id="cover-box")
            with Center():
                if self.recent:
                    yield SinceLastTurn(self.player, self.recent, self._note_room, id="cover-note")
                else:
                    yield Static(
                        "Nothing private is drawn behind this screen, and the log\n"
                        "shows only what the whole table may see.",
                        id="cover-note",
                    )
        yield KeyBar()

    def _note_room(self) -> int:
        """The rows under the box: the news since the player's last turn takes what is left of
        the screen (older news is in the log, i in the game)."""
        width, height = self.app.size
        status, box = self.query_one("#status", Static), self.query_one("#cover-box", Static)
        note = self.query_one("#cover-note")
        box_width = min(int(box.styles.width.value), width) - box.styles.gutter.width
        box_rows = box.visual.get_height(box.styles, box_width) + box.styles.gutter.height
        status_rows = status.visual.get_height(status.styles, width - status.styles.gutter.width)
        return height - status_rows - box_rows - note.styles.margin.height - 1  # the key bar

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
