"""Orkensturm: 3–8 players court the powers of the Mittelreich while the orc storm rages."""

from pathlib import Path

from magtui.core.capabilities import GameKind
from magtui.core.game import GameSpec, Option
from magtui.games.orkensturm.bots import EasyBot, HardBot, NormalBot
from magtui.games.orkensturm.data import PAWN_COLOURS
from magtui.games.orkensturm.explain import explain
from magtui.games.orkensturm.lessons import COURSE
from magtui.games.orkensturm.rules import OrkensturmState

# Setup: N loyalty choices and N advisor readings. Per turn at most: N placements, 2 bonus
# cards, N actions, 1 Magician card, 2 inspections, N Tax Collection offers, N Joust offers,
# N contributions. No turn limit exists in the rules; 300 turns lies far beyond any game (the
# timeline falls by 1 almost every turn).
MAX_TURNS = 300


def _max_actions(players, options):
    return 2 * players + MAX_TURNS * (5 * players + 5)


SPEC = GameSpec(
    id="orkensturm",
    title="Orkensturm",
    pitch="Back Brin or Answin; steer the orc war in secret",
    min_players=3,
    max_players=8,
    state_class=OrkensturmState,
    rules_summary=(Path(__file__).parent / "rules.md").read_text(encoding="utf-8"),
    kind=GameKind(hidden_information=True, secret_choices=True, inspections=True),
    options=(
        Option(
            "events",
            ("off", "shuffled", "historia"),
            "off",
            "Event cards",
            "off: no events; shuffled: all 18 events shuffled; historia: the chronicle "
            "I-VIII in order with the other events slipped between.",
        ),
        Option(
            "start",
            ("random", *(str(seat) for seat in range(1, 9))),
            "random",
            "Starting player",
            "random, or the seat (1 to the player count) that "
            "starts the first turn and chooses its loyalty first",
            seats=True,
        ),
        *(
            Option(
                f"pawn{seat}",
                PAWN_COLOURS,
                PAWN_COLOURS[seat - 1],
                f"Pawn of seat {seat}",
                "the colour of this player's pawns",
                seat=seat,
            )
            for seat in range(1, 9)
        ),
    ),
    board="magtui.games.orkensturm.ui:OrkensturmBoard",
    bots={
        "easy": EasyBot,
        "normal": NormalBot,
        "hard": HardBot,
        "search": NormalBot,
    },  # search: the old level name, now an alias of normal
    max_actions=_max_actions,
    explain=explain,
    course=COURSE,
    sim_configs=tuple((n, {"events": "off"}) for n in range(3, 9))
    + (
        (3, {"events": "shuffled"}),
        (6, {"events": "shuffled"}),
        (8, {"events": "shuffled"}),
        (4, {"events": "historia"}),
        (5, {"events": "historia"}),
        (7, {"events": "historia"}),
        (3, {"events": "off", "start": "3"}),
        (8, {"events": "shuffled", "start": "8"}),
    ),
    screenshots=(
        # Placement in turn 1 (from turn 2 on, the last turn's Orkensturm comes first).
        {
            "name": "orkensturm",
            "players": 6,
            "seed": 7,
            "options": {"events": "shuffled"},
            "moves": 13,
        },
        {
            "name": "orkensturm-8p-contribution",
            "players": 8,
            "seed": 3,
            "options": {"events": "historia"},
            "moves": 109,
        },
    ),
)
