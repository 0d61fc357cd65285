"""What every game answered along seeded random games, kept as digests in game_record.json so a
change of structure can be held to the very same game.

Two digests per game run, recorded apart so that a view whose shape changes on purpose is
recorded again without touching the rest:
- `play`: at every position the seats to act, the status line, each acting seat's decision,
  its legal actions (notation and label, in order), the log lines the action added, and at the
  end the outcome;
- `views`: at every position the view of every seat and of the table.

The actions are drawn from a seeded `random.Random` over the legal actions, so the record does
not depend on any bot. `python -m tests.game_record` records again: only when a rule or a view
is meant to change.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from magtui.core import registry

RECORD = Path(__file__).with_name("game_record.json")
SEEDS = (1, 2, 3)
LIMIT = 600  # positions at most per run: random Magalon and Maglev games may not end


def runs() -> list[tuple[str, int, dict, int]]:
    """(game, players, options, seed) for every game, every configuration its harness plays."""
    found = []
    for game in registry.game_ids():
        spec = registry.get(game)
        for players, options in spec.sim_configs:
            for seed in SEEDS:
                found.append((game, players, dict(options), seed))
    return found


def key(game: str, players: int, options: dict, seed: int) -> str:
    opts = ",".join(f"{k}={v}" for k, v in sorted(options.items()))
    return f"{game} {players}p {opts or '-'} seed {seed}"


def _text(value) -> bytes:
    return (json.dumps(value, sort_keys=True, default=str) + "\n").encode()


def digests(game: str, players: int, options: dict, seed: int) -> dict[str, str]:
    spec = registry.get(game)
    state = spec.new_game([f"P{i + 1}" for i in range(players)], seed, spec.full_options(options))
    pick = random.Random(seed)
    play, views = hashlib.sha256(), hashlib.sha256()
    for _ in range(LIMIT):
        if state.is_over():
            break
        acting = state.to_act()
        play.update(_text([list(acting), state.status()]))
        for seat in acting:
            legal = state.legal_actions(seat)
            play.update(
                _text([state.decision(seat), [[str(a), state.describe_action(a)] for a in legal]])
            )
        for seat in [None, *range(players)]:
            views.update(_text(state.view(seat)))
        seat = acting[0]
        legal = state.legal_actions(seat)
        before = len(state.log)
        state.apply(seat, legal[pick.randrange(len(legal))])
        play.update(_text(state.log[before:]))
    play.update(_text([state.is_over(), state.result().to_json() if state.is_over() else None]))
    for seat in [None, *range(players)]:
        views.update(_text(state.view(seat)))
    return {"play": play.hexdigest()[:16], "views": views.hexdigest()[:16]}


def record() -> dict[str, dict[str, str]]:
    return {key(*run): digests(*run) for run in runs()}


if __name__ == "__main__":
    RECORD.write_text(json.dumps(record(), indent=1) + "\n", encoding="utf-8")
