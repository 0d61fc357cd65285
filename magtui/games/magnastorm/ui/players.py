"""View 4, the players' boards: cubes by colour, lab slots with their costs, stations, crew,
research and the commanders held. At 80×24 a block per player; in the roomy layout a strip of
cards in turn order. Nothing here is chosen: the view has no cursor."""

from __future__ import annotations

from magtui.games.magnastorm import data
from magtui.games.magnastorm.describe import commander_short
from magtui.games.magnastorm.ui.canvas import fed_style
from magtui.ui.canvas import Canvas

CARD_MAX_W = 40
GUTTER = 2  # columns the strip of cards leaves free before the panels right of it


def players_note() -> str:
    return "■ on the player board · □ placed"


def cost_word(cost: str) -> str:
    return cost if cost != "0" else "free"


def players_rows(position) -> int:
    """The fewest rows the view is drawn in: three a player (the stations line gives way)."""
    return 3 * position.num_players


def draw_players(c: Canvas, position) -> None:
    rows_each = min(5, max(3, c.height // position.num_players))
    for k, s in enumerate(position.order):
        y = k * rows_each
        mark = "▸" if s == position.actor else " "
        c.put(
            0, y, f"{mark}{k + 1} {position.who(s)}"[:30], fed_style(position.letter(s), bold=True)
        )
        c.put(
            32,
            y,
            f"rep {position.rep[s]:>2}  scout {position.scout[s]}  "
            f"crew on board {position.crew_left[s]}",
        )
        cubes = "  ".join(
            f"{position.cube_letters[i]}{position.cubes[s][i]}" for i in position.colours
        )
        c.put(2, y + 1, f"cubes {cubes}")
        held = sorted(n for n, h in position.holder.items() if h == s)
        token = " · first player token" if position.token == s else ""
        c.put(
            40,
            y + 1,
            ("cmd " + ", ".join(commander_short(n) for n in held) if held else "no commanders")[:38]
            + token,
        )
        slots = " ".join(
            ("■" if full else "□") + cost_word(data.LAB_COSTS[i])
            for i, full in enumerate(position.slots[s])
        )
        c.put(2, y + 2, f"labs {slots}"[:78])
        stations = " ".join(
            f"{'■' if full else '□'}S{i + 1} {cost}"
            for i, (full, cost) in enumerate(zip(position.stations[s], data.STATION_COSTS))
        )
        research = " ".join(f"{col}{lv}" for col, lv in zip(position.columns, position.research[s]))
        cards = (
            f" · artifacts {' '.join(position.artifact_cards[s])}"
            if position.artifact_cards[s]
            else ""
        )
        if rows_each >= 4:
            c.put(2, y + 3, f"stations {stations} · research {research}{cards}"[:78])


def draw_player_cards(c: Canvas, position) -> None:
    """The roomy layout's strip of player boards, one card each in turn order: cubes by colour,
    scout and crew, research levels where there is room, the lab slots with their costs, the
    stations, the commanders held."""
    card_w = min(CARD_MAX_W, (c.width - GUTTER) // position.num_players)
    for k, s in enumerate(position.order):
        draw_player_card(c, position, s, k, k * card_w, 0, card_w, c.height)


def draw_player_card(c: Canvas, position, s: int, pos: int, x: int, y: int, w: int, h: int) -> None:
    inner = w - 2
    mark = "▸" if s == position.actor and not position.over else "─"
    title = f"┌{mark}{pos + 1} {position.fed(s)} {position.names[s]}"
    rep = f" rep {position.rep[s]}┐"
    c.put(
        x,
        y,
        title[: w - len(rep)].ljust(w - len(rep), "─") + rep,
        fed_style(position.letter(s), bold=True),
    )
    lines = [
        " ".join(f"{position.cube_letters[i]}{position.cubes[s][i]}" for i in position.colours),
        f"scout {position.scout[s]} · crew {position.crew_left[s]}",
    ]
    lines += pack(
        "labs ",
        [
            f"{i + 1}{'■' if full else '□'}{cost_word(data.LAB_COSTS[i])}"
            for i, full in enumerate(position.slots[s])
        ],
        inner,
    )
    lines += pack(
        "stn ",
        [
            f"S{i + 1}{'■' if full else '□'}{cost}"
            for i, (full, cost) in enumerate(zip(position.stations[s], data.STATION_COSTS))
        ],
        inner,
    )
    held = sorted(commander_short(name) for name, h in position.holder.items() if h == s)
    lines += pack("cmd ", held, inner) if held else ["cmd none"]
    lines += ["first player token"] if position.token == s else []
    lines += (
        ["artifacts " + " ".join(position.artifact_cards[s])] if position.artifact_cards[s] else []
    )
    if len(lines) < h - 2:  # the levels again, where there is room (the research board has them)
        lines.insert(
            2, " ".join(f"{col}{lv}" for col, lv in zip(position.columns, position.research[s]))
        )
    for i in range(h - 2):
        text = lines[i] if i < len(lines) else ""
        c.put(x, y + 1 + i, "│" + text[:inner].ljust(inner) + "│")
    c.put(x, y + h - 1, "└" + "─" * inner + "┘")


def pack(label: str, items: list[str], width: int) -> list[str]:
    """Items on as few lines as fit `width`, the first line led by `label`, the rest indented."""
    lines, line, fresh = [], label, True
    for item in items:
        if len(line) + len(item) > width and not fresh:
            lines.append(line.rstrip())
            line = " " * len(label)
        line += item + " "
        fresh = False
    lines.append(line.rstrip())
    return lines
