"""The numbered choice menu over a Magnastorm view: one line per choice, where the ways to pay
for it (Kaysia free, plain, Idris, the colour of a P cube or a station fee) are variants of that
line, the default first; ←→ change the variant and Enter or the line's digit plays it.

A line may also be the exchange (`EXCHANGE`): when a paid choice waits for a 3-for-1 trade, the
menu says so and Enter on that line opens the exchange dialog. The lines are shown by the kit's
`ChoiceMenu` (numbers, wrapping, scrolling) in a box over the bottom of the view.
"""

from __future__ import annotations

from typing import Callable

from magtui.games.magnastorm.actions import Action
from magtui.ui.canvas import Canvas
from magtui.ui.choices import ChoiceMenu

EXCHANGE = "exchange"
ROWS = 8


def line_key(a) -> tuple:
    """What a menu line stands for: the kind and its arguments without payment modifiers."""
    if not isinstance(a, Action):
        return (a,)
    return (type(a), *(x for x in str(a).split()[1:] if x != "k" and ":" not in x))


class PayMenu:
    def __init__(
        self,
        actions,
        title: str,
        describe: Callable[[Action], str],
        waiting: list[str] | None = None,
    ) -> None:
        lines: dict[tuple, list] = {}
        for a in actions:
            lines.setdefault(line_key(a), []).append(a)
        self.lines = list(lines.values())
        if waiting:
            self.lines.append([EXCHANGE])
        self.waiting = waiting or []
        self.picks = [0] * len(self.lines)
        self.title = title
        self.describe = describe
        self.shown = ChoiceMenu()
        self._relabel()

    def __len__(self) -> int:
        return len(self.lines)

    @property
    def index(self) -> int:
        return self.shown.cursor

    def choice(self, line: int | None = None):
        line = self.index if line is None else line
        return self.lines[line][self.picks[line]]

    def select(self, action) -> bool:
        """Put the menu's cursor on `action`'s line and way to pay; False when it has none."""
        for line, ways in enumerate(self.lines):
            if action in ways:
                self.picks[line] = ways.index(action)
                self.shown.cursor = line
                self._relabel()
                return True
        return False

    def by_digit(self, digit: int):
        """The choice numbered `digit` (0 the tenth), or None when there is no such line."""
        line = self.shown.by_digit(digit)
        return None if line is None else self.choice(line)

    def key(self, direction: str) -> None:
        """↑↓ move a line; ←→ change the way to pay, or turn a page when the line has one way."""
        if direction in ("up", "down"):
            self.shown.move(-1 if direction == "up" else 1)
        elif not self.cycle(-1 if direction == "left" else 1):
            page = -ROWS if direction == "left" else ROWS
            self.shown.cursor = max(0, min(len(self.lines) - 1, self.index + page))

    def cycle(self, step: int) -> bool:
        """Next or previous way to pay on the current line; False when it has only one."""
        ways = len(self.lines[self.index])
        if ways < 2:
            return False
        self.picks[self.index] = (self.picks[self.index] + step) % ways
        self._relabel()
        return True

    def label(self, line: int) -> str:
        a = self.choice(line)
        if a == EXCHANGE:
            more = f" (+{len(self.waiting) - 1} more)" if len(self.waiting) > 1 else ""
            return f"exchange 3 cubes for 1 first (x): then {self.waiting[0]} can be paid{more}"
        ways = len(self.lines[line])
        return self.describe(a) + (f"  ◂{self.picks[line] + 1}/{ways}▸" if ways > 1 else "")

    def _relabel(self) -> None:
        self.shown.set([(i, self.label(i)) for i in range(len(self.lines))])

    def draw(self, c: Canvas) -> None:
        """A box over the bottom of the canvas, as wide as the canvas (nothing shows through)."""
        total = len(self.shown.rows(c.width - 3))  # wrapped rows, as the kit's menu counts them
        rows = min(ROWS, total)
        y0 = max(0, c.height - rows - 2)
        keys = (
            "1-9 or ↑↓ Enter"
            + (" · ←→ way to pay" if any(len(v) > 1 for v in self.lines) else "")
            + " · Esc close"
        )
        c.box(0, y0, c.width, rows + 2, f"{self.title} · {keys}", "bold")
        self.shown.draw(c, 1, y0 + 1, c.width - 2, rows)
        if total > rows:
            c.put(2, y0 + rows + 1, f" {len(self.lines)} choices, ↑↓ for more ", "bold")
