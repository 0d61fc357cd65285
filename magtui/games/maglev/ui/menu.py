"""The action menu of the Maglev board: the main actions, or the choices of the running decision,
as the kit's numbered ChoiceMenu framed on the canvas, beside what it asks about (screens.md §9:
Enter opens the action menu; an action that cannot run now is greyed out, with the reason)."""

from __future__ import annotations

from magtui.games.maglev import data
from magtui.games.maglev.actions import Action, Corner, LaunchMoon, LaunchPad
from magtui.games.maglev.explain import focus_of
from magtui.games.maglev.ui.panels import NARROW_WIDTH
from magtui.ui.canvas import Canvas

MAIN_ITEMS = (
    ("1", "Track", "track"),
    ("2", "Move", "move"),
    ("3", "Pick up", "pickup"),
    ("4", "Drop off", "dropoff"),
    ("5", "Refill", "refill"),
    ("6", "Adjust", "adjust"),
    ("7", "Build station", "build"),
    ("8", "Move backwards", "back"),
    ("9", "Launch", "launch"),
    ("e", "End the turn", "end"),
)
ACTION_NAMES = {
    verb: label.upper() for _, label, verb in MAIN_ITEMS
}  # as the player board names them
HOTKEYS = {"go": "g", "stop": "b", "turn": "r", "done": "d"}
MENU_WIDTH = 24  # the narrowest menu
MARK = "!"  # beside what a lesson asks the player to look at (drawn in the accent style)


class ActionMenuMixin:
    """The board's open menu (`menu`, a ChoiceMenu): its entries from the seat's choices, what a
    pick does, and where the menu is drawn."""

    def _menu_entries(self) -> list[tuple[str, str, bool, object]]:
        """(key, label, enabled, action or category) of the open menu; "" for a numbered key."""
        legal = self._legal()
        if self._kind() == "main" and self.menu_verb is None:
            verbs = {a.verb for a in legal}
            return [
                (key, label, verb in verbs, verb)
                for key, label, verb in MAIN_ITEMS
                if verb not in ("back", "launch") or self.position.mapname == "mars"
            ]
        return [
            (HOTKEYS.get(a.verb, ""), label, True, a)
            for a, label in self.seen.choices
            if self.menu_verb is None or a.verb == self.menu_verb
        ]

    def _sync_menu(self) -> bool:
        """The menu's entries from the seat's choices now; False when no menu is open."""
        entries = self._menu_entries() if self.menu_open and self.acting() else []
        marked = [
            self.marked is not None and focus_of(target) == self.marked for *_, target in entries
        ]
        self.menu.set(
            [
                (target, f"{label} {MARK}" if flag else label)
                for (_, label, _, target), flag in zip(entries, marked)
            ],
            keys=[key for key, *_ in entries],
            enabled=[enabled for _, _, enabled, _ in entries],
        )
        return bool(entries)

    def _menu_key(self, key: str) -> bool:
        """Pick the entry of the open menu whose key is `key`; False when none has it."""
        if not self._sync_menu() or self.menu.by_key(key) is None:
            return False
        self._pick()
        return True

    def _pick(self) -> None:
        """Choose the menu's entry under its cursor: an action, or a category of them."""
        _, label, enabled, target = self._menu_entries()[self.menu.cursor]
        if not enabled:
            self.hint(f"{label}: {self._why_disabled(target)}")
            return
        if isinstance(target, Action):
            self.choose(target)
            return
        options = [a for a in self._legal() if a.verb == target]
        if len(options) == 1:
            self.choose(options[0])
            return
        self.menu_verb, self.menu.cursor = target, 0
        what = (
            "units"
            if target in ("track", "move", "pickup", "dropoff", "refill", "adjust", "back")
            else "choice"
        )
        self.hint(
            f"{ACTION_NAMES[target]}: pick the {what} with a digit, or ↑↓ and Enter · Esc back"
        )
        self.redraw()

    def _why_disabled(self, verb: str) -> str:
        position, seat = self.position, self.seat
        board = position.boards[seat]
        if position.actions_used >= position.actions_per_turn(seat) and verb != "end":
            return "no actions left this turn"
        if verb == "build" and not board["station"]:
            return "no robot on BUILD STATION"
        if verb == "back" and not board["ext1"]:
            return "no robot on MOVE BACKWARDS"
        if verb == "launch" and not board["ext2"]:
            return "no robot on LAUNCH"
        if verb == "launch":
            return "only from the launch pad, Phobos or Deimos"
        return "it would change nothing now"

    # ----- drawing -------------------------------------------------------------------------
    def _draw_menu(self, c: Canvas, beside_board: bool, under_notes: int | None = None) -> None:
        """The open menu framed on `c`: under the big map when the board stands beside it (under
        the notes there where it fits, else under their first line, the legend), else where it
        covers no hex it asks about (nor the train)."""
        if not self._sync_menu():
            return
        title = (
            self.position.decision_now()
            if self.menu_verb is None
            else f"{ACTION_NAMES[self.menu_verb]}: choose"
        )
        # wide enough for the title and every label (a card text in full), never wider than the
        # screen, and no wider: a narrow menu finds room beside what it asks about
        width = min(max(MENU_WIDTH, len(title) + 6, max(map(len, self.menu.labels)) + 7), c.width)
        height = len(self.menu.rows(width - 3)) + 2
        if beside_board:
            under_legend = self._map_geometry().height(self.position.hexmap.rows) + 2
            fits = under_notes is not None and under_notes + height <= c.height
            x, y = c.width - NARROW_WIDTH - width, under_notes if fits else under_legend
        else:
            x, y = self._menu_spot(c, width, height)
        height = min(height, max(3, c.height - y))
        c.box(x, y, width, height, title[: width - 6])
        self.menu.draw(c, x + 1, y + 1, width - 2, height - 2)

    def _menu_spot(self, c: Canvas, width: int, height: int) -> tuple[int, int]:
        """The menu's top-left corner: top right unless that covers a hex the menu asks about
        (or the train); then top left, bottom right and left, middle right and left; then any
        row at the right or left edge; where every place covers some, the one covering fewest."""
        right, low, middle = (
            max(0, c.width - width),
            max(0, c.height - height),
            max(0, (c.height - height) // 2),
        )
        cells = self._menu_target_cells() if self.view == 1 else []
        spots = [(right, 0), (0, 0), (right, low), (0, low), (right, middle), (0, middle)]
        spots += [(x0, y0) for y0 in range(low + 1) for x0 in (right, 0)]
        covered = [
            sum(x0 <= x < x0 + width and y0 <= y < y0 + height for x, y in cells)
            for x0, y0 in spots
        ]
        return spots[covered.index(min(covered))]

    def _menu_target_cells(self) -> list[tuple[int, int]]:
        """Canvas cells of the hexes the open menu's choices name, and of the train."""
        position = self.position
        hexes = set()
        at = position.trains[self.seat].at if position.phase == "play" else None
        if at in position.hexmap.cost:
            hexes.add(at)
        for target in self.menu.values:
            if isinstance(target, Corner):
                hexes.add(data.MOON["moonbase_corners"][target.letter])
            elif isinstance(target, (LaunchMoon, LaunchPad)):
                hexes.add(data.MARS["launch_pad"])
            elif isinstance(getattr(target, "at", None), tuple):
                hexes.add(target.at)
        geo = self._map_geometry()
        half = geo.node_w // 2 + 1
        cells = []
        for h in hexes:
            cx, cy = geo.centre(h)
            cells += [(x, y) for x in range(cx - half, cx + half + 1) for y in (cy - 1, cy, cy + 1)]
        return cells
