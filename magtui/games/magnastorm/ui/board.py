"""The Magnastorm board: four views (1 Planet, 2 Actions, 3 Research, 4 Players) as tabs, a
cursor over the legal targets of each view, a numbered menu for the choices that have no place
on a board, and the exchange as a dialog of its own.

From 160×48 all four views are shown at once and 1–4 only move the keyboard focus. Digits pick
a numbered line while a menu is open and switch views otherwise (the design's rule).

The board draws from the seat's view alone (`draw`): the declared model as that seat may see it
(`SeatView.model`), read with the game's own helpers; the legal targets are the view's choices,
and why a takeover is refused is the engine's answer through the oracle.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.content import Content
from textual.widgets import Static, Tab

from magtui.games.magnastorm.actions import Action, Takeover
from magtui.games.magnastorm.rules import MagnastormState
from magtui.games.magnastorm.ui.exchange import Exchange, ExchangeScreen
from magtui.games.magnastorm.ui.hints import (
    ENTER_WORDS,
    HINT_WIDTH,
    about_area,
    about_cell,
    elsewhere,
    enter_words,
    fit_hint,
)
from magtui.games.magnastorm.ui.layout import (
    ACTIONS,
    LAYOUTS,
    PLANET,
    PLANET_W,
    PLAYERS,
    RESEARCH,
    SIDE_H,
    VIEWS,
    cells,
    draw_corner_tabs,
    draw_log,
    draw_report,
    draw_title,
    draw_view,
    note,
    panels,
    tab_label,
    view_rows,
)
from magtui.games.magnastorm.ui.planet import planet_rows
from magtui.games.magnastorm.ui.menu import EXCHANGE, PayMenu
from magtui.games.magnastorm.ui.canvas import MARKED, MagnastormCanvas
from magtui.games.magnastorm.ui.targets import (
    cell_of,
    cells_of,
    focus_of,
    space_of,
    spaces_for,
    step_view,
    targets_of,
    view_of,
)
from magtui.core.explanations import Focus
from magtui.ui.board import ARROWS, Board
from magtui.ui.canvas import Canvas, fitting
from magtui.ui.grid_cursor import GridCursor

GAME_ACTIONS = frozenset({"verb", "takeover", "takeover_why", "next_space", "exchange", "all"})
RECENT_LOG = 40  # the newest log lines, shown beside the play in the roomy layout


class HexCursor(GridCursor):
    # The planet's hex rows lie two or three text rows apart and a diagonal neighbour half a hex
    # aside: counting a row as three columns puts the diagonal neighbours up and down, and the
    # neighbours in the same row left and right.
    ROW_WEIGHT = 3


class MagnastormBoard(Board):
    CSS_FILE = "board.tcss"
    SCOPED_CSS = False  # board.tcss also styles the exchange dialog's canvas, a screen of its own
    # What a narrow key bar keeps first: the verbs of a turn, then Enter, the arrows, the exchange,
    # the menu.
    KEY_RANKS = ("verb", "takeover", "choose", "cursor", "exchange", "next_space", "all")
    # The decisions first, then the exchange and the menu; the common keys come from Board.
    LAYOUTS = LAYOUTS
    BINDINGS = [
        Binding("m", "verb('move')", "move"),
        Binding("g", "verb('gain')", "gain"),
        Binding("s", "verb('from')", "station"),
        Binding("c", "takeover", "take over"),
        Binding("c", "takeover_why", show=False),  # when no takeover is legal: `c` says why
        Binding("e", "verb('end')", "end turn"),
        Binding("n", "verb('skip')", "skip"),
        Binding("tab", "next_space", "space"),
        Binding("x", "exchange", "exchange"),
        Binding("a", "all", "all choices"),
    ]

    def __init__(self, spec, glyphs, **kwargs) -> None:
        super().__init__(spec, glyphs, **kwargs)
        self.view = ACTIONS  # where every turn begins
        self.roomy = False
        self.cursors = {PLANET: HexCursor(), ACTIONS: GridCursor(), RESEARCH: GridCursor()}
        self.space_sel: str | None = None  # the space inside the planet cursor's area (Tab)
        self.menu: PayMenu | None = None
        self.report: list[str] | None = None  # an administration summary on screen
        self.report_seen = ""
        self.position: MagnastormState | None = None  # the model on screen, as the seat may see it
        self.labels: dict = {}  # legal action -> its words, from the view's choices
        self.legal_actions: list = []
        self.verbs: frozenset[str] = frozenset()
        self.targets: dict = {}  # board cell -> the legal actions it stands for
        # One canvas: the view in focus under the tab line, or the roomy layout. A view switch
        # repaints only the cells that differ between the two views (with a canvas per view,
        # a switch repainted the whole board, and every canvas restyled at each CSS pass).
        self.canvas_view = MagnastormCanvas(id="canvas")
        self.note_text = ""

    def compose(self) -> ComposeResult:
        with Horizontal(id="tab-line"):
            # Textual's own Tab widgets in a row of the board's: the Tabs container's underline,
            # scrolling and animation cost the first frame more than the whole row does, and
            # the keys stay with the board.
            for view in VIEWS:
                yield Tab(
                    Content(tab_label(view, view == self.view)),
                    id=f"tab-{view}",
                    classes="-active" if view == self.view else "",
                )
            yield Static("", id="tab-note", markup=False)
        yield self.canvas_view

    def on_resize(self) -> None:
        self.roomy = self.layout_step() == "roomy"
        self.show_layout()
        self.redraw()

    # ----- the frame's calls ------------------------------------------------------------
    def draw(self, view) -> None:
        self._take(view)
        self.refresh_bindings()
        self.show_layout()
        self.redraw()

    def _take(self, view) -> None:
        """The view on screen and what the board reads from it: the legal targets by cell, a
        new administration summary."""
        self.seen, self.seat = view, view.seat
        self.position = view.model
        self.labels = dict(view.choices)
        self.legal_actions = list(view.actions)
        self.verbs = frozenset(a.verb for a in self.legal_actions)
        self.targets = targets_of(self.position, self.legal_actions)
        report = self.position.admin_report
        if report and report[0] != self.report_seen:  # a new administration summary
            self.report_seen = report[0]
            self.report = list(report)

    def new_decision(self, view, before) -> None:
        self._take(view)
        self.menu = None
        if view.seat is not None:
            self.focus_step(before is not None and before.seat == view.seat)

    def focus_step(self, continuing: bool) -> None:
        """A new decision: open its view, put the cursors on its first targets, and when none
        lies on that view, offer the choices as a menu. A player `continuing` on the same view
        off the planet finds the cursor on the target nearest to where it stood: the lower
        space under the column a crew member was just taken from."""
        view = step_view(self.position) or self.view
        continuing = continuing and view == self.view != PLANET
        self.view = view
        near = self.cursors[view].nearest(self.targets) if continuing else None
        for cell in ([near] if near is not None else []) + list(self.targets):
            view = view_of(cell)
            cursor = self.cursors[view]
            if view == self.view or cursor.at is None:
                cursor.at = cell
                if view == PLANET:
                    self.space_sel = next(iter(spaces_for(cell, self.targets)), None)
                if view == self.view:
                    break
        planet = self.cursors[PLANET]
        if planet.at is None:
            planet.at = self.position.scout[self.position.actor][:2]
        self.hint_cursor()
        if not self.views_with_targets() & {self.view} and self.menu_only():
            self.open_menu(self.menu_only(), "choose")
            self.hint(
                f"{self.position.who(self.seat)} must {self.position.decision(self.position.actor)}"
            )

    def views_with_targets(self) -> set[int]:
        return {view_of(cell) for cell in self.targets}

    def menu_only(self) -> list:
        return [a for a in self.legal_actions if a.verb != "x" and not cells_of(self.position, a)]

    # ----- drawing ----------------------------------------------------------------------
    def tab_line_shown(self) -> bool:
        """The tab line heads the view in focus, unless the roomy layout names its views itself
        or the board is a row short of the 4-player planet (two frame lines of two rows at
        80×24): then the planet takes the tab line's row and names its view in its empty corner."""
        if self.roomy:
            return False
        return not (
            self.view == PLANET
            and self.position is not None
            and self.size.height - 1 < planet_rows(self.position)
        )

    def show_layout(self) -> None:
        """The tab line for the size and the view in focus."""
        if not self.is_mounted:
            return
        line = self.query_one("#tab-line")
        line.set_class(self.roomy, "-roomy")
        line.display = self.tab_line_shown()
        if not line.display:
            return
        for view in VIEWS:
            label = tab_label(view, view == self.view, view == self.marked_view())
            tab = self.query_one(f"#tab-{view}", Tab)
            if tab.label.plain != label:
                tab.label = Content(label)
                tab.set_class(view == self.view, "-active")
        text = self.glyphs.text(note(self.view, self.position, False)) if self.position else ""
        if text != self.note_text:
            self.note_text = text
            self.query_one("#tab-note", Static).update(text, layout=False)

    def redraw(self) -> None:
        """Draw what is on screen again; the canvas views send only the cells that changed."""
        width, height = self.size
        if self.position is None or width <= 0 or height <= 1:
            return
        if self.roomy:
            c = Canvas(width, height, self.glyphs)
            for view, (x, y, w, h) in panels(width, height).items():
                draw_title(
                    c,
                    x,
                    y,
                    view,
                    view == self.view,
                    note(view, self.position, True),
                    view == self.marked_view(),
                )
                c.paste(self.view_canvas(view, w, h - 1), x, y + 1)
            draw_log(
                c,
                PLANET_W,
                2 * SIDE_H,
                width - PLANET_W,
                height - 2 * SIDE_H,
                self.position.log[-RECENT_LOG:],
            )
        elif self.tab_line_shown():
            c = self.view_canvas(self.view, width, height - 1)
        else:
            c = self.view_canvas(self.view, width, height)
            draw_corner_tabs(c, self.view)
        if self.report is not None:
            draw_report(c, self.report)
        elif self.menu is not None:
            self.menu.draw(c)
        self.canvas_view.show(c)

    def view_canvas(self, view: int, width: int, height: int) -> Canvas:
        """One view, its cursor placed on the cells it draws (drawn only in the view in focus)."""
        c = Canvas(width, height, self.glyphs)
        cursor, at, legal = self.cursors.get(view), None, set()
        if cursor is not None:
            legal = {cell for cell in self.targets if view_of(cell) == view}
            cursor.place(cells(view, self.position, width, height, self.roomy), legal)
            at = cursor.at if view == self.view and self.seat is not None else None
        draw_view(
            c,
            view,
            self.position,
            self.roomy,
            at,
            legal,
            self.space_sel if view == self.view else None,
        )
        marked = cell_of(self.marked)
        if marked is not None and view_of(marked) == view and marked != at:
            self.draw_mark(c, view, marked, legal)
        return c

    def mark(self, focus: Focus | None) -> None:
        self.marked = focus
        self.show_layout()
        self.redraw()

    def marked_view(self) -> int | None:
        """The view that shows the lesson's mark (its tab is marked too)."""
        cell = cell_of(self.marked)
        if cell is not None:
            return view_of(cell)
        return PLAYERS if self.marked == Focus("players") else None

    def draw_mark(self, c: Canvas, view: int, cell, legal: set) -> None:
        """A lesson's mark: where the cursor would draw »..« on `cell`, •..• in its own style."""
        with_cursor = Canvas(c.width, c.height, self.glyphs)
        draw_view(with_cursor, view, self.position, self.roomy, cell, legal)
        for y in range(c.height):
            row, marks = c.row_text(y), with_cursor.row_text(y)
            starts = [x for x, ch in enumerate(marks) if ch == "»" and row[x] != "»"]
            for x in starts:
                end = marks.find("«", x)
                end = x if end < 0 else end
                c.put(x, y, "•", MARKED)
                c.restyle(x + 1, y, max(0, end - x - 1), MARKED, add=False)
                if end > x:
                    c.put(end, y, "•", MARKED)

    def text(self) -> str:
        """The canvas on screen as text, a line a row (for tests)."""
        canvas = self.canvas_view.canvas
        return canvas.text() if canvas is not None else ""

    def status(self) -> str | None:
        """The state's status line, kept to one row where a shorter form says it (at 80 columns
        a second row would cost the 4-player planet a row): without the game's name, then with
        the federation alone (the strip and the players view name its player)."""
        seen, position = self.seen, self.position
        if seen is None or position is None or seen.over:
            return None
        short = seen.status.removeprefix("Magnastorm ")
        fed_only = short.replace(position.who(position.actor), position.fed(position.actor), 1)
        return fitting([seen.status, short, fed_only], self.line_width())

    def rows_needed(self) -> int:
        """The rows of the view in focus under the tab line, or the planet's alone (the tab
        line gives way to it first): the frame's log line gives its rows up before a row of
        the view is lost. The roomy layout is chosen only where all of it fits."""
        if self.roomy or self.position is None:
            return 0
        return view_rows(self.view, self.position) + (self.view != PLANET)

    # ----- the common keys --------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action == "choose":  # on the table's view Enter only closes the administration's summary
            return self.seat is not None or self.report is not None
        if action not in GAME_ACTIONS:
            return True
        if self.seen is None or self.seat is None or self.seen.over:
            return False
        if action == "verb":
            return parameters[0] in self.verbs
        if action == "takeover":
            return "takeover" in self.verbs
        if action == "next_space":
            return self.view == PLANET and self.menu is None
        if action == "exchange":
            return "x" in self.verbs
        return True

    def cursor_key(self, direction: str) -> None:
        if self.report is not None or self.position is None:
            return
        if self.menu is not None:
            self.menu.key(direction)
            self.redraw()
            return
        cursor = self.cursors.get(self.view)
        if cursor is None:
            return
        if (
            cursor.move(direction, legal_only=self.view == PLANET and bool(cursor.legal))
            and self.view == PLANET
        ):
            self.space_sel = next(iter(spaces_for(cursor.at, self.targets)), None)
        self.hint_cursor()
        self.redraw()

    def choose_key(self) -> None:
        if self.close_report():
            return
        if self.menu is not None:
            if self.menu:
                self._choose(self.menu.choice())
            return
        if self.view == PLAYERS:
            self.hint(
                "The players view shows the boards; 1-3 switch to a view with choices, "
                "a lists them all."
            )
            return
        cell = self.cursors[self.view].at
        acts = self.targets.get(cell, [])
        if self.view == PLANET and self.space_sel:
            acts = [a for a in acts if space_of(a) == self.space_sel] or acts
        if not acts:
            self.hint(self.why_not_here())
        elif len(acts) == 1:
            self._choose(acts[0])
        else:
            self.open_menu(acts, "choose")

    def back_key(self) -> None:
        if self.close_report() or self.menu is None:
            return
        self.menu = None
        self.refresh_bindings()
        self.redraw()

    def digit_key(self, digit: int) -> None:
        if self.report is not None:
            return
        if self.menu is not None:
            action = self.menu.by_digit(digit)
            if action is not None:
                self._choose(action)
        elif 1 <= digit <= len(VIEWS):
            self.switch_view(digit)

    def on_tab_clicked(self, message: Tab.Clicked) -> None:
        message.stop()
        if self.menu is None and self.report is None:
            self.switch_view(int(message.tab.id.removeprefix("tab-")))

    def switch_view(self, view: int) -> None:
        self.view = view
        self.show_layout()
        self.hint_cursor()
        self.refresh_bindings()
        self.redraw()

    def close_report(self) -> bool:
        if self.report is None:
            return False
        self.report = None
        self.hint_cursor()
        self.redraw()
        return True

    def why_not_here(self) -> str:
        if self.position is None or self.seat is None:
            return "Wait: it is not a human's turn."
        views = sorted(self.views_with_targets() - {self.view})
        if views:
            return f"Not a legal choice here: the choices are on view {elsewhere(views)}."
        if self.view in self.views_with_targets():
            return "Not a legal choice here: the legal ones are marked [ ]."
        return "Not a legal choice here: a lists the choices (the status line says what to decide)."

    # ----- the game's own keys ----------------------------------------------------------
    def action_next_space(self) -> None:
        area = self.cursors[PLANET].at
        if area is None or self.position is None:
            return
        spaces = spaces_for(area, self.targets) or self.position.planet.spaces_of(area)
        if self.space_sel in spaces:
            self.space_sel = spaces[(spaces.index(self.space_sel) + 1) % len(spaces)]
        else:
            self.space_sel = spaces[0]
        self.hint_cursor()
        self.redraw()

    def action_verb(self, verb: str) -> None:
        acts = [a for a in self.legal_actions if a.verb == verb]
        if not acts:
            self.hint(f"'{verb}' is not possible now.")
        elif len(acts) == 1:
            self._choose(acts[0])
        else:
            self.open_menu(acts, verb)

    def action_takeover_why(self) -> None:
        self.action_takeover()

    def action_takeover(self) -> None:
        if self.position is None or self.seat is None:
            self.hint("Wait: it is not a human's turn.")
            return
        cell = self.cursors[ACTIONS].at if self.view == ACTIONS else None
        col = cell[1][0] if cell else None
        acts = [
            a
            for a in self.legal_actions
            if isinstance(a, Takeover) and (col is None or a.column == col)
        ]
        if not acts:
            self.switch_view(ACTIONS)
            self.hint(
                self.seen.oracle.why_not(Takeover(col))
                if col
                else "No commander can be taken over now: put the cursor on a column (view 2) "
                "for the reason."
            )
        elif len(acts) == 1:
            self._choose(acts[0])
        else:
            self.open_menu(acts, "take over")

    def action_exchange(self) -> None:
        acts = [a for a in self.legal_actions if a.verb == "x"]
        if not acts:
            return
        if self.menu is not None:
            self.menu = None
            self.redraw()
        exchange = Exchange(self.position, self.seat, acts)
        self.hint(exchange.prompt())
        self.app.push_screen(ExchangeScreen(exchange, self.glyphs, self.hint), self._exchanged)

    def _exchanged(self, action: Action | None) -> None:
        if action is not None:
            self.choose(action)
        else:
            self.hint_cursor()

    def action_all(self) -> None:
        acts = [a for a in self.legal_actions if a.verb != "x"]
        if acts:
            self.open_menu(acts, "all choices")

    def open_menu(self, acts: list, title: str) -> None:
        waiting = self.position.waiting(self.position.actor) if "x" in self.verbs else []
        self.menu = PayMenu(acts, title, self.labels.__getitem__, waiting)
        self.refresh_bindings()
        self.redraw()

    def _choose(self, action) -> None:
        self.menu = None
        if action == EXCHANGE:
            self.action_exchange()
            return
        self.choose(action)
        self.redraw()

    # ----- learning: the element under the cursor ---------------------------------------
    def under_cursor(self) -> Focus | None:
        if self.position is None or self.report is not None:
            return None
        if self.menu is not None:
            choice = self.menu.choice() if self.menu else None
            return (
                None
                if choice is None
                else Focus("choice", "x" if choice == EXCHANGE else str(choice))
            )
        if self.view == PLAYERS:
            return Focus("players")
        return focus_of(self.cursors[self.view].at, self.space_sel if self.view == PLANET else None)

    def cursor_row(self) -> int | None:
        cursor = self.cursors.get(self.view)
        if self.menu is not None or cursor is None or cursor.at not in cursor.cells:
            return None
        y = cursor.cells[cursor.at][1]
        if self.roomy:
            return panels(*self.size)[self.view][1] + 1 + y
        return y + self.tab_line_shown()

    def point_at(self, action) -> bool:
        """The cursor on the action's cell (Enter plays it), or its line of the menu Enter would
        open there (or of the menu of choices with no cell). The exchange is a dialog: False."""
        if self.position is None or self.seat is None or action not in self.legal_actions:
            return False
        self.menu = self.report = None
        cell = next(iter(cells_of(self.position, action)), None)
        acts = self.menu_only() or self.legal_actions
        if cell is not None:
            self.cursors[view_of(cell)].at = cell
            self.space_sel = space_of(action) or self.space_sel
            self.switch_view(view_of(cell))
            acts = self._cursor_acts()
            if acts == [action]:
                return True
        if action.verb == "x":
            return False
        self.open_menu(acts, "choose")
        return self.menu.select(action)

    # ----- hints ------------------------------------------------------------------------
    def hint_cursor(self) -> None:
        """Say what is under the cursor and what Enter does there."""
        position = self.position
        if position is None:
            return
        if self.report is not None:
            self.tell_key_words()
            self.hint("The administration, for the whole table · Enter or Esc: back to the board")
            return
        self.tell_key_words()
        cursor = self.cursors.get(self.view)
        cell = cursor.at if cursor is not None else None
        acts = self._cursor_acts()
        about: list[str] = []
        if self.view == PLANET and cell:
            about = about_area(position, cell)
        elif self.view == PLAYERS:
            about = ["players' boards"]
        elif cell:
            about = [about_cell(position, cell)]
        enter = ""
        if acts:
            enter = enter_words(position, acts, self.labels)
        elif self.seat is not None:
            views = sorted(self.views_with_targets() - {self.view})
            if views:
                enter = "choices on view " + elsewhere(views)
            elif self.menu_only():
                enter = "a: list the choices"
        text = fit_hint(about, enter, max(HINT_WIDTH, self.size.width - 2))
        if text:
            self.hint(text)

    def key_words(self, action: str) -> str | None:
        """The key bar's words for Enter and the arrows: what they do on the cursor's target,
        in a menu, or over the administration's summary."""
        if action == "choose" and self.report is not None:
            return "back"
        if self.position is None or self.seat is None:
            return None
        if action == ARROWS:
            if self.report is not None or self.view == PLAYERS:
                return None
            return "choose" if self.menu is not None else "area" if self.view == PLANET else "move"
        if action != "choose":
            return None
        if self.menu is not None:
            return "pick"
        acts = self._cursor_acts()
        return ENTER_WORDS.get(acts[0].verb) if acts else None

    def _cursor_acts(self) -> list:
        """The legal actions on the cursor's cell (on the planet, the chosen space's first)."""
        cursor = self.cursors.get(self.view)
        cell = cursor.at if cursor is not None else None
        acts = self.targets.get(cell, []) if cell is not None else []
        if self.view == PLANET and self.space_sel:
            acts = [a for a in acts if space_of(a) == self.space_sel] or acts
        return acts

    def key_help(self) -> list[tuple[str, str]]:
        return [
            ("1 2 3 4", "views: planet, actions, research, players (when no menu is open)"),
            ("arrows / h j k l", "cursor (planet: nearest legal area that way)"),
            ("Tab", "next space inside the area"),
            ("Enter / Space", "choose the highlighted target or menu line"),
            ("digits in a menu", "pick that line"),
            ("m / g", "move or gain after placing a crew member"),
            ("c", "take over the commander of the cursor's column"),
            ("s", "start the move at a transmitter station"),
            ("e / n", "end the turn / skip"),
            ("x", "exchange 3 cubes for 1: pick the 3 cubes to give, then the colour to receive"),
            ("a", "every choice as a list"),
            (
                "Esc / Backspace",
                "close the menu or the summary; in the exchange, take back the last cube",
            ),
        ]

    def legend(self) -> str:
        return (
            "[5a GV] legal area · »4b« cursor · ░ storm sector · letters under an area: scouts "
            "(n s p d), then one mark per space: lab owner (N S P D) or · empty, and a digit: labs "
            "stacked on a space · ◇ empty transmitter space, ◆ built station · G R U V W space "
            "colours · actions: [Y] legal crew, + before a commander or an objective card: legal, "
            "» there: the cursor, lowercase crew were moved by a takeover · ■ marker of a "
            "commander's (or the 1st player token's) holder · a commander under the cursor: its "
            "power in words on its board · from 160x48: under each space its lab owner with the "
            "stack count (P3), then the scouts on that space (all: every scout) · player cards: "
            "■ lab or station still on the board"
        )
