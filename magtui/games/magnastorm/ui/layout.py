"""Which view is drawn where: one view at a time under the tab line (80×24 and up), or all four
at once in the roomy layout (design 7, from 160×48: the planet on the left with the player
cards under it, the action and research boards on the right, the newest log lines below them).

Each view is drawn on its own canvas, its first row its first line of content; the roomy
layout gives each panel a title row naming the view (the one in focus in brackets) and pastes
the view under it.
"""

from __future__ import annotations

from magtui.games.magnastorm.ui.actions import (
    action_cells,
    actions_note,
    actions_rows,
    draw_actions,
)
from magtui.games.magnastorm.ui.planet import (
    area_cells,
    draw_planet,
    draw_planet_tall,
    planet_note,
    planet_rows,
)
from magtui.games.magnastorm.ui.players import (
    draw_player_cards,
    draw_players,
    players_note,
    players_rows,
)
from magtui.games.magnastorm.ui.research import (
    draw_research,
    research_cells,
    research_note,
    research_rows,
)
from magtui.games.magnastorm.ui.canvas import MARKED
from magtui.ui.canvas import Canvas, wrapped
from magtui.ui.layouts import Layout
from magtui.ui.log_panel import draw_recent_log
from magtui.ui.frame_lines import board_rows

PLANET, ACTIONS, RESEARCH, PLAYERS = 1, 2, 3, 4
VIEWS = {PLANET: "Planet", ACTIONS: "Actions", RESEARCH: "Research", PLAYERS: "Players"}
# The board's size from which all four views are shown at once (at 160×48).
LAYOUTS = (Layout("roomy", 160, board_rows(48)),)
PLANET_W = 96
PLANET_H = 28  # the 4-player planet's hex rows, three lines each, under a title
SIDE_H = 20


def panels(width: int, height: int) -> dict[int, tuple[int, int, int, int]]:
    """The roomy layout's panel of each view: (x, y, width, height), title row included."""
    right = width - PLANET_W
    return {
        PLANET: (0, 0, PLANET_W, PLANET_H),
        PLAYERS: (0, PLANET_H, PLANET_W, height - PLANET_H),
        ACTIONS: (PLANET_W, 0, right, SIDE_H),
        RESEARCH: (PLANET_W, SIDE_H, right, SIDE_H),
    }


def tab_label(view: int, active: bool, marked: bool = False) -> str:
    """A view's name as a tab; brackets mark the view in focus, bullets the view a lesson
    points at (colour only tints)."""
    if active:
        return f"[{view} {VIEWS[view]}]"
    return f"•{view} {VIEWS[view]}•" if marked else f" {view} {VIEWS[view]} "


def note(view: int, position, roomy: bool) -> str:
    """What the tab line says beside the view's name."""
    if view == PLANET:
        return planet_note(position, roomy)
    if view == ACTIONS:
        return actions_note(position)
    if view == RESEARCH:
        return research_note(position)
    return players_note()


def view_rows(view: int, position) -> int:
    """The fewest rows a view is drawn in at 80×24 with nothing of it lost (the parts that
    give way on a short board not counted)."""
    if view == PLANET:
        return planet_rows(position)
    if view == ACTIONS:
        return actions_rows()
    if view == RESEARCH:
        return research_rows()
    return players_rows(position)


def cells(view: int, position, width: int, height: int, roomy: bool) -> dict:
    """The cursor's cells of a view drawn at this size (the players view has none)."""
    if view == PLANET:
        return area_cells(position, roomy)
    if view == ACTIONS:
        return action_cells(position, width, height)
    if view == RESEARCH:
        return research_cells(position, width, height)
    return {}


def draw_view(
    c: Canvas,
    view: int,
    position,
    roomy: bool,
    cursor=None,
    legal: set = frozenset(),
    space_sel: str | None = None,
) -> None:
    if view == PLANET:
        (draw_planet_tall if roomy else draw_planet)(c, position, cursor, legal, space_sel)
    elif view == ACTIONS:
        draw_actions(c, position, cursor, legal)
    elif view == RESEARCH:
        draw_research(c, position, cursor, legal)
    elif roomy:
        draw_player_cards(c, position)
    else:
        draw_players(c, position)


def draw_title(
    c: Canvas, x: int, y: int, view: int, focused: bool, text: str, marked: bool = False
) -> None:
    label = tab_label(view, focused, marked)
    c.put(x, y, label, "cursor" if focused else MARKED if marked else "bold")
    c.put(x + len(label) + 2, y, text)


def draw_corner_tabs(c: Canvas, view: int) -> None:
    """The views as a short tab line in the canvas's top left corner, for a board without room
    for the tab line (the 4-player planet leaves that corner empty)."""
    label = tab_label(view, True)
    c.put(0, 0, label, "cursor")
    c.put(len(label) + 1, 0, " ".join(str(v) for v in VIEWS if v != view) + " views", "bold")


def draw_log(c: Canvas, x: int, y: int, width: int, height: int, log) -> None:
    """The newest log lines, under a rule that says where the whole log is."""
    if height < 2:
        return
    c.put(x, y, "─ newest log lines · i: the full log ".ljust(width - 1, "─"))
    draw_recent_log(c, x + 1, y + 1, width - 2, height - 1, log)


def draw_report(c: Canvas, lines) -> None:
    """The administration summary in a box over the view, each line wrapped, never cut."""
    inner = c.width - 4
    body: list[str] = []
    for line in lines[1:]:
        parts = wrapped(line, inner - 2, indent=0)
        body += parts[:1] + ["  " + part for part in parts[1:]]
    rows = min(len(body), c.height - 2)
    c.box(0, 0, c.width, rows + 2, lines[0], "bold")
    for k in range(rows):
        c.put(2, 1 + k, body[k][:inner])
    more = " · more in the log (i)" if rows < len(body) else ""
    c.put(2, rows + 1, f" Enter or Esc: back to the board{more} ", "bold")
