"""Magalon (Wolfgang Kramer, 1998): race through the valley for three artifacts and back."""

from __future__ import annotations

from pathlib import Path
from typing import Mapping

from magtui.core.game import GameSpec, Option
from magtui.games.magalon import data as D
from magtui.games.magalon.bot import EasyBot, HardBot, PlanBot
from magtui.games.magalon.explain import explain
from magtui.games.magalon.lessons import COURSE
from magtui.games.magalon.rules import MagalonState

# Per turn at most: magician 10+3 steps and the red choice, gnome 6 and giant 12 steps, three
# displacements of 10 steps, ruins 4, lift and set, shield, energy, roll, end.
TURN_ACTION_BOUND = 14 + 6 + 12 + 30 + 4 + 2 + 4
# Only a win ends the game. Random play gets there too, in 110 to 430 rounds over sample
# seeds (its magician wanders, and energy below 0 sends it home without its artifacts); this
# bound, far beyond that, is what the random-simulation harness holds a game to.
SIM_ROUNDS = 3000


def _max_actions(players: int, options: Mapping[str, str]) -> int:
    return SIM_ROUNDS * players * (TURN_ACTION_BOUND + 1)


SPEC = GameSpec(
    id="magalon",
    title="Magalon",
    pitch="Lead a magician past ruins to three artifacts",
    min_players=2,
    max_players=4,
    state_class=MagalonState,
    rules_summary=(Path(__file__).with_name("rules.md")).read_text(encoding="utf-8"),
    options=(
        Option(
            "order",
            D.SEAT_ORDERS,
            "listed",
            "Seat order",
            "listed: clockwise as the seats are listed, seat 1 leads the first card play; "
            "shuffled: the seed shuffles the order round the table, and the first of it "
            "leads (in place of the youngest player)",
        ),
    ),
    board="magtui.games.magalon.ui:MagalonBoard",
    bots={
        "easy": EasyBot,
        "normal": PlanBot,
        "hard": HardBot,
        "steady": EasyBot,
    },  # steady: the old name of the racer, now an alias of easy
    explain=explain,
    course=COURSE,
    max_actions=_max_actions,
    sim_full_checks=1500,
    sim_configs=((2, {}), (4, {}), (3, {"order": "shuffled"})),
    screenshots=({"name": "magalon", "players": 3, "seed": 7, "options": {}, "moves": 300},),
)
