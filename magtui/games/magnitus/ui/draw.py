"""Drawing the galaxy to scale on the board's canvas (design: screens.md, 8).

One column is w mm wide and one row 2w mm tall. Field edges are braille dots (2×4 per cell);
cells inside the galaxy get a dim background (`.` in ASCII, `:` where only partly inside).
Every body shows its kind and pole or direction in its glyph, never by colour alone: cells carry
style names ("planet", "north", "hole"…) that the board's CSS tints.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from magtui.games.magnitus import data
from magtui.ui.canvas import Canvas

TINT_SCALE = 3.3  # mm per column at which footprints are tinted (zoom ×2 and closer)
BRAILLE_BITS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))  # [row][col]


@dataclass(frozen=True)
class View:
    """Which part of the plane the pane shows: left edge, top edge (mm), mm per column."""

    x0: float
    ytop: float
    w: float
    cols: int
    rows: int

    def cell(self, x: float, y: float) -> tuple[int, int]:
        return int(math.floor((x - self.x0) / self.w)), int(
            math.floor((self.ytop - y) / (2 * self.w))
        )

    def centre(self, c: int, r: int) -> tuple[float, float]:
        return self.x0 + (c + 0.5) * self.w, self.ytop - (r + 0.5) * 2 * self.w

    def holds(self, c: int, r: int) -> bool:
        return 0 <= c < self.cols and 0 <= r < self.rows


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


def tint_name(kind: str, pole: int | None) -> str:
    """A body's colour: its kind's, or its pole's for a disc (Star, Asteroid)."""
    if kind in ("star", "asteroid"):
        return "north" if (pole or 1) > 0 else "south"
    return kind


def body_style(kind: str, pole: int | None, hole: bool) -> str:
    return f"{tint_name(kind, pole)} hole" if hole else tint_name(kind, pole)


class GalaxyPainter:
    """The field raster of one view (characters and style names per cell), cached; bodies and
    the hand are drawn over it at every picture."""

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
        edge = inside & ~(
            padded[:-2, 1:-1] & padded[2:, 1:-1] & padded[1:-1, :-2] & padded[1:-1, 2:]
        )
        if seams:
            edge |= self._seams(galaxy, gx, gy, view.w)
        self.chars: list[list[str]] = []
        self.styles: list[list[str]] = []
        inside, edge = inside.tolist(), edge.tolist()  # 2×4 samples a cell: plain lists are faster
        for r in range(rows):
            cells = [
                self._cell(inside[r * 4 : r * 4 + 4], edge[r * 4 : r * 4 + 4], c * 2)
                for c in range(cols)
            ]
            self.chars.append([char for char, _ in cells])
            self.styles.append([style for _, style in cells])

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

    def _cell(self, inside, edge, c: int) -> tuple[str, str]:
        """The cell whose samples are columns c, c + 1 of the four rows `inside` and `edge`."""
        if self.ascii:
            share = sum(row[c] + row[c + 1] for row in inside)
            if share == 0:
                return " ", ""
            return ("." if share == 8 else ":"), "dim"
        field = (
            "field" if inside[1][c] or inside[1][c + 1] or inside[2][c] or inside[2][c + 1] else ""
        )
        bits = 0
        for row, (left, right) in zip(edge, BRAILLE_BITS):
            if row[c]:
                bits |= left
            if row[c + 1]:
                bits |= right
        if bits:
            return chr(0x2800 + bits), f"edge {field}".strip()
        return " ", field

    def paint(self, canvas: Canvas) -> None:
        """The raster into the canvas's top left corner."""
        cols = min(self.view.cols, canvas.width)
        for r in range(min(self.view.rows, canvas.height)):
            canvas.chars[r][:cols] = self.chars[r][:cols]
            canvas.styles[r][:cols] = self.styles[r][:cols]


def draw_galaxy(
    canvas: Canvas,
    painter: GalaxyPainter,
    bodies,
    held=None,
    held_legal=True,
    hovering=False,
    flash=(),
    mark=None,
) -> None:
    """The pane: fields, bodies, a lesson's mark and the held body under the cursor.

    bodies: (id, kind, x, y, angle, pole, hole). held: (kind, x, y, pole, angle).
    flash: ids drawn in reverse video (what fell or clacked this turn). mark: (x, y) mm."""
    view = painter.view
    ascii_mode = painter.ascii
    painter.paint(canvas)
    if view.w <= TINT_SCALE and not ascii_mode:
        for _id, kind, x, y, angle, pole, hole in bodies:
            _tint_footprint(canvas, view, kind, x, y, angle, f"tint-{tint_name(kind, pole)}")
    occupied: set[tuple[int, int]] = set()
    for body_id, kind, x, y, angle, pole, hole in bodies:
        c, r = view.cell(x, y)
        if not view.holds(c, r):
            continue
        glyph = (
            data.HOLE_ASCII if (hole and ascii_mode) else body_glyph(kind, pole, angle, ascii_mode)
        )
        style = body_style(kind, pole, hole)
        canvas.put(c, r, glyph, f"{style} clacked" if body_id in flash else style)
        occupied.add((c, r))
    # An aimed body's brackets say whether it may be placed: a mark under the cursor yields to
    # them. A hovering body's footprint dots yield to the mark, which never hides the body.
    if mark is not None and not hovering:
        _draw_mark(canvas, view, *mark, occupied)
    if held is not None:
        _draw_held(canvas, view, held, held_legal, hovering, occupied, ascii_mode)
    if mark is not None and hovering:
        _draw_mark(canvas, view, *mark, occupied | {view.cell(held[1], held[2])})


def _draw_mark(canvas: Canvas, view: View, x: float, y: float, occupied) -> None:
    """A lesson's "look here" at (x, y) mm: braces on either side of its cell, and a cross in
    the cell itself when it shows no body, in a highlight of their own (never over a body)."""
    c, r = view.cell(x, y)
    for cc, text in ((c - 1, "{"), (c, "+"), (c + 1, "}")):
        if view.holds(cc, r) and (cc, r) not in occupied:
            canvas.put(cc, r, text, "accent")


def _draw_held(
    canvas: Canvas, view: View, held, legal: bool, hovering: bool, occupied, ascii_mode: bool
) -> None:
    """The held body at the cursor, drawn so that it hides no body: marks go only on empty
    cells, and a body in the cursor's own cell keeps its glyph, in reverse video."""
    kind, x, y, pole, angle = held
    c, r = view.cell(x, y)

    def mark(cc, rr, text, style):
        if view.holds(cc, rr) and (cc, rr) not in occupied:
            canvas.put(cc, rr, text, style)

    if hovering:
        k = data.KINDS[data.KIND_INDEX[kind]]
        reach = k.reach_radius + view.w
        dot = "*" if ascii_mode else "·"
        span = int(reach / view.w) + 1
        for dc in range(-span, span + 1):
            for dr in range(-span, span + 1):
                cx, cy = view.centre(c + dc, r + dr)
                if (dc or dr) and 0 < math.hypot(cx - x, cy - y) <= reach:
                    mark(c + dc, r + dr, dot, "bold")
    else:
        left, right, style = ("[", "]", "legal") if legal else ("!", "!", "error")
        mark(c - 1, r, left, style)
        mark(c + 1, r, right, style)
    if view.holds(c, r):
        if (c, r) in occupied:
            canvas.restyle(c, r, 1, "cursor")
        else:
            canvas.put(c, r, body_glyph(kind, pole, angle, ascii_mode), "cursor")


def mark_field(canvas: Canvas, view: View, tri, label: str) -> None:
    """The selected field of the layout editor: its corners and its middle show its number."""
    for x, y in tri:
        c, r = view.cell(x, y)
        canvas.put(min(max(c, 0), view.cols - 1), min(max(r, 0), view.rows - 1), label, "cursor")
    c, r = view.cell(sum(p[0] for p in tri) / 3, sum(p[1] for p in tri) / 3)
    if view.holds(c, r):
        canvas.put(c, r, label, "bold")


def reach_table() -> str:
    """The reach of every pair (spec: the centre distance below which a lone pair starts to
    move in its worst orientation), narrow enough for the help's key column."""
    names = [k.name for k in data.KINDS]
    lines = [
        "REACH: a lone pair starts to move",
        "when its centres are closer (mm):",
        "         " + "".join(f"{k.title[:3]:>4}" for k in data.KINDS),
    ]
    for a in names:
        cells = "".join(f"{data.REACH.get((a, b), data.REACH.get((b, a))):>4}" for b in names)
        lines.append(f"{data.KINDS[data.KIND_INDEX[a]].title:<9}{cells}")
    return "\n".join(lines)


def _tint_footprint(
    canvas: Canvas, view: View, kind: str, x: float, y: float, angle, tint: str
) -> None:
    """Zoomed in, the cells under a body's footprint take the body's colour as background."""
    k = data.KINDS[data.KIND_INDEX[kind]]
    a = math.radians(angle or 0.0)
    hx, hy = k.half_length * math.cos(a), k.half_length * math.sin(a)
    c0, r0 = view.cell(x, y)
    span = int(k.reach_radius / view.w) + 1
    for r in range(r0 - span, r0 + span + 1):
        for c in range(c0 - span, c0 + span + 1):
            if not view.holds(c, r):
                continue
            px, py = view.centre(c, r)
            t = (
                0.0
                if not k.half_length
                else max(-1.0, min(1.0, ((px - x) * hx + (py - y) * hy) / (k.half_length**2)))
            )
            if math.hypot(px - x - t * hx, py - y - t * hy) <= k.radius:
                canvas.restyle(c, r, 1, tint)


def drawn_bodies(bodies) -> list[tuple]:
    """The view's bodies (or a motion frame's) as drawn: (id, kind, x, y, angle, pole, hole)."""
    return [
        (b["id"], b["kind"], b["x"], b["y"], b["angle"], b["pole"], b["hole"] is not None)
        for b in bodies
    ]
