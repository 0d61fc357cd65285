"""Setup of both maps and the bonus-card draft (spec §2.9, §4.2, §5.2); scenarios 11 and 24."""

import pytest

from magtui.games.maglev import SPEC, data
from magtui.games.maglev.model import Pending

from .helpers import NAMES, act, legal, new_game


def fresh(players, mapname, start=None):
    for seed in range(1, 200):
        s = SPEC.new_game(list(NAMES[:players]), seed, {"map": mapname})
        if start is None or s.start == start:
            return s
    raise AssertionError("no seed with that start player")


def finish_setup(s):
    while s.phase in ("extra", "draft", "corner"):
        seat = s.to_act()[0]
        s.apply(seat, s.legal_actions(seat)[0])


def test_scenario_11_moon_two_players():
    """Scenario 11: 'seat 2 chooses a corner first; 5 passengers of each colour removed; 2 corners'
    robots go to the box and those corners reject tiles; no G03–G05 in the draft'."""
    s = fresh(2, "moon", start=0)
    dealt = [c for deck in s.draft.decks for c in deck.cards]
    assert not {"G03", "G04", "G05"} & set(dealt)
    assert s.piles["l"] == 14 - 5 - 2  # 5 to the box, 2 on the Store tiles
    assert s.piles["r"] == 11 - 5 - 2
    while s.phase == "draft":
        seat = s.to_act()[0]
        s.apply(seat, s.legal_actions(seat)[0])
    assert s.phase == "corner" and s.to_act() == (1,)
    act(s, "corner A")
    assert s.to_act() == (0,)
    act(s, "corner D")
    assert s.blocked == {(13, 0), (0, 8)}
    assert (13, 0) not in s.sites
    assert s.trains[1].at == (0, 0) and s.trains[0].at == (13, 8)
    assert s.sites[(0, 0)].owner == 1 and len(s.sites[(0, 0)].waiting) == 1


def test_closed_corner_rejects_tiles():
    """'those corners are blocked for the whole game (no tile may face them)'."""
    from magtui.games.maglev.track import build_problem

    s = fresh(2, "moon", start=0)
    finish_setup(s)
    closed = sorted(s.blocked)[0]
    seat = next(x for x in range(2))
    for side, n in enumerate(s.hexmap.neighbours[closed]):
        if n is None:
            continue
        back = s.hexmap.side_towards(n, closed)
        problem = build_problem(
            s.ground(), {}, s.line(seat), n, tuple(sorted((back, (back + 3) % 6)))
        )
        assert problem is not None


@pytest.mark.parametrize("players,moon,mars", [(4, 15, 11), (3, 10, 9), (2, 7, 9), (1, 16, 21)])
def test_robot_bag_after_setup(players, moon, mars):
    """Spec checks: 'Robot supply after setup (bag): 15 (4p), 10 (3p), 7 (2p), 16 (solo)' (Moon) and
    '11 (4p), 9 (3p), 9 (2p), 21 (solo)' (Mars)."""
    for mapname, expected in (("moon", moon), ("mars", mars)):
        s = fresh(players, mapname)
        if s.phase == "extra":
            act(s, "extra g")
        # solo Mars starts its first turn at once, drawing one passenger to the turns pile
        assert sum(s.bag[c] for c in data.ROBOTS) + s.turns_pile == expected, mapname


def test_fourth_seat_takes_an_extra_robot():
    """'The 4th player receives 1 robot of any color.' (the seat last in turn order)"""
    s = fresh(4, "moon")
    assert s.phase == "extra" and s.to_act() == ((s.start - 1) % 4,)
    act(s, "extra c")
    assert sorted(s.hand[(s.start - 1) % 4]) == ["c", "c", "g", "s"]


def test_mars_setup():
    """Mars: 'Place the Factory, Lab and Warehouse at random on the 3 spaces of the starting
    station'; 'Remove the Studio and Embassy stations'; 3 robots on Phobos, Deimos and each S3."""
    s = fresh(3, "mars")
    finish_setup(s)
    types = sorted(s.sites[h].types for h in data.MARS["starting_station"])
    assert types == ["F", "L", "W"]
    assert "E" not in s.supply and "U" not in s.supply
    assert len(s.moons["phobos"]) == 3 and len(s.moons["deimos"]) == 3
    assert all(len(s.sites[h].waiting) == n for h, n in data.MARS["station_spaces"].items())
    assert s.sites[data.MARS["launch_pad"]].waiting == []
    assert not {"K08", "K09", "K10", "K11", "K12", "K13"} & {c for hand in s.cards for c in hand}


def test_mars_first_turn_places_train_on_a_starting_station():
    """'On your first turn: Place your Train on one of the 3 starting stations.'"""
    s = new_game(2, "mars")
    assert s.pending == Pending("start")
    assert legal(s) == {"start 2,3", "start 1,4", "start 2,5"}
    act(s, "start 1,4")
    assert s.trains[s.current].at == (1, 4) and s.trains[s.current].head is None
    assert sorted(s.hand[s.current]) == ["c", "c", "g", "g", "s", "s"]


def test_passenger_removal_by_player_count():
    """'3 players: remove 3 passenger tokens of each color. 2 players: remove 5'."""
    for players, removed in ((4, 0), (3, 3), (2, 5)):
        s = fresh(players, "mars")
        assert s.piles["r"] == 11 - removed


def test_scenario_24_draft_three_players():
    """Scenario 24: 'seat 1 gets black and red, seat 2 green, seat 3 blue; after three picks each
    player holds one card of each deck; no screen or log shows another seat's cards'."""
    s = fresh(3, "moon", start=0)
    assert [deck.holder for deck in s.draft.decks] == [0, 1, 2, 0]
    assert [deck.cards[0][0] for deck in s.draft.decks] == ["K", "G", "U", "R"]
    assert set(s.view(0)["private"]) == {"cards.0", "draft.decks.0.cards", "draft.decks.3.cards"}
    assert set(s.view(1)["private"]) <= {"cards.1", "draft.decks.1.cards"}
    while s.phase == "draft":
        seat = s.to_act()[0]
        s.apply(seat, s.legal_actions(seat)[-1])
    for seat in range(3):
        assert sorted(c[0] for c in s.cards[seat]) == ["G", "K", "R", "U"]
    table = s.view(None)
    for hand in s.cards:
        for card in hand:
            assert card not in str(table) and all(card not in line for line in s.log)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_passed_mini_deck_shows_its_next_holder_what_was_taken_from_it(players):
    """'Each player chooses 1 card and passes the rest to the player on their left': a pick is
    secret; at the end of each round of picks every pick taken from a mini-deck so far is
    shown to the deck's next holder, and only to it; no deck moves on after the last round.
    Whichever card of its mini-deck a pick was, a seat it was not shown to sees the same."""
    s = fresh(players, "moon")
    while s.phase == "extra":  # the fourth player's extra robot comes first
        s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
    picks, shown = [], {}  # the mini-deck of each pick; pick -> seats shown it
    while s.phase == "draft":
        seat = s.to_act()[0]
        pick = s.legal_actions(seat)[0]
        assert s.secret(seat, pick) and not s.reveals(seat, pick)
        for number, seats in s.shows(seat, pick).items():
            shown.setdefault(number, set()).update(seats)
        deck = next(k for k in s.draft_decks_of(seat) if pick.card in s.draft.decks[k].cards)
        others = [s.clone() for _ in s.legal_actions(seat)]
        for other, action in zip(others, s.legal_actions(seat)):
            other.apply(seat, action)
        s.apply(seat, pick)
        picks.append((seat, deck))
        blind = set(range(players)) - {seat} - shown.get(len(picks) - 1, set())
        for (
            other
        ) in others:  # the seats kept from it see the same, whichever card of that deck it was
            if other.view(None) == s.view(None):  # which deck is public: its size shows it
                assert all(other.view(b) == s.view(b) for b in blind)
    rounds = players
    assert len(picks) == 4 * rounds
    for number, (seat, deck) in enumerate(picks):
        made_in = number // 4
        # a deck goes round the table: shown to each later holder until the last round
        later = {(seat + step) % players for step in range(1, rounds - made_in)}
        assert shown.get(number, set()) == later


def test_a_corner_chosen_cannot_be_taken_back_once_the_next_seat_chooses():
    """'In reverse order, before the first turn, each player places their Moonbase station':
    placing it ends that player's part, and undo works only within one's own turn."""
    s = fresh(3, "moon")
    while s.phase != "corner":
        s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
    seat = s.to_act()[0]
    s.apply(seat, s.legal_actions(seat)[0])
    assert s.to_act()[0] != seat and not s.undoable


def test_solo_cards_and_forbidden_pairs():
    """Solo: 'reveal 2 cards: the player may never have a link joining either revealed pair'; then
    '1 card from each deck for the player (no draft)'."""
    s = fresh(1, "moon")
    assert len(s.forbidden) == 2 and all(c.startswith("K") for c in s.forbidden)
    assert sorted(c[0] for c in s.cards[0]) == ["G", "K", "R", "U"]
    assert not set(s.forbidden) & set(s.cards[0])
    assert s.view(None)["forbidden"] == list(s.forbidden)


def test_random_start_player():
    """'Random start player.' (the rotating Start Player token)"""
    starts = {SPEC.new_game(list(NAMES), seed, {"map": "moon"}).start for seed in range(1, 40)}
    assert starts == {0, 1, 2, 3}


def test_moon_setup_robots_on_spaces_and_corners():
    """'Draw the starting robots from the bag and place them on the empty spaces of the stations,
    as shown on the board, including the half-hex spaces of the Moonbase stations'."""
    s = fresh(4, "moon")
    act(s, "extra s")
    for h, n in data.MOON["station_spaces"].items():
        assert len(s.sites[h].waiting) == n
        assert all(c in data.ROBOTS for c in s.sites[h].waiting)
    for h in data.MOON["moonbase_corners"].values():
        assert len(s.sites[h].waiting) == 1
    assert all(s.sites[h].waiting == [] for h in data.MOON["double_station"])


def test_station_tiles_carry_a_passenger_of_their_colour():
    """'Place all 14 stations in their places at the bottom of the map and place 1 passenger of the
    matching color on each station.' The commuters on tiles leave the piles."""
    s = fresh(4, "moon")
    assert sum(s.supply.values()) == 14
    assert s.piles == {"p": 12, "l": 12, "r": 9, "u": 9}


def test_map_extension_covers_reverse():
    """'Place your Moonbase extension on the Reverse action space'; Mars: the Martian extension."""
    assert dict(data.EXTENSION["moon"]) == {"ext1": "FREE BRAKES", "ext2": "FREE REVERSE"}
    assert dict(data.EXTENSION["mars"]) == {"ext1": "MOVE BACKWARDS", "ext2": "LAUNCH"}
    assert not any("reverse" == s for s in data.BOARD_SPACES)
