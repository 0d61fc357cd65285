"""Magalon (Wolfgang Kramer, 1998): race through the valley for three artifacts and back."""

from __future__ import annotations

from pathlib import Path

from magtui.core.game import GameSpec, Option
from magtui.games.magalon import data as D
from magtui.games.magalon.bot import SteadyBot
from magtui.games.magalon.rules import MagalonState

# Per turn at most: magician 10+3 steps and the red choice, gnome 6 and giant 12 steps, three
# displacements of 10 steps, ruins 4, lift and set, shield, energy, roll, end.
TURN_ACTION_BOUND = 14 + 6 + 12 + 30 + 4 + 2 + 4
# Only a win ends the game, and random play practically never wins: its magician walks
# wherever the draw sends it, and an energy below 0 sends it home without its artifacts. The
# harness therefore plays this many actions per player (about 40 rounds) and stops there.
SIM_ACTIONS_PER_PLAYER = 500


def _max_actions(players: int, options) -> int:
    return SIM_ACTIONS_PER_PLAYER * players


def _max_wait(players: int, options) -> int:
    """A seat acts in every round's card play, except in a round it sits out; the next round it
    leads. So it never waits longer than two rounds of everybody's turns."""
    return 2 * players * (TURN_ACTION_BOUND + 1)


SPEC = GameSpec(
    id="magalon",
    title="Magalon",
    pitch="Lead a magician past ruins to three artifacts",
    min_players=2,
    max_players=4,
    state_class=MagalonState,
    rules_summary=(Path(__file__).with_name("rules.md")).read_text(encoding="utf-8"),
    hidden_information=False,
    options=(Option("order", D.SEAT_ORDERS, "listed", "Seat order",
                    "listed: clockwise as the seats are listed, seat 1 leads the first card play; "
                    "shuffled: the seed shuffles the order round the table, and the first of it "
                    "leads (in place of the youngest player)"),),
    board="magtui.games.magalon.ui:GameBoard",
    bots={"steady": SteadyBot},
    max_actions=_max_actions,
    max_wait=_max_wait,
    sim_configs=((2, {}), (3, {}), (4, {}), (3, {"order": "shuffled"})),
    screenshots=({"name": "magalon", "players": 3, "seed": 7, "options": {}, "moves": 300},),
)
