"""The free order of actions within a turn (issue 16, items 1–3 and 5)."""

import pytest

from magtui.core.bots import RandomBot
from magtui.core.errors import IllegalAction
from magtui.core.session import Seat, Session
from magtui.games.magalon import SPEC
from magtui.games.magalon import data as D
from magtui.games.magalon import finish as F
from magtui.games.magalon import valley as V
from magtui.games.magalon.actions import End, Play

from .helpers import at_turn, do, legal_texts


def session(seed: int = 1, **options) -> Session:
    return Session(SPEC, [Seat("Anna"), Seat("Boris")], seed, options)


def play(s: Session, *texts: str) -> None:
    for text in texts:
        s.apply_text(s.state.to_act()[0], text)


def test_a_step_may_wait_for_the_shield_to_clear_the_way():
    """ "You decide for yourself in which order you carry out the individual actions. ... you may
    for example first carry out part of an action, then follow with another action, and only
    afterwards finish the first action." Anna's own shield on H14 blocks her walk at H15; she
    moves it behind her onto H16 and walks on."""
    s = session()
    play(s, "play 1", "play 2", "end", "shield H14", "end", "play 7", "play 3")
    play(s, "m H18", "m H17", "m H16", "m H15")
    st = s.state
    assert st.chips()["Magician"] == "4/7" and not any(t.startswith("m ") for t in legal_texts(st))
    with pytest.raises(IllegalAction, match="Finish the magician move"):
        play(s, "end")
    play(s, "shield H16", "m H14", "m H13", "m G13", "end")
    assert V.node_name(st.pos[0]) == "G13" and st.turn.seat == 1


def test_a_ruin_may_be_pushed_back_after_the_walk():
    """ "Example: With a 7 card you can move a ruin by two spaces, then first move your magician
    and afterwards push the ruin back the remaining two spaces." Here the magician steps up to
    the ruin before the ruin makes way."""
    st = at_turn({0: 7, 1: 5}, pos={0: "E16"}, shields={1: "D16"})
    do(st, "m E17", "m F17", "m G17", "m G16")  # G15 (ruin R5) lies ahead
    do(st, "R5 left", "R5 left", "m G15", "m G14", "m G13")
    do(st, "R5 right", "R5 right", "end")
    assert st.ruins["R5"] == tuple(sorted(D.RUINS["R5"]))


def test_undo_backs_out_of_a_step_that_waits():
    """Spec L6: "If it cannot be completed, the player takes its steps back with undo." """
    s = session()
    play(s, "play 1", "play 2", "end", "shield H14", "end", "play 7", "play 3")
    play(s, "m H18", "m H17", "m H16", "m H15")
    for _ in range(4):
        s.undo(0)
    assert s.state.turn.mag_steps == 0 and End() in s.state.legal_actions(0)


def test_a_step_nothing_can_save_is_still_refused():
    """L5: "The magician makes exactly N steps or none." A step into a pocket walled by other
    players' shields and ruins that cannot move this turn (the card moves gnomes) is refused."""
    st = at_turn({0: 3, 1: 5}, pos={0: "A4"}, shields={1: "B4"}, ruins={"R1": "A2 B2 B3 C3"})
    with pytest.raises(IllegalAction, match="From A3 the magician could not make the 2 steps"):
        do(st, "m A3")


def _giant_strands_after_the_attack() -> Session:
    s = session()
    play(
        s,
        "play 5",
        "play 6",
        "m H18",
        "m H17",
        "m H16",
        "m H15",
        "m H14",
        "m H13",
        "shield I13",
        "end",
        "lift R5",
        "set G13 G14 H14 I14",
        "roll",
    )
    return s


def test_an_attack_that_would_strand_the_giant_is_refused():
    """ "The player who has played the lowest card ... rolls and moves the giant by the number of
    pips rolled"; "a player cannot move ... the giant by the prescribed distance? In this case
    the action is not carried out." Attacking Boris on H13, walled in by a ruin and his shield,
    would leave the giant no way on for its remaining steps."""
    s = _giant_strands_after_the_attack()
    st = s.state
    assert sum(st.turn.dice) > 1
    with pytest.raises(IllegalAction, match="After the attack on H13 the giant could not make"):
        play(s, "giant H13")
    assert "giant H13" not in legal_texts(st)


def test_after_the_refused_attack_the_rest_of_the_turn_is_optional():
    """ "You set your shield ... in each turn, or leave it standing"; "If you cannot or do not
    want to move all movement points, your magician must stay where he is." """
    s = _giant_strands_after_the_attack()
    with pytest.raises(IllegalAction):
        play(s, "giant H13")
    play(s, "end")
    assert s.state.round == 2 and V.node_name(s.state.pos[0]) == "S"


def test_an_attack_that_would_strand_the_gnomes_is_refused():
    """ "You may move one or both gnomes by a total of as many spaces as is stated on the
    respective card." After attacking Boris on D8, gnome 1 would be walled in there, and gnome 2
    is walled in on A1: the two steps still to go could not be made."""
    st = at_turn(
        {0: 10, 1: 5, 2: 7},
        pos={1: "D8"},
        shields={1: "C8", 2: "B1"},
        gnomes=["D7", "A1"],
        ruins={"R1": "E8 F8 G8 E9", "R2": "A2 B2 C2 C3", "R3": "D9 D10 D11 E11"},
    )
    with pytest.raises(
        IllegalAction, match="After the attack on D8 the gnomes could not make the 2 steps"
    ):
        do(st, "g1 D8")
    do(st, "g1 D6", "g1 D5", "g1 D4", "end")


def test_seats_in_a_random_order_by_the_seed():
    """L18: "The set-up screen can shuffle the seats with the game seed, in place of 'the
    youngest player'." The order round the table, and so the first leader, follows the seed;
    "as listed" keeps seat 1 first."""
    orders = set()
    for seed in range(12):
        st = SPEC.new_game(["Anna", "Boris", "Chen", "Dana"], seed, {"order": "shuffled"})
        again = SPEC.new_game(["Anna", "Boris", "Chen", "Dana"], seed, {"order": "shuffled"})
        assert st.seating == again.seating and sorted(st.seating) == [0, 1, 2, 3]
        assert st.play_seq == st.seating and st.to_act() == (st.seating[0],)
        orders.add(tuple(st.seating))
    assert len(orders) > 1
    st = SPEC.new_game(["Anna", "Boris", "Chen"], 5, {})
    assert st.seating == [0, 1, 2] and st.to_act() == (0,)


def test_shuffled_seats_play_clockwise_round_the_shuffled_table():
    """ "Going clockwise, each player lays one of his magic cards face up"; "whoever was last in
    turn in the previous round ... now begins the playing." """
    st = SPEC.new_game(["Anna", "Boris", "Chen"], 3, {"order": "shuffled"})
    first, second, third = st.seating
    do(st, "play 8", "play 1", "play 5", "end", "end", "end")
    assert st.round == 2 and st.play_seq == [second, third, first]


def _tried_out(st, a) -> bool:
    """Whether every started movement stays finishable after `a`, by trying it out."""
    sim = st.clone()
    sim._do_turn_action(a, quiet=True)
    if sim.phase != "turn":
        return True
    if sim.turn.push_victim >= 0:
        return sim._displacement_can_end_well(None)
    return F.witnesses(sim, None) is not None


@pytest.mark.parametrize("players,seed", [(2, 11), (4, 12)])
def test_the_quick_judgement_agrees_with_trying_each_action_out(players, seed):
    """The shortcuts decide exactly as the rules read in full would: the candidate steps as
    basic_reason, the witnesses (finish.py) as trying every action out."""
    st = SPEC.new_game(["Anna", "Boris", "Chen", "Dana"][:players], seed, {})
    bot = RandomBot(0, seed)
    checked = 0
    while checked < 4000:
        seat = st.to_act()[0]
        if st.phase == "turn":
            found = st._witnesses()
            allowed = [a for a in st._candidates() if st.basic_reason(a) is None]
            assert st._allowed_candidates() == allowed
            candidates = allowed + st._bulk_candidates()
            for a in candidates[:40] + candidates[40::25]:
                assert st._keeps_finishable(a, found) == _tried_out(st, a), (str(a), st.round)
                checked += 1
            if found and checked % 7 == 0:  # the bulk lists, judged in one go
                bulk = st._bulk_candidates()
                assert st._bulk_judged(found) == [a for a in bulk if _tried_out(st, a)]
                checked += len(bulk) // 10
        st.apply(seat, bot.choose(None, st.legal_actions(seat)))


def test_a_displacement_may_not_end_where_it_strands_the_attacker():
    """L7: "The attacker then stands on the vacated cell and may continue its remaining steps."
    Boris, pushed from D8 round to E8, would wall the gnome in on D8 with two steps to go: that
    last push is refused, another end is not."""
    st = at_turn(
        {0: 10, 1: 5, 2: 7},
        pos={1: "D8"},
        shields={1: "C8", 2: "B1"},
        gnomes=["D7", "A1"],
        ruins={"R2": "A2 B2 C2 C3", "R3": "D9 D10 D11 E11"},
    )
    do(st, "g1 D8", "push D7", "push E7", "push F7", "push F8")
    with pytest.raises(IllegalAction, match="gnomes could not make the 2 steps"):
        do(st, "push E8")
    do(st, "push G8", "g1 E8", "g1 E9", "end")


@pytest.mark.parametrize("players,seed", [(2, 5), (3, 6)])
def test_one_check_lists_the_legal_actions_and_words_every_refusal(players, seed):
    """Legality and its reason come from one check: along a random game, every candidate of the
    moment (and every card, and every action of a seat not to act) is listed as legal exactly
    when the check passes it, and an action it refuses is refused with its very sentence,
    leaving the game as it was."""
    st = SPEC.new_game(["Anna", "Boris", "Chen"][:players], seed, {})
    bot = RandomBot(0, seed)
    refused = set()
    for _ in range(250):
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        if st.phase == "turn":
            candidates = st._candidates() + st._bulk_candidates()[::9] + [Play(7)]
        else:
            candidates = [Play(v) for v in D.CARD_VALUES] + [End()]
        other = (seat + 1) % players
        assert st.refusal(other, candidates[0]) == f"It is not {st.names[other]}'s turn to act."
        for a in candidates:
            reason = st.refusal(seat, a)
            assert (reason is None) == (a in legal), (str(a), reason)
            if reason is not None and len(refused) < 400:
                trial = st.clone()
                with pytest.raises(IllegalAction) as refusal:
                    trial.apply(seat, a)
                assert str(refusal.value) == reason and trial.fingerprint() == st.fingerprint()
                refused.add(reason.split(" ")[0])
        st.apply(seat, bot.choose(None, legal))
    assert len(refused) > 5  # refusals of many kinds were met
