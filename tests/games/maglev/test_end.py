"""Game end, scoring and solo (spec §2.8, §2.11, §4.4, §5.4); scenarios 21, 22, 23, 25."""

from magtui.games.maglev import data, scoring

from .helpers import act, fill, legal, new_game, playing


def empty_bag(s):
    s.bag = {c: 0 for c in s.bag}


def test_scenario_21_no_trigger_without_a_studio():
    """Moon: 'The game ends when at least 1 station of each of the 4 passenger colors has been
    built, and at the end of any player's turn the bag contains no passengers.'"""
    s = playing(2, "moon")
    for h, t in zip(((4, 0), (9, 0), (2, 2)), "OSE"):
        s.sites[h].types = t
    empty_bag(s)
    act(s, "end")
    assert s.end_round is None
    s.sites[(11, 2)].types = "U"
    act(s, "end")
    assert s.end_round == 2  # triggered in round 1: round 2 is the last


def test_scenario_21_finish_round_plus_one():
    """'Finish the current round and play 1 more round.' 4 players, trigger at the end of seat 2's
    turn in round 7 → seats 3, 4 play, then round 8 in full, then scoring."""
    s = playing(4, "moon")
    for h, t in zip(((4, 0), (9, 0), (2, 2), (11, 2)), "OSEU"):
        s.sites[h].types = t
    s.round = 7
    second = (s.start + 1) % 4
    s.bag["s"] = max(s.bag["s"], 1)
    act(s, "end")  # the start player's turn; bag not empty
    assert s.current == second and s.end_round is None
    empty_bag(s)
    act(s, "end")
    assert s.end_round == 8
    played = []
    while not s.is_over():
        played.append((s.round, s.current))
        s.hand[s.current] = []
        s.pending = None
        act(s, "end")
    expected = [(7, (s.start + 2) % 4), (7, (s.start + 3) % 4)] + [
        (8, (s.start + i) % 4) for i in range(4)
    ]
    assert played == expected


def test_scenario_22_mars_end_needs_all_colours_bagged():
    """Mars: 'The game ends when the bag has previously been filled with passengers of all four
    colors, and at the end of any player's turn the bag contains no passengers.'"""
    s = playing(2, "mars")
    s.bagged = {"p", "l", "u"}
    empty_bag(s)
    act(s, "end")
    assert s.end_round is None
    s.bagged.add("r")
    act(s, "end")
    assert s.end_round is not None


def _end_turns(s, turns):
    for _ in range(turns):
        s.hand[s.current] = []
        s.pending = None
        act(s, "end")


def test_an_empty_bag_alone_never_ends_the_game():
    """Mars: 'The game ends when the bag has previously been filled with passengers of all four
    colors, and at the end of any player's turn the bag contains no passengers.' Rounds on end with
    an empty bag but purple never bagged do not end it (spec §2.8: no stall guard)."""
    s = playing(2, "mars")
    s.bagged = {"p", "l", "r"}
    empty_bag(s)
    _end_turns(s, 2 * 10)
    assert s.end_round is None and not s.is_over()
    s.bagged.add("u")
    _end_turns(s, 1)
    assert s.end_round is not None


def test_no_round_limit():
    """'Finish the current round and play 1 more round' after the end condition, and nothing else
    ends the game (spec §2.8: no round limit): round 60 is played like any other."""
    s = playing(2, "moon")
    s.round = 59
    s.bag["s"] += 1
    _end_turns(s, 2 * 3)
    assert s.round == 62 and s.end_round is None and not s.is_over()


def test_self_play_stops_a_game_the_rules_do_not_end():
    """With no end but the rulebook's, random play may never end: self-play reports the game as
    unfinished after the action bound instead of failing."""
    from magtui.core.selfplay import play_one
    from magtui.games.maglev import SPEC

    report = play_one(SPEC, 2, 1, {"map": "moon"})
    assert not report.finished and report.actions == SPEC.max_actions(2, {"map": "moon"})


def test_scenario_23_scoring():
    """Scenario 23: commuters 8+1+4+2 = 15, links 10, card 15 (18 capped) → 40."""
    s = playing(2, "mars")
    seat = 0
    fill(
        s,
        seat,
        grid11="p",
        grid21="p",
        grid31="p",
        extraA1="p",
        grid12="l",
        grid13="r",
        extraC1="r",
        grid14="u",
    )
    assert scoring.commuter_vp(s.boards[seat]) == 15
    assert scoring.link_vp(s.boards[seat], 5) == 10
    s.cards[seat] = ["K01", "G01", "U01", "R01"]
    values = dict(zip(s.cards[seat], (9, 18, 4, 0)))
    original = scoring.card_value
    try:
        scoring.card_value = lambda state, st, card: values[card]
        assert scoring.card_vp(s, seat)[0] == 15
        s.links = lambda st: [object()] * 5
        assert scoring.score(s, seat)["total"] == 40
    finally:
        scoring.card_value = original


def test_more_bonus_cards_with_full_bonus_rows():
    """'each full row = 1 more bonus card scored'."""
    s = playing(2, "mars")
    s.cards[0] = ["U05", "U10"]
    fill(s, 0, bonus11="p", bonus12="l", bonus13="p", track1="g")
    # U05: 1 per robot (1); U10: 1 per commuter (3); both count with one full row
    assert scoring.card_vp(s, 0)[0] == 4


def test_tie_broken_by_robots():
    """'Highest total wins; tie: most robots on the board; still tied: shared win.'"""
    s = playing(2, "mars")
    s.cards = [[], []]
    s.phase = "over"
    assert s.result().ranking == ((0, 1),)
    fill(s, 1, track1="g")
    assert s.result().ranking == ((1,), (0,))
    assert "robots" in s.result().explanation


def test_passengers_on_train_score_nothing():
    """'Passengers still on the train score nothing.'"""
    s = playing(2, "mars")
    s.trains[0].cargo = ["r", "u"]
    assert scoring.score(s, 0, with_cards=False)["total"] == 0


def test_scenario_25_solo_turns_pile_and_empty_bag():
    """Solo: 'Before each turn, draw 1 passenger from the bag onto the turns pile ... If the bag is
    empty at that moment, the game ends at once.'"""
    s = new_game(1, "mars")
    assert s.turns_pile == 1
    act(s, "start 1,4")
    s.hand[0] = []
    s.pending = None
    bag = s.bag_total()
    act(s, "end")
    assert s.turns_pile == 2 and s.bag_total() == bag - 1
    empty_bag(s)
    act(s, "end")
    assert s.is_over()


def test_scenario_25_solo_forbidden_link_refused():
    """Solo: 'any build (track or station) that would create one is illegal'."""
    s = playing(1, "mars")
    t1, t2 = s.sites[(2, 3)].types, s.sites[(1, 4)].types
    pair = {t1, t2}
    card = next(
        c
        for c, (kind, params, _) in data.CARDS.items()
        if kind == "link" and {params[0], params[1]} == pair
    )
    s.forbidden = (card,)
    fill(s, 0, track1="g")
    act(s, "track 1")
    assert "lay 2,4 ne-w" not in legal(s)
    assert "lay 2,4 e-w" in legal(s)


def test_scenario_25_solo_result_and_rating():
    """Scenario 25: 'score 70 with 18 turns → 52, Chief Engineer'."""
    assert scoring.solo_rating(70 - 18) == "Chief Engineer"
    assert scoring.solo_rating(60) == "Maglev Mogul" and scoring.solo_rating(14) == "Commuter"
    s = playing(1, "mars")
    s.turns_pile = 18
    s.cards[0] = []
    s.phase = "over"
    s.links = lambda st: [object()] * 35  # 35 links = 35 points
    outcome = s.result()
    assert outcome.scores[0] == 35 - 18 and "Conductor" in outcome.explanation
    assert outcome.headline == f"{s.seat_name(0)}: 17 points, Conductor", (
        "a solo game ends on a rating, not a win"
    )
