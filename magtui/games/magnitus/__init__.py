"""Magnitus: a dexterity game of magnets, with a deterministic magnet simulation."""

from __future__ import annotations

from pathlib import Path

from magtui.core.game import GameSpec, Option
from magtui.games.magnitus import data
from magtui.games.magnitus.rules import MagnitusState

_TURN_ACTIONS = 1 + data.HOVER_BUDGET * 2 + 1   # hover actions, raises between them, a placement


def _max_actions(players: int, options) -> int:
    layout_edits = data.EDIT_ACTION_CAP + 2 if options.get("layout") == "custom" else 0
    if players == 1:
        return layout_edits + data.BODIES_PER_SET * _TURN_ACTIONS
    return layout_edits + data.GAME_CAP * data.ROUND_CAP * players * _TURN_ACTIONS


OPTIONS = (
    Option("layout", tuple(data.LAYOUT_NAMES), "square", "Galaxy layout",
           "square: whole sides touch; triangle, parallelogram; chain: corners only; custom: arrange it"),
    Option("variant", ("standard", "black-holes", "universe"), "standard", "Variant",
           "black-holes: snapped bodies stay and score; universe: last creator left wins"),
    Option("sets", data.SET_CHOICES, "1", "Sets (Galaxies)", "combine 2 or 3 sets into one galaxy"),
    Option("target", data.TARGETS, "15", "Penalty limit", "15, or 30 for a long match"),
    Option("extra", tuple(str(n) for n in range(data.MAX_HANDICAP + 1)), "0", "Extra (seat A)",
           "an experienced first seat takes this many more bodies"),
    Option("first", data.FIRST_CHOICES, "random", "First player",
           "who starts game 1: drawn with the seed, or a seat", seats=True),
)

_SIM = (
    (1, {}),
    (2, {}), (3, {}), (4, {}),
    (2, {"layout": "triangle"}), (3, {"layout": "parallelogram"}), (4, {"layout": "chain"}),
    (2, {"layout": "custom"}),
    (2, {"variant": "black-holes"}), (3, {"variant": "universe"}),
    (3, {"sets": "2"}), (4, {"sets": "3"}),
    (2, {"target": "30"}), (2, {"extra": "2"}), (3, {"first": "3"}),
)

SPEC = GameSpec(
    id="magnitus",
    title="Magnitus",
    pitch="Lay magnets in a galaxy; whatever clacks is yours",
    min_players=1,
    max_players=4,
    state_class=MagnitusState,
    rules_summary=(Path(__file__).with_name("rules.md")).read_text(encoding="utf-8"),
    hidden_information=False,
    options=OPTIONS,
    board="magtui.games.magnitus.ui:GameBoard",
    bots={},
    max_actions=_max_actions,
    sim_configs=_SIM,
    continuous=True,
    screenshots=(
        {"name": "magnitus", "players": 3, "seed": 4, "options": {}, "moves": 20},
        {"name": "magnitus-black-holes", "players": 2, "seed": 2, "options": {"variant": "black-holes"}, "moves": 16},
    ),
)
