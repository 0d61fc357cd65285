"""The Orkensturm bot levels: legal choices only, the same seed gives the same choices, a bot
sees only its seat's view (never the state), sampled worlds keep only what the seat can see,
and a short arena run finishes."""

import io

import pytest

from magtui.core import arena
from magtui.core.bots import bot_move
from magtui.core.game import GameState
from magtui.core.rng import Rng
from magtui.games.orkensturm import SPEC
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.bots import EasyBot, NormalBot
from magtui.games.orkensturm.bots.outlook import ending_odds, final_value, projected
from magtui.games.orkensturm import actions as A
from tests.games.orkensturm.helpers import at_action, new_game

LEVELS = ("easy", "normal", "hard")


def _play(levels, seed, options=None, limit=None):
    st = SPEC.new_game([f"P{i + 1}" for i in range(len(levels))], seed, options or {})
    bots = [SPEC.make_bot(level, s, seed) for s, level in enumerate(levels)]
    moves = []
    while not st.is_over() and (limit is None or len(moves) < limit):
        seat = st.to_act()[0]
        action = bot_move(bots[seat], st, seat)
        assert action in st.legal_actions(seat)
        st.apply(seat, action)
        moves.append(str(action))
    return st, moves


def test_levels_are_registered_and_search_is_an_alias_of_normal():
    assert {"random", "easy", "normal", "hard", "search"} <= set(SPEC.bot_levels)
    assert isinstance(SPEC.make_bot("search", 0, 1), NormalBot)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_easy_plays_legal_actions_to_the_end(players):
    st, _ = _play(["easy"] * players, seed=players, options={"events": "shuffled"})
    assert st.is_over()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_search_levels_choose_legal_actions(level):
    _play([level, "random", "easy"], seed=3, limit=40 if level == "normal" else 15)


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choices(level):
    limit = 60 if level == "easy" else 25 if level == "normal" else 10
    assert (
        _play([level, "easy", "random"], 11, limit=limit)[1]
        == _play([level, "easy", "random"], 11, limit=limit)[1]
    )


@pytest.mark.parametrize("level", LEVELS)
def test_choose_receives_only_the_view_the_legal_list_and_worlds(level, monkeypatch):
    seen = []
    cls = type(SPEC.make_bot(level, 0, 1))
    original = cls.choose

    def spy(self, view, legal_actions, worlds=None):
        seen.append((view, legal_actions))
        return original(self, view, legal_actions, worlds)

    monkeypatch.setattr(cls, "choose", spy)
    st, _ = _play([level, "random", "random"], 5, limit=20)
    assert seen
    for view, legal in seen:
        assert type(view) is dict and not isinstance(view, GameState)
        assert type(legal) is list
        # The view carries the seat's own hand only: every hand is a size on the table.
        assert all(type(size) is int for size in view["hands"])
        assert {key for key in view["private"] if key.startswith("hands.")} == {"hands.0"}


def test_a_bot_has_no_reference_to_the_state():
    st = SPEC.new_game(["A", "B", "C"], 2, {})
    seat = st.to_act()[0]
    bot = EasyBot(seat, 2)
    bot_move(bot, st, seat)
    assert not any(isinstance(v, GameState) for v in vars(bot).values())


def _hidden_from(st, seat):
    """Everything `seat` cannot see, as a comparable value."""
    others = [s for s in range(st.num_players) if s != seat]
    return (
        [st.hands[s] for s in others],
        st.ork,
        st.supply,
        [st.advisors[s] for s in others],
        st.adv_decks,
    )


def test_sampled_worlds_keep_the_view_and_redraw_the_rest():
    st, _ = _play(["easy"] * 4, 8, options={"events": "historia"}, limit=45)
    seat = st.to_act()[0]
    rng = Rng(1)
    worlds = [st.sample_world(seat, rng) for _ in range(6)]
    for world in worlds:
        assert world.view(seat) == st.view(seat)  # the seat cannot tell the world from the game
        assert [e for e in world.events if e in D.NUMBERED_EVENTS] == [
            e for e in st.events if e in D.NUMBERED_EVENTS
        ]
        assert sorted(world.events) == sorted(st.events)
    # Two worlds for one decision differ in what the seat cannot see.
    assert len({repr(_hidden_from(w, seat)) for w in worlds}) > 1


def test_sampled_worlds_do_not_depend_on_the_hidden_cards():
    """Two games that differ only in another seat's hand give the seat the same worlds."""
    st, _ = _play(["easy"] * 3, 4, limit=30)
    seat = st.to_act()[0]
    other = (seat + 1) % 3
    twin = st.clone()
    hand = twin.hands[other]
    giver = max(range(6), key=lambda c: hand[c])
    taker = next(c for c in range(6) if c != giver and twin.supply[c])
    hand[giver] -= 1
    hand[taker] += 1
    twin.supply[giver] += 1
    twin.supply[taker] -= 1
    assert twin.view(seat) == st.view(seat)
    a = st.sample_world(seat, Rng(9))
    b = twin.sample_world(seat, Rng(9))
    assert repr(_hidden_from(a, seat)) == repr(_hidden_from(b, seat))


def test_a_sampled_world_leaves_the_game_it_came_from_as_it_was():
    """A world redraws the hand under inspection for a seat that cannot see it: the game's own
    inspection, and every other field, stay as they were."""
    game = new_game(3)
    at_action(game, 0, "inquisitor")
    game.apply(0, A.Use("inquisitor", 1, target=1))
    before = game.fingerprint()
    for seed in range(5):
        game.sample_world(2, Rng(seed))
    assert game.fingerprint() == before
    assert game.inspection.hand == game.hands[1]


def test_arena_smoke_run():
    out = io.StringIO()
    match = arena.play_match(SPEC, ["normal", "easy", "random"], 2, 1, {}, None)
    assert match.unfinished == 0
    out.write(arena.report(match, 3))
    assert "normal" in out.getvalue() and "easy" in out.getvalue()


def test_the_outlook_expects_the_larger_side_to_win_the_war():
    """The side with more players feeds more of its troops into the war: with two players
    for Brin the search expects Brin's victory (ending B), with two for Answin Brin's fall (A)."""
    brin = new_game(3, sides=[D.BRIN, D.BRIN, D.ANSWIN])
    answin = new_game(3, sides=[D.ANSWIN, D.BRIN, D.ANSWIN])
    for game in (brin, answin):
        assert abs(sum(ending_odds(game).values()) - 1) < 1e-9
    assert ending_odds(brin)["B"] > 0.5 > ending_odds(brin)["A"]
    assert ending_odds(answin)["A"] > 0.5 > ending_odds(answin)["B"]


def test_the_outlook_counts_an_advisor_by_the_endings_it_pays_in():
    """ "5 if B; 2 if O<=3": the Bear is worth most to a Brin player when Brin is winning."""
    game = new_game(3, sides=[D.BRIN, D.BRIN, D.ANSWIN])
    game.advisors = [[], [], []]
    before = projected(game)[0]
    game.advisors[0] = ["B02"]
    gain = projected(game)[0] - before
    assert 5 * ending_odds(game)["B"] - 1e-9 <= gain <= 5


def test_a_finished_game_scores_the_share_of_first_place():
    st, _ = _play(["easy"] * 3, 6)
    first = st.result().ranking[0]
    values = [final_value(st, seat) for seat in range(3)]
    for seat in range(3):
        assert 0 <= values[seat] <= 1
        assert (values[seat] >= 0.8 / len(first)) == (seat in first)
