"""Every game answers as when tests/game_record.json was recorded: the same legal actions,
status lines, decisions, logs and outcomes (`play`) and the same views (`views`) along seeded
random games of every configuration its harness plays."""

from __future__ import annotations

import json

import pytest

from tests.game_record import RECORD, digests, key, runs

RECORDED = json.loads(RECORD.read_text(encoding="utf-8"))


def test_every_configuration_is_recorded():
    assert sorted(RECORDED) == sorted(key(*run) for run in runs())


@pytest.mark.parametrize("run", runs(), ids=lambda run: key(*run))
def test_the_game_answers_as_recorded(run):
    got, want = digests(*run), RECORDED[key(*run)]
    assert got["play"] == want["play"], "the play differs: a rule, a log line or a label changed"
    assert got["views"] == want["views"], (
        "a view differs: record again only for a change of shape on purpose"
    )
