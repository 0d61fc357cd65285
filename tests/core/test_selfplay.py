"""Self-play: a line per game, a summary, and a reproducible report of an engine error."""

import dataclasses
import io

from magtui.core import selfplay
from tests.core import toy


class BrokenState(toy.ToyState):
    def _apply(self, seat, action):
        if len(self.log) >= 1:
            raise RuntimeError("boom")
        super()._apply(seat, action)


def test_selfplay_summary_line():
    out = io.StringIO()
    assert selfplay.run(toy.SPEC, 2, 3, 10, {}, "random", out) == 0
    lines = out.getvalue().splitlines()
    assert [line.split()[0] for line in lines[:3]] == ["seed=10", "seed=11", "seed=12"]
    assert lines[3].startswith("games=3 actions=")


def test_engine_error_exits_1_with_seed_and_action_index():
    broken = dataclasses.replace(toy.SPEC, state_class=BrokenState)
    out = io.StringIO()
    assert selfplay.run(broken, 2, 2, 5, {}, "random", out) == 1
    text = out.getvalue()
    assert "seed 5, action index" in text and "boom" in text and "--seed 5" in text
