"""View 3, research: the four columns from level 10 down to 0 with their bonuses and markers,
the research commanders above them, every player's levels on one line, and the objective
cards with this round's requirement and their reputation spaces.

The cursor's cells: ("col", column) and ("card", objective).
"""

from __future__ import annotations

from magtui.games.magnastorm import data
from magtui.games.magnastorm.describe import commander_short, power_line
from magtui.games.magnastorm.ui.actions import mark_style
from magtui.games.magnastorm.ui.canvas import SPACE, fed_style
from magtui.ui.canvas import Canvas, wrapped

RES_X0 = 4
SUMMARY_Y = 13  # every player's levels on one line, where there is room
CARD_TEXT_LINES = 2
FULL_HEIGHT = 19


def sizes(width: int) -> tuple[int, int, int]:
    """(research column width, card width, step between cards) at this width."""
    if width >= 80:
        card_w = min(19, width // 4 - 1)
        return 19, card_w, card_w + 1
    return 15, width // 4, width // 4


def cards_y(height: int) -> int:
    """The cards' row: under the levels summary, or in its place when the board is short."""
    return SUMMARY_Y + (height >= FULL_HEIGHT)


def research_rows() -> int:
    """The fewest rows the view is drawn in whole: the cards in the levels summary's place,
    without their rounds row."""
    return cards_y(0) + CARD_TEXT_LINES + 2


def research_cells(position, width: int, height: int) -> dict[tuple, tuple[int, int]]:
    res_w, _, step = sizes(width)
    cells = {("col", col): (RES_X0 + res_w * i, 0) for i, col in enumerate(position.columns)}
    cells.update(
        {("card", obj): (i * step, cards_y(height)) for i, obj in enumerate(position.objectives)}
    )
    return cells


def research_note(position) -> str:
    return "■ held · markers " + " ".join(position.letters)


def draw_research(c: Canvas, position, cursor, legal: set) -> None:
    res_w, card_w, step = sizes(c.width)
    c.put(0, 0, "lvl")
    for i, col in enumerate(position.columns):
        x = RES_X0 + res_w * i
        left, right, style = mark_style(("col", col), cursor, legal, SPACE[col])
        c.put(x, 0, f"{left}{col} {data.RESEARCH_NAMES[col]}{right}", style)
        name = position.research_cmd[col]
        holder = position.holder[name]
        short = commander_short(name)
        short = (
            short if len(short) <= res_w - 5 else name.split()[0]
        )  # a first name, never a cut one
        c.put(x + 1, 1, short + (f" ■{position.letter(holder)}" if holder is not None else " □"))
    c.put(0, 1, "cmd")
    for level in range(data.TOP_LEVEL, -1, -1):
        y = 2 + data.TOP_LEVEL - level
        c.put(0, y, f"{level:>3}")
        for i, col in enumerate(position.columns):
            x = RES_X0 + res_w * i + 1
            c.put(x, y, "start" if level == 0 else (data.LEVEL_BONUS[col][level - 1] or "–"))
            markers = [s for s in range(position.num_players) if position.research[s][i] == level]
            for k, s in enumerate(markers):
                c.put(x + 6 + k, y, position.letter(s), fed_style(position.letter(s), bold=True))
    if c.height >= FULL_HEIGHT and cursor is not None and cursor[0] == "col":
        c.put(
            1, SUMMARY_Y, power_line(position.research_cmd[cursor[1]], c.width - 2)
        )  # the markers show the levels
    elif c.height >= FULL_HEIGHT:
        parts = []
        for s in range(position.num_players):
            name = position.letter(s) if c.width < 80 else position.fed(s)
            parts.append(
                name
                + " "
                + " ".join(f"{col}{lv}" for col, lv in zip(position.columns, position.research[s]))
            )
        c.put(1, SUMMARY_Y, " · ".join(parts))
    y = cards_y(c.height)
    for i, obj in enumerate(position.objectives):
        draw_card(c, position, obj, i * step, y, cursor, legal, card_w, rounds=c.height - y >= 5)


def draw_card(
    c: Canvas,
    position,
    obj: str,
    x: int,
    y: int,
    cursor,
    legal: set,
    card_w: int = 19,
    rounds: bool = True,
) -> None:
    """An objective card in five rows: its name, this round's requirement (wrapped, never cut),
    what it needs in each of rounds 1-4 (where there is room), and in the bottom border the
    reputation spaces with their markers."""
    name, _, faces = data.OBJECTIVES[obj]
    counts = faces["4" if position.four else "23"][1]
    inner = card_w - 2
    key = ("card", obj)
    style = mark_style(key, cursor, legal)[2]
    corner = (
        "»" if key == cursor else "+" if key in legal else "┌"
    )  # the cursor mark needs no colour
    c.put(x, y, corner + name.ljust(inner, "─")[:inner] + "┐", style)
    text = wrapped(position.objective_text(obj), inner, indent=0)
    for k in range(CARD_TEXT_LINES):
        c.put(x, y + 1 + k, "│" + (text[k] if k < len(text) else "").ljust(inner) + "│")
    if rounds:
        y += 1
        by_round = "/".join(map(str, counts))
        # "need": the numbers are counts asked for in rounds 1-4, not the rounds the card is
        # open (every card is open in every round)
        text = next(t for t in (f"r1-4 need {by_round}", f"need {by_round}") if len(t) <= inner)
        c.put(x, y + 2, "│" + text.ljust(inner) + "│")
    done = position.obj_done[obj]
    gap = " " if card_w >= 19 else ""
    rep = gap.join(
        f"{v}{position.letter(done[k]) if k < len(done) else '·'}"
        for k, v in enumerate(position.objective_spaces())
    )
    c.put(x, y + 3, "└" + f"rep {rep}".ljust(inner, "─")[:inner] + "┘")
