"""What the rules answered along seeded random games, kept as digests in legal_record.json so a
faster engine can be held to the very same answers. Two parts, recorded apart so that a view
whose shape changes on purpose is recorded again without touching the rules':
- `play`: at every position the legal actions in order, the decision and the status line; every
  few positions the result as it would stand;
- `views`: at every position the seat's view; every few positions the table's view.

`python -m tests.games.maglev.legal_record` records them again: only when the rules or the
views are meant to change.
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


def play_text(state, seat: int) -> str:
    return "\n".join(
        [" ".join(map(str, state.legal_actions(seat))), state.decision(seat), state.status()]
    )


def result_text(state) -> str:
    return json.dumps(state.result().to_json(), sort_keys=True, default=str)


def view_text(state, seat: int) -> str:
    return json.dumps(state.view(seat), sort_keys=True)


def table_text(state) -> str:
    return json.dumps(state.view(None), sort_keys=True)


def game_digests(players: int, mapname: str, seed: int, limit: int | None) -> dict:
    """The digests of both parts: each part plays the same seeded game again."""

    def digests(position_text, end_text) -> list[str]:
        return random_game_digests(
            registry.get("maglev"),
            players,
            seed,
            {"map": mapname},
            limit,
            CHUNK,
            position_text,
            end_text,
            lambda state: end_text(state) if state.phase == "play" else "",
            RESULT_EVERY,
        )

    return {"play": digests(play_text, result_text), "views": digests(view_text, table_text)}


def key(players: int, mapname: str, seed: int, limit: int | None) -> str:
    return f"{players}p {mapname} seed {seed}" + (f" first {limit}" if limit else " whole game")


def main() -> None:
    record = {key(*game): game_digests(*game) for game in GAMES}
    RECORD.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
