"""Stateful fuzzing of every game with hypothesis: random legal actions by a random seat among
those to act, undo where the rules allow it, save and load, play on a clone (the original
must not change), and the conservation of each game's components after every step.

Derandomised, a few seconds per game; MAGTUI_FUZZ_EXAMPLES=200 (say) runs longer and random.
"""

import json
import os

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from magtui.core import registry
from magtui.core.session import Seat, Session
from tests.game_profiles import declared

LONG = int(os.environ.get("MAGTUI_FUZZ_EXAMPLES", "0"))


def machine_for(game_id: str):
    spec = registry.get(game_id)
    conserved = declared(game_id, "conserved", lambda state: ({}, {}))

    class GameMachine(RuleBasedStateMachine):
        @initialize(
            players=st.integers(spec.min_players, spec.max_players), seed=st.integers(0, 2**32)
        )
        def start(self, players, seed):
            self.session = Session(spec, [Seat(f"Player{i + 1}") for i in range(players)], seed, {})
            self.before: list[str] = []  # fingerprints before each undoable action
            self.same, self.shrinking = {}, {}
            self.check_conservation()

        @property
        def state(self):
            return self.session.state

        @precondition(lambda self: not self.state.is_over())
        @rule(data=st.data())
        def play(self, data):
            seat = data.draw(st.sampled_from(self.state.to_act()), label="seat")
            legal = self.state.legal_actions(seat)
            action = data.draw(st.sampled_from(legal), label="action")
            fingerprint = self.state.fingerprint()
            self.session.apply(seat, action)
            self.before = self.before + [fingerprint] if self.session.can_undo(seat) else []

        @precondition(lambda self: self.before)
        @rule()
        def undo(self):
            seat = self.session._undo_stack[-1][1]
            self.session.undo(seat)
            assert self.state.fingerprint() == self.before.pop(), (
                "undo did not give the position back"
            )

        @rule()
        def save_and_load(self):
            record = json.loads(json.dumps(self.session.to_record()))
            loaded = Session.from_record(record)
            assert loaded.state.fingerprint() == self.state.fingerprint()
            assert not loaded.load_warnings
            for seat in range(self.state.num_players):
                assert loaded.can_undo(seat) == self.session.can_undo(seat), "undo lost by a save"
            loaded.on_change, self.session = self.session.on_change, loaded

        @precondition(lambda self: not self.state.is_over())
        @rule(data=st.data())
        def play_on_a_clone(self, data):
            original = self.state.fingerprint()
            clone = self.state.clone()
            for _ in range(3):
                if clone.is_over():
                    break
                seat = data.draw(st.sampled_from(clone.to_act()), label="clone seat")
                clone.apply(
                    seat,
                    data.draw(st.sampled_from(clone.legal_actions(seat)), label="clone action"),
                )
            assert self.state.fingerprint() == original, "playing on a clone changed the original"

        @invariant()
        def check_conservation(self):
            same, shrinking = conserved(self.state)
            for name, value in same.items():
                assert self.same.setdefault(name, value) == value, (
                    f"{name}: {self.same[name]} became {value}"
                )
            for name, value in shrinking.items():
                assert value <= self.shrinking.get(name, value), f"{name} grew to {value}"
                self.shrinking[name] = value

    GameMachine.__name__ = f"{game_id.title()}Machine"
    examples, steps = declared(game_id, "FUZZ_BUDGET", (6, 30))
    GameMachine.TestCase.settings = settings(
        max_examples=LONG or examples,
        stateful_step_count=steps if not LONG else 4 * steps,
        derandomize=not LONG,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    )
    return GameMachine


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_stateful_fuzzing(game_id):
    machine_for(game_id).TestCase("runTest").runTest()
