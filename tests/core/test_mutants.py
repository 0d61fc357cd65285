"""A short mutation run over save files (tests/mutate_saves.py runs the long one)."""

import io

from magtui.core import registry
from tests import mutate_saves


def test_every_mutant_save_ends_in_a_clear_message_or_the_same_game():
    figures = mutate_saves.run(registry.game_ids(), per_kind=3, seed=1, kills=2, out=io.StringIO())
    assert figures["failures"] == []
    assert figures["mutants tried"] > 100 and figures["kills survived"] == 2
