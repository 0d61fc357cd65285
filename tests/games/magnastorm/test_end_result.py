"""The result of a finished game: reputation by source, and why the game ended
(rulebook 'Game End')."""

import random

import pytest

from magtui.core.session import Seat, Session
from magtui.games.magnastorm import data
from magtui.ui.app import MagtuiApp
from magtui.ui.game_over import GameOverScreen
from tests.screen_text import screen_text

from .helpers import SPEC, new


def played_out(players: int, seed: int, advanced: str = "off"):
    st = new(players, seed=seed, advanced=advanced)
    pick = random.Random(seed)
    while not st.is_over():
        st.apply(st.actor, pick.choice(st.legal_actions(st.actor)))
    return st


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (2, 4)])
def test_reputation_by_source_sums_to_the_totals(players, seed):
    """'You acquire reputation through: objectives, commanders, the sector majority,
    transmitter stations.'"""
    outcome = played_out(players, seed).result()
    for seat, total in outcome.scores.items():
        parts = outcome.breakdown[seat]
        assert set(data.REPUTATION_SOURCES) <= set(parts) <= {*data.REPUTATION_SOURCES, "artifacts"}
        assert sum(parts.values()) == total


def test_a_game_nobody_ends_early_ends_after_round_4():
    """'Alternatively, the game ends after 4 rounds if no player has reached the
    required reputation amount.'"""
    st = new(2)
    st.round, st.upper = data.MAX_ROUNDS, {c: [] for c in st.upper}
    st._administration()
    assert st.over
    assert st.result().explanation.startswith(
        "Nobody reached 25 reputation; the game ended after round 4, the last."
    )


def test_the_reason_names_who_reached_the_goal():
    """'Once a player gains a certain number of reputation, the game ends after the last player on
    the turn order track has taken their action.'"""
    st = new(2)
    st.round = 2
    st.gain_rep(1, 26, "objectives", "SONA gains 26 reputation.")
    st.upper = {c: [] for c in st.upper}
    st._administration()
    assert st.over
    assert st.result().explanation.startswith(
        "SONA (Sara) reached 26 reputation in round 2 (25 triggers the end with 2 players); "
        "the game ended after round 2's administration."
    )


def test_losses_below_zero_do_not_count_against_a_source():
    """M20: 'Reputation never goes below 0; a loss stops at 0.'"""
    st = new(2)
    st.gain_rep(0, 1, "stations", "NEU gains 1 reputation.")
    st.gain_rep(0, -3, "commanders", "NEU loses 3 reputation.")
    assert st.rep[0] == 0 and st.rep_by[0]["stations"] + st.rep_by[0]["commanders"] == 0


async def test_the_end_screen_shows_points_by_source_and_why(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    session = Session(
        SPEC, [Seat("Nils", "random"), Seat("Sara", "random")], 1, {"advanced_start": "off"}
    )
    while not session.state.is_over():
        seat = session.state.to_act()[0]
        session.apply(
            seat,
            session.bot(seat).choose(session.state.view(seat), session.state.legal_actions(seat)),
        )
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        header = next(line for line in text.splitlines() if "place" in line)
        assert header.split("│")[1].split() == [
            "place",
            "player",
            *data.REPUTATION_SOURCES,
            "total",
        ]
        assert "the game ended" in " ".join(text.split())
        outcome = session.state.result()
        for seat, parts in outcome.breakdown.items():
            row = next(
                line
                for line in text.splitlines()
                if session.state.names[seat] in line and "." in line
            )
            numbers = [int(n) for n in row.split("│")[1].split()[2:]]
            assert numbers == [*parts.values(), outcome.scores[seat]]
