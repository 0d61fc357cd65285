"""The MaglevBoard widget on its own, driven by keys at 80×24."""

import pytest

from magtui.games.maglev import SPEC
from magtui.games.maglev.actions import Done, Shift, Track
from magtui.games.maglev.ui import MaglevBoard
from magtui.ui.board import COMMON_KEYS, Board
from magtui.games.maglev.model import Pending

from tests.board_app import BoardApp

from .helpers import act, fill, new_game, playing


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
        assert app.actions == [Track(2)]
        assert app.board.hexes.at is not None and app.board.view == 1
        await pilot.press("enter")  # build the ghost tile at the first legal hex
        assert app.actions[-1].verb == "lay"
        assert app.actions[-1].at in state.tiles[seat]
        assert any("cost" in h for h in app.hints)


async def test_illegal_shape_is_explained_not_chosen():
    state = playing(2, "mars")
    seat = state.current
    fill(state, seat, track1="g")
    act(state, "track 1")
    app = BoardApp(SPEC, state, seat, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        app.board.hexes.at = (3, 3)  # touches no end of the line
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


async def test_a_click_on_a_tab_switches_views():
    state = playing(2, "moon")
    app = BoardApp(SPEC, state, state.current, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.click("#tab-4")
        assert app.board.view == 4 and "[4 Cards]" in app.board.screen_text()
        assert "bonus cards (private)" in app.board.screen_text()


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
        assert app.actions[-1] == Done()
        assert state.pending is None


async def test_board_cursor_places_robots_and_cycles_colours():
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
        assert board.view == 2 and board.spaces.at in ("track1", "adjust1")
        source = board.spaces.at
        await pilot.press("enter")  # take it
        assert board.held == source
        target = board._board_targets()[0]
        board.spaces.at = target
        await pilot.press("enter")
        assert app.actions[-1] == Shift(source, target)


async def test_arrows_look_at_a_hex_and_list_waiting_passengers():
    """'The cursor line lists a station's waiting passengers in full'."""
    state = playing(2, "mars")
    state.sites[(6, 1)].waiting = ["s", "g", "c"]
    app = BoardApp(SPEC, state, state.current, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        app.board.hexes.at = (5, 1)
        await pilot.press("right")
        assert app.board.hexes.at == (6, 1)
        assert "waiting s g c" in app.hints[-1]


async def test_forced_cut_back_by_keys():
    """The cut-back choice opens by itself on the map with the offered tiles marked."""
    from .test_double import position

    state, a, b = position()
    act(state, "build F 7,4")
    act(state, "put s track1")
    act(state, "end")
    assert state.pending == Pending("cut")
    app = BoardApp(SPEC, state, b, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.board.menu_open and app.board.view == 1
        await pilot.press("enter")
        assert app.actions[-1].verb == "cut"
        assert not state.over_connected(b)


def test_the_board_binds_none_of_the_common_keys_itself():
    """Arrows, h j k l, Enter, Space, Esc, Backspace and the digits are Board's, the same in
    every game; Maglev binds only its own keys on top (Tab r x e g b d)."""
    own = {key.strip() for binding in MaglevBoard.BINDINGS for key in binding.key.split(",")}
    assert own == {"tab", "r", "x", "e", "g", "b", "d"} and not own & COMMON_KEYS
    merged = MaglevBoard._merged_bindings.key_to_bindings
    assert all(merged[key] == Board._merged_bindings.key_to_bindings[key] for key in COMMON_KEYS)


def _spy_on_repaints(monkeypatch, board) -> list:
    """Every refresh of the board, its tab line and its canvas view, and every refresh of the
    key bindings, as (who, regions, keywords)."""
    asked: list = []
    for who, widget in (
        ("board", board),
        ("tabs", board.tabs),
        ("note", board.tab_note),
        ("canvas", board.canvas_view),
    ):
        real = widget.refresh
        monkeypatch.setattr(
            widget,
            "refresh",
            lambda *regions, real=real, who=who, **kw: (
                asked.append((who, regions, kw)),
                real(*regions, **kw),
            )[1],
        )
    real_bindings = board.refresh_bindings
    monkeypatch.setattr(
        board, "refresh_bindings", lambda: (asked.append(("bindings", (), {})), real_bindings())[1]
    )
    return asked


def _track_position():
    state = playing(2, "mars")
    fill(state, state.current, track1="g", track2="s")
    act(state, "track 3")
    return state


def _board_position():
    return new_game(2, "moon")


@pytest.mark.parametrize(
    "position, setup, key, most",
    [
        (playing, (), "right", 10),  # looking at the map: » « leave one hex for the next
        (_track_position, (), "right", 30),  # the ghost tile and its open side move on
        (_track_position, ("tab",), "left", 30),
        (_board_position, (), "down", 12),  # the board cursor leaves a space for the one below
        (playing, ("enter",), "down", 2 * 50),  # the action menu: two entries change
    ],
)
async def test_a_cursor_move_repaints_a_few_cells_of_the_canvas(
    monkeypatch, position, setup, key, most
):
    """'A cursor move must cost a few hundred bytes': the canvas view repaints only the cells
    that changed, with no layout pass, no tab line and no key-binding refresh."""
    state = position()
    app = BoardApp(SPEC, state, state.current)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*setup)
        await pilot.pause()
        board = app.board
        before = board.canvas_view.canvas.text()
        asked = _spy_on_repaints(monkeypatch, board)
        await pilot.press(key)
        await pilot.pause()
        assert board.canvas_view.canvas.text() != before, "the key moved a cursor"
        assert [who for who, _, _ in asked] == ["canvas"], asked
        regions, keywords = asked[0][1], asked[0][2]
        assert regions and not keywords and all(region.height == 1 for region in regions)
        assert sum(region.width for region in regions) <= most, regions
