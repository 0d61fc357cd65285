"""The map and board at 160×48 (7×3 hexes, the 56-column board beside them) and track that stays
readable without colour where lines share a hex (screens.md §9, issue: "each player's track drawn
so several players' lines in one hex stay readable")."""

import pytest

from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.ui.map import MapGeometry, draw_map, hex_summary
from magtui.games.maglev.ui.panels import board_summary
from magtui.games.maglev.ui.playerboard import space_cells
from magtui.ui.app import MagtuiApp
from magtui.ui.canvas import Canvas
from magtui.ui.glyphs import Glyphs

from .helpers import playing, position
from .test_app import mid_game, session_in_play

SHARED = (6, 2)  # an open Moon hex in an even row
W, NW, SE = 3, 2, 5


def shared_position():
    """A's tile in (6,2) runs W–SE and B's runs NW–SE: both use the SE connector."""
    s = playing(2, "moon")
    s.tiles[0] = {SHARED: (W, SE), (9, 5): (0, 3)}
    s.tiles[1] = {SHARED: (NW, SE)}
    return s


def drawn(state, big: bool, ascii_mode: bool = True):
    geo = MapGeometry("moon", top=1, big=big)
    canvas = Canvas(110, 32, Glyphs(ascii_mode))
    draw_map(canvas, position(state), geo)
    return canvas, geo


def letters_at(canvas, geo, side) -> set[str]:
    cells = list(geo.slot_cells(SHARED, side))
    if side != W:
        cells.append(
            geo.spare_cell(geo.slot_cells(SHARED, side), "\\" if side in (SE, NW) else "/")
        )
    return {canvas.chars[y][x] for x, y in cells} & set("ABCD")


@pytest.mark.parametrize("big", [False, True])
@pytest.mark.parametrize("ascii_mode", [False, True])
def test_every_line_in_a_shared_hex_reads_without_colour(big, ascii_mode):
    """'each player's track drawn so several players' lines in one hex stay readable': each
    connector of a shared hex carries the letters of the lines using it, so the characters alone
    tell A's W–SE from B's NW–SE."""
    s = shared_position()
    canvas, geo = drawn(s, big, ascii_mode)
    assert letters_at(canvas, geo, SE) == {"A", "B"}
    assert letters_at(canvas, geo, W) == {"A"}
    assert letters_at(canvas, geo, NW) == {"B"}


@pytest.mark.parametrize("big", [False, True])
def test_a_line_alone_keeps_its_plain_connectors(big):
    """Away from shared hexes a line is drawn with ── / \\ only, as the design shows."""
    s = shared_position()
    canvas, geo = drawn(s, big)
    cells = geo.slot_cells((9, 5), 0)
    assert {canvas.chars[y][x] for x, y in cells} == {"-"}


@pytest.mark.parametrize("big", [False, True])
def test_three_lines_on_one_connector_show_their_number(big):
    """With more lines on a connector than it has room for letters, it shows how many there are;
    the cursor line names every line of the hex."""
    s = playing(3, "moon")
    s.tiles[0] = {SHARED: (W, SE)}
    s.tiles[1] = {SHARED: (NW, SE)}
    s.tiles[2] = {SHARED: (0, 3)}
    canvas, geo = drawn(s, big)
    cells = geo.slot_cells(SHARED, W)
    assert "".join(canvas.chars[y][x] for x, y in cells) == "AC"
    se = geo.slot_cells(SHARED, SE)
    assert "".join(canvas.chars[y][x] for x, y in (se[0], geo.spare_cell(se, "\\"))) == "AB"
    s.tiles[2] = {SHARED: (W, 0)}
    s.tiles[1] = {SHARED: (W, SE)}
    canvas, geo = drawn(s, big)
    assert "".join(canvas.chars[y][x] for x, y in cells) == "3="
    assert "track A w-se, B w-se, C e-w" in hex_summary(position(s), SHARED)


def test_the_cursor_line_lists_each_line_of_a_hex():
    s = shared_position()
    assert "track A w-se, B nw-se" in hex_summary(position(s), SHARED)


def test_big_hexes_are_7_by_3():
    """'Each hex becomes 7×3.'"""
    geo = MapGeometry("moon", big=True)
    assert geo.centre((1, 0))[0] - geo.centre((0, 0))[0] == 7
    assert geo.centre((0, 1))[1] - geo.centre((0, 0))[1] == 3
    assert MapGeometry("mars", big=True).width() <= 160 - 56


def test_big_station_node_lists_waiting_passengers():
    """'A station node reads `F sgc` (type and waiting passengers).'"""
    s = playing(2, "moon")
    s.sites[(4, 0)].types, s.sites[(4, 0)].waiting = "F", ["s", "g", "c"]
    s.node_of[(4, 0)] = (4, 0)
    canvas, geo = drawn(s, True)
    cx, cy = geo.centre((4, 0))
    assert "".join(canvas.chars[cy][cx - 2 : cx + 3]) == "F sgc"


def test_narrow_board_holds_every_space_in_56_columns():
    """'The active player's board stands beside the map, at about 56 columns.'"""
    s = position(mid_game("moon").state)
    positions: dict = {}
    from magtui.games.maglev.ui.panels import NARROW, draw_board

    canvas = Canvas(56, 17, Glyphs())
    draw_board(canvas, s.boards[0], s.mapname, 0, 0, positions=positions, geometry=NARROW)
    assert set(positions) == set(pb.SPACES)
    assert all(x < 56 for x, _ in positions.values())
    assert len({(x, y) for x, y in positions.values()}) == len(positions)
    for seat in range(s.num_players):
        assert all(len(line) <= 56 for line in board_summary(s, seat, Glyphs()))


def roomy_rows(board) -> list[str]:
    """The rows of the canvas on screen, which must show the big map beside the board."""
    assert board.roomy and board.view in (1, 2)
    return board.canvas_view.canvas.text().splitlines()


async def test_160x48_shows_the_big_map_beside_the_56_column_board():
    """'160×48: each hex becomes 7×3 ... The active player's board stands beside the map ... The
    other boards sit below it as two-line summaries, with an 8-line log.'"""
    session = mid_game("moon")
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        board = app.screen.board
        rows = roomy_rows(board)
        split = 160 - 56  # the map's columns, then the board's
        assert rows[0][split] == "┌" and rows[0][-1] == "┐", "the board's 56 columns, framed"
        header = rows[0][:split]
        assert header.index(" 1 ") - header.index(" 0 ") == 7 and " 13 " in header
        assert not any(row[:split].count("│") > 2 for row in rows[:17]), (
            "no board drawn over the map"
        )
        text = "\n".join(row[split:] for row in rows)
        assert "OTHER PLAYERS" in text and "LOG" in text
        others = [s for s in range(3) if s != board.board_seat]
        for seat in others:
            assert session.state.seat_name(seat) in text
        assert session.state.log[-1][:40] in text.replace("\n  ", " ").replace("  ", " ")
        await pilot.press("2")
        await pilot.pause()
        assert board.view == 2 and roomy_rows(board) == rows, "view 2 shows both as well"
        await pilot.press("enter")  # the action menu opens under the map, the board stays in view
        await pilot.pause()
        with_menu = roomy_rows(board)
        top = next(y for y, row in enumerate(with_menu) if "┌─ choose an action" in row)
        assert top >= 28 and with_menu[top][split - 1] == "┐", "under the map, up to the board"
        assert [row[split:] for row in with_menu] == [row[split:] for row in rows], (
            "the board in view"
        )


async def test_160x48_in_ascii():
    """--ascii draws the big map and the narrow board in plain characters too."""
    app = MagtuiApp(session=mid_game("mars"), pace="instant", autosave=False, ascii_mode=True)
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        board = app.screen.board
        roomy_rows(board)
        text = board.screen_text()
        assert "PHOBOS" in text and "OTHER PLAYERS" in text
        assert all(ord(ch) < 128 for ch in text)


async def test_starting_robots_by_keys_on_the_narrow_board():
    session = session_in_play("moon")
    seat = session.state.current
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.press("enter")
        board = app.screen.board
        await pilot.pause()
        roomy_rows(board)
        assert board.spaces.cells == space_cells("moon", True) and board.spaces.at == "track1"
        await pilot.press("down")  # arrows follow the narrow layout: MOVE's first space below
        assert board.spaces.at == "move1" and board.spaces.cells["move1"][0] < 30
        await pilot.press("right")  # the next space in that row
        assert board.spaces.at == "move2"
        await pilot.press("up", "left")
        for _ in range(3):
            await pilot.press("enter")
        assert not session.state.hand[seat] and session.state.boards[seat]["track1"] is not None


def test_moon_snapshot_160x48(snap_compare):
    app = MagtuiApp(session=mid_game("moon"), pace="instant", autosave=False)
    assert snap_compare(app, terminal_size=(160, 48), press=["enter"])


async def test_at_160x48_the_corner_menu_leaves_the_legend_under_the_map_whole():
    """The menu under the big map covered the end of the map's legend line ('AB on a c')."""
    from magtui.core.session import Seat, Session
    from magtui.games.maglev import SPEC
    from tests.screen_text import screen_text

    session = Session(SPEC, [Seat("Ann"), Seat("Bob", "random")], 1, {"map": "moon"})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(160, 48)) as pilot:
        for _ in range(12):
            if session.state.phase != "draft" and "corner" in screen_text(app):
                break
            await pilot.press("enter")  # the cover, then each pick of the draft
            await pilot.pause()
        text = screen_text(app)
        assert "choose a corner for the Moonbase" in text and "corner A (0,0)" in text
        assert (
            "F sgc station, waiting · (sg) empty space · A B track · "
            "AB on a connector: the lines using it" in text
        )
