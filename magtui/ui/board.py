"""The contract between the game frame and a game's own widgets.

A game's `Board` is everything between the status line and the log line: the board itself and
the game's panels. The frame tells it what to show through `present()`; the board tells the
frame what a human chose by posting `Board.Chosen`. Attributes down, messages up.

A board is never handed the state: it gets `draw(SeatView)`, the view of the seat on screen
plus a move number (magtui/core/views.py), and asks the engine anything else through the
view's oracle.
"""

from __future__ import annotations

from functools import cache
from typing import ClassVar, Hashable

from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget

from magtui.core.explanations import Focus
from magtui.core.game import GameSpec, GameState
from magtui.core.views import SeatView, seat_view
from magtui.ui.css_file import CssFile
from magtui.ui.glyphs import Glyphs
from magtui.ui.key_queue import KeyQueue, TypedKey
from magtui.ui.layouts import Layout, layout_for

# What is on a board right now: (actions played, the seat whose private screen it is or None).
Shown = tuple[int, int | None]


def present(board: "Board", state: GameState, seat: int | None, move: int) -> None:
    """Draw `state` for `seat` after `move` actions; the only way the frame updates a board,
    which gets the seat's view alone."""
    board.shown = (move, seat)
    board.look(seat_view(state, seat, move))


# The keys every board shares, bound once here: a board adds its own keys on top and answers
# these through the `*_key` hooks, never by binding the same keys again.
COMMON_BINDINGS = [
    # The arrows show on the key bar as one entry, when a board names what they do now.
    Binding("up,k", "cursor('up')", "move", show=False, key_display="←↑↓→"),
    Binding("down,j", "cursor('down')", "move", show=False),
    Binding("left,h", "cursor('left')", "move", show=False),
    Binding("right,l", "cursor('right')", "move", show=False),
    Binding("enter,space", "choose", "choose"),
    Binding("escape,backspace", "back", "back", show=False),
    *(Binding(str(digit), f"digit({digit})", "", show=False) for digit in range(10)),
]
ARROWS = "cursor('up')"  # the action that stands for the four arrows on the key bar
LINE_PADDING = 2  # the frame lines' padding (magtui.tcss: #status, #hint)
COMMON_KEYS = frozenset(key.strip() for b in COMMON_BINDINGS for key in b.key.split(","))


class Board(CssFile, Widget, can_focus=True):
    """Base class of every game's board widget."""

    BINDINGS = COMMON_BINDINGS

    class Chosen(Message):
        """The human at `seat` chose `action` (the frame applies it and reports errors)."""

        def __init__(self, seat: int, action) -> None:
            super().__init__()
            self.seat = seat
            self.action = action

    class Hint(Message):
        """Text for the line under the board: the item under the cursor, or why a choice is
        illegal. `shown` is what the board was showing when it spoke: the frame drops a hint
        that arrives after its screen is gone (a private hint never reaches the table)."""

        def __init__(self, text: str, shown: Shown | None = None) -> None:
            super().__init__()
            self.text = text
            self.shown = shown

    # The board's key actions, most important first ("pick", or "verb('move')" for one of a
    # family): when the key bar is too narrow the others give way first, and unlisted keys
    # give way in binding order, the last first. The frame's keys always stay.
    KEY_RANKS: ClassVar[tuple[str, ...]] = ()
    # True when the board draws a seat's view while that seat waits for others (its hand
    # beside the table): a seat on its own terminal then keeps seeing it.
    WAITING_SEAT: ClassVar[bool] = False
    # The board's layouts by its size, the roomiest first (`layout_step()`); none: compact only.
    LAYOUTS: ClassVar[tuple[Layout, ...]] = ()

    class Resumed(Message):
        """The table dismissed the public moment the board was showing; play goes on."""

    def __init__(self, spec: GameSpec, glyphs: Glyphs, **kwargs) -> None:
        super().__init__(**kwargs)
        self.spec = spec
        self.glyphs = glyphs
        self.seen: SeatView | None = None  # what `draw` was last given
        self.seat: int | None = None
        self.shown: Shown | None = None
        self.bar_words: tuple = (None, None)  # what the key bar last showed for Enter, arrows
        self.decision_at: Hashable = None  # what the move being built belongs to
        self.key_queue: KeyQueue | None = None  # the frame's, where keys wait for an outcome
        self.marked: Focus | None = None  # what a lesson asks the player to look at

    @classmethod
    @cache
    def own_keys(cls) -> frozenset[str]:
        """Every key the board's classes bind (the common keys too)."""
        return frozenset(
            key.strip()
            for klass in cls.__mro__
            for binding in klass.__dict__.get("BINDINGS", ())
            if isinstance(binding, Binding)
            for key in binding.key.split(",")
        )

    # ----- the move being built ----------------------------------------------------------------
    def look(self, view: SeatView) -> None:
        """Take the view the frame presents: a new decision (`decision_key`) first starts the
        move being built afresh (`new_decision`), then the board draws the view."""
        key = self.decision_key(view)
        if key != self.decision_at:
            self.decision_at = key
            self.new_decision(view, self.seen)
        self.draw(view)

    def decision_key(self, view: SeatView) -> Hashable:
        """What the move being built belongs to: a new move or another seat on screen, unless
        a board builds one move over several actions (a whole turn)."""
        return (view.move, view.seat)

    def new_decision(self, view: SeatView, before: SeatView | None) -> None:
        """Forget the move being built (cursors, picks, menus): `view` starts a new decision;
        `before` is the view drawn until now (None at first)."""

    def layout_step(self) -> str:
        """The name of the roomiest of LAYOUTS the board's size has room for, else "compact"."""
        return layout_for(self.size.width, self.size.height, self.LAYOUTS)

    def table_moment(self, table: SeatView) -> bool:
        """True while the board has something that just happened to show the whole table (a
        reveal, a result, the summary of a finished game): the frame then shows the table's
        view and hands the move to nobody, computer or human, until the board posts `Resumed`.
        `table` is the table's view of the position now."""
        return False

    def draw(self, view: SeatView) -> None:
        """Draw `view`. `view.seat` is the human who must choose now, or None for the table's
        view (a bot is thinking, a cover is up, or the game is over)."""
        self.seen = view
        self.seat = view.seat
        self.refresh(layout=True)

    def motion_observer(self):
        """A callable for the public progress of a slow action about to be worked out in a
        worker thread (`GameState.watch`: Magnitus' motion, for its animation), or None. It is
        called from that thread with JSON-like public data only."""
        return None

    # ----- the common keys -----------------------------------------------------------------
    def action_cursor(self, direction: str) -> None:
        self.cursor_key(direction)

    def action_choose(self) -> None:
        self.choose_key()

    def action_back(self) -> None:
        self.back_key()

    def action_digit(self, digit: int) -> None:
        self.digit_key(digit)

    def cursor_key(self, direction: str) -> None:
        """An arrow or h/j/k/l: "up", "down", "left" or "right"."""

    def choose_key(self) -> None:
        """Enter or Space: choose what the cursor is on."""

    def back_key(self) -> None:
        """Esc or Backspace: step back out of the choice being built."""

    def digit_key(self, digit: int) -> None:
        """A digit: pick the numbered choice (0 is the tenth)."""

    # ----- keys in order ----------------------------------------------------------------
    def on_key(self, event: events.Key) -> None:
        """In the frame, the board's keys go through its queue (key_queue.py), which runs them
        through `replay`; elsewhere a key the board takes before its bindings goes to `typed`."""
        queue = self.key_queue
        if queue is not None and self.wants_key(event.key, event.character):
            queue.add(event.key, event.character)
        elif queue is not None or not self.typed(event.key, event.character):
            return
        event.stop()
        event.prevent_default()

    def wants_key(self, key: str, character: str | None) -> bool:
        """True for the keys the board acts on: those it binds (a board typing a position digit
        by digit wants more)."""
        return key in self.own_keys()

    def typed(self, key: str, character: str | None) -> bool:
        """A key the board takes before its bindings (a position typed digit by digit, any key
        skipping an animation); True when it took it."""
        return False

    async def replay(self, key: TypedKey) -> None:
        """Run a key from the frame's queue: `typed`, else its binding, if enabled now."""
        if self.typed(key.key, key.character):
            return
        active = self.screen.active_bindings.get(key.key)
        if active is not None and active.enabled and active.node is self:
            await self.run_action(active.binding.action)

    # Choices and hints go straight to the screen rather than bubbling up through the board's
    # containers: the frame takes a hint before the screen next paints (a cursor move and its
    # hint reach the terminal in one frame), and both share one queue, so they keep their order.
    def choose(self, action) -> None:
        if self.seat is not None:
            if self.key_queue is not None:
                self.key_queue.hold(self.seat)
            self.screen.post_message(self.Chosen(self.seat, action))

    def hint(self, text: str) -> None:
        self.screen.post_message(self.Hint(text, self.shown))

    def status(self) -> str | None:
        """A finer status line than the state's (e.g. a step of a multi-part move), or None."""
        return None

    def rows_needed(self) -> int:
        """The rows the board cannot do without at this size: what it must show whole, not
        what gives way on a short board (a tab line, column letters, a rule). The frame's log
        line gives its rows up before the board gets fewer. 0: no such need."""
        return 0

    def line_width(self) -> int:
        """The columns of the frame's status and hint lines, for a board that keeps its texts
        there to one row: the lines span the screen, less a column of padding at each side."""
        return self.app.size.width - LINE_PADDING

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter is offered on a screen where nobody chooses (the table's view, a seat waiting
        for others) only when the board names what it does there ("go on" after a reveal).
        A board with keys of its own to check overrides this and keeps the rule."""
        if action == "choose" and not self.acting():
            return self.key_words("choose") is not None
        return True

    def acting(self) -> bool:
        """True when the seat on screen must choose now (its choices and oracle are live)."""
        return self.seen is not None and self.seen.acts

    def key_words(self, action: str) -> str | None:
        """What the key bar says now for one of the board's actions, when it is more than its
        binding's description (a common key doing the game's thing: Enter "place"); None: the
        binding's own words. A key the bar hides shows when the board names it: the arrows
        (action "cursor('up')") as "←↑↓→ step"."""
        return None

    def tell_key_words(self) -> None:
        """Have the key bar ask again when what Enter or the arrows do is no longer what it
        shows (the cursor moved from a crew member to a commander): a board calls it after a
        cursor move, which costs no rebinding while the words stay."""
        words = tuple(
            self.key_words(action) if self.check_action(name, args) is not False else None
            for action, name, args in (("choose", "choose", ()), (ARROWS, "cursor", ("up",)))
        )
        if words != self.bar_words:
            self.bar_words = words
            self.refresh_bindings()

    def key_help(self) -> list[tuple[str, str]]:
        """(keys, what they do) for the help overlay."""
        return []

    def legend(self) -> str:
        """The glyphs of the board, for the help overlay."""
        return ""

    # ----- learning: the hint, the rule under the cursor, the lesson's mark ------------------
    def under_cursor(self) -> Focus | None:
        """The element under the cursor (or the choice a menu has highlighted), for the rule
        under the cursor (the game's `explain`); None where the cursor is on nothing. (Not
        named `focus`: that is Textual's keyboard focus.)"""
        return None

    def cursor_row(self) -> int | None:
        """The board's row the cursor is on, so that the explanation opens clear of it; None:
        the board does not know (the explanation takes the bottom rows)."""
        return None

    def point_at(self, action) -> bool:
        """Put the cursor (and any part of a move being built) where confirming with the usual
        keys makes `action`, a legal action of the seat on screen: the hint's highlight. False
        when the board cannot show it (the frame then names the move in words only)."""
        return False

    def mark(self, focus: Focus | None) -> None:
        """Mark `focus` on the board (a lesson's "look here"), or nothing. Boards draw
        `self.marked` with the same highlight on every element kind."""
        self.marked = focus
        self.refresh()

    def meant_text(self) -> str:
        """The texts the board means to show whole right now (card and objective texts, names,
        scores), for the test that no word on screen is cut: each of their words must stand
        whole inside the board. Empty: the board's own texts are not checked yet."""
        return ""
