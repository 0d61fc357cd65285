"""Magnitus bots: legal placements only (inside or outside the sampled actions), the same seed
gives the same choice, they see only the view and copies, and a short arena run.
Strength and time are what `magtui arena` prints; no test asserts them."""

import pytest

from magtui.core import arena
from magtui.core.bots import bot_move, worlds_of
from magtui.core.game import GameState
from magtui.core.rng import Rng
from magtui.games.magnitus import SPEC
from magtui.games.magnitus import actions as A
from magtui.games.magnitus.bot import EasyBot, HardBot, NormalBot, hand_room

from .helpers import ASTEROIDS, COMETS, MOONS, PLANETS, STARS, position

LEVELS = ("easy", "normal", "hard")


def crowded():
    """A galaxy with bodies about, and a hand of every kind."""
    bodies = [
        (PLANETS[0], 127.3, 127.3, 0),
        (STARS[0], 60.0, 127.3, 1),
        (STARS[1], 200.0, 127.3, -1),
        (MOONS[0], 127.3, 40.0, 0),
        (COMETS[0], 127.3, 210.0, 90),
        (ASTEROIDS[0], 80.0, 60.0, 1),
    ]
    hands = [
        [PLANETS[1], MOONS[1], COMETS[1], STARS[2], ASTEROIDS[1]],
        [PLANETS[2], MOONS[2], COMETS[2], STARS[3], ASTEROIDS[2]],
    ]
    return position(bodies, hands)


def assert_legal(state, seat, action):
    if isinstance(action, A.Place):
        kinds = state.kinds_in_hand(seat)
        assert action.kind in kinds
        assert state.placement_problem(action.kind, action.x, action.y, action.orient) is None
    else:
        assert action in state.legal_actions(seat)
    state.clone().apply(seat, action)  # the rules take it


@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_only_legal_placements(level):
    for state in (SPEC.new_game(["A", "B"], 3, {"first": "1"}), crowded()):
        bot = SPEC.make_bot(level, 0, 5)
        action = bot_move(bot, state, 0)
        assert_legal(state, 0, action)


@pytest.mark.parametrize("level", LEVELS)
def test_a_few_turns_of_bots_stay_legal(level):
    state = SPEC.new_game(["A", "B"], 7)
    bots = [SPEC.make_bot(level, s, 7) for s in range(2)]
    for _ in range(6):
        seat = state.to_act()[0]
        action = bot_move(bots[seat], state, seat)
        assert_legal(state, seat, action)
        state.apply(seat, action)


@pytest.mark.parametrize("level", LEVELS)
def test_the_layout_editor_and_a_hover_get_plain_legal_answers(level):
    state = SPEC.new_game(["A", "B"], 2, {"layout": "custom"})
    assert bot_move(SPEC.make_bot(level, 0, 1), state, 0) == A.LAYOUT_DONE
    state = SPEC.new_game(["A", "B"], 2)
    seat = state.to_act()[0]
    kind = state.kinds_in_hand(seat)[0]
    state.apply(seat, A.hover(kind, 1273, 1273, 60, 1 if kind != "comet" else 0))
    assert bot_move(SPEC.make_bot(level, seat, 1), state, seat) == A.RAISE


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_choices(level):
    state = crowded()
    first = [bot_move(SPEC.make_bot(level, 0, seed), state, 0) for seed in (1, 2)]
    again = [bot_move(SPEC.make_bot(level, 0, seed), state, 0) for seed in (1, 2)]
    assert first == again


class Spy:
    """Wraps a bot and records what its choose() is given."""

    def __init__(self, bot):
        self.bot, self.seen, self.rng, self.reads_view = bot, [], bot.rng, bot.reads_view

    def choose(self, view, legal_actions, worlds=None):
        self.seen.append((view, legal_actions, worlds))
        return self.bot.choose(view, legal_actions, worlds)


def _no_state_inside(value):
    if isinstance(value, GameState):
        return False
    if isinstance(value, dict):
        return all(_no_state_inside(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return all(_no_state_inside(v) for v in value)
    return True


@pytest.mark.parametrize("cls", (EasyBot, NormalBot, HardBot))
def test_bots_see_only_the_view_the_legal_list_and_copies(cls):
    state = crowded()
    before = state.fingerprint()
    spy = Spy(cls(0, 3))
    action = bot_move(spy, state, 0)
    view, legal, worlds = spy.seen[0]
    assert isinstance(view, dict) and _no_state_inside(view)
    assert view == state.view(0)
    assert isinstance(legal, list) and all(not isinstance(a, GameState) for a in legal)
    copy = worlds()
    assert copy is not state and copy.world is not state.world
    copy.apply(0, action)  # playing on a copy leaves the game alone
    assert state.fingerprint() == before


def test_a_bot_without_worlds_still_places_legally():
    state = crowded()
    action = NormalBot(0, 1).choose(state.view(0), state.legal_actions(0), None)
    assert action in state.legal_actions(0)
    action = NormalBot(0, 1).choose(
        state.view(0), state.legal_actions(0), worlds_of(state, 0, Rng(1))
    )
    assert_legal(state, 0, action)


def test_a_short_arena_match():
    match = arena.play_match(SPEC, ["normal", "random"], games=1, seed=1, options={})
    assert match.unfinished == 0
    assert len(match.records["normal"].wins) == 1 and match.records["normal"].seconds
    assert "normal" in arena.report(match, 2)


def test_a_short_solo_arena_run():
    match = arena.play_match(SPEC, ["easy"], games=1, seed=2, options={})
    assert match.unfinished == 0 and len(match.records["easy"].scores) == 1


def test_hard_takes_room_from_a_next_player_who_would_empty_first():
    """15. "As soon as one of the players places his last celestial body ... the other
    players receive as many penalty points as the number of celestial bodies they have left."
    A player behind can only win by the leader's mistake, so hard weighs the leader's room."""
    state = crowded()
    bot = HardBot(0, 1)
    view = state.view(0)
    mine, theirs = hand_room(view, 0), hand_room(view, 1)
    assert theirs > 0 and bot._room(state) == pytest.approx(mine - theirs)  # 5 bodies each
    state.hands[1].append(PLANETS[3])
    assert bot._room(state) == pytest.approx(hand_room(state.view(0), 0))  # they hold more
