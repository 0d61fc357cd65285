"""The bodies in the galaxy: per-kind constants in SI units, the World arrays in id order, the
held body, and the geometry of footprints (circles, and capsules for Comets)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from magtui.core.model import Model
from magtui.games.magnitus import data

MM = 1e-3

# Per-kind constants in catalogue order, SI.
MOMENT = np.array([k.moment for k in data.KINDS]) * data.MOMENT_SCALE
MASS = np.array([k.mass for k in data.KINDS])
Z = np.array([k.z for k in data.KINDS]) * MM
RADIUS = np.array([k.radius for k in data.KINDS]) * MM
HALF = np.array([k.half_length for k in data.KINDS]) * MM
BOUND = RADIUS + HALF
MUS = np.array([k.mu_s for k in data.KINDS])
MUK = np.array([k.mu_k for k in data.KINDS])
MEFF = MASS * np.array([data.SPHERE_INERTIA_FACTOR if k.sphere else 1.0 for k in data.KINDS])
SPHERE = np.array([k.sphere for k in data.KINDS])
COMET = np.array([k.comet for k in data.KINDS])
DISC = np.array([k.disc for k in data.KINDS])


@dataclass(frozen=True)
class Held(Model):
    """The body in the player's hand while it hovers: kinematic, never moved by the others;
    each hover action puts a new one in its place."""

    kind: int
    x: float  # mm
    y: float  # mm
    height: int  # mm, centre height
    pole: int = 1  # discs and spheres: +1 N-up, -1 S-up
    angle: int = 0  # comets: degrees

    def moment(self) -> tuple[float, float, float]:
        m = MOMENT[self.kind]
        if COMET[self.kind]:
            a = math.radians(self.angle)
            return m * math.cos(a), m * math.sin(a), 0.0
        return 0.0, 0.0, self.pole * m


class World(Model):
    """The bodies in the galaxy, as arrays in id order (SI units); a copy copies every array."""

    ARRAYS = (
        "ids",
        "kind",
        "x",
        "y",
        "vx",
        "vy",
        "phi",
        "omega",
        "pole",
        "ux",
        "uy",
        "uz",
        "bx",
        "by",
        "bz",
        "pinned",
        "group",
    )
    ids: np.ndarray  # body ids, ascending (int64)
    kind: np.ndarray  # kind index (int64)
    x: np.ndarray  # centre, m
    y: np.ndarray
    vx: np.ndarray  # velocity, m/s
    vy: np.ndarray
    phi: np.ndarray  # a Comet's heading, rad
    omega: np.ndarray  # a Comet's spin, rad/s
    pole: np.ndarray  # a disc's pole, ±1.0 (0.0 for the others)
    ux: np.ndarray  # a sphere's moment direction
    uy: np.ndarray
    uz: np.ndarray
    bx: np.ndarray  # the field at the body, T
    by: np.ndarray
    bz: np.ndarray
    pinned: np.ndarray  # caught in a clack (bool)
    group: np.ndarray  # black hole id, -1 for none (int64)

    def __init__(self):
        self.ids = np.zeros(0, dtype=np.int64)
        self.kind = np.zeros(0, dtype=np.int64)
        for name in ("x", "y", "vx", "vy", "phi", "omega", "ux", "uy", "uz", "bx", "by", "bz"):
            setattr(self, name, np.zeros(0))
        self.pole = np.zeros(0)
        self.pinned = np.zeros(0, dtype=bool)
        self.group = np.zeros(0, dtype=np.int64)  # black hole id, -1 for none

    def __len__(self) -> int:
        return len(self.ids)

    def index(self, body_id: int) -> int:
        return int(np.searchsorted(self.ids, body_id))

    def add(
        self, body_id: int, kind: int, x_mm: float, y_mm: float, pole: int = 0, angle_deg: int = 0
    ) -> None:
        """Put a body at rest at (x, y) mm, keeping id order."""
        at = int(np.searchsorted(self.ids, body_id))
        values = {
            "ids": body_id,
            "kind": kind,
            "x": x_mm * MM,
            "y": y_mm * MM,
            "vx": 0.0,
            "vy": 0.0,
            "phi": math.radians(angle_deg) if COMET[kind] else 0.0,
            "omega": 0.0,
            "pole": float(pole if DISC[kind] else 0),
            "ux": 1.0,
            "uy": 0.0,
            "uz": 0.0,
            "bx": 0.0,
            "by": 0.0,
            "bz": 0.0,
            "pinned": False,
            "group": -1,
        }
        for name in self.ARRAYS:
            setattr(self, name, np.insert(getattr(self, name), at, values[name]))

    def remove(self, body_ids) -> None:
        keep = ~np.isin(self.ids, np.asarray(list(body_ids), dtype=np.int64))
        for name in self.ARRAYS:
            setattr(self, name, getattr(self, name)[keep])

    def to_json(self) -> dict:
        """Every array as a list; floats survive JSON exactly (repr round-trips)."""
        return {name: getattr(self, name).tolist() for name in self.ARRAYS}

    @classmethod
    def from_json(cls, data: dict) -> "World":
        world = cls()
        for name in cls.ARRAYS:
            setattr(world, name, np.array(data[name], dtype=getattr(world, name).dtype))
        if len({len(getattr(world, name)) for name in cls.ARRAYS}) != 1:
            raise ValueError("the stored galaxy's arrays differ in length")
        return world

    def checksum(self) -> str:
        """A short digest of every position and orientation (bit exact)."""
        import hashlib

        h = hashlib.sha256()
        for name in ("ids", "x", "y", "phi", "pole", "ux", "uy", "uz", "pinned", "group"):
            h.update(np.ascontiguousarray(getattr(self, name)).tobytes())
        return h.hexdigest()[:16]


# ----- what the table sees --------------------------------------------------------------
def public_bodies(world: World) -> list[dict]:
    """Every body as the whole table sees it, JSON: id, kind, centre (mm), a Comet's angle, a
    disc's pole and the black hole it belongs to. Reading the world never changes it."""
    bodies = []
    for body_id, kind, x, y, phi, pole, group in zip(
        *(
            getattr(world, name).tolist()
            for name in ("ids", "kind", "x", "y", "phi", "pole", "group")
        )
    ):
        k = data.KINDS[kind]
        bodies.append(
            {
                "id": body_id,
                "kind": k.name,
                "x": round(x * 1000, 3),
                "y": round(y * 1000, 3),
                "angle": round(math.degrees(phi) % 360, 1) if k.comet else None,
                "pole": int(pole) if k.disc else None,
                "hole": group if group >= 0 else None,
            }
        )
    return bodies


def motion_frame(world: World) -> dict:
    """One moment of a turn's motion, public and JSON-like: the bodies, and the ids caught in a
    clack."""
    return {"bodies": public_bodies(world), "clacked": world.ids[world.pinned].tolist()}


# ----- geometry of footprints ---------------------------------------------------------------
def _point_segment(px, py, ax, ay, bx, by) -> float:
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _segment(kind: int, x: float, y: float, phi: float):
    h = HALF[kind]
    c, s = math.cos(phi) * h, math.sin(phi) * h
    return x - c, y - s, x + c, y + s


def footprint_gap(
    k1: int, x1: float, y1: float, phi1: float, k2: int, x2: float, y2: float, phi2: float
) -> float:
    """The gap (m) between two footprints: circles, or capsules for Comets."""
    if not COMET[k1] and not COMET[k2]:
        return math.hypot(x1 - x2, y1 - y2) - RADIUS[k1] - RADIUS[k2]
    a = _segment(k1, x1, y1, phi1)
    b = _segment(k2, x2, y2, phi2)
    if not COMET[k1]:
        d = _point_segment(x1, y1, *b)
    elif not COMET[k2]:
        d = _point_segment(x2, y2, *a)
    else:
        d = min(
            _point_segment(a[0], a[1], *b),
            _point_segment(a[2], a[3], *b),
            _point_segment(b[0], b[1], *a),
            _point_segment(b[2], b[3], *a),
        )
        if _segments_cross(a, b):
            d = 0.0
    return d - RADIUS[k1] - RADIUS[k2]


def _segments_cross(a, b) -> bool:
    def orient(px, py, qx, qy, rx, ry):
        return (qx - px) * (ry - py) - (qy - py) * (rx - px)

    o1 = orient(a[0], a[1], a[2], a[3], b[0], b[1])
    o2 = orient(a[0], a[1], a[2], a[3], b[2], b[3])
    o3 = orient(b[0], b[1], b[2], b[3], a[0], a[1])
    o4 = orient(b[0], b[1], b[2], b[3], a[2], a[3])
    return o1 * o2 < 0 and o3 * o4 < 0


def gaps_to(world: World, kind: int, x_mm: float, y_mm: float, angle_deg: int = 0) -> np.ndarray:
    """Footprint gaps (mm) from a body at (x, y) to every body in the world."""
    n = len(world)
    if n == 0:
        return np.zeros(0)
    x, y, phi = x_mm * MM, y_mm * MM, math.radians(angle_deg) if COMET[kind] else 0.0
    gaps = np.hypot(world.x - x, world.y - y) - BOUND[world.kind] - BOUND[kind]
    for i in np.nonzero((gaps < 20 * MM) & (COMET[world.kind] | COMET[kind]))[0]:
        gaps[i] = footprint_gap(
            kind,
            x,
            y,
            phi,
            int(world.kind[i]),
            float(world.x[i]),
            float(world.y[i]),
            float(world.phi[i]),
        )
    return gaps / MM
