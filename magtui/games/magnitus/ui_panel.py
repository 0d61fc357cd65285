"""The Magnitus side panel (the match, the cursor and the held body, every hand and penalty
total, the last turns and a legend) and the compact strip under wide galaxies."""

from __future__ import annotations

import math
import textwrap

import numpy as np
from rich.style import Style

from magtui.games.magnitus import data
from magtui.games.magnitus.geometry import layout_problem
from magtui.games.magnitus.bodies import gaps_to
from magtui.games.magnitus.rules import kind_of_id
from magtui.games.magnitus.ui_draw import BOLD, DIM, PLAIN, Run, body_glyph

LETTERS = "ABCD"
ROOMY = 60            # panel columns from which hands are drawn as glyph rows with penalty bars
HEADS = ("●", "•", "→", "⊕", "▲")
ASCII_HEADS = ("O", "o", ">", "N", "n")


def _fit(runs: list[Run], width: int) -> list[Run]:
    out, used = [], 0
    for text, style in runs:
        room = width - used
        if room <= 0:
            break
        out.append((text[:room], style))
        used += len(text[:room])
    if used < width:
        out.append((" " * (width - used), PLAIN))
    return out


def _held_line(board) -> tuple[str, str, str]:
    """(held description, hover line, gap line) for the panel."""
    st = board.state
    g = board.glyphs
    kind = board._held_kind() if board.seat is not None else None
    if st.editing:
        problem = layout_problem(st.fields, st.sets)
        state = f"not valid: {problem}" if problem else "valid: Enter fixes it"
        return (f"FIELD {board.field_pick + 1} of {len(st.fields)} selected", f"layout {state}", "")
    if kind is None:
        return ("HELD  –", "", "")
    k = data.KINDS[data.KIND_INDEX[kind]]
    pole = board._held_pole()
    glyph = body_glyph(kind, pole, board.angle, g.ascii)
    if kind in ("star", "asteroid") or (st.hover is not None and k.sphere):
        orient = "N-up" if pole > 0 else "S-up"
    elif kind == "comet":
        orient = f"{(st.hover.angle if st.hover is not None else board.angle)}°"
    else:
        orient = "free"
    mode = "HOVERING" if st.hover is not None else "aiming"
    hover = ""
    if st.hover is not None:
        hover = f"height {st.hover.height} mm · hover {st.hover_used} of {data.HOVER_BUDGET}"
    x, y = board.cursor[0] / 10, board.cursor[1] / 10
    gaps = gaps_to(st.world, data.KIND_INDEX[kind], x, y, board.angle if kind == "comet" else 0)
    gap = ""
    if len(gaps):
        i = int(np.argmin(gaps))
        other = data.KINDS[int(st.world.kind[i])]
        og = body_glyph(other.name, int(st.world.pole[i]) if other.disc else None,
                        float(np.degrees(st.world.phi[i])), g.ascii)
        centres = math.hypot(float(st.world.x[i]) * 1000 - x, float(st.world.y[i]) * 1000 - y)
        gap = f"gap {max(float(gaps[i]), 0.0):.1f} mm (centres {centres:.1f}) to {other.title} {og}"
    return (f"HELD  {k.title} {glyph} ({orient}) · {mode}", hover, gap)


def _hand_rows(board, width: int) -> list[list[Run]]:
    st = board.state
    heads = ASCII_HEADS if board.glyphs.ascii else HEADS
    rows = [[(" HANDS    " + "".join(f"{h:>3}" for h in heads) + "  all  pen", BOLD)]]
    for s in range(st.num_players):
        counts = [0] * len(data.KINDS)
        for body in st.hands[s]:
            counts[kind_of_id(body, st.sets)] += 1
        out = s not in st.alive
        mark = "▸" if (not st.is_over() and st.turn == s) else ("×" if out else " ")
        cells = "".join(f"{(c if c else '·'):>3}" for c in counts)
        pen = "–" if st.solo else str(st.totals[s])
        style = DIM if out else (BOLD if mark == "▸" else PLAIN)
        rows.append([(f"{mark}{LETTERS[s]} {st.names[s][:6]:<6}{cells}{len(st.hands[s]):>5}{pen:>5}", style)])
    return rows


def _roomy_hands(board, width: int) -> list[list[Run]]:
    """A wide panel: each hand as a row of glyphs, and a penalty bar up to the limit."""
    st = board.state
    ascii_mode = board.glyphs.ascii
    rows = [[(" HANDS", BOLD)]]
    for s in range(st.num_players):
        out = s not in st.alive
        mark = "▸" if (not st.is_over() and st.turn == s) else ("×" if out else " ")
        glyphs = "".join(body_glyph(data.KINDS[kind_of_id(b, st.sets)].name, 1, 0, ascii_mode)
                         for b in st.hands[s])
        style = DIM if out else (BOLD if mark == "▸" else PLAIN)
        rows.append([(f"{mark}{LETTERS[s]} {st.names[s][:8]:<8} {len(st.hands[s]):>2} {glyphs}", style)])
        if not st.solo:
            bar_len = max(10, min(st.target, width - 24))
            filled = min(bar_len, round(st.totals[s] * bar_len / st.target))
            bar = "■" * filled + "·" * (bar_len - filled)
            rows.append([(f"     penalty {st.totals[s]:>2}/{st.target} {bar}", DIM if out else PLAIN)])
    return rows


def fit_words(head: str, tails: list[str], width: int) -> str:
    """`head` and as many of the `tails` as fit in `width`, joined by ' · '."""
    line = head
    for tail in tails:
        if len(line) + 3 + len(tail) > width:
            break
        line += f" · {tail}"
    return line


def _wrapped(text: str, width: int, style=PLAIN) -> list[list[Run]]:
    return [[(line, style)] for line in textwrap.wrap(text, width, subsequent_indent="  ")]


def _heading(st) -> str:
    if st.solo:
        return "SOLO · The Single Creator"
    if st.editing:
        return f"SET-UP · {len(st.alive)} players · limit {st.target}"
    head = f"MATCH game {st.games} · {len(st.alive)} players · limit {st.target}"
    variants = [name for name, on in (("Black Holes", st.black_holes), ("Universe", st.universe)) if on]
    return head + (" · " + " + ".join(variants) if variants else "")


def solo_ladder(left: int) -> list[str]:
    """The solo titles, best first, by the bodies left in hand, with the player's place marked."""
    now = data.solo_title(left)
    lines, low = [], 0
    for limit, title in data.SOLO_TITLES:
        span = str(limit) if low == limit else f"{low}–{limit}"
        lines.append(f"{'▸' if title == now else ' '}{span:>6}  {title}")
        low = limit + 1
    lines.append(f"{'▸' if now is None else ' '}{str(low) + '+':>6}  no title")
    return lines


def _log_tail(log: list[str], width: int, room: int) -> list[str]:
    """The newest log entries that fit in `room` lines, wrapped; the newest one is always shown,
    its first lines if it alone is too long."""
    lines: list[str] = []
    for entry in reversed(log):
        wrapped = textwrap.wrap(entry, width, subsequent_indent="  ")
        if not lines and len(wrapped) > room:
            return wrapped[:room]
        if len(lines) + len(wrapped) > room:
            break
        lines = wrapped + lines
    return lines


def side_panel(board, width: int, height: int) -> list[list[Run]]:
    st = board.state
    text = board.glyphs.text
    rule = [("─" * width, DIM)]
    held, hover, gap = _held_line(board)
    zoom = f"zoom ×{board.zoom}"
    rows: list[list[Run]] = _wrapped(_heading(st), width, BOLD) + [rule]
    rows += _wrapped(f"CURSOR x {board.cursor[0] / 10:.1f}  y {board.cursor[1] / 10:.1f} mm  {zoom}", width)
    for line in (held, hover, gap):
        if line:
            rows += _wrapped(line, width)
    rows.append(rule)
    rows += _hand_rows(board, width) if width < ROOMY else _roomy_hands(board, width)
    rows.append([(f" in the galaxy {len(st.world)} · in the box {st.box_count()}", DIM)])
    if st.solo:
        rows.append(rule)
        rows.append([(f"TITLES by bodies left · now {len(st.hands[0])}", BOLD)])
        rows += [[(line, BOLD if line.startswith("▸") else PLAIN)] for line in solo_ladder(len(st.hands[0]))]
    if board.glyphs.ascii:
        legend = [[("O Planet  o Moon  ><^v Comet (N end)", DIM)], [("N S Star  n s Asteroid (N-up/S-up)", DIM)],
                  [("[x] held body * its hover footprint", DIM)]]
    else:
        legend = [[("● Planet  • Moon  →↗ Comet (N end)", DIM)], [("⊕ ⊖ Star  ▲ ▼ Asteroid (N-up/S-up)", DIM)],
                  [("[x] held body · its hover footprint", DIM)]]
    if height - len(rows) < len(legend) + 12:
        legend = []                          # a short screen: the legend is in the help (?)
    room = height - len(rows) - len(legend) - 2
    if room >= 2:
        rows.append(rule)
        rows.append([("LAST TURNS", BOLD)])
        rows += [[(line, PLAIN)] for line in _log_tail(st.log, width - 1, room)]
        rows += [[("", PLAIN)]] * (height - len(rows) - len(legend))
        rows += legend
    return [_fit([(text(t), s) for t, s in row], width) for row in rows[:height]]


def compact_panel(board, width: int) -> list[list[Run]]:
    """Under a wide galaxy: one line for the cursor and held body, one per player."""
    st = board.state
    text = board.glyphs.text
    held, hover, gap = _held_line(board)
    first = f"x {board.cursor[0] / 10:.1f} y {board.cursor[1] / 10:.1f} · {held}"
    for extra in (hover, gap):
        if extra:
            first += f" · {extra}"
    rows = _wrapped(first, width, BOLD)
    heads = ASCII_HEADS if board.glyphs.ascii else HEADS
    for s in range(st.num_players):
        counts = [0] * len(data.KINDS)
        for body in st.hands[s]:
            counts[kind_of_id(body, st.sets)] += 1
        mark = "▸" if (not st.is_over() and st.turn == s) else " "
        hand = " ".join(f"{h}{c}" for h, c in zip(heads, counts) if c)
        pen = "" if st.solo else f" · penalty {st.totals[s]}"
        rows.append([(f"{mark}{LETTERS[s]} {st.names[s]}: {hand or '–'}{pen}", Style(bold=mark == "▸"))])
    return [_fit([(text(t), s) for t, s in row], width) for row in rows]
