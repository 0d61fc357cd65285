"""The representative sample of placements that `legal_actions` offers (the placement space is
continuous, so the sample is a choice of grid points, every one of them legal)."""

from __future__ import annotations

import math

import numpy as np

from magtui.games.magnitus import data
from magtui.games.magnitus.bodies import BOUND, MM

COARSE_STEP = 12.0  # mm between sample grid points, at least
GRID_POINTS = 450  # sample grid points over the galaxy's bounding box, at most
FINE_STEP = 2.0  # mm, for deciding that no placement exists at all
PER_KIND = 4  # placements offered per kind in hand
EDGE_MARGIN = 20.0  # mm: a spot this close to the edge counts as cramped
SAFETY = 0.1  # mm beyond the clearance, so the quantised point stays legal


def _grid(galaxy, step: float, offset: float) -> np.ndarray:
    """Grid points (mm) on the galaxy, cached on the galaxy object."""
    cache = galaxy.__dict__.setdefault("_grid_cache", {})
    key = (step, offset)
    if key not in cache:
        xs = np.arange(galaxy.xmin + offset, galaxy.xmax + 1e-9, step)
        ys = np.arange(galaxy.ymin + offset, galaxy.ymax + 1e-9, step)
        gx, gy = np.meshgrid(np.round(xs * 10) / 10, np.round(ys * 10) / 10)
        points = np.stack([gx.ravel(), gy.ravel()], axis=1)
        cache[key] = points[galaxy.contains_mm(points[:, 0], points[:, 1])]
    return cache[key]


def _edge_room(galaxy, points: np.ndarray) -> np.ndarray:
    """Distance (mm) from each grid point to the table around or inside the galaxy, cached."""
    cache = galaxy.__dict__.setdefault("_edge_cache", {})
    key = points.tobytes()
    if key not in cache:
        step = COARSE_STEP / 2
        xs = np.arange(galaxy.xmin - step, galaxy.xmax + 2 * step, step)
        ys = np.arange(galaxy.ymin - step, galaxy.ymax + 2 * step, step)
        gx, gy = np.meshgrid(xs, ys)
        table = ~galaxy.contains_mm(gx, gy)
        tx, ty = gx[table], gy[table]
        d2 = (points[:, 0:1] - tx[None, :]) ** 2 + (points[:, 1:2] - ty[None, :]) ** 2
        cache[key] = np.sqrt(d2.min(axis=1))
    return cache[key]


def _clearance(world, points: np.ndarray, kind: int) -> np.ndarray:
    """The smallest footprint gap (mm) from each point to any body, by bounding circles; a
    Comet's capsule lies inside its circle, so this never overstates the gap."""
    if len(world) == 0:
        return np.full(len(points), np.inf)
    dx = points[:, 0:1] - world.x[None, :] / MM
    dy = points[:, 1:2] - world.y[None, :] / MM
    gaps = np.sqrt(dx * dx + dy * dy) - BOUND[world.kind][None, :] / MM - BOUND[kind] / MM
    return gaps.min(axis=1)


def sample_spots(state, kinds: list[str]) -> dict[str, list[tuple[int, int]]]:
    """Up to PER_KIND legal spots (tenths of a mm) per kind: the roomiest ones first, then one
    more anywhere on the galaxy, varying with the turn."""
    turn = state.turns_in_game
    g = state.galaxy
    # about GRID_POINTS candidates whatever the galaxy's size
    step = max(COARSE_STEP, round(math.sqrt((g.xmax - g.xmin) * (g.ymax - g.ymin) / GRID_POINTS)))
    offset = step * (0.25 + 0.25 * (turn % 3))
    points = _grid(g, step, offset)
    out: dict[str, list[tuple[int, int]]] = {}
    for name in kinds:
        k = data.KIND_INDEX[name]
        clear = _clearance(state.world, points, k)
        legal = np.nonzero(clear >= data.PLACEMENT_CLEARANCE + SAFETY)[0]
        if len(legal) == 0:
            continue
        # roomiest first: away from other bodies and from the galaxy's edge
        room = np.minimum(clear, _edge_room(state.galaxy, points) - EDGE_MARGIN)
        order = legal[np.argsort(-room[legal], kind="stable")]
        chosen = list(order[: PER_KIND - 1])
        pick = int(order[(turn * 7919 + k * 131) % len(order)])
        if pick not in chosen:
            chosen.append(pick)
        out[name] = [(int(round(points[i, 0] * 10)), int(round(points[i, 1] * 10))) for i in chosen]
    return out


def fine_legal_spot(state, kind: str) -> tuple[int, int] | None:
    """The roomiest legal spot on a fine grid, or None when the galaxy has no room for `kind`."""
    points = _grid(state.galaxy, FINE_STEP, FINE_STEP / 2)
    clear = _clearance(state.world, points, data.KIND_INDEX[kind])
    best = int(np.argmax(clear))
    if len(points) == 0 or clear[best] < data.PLACEMENT_CLEARANCE + SAFETY:
        return None
    return int(round(points[best, 0] * 10)), int(round(points[best, 1] * 10))
