"""What the rules answered along seeded random games, kept as digests in legal_record.json so a
faster judgement of the turn can be held to the very same answers: at every position the legal
actions in order, the bots' moving actions, the verdict on each candidate of the moment, the
chips' progress and the status line; at the end the log. (The views are recorded apart, with
every game's, in tests/game_record.json.)

`python -m tests.games.magalon.legal_record` records them again: only when the rules are meant
to change.
"""

from __future__ import annotations

import json
from pathlib import Path

from magtui.core import registry
from tests.legal_record import random_game_digests

RECORD = Path(__file__).with_name("legal_record.json")
CHUNK = 500  # positions per digest, so a difference is found near where it starts
# (players, options, seed, actions at most): whole games that end in a win, and the first
# actions of more games.
GAMES = [(2, {}, 9, None), (3, {"order": "shuffled"}, 7, None), (4, {}, 10, None)] + [
    (n, o, seed, 1000) for n, o in ((2, {}), (3, {"order": "shuffled"}), (4, {})) for seed in (1, 2)
]


def position_text(state, seat: int) -> str:
    legal = state.legal_actions(seat)
    parts = [" ".join(map(str, legal))]
    if state.phase == "turn":
        parts.append(" ".join(map(str, state.moving_actions(seat))))
        parts.append(
            "".join("1" if state.refusal(seat, a) is None else "0" for a in state._candidates())
        )
        parts.append(json.dumps(state.chips()))
    parts.append(state.status())
    return "\n".join(parts)


def game_digests(players: int, options: dict, seed: int, limit: int | None) -> list[str]:
    return random_game_digests(
        registry.get("magalon"),
        players,
        seed,
        options,
        limit,
        CHUNK,
        position_text,
        lambda state: "\n".join(state.log),
    )


def key(players: int, options: dict, seed: int, limit: int | None) -> str:
    order = options.get("order", "listed")
    return f"{players}p {order} seed {seed}" + (f" first {limit}" if limit else " whole game")


def main() -> None:
    record = {key(*game): game_digests(*game) for game in GAMES}
    RECORD.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
