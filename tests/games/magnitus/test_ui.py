"""The Magnitus board by keys: a widget test in a bare app."""

from magtui.games.magnitus import SPEC, data
from magtui.games.magnitus import actions as A
from magtui.games.magnitus.ui import GameBoard

from tests.board_app import BoardApp

from .helpers import MOONS, PLANETS, STARS, position


async def keys(pilot, board, *names):
    """Press keys one by one, each after the physics of the one before has finished."""
    for name in names:
        await pilot.press(name)
        await pilot.pause()
        while board.busy:
            await pilot.pause(0.01)


def _text(board):
    return ["".join(t for t, _ in row) for row in board._rows(board.size.width, board.size.height)]


async def test_widget_aims_flips_and_places_a_star():
    state = position([], hands=[[STARS[0], PLANETS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        await keys(pilot, app.query_one(GameBoard), "tab", "f", "right", "right", "L", "up", "enter")
    assert app.actions == [A.Place("star", 1273 + 110, 1273 + 50, -1)]


async def test_widget_hover_keys_are_hover_actions():
    """Each key in hover is one hover action; the host applies it and shows the outcome."""
    state = position([], hands=[[STARS[0], PLANETS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.query_one(GameBoard)
        await keys(pilot, board, "space")
        assert app.actions == [A.Hover("planet", 1273, 1273, data.HOVER_START, 1)]
        await keys(pilot, board, "left", "minus", "full_stop", "f", "space")
    assert app.actions[1:] == [A.Move(-50, 0), A.Height(-1), A.WAIT, A.FLIP, A.RAISE]


async def test_widget_refuses_a_spot_too_close_with_a_reason():
    state = position([(STARS[1], 127.3, 127.3, 1)], hands=[[STARS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        await keys(pilot, app.query_one(GameBoard), "enter")
    assert app.actions == [] and any("0.5 mm" in h for h in app.hints)


async def test_widget_draws_the_square_and_the_panel_at_80x20():
    state = position([(STARS[1], 40.0, 40.0, -1), (PLANETS[1], 200.0, 200.0, None)],
                     hands=[[STARS[0], PLANETS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        rows = _text(app.query_one(GameBoard))
    assert len(rows) == 20 and all(len(r) == 80 for r in rows)
    joined = "\n".join(rows)
    assert "⊖" in joined and "●" in joined and "[●]" in joined
    assert "HANDS" in joined and "MATCH game 1" in joined


async def test_widget_ascii_mode_uses_the_spec_letters():
    state = position([(STARS[1], 40.0, 40.0, -1), (PLANETS[1], 200.0, 200.0, None)],
                     hands=[[STARS[0], PLANETS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0, ascii_mode=True)
    async with app.run_test(size=(80, 20)) as pilot:
        rows = _text(app.query_one(GameBoard))
    joined = "\n".join(rows)
    assert "S" in joined and "[O]" in joined and all(ord(ch) < 128 for ch in joined)


async def test_widget_layout_editor_moves_turns_and_confirms_fields():
    state = SPEC.new_game(["Ada", "Bo"], 3, {"layout": "custom"})
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.press("tab", "right", "L", "r", "enter")
    assert app.actions == [A.parse("field 2 137.3,127.3 315"), A.parse("field 2 128.3,127.3 315"),
                          A.parse("field 2 127.3,127.3 330"), A.LAYOUT_DONE]


async def test_widget_typed_position_moves_the_cursor():
    state = position([], hands=[[MOONS[0]], [PLANETS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        await keys(pilot, app.query_one(GameBoard), "colon", *"60.5,40", "enter", "enter")
    assert app.actions == [A.Place("moon", 605, 400)]


async def test_widget_typed_position_while_hovering_moves_the_hand_step_by_step():
    """Spec 5: ':' types x, y; in hover every key that moves is a hover action, so the hand
    travels there in hover moves of at most 10 mm per axis."""
    state = position([], hands=[[PLANETS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.query_one(GameBoard)
        await keys(pilot, board, "space")
        state.apply(0, app.actions[-1])
        app.show(state, 0)
        await keys(pilot, board, "colon", *"150,120", "enter")
        while state.hover is not None and len(app.actions) < 10:
            before = len(app.actions)
            state.apply(0, app.actions[-1])
            app.show(state, 0)
            await pilot.pause()
            if len(app.actions) == before:
                break
    assert app.actions[1:] == [A.Move(100, -73), A.Move(100, 0), A.Move(27, 0)]
    assert (state.hover.x, state.hover.y) == (150.0, 120.0)
    assert "hand is over 150.0,120.0" in app.hints[-1]


async def test_widget_any_key_stops_the_travelling_hand():
    state = position([], hands=[[PLANETS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.query_one(GameBoard)
        await keys(pilot, board, "space")
        state.apply(0, app.actions[-1])
        app.show(state, 0)
        await keys(pilot, board, "colon", *"200,127.3", "enter")
        state.apply(0, app.actions[-1])
        await keys(pilot, board, "x")
        app.show(state, 0)
        await pilot.pause()
    assert app.actions[1:] == [A.Move(100, 0)]
    assert "stops" in app.hints[-1]


async def test_widget_typed_hover_target_off_the_galaxy_is_refused():
    state = position([], hands=[[PLANETS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.query_one(GameBoard)
        await keys(pilot, board, "space")
        state.apply(0, app.actions[-1])
        app.show(state, 0)
        await keys(pilot, board, "colon", *"900,10", "enter")
    assert app.actions[1:] == []
    assert app.hints[-1] == "The hand stays over the galaxy."


async def test_widget_zoom_tints_the_footprint_of_a_star():
    state = position([(STARS[1], 140.0, 127.3, 1)], hands=[[STARS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.query_one(GameBoard)
        await pilot.press("z", "z")
        rows = board._rows(80, 20)
    tinted = [s for row in rows for _, s in row if s.bgcolor is not None and s.bgcolor.name == "red"]
    assert board.zoom == 4 and len(tinted) >= 10     # a Star is 18 mm across: many cells at 1.6 mm


async def test_widget_replays_the_motion_and_any_key_skips_it():
    state = position([(STARS[1], 112.3, 127.3, 1)], hands=[[STARS[0], PLANETS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.query_one(GameBoard)
        state.watch(board.motion_observer())                    # as the frame's worker does
        state.apply(0, A.Place("star", 1423, 1273, 1))          # the Stars push apart
        app.show(state, 1)
        assert len(board.anim) >= 3
        first = dict((b[0], b[2]) for b in board.anim[0][0])
        last = dict((b[0], b[2]) for b in board.anim[-1][0])
        assert last[STARS[0]] - last[STARS[1]] > first[STARS[0]] - first[STARS[1]]
        await pilot.press("x")
        assert board.anim == [] and app.actions == []


async def test_widget_roomy_panel_at_160_columns():
    state = position([(STARS[1], 40.0, 40.0, -1)], hands=[[STARS[0], PLANETS[0]], [MOONS[0]]])
    state.totals = [6, 0]
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(160, 44)) as pilot:
        rows = _text(app.query_one(GameBoard))
    joined = "\n".join(rows)
    assert "●⊕" in joined and "penalty  6/15 ■■■■■■" in joined
    assert rows[0].index("MATCH") > 85          # the galaxy keeps its fit, the panel takes the rest
