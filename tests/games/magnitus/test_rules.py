"""Magnitus rules: set-up, the deal, turns, taking bodies, penalties, variants and rulings."""

import pytest

from magtui.core.errors import IllegalAction, NotationError, OptionError
from magtui.games.magnitus import SPEC, data
from magtui.games.magnitus import actions as A
from magtui.games.magnitus.bodies import World
from magtui.games.magnitus.geometry import layout_problem
from magtui.games.magnitus.rules import kind_of_id
from magtui.games.magnitus.summary import summary_lines

from .helpers import ASTEROIDS, C, COMETS, MOONS, NAMES, PLANETS, STARS, position, xs


def kinds(state, seat):
    return [kind_of_id(i, state.sets) for i in state.hands[seat]]


# ----- set-up and the deal -------------------------------------------------------------------
def test_two_players_get_ten_each_two_of_every_kind():
    """Deal: 'With 2 players, each player receives 10 magnets.' (2 of every kind)"""
    s = SPEC.new_game(NAMES[:2], 5, {})
    for seat in range(2):
        assert sorted(kinds(s, seat)) == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]


def test_three_players_get_six_and_two_go_back_to_the_box():
    """Deal: 'With 3 players, each player receives 6 magnets; the remaining 2 are returned to
    the box.'"""
    s = SPEC.new_game(NAMES[:3], 5, {})
    for seat in range(3):
        assert len(s.hands[seat]) == 6 and set(kinds(s, seat)) == {0, 1, 2, 3, 4}
    assert s.box_count() == 2


def test_four_players_get_five_one_of_every_kind():
    """Deal: 'With 4 players, each player receives 5 magnets.' (one of every kind)"""
    s = SPEC.new_game(NAMES[:4], 5, {})
    for seat in range(4):
        assert sorted(kinds(s, seat)) == [0, 1, 2, 3, 4]


def test_galaxies_with_three_players_deal_thirteen_each():
    """Galaxies: 'divide all the celestial bodies evenly among the players (return the extras
    to the box)'."""
    s = SPEC.new_game(NAMES[:3], 5, {"sets": "2"})
    assert [len(h) for h in s.hands] == [13, 13, 13] and s.box_count() == 1
    assert len(s.galaxy.fields) == 8


def test_galaxies_uses_two_sets_only():
    """G20: 'Galaxies uses two sets only.' Three sets are neither offered nor accepted."""
    sets = next(o for o in SPEC.options if o.name == "sets")
    assert sets.values == ("1", "2")
    with pytest.raises(OptionError):
        SPEC.new_game(NAMES[:4], 5, {"sets": "3"})


def test_twin_squares_is_a_named_galaxies_layout():
    """Spec section 2, Galaxies presets: 'Twin squares: the Square twice, the second shifted +s
    in x' — a preset of the two-set galaxy."""
    s = SPEC.new_game(NAMES[:2], 5, {"sets": "2", "layout": "twin-squares"})
    assert s.fields == data.TWIN_SQUARES and layout_problem(s.fields, 2) is None
    assert [len(h) for h in s.hands] == [20, 20]
    with pytest.raises(OptionError, match="two sets"):
        SPEC.new_game(NAMES[:2], 5, {"layout": "twin-squares"})


def test_each_player_has_their_own_handicap():
    """Deal: 'h_i the handicap of player i (0–3) ... c_i = ⌊(T − H)/n⌋ + h_i.' Example (2, 0)
    gives 11 and 9; it works for any seat."""
    assert [len(h) for h in SPEC.new_game(NAMES[:2], 5, {"handicap-1": "2"}).hands] == [11, 9]
    assert [len(h) for h in SPEC.new_game(NAMES[:2], 5, {"handicap-2": "2"}).hands] == [9, 11]
    three = SPEC.new_game(NAMES[:3], 5, {"handicap-1": "1", "handicap-3": "2"})
    assert [len(h) for h in three.hands] == [6, 5, 7]  # ⌊(20 − 3)/3⌋ = 5, plus 1, 0, 2
    with pytest.raises(OptionError, match="seat 3"):
        SPEC.new_game(NAMES[:2], 5, {"handicap-3": "1"})


def test_the_first_player_can_be_chosen_at_set_up():
    """G5: 'The first player of game 1 is drawn with the seed or picked at set-up.'"""
    for seat in range(3):
        s = SPEC.new_game(NAMES[:3], 5, {"first": str(seat + 1)})
        assert s.first == seat and s.to_act() == (seat,)
        assert f"{NAMES[seat]} starts" in s.log[-1]


def test_the_first_player_is_drawn_with_the_seed_by_default():
    """G5: game 1's first player is 'drawn with the seed': the same seed, the same seat."""
    drawn = {SPEC.new_game(NAMES[:4], seed, {}).first for seed in range(12)}
    assert len(drawn) > 1
    assert (
        SPEC.new_game(NAMES[:4], 7, {}).first
        == SPEC.new_game(NAMES[:4], 7, {"first": "random"}).first
    )


def test_a_first_player_beyond_the_player_count_is_refused():
    """G5: the chosen first player must be one of the seats."""
    with pytest.raises(OptionError, match="First player 3 is beyond the 2 players"):
        SPEC.new_game(NAMES[:2], 5, {"first": "3"})
    with pytest.raises(OptionError, match="beyond the 1 player:"):
        SPEC.new_game(NAMES[:1], 5, {"first": "2"})
    assert SPEC.new_game(NAMES[:1], 5, {"first": "1"}).first == 0
    first = next(o for o in SPEC.options if o.name == "first")
    assert first.values_for(2) == ("random", "1", "2")  # the setup offers only these


def test_the_same_seed_gives_the_same_deal():
    """Deal 18: the same seed always gives the same deal."""
    assert SPEC.new_game(NAMES[:3], 9, {}).hands == SPEC.new_game(NAMES[:3], 9, {}).hands


def test_solo_takes_all_twenty_and_has_no_galaxies():
    """Solo: 'take all 20 magnets'; Galaxies is not offered alone."""
    s = SPEC.new_game(NAMES[:1], 5, {})
    assert len(s.hands[0]) == 20
    with pytest.raises(OptionError):
        SPEC.new_game(NAMES[:1], 5, {"sets": "2"})


def test_every_preset_layout_is_valid():
    """19. All six presets validate, the Ring included."""
    for name, fields in data.ALL_PRESETS.items():
        sets = len(fields) // 4
        assert layout_problem(fields, sets) is None, name


def test_overlapping_or_loose_fields_are_refused_naming_the_rule():
    """19. Two overlapping fields, or a field that touches nothing, are refused with the rule
    named."""
    fields = list(data.SQUARE)
    fields[1] = data.field_from_corner(10, 10, 0)
    assert "overlap" in layout_problem(fields)
    fields = list(data.SQUARE)
    fields[1] = data.field_from_corner(600, 600, 0)
    assert "connected" in layout_problem(fields)


def test_custom_layout_is_arranged_by_actions_before_the_deal():
    """Set-up: 'playing fields may touch along any part of their edges, including only at their
    corners.'"""
    s = SPEC.new_game(NAMES[:2], 5, {"layout": "custom"})
    assert s.editing and s.to_act() == (0,)
    s.apply(0, A.SetField(0, 5000, 5000, 0))  # far away: not connected
    with pytest.raises(IllegalAction, match="connected"):
        s.apply(0, A.LAYOUT_DONE)
    s.apply(0, A.LAYOUT_RESET)
    s.apply(0, A.NOTATION.parse("field 1 127.3,127.3 225"))  # back in place
    s.apply(0, A.LAYOUT_DONE)
    assert not s.editing and [len(h) for h in s.hands] == [10, 10]


# ----- a turn ----------------------------------------------------------------------------------
def test_placement_must_be_on_the_galaxy():
    """10. A centre at (-1.0, 50.0) is refused; a centre exactly on the outer edge is accepted."""
    s = position([], hands=[[MOONS[0], MOONS[1]], [PLANETS[0]]])
    with pytest.raises(IllegalAction, match="galaxy"):
        s.apply(0, A.place("moon", -10, 500))
    s.apply(0, A.place("moon", 1273, 0))
    assert s.hands[0] == [MOONS[1]]


def test_placement_keeps_half_a_millimetre():
    """10. A footprint gap of 0.4 mm to a body is refused; 0.5 mm is accepted."""
    s = position([(STARS[0], 100.0, C, 1)], hands=[[ASTEROIDS[0], MOONS[0]], [PLANETS[0]]])
    before = s.fingerprint()
    with pytest.raises(IllegalAction, match="0.5 mm"):
        s.apply(0, A.place("asteroid", 1144, 1273, 1))
    assert s.fingerprint() == before
    s.apply(0, A.place("asteroid", 1145, 1273, 1))


def test_the_ring_hole_is_table():
    """10. In the Ring a centre in the hole is refused, and a body pushed into the hole FELL."""
    h = data.HALF
    s = position(
        [(STARS[0], 2 * h, h - 9, 1)],
        hands=[[STARS[1], MOONS[0]], [PLANETS[0]]],
        options={"layout": "chain"},
    )
    with pytest.raises(IllegalAction, match="galaxy"):
        s.apply(0, A.place("star", round(20 * h), round(20 * h), 1))
    s.apply(0, A.place("star", round(20 * h), round((h - 32) * 10), 1))
    assert s.last_turn.fell == (STARS[0],)


def test_the_program_plays_the_lowest_id_of_a_kind():
    """G4: bodies of one kind are interchangeable; the program plays the lowest id of the kind."""
    s = position([], hands=[[MOONS[2], MOONS[1], PLANETS[0]], [PLANETS[1]]])
    s.apply(0, A.place("moon", 1273, 1273))
    assert list(s.world.ids) == [MOONS[1]]


def test_a_body_not_in_hand_cannot_be_placed():
    """'each player places one of his celestial bodies'"""
    s = position([], hands=[[MOONS[0], MOONS[1]], [PLANETS[0]]])
    with pytest.raises(IllegalAction, match="no Planet"):
        s.apply(0, A.place("planet", 1273, 1273))


def test_turns_go_clockwise():
    """'Players take turns clockwise, starting with the first player.'"""
    s = position(
        [], hands=[[MOONS[0], MOONS[1]], [PLANETS[0], PLANETS[1]], [STARS[0], STARS[1]]], players=3
    )
    s.apply(0, A.place("moon", 300, 300))
    assert s.to_act() == (1,)
    s.apply(1, A.place("planet", 2200, 2200))
    assert s.to_act() == (2,)


def test_bodies_placed_by_others_go_to_the_active_player():
    """G11: the haul is every body of every cluster, whoever placed it."""
    s = position([(STARS[0], 112.3, C, 1)], hands=[[STARS[1], MOONS[0]], [PLANETS[0]]], turn=1)
    s.hands = [[MOONS[0]], [STARS[1], PLANETS[0]]]
    s.apply(1, A.place("star", 1423, 1273, -1))
    assert s.hands[1] == [PLANETS[0], STARS[0], STARS[1]] and s.hands[0] == [MOONS[0]]


def test_passing_only_when_no_room():
    """G6: 'If no body in hand has a legal placement, the player passes.'"""
    s = position([], hands=[[MOONS[0], MOONS[1]], [PLANETS[0]]])
    with pytest.raises(IllegalAction, match="still be placed"):
        s.apply(0, A.PASS)
    assert A.PASS not in s.legal_actions(0)


def test_hover_must_be_raised_before_placing_and_obeys_its_limits():
    """Hover: 14-60 mm, 200 actions per turn; 'the player must raise the body and place it'."""
    s = position([], hands=[[STARS[0], MOONS[0]], [PLANETS[0]]])
    with pytest.raises(IllegalAction, match="14-60"):
        s.apply(0, A.hover("star", 1273, 1273, 10, 1))
    s.apply(0, A.hover("star", 1273, 1273, 60, 1))
    with pytest.raises(IllegalAction, match="Raise"):
        s.apply(0, A.place("star", 1273, 1273, 1))
    with pytest.raises(IllegalAction, match="14-60"):
        s.apply(0, A.Height(5))
    s.hover_used = data.HOVER_BUDGET
    assert s.legal_actions(0) == [A.RAISE]
    with pytest.raises(IllegalAction, match="budget"):
        s.apply(0, A.WAIT)
    s.apply(0, A.RAISE)
    s.apply(0, A.place("star", 1273, 1273, 1))
    assert s.turn == 1


def test_a_held_comet_turns_and_a_held_disc_flips_as_listed_and_refused():
    """G15: 'Discs never flip, and Comets turn only in the plane.' The steering a held body is
    offered and the refusal of any other come from the same check."""
    for kind, body, allowed, refused, why in (
        ("comet", COMETS[0], A.Turn(15), A.FLIP, "instead of flipping"),
        ("star", STARS[0], A.FLIP, A.Turn(15), "Only a Comet turns"),
    ):
        s = position([], hands=[[body], [PLANETS[0]]])
        s.apply(0, A.hover(kind, 1273, 1273, 60, 1))
        legal = s.legal_actions(0)
        assert allowed in legal and refused not in legal
        assert s.problem(0, refused) is not None and why in s.problem(0, refused)
        with pytest.raises(IllegalAction, match=why):
            s.apply(0, refused)


def test_physics_actions_cannot_be_undone():
    """Spec 5: 'Nothing that runs physics can be undone.'"""
    s = position([], hands=[[STARS[0], MOONS[0]], [PLANETS[0]]])
    s.apply(0, A.hover("star", 1273, 1273, 60, 1))
    assert not s.undoable


# ----- end of a game, penalties, the match -------------------------------------------------------
def _last_body(totals, target="15"):
    s = position(
        [], hands=[[MOONS[0]], [PLANETS[0], PLANETS[1], STARS[0]]], options={"target": target}
    )
    s.totals = list(totals)
    s.first = 0
    s.apply(0, A.place("moon", 1273, 1273))
    return s


def test_end_of_game_penalties_and_the_minus_three():
    """15. A=5, B=13; A places the last body, B holds 3: B=16, A=2, and B (≥15) loses."""
    s = _last_body([5, 13])
    assert s.totals == [2, 16] and s.is_over()
    assert s.result().ranking == ((0,), (1,))


def test_a_long_match_goes_on_with_the_next_seat_first():
    """15. With a limit of 30 a new game starts, the other seat first."""
    s = _last_body([5, 13], target="30")
    assert not s.is_over() and s.games == 2 and s.to_act() == (1,)
    assert [len(h) for h in s.hands] == [10, 10] and len(s.world) == 0


def test_each_game_of_a_match_has_its_own_outcome():
    """15. "As soon as one of the players places his last celestial body ... the other
    players receive as many penalty points as the number of celestial bodies they have left."
    """
    s = _last_body([5, 13], target="30")
    (game,) = s.parts()
    assert game.ranking == ((0,), (1,)) and game.scores == {0: 0, 1: 3}


def test_minus_three_never_goes_below_zero():
    """15. Had A started the game at 2, A would end it at 0."""
    assert _last_body([2, 0]).totals == [0, 3]


def test_black_hole_stays_and_scores_its_size():
    """14. Black Holes: opposite Stars stay, pinned, and the player scores 2."""
    s = position(
        [(STARS[0], 112.3, C, 1)],
        hands=[[STARS[1], MOONS[0], PLANETS[0]], [PLANETS[1]]],
        options={"black-holes": "on"},
    )
    s.apply(0, A.place("star", 1423, 1273, -1))
    assert sorted(int(i) for i in s.world.ids) == [STARS[0], STARS[1]] and s.world.pinned.all()
    assert s.totals == [2, 0] and s.hands[0] == [PLANETS[0], MOONS[0]]
    right = max(xs(s).values())
    # 14. a body placed 0.4 mm from the hole is refused
    with pytest.raises(IllegalAction):
        s.apply(1, A.place("planet", round((right + 9 + 4 + 0.4) * 10), 1273))
    # 14. a Moon placed 30 mm right of the hole's right-hand Star joins it: 3 points
    s.turn = 0
    s.apply(0, A.place("moon", round((right + 30) * 10), 1273))
    assert s.totals == [5, 0] and len(s.world) == 3 and len(set(s.world.group)) == 1


def test_black_hole_limit_ends_the_match_after_the_turn():
    """G18: in Black Holes totals are checked after every turn."""
    s = position(
        [(STARS[0], 112.3, C, 1)],
        hands=[[STARS[1], MOONS[0]], [PLANETS[1]]],
        options={"black-holes": "on"},
    )
    s.totals = [14, 0]
    s.apply(0, A.place("star", 1423, 1273, -1))
    assert s.is_over() and s.result().ranking == ((1,), (0,))


def test_universe_eliminates_and_the_last_creator_wins():
    """16. Universe: C reaches 15 and is eliminated; the next game deals 10 each to A and B."""
    s = position(
        [],
        hands=[[MOONS[0]], [PLANETS[0]], [PLANETS[1], PLANETS[2], STARS[0]]],
        players=3,
        options={"universe": "on"},
    )
    s.totals = [0, 0, 13]
    s.apply(0, A.place("moon", 1273, 1273))
    assert s.alive == [0, 1] and not s.is_over()
    assert "Cyr reached 15 and is out (Universe)." in summary_lines(s.summaries[-1], s.names)
    assert [len(h) for h in s.hands] == [10, 10, 0]
    s.hands = [[MOONS[0]], [PLANETS[0], PLANETS[1]], []]
    s.totals = [0, 14, 16]
    s.turn = 0
    s.apply(0, A.place("moon", 1273, 1273))
    assert s.is_over() and s.result().ranking == ((0,), (1,), (2,))


def test_black_holes_and_universe_combine():
    """G18: 'in Black Holes after every turn ... Universe: those players are eliminated and
    their hands go back to the box, while their bodies in the galaxy stay.'"""
    s = position(
        [(STARS[0], 112.3, C, 1)],
        hands=[[STARS[1], MOONS[0]], [PLANETS[1], PLANETS[2]], [MOONS[1], MOONS[2]]],
        players=3,
        options={"black-holes": "on", "universe": "on"},
    )
    s.totals = [14, 0, 0]
    s.apply(0, A.place("star", 1423, 1273, -1))
    assert s.alive == [1, 2] and s.hands[0] == [] and not s.is_over()
    assert len(s.world) == 2 and s.games == 1 and s.to_act() == (1,)


def test_no_draw_after_forty_rounds():
    """End of the Game: 'As soon as one of the players places his last celestial body ...' —
    nothing else ends a game, however many rounds it lasts."""
    s = position(
        [], hands=[[MOONS[0], MOONS[1]], [PLANETS[0], PLANETS[1]]], options={"target": "30"}
    )
    s.turns_in_game = 40 * 2 - 1
    s.turn = 1
    s.apply(1, A.place("planet", 300, 300))
    assert s.totals == [0, 0] and s.games == 1 and s.to_act() == (0,)


def test_the_galaxy_never_fills_so_passing_cannot_stall_a_game():
    """G6: 'If no body in hand has a legal placement, the player passes.' That never happens:
    even with every other body of the set in the galaxy, the ground they keep a new body from
    (footprints plus clearance, the largest pair being two Stars) is under half of the galaxy,
    so no game can stall with everyone passing, and no draw rule is needed."""
    import math

    star = data.KINDS[data.KIND_INDEX["star"]]
    worst = math.pi * (2 * star.radius + data.PLACEMENT_CLEARANCE) ** 2
    comet = data.KINDS[data.KIND_INDEX["comet"]]
    reach = comet.radius + star.radius + data.PLACEMENT_CLEARANCE
    assert math.pi * reach**2 + 2 * reach * 2 * comet.half_length < worst
    for sets in (1, 2):
        fields = data.preset_layout("square", sets)
        area = len(fields) * data.LEG**2 / 2  # fields never overlap (G3)
        assert (data.BODIES_PER_SET * sets - 1) * worst < area / 2


def test_the_match_goes_on_after_twenty_five_games():
    """End of the Game: 'If there are no such players, play another game.'"""
    s = _last_body([0, 0])
    assert s.games == 2
    s.games = 25
    s.hands = [[MOONS[0]], [PLANETS[0]]]
    s.world = World()
    s.turn = 0
    s.apply(0, A.place("moon", 1273, 1273))
    assert not s.is_over() and s.games == 26


# ----- solo ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "left,title",
    [
        (0, "Unattainable Ideal"),
        (1, "Lord of Space"),
        (3, "Lord of the Universe"),
        (5, "Master of the Galaxy"),
        (7, "Novice Creator"),
        (15, "Imitator of the Creator"),
        (16, None),
    ],
)
def test_solo_titles(left, title):
    """17. Counts 0, 1, 3, 5, 7, 15, 16 map to the titles of the table, and 16 to none."""
    assert data.solo_title(left) == title


def test_solo_ends_at_the_first_event():
    """Solo: 'The game ends if ... celestial bodies are attracted to each other.'"""
    s = position([(STARS[0], 112.3, C, 1)], hands=[[STARS[1], MOONS[0], PLANETS[0]]], players=1)
    s.apply(0, A.place("star", 1423, 1273, -1))
    assert s.is_over() and s.solo_score == 4 and s.title() == "Master of the Galaxy"


def test_solo_placing_everything_is_the_ideal():
    """G21: placing all 20 with no event ends the game with a score of 0."""
    s = position([], hands=[[MOONS[0]]], players=1)
    s.apply(0, A.place("moon", 1273, 1273))
    assert s.is_over() and s.result().scores == {0: 0.0} and s.title() == "Unattainable Ideal"


# ----- notation -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "place star 142.3,127.3 N",
        "place comet 112.3,127.3 60",
        "place moon 0.0,-1.5",
        "hover planet 97.3,127.3 25 S",
        "move -5.0,0.0",
        "height +5",
        "turn -15",
        "flip",
        "wait",
        "raise",
        "pass",
        "field 2 127.3,127.3 225",
        "layout done",
        "place comet 1.0,2.0 0",
        "hover comet 1.0,2.0 30 0",
        "hover star 1.0,2.0 14 N",
    ],
)
def test_notation_round_trips(text):
    assert str(SPEC.parse_action(text)) == text


@pytest.mark.parametrize(
    "text",
    [
        "place star 1.25,3 N",
        "place planet 1,2 N",
        "place comet 1,2 400",
        "jump",
        "hover moon 1,2 20",
        "place star 1,2",
        "hover comet 1,2 20 N",
        "field 0 1,2 0",
    ],
)
def test_bad_notation_is_refused(text):
    with pytest.raises(NotationError):
        SPEC.parse_action(text)


def test_a_full_galaxy_means_passing(monkeypatch):
    """G6: with no room for any body in hand the player passes (alone: the game ends)."""
    import numpy as np

    from magtui.games.magnitus import sampling

    monkeypatch.setattr(
        sampling, "_clearance", lambda world, points, kind: np.full(len(points), -1.0)
    )
    s = position([], hands=[[STARS[0]], [MOONS[0]]])
    assert s.legal_actions(0) == [A.PASS]
    s.apply(0, A.PASS)
    assert s.turn == 1 and "passes" in s.log[-1]
    solo = position([], hands=[[STARS[0], MOONS[0]]], players=1)
    solo.apply(0, A.PASS)
    assert solo.is_over() and solo.solo_score == 2


def test_layout_editing_is_bounded():
    """Ruling: after 120 changes a custom galaxy can only be confirmed, or reset when invalid."""
    s = SPEC.new_game(NAMES[:2], 5, {"layout": "custom"})
    s.apply(0, A.SetField(0, 5000, 5000, 0))
    s.edits = data.EDIT_ACTION_CAP
    assert s.legal_actions(0) == [A.LAYOUT_RESET]
    with pytest.raises(IllegalAction, match="No more changes"):
        s.apply(0, A.SetField(0, 1273, 1273, 225))
    s.apply(0, A.LAYOUT_RESET)
    assert s.legal_actions(0) == [A.LAYOUT_DONE]


def test_physical_moves_are_slow_and_a_copy_gives_exactly_what_applying_gives():
    """The app works physical moves out on a copy in a worker thread and takes the copy over:
    the simulation is deterministic, so the copy is exactly the state applying would give."""
    base = position([(STARS[0], 112.3, C, 1)], hands=[[STARS[1], MOONS[0]], [PLANETS[0]]])
    place = A.place("star", 1423, 1273, -1)
    assert base.slow_action(place) and base.slow_action(A.RAISE) and not base.slow_action(A.PASS)
    direct = base.clone()
    direct.apply(0, place)
    ahead = base.clone().clone()
    ahead.apply(0, place)
    assert ahead.fingerprint() == direct.fingerprint()


# ----- the words of a turn ------------------------------------------------------------------------
def test_a_fall_is_told_with_its_distance_and_spot():
    """7. 'The first Star FELL and goes to the player' — told as how far it slid, from where."""
    s = position([(STARS[0], C, 9.0, 1)], hands=[[STARS[1], MOONS[0]], [PLANETS[0]]])
    s.apply(0, A.place("star", 1273, 320, 1))
    assert "the Star slid 9.4 mm from (127.3, 9.0) off the galaxy at (127.3, -0.4)" in s.log[-2]
    assert s.log[-1] == "Ada takes Star."


def test_a_lift_onto_the_hand_magnet_is_told():
    """12. 'The Moon jumps to the hand magnet' — told as such, with the held body's kind."""
    s = position([(MOONS[0], C, C, None)], hands=[[PLANETS[0], MOONS[1]], [PLANETS[1]]])
    s.apply(0, A.hover("planet", 873, 1273, 30, 1))
    while s.hover is not None:
        s.apply(0, A.Move(50, 0))
    assert "jumped up to the held Planet" in s.log[-2] and s.log[-1] == "Ada takes Moon."


def test_a_clack_says_which_body_moved_into_which():
    """3. 'Placing a Planet 66 mm away gives a CLACK' — of a Moon placed 60 mm from a Planet,
    the words say the Moon rolled into it."""
    s = position([(PLANETS[0], 97.3, C, None)], hands=[[MOONS[0], PLANETS[1]], [PLANETS[2]]])
    s.apply(0, A.place("moon", 1573, 1273))
    assert "the Moon rolled" in s.log[-2] and "from (157.3, 127.3)" in s.log[-2]
    assert "the Planet at (" in s.log[-2]


def test_an_asteroid_takes_an():
    """Issue words: 'aims a Asteroid' — the status and log say 'an Asteroid'."""
    s = position([], hands=[[ASTEROIDS[0], MOONS[0]], [PLANETS[0]]])
    s.apply(0, A.hover("asteroid", 1273, 1273, 30, 1))
    assert "lowers an Asteroid" in s.log[-1] and "hovers an Asteroid" in s.status()


def test_a_copy_made_from_the_declared_model_shares_nothing_that_play_changes():
    """Undo, bots and trials play on copies: playing a copy leaves the original as it was."""
    base = position([(STARS[0], 112.3, C, 1)], hands=[[STARS[1], MOONS[0]], [PLANETS[0]]])
    before = base.fingerprint()
    copy = base.clone()
    copy.apply(0, A.place("star", 1423, 1273, -1))
    assert copy.fingerprint() != before and base.fingerprint() == before
    assert base.world.x is not copy.world.x and base.hands[0] is not copy.hands[0]


def test_the_nearest_body_to_the_aim_is_measured_footprint_to_footprint():
    """The panel's gap while aiming: from the held body's footprint to the nearest one's."""
    s = position(
        [(STARS[0], 112.3, C, 1), (MOONS[0], 30.0, C, 0)], hands=[[MOONS[1]], [PLANETS[0]]]
    )
    nearest = s.nearest_body("moon", 1500, round(C * 10), 0)
    assert nearest.id == STARS[0]
    assert nearest.centres == pytest.approx(150.0 - 112.3, abs=0.05)
    assert nearest.gap == pytest.approx(nearest.centres - 9.0 - 2.5, abs=1e-6)
    assert position([]).nearest_body("moon", 1500, 1273, 0) is None
