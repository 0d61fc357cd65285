"""Magnitus: a dexterity game of magnets, with a deterministic magnet simulation."""

from __future__ import annotations

from pathlib import Path

from magtui.core.capabilities import GameKind
from magtui.core.game import GameSpec, Option
from magtui.games.magnitus import data
from magtui.games.magnitus.bot import EasyBot, HardBot, NormalBot
from magtui.games.magnitus.explain import explain
from magtui.games.magnitus.lessons import COURSE
from magtui.games.magnitus.rules import MagnitusState

# Every event gives bodies back, so the rules set no upper bound on a game's length (though
# every game ends: a legal placement always exists). Runs of the harness and self-play stop here.
RUN_BOUND = 3000


def _handicap(seat: int) -> Option:
    return Option(
        f"handicap-{seat}",
        tuple(str(n) for n in range(data.MAX_HANDICAP + 1)),
        "0",
        f"Handicap seat {seat}",
        "an experienced player takes this many more bodies",
        seat=seat,
    )


OPTIONS = (
    Option(
        "layout",
        tuple(data.LAYOUT_NAMES),
        "square",
        "Galaxy layout",
        "square: whole sides touch; chain: corners only; twin-squares: 2 sets; custom: arrange it",
    ),
    Option(
        "black-holes",
        ("off", "on"),
        "off",
        "Black Holes",
        "bodies that snap together stay and score",
    ),
    Option(
        "universe",
        ("off", "on"),
        "off",
        "Universe",
        "at the limit a player is out; the last one left wins",
    ),
    Option(
        "sets", data.SET_CHOICES, "1", "Sets (Galaxies)", "2: two sets in one galaxy of 8 fields"
    ),
    Option("target", data.TARGETS, "15", "Penalty limit", "15, or 30 for a long match"),
    *(_handicap(seat) for seat in range(1, data.MAX_SEATS + 1)),
    Option(
        "first",
        data.FIRST_CHOICES,
        "random",
        "First player",
        "who starts game 1: drawn with the seed, or a seat",
        seats=True,
    ),
)

_SIM: tuple[tuple[int, dict[str, str]], ...] = (
    (1, {}),
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"layout": "triangle"}),
    (3, {"layout": "parallelogram"}),
    (4, {"layout": "chain"}),
    (2, {"layout": "custom"}),
    (2, {"black-holes": "on"}),
    (3, {"universe": "on"}),
    (3, {"black-holes": "on", "universe": "on"}),
    (3, {"sets": "2"}),
    (2, {"sets": "2", "layout": "twin-squares"}),
    (2, {"target": "30"}),
    (2, {"handicap-1": "2"}),
    (3, {"first": "3", "handicap-3": "1"}),
)

SPEC = GameSpec(
    id="magnitus",
    title="Magnitus",
    pitch="Lay magnets in a galaxy; whatever clacks is yours",
    min_players=1,
    max_players=4,
    state_class=MagnitusState,
    rules_summary=(Path(__file__).with_name("rules.md")).read_text(encoding="utf-8"),
    options=OPTIONS,
    board="magtui.games.magnitus.ui:MagnitusBoard",
    bots={"easy": EasyBot, "normal": NormalBot, "hard": HardBot},
    max_actions=lambda players, options: RUN_BOUND,
    sim_configs=_SIM,
    explain=explain,
    course=COURSE,
    kind=GameKind(
        continuous=True,
        played_in_parts=True,
        slow_actions=True,
        checkpoints=True,
        always_ends=False,
    ),
    screenshots=(
        {"name": "magnitus", "players": 3, "seed": 4, "options": {}, "moves": 20},
        {
            "name": "magnitus-black-holes",
            "players": 2,
            "seed": 2,
            "options": {"black-holes": "on"},
            "moves": 16,
        },
    ),
)
