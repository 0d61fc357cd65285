"""Where the legal actions lie on the board: each action points at cells of one view (an area
of the planet, a crew slot, a lower space, a commander, a research column, an objective card),
or at none, and then only the menu offers it."""

from __future__ import annotations

from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import Act
from magtui.games.magnastorm.ui_layout import ACTIONS, PLANET, RESEARCH

# The view a step of the turn opens by itself ("effect" depends on the effect waiting).
STEP_VIEW = {"main": ACTIONS, "space": ACTIONS, "put": ACTIONS, "setup_col": ACTIONS, "mode": ACTIONS,
             "route": PLANET, "remove": PLANET, "build": PLANET, "drop": PLANET, "extra": PLANET,
             "objective": RESEARCH, "setup_res": RESEARCH, "adira": RESEARCH}
EFFECT_VIEW = {"res": RESEARCH, "crew": ACTIONS}


def cells_of(position, a: Act) -> list:
    """The board cells that stand for `a` (none: a menu-only choice)."""
    if a.verb in ("go", "mira", "rm"):
        return [a.arg[:2]]
    if a.verb == "crew":
        col, code = a.args
        crew = position.upper[col]
        return [("up", col, k) for k, c in enumerate(crew) if c == code and k < data.COLUMN_CAPACITY]
    if a.verb == "col" or (a.verb == "place" and len(a.arg) == 1):
        return [("up", a.arg, k) for k in range(data.COLUMN_CAPACITY)]
    if a.verb in ("to", "put", "place"):
        return [("low", a.arg)]
    if a.verb == "takeover":
        return [("cmd", a.arg)]
    if a.verb in ("res", "adira"):
        return [("col", a.arg)]
    if a.verb == "obj":
        return [("card", a.arg)]
    return []


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
    return sorted({a.arg for a in targets.get(area, [])})
