"""Drawing the hex map: odd-r rows, 5 columns per hex, connectors between hexes, trains below
their station, legal hexes in reverse video with a `+`, the cursor as `»x«`."""

from __future__ import annotations

from magtui.games.maglev import data
from magtui.games.maglev.ui_canvas import (CANYON_STYLE, DIM, LEGAL, PASSENGER_STYLES, SEAT_STYLES,
                                           STATION_STYLES, Canvas)

LETTERS = "ABCD"
ARROWS = ("→", "↗", "↖", "←", "↙", "↘")
# Screen offset of the neighbour across each side, for even and odd rows (hex pitch 5, rows 2).
STEP_EVEN = ((5, 0), (2, -2), (-3, -2), (-5, 0), (-3, 2), (2, 2))
STEP_ODD = ((5, 0), (3, -2), (-2, -2), (-5, 0), (-2, 2), (3, 2))


class MapGeometry:
    """Where each hex is drawn."""

    def __init__(self, mapname: str, top: int = 1):
        self.wrap = mapname == "mars"
        self.left = 5 if self.wrap else 4
        self.top = top

    def centre(self, h) -> tuple[int, int]:
        q, r = h
        return self.left + 5 * q + (2 if r & 1 else 0), self.top + 2 * r

    def slot(self, h, side: int) -> tuple[int, int, str]:
        """Where the connector across `side` is drawn, and its glyph."""
        cx, cy = self.centre(h)
        dx, dy = (STEP_ODD if h[1] & 1 else STEP_EVEN)[side]
        if side == 0:
            return cx + 2, cy, "──"
        if side == 3:
            return cx - 3, cy, "──"
        glyph = "/" if side in (1, 4) else "\\"
        return cx + dx // 2, cy + dy // 2, glyph

    def width(self) -> int:
        return 78 if self.wrap else 71


def train_text(state, seat: int, glyphs) -> str:
    head = state.trains[seat]["head"]
    if glyphs.ascii:
        return LETTERS[seat] + ("o" if head is None else data.SIDE_NAMES[head[1]])
    return LETTERS[seat] + ("○" if head is None else ARROWS[head[1]])


def node_text(state, h) -> tuple[str, str | None]:
    """The 3-character text of a hex and its style."""
    if h in state.blocked:
        return " × ", DIM
    site = state.sites.get(h)
    if site is not None:
        n = min(len(site["waiting"]), 9)
        kind, types = site["kind"], site["types"]
        if kind == "merged":
            keep = state.sites[state.node_of[h]]
            t = keep["types"][-1]
            return f"{t}{min(len(keep['waiting']), 9)} ", STATION_STYLES[t]
        if kind == "moonbase":
            return f"M{LETTERS[site['owner']]}{n}", SEAT_STYLES[site["owner"]]
        if kind == "corner":
            return f"M·{n}", DIM
        if types:
            return f"{types[0]}{n} ", STATION_STYLES[types[0]]
        if kind == "pad":
            return f"LP{n}", "bold"
        return f"({n})", None
    owners = [s for s in range(state.num_players) if h in state.tiles[s]]
    if owners:
        letters = "".join(LETTERS[s] for s in owners)
        return (f" {letters} " if len(letters) == 1 else f"{letters:<3}"[:3]), SEAT_STYLES[owners[0]]
    canyons = state.hexmap.canyons(h)
    if canyons:
        return (" ~ " if canyons == 1 else " = "), CANYON_STYLE
    return " · ", DIM


def draw_map(canvas: Canvas, state, geo: MapGeometry, cursor=None, marks=(), ghost=None) -> None:
    glyphs = canvas.glyphs
    hexmap = state.hexmap
    # column numbers
    for q in range(14):
        x, _ = geo.centre((q, 0))
        canvas.put(x - 1, geo.top - 1, f"{q:>2}", DIM)
    for r in range(hexmap.rows):
        _, y = geo.centre((0, r))
        canvas.put(0, y, f"{r}", DIM)
        if geo.wrap:
            for row in (y, y + 1):
                canvas.put(1, row, "┆", DIM)
                canvas.put(geo.width() - 1, row, "┆", DIM)
    # connectors of every player's tiles; a horizontal slot shared by two lines shows both tints
    slots: dict = {}
    for seat in range(state.num_players):
        for h, sides in state.tiles[seat].items():
            for side in sides:
                ends = [geo.slot(h, side)]
                n = hexmap.neighbours[h][side]
                if geo.wrap and n is not None and abs(n[0] - h[0]) > 1:
                    ends.append(geo.slot(n, (side + 3) % 6))  # across the seam: both edges
                for x, y, glyph in ends:
                    owners = slots.setdefault((x, y, glyph), [])
                    if seat not in owners:
                        owners.append(seat)
    for (x, y, glyph), owners in slots.items():
        for i, ch in enumerate(glyph):
            seat = owners[min(i, len(owners) - 1)]
            canvas.put(x + i, y, ch, SEAT_STYLES[seat])
    # Moon double station join
    if state.mapname == "moon":
        a, b = data.MOON["double_station"]
        x, y, _ = geo.slot(a, 0)
        both = state.node_of.get(a) is not None and state.node_of.get(a) == state.node_of.get(b)
        canvas.put(x, y, "══", "bold" if both else DIM)
    # nodes
    for h in hexmap.hexes:
        cx, cy = geo.centre(h)
        text, style = node_text(state, h)
        if h in marks:
            if text.strip() in ("·", "~", "="):
                text = " + "
            canvas.put(cx - 1, cy, text, f"{style} {LEGAL}" if style else LEGAL)
        else:
            canvas.put(cx - 1, cy, text, style)
    # trains under their station
    below: dict = {}
    for seat in range(state.num_players):
        at = state.trains[seat]["at"]
        if at is None or at in data.MOON_NAMES:
            continue
        below.setdefault(at, []).append(seat)
    for h, seats in below.items():
        cx, cy = geo.centre(h)
        first = train_text(state, seats[0], glyphs)
        canvas.put(cx - 1, cy + 1, first, SEAT_STYLES[seats[0]])
        x = cx - 1 + len(glyphs.text(first))
        for seat in seats[1:]:
            canvas.put(x, cy + 1, LETTERS[seat], SEAT_STYLES[seat])
            x += 1
    # ghost tile
    if ghost is not None:
        h, sides, ok = ghost
        cx, cy = geo.centre(h)
        for side in sides:
            x, y, glyph = geo.slot(h, side)
            canvas.put(x, y, "┄┄" if side in (0, 3) else glyph, LEGAL if ok else "bold red")
        canvas.put(cx - 1, cy, "[a]" if ok else "[×]", LEGAL if ok else "bold red")
    if cursor is not None:
        cx, cy = geo.centre(cursor)
        canvas.put(cx - 2, cy, "»", "bold")
        canvas.put(cx + 2, cy, "«", "bold")


def draw_strip(canvas: Canvas, state, x: int, top: int) -> None:
    """The Moon's side strip: bag by colour, station supply, VP so far and tiles left."""
    y = top
    canvas.put(x, y, "│ MOON", "bold")
    canvas.put(x, y + 1, f"│BAG {state.bag_total():>3}")
    y += 2
    for i in range(0, len(data.COLOURS), 2):
        pair = data.COLOURS[i:i + 2]
        canvas.put(x, y, "│")
        col = x + 1
        for colour in pair:
            canvas.put(col, y, f"{colour}{state.bag[colour]:>2} ", PASSENGER_STYLES[colour])
            col += 4
        y += 1
    canvas.put(x, y, "│SUPPLY", "bold")
    y += 1
    items = [f"{t}{n}" for t, n in state.supply.items() if n]
    for i in range(0, len(items), 2):
        canvas.put(x, y, "│" + " ".join(items[i:i + 2]))
        y += 1
    canvas.put(x, y, "│VP/tile", "bold")
    y += 1
    from magtui.games.maglev import scoring
    for seat in range(state.num_players):
        vp = scoring.score(state, seat, with_cards=False)["total"]
        left = data.TRACK_TILES - len(state.tiles[seat])
        canvas.put(x, y, "│")
        canvas.put(x + 1, y, f"{LETTERS[seat]}{vp:>3} {left:>2}", SEAT_STYLES[seat])
        y += 1
    while y < top + 19:
        canvas.put(x, y, "│")
        y += 1


def moons_line(state) -> list[tuple[str, str | None]]:
    """Mars: Phobos and Deimos in one line of (text, style) parts."""
    parts = []
    for moon, info in data.MARS["moons"].items():
        waiting = " ".join(state.moons[moon]) or "–"
        trains = "".join(LETTERS[s] for s in range(state.num_players) if state.trains[s]["at"] == moon)
        parts.append((f"{data.MOON_NAMES[moon].upper()} {info['drop']}: {waiting}"
                      + (f" · train {trains}" if trains else ""), None))
    return parts


def hex_summary(state, h) -> str:
    """The cursor line for a hex: what is there in full."""
    from magtui.games.maglev.hexmap import hex_text
    parts = [f"({hex_text(h)})"]
    if h in state.blocked:
        parts.append("closed corner")
    site = state.sites.get(h)
    if site is not None:
        parts.append(state.place_name(h).split(" (")[0])
        node = state.node_of.get(h, h)
        waiting = state.sites[node]["waiting"] if node in state.sites else site["waiting"]
        parts.append("waiting " + (" ".join(waiting) or "none"))
    else:
        cost = state.hexmap.cost[h]
        parts.append(f"track cost {cost}" + (" (canyon)" if cost > 1 else ""))
    owners = [LETTERS[s] for s in range(state.num_players) if h in state.tiles[s]]
    if owners:
        parts.append("track " + " ".join(owners))
    trains = [LETTERS[s] for s in range(state.num_players) if state.trains[s]["at"] == h]
    if trains:
        parts.append("train " + " ".join(trains))
    return " · ".join(parts)
