"""Glyphs and their plain-ASCII stand-ins (`--ascii`), from the design's table.

Boards draw with the Unicode glyphs and pass text through `Glyphs.text`, which swaps every
glyph for its ASCII form when plain mode is on.
"""

from __future__ import annotations

ASCII = {
    "─": "-",
    "│": "|",
    "┌": "+",
    "┐": "+",
    "└": "+",
    "┘": "+",
    "├": "+",
    "┤": "+",
    "┬": "+",
    "┴": "+",
    "┼": "+",
    "═": "=",
    "║": "|",
    "╔": "+",
    "╗": "+",
    "╚": "+",
    "╝": "+",
    "╭": "+",
    "╮": "+",
    "╰": "+",
    "╯": "+",
    "┆": ":",
    "┄": "-",
    "·": ".",
    "•": "o",
    "○": "+",
    "●": "O",
    "■": "#",
    "□": "-",
    "▲": "^",
    "▼": "v",
    "◆": "*",
    "◇": "o",
    "▓": "#",
    "░": ":",
    "»": ">",
    "«": "<",
    "▸": ">",
    "◂": "<",
    "✓": "x",
    "–": "-",
    "−": "-",
    "×": "x",
    "→": ">",
    "↗": "^",
    "↑": "^",
    "↖": "^",
    "←": "<",
    "↙": "v",
    "↓": "v",
    "↘": "v",
    "⊕": "N",
    "⊖": "S",
    "…": "...",
}
_TABLE = str.maketrans({k: v for k, v in ASCII.items()})


class Glyphs:
    def __init__(self, ascii_mode: bool = False):
        self.ascii = ascii_mode

    def text(self, s: str) -> str:
        """`s` as it should be drawn: unchanged, or with every glyph made plain."""
        return s.translate(_TABLE) if self.ascii else s

    def __call__(self, s: str) -> str:
        return self.text(s)
