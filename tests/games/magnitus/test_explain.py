"""The rule under the cursor: every element the Magnitus board's cursor reaches is explained
from the seat's model, with the rule quoted from the summary, and the words follow the galaxy
(distances, reach, black holes, hover, the layout, a finished game)."""

from magtui.core.explanations import Focus, rule_quote
from magtui.core.views import seat_view
from magtui.games.magnitus import SPEC
from magtui.games.magnitus import actions as A
from magtui.games.magnitus.explain import explain
from magtui.games.magnitus.ui import MagnitusBoard

from tests.board_app import BoardApp

from .helpers import C, MOONS, PLANETS, STARS, position
from .test_ui import keys


def explained(state, seat, focus):
    """The explanation from the seat's model, as the board has it; its rule is in the summary."""
    found = explain(seat_view(state, seat, 0).model, seat, focus)
    assert found.what and found.state and rule_quote(SPEC.rules_summary, found.rule)
    return found


def test_a_spot_tells_the_distance_to_the_nearest_reach_of_the_held_body():
    state = position([(PLANETS[0], C, C, 0)], hands=[[MOONS[1]], [MOONS[2]]])
    far = explained(state, 0, Focus("spot", str(A.place("moon", 1273 + 800, 1273))))
    assert "Ada's Moon may be placed here" in far.state
    assert "a Planet, is 80 mm away (centres), beyond their reach of 71 mm" in far.state
    near = explained(state, 0, Focus("spot", str(A.place("moon", 1273 + 400, 1273))))
    assert "is 40 mm away (centres), inside their reach of 71 mm: they may start" in near.state
    touching = explained(state, 0, Focus("spot", str(A.place("moon", 1273 + 60, 1273))))
    assert "Too close" in touching.state
    assert far.rule == "placing"


def test_the_table_and_a_spot_with_nothing_held():
    state = position([(PLANETS[0], C, C, 0)], hands=[[MOONS[1]], [MOONS[2]]])
    table = explained(state, None, Focus("table", "-5.0,127.3"))
    assert table.what.startswith("The table") and "falls" in table.state
    spot = explained(state, None, Focus("spot", "127.3,157.3"))
    assert "a Planet, is 30 mm away (centres)" in spot.state


def test_a_body_gives_its_reach_and_a_black_hole_says_so():
    state = position([(STARS[0], C, C, -1)], hands=[[MOONS[1]], [MOONS[2]]])
    star = explained(state, 0, Focus("body", str(STARS[0])))
    assert star.what == "A Star, S-up, at (127.3, 127.3)"
    assert "Planet 62, Moon 62, Comet 34, Star 36, Asteroid 43" in star.state
    assert star.rule == "reach"
    holes = position(
        [(STARS[0], 112.3, C, 1)],
        hands=[[STARS[1], MOONS[0]], [PLANETS[1]]],
        options={"black-holes": "on"},
    )
    holes.apply(0, A.place("star", 1423, 1273, -1))
    held = explained(holes, 1, Focus("body", str(STARS[1])))
    assert "Part of a black hole of 2" in held.state and held.rule == "black-holes"


def test_a_hovering_body_tells_its_height_and_budget():
    state = position([], hands=[[STARS[0]], [MOONS[0]]])
    state.apply(0, A.hover("star", 1273, 1273, 30, 1))
    hover = explained(state, 0, Focus("hover", "star"))
    assert hover.what == "Ada's Star, hovering"
    assert "30 mm up" in hover.state and "1 of 200 hover actions used" in hover.state


def test_a_field_of_the_layout_editor_and_a_finished_game():
    state = SPEC.new_game(["Ada", "Bo"], 2, {"layout": "custom"})
    field = explained(state, 0, Focus("field", "1"))
    assert field.what == "Field 1 of 4" and field.rule == "custom-galaxy"
    state = position([], hands=[[MOONS[0]], [PLANETS[0], STARS[0]]], options={"target": "30"})
    state.apply(0, A.place("moon", 1273, 1273))
    end = explained(state, 1, Focus("summary", "1"))
    assert "Ada placed the last body" in end.state and "Bo +2 for 2 left" in end.state


async def test_the_board_names_what_its_cursor_is_on():
    state = position([(PLANETS[0], C, C, 0)], hands=[[MOONS[1], STARS[1]], [MOONS[2]]])
    app = BoardApp(SPEC, state, 0, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(MagnitusBoard)
        assert board.under_cursor() == Focus("body", str(PLANETS[0]))
        await keys(pilot, board, "right", "right", "right")
        assert board.under_cursor() == Focus("spot", "place moon 142.3,127.3")
        await keys(pilot, board, "tab")
        assert board.under_cursor() == Focus("spot", "place star 142.3,127.3 N")
        row = board.cursor_row()
        assert board.pane_view.canvas.chars[row].count("⊕") == 1  # the held Star's row
        for _ in range(30):
            await keys(pilot, board, "right")
        assert board.under_cursor().kind == "table"
        await keys(pilot, board, "left", "left", "left", "left", "left", "left", "v")
        assert board.under_cursor() == Focus("hover", "star")
