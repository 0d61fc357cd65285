"""The contract between the game frame and a game's own widgets.

A game's `Board` is everything between the status line and the log line: the board itself and
the game's panels. The frame tells it what to show with `show(state, seat)`; the board tells
the frame what a human chose by posting `Board.Chosen`. Attributes down, messages up.
"""

from __future__ import annotations

from textual.message import Message
from textual.widget import Widget

from magtui.core.game import GameSpec, GameState
from magtui.ui.glyphs import Glyphs


class Board(Widget, can_focus=True):
    """Base class of every game's board widget."""

    class Chosen(Message):
        """The human at `seat` chose `action` (the frame applies it and reports errors)."""

        def __init__(self, seat: int, action) -> None:
            super().__init__()
            self.seat = seat
            self.action = action

    class Resume(Message):
        """The board no longer holds play (see `holds_play`): the frame carries on."""

    class Hint(Message):
        """Text for the line under the board: the item under the cursor, or why a choice is illegal."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, spec: GameSpec, glyphs: Glyphs, **kwargs) -> None:
        super().__init__(**kwargs)
        self.spec = spec
        self.glyphs = glyphs
        self.state: GameState | None = None
        self.seat: int | None = None

    def show(self, state: GameState, seat: int | None) -> None:
        """Draw `state`. `seat` is the human who must choose now: only then may that seat's
        private information be drawn. None: a bot is thinking, a cover is up, or the game is
        over; draw the table's view only."""
        self.state = state
        self.seat = seat
        self.refresh(layout=True)

    def holds_play(self) -> bool:
        """True while the board shows the table something to read before play goes on (Magnitus:
        the summary of a finished game): bots wait until the board posts `Resume`."""
        return False

    def prepare_copy(self, copy: GameState) -> None:
        """Called on the UI thread with the copy on which a slow action is about to be worked
        out in a worker thread (e.g. to record the motion for an animation)."""

    def choose(self, action) -> None:
        if self.seat is not None:
            self.post_message(self.Chosen(self.seat, action))

    def hint(self, text: str) -> None:
        self.post_message(self.Hint(text))

    def status(self) -> str | None:
        """A finer status line than the state's (e.g. a step of a multi-part move), or None."""
        return None

    def key_help(self) -> list[tuple[str, str]]:
        """(keys, what they do) for the help overlay."""
        return []

    def legend(self) -> str:
        """The glyphs of the board, for the help overlay."""
        return ""
