"""The state of a Magnitus match, declared once: the rule mixins (the match, the layout editor)
and the state itself inherit it, so every one of them knows every field and its type."""

from __future__ import annotations

from typing import Any, Callable

from magtui.core.game import GameState, Outcome
from magtui.games.magnitus.bodies import Held, World
from magtui.games.magnitus.data import Triangle
from magtui.games.magnitus.geometry import Galaxy


class MagnitusModel(GameState):
    # the options
    sets: int
    black_holes: bool
    universe: bool
    target: int                         # the penalty limit
    handicaps: list[int]                # per seat
    layout_name: str
    solo: bool
    # the galaxy, and the custom layout phase before the first deal
    editing: bool
    fields: tuple[Triangle, ...]
    galaxy: Galaxy
    edits: int
    # the match
    totals: list[int]                   # penalty points per seat
    alive: list[int]                    # seats still in (Universe)
    eliminated: list[list[int]]         # groups, in order of elimination
    games: int                          # the number of the game being played
    first: int                          # who starts this game
    over: bool
    final: Outcome | None
    solo_score: int | None
    summaries: list[dict]               # one per finished game of the match
    # the game being played
    turn: int
    hands: list[list[int]]              # body ids per seat, ascending
    world: World
    hover: Held | None
    hover_used: int                     # hover actions this turn
    turns_in_game: int
    turn_origin: dict[int, tuple[float, float]]   # mm, where bodies began the turn
    last_turn: dict
    # the physics' results, kept for saves
    actions_done: int
    result_record: dict | None          # the last action's physics result
    stored: dict[int, dict]             # a save's stored results by action index, while loading
    observer: Callable[[Any], None] | None   # see watch(); not game state
