"""`magtui arena`: seats rotate, places and intervals are counted right, bad input exits 2.
Strength itself is what the arena prints; no test asserts it."""

import dataclasses
import io

import pytest

from magtui import cli
from magtui.core import arena
from magtui.core.errors import OptionError
from magtui.core.game import Outcome
from tests.core import toy


def test_every_level_sits_in_every_seat_in_turn():
    levels = ["normal", "easy", "random"]
    first_seats = [arena.seating(levels, game)[0] for game in range(3)]
    assert sorted(first_seats) == sorted(levels)
    assert all(sorted(arena.seating(levels, g)) == sorted(levels) for g in range(6))


def test_a_shared_first_place_is_a_shared_win():
    outcome = Outcome({0: 3, 1: 3, 2: 1}, ((0, 1), (2,)))
    assert arena.place_of(outcome, 0) == (1, 2)
    assert arena.place_of(outcome, 2) == (3, 1)


def test_win_rate_interval_stays_within_zero_and_one():
    rate, low, high = arena.rate_interval([1.0] * 10)
    assert rate == 1.0 and 0.6 < low < 1.0 and high == 1.0
    rate, low, high = arena.rate_interval([0.0, 1.0] * 50)
    assert low < 0.5 < high and high - low < 0.25


def test_a_match_records_every_seat_game_and_decision():
    match = arena.play_match(toy.SPEC, ["random", "random", "random"], games=4, seed=1, options={})
    record = match.records["random"]
    assert match.unfinished == 0
    assert len(record.wins) == len(record.ranks) == len(record.scores) == 12
    assert record.seconds
    assert sum(record.wins) == pytest.approx(4)  # one first place per game, shared or not


def test_a_game_that_never_ends_is_stopped_and_left_out():
    """The toy game's `first` bot picks a card for ever and never confirms."""
    spec = dataclasses.replace(toy.SPEC, max_actions=lambda players, options: 50)
    match = arena.play_match(spec, ["first", "first"], games=2, seed=1, options={})
    assert match.unfinished == 2 and not match.records["first"].wins
    assert "2 games were stopped unfinished" in arena.report(match, 2)


def test_arena_prints_a_line_per_level(toy_registry):
    out = io.StringIO()
    assert arena.run(toy.SPEC, ["first", "random"], 3, 7, {}, out) == 0
    text = out.getvalue()
    assert "first" in text and "random" in text and "win rate" in text


@pytest.mark.parametrize(
    "argv",
    [
        ["arena", "toy", "--seats", "random,genius", "--games", "1"],
        ["arena", "toy", "--seats", "random,random", "--games", "0"],
        ["arena", "toy", "--seats", "random,random", "--players", "3"],
        ["arena", "toy", "--seats", "random,,random"],
        ["arena", "toy", "--seats", "random,random", "--deals", "2"],
    ],
)
def test_bad_arena_input_exits_2(argv, toy_registry, monkeypatch, capsys):
    monkeypatch.setattr(cli.registry, "game_ids", lambda: ["toy"])
    try:
        code = cli.main(argv)
    except SystemExit as exit:  # argparse's own refusals
        code = exit.code
    assert code == 2
    assert "error" in capsys.readouterr().err


def test_an_unknown_level_is_refused_before_any_game():
    with pytest.raises(OptionError):
        arena.check_levels(toy.SPEC, ["random", "genius"])


def test_deals_count_every_game_of_a_match_and_stop_it_there():
    """Magnitus: "If there are no such players, play another game." With --deals the arena
    stops a match after that many games and counts each as one."""
    from magtui.games.magnitus import SPEC

    match = arena.play_match(SPEC, ["easy", "random"], games=2, seed=3, options={}, deals=2)
    for record in match.records.values():
        assert len(record.wins) == 4  # two matches, two games each
    assert sum(match.records["easy"].wins) + sum(match.records["random"].wins) == pytest.approx(4)


def test_deals_refused_for_a_game_played_in_one(toy_registry, monkeypatch, capsys):
    monkeypatch.setattr(cli.registry, "game_ids", lambda: ["toy"])
    assert cli.main(["arena", "toy", "--seats", "random,random", "--deals", "1"]) == 2
    assert "single game" in capsys.readouterr().err


def test_a_solo_run_prints_the_range_of_its_scores():
    """Magnitus solo: a title for 15 bodies left or fewer, so the worst game is what counts."""
    match = arena.play_match(toy.SPEC, ["random", "random"], games=2, seed=1, options={})
    match.records = {"random": match.records["random"]}
    match.records["random"].scores = [3.0, 0.0, 7.0]
    assert "random alone: scores from 0 to 7" in arena.report(match, 1)
