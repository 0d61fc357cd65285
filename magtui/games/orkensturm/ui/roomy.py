"""The roomy table (from 160×48): long printed track scales and the AP track under the disc,
and a side panel with the reserve as colour stacks and a longer log."""

from __future__ import annotations

import math
from typing import Mapping

from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.views import TableViews, size
from magtui.games.orkensturm.ui.draw import SIDE_STYLE, card_style, letter, players_table
from magtui.ui.canvas import Canvas
from magtui.ui.log_panel import draw_recent_log
from magtui.ui.glyphs import Glyphs

LABEL = 26  # the label column left of every scale
AP_CELL = 3
LOG_LINES = 12


def track_scales(tracks: Mapping[str, int], width: int, glyphs: Glyphs) -> Canvas:
    """Each track as a printed scale 0..max, as a block: the numbers, then the filled bar with
    the value marked »v« in reverse video and × on the 0 that ends the game."""
    cell = max(4, min(6, (width - LABEL) // (max(D.TRACK_MAX.values()) + 1)))
    c = Canvas(width, 1 + 2 * len(D.TRACKS), glyphs)
    c.put(0, 0, f"{'TRACKS':<{LABEL}}× on 0: a track that reaches 0 ends the game", "bold")
    for row, track in enumerate(D.TRACKS):
        value, top = tracks[track], D.TRACK_MAX[track]
        y = 1 + 2 * row
        c.put(0, y, f"{track} {D.TRACK_TITLES[track]}"[: LABEL - 1])
        c.put(0, y + 1, f"  {value:>2} of {top}")
        for k in range(top + 1):
            x = LABEL + k * cell
            c.put(
                x,
                y,
                (f"»{k}«" if k == value else str(k)).center(cell),
                "marker" if k == value else "",
            )
            glyph = "×" if k == 0 else ("■" if k <= value else "□")
            style = f"track-{track}" if 0 < k <= value else "dim"
            c.put(
                x,
                y + 1,
                (glyph * (cell - 1)).center(cell) if k else glyph.center(cell),
                f"{style} marker" if k == value else style,
            )
    return c


def ap_track(game: TableViews, width: int, glyphs: Glyphs, focus=None, rows: int = 4) -> Canvas:
    """The prestige track with every player's pawn (letter) at their AP, as a block; AP may be
    negative and has no end, so the scale starts at the lowest of 0 and every AP and widens
    its steps when the spread outgrows the width."""
    ap = game.ap
    cells = max(8, (width - LABEL) // AP_CELL)
    low = min(0, min(ap))
    step = max(1, math.ceil((max(ap) - low + 1) / cells))
    stacks: dict[int, list[int]] = {}
    for seat, points in enumerate(ap):
        stacks.setdefault((points - low) // step, []).append(seat)
    per_row = AP_CELL - 1
    depth = min(rows, max(math.ceil(len(s) / per_row) for s in stacks.values()))
    c = Canvas(width, 1 + depth, glyphs)
    c.put(0, 0, "AP prestige" + (f" (step {step})" if step > 1 else ""))
    c.put(0, 1, "  pawns by letter")
    for k in range(cells):
        points = low + k * step
        c.put(LABEL + k * AP_CELL, 0, f"{points:^{AP_CELL}}", "dim" if points % 5 else "")
        stack = stacks.get(k, [])
        crowded = len(stack) > depth * per_row  # the last row ends in + for the ones left out
        for row in range(depth):
            seats = stack[row * per_row : (row + 1) * per_row]
            if crowded and row == depth - 1:
                seats = seats[: per_row - 1]
            x = LABEL + k * AP_CELL
            for seat in seats:
                x = c.put(
                    x,
                    1 + row,
                    letter(seat),
                    "marker" if seat == focus else SIDE_STYLE.get(game.sides[seat], ""),
                )
            if crowded and row == depth - 1:
                c.put(x, 1 + row, "+")
    return c


def panel(game: TableViews, names, width: int, rows: int, glyphs: Glyphs, focus, log) -> Canvas:
    """Players, the reserve as colour stacks, the deck sizes and the last log lines: the
    right-hand strip, `rows` tall."""
    c = Canvas(width, rows, glyphs)
    y = players_table(c, game, names, 0, focus, (7, 4, 5, 3), ("side", "AP", "cards", "adv"))
    c.put(0, y, "─" * width)
    c.put(0, y + 1, "RESERVE", "bold")
    y += 2
    stack = width - 14
    for colour, count in enumerate(game.reserve):
        x = c.put(1, y, D.COLOURS[colour], card_style(colour))
        x = c.put(x, y, f" {D.COLOUR_NAMES[colour]:<7}{count:>3} ")
        c.put(x, y, "■" * min(count, stack) + ("+" if count > stack else ""), card_style(colour))
        y += 1
    decks = game.advisor_deck_sizes()
    c.put(0, y, f"supply {size(game.supply)}  Orkensturm {size(game.ork)}")
    extra = f"events {game.event_deck_size()}  " if game.event_mode != "off" else ""
    c.put(0, y + 1, f"{extra}advisors Brin {decks['brin']} Answin {decks['answin']}")
    c.put(0, y + 2, "─" * width)
    c.put(0, y + 3, "LOG", "bold")
    y += 4
    draw_recent_log(c, 0, y, width, max(0, min(LOG_LINES, rows - y)), log)
    return c
