"""Learning on the Orkensturm board: the element under the cursor explained with a rule of the
summary, the hint's move put under the cursor, and a lesson's mark."""

from __future__ import annotations

import pytest

from magtui.core.bots import bot_move
from magtui.core.explanations import Focus, anchors
from magtui.core.model import redacted
from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm.explain import EXPLAINERS, explain
from magtui.games.orkensturm.ui.learning import MARK
from tests.board_app import BoardApp

from .helpers import NAMES, SPEC, at_action, hand, new_game, table_moment

RULES = anchors(SPEC.rules_summary)


def positions(players: int, seed: int, events: str = "shuffled"):
    """The first position of each decision kind (phase, character) along a seeded game of
    the easy bots, with the seat to act."""
    game = SPEC.new_game(NAMES[:players], seed, {"events": events})
    bots = [SPEC.make_bot("easy", seat, seed) for seat in range(players)]
    seen = set()
    for _ in range(60 * players):
        if game.is_over():
            return
        seat = game.to_act()[0]
        kind = (game.phase, game.placed[seat] if game.phase == "action" else None)
        if kind not in seen:
            seen.add(kind)
            yield game.clone(), seat
        game.apply(seat, bot_move(bots[seat], game, seat))


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def test_every_rule_an_explanation_names_is_in_the_summary():
    game = new_game(6)
    at_action(game, 0, "spy")
    kinds = {
        "character": ["regent", "messenger"],
        "colour": ["R", "W"],
        "side": ["brin", "answin"],
        "advisor": game.advisors[0],
        "inspection": [""],
        "option": [
            f"{c} {o}" for c in ("regent", "tax_collector", "knight", "spy") for o in (1, 2)
        ],
        "player": ["2"],
        "offer": ["tax", "joust"],
        "track": ["M", "O", "T", "S"],
    }
    assert set(kinds) == set(EXPLAINERS)
    view = redacted(game, 0)
    for kind, keys in kinds.items():
        for key in keys:
            told = explain(view, 0, Focus(kind, key))
            assert told.what and told.state and told.rule in RULES, (kind, key)


def test_a_character_says_whose_pawn_stands_there_and_who_may_not_return():
    game = new_game(4)
    game.apply(0, A.Place("knight"))
    told = explain(game, 1, Focus("character", "knight"))
    assert "Alrik's pawn stands here" in told.state and "may not" in told.state
    assert "Free this turn" in explain(game, 1, Focus("character", "spy")).state
    told = explain(game, 1, Focus("character", "messenger"))
    assert "6 or more players" in told.state


def test_an_option_says_whether_the_hand_pays_for_it():
    game = new_game(4)
    at_action(game, 0, "regent")
    game.hands[0] = hand("R1 G1 P1 B1 Y1")
    assert "needs" in explain(game, 0, Focus("option", "regent 2")).state
    game.hands[0] = hand("R1 G1 P1 B1 Y1 W1")
    assert "Possible now" in explain(game, 0, Focus("option", "regent 2")).state


@pytest.mark.parametrize("players,seed", [(3, 1), (6, 2)])
async def test_the_cursor_is_always_on_an_explained_element(players, seed):
    """Every element a cursor reaches in every decision has an explanation from the seat's
    own view."""
    for game, seat in positions(players, seed):
        app = BoardApp(SPEC, game, seat)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            board = app.board
            if table_moment(board, game):
                continue
            for key in ("down", "down", "right", "down", "down", "down", "down", "down"):
                focus = board.under_cursor()
                assert focus is not None, (game.phase, key)
                told = explain(board.seen.model, seat, focus)
                assert told.rule in RULES and told.state
                assert board.cursor_row() is not None
                await pilot.press(key)
                if app.chosen:
                    break


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 3), (6, 2)])
async def test_pointing_at_a_move_makes_enter_play_it(players, seed):
    for game, seat in positions(players, seed):
        legal = game.legal_actions(seat)
        app = BoardApp(SPEC, game, seat)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            if table_moment(app.board, game):
                continue
            for action in legal[:: max(1, len(legal) // 6)]:
                app.show(game, seat)
                await pilot.pause()
                assert app.board.point_at(action), action
                await pilot.press("enter")
                await pilot.pause()
                assert app.chosen[-1] == (seat, action)


async def test_a_mark_shows_beside_the_marked_element_only_when_asked():
    game = new_game(3)
    app = BoardApp(SPEC, game, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert MARK not in screen_text(app)
        app.board.mark(Focus("character", "knight"))
        await pilot.pause()
        row = app.board.disc.cells["knight"][1]
        assert MARK + " Knight" in screen_text(app).splitlines()[row]
        app.board.mark(Focus("track", "O"))
        await pilot.pause()
        assert f"O{MARK}" in screen_text(app)


async def test_the_tables_cursor_names_a_space_once_a_key_showed_it():
    game = new_game(3)
    app = BoardApp(SPEC, game, None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.board.under_cursor() is None and app.board.cursor_row() is None
        await pilot.press("right")
        await pilot.pause()
        assert app.board.under_cursor() == Focus("character", "merchant")
        assert app.board.cursor_row() == app.board.disc.cells["merchant"][1]


async def test_the_cursor_row_is_the_row_of_the_menus_cursor_under_a_wrapped_entry():
    game = new_game(3)
    at_action(game, 0, "tax_collector")
    game.hands[0] = hand("Y2")
    app = BoardApp(SPEC, game, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("down")
        await pilot.pause()
        row = screen_text(app).splitlines()[app.board.cursor_row()]
        assert row.startswith("▸ 2 Tax Collector 2"), row
