"""What the rules answered along seeded random games, kept as digests in legal_record.json so a
faster engine can be held to the very same answers: at every position the legal actions in
order, the seat's view, the decision and the status line; every few positions the table's view
and the result as it would stand.

`python -m tests.games.maglev.legal_record` records them again: only when the rules are meant
to change.
"""

from __future__ import annotations

import json
from pathlib import Path

from magtui.core import registry
from tests.legal_record import random_game_digests

RECORD = Path(__file__).with_name("legal_record.json")
CHUNK = 100  # positions per digest, so a difference is found near where it starts
RESULT_EVERY = 25  # positions between looks at the table's view and the result
# (players, map, seed, actions at most): random play rarely reaches the rulebook's end, so most
# games are their first actions; solo games end when the bag is empty.
GAMES = [
    (1, "moon", 1, None),
    (1, "mars", 2, None),
    (2, "mars", 3, 700),
    (3, "moon", 4, 700),
    (4, "moon", 5, 700),
    (4, "mars", 6, 700),
    (2, "moon", 7, 700),
]


def position_text(state, seat: int) -> str:
    return "\n".join(
        [
            " ".join(map(str, state.legal_actions(seat))),
            json.dumps(state.view(seat), sort_keys=True),
            state.decision(seat),
            state.status(),
        ]
    )


def table_text(state) -> str:
    result = state.result()
    return json.dumps([state.view(None), result.to_json()], sort_keys=True, default=str)


def game_digests(players: int, mapname: str, seed: int, limit: int | None) -> list[str]:
    return random_game_digests(
        registry.get("maglev"),
        players,
        seed,
        {"map": mapname},
        limit,
        CHUNK,
        position_text,
        table_text,
        lambda state: table_text(state) if state.phase == "play" else "",
        RESULT_EVERY,
    )


def key(players: int, mapname: str, seed: int, limit: int | None) -> str:
    return f"{players}p {mapname} seed {seed}" + (f" first {limit}" if limit else " whole game")


def main() -> None:
    record = {key(*game): game_digests(*game) for game in GAMES}
    RECORD.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
