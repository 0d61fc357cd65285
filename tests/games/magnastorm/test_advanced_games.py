"""Random full games with the advanced start, for every player count and both start areas.

A new game records the cards each name holds in its advanced_start option. These games give
every player a collection that way and check the harness's invariants plus the conservation of
every piece.
"""

import json

import pytest

from magtui.core.bots import RandomBot
from magtui.core.errors import IllegalAction
from magtui.core.session import Seat, Session
from magtui.games.magnastorm import artifacts, data

from .helpers import NAMES, SPEC, check_conservation

# Levels, bonuses and tier mixes differ between seats; seats 2 and 3 tie on 7 + 3 = 10.
COLLECTIONS = (["G01", "S10", "B09"], ["B05", "S33", "G20", "B20"], ["S60", "B30"], ["S46", "B21"])


def check_setup(st):
    """Section 10: order by the sum of two levels (then the higher card); the cards' bonuses
    replace the +1O of positions 3 and 4."""
    drawn = st.artifact_cards
    for s, cards in enumerate(drawn):
        assert len(cards) == data.ADVANCED_DRAW and set(cards) <= set(COLLECTIONS[s])
    keys = [
        (sum(data.ARTIFACTS[c][0] for c in drawn[s]), max(data.ARTIFACTS[c][0] for c in drawn[s]))
        for s in st.order
    ]
    assert keys == sorted(keys, reverse=True), (
        f"turn order {st.order} ignores the card levels {keys}"
    )
    for s, cards in enumerate(drawn):
        bonuses = [data.ARTIFACTS[c][1] for c in cards]
        assert st.rep[s] == bonuses.count("REP")
        assert sum(st.research[s]) == 1 + sum(b.startswith("RES") for b in bonuses)


def check_refusals(st, stale, seat):
    """Actions legal a moment ago but not now are refused with a reason and change nothing."""
    before = st.fingerprint()
    current = {str(a) for a in st.legal_actions(seat)}
    for action in [a for a in stale if str(a) not in current][:3]:
        with pytest.raises(IllegalAction) as info:
            st.apply(seat, action)
        assert str(info.value).strip()
        assert st.fingerprint() == before


@pytest.mark.parametrize("start", ["1", "2"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_game_with_the_advanced_start(players, start):
    """'If all players have at least 2 artifact cards, you can use the
    advanced starting positions.'"""
    seed = 20 + players * 2 + int(start)
    cards = artifacts.setup_text([sorted(c) for c in COLLECTIONS[:players]])
    session = Session(
        SPEC, [Seat(n) for n in NAMES[:players]], seed, {"start": start, "advanced_start": cards}
    )
    bots = [RandomBot(s, seed) for s in range(players)]
    limit = SPEC.max_actions(players, session.options)
    stale, steps, setup_checked = [], 0, False
    while not session.state.is_over():
        st = session.state
        assert steps < limit
        if st.phase != "setup" and not setup_checked:
            check_setup(st)
            assert {space[:2] for space in st.scout} == {data.START_AREAS[start]}
            setup_checked = True
        seat = st.to_act()[0]
        legal_now = st.legal_actions(seat)
        assert legal_now and st.status().strip()
        for action in legal_now:
            assert SPEC.parse_action(str(action)) == action
        own = st.view(seat)
        own.pop("private")
        assert own == st.view(None)
        check_refusals(st, stale, seat)
        session.apply(seat, bots[seat].choose(st.view(seat), legal_now), keep_undo=False)
        check_conservation(session.state)
        stale = legal_now
        steps += 1
    assert setup_checked
    assert any("Advanced start" in line for line in session.state.log)
    ranking = [s for group in session.state.result().ranking for s in group]
    assert sorted(ranking) == list(range(players))
    again = Session.from_record(json.loads(json.dumps(session.to_record())))
    assert again.state.fingerprint() == session.state.fingerprint()
