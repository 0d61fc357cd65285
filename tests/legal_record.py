"""Records of what an engine answered along seeded random games, kept as digests so a faster
engine can be held to the very same answers (each game's tests/games/<game>/legal_record.py
says what it records and which games)."""

from __future__ import annotations

import hashlib
from typing import Callable


def random_game_digests(
    spec,
    players: int,
    seed: int,
    options: dict,
    limit: int | None,
    chunk: int,
    position_text: Callable,
    end_text: Callable,
    now_and_then: Callable = lambda state: "",
    every: int = 1,
) -> list[str]:
    """The digest of every `chunk` positions of a game of random bots (`position_text(state,
    seat)` before each action, `now_and_then(state)` every `every` positions), and of the last
    few with `end_text(state)`."""
    state = spec.new_game([f"P{i + 1}" for i in range(players)], seed, spec.full_options(options))
    bots = [spec.make_bot("random", s, seed) for s in range(players)]
    digests, h, count = [], hashlib.sha256(), 0
    while not state.is_over() and (limit is None or count < limit):
        seat = state.to_act()[0]
        h.update(position_text(state, seat).encode())
        if count % every == 0:
            h.update(now_and_then(state).encode())
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
        count += 1
        if count % chunk == 0:
            digests.append(h.hexdigest()[:16])
            h = hashlib.sha256()
    h.update(end_text(state).encode())
    digests.append(h.hexdigest()[:16])
    return digests


def first_difference(got: list[str], want: list[str], chunk: int) -> str | None:
    """None when the digests are those recorded; else from which action on they differ."""
    first = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), None)
    if first is None and len(got) == len(want):
        return None
    return f"the answers differ from action {(first or min(len(got), len(want))) * chunk} on"
