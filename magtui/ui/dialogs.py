"""Small modal dialogs shared by every screen: confirm, ask for a path."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static


class Confirm(ModalScreen[bool]):
    """A yes/no question; y or Enter confirms, n, Esc or Backspace declines."""

    BINDINGS = [
        Binding("y,enter", "answer(True)", "yes"),
        Binding("n,escape,backspace", "answer(False)", "no"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__(classes="dialog")
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.question, markup=False)
            yield Static("\n[b]y[/b]/Enter yes    [b]n[/b]/Esc/Backspace no")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)


class AskPath(ModalScreen[str | None]):
    """Asks for a file path; Enter accepts, Esc cancels."""

    BINDINGS = [Binding("escape", "cancel", "cancel")]

    def __init__(self, title: str, default: str = "", note: str = "") -> None:
        super().__init__(classes="dialog")
        self.title_text = title
        self.default = default
        self.note = note

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.title_text, style="bold"))
            if self.note:
                yield Static(self.note, markup=False)
            yield Input(value=self.default, id="path")
            yield Static("Enter accept    Esc cancel")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)
