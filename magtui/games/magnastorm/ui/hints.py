"""The words of the hint line: what is under the cursor, most useful first, and what Enter does
there. At 80 columns what Enter does is always shown whole; the rest fits in whole parts."""

from __future__ import annotations

from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import Go, Mira
from magtui.games.magnastorm.describe import token_line
from magtui.games.magnastorm.ui.layout import ACTIONS, PLANET, RESEARCH

HINT_WIDTH = 78  # the frame's hint line at 80 columns
VIEW_NAMES = {PLANET: "1 Planet", ACTIONS: "2 Actions", RESEARCH: "3 Research"}


def fit_hint(about: list[str], enter: str, width: int = HINT_WIDTH) -> str:
    """The hint line: what Enter does is always shown whole; the words about the cursor's
    target come before it as far as they fit whole (the board itself shows the rest)."""
    parts = []
    for part in about:
        if len(" · ".join(parts + [part, enter] if enter else parts + [part])) <= width or not (
            parts or enter
        ):
            parts.append(part)
    return " · ".join(parts + ([enter] if enter else []))


def about_area(position, area: str) -> list[str]:
    """An area of the planet: its colours and sector, the labs and the scouts on it."""
    pl = position.planet
    about = [
        f"»{area}« {pl.colours[area]} · sector {area[0]} "
        f"{'quiet' if pl.sector_of(area) in position.quiet else 'storm'}"
    ]
    labs = ", ".join(
        f"{s} {position.letter(o)}x{n}"
        for s, (o, n) in sorted(position.labs.items())
        if s[:2] == area
    )
    about += [f"labs {labs}"] if labs else []
    scouts = ", ".join(
        f"{position.letter(s).lower()} {sp}"
        for s, sp in enumerate(position.scout)
        if sp[:2] == area
    )
    about += [f"scouts {scouts}"] if scouts else []
    return about


def about_cell(position, cell) -> str:
    """A cell of the action or research board."""
    kind = cell[0]
    if kind == "cmd":
        if cell[1] == data.FIRST_PLAYER_COLUMN:
            return token_line(position, HINT_WIDTH)
        name = position.admin_cols[cell[1]]
        _, green, red, power = data.COMMANDERS[name]
        return f"{name} (+{green}/-{red}): {power}"
    if kind == "col":
        name = position.research_cmd[cell[1]]
        _, green, red, power = data.COMMANDERS[name]
        return f"{data.RESEARCH_NAMES[cell[1]]}: {name} (+{green}/-{red}): {power}"
    if kind == "card":
        return f"{data.OBJECTIVES[cell[1]][0]}: {position.objective_text(cell[1])} this round"
    if kind == "up":
        return f"upper column {cell[1]}: " + (" ".join(position.upper[cell[1]]) or "empty")
    move, gain = data.ACTION_ROWS[int(cell[1][1])]
    icon = position.icons.get(cell[1], "")
    return f"{cell[1]}: move {move} / gain {gain}" + (f" · icon {icon}" if icon else "")


def enter_words(position, acts: list, labels: dict) -> str:
    """What Enter plays on the cursor's cell, with the lab a move to a quiet space may drop."""
    text = "Enter: " + labels[acts[0]]
    first = acts[0]
    if isinstance(first, (Go, Mira)) and position.can_drop_on(first.space):
        slot = next((i for i, full in enumerate(position.slots[position.actor]) if full), None)
        if slot is not None:
            cost = data.LAB_COSTS[slot] if data.LAB_COSTS[slot] != "0" else "free"
            text += f", then a lab from slot {slot + 1} ({cost})"
    if len(acts) > 1:
        text += f" (+{len(acts) - 1} more)"
    return text


# What Enter does on a target of the board, by the verb of its first action (the key bar's words).
ENTER_WORDS = {
    "crew": "take crew",
    "col": "place crew",
    "place": "place crew",
    "to": "place crew",
    "put": "place crew",
    "takeover": "take over",
    "go": "go",
    "mira": "land",
    "rm": "remove lab",
    "res": "advance",
    "adira": "advance",
    "obj": "fulfil",
}


def elsewhere(views: list[int]) -> str:
    """Where the choices are when none lies on the view on screen."""
    return ", ".join(VIEW_NAMES[v] for v in views)
