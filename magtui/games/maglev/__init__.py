"""Maglev Metro: Moonbases & Mars — build a maglev line, carry robots and commuters, grow your
board."""

from __future__ import annotations

from pathlib import Path

from magtui.core.capabilities import GameKind
from magtui.core.game import GameSpec, Option
from magtui.games.maglev.bots import LEVELS
from magtui.games.maglev.explain import explain
from magtui.games.maglev.lessons import COURSE
from magtui.games.maglev.rules import MaglevState

_RULES = (Path(__file__).parent / "rules.md").read_text(encoding="utf-8")


def _max_actions(players: int, options) -> int:
    # Solo always ends: a passenger leaves the bag for good before every turn (at most ~150
    # turns of at most 5 actions of ~40 small steps, plus setup). With 2-4 players the game ends
    # only when the bag empties (spec §2.8), which random play may never bring about, so this is
    # just the length of a run: about 150 rounds of the computer players (their games take some
    # 14-17 actions a round), a few hundred of random play.
    if players == 1:
        return 150 * 250 + 200
    return 1000 * players + 400


# The harness checks every step of a random game up to here (the bound before the computer
# players needed a longer one); the rest of a run only has to be legal.
FULL_CHECKS = 1000


SPEC = GameSpec(
    id="maglev",
    title="Maglev Metro: Moonbases & Mars",
    pitch="Build maglev lines on the Moon or Mars",
    min_players=1,
    max_players=4,
    state_class=MaglevState,
    rules_summary=_RULES,
    kind=GameKind(hidden_information=True, secret_choices=True, always_ends=False),
    options=(
        Option(
            "map",
            ("moon", "mars"),
            "moon",
            "Map",
            "moon: Moonbases in the corners, double station; "
            "mars: canyons, wrap, Phobos and Deimos",
        ),
    ),
    board="magtui.games.maglev.ui:MaglevBoard",
    bots=LEVELS,
    explain=explain,
    course=COURSE,
    max_actions=_max_actions,
    sim_full_checks=FULL_CHECKS,
    sim_configs=tuple((n, {"map": m}) for m in ("moon", "mars") for n in (1, 2, 3, 4)),
    screenshots=(
        {"name": "maglev-moon", "players": 3, "seed": 11, "options": {"map": "moon"}, "moves": 120},
        {"name": "maglev-mars", "players": 3, "seed": 11, "options": {"map": "mars"}, "moves": 120},
    ),
)
