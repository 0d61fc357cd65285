"""One test per rule statement of the Magalon rulebook and the spec's rulings."""

import re

import pytest

from magtui.core.errors import IllegalAction
from magtui.games.magalon import SPEC
from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V

from .helpers import at_turn, do, legal_texts, new_game


# ----- set-up ------------------------------------------------------------------------------------
def test_setup():
    """ "Each of you receives: 1 magician, which you place on the start and finish space. 11 magic
    cards ... 1 energy stone ... on space 10 ... 1 shield ... in front of you." """
    st = new_game(4)
    assert st.pos == [V.START_NODE] * 4 and st.energy == [10] * 4
    assert st.hands == [tuple(range(11))] * 4 and st.shields == [None] * 4
    assert st.giant == D.cell("H12") and st.gnomes == [D.cell("D7"), D.cell("L7")]
    assert sorted(len(set(cells)) for cells in st.ruins.values()) == [4] * 6


@pytest.mark.parametrize("players", [1, 5])
def test_player_count(players):
    """L23: "2, 3 or 4 players, with the same rules and board for every count." """
    with pytest.raises(Exception, match="2–4 players"):
        SPEC.new_game([f"P{i}" for i in range(players)], 1)


# ----- card play ---------------------------------------------------------------------------------
def test_card_play_clockwise_from_the_leader():
    """ "Going clockwise, each player lays one of his magic cards face up" (L18: round 1 is led by
    seat 1)."""
    st = new_game(3)
    assert st.to_act() == (0,)
    do(st, "play 5")
    assert st.to_act() == (1,)


def test_highest_card_acts_first():
    """ "the player with the highest card value is first to take his turn, then the one with the
    second highest, and so on." """
    st = new_game(4)
    do(st, "play 2", "play 10", "play 6", "play 7")
    order = []
    while st.round == 1:
        order.append(st.turn.card)
        do(st, "end")
    assert order == [10, 7, 6, 2]


def test_lowest_card_leads_next_round():
    """ "whoever was last in turn in the previous round (i.e. had played the card with the lowest
    value) now begins the playing." """
    st = new_game(3)
    do(st, "play 8", "play 1", "play 5", "end", "end", "end")
    assert st.round == 2 and st.to_act() == (1,)
    do(st, "play 3")
    assert st.to_act() == (2,)


def test_played_card_cannot_be_used_again():
    """ "turn the card you played face down ... You may not use it again for the time being." """
    st = new_game(2)
    do(st, "play 8", "play 1", "end", "end")
    assert 8 not in st.hands[0] and st.piles[0] == (8,)
    do(st, "play 3")  # seat 2 leads
    with pytest.raises(IllegalAction, match="not in Anna's hand"):
        do(st, "play 8")


def test_recall_returns_every_played_card():
    """ "You take all magic cards already played by you ... back into your hand (including the
    0 card)" """
    st = new_game(2)
    st.piles[0] = (3, 7, 9)
    st.hands[0] = (0, 1, 2, 4, 5, 6, 8, 10)
    do(st, "play 0", "play 5", "end")
    assert 0 not in st.hands[0]  # the recall happens at the end of its own turn
    do(st, "end")
    assert st.hands[0] == tuple(range(11)) and st.piles[0] == ()


def test_leader_can_always_play():
    """L18: "The leader can always play." """
    st = new_game(2)
    st.hands[0] = (0,)
    st._legal_cache = {}
    assert legal_texts(st) == {"play 0"}


# ----- magician and card actions -------------------------------------------------------------
def test_move_exactly_the_card_value():
    """ "The card value ... tells you by how many spaces you must move your magician." """
    st = at_turn({0: 5, 1: 3}, pos={0: "H10"})
    do(st, "m H9", "m H8", "m H7", "m H6", "m G6")
    assert "m" not in {t.split()[0] for t in legal_texts(st)}


def test_card_zero_does_not_move():
    """Card 0: the magician moves by the card value, 0."""
    st = at_turn({0: 0, 1: 3}, pos={0: "H10"})
    with pytest.raises(IllegalAction, match="0 card"):
        do(st, "m H9")


def test_gnomes_share_their_steps():
    """ "You may move one or both gnomes by a total of as many spaces as is stated on the card." """
    st = at_turn({0: 9, 1: 3})
    do(st, "g1 D8", "g1 D9", "g2 L8", "g2 M8")
    assert st.turn.gnome_steps == 4
    assert not any(t.startswith("g") for t in legal_texts(st) if t[1:2] in "12")


def test_gnome_move_all_or_nothing():
    """L17: "If the gnomes, the giant or the ruins cannot use their full amount, that action does
    not happen." A started gnome move must be finished."""
    st = at_turn({0: 6, 1: 3})
    do(st, "g1 D8")
    with pytest.raises(IllegalAction, match="gnomes"):
        do(st, "end")


def test_gnome_displaces_by_five():
    """ "If you move a gnome onto ... a space with an opponent's magician, you may displace this
    magician by 5 spaces" """
    st = at_turn({0: 10, 1: 0}, pos={1: "D8"})
    do(st, "g1 D8")
    assert st.turn.push_left == D.GNOME_DISPLACE == 5


def test_gnome_cannot_enter_own_magician():
    """L4: gnomes cannot enter "the active player's own magician" """
    st = at_turn({0: 10, 1: 0}, pos={0: "D8"})
    with pytest.raises(IllegalAction, match="its own player's magician"):
        do(st, "g1 D8")


def test_unattackable_when_no_displacement_exists():
    """L8: "If no such path exists, the magician is not attackable (L7)" """
    st = at_turn(
        {0: 10, 1: 0},
        pos={1: "A1"},
        gnomes=["A2", "L7"],
        shields={0: "B1", 1: "B2"},
        ruins={"R1": "A3 A4 A5 B5"},
    )
    with pytest.raises(IllegalAction, match="nowhere to be displaced"):
        do(st, "g1 A1")


def test_displacement_ending_on_red_gives_nothing():
    """L8: "Ending on an energy space has no effect" """
    st = at_turn({0: 10, 1: 0}, pos={1: "F8"}, gnomes=["F9", "L7"])
    do(st, "g1 F8", "push G8", "push G7", "push F7", "push E7", "push E8")
    assert V.node_name(st.pos[1]) == "E8" and st.energy[1] == 10 and st.turn.red == ""


def test_several_victims_each_once():
    """ "In one turn you may displace several magicians. A magician can, however, be displaced only
    once per turn." """
    st = at_turn({0: 3, 1: 0, 2: 1}, pos={1: "D8", 2: "G8"})
    do(st, "g1 D8", "push D9", "push D10", "push E10", "push E11", "push E12")
    with pytest.raises(IllegalAction):
        do(st, "push E13")
    do(st, "g1 E8", "g1 F8", "g1 G8")
    assert st.turn.push_victim == 2


def test_giant_displaces_by_ten():
    """ "you may displace this magician by 10 spaces in any direction" """
    st = at_turn({0: 3, 1: 9}, pos={1: "H11"})
    do(st, "roll", "giant H11")
    assert st.turn.push_left == 10
    assert st.log[-1] == "Anna's giant attacks Boris's magician on H11."


def test_only_lowest_card_rolls():
    """ "The player who has played the lowest card in this round may move the giant" """
    st = at_turn({0: 9, 1: 3})
    with pytest.raises(IllegalAction, match="lowest card"):
        do(st, "roll")


def test_roll_uses_two_dice_once_per_turn():
    """Giant dice: "Two six-sided dice from the game's seeded random generator." """
    st = at_turn({0: 3, 1: 9})
    do(st, "roll")
    assert len(st.turn.dice) == 2 and all(1 <= d <= 6 for d in st.turn.dice)
    assert st.undoable is True, "the roll may be taken back; rolling again shows the same dice"
    with pytest.raises(IllegalAction, match="already been rolled"):
        do(st, "roll")


def test_protection_covers_turns_before_its_owner():
    """L10: "It covers its owner's magician for the whole round in which it is played, including the
    turns that come before its owner's turn." """
    st = new_game(2)
    st.pos[1] = D.cell("D8")
    do(st, "play 10", "play 4")
    assert st.turn.seat == 0
    with pytest.raises(IllegalAction, match="protected"):
        do(st, "g1 D8")
    do(st, "end", "end")
    assert st.protected == set()


def test_energy_cards():
    """ "playing the 1 or 2 magic card, with which you may set your energy stone up by 4 or 8
    spaces" """
    for card, expected in ((1, 14), (2, 18)):
        st = at_turn({0: card, 1: 5})
        do(st, "energy")
        assert st.energy[0] == expected


def test_energy_capped_at_top():
    """ "but not beyond the top space" (track 0–30)."""
    st = at_turn({0: 2, 1: 5}, energy={0: 27})
    do(st, "energy")
    assert st.energy[0] == 30


def test_energy_costs_one_each_turn():
    """ "on every turn you must set your energy stone down by 1 space" """
    st = at_turn({0: 6, 1: 5})
    do(st, "end")
    assert st.energy[0] == 9


def test_stay_after_paying_refunds():
    """L12: choosing "stay" ... "cancels the −1, refunding it if it was already paid." """
    st = at_turn({0: 3, 1: 5}, pos={0: "H8"})
    do(st, "energy")
    assert st.energy[0] == 9
    do(st, "m H7", "m H6", "m H5", "stay")
    assert st.energy[0] == 13


def test_red_crossing_or_starting_gives_nothing():
    """ "The energy spaces have no significance if you merely move across them." """
    st = at_turn({0: 2, 1: 5}, pos={0: "H6"})
    do(st, "m H5", "m H4")
    assert st.turn.red == "" and "stay" not in legal_texts(st)
    st = at_turn({0: 1, 1: 5}, pos={0: "H5"})
    do(st, "m H4")
    assert "stay" not in legal_texts(st)


def test_red_choice_must_be_made_at_once():
    """L13: "The player must then choose at once" """
    st = at_turn({0: 1, 1: 5}, pos={0: "H6"})
    do(st, "m H5")
    with pytest.raises(IllegalAction, match="red space"):
        do(st, "energy")


def test_bonus_move_may_win():
    """L13: "The bonus move may collect an artifact, and it may win by L2." """
    st = at_turn({0: 1, 1: 5}, pos={0: "H16"}, artifacts={0: "ABC"}, energy={0: 20})
    do(st, "m H17", "move on", "m G17", "m G18", "m S")
    assert st.winner == 0


def test_no_red_chaining():
    """L13: "Ending the bonus move on another red space gives nothing (no chaining)." """
    st = at_turn({0: 1, 1: 5}, pos={0: "N3"})
    do(st, "m N2", "move on", "m M2", "m M3", "m M4")
    assert "stay" not in legal_texts(st)


def test_artifact_first_entry_and_kept():
    """ "You receive the corresponding artifact when you move with your magician onto or over an
    artifact space for the first time ... It can no longer be taken from you now." """
    st = at_turn({0: 3, 1: 5}, pos={0: "O4"})
    do(st, "m O5", "m C", "m N8")
    assert st.artifacts[0] == "C"
    assert any("Ring of Immortality" in line for line in st.log)


def test_shield_once_per_turn_and_stays():
    """L11: "At most one shield action per turn ... Once placed, it stays on the board" """
    st = at_turn({0: 6, 1: 5})
    do(st, "shield H10")
    with pytest.raises(IllegalAction, match="already been set"):
        do(st, "shield H11")
    do(st, "end", "end", "play 4")
    assert st.shields[0] == D.cell("H10")


def test_shield_may_stay_off_board():
    """L11: "Before its first placement the shield is off the board, and it may stay there." """
    st = at_turn({0: 6, 1: 5})
    do(st, "end")
    assert st.shields[0] is None


def test_flying_ruin_no_start_or_artifact():
    """ "Ruins may not be placed on the start space or on an artifact space." """
    st = at_turn({0: 5, 1: 3})
    do(st, "lift R1")
    with pytest.raises(IllegalAction, match="start or an artifact"):
        do(st, "set F1 G1 H1 F2")
    assert not any("H19" in t for t in legal_texts(st))


def test_flying_ruin_unchanged_allowed():
    """L16: "Setting it down unchanged is allowed" """
    st = at_turn({0: 5, 1: 3})
    do(st, "lift R1", "set D3 E3 F3 D4")
    assert st.ruins["R1"] == tuple(sorted(D.RUINS["R1"]))


def test_stuck_magician_other_actions_go_on():
    """ "a player cannot move his magician by the full number of movement points because he is
    surrounded by obstacles? ... He can, however, carry out all the other actions." (The 8
    moves ruins, so nothing can clear the gnome and the shield away this turn.)"""
    st = at_turn({0: 8, 1: 5}, pos={0: "A1"}, shields={1: "B1"}, gnomes=["A2", "L7"])
    assert st.chips()["Magician"] == "no legal move"
    do(st, "R3 up", "R3 down", "R3 up", "shield H10", "end")


def test_reset_keeps_shield_and_cards():
    """L22: "The player's shield and cards stay as they are." """
    st = at_turn({0: 6, 1: 5}, pos={0: "J12"}, energy={0: 0}, shields={0: "A15"})
    do(st, "end")
    assert st.shields[0] == D.cell("A15") and st.piles[0] == (6,)


def test_win_skips_the_rest():
    """L14: "Any actions not yet done in that turn are skipped, and nothing after that step is
    played." """
    st = at_turn({0: 1, 1: 5}, pos={0: "E18"}, artifacts={0: "ABC"}, energy={0: 16})
    do(st, "m S")
    assert st.to_act() == () and st.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="over"):
        do(st, "end") if st.to_act() else st.apply(0, SPEC.parse_action("end"))


def test_no_round_ends_the_game():
    """ "Here the game also ends, as soon as a magician with the three artifacts and at least 16
    energy points has returned to this space": nothing else ends it, however many rounds pass."""
    st = at_turn({0: 6, 1: 5})
    st.round = 40
    do(st, "end", "end")
    assert not st.is_over() and st.round == 41 and st.phase == "play"
    st.round = 1000
    do(st, "play 3", "play 7", "end", "end")
    assert not st.is_over() and st.round == 1001


def test_log_names_players_and_never_you():
    st = at_turn({0: 3, 1: 0}, pos={1: "D9"})
    do(
        st,
        "g1 D8",
        "g1 D9",
        "push E9",
        "push F9",
        "push G9",
        "push H9",
        "push I9",
        "g1 D10",
        "g1 E10",
        "g1 F10",
        "g1 G10",
        "end",
    )
    assert any("Boris's magician is displaced" in line for line in st.log)
    assert not any(re.search(r"\byou\b", line, re.I) for line in st.log)


def test_ruins_stay_on_the_board():
    """ "Ruins may only be moved horizontally and vertically within the spaces of the game
    board." """
    st = at_turn({0: 8, 1: 5}, ruins={"R3": "A9 A10 A11 B11"})
    with pytest.raises(IllegalAction, match="leave the board"):
        do(st, "R3 left")


def test_ruins_may_shut_a_magician_in():
    """L11: "Only shield placements are limited this way. Ruins, gnomes and the giant may shut a
    magician in." """
    st = at_turn(
        {0: 8, 1: 5},
        pos={1: "A12"},
        shields={1: "B12"},
        ruins={"R3": "A9 A10 A11 B11", "R5": "A15 B15 C15 A14"},
    )
    do(st, "R5 up")
    assert st.ruins["R5"] == tuple(sorted(D.cell(c) for c in "A14 B14 C14 A13".split()))
    assert not any(n for n in V.NEIGHBOURS[D.cell("A12")] if st._magician_enterable(1)(n, False))


def test_giant_stays_if_never_rolled():
    """L20: "If that player never opens the Giant chip, the giant stays where it is." """
    st = at_turn({0: 3, 1: 9}, acting=1)
    do(st, "end", "end")
    assert st.giant == D.GIANT_START and st.last_dice == ()


def test_giant_never_displaces_its_own_player():
    """L20: "The giant can displace only magicians of players other than the active player." """
    st = at_turn({0: 3, 1: 9}, pos={0: "H11"})
    do(st, "roll")
    with pytest.raises(IllegalAction, match="own player's magician"):
        do(st, "giant H11")


def test_artifact_space_reentered_without_a_second_artifact():
    """L3: "A magician may enter, cross or stop on an artifact space at any time ... even if it
    already holds that artifact." """
    st = at_turn({0: 2, 1: 5}, pos={0: "G2"}, artifacts={0: "A"})
    do(st, "m A", "m J1")
    assert st.artifacts[0] == "A"


def test_artifacts_collected_again_after_reset():
    """L22: "all its artifacts go back to their spaces, to be collected again" """
    st = at_turn({0: 6, 1: 7}, pos={0: "J12"}, energy={0: 0}, artifacts={0: "AC"}, acting=1)
    do(st, "end")  # Boris (7) acts first
    st.pos[0] = D.cell("G2")
    st.turn.mag_path = [st.pos[0]]
    do(st, "end")  # Anna below 0 at the end of her turn
    assert st.artifacts[0] == "" and st.energy[0] == 10
    do(st, "play 2", "play 3", "end")
    st.pos[0] = D.cell("G2")
    st.turn.mag_path = [st.pos[0]]
    do(st, "m A")
    assert st.artifacts[0] == "A"


def test_earliest_sitter_out_leads():
    """L18: "If several sat out, the earliest of them in that round's playing order leads." """
    st = new_game(3)
    st.hands[1] = (5,)
    st.hands[2] = (5,)
    do(st, "play 5")
    assert st.sat_out == [1, 2]
    do(st, "end")
    assert st.to_act() == (1,)


def test_move_on_offered_only_if_possible():
    """L13: "Offer this only if a legal 3-step continuation exists." """
    st = at_turn({0: 1, 1: 5}, pos={0: "B1"}, shields={1: "C2"}, ruins={"R1": "A3 B3 C3 A4"})
    do(st, "m B2")
    assert legal_texts(st) == {"stay"}


def test_different_players_may_displace_the_same_magician():
    """L9: "Different players may each displace the same magician in their own turns." """
    st = at_turn({0: 10, 1: 0, 2: 9}, pos={1: "D8"})
    do(
        st,
        "g1 D8",
        "push D9",
        "push D10",
        "push E10",
        "push E11",
        "push E12",
        "g1 E8",
        "g1 F8",
        "end",
    )
    assert st.turn.seat == 2
    st.gnomes[1] = D.cell("E13")
    st._legal_cache = {}
    do(st, "g2 E12")
    assert st.turn.push_victim == 1


def test_energy_chip_shows_the_net_change():
    """Spec 5, Energy chip: "Shows the net change and applies it." """
    assert at_turn({0: 6, 1: 5}).chips()["Energy"] == "−1"
    assert at_turn({0: 2, 1: 5}).chips()["Energy"] == "+8"
    st = at_turn({0: 1, 1: 5}, pos={0: "H6"})
    do(st, "m H5", "stay")
    assert st.chips()["Energy"] == "+4"
    do(st, "energy")
    assert st.chips()["Energy"] == "✓" and st.energy[0] == 17
