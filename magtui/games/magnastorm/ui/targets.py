"""Where the legal actions lie on the board: each action points at cells of one view (an area
of the planet, a crew slot, a lower space, a commander, a research column, an objective card),
or at none, and then only the menu offers it."""

from __future__ import annotations

from magtui.core.explanations import Focus
from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import (
    Action,
    Adira,
    Go,
    LowerSpace,
    Mira,
    Objective,
    PlaceCrew,
    PutCrew,
    RemoveLab,
    Research,
    StartColumn,
    TakeCrew,
    Takeover,
)
from magtui.games.magnastorm.ui.layout import ACTIONS, PLANET, RESEARCH

# The view a step of the turn opens by itself ("effect" depends on the effect waiting).
STEP_VIEW = {
    "main": ACTIONS,
    "space": ACTIONS,
    "put": ACTIONS,
    "setup_col": ACTIONS,
    "mode": ACTIONS,
    "route": PLANET,
    "remove": PLANET,
    "build": PLANET,
    "drop": PLANET,
    "extra": PLANET,
    "objective": RESEARCH,
    "setup_res": RESEARCH,
    "adira": RESEARCH,
}
EFFECT_VIEW = {"res": RESEARCH, "crew": ACTIONS}


def space_of(a: Action) -> str | None:
    """The planet space an action names (a destination, a landing, a lab to remove)."""
    return a.space if isinstance(a, (Go, Mira, RemoveLab)) else None


def cells_of(position, a: Action) -> list:
    """The board cells that stand for `a` (none: a menu-only choice)."""
    match a:
        case Go(space=space) | Mira(space=space) | RemoveLab(space=space):
            return [space[:2]]
        case TakeCrew(column=col, crew=code):
            crew = position.upper[col]
            return [
                ("up", col, k) for k, c in enumerate(crew) if c == code and k < data.COLUMN_CAPACITY
            ]
        case StartColumn(column=col) | PlaceCrew(target=col) if len(col) == 1:
            return [("up", col, k) for k in range(data.COLUMN_CAPACITY)]
        case LowerSpace(space=space) | PutCrew(space=space) | PlaceCrew(target=space):
            return [("low", space)]
        case Takeover(column=col):
            return [("cmd", col)]
        case Research(area=area) | Adira(area=area):
            return [("col", area)]
        case Objective(card=card):
            return [("card", card)]
    return []


KIND_OF_CELL = {"low": "lower", "cmd": "commander", "col": "research", "card": "objective"}


def focus_of(cell, space: str | None = None) -> Focus | None:
    """The element a cursor's cell shows, as the game's `explain` names it (explain.py)."""
    if cell is None:
        return None
    if isinstance(cell, str):
        return Focus("area", space if space and space[:2] == cell else cell)
    kind, key = cell[0], cell[1]
    if kind == "up":
        return Focus("crew", f"{key}{cell[2]}")
    return Focus(KIND_OF_CELL[kind], key)


def cell_of(focus: Focus | None):
    """The cursor's cell that shows `focus` (None: no cell does, or no focus)."""
    if focus is None:
        return None
    if focus.kind == "area":
        return focus.key[:2]
    if focus.kind == "crew":
        return ("up", focus.key[0], int(focus.key[1:]))
    kind = next((cell for cell, name in KIND_OF_CELL.items() if name == focus.kind), None)
    return None if kind is None else (kind, focus.key)


def targets_of(position, actions) -> dict:
    """Board cell -> the legal actions it stands for."""
    targets: dict = {}
    for a in actions:
        for cell in cells_of(position, a):
            targets.setdefault(cell, []).append(a)
    return targets


def view_of(cell) -> int:
    if isinstance(cell, str):
        return PLANET
    return RESEARCH if cell[0] in ("col", "card") else ACTIONS


def step_view(position) -> int | None:
    """The view the decision at hand is taken on, if it has one."""
    if position.step == "effect":
        return EFFECT_VIEW.get(position.queue[0][1])
    return STEP_VIEW.get(position.step)


def spaces_for(area: str, targets: dict) -> list[str]:
    """The legal spaces inside an area, in order."""
    return sorted({space for a in targets.get(area, []) if (space := space_of(a))})
