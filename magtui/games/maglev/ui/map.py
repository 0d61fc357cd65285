"""Drawing the hex map: odd-r rows, 5×2 characters a hex (7×3 on the big map), connectors
between hexes, trains below their station, legal hexes in reverse video with a `+`, the cursor as
`»x«`. Where lines share a hex, its connectors carry the letters of the lines using them."""

from __future__ import annotations

from magtui.games.maglev import data
from magtui.games.maglev.hexmap import hex_text
from magtui.games.maglev.ui.canvas import CANYON, passenger_style, seat_style, station_style
from magtui.ui.canvas import Canvas, fitting

LETTERS = "ABCD"
ARROWS = ("→", "↗", "↖", "←", "↙", "↘")
LINE_GLYPH = {0: "─", 4: "/", 5: "\\"}  # the connector glyph of each down-or-right side
DOWN_RIGHT = {0: 0, 4: 4, 5: 5, 3: 0, 1: 4, 2: 5}  # a side, seen from the hex up or left of it


class MapGeometry:
    """Where each hex and connector is drawn. Small: 5 columns × 2 rows a hex (80×24); big:
    7 × 3 (160×48). Odd rows sit half a hex to the right."""

    def __init__(self, mapname: str, top: int = 1, big: bool = False):
        self.wrap = mapname == "mars"
        self.big = big
        self.pitch, self.row_h, self.half = (7, 3, 3) if big else (5, 2, 2)
        self.node_w = 5 if big else 3
        self.left = 5 if self.wrap else 4
        self.top = top

    def centre(self, h) -> tuple[int, int]:
        q, r = h
        return self.left + self.pitch * q + (self.half if r & 1 else 0), self.top + self.row_h * r

    def _offset(self, odd: bool, side: int) -> tuple[int, int]:
        """Screen offset from a hex to the one across `side`."""
        if side in (0, 3):
            return (self.pitch if side == 0 else -self.pitch), 0
        right = self.pitch - self.half if odd else self.half  # to the NE / SE neighbour
        return (right if side in (1, 5) else right - self.pitch), (
            self.row_h if side in (4, 5) else -self.row_h
        )

    def slot_cells(self, h, side: int) -> tuple[tuple[int, int], ...]:
        """The cells of the connector across `side`: the same cells seen from either hex (on
        Mars's seam each edge has its own half). Drawn from the hex up or left of it."""
        cx, cy = self.centre(h)
        odd = bool(h[1] & 1)
        if side in (1, 2, 3):
            dx, dy = self._offset(odd, side)
            cx, cy, odd = cx + dx, cy + dy, (not odd if dy else odd)
            side = DOWN_RIGHT[side]
        if side == 0:
            x = cx + self.node_w // 2 + 1
            return tuple((x + i, cy) for i in range(self.pitch - self.node_w))
        dx, _ = self._offset(odd, side)
        if not self.big:  # one cell on the row between: under the node's right end, or halfway left
            return ((cx + (dx // 2 if dx < 0 else 1), cy + 1),)
        # one cell on each row between the two nodes, along the line joining their centres
        sign = 1 if dx > 0 else -1
        return tuple(
            (cx + sign * (abs(dx) * i // self.row_h), cy + i) for i in range(1, self.row_h)
        )

    def spare_cell(self, cells, side_glyph: str) -> tuple[int, int]:
        """The free cell beside a diagonal connector's first cell (right of a `\\`, left of a
        `/`)."""
        x, y = cells[0]
        return (x + 1, y) if side_glyph == "\\" else (x - 1, y)

    def width(self) -> int:
        if self.big:
            return 104 if self.wrap else 99
        return 78 if self.wrap else 71

    def height(self, rows: int) -> int:
        return self.top + self.row_h * rows


def train_text(position, seat: int, glyphs) -> str:
    head = position.trains[seat].head
    if glyphs.ascii:
        return LETTERS[seat] + ("o" if head is None else data.SIDE_NAMES[head[1]])
    return LETTERS[seat] + ("○" if head is None else ARROWS[head[1]])


def _waiting(waiting, width: int) -> str:
    """Waiting passengers in `width` characters: the letters, or their count when too many."""
    if len(waiting) <= width:
        return "".join(waiting)
    return str(len(waiting))


def station_parts(position, h) -> tuple[str, str, list, str] | None:
    """A station node's marks before and after its waiting passengers, the passengers and its
    style (None: no station here). The halves of a joined double station show the one station."""
    site = position.sites.get(h)
    if site is None:
        return None
    waiting, kind, types = site.waiting, site.kind, site.types
    if kind == "merged":
        keep = position.sites[position.node_of[h]]
        t = keep.types[-1]
        return t, "", keep.waiting, station_style(t)
    if kind == "moonbase":
        return f"M{LETTERS[site.owner]}", "", waiting, seat_style(site.owner)
    if kind == "corner":
        return "M·", "", waiting, "dim"
    if types:
        return types[0], "", waiting, station_style(types[0])
    if kind == "pad":
        return "LP", "", waiting, "bold"
    return "(", ")", waiting, ""


def node_text(position, h, big: bool = False) -> tuple[str, str]:
    """The text of a hex (3 characters, or 5 on the big map) and its style name. A station
    shows how many wait there (on the big map the letters, up to three)."""
    if h in position.blocked:
        return (" × " if not big else "  ×  "), "dim"
    parts = station_parts(position, h)
    if parts is not None:
        before, after, waiting, style = parts
        if not big:
            return f"{before}{min(len(waiting), 9)}{after}".ljust(3), style
        if after:
            return f"{before}{_waiting(waiting, 3):^3}{after}", style
        return f"{before}{' ' if len(before) == 1 else ''}{_waiting(waiting, 3):<3}", style
    owners = track_owners(position, h)
    if owners:
        letters = "".join(LETTERS[s] for s in owners)
        if big:
            return f"{' '.join(letters) if len(letters) < 4 else letters:^5}", seat_style(owners[0])
        return (f" {letters} " if len(letters) == 1 else f"{letters:<3}"[:3]), seat_style(owners[0])
    canyons = position.hexmap.canyons(h)
    mark = " ~ " if canyons == 1 else " = " if canyons else " · "
    return (f" {mark} " if big else mark), (CANYON if canyons else "dim")


def waiting_letters(canvas: Canvas, position, geo: MapGeometry, h) -> tuple[int, str] | None:
    """Where the small map shows a station's waiting passengers by letter, and the text: in its
    node's 3 cells, or reaching into the connector cells on a side no track uses (None: nobody
    waits, or they do not fit, and the count stays)."""
    parts = station_parts(position, h)
    if h in position.blocked or parts is None or not parts[2]:
        return None
    before, after, waiting, _ = parts
    text = before + "".join(waiting) + after
    cx, cy = geo.centre(h)

    def free(*xs) -> bool:
        return all(0 <= x < geo.width() and canvas.chars[cy][x] == " " for x in xs)

    if len(text) <= 3:
        return cx - 1, text.ljust(3)
    right, left = free(cx + 2, cx + 3), free(cx - 2, cx - 3)
    if len(text) == 4 and (right or left):
        return (cx - 1 if right else cx - 2), text
    if len(text) == 5 and right and left:
        return cx - 2, text
    return None


def track_owners(position, h) -> list[int]:
    return [s for s in range(position.num_players) if h in position.tiles[s]]


def connector_users(position, geo: MapGeometry) -> dict:
    """Every connector to draw: its cells -> (down-or-right side, seats using it, lettered).
    A connector is lettered (drawn with the players' letters) when two lines use it or when one
    of its hexes holds two players' tiles, so that every line there reads without colour."""
    hexmap = position.hexmap
    shared = {h for h in hexmap.hexes if len(track_owners(position, h)) > 1}
    slots: dict = {}
    for seat in range(position.num_players):
        for h, sides in position.tiles[seat].items():
            for side in sides:
                n = hexmap.neighbours[h][side]
                ends = [(h, side)]
                if geo.wrap and n is not None and abs(n[0] - h[0]) > 1:
                    ends.append((n, (side + 3) % 6))  # across the seam: both edges
                for end, end_side in ends:
                    cells = geo.slot_cells(end, end_side)
                    down = DOWN_RIGHT[end_side]
                    entry = slots.setdefault(cells, [down, [], False])
                    if seat not in entry[1]:
                        entry[1].append(seat)
                    if h in shared or n in shared:
                        entry[2] = True
    for entry in slots.values():
        entry[2] = entry[2] or len(entry[1]) > 1
    return slots


def draw_connectors(canvas: Canvas, position, geo: MapGeometry) -> None:
    limit = (1, geo.width() - 1) if geo.wrap else (-1, canvas.width)
    for cells, (side, seats, lettered) in connector_users(position, geo).items():
        cells = [c for c in cells if limit[0] < c[0] < limit[1]]
        if not cells:
            continue
        glyph = LINE_GLYPH[side]
        letters = "".join(LETTERS[s] for s in seats)
        if not lettered:
            for x, y in cells:
                canvas.put(x, y, glyph, seat_style(seats[0]))
            continue
        if len(letters) > 2:
            # more lines than room: their number (the cursor line names them)
            letters = f"{len(letters)}="
        if side == 0:  # horizontal: the letters, then the line
            for i, (x, y) in enumerate(cells):
                ch = letters[i] if i < len(letters) else glyph
                seat = seats[i] if i < len(seats) and len(seats) <= 2 else seats[0]
                canvas.put(x, y, ch, seat_style(seat))
            continue
        # diagonal: the letters on the first row (one beside the line's cell), the glyph below
        first = cells[0]
        spare = geo.spare_cell(cells, glyph)
        places = [first, spare] if glyph == "\\" else [spare, first]
        if len(letters) == 1:
            places = [first]
        for i, (x, y) in enumerate(places):
            seat = seats[i] if len(seats) <= 2 else seats[0]
            canvas.put(x, y, letters[i], seat_style(seat))
        for x, y in cells[1:]:
            canvas.put(x, y, glyph, seat_style(seats[0]))


def draw_map(canvas: Canvas, position, geo: MapGeometry, cursor=None, marks=(), ghost=None) -> None:
    hexmap = position.hexmap
    half = geo.node_w // 2
    # column numbers
    for q in range(14):
        x, _ = geo.centre((q, 0))
        canvas.put(x - 1, geo.top - 1, f"{q:>2}", "dim")
    for r in range(hexmap.rows):
        _, y = geo.centre((0, r))
        canvas.put(0, y, f"{r}", "dim")
        if geo.wrap:
            for row in range(y, y + geo.row_h):
                canvas.put(1, row, "┆", "dim")
                canvas.put(geo.width() - 1, row, "┆", "dim")
    draw_connectors(canvas, position, geo)
    # Moon double station join
    if position.mapname == "moon":
        a, b = data.MOON["double_station"]
        cells = geo.slot_cells(a, 0)
        both = position.node_of.get(a) is not None and position.node_of.get(
            a
        ) == position.node_of.get(b)
        for x, y in cells:
            canvas.put(x, y, "═", "bold" if both else "dim")
    # the ghost tile's sides, then the nodes (a station's waiting letters keep off them)
    if ghost is not None:
        h, sides, ok = ghost
        for side in sides:
            down = DOWN_RIGHT[side]
            for x, y in geo.slot_cells(h, side):
                canvas.put(x, y, "┄" if down == 0 else LINE_GLYPH[down], "legal" if ok else "error")
    for h in hexmap.hexes:
        cx, cy = geo.centre(h)
        text, style = node_text(position, h, geo.big)
        if h in marks:
            if text.strip() in ("·", "~", "="):
                text = text.replace(text.strip(), "+")
            style = f"{style} legal" if style else "legal"
        x = cx - half
        if not geo.big:  # the small map names the waiting passengers where they fit
            x, text = waiting_letters(canvas, position, geo, h) or (x, text)
        canvas.put(x, cy, text, style)
    if ghost is not None:
        h, _, ok = ghost
        cx, cy = geo.centre(h)
        text = ("[a]" if ok else "[×]") if not geo.big else (" [a] " if ok else " [×] ")
        canvas.put(cx - half, cy, text, "legal" if ok else "error")
    draw_trains(canvas, position, geo)
    if cursor is not None:
        # On the ghost the chevrons take its look: the tile, its sides and the cursor make one
        # run of one colour sequence (the glyphs tell them apart).
        style = (
            ("legal" if ghost[2] else "error")
            if ghost is not None and ghost[0] == cursor
            else "bold"
        )
        cx, cy = geo.centre(cursor)
        canvas.put(cx - half - 1, cy, "»", style)
        canvas.put(cx + half + 1, cy, "«", style)


def draw_trains(canvas: Canvas, position, geo: MapGeometry) -> None:
    """Each train and its facing beside its station, on cells the track, the ghost tile and the
    other trains leave blank: under the station first, then above it (on the rows between hexes
    a connector takes one cell, so a blank pair is always near); over a connector only when no
    blank cell is left."""
    glyphs = canvas.glyphs
    at: dict = {}
    for seat in range(position.num_players):
        h = position.trains[seat].at
        if h is not None and h not in data.MOON_NAMES:
            at.setdefault(h, []).append(seat)
    for h, seats in at.items():
        cx, cy = geo.centre(h)
        spots = [
            (cx + dx, cy + dy)
            for dy in ((1, 2) if geo.big else (1, -1))
            for dx in ((-2, 0, 2, -4, 4) if geo.big else (-1, 1, -3, 2, 0, -2))
        ]
        for i, seat in enumerate(seats):
            text = train_text(position, seat, glyphs)
            width = len(glyphs.text(text))
            free = [
                (x, y)
                for x, y in spots
                if 0 <= y < canvas.height
                and 0 <= x
                and x + width <= geo.width()
                and all(canvas.chars[y][x + k] == " " for k in range(width))
            ]
            x, y = free[0] if free else (cx - 1 + 2 * i, cy + 1)
            canvas.put(x, y, text, seat_style(seat))


def draw_strip(canvas: Canvas, position, x: int, top: int) -> None:
    """The Moon's side strip: bag by colour, station supply, VP so far and tiles left."""
    y = top
    canvas.put(x, y, "│ MOON", "bold")
    canvas.put(x, y + 1, f"│BAG {position.bag_total():>3}")
    y += 2
    for i in range(0, len(data.COLOURS), 2):
        pair = data.COLOURS[i : i + 2]
        canvas.put(x, y, "│")
        col = x + 1
        for colour in pair:
            canvas.put(col, y, f"{colour}{position.bag[colour]:>2} ", passenger_style(colour))
            col += 4
        y += 1
    canvas.put(x, y, "│SUPPLY", "bold")
    y += 1
    items = [f"{t}{n}" for t, n in position.supply.items() if n]
    for i in range(0, len(items), 2):
        canvas.put(x, y, "│" + " ".join(items[i : i + 2]))
        y += 1
    canvas.put(x, y, "│VP/tile", "bold")
    y += 1
    for seat in range(position.num_players):
        vp = position.score(seat)["total"]
        left = data.TRACK_TILES - len(position.tiles[seat])
        canvas.put(x, y, "│")
        canvas.put(x + 1, y, f"{LETTERS[seat]}{vp:>3} {left:>2}", seat_style(seat))
        y += 1
    while y < top + 19:
        canvas.put(x, y, "│")
        y += 1


def draw_map_notes(canvas: Canvas, position, y: int) -> int:
    """Under the big map: the legend first (a menu under the map starts below it), the bag,
    piles and supply, each player's VP so far and tiles left, and on Mars the two moons. Returns
    the row under them."""
    x = 1
    canvas.put(
        x,
        y,
        "F sgc station, waiting · (sg) empty space · A B track · AB on a connector: "
        "the lines using it",
        "dim",
    )
    y += 1
    canvas.put(x, y, f"BAG {position.bag_total()}:", "bold")
    col = x + 9
    for colour in data.COLOURS:
        canvas.put(col, y, f"{colour}{position.bag[colour]:<3}", passenger_style(colour))
        col += 4
    piles = " ".join(f"{c}{n}" for c, n in position.piles.items())
    canvas.put(col + 1, y, f"· piles {piles}")
    supply = " ".join(f"{t}{n}" for t, n in position.supply.items() if n) or "empty"
    canvas.put(x, y + 1, "SUPPLY", "bold")
    canvas.put(x + 9, y + 1, supply)
    canvas.put(x, y + 2, "VP/TILES", "bold")
    col = x + 9
    for seat in range(position.num_players):
        vp = position.score(seat)["total"]
        left = data.TRACK_TILES - len(position.tiles[seat])
        text = f"{LETTERS[seat]} {vp} VP · {left} tiles"
        canvas.put(col, y + 2, text, seat_style(seat))
        col += len(text) + 3
    y += 3
    if position.mapname == "mars":
        y += 1
        for i, (moon, info) in enumerate(data.MARS["moons"].items()):
            bx = x + 50 * i
            name = data.MOON_NAMES[moon]
            canvas.box(bx, y, 48, 3, f"{name.upper()} · drop-off {info['drop']}")
            waiting = " ".join(position.moons[moon]) or "none"
            trains = "".join(
                LETTERS[s] for s in range(position.num_players) if position.trains[s].at == moon
            )
            canvas.put(
                bx + 2,
                y + 1,
                f"waiting {waiting} · " + (f"train {trains}" if trains else "no train"),
            )
        y += 3
    return y


def moon_texts(position) -> list[str]:
    """Mars: what waits on Phobos and Deimos and which trains are there, one short text each,
    e.g. "PHOBOS (r): cgs · train A" ((r): coral is dropped off there)."""
    out = []
    for moon, info in data.MARS["moons"].items():
        waiting = "".join(position.moons[moon]) or "none"
        trains = "".join(
            LETTERS[s] for s in range(position.num_players) if position.trains[s].at == moon
        )
        out.append(
            f"{data.MOON_NAMES[moon].upper()} ({info['drop']}): {waiting}"
            + (f" · train {trains}" if trains else "")
        )
    return out


def draw_moons(canvas: Canvas, position, geo: MapGeometry) -> None:
    """On the small Mars map the moons go on the free line under row 8 (no station is on it)."""
    y = geo.height(position.hexmap.rows) - 1
    x = 3
    for text in moon_texts(position):
        canvas.put(x, y, f" {text} ", "bold")
        x += 37


def hex_summary(position, h, width: int = 78) -> str:
    """The cursor line for a hex: what is there in full — every waiting passenger, each line's
    tile, each train with its facing — in fewer words when the full form is wider than `width`."""
    head = [f"({hex_text(h)})"]
    if h in position.blocked:
        head.append("closed corner")
    site = position.sites.get(h)
    waiting, short = None, None
    if site is not None:
        head.append(position.place_name(h).split(" (")[0])
        if site.kind == "moonbase":  # its name holds a player's, maybe a long one
            short = f"({hex_text(h)}) Moonbase {LETTERS[site.owner]}"
        node = position.node_of.get(h, h)
        waiting = position.sites[node].waiting if node in position.sites else site.waiting
    else:
        cost = position.hexmap.cost[h]
        head.append(f"track cost {cost}" + (" (canyon)" if cost > 1 else ""))
    owners = track_owners(position, h)
    trains = [s for s in range(position.num_players) if position.trains[s].at == h]

    def form(spaced: bool, sides: bool, words: bool, brief: bool = False) -> str:
        parts = [short] if brief and short else list(head)
        if waiting is not None:
            parts.append("waiting " + ((" " if spaced else "").join(waiting) or "none"))
        if owners:
            parts.append(
                "track "
                + ", ".join(
                    LETTERS[s]
                    + (
                        " "
                        + "-".join(data.SIDE_NAMES[side] for side in sorted(position.tiles[s][h]))
                        if sides
                        else ""
                    )
                    for s in owners
                )
            )
        if trains and words:
            parts.append(
                ("train " if len(trains) == 1 else "trains ")
                + ", ".join(train_words(position, s) for s in trains)
            )
        elif trains:
            parts.append(
                "trains facing "
                + ", ".join(train_words(position, s).replace(" facing", "") for s in trains)
            )
        return " · ".join(parts)

    return fitting(
        (
            form(True, True, True),
            form(False, True, True),
            form(False, False, True),
            form(False, False, False),
            form(False, False, False, brief=True),
        ),
        width,
    )


def train_words(position, seat: int) -> str:
    """A train and its facing in words, e.g. "A facing NE" or "B facing out"."""
    head = position.trains[seat].head
    return f"{LETTERS[seat]} facing {'out' if head is None else data.SIDE_NAMES[head[1]].upper()}"
