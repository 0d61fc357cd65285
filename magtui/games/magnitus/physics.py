"""The magnet simulation: dipole forces and torques, friction with sticking, adaptive steps and
the events FELL, LIFT and CLACK (spec section 4).

Deterministic: double precision, arrays in body-id order, row sums in a fixed order, no clock
and no randomness, so the same world and the same inputs give the same result bit for bit.
Internal units are SI; the bodies and their footprints live in `bodies.py`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from magtui.games.magnitus import data
from magtui.games.magnitus.bodies import (
    BOUND, COMET, MASS, MEFF, MM, MUK, MUS, SPHERE, Z, Held, World, footprint_gap,
)
from magtui.games.magnitus.geometry import Galaxy

_any = np.count_nonzero          # truthy when any element is set; faster than .any()
_add = np.add.reduce


def _rowsum(a):
    """Row sums in a fixed order (np.add.reduce is the ufunc behind .sum, minus its overhead)."""
    return _add(a, 1)
K = data.MU0_OVER_4PI
CUTOFF2 = (data.CUTOFF * MM) ** 2
CONTACT = data.CONTACT_GAP * MM
ZERO_V = data.ZERO_SPEED * MM
LEVER = data.COMET_LEVER * MM


# ----- one run of the simulation --------------------------------------------------------------
@dataclass
class RunReport:
    """What happened in one run: bodies that fell or were lifted onto the hand, new contacts."""

    fell: list[int] = field(default_factory=list)
    lifted: list[int] = field(default_factory=list)          # onto the held body
    landed: list[tuple[int, int]] = field(default_factory=list)  # lifted onto a board body
    contacts: list[tuple[int, int]] = field(default_factory=list)
    steps: int = 0
    elapsed: float = 0.0
    settled: bool = False
    timed_out: bool = False

    @property
    def event(self) -> bool:
        return bool(self.fell or self.lifted or self.contacts)


class Simulator:
    """Advances a World on a Galaxy, with an optional held body, step by step.

    `on_contact(a, b)` is called for every contact; it returns the ids to pin (the cluster
    rule lives with the caller, who knows the black holes). `snapshot` is called every
    `snapshot_every` simulated seconds with the world (for live drawing).
    """

    def __init__(self, world: World, galaxy: Galaxy, held: Held | None = None, on_contact=None,
                 snapshot=None, snapshot_every: float = 0.05):
        self.world = world
        self.galaxy = galaxy
        self.held = held
        self.on_contact = on_contact or (lambda a, b: (a, b))
        self.snapshot = snapshot
        self.snapshot_every = snapshot_every
        self._next_snapshot = snapshot_every
        self.time = 0.0

    # ----- forces -----------------------------------------------------------------
    def _columns(self, mx, my, mz):
        """Positions and moments of every source: the board bodies, then the held body."""
        w = self.world
        z = Z[w.kind]
        if self.held is None:
            return w.x, w.y, z, mx, my, mz
        h = self.held
        hmx, hmy, hmz = h.moment()
        return (np.append(w.x, h.x * MM), np.append(w.y, h.y * MM), np.append(z, h.height * MM),
                np.append(mx, hmx), np.append(my, hmy), np.append(mz, hmz))

    def _fields(self, rows):
        """One pass over the pairs of the bodies in `rows` (indices) with every source: forces,
        fields, torques, footprint gaps to the board bodies, and a function giving the vertical
        pair forces (for the partner of a LIFT). A row's values depend only on that row, so rows
        whose surroundings did not change keep theirs. The x, y, z parts are stacked so that
        einsum does each sum over sources in one pass (its own loops, no BLAS: fixed order)."""
        w = self.world
        n = len(w)
        mx, my, mz = w.moments()
        xs, ys, zs, cmx, cmy, cmz = self._columns(mx, my, mz)
        k = np.arange(len(rows))
        d = np.empty((3, len(rows), len(xs)))               # separations r_i − r_j
        np.subtract(w.x[rows][:, None], xs, out=d[0])
        np.subtract(w.y[rows][:, None], ys, out=d[1])
        np.subtract(Z[w.kind[rows]][:, None], zs, out=d[2])
        dx, dy, dz = d
        rxy2 = dx * dx + dy * dy
        r2 = rxy2 + dz * dz
        r2[k, rows] = np.inf
        # F = 3k/r⁵ ((mj·d) mi + (mi·d) mj + (mi·mj) d − 5 (mi·d)(mj·d) d / r²),
        # B = k (3 (mj·d) d / r⁵ − mj / r³)
        inv_r2 = (r2 <= CUTOFF2) / r2
        c3 = K * inv_r2 * np.sqrt(inv_r2)
        c5 = 3 * c3 * inv_r2
        mc = np.array((cmx, cmy, cmz))                      # (3, sources)
        mr = mc[:, rows]                                    # (3, rows)
        mi_d = np.einsum("kr,krc->rc", mr, d)
        mj_d = np.einsum("kc,krc->rc", mc, d)
        common = (np.einsum("kr,kc->rc", mr, mc) - 5 * mi_d * mj_d * inv_r2) * c5
        a = mj_d * c5
        b = mi_d * c5
        fx, fy, fz = mr * _rowsum(a) + np.einsum("rc,kc->kr", b, mc) + np.einsum("rc,krc->kr", common, d)
        bx, by, bz = np.einsum("rc,krc->kr", a, d) - np.einsum("rc,kc->kr", c3, mc)
        torque = mr[0] * by - mr[1] * bx

        def fz_pair(row: int):
            return a[row] * mr[2, row] + b[row] * mc[2] + common[row] * dz[row]

        bound = BOUND[w.kind]
        gaps = np.sqrt(rxy2[:, :n]) - bound[rows][:, None] - bound
        gaps[k, rows] = np.inf
        comet = COMET[w.kind]
        near = gaps < 3 * MM
        if _any(comet) and _any(near):
            free = ~w.pinned    # two pinned bodies never need their exact gap
            near &= (comet[rows][:, None] | comet) & (free[rows][:, None] | free)
            for a_, j in zip(*np.nonzero(near)):
                i = int(rows[a_])
                gaps[a_, j] = footprint_gap(int(w.kind[i]), float(w.x[i]), float(w.y[i]), float(w.phi[i]),
                                            int(w.kind[j]), float(w.x[j]), float(w.y[j]), float(w.phi[j]))
        return fx, fy, fz, bx, by, bz, torque, gaps, fz_pair

    def _field_at(self, i: int):
        """The total field at body i's centre from every other source, with current moments."""
        w = self.world
        mx, my, mz = w.moments()
        xs, ys, zs, cmx, cmy, cmz = self._columns(mx, my, mz)
        dx, dy, dz = w.x[i] - xs, w.y[i] - ys, Z[w.kind[i]] - zs
        r2 = dx * dx + dy * dy + dz * dz
        r2[i] = np.inf
        inv_r = 1.0 / np.sqrt(r2)
        inv_r[r2 > CUTOFF2] = 0.0
        rx, ry, rz = dx * inv_r, dy * inv_r, dz * inv_r
        c3 = K * inv_r ** 3
        t = 3 * (cmx * rx + cmy * ry + cmz * rz) * c3
        return float((t * rx - c3 * cmx).sum()), float((t * ry - c3 * cmy).sum()), float((t * rz - c3 * cmz).sum())

    def align_spheres(self, passes: int = 1) -> None:
        """Turn every free sphere to the field at its centre, `passes` times."""
        self._prepare()
        for _ in range(passes):
            _fx, _fy, _fz, bx, by, bz, _t, _g, _p = self._fields(np.arange(len(self.world)))
            self._store_field(bx, by, bz)
            self._apply_alignment()

    def _store_field(self, bx, by, bz) -> None:
        self.world.bx, self.world.by, self.world.bz = bx, by, bz

    def _apply_alignment(self):
        """Free spheres take the direction of the field computed in the previous step. A sphere
        whose pole would reverse is instead turned in id order, seeing the spheres before it
        already turned, so that two spheres never swap poles back and forth forever.
        Returns the mask of bodies whose moment changed."""
        w = self.world
        turn = self._spheres & ~w.pinned
        if not _any(turn):
            return np.zeros(len(w), dtype=bool)
        bx, by, bz = w.bx, w.by, w.bz
        mag = np.sqrt(bx * bx + by * by + bz * bz)
        turn &= mag >= data.B_NEGLIGIBLE
        safe = np.where(turn, mag, 1.0)
        nx, ny, nz = bx / safe, by / safe, bz / safe
        flip = turn & (nx * w.ux + ny * w.uy + nz * w.uz < 0)
        steady = turn & ~flip
        ux = np.where(steady, nx, w.ux)
        uy = np.where(steady, ny, w.uy)
        uz = np.where(steady, nz, w.uz)
        changed = (ux != w.ux) | (uy != w.uy) | (uz != w.uz)
        w.ux, w.uy, w.uz = ux, uy, uz
        for i in np.nonzero(flip)[0]:
            fx, fy, fz = self._field_at(int(i))
            mag_i = math.sqrt(fx * fx + fy * fy + fz * fz)
            if mag_i >= data.B_NEGLIGIBLE:
                w.ux[i], w.uy[i], w.uz[i] = fx / mag_i, fy / mag_i, fz / mag_i
                changed[i] = True
        return changed

    # ----- events -----------------------------------------------------------------
    def _events(self, report: RunReport, rows, moved, gaps, fz_pair, normal) -> bool:
        """FELL, LIFT and CLACK for the current positions; True if the world changed. Only
        bodies in `rows` can have a new event: the others and their surroundings are as before."""
        w = self.world
        free = ~w.pinned
        if _any(moved):
            check = np.nonzero(moved & free)[0]
            off = check[~self.galaxy.contains_mm(w.x[check] / MM, w.y[check] / MM)]
            if len(off):
                ids = [int(i) for i in w.ids[off]]
                report.fell.extend(ids)
                w.remove(ids)
                return True
        lifted = free[rows] & (normal[rows] <= 0)
        if _any(lifted):
            n = len(w)
            to_hand = []
            for a in np.nonzero(lifted)[0]:
                i = int(rows[a])
                partner = int(np.argmax(fz_pair(a)))
                if partner >= n:  # the held body
                    to_hand.append(int(w.ids[i]))
                else:
                    report.landed.append((int(w.ids[i]), int(w.ids[partner])))
                    self._contact(report, int(w.ids[i]), int(w.ids[partner]))
            if to_hand:
                report.lifted.extend(to_hand)
                w.remove(to_hand)
            return True
        close = gaps <= CONTACT
        if _any(close):
            close &= free[rows][:, None] | free[None, :]
            pairs = sorted({tuple(sorted((int(w.ids[rows[a]]), int(w.ids[j]))))
                            for a, j in zip(*np.nonzero(close))})
            for a, b in pairs:
                self._contact(report, a, b)
            return bool(pairs)
        return False

    def _contact(self, report: RunReport, a: int, b: int) -> None:
        report.contacts.append((a, b))
        pin = self.on_contact(a, b)
        w = self.world
        mask = np.isin(w.ids, np.asarray(list(pin), dtype=np.int64))
        w.pinned = w.pinned | mask
        w.vx = np.where(mask, 0.0, w.vx)
        w.vy = np.where(mask, 0.0, w.vy)
        w.omega = np.where(mask, 0.0, w.omega)

    # ----- the loop ---------------------------------------------------------------
    def _neighbourhood(self, changed):
        """The bodies whose forces may differ now: the changed ones and all within reach."""
        w = self.world
        if not _any(changed):
            return np.nonzero(changed)[0]
        if 2 * _any(changed) >= len(w):     # most bodies changed: recompute them all
            return np.arange(len(w))
        reach = (data.CUTOFF + 1.0) * MM
        cx, cy = w.x[changed], w.y[changed]
        dx = w.x[None, :] - cx[:, None]
        dy = w.y[None, :] - cy[:, None]
        near = ((dx * dx + dy * dy) <= reach * reach).any(axis=0)
        return np.nonzero(near | changed)[0]

    def _prepare(self) -> None:
        """Per-kind constants of the current bodies (after any change of the body list)."""
        kind = self.world.kind
        self._spheres = SPHERE[kind]
        self._comets = COMET[kind]
        self._weight = MASS[kind] * data.GRAVITY
        self._meff = MEFF[kind]
        self._mus = MUS[kind]
        self._muk = MUK[kind]

    def run(self, duration: float | None = None) -> RunReport:
        """Step until SETTLED or TIMEOUT, or for exactly `duration` seconds (a hover slice)."""
        report = RunReport()
        w = self.world
        rest_steps = 0
        elapsed = 0.0
        limit = duration if duration is not None else data.TIMEOUT
        fresh = True                       # recompute every row (start, or the world changed)
        if self.snapshot is not None:
            self.snapshot(w)
        while True:
            n = len(w)
            if n == 0:
                report.settled = True
                break
            if fresh:
                self._prepare()
                fx = np.zeros(n); fy = np.zeros(n); fz = np.zeros(n)
                torque = np.zeros(n)
                moved = np.ones(n, dtype=bool)
            changed = self._apply_alignment() | moved
            rows = np.arange(n) if fresh else self._neighbourhood(changed)
            if len(rows) == n:
                fx, fy, fz, bx, by, bz, torque, gaps, fz_pair = self._fields(rows)
            elif len(rows):
                rfx, rfy, rfz, rbx, rby, rbz, rtorque, gaps, fz_pair = self._fields(rows)
                fx[rows], fy[rows], fz[rows], torque[rows] = rfx, rfy, rfz, rtorque
                bx, by, bz = w.bx.copy(), w.by.copy(), w.bz.copy()
                bx[rows], by[rows], bz[rows] = rbx, rby, rbz
            else:
                gaps, fz_pair = np.zeros((0, n)), None
                bx, by, bz = w.bx, w.by, w.bz
            normal = self._weight - fz
            if self._events(report, rows, moved, gaps, fz_pair, normal):
                fresh = True
                continue
            fresh = False
            w.bx, w.by, w.bz = bx, by, bz
            if rest_steps >= data.SETTLE_STEPS:
                report.settled = True
                break
            if elapsed >= limit - 1e-12:
                if duration is None:
                    report.timed_out = True
                    w.vx = np.zeros(n)
                    w.vy = np.zeros(n)
                    w.omega = np.zeros(n)
                break
            dt, moved = self._step(fx, fy, torque, normal, rows, gaps, limit - elapsed)
            elapsed += dt
            report.steps += 1
            self.time += dt
            rest_steps = 0 if _any(moved) else rest_steps + 1
            if self.snapshot is not None and self.time >= self._next_snapshot:
                self._next_snapshot = self.time + self.snapshot_every
                self.snapshot(w)
        report.elapsed = elapsed
        if self.snapshot is not None:
            self.snapshot(w)
        return report

    def _step(self, fx, fy, torque, normal, rows, gaps, remaining: float):
        """One semi-implicit Euler step with the adaptive time step; returns dt and the mask
        of bodies that move (or turn) in it."""
        w = self.world
        free = ~w.pinned
        vx, vy = w.vx, w.vy
        fh2 = fx * fx + fy * fy
        stick = self._mus * normal
        held_fast = fh2 <= stick * stick               # |F_h| ≤ μs·N
        speed2 = vx * vx + vy * vy
        moving = speed2 > 0                            # pinned bodies never move
        breaking = free & ~moving & ~held_fast
        active = moving | breaking
        spin = None
        comet_active = False
        if _any(self._comets):
            spin = self._spin(torque, normal, free)
            comet_active = _any(spin[0])
        dt = min(data.DT_MAX, remaining)
        if not _any(active) and not comet_active:
            return dt, active
        # accelerations: kinetic friction against the motion (or the pull, when breaking loose)
        speed = np.sqrt(speed2)
        along = np.where(moving, speed, np.sqrt(fh2))
        along[along == 0] = 1.0
        dirx = np.where(moving, vx, fx) / along
        diry = np.where(moving, vy, fy) / along
        kin = self._muk * normal
        ax = ((fx - kin * dirx) / self._meff - data.DAMPING_V * vx) * active
        ay = ((fy - kin * diry) / self._meff - data.DAMPING_V * vy) * active
        # adaptive time step
        turning_any = comet_active
        mover = active | (spin[0] if turning_any else False)
        gap = max(float(gaps[mover[rows]].min()), 0.0)   # every mover is in `rows`
        if math.isfinite(gap):
            v_max = math.sqrt(float(speed2.max()))
            if v_max > 0:
                dt = min(dt, data.DT_GAP_FACTOR * gap / v_max)
            if _any(active):
                a_max = math.sqrt(float((ax * ax + ay * ay).max()))
                if a_max > 0:
                    dt = min(dt, math.sqrt(data.DT_ACCEL_FACTOR * gap / a_max))
        if turning_any:
            w_max = float(np.abs(w.omega).max())
            if w_max > 0:
                dt = min(dt, data.DT_TURN / w_max)
        dt = max(dt, min(data.DT_MIN, remaining))
        # velocities first, then positions from the new velocities
        nvx = vx + ax * dt
        nvy = vy + ay * dt
        stop = (((nvx * vx + nvy * vy) <= 0) | ((nvx * nvx + nvy * nvy) < ZERO_V * ZERO_V)) & held_fast
        stop |= ~active
        nvx[stop] = 0.0
        nvy[stop] = 0.0
        w.vx, w.vy = nvx, nvy
        w.x = w.x + nvx * dt
        w.y = w.y + nvy * dt
        moved = ~stop
        if turning_any:
            turning, alpha, t_fast = spin
            nomega = w.omega + alpha * dt
            wstop = (((nomega * w.omega) <= 0) | (np.abs(nomega) < data.ZERO_SPIN)) & t_fast
            wstop |= ~turning
            nomega[wstop] = 0.0
            w.omega = nomega
            w.phi = w.phi + nomega * dt
            moved |= ~wstop
        return dt, moved

    def _spin(self, torque, normal, free):
        """Comets turn by the same friction rule: (turning mask, angular acceleration, stuck)."""
        w = self.world
        comet = self._comets & free
        t_stick = self._mus * normal * LEVER
        t_fast = np.abs(torque) <= t_stick
        spinning = comet & (w.omega != 0)
        t_break = comet & ~spinning & ~t_fast
        turning = spinning | t_break
        if not _any(turning):                          # every Comet holds its angle
            return turning, None, t_fast
        t_kin = self._muk * normal * LEVER
        against = np.where(spinning, np.sign(w.omega), np.sign(torque))
        alpha = ((torque - t_kin * against) / data.COMET_INERTIA - data.DAMPING_W * w.omega) * turning
        return turning, alpha, t_fast
