"""Step through a saved or finished game, action by action."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from magtui.core.game import GameState
from magtui.core.session import Session
from magtui.ui.game_screen import load_board
from magtui.ui.glyphs import Glyphs
from magtui.ui.keybar import KeyBar

CHECKPOINT_EVERY = 50


class ReplayScreen(Screen[None]):
    """Shows the table's view after any number of the saved actions (nothing private)."""

    BINDINGS = [
        Binding("right,l", "step(1)", "next"),
        Binding("left,h", "step(-1)", "back"),
        Binding("pagedown", "step(20)", "+20", show=False),
        Binding("pageup", "step(-20)", "-20", show=False),
        Binding("home,g", "jump(0)", "start"),
        Binding("end,G", "jump(-1)", "end"),
        Binding("q,escape,backspace", "close", "close"),
    ]

    def __init__(self, session: Session, glyphs: Glyphs) -> None:
        super().__init__()
        self.session = session
        self.glyphs = glyphs
        self.actions = list(session.history)
        self.index = len(self.actions)
        self.checkpoints: dict[int, GameState] = {}

    def compose(self) -> ComposeResult:
        yield Static("", id="status", markup=False)
        self.board = load_board(self.session, self.glyphs)
        yield self.board
        yield Static("", id="hint", markup=False)
        yield Static("", id="lastlog", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self._build_checkpoints()
        self._show()

    def _build_checkpoints(self) -> None:
        spec = self.session.spec
        state = spec.new_game([s.name for s in self.session.seats], self.session.seed, self.session.options)
        self.checkpoints[0] = state.clone()
        for i, (seat, text) in enumerate(self.actions, start=1):
            state.apply(seat, spec.parse_action(text))
            if i % CHECKPOINT_EVERY == 0:
                self.checkpoints[i] = state.clone()

    def state_at(self, index: int) -> GameState:
        base = index - index % CHECKPOINT_EVERY
        state = self.checkpoints[base].clone()
        for seat, text in self.actions[base:index]:
            state.apply(seat, self.session.spec.parse_action(text))
        return state

    def _show(self) -> None:
        state = self.state_at(self.index)
        self.board.show(state, None)
        title = self.session.spec.title
        self.query_one("#status", Static).update(self.glyphs.text(
            f"{title} · replay · action {self.index}/{len(self.actions)} · {state.status()}"))
        if self.index:
            seat, text = self.actions[self.index - 1]
            last = f"last action: {state.seat_name(seat)} — {text}"
        else:
            last = "the start of the game"
        self.query_one("#hint", Static).update(self.glyphs.text(last))
        self.query_one("#lastlog", Static).update(self.glyphs.text(state.log[-1] if state.log else ""))

    def action_step(self, delta: int) -> None:
        self.index = max(0, min(len(self.actions), self.index + delta))
        self._show()

    def action_jump(self, where: int) -> None:
        self.index = len(self.actions) if where < 0 else 0
        self._show()

    def action_close(self) -> None:
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()
