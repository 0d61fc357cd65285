"""The board's keys run in the order they were typed, and wait while a choice is in flight.

Textual runs a key's binding only after the key has passed through the widgets above the board:
a key typed right after one that chooses could run before the choice has even left the board.
So every key the board binds goes through this queue, owned by the frame: it runs at once when
nothing is in flight. From the moment the board chooses until the frame shows it the outcome (at
once, or after a slow move is worked out in a worker) the keys wait; then they run in order,
each as if typed then, until one of them chooses again. The table's view (computers to move, a
public moment) drops them; so does the next human's screen after a slow move: keys typed while
it was worked out (seconds, then its motion) belong to its player. A burst typed ahead at a
hotseat, where no cover parts the players, goes on counting for the next one.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, NamedTuple


class TypedKey(NamedTuple):
    key: str
    character: str | None


class KeyQueue:
    # Keys kept while a choice is in flight, at most: a key held down must not grow it for ever.
    LIMIT = 200

    def __init__(self, wake: Callable[[], None]) -> None:
        self.wake = wake  # asks the frame to run the waiting keys soon
        self.holding = False
        self.chooser: int | None = None  # the seat whose choice is in flight
        self.worked_out = False  # the choice in flight is a slow move, worked out in a worker
        self.waiting: deque[TypedKey] = deque()

    def add(self, key: str, character: str | None) -> None:
        if len(self.waiting) < self.LIMIT:
            self.waiting.append(TypedKey(key, character))
        if not self.holding:
            self.wake()

    def hold(self, seat: int) -> None:
        """`seat`'s choice is on its way to the game: the keys wait."""
        self.holding, self.chooser = True, seat

    def working_out(self) -> None:
        """The choice in flight is worked out in a worker: its keys belong to its player."""
        self.worked_out = True

    def shown(self, seat: int | None) -> None:
        """The board now shows `seat`'s screen (None: the table's): the keys run, or are
        dropped on the table's view or another seat's after a slow move."""
        if not self.holding:
            return
        if seat is None or (self.worked_out and seat != self.chooser):
            self.drop()
            return
        self.holding = self.worked_out = False
        if self.waiting:
            self.wake()

    def drop(self) -> None:
        """Forget the waiting keys and any choice in flight."""
        self.holding, self.worked_out, self.chooser = False, False, None
        self.waiting.clear()

    def next_key(self) -> TypedKey | None:
        """The oldest waiting key, when no choice is in flight."""
        return self.waiting.popleft() if self.waiting and not self.holding else None
