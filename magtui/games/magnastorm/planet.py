"""The planet as a graph: areas, spaces, lines, transmitter spaces, sectors, and scout reach.

Built once per board side from data.py and shared by every state (immutable).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection
from functools import cached_property, lru_cache

from magtui.games.magnastorm import data


class Planet:
    def __init__(self, four_player: bool):
        self.four_player = four_player
        layout = data.BOARD_4P if four_player else data.BOARD_23P
        template = data.SECTOR_LINES_4P if four_player else data.SECTOR_LINES_23P
        self.transmitters: dict[str, tuple[str, str]] = dict(
            data.TRANSMITTERS_4P if four_player else data.TRANSMITTERS_23P
        )
        self.hex: dict[str, tuple[int, int]] = {}
        self.colours: dict[str, str] = {}  # area -> colours of its spaces
        for sector, areas in layout.items():
            for letter, (q, r, colours) in areas.items():
                self.hex[f"{sector}{letter}"] = (q, r)
                self.colours[f"{sector}{letter}"] = colours
        self.areas: tuple[str, ...] = tuple(self.hex)
        self.lines: list[tuple[str, str]] = []
        for sector in range(1, 7):
            nxt = sector % 6 + 1
            for line in template:
                a, b = line.split("-")
                ends = [f"{nxt if e.endswith(chr(39)) else sector}{e[0]}" for e in (a, b)]
                self.lines.append((ends[0], ends[1]))
        self.neighbours: dict[str, tuple[str, ...]] = {
            a: tuple(
                sorted({v for u, v in self.lines if u == a} | {u for u, v in self.lines if v == a})
            )
            for a in self.areas
        }
        self.line_transmitter: dict[frozenset, str] = {
            frozenset(ends): t for t, ends in self.transmitters.items()
        }
        self.spaces: tuple[str, ...] = tuple(
            f"{a}{i + 1}" for a in self.areas for i in range(len(self.colours[a]))
        )

    # ----- ids ---------------------------------------------------------------------------
    @staticmethod
    def area_of(space: str) -> str:
        return space[:2]

    @staticmethod
    def sector_of(place: str) -> int:
        return int(place[0])

    def space_colour(self, space: str) -> str:
        return self.colours[space[:2]][int(space[2:]) - 1]

    def spaces_of(self, area: str) -> list[str]:
        return [f"{area}{i + 1}" for i in range(len(self.colours[area]))]

    # ----- distances ---------------------------------------------------------------------
    def distances(self, starts: dict[str, int], allowed: Collection[str]) -> dict[str, int]:
        """Line steps from the start areas (with their initial costs) through allowed areas."""
        dist = {a: d for a, d in starts.items() if a in allowed}
        queue = deque(sorted(dist, key=lambda a: dist[a]))
        while queue:
            a = queue.popleft()
            for b in self.neighbours[a]:
                if b in allowed and b not in dist:
                    dist[b] = dist[a] + 1
                    queue.append(b)
        return dist


@lru_cache(maxsize=2)
def planet(four_player: bool) -> Planet:
    return Planet(four_player)


@lru_cache(maxsize=None)
def quiet_sectors(start: str, round_no: int) -> frozenset[int]:
    q0 = data.QUIET_OFFSET[start]
    return frozenset((q0 + round_no - 1 + k - 1) % 6 + 1 for k in (0, 1, 2))


def first_quiet_clockwise(sector: int, quiet: Collection[int]) -> int:
    for step in range(1, 7):
        s = (sector - 1 + step) % 6 + 1
        if s in quiet:
            return s
    raise ValueError("no quiet sector")


class Reach:
    """Where a scout may end a move, and which transmitter lines a legal path may walk.

    start: the space the scout stands on; station: a built transmitter to start from instead;
    steps: the range. Rulings M2-M5 and M8.
    """

    def __init__(
        self, pl: Planet, quiet: Collection[int], start: str, steps: int, station: str | None = None
    ):
        self.pl = pl
        quiet_areas = {a for a in pl.areas if pl.sector_of(a) in quiet}
        self.quiet_areas = quiet_areas
        if station is not None:
            u, v = pl.transmitters[station]
            starts = {u: 1, v: 1}
            self.escape = False
        else:
            starts = {pl.area_of(start): 0}
            self.escape = pl.sector_of(start) not in quiet
        if not self.escape:
            allowed = quiet_areas
            self.dist = pl.distances(starts, allowed)
            self.areas = {a for a, d in self.dist.items() if d <= steps}
            self.allowed = allowed
        else:
            allowed = set(pl.areas)
            self.dist = pl.distances(starts, allowed)
            within = {a for a, d in self.dist.items() if d <= steps}
            quiet_in_range = within & quiet_areas
            if quiet_in_range:
                self.areas = quiet_in_range
            else:
                own = pl.sector_of(start)
                target = first_quiet_clockwise(own, quiet)
                corridor = {
                    a for a in pl.areas if pl.sector_of(a) not in quiet or pl.sector_of(a) == target
                }
                goal = {a: 0 for a in pl.areas if pl.sector_of(a) == target}
                to_goal = pl.distances(goal, corridor)
                here = to_goal.get(pl.area_of(start), 10**6)
                self.areas = {a for a in within if to_goal.get(a, 10**6) < here}
            self.allowed = allowed
        self.start = start
        self.station = station
        self.steps = steps

    def destinations(self) -> list[str]:
        """Legal end spaces (the scout's own space is excluded in an escape)."""
        return list(self.ends)

    @cached_property
    def ends(self) -> tuple[str, ...]:
        return tuple(
            space
            for area in sorted(self.areas)
            for space in self.pl.spaces_of(area)
            if not (self.escape and space == self.start)
        )

    def buildable(self, dest_area: str) -> list[str]:
        """Transmitters on lines that some legal path to dest_area walks."""
        back = self.pl.distances({dest_area: 0}, self.allowed)
        found = []
        for t, (u, v) in sorted(self.pl.transmitters.items()):
            for a, b in ((u, v), (v, u)):
                if a in self.dist and b in back and self.dist[a] + 1 + back[b] <= self.steps:
                    found.append(t)
                    break
        return found


@lru_cache(maxsize=4096)
def reach(
    four_player: bool, quiet: frozenset[int], start: str, steps: int, station: str | None = None
) -> Reach:
    """The Reach of a scout, shared between states like the planet (it is never changed)."""
    return Reach(planet(four_player), quiet, start, steps, station)
