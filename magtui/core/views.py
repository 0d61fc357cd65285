"""What a board may draw: one seat's view of the game, read-only, and never the state.

The frame builds a `SeatView` for the seat whose screen is up (None: the table) from the
game's own `view(seat)`, the JSON that bots and saves' consumers see too, so the board's picture
and the JSON views come from one place. Boards draw from a SeatView and are never handed the
state, so they cannot draw hidden information of another seat.

Questions a board needs answered while a human builds a move (why is this spot refused, where
may the piece go after these steps) go through the view's `Oracle`: it asks the game's own
`answer(seat, question, ...)` on a private copy and hands back JSON only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

from magtui.core.errors import IllegalAction, MagtuiError
from magtui.core.game import GameState


_PLAIN = frozenset({str, int, float, bool, type(None)})


def frozen(value: Any) -> Any:
    """A read-only copy of JSON data: mappings become mapping proxies, lists tuples."""
    kind = type(value)
    # JSON's own types first: the checks against the abstract Mapping cost more than the copy
    if kind in _PLAIN:
        return value
    if kind is dict:
        return MappingProxyType({k: frozen(v) for k, v in value.items()})
    if kind is list:
        return tuple([frozen(v) for v in value])
    if isinstance(value, Mapping):
        return MappingProxyType({k: frozen(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(frozen(v) for v in value)
    return value


class Oracle:
    """The one way a board consults the engine: questions about the seat's own decision.

    Every answer is JSON (checked) and comes from a copy of the state, so nothing a board asks
    can change the game or carry the state out. A table's view (seat None) answers nothing."""

    __slots__ = ("__state", "__seat")

    def __init__(self, state: GameState | None, seat: int | None) -> None:
        self.__state = state
        self.__seat = seat

    def why_not(self, action) -> str | None:
        """None when the seat may play `action` now; otherwise the engine's reason."""
        if self.__state is None or self.__seat is None:
            return "Nobody may act on this screen."
        trial = self.__state.clone()
        try:
            trial.apply(self.__seat, action)
        except MagtuiError as exc:
            return str(exc)
        return None

    def ask(self, question: str, *args: Any) -> Any:
        """The game's answer (`GameState.answer`) for this seat, as read-only JSON."""
        if self.__state is None or self.__seat is None:
            raise IllegalAction("Nobody may act on this screen.")
        answer = self.__state.clone().answer(self.__seat, question, *args)
        json.dumps(answer)  # an answer is JSON: no state, no live object leaves the engine
        return frozen(answer)


NO_ORACLE = Oracle(None, None)


@dataclass(frozen=True)
class SeatView:
    seat: int | None  # whose private screen this is; None for the table's view
    move: int  # actions played so far: a board resets its cursors when this changes
    view: Mapping[str, Any]  # state.view(seat), read-only
    choices: tuple[tuple[Any, str], ...]  # (action, label) the seat may choose now
    status: str  # the state's status line (public)
    names: tuple[str, ...]
    over: bool
    oracle: Oracle = NO_ORACLE  # the seat's questions to the engine (none for the table)
    # The declared model as this seat may see it (GameState.seen_by): a copy, so a board may
    # call the game's pure helpers on it.
    model: Any = None

    @property
    def actions(self) -> tuple:
        return tuple(action for action, _ in self.choices)

    @property
    def acts(self) -> bool:
        """True when the seat on screen must choose now; False for the table's view and for a
        seat's own view while it waits for others (no choices, no oracle)."""
        return bool(self.choices)


def seat_view(state: GameState, seat: int | None, move: int) -> SeatView:
    acting = seat if seat is not None and not state.is_over() and seat in state.to_act() else None
    legal = state.legal_actions(acting) if acting is not None else []
    return SeatView(
        seat=seat,
        move=move,
        view=frozen(state.view(seat)),
        choices=tuple((action, state.describe_action(action)) for action in legal),
        status=state.status(),
        names=tuple(state.names),
        over=state.is_over(),
        oracle=Oracle(state, acting) if acting is not None else NO_ORACLE,
        model=state.seen_by(seat),
    )
