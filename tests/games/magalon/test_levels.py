"""The Magalon levels easy, normal and hard: legal choices only, the same seed gives the same
choices, a bot sees the view and sampled worlds but never the live state, and a short arena
run. Strength is what `magtui arena` prints; no test asserts it."""

import io

import pytest

from magtui.core import arena
from magtui.core.bots import bot_move
from magtui.core.game import GameState
from magtui.games.magalon import SPEC
from magtui.games.magalon.bot import EasyBot, HardBot, PlanBot
from magtui.games.magalon.rules import MagalonState

from .helpers import new_game


def play(levels, seed: int, actions: int | None = None):
    """Play with one level per seat; returns the state and every choice made."""
    st = new_game(len(levels), seed)
    bots = [SPEC.make_bot(level, s, seed) for s, level in enumerate(levels)]
    chosen = []
    while not st.is_over() and (actions is None or len(chosen) < actions):
        seat = st.to_act()[0]
        action = bot_move(bots[seat], st, seat)
        assert action in st.legal_actions(seat)
        st.apply(seat, action)
        chosen.append(str(action))
    return st, chosen


def test_levels_are_registered_and_steady_is_an_alias_of_easy():
    assert {"random", "easy", "normal", "hard", "steady"} <= set(SPEC.bot_levels)
    assert type(SPEC.make_bot("steady", 0, 1)) is EasyBot
    assert type(SPEC.make_bot("normal", 0, 1)) is PlanBot
    assert type(SPEC.make_bot("hard", 0, 1)) is HardBot


@pytest.mark.parametrize("players", [2, 3])
def test_easy_plays_legal_actions_to_the_end(players):
    st, _ = play(["easy"] * players, seed=4)
    assert st.is_over() and st.winner is not None


@pytest.mark.parametrize("levels", [("normal", "easy"), ("hard", "random")])
def test_search_levels_play_legal_actions(levels):
    _, chosen = play(list(levels), seed=2, actions=40)
    assert len(chosen) == 40


def test_the_same_seed_gives_the_same_choices():
    assert (
        play(["normal", "easy"], seed=5, actions=30)[1]
        == play(["normal", "easy"], seed=5, actions=30)[1]
    )


def _walk(value):
    """Every value inside a view: dicts, lists and tuples opened up."""
    yield value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _walk(k)
            yield from _walk(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _walk(v)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_bot_gets_the_view_and_copies_never_the_state(level, monkeypatch):
    st = new_game(2, 3)
    bot = SPEC.make_bot(level, 0, 3)
    seen = {}
    real = type(bot).choose

    def spy(self, view, legal_actions, worlds=None):
        seen["view"], seen["legal"] = view, legal_actions
        if worlds is not None:
            world = worlds()
            seen["world"] = world
        return real(self, view, legal_actions, worlds)

    monkeypatch.setattr(type(bot), "choose", spy)
    before = st.fingerprint()
    action = bot_move(bot, st, 0)
    assert st.fingerprint() == before  # the search played on copies only
    view = seen["view"]
    assert isinstance(view, dict) and view == st.view(0)
    assert not any(isinstance(v, GameState) for v in _walk(view))
    assert all(not isinstance(a, GameState) for a in seen["legal"])
    world = seen["world"]
    assert isinstance(world, MagalonState) and world is not st
    assert world.rng.state != st.rng.state  # future dice are redrawn, not read off the game
    assert action in st.legal_actions(0)


def test_evaluate_prefers_the_magician_nearer_home():
    st = new_game(2)
    st.artifacts[0] = "ABC"
    st.energy[0] = 20
    assert st.evaluate(0) > 0.5 > st.evaluate(1)


def test_a_short_arena_run():
    match = arena.play_match(SPEC, ["normal", "easy"], games=2, seed=1, options={})
    table = arena.report(match, 2)
    assert "normal" in table and "easy" in table
    out = io.StringIO()
    assert arena.run(SPEC, ["easy", "first"], 2, 1, {}, out) == 0
    assert "easy" in out.getvalue()
