"""What a board may draw: one seat's view of the game, read-only, and never the state.

The frame builds a `SeatView` for the seat whose screen is up (None: the table): the declared
model as that seat may see it (`GameState.seen_by`), the seat's choices and the status line.
Boards draw from a SeatView and are never handed the state, so they cannot draw hidden
information of another seat.

Questions a board needs answered while a human builds a move (why is this spot refused, what
may follow these steps) go through the view's `Oracle`, which tries them on a private copy of
the state: any game's actions through `why_not`, `legal_after` and `why_not_after`, and a
game's own question through `ask`, on a method the game marks `@seat_question`.
"""

from __future__ import annotations

from dataclasses import dataclass, is_dataclass
from types import MappingProxyType
from typing import Any, Callable, Concatenate, Mapping, ParamSpec, Sequence, TypeVar

from magtui.core.errors import IllegalAction, MagtuiError
from magtui.core.game import GameState
from magtui.core.model import Model


P = ParamSpec("P")
R = TypeVar("R")


def seat_question(
    method: Callable[Concatenate[Any, int, P], R],
) -> Callable[Concatenate[Any, int, P], R]:
    """Marks a state method `(self, seat, ...)` as a question a board may ask through its
    Oracle, on a copy of the state: it answers with what `seat` may know, in plain values."""
    method.seat_question = True  # type: ignore[attr-defined]
    return method


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

    __slots__ = ("__state", "__seat", "__answers")

    def __init__(self, state: GameState | None, seat: int | None) -> None:
        self.__state = state
        self.__seat = seat
        # Each question is worked out once: an Oracle lives as long as its SeatView, one
        # position of one seat, so a board asks again freely as its cursor moves.
        self.__answers: dict[Any, Any] = {}

    def why_not(self, action: Any) -> str | None:
        """None when the seat may play `action` now; otherwise the engine's reason."""
        return self.why_not_after((), action)

    def legal_after(self, steps: Sequence[Any]) -> tuple[Any, ...]:
        """The seat's legal actions once it has played `steps` (the part of a move drawn so
        far); an IllegalAction names the first step refused."""
        key = ("legal after", tuple(steps))
        if key not in self.__answers:
            self.__answers[key] = tuple(self._after(steps).legal_actions(self._seat()))
        return self.__answers[key]

    def why_not_after(self, steps: Sequence[Any], action: Any) -> str | None:
        """None when `action` would be legal once `steps` were played; otherwise the reason,
        that of the first step refused if one is."""
        key = ("why not", tuple(steps), action)
        if key not in self.__answers:
            try:
                self._after(steps).apply(self._seat(), action)
                self.__answers[key] = None
            except MagtuiError as exc:
                self.__answers[key] = str(exc)
        return self.__answers[key]

    def ask(
        self, question: Callable[Concatenate[Any, int, P], R], *args: P.args, **kwargs: P.kwargs
    ) -> R:
        """The answer of the game's `question` (a method marked `@seat_question`) for this
        seat, asked on a copy; plain values only (JSON's, read-only, or frozen values)."""
        if not getattr(question, "seat_question", False):
            raise TypeError(f"{getattr(question, '__qualname__', question)} is no seat question.")
        key = (question, args, tuple(sorted(kwargs.items())))
        if key not in self.__answers:
            answer = question(self._after(()), self._seat(), *args, **kwargs)
            _check_plain(answer)
            self.__answers[key] = frozen(answer)
        return self.__answers[key]

    def _seat(self) -> int:
        if self.__state is None or self.__seat is None:
            raise IllegalAction("Nobody may act on this screen.")
        return self.__seat

    def _after(self, steps: Sequence[Any]) -> GameState:
        seat = self._seat()
        assert self.__state is not None
        trial = self.__state.clone()
        for step in steps:
            trial.apply(seat, step)
        return trial


def _check_plain(answer: Any) -> None:
    """An answer carries no state out of the engine: JSON's types, tuples, and frozen values
    such as actions."""
    if type(answer) in _PLAIN:
        return
    if isinstance(answer, (list, tuple, frozenset)):
        for item in answer:
            _check_plain(item)
    elif isinstance(answer, dict):
        for key, item in answer.items():
            _check_plain(key)
            _check_plain(item)
    elif not (
        is_dataclass(answer)
        and getattr(type(answer), "__dataclass_params__").frozen
        and not isinstance(answer, Model)
    ):
        raise TypeError(f"An answer may not carry a {type(answer).__name__}.")


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
