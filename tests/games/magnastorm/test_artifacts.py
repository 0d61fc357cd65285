"""Artifact cards and the advanced start (rulebook 'Drawing and Keeping Artifact Cards', 'Advanced Starting Positions'; spec section 10)."""

import json

import pytest

from magtui.core.session import Seat, Session
from magtui.games.magnastorm import artifacts

from .helpers import SPEC, do, legal, new


@pytest.fixture
def data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(artifacts, "collection_source", None)
    return tmp_path


def finished(players=3, seed=5):
    st = new(players, seed=seed)
    while not st.is_over():
        st.apply(st.actor, st.legal_actions(st.actor)[0])
    return st


def test_awards_gold_silver_bronze_by_rank(data_home):
    """'the winner of the game draws a gold card, the last a bronze card. All other players draw a silver card.'"""
    st = finished(3)
    drawn = artifacts.award(st)
    ranking = [st.names[g[0]] for g in st.result().ranking]
    assert drawn[ranking[0]][0] == "G" and drawn[ranking[1]][0] == "S" and drawn[ranking[2]][0] == "B"
    store = json.loads((data_home / "magtui" / "magnastorm-artifacts.json").read_text())
    assert store["players"]["nils"]["cards"] == [drawn["Nils"]]
    assert artifacts.award(st) == {}, "a finished game awards its cards once"


def test_pool_draws_remove_cards(data_home):
    """Spec: 'A draw removes a random card from the pool, and an empty pool refills with its whole tier.'"""
    st = finished(2)
    artifacts.award(st)
    store = artifacts.load_store()
    assert len(store["pools"]["gold"]) == 29 and len(store["pools"]["bronze"]) == 29


def test_collections_read_by_case_folded_name(data_home):
    """Spec: 'The key is the seat name, trimmed and case-folded.'"""
    path = data_home / "magtui" / "magnastorm-artifacts.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"version": 1, "pools": {}, "players": {"nils": {"name": "Nils", "cards": ["S07", "B03"]}}}))
    assert artifacts.collections_for([" NILS ", "Sara"]) == [["B03", "S07"], []]


def test_standard_start_when_someone_lacks_two_cards(monkeypatch):
    """'If all players have at least 2 artifact cards' - otherwise the standard start."""
    monkeypatch.setattr(artifacts, "collection_source", lambda names: [["S01", "S02"], ["B01"]])
    st = new(2, advanced="auto")
    assert legal(st) == {"artifacts S01.S02/B01"}
    do(st, "artifacts S01.S02/B01")
    assert st.step == "setup_col" and st.artifact_cards == [[], []]


def test_scenario_18_advanced_order_tie_break(monkeypatch):
    """Scenario 18: 'Sums of 12 vs 12: the player holding a 9 goes before the one whose highest card is 7.'"""
    monkeypatch.setattr(artifacts, "collection_source", lambda names: [["S46", "S16"], ["G12", "B21"]])
    st = new(2, advanced="auto")
    do(st, str(st.legal_actions(0)[0]))
    assert st.order == [1, 0]


def test_advanced_bonuses_replace_turn_bonus(monkeypatch):
    """'In turn order, take the bonuses shown on your artifact cards'; spec: 'These replace the +1O for positions 3 and 4.'"""
    monkeypatch.setattr(artifacts, "collection_source",
                        lambda names: [["B01", "B02"], ["B03", "B04"], ["B11", "B12"], ["B05", "B06"]])
    st = new(4, advanced="auto")
    do(st, str(st.legal_actions(0)[0]))
    while st.phase == "setup":
        st.apply(st.actor, st._stage_actions()[0])
    assert st.order[0] == 2, "levels 2+2 beat 1+1"
    assert st.rep == [2, 2, 2, 0], "B01-B04 and B11-B12 are REP cards"
    assert [st.cubes[s][1 + s] for s in range(4)] == [2, 2, 2, 4], "B05-B06 give +1O each; no +1O by position"


def test_replay_uses_recorded_cards_not_the_file(monkeypatch):
    """The state is a pure function of seed, actions and options: a replay ignores a changed collection file."""
    monkeypatch.setattr(artifacts, "collection_source", lambda names: [["G01", "G02"], ["B01", "B02"]])
    session = Session(SPEC, [Seat("Nils"), Seat("Sara")], 9, {})
    for _ in range(30):
        st = session.state
        session.apply(st.actor, st.legal_actions(st.actor)[0])
    record = json.loads(json.dumps(session.to_record()))
    monkeypatch.setattr(artifacts, "collection_source", lambda names: [[], []])
    again = Session.from_record(record)
    assert again.state.fingerprint() == session.state.fingerprint()
    assert [sorted(c) for c in again.state.artifact_cards] == [["G01", "G02"], ["B01", "B02"]]


def test_advanced_off_reads_nothing(monkeypatch):
    """Option advanced_start=off: nothing is read."""
    def boom(names):
        raise AssertionError("read")
    monkeypatch.setattr(artifacts, "collection_source", boom)
    st = new(3, advanced="off")
    while not st.is_over():
        st.apply(st.actor, st.legal_actions(st.actor)[-1])
