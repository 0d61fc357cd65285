"""Magalon's board widget: the valley (canvas.py) and the side panel (panel.py, or
roomy_panel.py where it fits), each painted on a canvas whose view repaints only what changed.
At 80×24 the status and hint lines keep to one row (shorter forms of their texts) so the valley
and the panel keep theirs; when a frame line takes two rows all the same, the valley's column
letters and the panel's rules give way, and when the lines would take more (a refusal of two
rows over a log entry of two), the frame's log line gives way (`rows_needed`).

Keys follow the design (screens.md, Magalon). The common keys of every board: arrows step the
piece of the chip in use (the shield's ghost over the squares it may take), Enter sets or
confirms, Esc/Backspace steps back, digits play a card or answer the red-space menu (a numbered
menu on the valley: arrows and Enter, or 1/2). Magalon's own: m c s g pick the chip (magician,
card action, shield, giant); e settles the energy; t ends the turn; Tab picks the gnome or ruin;
r turns a flying ruin; x plays the 10. A displacement is drawn with the arrows and carried out
with Enter.

The board draws from the seat's view alone: the game's model as that seat may see it
(`SeatView.model`), read with the game's own helpers; what depends on the move being drawn
(where a displacement may go on, whether a flying ruin fits) it asks the rules through the
view's oracle (magtui/core/views.py).
"""

from __future__ import annotations


from textual.app import ComposeResult
from textual.binding import Binding

from magtui.core.explanations import Focus
from magtui.core.views import SeatView
from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.explain import valley_cells
from magtui.games.magalon.actions import (
    End,
    Energy,
    Lift,
    Play,
    Push,
    RedChoice,
    Roll,
    RuinStep,
    SetRuin,
    Shield,
    Step,
)
from magtui.games.magalon.ui.panel import draw_panel
from magtui.games.magalon.rules import MagalonState
from magtui.games.magalon.turn import NO_LEGAL_MOVE, Turn, card_effect, steps
from magtui.games.magalon.ui.roomy_panel import (
    ROOMY_PANEL_WIDTH,
    draw_roomy_panel,
    roomy_panel_rows,
)
from magtui.games.magalon.ui.canvas import (
    Marks,
    ValleyPainter,
    MagalonCanvas,
    cell_at,
    valley_height,
    valley_width,
)
from magtui.ui.board import ARROWS, Board
from magtui.ui.canvas import Canvas, CanvasView, fitting
from magtui.ui.choices import ChoiceMenu
from magtui.ui.grid_cursor import GridCursor
from magtui.ui.layouts import Layout, layout_for

# From this size on the valley is drawn with 6×2 characters a cell (screens.md, 160×48); the
# roomy panel comes sooner, beside the small valley, wherever its cards fit (120×40, 4 players).
ROOMY = Layout("roomy", valley_width(2) + 1 + ROOMY_PANEL_WIDTH, valley_height(2))
# Where each cell lies on screen at 80×24, for the shield's cursor (the roomy layout keeps
# the proportions).
CELL_POINTS = {cell: cell_at(cell, 1) for cell in range(D.NUM_CELLS)}
RED_LABELS = {True: "Stay: +3 energy", False: "Move on 3 more steps"}
RED_WORDS = {True: "stay", False: "move on"}
ROLL_FIRST = "Press g to roll the dice for the giant."
# What Enter does, by the board's mode (the key bar's words; the red-space menu says its entry).
ENTER_WORDS = {"play": "play card", "push": "displace", "fly": "set ruin", "s": "set shield"}
# What the arrows do, by the board's mode (the card action's chip by the card's action).
ARROW_WORDS = {
    "play": "card",
    "push": "draw",
    "red": "choose",
    "m": "step",
    "gnomes": "step gnome",
    "ruins": "shift ruin",
    "fly": "move ruin",
    "s": "move shield",
    "g": "step giant",
}


def _rotate(cells: tuple[int, ...]) -> tuple[int, ...]:
    """The footprint turned a quarter, kept near its place and on the board if possible."""
    coords = [(c % D.COLS, c // D.COLS) for c in cells]
    turned = [(-r, c) for c, r in coords]
    dc = min(c for c, _ in coords) - min(c for c, _ in turned)
    dr = min(r for _, r in coords) - min(r for _, r in turned)
    placed = [(c + dc, r + dr) for c, r in turned]
    shift_c = max(0, -min(c for c, _ in placed)) - max(0, max(c for c, _ in placed) - (D.COLS - 1))
    shift_r = max(0, -min(r for _, r in placed)) - max(0, max(r for _, r in placed) - (D.ROWS - 1))
    return tuple(sorted((r + shift_r) * D.COLS + c + shift_c for c, r in placed))


# The actions of the board's keys: the common ones (Board) and Magalon's own.
BOARD_KEYS = (
    "cursor",
    "choose",
    "back",
    "digit",
    "chip",
    "energy",
    "next_piece",
    "rotate",
    "end_turn",
)


class MagalonBoard(Board):
    """The valley and the side panel, each a canvas view; the common keys (arrows, Enter, Esc,
    digits) come from Board and land in the `*_key` hooks, Magalon's own keys are bound here."""

    LAYOUTS = (ROOMY,)
    BINDINGS = [
        Binding("m", "chip('m')", "chip", key_display="m c s e"),
        Binding("c", "chip('c')", "card", show=False),
        Binding("s", "chip('s')", "shield", show=False),
        Binding("e", "energy", "energy", show=False),
        Binding("g", "chip('g')", "giant"),
        Binding("tab", "next_piece", "piece"),
        Binding("r", "rotate", "turn"),
        Binding("t", "end_turn", "end"),
        Binding("x", "digit(10)", "10", show=False),  # the card 10, beside the digits
    ]

    def __init__(self, spec, glyphs, **kwargs) -> None:
        super().__init__(spec, glyphs, **kwargs)
        self.chip = "m"
        self.piece = 0  # the gnome (0, 1) or ruin (0..5) Tab has picked
        self.card_cursor = 0
        self.red_menu = ChoiceMenu()  # stay or move on, after a walk ending on a red space
        self.marker: int | None = None  # the magician's cell inside a merged space
        self.shield: GridCursor | None = None  # the shield's ghost, over the squares it may take
        self.ghost: tuple[int, ...] = ()
        self.push_path: list[int] = []  # the displacement drawn so far, confirmed with Enter
        # The hint's step, drawn marked until the next action: (the action count, its cells).
        self.pointed: tuple[int, tuple[int, ...]] = (-1, ())
        self.position: MagalonState | None = None  # what the view on screen shows
        self._legal: frozenset = frozenset()  # the actions the seat on screen may choose now
        self._hinted_width = 0  # the width the hint on screen was fitted to
        # The valley beside the panel, its width set for the valley's scale.
        self.styles.layout = "horizontal"
        self.valley_view = MagalonCanvas(id="valley")
        self.valley_view.styles.width = valley_width(1) + 1
        self.panel_view = CanvasView(id="panel")

    def compose(self) -> ComposeResult:
        yield self.valley_view
        yield self.panel_view

    # ----- the frame's contract --------------------------------------------------------------
    def decision_key(self, view: SeatView):
        """The move being built lasts the whole turn: the chip in use stays between actions."""
        position: MagalonState = view.model
        return (position.round, position.phase, position.turn.seat if position.turn else None)

    def new_decision(self, view: SeatView, before: SeatView | None) -> None:
        self.chip, self.piece, self.card_cursor = "m", 0, 0
        self.shield, self.ghost, self.marker = None, (), None

    def draw(self, view: SeatView) -> None:
        position: MagalonState = view.model
        t = position.turn
        if t is not None and self._chip_done(t):
            # The chip's action is complete: back to the magician, with no ghost left behind.
            self.chip, self.shield, self.ghost = "m", None, ()
        if t is None or t.push_victim < 0:
            self.push_path = []
        self.position = position
        self._legal = frozenset(view.actions)
        if self.shield is not None:  # the ghost keeps its square while the shield may stand there
            squares = self._shield_squares()
            self.shield.place(squares, squares)
        # Not Board.draw: its layout pass would repaint the whole board; the views repaint
        # only the cells that changed.
        self.seen, self.seat = view, view.seat
        if t is None or t.red != "pending":
            self.red_menu = ChoiceMenu()
        else:
            self.red_menu.set([(choice, RED_LABELS[choice.stay]) for choice in self.red_choices()])
        self._update()
        self.refresh_bindings()

    def on_resize(self) -> None:
        if self.line_width() != self._hinted_width:
            self._update()  # the hint too: its shorter forms depend on the width
        else:  # a frame line changed rows: the hint on it (perhaps a refusal) stays
            self._redraw()

    def _chip_done(self, t: Turn) -> bool:
        if self.chip == "s":
            return t.shield_done
        if self.chip == "g":
            return bool(t.dice) and t.giant_steps == t.giant_total
        if self.chip == "c":
            return {
                "gnomes": t.gnome_steps == t.amount,
                "ruins": t.ruin_steps == t.amount,
                "fly": t.fly == "done",
            }.get(t.action, False)
        return False

    def _interactive(self) -> bool:
        position = self.position
        return (
            position is not None and self.seat is not None and self.seat == position.acting_seat()
        )

    def mode(self) -> str:
        """play | push | red | fly | m | c | s | g"""
        position = self.position
        if position.phase == "play":
            return "play"
        t = position.turn
        if t.push_victim >= 0:
            return "push"
        if t.red == "pending":
            return "red"
        if t.fly == "lifted" or (self.chip == "c" and t.action == "fly"):
            return "fly"
        return self.chip

    def status(self) -> str | None:
        """The status line, kept to one row: the fullest form that fits the width (the game's
        name and the longer instructions give way first, at 80 columns with long names)."""
        position = self.position
        if position is None or position.phase != "turn":
            return None
        t = position.turn
        who = f"{position.names[t.seat].upper()} ({D.PLAYER_LETTERS[t.seat]}) card {t.card}"
        heads = (f"Magalon R{position.round} · {who}", f"R{position.round} · {who}")
        tails = self._status_tails() if self._interactive() else self._table_tails()
        return fitting([f"{head} · {tail}" for tail in tails for head in heads], self.line_width())

    def rows_needed(self) -> int:
        """The valley's rows without the column letters (they give way first): the frame's
        log line gives its rows up before a row of the valley is lost."""
        return valley_height(1, letters=False) if self.position is not None else 0

    def _status_tails(self) -> tuple[str, ...]:
        """What the player on screen does now, the fullest first."""
        position, t, mode = self.position, self.position.turn, self.mode()
        if mode == "push":
            done = f"{len(self.push_path)}/{t.push_left}"
            victim = position.names[t.push_victim].upper()
            return (
                f"DISPLACE {victim} {done}: draw the path, Enter",
                f"DISPLACE {D.PLAYER_LETTERS[t.push_victim]} {done}: arrows draw, Enter",
            )
        if mode == "red":
            return "RED SPACE: stay or move on (↑↓ Enter, or 1 2)", "RED SPACE: 1 stay, 2 move on"
        if mode == "m" and t.mag_target == 0:
            return (
                "the 0 card does not move: card, shield, energy, then t",
                "no walk: c s e, then t",
            )
        if mode == "m" and t.mag_steps < t.mag_target:
            done = f"{t.mag_steps}/{t.mag_target}"
            return (
                f"MAGICIAN {done}: take the next step (○ = may end)",
                f"MAGICIAN {done}: step (○ may end)",
            )
        if mode == "c" and t.action == "gnomes":
            done = f"{t.gnome_steps}/{t.amount}"
            return (
                f"GNOMES {done}: Tab picks g1/g2, arrows step",
                f"GNOMES {done}: Tab g1/g2, arrows",
            )
        if mode == "c" and t.action == "ruins":
            done = f"{t.ruin_steps}/{t.amount}"
            return (
                f"RUINS {done}: Tab picks a ruin, arrows shift it",
                f"RUINS {done}: Tab, arrows shift",
            )
        if mode == "fly":
            ruin = D.RUIN_IDS[self.piece]
            return (
                f"FLYING RUIN {ruin}: arrows move, r turns, Enter sets",
                f"FLYING RUIN {ruin}: r turns, Enter",
            )
        if mode == "s":
            return "SHIELD: arrows pick a square, Enter sets it", "SHIELD: arrows, Enter sets"
        if mode == "g" and t.dice:
            dice = "+".join(map(str, t.dice))
            return (
                f"GIANT {t.giant_steps}/{t.giant_total} (dice {dice}): arrows step",
                f"GIANT {t.giant_steps}/{t.giant_total}: arrows",
            )
        return self._table_tails()

    def _table_tails(self) -> tuple[str, ...]:
        """What the player on turn must still do, as the game says it, then shorter."""
        said = self.seen.status.partition(f"card {self.position.turn.card} · ")[2]
        t = self.position.turn
        if t.unfinished():
            short = f"finish {' and '.join(t.unfinished())}"
        else:
            chips = "m c s e g" if t.giant else "m c s e"
            short = f"chips {chips}, then t" if self._interactive() else "taking the turn"
        return (said, short) if said else (short,)

    def key_words(self, action: str) -> str | None:
        """The key bar's words for Enter and the arrows: what they do in the chip or menu at
        hand."""
        if self.position is None or not self._interactive():
            return None
        mode = self.mode()
        if action == ARROWS:
            if mode == "c":
                return ARROW_WORDS[self.position.turn.action]
            return ARROW_WORDS.get(mode)
        if action != "choose":
            return None
        if mode == "red":
            return RED_WORDS[self.red_menu.current.stay]
        return ENTER_WORDS.get(mode)

    def key_help(self) -> list[tuple[str, str]]:
        return [
            ("←→ Enter / 0-9 x", "card play: pick and play a card (x = 10)"),
            ("arrows / h j k l", "step the magician, gnome, ruin or giant of the chip in use"),
            ("m c s g", "chip: magician, card action, shield, giant (g rolls the dice)"),
            ("e", "settle the energy now"),
            ("Tab", "next gnome or ruin"),
            ("r", "turn the flying ruin"),
            ("Enter", "set the flying ruin or the shield; confirm a displacement"),
            ("arrows, Backspace", "draw a displacement (5 or 10 squares), take a square back"),
            ("↑↓ Enter / 1 2", "red-space menu: 1 stay (+3) / 2 move on 3"),
            ("Esc / Backspace", "back to the magician chip"),
            ("t", "end the turn"),
        ]

    def legend(self) -> str:
        return self.glyphs.text(
            "·  plain square        *  red energy space\n"
            "*○* red space where the move may end   *•* red space passed\n"
            "▓▓▓ ruin (number on its corner)\n"
            "[ ▲ ] Amulet space A   ┌■┐ Stone space B   ┌●┐ Ring space C\n"
            "[═ START/FINISH ═]  one space\n"
            "A B C D  magicians     (a) shield of A\n"
            "G  giant               g1 g2  gnomes\n"
            "•  entered this turn   ○  the move may end here\n"
            "reverse video: a legal next step   »x«  cursor\n"
            "{x}  marked: what a lesson points at, or the hint's step\n"
            "panel: ■ = 2 energy, │ marks 16 · ▲ ■ ● artifacts held · ✓ done · ▸ acting ·\n"
            "       4✓ protected this round\n"
            "roomy panel (from 120×40): [ 7] in hand  [░░] face down  < 7> played this round"
        )

    # ----- learning: the element under the cursor, the hint's move, a lesson's mark --------
    def under_cursor(self) -> Focus | None:
        return self._focus_cell()[0]

    def cursor_row(self) -> int | None:
        cell = self._focus_cell()[1]
        if cell is None:
            return None
        width, height = self.size
        scale = 2 if layout_for(width, height, self.LAYOUTS) == ROOMY.name else 1
        return cell_at(cell, scale, int(height >= valley_height(scale)))[1]

    def _focus_cell(self) -> tuple[Focus | None, int | None]:
        """What the cursor is on, and the valley cell it is drawn at (None: the panel's)."""
        position = self.position
        if position is None or position.phase == "over" or position.turn is None:
            if position is None or not self._interactive():
                return None, None
            values = self._playable()
            return Focus("card", str(values[self.card_cursor % len(values)])), None
        t = position.turn
        mode = self.mode() if self._interactive() else "m"
        if mode == "red":
            return Focus("choice", RED_WORDS[self.red_menu.current.stay]), t.mag_path[-1]
        if mode == "c" and t.action == "gnomes":
            return Focus("piece", f"g{self.piece + 1}"), position.gnomes[self.piece]
        if mode == "c" and t.action == "ruins":
            rid = D.RUIN_IDS[self.piece]
            return Focus("ruin", rid), position.ruins[rid][0]
        if mode == "fly":
            return Focus("ruin", self._fly_ruin()), self._ghost()[0]
        if mode == "s":
            cell = self._shield_cell()
            return Focus("shield", D.cell_name(cell)), cell
        if mode == "g":
            return Focus("piece", "giant"), position.giant
        victim = t.push_victim
        node = (self.push_path or [position.pos[victim]])[-1] if mode == "push" else t.mag_path[-1]
        return Focus("square", V.node_name(node)), V.CELLS_OF_NODE.get(node, (node,))[0]

    def point_at(self, action) -> bool:
        """Cards, the red menu, a shield's or flying ruin's square: the cursor goes there, Enter
        makes it. A step of the magician, a gnome, a ruin or the giant: its chip is taken and
        the squares it enters are marked, the arrow toward them makes it."""
        if not self._interactive() or action not in self._legal:
            return False
        position, cells = self.position, ()
        if isinstance(action, Play):
            self.card_cursor = self._playable().index(action.value)
        elif isinstance(action, RedChoice):
            self.red_menu.cursor = self.red_menu.values.index(action)
        elif isinstance(action, Shield):
            self._take_chip("s")
            self._shield_cell()
            self.shield.place(self.shield.cells, self.shield.legal, prefer=action.cell)
        elif isinstance(action, SetRuin):
            self.ghost = action.cells
        elif isinstance(action, RuinStep):
            self._take_chip("c")
            self.piece = D.RUIN_IDS.index(action.ruin)
            now = position.ruins[action.ruin]
            cells = tuple(set(V.shift(now, action.direction)) - set(now))
        elif isinstance(action, Step):
            self._take_chip({"m": "m", "giant": "g"}.get(action.piece, "c"))
            if action.piece in ("g1", "g2"):
                self.piece = int(action.piece[1]) - 1
            cells = V.CELLS_OF_NODE.get(action.node, (action.node,))
            if action.piece == "m":
                self._aim_marker(action.node)
        else:
            return False
        self.pointed = (self.seen.move, cells)
        self._update()
        return True

    def _aim_marker(self, node: int) -> None:
        """Inside a merged space, the marker goes beside the square the step enters."""
        here = self.position.turn.mag_path[-1]
        if here in V.MERGED_NODES:
            self.marker = next(
                cell
                for cell in V.CELLS_OF_NODE[here]
                if any(V.NODE_OF_CELL[n] == node for n in V.CELL_NEIGHBOURS[cell])
            )

    def _looked_at(self) -> set[int]:
        """The cells of a lesson's mark and of the hint's step, drawn marked."""
        cells = set(self.pointed[1]) if self.pointed[0] == self.seen.move else set()
        return cells | (valley_cells(self.position, self.marked) if self.marked else set())

    # ----- keys --------------------------------------------------------------------------------
    def check_action(self, action: str, parameters) -> bool | None:
        if action not in BOARD_KEYS:
            return True
        if not self._interactive():
            return False
        mode = self.mode()
        t = self.position.turn
        if mode == "play":
            return action in ("cursor", "choose", "digit")
        if mode == "push":
            return action in ("cursor", "choose", "back")
        if mode == "red":
            return action in ("digit", "cursor", "choose")
        if action == "chip":
            chip = parameters[0]
            if chip == "c":
                return t.action in ("gnomes", "ruins", "fly")
            if chip == "g":
                return t.giant
            return True
        if action == "energy":
            return not t.energy_done
        if action == "next_piece":
            return mode == "fly" or (mode == "c" and t.action in ("gnomes", "ruins"))
        if action == "rotate":
            return mode == "fly"
        if action == "choose":
            return mode in ("fly", "s")
        if action == "digit":
            return False
        return True

    def _send(self, action) -> None:
        reason = None if action in self._legal else self.seen.oracle.why_not(action)
        if reason is None:
            self.choose(action)
        else:
            self.hint(reason)

    def _refusal(self, steps_drawn: list, action) -> str | None:
        """Why `action` would be refused once the actions `steps_drawn` (a displacement drawn
        so far, a ruin to lift) were played; None when it would be legal."""
        if not steps_drawn:
            return None if action in self._legal else self.seen.oracle.why_not(action)
        return self.seen.oracle.why_not_after(steps_drawn, action)

    def _playable(self) -> list[int]:
        """The cards the seat on screen may play now."""
        return sorted(a.value for a in self._legal if isinstance(a, Play))

    def cursor_key(self, direction: str) -> None:
        if not self._interactive():
            return
        position, mode = self.position, self.mode()
        if mode == "play":
            values = self._playable()
            step = -1 if direction in ("left", "up") else 1
            self.card_cursor = (self.card_cursor + step) % len(values)
            self._update()
            return
        t = position.turn
        if mode == "push":
            self._push_arrow(direction)
            return
        if mode == "red":
            self.red_menu.move(-1 if direction in ("left", "up") else 1)
            self.tell_key_words()
            self._update()
            return
        if mode == "m":
            self._magician_arrow(direction)
        elif mode == "c" and t.action == "gnomes":
            name = ("g1", "g2")[self.piece]
            target = self._neighbour(position.gnomes[self.piece], direction)
            if target is not None:
                self._send(Step(name, V.NODE_OF_CELL[target]))
        elif mode == "c" and t.action == "ruins":
            self._send(RuinStep(D.RUIN_IDS[self.piece], direction))
        elif mode == "fly":
            moved = V.shift(self._ghost(), direction)
            if moved is not None:
                self.ghost = moved
                self._update()
        elif mode == "s":
            self._shield_arrow(direction)
        elif mode == "g":
            if not t.dice:
                self.hint(ROLL_FIRST)
                return
            target = self._neighbour(position.giant, direction)
            if target is not None:
                self._send(Step("giant", V.NODE_OF_CELL[target]))

    def _push_arrow(self, direction: str) -> None:
        """Draw the displacement one square further (nothing moves until Enter)."""
        position = self.position
        t = position.turn
        if len(self.push_path) >= t.push_left:
            self.hint(
                f"The path has all {t.push_left} steps: Enter confirms, Backspace takes one back."
            )
            return
        here = self.push_path[-1] if self.push_path else position.pos[t.push_victim]
        target = self._neighbour(here, direction)
        if target is None:
            self.hint("The edge of the valley.")
            return
        action = Push(V.NODE_OF_CELL[target])
        reason = self._refusal(self._pushes_drawn(), action)
        if reason is not None:
            self.hint(reason)
            return
        self.push_path.append(action.node)
        self._update()

    def _pushes_drawn(self) -> list[Push]:
        return [Push(node) for node in self.push_path]

    def _confirm_push(self) -> None:
        t = self.position.turn
        if len(self.push_path) < t.push_left:
            self.hint(
                f"Draw {steps(t.push_left - len(self.push_path))} more of the displacement first."
            )
            return
        for node in self.push_path:
            self.choose(Push(node))

    @staticmethod
    def _neighbour(cell: int, direction: str) -> int | None:
        dc, dr = V.DIRECTIONS[direction]
        col, row = cell % D.COLS + dc, cell // D.COLS + dr
        if 0 <= col < D.COLS and 0 <= row < D.ROWS:
            return row * D.COLS + col
        return None

    def _magician_arrow(self, direction: str) -> None:
        t = self.position.turn
        if t.mag_steps >= t.mag_target:
            self.hint("The magician has moved; pick another chip (c s e g) or end the turn (t).")
            return
        here = t.mag_path[-1]
        target = self._neighbour(self._magician_cell(), direction)
        if target is None:
            self.hint("The edge of the valley.")
            return
        node = V.NODE_OF_CELL[target]
        if node == here:  # inside a merged space: the marker moves at no cost
            self.marker = target
            self._update()
            return
        self.marker = target if node in V.MERGED_NODES else None
        self._send(Step("m", node))

    def _magician_cell(self) -> int:
        """The cell the magician's arrows start from (the marker inside a merged space)."""
        node = self.position.turn.mag_path[-1]
        if node not in V.MERGED_NODES:
            return node
        cells = V.CELLS_OF_NODE[node]
        if self.marker not in cells:
            self.marker = cells[len(cells) // 2]
        return self.marker

    def _shield_arrow(self, direction: str) -> None:
        """The ghost goes to the nearest square that way where the shield may stand."""
        self._shield_cell()
        if not self.shield.move(direction):
            self.hint("No free square further that way.")
            return
        self._update()

    def _shield_squares(self) -> dict[int, tuple[int, int]]:
        """The squares where the shield may stand, with their places on screen."""
        return {a.cell: CELL_POINTS[a.cell] for a in self._legal_of(Shield)}

    def _shield_cell(self) -> int:
        """The square under the shield's ghost. It starts on the free square where the shield
        may stand nearest the magician, and keeps to such squares."""
        pos = self.position.pos[self.seat]
        here = pos if pos < D.NUM_CELLS else V.CELLS_OF_NODE[pos][len(V.CELLS_OF_NODE[pos]) // 2]
        if self.shield is None:
            squares = self._shield_squares()
            col, row = here % D.COLS, here // D.COLS
            start = min(
                squares,
                default=None,
                key=lambda c: (abs(c % D.COLS - col) + abs(c // D.COLS - row), c),
            )
            self.shield = GridCursor()
            self.shield.place(squares, squares, prefer=start)
        return here if self.shield.at is None else self.shield.at

    def _legal_of(self, kind) -> list:
        return [a for a in self._legal if isinstance(a, kind)]

    def _ghost(self) -> tuple[int, ...]:
        if not self.ghost:
            self.ghost = self.position.ruins[self._fly_ruin()]
        return self.ghost

    def _fly_ruin(self) -> str:
        t = self.position.turn
        return t.lifted if t.fly == "lifted" else D.RUIN_IDS[self.piece]

    def choose_key(self) -> None:
        if not self._interactive():
            return
        mode = self.mode()
        if mode == "play":
            values = self._playable()
            self._send(Play(values[self.card_cursor % len(values)]))
        elif mode == "push":
            self._confirm_push()
        elif mode == "red":
            self._send(self.red_menu.current)
        elif mode == "fly":
            self._set_flying_ruin()
        elif mode == "s":
            self._send(Shield(self._shield_cell()))

    def _set_flying_ruin(self) -> None:
        t = self.position.turn
        target = SetRuin(self._ghost())
        if t.fly == "lifted":
            self._send(target)
            return
        if t.fly == "done":
            self.hint("The flying ruin has already been used this turn.")
            return
        lift = Lift(self._fly_ruin())
        reason = self._refusal([lift], target)
        if reason is not None:
            self.hint(reason)
            return
        self.choose(lift)
        self.choose(target)

    def back_key(self) -> None:
        if self._interactive() and self.mode() == "push":
            if self.push_path:
                self.push_path.pop()
                self._update()
            return
        if self._interactive() and self.mode() not in ("play", "push", "red"):
            self._take_chip("m")
            self._update()

    def _take_chip(self, chip: str) -> None:
        """Put `chip` in use with no ghost left behind; the keys that work change with it."""
        self.chip, self.ghost, self.shield = chip, (), None
        self.refresh_bindings()

    def action_chip(self, chip: str) -> None:
        if not self._interactive() or self.mode() in ("play", "push", "red"):
            return
        t = self.position.turn
        if t.fly == "lifted":
            self.hint(f"First set ruin {t.lifted} down (Enter).")
            return
        self._take_chip(chip)
        if chip == "g" and t.giant and not t.dice:
            self._send(Roll())
            return
        self._update()

    def action_energy(self) -> None:
        if self._interactive() and self.mode() not in ("play", "push", "red"):
            self._send(Energy())

    def action_end_turn(self) -> None:
        if self._interactive() and self.mode() != "play":
            self._send(End())

    def action_next_piece(self) -> None:
        if not self._interactive():
            return
        t = self.position.turn
        count = 2 if t.action == "gnomes" else len(D.RUIN_IDS)
        if t.fly == "lifted":
            return
        self.piece = (self.piece + 1) % count
        self.ghost = ()
        self._update()

    def action_rotate(self) -> None:
        if self._interactive() and self.mode() == "fly":
            self.ghost = _rotate(self._ghost())
            self._update()

    def digit_key(self, value: int) -> None:
        """Card play: the card of that value (x is the 10); the red-space menu: 1 stay, 2 move
        on."""
        if not self._interactive():
            return
        mode = self.mode()
        if mode == "play":
            self._send(Play(value))
        elif mode == "red" and value in (1, 2):
            self._send(RedChoice(value == 1))

    # ----- hints -----------------------------------------------------------------------------
    def red_choices(self) -> list[RedChoice]:
        """The red-space menu's entries: Stay, and Move on only when 3 more steps are possible."""
        return [a for a in (RedChoice(True), RedChoice(False)) if a in self._legal] or [
            RedChoice(True)
        ]

    def _hint_text(self) -> str:
        """The hint for the move being composed, kept to one row where a shorter form says it."""
        return fitting(self._hints(), self.line_width())

    def _hints(self) -> list[str]:
        """The hint, the fullest form first."""
        position = self.position
        mode = self.mode()
        if mode == "play":
            values = self._playable()
            card = values[self.card_cursor % len(values)]
            return [
                f"Card {card}: {card_effect(card)} · ←→ Enter, or 0-9 x",
                f"Card {card}: {card_effect(card, short=True)} · ←→ Enter, or 0-9 x",
            ]
        t = position.turn
        if t.back_note:  # said until the next action
            return [f"Taken back, no way to finish: {t.back_note}", f"Taken back: {t.back_note}"]
        if mode == "push":
            victim = position.names[t.push_victim]
            left = t.push_left - len(self.push_path)
            if left:
                return [
                    f"Displace {victim}'s magician: draw {steps(left)} more "
                    "(arrows, Backspace takes one back)",
                    f"Displace {victim}'s magician: {steps(left)} more "
                    "(arrows; Backspace: one back)",
                ]
            return [f"Displacement drawn: Enter moves {victim}'s magician"]
        if mode == "red":
            extra = " · 2 move on 3" if RedChoice(False) in self._legal else ""
            return [f"Red space: 1 stay (+3 energy){extra}"]
        if mode == "m":
            return self._magician_hints()
        if mode == "c" and t.action == "gnomes":
            return [f"Gnome g{self.piece + 1} selected (Tab) · gnomes {t.gnome_steps}/{t.amount}"]
        if mode == "c" and t.action == "ruins":
            return [
                f"Ruin {D.RUIN_IDS[self.piece]} selected (Tab) · ruins {t.ruin_steps}/{t.amount}"
            ]
        if mode == "fly":
            where = f"Ruin {self._fly_ruin()} " + (
                "fits here" if self._marks().ghost_ok else "cannot be set here"
            )
            return [
                f"{where} · arrows move, r turns, Tab another ruin, Enter sets it",
                f"{where} · arrows, r turns, Tab next, Enter sets",
            ]
        if mode == "s":
            return [f"Shield on {D.cell_name(self._shield_cell())}? Enter sets it · Esc leaves it"]
        if mode == "g" and not t.dice:  # not rolled yet, or the roll taken back
            return [ROLL_FIRST]
        if mode == "g":
            return [
                f"Giant: {t.giant_steps}/{t.giant_total} steps (dice {'+'.join(map(str, t.dice))})"
            ]
        return [""]

    def _magician_hints(self) -> list[str]:
        """The walk so far and where it may end; a long path shows its last squares, and the ends
        as many as fit. On the start or an artifact space it says instead that the arrows pick
        the way out of it for no step (the board marks the ends)."""
        t = self.position.turn
        names = [V.node_name(n) for n in t.mag_path]
        paths = [" ".join(names)] + (["… " + " ".join(names[-3:])] if len(names) > 4 else [])
        left = t.mag_target - t.mag_steps
        if left <= 0:
            return (
                [f"Magician done: {path}" for path in paths]
                if t.mag_steps
                else ["The magician stays."]
            )
        ends = sorted(V.node_name(n) for n in self.position.magician_ends())
        if not ends and (t.mag_steps or self.position.chips()["Magician"] == NO_LEGAL_MOVE):
            if not t.mag_steps:
                return ["The magician has no legal move this turn."]
            return [
                f"Path {path} · {steps(left)} left, no way on for now: {todo}"
                for todo in (
                    "clear it first (s c g), or take steps back (u)",
                    "clear it (s c g) or step back (u)",
                )
                for path in paths
            ]
        if not ends:
            return ["The magician cannot set out for now: clear the way first (s c g)."]
        if t.mag_path[-1] in V.MERGED_NODES:  # its arrows move the marker inside, for nothing
            place = "the start" if t.mag_path[-1] == V.START_NODE else "the artifact space"
            return [
                f"Path {path} · {steps(left)} left · on {place}, "
                "arrows pick the way out: no step spent"
                for path in paths
            ] + [
                f"Path {paths[-1]} · {steps(left)} left · arrows here pick the way out, "
                "no step spent"
            ]
        hints = []
        for path in paths:
            head = f"Path {path} · {steps(left)} left · may end on "
            room = self.line_width() - len(head)
            if len(" ".join(ends)) <= room:
                hints.append(head + " ".join(ends))
                continue
            shown: list[str] = []
            for name in ends:
                if len(" ".join([*shown, name, "…"])) > room:
                    break
                shown.append(name)
            if shown:
                hints.append(head + " ".join([*shown, "…"]))
        return hints or [f"Path {paths[-1]} · {steps(left)} left · ○ may end"]

    # ----- drawing ---------------------------------------------------------------------------
    def _update(self) -> None:
        """The hint for the move being composed, then the canvases: in this order (and with the
        hint posted straight to the screen) the frame's hint line and the board's cells go out
        in one frame."""
        if self._interactive():
            self._hinted_width = self.line_width()
            self.hint(self._hint_text())
        self._redraw()

    def _redraw(self) -> None:
        """Paint both canvases afresh and hand them to their views, which send the terminal only
        the cells that changed (a cursor move costs a few cells)."""
        width, height = self.size
        if self.position is None or not width or not height:
            return  # drawn once laid out (on_resize)
        valley, panel = self.paint(width, height)
        if self.valley_view.canvas is None or self.valley_view.canvas.width != valley.width:
            self.valley_view.styles.width = valley.width  # a new scale: the one layout pass
        self.valley_view.show(valley)
        self.panel_view.show(panel)

    def paint(self, width: int, height: int) -> tuple[Canvas, Canvas]:
        """The valley (with the line that parts it from the panel) and the panel, painted for
        a board of `width`×`height`: from 160×48 on in the roomy layout; on a board a row short
        of the valley, without its column letters; with the roomy panel wherever it fits."""
        scale = 2 if layout_for(width, height, self.LAYOUTS) == ROOMY.name else 1
        valley = Canvas(valley_width(scale) + 1, height, self.glyphs)
        letters = height >= valley_height(scale)
        painter = ValleyPainter(valley, self.position, self._marks(), scale, letters)
        painter.draw()
        valley.fill(valley.width - 1, 0, 1, height, "│", "dim")
        mode, card = "", None
        if self._interactive():
            mode = self.mode()
            if mode == "play":
                values = self._playable()
                card = values[self.card_cursor % len(values)]
            elif mode == "red":
                self._draw_red_menu(painter)
        panel = Canvas(max(0, width - valley.width), height, self.glyphs)
        roomy = panel.width >= ROOMY_PANEL_WIDTH and height >= roomy_panel_rows(
            self.position.num_players
        )
        look = self.marked
        marked_card = int(look.key) if look is not None and look.kind == "card" else None
        (draw_roomy_panel if roomy else draw_panel)(panel, self.position, mode, card, marked_card)
        return valley, panel

    def _draw_red_menu(self, painter: ValleyPainter) -> None:
        """Stay or move on, beside the magician; a note says why Move on is missing."""
        cell = self.position.turn.mag_path[-1]
        notes = [] if RedChoice(False) in self.red_menu.values else ["no way on for 3 steps"]
        painter.menu_beside(cell, f"RED SPACE {D.cell_name(cell)}", self.red_menu, notes)

    def _marks(self) -> Marks:
        position = self.position
        marks = Marks(look=self._looked_at())
        if position.phase != "turn":
            return marks
        t = position.turn
        mode = self.mode() if self._interactive() else "m"
        if t.mag_steps:
            marks.path = {n for n in t.mag_path[:-1] if n < D.NUM_CELLS}
            marks.steps = {n: i for i, n in enumerate(t.mag_path) if i and n < D.NUM_CELLS}
        marks.moving = t.mag_path[-1]
        if not self._interactive():
            return marks
        legal = self._legal
        if mode == "m":
            marks.targets = {a.node for a in legal if isinstance(a, Step) and a.piece == "m"}
            marks.ends = self.position.magician_ends()
            if t.mag_path[-1] in V.MERGED_NODES and t.mag_steps < t.mag_target:
                marks.marker = self._magician_cell()
                marks.mover = D.PLAYER_LETTERS[t.seat]
        elif mode == "push":
            marks.targets = self._push_targets()
            marks.path = set(t.push_path) | set(self.push_path)
            marks.steps = {n: i for i, n in enumerate(self.push_path, start=1)}
            marks.cursor = self.push_path[-1] if self.push_path else position.pos[t.push_victim]
            marks.moving = None
        elif mode == "c" and t.action == "gnomes":
            name = ("g1", "g2")[self.piece]
            marks.targets = {a.node for a in legal if isinstance(a, Step) and a.piece == name}
            marks.cursor = position.gnomes[self.piece]
            marks.path |= set(t.gnome_paths[self.piece][:-1])
        elif mode == "c" and t.action == "ruins":
            rid = marks.selected_ruin = D.RUIN_IDS[self.piece]
            moves = [
                V.shift(position.ruins[rid], a.direction)
                for a in legal
                if isinstance(a, RuinStep) and a.ruin == rid
            ]
            marks.targets = {c for cells in moves for c in cells} - set(position.ruins[rid])
        elif mode == "fly":
            marks.ghost = self._ghost()
            lift = [] if t.fly == "lifted" else [Lift(self._fly_ruin())]
            if lift:
                marks.selected_ruin = self._fly_ruin()
            marks.ghost_ok = self._refusal(lift, SetRuin(marks.ghost)) is None
        elif mode == "s":
            marks.shield_ghost = (self._shield_cell(), self.seat)
        elif mode == "g" and t.dice:
            marks.targets = {a.node for a in legal if isinstance(a, Step) and a.piece == "giant"}
            marks.cursor = position.giant
            marks.path |= set(t.giant_path[:-1])
        return marks

    def _push_targets(self) -> set[int]:
        """Where the displacement drawn so far may go on (nowhere once it is drawn whole)."""
        if len(self.push_path) >= self.position.turn.push_left:
            return set()
        if not self.push_path:
            return {a.node for a in self._legal_of(Push)}
        after = self.seen.oracle.legal_after(self._pushes_drawn())
        return {a.node for a in after if isinstance(a, Push)}
