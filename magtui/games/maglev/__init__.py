"""Maglev Metro: Moonbases & Mars — build a maglev line, carry robots and commuters, grow your board."""

from __future__ import annotations

from pathlib import Path

from magtui.core.game import GameSpec, Option
from magtui.games.maglev.rules import MaglevState

_RULES = (Path(__file__).parent / "rules.md").read_text(encoding="utf-8")


def _max_actions(players: int, options) -> int:
    # Turns are bounded by 40 rounds (solo: by the passengers, one leaves the bag per turn);
    # a turn has at most 5 actions of at most ~40 small steps each, plus setup.
    turns = 40 * players if players > 1 else 150
    return turns * 250 + 200


SPEC = GameSpec(
    id="maglev",
    title="Maglev Metro: Moonbases & Mars",
    pitch="Build maglev lines on the Moon or Mars",
    min_players=1,
    max_players=4,
    state_class=MaglevState,
    rules_summary=_RULES,
    hidden_information=True,
    options=(Option("map", ("moon", "mars"), "moon", "Map",
                    "moon: Moonbases in the corners, double station; mars: canyons, wrap, Phobos and Deimos"),),
    board="magtui.games.maglev.ui:GameBoard",
    bots={},
    max_actions=_max_actions,
    sim_configs=tuple((n, {"map": m}) for m in ("moon", "mars") for n in (1, 2, 3, 4)),
    screenshots=(
        {"name": "maglev-moon", "players": 3, "seed": 11, "options": {"map": "moon"}, "moves": 120},
        {"name": "maglev-mars", "players": 3, "seed": 11, "options": {"map": "mars"}, "moves": 120},
    ),
)
