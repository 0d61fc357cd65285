"""Step through a saved or finished game, action by action."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from magtui.core import capabilities
from magtui.core.game import GameState
from magtui.core.session import Session
from magtui.ui.board import present
from magtui.ui.game_screen import load_board
from magtui.ui.glyphs import Glyphs
from magtui.ui.keybar import KeyBar

CHECKPOINT_EVERY = 50


class ReplayScreen(Screen[None]):
    """Shows the table's view after any number of the saved actions (nothing private).

    While a game with hidden information is unfinished, an action is described by the log
    lines it added (the log is public by contract: "Chen adds 2 cards face down"), never by
    its notation ("add RR"). Once the game is over every move the game reveals at its end
    may be told (Maglev Metro's bonus cards), and the status line says so; what it never
    reveals (`GameState.never_revealed`: who added which cards to the Orkensturm deck) stays
    in its public form.
    """

    # Priority: the replay's keys win over the keys of the board it shows (a board binds the
    # arrows and h/j/k/l for its cursor).
    BINDINGS = [
        Binding("right,l", "step(1)", "next", priority=True),
        Binding("left,h", "step(-1)", "back", priority=True),
        Binding("pagedown", "step(20)", "+20", show=False, priority=True),
        Binding("pageup", "step(-20)", "-20", show=False, priority=True),
        Binding("home,g", "jump(0)", "start", priority=True),
        Binding("end,G", "jump(-1)", "end", priority=True),
        Binding("q,escape,backspace", "close", "close", priority=True),
    ]

    def __init__(self, session: Session, glyphs: Glyphs) -> None:
        super().__init__()
        self.session = session
        self.glyphs = glyphs
        self.actions = list(session.history)
        self.index = len(self.actions)
        self.checkpoints: dict[int, GameState] = {}
        self.log_sizes: list[int] = []  # len(state.log) after each number of actions
        self.never_told: set[int] = set()  # the actions (1 the first) the game never reveals
        self.finished = False

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
        state = spec.new_game(
            [s.name for s in self.session.seats], self.session.seed, self.session.options
        )
        self.checkpoints[0] = state.clone()
        self.log_sizes = [len(state.log)]
        for i, (seat, text) in enumerate(self.actions, start=1):
            action = spec.parse_action(text)
            if capabilities.never_revealed(state, seat, action):
                self.never_told.add(i)
            state.apply(seat, action)
            self.log_sizes.append(len(state.log))
            if i % CHECKPOINT_EVERY == 0:
                self.checkpoints[i] = state.clone()
        self.finished = state.is_over()

    def state_at(self, index: int) -> GameState:
        base = index - index % CHECKPOINT_EVERY
        state = self.checkpoints[base].clone()
        for seat, text in self.actions[base:index]:
            state.apply(seat, self.session.spec.parse_action(text))
        return state

    def _show(self) -> None:
        state = self.state_at(self.index)
        present(self.board, state, None, self.index)
        title = self.session.spec.title
        told = self.tells_everything()
        shown = "every move the game reveals shown" if self.never_told else "every move shown"
        scope = (
            f" · game over: {shown}" if told and self.session.spec.kind.hidden_information else ""
        )
        self.query_one("#status", Static).update(
            self.glyphs.text(
                f"{title} · replay{scope} · action {self.index}/{len(self.actions)} "
                f"· {state.status()}"
            )
        )
        last = self.describe(self.index, state) if self.index else "the start of the game"
        self.query_one("#hint", Static).update(self.glyphs.text(last))
        self.query_one("#lastlog", Static).update(
            self.glyphs.text(state.log[-1] if state.log else "")
        )

    def tells_everything(self) -> bool:
        """Notation may be shown: the game has no secrets, or it is over."""
        return self.finished or not self.session.spec.kind.hidden_information

    def describe(self, index: int, state: GameState) -> str:
        """The action that led to `index`, as the table saw it (see the class notes)."""
        seat, text = self.actions[index - 1]
        name = state.seat_name(seat)
        before, after = self.log_sizes[index - 1], self.log_sizes[index]
        lines = state.log[before:after] if after >= before else []
        if self.tells_everything() and index not in self.never_told:
            return f"last action: {name} — {text}"
        if lines:
            return "last action: " + " · ".join(lines)
        return f"last action: {name} made a choice the table does not see yet."

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
