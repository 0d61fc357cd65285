"""A turn's physics outcome: clusters (union-find over this turn's contacts and the black holes
already in the galaxy), the resolution loop, and the haul (spec section 4, rulings G8-G12)."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from magtui.games.magnitus.data import REPLAY_FRAME
from magtui.games.magnitus.geometry import Galaxy
from magtui.games.magnitus.bodies import Held, World
from magtui.games.magnitus.physics import RunReport, Simulator


class Clusters:
    """Union-find over body ids; black holes start united. Clusters touched by a contact of
    this turn are the turn's clusters, pinned at once."""

    def __init__(self, world: World):
        self.parent: dict[int, int] = {}
        self.touched: set[int] = set()  # ids whose cluster formed or grew this turn
        for group in np.unique(world.group[world.group >= 0]):
            members = [int(i) for i in world.ids[world.group == group]]
            for other in members[1:]:
                self._union(members[0], other)

    def _find(self, a: int) -> int:
        self.parent.setdefault(a, a)
        while self.parent[a] != a:
            self.parent[a] = self.parent[self.parent[a]]
            a = self.parent[a]
        return a

    def _union(self, a: int, b: int) -> None:
        ra, rb = self._find(a), self._find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)

    def members(self, a: int) -> list[int]:
        root = self._find(a)
        return sorted(i for i in list(self.parent) if self._find(i) == root)

    def contact(self, a: int, b: int) -> list[int]:
        self._union(a, b)
        self.touched.update((a, b))
        return self.members(a)

    def turn_clusters(self) -> list[list[int]]:
        """The clusters that formed or grew this turn, each sorted, in order of their lowest id."""
        roots = sorted({self._find(i) for i in self.touched})
        return [self.members(r) for r in roots]


@dataclass
class Outcome:
    """What a turn's physics did: the haul for the active player, holes formed or grown."""

    fell: list[int] = field(default_factory=list)
    lifted: list[int] = field(default_factory=list)
    landed: list[tuple[int, int]] = field(default_factory=list)
    clusters: list[list[int]] = field(default_factory=list)
    taken: list[int] = field(default_factory=list)  # every body going to the hand
    holes: list[list[int]] = field(default_factory=list)  # Black Holes: formed or grown
    contacts: list[tuple[int, int]] = field(default_factory=list)  # in the order they happened
    where: dict[int, tuple[float, float]] = field(default_factory=dict)  # mm, at the first event
    steps: int = 0
    elapsed: float = 0.0

    @property
    def event(self) -> bool:
        return bool(self.fell or self.lifted or self.clusters)

    def to_json(self) -> dict:
        return {
            "fell": self.fell,
            "lifted": self.lifted,
            "landed": [list(p) for p in self.landed],
            "clusters": self.clusters,
            "taken": self.taken,
            "holes": self.holes,
            "contacts": [list(p) for p in self.contacts],
            "where": {str(k): list(v) for k, v in self.where.items()},
            "steps": self.steps,
            "elapsed": self.elapsed,
        }

    @classmethod
    def from_json(cls, data: dict) -> "Outcome":
        ids = lambda items: [int(i) for i in items]  # noqa: E731
        return cls(
            fell=ids(data["fell"]),
            lifted=ids(data["lifted"]),
            landed=[(int(a), int(b)) for a, b in data["landed"]],
            clusters=[ids(c) for c in data["clusters"]],
            taken=ids(data["taken"]),
            holes=[ids(c) for c in data["holes"]],
            contacts=[(int(a), int(b)) for a, b in data["contacts"]],
            where={int(k): (float(v[0]), float(v[1])) for k, v in data["where"].items()},
            steps=int(data["steps"]),
            elapsed=float(data["elapsed"]),
        )

    def absorb(self, report: RunReport) -> None:
        self.fell += report.fell
        self.lifted += report.lifted
        self.landed += report.landed
        self.contacts += report.contacts
        for body, spot in report.where.items():
            self.where.setdefault(body, spot)
        self.steps += report.steps
        self.elapsed += report.elapsed


def simulator(
    world: World, galaxy: Galaxy, clusters: Clusters, held: Held | None = None, snapshot=None
) -> Simulator:
    return Simulator(
        world,
        galaxy,
        held,
        on_contact=clusters.contact,
        snapshot=snapshot,
        snapshot_every=REPLAY_FRAME,
    )


def resolve(
    world: World,
    galaxy: Galaxy,
    clusters: Clusters,
    outcome: Outcome,
    black_holes: bool,
    snapshot=None,
) -> Outcome:
    """Run the galaxy until it is quiet (G12), taking this turn's clusters out between runs under
    the standard rules, or leaving them as black holes. Fills and returns `outcome`."""
    removed: set[int] = set()
    while True:
        sim = simulator(world, galaxy, clusters, snapshot=snapshot)
        outcome.absorb(sim.run())
        if black_holes:
            break
        out = [int(i) for i in world.ids[world.pinned]]
        if not out:
            break
        removed.update(out)
        world.remove(out)
    outcome.clusters = clusters.turn_clusters()
    if black_holes:
        outcome.holes = [c for c in outcome.clusters]
        for cluster in outcome.holes:
            mask = np.isin(world.ids, np.asarray(cluster, dtype=np.int64))
            world.group = np.where(mask, cluster[0], world.group)
        outcome.taken = sorted(set(outcome.fell) | set(outcome.lifted))
    else:
        outcome.taken = sorted(removed | set(outcome.fell) | set(outcome.lifted))
    return outcome
