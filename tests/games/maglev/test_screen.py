"""What the Maglev screen shows at 80×24, driven by keys and read from the composed screen."""

import io

from rich.console import Console

from magtui.core.session import Seat, Session
from magtui.games.maglev import SPEC, data
from magtui.games.maglev.actions import Corner
from magtui.ui.app import MagtuiApp

from tests.board_app import BoardApp

from .helpers import act, clear_board, fill, keys_to_track, new_game, playing, set_up_session


def screen_text(app) -> str:
    """The characters on the terminal, menus over the map included."""
    console = Console(
        width=app.size.width,
        height=app.size.height,
        file=io.StringIO(),
        record=True,
        color_system=None,
    )
    console.print(app.screen._compositor.render_update(full=True))
    return console.export_text()


async def test_status_keeps_the_units_left_with_long_names():
    """Nothing essential is cut at 80 columns: in Pick Up the status ends with the units left."""
    names = ["Alexandra-Maria", "Bartholomew-Jon"]
    session = Session(SPEC, [Seat(n) for n in names], 3, {"map": "moon"})
    while session.state.phase != "play":
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[0], keep_undo=False)
    state = session.state
    fill(state, state.current, pickup1="g")
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "enter", "enter", "enter")  # cover, three starting robots
        await pilot.press("enter", "3", "2")  # the action menu, Pick up, 2 units
        await pilot.pause()
        assert state.pending.kind == "pickup"
        status = screen_text(app).splitlines()[0]
        assert status.rstrip().endswith("leave or pick up passengers · 2 units left")
        assert names[state.current].upper() in status


async def test_track_cursor_moves_on_from_the_tile_just_laid():
    """Screen design: 'Enter builds the tile, and the end moves on to it.' After a tile the
    cursor goes on to the hex the new tile's open side faces, not to the first legal hex in sorted
    order (here the Moonbase's other side, (12,0))."""
    state = playing(2, "moon", train=(13, 0))
    seat = state.current
    state.sites[(13, 0)].kind, state.sites[(13, 0)].owner = "moonbase", seat
    state.node_of[(13, 0)] = (13, 0)
    fill(state, seat, track1="g", track2="s")
    act(state, "track 3")
    app = BoardApp(SPEC, state, seat, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        app.board.hexes.at = (12, 1)
        await pilot.press("enter")
        assert app.notations[-1] == "lay 12,1 ne-sw"
        assert app.board.hexes.at == (12, 2)
        assert "(12,2)" in app.hints[-1]
        await pilot.press("enter")
        assert app.notations[-1].startswith("lay 12,2 ")


async def test_corner_menu_leaves_the_free_corners_in_view():
    """'The board is the hero. When something has to give at 80×24, the panels shrink ... The
    board keeps its full size.' Choosing a corner, every corner still free stays visible beside
    the menu."""
    state = SPEC.new_game(["Ann", "Bob"], 1, {"map": "moon"})
    while state.phase == "draft":
        state.apply(state.to_act()[0], state.legal_actions(state.to_act()[0])[0])
    state.apply(state.to_act()[0], Corner("A"))
    seat = state.to_act()[0]
    app = BoardApp(SPEC, state, seat)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "corner B (13,0)" in text  # the menu is open
        assert text.count("M·") == 3, text


async def test_action_menu_leaves_the_train_on_the_launch_pad_in_view():
    """'The board is the hero ... The board keeps its full size.' Choosing Launch from the action
    menu, the launch pad with the train stays visible."""
    state = playing(2, "mars")
    seat = state.current
    state.trains[seat].at, state.trains[seat].head = data.MARS["launch_pad"], None
    fill(state, seat, ext2="s")
    app = BoardApp(SPEC, state, seat)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        text = screen_text(app)
        assert "Launch" in text
        assert "LP0" in text and "B○" in text


async def test_phobos_and_deimos_in_full_on_the_mars_map():
    """'Phobos and Deimos sit off the map ... Each shows its drop-off colour, the passengers
    waiting and any trains': in full at 80×24, under the map (not squeezed into the tab line)."""
    state = playing(4, "mars")
    state.moons = {"phobos": list("sgcsgcsg"), "deimos": list("ccssggcc")}
    for seat in range(4):
        state.trains[seat].at, state.trains[seat].head = "phobos" if seat < 2 else "deimos", None
    app = BoardApp(SPEC, state, state.current)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "PHOBOS (r): sgcsgcsg · train AB" in text
        assert "DEIMOS (u): ccssggcc · train CD" in text


async def test_solo_forbidden_pairs_in_words():
    """Solo: 'the player may never have a link joining either revealed pair' — said in words."""
    state = playing(1, "mars")
    state.forbidden = ("K01", "K07")
    app = BoardApp(SPEC, state, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("3")
        text = screen_text(app)
        assert "Solo: no link Factory–Warehouse or Office–Store may ever be built" in text
        assert "K01" not in text


async def test_draft_menu_shows_each_card_text_in_full():
    """'At 80×24 every game is playable with nothing essential cut': every card offered in the
    draft reads in full in the menu."""
    state = SPEC.new_game(["Ann", "Bob"], 1, {"map": "mars"})
    seat = state.to_act()[0]
    deck = state.draft_decks_of(seat)[0]
    state.draft.decks[deck].cards[-1] = "R09"
    app = BoardApp(SPEC, state, seat)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        for action in state.legal_actions(seat):
            assert data.CARDS[action.card][2] in text, action


async def test_cards_revealed_after_the_game():
    """'All cards are revealed at final scoring.'"""
    state = playing(2, "mars")
    state.cards = [["K01", "G01", "U01", "R01"], ["K02", "G02", "U02", "R02"]]
    state.phase = "over"
    app = BoardApp(SPEC, state, None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("4")
        text = screen_text(app)
        assert "private" not in text
        for cards in state.cards:
            for card in cards:
                assert data.CARDS[card][2] in text


async def test_trains_sharing_a_station_each_show_their_facing():
    """'Several trains may share a station'; screen design: 'Trains sit under their station: A↘
    is A's train facing SE, and A○ faces out.' Each shows its facing on the map and the cursor
    line."""
    state = new_game(2, "mars")
    for seat in range(2):
        clear_board(state, seat)
        state.trains[seat].at, state.trains[seat].head = (1, 4), None
    state.tiles[0] = {(2, 4): (0, 3)}
    state.trains[0].head = ((1, 4), 0)
    state.pending = None
    app = BoardApp(SPEC, state, state.current)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "A→B○" in screen_text(app)
        await pilot.press("l", "j", "j", "j", "j")  # look at (1,4)
        assert app.board.hexes.at == (1, 4)
        assert "trains A facing E, B facing out" in app.hints[-1]


async def test_train_and_score_lines_in_full_with_long_names():
    """The train line (where, capacity, every passenger carried) and the score line fit 80
    columns."""
    state = SPEC.new_game(["Alexandra-Maria", "Bartholomew-Jon"], 1, {"map": "moon"})
    while state.phase != "play":
        state.apply(state.to_act()[0], state.legal_actions(state.to_act()[0])[0])
    seat = state.current
    fill(state, seat, cap1="s", cap2="g", cap3="c")
    state.trains[seat].cargo = list("sgcp")
    app = BoardApp(SPEC, state, seat)
    async with app.run_test(size=(80, 24)) as pilot:
        for view in ("2", "3"):
            await pilot.press(view)
            text = screen_text(app)
            assert "capacity 4 · carries [s] [g] [c] [p]" in text, view
        await pilot.press("2")
        assert f"robots 3 · to place {''.join(state.hand[seat])}" in screen_text(app)


async def test_footer_keeps_the_frame_keys_while_building_track():
    """At 80×24 the footer still shows undo, log, save and menu in TRACK; the cursor line names
    the track keys."""
    session = set_up_session(3, {"map": "mars"})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await keys_to_track(pilot, session)
        lines = screen_text(app).splitlines()
        assert "q menu" in lines[-1] and "u undo" in lines[-1]
        assert "r turns it" in lines[-3]


async def test_the_units_menu_and_the_log_name_the_action_as_the_board_does():
    """The player board's rows are 'PICK UP' and 'DROP OFF': the units menu and the log say so,
    never the notation's 'PICKUP'."""
    state = playing(2, "moon")
    seat = state.current
    fill(state, seat, pickup1="g")
    app = BoardApp(SPEC, state, seat, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "3")
        text = screen_text(app)
        assert "PICK UP: choose" in text and "PICKUP" not in text
        await pilot.press("1")
        assert state.log[-1].endswith("takes PICK UP with 1 unit.")


async def test_the_map_names_the_passengers_waiting_at_each_station():
    """At 80×24 a station showed only how many wait, '(2)': the map names them by letter where
    they fit, reaching into the cells beside the station that no track uses; too many for that
    room keep the count (the cursor line lists them in full)."""
    state = playing(2, "moon")
    waiting = {
        (4, 0): ["s"],
        (6, 1): ["g", "c"],
        (2, 2): ["s", "g", "c"],
        (11, 2): ["p", "l", "r", "u", "s"],
    }
    for h, passengers in waiting.items():
        state.sites[h].waiting = passengers
    app = BoardApp(SPEC, state, state.current)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1")
        await pilot.pause()
        rows = screen_text(app).splitlines()
        row = {r: next(line for line in rows if line.startswith(f"{r} ")) for r in (0, 1, 2)}
        assert " (s) " in row[0] and " (gc) " in row[1]
        assert " (sgc) " in row[2] and " (5) " in row[2]
