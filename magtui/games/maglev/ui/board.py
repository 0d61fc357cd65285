"""The Maglev board widget (design: screens.md §9): views 1–4 (map, player board, all boards,
bonus cards) named by Textual tabs and drawn on one canvas, the action menu drawn on it beside
what it asks about (menu.py), and the hex and space cursors (cursors.py).

One canvas serves the four views rather than a ContentSwitcher of four: from 160×48 views 1
and 2 share the screen (the big map beside the board), and a widget shown again by a switcher
is repainted whole on the next key (3.3 KB for a cursor move after each view switch, measured),
where one canvas sends only the cells that differ.

Keys: the common keys of every board come from Board. Arrows move what is on screen: the hex
cursor (TRACK, or looking at the map), the space cursor (placing passengers), or the open
menu's cursor. Enter opens the action menu or chooses; Esc/Backspace steps back (in TRACK it
finishes the action); a digit picks an entry of the open menu, and otherwise switches views
(1–4). Maglev's own keys: Tab (next `+` hex in TRACK, else the next player's board), r (turn
the ghost tile; the next colour to place; Free Reverse), x (remove an end tile), g b d (go,
stop, done while moving) and e (end the turn).

It draws from the game as the seat may see it (`self.seen.model`, the redacted model, with the
game's own helpers); the state itself never reaches it. Each key draws the canvas on screen
anew, and its view repaints only the cells that changed."""

from __future__ import annotations


from textual.binding import Binding
from textual.containers import Horizontal
from textual.content import Content
from textual.message import Message
from textual.widgets import Static, Tab, Tabs

from magtui.core.explanations import Focus
from magtui.games.maglev import data
from magtui.games.maglev.explain import focus_of
from magtui.games.maglev.hexmap import hex_text, parse_hex
from magtui.games.maglev.actions import Done, End, Lay, Lift
from magtui.games.maglev.ui.cursors import CursorsMixin
from magtui.games.maglev.ui.map import (
    MapGeometry,
    draw_map,
    draw_map_notes,
    draw_moons,
    draw_strip,
    hex_summary,
)
from magtui.games.maglev.ui.menu import MARK, ActionMenuMixin
from magtui.games.maglev.ui.panels import NARROW_WIDTH, draw_all_boards, draw_cards
from magtui.games.maglev.ui.playerboard import draw_player_view, space_cells
from magtui.games.maglev.rules import MaglevState
from magtui.games.maglev.ui.canvas import MaglevCanvas
from magtui.games.maglev.words import seat_label
from magtui.ui.board import Board
from magtui.ui.layouts import Layout
from magtui.ui.canvas import Canvas, fitting
from magtui.ui.choices import ChoiceMenu
from magtui.ui.grid_cursor import GridCursor

VIEWS = {1: "Map", 2: "Board", 3: "All boards", 4: "Cards"}
# The view where a decision is made (the others keep the view on screen).
DECISION_VIEWS = {
    "put": 2,
    "dropoff": 2,
    "adjust": 2,
    "move": 1,
    "cut": 1,
    "start": 1,
    "corner": 1,
    "face": 1,
}


class ViewTabs(Tabs, can_focus=False):
    """The tab line of the four views. A click asks the board for that view; the keys stay
    with the board, which marks the active tab itself."""

    class Picked(Message):
        def __init__(self, view: int) -> None:
            super().__init__()
            self.view = view

    def on_tab_clicked(self, event: Tab.Clicked) -> None:
        self.post_message(self.Picked(int(event.tab.id.removeprefix("tab-"))))


class MaglevBoard(CursorsMixin, ActionMenuMixin, Board):
    CSS_FILE = "board.tcss"
    # A seat alone at its terminal keeps its own view while the others act: its bonus cards
    # and draft decks (view 4), with nothing to choose.
    WAITING_SEAT = True
    # Tab, r and x are named by the cursor line when they apply, so that the key bar keeps the
    # frame's keys (undo, log, save, menu) at 80 columns. The common keys come from Board.
    # From 160×40 the big map and the player board share the screen.
    LAYOUTS = (Layout("roomy", 160, 40),)
    BINDINGS = [
        Binding("tab", "tab", "next", show=False),
        Binding("r", "shape", "shape/colour", show=False),
        Binding("x", "remove", "remove", show=False),
        Binding("e", "hot('e')", "", show=False),
        Binding("g", "hot('g')", "", show=False),
        Binding("b", "hot('b')", "", show=False),
        Binding("d", "hot('d')", "", show=False),
    ]

    def __init__(self, spec, glyphs, **kwargs) -> None:
        super().__init__(spec, glyphs, **kwargs)
        self.view = 1
        self.board_seat = 0
        self.menu_open = False
        self.menu_verb: str | None = None  # a main-menu category whose options are listed
        self.menu = ChoiceMenu()
        self.hexes: GridCursor = GridCursor()  # the map's cursor (looking, track building)
        self.shape = 0
        self._confirm_done = False
        self.spaces: GridCursor = (
            GridCursor()
        )  # the player board's cursor (placing, moving passengers)
        self.held: str | None = None  # Adjust: the space of the robot picked up
        self.colour_pick = 0
        self.position: MaglevState | None = None  # the game as `self.seen` shows it to the seat
        self.canvas_view = MaglevCanvas(id="mg-view")
        self.tabs = ViewTabs(
            *(Tab(Content(self._tab_label(n)), id=f"tab-{n}") for n in VIEWS), active="tab-1"
        )
        self.tab_note = Static("", id="mg-tab-note", markup=False)

    # ----- the frame's calls -------------------------------------------------------------
    def draw(self, view) -> None:
        # Not Board.draw: its layout pass would repaint the whole board; the canvas view
        # repaints only the cells that changed. The cursor line is said once a decision (in
        # `look`), so that a line the frame shows over the same decision (a refusal) stands.
        self._take(view)
        self.redraw()

    def look(self, view) -> None:
        new = self.decision_key(view) != self.decision_at
        super().look(view)
        if new and self.acting():
            self.hint(self._cursor_line())

    def _take(self, view) -> None:
        """The view on screen, with the cursors placed on its cells."""
        self.seen, self.seat = view, view.seat
        self.position = view.model
        self._place_cursors()

    def new_decision(self, view, before) -> None:
        first_look = before is None or before.seat != view.seat
        self._take(view)
        self.menu_verb, self.menu.cursor, self.shape = None, 0, 0
        self._confirm_done = False
        if not self.acting():  # the table's view, or a seat waiting for others: nothing to choose
            self.menu_open = False
            if first_look and self.seat is not None:
                self.board_seat = self.seat  # a waiting seat's own board first
            return
        self.board_seat = self.seat
        kind = self._kind()
        self.held, self.colour_pick = None, 0
        if self._board_mode():
            self.menu_open, self.view = False, 2
            self._aim_spaces()
        elif kind == "track":
            self.menu_open, self.view = False, 1
            self._aim_track()
        else:
            self.menu_open = kind != "main"
            self.view = DECISION_VIEWS.get(kind, self.view)

    def _kind(self) -> str:
        position = self.position
        if position.phase in ("draft", "extra", "corner"):
            return position.phase
        return "main" if position.pending is None else position.pending.kind

    def status(self) -> str | None:
        """The frame's status line, in the longest form that fits the screen: the map's name
        and the round go first; who acts, the decision and the units left always stay."""
        position = self.position
        if position is None or position.is_over():
            return None
        width = max(40, (self.size.width or 80) - 2)  # the frame pads the line by one each side
        place = "Moon" if position.mapname == "moon" else "Mars"
        if position.phase != "play":
            forms = [f"Maglev {place} · {self.seen.status}", self.seen.status]
        else:
            seat = position.current
            label, per_turn = (
                seat_label(position.names[seat], seat),
                position.actions_per_turn(seat),
            )
            step = max(1, min(position.actions_used + (position.pending is None), per_turn))
            detail = ""
            p = position.pending
            if p and p.spends_units:
                detail = f" · {p.left} unit{'s' if p.left != 1 else ''} left"
            elif p and p.kind == "move":
                detail = f" · {p.steps} step{'s' if p.steps != 1 else ''} left"
            who = f"{label} action {step} of {per_turn}"
            what = f": {position.decision_now()}{detail}"
            forms = [
                f"Maglev {place} R{position.round} · {who}{what}",
                f"{place} R{position.round} · {who}{what}",
                f"R{position.round} · {label} {step}/{per_turn}{what}",
            ]
        return fitting(forms, width)

    def _legal(self) -> tuple:
        return self.seen.actions if self.seen is not None else ()

    # ----- keys ------------------------------------------------------------------------------
    def check_action(self, action: str, parameters) -> bool | None:
        if self.position is None:
            return None
        kind = self._kind() if self.acting() else None
        if action == "shape":
            return kind == "track" or self._board_mode()
        if action == "remove":
            return kind == "track"
        if action == "tab":
            return kind == "track" or self.view == 2
        if action in ("choose", "back"):
            return self.acting()
        return True

    def digits_pick(self) -> bool:
        """True while a menu lists the seat's choices: its digits pick them, and no digit
        switches views (the tab line then names the views without their digits)."""
        return self.acting() and self.menu_open

    def digit_key(self, digit: int) -> None:
        """A digit picks the open menu's entry of that number; with no menu open, 1–4 switch
        views."""
        if self.digits_pick():
            self._menu_key(str(digit))
        elif digit in VIEWS:
            self._switch_view(digit)

    def _switch_view(self, view: int) -> None:
        self.view = view
        self.menu_open = False if self._kind() == "main" else self.menu_open
        self.redraw()

    def on_view_tabs_picked(self, message: ViewTabs.Picked) -> None:
        message.stop()
        if self.position is not None:
            self._switch_view(message.view)

    def action_hot(self, key: str) -> None:
        if not self.acting():
            return
        if key == "e" and self._kind() == "main":
            if End() in self._legal():
                self.choose(End())
            return
        self._menu_key(key)

    def choose_key(self) -> None:
        if not self.acting() or self.position is None:
            return
        kind = self._kind()
        wanted = 2 if self._board_mode() else 1 if kind == "track" else self.view
        if self.view != wanted:  # back to the view where this choice is made
            self.view = wanted
            self.redraw()
            return
        if self._board_mode():
            self._board_enter()
            return
        if kind == "track":
            ghost = self._ghost()
            if ghost is None:
                self.hint("No tile can go here; Tab jumps to a + hex, x removes an end tile.")
                return
            h, shape, ok = ghost
            if ok:
                self.choose(Lay(h, shape))
            else:
                self.hint(f"No tile there: {self._refusal(h, shape)}.")
            return
        if not self.menu_open:
            self.menu_open = True
            if self.view not in (1, 2):
                self.view = 1
            self.hint("Pick an action with its key, or ↑↓ and Enter · e ends the turn · Esc closes")
            self.redraw()
            return
        if self._sync_menu():
            self._pick()

    def back_key(self) -> None:
        if not self.acting() or self.position is None:
            return
        kind = self._kind()
        if kind == "track":
            left = self.position.pending.left
            if Done() in self._legal():
                if left and not self._confirm_done:
                    self._confirm_done = True
                    self.hint(
                        f"{left} unit{'s' if left > 1 else ''} left: Esc again finishes TRACK."
                    )
                    return
                self.choose(Done())
            else:
                self.hint("Build or remove a tile first (u takes the TRACK action back).")
            return
        if self._board_mode() and self.held is not None:
            self.held = None
        elif self._board_mode() and Done() not in self._legal():
            self.hint("Choose a space first: the passenger must go onto the board.")
        elif self.menu_verb is not None:
            self.menu_verb, self.menu.cursor = None, 0
        elif kind == "main":
            self.menu_open = False
        elif Done() in self._legal():
            self.choose(Done())
            return
        else:
            self.menu_open = not self.menu_open
        self.redraw()

    def cursor_key(self, direction: str) -> None:
        """The arrows move what is on screen: the hex cursor while building track, the space
        cursor while placing passengers, the open menu's cursor, or the hex cursor looking at
        the map."""
        if self.position is None:
            return
        track = self._kind() == "track" and self.acting()
        board_shown = self.view == 2 or (self.roomy and self.view == 1)
        map_shown = self.view == 1 or (self.roomy and self.view == 2)
        if track or (map_shown and not self.menu_open and not (board_shown and self._board_mode())):
            self._step_hexes(direction)
            self.hint(
                self._cursor_line()
                if track
                else hex_summary(self.position, self.hexes.at, self._line_width)
            )
        elif self._board_mode() and board_shown:
            self.spaces.move(direction)
            self.hint(self._cursor_line())
        elif self.menu_open and self._sync_menu():
            self.menu.move(1 if direction in ("down", "right") else -1)
        else:
            return
        self.redraw()

    def action_tab(self) -> None:
        if self.position is None:
            return
        if self._kind() == "track" and self.acting():
            self._place_hexes()
            if self.hexes.next_legal():
                self.shape = 0
                self.hint(self._cursor_line())
                self.redraw()
            return
        self.board_seat = (self.board_seat + 1) % self.position.num_players
        self.view = 2
        self.redraw()

    def action_shape(self) -> None:
        if not self.acting():
            return
        if self._board_mode():
            self.colour_pick += 1
            self._aim_spaces()
            self.hint(self._cursor_line())
            self.redraw()
            return
        if self._kind() == "track":
            self.shape += 1
            self.hint(self._cursor_line())
            self.redraw()
        else:
            self.action_hot("r")

    def action_remove(self) -> None:
        at = self.hexes.at
        if not self.acting() or self._kind() != "track" or at is None:
            return
        act = Lift(at)
        if act in self._legal():
            self.choose(act)
        elif at not in self.position.tiles[self.seat]:
            self.hint("None of your tiles is here.")
        else:
            self.hint(
                "Only an end tile (or loop tile) goes; the line must keep your train's station."
            )

    # ----- drawing --------------------------------------------------------------------------------
    def compose(self):
        with Horizontal(id="mg-tab-line"):
            yield self.tabs
            yield self.tab_note
        yield self.canvas_view

    @property
    def roomy(self) -> bool:
        return self.layout_step() == "roomy"

    def on_resize(self) -> None:
        if self.position is not None:
            self._place_cursors()
        self.redraw()

    def _map_geometry(self) -> MapGeometry:
        """The big map when its area has room for it, else the small one."""
        width = self.size.width - (NARROW_WIDTH if self.roomy else 0)
        geo = MapGeometry(self.position.mapname, top=1, big=True)
        if width < geo.width() or self.size.height - 1 < geo.height(self.position.hexmap.rows):
            geo = MapGeometry(self.position.mapname, top=1)
        return geo

    def _tab_label(self, view: int) -> str:
        """The view's tab: its digit and name, the name alone while a menu takes the digits
        (padded to the same width: the tab line keeps its layout)."""
        name = VIEWS[view] + (f" {'ABCD'[self.board_seat]}" if view == 2 else "")
        if self.marked == Focus("view", str(view)):
            name += f" {MARK}"
        offered = not self.digits_pick()
        label = f"{view} {name}" if offered else name
        label = f"[{label}]" if view == self.view else f" {label} "
        return label if offered else label + "  "

    def _show_tabs(self) -> None:
        """The tab line marking the view on screen, and whether the digits switch views."""
        for view in VIEWS:
            tab = self.tabs.query_one(f"#tab-{view}", Tab)
            label = self._tab_label(view)
            if tab.label.plain != label:
                tab.label = Content(label)
        if self.tabs.active != f"tab-{self.view}":
            self.tabs.active = f"tab-{self.view}"
        waiting = self.seat is not None and not self.acting() and not self.position.is_over()
        note = (
            "digits pick in the menu"
            if self.digits_pick()
            else "Tab: next player's board"
            if self.view == 2
            else "4: your bonus cards"
            if waiting and self.view != 4
            else ""
        )
        if str(self.tab_note.content) != note:
            self.tab_note.update(note, layout=False)

    def redraw(self) -> None:
        """Draw the view on screen anew; its canvas view repaints only the cells that changed.
        Called directly (never scheduled), so nothing runs after the board has left the screen."""
        width, height = self.size.width, self.size.height - 1  # under the tab line
        if not self.is_mounted or self.position is None or width <= 0 or height <= 0:
            return
        self._show_tabs()
        c = Canvas(width, height, self.glyphs)
        beside = self.roomy and self.view in (1, 2)
        under_notes = None
        if beside or self.view == 1:
            under_notes = self._draw_map(c)
        if beside or self.view == 2:
            self._draw_player_board(c, width - NARROW_WIDTH if beside else 0, beside)
        if self.view == 3:
            draw_all_boards(c, self.position, 0, 0)
        elif self.view == 4:
            draw_cards(c, self.position, self.seat, 0, 1)
        self._draw_menu(c, beside, under_notes)
        self.canvas_view.show(c)

    def _draw_map(self, c: Canvas) -> int | None:
        """The map; on the big map also the notes under it (returns the row under them)."""
        position = self.position
        geo = self._map_geometry()
        marks, ghost, cursor = set(), None, None
        kind = self._kind() if self.acting() else None
        if kind == "track":
            marks = set(self._track_targets())
            ghost, cursor = self._ghost(), self.hexes.at
        elif kind in ("cut", "start", "face"):
            marks = {a.at for a in self._legal()}
        elif kind == "corner":
            marks = {data.MOON["moonbase_corners"][a.letter] for a in self._legal()}
        if kind != "track" and not self.menu_open and not self._board_mode():
            cursor = self.hexes.at  # looking around the map: the cursor line lists a hex in full
        draw_map(c, position, geo, cursor, marks, ghost)
        marked = self.marked
        if marked is not None and marked.kind == "hex" and parse_hex(marked.key) != cursor:
            x, y = geo.centre(parse_hex(marked.key))
            half = geo.node_w // 2
            c.put(x - half - 1, y, MARK, "accent")
            c.put(x + half + 1, y, MARK, "accent")
        if geo.big:
            return draw_map_notes(c, position, geo.height(position.hexmap.rows) + 1)
        if position.mapname == "moon":
            draw_strip(c, position, geo.width() + 1, 0)
        else:
            draw_moons(c, position, geo)
        return None

    def _draw_player_board(self, c: Canvas, x: int, narrow: bool) -> None:
        mine = self.board_seat == self.seat and self._board_mode()
        draw_player_view(
            c,
            self.position,
            self.board_seat,
            x,
            narrow,
            set(self._board_targets()) if mine else (),
            self.spaces.at if mine else None,
            self.held if mine else None,
            others=narrow,
        )
        marked = self.marked
        if marked is not None and marked.kind == "space":
            shown, _, space = marked.key.rpartition(":")
            on_cursor = mine and space == self.spaces.at
            if int(shown or self.board_seat) == self.board_seat and not on_cursor:
                cx, y = space_cells(self.position.mapname, narrow)[space]
                c.put(x + cx - 1, y, MARK, "accent")
                c.put(x + cx + 1, y, MARK, "accent")

    def screen_text(self) -> str:
        """The visible text of the board: the tab line and the canvas on screen (for tests)."""
        tabs = " ".join(self._tab_label(view) for view in VIEWS)
        canvas = self.canvas_view.canvas
        return f"{tabs}  {self.tab_note.content}\n" + (canvas.text() if canvas is not None else "")

    # ----- learning: the element under the cursor ----------------------------------------------
    def under_cursor(self) -> Focus | None:
        """The open menu's entry, else the board space or hex under the cursor on screen, else
        the view itself (views 2-4 have no cursor outside a placement)."""
        if self.position is None:
            return None
        if self._sync_menu():
            return focus_of(self._menu_entries()[self.menu.cursor][3])
        board_shown = self.view == 2 or (self.roomy and self.view == 1)
        if self._board_mode() and board_shown and self.spaces.at is not None:
            return Focus("space", f"{self.board_seat}:{self.spaces.at}")
        map_shown = self.view == 1 or (self.roomy and self.view == 2)
        if map_shown and self.hexes.at is not None:
            return Focus("hex", hex_text(self.hexes.at))
        return Focus("view", str(self.view))

    def cursor_row(self) -> int | None:
        focus = self.under_cursor()
        kind = focus.kind if focus else None
        if kind == "space":
            return self.spaces.cells[self.spaces.at][1] + 1  # under the tab line
        if kind == "hex" and not self._sync_menu():
            return self._map_geometry().centre(self.hexes.at)[1] + 1
        return None

    def point_at(self, action) -> bool:
        """The cursor (and the menu, the colour or the robot held) set so that the usual key
        makes `action`: Enter, x for a tile to remove, Esc to finish TRACK or a placement."""
        if self.position is None or not self.acting() or action not in self._legal():
            return False
        if self._board_mode():
            self._point_on_board(action)
        elif self._kind() == "track":
            self._point_on_map(action)
        else:
            self._point_in_menu(action)
        self.hint(self._cursor_line())
        self.redraw()
        return True

    def _point_in_menu(self, action) -> None:
        self.menu_open, self.menu_verb = True, None
        if self.view not in (1, 2):
            self.view = 1
        self._sync_menu()
        if action not in self.menu.values:  # a main action: its row of the menu, then its choices
            if sum(1 for a in self._legal() if a.verb == action.verb) == 1:
                self.menu.cursor = self.menu.values.index(action.verb)
                return
            self.menu_verb = action.verb
            self._sync_menu()
        self.menu.cursor = self.menu.values.index(action)

    def mark(self, focus: Focus | None) -> None:
        self.marked = focus
        self.redraw()

    # ----- help -----------------------------------------------------------------------------------
    def key_help(self) -> list[tuple[str, str]]:
        return [
            (
                "1 2 3 4",
                "views: map, player board, all boards, your bonus cards (in a menu: its entries)",
            ),
            ("Enter", "open the action menu / choose"),
            ("Esc Bksp", "back; in TRACK: finish the action"),
            ("↑↓ / j k", "move in the menu; on the map: move the hex cursor"),
            ("←→ / h l", "move the hex cursor"),
            ("Tab", "TRACK: next hex that can take a tile; board view: next player's board"),
            ("r", "TRACK: turn the ghost tile to its next shape; Move: turn (Free Reverse)"),
            ("x", "TRACK: remove the end tile under the cursor"),
            ("b g d", "Move: stop (Free Brakes) / go on / done"),
            ("e", "end the turn"),
        ]

    def legend(self) -> str:
        return "\n".join(
            [
                "F W L O S E U  Factory Warehouse Lab Office Store Embassy Studio, then who waits",
                "(sg)  empty station space, s and g waiting    MAc  A's Moonbase, c waiting",
                "(5)  how many wait, where their letters do not fit    ×  closed",
                "LP  Mars launch pad    ~ = canyons (cost 2, 3)    "
                "┆  the Mars seam (wraps east–west)",
                "A B C D  players' track in a hex; ── / \\ join sides    "
                "A→ a train and its facing, A○ out",
                "AB on a connector: the lines using it, where lines share a hex (3= : three lines)",
                "+ (reverse)  a hex that can take a tile    [a] the ghost tile    »x«  the cursor",
                "Board: [g] filled · g empty, takes g (* any robot, + any commuter) · <g> legal",
                "Passengers: s g c steel gold copper robots · "
                "p l r u pink lilac coral purple commuters",
            ]
        )
