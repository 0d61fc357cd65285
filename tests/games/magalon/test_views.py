"""The Magalon board draws from a seat's view: no game state is ever within its reach."""

import pytest

from magtui.core.errors import IllegalAction
from magtui.core.views import seat_view
from magtui.games.magalon import SPEC
from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.actions import NOTATION

from tests.board_app import BoardApp
from tests.state_reach import state_paths

from .helpers import at_turn, new_game


async def test_a_short_game_by_keys_never_puts_the_state_within_the_boards_reach():
    st = new_game(2, seed=5)
    st.pos[1] = D.cell("D9")  # Boris waits where Anna's gnome will attack him
    app = BoardApp(SPEC, st, 0, play=True)
    steps = [
        "x",
        "5",  # Anna plays 10 (gnomes 3), Boris 5 (flying ruin, and the giant)
        "c",
        "down",
        "down",  # g1 D7 -> D8 -> D9: the attack on Boris
        "right",
        "right",
        "right",
        "right",
        "down",
        "backspace",
        "right",
        "right",
        "enter",
        "down",
        "t",  # the gnome's third step, then Anna ends her turn
        "c",
        "tab",
        "r",
        "down",
        "down",
        "down",
        "enter",
        "t",  # Boris flies R2 and ends
    ]
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert state_paths(app.board) == []
        for key in steps:
            await pilot.press(key)
            await pilot.pause()
            assert state_paths(app.board) == [], f"after {key!r}"
    assert V.node_name(st.pos[1]) == "I9", "the displacement was carried out"
    assert [a.split()[0] for a in app.notations[-3:]] == ["lift", "set", "end"]
    assert st.round == 2 and st.phase == "play"


def test_the_questions_a_board_may_ask_while_a_move_is_drawn():
    st = at_turn({0: 3, 1: 5}, pos={0: "H8"})
    ends = st.seen_by(0).magician_ends()
    assert D.cell("H5") in ends and D.cell("H8") not in ends
    oracle = seat_view(st, 0, 0).oracle
    act = NOTATION.parse
    assert oracle.why_not_after([act("m H7")], act("m H6")) is None
    assert (
        oracle.why_not_after([act("m H7")], act("m H8"))
        == "The magician has already been on H8 this turn."
    )
    assert (
        oracle.why_not_after([act("m H9"), act("m H7")], act("end"))
        == "H7 is not next to the magician (orthogonal steps only)."
    )
    after = oracle.legal_after([act("m H7"), act("m H6")])
    assert act("m H5") in after and act("m H7") not in after
    assert oracle.legal_after([]) == tuple(st.legal_actions(0))
    assert st.turn.mag_path == [D.cell("H8")], "asking changes nothing"
    with pytest.raises(IllegalAction):
        seat_view(st, 1, 0).oracle.legal_after([])  # only the seat to act asks
