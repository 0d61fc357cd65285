"""Started movements that can no longer be finished are taken back (rules.md, "Taking back")."""

import pytest

from magtui.games.magalon import SPEC
from magtui.games.magalon import valley as V
from magtui.games.magalon.actions import End, Play

from .helpers import NAMES, at_turn, do, legal_texts


def random_game_to_a_take_back(players: int, seed: int, last_round: int):
    """A seeded game of random bots up to the action after which movements are first taken
    back: the state then, a copy of it as that turn began, and the turn's actions so far."""
    st = SPEC.new_game(NAMES[:players], seed, {})
    bots = [SPEC.make_bot("random", s, seed) for s in range(players)]
    turn_start, actions = None, []
    while st.round <= last_round:
        seat = st.to_act()[0]
        action = bots[seat].choose(None, st.legal_actions(seat))
        if isinstance(action, (Play, End)):
            actions = []
        else:
            if not actions:
                turn_start = st.clone()
            actions.append(str(action))
        lines = len(st.log)
        st.apply(seat, action)
        if any("cannot finish" in line for line in st.log[lines:]):
            return st, turn_start, actions
    pytest.fail(f"nothing was taken back by round {last_round}")


def position(st, chips_taken_back=()) -> tuple[dict, dict]:
    """What the table sees of the position and the chips, less what the turn notes of a
    take-back and the chips `chips_taken_back` (which say so)."""
    view = st.view(None)
    view["turn"].pop("taken_back")
    view["turn"].pop("back_note")
    chips = {name: p for name, p in st.chips().items() if name not in chips_taken_back}
    return view, chips


# (players, seed, round, the log line, the notations of the movements taken back)
SEEDED = [
    (
        2,
        2,
        72,
        "Anna cannot finish the magician's walk and the ruin moves: taken back.",
        ("m ", "R"),
    ),
    (
        2,
        15,
        44,
        "Boris cannot finish the magician's walk and the gnomes' walk: taken back.",
        ("m ", "g1 ", "g2 "),
    ),
    (2, 7, 37, "Boris cannot finish the magician's walk: taken back.", ("m ",)),
    (
        3,
        107,
        186,
        "Boris cannot finish the magician's walk and the giant's walk: taken back.",
        ("m ", "giant ", "push "),
    ),
]


@pytest.mark.parametrize(
    "players,seed,round_,line,taken",
    SEEDED,
    ids=["walk+ruins", "walk+gnomes", "walk+flying-ruin", "walk+giant-with-a-push"],
)
def test_a_movement_that_can_no_longer_be_finished_is_taken_back(
    players, seed, round_, line, taken
):
    """ "If you cannot or do not want to move all movement points, your magician must stay where
    he is. You may therefore not let part of the movement points lapse"; gnomes or ruins short
    of their distance: "the action is not carried out". Seeded random games where a started
    walk and the gnomes' walk or the ruin moves can no longer be finished together (or the walk,
    once the flying ruin is lifted): they are taken back at that moment, and the position is
    the turn played without them; the turn goes on."""
    st, turn_start, actions = random_game_to_a_take_back(players, seed, round_)
    assert st.round == round_ and st.log[-1] == line
    assert st.turn.unfinished() == []
    do(turn_start, *[a for a in actions if not a.startswith(taken)])
    chips = [name for name, progress in st.chips().items() if progress == "taken back"]
    assert position(st, chips) == position(turn_start, chips)
    assert legal_texts(st) == legal_texts(turn_start)


def test_the_giant_keeps_its_dice_and_the_walk_may_start_afresh():
    """Spec: "The dice result stays as rolled." The seeded walk and ruin moves were taken back
    after the giant's last step: the giant's walk stands with its dice, and the magician and the
    ruins may set out again, the turn ending only once they are done or left untouched."""
    st, _, _ = random_game_to_a_take_back(2, 2, 72)
    t = st.turn
    assert t.dice and t.giant_steps == t.giant_total
    assert st.chips()["Magician"] == "taken back" and st.chips()["Ruins"] == "taken back"
    texts = legal_texts(st)
    assert (
        "end" in texts
        and any(a.startswith("m ") for a in texts)
        and any(a.startswith("R") for a in texts)
    )


def test_a_displacement_by_a_giant_taken_back_is_undone():
    """Spec: "Steps that are taken back also take back anything that depended on them, such as a
    displacement made by that gnome." The seeded giant displaced Chen from K12 to O14 before
    Boris's walk and the giant's were taken back: Chen stands on K12 again, not yet displaced."""
    st, turn_start, _ = random_game_to_a_take_back(3, 107, 186)
    assert st.log[-2] == "Chen's magician is displaced K12→O14."
    assert V.node_name(st.pos[2]) == "K12" == V.node_name(turn_start.pos[2])
    assert st.turn.displaced == set() and st.chips()["Giant"] == "taken back"


def _walk_through_the_amulet_space(*more: str):
    """Anna (card 3) walks G2 → A → J1, where only Chen's magician on J2 is in the way, which a
    gnome could still displace; then `more`. Chen is then protected after all (a turn of the
    rules cannot bring that about, but it is the shape of any movement found unfinishable), and
    Anna settles her energy."""
    st = at_turn({0: 3, 1: 2, 2: 1}, pos={0: "G2", 2: "J2"}, shields={1: "K1"}, gnomes=["J5", "L7"])
    do(st, "m A", "m J1", *more)
    assert st.artifacts[0] == "A"
    st.protected.add(2)
    st._legal_cache = {}
    do(st, "energy")
    return st


def test_an_artifact_collected_on_a_walk_taken_back_goes_back():
    """ "If you cannot or do not want to move all movement points, your magician must stay where
    he is": the walk never happened, so neither did "You receive the corresponding artifact when
    you move with your magician onto or over an artifact space"."""
    st = _walk_through_the_amulet_space()
    assert st.log[-1] == "Anna cannot finish the magician's walk: taken back."
    assert V.node_name(st.pos[0]) == "G2" and st.artifacts[0] == "" and st.energy[0] == 9
    assert st.chips()["Magician"] == "taken back" and "m A" in legal_texts(st)


def test_what_cannot_stand_without_the_walk_is_taken_back_with_it():
    """Spec: "Steps that are taken back also take back anything that depended on them." Anna set
    her shield on G2, the square her walk set out from: with the walk taken back the magician
    stands there again, so the shield is taken back as well, and may be set again."""
    st = _walk_through_the_amulet_space("shield G2")
    assert (
        st.log[-1] == "Anna cannot finish the magician's walk: taken back, and the shield with it."
    )
    assert V.node_name(st.pos[0]) == "G2" and st.shields[0] is None and not st.turn.shield_done
    assert st.chips()["Shield"] == "taken back" and "shield G3" in legal_texts(st)
