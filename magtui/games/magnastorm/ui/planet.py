"""View 1, the planet: its areas as hex nodes with their space colours, labs and scouts, the
lines between them with their transmitters, the centre's storm wedges, and at 80 columns a
strip with the round, reputation and the active federation's holdings.

Two drawings: the 80×24 one (hexes 10 columns apart, two lines a hex row) and the roomy one
(14 apart, three lines a hex row, each space on its own). Meaning is carried by marks:
`[..]` legal, `»..«` cursor, `░` storm.
"""

from __future__ import annotations

from magtui.games.magnastorm import data
from magtui.games.magnastorm.ui.canvas import CURSOR, LEGAL, QUIET, SPACE, STORM, fed_style
from magtui.ui.canvas import Canvas

HEX_W = 10  # columns between neighbouring hex centres on one row (80×24)
TALL_W = 14  # the same in the roomy drawing
STRIP_X = 70


def hex_pos(position, q: int, r: int) -> tuple[int, int]:
    """Centre column and node row of the hex (q, r) at 80×24."""
    pl = position.planet
    left = min(HEX_W * q2 + HEX_W // 2 * r2 for q2, r2 in pl.hex.values())
    top = min(r2 for _, r2 in pl.hex.values())
    return 4 - left + HEX_W * q + HEX_W // 2 * r, 2 * (r - top)


def planet_rows(position) -> int:
    """The rows of the 80×24 planet: two a hex row (18 on the 4-player side)."""
    rows = [r for _, r in position.planet.hex.values()]
    return 2 * (max(rows) - min(rows) + 1)


def tall_pos(position, q: int, r: int) -> tuple[int, int]:
    """The same in the roomy drawing."""
    pl = position.planet
    left = min(TALL_W * q2 + TALL_W // 2 * r2 for q2, r2 in pl.hex.values())
    top = min(r2 for _, r2 in pl.hex.values())
    return 6 - left + TALL_W * q + TALL_W // 2 * r, 3 * (r - top)


def area_cells(position, tall: bool) -> dict[str, tuple[int, int]]:
    """Where each area's node is drawn: the cursor's cells."""
    pos = tall_pos if tall else hex_pos
    return {area: pos(position, *position.planet.hex[area]) for area in position.planet.areas}


def planet_note(position, tall: bool) -> str:
    """What the tab line says beside the view's name."""
    quiet = position.quiet
    storm = sorted(s for s in range(1, 7) if s not in quiet)
    note = f"quiet {' '.join(map(str, sorted(quiet)))} · storm ░ {' '.join(map(str, storm))}"
    if tall:
        built = (
            " ".join(f"◆{t} {position.letter(o)}" for t, o in sorted(position.built.items()))
            or "◇ no stations"
        )
        note += f" · bag {sum(position.bag)} · {built}"
    return note


def node_marks(area: str, cursor, legal: set, base: str) -> tuple[str, str, str]:
    """The marks either side of an area's node and its style: cursor, legal or plain."""
    if area == cursor:
        return "»", "«", CURSOR
    if area in legal:
        return "[", "]", LEGAL
    pad = "░" if base == STORM else " "
    return pad, pad, base


def draw_links(c: Canvas, position, pos, half: int, drop: int) -> None:
    """The lines between areas, with their transmitter spaces (◇ empty, ◆ built by its owner).
    `pos` places a hex; `half` is half its width and `drop` the rows down to the next hex row."""
    pl = position.planet
    for u, v in pl.lines:
        (qu, ru), (qv, rv) = pl.hex[u], pl.hex[v]
        if (rv, qv) < (ru, qu):
            u, v, (qu, ru), (qv, rv) = v, u, (qv, rv), (qu, ru)
        x, y = pos(position, qu, ru)
        t = pl.line_transmitter.get(frozenset((u, v)))
        mark = ("◆" if t in position.built else "◇") if t else ""
        tstyle = fed_style(position.letter(position.built[t])) if t in position.built else ""
        if rv == ru:
            c.put(x + half, y, mark or "─", tstyle)
            c.put(x + half + 1, y, "─")
        elif qv == qu:
            c.put(x + half, y + drop, mark or "\\", tstyle)
        else:
            c.put(x - half - 1, y + drop, mark or "/", tstyle)


def draw_planet(c: Canvas, position, cursor: str | None, legal: set, space_sel: str | None) -> None:
    """The 80×24 planet: a node line per area (id and space colours) and under it the scouts,
    then one mark per space (lab owner or ·) and the counts of stacked labs."""
    pl = position.planet
    quiet = position.quiet
    if (
        planet_rows(position) > c.height
    ):  # a lost row of marks holds no letter: note it all the same
        c.cut.append(f"planet rows {c.height + 1}-{planet_rows(position)}")
    draw_links(c, position, hex_pos, half=4, drop=1)  # lines first, nodes over them
    for key, (q, r) in data.CENTER_HEXES.items():
        x, y = hex_pos(position, q, r)
        if key == "round":
            c.put(x - 4, y, f"→ Rnd {position.round}", "bold")
            c.put(x - 4, y + 1, f"  of {data.MAX_ROUNDS}")
        elif key in quiet:
            c.put(x - 4, y, f"{key} quiet", QUIET)
        else:
            c.put(x - 4, y, f"{key}░STORM", STORM)
    scouts: dict[str, list[int]] = {}
    for seat, space in enumerate(position.scout):
        scouts.setdefault(space[:2], []).append(seat)
    for area in pl.areas:
        x, y = hex_pos(position, *pl.hex[area])
        x0 = x - 4
        in_storm = pl.sector_of(area) not in quiet
        pad, base = ("░", STORM) if in_storm else (" ", "")
        colours = pl.colours[area]
        left, right, style = node_marks(area, cursor, legal, base)
        c.put(x0, y, left, style)
        c.put(x0 + 1, y, area, f"{style} bold".strip())
        c.put(x0 + 3, y, " " if not in_storm or style in (LEGAL, CURSOR) else "░", style)
        for i in range(3):
            ch = colours[i] if i < len(colours) else pad
            c.put(x0 + 4 + i, y, ch, style or SPACE.get(ch, base))
        c.put(x0 + 7, y, right, style)
        # the line below: scouts, then one mark per space (lab owner or ·)
        c.put(x0, y + 1, pad * 4, base)
        for i, seat in enumerate(scouts.get(area, [])[:4]):
            letter = position.letter(seat)
            c.put(x0 + i, y + 1, letter.lower(), fed_style(letter))
        for i in range(3):
            if i >= len(colours):
                c.put(x0 + 4 + i, y + 1, pad, base)
                continue
            space = f"{area}{i + 1}"
            lab = position.labs.get(space)
            ch = position.letter(lab[0]) if lab else "·"
            c.put(
                x0 + 4 + i,
                y + 1,
                ch,
                CURSOR if space == space_sel else fed_style(ch, bold=True) if lab else "",
            )
        # stacked labs: their counts right after the marks (the cell before the line glyphs)
        stacks = [
            position.labs[sp]
            for sp in (f"{area}{i + 1}" for i in range(len(colours)))
            if sp in position.labs and position.labs[sp][1] > 1
        ]
        for k, (owner, count) in enumerate(stacks[: 4 - len(colours)]):
            c.put(
                x0 + 4 + len(colours) + k,
                y + 1,
                str(min(count, 9)),
                fed_style(position.letter(owner), bold=True),
            )
    draw_strip(c, position)


def scouts_text(position, seats: list[int], width: int = 3) -> str:
    """The scouts on one space in at most `width` cells: their letters, `all` when every scout of
    the game stands there, else as many letters as fit and `+` (the cursor line lists them all)."""
    letters = "".join(position.letter(s).lower() for s in seats)
    if len(letters) <= width:
        return letters
    if len(seats) == position.num_players and width >= 3:
        return "all"
    return letters[: width - 1] + "+"


def draw_planet_tall(
    c: Canvas, position, cursor: str | None, legal: set, space_sel: str | None
) -> None:
    """The roomy planet: each space on its own, its colour letter, under it the lab owner and
    stack count, and under that the scouts standing on it."""
    pl = position.planet
    quiet = position.quiet
    draw_links(c, position, tall_pos, half=6, drop=2)
    for key, (q, r) in data.CENTER_HEXES.items():
        x, y = tall_pos(position, q, r)
        if key == "round":
            c.put(x - 5, y, f"→ round {position.round}", "bold")
            c.put(x - 5, y + 1, f"   of {data.MAX_ROUNDS}")
        elif key in quiet:
            c.put(x - 5, y + 1, f"{key}  quiet", QUIET)
        else:
            c.put(x - 5, y + 1, f"{key}░░STORM░", STORM)
    on_space: dict[str, list[int]] = {}
    for seat, space in enumerate(position.scout):
        on_space.setdefault(space, []).append(seat)
    for area in pl.areas:
        x, y = tall_pos(position, *pl.hex[area])
        x0 = x - 6
        pad, base = ("░", STORM) if pl.sector_of(area) not in quiet else (" ", "")
        left, right, style = node_marks(area, cursor, legal, base)
        c.put(x0, y, left + area + pad * 8 + right, style)
        c.put(x0 + 1, y, area, f"{style} bold".strip())
        for line in (y + 1, y + 2):
            c.put(x0, line, pad * 12, base)
        for i, colour in enumerate(pl.colours[area]):
            space = f"{area}{i + 1}"
            cx = x0 + 4 + 3 * i
            c.put(cx, y, colour, CURSOR if space == space_sel else (style or SPACE.get(colour, "")))
            lab = position.labs.get(space)
            if lab:
                letter = position.letter(lab[0])
                c.put(
                    cx,
                    y + 1,
                    letter + (str(lab[1]) if lab[1] > 1 else ""),
                    fed_style(letter, bold=True),
                )
            else:
                c.put(cx, y + 1, "·")
            seats = on_space.get(space, [])
            width = 2 if i == 2 else 3  # the third space's scouts stop before the line glyphs
            text = scouts_text(position, seats, width)
            for k, ch in enumerate(text):
                c.put(
                    cx + k,
                    y + 2,
                    ch,
                    fed_style(position.letter(seats[k])) if len(seats) <= width else "bold",
                )


def draw_strip(c: Canvas, position, x: int = STRIP_X) -> None:
    """The strip right of the 80×24 planet: round, reputation against the goal, the active
    federation's cubes, labs, stations and crew, the built stations and the bag."""
    rows = strip_rows(position, c.height)
    for y in range(c.height):
        c.put(x, y, "│")
    for y, row in enumerate(rows):
        c.put(x, y, row)


def strip_rows(position, height: int) -> list[str]:
    """The strip's rows, parted by rules where there is room; on a short board the rules give
    way, then the round takes one row and the built stations past the first few are counted."""
    seat = position.actor if not position.over else position.order[0]
    cubes = [f"{position.cube_letters[i]}{n}" for i, n in enumerate(position.cubes[seat]) if n]
    built = [f"◆{t} {position.letter(o)}" for t, o in sorted(position.built.items())] or ["◇ empty"]
    reputation = [f"REP ({position.threshold()})"] + [
        f"{'▸' if s == seat else ' '}{position.fed(s):<5}{position.rep[s]:>3}"
        for s in position.order
    ]
    holdings = [
        f"{position.fed(seat)} has",
        " ".join(cubes[:3]),
        " ".join(cubes[3:]),
        f"{sum(position.slots[seat])} labs",
        f"{sum(position.stations[seat])} stns",
        f"{position.crew_left[seat]} crew",
    ]
    rounds = [f"ROUND {position.round}", f"of {data.MAX_ROUNDS}"]

    def joined(rules: bool, stations: list[str]) -> list[str]:
        parts = [rounds, reputation, holdings, stations + [f"bag {sum(position.bag)}"]]
        rows: list[str] = []
        for part in parts:
            if rows and rules:
                rows.append("─────────")
            rows += part
        return ["│" + row if row.startswith(("─", "▸", " ")) else "│ " + row for row in rows]

    for rules in (True, False):
        if len(joined(rules, built)) <= height:
            return joined(rules, built)
    rounds = [f"R{position.round} of {data.MAX_ROUNDS}"]
    if not cubes[3:]:
        holdings.remove("")
    over = len(joined(False, built)) - height
    if over > 0 and len(built) > 1:
        keep = max(1, len(built) - over - 1)
        built = built[:keep] + [f"+{len(built) - keep} more"]
    return joined(False, built)
