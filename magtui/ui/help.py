"""The help screen (keys, legend, rules), the rules viewer and the full log.

Help and rules are one scrolling page drawn line by line from lines rendered once per game and
width: opening help costs one frame, and scrolling redraws only the page.
"""

from __future__ import annotations

from functools import lru_cache

from rich.console import Console, Group
from rich.segment import Segment
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.screen import Screen
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Static

from magtui.ui import rules_text
from magtui.ui.glyphs import Glyphs
from magtui.ui.keybar import KeyBar

FRAME_KEYS = [
    ("arrows / h j k l", "move the cursor"),
    ("Enter / Space", "choose"),
    ("Esc / Backspace", "cancel"),
    ("u", "undo (your own turn only)"),
    ("i", "the full log"),
    ("ctrl+s", "save as"),
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
def page_lines(title: str, keys: tuple[tuple[str, str], ...], legend: str, rules: str,
               ascii_mode: bool, width: int) -> tuple[tuple[Strip, ...], int]:
    """The help page at `width` (lines, and the line where the rules begin), kept per game
    and width so that help opens without rendering anything again."""
    glyphs = Glyphs(ascii_mode)
    parts: list = []
    if keys:
        parts += [Text(f"KEYS · {title}", style="bold"),
                  _keys_table(tuple((glyphs(k), glyphs(w)) for k, w in keys)), ""]
    if legend:
        parts += [Text("LEGEND", style="bold"), Text(glyphs(legend)), ""]
    console = Console(width=width, color_system=None, force_terminal=True, legacy_windows=False,
                      emoji=False, markup=False, highlight=False)
    options = console.options.update(width=width)
    top = console.render_lines(Group(*parts), options, pad=False, new_lines=False) if parts else []
    head = len(top)
    if rules:
        heading = [Text(RULES_HEADING, style="bold reverse")] if parts else []
        body = console.render_lines(Group(*heading, *rules_text.renderables(glyphs(rules), ascii_mode)),
                                    options, pad=False, new_lines=False)
    else:
        body = []
    lines = tuple(Strip(Segment.simplify(line)) for line in [*top, *body])
    return lines, head


class Page(ScrollView, can_focus=True):
    """A scrolling page of pre-rendered lines (only the lines in sight are drawn)."""

    DEFAULT_CSS = """
    Page { height: 1fr; padding: 0 1; overflow-x: hidden; scrollbar-gutter: stable;
           scrollbar-size-vertical: 1; }
    """

    def __init__(self, source, **kwargs) -> None:
        super().__init__(**kwargs)
        self.source = source  # width -> (lines, rules start)
        self.lines: tuple[Strip, ...] = ()
        self.rules_at = 0

    def on_resize(self) -> None:
        width = max(20, self.scrollable_content_region.width)
        self.lines, self.rules_at = self.source(width)
        self.virtual_size = Size(width, len(self.lines))
        self.refresh()

    def render_line(self, y: int) -> Strip:
        index = y + self.scroll_offset.y
        width = self.scrollable_content_region.width
        if 0 <= index < len(self.lines):
            return self.lines[index].crop_extend(0, width, self.rich_style)
        return Strip.blank(width, self.rich_style)

    def page(self, direction: int) -> None:
        self.scroll_to(y=self.scroll_offset.y + direction * max(1, self.size.height - 1), animate=False)

    def line(self, direction: int) -> None:
        self.scroll_to(y=self.scroll_offset.y + direction, animate=False)


class HelpScreen(Screen[None]):
    """Keys, legend and rules as one page under the game's status line."""

    # The page's own keys scroll it (↑↓ PgUp PgDn Home End); these add vi keys and show them.
    BINDINGS = [
        Binding("escape,question_mark,backspace,q", "close", "close"),
        Binding("j", "line(1)", "scroll", key_display="↑↓ j k"),
        Binding("k", "line(-1)", show=False),
        Binding("space", "page(1)", "page", key_display="PgDn PgUp"),
        Binding("r", "rules", "rules"),
    ]

    def __init__(self, title: str, keys: list[tuple[str, str]], legend: str, rules: str,
                 status: str = "") -> None:
        super().__init__()
        self.title_text = title
        self.keys = tuple(keys)
        self.legend = legend
        self.rules = rules
        self.status = status

    def compose(self) -> ComposeResult:
        ascii_mode = self.app.glyphs.ascii
        yield Static(self.app.glyphs.text(self.status or f"{self.title_text} · help"), id="status", markup=False)
        yield Page(lambda width: page_lines(self.title_text, self.keys, self.legend, self.rules, ascii_mode, width),
                   id="help-page")
        yield Static(self.app.glyphs.text("Help · ↓ PgDn read on · r the rules · Home the keys · Esc back to the game"),
                     id="hint", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(Page).focus()

    def action_close(self) -> None:
        self.dismiss(None)

    def action_page(self, direction: int) -> None:
        self.query_one(Page).page(direction)

    def action_line(self, direction: int) -> None:
        self.query_one(Page).line(direction)

    def action_rules(self) -> None:
        page = self.query_one(Page)
        page.scroll_to(y=page.rules_at, animate=False)


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
        if self.markdown:
            ascii_mode = self.app.glyphs.ascii
            yield Page(lambda width: page_lines(self.title_text, (), "", self.text, ascii_mode, width),
                       id="text-pane")
        else:
            with VerticalScroll(classes="shell-pane", id="text-pane"):
                yield Static(self.text, markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        pane = self.query_one("#text-pane")
        pane.focus()
        if not self.markdown:  # a log: the newest entries first in sight
            pane.scroll_end(animate=False)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll(self, lines: int) -> None:
        pane = self.query_one("#text-pane")
        pane.scroll_to(y=pane.scroll_y + lines, animate=False)
