"""Sealed actions of a shared table: a seat's secret choice (a face-down contribution, a secret
offer) stays out of the other seats' processes until the engine reveals it.

The acting process stores the choice sealed, with a seal: a hash of what each other seat and
the table see after it (`view(B)`, `view(None)`). Another seat's process replays the sealed
row with a stand-in, the first of the owner's legal actions (in the engine's order) whose seal
is the same, so its state agrees with the truth in everything anyone but the owner can see.

A process knows the private part of a seat truly unless it replayed with a stand-in a sealed
choice that seat made or was shown (`unknown`): a seat's view depends on no other secret
choice (`GameState.shows` names every seat that comes to depend on one). A seal leaves out
the seats its writer did not know, and a reader compares only the seats it knows.
"""

from __future__ import annotations

import hashlib
import json
from typing import Collection

from magtui.core.errors import MagtuiError
from magtui.core.game import GameState

SEALED = "sealed"  # the notation of a sealed row in the public log
TABLE = "table"  # the seal's entry for view(None)


class NoStandIn(MagtuiError):
    """No legal action of the owner leaves the others' views as the seal says."""


def _hash(view: dict) -> str:
    return hashlib.sha256(json.dumps(view, sort_keys=True, default=str).encode()).hexdigest()[:16]


def seal(state: GameState, owner: int, unknown: Collection[int]) -> str:
    """The seal of `owner`'s action just applied to `state`: what the others now see."""
    entries = {TABLE: _hash(state.view(None))}
    for seat in range(state.num_players):
        if seat != owner and seat not in unknown:
            entries[str(seat)] = _hash(state.view(seat))
    return json.dumps(entries, sort_keys=True)


def stand_in(state: GameState, owner: int, sealed: str, unknown: Collection[int]):
    """The first legal action of `owner` on `state` that leaves the views the seal names, as
    far as this process knows them, as they were after the true one."""
    wanted = {
        key: value
        for key, value in json.loads(sealed).items()
        if key == TABLE or int(key) not in unknown
    }
    for action in state.legal_actions(owner):
        trial = state.clone()
        trial.apply(owner, action)
        have = json.loads(seal(trial, owner, unknown))
        if all(have.get(key) == value for key, value in wanted.items()):
            return action
    raise NoStandIn(f"No action of {state.seat_name(owner)} matches the sealed one.")
