"""Magnitus computer players.

Every level reads only its seat's view (the bodies on the galaxy, the fields, its hand) and
ranks candidate placements on a fine grid of the galaxy by their *slack*: how far the spot is
from the reach of every body already there (the rules' reach table, a lone pair's worst
orientation, mm) and from the galaxy's edge. Placements need not be among the sampled
`legal_actions` (the placement space is continuous); every chosen spot is checked with the
rules' own placement test.

- `easy` places the body with the largest slack, judged by the table alone (one step, no
  simulation).
- `normal` simulates the best few candidates (spread over the galaxy, both poles of a disc,
  several headings of a Comet) on copies from `worlds()` (the physics is deterministic, so the
  copy's outcome is the real one) and plays the first that ends the turn with nothing taken.
- `hard` simulates more candidates and, among the quiet ones, keeps the one that leaves the
  most room for the bodies still in its hand; when the next player would empty their hand
  first, it takes room from them too, since only their mistake can then win the game.

No level hovers: hovering only risks an event. A custom layout is confirmed as it stands.
"""

from __future__ import annotations

import math

import numpy as np

from magtui.core.advice import Advice
from magtui.core.bots import Bot
from magtui.games.magnitus import actions as A
from magtui.games.magnitus import data
from magtui.games.magnitus.bodies import World, public_bodies
from magtui.games.magnitus.geometry import Galaxy
from magtui.games.magnitus.match import next_alive
from magtui.games.magnitus.reasons import placement_why, plain_why

GRID_STEP = 4.0  # mm between candidate spots
EDGE_WEIGHT = 1.0  # slack counts the edge distance minus EDGE_MARGIN, times this
EDGE_MARGIN = 12.0  # mm: bodies this close to the edge are easily pushed off
SPREAD = 15.0  # mm: simulated candidates of one kind stand at least this far apart
COMET_ANGLES = (0, 45, 90, 135, 180, 225, 270, 315)
SAFETY = 0.2  # mm beyond the placement clearance

KIND_NAMES = tuple(k.name for k in data.KINDS)
# REACH as a matrix over kinds (catalogue order), mm.
REACH = np.zeros((len(KIND_NAMES), len(KIND_NAMES)))
for (_a, _b), _r in data.REACH.items():
    REACH[data.KIND_INDEX[_a], data.KIND_INDEX[_b]] = REACH[
        data.KIND_INDEX[_b], data.KIND_INDEX[_a]
    ] = _r
BOUND = np.array([k.radius + k.half_length for k in data.KINDS])
# The bodies that are hardest to place go first while the galaxy is still roomy.
DIFFICULTY = REACH.mean(axis=1)

_GALAXIES: dict = {}


def _galaxy_grid(fields) -> tuple[Galaxy, np.ndarray, np.ndarray]:
    """The galaxy of `fields`, its grid points (mm) and their distance to the edge, cached."""
    key = tuple(tuple(tuple(p) for p in tri) for tri in fields)
    if key not in _GALAXIES:
        galaxy = Galaxy(key)
        xs = np.arange(galaxy.xmin + GRID_STEP / 2, galaxy.xmax, GRID_STEP)
        ys = np.arange(galaxy.ymin + GRID_STEP / 2, galaxy.ymax, GRID_STEP)
        gx, gy = np.meshgrid(np.round(xs * 10) / 10, np.round(ys * 10) / 10)
        points = np.stack([gx.ravel(), gy.ravel()], axis=1)
        points = points[galaxy.contains_mm(points[:, 0], points[:, 1])]
        depth = galaxy.depth_mm(points[:, 0], points[:, 1])
        if len(_GALAXIES) > 16:
            _GALAXIES.clear()
        _GALAXIES[key] = (galaxy, points, depth)
    return _GALAXIES[key]


def hand_kinds(view: dict, seat: int) -> list[int]:
    """Kinds (catalogue indices) in `seat`'s hand, each once."""
    per_kind = data.PER_KIND_PER_SET * view["sets"]
    return sorted({i // per_kind for i in view["hands"][seat]})


def slack_map(view: dict, kind: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(points, slack, clear) for a body of `kind` on the grid: slack is the smallest of the
    distance beyond every body's reach and the weighted edge distance (mm); clear is the
    bounding-circle gap to the nearest body (a legality pre-filter)."""
    _, points, depth = _galaxy_grid(view["fields"])
    edge = EDGE_WEIGHT * (depth - EDGE_MARGIN)
    bodies = public_bodies(World.from_json(view["world"]))  # centres in mm, as the table reads
    if not bodies:
        return points, edge, np.full(len(points), np.inf)
    bx = np.array([b["x"] for b in bodies])
    by = np.array([b["y"] for b in bodies])
    bk = np.array([data.KIND_INDEX[b["kind"]] for b in bodies])
    dist = np.hypot(points[:, 0:1] - bx[None, :], points[:, 1:2] - by[None, :])
    reach = (dist - REACH[kind][bk][None, :]).min(axis=1)
    # several bodies pulling together reach further than one: a small charge for each body
    # within one and a half reaches
    crowd = np.clip(1.5 * REACH[kind][bk][None, :] - dist, 0, None).sum(axis=1) * 0.1
    clear = (dist - BOUND[bk][None, :] - BOUND[kind]).min(axis=1)
    return points, np.minimum(reach - crowd, edge), clear


def orientations(kind: int, rng) -> list:
    name = KIND_NAMES[kind]
    if name in ("star", "asteroid"):
        return [1, -1] if rng.random() < 0.5 else [-1, 1]
    if name == "comet":
        start = rng.randbelow(len(COMET_ANGLES))
        return list(COMET_ANGLES[start:] + COMET_ANGLES[:start])
    return [None]


def candidate_spots(view: dict, seat: int, per_kind: int) -> list[tuple[float, int, int, int]]:
    """(slack, kind, x, y) in tenths of a mm: the best `per_kind` spots of every kind in hand,
    at least SPREAD apart, best first (more difficult kinds first at equal slack)."""
    out = []
    for kind in hand_kinds(view, seat):
        points, slack, clear = slack_map(view, kind)
        ok = np.nonzero(clear >= data.PLACEMENT_CLEARANCE + SAFETY)[0]
        if not len(ok):
            continue
        order = ok[np.argsort(-slack[ok], kind="stable")]
        chosen: list[int] = []
        for i in order:
            p = points[i]
            if all(math.hypot(*(p - points[j])) >= SPREAD for j in chosen):
                chosen.append(int(i))
                if len(chosen) >= per_kind:
                    break
        for i in chosen:
            out.append(
                (
                    float(slack[i]),
                    kind,
                    int(round(points[i, 0] * 10)),
                    int(round(points[i, 1] * 10)),
                )
            )
    return out


def ranked(candidates: list, threshold: float) -> list:
    """Spots with slack above `threshold` go first, the most difficult kind first among them;
    then the rest by slack."""

    def key(c):
        slack, kind = c[0], c[1]
        roomy = slack >= threshold
        return (0 if roomy else 1, -DIFFICULTY[kind] if roomy else 0, -slack)

    return sorted(candidates, key=key)


def placing(view: dict) -> bool:
    """Whether the seat places a body now: neither arranging the galaxy nor hovering."""
    return not view["editing"] and not view["over"] and view["hover"] is None


def fallback(view: dict, legal_actions):
    """Outside play (the layout editor, a hover), or nothing to place: the plain choice."""
    legal = list(legal_actions)
    for wanted in (A.LAYOUT_DONE, A.RAISE):
        if wanted in legal:
            return wanted
    return legal[0]


def plain_advice(view: dict, legal_actions) -> Advice:
    action = fallback(view, legal_actions)
    return Advice(action, plain_why(view, action))


class EasyBot(Bot):
    """One step by the reach table: the difficult bodies first while there is room, each on
    the spot of largest slack; no simulation."""

    level = "easy"
    threshold = 8.0

    def choose(self, view: dict, legal_actions, worlds=None):
        if not placing(view):
            return fallback(view, legal_actions)
        cands = ranked(candidate_spots(view, self.seat, 1), self.threshold)
        for _, kind, x, y in cands:
            return A.place(KIND_NAMES[kind], x, y, orientations(kind, self.rng)[0])
        return fallback(view, legal_actions)


class SimBot(Bot):
    """Simulates candidate placements on `worlds()` copies and plays a quiet one."""

    level = "normal"
    per_kind = 3  # spots per kind in hand
    orient_tries = 2  # orientations tried per spot (discs: both poles; comets: headings)
    max_sims = 8  # simulations at most, more only while nothing quiet is found
    extra_sims = 8
    threshold = 8.0
    judge_room = False
    judge_quiet = 1  # quiet placements compared by the room they leave (hard)

    def choose(self, view: dict, legal_actions, worlds=None):
        return self.advise(view, legal_actions, worlds).action

    def advise(self, view: dict, legal_actions, worlds=None) -> Advice:
        """The placement `choose` makes, and why: its distance to the nearest reach and what
        its trial run on a copy of the galaxy showed."""
        if not placing(view) or worlds is None:
            return plain_advice(view, legal_actions)
        cands = ranked(candidate_spots(view, self.seat, self.per_kind), self.threshold)
        if not cands:
            return plain_advice(view, legal_actions)
        tries = []
        for _, kind, x, y in cands:
            for orient in orientations(kind, self.rng)[: self.orient_tries]:
                tries.append(A.place(KIND_NAMES[kind], x, y, orient))
        best, best_key, best_turn, sims, quiet = None, None, None, 0, 0
        last = len(view["hands"][self.seat]) == 1  # a quiet placement ends the game: take it
        for action in tries:
            self.keep_searching()
            if sims >= self.max_sims + (self.extra_sims if quiet == 0 else 0):
                break
            world = worlds()
            if world.placement_problem(action.kind, action.x, action.y, action.orient):
                continue
            world.apply(self.seat, action)
            sims += 1
            taken = len(world.last_turn.taken) if world.last_turn else 0
            key = (
                -taken,
                self._room(world) if self.judge_room and taken == 0 and not last else 0.0,
            )
            if best_key is None or key > best_key:
                best, best_key, best_turn = action, key, world.last_turn
            if taken == 0:
                quiet += 1
                if not self.judge_room or last or quiet >= self.judge_quiet:
                    break
        if best is None:
            return plain_advice(view, legal_actions)
        return Advice(best, placement_why(view, self.seat, best, best_turn))

    def _room(self, world) -> float:
        return hand_room(world.view(self.seat), self.seat)


def hand_room(view: dict, seat: int) -> float:
    """Room left for the bodies in `seat`'s hand: the number of grid spots beyond every reach
    for the kind that has fewest (the hardest to place decides), plus a little for its
    largest slack."""
    kinds = hand_kinds(view, seat)
    if not kinds:
        return 1e9
    room = math.inf
    for kind in kinds:
        _, slack, _ = slack_map(view, kind)
        room = min(room, float((slack > 0).sum()) + 0.2 * float(slack.max(initial=0.0)))
    return room


class NormalBot(SimBot):
    level = "normal"


class HardBot(SimBot):
    """More candidates when nothing is quiet, and among the first quiet ones the placement
    that leaves most room for the hardest body still in hand, less the room left to the next
    player when they hold no more bodies than the bot: they would empty their hand first."""

    level = "hard"
    per_kind = 6
    orient_tries = 2
    max_sims = 8
    extra_sims = 40
    judge_room = True
    judge_quiet = 6

    def _room(self, world) -> float:
        view = world.view(self.seat)
        room = hand_room(view, self.seat)
        rival = next_alive(view["alive"], self.seat)
        if rival != self.seat and len(view["hands"][rival]) <= len(view["hands"][self.seat]):
            room -= hand_room(view, rival)
        return room
