"""Save files as hostile input: odd numbers, deep nesting, special files, changed games,
and autosaves of several games (and processes) sharing one data folder."""

import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from magtui.core import registry, save_record, saves
from magtui.core.bots import RandomBot
from magtui.core.errors import SaveError
from magtui.core.private_files import STALE_TMP_SECONDS
from magtui.core.session import Seat, Session

ROOT = Path(__file__).resolve().parents[2]
OTHER_SHAPE = "0badf00d"  # a view version no declared model of these games hashes to


@pytest.fixture
def session(toy_registry):
    s = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 11, {})
    for seat, text in [(0, "pick 3"), (1, "pick 1"), (0, "confirm")]:
        s.apply_text(seat, text)
    return s


def _write(tmp_path, record, name="game.json"):
    path = tmp_path / name
    path.write_text(json.dumps(record) if isinstance(record, dict) else record)
    return path


def _with_raw_seed(session, raw):
    return json.dumps(session.to_record()).replace(f'"seed": {session.seed}', f'"seed": {raw}')


@pytest.mark.parametrize(
    "raw,message",
    [
        ("1e999", "out-of-range number"),
        ("-Infinity", "non-number -Infinity"),
        ("NaN", "non-number NaN"),
        ("9" * 5000, "5000-digit number"),
        ("1.5", "seed is not a whole number"),
        (str(1 << 70), "seed is out of range"),
        ('"11"', "seed is not a whole number"),
    ],
)
def test_odd_numbers_in_a_save_are_named(session, tmp_path, raw, message):
    path = _write(tmp_path, _with_raw_seed(session, raw))
    with pytest.raises(SaveError, match=message):
        saves.load(path)


def test_deep_nesting_is_refused_before_parsing(session, tmp_path):
    record = json.dumps(session.to_record()).replace(
        '"options": {}', '"options": ' + "[" * 1000 + "]" * 1000
    )
    with pytest.raises(SaveError, match="nested too deeply"):
        saves.load(_write(tmp_path, record))


def test_a_symlink_to_a_device_is_refused(tmp_path):
    link = tmp_path / "z.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(SaveError, match="not a regular file"):
        saves.load(link)


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="not a regular file"):
        saves.load(fifo)


def test_a_huge_file_is_refused_unread(tmp_path):
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(saves.save_record.MAX_BYTES + 1)
    with pytest.raises(SaveError, match="too large"):
        saves.load(big)


@pytest.mark.parametrize(
    "change",
    [
        lambda r: r["seats"].__setitem__(0, "Ann"),
        lambda r: r["seats"][0].__setitem__("name", ["Ann"]),
        lambda r: r.__setitem__("actions", {"0": [0, "pick 3"]}),
        lambda r: r["actions"].__setitem__(0, [0, ["pick 3"]]),
        lambda r: r["actions"].__setitem__(0, [True, "pick 3"]),
        lambda r: r["actions"].__setitem__(0, [7, "pick 3"]),
        lambda r: r.__setitem__("options", {"x": {"y": 1}}),
        lambda r: r.__setitem__("checkpoints", {"zz": {}}),
        lambda r: r.__setitem__("game", ["toy"]),
        lambda r: r.__setitem__("seats", []),
    ],
)
def test_every_field_is_type_checked(session, tmp_path, change):
    record = session.to_record()
    change(record)
    with pytest.raises(SaveError, match="The save"):
        saves.load(_write(tmp_path, record))


# ----- tamper evidence ---------------------------------------------------------------------
def test_a_changed_seed_is_refused(session, tmp_path):
    record = session.to_record()
    record["seed"] += 1
    with pytest.raises(SaveError, match="the file was changed"):
        saves.load(_write(tmp_path, record))


def test_emptied_actions_are_refused(session, tmp_path):
    record = session.to_record()
    record["actions"] = []
    with pytest.raises(SaveError, match="the file was changed"):
        saves.load(_write(tmp_path, record))


def _format_1(record: dict) -> dict:
    """The record as an older magtui wrote it: format 1, no fingerprint of its fields."""
    record.pop("fields_fingerprint")
    return {**record, "format": 1}


def test_an_old_save_without_fingerprint_loads_with_a_notice(session, tmp_path):
    record = _format_1(session.to_record())
    for key in ("fingerprint", "checkpoint_fingerprints", "id", "undo_from", "round", "over"):
        record.pop(key)
    loaded = saves.load(_write(tmp_path, record))
    assert loaded.history == session.history
    assert any("no fingerprint" in w for w in loaded.load_warnings)


def test_a_save_taken_with_views_of_another_shape_loads(session, tmp_path):
    """A game whose views grew (the positions' fingerprints hash them) still opens its older
    saves: the fingerprint of the save's fields holds."""
    record = session.to_record()
    assert record["views"] == session.spec.view_version
    record["views"] = OTHER_SHAPE
    record["fields_fingerprint"] = save_record.fields_digest(record)
    loaded = saves.load(_write(tmp_path, record))
    assert loaded.history == session.history and not loaded.load_warnings


@pytest.mark.parametrize(
    "change",
    [
        lambda r: r.__setitem__("views", OTHER_SHAPE),
        lambda r: r.pop("fingerprint"),
        lambda r: r.pop("fields_fingerprint"),
    ],
)
def test_no_change_inside_the_file_switches_its_check_off(session, tmp_path, change):
    """Issue: 'deleting its fingerprint or editing its views number makes a save with a changed
    seed load (with a warning)'."""
    record = session.to_record()
    record["seed"] += 1
    change(record)
    with pytest.raises(SaveError, match="The save.* the file was changed"):
        saves.load(_write(tmp_path, record))


def test_an_old_save_of_another_view_version_loads_unchecked_with_a_notice(session, tmp_path):
    record = _format_1(session.to_record())
    record["views"] = OTHER_SHAPE
    loaded = saves.load(_write(tmp_path, record))
    assert loaded.history == session.history
    assert any("described positions differently" in w for w in loaded.load_warnings)


def test_a_save_of_the_same_view_version_is_still_checked(session, tmp_path):
    record = session.to_record()
    record["views"] = session.spec.view_version
    record["seed"] += 1
    with pytest.raises(SaveError, match="the file was changed"):
        saves.load(_write(tmp_path, record))


def _magnitus_with_a_checkpoint():
    spec = registry.get("magnitus")
    session = Session(spec, [Seat("Ann"), Seat("Bo")], 3, {})
    bots = [RandomBot(0, 3), RandomBot(1, 3)]
    while not session.checkpoints:
        seat = session.state.to_act()[0]
        session.apply(
            seat, bots[seat].choose(session.state.view(seat), session.state.legal_actions(seat))
        )
    return session


def test_magnitus_bodies_moved_with_the_checksum_recomputed_are_refused(tmp_path):
    from magtui.games.magnitus.bodies import World

    session = _magnitus_with_a_checkpoint()
    record = session.to_record()
    index, data = next(iter(record["checkpoints"].items()))
    data["galaxy"]["x"][0] += 0.02
    data["checksum"] = World.from_json(data["galaxy"]).checksum()
    with pytest.raises(SaveError, match="the file was changed") as info:
        saves.load(_write(tmp_path, record))
    assert "arithmetic" not in str(info.value)


def test_magnitus_save_loads_as_the_same_game(tmp_path):
    session = _magnitus_with_a_checkpoint()
    loaded = saves.load(_write(tmp_path, session.to_record()))
    assert loaded.state.fingerprint() == session.state.fingerprint() and not loaded.load_warnings


# ----- autosaves of several games ----------------------------------------------------------
def _toy(toy_registry, seed):
    return Session(toy_registry, [Seat("Ann"), Seat("Bo")], seed, {})


def test_pruning_keeps_each_games_own_autosaves(toy_registry):
    first, second = _toy(toy_registry, 1), _toy(toy_registry, 2)
    first.apply_text(0, "pick 2")
    saves.autosave(first)
    for text in ["pick 1", "pick 2", "pick 3", "pick 4", "pick 1", "pick 2", "pick 3"]:
        second.apply_text(0, text)
        saves.autosave(second)
    games = saves.games_in_progress()
    assert [g.game_id for g in games] == [second.game_id, first.game_id]
    assert len(games[0].files) == saves.AUTOSAVE_KEEP and len(games[1].files) == 1
    assert saves.resume(games[1])[0].history == first.history


def test_continue_falls_back_past_an_illegal_newest_autosave_and_says_so(toy_registry):
    game = _toy(toy_registry, 1)
    game.apply_text(0, "pick 2")
    saves.autosave(game)
    game.apply_text(0, "pick 3")
    saves.autosave(game)
    newest = saves.games_in_progress()[0].files[0]
    newest.write_text(newest.read_text().replace('"pick 3"', '"pick 9"'))
    loaded, path = saves.latest_autosave()
    assert path != newest and loaded.history == [(0, "pick 2")]
    assert "could not be used" in loaded.load_warnings[0] and "pick 9" in loaded.load_warnings[0]


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_any_changed_byte_of_the_newest_autosave_still_resumes(game_id):
    """Bytes of the newest file changed in turn: Continue always finds the game, from the
    changed file if it still replays as a game, otherwise from the one before."""
    from tests.mutate_saves import played

    session = played(game_id, 6 if game_id == "magnitus" else 20)
    saves.autosave(session)
    seat = session.state.to_act()[0]
    session.apply(seat, session.state.legal_actions(seat)[0])
    saves.autosave(session)
    newest = max(saves.autosave_dir().glob("*.json"), key=lambda p: p.name)
    data = newest.read_bytes()
    for i in range(0, len(data), max(1, len(data) // 80)):
        newest.write_bytes(data[:i] + bytes([data[i] ^ 0x04]) + data[i + 1 :])
        found = saves.latest_autosave()
        assert found is not None, f"byte {i}"
        assert found[0].history == session.history[: len(found[0].history)], f"byte {i}"


def test_autosaves_of_an_older_version_join_the_resumed_game(toy_registry):
    game = _toy(toy_registry, 1)
    folder = saves.autosave_dir()
    folder.mkdir(parents=True)
    for number, text in enumerate(["pick 1", "pick 2"]):
        game.apply_text(0, text)
        record = {
            k: v for k, v in _format_1(game.to_record()).items() if k not in ("id", "fingerprint")
        }
        (folder / f"autosave-{number:020d}.json").write_text(json.dumps(record))
    [legacy] = saves.games_in_progress()
    session, _ = saves.resume(legacy)
    assert session.history == game.history and any(
        "no fingerprint" in w for w in session.load_warnings
    )
    [joined] = saves.games_in_progress()
    assert joined.game_id == session.game_id and len(joined.files) == 2


TWO_PROCESSES = """
import sys
from magtui.core import registry, saves
from magtui.core.bots import RandomBot
from magtui.core.session import Seat, Session
seed = int(sys.argv[1])
spec = registry.get("orkensturm")
session = Session(spec, [Seat(f"P{i}") for i in range(3)], seed, {})
bots = [RandomBot(s, seed) for s in range(3)]
for _ in range(40):
    seat = session.state.to_act()[0]
    session.apply(seat, bots[seat].choose(session.state.view(seat), session.state.legal_actions(seat)))
    saves.autosave(session)
print(session.game_id, len(session.history))
"""


def test_two_processes_on_one_data_folder_keep_their_own_games(data_home):
    env = {**os.environ, "XDG_DATA_HOME": str(data_home), "PYTHONPATH": str(ROOT)}
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", TWO_PROCESSES, str(seed)],
            env=env,
            stdout=subprocess.PIPE,
            text=True,
        )
        for seed in (1, 2)
    ]
    results = [run.communicate()[0].split() for run in runs]
    assert all(run.returncode == 0 for run in runs)
    games = {g.game_id: g for g in saves.games_in_progress()}
    for game_id, moves in results:
        assert len(games[game_id].files) == saves.AUTOSAVE_KEEP
        session, _ = saves.resume(games[game_id])
        assert session.game_id == game_id and len(session.history) == int(moves)


# ----- files ------------------------------------------------------------------------------
def test_saving_over_a_file_keeps_its_permissions(session, tmp_path):
    path = tmp_path / "mine.json"
    path.write_text("{}")
    path.chmod(0o640)
    saves.save(session, path)
    assert (
        stat.S_IMODE(path.stat().st_mode) == 0o640 and saves.load(path).history == session.history
    )


def test_default_save_names_never_collide(session):
    first = saves.default_save_path("toy")
    saves.save(session, first)
    second = saves.default_save_path("toy")
    assert second != first and not second.exists()


def test_stale_temporary_files_are_removed_and_fresh_ones_kept(session):
    folder = saves.autosave_dir()
    folder.mkdir(parents=True)
    stale, fresh = folder / ".x.json.1.ab.tmp", folder / ".y.json.2.cd.tmp"
    stale.write_text("{")
    fresh.write_text("{")
    old = time.time() - STALE_TMP_SECONDS - 60
    os.utime(stale, (old, old))
    saves.autosave(session)
    assert not stale.exists() and fresh.exists()


def _writer(stop: str) -> subprocess.Popen:
    """A process writing an autosave that stops after writing the temporary file: killed there
    (`stop` "kill"), or still at it ("wait")."""
    code = (
        "import os, signal, time\n"
        "from magtui.core import private_files, saves\n"
        f"os.replace = lambda *a: {'os.kill(os.getpid(), signal.SIGKILL)' if stop == 'kill' else 'time.sleep(60)'}\n"
        "private_files.write_atomic(saves.autosave_dir() / 'x.json', '{}')\n"
    )
    return subprocess.Popen([sys.executable, "-c", code])


def _temporaries() -> set[str]:
    return {p.name for p in saves.autosave_dir().glob(".*.tmp")}


def test_a_killed_writes_temporary_file_is_swept_when_the_next_process_starts(data_home):
    """Issue: 'Temp files of writes interrupted by a kill stay until a 600-second sweep'."""
    killed = _writer("kill")
    killed.wait()
    left = _temporaries()
    assert len(left) == 1
    writing = _writer("wait")
    try:
        for _ in range(400):  # until its temporary file is there (a start takes a moment)
            if len(_temporaries()) == 2:
                break
            time.sleep(0.05)
        in_progress = _temporaries() - left
        assert (
            subprocess.run(
                [sys.executable, "-m", "magtui", "--resume"], capture_output=True
            ).returncode
            == 1
        )
        assert _temporaries() == in_progress, "another process's write in progress is left alone"
    finally:
        writing.kill()
        writing.wait()


def test_the_current_turns_undo_survives_a_resume(toy_registry, tmp_path):
    game = _toy(toy_registry, 1)
    game.apply_text(0, "pick 1")
    game.apply_text(1, "pick 3")
    game.apply_text(1, "pick 4")
    path = _write(tmp_path, game.to_record())
    loaded = saves.load(path)
    assert loaded.can_undo(1)
    loaded.undo(1)
    loaded.undo(1)
    assert loaded.history == [(0, "pick 1")] and loaded.state.picked == [1, None]


def test_a_save_of_a_view_version_from_before_the_declared_models_loads(session, tmp_path):
    """Saves written when the version was a number still open (unchecked, as another shape)."""
    record = _format_1(session.to_record())
    record["views"] = 3
    loaded = saves.load(_write(tmp_path, record))
    assert loaded.history == session.history


@pytest.mark.parametrize("views", ["0BADF00D", "0badf00", ["x"], 0])
def test_a_damaged_view_version_is_refused(session, tmp_path, views):
    record = session.to_record()
    record["views"] = views
    record["fields_fingerprint"] = save_record.fields_digest(record)
    with pytest.raises(SaveError, match="view version"):
        saves.load(_write(tmp_path, record))
