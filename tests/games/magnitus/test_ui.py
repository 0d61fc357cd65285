"""The Magnitus board by keys: a widget test in a bare app."""

from magtui.games.magnitus import SPEC, data
from magtui.games.magnitus import actions as A
from magtui.games.magnitus.layout_edit import corner_form
from magtui.games.magnitus.ui import MagnitusBoard
from magtui.ui.board import COMMON_KEYS

from tests.board_app import BoardApp

from .helpers import MOONS, PLANETS, STARS, position


async def keys(pilot, board, *names):
    """Press keys one by one, each after the physics of the one before has finished."""
    for name in names:
        await pilot.press(name)
        await pilot.pause()
        while board.busy:
            await pilot.pause(0.01)


def _text(app):
    """The board as it is on screen."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


async def test_widget_aims_flips_and_places_a_star():
    state = position([], hands=[[STARS[0], PLANETS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        await keys(
            pilot, app.query_one(MagnitusBoard), "tab", "f", "right", "right", "L", "up", "enter"
        )
    assert app.actions == [A.place("star", 1273 + 110, 1273 + 50, -1)]


async def test_widget_hover_keys_are_hover_actions():
    """Each key in hover is one hover action; the host applies it and shows the outcome."""
    state = position([], hands=[[STARS[0], PLANETS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.query_one(MagnitusBoard)
        await keys(pilot, board, "v")
        assert app.actions == [A.hover("planet", 1273, 1273, data.HOVER_START, 1)]
        await keys(pilot, board, "left", "minus", "full_stop", "f", "backspace")
        assert app.actions[1:] == [A.Move(-50, 0), A.Height(-1), A.WAIT, A.FLIP, A.RAISE]
        await keys(pilot, board, "v", "v")  # v lowers and raises again
    assert app.actions[6:] == [A.hover("planet", 1273 - 50, 1273, data.HOVER_START, 1), A.RAISE]


async def test_widget_refuses_a_spot_too_close_with_a_reason():
    state = position([(STARS[1], 127.3, 127.3, 1)], hands=[[STARS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        await keys(pilot, app.query_one(MagnitusBoard), "enter")
    assert app.actions == [] and any("0.5 mm" in h for h in app.hints)


async def test_widget_draws_the_square_and_the_panel_at_80x20():
    state = position(
        [(STARS[1], 40.0, 40.0, -1), (PLANETS[1], 200.0, 200.0, None)],
        hands=[[STARS[0], PLANETS[0]], [MOONS[0]]],
    )
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.pause()
        rows = _text(app)
    assert len(rows) == 20 and all(len(r) == 80 for r in rows)
    joined = "\n".join(rows)
    assert "⊖" in joined and "●" in joined and "[●]" in joined
    assert "HANDS" in joined and "MATCH game 1" in joined


async def test_widget_ascii_mode_uses_the_spec_letters():
    state = position(
        [(STARS[1], 40.0, 40.0, -1), (PLANETS[1], 200.0, 200.0, None)],
        hands=[[STARS[0], PLANETS[0]], [MOONS[0]]],
    )
    app = BoardApp(SPEC, state, 0, ascii_mode=True)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.pause()
        rows = _text(app)
    joined = "\n".join(rows)
    assert "S" in joined and "[O]" in joined and all(ord(ch) < 128 for ch in joined)


async def test_widget_layout_editor_moves_turns_and_confirms_fields():
    state = SPEC.new_game(["Ada", "Bo"], 3, {"layout": "custom"})
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.press("tab", "right", "L", "r", "enter")
    assert app.actions == [
        A.NOTATION.parse("field 2 137.3,127.3 315"),
        A.NOTATION.parse("field 2 128.3,127.3 315"),
        A.NOTATION.parse("field 2 127.3,127.3 330"),
        A.LAYOUT_DONE,
    ]


async def test_widget_typed_position_moves_the_cursor():
    state = position([], hands=[[MOONS[0]], [PLANETS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        await keys(pilot, app.query_one(MagnitusBoard), "colon", *"60.5,40", "enter", "enter")
    assert app.actions == [A.place("moon", 605, 400)]


async def test_widget_typed_position_while_hovering_moves_the_hand_step_by_step():
    """Spec 5: ':' types x, y; in hover every key that moves is a hover action, so the hand
    travels there in hover moves of at most 10 mm per axis."""
    state = position([], hands=[[PLANETS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.query_one(MagnitusBoard)
        await keys(pilot, board, "v")
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
        board = app.query_one(MagnitusBoard)
        await keys(pilot, board, "v")
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
        board = app.query_one(MagnitusBoard)
        await keys(pilot, board, "v")
        state.apply(0, app.actions[-1])
        app.show(state, 0)
        await keys(pilot, board, "colon", *"900,10", "enter")
    assert app.actions[1:] == []
    assert app.hints[-1] == "The hand stays over the galaxy."


async def test_widget_zoom_tints_the_footprint_of_a_star():
    state = position([(STARS[1], 140.0, 127.3, 1)], hands=[[STARS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.query_one(MagnitusBoard)
        await pilot.press("z", "z")
        view = board.pane_view
        tinted = [
            names for row in view.canvas.styles for names in row if "tint-north" in names.split()
        ]
        star = view.style_of("north").color
        assert all(view.style_of(names).bgcolor == star for names in tinted)
    assert board.zoom == 4 and len(tinted) >= 10  # a Star is 18 mm across: many cells at 1.6 mm


async def test_widget_replays_the_motion_and_any_key_skips_it():
    state = position([(STARS[1], 112.3, 127.3, 1)], hands=[[STARS[0], PLANETS[0]], [MOONS[0]]])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.query_one(MagnitusBoard)
        state.watch(board.motion_observer())  # as the frame's worker does
        state.apply(0, A.place("star", 1423, 1273, 1))  # the Stars push apart
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
        await pilot.pause()
        rows = _text(app)
    joined = "\n".join(rows)
    assert "●⊕" in joined and "penalty  6/15 ■■■■■■" in joined
    assert rows[0].index("MATCH") > 85  # the galaxy keeps its fit, the panel takes the rest


def test_the_board_binds_none_of_the_common_keys():
    """The arrows, Enter/Space, Esc/Backspace and digits are bound once, on Board: Magnitus
    answers them through its hooks and binds only its own keys."""
    own = {key.strip() for binding in MagnitusBoard.BINDINGS for key in binding.key.split(",")}
    assert not own & COMMON_KEYS
    assert {"v", "x", "tab", "colon"} <= own


async def test_a_cursor_move_repaints_a_few_cells_only(monkeypatch):
    state = position(
        [(STARS[1], 40.0, 40.0, -1), (PLANETS[1], 200.0, 200.0, None)],
        hands=[[STARS[0], PLANETS[0]], [MOONS[0]]],
    )
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(MagnitusBoard)
        await pilot.pause()
        asked: list = []
        for view in (board.pane_view, board.panel_view):
            original = view.refresh
            monkeypatch.setattr(
                view,
                "refresh",
                lambda *regions, original=original, **kw: (
                    asked.append((regions, kw)) or original(*regions, **kw)
                ),
            )
        monkeypatch.setattr(
            board, "refresh", lambda *regions, **kw: asked.append(((), kw))
        )  # the whole board
        for step in range(1, 4):  # 5 mm each: the held body changes cell too
            asked.clear()
            await keys(pilot, board, "right")
            assert board.cursor == (1273 + 50 * step, 1273)
            assert asked and all(regions and not kw for regions, kw in asked), (
                "partial refreshes only"
            )
            regions = [region for call, _ in asked for region in call]
            assert all(region.height == 1 for region in regions)
            assert sum(region.area for region in regions) <= 60, regions


async def test_widget_layout_editor_digits_pick_a_field_x_starts_again_space_is_done():
    state = SPEC.new_game(["Ada", "Bo"], 3, {"layout": "custom"})
    x, y, angle = corner_form(state.fields[2])
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.query_one(MagnitusBoard)
        await keys(pilot, board, "3")
        assert board.field_pick == 2 and app.hints[-1] == "Field 3 of 4 selected."
        await keys(pilot, board, "right", "escape", "x", "space")
    assert app.actions == [A.SetField(2, x + 100, y, angle), A.LAYOUT_RESET, A.LAYOUT_DONE]
