"""The boards' drawing kit: a character canvas with named styles, shown by a Line API widget that
repaints only what changed.

A board draws a whole `Canvas` each time anything changes (cheap: plain Python lists), hands it
to its `CanvasView`, and the view compares it with the canvas on screen: only the changed stretches
of each changed row are refreshed, so a cursor move costs a few cells, not the screen.

Cells carry style *names* ("legal", "cursor", "seat-2"…), never Rich styles: the view resolves a
name through the component class `canvas--NAME` of its CSS, so the look lives in .tcss and every
board speaks one vocabulary. A cell may carry several names ("seat-1 cursor"); their styles
combine left to right. Meaning never rests on colour: boards draw marks as well.
"""

from __future__ import annotations

import textwrap
from typing import Iterable

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget

from magtui.ui.css_file import CssFile
from magtui.ui.glyphs import Glyphs

# Unchanged cells between two changes of a row that make them two refreshed stretches: moving
# the terminal's cursor and restating a colour costs about as much as writing this many cells.
SPAN_GAP = 16


class Canvas:
    """A width×height grid of characters, each with a style name ("" for plain)."""

    __slots__ = ("width", "height", "glyphs", "chars", "styles", "cut")

    def __init__(self, width: int, height: int, glyphs: Glyphs | None = None) -> None:
        self.width, self.height = max(0, width), max(0, height)
        self.glyphs = glyphs
        self.chars = [[" "] * self.width for _ in range(self.height)]
        self.styles = [[""] * self.width for _ in range(self.height)]
        self.cut: list[str] = []  # texts that did not fit whole (the cut-word test reads them)

    def put(self, x: int, y: int, text: str, style: str = "", whole: bool = True) -> int:
        """Write `text` from (x, y), clipped to the canvas; returns the column after it.
        A text that loses characters to the edges is noted in `cut`, unless `whole` is False or
        it holds no letter or digit (decoration: rules, borders, fills may run off the edge)."""
        if self.glyphs is not None:
            text = self.glyphs.text(text)
        if (
            whole
            and any(ch.isalnum() for ch in text)
            and not (
                0 <= y < self.height
                and 0 <= x + len(text) - len(text.lstrip())
                and x + len(text.rstrip()) <= self.width
            )
        ):
            self.cut.append(text.strip())
        if 0 <= y < self.height:
            chars, styles = self.chars[y], self.styles[y]
            for i, ch in enumerate(text):
                if 0 <= x + i < self.width:
                    chars[x + i] = ch
                    styles[x + i] = style
        return x + len(text)

    def write(
        self, x: int, y: int, text: str, style: str = "", width: int | None = None, indent: int = 2
    ) -> int:
        """Write `text` from (x, y) wrapped at word boundaries within `width` columns (to the
        right edge by default), further rows indented; returns the row after it."""
        rows = wrapped(text, (self.width - x) if width is None else width, indent)
        for row in rows:
            self.put(x, y, row, style)
            y += 1
        return y

    def restyle(self, x: int, y: int, width: int, style: str, add: bool = True) -> None:
        """Give `width` cells from (x, y) the style `style` (added to theirs, or instead)."""
        if 0 <= y < self.height:
            row = self.styles[y]
            for i in range(max(0, x), min(self.width, x + width)):
                row[i] = f"{row[i]} {style}".strip() if add and row[i] else style

    def fill(
        self, x: int, y: int, width: int, height: int, char: str = " ", style: str = ""
    ) -> None:
        for row in range(y, y + height):
            self.put(x, row, char * width, style, whole=False)

    def box(
        self, x: int, y: int, width: int, height: int, title: str = "", style: str = ""
    ) -> None:
        """A framed box, cleared inside, with an optional title on its top edge."""
        self.fill(x, y, width, height)
        self.put(x, y, "┌" + "─" * (width - 2) + "┐", style, whole=False)
        self.put(x, y + height - 1, "└" + "─" * (width - 2) + "┘", style, whole=False)
        for row in range(y + 1, y + height - 1):
            self.put(x, row, "│", style, whole=False)
            self.put(x + width - 1, row, "│", style, whole=False)
        if title:
            self.put(x + 2, y, f" {title} "[: max(0, width - 4)], style)

    def paste(self, other: "Canvas", x: int, y: int) -> None:
        """Copy `other` (a part drawn on its own canvas) with its top left at (x, y), clipped."""
        left, right = max(0, -x), min(other.width, self.width - x)
        for row in range(max(0, -y), min(other.height, self.height - y)):
            self.chars[y + row][x + left : x + right] = other.chars[row][left:right]
            self.styles[y + row][x + left : x + right] = other.styles[row][left:right]
        self.cut.extend(other.cut)

    def row_text(self, y: int) -> str:
        return "".join(self.chars[y])

    def text(self) -> str:
        return "\n".join(self.row_text(y) for y in range(self.height))

    def runs(self, y: int) -> list[tuple[str, str]]:
        """Row `y` as (text, style name) runs, neighbours of one style merged."""
        chars, styles = self.chars[y], self.styles[y]
        runs: list[tuple[str, str]] = []
        start = 0
        for i in range(1, self.width + 1):
            if i == self.width or styles[i] != styles[start]:
                runs.append(("".join(chars[start:i]), styles[start]))
                start = i
        return runs

    def changed_spans(self, other: "Canvas", y: int) -> list[tuple[int, int]]:
        """The stretches of row `y` that differ from `other`, as (first, one-past-last) columns;
        changes closer than SPAN_GAP unchanged cells make one stretch."""
        a_chars, b_chars = self.chars[y], other.chars[y]
        a_styles, b_styles = self.styles[y], other.styles[y]
        if a_chars == b_chars and a_styles == b_styles:
            return []
        cells = [
            i for i in range(self.width) if a_chars[i] != b_chars[i] or a_styles[i] != b_styles[i]
        ]
        spans = [[cells[0], cells[0] + 1]]
        for i in cells[1:]:
            if i - spans[-1][1] >= SPAN_GAP:
                spans.append([i, i + 1])
            else:
                spans[-1][1] = i + 1
        return [(start, end) for start, end in spans]


class CanvasView(CssFile, Widget):
    """Shows a Canvas through the Line API; `show(canvas)` repaints only the changed cells.

    Style names resolve through the component classes `canvas--NAME`; the shared vocabulary
    is declared here, and a board adds its own names to COMPONENT_CLASSES and its CSS."""

    COMPONENT_CLASSES = {
        "canvas--dim",
        "canvas--bold",
        "canvas--legal",
        "canvas--cursor",
        "canvas--chosen",
        "canvas--error",
        "canvas--accent",
        "canvas--muted",
        "canvas--heading",
        *(f"canvas--seat-{n}" for n in range(1, 9)),
    }
    DEFAULT_CSS = """
    CanvasView {
        width: 1fr;
        height: 1fr;
        .canvas--dim { text-style: dim; }
        .canvas--bold { text-style: bold; }
        .canvas--legal { text-style: reverse; }
        .canvas--cursor { text-style: reverse bold; }
        .canvas--chosen { text-style: bold underline; }
        .canvas--error { color: $error; text-style: bold; }
        .canvas--accent { color: $accent; text-style: bold; }
        .canvas--muted { color: $text-muted; }
        .canvas--heading { text-style: bold; }
        .canvas--seat-1 { color: ansi_green; text-style: bold; }
        .canvas--seat-2 { color: ansi_yellow; text-style: bold; }
        .canvas--seat-3 { color: ansi_cyan; text-style: bold; }
        .canvas--seat-4 { color: ansi_magenta; text-style: bold; }
        .canvas--seat-5 { color: ansi_red; text-style: bold; }
        .canvas--seat-6 { color: ansi_blue; text-style: bold; }
        .canvas--seat-7 { color: ansi_bright_white; text-style: bold; }
        .canvas--seat-8 { color: ansi_bright_black; text-style: bold; }
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.canvas: Canvas | None = None
        self._strips: dict[int, Strip] = {}
        self._styles: dict[str, Style] = {}
        # The identity of the stylesheet's rules they were resolved with (not the rules: a view
        # holds no path into the app's stylesheet).
        self._classes_resolved_for: int | None = None

    def _get_component_classes(self) -> frozenset[str]:
        """Textual resolves every component class again at each style pass of the widget (its
        mount, the screen's resume, focus, the screen's size classes): eight passes of 31
        classes before Magnitus' first frame. The canvas--* looks depend on the stylesheet
        alone (no rule names a state of the view), so they are resolved again only when its
        rules are parsed anew. Textual resolves component styles nowhere else, and offers no
        public way to skip a pass (Textualize/textual#6524: every style pass restyles every
        descendant), so this overrides its private method; tests/ui/test_canvas_styles.py
        checks that Textual still asks it."""
        # A new list replaces the rules while the old one is still alive, so its id is new.
        rules = id(self.app.stylesheet.rules)
        if rules == self._classes_resolved_for and self._component_styles:
            return frozenset()
        self._classes_resolved_for = rules
        return super()._get_component_classes()

    def show(self, canvas: Canvas) -> None:
        """Put `canvas` on screen, refreshing only what differs from the one shown."""
        old, self.canvas = self.canvas, canvas
        if old is None or (old.width, old.height) != (canvas.width, canvas.height):
            self._strips.clear()
            self.refresh()
            return
        regions = []
        for y in range(canvas.height):
            spans = canvas.changed_spans(old, y)
            if spans:
                self._strips.pop(y, None)
                regions += [Region(start, y, end - start, 1) for start, end in spans]
        if regions:
            self.refresh(*regions)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._styles.clear()
        self._strips.clear()

    def on_resize(self) -> None:
        self._strips.clear()

    def style_of(self, names: str) -> Style:
        """The Rich style of a cell's style names (cached until the CSS changes)."""
        style = self._styles.get(names)
        if style is None:
            style = Style()
            for name in names.split():
                style += self.get_component_rich_style(f"canvas--{name}", partial=True)
            self._styles[names] = style
        return style

    def render_line(self, y: int) -> Strip:
        # The Line API leaves the widget's own colours to the widget: under the cells' styles,
        # so a plain cell has the theme's colours, not the terminal's.
        width = self.size.width
        canvas = self.canvas
        if canvas is None or y >= canvas.height:
            return Strip.blank(width, self.rich_style)
        strip = self._strips.get(y)
        if strip is None:
            segments = [Segment(text, style) for text, style in self._merged_runs(canvas.runs(y))]
            strip = (
                Strip(segments, canvas.width)
                .crop_extend(0, width, None)
                .apply_style(self.rich_style)
            )
            self._strips[y] = strip
        return strip

    def _merged_runs(self, runs: list[tuple[str, str]]) -> list[tuple[str, Style | None]]:
        """A row's runs with their Rich styles, an unstyled blank run joined to a neighbour that
        looks the same on blanks (its style only tints letters), so a row of dim dots is one
        colour sequence, not one a dot: Textual writes a changed line from the view's left
        edge, and every sequence on the way costs bytes."""
        out: list[tuple[str, Style | None]] = []
        for text, names in runs:
            style = self.style_of(names) if names else None
            if out:
                last_text, last_style = out[-1]
                if style is None and text.isspace() and _blank_safe(last_style):
                    out[-1] = (last_text + text, last_style)
                    continue
                if last_style is None and last_text.isspace() and _blank_safe(style):
                    out[-1] = (last_text + text, style)
                    continue
                if last_style == style:
                    out[-1] = (last_text + text, style)
                    continue
            out.append((text, style))
        return out

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.canvas.width if self.canvas is not None else container.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self.canvas.height if self.canvas is not None else container.height


def _blank_safe(style: Style | None) -> bool:
    """A blank in this style looks like a plain blank (nothing shows but the letters' tint)."""
    return style is None or not (
        style.bgcolor or style.reverse or style.underline or style.strike or style.overline
    )


def wrapped(text: str, width: int, indent: int = 2) -> list[str]:
    """`text` as rows of at most `width` columns broken between words, further rows indented
    (a word longer than a row is broken too: it could not fit otherwise)."""
    leading = text[: len(text) - len(text.lstrip())]
    return (
        textwrap.wrap(
            text,
            max(1, width),
            initial_indent="",
            subsequent_indent=leading + " " * indent,
            drop_whitespace=True,
        )
        if text.strip()
        else [text]
    )


def fitting(texts: Iterable[str], width: int) -> str:
    """The first of `texts` (the fullest first) that fits in `width` columns, or the last,
    shortest one: a line that says less rather than one cut at the edge or wrapped onto a row
    the layout does not have."""
    text = ""
    for text in texts:
        if cell_len(text) <= width:
            return text
    return text


def draw_lines(canvas: Canvas, x: int, y: int, lines: Iterable[tuple[str, str] | str]) -> int:
    """Write lines (text, or (text, style name)) from (x, y) down; returns the row after them."""
    for line in lines:
        text, style = (line, "") if isinstance(line, str) else line
        canvas.put(x, y, text, style)
        y += 1
    return y
