"""A character grid with a style per cell, turned into Rich text: the Maglev widgets draw on it."""

from __future__ import annotations

from functools import lru_cache

from rich.style import Style
from rich.text import Text

SEAT_STYLES = ("bold green", "bold dark_orange", "bold yellow", "bold dodger_blue2")
PASSENGER_STYLES = {"s": "grey70", "g": "gold1", "c": "dark_orange3", "p": "hot_pink",
                    "l": "plum2", "r": "light_coral", "u": "medium_purple3"}
STATION_STYLES = {"F": "grey70", "W": "gold1", "L": "dark_orange3", "O": "hot_pink", "S": "plum2",
                  "E": "light_coral", "U": "medium_purple3"}
CANYON_STYLE = "tan"
DIM = "dim"
LEGAL = "reverse"


class Canvas:
    def __init__(self, width: int, height: int, glyphs) -> None:
        self.width, self.height = max(1, width), max(1, height)
        self.glyphs = glyphs
        self.chars = [[" "] * self.width for _ in range(self.height)]
        self.styles: list[list] = [[None] * self.width for _ in range(self.height)]

    def put(self, x: int, y: int, text: str, style=None) -> None:
        if not 0 <= y < self.height:
            return
        for i, ch in enumerate(self.glyphs.text(text)):
            if 0 <= x + i < self.width:
                self.chars[y][x + i] = ch
                self.styles[y][x + i] = style

    def box(self, x: int, y: int, w: int, h: int, title: str = "") -> None:
        """A framed box, cleared inside."""
        for row in range(y, y + h):
            self.put(x, row, " " * w)
        self.put(x, y, "┌" + "─" * (w - 2) + "┐")
        self.put(x, y + h - 1, "└" + "─" * (w - 2) + "┘")
        for row in range(y + 1, y + h - 1):
            self.put(x, row, "│")
            self.put(x + w - 1, row, "│")
        if title:
            self.put(x + 2, y, f" {title} "[: w - 4])

    def line_text(self, y: int) -> Text:
        """One row as few style runs as possible: an unstyled blank joins the run beside it when
        that style looks the same on a blank (so a row of dim dots is one run, not one a dot)."""
        text = Text(no_wrap=True, end="")
        run, run_style = "", None
        for ch, st in zip(self.chars[y], self.styles[y]):
            if st is None and ch == " " and _blank_safe(run_style):
                st = run_style
            elif run and run_style != st and run.isspace() and _blank_safe(st) and _blank_safe(run_style):
                run_style = st  # leading blanks take the style that follows
            if st != run_style and run:
                text.append(run, _style(run_style))
                run = ""
            run_style = st
            run += ch
        if run:
            text.append(run, _style(run_style))
        return text

    def lines(self) -> list[Text]:
        return [self.line_text(y) for y in range(self.height)]

    def to_text(self) -> Text:
        return Text("\n", no_wrap=True, end="").join(self.lines())


@lru_cache(maxsize=None)
def _style(name):
    return Style.parse(name) if name else None


@lru_cache(maxsize=None)
def _blank_safe(name) -> bool:
    """A blank drawn in this style looks like an unstyled blank (only the foreground differs)."""
    if not name:
        return True
    style = Style.parse(name)
    return not (style.bgcolor or style.reverse or style.underline or style.strike or style.overline)
