"""Save files and the autosave: clear errors for bad files, nothing lost to a bad autosave."""

import json
import os
import stat

import pytest

from magtui.core import saves
from magtui.core.errors import MagtuiError, SaveError
from magtui.core.session import Seat, Session


@pytest.fixture
def session(toy_registry):
    s = Session(toy_registry, [Seat("Ann"), Seat("Bo", "random")], 11, {})
    for seat, text in [(0, "pick 3"), (1, "pick 1"), (0, "confirm")]:
        s.apply_text(seat, text)
    return s


def test_save_and_load_give_the_same_game(session, tmp_path):
    path = tmp_path / "game.json"
    saves.save(session, path)
    again = saves.load(path)
    assert again.state.fingerprint() == session.state.fingerprint()
    assert again.seats == session.seats and again.history == session.history


def test_save_file_is_versioned_json(session, tmp_path):
    path = tmp_path / "game.json"
    saves.save(session, path)
    record = json.loads(path.read_text())
    assert set(record) == {
        "format",
        "magtui",
        "game",
        "id",
        "options",
        "seats",
        "seed",
        "actions",
        "checkpoints",
        "checkpoint_fingerprints",
        "fingerprint",
        "views",
        "undo_from",
        "hints",
        "hints_used",
        "round",
        "over",
        "fields_fingerprint",
    }
    assert record["actions"][0] == [0, "pick 3"]


@pytest.mark.parametrize(
    "content,message",
    [
        ("", "empty"),
        ('{"format": 1, "game": "toy"', "truncated"),
        ("this is not json", "not valid JSON"),
        ("[1, 2]", "not a magtui save"),
    ],
)
def test_damaged_files_are_named(toy_registry, tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveError, match=message):
        saves.load(path)


def test_unknown_version_is_refused(session, tmp_path):
    record = session.to_record()
    record["format"] = 99
    path = tmp_path / "future.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveError, match="format version 99"):
        saves.load(path)


def test_tampered_action_is_refused_with_its_index(session, tmp_path):
    record = session.to_record()
    record["actions"][1] = [1, "pick 9"]
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveError, match="Action 2 .* illegal"):
        saves.load(path)


def test_missing_field_is_named(session, tmp_path):
    record = session.to_record()
    del record["seed"]
    path = tmp_path / "noseed.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveError, match="seed"):
        saves.load(path)


def test_missing_file_is_named(tmp_path):
    with pytest.raises(SaveError, match="No save file"):
        saves.load(tmp_path / "nothing.json")


def test_autosave_keeps_predecessors_and_survives_a_bad_latest(session):
    for _ in range(saves.AUTOSAVE_KEEP + 3):
        saves.autosave(session)
    files = sorted(saves.autosave_dir().glob(f"{session.game_id}-*.json"))
    assert len(files) == saves.AUTOSAVE_KEEP
    files[-1].write_text('{"format": 1, "ga')  # the newest is cut off mid-write
    loaded, path = saves.latest_autosave()
    assert path == files[-2]
    assert loaded.state.fingerprint() == session.state.fingerprint()


def test_autosave_writes_no_temporary_files_behind(session):
    saves.autosave(session)
    assert not [p for p in saves.autosave_dir().iterdir() if p.name.endswith(".tmp")]


def _round_played(toy_registry):
    s = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 11, {})
    for seat, text in [(0, "pick 3"), (1, "pick 1"), (0, "confirm"), (1, "confirm")]:
        s.apply_text(seat, text)
    return s


def test_checkpoints_are_saved_and_a_replay_differing_in_the_last_digits_continues_from_them(
    toy_registry, tmp_path
):
    session = _round_played(toy_registry)
    record = session.to_record()
    assert record["checkpoints"] == {"3": {"points": [1, 0]}}
    record["checkpoints"]["3"] = {"points": [1.0000000001, 0]}  # as if another machine computed it
    path = tmp_path / "other.json"
    path.write_text(json.dumps(record))
    loaded = saves.load(path)
    assert loaded.state.points == [1, 0]
    assert loaded.load_warnings and "action 4" in loaded.load_warnings[0]
    assert "last digits" in loaded.load_warnings[0]


def test_a_changed_checkpoint_is_refused_not_blamed_on_arithmetic(toy_registry, tmp_path):
    record = _round_played(toy_registry).to_record()
    record["checkpoints"]["3"] = {"points": [0, 5]}
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveError, match="the file was changed"):
        saves.load(path)


def test_damaged_checkpoint_is_a_clear_error(toy_registry, tmp_path):
    record = _round_played(toy_registry).to_record()
    record["checkpoints"]["3"] = {"points": [1]}
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveError, match="after action 4 is damaged"):
        saves.load(path)


@pytest.mark.parametrize("seed", [(1 << 64) - 1, 1 - (1 << 64)])
def test_a_game_of_the_largest_seeds_continues_from_its_autosave(toy_registry, seed):
    game = Session(toy_registry, [Seat("Ann"), Seat("Bo")], seed, {})
    game.apply_text(0, "pick 3")
    saves.autosave(game)
    again, _ = saves.latest_autosave()
    assert again.seed == seed and again.history == game.history


@pytest.mark.parametrize("seed", [1 << 64, -(1 << 64)])
def test_no_game_starts_on_a_seed_its_saves_cannot_hold(toy_registry, seed):
    with pytest.raises(MagtuiError, match="between -2"):
        Session(toy_registry, [Seat("Ann"), Seat("Bo")], seed, {})


def test_saves_autosaves_and_the_crash_log_are_private_to_their_owner(session, tmp_path):
    """Issue: 'ctrl+s saves and crash.log are created -rw-r--r--; a save holds the seed, from
    which every hand follows'."""
    umask = os.umask(0o022)  # the usual umask, which leaves new files readable by everyone
    try:
        saves.save(session, tmp_path / "game.json")
        saves.autosave(session)
        written = [
            tmp_path / "game.json",
            *saves.autosave_dir().iterdir(),
            saves.log_crash(ValueError("x")),
        ]
    finally:
        os.umask(umask)
    assert {path.name: stat.S_IMODE(path.stat().st_mode) for path in written} == {
        path.name: 0o600 for path in written
    }
