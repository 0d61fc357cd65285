"""The numbered choice menu over a Magnastorm view: one line per choice, where the ways to pay
for it (Kaysia free, plain, Idris, the colour of a P cube or a station fee) are variants of that
line, the default first; ←→ change the variant and Enter or the line's digit plays it.

A line may also be the exchange (`EXCHANGE`): when a paid choice waits for a 3-for-1 trade, the
menu says so and Enter on that line opens the exchange dialog.
"""

from __future__ import annotations

from magtui.games.magnastorm.actions import Act

EXCHANGE = "exchange"
ROWS = 8


def line_key(a) -> tuple:
    """What a menu line stands for: the verb and its arguments without payment modifiers."""
    if not isinstance(a, Act):
        return (a,)
    return (a.verb, *(x for x in a.args if x != "k" and ":" not in x))


class ChoiceMenu:
    def __init__(self, actions, title: str, waiting: list[str] | None = None) -> None:
        lines: dict[tuple, list] = {}
        for a in actions:
            lines.setdefault(line_key(a), []).append(a)
        self.lines = list(lines.values())
        if waiting:
            self.lines.append([EXCHANGE])
        self.waiting = waiting or []
        self.picks = [0] * len(self.lines)
        self.title = title
        self.index = 0

    def __len__(self) -> int:
        return len(self.lines)

    def choice(self, line: int | None = None):
        line = self.index if line is None else line
        return self.lines[line][self.picks[line]]

    def move(self, step: int) -> None:
        self.index = max(0, min(len(self.lines) - 1, self.index + step))

    def cycle(self, step: int) -> bool:
        """Next or previous way to pay on the current line; False when it has only one."""
        ways = len(self.lines[self.index])
        if ways < 2:
            return False
        self.picks[self.index] = (self.picks[self.index] + step) % ways
        return True

    def label(self, line: int, describe) -> str:
        a = self.choice(line)
        if a == EXCHANGE:
            more = f" (+{len(self.waiting) - 1} more)" if len(self.waiting) > 1 else ""
            return f"exchange 3 cubes for 1 first (x): then {self.waiting[0]} can be paid{more}"
        ways = len(self.lines[line])
        return describe(a) + (f"  ◂{self.picks[line] + 1}/{ways}▸" if ways > 1 else "")

    def draw(self, c, describe, cursor_style: str) -> None:
        """A box over the bottom of the canvas, as wide as the canvas (nothing shows through)."""
        rows = min(ROWS, len(self.lines))
        width = c.w
        y0 = max(1, c.h - rows - 2)
        first = max(0, min(self.index - rows // 2, len(self.lines) - rows))
        keys = "1-9 or ↑↓ Enter" + (" · ←→ way to pay" if any(len(v) > 1 for v in self.lines) else "") + " · Esc close"
        c.put(0, y0, ("┌ " + self.title + " · " + keys + " ")[: width - 1].ljust(width - 1, "─") + "┐", "bold")
        for k in range(rows):
            i = first + k
            mark = "»" if i == self.index else " "
            text = f"{mark}{i + 1:>2} {self.label(i, describe)}"
            c.put(0, y0 + 1 + k, "│" + text[: width - 2].ljust(width - 2) + "│", cursor_style if i == self.index else "")
        more = f" {len(self.lines)} choices, ↑↓ for more " if len(self.lines) > rows else ""
        c.put(0, y0 + rows + 1, "└" + more.ljust(width - 2, "─") + "┘")
