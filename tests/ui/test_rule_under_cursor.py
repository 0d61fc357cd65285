"""Every element a cursor reaches has an explanation: at seeded positions of every game, the
cursor sweeps the board (a snake walk with the arrows, then again after each of the profile's
`FOCUS_KEYS`), and each element under it is explained — what it is and its state in words,
a rule anchor the summary holds, no spec code — and `/` opens the panel clear of the cursor's
row at 80×24. The screens are the acting seat's own (private in a game of hidden information).
"""

from __future__ import annotations

import random

import pytest

from magtui.core import registry
from magtui.core.explanations import anchors, rule_quote
from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.game_screen import GameScreen
from magtui.ui.rule_panel import RulePanel
from tests.core import toy
from tests.game_profiles import declared
from tests.ui.spec_codes import codes_shown

MOVES = (0, 3, 40)  # random actions played before the sweep: the start, and two mid-games
ROWS, STEPS = 8, 12  # the snake walk's bounds


def profile_value(game: str, name: str):
    return getattr(toy, name) if game == "toy" else declared(game, name)


def position(game: str, moves: int) -> Session:
    """A game of human seats after `moves` random actions (fewer if it ends sooner)."""
    spec = registry.get(game)
    names = ["Ann", "Bo", "Cy", "Di"][: max(2, spec.min_players)]
    session = Session(spec, [Seat(name) for name in names], 7, {})
    rng = random.Random(moves)
    for _ in range(moves):
        acting = session.state.to_act()
        if session.state.is_over() or not acting:
            break
        seat = acting[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)), keep_undo=False)
    return session


async def acting_screen(pilot, app) -> GameScreen | None:
    """Past covers and news to the screen of the seat that acts (None once the game is over)."""
    for _ in range(20):
        await pilot.pause()
        screen = app.screen
        if isinstance(screen, GameScreen) and screen.board.acting():
            return screen
        if isinstance(screen, GameScreen) and screen.session.state.is_over():
            return None
        await pilot.press("enter")
    raise AssertionError(f"no seat's screen came; on screen: {type(app.screen).__name__}")


def check_explained(game: str, screen: GameScreen, focus) -> None:
    spec, board = screen.session.spec, screen.board
    assert spec.explain is not None, f"{spec.title} has no explain yet"
    found = spec.explain(board.seen.model, board.seat, focus)
    assert found.what.strip() and found.state.strip(), focus
    assert found.rule in anchors(spec.rules_summary), f"{focus}: no rule {found.rule!r}"
    text = " ".join((found.what, found.state, rule_quote(spec.rules_summary, found.rule)))
    assert codes_shown(game, text) == [], focus


async def check_panel(pilot, screen: GameScreen) -> None:
    await pilot.press("slash")
    await pilot.pause()
    panel, board = screen.query_one(RulePanel), screen.board
    assert panel.display
    row = board.cursor_row()
    if row is not None:
        covered = range(panel.region.y, panel.region.y + panel.region.height)
        assert board.region.y + row not in covered, "the panel covers the cursor's row"
    await pilot.press("slash")
    await pilot.pause()
    assert not panel.display


async def sweep(pilot, screen: GameScreen, game: str) -> set:
    """The snake walk; every focus met is checked once."""
    board, met = screen.board, set()

    def meet() -> None:
        focus = board.under_cursor()
        if focus is not None and focus not in met:
            met.add(focus)
            check_explained(game, screen, focus)

    for start in ["", *(profile_value(game, "FOCUS_KEYS") or "").split()]:
        if start:
            await pilot.press(start)
        meet()
        direction = "right"
        for _ in range(ROWS):
            for _ in range(STEPS):
                before = board.under_cursor()
                await pilot.press(direction)
                meet()
                if board.under_cursor() == before:
                    break
            await pilot.press("down")
            meet()
            direction = "left" if direction == "right" else "right"
    return met


@pytest.mark.parametrize("moves", MOVES)
@pytest.mark.parametrize("game", [*registry.game_ids(), "toy"])
async def test_every_element_under_the_cursor_is_explained(toy_registry, game, moves):
    app = MagtuiApp(session=position(game, moves), pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await acting_screen(pilot, app)
        if screen is None:
            pytest.skip("the random game ended before this many moves")
        if screen.board.under_cursor() is not None:
            check_explained(game, screen, screen.board.under_cursor())
            await check_panel(pilot, screen)
        met = await sweep(pilot, screen, game)
        assert met, "the board names no element under its cursor anywhere (Board.under_cursor)"
        if screen.board.under_cursor() is not None and app.screen is screen:
            await check_panel(pilot, screen)
