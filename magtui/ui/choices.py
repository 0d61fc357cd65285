"""A numbered list of choices that a board draws on its canvas and drives with the common keys.

Up and down move, a digit picks the numbered entry, Enter picks the one under the cursor. An
entry may have a key of its own instead of its number (a letter the board binds), and may be
shown dim: offered, but not available now (the board says why when it is chosen). Long labels
wrap onto further rows, indented, and are never cut; when the list is taller than its box it
scrolls so the cursor stays in sight, with ↑/↓ marks saying more lies beyond.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from magtui.ui.canvas import Canvas, wrapped


@dataclass
class ChoiceMenu:
    labels: list[str] = field(default_factory=list)
    values: list[Any] = field(default_factory=list)
    cursor: int = 0
    title: str = ""
    keys: list[str] = field(default_factory=list)  # an entry's own key; "" (or none) for its number
    enabled: list[bool] = field(default_factory=list)  # False: drawn dim; none given: all enabled

    def set(
        self,
        choices: Sequence[tuple[Any, str]],
        title: str = "",
        keys: Sequence[str] = (),
        enabled: Sequence[bool] = (),
    ) -> None:
        """New choices, as (value, label), with optional keys of their own and availability;
        the cursor stays on the same value when it can."""
        current = self.values[self.cursor] if self.values else None
        self.values = [value for value, _ in choices]
        self.labels = [label for _, label in choices]
        self.title = title
        self.keys, self.enabled = list(keys), list(enabled)
        self.cursor = self.values.index(current) if current in self.values else 0

    def __len__(self) -> int:
        return len(self.values)

    def move(self, step: int) -> None:
        if self.values:
            self.cursor = (self.cursor + step) % len(self.values)

    @property
    def current(self) -> Any:
        return self.values[self.cursor] if self.values else None

    def key(self, index: int) -> str:
        """The key of entry `index`: its own, else its number (1–9, 0 for the tenth, then none)."""
        if index < len(self.keys) and self.keys[index]:
            return self.keys[index]
        return str(index + 1) if index < 9 else ("0" if index == 9 else "")

    def is_enabled(self, index: int) -> bool:
        return index >= len(self.enabled) or self.enabled[index]

    def by_key(self, key: str) -> Any:
        """The value of the entry whose key is `key`, moving the cursor there; None if none."""
        for index in range(len(self.values)):
            if self.key(index) == key:
                self.cursor = index
                return self.values[index]
        return None

    def by_digit(self, digit: int) -> Any:
        """The value numbered `digit` (1–9, 0 for the tenth), moving the cursor there; None if
        none."""
        return self.by_key(str(digit))

    def rows(self, width: int) -> list[tuple[int, bool, str]]:
        """(entry index, its first row?, text) for every row the entries take at `width` columns."""
        out = []
        for i, label in enumerate(self.labels):
            number = f"{self.key(i):>2} "
            lines = wrapped(label, max(8, width - 4), indent=0)
            out.append((i, True, f"{number}{lines[0]}"))
            out.extend((i, False, f"   {more}") for more in lines[1:])
        return out

    def draw(
        self,
        canvas: Canvas,
        x: int,
        y: int,
        width: int,
        height: int,
        cursor_style: str = "cursor",
        mark: str = "▸",
        entry_style: str = "",
    ) -> None:
        """Draw the entries into the box (x, y, width, height), the cursor's entry marked; the
        others in `entry_style` (a menu of legal choices only may draw them all as "legal"), or
        dim where they are not enabled."""
        if height <= 0 or width <= 0:
            return
        top = 0
        if self.title:
            canvas.put(x, y, self.title[:width], "heading")
            y, height = y + 1, height - 1
        rows = self.rows(width - 1)
        mine = [r for r, (i, _, _) in enumerate(rows) if i == self.cursor]
        if len(rows) > height and mine:
            top = max(0, min(mine[0] - height // 3, len(rows) - height))
        for r in range(top, min(len(rows), top + height)):
            index, first, text = rows[r]
            here = index == self.cursor
            style = cursor_style if here else entry_style if self.is_enabled(index) else "dim"
            canvas.put(x, y + r - top, (mark if here and first else " ") + text, style)
        if top > 0:
            canvas.put(x + width - 1, y, "↑", "dim")
        if top + height < len(rows):
            canvas.put(x + width - 1, y + height - 1, "↓", "dim")
