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
    BOUND,
    COMET,
    DISC,
    MASS,
    MEFF,
    MM,
    MOMENT,
    MUK,
    MUS,
    SPHERE,
    Z,
    Held,
    World,
    footprint_gap,
)
from magtui.games.magnitus.geometry import Galaxy

# np.einsum and np.count_nonzero without their Python wrappers: the same C functions, at a
# fraction of the cost of a call on arrays this small
try:
    from numpy._core.multiarray import c_einsum as _einsum, count_nonzero as _any
except ImportError:  # numpy 1.x
    from numpy.core.multiarray import c_einsum as _einsum, count_nonzero as _any  # type: ignore[no-redef]
# _any(a) is truthy when any element is set; faster than .any()
_add = np.add.reduce
_max = np.maximum.reduce  # .max() minus the wrapper


def _rowsum(a):
    """Row sums in a fixed order (np.add.reduce is the ufunc behind .sum, minus its overhead)."""
    return _add(a, 1)


K = data.MU0_OVER_4PI
CUTOFF2 = (data.CUTOFF * MM) ** 2
CONTACT = data.CONTACT_GAP * MM
ZERO_V = data.ZERO_SPEED * MM
LEVER = data.COMET_LEVER * MM
K_SCALES = np.array((3 * K, -K))[:, None, None]


# ----- one run of the simulation --------------------------------------------------------------
@dataclass
class RunReport:
    """What happened in one run: bodies that fell or were lifted onto the hand, new contacts."""

    fell: list[int] = field(default_factory=list)
    lifted: list[int] = field(default_factory=list)  # onto the held body
    landed: list[tuple[int, int]] = field(default_factory=list)  # lifted onto a board body
    contacts: list[tuple[int, int]] = field(default_factory=list)
    # where (mm) each body was at its first event, for the words of the result; read only
    where: dict[int, tuple[float, float]] = field(default_factory=dict)
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

    def __init__(
        self,
        world: World,
        galaxy: Galaxy,
        held: Held | None = None,
        on_contact=None,
        snapshot=None,
        snapshot_every: float = 0.05,
    ):
        self.world = world
        self.galaxy = galaxy
        self.held = held
        self.on_contact = on_contact or (lambda a, b: (a, b))
        self.snapshot = snapshot
        self.snapshot_every = snapshot_every
        self._next_snapshot = snapshot_every
        self.time = 0.0

    # ----- forces -----------------------------------------------------------------
    def _prepare(self, bodies_changed: bool = True) -> None:
        """Everything that stays constant while the body list, the pins and the held body stay
        as they are: at the start of a run, after a removal (`bodies_changed`), and after a
        contact, which only pins bodies."""
        if bodies_changed:
            self._prepare_bodies()
        self._prepare_rows()

    def _prepare_bodies(self) -> None:
        """Per-body constants, the source columns (the board bodies, then the held body) and
        the depth of every body on the galaxy."""
        w = self.world
        kind = w.kind
        n = len(w)
        c = n + (self.held is not None)
        self._n = n
        self._spheres = SPHERE[kind]
        self._comets = COMET[kind]
        self._any_comet = bool(_any(self._comets))
        self._weight = MASS[kind] * data.GRAVITY
        self._meff = MEFF[kind]
        self._mus = MUS[kind]
        self._muk = MUK[kind]
        magnitude = MOMENT[kind]
        self._m_sphere = np.where(self._spheres, magnitude, 0.0)
        self._m_comet = np.where(self._comets, magnitude, 0.0)
        self._mz_disc = np.where(DISC[kind], magnitude * w.pole, 0.0)
        # sphere directions stacked; the world's ux, uy, uz are views of them
        self._u = np.array((w.ux, w.uy, w.uz))
        w.ux, w.uy, w.uz = self._u
        self._field = None  # the field of the last step, stacked, once there is one
        # source columns: positions and moments, the held body's filled in once here
        self._src = np.empty((2, c))  # x, y of every source
        self._xs, self._ys = self._src
        zs = np.empty(c)
        self._mc = np.empty((3, c))
        zs[:n] = Z[kind]
        if self.held is not None:
            h = self.held
            self._xs[n], self._ys[n], zs[n] = h.x * MM, h.y * MM, h.height * MM
            self._mc[:, n] = h.moment()
        self._zs = zs
        self._anchor = np.array((w.x, w.y))  # where each depth was measured
        self._depth2 = self._outline_depth2(slice(None))

    def _prepare_rows(self) -> None:
        """What depends on the pins: the rows are the free bodies only (a pinned body never
        moves, turns or lifts; it only acts), their pair geometry and the pass's buffers."""
        w = self.world
        n = self._n
        c = len(self._zs)
        free = ~w.pinned
        self._free = free
        self._fixed: np.ndarray | None = None  # the Comets' and discs' moments, see _moments
        self._fixed_buffer = np.empty((3, n))
        rows = np.nonzero(free)[0]
        self._rows = rows
        self._all_free = len(rows) == n
        self._row_pick = slice(0, n) if self._all_free else rows  # a view when all are free
        r = len(rows)
        self._align = self._spheres & free
        self._any_align = bool(_any(self._align))
        self._free_comets = self._comets & free
        # The step moves bodies and turns Comets by one rule: while a free Comet may turn, the
        # (2, m) arrays of the step hold (vx, vy) for the n bodies, then (ω, 0) for the n bodies
        # again, with the torsional friction (lever ℓ), inertia I and damping c_ω of the turn.
        self._turns = bool(_any(self._free_comets))
        twice = (lambda a, b: np.concatenate((a, b))) if self._turns else (lambda a, b: a)
        self._movable = twice(free, self._free_comets)
        self._mus2 = twice(self._mus, self._mus * LEVER)
        self._muk2 = twice(self._muk, self._muk * LEVER)
        # (2, m): the same value on both rows, so that the step's (2, m) arrays need no broadcast
        self._inertia = np.tile(twice(self._meff, np.full(n, data.COMET_INERTIA)), (2, 1))
        self._damping = np.tile(
            twice(np.full(n, data.DAMPING_V), np.full(n, data.DAMPING_W)), (2, 1)
        )
        self._zero2 = twice(
            np.full(n, ZERO_V * ZERO_V), np.full(n, data.ZERO_SPIN * data.ZERO_SPIN)
        )
        self._bind_motion()
        zs = self._zs
        self._d = np.empty((3, r, c))  # separations r_i − r_j
        np.subtract(zs[rows, None], zs, out=self._d[2])
        itself = (np.arange(r), rows)
        self._dz2 = self._d[2] * self._d[2]
        self._dz2[itself] = np.inf  # no body acts on itself
        bound = BOUND[w.kind]
        self._bound_sum = bound[rows, None] + bound
        self._bound_sum[itself] = -np.inf  # a body's gap to itself is +inf
        # a pair with a Comet is measured exactly when its bounding circles are within 3 mm:
        # gaps below this bound (−inf for the other pairs)
        self._capsule_within = (
            np.where(self._comets[rows, None] | self._comets, 3 * MM, -np.inf)
            if self._any_comet
            else None
        )
        if not self._all_free:  # pinned rows stay zero
            self._full = (np.zeros((3, n)), np.zeros(n))
        # scratch planes of the pair pass, kept for the run so that the memory stays warm
        self._planes = tuple(np.empty((8, r, c)))  # views made once, not at every pass
        self._dxy = self._d[:2]
        src = self._src
        self._src_rows = src[:, self._row_pick, None] if self._all_free else None  # a view
        self._src_columns = src[:, None, :]
        self._within = np.empty((r, c), dtype=bool)
        self._gaps = np.empty((r, n))
        self._sums = np.empty((2, 2, 3, r))
        self._w = np.empty((2, r, c))  # weights of d in the sums
        self._v = np.empty((2, r, c))  # weights of the moments
        self._m = np.empty((2, 3, c))  # 3k·m_j and −k·m_j

    def _bind_motion(self) -> None:
        """The step's stacked arrays become the world's own: positions (x, y; then φ, 0) and
        velocities (vx, vy; then ω, 0) live in them, and the world's x, y, vx, vy (φ, ω while a
        Comet may turn) are views of them, so that a step copies nothing in or out."""
        w = self.world
        n = self._n
        m = len(self._movable)
        self._fv = np.zeros((2, 2, m))  # the pulls (forces, torques), the velocities
        self._pos = np.zeros((2, m))
        self._moved_by = np.empty((2, m))
        velocity, pos = self._fv[1], self._pos
        velocity[0, :n], velocity[1, :n], pos[0, :n], pos[1, :n] = w.vx, w.vy, w.x, w.y
        w.vx, w.vy = velocity[:, :n]
        w.x, w.y = pos[:, :n]
        if self._turns:
            velocity[0, n:], pos[0, n:] = w.omega, w.phi
            w.omega, w.phi = velocity[0, n:], pos[0, n:]
            self._normal2 = np.empty((2, n))
            self._normal2_flat = self._normal2.reshape(-1)  # the normal force of each row
        self._f2_speed2 = np.empty((2, m))
        self._products = np.empty((2, 2, m))
        self._anchor_offset = np.empty((2, n))
        # the step's views, made once: the pulls of the bodies, the two halves of the products
        self._f_bodies = self._fv[0, :, :n]
        self._product_halves = self._products[:, 0], self._products[:, 1]

    def _outline_depth2(self, idx):
        """The squared distance (m²) of bodies `idx` to the galaxy's outline; 0 for a body off
        the galaxy, so that it is checked at once."""
        w = self.world
        x, y = w.x[idx] / MM, w.y[idx] / MM
        depth = np.where(self.galaxy.contains_mm(x, y), self.galaxy.depth_mm(x, y), 0.0) * MM
        return depth * depth

    def _moments(self):
        """Every source's moment (3, sources): spheres along u, Comets along φ, discs by pole."""
        n = self._n
        mc = self._mc
        np.multiply(self._m_sphere, self._u, out=mc[:, :n])
        if self._fixed is None or self._turns:
            self._fixed = self._fixed_moments()
        mc[:, :n] += self._fixed
        return mc

    def _fixed_moments(self):
        """What the moments add to the spheres' part: the Comets' along φ (x, y) and the discs'
        (z). Without Comets, x and y add −0.0, which leaves every value as it is."""
        fixed = self._fixed_buffer
        if self._any_comet:
            phi = self.world.phi
            np.cos(phi, out=fixed[0])
            np.sin(phi, out=fixed[1])
            fixed[:2] *= self._m_comet
        else:
            fixed[:2] = -0.0
        fixed[2] = self._mz_disc
        return fixed

    def _fields(self):
        """One vectorised pass over every pair: forces and fields on the board bodies, Comet
        torques, footprint gaps, and a function giving the vertical pair forces on a body
        (for the partner of a LIFT). With k folded into the source moments,

            F_i = Σ_j 3k/r⁵ ((m_j·d) m_i + (m_i·d) m_j + (m_i·m_j) d − 5 (m_i·d)(m_j·d) d / r²)
            B_i = Σ_j k (3 (m_j·d) d / r⁵ − m_j / r³)

        The sums over sources run in einsum's own loops (no BLAS) along the source axis in id
        order, two sums sharing one call where they have the same shape."""
        w = self.world
        n = len(w)
        rows, pick = self._rows, self._row_pick
        mc = self._moments()
        mr = mc[:, pick]
        src, d, dxy = self._src, self._d, self._dxy
        src[:, :n] = self._pos[:, :n]  # the world's x, y
        src_rows = self._src_rows if self._src_rows is not None else src[:, pick, None]
        np.subtract(src_rows, self._src_columns, out=dxy)
        rxy2, inv_r2, root, c5, mi_d, mj_d, common, t = self._planes
        _einsum("krc,krc->rc", dxy, dxy, out=rxy2)
        np.add(self._dz2, rxy2, out=inv_r2)
        within = np.less_equal(inv_r2, CUTOFF2, out=self._within)
        np.divide(within, inv_r2, out=inv_r2)  # 0 beyond the cut-off and for i = j
        wd, wm, m = self._w, self._v, self._m
        c3 = np.multiply(inv_r2, np.sqrt(inv_r2, out=root), out=wm[1])  # 1/r³
        np.multiply(c3, inv_r2, out=c5)  # 1/r⁵
        np.multiply(mc, K_SCALES, out=m)  # 3k·m_j, −k·m_j
        mj3 = m[0]
        _einsum("kr,krc->rc", mr, d, out=mi_d)
        _einsum("kc,krc->rc", mj3, d, out=mj_d)
        _einsum("kr,kc->rc", mr, mj3, out=common)
        np.multiply(mi_d, mj_d, out=t)
        t *= inv_r2
        t *= 5
        common -= t
        np.multiply(common, c5, out=wd[0])  # the d term of F
        a = np.multiply(mj_d, c5, out=wd[1])  # the m_i term of F; 3k (m_j·d)/r⁵ of B
        b = np.multiply(mi_d, c5, out=wm[0])  # the m_j term of F
        along_d = _einsum("src,krc->skr", wd, d, out=self._sums[0])  # (F, B) parts along d
        along_m = _einsum("src,skc->skr", wm, m, out=self._sums[1])  # (F, B) parts along m_j
        force = mr * _rowsum(a) + along_d[0] + along_m[0]
        field = along_d[1] + along_m[1]
        torque = mr[0] * field[1] - mr[1] * field[0] if self._turns else None
        if not self._all_free:  # pinned bodies: no force, no field
            full_force, full_torque = self._full  # used within the step only
            full_force[:, rows] = force
            full_field = np.zeros((3, n))  # kept in the world: a new array
            full_field[:, rows] = field
            force, field = full_force, full_field
            if torque is not None:
                full_torque[rows] = torque
                torque = full_torque

        def fz_pair(i: int):
            row = int(np.searchsorted(rows, i))
            return a[row] * mr[2, row] + b[row] * mj3[2] + wd[0, row] * d[2, row]

        gaps = np.sqrt(rxy2[:, :n], out=self._gaps)
        gaps -= self._bound_sum
        if self._any_comet:
            near = gaps < self._capsule_within
            if _any(near):
                kind, x, y, phi = w.kind, w.x, w.y, w.phi
                for row, j in zip(*np.nonzero(near)):
                    i = rows[row]
                    gaps[row, j] = footprint_gap(
                        int(kind[i]),
                        float(x[i]),
                        float(y[i]),
                        float(phi[i]),
                        int(kind[j]),
                        float(x[j]),
                        float(y[j]),
                        float(phi[j]),
                    )
        return force, field, torque, gaps, fz_pair

    def _narrow(self, passed, kept):
        """The pair pass after a contact: positions and moments are as they were, so the rows
        still free keep their values (a row depends on its own body only) and the newly pinned
        get none."""
        force, field, torque, gaps, fz_pair = passed
        pinned = self.world.pinned
        force = np.where(pinned, 0.0, force)
        field = np.where(pinned, 0.0, field)
        torque = np.where(pinned, 0.0, torque) if self._turns else None
        return force, field, torque, gaps[np.searchsorted(kept, self._rows)], fz_pair

    def _field_at(self, i: int):
        """The total field at body i's centre from every other source, with current moments."""
        w = self.world
        n = len(w)
        cmx, cmy, cmz = self._moments()
        xs, ys = self._xs, self._ys
        xs[:n] = w.x
        ys[:n] = w.y
        dx, dy, dz = w.x[i] - xs, w.y[i] - ys, self._zs[i] - self._zs
        r2 = dx * dx + dy * dy + dz * dz
        r2[i] = np.inf
        inv_r = 1.0 / np.sqrt(r2)
        inv_r[r2 > CUTOFF2] = 0.0
        rx, ry, rz = dx * inv_r, dy * inv_r, dz * inv_r
        c3 = K * inv_r**3
        t = 3 * (cmx * rx + cmy * ry + cmz * rz) * c3
        return (
            float((t * rx - c3 * cmx).sum()),
            float((t * ry - c3 * cmy).sum()),
            float((t * rz - c3 * cmz).sum()),
        )

    def align_spheres(self, passes: int = 1) -> None:
        """Turn every free sphere to the field at its centre, `passes` times."""
        self._prepare()
        for _ in range(passes):
            _force, field, _t, _g, _p = self._fields()
            self.world.bx, self.world.by, self.world.bz = self._field = field
            self._apply_alignment()

    def _apply_alignment(self):
        """Free spheres take the direction of the field computed in the previous step. A sphere
        whose pole would reverse is instead turned in id order, seeing the spheres before it
        already turned, so that two spheres never swap poles back and forth forever."""
        w = self.world
        if not self._any_align:
            return
        field = self._field if self._field is not None else np.array((w.bx, w.by, w.bz))
        mag = np.sqrt(_add(field * field, 0))
        turn = self._align & (mag >= data.B_NEGLIGIBLE)
        unit = field / np.where(turn, mag, 1.0)
        flip = turn & (_add(unit * self._u, 0) < 0)
        self._u = np.where(turn > flip, unit, self._u)  # turned, and not flipped
        w.ux, w.uy, w.uz = self._u
        if not _any(flip):
            return
        for i in np.nonzero(flip)[0]:
            fx, fy, fz = self._field_at(int(i))
            mag_i = math.sqrt(fx * fx + fy * fy + fz * fz)
            if mag_i >= data.B_NEGLIGIBLE:
                w.ux[i], w.uy[i], w.uz[i] = fx / mag_i, fy / mag_i, fz / mag_i

    # ----- events -----------------------------------------------------------------
    def _events(self, report: RunReport, moved, gaps, fz_pair, normal) -> bool:
        """FELL, LIFT and CLACK for the current positions; True if the world changed."""
        w = self.world
        # FELL: only a body that moved further than its depth since it was measured can be off
        offset = np.subtract(self._pos[:, : len(w)], self._anchor, out=self._anchor_offset)
        offset *= offset
        far = np.add(offset[0], offset[1], out=offset[0]) >= self._depth2
        far &= moved  # only free bodies move
        if _any(far):
            check = np.nonzero(far)[0]
            off = check[~self.galaxy.contains_mm(w.x[check] / MM, w.y[check] / MM)]
            if len(off):
                ids = [int(i) for i in w.ids[off]]
                self._note_where(report, off)
                report.fell.extend(ids)
                w.remove(ids)
                return True
            self._anchor[:, check] = self._pos[:, check]
            self._depth2[check] = self._outline_depth2(check)
        lifted = normal <= 0  # a pinned body has its weight
        if _any(lifted):
            n = len(w)
            to_hand = []
            for i in np.nonzero(lifted)[0]:
                partner = int(np.argmax(fz_pair(i)))
                if partner >= n:  # the held body
                    to_hand.append(int(w.ids[i]))
                else:
                    report.landed.append((int(w.ids[i]), int(w.ids[partner])))
                    self._contact(report, int(w.ids[i]), int(w.ids[partner]))
            if to_hand:
                self._note_where(report, np.nonzero(np.isin(w.ids, to_hand))[0])
                report.lifted.extend(to_hand)
                w.remove(to_hand)
            return True
        if (
            float(np.minimum.reduce(gaps, axis=None, initial=math.inf)) <= CONTACT
        ):  # rows are free bodies
            at, js = np.nonzero(gaps <= CONTACT)
            row_ids = w.ids
            pairs = sorted(
                {
                    (int(row_ids[min(i, j)]), int(row_ids[max(i, j)]))
                    for i, j in zip(self._rows[at], js)
                }
            )
            for a, b in pairs:
                self._contact(report, a, b)
            return bool(pairs)
        return False

    def _note_where(self, report: RunReport, rows) -> None:
        w = self.world
        for i in rows:
            report.where.setdefault(int(w.ids[i]), (float(w.x[i]) / MM, float(w.y[i]) / MM))

    def _contact(self, report: RunReport, a: int, b: int) -> None:
        report.contacts.append((a, b))
        w = self.world
        self._note_where(report, np.nonzero(np.isin(w.ids, (a, b)))[0])
        pin = self.on_contact(a, b)
        mask = np.isin(w.ids, np.asarray(list(pin), dtype=np.int64))
        w.pinned = w.pinned | mask
        w.vx = np.where(mask, 0.0, w.vx)
        w.vy = np.where(mask, 0.0, w.vy)
        w.omega = np.where(mask, 0.0, w.omega)

    # ----- the loop ---------------------------------------------------------------
    def run(self, duration: float | None = None) -> RunReport:
        """Step until SETTLED or TIMEOUT, or for exactly `duration` seconds (a hover slice)."""
        report = RunReport()
        w = self.world
        rest_steps = 0
        elapsed = 0.0
        limit = duration if duration is not None else data.TIMEOUT
        fresh = True  # the body list or the pins changed: new constants
        passed = None  # the last step's fields, which a pinning contact keeps
        if self.snapshot is not None:
            self.snapshot(w)
        while True:
            n = len(w)
            if n == 0:
                report.settled = True
                break
            kept = None
            if fresh:
                bodies_changed = report.steps == 0 or n != self._n
                kept = None if bodies_changed else self._rows  # a contact only pinned
                self._prepare(bodies_changed)
                moved = self._free.copy()
            self._apply_alignment()
            if kept is not None:
                force, field, torque, gaps, fz_pair = self._narrow(passed, kept)
            else:
                force, field, torque, gaps, fz_pair = self._fields()
            passed = force, field, torque, gaps, fz_pair
            normal = self._weight - force[2]
            if self._events(report, moved, gaps, fz_pair, normal):
                fresh = True
                continue
            fresh = False
            w.bx, w.by, w.bz = self._field = field
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
            dt, moved = self._step(force[:2], torque, normal, gaps, limit - elapsed)
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

    def _step(self, fh, torque, normal, gaps, remaining: float):
        """One semi-implicit Euler step with the adaptive time step, on the stacked (2, m) arrays
        of motions (see `_prepare`); returns dt and the mask of bodies that move or turn.

        The pulls and the velocities are stacked (`_fv`) so that one product and one sum give
        both |F|² and |v|², and later both v·v' and v'·v'; every value is the same sum of the
        same products as component by component."""
        n = self._n
        fv = self._fv
        f, v = fv
        self._f_bodies[...] = fh
        if self._turns:
            f[0, n:] = torque
            f[1, n:] = 0.0
            self._normal2[:] = normal
            normal = self._normal2_flat
        first, second = self._product_halves
        np.multiply(fv, fv, out=self._products)
        f2, speed2 = np.add(first, second, out=self._f2_speed2)
        stick = self._mus2 * normal
        stick *= stick
        held_fast = f2 <= stick  # |F_h| ≤ μs·N, |τ| ≤ μs·N·ℓ
        moving = speed2 > 0  # pinned bodies never move
        active = self._movable > held_fast  # breaking loose,
        active |= moving  # or moving
        dt = min(data.DT_MAX, remaining)
        if not _any(active):
            return dt, active[:n]
        # accelerations: kinetic friction against the motion (or the pull, when breaking loose)
        along = np.where(moving, speed2, f2)
        np.sqrt(along, out=along)
        along[along == 0] = 1.0
        direction = np.where(moving, v, f)
        direction /= along
        friction = self._muk2 * normal
        friction = np.multiply(friction, direction, out=direction)
        acc = np.subtract(f, friction, out=friction)
        acc /= self._inertia
        acc -= np.multiply(self._damping, v, out=self._moved_by)
        acc *= active
        # adaptive time step
        mover = active[:n] | active[n:] if self._turns else active
        movers = (mover if self._all_free else mover[self._rows])[:, None]  # every mover is free
        gap = max(float(np.minimum.reduce(gaps, axis=None, where=movers, initial=math.inf)), 0.0)
        if gap < math.inf:
            v_max = math.sqrt(float(_max(speed2[:n])))
            if v_max > 0:
                dt = min(dt, data.DT_GAP_FACTOR * gap / v_max)
            a2 = np.multiply(acc[:, :n], acc[:, :n], out=self._products[0, :, :n])
            a_max = math.sqrt(float(_max(np.add(a2[0], a2[1], out=a2[0]))))
            if a_max > 0:
                dt = min(dt, math.sqrt(data.DT_ACCEL_FACTOR * gap / a_max))
        if self._turns:
            w_max = float(_max(np.abs(v[0, n:])))
            if w_max > 0:
                dt = min(dt, data.DT_TURN / w_max)
        dt = max(dt, min(data.DT_MIN, remaining))
        # velocities first, then positions (and angles) from the new velocities
        nv = np.multiply(acc, dt, out=f)  # the pulls are spent: f holds v' now
        nv += v
        np.multiply(fv, nv, out=self._products)  # v'·v', v·v' by components
        dots = np.add(first, second, out=self._f2_speed2)
        stop = dots[1] <= 0
        stop |= dots[0] < self._zero2
        stop &= held_fast
        moved = active > stop
        nv *= moved
        v[:] = nv
        self._pos += np.multiply(nv, dt, out=self._moved_by)
        if self._turns:
            return dt, moved[:n] | moved[n:]
        return dt, moved
