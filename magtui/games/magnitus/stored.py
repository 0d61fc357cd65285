"""Stored physics results. After every resolution a save keeps the galaxy and the turn's
outcome, keyed by a digest of the galaxy, the held body and the action before it. Loading a
save takes a stored result over when the very same action meets the very same galaxy, instead
of running the simulation again: the simulation is deterministic, so it is the result the run
would give, and a long game continues at once."""

from __future__ import annotations

import hashlib
import math

import numpy as np

from magtui.core.errors import SaveError
from magtui.games.magnitus import data
from magtui.games.magnitus.bodies import Held, World
from magtui.games.magnitus.resolve import Outcome


def before_key(world: World, held: Held | None, action) -> str:
    """A digest of everything the physics of `action` starts from, bit for bit."""
    h = hashlib.sha256()
    for name in World.ARRAYS:
        h.update(np.ascontiguousarray(getattr(world, name)).tobytes())
    h.update(repr(None if held is None else sorted(vars(held).items())).encode())
    h.update(str(action).encode())
    return h.hexdigest()[:24]


def record(key: str, world: World, outcome: Outcome) -> dict:
    """The result kept after an action: the session holds one for every turn of the match."""
    return {
        "before": key,
        "galaxy": _shared_floats(world.to_json()),
        "checksum": world.checksum(),
        "outcome": outcome.to_json(),
    }


def _shared_floats(galaxy: dict) -> dict:
    """The galaxy with one float object for each distinct value: most speeds, angles and
    directions are 0.0 or 1.0, and a session keeps a galaxy for every turn. Equal to the
    galaxy, and written the same; −0.0 stays apart from 0.0."""
    seen: dict = {}
    for name, values in galaxy.items():
        if values and isinstance(values[0], float):
            galaxy[name] = [seen.setdefault((v, math.copysign(1.0, v)), v) for v in values]
    return galaxy


def take(stored, key: str, world_before: World, sets: int) -> tuple[World, Outcome] | None:
    """The stored result for `key`, checked for sense; None when it is for something else.
    A damaged result raises SaveError."""
    if not isinstance(stored, dict) or stored.get("before") != key or "outcome" not in stored:
        return None
    world = World.from_json(stored["galaxy"])
    if world.checksum() != stored["checksum"]:
        raise SaveError("the stored galaxy does not match its checksum")
    outcome = Outcome.from_json(stored["outcome"])
    before = {int(i) for i in world_before.ids}
    after = [int(i) for i in world.ids]
    taken = set(outcome.taken)
    if set(after) | taken != before or set(after) & taken or len(after) + len(taken) != len(before):
        raise SaveError("the stored result does not account for every body")
    kinds = np.asarray(after, dtype=np.int64) // (data.PER_KIND_PER_SET * sets)
    if not np.array_equal(kinds, world.kind):
        raise SaveError("the stored galaxy gives a body the wrong kind")
    return world, outcome
