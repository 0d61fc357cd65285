"""Artifact cards and the advanced start (rulebook 'Drawing and Keeping Artifact Cards', 'Advanced
Starting Positions'; spec section 10)."""

import json
import os

import pytest

from magtui.core.errors import IllegalAction, OptionError
from magtui.core.session import Session, new_session
from magtui.games.magnastorm import artifacts

from .helpers import SPEC, new


@pytest.fixture
def data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    return tmp_path


def store_file(home):
    path = home / "magtui" / "magnastorm-artifacts.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def write_collection(home, players):
    store_file(home).write_text(
        json.dumps(
            {
                "version": 1,
                "pools": {},
                "players": {
                    name.casefold(): {"name": name, "cards": cards}
                    for name, cards in players.items()
                },
            }
        )
    )


def finished(players=3, seed=5):
    st = new(players, seed=seed)
    while not st.is_over():
        st.apply(st.actor, st.legal_actions(st.actor)[0])
    return st


def test_awards_gold_silver_bronze_by_rank(data_home):
    """'the winner of the game draws a gold card, the last a bronze card. All other
    players draw a silver card.'"""
    st = finished(3)
    drawn, notice = artifacts.award(st)
    assert notice == ""
    ranking = [st.names[g[0]] for g in st.result().ranking]
    assert (
        drawn[ranking[0]][0] == "G" and drawn[ranking[1]][0] == "S" and drawn[ranking[2]][0] == "B"
    )
    store = json.loads(store_file(data_home).read_text())
    assert store["players"]["nils"]["cards"] == [drawn["Nils"]]
    assert artifacts.award(st) == ({}, ""), "a finished game awards its cards once"


def test_pool_draws_remove_cards(data_home):
    """Spec: 'A draw removes a random card from the pool, and an empty pool refills
    with its whole tier.'"""
    artifacts.award(finished(2))
    store, _ = artifacts.read_store()
    assert len(store["pools"]["gold"]) == 29 and len(store["pools"]["bronze"]) == 29


def test_new_game_records_the_cards_of_each_name(data_home):
    """Spec: 'The key is the seat name, trimmed and case-folded.' A new game records
    what each name holds."""
    write_collection(data_home, {"Nils": ["S07", "B03"], "Sara": ["G01"]})
    session = new_session("magnastorm", [" NILS ", "Sara"], 3, {})
    assert session.options["advanced_start"] == "B03.S07/G01"
    assert any("Not every player holds 2 artifact cards" in line for line in session.state.log)


def test_standard_start_when_someone_lacks_two_cards():
    """'If all players have at least 2 artifact cards' - otherwise the standard start."""
    st = new(2, advanced="S01.S02/B01")
    assert st.step == "setup_col" and st.artifact_cards == [[], []]


def test_scenario_18_advanced_order_tie_break():
    """Scenario 18: 'Sums of 12 vs 12: the player holding a 9 goes before the one
    whose highest card is 7.'"""
    st = new(2, advanced="S16.S46/B21.G12")
    assert st.order == [1, 0]


def test_advanced_bonuses_replace_turn_bonus():
    """'In turn order, take the bonuses shown on your artifact cards'; spec: 'These replace the +1O
    for positions 3 and 4.'"""
    st = new(4, advanced="B01.B02/B03.B04/B11.B12/B05.B06")
    while st.phase == "setup":
        st.apply(st.actor, st.legal_actions(st.actor)[0])
    assert st.order[0] == 2, "levels 2+2 beat 1+1"
    assert st.rep == [2, 2, 2, 0], "B01-B04 and B11-B12 are REP cards"
    assert [st.cubes[s][1 + s] for s in range(4)] == [2, 2, 2, 4], (
        "B05-B06 give +1O each; no +1O by position"
    )


def test_replay_uses_recorded_cards_not_the_file(data_home):
    """The state is a pure function of seed, actions and options: a replay ignores a
    changed collection file."""
    write_collection(data_home, {"Nils": ["G01", "G02"], "Sara": ["B01", "B02"]})
    session = new_session("magnastorm", ["Nils", "Sara"], 9, {})
    for _ in range(30):
        st = session.state
        session.apply(st.actor, st.legal_actions(st.actor)[0])
    record = json.loads(json.dumps(session.to_record()))
    write_collection(data_home, {})
    again = Session.from_record(record)
    assert again.state.fingerprint() == session.state.fingerprint()
    assert [sorted(c) for c in again.state.artifact_cards] == [["G01", "G02"], ["B01", "B02"]]


def test_advanced_off_reads_nothing(data_home, monkeypatch):
    """Option advanced_start=off: nothing is read."""

    def boom(*args):
        raise AssertionError("read")

    monkeypatch.setattr(artifacts, "read_store", boom)
    st = new_session("magnastorm", ["Nils", "Sara", "Pia"], 1, {"advanced_start": "off"}).state
    while not st.is_over():
        st.apply(st.actor, st.legal_actions(st.actor)[-1])


def test_apply_refuses_setup_cards_nobody_recorded(data_home):
    """Issue 13: apply refuses anything legal_actions does not hold, such as
    `artifacts B03.B04/B05.B06`."""
    session = new_session("magnastorm", ["Nils", "Sara"], 4, {})
    st = session.state
    before = st.fingerprint()
    assert all(a.verb != "artifacts" for a in st.legal_actions(st.actor))
    with pytest.raises(IllegalAction):
        st.apply(st.actor, "artifacts B03.B04/B05.B06")
    assert st.fingerprint() == before


@pytest.mark.parametrize(
    "content",
    [
        '{"version": 1, "players": []}',
        '{"version": 1, "players": {"nils": {"name": "Nils", "cards": "S07"}}}',
        '{"version": 1, "players": {"nils": {"name": 7, "cards": []}}}',
        '{"version": 1, "pools": {"gold": ["B01"]}}',
        '{"version": 1, "awarded": {}}',
        '{"version": 2}',
        "[]",
        "garbage",
        "",
        '{"version": 1, "players": ' * 2000 + "{}" + "}" * 2000,
        b"\xff\xfe\x00",
    ],
    ids=[
        "players-list",
        "cards-text",
        "name-number",
        "foreign-pool",
        "awarded-dict",
        "version-2",
        "list",
        "garbage",
        "empty",
        "deep",
        "not-utf8",
    ],
)
def test_a_damaged_collection_file_is_ignored_with_a_notice(data_home, content):
    """Issue 13: a malformed artifact file must not end every new game in an internal error."""
    path = store_file(data_home)
    original = content if isinstance(content, bytes) else content.encode()
    path.write_bytes(original)
    note = artifacts.setup_note(["Nils", "Sara"])
    assert "is ignored" in note and "\n" not in note
    session = new_session("magnastorm", ["Nils", "Sara"], 2, {})
    assert session.options["advanced_start"] == "-/-"
    st = session.state
    while not st.is_over():
        st.apply(st.actor, st.legal_actions(st.actor)[0])
    drawn, notice = artifacts.award(st)
    assert set(drawn) == {"Nils", "Sara"} and "kept as" in notice
    assert path.with_name(path.name + ".damaged").read_bytes() == original, (
        "the damaged file is kept aside"
    )
    assert artifacts.read_store()[1] == "", "a fresh collection replaces the damaged one"


def test_a_collection_that_is_no_file_is_ignored(data_home):
    """Issue 13: special files (a directory, a FIFO) never hang or crash the setup."""
    path = store_file(data_home)
    os.mkfifo(path)
    assert "not a regular file" in artifacts.setup_note(["Nils", "Sara"])
    assert new_session("magnastorm", ["Nils", "Sara"], 2, {}).options["advanced_start"] == "-/-"


def test_recorded_cards_are_checked():
    """A save's advanced_start value is checked like any option."""
    with pytest.raises(OptionError):
        SPEC.full_options({"advanced_start": "B01.X99/-"})
    with pytest.raises(OptionError):
        new(3, advanced="B01.B02/B03.B04")
