"""The engine contract: RNG, options, sessions, undo."""

import pytest

from magtui.core import registry
from magtui.core.errors import IllegalAction, NotationError, OptionError
from magtui.core.rng import Rng
from magtui.core.session import Seat, Session


def test_rng_is_deterministic_and_copyable():
    a, b = Rng(42), Rng(42)
    assert [a.randint(1, 6) for _ in range(50)] == [b.randint(1, 6) for _ in range(50)]
    c = Rng(42)
    c.next64()
    copy = Rng(0)
    copy.state = c.state
    assert c.random() == copy.random()


def test_rng_covers_the_range_uniformly_enough():
    rng = Rng(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.randint(1, 6) - 1] += 1
    assert all(800 < n < 1200 for n in counts)


def test_rng_shuffle_is_a_permutation():
    rng = Rng(3)
    items = list(range(30))
    rng.shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))


def test_registry_lists_games_in_menu_order():
    ids = registry.game_ids()
    assert ids == sorted(ids, key=lambda g: registry.info(g).menu_order)
    with pytest.raises(OptionError, match="Unknown game"):
        registry.get("chess")


def _session(spec, players=2, seed=5):
    return Session(spec, [Seat(f"P{i}") for i in range(players)], seed, {})


def test_player_count_and_names_are_checked(toy_registry):
    with pytest.raises(OptionError, match="2–3 players"):
        toy_registry.new_game(["A"], 1, {})
    with pytest.raises(OptionError, match="unique"):
        toy_registry.new_game(["A", "A"], 1, {})
    with pytest.raises(OptionError, match="no option"):
        toy_registry.new_game(["A", "B"], 1, {"speed": "fast"})


def test_illegal_action_names_the_reason_and_changes_nothing(toy_registry):
    session = _session(toy_registry)
    before = session.state.fingerprint()
    with pytest.raises(IllegalAction, match="does not hold"):
        session.apply(0, toy_registry.parse_action("pick 9"))
    assert session.state.fingerprint() == before and session.history == []


def test_bad_notation_is_a_notation_error(toy_registry):
    with pytest.raises(NotationError):
        toy_registry.parse_action("jump 3")


def test_undo_only_own_actions_within_the_turn(toy_registry):
    session = _session(toy_registry)
    session.apply_text(0, "pick 2")
    session.apply_text(0, "pick 3")
    assert session.can_undo(0) and not session.can_undo(1)
    session.undo(0)
    assert session.state.private_view(0)["picked.0"] == 2
    session.apply_text(1, "pick 1")
    assert not session.can_undo(0), "another seat acted since"
    session.apply_text(1, "confirm")
    assert not session.can_undo(1), "confirming ends the turn"
    with pytest.raises(IllegalAction):
        session.undo(1)


def test_same_seed_and_actions_give_the_same_game(toy_registry):
    a, b = _session(toy_registry, seed=9), _session(toy_registry, seed=9)
    for s in (a, b):
        for seat, text in [(0, "pick 4"), (1, "pick 4"), (0, "confirm"), (1, "confirm")]:
            s.apply_text(seat, text)
    assert a.state.fingerprint() == b.state.fingerprint()


def test_core_never_imports_textual():
    import subprocess
    import sys

    code = (
        "import sys, magtui.core.session, magtui.core.saves, magtui.core.selfplay, magtui.cli\n"
        "from magtui.core import registry\n"
        "for g in registry.game_ids():\n"
        "    import importlib; importlib.import_module(f'magtui.games.{g}.rules')\n"
        "assert not [m for m in sys.modules if m.startswith('textual')], 'textual imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
