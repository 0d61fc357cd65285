"""A plain board for any game: the legal choices as a numbered list.

Used when a game has no board widget of its own, and as a fallback if its widget fails to load.
It draws from the seat's view alone (never the state), the model for every game's board.
"""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding

from magtui.core.explanations import Focus
from magtui.ui.board import Board


class ChoiceBoard(Board):
    BINDINGS = [
        Binding("up,k", "move(-1)", "up", show=False),
        Binding("down,j", "move(1)", "down", show=False),
        Binding("enter,space", "pick", "choose"),
    ]

    cursor = 0

    def new_decision(self, view, before) -> None:
        self.cursor = 0

    def _choices(self) -> tuple:
        return self.seen.choices if self.seen is not None else ()

    def render(self) -> Text:
        text = Text()
        choices = self._choices()
        if not choices:
            text.append("Waiting…" if self.seen and not self.seen.over else "")
            return text
        height = max(1, self.size.height)
        first = self._first_row()
        for i, (_, label) in enumerate(choices[first : first + height], start=first):
            # The cursor, or the choice a lesson points at (a mark of its own, not a colour).
            marked = self.marked == Focus("action", str(choices[i][0]))
            mark = "»" if i == self.cursor else "›" if marked else " "
            line = self.glyphs.text(f"{mark} {i + 1:>3}  {label}\n")
            text.append(line, style="reverse" if i == self.cursor else "")
        return text

    def _first_row(self) -> int:
        """The first choice in sight: the list scrolls to keep the cursor in the middle."""
        height = max(1, self.size.height)
        return max(0, min(self.cursor - height // 2, len(self._choices()) - height))

    def under_cursor(self) -> Focus | None:
        """The highlighted choice: the game explains its action."""
        choices = self._choices()
        return Focus("action", str(choices[self.cursor][0])) if choices else None

    def cursor_row(self) -> int | None:
        return self.cursor - self._first_row() if self._choices() else None

    def action_move(self, delta: int) -> None:
        choices = self._choices()
        if choices:
            self.cursor = (self.cursor + delta) % len(choices)
            self.refresh()

    def point_at(self, action) -> bool:
        actions = [choice for choice, _ in self._choices()]
        if action not in actions:
            return False
        self.cursor = actions.index(action)
        self.refresh()
        return True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.acting() if action == "pick" else super().check_action(action, parameters)

    def action_pick(self) -> None:
        choices = self._choices()
        if choices:
            self.choose(choices[self.cursor][0])

    def key_help(self) -> list[tuple[str, str]]:
        return [("↑↓ / j k", "move through the choices"), ("Enter", "choose")]
