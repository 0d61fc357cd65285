"""What a game is comes from its spec's kind, and the kind cannot disagree with the hooks."""

from __future__ import annotations

import dataclasses

import pytest

from magtui.core import registry
from magtui.core.capabilities import GameKind, disagreements
from tests.core import toy


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_games_kind_agrees_with_its_hooks(game_id):
    spec = registry.get(game_id)
    assert disagreements(spec.kind, spec.state_class) == []


def test_a_kind_that_disagrees_with_the_state_is_refused():
    with pytest.raises(
        TypeError, match="kind.secret_choices is True but the state does not inherit SecretChoices"
    ):
        dataclasses.replace(
            toy.SPEC,
            kind=GameKind(
                hidden_information=True,
                secret_choices=True,
                checkpoints=True,
                slow_actions=True,
                inspections=True,
            ),
        )
    with pytest.raises(
        TypeError, match="kind.checkpoints is False but the state inherits Checkpoints"
    ):
        dataclasses.replace(
            toy.SPEC, kind=GameKind(hidden_information=True, slow_actions=True, inspections=True)
        )
