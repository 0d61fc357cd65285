"""A page of text that scrolls line by line: help, a game's rules, the log.

Its lines are rendered once per text and width; the page draws the ones in sight, in as few
style runs as it can, and scrolling repaints the page alone.
"""

from __future__ import annotations

from rich.console import Console
from rich.segment import Segment
from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget


def plain_lines(text: str, width: int) -> tuple[tuple[Strip, ...], int]:
    """Plain text (a log) as page lines, wrapped at `width`."""
    console = Console(
        width=width, color_system=None, force_terminal=True, markup=False, highlight=False
    )
    lines = console.render_lines(
        Text(text), console.options.update(width=width), pad=False, new_lines=False
    )
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

    def meant_text(self) -> str:
        """The lines in sight, as laid out for the page's width."""
        return "\n".join(line.text for line in self.lines[self.top : self.top + self.size.height])

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

        segments = [Segment(text, base + style if style else base) for text, style, _ in line] or [
            Segment("", base)
        ]
        first, last = blank(segments[0].style), blank(segments[-1].style)
        room = max(0, width - line.cell_length - 2 * self.MARGIN)
        segments = [
            Segment(" " * self.MARGIN, first),
            *segments,
            Segment(" " * (room + self.MARGIN), last),
        ]
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
