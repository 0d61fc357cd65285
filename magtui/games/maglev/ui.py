"""The Maglev board widget: map, player board, all boards and cards as views 1–4, an action
menu, and the cursors of ui_cursors.py (design: screens.md §9). It draws from the seat's view
alone (`self.seen`), read into a `Scene`; the state never reaches it."""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.containers import Horizontal

from magtui.games.maglev import data
from magtui.games.maglev.actions import Act
from magtui.games.maglev.hexmap import hex_text, parse_hex
from magtui.games.maglev.ui_canvas import Canvas
from magtui.games.maglev.ui_pane import CanvasPane
from magtui.games.maglev.ui_cursors import CursorsMixin
from magtui.games.maglev.ui_map import (MapGeometry, draw_map, draw_map_notes, draw_moons, draw_strip,
                                        hex_summary)
from magtui.games.maglev.ui_panels import NARROW_WIDTH, draw_all_boards, draw_cards, draw_menu
from magtui.games.maglev.ui_playerboard import PlayerBoardView, space_positions, step
from magtui.games.maglev.ui_scene import Scene
from magtui.games.maglev.words import seat_label
from magtui.ui.board import Board

VIEWS = {1: "Map", 2: "Board", 3: "All boards", 4: "Cards"}
MAIN_ITEMS = (("1", "Track", "track"), ("2", "Move", "move"), ("3", "Pick up", "pickup"),
              ("4", "Drop off", "dropoff"), ("5", "Refill", "refill"), ("6", "Adjust", "adjust"),
              ("7", "Build station", "build"), ("8", "Move backwards", "back"), ("9", "Launch", "launch"),
              ("e", "End the turn", "end"))
HOTKEYS = {"go": "g", "stop": "b", "turn": "r", "done": "d"}
BOARD_KINDS = ("put", "dropoff", "adjust")
MENU_WIDTH = 46  # the narrowest action menu


class Pane(CanvasPane):
    """A drawn area of the board; its owner says what to draw."""

    def __init__(self, owner, draw, **kwargs) -> None:
        super().__init__(owner.glyphs, **kwargs)
        self.owner, self.draw_on = owner, draw

    def draw(self, canvas: Canvas) -> None:
        if self.owner.scene is not None:
            self.draw_on(canvas)


class GameBoard(CursorsMixin, Board):
    DEFAULT_CSS = """
    GameBoard { layers: base menu; }
    GameBoard #mg-tabs { height: 1; }
    GameBoard #mg-body { height: 1fr; }
    GameBoard .mg-pane { width: 1fr; height: 1fr; }
    GameBoard #mg-menu { layer: menu; dock: right; width: 46; margin: 1 0 0 0; }
    """
    BINDINGS = [
        Binding("enter,space", "choose", "choose"),
        Binding("escape,backspace", "back", "back"),
        Binding("up,k", "arrow(0,-1)", "up", show=False),
        Binding("down,j", "arrow(0,1)", "down", show=False),
        Binding("left,h", "arrow(-1,0)", "left", show=False),
        Binding("right,l", "arrow(1,0)", "right", show=False),
        # Tab, r and x are named by the cursor line when they apply, so that the footer keeps the
        # frame's keys (undo, log, save, menu) at 80 columns.
        Binding("tab", "tab", "next", show=False),
        Binding("r", "shape", "shape/colour", show=False),
        Binding("x", "remove", "remove", show=False),
        Binding("1", "digit(1)", "views", key_display="1-4"),
        Binding("2", "digit(2)", "", show=False),
        Binding("3", "digit(3)", "", show=False),
        Binding("4", "digit(4)", "", show=False),
        Binding("5", "digit(5)", "", show=False),
        Binding("6", "digit(6)", "", show=False),
        Binding("7", "digit(7)", "", show=False),
        Binding("8", "digit(8)", "", show=False),
        Binding("9", "digit(9)", "", show=False),
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
        self.menu_cursor = 0
        self.cursor = None  # map cursor hex (track building)
        self.shape = 0
        self._decision_key = None
        self._confirm_done = False
        self.space_cursor: str | None = None  # player-board cursor (placing and moving passengers)
        self.held: str | None = None  # Adjust: the space of the robot picked up
        self.colour_pick = 0
        self.scene: Scene | None = None  # `self.seen`'s view, read for drawing
        self._refusals: dict = {}  # (hex, shape) -> the engine's reason, for this view

    # ----- the frame's calls -------------------------------------------------------------
    def draw(self, view) -> None:
        self.seen, self.seat = view, view.seat
        self.scene = Scene.of(view.view)
        self._refusals = {}
        key = (view.move, view.seat)
        if key != self._decision_key:
            self._decision_key = key
            self._new_decision()
        self.redraw()
        if view.seat is not None:
            self.hint(self._cursor_line())

    def _new_decision(self) -> None:
        self.menu_verb, self.menu_cursor, self.shape = None, 0, 0
        self._confirm_done = False
        if self.seat is None:
            self.menu_open = False
            return
        self.board_seat = self.seat
        kind = self._kind()
        self.held, self.colour_pick = None, 0
        if self._board_mode():
            self.menu_open, self.view = False, 2
            targets = self._board_targets()
            if self.space_cursor not in targets:
                self.space_cursor = targets[0] if targets else None
            return
        if kind == "track":
            self.menu_open = False
            self.view = 1
            ends = self._track_targets()
            if self.cursor not in ends and ends:
                self.cursor = self._next_track_hex(ends)
        else:
            self.menu_open = kind != "main"
            if kind in BOARD_KINDS:
                self.view = 2
            elif kind in ("move", "cut", "start", "corner", "face"):
                self.view = 1

    def _kind(self) -> str:
        scene = self.scene
        if scene.phase in ("draft", "extra", "corner"):
            return scene.phase
        return "main" if scene.pending is None else scene.pending["kind"]

    def status(self) -> str | None:
        """The frame's status line, in the longest form that fits the screen: the map's name
        and the round go first; who acts, the decision and the units left always stay."""
        scene = self.scene
        if scene is None or scene.over:
            return None
        width = max(40, (self.size.width or 80) - 2)  # the frame pads the line by one each side
        place = "Moon" if scene.mapname == "moon" else "Mars"
        if scene.phase != "play":
            forms = [f"Maglev {place} · {self.seen.status}", self.seen.status]
        else:
            seat = scene.current
            label, per_turn = seat_label(scene.names[seat], seat), scene.actions_per_turn(seat)
            step = max(1, min(scene.actions_used + (scene.pending is None), per_turn))
            detail = ""
            p = scene.pending
            if p and "left" in p:
                detail = f" · {p['left']} unit{'s' if p['left'] != 1 else ''} left"
            elif p and p["kind"] == "move":
                detail = f" · {p['steps']} step{'s' if p['steps'] != 1 else ''} left"
            who = f"{label} action {step} of {per_turn}"
            what = f": {scene.decision}{detail}"
            forms = [f"Maglev {place} R{scene.round} · {who}{what}", f"{place} R{scene.round} · {who}{what}",
                     f"R{scene.round} · {label} {step}/{per_turn}{what}"]
        return next((f for f in forms if len(f) <= width), forms[-1])

    # ----- choices -----------------------------------------------------------------------
    def _legal(self) -> tuple:
        return self.seen.actions if self.seen is not None else ()

    def _menu_items(self) -> list[tuple[str, str, bool, object]]:
        """(key, label, enabled, action or category) of the open menu."""
        legal = self._legal()
        if self._kind() == "main" and self.menu_verb is None:
            verbs = {a.verb for a in legal}
            items = []
            for key, label, verb in MAIN_ITEMS:
                if verb in ("back", "launch") and self.scene.mapname != "mars":
                    continue
                items.append((key, label, verb in verbs, verb))
            return items
        chosen = [(a, label) for a, label in self.seen.choices if self.menu_verb is None or a.verb == self.menu_verb]
        items = []
        for i, (a, label) in enumerate(chosen):
            key = HOTKEYS.get(a.verb) or (str(i + 1) if i < 9 else "")
            items.append((key, label, True, a))
        return items

    def _pick(self, index: int) -> None:
        items = self._menu_items()
        if not 0 <= index < len(items):
            return
        key, label, enabled, target = items[index]
        if not enabled:
            self.hint(f"{label}: {self._why_disabled(target)}")
            return
        if isinstance(target, Act):
            self.choose(target)
            return
        options = [a for a in self._legal() if a.verb == target]
        if len(options) == 1:
            self.choose(options[0])
            return
        self.menu_verb, self.menu_cursor = target, 0
        what = "units" if target in ("track", "move", "pickup", "dropoff", "refill", "adjust", "back") else "choice"
        self.hint(f"{target.upper()}: pick the {what} with a digit, or ↑↓ and Enter · Esc back")
        self.redraw()

    def _why_disabled(self, verb: str) -> str:
        scene, seat = self.scene, self.seat
        board = scene.boards[seat]
        if scene.actions_used >= scene.actions_per_turn(seat) and verb != "end":
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

    # ----- key actions -------------------------------------------------------------------------
    def check_action(self, action: str, parameters) -> bool | None:
        if self.scene is None:
            return None
        kind = self._kind() if self.seat is not None else None
        if action == "shape":
            return kind == "track" or (self.seat is not None and self._board_mode())
        if action == "remove":
            return kind == "track"
        if action == "tab":
            return kind == "track" or self.view == 2
        if action in ("choose", "back"):
            return self.seat is not None
        return True

    def action_digit(self, n: int) -> None:
        if self.menu_open and self.seat is not None:
            items = self._menu_items()
            keys = [k for k, *_ in items]
            if str(n) in keys:
                self._pick(keys.index(str(n)))
                return
        if n in VIEWS:
            self.view = n
            self.menu_open = False if self._kind() == "main" else self.menu_open
            self.redraw()

    def action_hot(self, key: str) -> None:
        if self.seat is None:
            return
        if key == "e" and self._kind() == "main":
            if Act("end") in self._legal():
                self.choose(Act("end"))
            return
        items = self._menu_items()
        for i, (k, *_rest) in enumerate(items):
            if k == key:
                self._pick(i)
                return

    def action_choose(self) -> None:
        if self.seat is None or self.scene is None:
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
                self.choose(Act("lay", (hex_text(h), self._sides_text(shape))))
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
        self._pick(self.menu_cursor)

    def action_back(self) -> None:
        if self.seat is None or self.scene is None:
            return
        kind = self._kind()
        if kind == "track":
            left = self.scene.pending["left"]
            if Act("done") in self._legal():
                if left and not self._confirm_done:
                    self._confirm_done = True
                    self.hint(f"{left} unit{'s' if left > 1 else ''} left: Esc again finishes TRACK.")
                    return
                self.choose(Act("done"))
            else:
                self.hint("Build or remove a tile first (u takes the TRACK action back).")
            return
        if self._board_mode() and self.held is not None:
            self.held = None
        elif self._board_mode() and Act("done") not in self._legal():
            self.hint("Choose a space first: the passenger must go onto the board.")
        elif self.menu_verb is not None:
            self.menu_verb, self.menu_cursor = None, 0
        elif kind == "main":
            self.menu_open = False
        elif Act("done") in self._legal():
            self.choose(Act("done"))
            return
        else:
            self.menu_open = not self.menu_open
        self.redraw()

    def action_arrow(self, dx: int, dy: int) -> None:
        scene = self.scene
        if scene is None:
            return
        track = self._kind() == "track" and self.seat is not None
        looking = self.view == 1 and not self.menu_open and not self._board_mode()
        if track or looking:
            q, r = self.cursor or (0, 0)
            rows = scene.hexmap.row_lengths
            r = max(0, min(len(rows) - 1, r + dy))
            q += dx
            if scene.hexmap.wrap:
                q %= rows[r]
            q = max(0, min(rows[r] - 1, q))
            self.cursor, self.shape = (q, r), 0
            self.hint(self._cursor_line() if track else hex_summary(scene, self.cursor))
            self.redraw()
            return
        if self._board_mode() and self.space_cursor is not None:
            positions = self.panes["mg-board"].positions or space_positions(scene.mapname)
            self.space_cursor = step(positions, self.space_cursor, dx, dy)
            self.hint(self._cursor_line())
            self.redraw()
            return
        if self.menu_open:
            items = self._menu_items()
            if items:
                self.menu_cursor = (self.menu_cursor + (dy or dx)) % len(items)
                self.redraw()

    def action_tab(self) -> None:
        if self.scene is None:
            return
        if self._kind() == "track" and self.seat is not None:
            targets = self._track_targets()
            if targets:
                i = targets.index(self.cursor) + 1 if self.cursor in targets else 0
                self.cursor, self.shape = targets[i % len(targets)], 0
                self.hint(self._cursor_line())
                self.redraw()
            return
        self.board_seat = (self.board_seat + 1) % self.scene.num_players
        self.view = 2
        self.redraw()

    def action_shape(self) -> None:
        if self._board_mode():
            self.colour_pick += 1
            targets = self._board_targets()
            if self.space_cursor not in targets and targets:
                self.space_cursor = targets[0]
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
        if self._kind() != "track" or self.cursor is None:
            return
        act = Act("lift", (hex_text(self.cursor),))
        if act in self._legal():
            self.choose(act)
        elif self.cursor not in self.scene.tiles[self.seat]:
            self.hint("None of your tiles is here.")
        else:
            self.hint("Only an end tile (or any tile of a loop) can be removed, and the line must keep "
                      "your train's station.")

    # ----- drawing --------------------------------------------------------------------------------
    def compose(self):
        self.tabs = Pane(self, self._draw_tabs, id="mg-tabs")
        self.panes = {"mg-map": Pane(self, self._draw_map, id="mg-map", classes="mg-pane"),
                      "mg-board": PlayerBoardView(self.glyphs, id="mg-board", classes="mg-pane"),
                      "mg-all": Pane(self, self._draw_all, id="mg-all", classes="mg-pane"),
                      "mg-cards": Pane(self, self._draw_cards, id="mg-cards", classes="mg-pane")}
        self.menu = Pane(self, self._draw_menu, id="mg-menu")
        yield self.tabs
        with Horizontal(id="mg-body"):
            yield from self.panes.values()
        yield self.menu

    @property
    def roomy(self) -> bool:
        return self.size.width >= 160 and self.size.height >= 40

    def redraw(self) -> None:
        """Show the panes of the current view and repaint those whose drawing changed. Called
        directly (never scheduled), so nothing runs after the board has left the screen."""
        if not self.is_mounted or self.scene is None:
            return
        view = self.view
        shown = {"mg-map": view == 1 or (self.roomy and view == 2), "mg-board": view == 2 or (self.roomy and view == 1),
                 "mg-all": view == 3, "mg-cards": view == 4}
        roomy = self.roomy and view in (1, 2)
        board = self.panes["mg-board"]
        width = str(NARROW_WIDTH) if roomy else "1fr"
        if str(board.styles.width) != width:
            board.styles.width = width
        for pane_id, visible in shown.items():
            pane = self.panes[pane_id]
            if pane.display != visible:
                pane.display = visible
        mine = self.seat is not None and self.board_seat == self.seat and self._board_mode()
        board.show(self.scene, self.board_seat, self._board_marks(),
                   self.space_cursor if mine else None, self.held if mine else None, roomy=roomy)
        for pane_id in ("mg-map", "mg-all", "mg-cards"):
            if shown[pane_id]:
                self.panes[pane_id].redraw()
        self.tabs.redraw()
        self._place_menu(roomy)

    def _place_menu(self, roomy: bool) -> None:
        menu = self.menu
        items = self._menu_items() if self.menu_open and self.seat is not None else []
        if menu.display != bool(items):
            menu.display = bool(items)
        if not items:
            return
        # wide enough for every label (a card text in full), never wider than the screen
        longest = max(len(label) for _, label, _, _ in items)
        width = max(MENU_WIDTH, min(longest + 7, self.size.width))
        if roomy:  # beside the big map the menu sits under the map, leaving the board in view
            dock, top = "right", 2 + MapGeometry(self.scene.mapname, big=True).height(self.scene.hexmap.rows)
            right = NARROW_WIDTH
        else:
            dock, top, right = self._menu_spot(width, len(items) + 2)
        height = min(len(items) + 2, max(3, self.size.height - top))
        if str(menu.styles.dock) != dock:
            menu.styles.dock = dock
        if (menu.styles.margin.top, menu.styles.margin.right) != (top, right):
            menu.styles.margin = (top, right, 0, 0)
        if menu.styles.width is None or menu.styles.width.value != width:
            menu.styles.width = width
        if menu.styles.height is None or menu.styles.height.value != height:
            menu.styles.height = height
        menu.redraw()

    def _menu_spot(self, width: int, height: int) -> tuple[str, int, int]:
        """(dock, top margin, right margin) of the menu: top right unless that covers a hex the
        menu asks about (or the train); then top left, bottom right and left, middle right and left."""
        low, middle = max(1, self.size.height - height), max(1, (self.size.height - height) // 2)
        spots = [("right", 1), ("left", 1), ("right", low), ("left", low), ("right", middle), ("left", middle)]
        cells = self._menu_target_cells() if self.view == 1 else []
        for dock, top in spots:
            x0 = self.size.width - width if dock == "right" else 0
            if not any(x0 <= x < x0 + width and top <= y < top + height for x, y in cells):
                return dock, top, 0
        return "right", 1, 0

    def _menu_target_cells(self) -> list[tuple[int, int]]:
        """Screen cells (in the board) of the hexes the open menu's choices name, and the train."""
        scene = self.scene
        hexes = set()
        at = scene.trains[self.seat]["at"] if scene.phase == "play" else None
        if at in scene.hexmap.cost:
            hexes.add(at)
        for _, _, _, target in self._menu_items():
            if not isinstance(target, Act):
                continue
            if target.verb == "corner":
                hexes.add(data.MOON["moonbase_corners"][target.args[0]])
            elif target.verb == "launch":
                hexes.add(data.MARS["launch_pad"])
            hexes.update(parse_hex(a) for a in target.args if a.replace(",", "").isdigit() and "," in a)
        geo = self._map_geometry(self.panes["mg-map"].size)
        cells = []
        for h in hexes:
            cx, cy = geo.centre(h)
            half = geo.node_w // 2 + 1
            cells += [(x, y + 1) for x in range(cx - half, cx + half + 1) for y in (cy - 1, cy, cy + 1)]
        return cells

    def _map_geometry(self, size) -> MapGeometry:
        """The big map when the pane has room for it, else the small one."""
        geo = MapGeometry(self.scene.mapname, top=1, big=True)
        if size.width < geo.width() or size.height < geo.height(self.scene.hexmap.rows):
            geo = MapGeometry(self.scene.mapname, top=1)
        return geo

    def on_resize(self) -> None:
        self.redraw()

    def render(self) -> Text:
        return Text("")

    def _draw_tabs(self, canvas: Canvas) -> None:
        x = 0
        for n, name in VIEWS.items():
            label = f"{n} {name}" + (f" {'ABCD'[self.board_seat]}" if n == 2 else "")
            text = f"[{label}]" if n == self.view else f" {label} "
            canvas.put(x, 0, text, "bold" if n == self.view else None)
            x += len(text) + 1
        if self.view == 2:
            canvas.put(x + 2, 0, "Tab: next player's board", "dim")

    def _draw_map(self, canvas: Canvas) -> None:
        scene = self.scene
        geo = self._map_geometry(canvas)
        marks, ghost, cursor = set(), None, None
        kind = self._kind() if self.seat is not None else None
        if kind == "track":
            marks = set(self._track_targets())
            ghost, cursor = self._ghost(), self.cursor
        elif kind in ("cut", "start", "face"):
            marks = {parse_hex(a.args[0]) for a in self._legal()}
        elif kind == "corner":
            marks = {data.MOON["moonbase_corners"][a.args[0]] for a in self._legal()}
        if kind != "track" and not self.menu_open and not self._board_mode():
            cursor = self.cursor  # looking around the map: the cursor line lists a hex in full
        draw_map(canvas, scene, geo, cursor, marks, ghost)
        if geo.big:
            draw_map_notes(canvas, scene, geo.height(scene.hexmap.rows) + 1)
        elif scene.mapname == "moon":
            draw_strip(canvas, scene, geo.width() + 1, 0)
        else:
            draw_moons(canvas, scene, geo)

    def _draw_all(self, canvas: Canvas) -> None:
        draw_all_boards(canvas, self.scene, 0, 0)

    def _draw_cards(self, canvas: Canvas) -> None:
        draw_cards(canvas, self.scene, self.seat, 0, 1)

    def _board_marks(self) -> set:
        if self.seat is None or self.seat != self.board_seat or not self._board_mode():
            return set()
        return set(self._board_targets())

    def _draw_menu(self, canvas: Canvas) -> None:
        if not self.menu_open or self.seat is None:
            return
        items = self._menu_items()
        if not items:
            return
        self.menu_cursor = min(self.menu_cursor, len(items) - 1)
        title = self.scene.decision if self.menu_verb is None else f"{self.menu_verb.upper()}: choose"
        draw_menu(canvas, title[: canvas.width - 6], [(k, label, en) for k, label, en, _ in items],
                  self.menu_cursor, 0, 0, canvas.width, canvas.height)

    def screen_text(self) -> str:
        """The visible text of the panes (for tests and hints)."""
        parts = []
        for pane in (self.tabs, *self.panes.values(), self.menu):
            if pane.display:
                parts.append(pane.render().plain)
        return "\n".join(parts)

    # ----- help ------------------------------------------------------------------------------------
    def key_help(self) -> list[tuple[str, str]]:
        return [
            ("1 2 3 4", "views: map, player board, all boards, your bonus cards"),
            ("Enter", "open the action menu / choose"),
            ("Esc Bksp", "back; in TRACK: finish the action"),
            ("↑↓ / j k", "move in the menu; on the map: move the hex cursor"),
            ("←→ / h l", "move the hex cursor"),
            ("Tab", "TRACK: next hex that can take a tile; board view: next player's board"),
            ("r", "TRACK: turn the ghost tile to its next shape; Move: turn (Free Reverse)"),
            ("x", "TRACK: remove the end tile under the cursor"),
            ("b g", "Move: stop (Free Brakes) / go on"),
            ("e", "end the turn"),
        ]

    def legend(self) -> str:
        return "\n".join([
            "F W L O S E U  Factory Warehouse Lab Office Store Embassy Studio; digit = waiting",
            "(2)  empty station space with 2 waiting    MA1  A's Moonbase, 1 waiting    ×  closed",
            "LP  Mars launch pad    ~ = canyons (cost 2, 3)    ┆  the Mars seam (wraps east–west)",
            "A B C D  players' track in a hex; ── / \\ join sides    A→ a train and its facing, A○ out",
            "AB on a connector: the lines using it, where lines share a hex (3= : three lines)",
            "+ (reverse)  a hex that can take a tile    [a] the ghost tile    »x«  the cursor",
            "Board: [g] filled · g empty, takes g (* any robot, + any commuter) · <g> legal",
            "Passengers: s g c steel gold copper robots · p l r u pink lilac coral purple commuters",
        ])
