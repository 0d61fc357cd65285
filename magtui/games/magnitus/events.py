"""A turn's events in words: which body moved how far into which, what fell off where, what
jumped up. Built from where each body began the turn and where it was at its first event."""

from __future__ import annotations

import math

from magtui.games.magnitus import data

STILL = 0.5  # mm: a body that moved less than this did not travel to the event


def _mm(distance: float) -> str:
    return f"{distance:.0f} mm" if distance >= 10 else f"{distance:.1f} mm"


def _at(spot: tuple[float, float]) -> str:
    return f"({spot[0]:.1f}, {spot[1]:.1f})"


class Words:
    """The words for the events of one turn."""

    def __init__(self, outcome, origin: dict, kind_of, held_title: str | None = None):
        self.outcome = outcome
        self.origin = origin
        self.kind_of = kind_of  # body id -> its Kind
        self.held_title = held_title

    def _title(self, body: int) -> str:
        return f"the {self.kind_of(body).title}"

    def _travel(self, body: int) -> float:
        start, end = self.origin.get(body), self.outcome.where.get(body)
        if start is None or end is None:
            return 0.0
        return math.hypot(end[0] - start[0], end[1] - start[1])

    def _moved(self, body: int) -> str:
        """'the Moon rolled 57 mm from (157.3, 127.3)' (or 'the Moon' when it hardly moved)."""
        travel = self._travel(body)
        if travel < STILL:
            return self._title(body)
        verb = "rolled" if self.kind_of(body).sphere else "slid"
        return f"{self._title(body)} {verb} {_mm(travel)} from {_at(self.origin[body])}"

    def clack(self, a: int, b: int) -> str:
        da, db = self._travel(a), self._travel(b)
        mover, other = (a, b) if da >= db else (b, a)
        spot = self.outcome.where.get(other, (0.0, 0.0))
        if max(da, db) < STILL:
            turned = next((x for x in (a, b) if self.kind_of(x).comet), None)
            if turned is not None:
                rest = b if turned == a else a
                return f"{self._title(turned)} turned into {self._title(rest)} at {_at(spot)}"
            return f"{self._title(a)} and {self._title(b)} snapped together at {_at(spot)}"
        if min(da, db) >= STILL:
            second = self.kind_of(other).title
            second = (
                f"the other {second}" if second == self.kind_of(mover).title else f"the {second}"
            )
            verb = "rolled" if self.kind_of(other).sphere else "slid"
            return (
                f"{self._moved(mover)} and {second} {verb} {_mm(min(da, db))}: "
                f"they met at {_at(spot)}"
            )
        return f"{self._moved(mover)} into {self._title(other)} at {_at(spot)}"

    def jumped(self, lifted: int, partner: int) -> str:
        spot = self.outcome.where.get(partner, (0.0, 0.0))
        joint = " and jumped" if self._travel(lifted) >= STILL else " jumped"
        return f"{self._moved(lifted)}{joint} onto {self._title(partner)} at {_at(spot)}"

    def sentences(self) -> list[str]:
        out = self.outcome
        landed = {tuple(sorted(pair)) for pair in out.landed}
        said = []
        for body in out.fell:
            spot = out.where.get(body, (0.0, 0.0))
            said.append(f"{self._moved(body)} off the galaxy at {_at(spot)}")
        for body in out.lifted:
            held = f"the held {self.held_title}" if self.held_title else "the hand"
            said.append(
                f"{self._moved(body)} and jumped up to {held}"
                if self._travel(body) >= STILL
                else f"{self._title(body)} jumped up to {held}"
            )
        for lifted, partner in out.landed:
            said.append(self.jumped(lifted, partner))
        for a, b in out.contacts:
            if (min(a, b), max(a, b)) not in landed:
                said.append(f"clack: {self.clack(a, b)}")
        return said


def kind_lookup(sets: int):
    per_kind = data.PER_KIND_PER_SET * sets
    return lambda body: data.KINDS[body // per_kind]
