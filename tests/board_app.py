"""A bare Textual app hosting one game's board widget, for driving the board by keys in tests."""

from textual.app import App

from magtui.ui.board import Board, present
from magtui.ui.game_screen import board_class
from magtui.ui.app import MagtuiApp
from magtui.ui.glyphs import Glyphs
from magtui.ui.keybar import KeyBar


class BoardApp(App):
    """Shows `state` to `seat` on the board of `spec` and records what the board says:
    `chosen` as (seat, action) pairs and `hints` as texts. With `play`, each chosen action is
    applied and the board shown to the next seat to act (to nobody once the game is over)."""

    def __init__(self, spec, state, seat, ascii_mode=False, play=False, key_bar=False):
        super().__init__()
        self.state, self.seat, self.play, self.key_bar = state, seat, play, key_bar
        self.chosen, self.hints = [], []
        self.glyphs = Glyphs(ascii_mode)
        self.board = board_class(spec)(spec, self.glyphs, id="board")

    @property
    def actions(self) -> list:
        return [action for _, action in self.chosen]

    @property
    def notations(self) -> list[str]:
        return [str(action) for _, action in self.chosen]

    def compose(self):
        yield self.board
        if self.key_bar:  # the frame's key bar under the board, as a game shows it
            yield KeyBar()

    KEY_NAMES = MagtuiApp.KEY_NAMES
    get_key_display = MagtuiApp.get_key_display  # keys by name, as the game's bar shows them

    def keys_shown(self) -> str:
        """The key bar's line as the screen shows it (with `key_bar`)."""
        return self.screen._compositor.render_strips()[-1].text.strip()

    def on_mount(self):
        self.moves = 0
        present(self.board, self.state, self.seat, self.moves)
        self.board.focus()

    def on_board_chosen(self, message: Board.Chosen):
        self.chosen.append((message.seat, message.action))
        if self.play:
            self.state.apply(message.seat, message.action)
            self.moves += 1
            to_act = self.state.to_act()
            present(self.board, self.state, to_act[0] if to_act else None, self.moves)

    def show(self, state, seat) -> None:
        """Show `state` to `seat` (None: the table) as the frame would, counting a new move."""
        self.state = state
        self.moves += 1
        present(self.board, state, seat, self.moves)

    def on_board_hint(self, message: Board.Hint):
        self.hints.append(message.text)
