"""View 2, the action board: the commanders over the columns with their takeover costs, the
upper panel's crew by column and the lower panel's spaces with their icons and crew.

The cursor's cells: ("cmd", column), ("up", column, slot) and ("low", space). `[..]` marks a
legal cell, `»..«` the cursor.
"""

from __future__ import annotations

from magtui.games.magnastorm import data
from magtui.games.magnastorm.describe import commander_short, power_line, token_line
from magtui.games.magnastorm.economy import need_text
from magtui.games.magnastorm.ui.canvas import CURSOR, LEGAL, fed_style
from magtui.ui.canvas import Canvas

COMPACT_BELOW = 80  # narrower than this (the roomy layout's 64-column panel): compact columns
FULL_HEIGHT = 19


def columns_x(width: int) -> tuple[int, int]:
    """The first column's x and the step between columns at this width."""
    return (14, 10) if width < COMPACT_BELOW else (20, 11)


def rows_at(height: int) -> dict[str, int | None]:
    """The row of each part of the board at this height. When the frame's lines wrap and the
    board is shorter, the legend gives way first, then the rules (None: not drawn)."""
    top_rule, mid_rule = height >= FULL_HEIGHT - 2, height >= FULL_HEIGHT - 3
    up = 4 + top_rule
    low = up + data.COLUMN_CAPACITY + mid_rule  # the lower panel's heading; its rows follow
    end = low + data.PANEL_ROWS + 1
    return {
        "cmd": 1,
        "top_rule": 4 if top_rule else None,
        "up": up,
        "mid_rule": up + 5 if mid_rule else None,
        "low": low,
        "end_rule": end if height > end else None,
        "legend": end + 1 if height > end + 1 else None,
    }


def actions_rows() -> int:
    """The fewest rows the board is drawn in whole: the lower panel's last row, with the
    legend and the rules given way."""
    return rows_at(0)["low"] + data.PANEL_ROWS + 1


def action_cells(position, width: int, height: int) -> dict[tuple, tuple[int, int]]:
    """Every cell the cursor may stand on, with where it is drawn: the commanders, the crew
    (an empty column by its first slot) and the lower spaces."""
    x0, step = columns_x(width)
    rows = rows_at(height)
    cells: dict[tuple, tuple[int, int]] = {}
    for i, col in enumerate(position.panel_cols):
        x = x0 + step * i
        cells[("cmd", col)] = (x, rows["cmd"])
        for k in range(max(1, min(len(position.upper[col]), data.COLUMN_CAPACITY))):
            cells[("up", col, k)] = (x, rows["up"] + k)
        for row in range(1, data.PANEL_ROWS + 1):
            cells[("low", f"{col}{row}")] = (x, rows["low"] + row)
    return cells


def actions_note(position) -> str:
    order = "  ".join(
        f"{i + 1}{'▸' if s == position.actor else ' '}{position.letter(s)}"
        for i, s in enumerate(position.order)
    )
    return f"turn order {order}"


def cost_fit(letters: str, need, width: int) -> str:
    """A cost in `width` cells, never cut: '3Y+1S', or one letter per cube ('YYYNS') when the
    counted form is too wide. `letters` name the cube colours in play."""
    text = need_text(need, letters)
    if len(text) <= width:
        return text
    counts, p, x = need
    return "".join(letters[i] * k for i, k in enumerate(counts) if k) + "P" * p + "X" * x


def mark_style(key, cursor, legal: set, plain: str = "") -> tuple[str, str, str]:
    """(left mark, right mark, style) of a cell: cursor, legal or plain."""
    if key == cursor:
        return "»", "«", CURSOR
    if key in legal:
        return "[", "]", LEGAL
    return " ", " ", plain


def draw_actions(c: Canvas, position, cursor, legal: set) -> None:
    compact = c.width < COMPACT_BELOW
    x0, step = columns_x(c.width)
    name_w, crew_w = (9, 2) if compact else (10, 3)
    cols = position.panel_cols
    seat = position.actor
    rows = rows_at(c.height)
    for i, col in enumerate(cols):
        c.put(x0 + step * i + 1, 0, col, "bold")
    # Compact (the roomy layout's panel beside the planet): the short labels keep two columns
    # from the planet; the lower rows' labels need every column up to the first space.
    label_x = 2 if compact else 1
    c.put(label_x, 1, "COMMANDER")
    c.put(label_x, 2, "green/red" if compact else "green/red · marker")
    c.put(label_x, 3, f"{'cost' if compact else 'takeover'} {position.fed(seat)}")
    for i, col in enumerate(cols):
        x = x0 + step * i
        style = mark_style(("cmd", col), cursor, legal)[2]
        if style:  # a mark before the name, as on the objective cards: » the cursor, + legal
            c.put(x - 1, 1, "»" if ("cmd", col) == cursor else "+", style)
        if col == data.FIRST_PLAYER_COLUMN:  # the token's bonus where a commander has green/red
            holder, name, values = position.token, "1st plyr", "+lvl+P"
        else:
            name = position.admin_cols[col]
            _, green, red, _ = data.COMMANDERS[name]
            holder, name, values = position.holder[name], commander_short(name), f"{green}/{red}"
        c.put(x, 1, name[:name_w], style)
        c.put(x, 2, f"{values} " + (f"■{position.letter(holder)}" if holder is not None else "□"))
        if not position.upper[col]:
            cost = "– empty"
        elif col != data.FIRST_PLAYER_COLUMN and position.holds(seat, position.admin_cols[col]):
            cost = "yours"
        else:
            cost = cost_fit(position.cube_letters, position.takeover_need(seat, col), name_w)
        c.put(x, 3, cost)
    rule = "─" * (c.width - 2)
    for name in ("top_rule", "mid_rule", "end_rule"):
        if rows[name] is not None:
            c.put(1, rows[name], rule, whole=False)
    up = rows["up"]
    c.put(label_x, up, "UPPER PANEL")
    c.put(label_x, up + 1, "by column" if compact else "crew by column")
    if not compact:
        c.put(1, up + 2, "(only the column")
        c.put(1, up + 3, " counts)")
    for i, col in enumerate(cols):
        crew = position.upper[col]
        for k in range(data.COLUMN_CAPACITY):
            code = crew[k] if k < len(crew) else "·"
            if k == data.COLUMN_CAPACITY - 1 and len(crew) > data.COLUMN_CAPACITY:
                code = f"{code}+{len(crew) - data.COLUMN_CAPACITY}"
            left, right, style = mark_style(("up", col, k), cursor, legal, fed_style(code[0]))
            c.put(x0 + step * i, up + k, f"{left}{code}{right}", style)
    low = rows["low"]
    c.put(1, low, "  move  gain" if compact else "LOWER move  gain", "bold")
    for i, col in enumerate(cols):
        c.put(x0 + step * i + 1, low, col, "bold")
    for row in range(1, data.PANEL_ROWS + 1):
        move, gain = data.ACTION_ROWS[row]
        y = low + row
        c.put(1, y, f"{row} {move:<6}{gain}")
        for i, col in enumerate(cols):
            x = x0 + step * i
            space = f"{col}{row}"
            icon = position.icons.get(space, "–")
            crew = "".join(position.lower.get(space, []))
            left, right, style = mark_style(("low", space), cursor, legal)
            if style:
                c.put(x, y, f"{left}{icon:<6}{crew[:crew_w]:<{crew_w}}{right}", style)
                continue
            c.put(x + 1, y, f"{icon:<6}")
            for k, ch in enumerate(crew[:crew_w]):
                c.put(x + 7 + k, y, ch, fed_style(ch))
    if rows["legend"] is not None:  # on a commander, the legend's row tells its power
        if cursor is not None and cursor[0] == "cmd":
            legend = (
                token_line(position, c.width - 2)
                if cursor[1] == data.FIRST_PLAYER_COLUMN
                else power_line(position.admin_cols[cursor[1]], c.width - 2)
            )
        else:
            legend = (
                "[ ] legal · N S P D crew · lowercase y d: moved, no effect"
                if compact
                else "[ ] legal · N S P D crew on a space · "
                "lowercase: moved by a takeover, no effect"
            )
        c.put(1, rows["legend"], legend)
