"""Drawing the galaxy to scale in terminal cells, and the side panel (design: screens.md, 8).

One column is w mm wide and one row 2w mm tall. Field edges are braille dots (2×4 per cell);
cells inside the galaxy get a dim background (`.` in ASCII, `:` where only partly inside).
Every body shows its kind and pole or direction in its glyph, never by colour alone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from rich.style import Style

from magtui.games.magnitus import data

Run = tuple[str, Style]
PLAIN = Style()
DIM = Style(dim=True)
BOLD = Style(bold=True)
REVERSE = Style(reverse=True)
FIELD_BG = Style(bgcolor="grey15")
EDGE = Style(color="grey62")
KIND_COLOURS = {"planet": "yellow", "moon": "white", "comet": "cyan"}
POLE_COLOURS = {1: "red", -1: "dodger_blue1"}
HOLE_BG = "magenta"
TINT_SCALE = 3.3          # mm per column at which footprints are tinted (zoom ×2 and closer)
BRAILLE_BITS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))   # [row][col]


@dataclass(frozen=True)
class View:
    """Which part of the plane the pane shows: left edge, top edge (mm), mm per column."""

    x0: float
    ytop: float
    w: float
    cols: int
    rows: int

    def cell(self, x: float, y: float) -> tuple[int, int]:
        return int(math.floor((x - self.x0) / self.w)), int(math.floor((self.ytop - y) / (2 * self.w)))

    def centre(self, c: int, r: int) -> tuple[float, float]:
        return self.x0 + (c + 0.5) * self.w, self.ytop - (r + 0.5) * 2 * self.w


def fit_view(galaxy, cols: int, rows: int, zoom: int = 1, cursor=(0.0, 0.0)) -> View:
    """The smallest w (0.5 mm steps) that fits the galaxy; zoomed views centre on the cursor."""
    width = galaxy.xmax - galaxy.xmin
    height = galaxy.ymax - galaxy.ymin
    need = max(width / max(cols, 1), height / (2 * max(rows, 1)))
    w = max(0.5, math.ceil(need * 2 - 1e-9) / 2)
    if zoom > 1:
        w = w / zoom
        return View(cursor[0] - cols * w / 2, cursor[1] + rows * w, w, cols, rows)
    x0 = galaxy.xmin - (cols * w - width) / 2
    ytop = galaxy.ymax + (rows * 2 * w - height) / 2
    return View(x0, ytop, w, cols, rows)


def body_glyph(kind: str, pole: int | None, angle: float | None, ascii_mode: bool) -> str:
    if kind in ("star", "asteroid"):
        table = data.DISC_ASCII if ascii_mode else data.DISC_GLYPHS
        return table[kind][0 if (pole or 1) > 0 else 1]
    if kind == "comet":
        a = (angle or 0.0) % 360
        if ascii_mode:
            return data.COMET_ASCII[int(((a + 45) % 360) // 90)]
        return data.COMET_ARROWS[int(((a + 22.5) % 360) // 45)]
    k = data.KINDS[data.KIND_INDEX[kind]]
    return k.ascii if ascii_mode else k.glyph


def body_style(kind: str, pole: int | None, hole: bool) -> Style:
    colour = POLE_COLOURS.get(pole or 0) if kind in ("star", "asteroid") else KIND_COLOURS.get(kind)
    return Style(color=colour, bold=True, bgcolor=HOLE_BG if hole else None)


class GalaxyPainter:
    """The field raster of one view, cached; bodies and the hand are drawn over it per frame."""

    def __init__(self, galaxy, view: View, ascii_mode: bool, seams: bool = False):
        self.view = view
        self.ascii = ascii_mode
        cols, rows = view.cols, view.rows
        # sub-cell samples with one more on every side, so that the pane's border is no edge
        sx = view.x0 + (np.arange(-1, cols * 2 + 1) + 0.5) * view.w / 2
        sy = view.ytop - (np.arange(-1, rows * 4 + 1) + 0.5) * view.w / 2
        gx, gy = np.meshgrid(sx, sy)
        padded = galaxy.contains_mm(gx, gy)
        inside = padded[1:-1, 1:-1]
        gx, gy = gx[1:-1, 1:-1], gy[1:-1, 1:-1]
        edge = inside & ~(padded[:-2, 1:-1] & padded[2:, 1:-1] & padded[1:-1, :-2] & padded[1:-1, 2:])
        if seams:
            edge |= self._seams(galaxy, gx, gy, view.w)
        self.cells: list[list[Run]] = []
        for r in range(rows):
            line: list[Run] = []
            for c in range(cols):
                sub = inside[r * 4:r * 4 + 4, c * 2:c * 2 + 2]
                dots = edge[r * 4:r * 4 + 4, c * 2:c * 2 + 2]
                line.append(self._cell(sub, dots))
            self.cells.append(line)

    @staticmethod
    def _seams(galaxy, gx, gy, w):
        """Sub-cells crossed by any field's edge (the layout editor shows every field)."""
        near = np.zeros(gx.shape, dtype=bool)
        for tri in galaxy.fields:
            for k in range(3):
                (ax, ay), (bx, by) = tri[k], tri[(k + 1) % 3]
                dx, dy = bx - ax, by - ay
                t = np.clip(((gx - ax) * dx + (gy - ay) * dy) / (dx * dx + dy * dy), 0, 1)
                near |= np.hypot(gx - ax - t * dx, gy - ay - t * dy) < w / 4
        return near

    def _cell(self, sub, dots) -> Run:
        share = sub.mean() if sub.size else 0.0
        if self.ascii:
            if share == 0:
                return " ", PLAIN
            return ("." if share == 1 else ":"), DIM
        bg = FIELD_BG if sub[1:3].any() else PLAIN
        if dots.any():
            bits = 0
            for r in range(4):
                for c in range(2):
                    if dots[r, c]:
                        bits |= BRAILLE_BITS[r][c]
            return chr(0x2800 + bits), EDGE + bg
        return " ", bg


def galaxy_rows(painter: GalaxyPainter, bodies, held=None, held_legal=True, hovering=False,
                flash=()) -> list[list[Run]]:
    """The pane: fields, bodies, and the held body under the cursor.

    bodies: (id, kind, x, y, angle, pole, hole). held: (kind, x, y, pole, angle).
    flash: ids drawn in reverse video (what fell or clacked this turn)."""
    view = painter.view
    grid = [list(row) for row in painter.cells]
    ascii_mode = painter.ascii

    def put(c, r, text, style):
        if 0 <= r < view.rows and 0 <= c < view.cols:
            grid[r][c] = (text, style)

    if view.w <= TINT_SCALE and not ascii_mode:
        for _id, kind, x, y, angle, pole, hole in bodies:
            _tint_footprint(grid, view, kind, x, y, angle, body_style(kind, pole, hole).color)
    occupied: dict[tuple[int, int], Run] = {}
    for body_id, kind, x, y, angle, pole, hole in bodies:
        c, r = view.cell(x, y)
        glyph = data.HOLE_ASCII if (hole and ascii_mode) else body_glyph(kind, pole, angle, ascii_mode)
        style = body_style(kind, pole, hole)
        if body_id in flash:
            style = style + REVERSE
        put(c, r, glyph, style)
        occupied[(c, r)] = (glyph, style)
    if held is not None:
        _draw_held(grid, view, held, held_legal, hovering, occupied, ascii_mode)
    return grid


def _draw_held(grid, view: View, held, legal: bool, hovering: bool, occupied, ascii_mode: bool) -> None:
    """The held body at the cursor, drawn so that it hides no body: marks go only on empty
    cells, and a body in the cursor's own cell keeps its glyph, in reverse video."""
    kind, x, y, pole, angle = held
    c, r = view.cell(x, y)

    def mark(cc, rr, text, style):
        if 0 <= rr < view.rows and 0 <= cc < view.cols and (cc, rr) not in occupied:
            grid[rr][cc] = (text, style)

    if hovering:
        k = data.KINDS[data.KIND_INDEX[kind]]
        reach = k.reach_radius + view.w
        dot = "*" if ascii_mode else "·"
        span = int(reach / view.w) + 1
        for dc in range(-span, span + 1):
            for dr in range(-span, span + 1):
                cx, cy = view.centre(c + dc, r + dr)
                if (dc or dr) and 0 < math.hypot(cx - x, cy - y) <= reach:
                    mark(c + dc, r + dr, dot, BOLD)
    else:
        left, right = ("[", "]") if legal else ("!", "!")
        mark(c - 1, r, left, REVERSE)
        mark(c + 1, r, right, REVERSE)
    if 0 <= r < view.rows and 0 <= c < view.cols:
        under = occupied.get((c, r))
        if under is not None:
            grid[r][c] = (under[0], under[1] + REVERSE)
        else:
            grid[r][c] = (body_glyph(kind, pole, angle, ascii_mode), REVERSE + BOLD)


def reach_table() -> str:
    """The reach of every pair (spec: the centre distance below which a lone pair starts to
    move in its worst orientation), narrow enough for the help's key column."""
    names = [k.name for k in data.KINDS]
    lines = ["REACH: a lone pair starts to move", "when its centres are closer (mm):",
             "         " + "".join(f"{k.title[:3]:>4}" for k in data.KINDS)]
    for a in names:
        cells = "".join(f"{data.REACH.get((a, b), data.REACH.get((b, a))):>4}" for b in names)
        lines.append(f"{data.KINDS[data.KIND_INDEX[a]].title:<9}{cells}")
    return "\n".join(lines)


def _tint_footprint(grid, view: View, kind: str, x: float, y: float, angle, colour) -> None:
    """Zoomed in, the cells under a body's footprint take the kind's colour as background."""
    k = data.KINDS[data.KIND_INDEX[kind]]
    a = math.radians(angle or 0.0)
    hx, hy = k.half_length * math.cos(a), k.half_length * math.sin(a)
    c0, r0 = view.cell(x, y)
    span = int(k.reach_radius / view.w) + 1
    for r in range(r0 - span, r0 + span + 1):
        for c in range(c0 - span, c0 + span + 1):
            if not (0 <= r < view.rows and 0 <= c < view.cols):
                continue
            px, py = view.centre(c, r)
            t = 0.0 if not k.half_length else max(-1.0, min(1.0, ((px - x) * hx + (py - y) * hy) / (k.half_length ** 2)))
            if math.hypot(px - x - t * hx, py - y - t * hy) <= k.radius:
                text, style = grid[r][c]
                grid[r][c] = (text, style + Style(bgcolor=colour))


def drawn_bodies(bodies) -> list[tuple]:
    """The view's bodies (or a motion frame's) as drawn: (id, kind, x, y, angle, pole, hole)."""
    return [(b["id"], b["kind"], b["x"], b["y"], b["angle"], b["pole"], b["hole"] is not None)
            for b in bodies]
