"""The GameBoard widget on its own, driven by keys at 80×24."""

from magtui.games.maglev import SPEC
from magtui.games.maglev.actions import Act

from tests.board_app import BoardApp

from .helpers import act, fill, playing


async def test_track_action_by_keys():
    state = playing(2, "mars")
    seat = state.current
    fill(state, seat, track1="g")
    app = BoardApp(SPEC, state, seat, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # open the action menu
        assert app.board.menu_open
        await pilot.press("1")  # Track: two unit choices follow
        await pilot.press("2")  # 2 units
        assert app.actions == [Act("track", ("2",))]
        assert app.board.cursor is not None and app.board.view == 1
        await pilot.press("enter")  # build the ghost tile at the first legal hex
        assert app.actions[-1].verb == "lay"
        laid = app.actions[-1].args[0]
        assert laid in {f"{q},{r}" for q, r in state.tiles[seat]}
        assert any("cost" in h for h in app.hints)


async def test_illegal_shape_is_explained_not_chosen():
    state = playing(2, "mars")
    seat = state.current
    fill(state, seat, track1="g")
    act(state, "track 1")
    app = BoardApp(SPEC, state, seat, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        app.board.cursor = (3, 3)  # touches no end of the line
        await pilot.press("enter")
        assert app.actions == []
        assert any("does not continue your line from an end" in h for h in app.hints)


async def test_views_switch_with_digits_and_tab():
    state = playing(3, "moon")
    app = BoardApp(SPEC, state, state.current, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("2")
        assert app.board.view == 2 and "ACTIONS" in app.board.screen_text()
        first = app.board.board_seat
        await pilot.press("tab")
        assert app.board.board_seat == (first + 1) % 3
        await pilot.press("3")
        assert "BAG" in app.board.screen_text()
        await pilot.press("4")
        assert "bonus cards (private)" in app.board.screen_text()
        await pilot.press("1")
        assert "MOON" in app.board.screen_text()


async def test_ascii_mode_draws_plain_characters():
    state = playing(2, "mars")
    app = BoardApp(SPEC, state, state.current, ascii_mode=True, play=True)
    async with app.run_test(size=(80, 24)):
        text = app.board.screen_text()
        assert all(ord(ch) < 128 for ch in text)
        assert "Ao" in text or "Bo" in text  # a train facing out, written as its side


async def test_escape_finishes_track_after_a_confirm_when_units_are_left():
    state = playing(2, "mars")
    seat = state.current
    fill(state, seat, track1="g", track2="s")
    act(state, "track 3")
    app = BoardApp(SPEC, state, seat, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # one tile, 2 units left
        await pilot.press("escape")
        assert app.actions[-1].verb == "lay"
        assert any("Esc again" in h for h in app.hints)
        await pilot.press("escape")
        assert app.actions[-1] == Act("done")
        assert state.pending is None


async def test_board_cursor_places_robots_and_cycles_colours():
    from .helpers import new_game
    state = new_game(2, "moon")
    seat = state.current
    app = BoardApp(SPEC, state, seat, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.board
        assert board.view == 2
        first = board._colour()
        await pilot.press("r")
        assert board._colour() != first
        await pilot.press("down")  # the cursor moves to another space
        await pilot.press("enter")
        assert app.actions and app.actions[-1].verb == "put"


async def test_adjust_by_taking_and_putting_a_robot():
    state = playing(2, "mars")
    seat = state.current
    fill(state, seat, track1="g", adjust1="c")
    act(state, "adjust 1")
    app = BoardApp(SPEC, state, seat, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.board
        assert board.view == 2 and board.space_cursor in ("track1", "adjust1")
        source = board.space_cursor
        await pilot.press("enter")  # take it
        assert board.held == source
        target = board._board_targets()[0]
        board.space_cursor = target
        await pilot.press("enter")
        assert app.actions[-1] == Act("shift", (source, target))


async def test_arrows_look_at_a_hex_and_list_waiting_passengers():
    """'The cursor line lists a station's waiting passengers in full'."""
    state = playing(2, "mars")
    state.sites[(6, 1)]["waiting"] = ["s", "g", "c"]
    app = BoardApp(SPEC, state, state.current, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        app.board.cursor = (5, 1)
        await pilot.press("right")
        assert app.board.cursor == (6, 1)
        assert "waiting s g c" in app.hints[-1]


async def test_forced_cut_back_by_keys():
    """The cut-back choice opens by itself on the map with the offered tiles marked."""
    from .test_double import position
    state, a, b = position()
    act(state, "build F 7,4")
    act(state, "put s track1")
    act(state, "end")
    assert state.pending == {"kind": "cut"}
    app = BoardApp(SPEC, state, b, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.board.menu_open and app.board.view == 1
        await pilot.press("enter")
        assert app.actions[-1].verb == "cut"
        assert not state.over_connected(b)
