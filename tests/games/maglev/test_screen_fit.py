"""What keeps the Maglev board whole at 80×24 ('At 80×24 every game is playable with nothing
essential cut'): cursor lines of one row (a second row takes the board's last one: the VP line,
Phobos and Deimos), the score line with Mars's six starting robots, trains beside the track
rather than over it, and the action menu beside the train."""

from magtui.core.session import Seat, Session
from magtui.games.maglev import SPEC
from magtui.games.maglev.ui.map import MapGeometry

from magtui.ui.app import MagtuiApp
from tests.board_app import BoardApp
from tests.screen_text import screen_text

from .helpers import act, fake_station, new_game, playing
from .key_player import path_to

LINE = 78  # the cursor line's columns at 80 (the frame pads it by one each side)


def mars_first_turn():
    """Mars, the train just placed: six starting robots to put on the board."""
    state = new_game(2, "mars", 3)
    act(state, str(state.legal_actions(state.current)[0]))
    assert len(state.hand[state.current]) == 6
    return state


def cell_text(app, h, mapname: str, dy: int = 0, width: int = 3, dx: int = -1, board=None) -> str:
    """What the screen shows around hex h of the small map: `width` cells from its centre + dx,
    on its row + dy."""
    x, y = MapGeometry(mapname, top=1).centre(h)
    region = (board or app.board).canvas_view.region
    line = screen_text(app).splitlines()[region.y + y + dy]
    return line[region.x + x + dx : region.x + x + dx + width]


async def test_the_score_line_names_all_six_robots_to_place():
    """Mars start: 'Place all of these robots on your player board' — six of them; the line
    under the board names every one."""
    state = mars_first_turn()
    app = BoardApp(SPEC, state, state.current)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "to place ssggcc" in screen_text(app)


async def test_the_board_cursor_line_keeps_to_one_row():
    """The cursor line on the longest space name, with a colour choice, fits one row."""
    state = mars_first_turn()
    app = BoardApp(SPEC, state, state.current)
    async with app.run_test(size=(80, 24)) as pilot:
        while app.board._colour() != "c":
            await pilot.press("r")
        await pilot.press(*path_to(app.board.spaces, "purple2"))
        hint = app.hints[-1]
        assert "UNLOCK purple 2" in hint and "copper" in hint
        assert len(hint) <= LINE, hint


async def test_a_busy_station_on_the_cursor_line_in_one_row_with_every_facing():
    """Screen design: 'The cursor line lists a station's waiting passengers in full'; trains
    with their facing — all of it in one row, in fewer words when there is much."""
    state = playing(4, "mars")
    station = (1, 4)
    state.sites[station].waiting = list("sgcsgcsg")
    for seat in range(4):
        state.trains[seat].at, state.trains[seat].head = station, None
    app = BoardApp(SPEC, state, state.current)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("left")
        await pilot.press(*path_to(app.board.hexes, station))
        hint = app.hints[-1]
        assert len(hint) <= LINE, hint
        assert "sgcsgcsg" in hint.replace(" ", "")
        for letter in "ABCD":
            assert f"{letter} out" in hint or f"{letter} facing out" in hint, hint


async def test_trains_beside_the_track_not_over_it():
    """'Trains sit under their station' — and the track leaving the station stays drawn: the
    trains take blank cells beside its connector."""
    state = playing(2, "mars")
    station = (2, 3)  # an odd row: the connector to the south-west is right under the station
    state.tiles[0] = {(2, 4): (1, 4)}
    state.trains[0].at, state.trains[0].head = station, (station, 4)
    state.trains[1].at, state.trains[1].head = station, None
    app = BoardApp(SPEC, state, state.current)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        under = cell_text(app, station, "mars", dy=1, width=9, dx=-4)
        assert "/" in under, under
        assert "A↙" in under and "B○" in under, under


async def test_the_action_menu_leaves_the_train_in_the_middle_of_the_moon_in_view():
    """'The board is the hero': the action menu, narrow as its entries allow, stands where it
    covers neither the train nor its station, here in the middle of the Moon, in the game's
    frame (19 rows for the map)."""
    session = Session(SPEC, [Seat("Ann"), Seat("Bob")], 1, {"map": "moon"})
    while session.state.phase != "play":
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[0], keep_undo=False)
    state = session.state
    seat = state.current
    state.hand[seat] = []
    fake_station(state, (6, 4), "O")
    state.trains[seat].at, state.trains[seat].head = (6, 4), None
    state.pending = None
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the cover
        await pilot.pause()
        await pilot.press("enter")  # the action menu
        board = app.screen.board
        assert board.menu_open and "Build station" in screen_text(app)
        assert cell_text(app, (6, 4), "moon", board=board) == "O0 "
        assert cell_text(app, (6, 4), "moon", dy=1, width=2, board=board) == "AB"[seat] + "○"
