"""Help overlay, the rules viewer and the full log."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Markdown, Static

FRAME_KEYS = [
    ("arrows / h j k l", "move the cursor"),
    ("Enter / Space", "choose"),
    ("Esc / Backspace", "cancel"),
    ("u", "undo (your own turn only)"),
    ("i", "the full log"),
    ("ctrl+s", "save as"),
    ("p", "pace of the computer players"),
    ("?", "this help"),
    ("q", "menu (the game stays saved)"),
]


class HelpScreen(ModalScreen[None]):
    """Keys and legend on the left, the rules summary on the right."""

    BINDINGS = [
        Binding("question_mark,escape,backspace,q", "close", "close"),
        Binding("pagedown,space", "page(1)", "page down", show=False),
        Binding("pageup", "page(-1)", "page up", show=False),
        Binding("down,j", "scroll(1)", show=False),
        Binding("up,k", "scroll(-1)", show=False),
    ]

    def __init__(self, title: str, keys: list[tuple[str, str]], legend: str, rules: str) -> None:
        super().__init__()
        self.title_text = title
        self.keys = keys
        self.legend = legend
        self.rules = rules

    def compose(self) -> ComposeResult:
        glyphs = self.app.glyphs
        keys = Table(box=None, show_header=False, padding=(0, 1, 0, 0), expand=True)
        keys.add_column(no_wrap=True, style="bold")
        keys.add_column(ratio=1)
        for key, what in self.keys:
            keys.add_row(Text(glyphs.text(key)), Text(glyphs.text(what)))
        with Horizontal():
            with VerticalScroll(id="help-keys"):
                yield Static(Text(f"KEYS · {self.title_text}", style="bold"))
                yield Static(keys)
                if self.legend:
                    yield Static(Text("\nLEGEND", style="bold"))
                    yield Static(glyphs.text(self.legend), markup=False)
            with VerticalScroll(id="help-rules"):
                yield Markdown(self.rules)
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)

    def action_page(self, direction: int) -> None:
        pane = self.query_one("#help-rules", VerticalScroll)
        pane.scroll_to(y=pane.scroll_y + direction * max(1, pane.size.height - 1), animate=False)

    def action_scroll(self, direction: int) -> None:
        pane = self.query_one("#help-rules", VerticalScroll)
        pane.scroll_to(y=pane.scroll_y + direction, animate=False)


class TextScreen(Screen[None]):
    """A scrollable page: a game's rules summary (markdown) or the full log (plain)."""

    BINDINGS = [
        Binding("escape,backspace,q", "close", "back"),
        Binding("down,j", "scroll(1)", show=False),
        Binding("up,k", "scroll(-1)", show=False),
        Binding("pagedown,space", "scroll(20)", "page down"),
        Binding("pageup", "scroll(-20)", "page up"),
    ]

    def __init__(self, title: str, text: str, markdown: bool = True) -> None:
        super().__init__()
        self.title_text = title
        self.text = text
        self.markdown = markdown

    def compose(self) -> ComposeResult:
        yield Static(self.title_text, id="status", markup=False)
        with VerticalScroll(classes="shell-pane", id="text-pane"):
            yield Markdown(self.text) if self.markdown else Static(self.text, markup=False)
        yield Footer()

    def on_mount(self) -> None:
        if not self.markdown:  # a log: the newest entries first in sight
            self.query_one("#text-pane", VerticalScroll).scroll_end(animate=False)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll(self, lines: int) -> None:
        pane = self.query_one("#text-pane", VerticalScroll)
        pane.scroll_to(y=pane.scroll_y + lines, animate=False)
