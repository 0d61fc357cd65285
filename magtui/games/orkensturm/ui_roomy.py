"""The roomy table (from 160×48): long printed track scales and the AP track under the disc,
and a side panel with the reserve as colour stacks and a longer log."""

from __future__ import annotations

import math
import textwrap

from rich.text import Text

from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.ui_draw import CARD_STYLE, SIDE_STYLE, TRACK_STYLE, letter, pad, pawn

LABEL = 26  # the label column left of every scale
AP_CELL = 3
LOG_LINES = 12


def track_scales(view, width: int, g) -> list[Text]:
    """Each track as a printed scale 0..max: the numbers, then the filled bar with the value
    marked »v« in reverse video and × on the 0 that ends the game."""
    cell = max(4, min(6, (width - LABEL) // (max(D.TRACK_MAX.values()) + 1)))
    lines = [Text(g(f"{'TRACKS':<{LABEL}}× on 0: a track that reaches 0 ends the game"), style="bold")]
    for track in D.TRACKS:
        value, top, style = view["tracks"][track], D.TRACK_MAX[track], TRACK_STYLE[track]
        numbers = Text(f"{track} {D.TRACK_TITLES[track]}"[:LABEL - 1].ljust(LABEL))
        bar = Text(f"  {value:>2} of {top}".ljust(LABEL))
        for k in range(top + 1):
            mark = f"»{k}«" if k == value else str(k)
            numbers.append(g(mark.center(cell)), "reverse bold" if k == value else "")
            if k == 0:
                glyph = "×"
            else:
                glyph = "■" if k <= value else "□"
            bar.append(g((glyph * (cell - 1)).center(cell) if k else glyph.center(cell)),
                       ("reverse " if k == value else "") + (style if 0 < k <= value else "dim"))
        lines += [numbers, bar]
    return lines


def ap_track(view, width: int, g, focus=None, rows: int = 4) -> list[Text]:
    """The prestige track with every player's pawn (letter) at their AP; AP may be negative
    and has no end, so the scale starts at the lowest of 0 and every AP and widens its steps
    when the spread outgrows the width."""
    ap = view["ap"]
    cells = max(8, (width - LABEL) // AP_CELL)
    low = min(0, min(ap))
    step = max(1, math.ceil((max(ap) - low + 1) / cells))
    title = "AP prestige" + (f" (step {step})" if step > 1 else "")
    numbers = Text(f"{title:<{LABEL}}")
    for k in range(cells):
        numbers.append(f"{low + k * step:^{AP_CELL}}", "dim" if (low + k * step) % 5 else "")
    stacks: dict[int, list[int]] = {}
    for seat, points in enumerate(ap):
        stacks.setdefault((points - low) // step, []).append(seat)
    per_row = AP_CELL - 1
    depth = min(rows, max(math.ceil(len(s) / per_row) for s in stacks.values()))
    lines = [numbers]
    for row in range(depth):
        line = Text(f"{'  pawns by letter' if row == 0 else '':<{LABEL}}")
        for k in range(cells):
            seats = stacks.get(k, [])[row * per_row:(row + 1) * per_row]
            if row == depth - 1 and len(stacks.get(k, [])) > depth * per_row:
                seats = seats[:per_row - 1]
            cell = Text()
            for seat in seats:
                cell.append(letter(seat), "reverse bold" if seat == focus else SIDE_STYLE.get(view["sides"][seat], ""))
            if row == depth - 1 and len(stacks.get(k, [])) > depth * per_row:
                cell.append("+")
            line.append_text(pad(cell, AP_CELL) if cell.cell_len else Text(" " * AP_CELL))
        lines.append(line)
    return lines


def panel(view, names, width: int, height: int, g, focus, log) -> list[Text]:
    """Players, the reserve as colour stacks, the deck sizes and the last log lines."""
    lines = [Text(f"{'':10}{'side':<7}{'AP':>4} {'cards':>5} {'adv':>3}")]
    for seat, name in enumerate(names):
        side = view["sides"][seat]
        marker = g("▸") if seat == focus else ("*" if seat == view["start"] else " ")
        line = Text(marker)
        line.append_text(pawn(view, seat))
        line.append(f" {name[:6]:<6} ")
        line.append(f"{D.SIDE_NAMES[side][:6] if side else '–':<7}", SIDE_STYLE.get(side, ""))
        line.append(f"{view['ap'][seat]:>4} {view['hand_sizes'][seat]:>5} {view['advisor_counts'][seat]:>3}")
        lines.append(line)
    lines += [Text(g("─" * width)), Text("RESERVE", style="bold")]
    stack = width - 14
    for colour, count in enumerate(view["reserve"]):
        line = Text(" ")
        line.append(D.COLOURS[colour], CARD_STYLE[colour])
        line.append(f" {D.COLOUR_NAMES[colour]:<7}{count:>3} ")
        line.append(g("■" * min(count, stack) + ("+" if count > stack else "")), CARD_STYLE[colour])
        lines.append(line)
    decks = view["advisor_decks"]
    lines.append(Text(f"supply {view['supply']}  Orkensturm {view['orkensturm']}"))
    extra = f"events {view['event_deck']}  " if view["events"] != "off" else ""
    lines.append(Text(f"{extra}advisors Brin {decks['brin']} Answin {decks['answin']}"))
    lines += [Text(g("─" * width)), Text("LOG", style="bold")]
    wrapped = [Text(row) for entry in log for row in textwrap.wrap(entry, width, subsequent_indent="  ")]
    room = max(0, min(LOG_LINES, height - len(lines)))
    lines += wrapped[-room:] if room else []
    return [pad(Text(g(line.plain), spans=line.spans), width) for line in lines[:height]]
