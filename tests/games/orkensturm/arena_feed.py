"""Arena lines for Orkensturm with the war counted: how many own-troop and enemy-troop cards
each level adds to the Orkensturm deck (Brin's troops are red, Answin's green).

    python -m tests.games.orkensturm.arena_feed normal,random,random 200 1
"""

import sys
from collections import Counter

from magtui.core import arena
from magtui.games.orkensturm import SPEC
from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D


def main(seats: str, games: int, seed: int) -> None:
    levels = seats.split(",")
    fed = {level: Counter() for level in levels}
    move = arena.bot_move

    def counting(bot, state, seat):
        action = move(bot, state, seat)
        if isinstance(action, A.Add) and state.sides[seat]:
            own = D.R if state.sides[seat] == D.BRIN else D.G
            for colour in action.cards:
                key = "own" if colour == own else "enemy" if colour in (D.R, D.G) else "other"
                fed[bot.level or "random"][key] += 1
        return action

    arena.bot_move = counting
    match = arena.play_match(SPEC, levels, games, seed, {})
    print(f"Orkensturm, {len(levels)} players, {games} games from seed {seed}: {seats}")
    print(arena.report(match, len(levels)))
    for level, counts in fed.items():
        print(
            f"{level:<8} fed own troops {counts['own']}, enemy troops {counts['enemy']}, "
            f"other colours {counts['other']}"
        )


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
