"""The state of a Magnitus match, declared once (magtui.core.model): the rule mixins (the match,
the layout editor) and the state itself inherit it, so every one of them knows every field and
its type, and copies come from the declaration. Everything on the galaxy is public."""

from __future__ import annotations

from typing import Annotated, Any, Callable

from magtui.core.model import Derived
from magtui.core.game import GameState
from magtui.games.magnitus.bodies import Held, World
from magtui.games.magnitus.data import Triangle
from magtui.games.magnitus.geometry import Galaxy
from magtui.games.magnitus.summary import GameSummary, LastTurn


def _nobody() -> None:
    return None


class MagnitusModel(GameState):
    # the options
    sets: int
    black_holes: bool
    universe: bool
    target: int  # the penalty limit
    handicaps: list[int]  # per seat
    layout_name: str
    solo: bool
    # the galaxy, and the custom layout phase before the first deal
    editing: bool
    fields: tuple[Triangle, ...]
    galaxy: Annotated[Galaxy, Derived()]  # the fields' shape: replaced, never changed, so shared
    edits: int
    # the match
    totals: list[int]  # penalty points per seat
    alive: list[int]  # seats still in (Universe)
    eliminated: list[list[int]]  # groups, in order of elimination
    games: int  # the number of the game being played
    first: int  # who starts this game
    over: bool
    solo_score: int | None
    summaries: list[GameSummary]  # one per finished game of the match
    # the game being played
    turn: int
    hands: list[list[int]]  # body ids per seat, ascending
    world: World
    hover: Held | None
    hover_used: int  # hover actions this turn
    turns_in_game: int
    turn_origin: dict[int, tuple[float, float]]  # mm, where bodies began the turn
    last_turn: LastTurn | None
    actions_done: int
    # Not the game's state: the physics' last result kept for the save (replaced, never
    # changed), a save's stored results while it loads, and the watcher of the motion.
    result_record: Annotated[dict | None, Derived()]
    stored: Annotated[dict[int, dict], Derived(reset=dict)]
    observer: Annotated[Callable[[Any], None] | None, Derived(reset=_nobody)]
