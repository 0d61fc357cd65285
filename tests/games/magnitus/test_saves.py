"""Spec, determinism: 'Saves also store the galaxy (positions and a checksum) after each turn.
If a replay gives a different checksum ... the program warns and continues from the stored
galaxy.'"""

import json

import pytest

from magtui.core import saves
from magtui.core.bots import RandomBot, bot_move
from magtui.core.errors import SaveError
from magtui.core.session import Seat, Session
from magtui.games.magnitus import SPEC
from magtui.games.magnitus.bodies import World


def played(turns=4, seed=7):
    session = Session(SPEC, [Seat("Anna"), Seat("Boris")], seed, {})
    bots = [RandomBot(s, seed) for s in range(2)]
    while len(session.checkpoints) < turns:
        seat = session.state.to_act()[0]
        session.apply(seat, bot_move(bots[seat], session.state, seat), keep_undo=False)
    return session


def test_the_galaxy_and_its_checksum_are_saved_after_each_turn(tmp_path):
    session = played()
    record = session.to_record()
    assert len(record["checkpoints"]) == 4
    last = record["checkpoints"][max(record["checkpoints"], key=int)]
    assert last["checksum"] == session.state.world.checksum()
    path = tmp_path / "game.json"
    saves.save(session, path)
    loaded = saves.load(path)
    assert loaded.load_warnings == [] and loaded.state.fingerprint() == session.state.fingerprint()


def test_a_replay_that_differs_warns_and_continues_from_the_stored_galaxy(tmp_path, monkeypatch):
    session = played()
    record = json.loads(json.dumps(session.to_record()))
    for stored in record["checkpoints"].values():
        del stored["before"]  # results that cannot be taken over: the replay runs the physics
    path = tmp_path / "other.json"
    path.write_text(json.dumps(record))
    checkpoint = type(session.state).checkpoint

    def other_machine(state):  # this machine's physics differs from the saver's in the last bits
        result = checkpoint(state)
        if result is None:
            return None
        result = json.loads(json.dumps(result))
        del result["before"]  # as in the file
        result["galaxy"]["x"][0] += 1e-9
        result["checksum"] = World.from_json(result["galaxy"]).checksum()
        return result

    monkeypatch.setattr(type(session.state), "checkpoint", other_machine)
    loaded = saves.load(path)
    [warning] = loaded.load_warnings
    assert (
        "last digits" in warning and str(min(int(i) for i in record["checkpoints"]) + 1) in warning
    )
    assert loaded.state.world.x[0] == session.state.world.x[0], "the stored galaxy is taken over"


def test_a_stored_galaxy_that_fails_its_checksum_is_refused(tmp_path):
    record = json.loads(json.dumps(played(turns=2).to_record()))
    index = min(record["checkpoints"], key=int)
    record["checkpoints"][index]["galaxy"]["x"][0] += 1.0
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveError, match="damaged"):
        saves.load(path)


def test_loading_takes_the_stored_results_over_instead_of_running_the_physics(
    tmp_path, monkeypatch
):
    """Continuing a save restores each turn from the galaxy and outcome it stored, keyed by the
    galaxy and the action before it, so a long game continues at once and exactly."""
    from magtui.games.magnitus import physics

    session = played(turns=6)
    path = tmp_path / "game.json"
    saves.save(session, path)
    runs = []
    original = physics.Simulator.run
    monkeypatch.setattr(
        physics.Simulator,
        "run",
        lambda self, duration=None: runs.append(duration) or original(self, duration),
    )
    loaded = saves.load(path)
    assert loaded.load_warnings == [] and loaded.state.fingerprint() == session.state.fingerprint()
    assert all(duration is not None for duration in runs), "a resolution ran again"


def test_a_stored_result_that_does_not_add_up_is_refused(tmp_path):
    """A stored outcome must account for every body: what stays plus what is taken."""
    record = json.loads(json.dumps(played(turns=2).to_record()))
    index = min(record["checkpoints"], key=int)
    record["checkpoints"][index]["outcome"]["taken"].append(39)
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SaveError, match="damaged"):
        saves.load(path)
