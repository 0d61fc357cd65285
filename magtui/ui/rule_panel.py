"""The rule under the cursor: `/` explains the board element (or menu choice) under the cursor.

The board names the element (`Board.under_cursor()`); the game's `explain` turns it into what it is,
its state in words and the rule's anchor, from the model as the seat on screen sees it (the
table's view for seat None), so it never tells what that seat may not know. The panel lies
over the board on the side of the cursor's row that has more room, so the element itself stays
in sight, and closes on `/`, Esc or any of the board's keys (which then act as usual).
"""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Static

from magtui.core.explanations import Explanation, rule_quote
from magtui.ui.frame_lines import rows_of

NOTHING_HERE = "Nothing under the cursor to explain here."


def panel_text(explanation: Explanation, summary: str, glyphs) -> Text:
    """What the panel shows: the element in bold, its state, the rule quoted (plain text,
    never markup)."""
    text = Text(glyphs.text(explanation.what), style="bold")
    text.append("\n" + glyphs.text(explanation.state))
    quote = rule_quote(summary, explanation.rule)
    if quote:
        text.append("\n" + glyphs.text(f"Rule: {quote}"), style="italic")
    return text


def placement(top: int, height: int, cursor_row: int | None, needed: int) -> tuple[int, int]:
    """(first row, rows) of the panel over a board whose rows are `top`…`top+height-1`: on
    the side of the cursor's row with more room, never on that row; at the bottom when the
    board does not know its cursor's row."""
    if cursor_row is None:
        rows = min(needed, height)
        return top + height - rows, rows
    above, below = cursor_row, height - cursor_row - 1
    if below >= above:
        rows = min(needed, below)
        return top + height - rows, rows
    return top, min(needed, above)


class RulePanel(Static):
    """The explanation, framed, over the board (mounted on the game screen when first used)."""

    DEFAULT_CSS = """
    RulePanel {
        overlay: screen;
        position: absolute;
        border: round $accent;
        padding: 0 1;
        background: $panel;
        display: none;
    }
    """
    GUTTER = 2  # the border's rows and columns


class RuleUnderCursor:
    """The game frame's part for `/` (mixed into GameScreen)."""

    RULE_BINDINGS = [
        Binding("slash", "rule", "rule", key_display="/"),
        # Esc closes the panel before the board sees it (as `back` it would undo a choice).
        Binding("escape", "close_rule", "close", show=False, priority=True),
    ]

    def rule_panel(self) -> RulePanel:
        panels = self.query(RulePanel)
        if panels:
            return panels.first()
        panel = RulePanel(id="rule-panel")
        self.mount(panel)
        return panel

    def rule_open(self) -> bool:
        panels = self.query(RulePanel)
        return bool(panels) and panels.first().display

    def close_rule(self) -> None:
        if self.rule_open():
            self.query_one(RulePanel).display = False
            self.refresh_bindings()

    def action_close_rule(self) -> None:
        self.close_rule()

    def action_rule(self) -> None:
        if self.rule_open():
            self.close_rule()
            return
        board, spec = self.board, self.session.spec
        focus = board.under_cursor() if board.seen is not None else None
        if focus is None or spec.explain is None:
            self._hint(NOTHING_HERE)
            return
        try:
            explanation = spec.explain(board.seen.model, board.seat, focus)
            text = panel_text(explanation, spec.rules_summary, self.glyphs)
        except Exception as exc:  # a game's bug: said in one line, the game goes on
            from magtui.ui.game_screen import crash_note

            self._hint(crash_note(exc), error=True)
            return
        self.show_rule(text)

    def show_rule(self, text: Text) -> None:
        panel, region = self.rule_panel(), self.board.region
        width = max(1, region.width - RulePanel.GUTTER - 2)  # less the border and the padding
        needed = sum(rows_of(line, width) for line in text.plain.split("\n")) + RulePanel.GUTTER
        top, rows = placement(region.y, region.height, self.board.cursor_row(), needed)
        panel.update(text)
        panel.styles.offset = (region.x, top)
        panel.styles.width = region.width
        panel.styles.height = max(rows, RulePanel.GUTTER + 1)
        panel.display = True
        self.refresh_bindings()
