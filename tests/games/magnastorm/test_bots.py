"""The Magnastorm levels easy, normal and hard (basic and search: aliases of easy and normal):
legal choices only, the same seed gives the same choices, a bot sees the view and sampled
worlds but never the live state, and a short arena run. Strength is what `magtui arena`
prints; no test asserts it."""

import io

import pytest

from magtui.core import arena
from magtui.core.bots import bot_move
from magtui.core.game import GameState
from magtui.games.magnastorm.bot import EasyBot, HardBot, SearchBot
from magtui.games.magnastorm.rules import MagnastormState

from .helpers import SPEC, new, ready, turn_of


def play(levels, seed: int, actions: int | None = None):
    """Play with one level per seat; returns the state and every choice made."""
    st = new(len(levels), seed=seed)
    bots = [SPEC.make_bot(level, s, seed) for s, level in enumerate(levels)]
    chosen = []
    while not st.is_over() and (actions is None or len(chosen) < actions):
        seat = st.to_act()[0]
        action = bot_move(bots[seat], st, seat)
        assert action in st.legal_actions(seat)
        st.apply(seat, action)
        chosen.append(str(action))
    return st, chosen


def test_levels_are_registered_and_the_old_names_are_aliases():
    assert {"random", "easy", "normal", "hard", "basic", "search"} <= set(SPEC.bot_levels)
    assert type(SPEC.make_bot("easy", 0, 1)) is EasyBot
    assert type(SPEC.make_bot("basic", 0, 1)) is EasyBot
    assert type(SPEC.make_bot("normal", 0, 1)) is SearchBot
    assert type(SPEC.make_bot("search", 0, 1)) is SearchBot
    assert type(SPEC.make_bot("hard", 0, 1)) is HardBot


@pytest.mark.parametrize("players", [2, 3, 4])
def test_easy_plays_legal_actions_to_the_end(players):
    st, _ = play(["easy"] + ["random"] * (players - 1), seed=players)
    assert st.is_over()


@pytest.mark.parametrize("levels", [("normal", "easy"), ("hard", "random")])
def test_search_levels_play_legal_actions(levels):
    _, chosen = play(list(levels), seed=2, actions=30)
    assert len(chosen) == 30


def test_the_same_seed_gives_the_same_choices():
    assert (
        play(["normal", "easy"], seed=5, actions=30)[1]
        == play(["normal", "easy"], seed=5, actions=30)[1]
    )


def test_an_exchange_is_chosen_only_when_a_decision_waits_for_one():
    st = turn_of(ready(3), 0)
    st.cubes[0] = [3, 3, 0, 0, 0]
    for level in ("easy", "normal"):
        action = bot_move(SPEC.make_bot(level, 0, 1), st, 0)
        assert action in st.legal_actions(0) and action.verb != "x"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_bot_gets_copies_never_the_state(level, monkeypatch):
    """Magnastorm is open: a bot reads no view, only the worlds it samples, which are copies."""
    st = turn_of(ready(2, seed=3), 0)
    bot = SPEC.make_bot(level, 0, 3)
    seen = {"worlds": []}
    real = type(bot).choose

    def spy(self, view, legal_actions, worlds=None):
        seen["view"], seen["legal"] = view, legal_actions

        def watched():
            world = worlds()
            seen["worlds"].append(world)
            return world

        return real(self, view, legal_actions, watched if worlds is not None else None)

    monkeypatch.setattr(type(bot), "choose", spy)
    before = st.fingerprint()
    action = bot_move(bot, st, 0)
    assert st.fingerprint() == before  # the search played on copies only
    assert seen["view"] == {}
    assert all(not isinstance(a, GameState) for a in seen["legal"])
    assert seen["worlds"], "a choice among several looks at a sampled world"
    for world in seen["worlds"]:
        assert isinstance(world, MagnastormState) and world is not st
        assert (
            world.rng.state != st.rng.state
        )  # future bag draws are redrawn, not read off the game
    assert action in st.legal_actions(0)


def test_evaluate_prefers_more_reputation():
    st = ready(2)
    st.rep = [10, 2]
    assert st.evaluate(0) > 0.5 > st.evaluate(1)


def test_a_short_arena_run():
    match = arena.play_match(SPEC, ["normal", "easy"], games=1, seed=1, options={})
    table = arena.report(match, 2)
    assert "normal" in table and "easy" in table
    out = io.StringIO()
    assert arena.run(SPEC, ["easy", "first"], 2, 1, {}, out) == 0
    assert "easy" in out.getvalue()
