"""The steady bot: it reaches the finish, and it steps toward its goal."""

from magtui.games.magalon import SPEC
from magtui.games.magalon import valley as V
from magtui.games.magalon.actions import Play, Step
from magtui.games.magalon.bot import SteadyBot

from .helpers import at_turn, new_game


def test_steady_bots_finish_a_game():
    st = SPEC.new_game(["Anna", "Boris", "Chen"], 3)
    bots = [SPEC.make_bot("steady", s, 3) for s in range(3)]
    while not st.is_over():
        seat = st.to_act()[0]
        st.apply(seat, bots[seat].choose(st.view(seat), st.legal_actions(seat)))
    assert st.winner is not None
    assert len(st.artifacts[st.winner]) == 3 and st.pos[st.winner] == V.START_NODE


def test_steady_bot_collects_an_artifact_in_reach():
    st = at_turn({0: 2, 1: 5}, pos={0: "G2"})
    bot = SteadyBot(0, 1)
    assert bot.choose(st.view(0), st.legal_actions(0)) == Step("m", V.ARTIFACT_NODES["A"])


def test_steady_bot_plays_energy_when_low():
    st = new_game(2)
    st.energy[0] = 3
    assert SteadyBot(0, 1).choose(st.view(0), st.legal_actions(0)) == Play(2)
