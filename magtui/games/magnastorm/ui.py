"""The Magnastorm board: four views (1 Planet, 2 Actions, 3 Research, 4 Players) with a cursor
over the legal targets, and a numbered menu for the choices that have no place on a board.

From 160x48 all four views are shown at once and 1-4 only move the keyboard focus.

The board draws from the seat's view alone (`draw`), read into a `Position`; the legal targets
are the view's choices, and why a takeover is refused is the engine's answer through the oracle.
"""

from __future__ import annotations

import math

from rich.text import Text
from textual import events
from textual.binding import Binding

from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import Act
from magtui.games.magnastorm.ui_draw import (
    CURSOR, LEGAL, Canvas, draw_actions, draw_planet, draw_planet_tall, draw_player_cards, draw_players,
    draw_report, draw_research)
from magtui.games.magnastorm.ui_exchange import ExchangeDialog
from magtui.games.magnastorm.ui_menu import EXCHANGE, ROWS as MENU_ROWS, ChoiceMenu
from magtui.games.magnastorm.ui_position import Position
from magtui.ui.board import Board

PLANET, ACTIONS, RESEARCH, PLAYERS = 1, 2, 3, 4
# The roomy layout (design 7, 160x48): the planet on the left with the player cards under it,
# the action board and the research board on the right, the newest log lines below them.
WIDE = (160, 44)
PLANET_W = 96
CARDS_H = 16
SIDE_H = 20
STEP_VIEW = {"main": ACTIONS, "space": ACTIONS, "put": ACTIONS, "setup_col": ACTIONS, "mode": ACTIONS,
             "route": PLANET, "remove": PLANET, "build": PLANET, "drop": PLANET, "extra": PLANET,
             "objective": RESEARCH, "setup_res": RESEARCH, "adira": RESEARCH}
DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


HINT_WIDTH = 78      # the frame's hint line at 80 columns


def fit_hint(about: list[str], enter: str, width: int = HINT_WIDTH) -> str:
    """The hint line: what Enter does is always shown whole; the words about the cursor's
    target come before it as far as they fit whole (the board itself shows the rest)."""
    parts = []
    for part in about:
        if len(" · ".join(parts + [part, enter] if enter else parts + [part])) <= width or not (parts or enter):
            parts.append(part)
    return " · ".join(parts + ([enter] if enter else []))


class GameBoard(Board):
    # What a narrow key bar keeps first: the verbs of a turn, then closing a menu.
    KEY_RANKS = ("verb", "takeover", "exchange", "pick", "next_space", "close", "all", "noop")
    BINDINGS = [
        Binding("up,k", "cursor('up')", "move", show=False),
        Binding("down,j", "cursor('down')", "move", show=False),
        Binding("left,h", "cursor('left')", "move", show=False),
        Binding("right,l", "cursor('right')", "move", show=False),
        Binding("enter,space", "pick", "choose"),
        Binding("tab", "next_space", "space"),
        Binding("escape,backspace", "close", "close"),
        Binding("m", "verb('move')", "move"),
        Binding("g", "verb('gain')", "gain"),
        Binding("c", "takeover", "take over"),
        Binding("c", "takeover_why", show=False),     # when no takeover is legal: `c` says why
        Binding("s", "verb('from')", "station"),
        Binding("e", "verb('end')", "end turn"),
        Binding("n", "verb('skip')", "skip"),
        Binding("x", "exchange", "exchange"),
        Binding("a", "all", "all choices"),
        # shown in the footer only: digits are read in on_key (views, or menu lines)
        Binding("1,2,3,4", "noop", "view", key_display="1-4"),
    ]

    def __init__(self, spec, glyphs, **kwargs) -> None:
        super().__init__(spec, glyphs, **kwargs)
        self.view = PLANET
        self.cursor = {PLANET: None, ACTIONS: ("up", "A", 0), RESEARCH: ("col", "G")}
        self.space_sel: str | None = None
        self.menu: ChoiceMenu | None = None
        self.exchange: ExchangeDialog | None = None
        self.moment = None             # (move, seat) on screen: a new one resets menus and cursors
        self.report: list[str] | None = None     # an administration summary on screen
        self.report_seen = ""
        self.position: Position | None = None    # the view on screen, as the drawing code reads it
        self.labels: dict = {}         # legal action -> its words, from the view's choices
        self._legal: list = []
        self._targets: dict = {}

    # ----- what is legal now (the view's choices, sorted onto the board once per view) ----
    def legal(self) -> list:
        return self._legal

    def targets(self) -> dict:
        """Board target -> the legal actions it stands for."""
        return self._targets

    def keys_of(self, a: Act) -> list:
        if a.verb in ("go", "mira", "rm"):
            return [a.arg[:2]]
        if a.verb == "crew":
            col, code = a.args
            crew = self.position.upper[col]
            return [("up", col, k) for k, c in enumerate(crew) if c == code and k < data.COLUMN_CAPACITY]
        if a.verb == "col" or (a.verb == "place" and len(a.arg) == 1):
            return [("up", a.arg, k) for k in range(data.COLUMN_CAPACITY)]
        if a.verb in ("to", "put", "place"):
            return [("low", a.arg)]
        if a.verb == "takeover":
            return [("cmd", a.arg)]
        if a.verb in ("res", "adira"):
            return [("col", a.arg)]
        if a.verb == "obj":
            return [("card", a.arg)]
        return []

    def menu_only(self) -> list:
        return [a for a in self.legal() if a.verb != "x" and not self.keys_of(a)]

    # ----- the frame's calls ------------------------------------------------------------
    def draw(self, view) -> None:
        self.position = position = Position(view.view)
        super().draw(view)
        self.labels = dict(view.choices)
        self._legal = list(view.actions)
        self._targets = {}
        for a in self._legal:
            for key in self.keys_of(a):
                self._targets.setdefault(key, []).append(a)
        report = position.admin_report
        if report and report[0] != self.report_seen:
            self.report_seen = report[0]
            self.report = list(report)
        seat = view.seat
        moment = (view.move, seat)
        if moment != self.moment:
            self.moment = moment
            self.menu = None
            self.exchange = None
            if seat is not None:
                self._focus_step()
        self.refresh_bindings()
        self.refresh()

    def _focus_step(self) -> None:
        position = self.position
        view = STEP_VIEW.get(position.step)
        if position.step == "effect":
            kind = position.queue[0][1]
            view = {"res": RESEARCH, "crew": ACTIONS}.get(kind)
        if view:
            self.view = view
        targets = self.targets()
        self._cursor_to_first(targets)
        spatial = [k for k in targets if self._view_of_key(k) == self.view]
        self._hint_cursor()
        if not spatial:
            rest = self.menu_only()
            if rest:
                self.open_menu(rest, "choose")
                self.hint(f"{position.who(self.seat)} must {position.decision}")

    def _view_of_key(self, key) -> int:
        if isinstance(key, str):
            return PLANET
        return RESEARCH if key[0] in ("col", "card") else ACTIONS

    def _cursor_to_first(self, targets: dict) -> None:
        for key in targets:
            view = self._view_of_key(key)
            if view == self.view or self.cursor.get(view) is None:
                if view == PLANET:
                    self.cursor[PLANET] = key
                    self.space_sel = self._spaces_for(key, targets)[0] if self._spaces_for(key, targets) else None
                else:
                    self.cursor[view] = key
                if view == self.view:
                    return
        if self.cursor[PLANET] is None:
            self.cursor[PLANET] = self.position.scout[self.position.actor][:2]

    def _spaces_for(self, area: str, targets: dict) -> list[str]:
        return sorted({a.arg for a in targets.get(area, [])})

    # ----- drawing ----------------------------------------------------------------------
    def render(self) -> Text:
        w, h = self.size.width, self.size.height
        if self.position is None or w <= 0 or h <= 0:
            return Text("")
        targets = self.targets()
        if w >= WIDE[0] and h >= WIDE[1]:
            c = Canvas(w, h, self.glyphs)
            left, right = PLANET_W, w - PLANET_W
            boxes = ((PLANET, 0, 0, left, h - CARDS_H), (PLAYERS, 0, h - CARDS_H, left, CARDS_H),
                     (ACTIONS, left, 0, right, SIDE_H), (RESEARCH, left, SIDE_H, right, SIDE_H))
            for view, x, y, bw, bh in boxes:
                sub = self._draw_view(view, bw, bh, targets, single_tab=True)
                for row in range(bh):
                    c.chars[y + row][x:x + bw] = sub.chars[row]
                    c.styles[y + row][x:x + bw] = sub.styles[row]
            self._draw_log(c, left, 2 * SIDE_H, right, h - 2 * SIDE_H)
            self._draw_overlay(c)
            return c.text()
        c = self._draw_view(self.view, w, h, targets)
        self._draw_overlay(c)
        return c.text()

    def _draw_overlay(self, c: Canvas) -> None:
        if self.report is not None:
            draw_report(c, self.report)
        elif self.menu is not None:
            self.menu.draw(c, self.labels.__getitem__, CURSOR)
        elif self.exchange is not None:
            self.exchange.draw(c, CURSOR, LEGAL)

    def _draw_view(self, view: int, w: int, h: int, targets: dict, single_tab: bool = False) -> Canvas:
        c = Canvas(w, h, self.glyphs)
        position = self.position
        focus = view == self.view
        c.single_tab, c.focused = single_tab, focus
        legal = {k for k in targets if self._view_of_key(k) == view}
        cursor = self.cursor.get(view) if focus and self.seat is not None else None
        if view == PLANET and single_tab:
            draw_planet_tall(c, position, cursor, legal, self.space_sel if focus else None)
        elif view == PLANET:
            draw_planet(c, position, cursor, legal, self.space_sel if focus else None)
        elif view == ACTIONS:
            draw_actions(c, position, cursor, legal)
        elif view == RESEARCH:
            draw_research(c, position, cursor, legal)
        elif single_tab:
            draw_player_cards(c, position)
        else:
            draw_players(c, position)
        return c

    def _draw_log(self, c: Canvas, x: int, y: int, w: int, h: int) -> None:
        if h < 2:
            return
        c.put(x, y, ("─ newest log lines · i: the full log ").ljust(w - 1, "─"))
        for k, line in enumerate(self.position.log[-(h - 1):]):
            c.put(x, y + 1 + k, " " + line[: w - 2])

    # ----- keys -------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if self.seen is None or self.seat is None or self.seen.over:
            return action in ("cursor", "close") or None
        verbs = {a.verb for a in self.legal()}
        if action == "verb":
            return parameters[0] in verbs
        if action == "takeover":
            return "takeover" in verbs
        if action == "next_space":
            return self.view == PLANET and self.menu is None and self.exchange is None
        if action == "close":
            return self.menu is not None or self.exchange is not None or self.report is not None
        if action == "exchange":
            return "x" in verbs
        return True

    def on_key(self, event: events.Key) -> None:
        if event.character and event.character.isdigit():
            digit = int(event.character)
            event.stop()
            event.prevent_default()
            if self.report is not None:
                return
            if self.exchange is not None:
                if 1 <= digit <= len(self.exchange.colours):
                    self._pick_exchange(digit - 1)
                return
            if self.menu is not None:
                if 1 <= digit <= len(self.menu):
                    self._choose(self.menu.choice(digit - 1))
                return
            if 1 <= digit <= 4:
                self.view = digit
                self._hint_cursor()
                self.refresh_bindings()
                self.refresh()

    def action_noop(self) -> None:
        """Digits are handled in on_key."""

    def action_cursor(self, direction: str) -> None:
        if self.report is not None:
            return
        if self.exchange is not None:
            self.exchange.move({"up": -1, "down": 1}.get(direction, 0))
            self.refresh()
            return
        if self.menu is not None:
            if direction in ("left", "right"):
                if not self.menu.cycle(-1 if direction == "left" else 1):
                    self.menu.move(-MENU_ROWS if direction == "left" else MENU_ROWS)
            else:
                self.menu.move(-1 if direction == "up" else 1)
            self.refresh()
            return
        if self.position is None:
            return
        if self.view == PLANET:
            self._move_planet(direction)
        elif self.view == ACTIONS:
            self._move_actions(direction)
        elif self.view == RESEARCH:
            self._move_research(direction)
        self._hint_cursor()
        self.refresh()

    def _move_planet(self, direction: str) -> None:
        position = self.position
        pl = position.planet
        targets = self.targets()
        here = self.cursor[PLANET] or position.scout[position.actor][:2]
        legal_areas = [k for k in targets if isinstance(k, str)]
        pool = legal_areas or list(pl.areas)

        def pos(area):
            q, r = pl.hex[area]
            return q + r / 2, r * 0.87

        hx, hy = pos(here)
        dx, dy = DIRECTIONS[direction]
        best = None
        for area in pool:
            if area == here:
                continue
            ax, ay = pos(area)
            vx, vy = ax - hx, ay - hy
            along = vx * dx + vy * dy
            side = abs(vx * dy - vy * dx)
            if along <= 0.01 or side > along * 1.8:
                continue
            score = math.hypot(vx, vy) + side
            if best is None or score < best[0]:
                best = (score, area)
        if best:
            self.cursor[PLANET] = best[1]
            spaces = self._spaces_for(best[1], targets)
            self.space_sel = spaces[0] if spaces else None

    def _move_actions(self, direction: str) -> None:
        cols = self.position.panel_cols
        key = self.cursor[ACTIONS] or ("up", "A", 0)
        if key[0] == "cmd":
            row, col = 0, key[1]
        elif key[0] == "up":
            row, col = 1 + key[2], key[1]
        else:
            row, col = 5 + int(key[1][1]), key[1][0]
        ci = cols.index(col) if col in cols else 0
        dx, dy = DIRECTIONS[direction]
        row = max(0, min(10, row + dy))
        ci = max(0, min(len(cols) - 1, ci + dx))
        col = cols[ci]
        if row == 0:
            self.cursor[ACTIONS] = ("cmd", col)
        elif row <= 5:
            self.cursor[ACTIONS] = ("up", col, row - 1)
        else:
            self.cursor[ACTIONS] = ("low", f"{col}{row - 5}")

    def _move_research(self, direction: str) -> None:
        position = self.position
        key = self.cursor[RESEARCH] or ("col", position.columns[0])
        dx, dy = DIRECTIONS[direction]
        if dy:
            if key[0] == "col" and dy > 0:
                i = position.columns.index(key[1])
                key = ("card", position.objectives[min(i, len(position.objectives) - 1)])
            elif key[0] == "card" and dy < 0:
                i = position.objectives.index(key[1])
                key = ("col", position.columns[min(i, len(position.columns) - 1)])
        else:
            items = position.columns if key[0] == "col" else position.objectives
            i = max(0, min(len(items) - 1, items.index(key[1]) + dx))
            key = (key[0], items[i])
        self.cursor[RESEARCH] = key

    def action_next_space(self) -> None:
        area = self.cursor[PLANET]
        if area is None or self.position is None:
            return
        targets = self.targets()
        spaces = self._spaces_for(area, targets) or self.position.planet.spaces_of(area)
        if self.space_sel in spaces:
            self.space_sel = spaces[(spaces.index(self.space_sel) + 1) % len(spaces)]
        else:
            self.space_sel = spaces[0]
        self._hint_cursor()
        self.refresh()

    def close_report(self) -> bool:
        if self.report is None:
            return False
        self.report = None
        self._hint_cursor()
        self.refresh_bindings()
        self.refresh()
        return True

    def action_pick(self) -> None:
        if self.close_report():
            return
        if self.exchange is not None:
            self._pick_exchange(None)
            return
        if self.menu is not None:
            if self.menu:
                self._choose(self.menu.choice())
            return
        if self.view == PLAYERS:
            self.hint("The players view shows the boards; 1-3 switch to a view with choices, a lists them all.")
            return
        key = self.cursor.get(self.view)
        acts = self.targets().get(key, [])
        if self.view == PLANET and self.space_sel:
            acts = [a for a in acts if a.arg == self.space_sel] or acts
        if not acts:
            self.hint(self._why_not_here(key))
            return
        if len(acts) == 1:
            self._choose(acts[0])
        else:
            self.open_menu(acts, "choose")

    def _why_not_here(self, key) -> str:
        if self.position is None or self.seat is None:
            return "Wait: it is not a human's turn."
        names = {PLANET: "1 Planet", ACTIONS: "2 Actions", RESEARCH: "3 Research"}
        views = sorted({self._view_of_key(k) for k in self.targets()} - {self.view})
        if views:
            return "Not a legal choice here: the choices are on view " + ", ".join(names[v] for v in views) + "."
        if any(self._view_of_key(k) == self.view for k in self.targets()):
            return "Not a legal choice here: the legal ones are marked [ ]."
        return "Not a legal choice here: a lists the choices (the status line says what to decide)."

    def action_close(self) -> None:
        if self.close_report():
            return
        if self.exchange is not None and self.exchange.back():
            self.hint(self.exchange.message)
            self.refresh()
            return
        self.exchange = None
        self.menu = None
        self.refresh_bindings()
        self.refresh()

    def action_verb(self, verb: str) -> None:
        acts = [a for a in self.legal() if a.verb == verb]
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
        key = self.cursor.get(ACTIONS) if self.view == ACTIONS else None
        col = key[1][0] if key else None
        acts = [a for a in self.legal() if a.verb == "takeover" and (col is None or a.arg == col)]
        if not acts:
            self.view = ACTIONS
            self.refresh()
            self.hint(self.seen.oracle.why_not(Act("takeover", (col,))) if col else
                      "No commander can be taken over now: put the cursor on a column (view 2) for the reason.")
        elif len(acts) == 1:
            self._choose(acts[0])
        else:
            self.open_menu(acts, "take over")

    def action_exchange(self) -> None:
        acts = [a for a in self.legal() if a.verb == "x"]
        if acts:
            self.menu = None
            self.exchange = ExchangeDialog(self.position, self.seat, acts)
            self.hint(self.exchange.prompt())
            self.refresh_bindings()
            self.refresh()

    def _pick_exchange(self, row: int | None) -> None:
        action = self.exchange.pick(row)
        if action is not None:
            self.exchange = None
            self._choose(action)
        else:
            self.hint(self.exchange.message)
            self.refresh()

    def action_all(self) -> None:
        acts = [a for a in self.legal() if a.verb != "x"]
        if acts:
            self.open_menu(acts, "all choices")

    def open_menu(self, acts: list, title: str) -> None:
        self.exchange = None
        waiting = self.position.waiting if any(a.verb == "x" for a in self.legal()) else []
        self.menu = ChoiceMenu(acts, title, waiting)
        self.refresh_bindings()
        self.refresh()

    def _choose(self, action) -> None:
        self.menu = None
        if action == EXCHANGE:
            self.action_exchange()
            return
        self.choose(action)
        self.refresh_bindings()

    # ----- hints ------------------------------------------------------------------------
    def _hint_cursor(self) -> None:
        if self.position is None:
            return
        if self.report is not None:
            self.hint("The administration, for the whole table · Enter or Esc: back to the board")
            return
        position = self.position
        key = self.cursor.get(self.view)
        acts = self.targets().get(key, []) if key is not None else []
        about: list[str] = []               # what is under the cursor, most useful first
        if self.view == PLANET and key:
            pl = position.planet
            about.append(f"»{key}« {pl.colours[key]} · sector {key[0]} "
                         f"{'quiet' if pl.sector_of(key) in position.quiet else 'storm'}")
            labs = ", ".join(f"{s} {position.letter(o)}x{n}"
                             for s, (o, n) in sorted(position.labs.items()) if s[:2] == key)
            about += [f"labs {labs}"] if labs else []
            scouts = ", ".join(f"{position.letter(s).lower()} {sp}"
                               for s, sp in enumerate(position.scout) if sp[:2] == key)
            about += [f"scouts {scouts}"] if scouts else []
            if self.space_sel:
                acts = [a for a in acts if a.arg == self.space_sel] or acts
        elif self.view == PLAYERS:
            about.append("players' boards")
        elif key:
            about.append(self._describe_key(key))
        enter = ""
        if acts:
            enter = "Enter: " + self.labels[acts[0]]
            if acts[0].verb in ("go", "mira") and position.can_drop_on(acts[0].arg):
                slot = next((i for i, f in enumerate(position.slots[position.actor]) if f), None)
                if slot is not None:
                    cost = data.LAB_COSTS[slot] if data.LAB_COSTS[slot] != "0" else "free"
                    enter += f", then a lab from slot {slot + 1} ({cost})"
            if len(acts) > 1:
                enter += f" (+{len(acts) - 1} more)"
        elif self.seat is not None:
            views = sorted({self._view_of_key(k) for k in self.targets()} - {self.view})
            names = {PLANET: "1 Planet", ACTIONS: "2 Actions", RESEARCH: "3 Research"}
            if views:
                enter = "choices on view " + ", ".join(names[v] for v in views)
            elif self.menu_only():
                enter = "a: list the choices"
        text = fit_hint(about, enter, max(HINT_WIDTH, self.size.width - 2))
        if text:
            self.hint(text)

    def _describe_key(self, key) -> str:
        position = self.position
        kind = key[0]
        if kind == "cmd":
            if key[1] == data.FIRST_PLAYER_COLUMN:
                return "first player token: +1 level, +1 cube of a player colour, first next round"
            name = position.admin_cols[key[1]]
            _, green, red, power = data.COMMANDERS[name]
            return f"{name} (+{green}/-{red}): {power}"
        if kind == "col":
            name = position.research_cmd[key[1]]
            _, green, red, power = data.COMMANDERS[name]
            return f"{data.RESEARCH_NAMES[key[1]]}: {name} (+{green}/-{red}): {power}"
        if kind == "card":
            return f"{data.OBJECTIVES[key[1]][0]}: {position.objective_text(key[1])} this round"
        if kind == "up":
            return f"upper column {key[1]}: " + (" ".join(position.upper[key[1]]) or "empty")
        move, gain = data.ACTION_ROWS[int(key[1][1])]
        icon = position.icons.get(key[1], "")
        return f"{key[1]}: move {move} / gain {gain}" + (f" · icon {icon}" if icon else "")

    def key_help(self) -> list[tuple[str, str]]:
        return [
            ("1 2 3 4", "views: planet, actions, research, players"),
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
            ("Esc / Backspace", "close the menu; in the exchange, take back the last cube picked"),
        ]

    def legend(self) -> str:
        return ("[5a GV] legal area · »4b« cursor · ░ storm sector · letters under an area: scouts "
                "(n s p d), then one mark per space: lab owner (N S P D) or · empty, and a digit: labs stacked on a space · ◇ empty transmitter "
                "space, ◆ built station · G R U V W space colours · actions: [Y] legal crew, "
                "lowercase crew were moved by a takeover · ■ marker of a commander's holder · "
                "from 160x48: under each space its lab owner with the stack count (P3), then the scouts "
                "on that space (all: every scout) · player cards: ■ lab or station still on the board")
