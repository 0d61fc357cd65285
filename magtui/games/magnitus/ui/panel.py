"""The Magnitus side panel (the match, the cursor and the held body, every hand and penalty
total, the last turns and a legend) and the compact strip under wide galaxies, drawn from the
seat's redacted model (`board.seen.model`) as lines of (text, style name) for the board's canvas."""

from __future__ import annotations


from magtui.games.magnitus import data
from magtui.games.magnitus.bodies import public_bodies
from magtui.games.magnitus.geometry import layout_problem
from magtui.games.magnitus.rules import kind_of_id
from magtui.games.magnitus.ui.draw import body_glyph
from magtui.ui.canvas import wrapped
from magtui.ui.log_panel import recent_rows

Line = tuple[str, str]  # text, style name
LETTERS = "ABCD"  # the seats as the panel, the summary and the title name them
RECENT_LOG = 60  # the log entries wrapped for the panel: more than the tallest shows
ROOMY = 60  # panel columns from which hands are drawn as glyph rows with penalty bars
HEADS = ("●", "•", "→", "⊕", "▲")
ASCII_HEADS = ("O", "o", ">", "N", "n")


def _held_line(board) -> tuple[str, str, str]:
    """(held description, hover line, gap line) for the panel."""
    m = board.seen.model
    g = board.glyphs
    kind = board.held_kind() if board.seat is not None else None
    if board.editing():
        problem = layout_problem(m.fields, m.sets)
        verdict = f"not valid: {problem}" if problem else "valid: Enter fixes it"
        return (
            f"FIELD {board.field_pick + 1} of {len(m.fields)} selected",
            f"layout {verdict}",
            "",
        )
    if kind is None:
        return ("HELD  –", "", "")
    k = data.KINDS[data.KIND_INDEX[kind]]
    held = m.hover
    pole, angle = board.held_pole(), board.held_angle()
    glyph = body_glyph(kind, pole, angle, g.ascii)
    if kind in ("star", "asteroid") or (held is not None and k.sphere):
        orient = "N-up" if pole > 0 else "S-up"
    elif kind == "comet":
        orient = f"{angle}°"
    else:
        orient = "free"
    mode = "HOVERING" if held is not None else "aiming"
    hover = ""
    if held is not None:
        hover = f"height {held.height} mm · hover {m.hover_used} of {data.HOVER_BUDGET}"
    nearest = m.nearest_body(kind, *board.cursor, angle if kind == "comet" else 0)
    gap = ""
    if nearest is not None:
        other = next(b for b in public_bodies(m.world) if b["id"] == nearest.id)
        title = data.KINDS[data.KIND_INDEX[other["kind"]]].title
        og = body_glyph(other["kind"], other["pole"], other["angle"], g.ascii)
        gap = f"gap {max(nearest.gap, 0.0):.1f} mm (centres {nearest.centres:.1f}) to {title} {og}"
    return (f"HELD  {k.title} {glyph} ({orient}) · {mode}", hover, gap)


def _counts(hand, sets: int) -> list[int]:
    """How many bodies of each kind `hand` holds, in catalogue order."""
    counts = [0] * len(data.KINDS)
    for body in hand:
        counts[kind_of_id(body, sets)] += 1
    return counts


def _mark(m, seat: int) -> str:
    """▸ the player to act, × a player out of the match."""
    return "▸" if seat in m.to_act() else ("×" if seat not in m.alive else " ")


def name_width(names, room: int, least: int) -> int:
    """The columns of the names in a hands table: whole names where `room` allows, at least
    their first `least` letters (the seat letter beside them tells the players apart)."""
    return max(least, min(max(map(len, names)), room))


def _hand_rows(board, width: int) -> list[Line]:
    m, names = board.seen.model, board.seen.names
    heads = ASCII_HEADS if board.glyphs.ascii else HEADS
    wide = name_width(names, width - 29, 6)
    rows = [(f"{' HANDS':<{wide + 4}}" + "".join(f"{h:>3}" for h in heads) + "  all  pen", "bold")]
    for s, hand in enumerate(m.hands):
        out = s not in m.alive
        mark = _mark(m, s)
        cells = "".join(f"{(c if c else '·'):>3}" for c in _counts(hand, m.sets))
        pen = "–" if _solo(board) else str(m.totals[s])
        rows.append(
            (
                f"{mark}{LETTERS[s]} {names[s][:wide]:<{wide}}{cells}{len(hand):>5}{pen:>5}",
                _seat_style(out, mark),
            )
        )
    return rows


def _seat_style(out: bool, mark: str) -> str:
    return "dim" if out else ("bold" if mark == "▸" else "")


def _roomy_hands(board, width: int) -> list[Line]:
    """A wide panel: each hand as a row of glyphs, and a penalty bar up to the limit."""
    m, names = board.seen.model, board.seen.names
    ascii_mode = board.glyphs.ascii
    target = m.target
    rows = [(" HANDS", "bold")]
    wide = name_width(names, width - 30, 8)
    for s, hand in enumerate(m.hands):
        out = s not in m.alive
        mark = _mark(m, s)
        glyphs = "".join(
            body_glyph(data.KINDS[kind_of_id(b, m.sets)].name, 1, 0, ascii_mode) for b in hand
        )
        rows.append(
            (
                f"{mark}{LETTERS[s]} {names[s][:wide]:<{wide}} {len(hand):>2} {glyphs}",
                _seat_style(out, mark),
            )
        )
        if not _solo(board):
            total = m.totals[s]
            bar_len = max(10, min(target, width - 24))
            filled = min(bar_len, round(total * bar_len / target))
            bar = "■" * filled + "·" * (bar_len - filled)
            rows.append((f"     penalty {total:>2}/{target} {bar}", "dim" if out else ""))
    return rows


def fit_words(head: str, tails: list[str], width: int) -> str:
    """`head` and as many of the `tails` as fit in `width`, joined by ' · '."""
    line = head
    for tail in tails:
        if len(line) + 3 + len(tail) > width:
            break
        line += f" · {tail}"
    return line


def _wrapped(text: str, width: int, style: str = "") -> list[Line]:
    return [(line, style) for line in wrapped(text, width) if line.strip()]  # "" takes no row


def _solo(board) -> bool:
    return len(board.seen.names) == 1


def _heading(board) -> str:
    m = board.seen.model
    if _solo(board):
        return "SOLO · The Single Creator"
    if board.editing():
        return f"SET-UP · {len(m.alive)} players · limit {m.target}"
    head = f"MATCH game {m.games} · {len(m.alive)} players · limit {m.target}"
    variants = [
        name for name, on in (("Black Holes", m.black_holes), ("Universe", m.universe)) if on
    ]
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


def side_panel(board, width: int, height: int) -> list[Line]:
    """The panel beside the galaxy, `height` lines at most (the canvas clips them at its edge)."""
    m = board.seen.model
    rule = ("─" * width, "dim")
    held, hover, gap = _held_line(board)
    zoom = f"zoom ×{board.zoom}"
    rows: list[Line] = _wrapped(_heading(board), width, "bold") + [rule]
    rows += _wrapped(
        f"CURSOR x {board.cursor[0] / 10:.1f}  y {board.cursor[1] / 10:.1f} mm  {zoom}", width
    )
    for line in (held, hover, gap):
        if line:
            rows += _wrapped(line, width)
    rows.append(rule)
    rows += _hand_rows(board, width) if width < ROOMY else _roomy_hands(board, width)
    rows.append((f" in the galaxy {len(m.world)} · in the box {m.box_count()}", "dim"))
    if _solo(board):
        left = len(m.hands[0])
        rows.append(rule)
        rows.append((f"TITLES by bodies left · now {left}", "bold"))
        rows += [(line, "bold" if line.startswith("▸") else "") for line in solo_ladder(left)]
    if board.glyphs.ascii:
        legend = [
            "O Planet  o Moon  ><^v Comet (N end)",
            "N S Star  n s Asteroid (N-up/S-up)",
            "[x] held body * its hover footprint",
        ]
    else:
        legend = [
            "● Planet  • Moon  →↗ Comet (N end)",
            "⊕ ⊖ Star  ▲ ▼ Asteroid (N-up/S-up)",
            "[x] held body · its hover footprint",
        ]
    if height - len(rows) < len(legend) + 12:
        legend = []  # a short screen: the legend is in the help (?)
    room = height - len(rows) - len(legend) - 2
    if room >= 2:
        rows.append(rule)
        rows.append(("LAST TURNS", "bold"))
        tail = recent_rows(m.log[-RECENT_LOG:], width - 1, room)
        rows += [(line, "") for entry in tail for line in entry]
        rows += [("", "")] * (height - len(rows) - len(legend))
        rows += [(line, "dim") for line in legend]
    return rows[:height]


def compact_panel(board, width: int) -> list[Line]:
    """Under a wide galaxy: one line for the cursor and held body, one per player."""
    m, names = board.seen.model, board.seen.names
    held, hover, gap = _held_line(board)
    first = f"x {board.cursor[0] / 10:.1f} y {board.cursor[1] / 10:.1f} · {held}"
    for extra in (hover, gap):
        if extra:
            first += f" · {extra}"
    rows = _wrapped(first, width, "bold")
    heads = ASCII_HEADS if board.glyphs.ascii else HEADS
    for s, hand in enumerate(m.hands):
        mark = "▸" if s in m.to_act() else " "
        counts = " ".join(f"{h}{c}" for h, c in zip(heads, _counts(hand, m.sets)) if c)
        pen = "" if _solo(board) else f" · penalty {m.totals[s]}"
        rows.append(
            (f"{mark}{LETTERS[s]} {names[s]}: {counts or '–'}{pen}", "bold" if mark == "▸" else "")
        )
    return rows
