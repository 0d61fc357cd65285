"""What the rules answered along seeded random games, kept as digests in legal_record.json so a
faster judgement of the turn can be held to the very same answers: at every position the legal
actions in order, the bots' moving actions, the verdict on each candidate of the moment, the
seat's view and the status line.

`python -m tests.games.magalon.legal_record` records them again: only when the rules are meant
to change.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from magtui.core import registry

RECORD = Path(__file__).with_name("legal_record.json")
CHUNK = 500  # positions per digest, so a difference is found near where it starts
# (players, options, seed, actions at most): whole games that end in a win, and the first
# actions of more games.
GAMES = ([(2, {}, 9, None), (3, {"order": "shuffled"}, 7, None), (4, {}, 10, None)]
         + [(n, o, seed, 1000) for n, o in ((2, {}), (3, {"order": "shuffled"}), (4, {})) for seed in (1, 2)])


def position_text(state, seat: int) -> str:
    legal = state.legal_actions(seat)
    parts = [" ".join(map(str, legal))]
    if state.phase == "turn":
        parts.append(" ".join(map(str, state.moving_actions(seat))))
        parts.append("".join("1" if state.is_legal(seat, a) else "0" for a in state._candidates()))
    parts.append(json.dumps(state.view(seat), sort_keys=True))
    parts.append(state.status())
    return "\n".join(parts)


def game_digests(players: int, options: dict, seed: int, limit: int | None) -> list[str]:
    """The digest of every CHUNK positions of a random game, and of the last few."""
    spec = registry.get("magalon")
    state = spec.new_game([f"P{i + 1}" for i in range(players)], seed, spec.full_options(options))
    bots = [spec.make_bot("random", s, seed) for s in range(players)]
    digests, h, count = [], hashlib.sha256(), 0
    while not state.is_over() and (limit is None or count < limit):
        seat = state.to_act()[0]
        h.update(position_text(state, seat).encode())
        action = bots[seat].choose(state.view(seat), state.legal_actions(seat))
        state.apply(seat, action)
        count += 1
        if count % CHUNK == 0:
            digests.append(h.hexdigest()[:16])
            h = hashlib.sha256()
    h.update(json.dumps(state.view(None), sort_keys=True).encode())
    digests.append(h.hexdigest()[:16])
    return digests


def key(players: int, options: dict, seed: int, limit: int | None) -> str:
    order = options.get("order", "listed")
    return f"{players}p {order} seed {seed}" + (f" first {limit}" if limit else " whole game")


def main() -> None:
    record = {key(*game): game_digests(*game) for game in GAMES}
    RECORD.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
