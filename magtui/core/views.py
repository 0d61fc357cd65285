"""What a board may draw: one seat's view of the game, read-only, and never the state.

The frame builds a `SeatView` for the seat whose screen is up (None: the table) from the
game's own `view(seat)`, the JSON that bots and saves' consumers see too, so the board's picture
and the JSON views come from one place. Boards that draw from a SeatView cannot reach hidden
information of another seat: they are never handed the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

from magtui.core.game import GameState


def frozen(value: Any) -> Any:
    """A read-only copy of JSON data: mappings become mapping proxies, lists tuples."""
    if isinstance(value, Mapping):
        return MappingProxyType({k: frozen(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(frozen(v) for v in value)
    return value


@dataclass(frozen=True)
class SeatView:
    seat: int | None  # whose private screen this is; None for the table's view
    move: int  # actions played so far: a board resets its cursors when this changes
    view: Mapping[str, Any]  # state.view(seat), read-only
    choices: tuple[tuple[Any, str], ...]  # (action, label) the seat may choose now
    status: str  # the state's status line (public)
    names: tuple[str, ...]
    over: bool


def seat_view(state: GameState, seat: int | None, move: int) -> SeatView:
    acting = seat is not None and not state.is_over() and seat in state.to_act()
    legal = state.legal_actions(seat) if acting else []
    return SeatView(
        seat=seat, move=move, view=frozen(state.view(seat)),
        choices=tuple((action, state.describe_action(action)) for action in legal),
        status=state.status(), names=tuple(state.names), over=state.is_over(),
    )
