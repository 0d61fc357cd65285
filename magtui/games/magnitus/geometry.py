"""The galaxy's shape: which points lie on a field, and whether a layout of fields is valid.

Fields are triangles in mm. `Galaxy` answers point queries in metres for the physics and in
mm for the rules; `layout_problem` names the rule a custom layout breaks (spec G3).
"""

from __future__ import annotations

import math

import numpy as np

from magtui.games.magnitus import data

Point = tuple[float, float]
EDGE_EPS = 1e-7  # mm: a centre on an edge is on the field (G2); covers rounding


class Galaxy:
    """The union of the fields. Edge tests are vectorised over fields and points."""

    def __init__(self, fields):
        self.fields = tuple(tuple((float(x), float(y)) for x, y in tri) for tri in fields)
        tris = np.array(self.fields, dtype=float)  # (F, 3, 2) mm
        # Orient every triangle counter-clockwise, then store each edge as a·x + b·y + c ≥ 0.
        a, b, c = tris[:, 0], tris[:, 1], tris[:, 2]
        cross = (b[:, 0] - a[:, 0]) * (c[:, 1] - a[:, 1]) - (b[:, 1] - a[:, 1]) * (
            c[:, 0] - a[:, 0]
        )
        flip = cross < 0
        tris[flip] = tris[flip][:, [0, 2, 1]]
        p, q = tris, np.roll(tris, -1, axis=1)  # edges p -> q
        nx, ny = -(q[..., 1] - p[..., 1]), q[..., 0] - p[..., 0]
        norm = np.hypot(nx, ny)
        self._nx, self._ny = nx / norm, ny / norm  # (F, 3), unit inward normals
        self._c = -(self._nx * p[..., 0] + self._ny * p[..., 1])
        # The outline: every edge but the seams, where another field has the same edge the
        # other way round. Edges shared only in part count as outline (a safe underestimate).
        edges = np.stack((p, q), axis=2).reshape(-1, 2, 2)  # (3F, from/to, x/y)
        seam = np.array(
            [
                (
                    np.abs(edges[:, 0] - b).max(axis=1) + np.abs(edges[:, 1] - a).max(axis=1) < 1e-9
                ).any()
                for a, b in edges
            ]
        )
        outline = edges[~seam]
        self._ox, self._oy = outline[:, 0, 0], outline[:, 0, 1]
        self._odx, self._ody = outline[:, 1, 0] - self._ox, outline[:, 1, 1] - self._oy
        self._olen2 = self._odx * self._odx + self._ody * self._ody
        self.xmin = float(tris[..., 0].min())
        self.xmax = float(tris[..., 0].max())
        self.ymin = float(tris[..., 1].min())
        self.ymax = float(tris[..., 1].max())

    def contains_mm(self, x, y):
        """True where (x, y) in mm lies inside or on the edge of some field (arrays allowed)."""
        x = np.asarray(x, dtype=float)[..., None, None]
        y = np.asarray(y, dtype=float)[..., None, None]
        side = self._nx * x + self._ny * y + self._c  # (..., F, 3)
        return side.min(axis=-1).max(axis=-1) >= -EDGE_EPS

    def depth_mm(self, x, y):
        """For points on the galaxy: their distance (mm) to its outline, so a point that moves
        less than that stays on the galaxy (seams between fields are no outline)."""
        x = np.asarray(x, dtype=float)[..., None]
        y = np.asarray(y, dtype=float)[..., None]
        t = np.clip(
            ((x - self._ox) * self._odx + (y - self._oy) * self._ody) / self._olen2, 0.0, 1.0
        )
        dx = x - self._ox - t * self._odx
        dy = y - self._oy - t * self._ody
        return np.sqrt((dx * dx + dy * dy).min(axis=-1))

    def contains(self, x: float, y: float) -> bool:
        return bool(self.contains_mm(x, y))


# ----- layout validation ---------------------------------------------------------------------
def _polygon_area(poly: list[Point]) -> float:
    area = 0.0
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
        area += x1 * y2 - x2 * y1
    return area / 2


def _ccw(tri) -> list[Point]:
    pts = [tuple(p) for p in tri]
    return pts if _polygon_area(pts) > 0 else pts[::-1]


def overlap_area(t1, t2) -> float:
    """Area (mm²) shared by two triangles (Sutherland–Hodgman clipping)."""
    poly = _ccw(t1)
    clip = _ccw(t2)
    for (ax, ay), (bx, by) in zip(clip, clip[1:] + clip[:1]):
        if not poly:
            break
        inside = lambda p: (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax) >= 0  # noqa: E731
        out: list[Point] = []
        for cur, nxt in zip(poly, poly[1:] + poly[:1]):
            cin, nin = inside(cur), inside(nxt)
            if cin:
                out.append(cur)
            if cin != nin:
                dx, dy = nxt[0] - cur[0], nxt[1] - cur[1]
                den = (bx - ax) * dy - (by - ay) * dx
                t = ((ax - cur[0]) * (by - ay) - (ay - cur[1]) * (bx - ax)) / -den if den else 0.0
                out.append((cur[0] + t * dx, cur[1] + t * dy))
        poly = out
    return abs(_polygon_area(poly)) if len(poly) >= 3 else 0.0


def _segment_distance(p1, p2, q1, q2) -> float:
    def point_seg(p, a, b):
        ax, ay = b[0] - a[0], b[1] - a[1]
        length2 = ax * ax + ay * ay
        t = (
            0.0
            if length2 == 0
            else max(0.0, min(1.0, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / length2))
        )
        return math.hypot(p[0] - a[0] - t * ax, p[1] - a[1] - t * ay)

    def crosses(a, b, c, d):
        def orient(p, q, r):
            return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

        return (orient(a, b, c) * orient(a, b, d) < 0) and (orient(c, d, a) * orient(c, d, b) < 0)

    if crosses(p1, p2, q1, q2):
        return 0.0
    return min(
        point_seg(p1, q1, q2), point_seg(p2, q1, q2), point_seg(q1, p1, p2), point_seg(q2, p1, p2)
    )


def triangle_distance(t1, t2) -> float:
    edges1 = [(t1[i], t1[(i + 1) % 3]) for i in range(3)]
    edges2 = [(t2[i], t2[(i + 1) % 3]) for i in range(3)]
    return min(_segment_distance(a, b, c, d) for a, b in edges1 for c, d in edges2)


def field_problem(tri) -> str | None:
    """Why `tri` is not a standard field, or None."""
    for k in range(3):
        a, b, c = tri[k], tri[(k + 1) % 3], tri[(k + 2) % 3]
        u = (b[0] - a[0], b[1] - a[1])
        v = (c[0] - a[0], c[1] - a[1])
        lu, lv = math.hypot(*u), math.hypot(*v)
        if lu == 0 or lv == 0:
            continue
        angle = math.degrees(
            math.acos(max(-1.0, min(1.0, (u[0] * v[0] + u[1] * v[1]) / (lu * lv))))
        )
        if abs(angle - 90) <= data.ANGLE_TOLERANCE:
            if (
                abs(lu - data.LEG) <= data.LEG_TOLERANCE
                and abs(lv - data.LEG) <= data.LEG_TOLERANCE
            ):
                return None
            return "a field's legs must be 180 mm"
    return "a field must have a right angle"


def layout_problem(fields, sets: int = 1) -> str | None:
    """The rule a layout breaks (field count, shape, overlap, connection), or None if valid."""
    fields = [tuple(tuple(p) for p in tri) for tri in fields]
    if len(fields) != data.FIELDS_PER_SET * sets:
        return f"the galaxy needs exactly {data.FIELDS_PER_SET * sets} fields"
    for n, tri in enumerate(fields):
        problem = field_problem(tri)
        if problem:
            return f"field {n + 1}: {problem}"
    count = len(fields)
    parent = list(range(count))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i in range(count):
        for j in range(i + 1, count):
            if overlap_area(fields[i], fields[j]) >= data.OVERLAP_LIMIT:
                return f"fields {i + 1} and {j + 1} overlap"
            if triangle_distance(fields[i], fields[j]) <= data.CONTACT_DISTANCE:
                parent[find(i)] = find(j)
    if len({find(i) for i in range(count)}) > 1:
        return "every field must touch the galaxy (the fields are not connected)"
    return None
