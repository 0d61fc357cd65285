"""Help (keys, legend, rules), the rules viewer and the full log.

Each is one scrolling page drawn line by line from lines rendered once per game and width:
opening help costs one frame of the board's rows, and scrolling redraws only the page.
"""

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
from textual.widget import Widget
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
        parts += [Text(glyphs(f"KEYS · {title}"), style="bold"),
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


def plain_lines(text: str, width: int) -> tuple[tuple[Strip, ...], int]:
    """Plain text (a log) as page lines, wrapped at `width`."""
    console = Console(width=width, color_system=None, force_terminal=True, markup=False, highlight=False)
    lines = console.render_lines(Text(text), console.options.update(width=width), pad=False, new_lines=False)
    return tuple(Strip(line) for line in lines), 0


class Page(Widget, can_focus=False):
    """A page of pre-rendered lines with its own top line: scrolling repaints the page alone,
    and laying the lines out (lazily, when the page is first drawn) changes no widget's size,
    so it never costs a layout pass of the screen. No scroll bar: the line under the page says
    where the reader is. Its screen's keys scroll it."""

    DEFAULT_CSS = "Page { height: 1fr; }"
    MARGIN = 1  # a blank column each side, drawn in the style of the text beside it
    MAX_TEXT = 100  # longer lines are hard to follow on a wide terminal

    class Moved(Message):
        """The page scrolled or was laid out again (the hint line tells the position)."""

    def __init__(self, source, **kwargs) -> None:
        super().__init__(**kwargs)
        self.source = source  # text width -> (lines, the line where the rules begin)
        self.top = 0
        self.width = 0  # the width the lines were laid out for (0: not yet)
        self.lines: tuple[Strip, ...] = ()
        self.rules_at = 0
        self._drawn: dict[int, Strip] = {}

    def lay_out(self, width: int | None = None) -> None:
        """Lay the lines out for `width` (the page's own by default), once per width."""
        width = max(20, width or self.size.width or self.app.size.width)
        if width != self.width:
            self.lines, self.rules_at = self.source(min(width - 2 * self.MARGIN, self.MAX_TEXT))
            self.width, self._drawn = width, {}
            self.top = min(self.top, self.max_top)
            self.post_message(self.Moved())

    @property
    def max_top(self) -> int:
        return max(0, len(self.lines) - self.size.height)

    def scroll_to_line(self, top: int) -> None:
        self.lay_out()
        top = max(0, min(int(top), self.max_top))
        if top != self.top:
            self.top = top
            self.refresh()
            self.post_message(self.Moved())

    def page(self, direction: int) -> None:
        self.scroll_to_line(self.top + direction * max(1, self.size.height - 1))

    def line(self, direction: int) -> None:
        self.scroll_to_line(self.top + direction)

    def on_resize(self) -> None:
        if self.width:  # laid out already: again for the new width
            self.lay_out()

    def on_mouse_scroll_down(self) -> None:
        self.line(3)

    def on_mouse_scroll_up(self) -> None:
        self.line(-3)

    def position(self, height: int | None = None) -> str:
        """Which lines are in sight, e.g. "lines 1–21 of 140"."""
        self.lay_out()
        height = self.size.height if height is None else height
        last = min(len(self.lines), self.top + height)
        return f"lines {self.top + 1}–{last} of {len(self.lines)}"

    def render_line(self, y: int) -> Strip:
        self.lay_out()
        index = y + self.top
        width = self.size.width
        if not 0 <= index < len(self.lines):
            return Strip.blank(width, self.rich_style)
        if index not in self._drawn:
            self._drawn[index] = self._styled(self.lines[index], width)
        return self._drawn[index]

    def _styled(self, line: Strip, width: int) -> Strip:
        """The line in the page's colours, its margins in the style of the text beside them:
        as few style changes as possible, hence few bytes to the terminal."""
        base = self.rich_style

        def blank(style):  # bold or italic spaces look like plain ones; underlined do not
            return base if style is None or style.underline or style.reverse else style

        segments = [Segment(text, base + style if style else base) for text, style, _ in line] or [Segment("", base)]
        first, last = blank(segments[0].style), blank(segments[-1].style)
        room = max(0, width - line.cell_length - 2 * self.MARGIN)
        segments = [Segment(" " * self.MARGIN, first), *segments, Segment(" " * (room + self.MARGIN), last)]
        return Strip(Segment.simplify(segments)).crop(0, width)


PAGE_KEYS = [
    Binding("down,j", "line(1)", "scroll", key_display="↑↓ j k"),
    Binding("up,k", "line(-1)", show=False),
    Binding("pagedown,space", "page(1)", "page", key_display="PgDn PgUp"),
    Binding("pageup", "page(-1)", show=False),
    Binding("home", "top", show=False),
    Binding("end", "bottom", show=False),
]


class PageKeys:
    """The keys that scroll a screen's page (`#page`)."""

    def _page(self) -> Page:
        return self.query_one("#page", Page)

    def action_line(self, direction: int) -> None:
        self._page().line(direction)

    def action_page(self, direction: int) -> None:
        self._page().page(direction)

    def action_top(self) -> None:
        self._page().scroll_to_line(0)

    def action_bottom(self) -> None:
        page = self._page()
        page.scroll_to_line(page.max_top)


class HelpView(PageKeys, Vertical, can_focus=True):
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

    def __init__(self, title: str, keys: Callable[[], list[tuple[str, str]]], legend: Callable[[], str],
                 rules: str, **kwargs) -> None:
        """`keys` and `legend` are asked for when the help is first opened."""
        super().__init__(**kwargs)
        self.title_text = title
        self.keys = keys
        self.legend = legend
        self.rules = rules

    def compose(self) -> ComposeResult:
        ascii_mode = self.app.glyphs.ascii
        yield Page(lambda width: page_lines(self.title_text, tuple(self.keys()), self.legend(), self.rules,
                                            ascii_mode, width), id="page")
        yield Static("", id="help-where", markup=False)

    def open(self) -> None:
        """Show the help from its top (the frame scrolls it into sight). The rules are laid
        out now, the first time: not at the start of the game."""
        self._page().scroll_to_line(0)
        self._show_where()
        self.focus()

    def _show_where(self) -> None:
        line = self.query_one("#help-where", Static)
        where = self._page().position()
        text = self.app.glyphs.text(f"HELP · {where} · ↓ PgDn read on · r rules · Home keys · Esc back")
        if str(line.content) != text:
            line.update(text, layout=False)  # one line of a fixed size

    def on_page_moved(self, message: Page.Moved) -> None:
        message.stop()
        if self._page().width:
            self._show_where()

    def action_close(self) -> None:
        self.post_message(self.Closed())

    def action_rules(self) -> None:
        page = self._page()
        page.scroll_to_line(page.rules_at)


class BoardSlot(HorizontalScroll, can_focus=False):
    """The board and, beside it out of sight, the help. Showing one or the other scrolls the
    slot sideways: no layout pass, so the terminal gets one frame of the slot's rows (showing
    and hiding widgets would lay the screen out, and repaint all of it, several times)."""

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
            yield Page(lambda width: page_lines(self.title_text, (), "", self.text, ascii_mode, width), id="page")
        else:
            yield Page(lambda width: plain_lines(self.text, width), id="page")
        yield KeyBar()

    def on_mount(self) -> None:
        if not self.markdown:  # a log: the newest entries first in sight
            self.call_after_refresh(self.action_bottom)

    def action_close(self) -> None:
        self.dismiss(None)
