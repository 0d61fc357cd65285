"""The board's side of learning: the element under the cursor (explain.py words it), the hint's
move put under the cursor, and a lesson's mark.

Mixed into the board: it reads the board's cursors (the disc, the hand, the menu, the offer)
and the rows `Screens` painted them on.
"""

from __future__ import annotations

from magtui.core.explanations import Focus
from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.ui.canvas import Canvas

MARK = "◆"  # a lesson's "look here", drawn beside the element in the accent style


class Learning:
    def under_cursor(self) -> Focus | None:
        seen = self.seen
        if seen is None or seen.over or self.showing_joust() or self.showing_reveal():
            return None
        mode = self.mode()
        if mode in ("table", "place"):
            return (
                Focus("character", self.disc.at) if mode == "place" or self.table_cursor else None
            )
        if mode == "contribute":
            return Focus("colour", D.COLOURS[self.hand.at])
        if mode in ("tax", "joust"):
            return Focus("offer", mode)
        items = self.items()
        if not items:
            return None
        return self._item_focus(items[min(self.menu.cursor, len(items) - 1)][1])

    def _item_focus(self, value) -> Focus:
        """The element a numbered choice stands for."""
        kind, what = value
        if kind == "option":
            return Focus("option", f"{self.seen.model.placed[self.seat]} {what}")
        if kind == "target":
            return Focus("player", str(what + 1))
        if isinstance(what, A.Side):
            return Focus("side", what.side)
        if isinstance(what, A.Seen):
            if self.mode() == "advisor":
                return Focus("advisor", self.seen.model.advisors[self.seat][-1])
            return Focus("inspection")
        if what.colour is not None:
            return Focus("colour", D.COLOURS[what.colour])
        return Focus("option", f"{what.character} {what.option}")

    def cursor_row(self) -> int | None:
        if self.under_cursor() is None:
            return None
        mode = self.mode()
        if mode in ("table", "place"):
            return self.disc.cells.get(self.disc.at, (0, None))[1]
        if mode == "contribute":
            return self.hand.cells.get(self.hand.at, (0, None))[1]
        if mode in ("tax", "joust"):
            return self.choice_top + 1
        return self.choice_top + 1 + self._menu_row(self.menu.cursor)

    def _menu_row(self, index: int) -> int:
        rows = self.menu.rows(self.menu_width)
        return next((r for r, (i, _, _) in enumerate(rows) if i == index), 0)

    # ----- the hint's highlight ---------------------------------------------------------------
    def point_at(self, action) -> bool:
        mode = self.mode()
        if mode == "table" or action not in self.seen.actions:
            return False
        if isinstance(action, A.Place):
            self.disc.at = action.character
        elif isinstance(action, A.Add):
            self.aside = [action.cards.count(c) for c in range(6)]
            self.hand.at = action.cards[-1] if action.cards else self.hand.at
        elif isinstance(action, (A.Offer, A.JoustOffer)):
            self.count = action.count
        elif not self._point_menu(action):
            return False
        self.tell_key_words()
        self.redraw()
        return True

    def _point_menu(self, action) -> bool:
        """Pick the option and target that lead to `action` and put the menu's cursor on the
        entry whose Enter makes it (the same steps the keys take, _pick)."""
        steps = [{}]
        if isinstance(action, A.Use):
            steps += [{"option": action.option}, {"option": action.option, "target": action.target}]
        for picks in steps:
            self.picks = {k: v for k, v in picks.items() if v is not None}
            items = self.items()
            # The menu's entries now, so that the next paint keeps the cursor where it is put.
            self.menu.set([(value, label) for label, value, _ in items])
            for index, (_, value, reason) in enumerate(items):
                if not reason and self._leads_to(value, action):
                    self.menu.cursor = index
                    return True
        self.picks = {}
        return False

    def _leads_to(self, value, action) -> bool:
        kind, what = value
        if kind == "act":
            return what == action
        if kind == "option":
            chosen = [a for a in self.seen.actions if a.option == what]
            return chosen == [action] and action.target is None and action.colour is None
        if kind == "target":
            chosen = [a for a in self._picked() if a.target == what]
            return chosen == [action]
        return False

    # ----- a lesson's mark --------------------------------------------------------------------
    def mark(self, focus: Focus | None) -> None:
        self.marked = focus
        self.redraw()  # the board paints its canvas itself

    def draw_mark(self, canvas: Canvas, left_w: int) -> None:
        """The mark beside the marked element, where the screen shows it."""
        focus, mode = self.marked, self.mode()
        if focus is None or self.showing_joust() or self.showing_reveal():
            return
        if focus.kind == "track":
            for y in range(canvas.height):
                for x in (0, left_w + 1):
                    if canvas.row_text(y)[x : x + 2] == f"{focus.key} ":
                        canvas.put(x + 1, y, MARK, "accent")
            return
        if mode in ("table", "place"):
            if focus.kind == "character" and focus.key in self.disc.cells:
                x, y = self.disc.cells[focus.key]
                canvas.put(x - 1, y, MARK, "accent")  # on the space's corner
            return
        if mode == "contribute" and focus.kind == "colour":
            x, y = self.hand.cells[D.COLOURS.index(focus.key)]
            canvas.put(x + 1, y, MARK, "accent")
        elif mode in ("tax", "joust") and focus == Focus("offer", mode):
            canvas.put(0, self.choice_top + 1, MARK, "accent")
        else:
            for index, (_, value, _) in enumerate(self.items()):
                if self._item_focus(value) == focus:
                    canvas.put(1, self.choice_top + 1 + self._menu_row(index), MARK, "accent")
