"""What reaches the terminal when the player asks for plain output.

`--ascii` and NO_COLOR are promises about the bytes written, so they are kept where Textual
turns widgets into lines: a line filter sees every screen (ours and Textual's own borders,
scrollbars and footer), not only the boards that draw through `Glyphs`.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter, Monochrome, NoColor

from magtui.ui.glyphs import ASCII

# Block and box characters Textual draws on its own (borders, scrollbars, the footer).
_SHAPES = {
    "▁": "_",
    "▂": "_",
    "▃": "_",
    "▄": "_",
    "▅": "#",
    "▆": "#",
    "▇": "#",
    "█": "#",
    "▉": "#",
    "▊": "#",
    "▋": "#",
    "▌": "|",
    "▍": "|",
    "▎": "|",
    "▏": "|",
    "▐": "|",
    "▔": "-",
    "▕": "|",
    "━": "-",
    "┃": "|",
    "┏": "+",
    "┓": "+",
    "┗": "+",
    "┛": "+",
    "┣": "+",
    "┫": "+",
    "┳": "+",
    "┻": "+",
    "╋": "+",
    "╍": "-",
    "╏": ":",
    "╸": "-",
    "╺": "-",
    "╹": "|",
    "╻": "|",
    "╴": "-",
    "╶": "-",
    "╵": "|",
    "╷": "|",
    "▪": "#",
    "▫": ".",
    "◀": "<",
    "▶": ">",
    "⏎": "Enter",
    "⎋": "Esc",
}


@lru_cache(maxsize=4096)
def _plain_char(ch: str) -> str:
    mapped = ASCII.get(ch) or _SHAPES.get(ch)
    if mapped is not None:
        return mapped
    # Letters with accents lose only the accent; anything else keeps its width as "?".
    decomposed = unicodedata.normalize("NFKD", ch).encode("ascii", "ignore").decode()
    if decomposed:
        return decomposed
    return "??" if unicodedata.east_asian_width(ch) in "WF" else "?"


@lru_cache(maxsize=8192)
def plain_text(text: str) -> str:
    """`text` in ASCII, one cell for every cell it had wherever the design's table allows."""
    if text.isascii():
        return text
    return "".join(ch if ch.isascii() else _plain_char(ch) for ch in text)


class AsciiFilter(LineFilter):
    """Every character written is ASCII."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [
            Segment(plain_text(text), style) if not control and not text.isascii() else segment
            for segment in segments
            for text, style, control in [segment]
        ]


def plain_filters(filters, ascii_mode: bool, no_color: bool) -> list[LineFilter]:
    """Textual's filters with NO_COLOR meaning no colour at all (Textual's own NO_COLOR filter
    writes shades of grey, which are still colour codes) and ASCII added when asked for."""
    result = [_NO_COLOR if no_color and isinstance(f, Monochrome) else f for f in filters]
    if ascii_mode:
        result.append(_ASCII)
    return result


_NO_COLOR = NoColor()
_ASCII = AsciiFilter()
