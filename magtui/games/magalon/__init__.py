"""Magalon (Wolfgang Kramer, 1998): race through the valley for three artifacts and back."""

from __future__ import annotations

from pathlib import Path

from magtui.core.game import GameSpec
from magtui.games.magalon import data as D
from magtui.games.magalon.bot import SteadyBot
from magtui.games.magalon.rules import MagalonState

# Per turn at most: magician 10+3 steps and the red choice, gnome 6 and giant 12 steps, three
# displacements of 10 steps, ruins 4, lift and set, shield, energy, roll, end.
TURN_ACTION_BOUND = 14 + 6 + 12 + 30 + 4 + 2 + 4


def _max_actions(players: int, options) -> int:
    return D.ROUND_LIMIT * players * (TURN_ACTION_BOUND + 1) + 1


SPEC = GameSpec(
    id="magalon",
    title="Magalon",
    pitch="Lead a magician past ruins to three artifacts",
    min_players=2,
    max_players=4,
    state_class=MagalonState,
    rules_summary=(Path(__file__).with_name("rules.md")).read_text(encoding="utf-8"),
    hidden_information=False,
    options=(),
    board="magtui.games.magalon.ui:GameBoard",
    bots={"steady": SteadyBot},
    max_actions=_max_actions,
    sim_configs=((2, {}), (3, {}), (4, {})),
    screenshots=({"name": "magalon", "players": 3, "seed": 7, "options": {}, "moves": 300},),
)
