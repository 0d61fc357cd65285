"""Hints in saves: whether they are allowed and how many each seat was shown come back with
the game; saves from before hints load with them allowed and none shown; a changed or strange
value is refused."""

import json

import pytest

from magtui.core import save_record, saves
from magtui.core.errors import SaveError
from magtui.core.session import Seat, Session


@pytest.fixture
def session(toy_registry):
    s = Session(toy_registry, [Seat("Ann"), Seat("Bo", "random")], 11, {})
    s.apply_text(0, "pick 3")
    s.count_hint(0)
    s.count_hint(0)
    return s


def _write(tmp_path, record) -> object:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    return path


def test_hint_counts_and_setting_come_back(session, tmp_path):
    path = tmp_path / "game.json"
    saves.save(session, path)
    again = saves.load(path)
    assert again.hints and again.hints_used == [2, 0]
    session.hints, session.hints_used = False, [0, 0]
    saves.save(session, path)
    assert not saves.load(path).hints


def test_a_save_from_before_hints_loads_with_hints_allowed_and_none_used(session, tmp_path):
    record = session.to_record()
    del record["hints"], record["hints_used"]
    record["fields_fingerprint"] = save_record.fields_digest(record)
    loaded = saves.load(_write(tmp_path, record))
    assert loaded.hints and loaded.hints_used == [0, 0] and not loaded.load_warnings


@pytest.mark.parametrize("change", [{"hints_used": [0, 0]}, {"hints_used": [0, 0], "hints": False}])
def test_changed_hint_fields_are_refused(session, tmp_path, change):
    record = session.to_record()
    record.update(change)
    with pytest.raises(SaveError, match="the file was changed"):
        saves.load(_write(tmp_path, record))


def test_dropped_hint_fields_are_refused(session, tmp_path):
    record = session.to_record()
    del record["hints_used"]
    with pytest.raises(SaveError, match="the file was changed"):
        saves.load(_write(tmp_path, record))


@pytest.mark.parametrize(
    "field,value,message",
    [
        ("hints", "yes", "hints setting is not true or false"),
        ("hints_used", [1], "hint counts do not match its seats"),
        ("hints_used", {"0": 1}, "hint counts do not match its seats"),
        ("hints_used", [-1, 0], "hint count of seat 1 is out of range"),
        ("hints_used", [1.5, 0], "hint count of seat 1 is not a whole number"),
        ("hints_used", [True, 0], "hint count of seat 1 is not a whole number"),
        ("hints", False, "counts hints in a game without hints"),
    ],
)
def test_strange_hint_fields_are_named(session, tmp_path, field, value, message):
    record = session.to_record()
    record[field] = value
    record["fields_fingerprint"] = save_record.fields_digest(record)
    with pytest.raises(SaveError, match=message):
        saves.load(_write(tmp_path, record))
