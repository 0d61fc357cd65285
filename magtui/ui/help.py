"""Help (keys, legend, rules) beside the board, the rules viewer and the full log: each a
`Page`, its lines rendered once per game and width."""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from rich.console import Console, Group
from rich.segment import Segment
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import HorizontalScroll, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.strip import Strip
from textual.widgets import Static

from magtui.ui import rules_text
from magtui.ui.glyphs import Glyphs
from magtui.ui.keybar import KeyBar
from magtui.ui.page import PAGE_KEYS, Page, PageKeys, plain_lines

FRAME_KEYS = [
    ("arrows / h j k l", "move the cursor"),
    ("Enter / Space", "choose"),
    ("Esc / Backspace", "cancel"),
    ("u", "undo (your own turn only)"),
    ("i", "the full log"),
    ("ctrl+s", "save as"),
    ("p", "pace of the computer players"),
    ("o", "the results again, once the game is over"),
    ("/", "the rule under the cursor (/ or Esc closes it)"),
    ("!", "a hint: what the computer would play now, and why (if hints are on)"),
    ("?", "this help"),
    ("q", "menu (the game stays saved)"),
]
KEY_COLUMN = 24  # wider keys fold onto a second line rather than squeeze the descriptions
RULES_HEADING = "RULES"


def _keys_table(keys: tuple[tuple[str, str], ...]) -> Table:
    table = Table.grid(padding=(0, 2, 0, 0))
    width = min(KEY_COLUMN, max((len(k) for k, _ in keys), default=1))
    table.add_column(style="bold", width=width, overflow="fold")
    table.add_column(ratio=1)
    for key, what in keys:
        table.add_row(key, what)
    return table


@lru_cache(maxsize=32)
def page_lines(
    title: str,
    keys: tuple[tuple[str, str], ...],
    legend: str,
    rules: str,
    ascii_mode: bool,
    width: int,
) -> tuple[tuple[Strip, ...], int]:
    """The help page at `width` (lines, and the line where the rules begin), kept per game
    and width so that help opens without rendering anything again."""
    glyphs = Glyphs(ascii_mode)
    parts: list = []
    if keys:
        parts += [
            Text(glyphs(f"KEYS · {title}"), style="bold"),
            _keys_table(tuple((glyphs(k), glyphs(w)) for k, w in keys)),
            "",
        ]
    if legend:
        parts += [Text("LEGEND", style="bold"), Text(glyphs(legend)), ""]
    console = Console(
        width=width,
        color_system=None,
        force_terminal=True,
        legacy_windows=False,
        emoji=False,
        markup=False,
        highlight=False,
    )
    options = console.options.update(width=width)
    top = console.render_lines(Group(*parts), options, pad=False, new_lines=False) if parts else []
    head = len(top)
    if rules:
        heading = [Text(RULES_HEADING, style="bold reverse")] if parts else []
        body = console.render_lines(
            Group(*heading, *rules_text.renderables(glyphs(rules), ascii_mode)),
            options,
            pad=False,
            new_lines=False,
        )
    else:
        body = []
    lines = tuple(Strip(Segment.simplify(line)) for line in [*top, *body])
    return lines, head


class HelpView(PageKeys, Vertical, can_focus=False):
    """Keys, legend and rules as one page, which the game frame shows in place of the board:
    the status line stays in sight. It sits beside the board in a `BoardSlot`."""

    BINDINGS = [
        Binding("escape,question_mark,backspace,q", "close", "close help"),
        *PAGE_KEYS,
        Binding("r", "rules", "rules"),
    ]
    DEFAULT_CSS = """
    HelpView { height: 1fr; }
    HelpView #help-where { height: 1; padding: 0 1; text-style: bold; }
    """

    class Closed(Message):
        """The reader closed the help."""

    def __init__(
        self,
        title: str,
        keys: Callable[[], list[tuple[str, str]]],
        legend: Callable[[], str],
        rules: str,
        **kwargs,
    ) -> None:
        """`keys` and `legend` are asked for when the help is first opened."""
        super().__init__(**kwargs)
        self.title_text = title
        self.keys = keys
        self.legend = legend
        self.rules = rules

    def compose(self) -> ComposeResult:
        ascii_mode = self.app.glyphs.ascii
        yield Page(
            lambda width: page_lines(
                self.title_text, tuple(self.keys()), self.legend(), self.rules, ascii_mode, width
            ),
            id="page",
        )
        yield Static("", id="help-where", markup=False)

    def open(self) -> None:
        """Show the help from its top (the frame scrolls it into sight). The rules are laid
        out now, the first time: not at the start of the game."""
        self._page().scroll_to_line(0)
        self._show_where()
        self.can_focus = True  # only while open: Tab on the board never lands in the hidden help
        self.focus()

    def _show_where(self) -> None:
        line = self.query_one("#help-where", Static)
        where = self._page().position()
        text = self.app.glyphs.text(
            f"HELP · {where} · ↓ PgDn read on · r rules · Home keys · Esc back"
        )
        if str(line.content) != text:
            line.update(text, layout=False)  # one line of a fixed size

    def on_page_moved(self, message: Page.Moved) -> None:
        message.stop()
        if self._page().width:
            self._show_where()

    def action_close(self) -> None:
        self.can_focus = False
        self.post_message(self.Closed())

    def action_rules(self) -> None:
        page = self._page()
        page.scroll_to_line(page.rules_at)


class BoardSlot(HorizontalScroll, can_focus=False, inherit_bindings=False):
    """The board and, beside it out of sight, the help. Showing one or the other scrolls the
    slot sideways: no layout pass, so the terminal gets one frame of the slot's rows (showing
    and hiding widgets would lay the screen out, and repaint all of it, several times). It
    binds no keys: an arrow the board turns down (a bot is thinking) must not scroll the
    board aside."""

    DEFAULT_CSS = """
    BoardSlot { height: 1fr; width: 1fr; scrollbar-size: 0 0; }
    BoardSlot > * { width: 100%; height: 1fr; }
    """

    help_shown = False

    def show_help(self, shown: bool) -> None:
        self.help_shown = shown
        self.scroll_to(x=self.size.width if shown else 0, animate=False, immediate=True)

    def on_resize(self) -> None:
        if self.help_shown:  # the board grew or shrank: the help stays exactly in sight
            self.call_after_refresh(self.show_help, True)


class TextScreen(PageKeys, Screen[None]):
    """A scrollable page: a game's rules summary (markdown) or the full log (plain)."""

    BINDINGS = [Binding("escape,backspace,q", "close", "back"), *PAGE_KEYS]
    AUTO_FOCUS = None

    def __init__(self, title: str, text: str, markdown: bool = True) -> None:
        super().__init__()
        self.title_text = title
        self.text = text
        self.markdown = markdown

    def compose(self) -> ComposeResult:
        yield Static(self.title_text, id="status", markup=False)
        if self.markdown:
            ascii_mode = self.app.glyphs.ascii
            yield Page(
                lambda width: page_lines(self.title_text, (), "", self.text, ascii_mode, width),
                id="page",
            )
        else:
            yield Page(lambda width: plain_lines(self.text, width), id="page")
        yield KeyBar()

    def on_mount(self) -> None:
        if not self.markdown:  # a log: the newest entries first in sight
            self.call_after_refresh(self.action_bottom)

    def action_close(self) -> None:
        self.dismiss(None)
