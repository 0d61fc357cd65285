"""Magnitus at 80×24 through the whole app, by keys, read off the screen: what a newcomer needs
to judge danger, the end of a game, the cursor, keys during a move, and text that fits."""

import re

from textual import events

from magtui.core.session import Seat, Session
from magtui.games.magnitus import SPEC, data
from magtui.games.magnitus.bodies import World
from magtui.games.magnitus.geometry import Galaxy
from magtui.games.magnitus.ui import MagnitusBoard
from magtui.games.magnitus.ui.motion import playback
from magtui.ui.app import MagtuiApp
from magtui.ui.dialogs import Confirm
from magtui.ui.game_over import GameOverScreen

from .helpers import MOONS, PLANETS, STARS

SIZE = (80, 24)


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def board_of(app) -> MagnitusBoard:
    return app.screen.query_one(MagnitusBoard)


async def settle(pilot, board) -> None:
    """Wait until no move is being worked out and no motion is replayed."""
    await pilot.pause()
    while board.busy or board.anim:
        await pilot.pause(0.01)
    await pilot.pause()


async def press(pilot, board, *keys) -> None:
    for key in keys:
        await pilot.press(key)
        await settle(pilot, board)


def session_with(bodies=(), hands=None, players=2, options=None, bots=None, first=0):
    """A session whose first game stands as given: bodies (id, x, y, pole) and hands."""
    bots = bots or {}
    session = Session(
        SPEC,
        [Seat(n, bots.get(i)) for i, n in enumerate(["Anna", "Boris", "Chen"][:players])],
        5,
        options or {},
    )
    state = session.state
    if hands is not None:
        state.world = World()
        for body_id, x, y, pole in bodies:
            state.world.add(body_id, body_id // 4, x, y, pole=pole)
        state.hands = [sorted(h) for h in hands]
        state.turn = state.first = first
    return session


def app_for(session, **kwargs) -> MagtuiApp:
    return MagtuiApp(session=session, pace="instant", autosave=False, **kwargs)


# ----- danger -------------------------------------------------------------------------------------
async def test_help_states_the_reach_of_every_pair():
    """Issue: nothing mentioned reach (a Planet pulls another Planet in from 71 mm). Spec, Reach:
    'the centre distance (mm) below which a lone pair starts to slide, roll or lift'."""
    app = app_for(session_with())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        pages = []
        for _ in range(40):  # page through the rules (Space)
            pages.append(screen_text(app))
            await pilot.press("space")
            await pilot.pause()
        text = "\n".join(pages)
        assert "Reach: how close is dangerous" in text
        assert re.search(r"Planet\D+71\D+71\D+53\D+62\D+58", text)


def test_the_rules_summary_gives_the_reach_of_the_data_module():
    """The reach table in the rules summary is the spec's, as kept in the data module."""
    rows = {}
    for line in SPEC.rules_summary.splitlines():
        cells = line.split()
        if len(cells) == 6 and cells[0] in [k.title for k in data.KINDS]:
            rows[cells[0].lower()] = [int(c) for c in cells[1:]]
    assert len(rows) == 5
    for a, values in rows.items():
        for b, value in zip([k.name for k in data.KINDS], values):
            assert data.REACH.get((a, b), data.REACH.get((b, a))) == value


async def test_a_clack_is_explained_in_words_on_screen():
    """Spec test 3: 'Placing a Planet 66 mm away gives a CLACK, and the player takes 2' — the
    panel says which body moved how far into which."""
    session = session_with([(PLANETS[1], 93.3, 127.3, 0)], [[PLANETS[0], MOONS[0]], [MOONS[1]]])
    app = app_for(session)
    async with app.run_test(size=SIZE) as pilot:
        board = board_of(app)
        board.speed = 2
        await settle(pilot, board)
        # the cursor starts at 127.3; 6 mm to the right is 66 mm from the Planet
        await press(pilot, board, *["L"] * 32, "enter")
        panel = [line[42:] for line in screen_text(app).splitlines()[1:21]]
        text = " ".join(" ".join(panel).split())
        assert re.search(
            r"clack: the Planet rolled \d+ mm from \(159.3, 127.3\)", session.state.log[-2]
        )
        assert "clack: the Planet rolled" in text and "mm from" in text
        assert screen_text(app).splitlines()[-2].strip() == "Anna takes Planet, Planet."


async def test_the_last_motion_replays_in_slow_motion():
    """Issue: a clack is 4–7 frames: offer a slow-motion replay of the last motion."""
    session = session_with([(STARS[1], 112.3, 127.3, 1)], [[STARS[0], MOONS[0]], [MOONS[1]]])
    app = app_for(session)
    async with app.run_test(size=SIZE) as pilot:
        board = board_of(app)
        board.speed = 2  # no replay after the placement
        await settle(pilot, board)
        await press(pilot, board, "tab", "f", *["L"] * 15, "enter")  # Star S-up 30 mm away
        assert "clack" in session.state.log[-2]
        await pilot.press("w")
        await pilot.pause()
        motion = board.last_motion
        assert board.anim and len(playback(motion, 1.0, slow=True)) == len(motion) > 4 * len(
            playback(motion, 1.0)
        )
        assert "slower" in screen_text(app)


async def test_v_lowers_the_body_to_a_height_that_moves_things():
    """Spec test 12: 'The player holds a Planet at H = 30 ... The Moon jumps to the hand magnet
    ... At H = 60 the Moon never moves': the board lowers to 30 mm, not to 60."""
    session = session_with([], [[PLANETS[0], MOONS[0]], [MOONS[1]]])
    app = app_for(session)
    async with app.run_test(size=SIZE) as pilot:
        board = board_of(app)
        await press(pilot, board, "v")
        assert session.history[-1][1].endswith(" 30 N")
        assert "at 30 mm" in screen_text(app).splitlines()[0]


# ----- the end of a game --------------------------------------------------------------------------
async def test_the_end_of_a_game_is_summed_up_before_the_next_deal():
    """End of the Game: 'the other players receive as many penalty points as the number of
    celestial bodies they have left ... reduces the number of penalty points ... by 3.' The
    summary stays until read; the bot who starts the next game waits for it."""
    session = session_with([], [[MOONS[0]], [PLANETS[0], PLANETS[1], STARS[0]]], bots={1: "random"})
    session.state.totals = [5, 0]
    app = app_for(session)
    async with app.run_test(size=SIZE) as pilot:
        board = board_of(app)
        board.speed = 2
        await press(pilot, board, "enter")
        text = screen_text(app)
        assert "END OF GAME 1" in text and "Anna placed the last body." in text
        assert re.search(r"A Anna\s+0\s+−3\s+2", text) and re.search(r"B Boris\s+3\s+\+3\s+3", text)
        assert "Game 2 is dealt: Boris starts." in text
        assert "end of game 1" in text.splitlines()[0]
        moves = len(session.history)
        for _ in range(20):
            await pilot.pause(0.01)
        assert len(session.history) == moves, "the bot played behind the summary"
        await pilot.press("enter")
        for _ in range(500):
            if len(session.history) > moves:
                break
            await pilot.pause(0.01)
        assert len(session.history) > moves and "END OF GAME" not in screen_text(app)


# ----- the cursor ---------------------------------------------------------------------------------
async def test_the_aiming_cursor_hides_no_body():
    """Issue: a Star at 108.8 was invisible while the cursor was anywhere from 102.3 to 117.3."""
    session = session_with([(STARS[1], 108.8, 127.3, 1)], [[PLANETS[0], MOONS[0]], [MOONS[1]]])
    app = app_for(session)
    async with app.run_test(size=SIZE) as pilot:
        board = board_of(app)
        await press(pilot, board, "left", "left", "left", "left", "left")  # x 102.3
        assert re.search(
            r"gap \d+\.\d mm \(centres 6\.5\) to", screen_text(app)
        )  # to compare with the reach
        for step in range(16):
            assert board.cursor[0] == 1023 + 10 * step
            pane = [line[:42] for line in screen_text(app).splitlines()[1:22]]
            assert any("⊕" in line for line in pane), (
                f"the Star is hidden at x {board.cursor[0] / 10}"
            )
            await press(pilot, board, "L")


async def test_the_ring_cursor_starts_on_a_field():
    """G2: 'a centre ... over the Ring's hole, is on the table' — so the cursor starts on a
    field."""
    app = app_for(session_with(options={"layout": "chain"}))
    async with app.run_test(size=SIZE) as pilot:
        board = board_of(app)
        await settle(pilot, board)
        x, y = board.cursor
        assert Galaxy(board.seen.view["fields"]).contains(x / 10, y / 10)
        kind = board.held_kind()
        assert board.seen.model.placement_problem(kind, x, y, board.orient(kind)) is None
        assert "!" not in "".join(screen_text(app).splitlines()[1:22])


# ----- keys ---------------------------------------------------------------------------------------
async def test_keys_pressed_while_a_move_is_worked_out_are_queued():
    """Issue: 8 PgDn presses became 3 hover steps. Spec: 'In hover, every key that moves, turns
    or waits is one hover action.'"""
    session = session_with([], [[PLANETS[0], MOONS[0]], [MOONS[1]]])
    app = app_for(session)
    async with app.run_test(size=SIZE) as pilot:
        board = board_of(app)
        await press(pilot, board, "v")
        for _ in range(8):  # a burst, as a terminal sends held keys
            app.post_message(events.Key("right", None))
        for _ in range(1000):
            if len(session.history) >= 9 and not board.busy and not app.screen.waiting_keys.waiting:
                break
            await pilot.pause(0.01)
        assert [text for _, text in session.history[1:]] == ["move 5.0,0.0"] * 8


async def test_a_position_typed_while_a_move_is_worked_out_is_kept():
    """Spec keys: ':' types x, y in mm — typed during a hover action, it still moves the hand."""
    session = session_with([], [[PLANETS[0], MOONS[0]], [MOONS[1]]])
    app = app_for(session)
    async with app.run_test(size=SIZE) as pilot:
        board = board_of(app)
        await press(pilot, board, "v")
        for key, char in [
            ("right", None),
            ("colon", ":"),
            *(
                (c if c.isdigit() else {".": "full_stop", ",": "comma"}[c], c)
                for c in "137.3,127.3"
            ),
            ("enter", "\r"),
        ]:
            app.post_message(events.Key(key, char))
        for _ in range(1000):
            if (
                board.travel is None
                and not board.busy
                and not app.screen.waiting_keys.waiting
                and len(session.history) >= 3
            ):
                break
            await pilot.pause(0.01)
        assert [text for _, text in session.history[1:]] == ["move 5.0,0.0", "move 5.0,0.0"]


async def test_keys_queued_in_one_turn_never_play_the_next_players_turn():
    """Hotseat: keys kept while a placement is worked out belong to the player who pressed them;
    once the turn passes to the next player they are dropped."""
    session = session_with([], [[PLANETS[0], MOONS[0]], [MOONS[1], MOONS[2]]])
    app = app_for(session)
    async with app.run_test(size=SIZE) as pilot:
        board = board_of(app)
        board.speed = 2
        await settle(pilot, board)
        await pilot.press("enter", "enter")  # the second Enter waits for the first
        await settle(pilot, board)
        for _ in range(50):
            await pilot.pause(0.01)
        assert (
            len(session.history) == 1
            and session.state.turn == 1
            and not app.screen.waiting_keys.waiting
        )


async def test_q_during_a_bots_turn_offers_the_way_back():
    """Issue: a `q` during a bot's turn was ignored (the motion's replay swallowed it)."""
    session = session_with(bots={0: "random", 1: "random"})
    app = MagtuiApp(session=session, pace="normal", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        board = board_of(app)
        for _ in range(3000):
            if board.anim:
                break
            await pilot.pause(0.01)
        assert board.anim, "no bot move was replayed"
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, Confirm) and "Back to the menu" in screen_text(app)


# ----- words and panels ---------------------------------------------------------------------------
async def test_words_an_asteroid_and_a_solo_ending():
    """Issue: 'aims a Asteroid', scores '6.0 / 24.0', 'Solo won'. Solo: 'count how many
    celestial bodies you have left' — the title the count earns is the result."""
    session = session_with([], [[data.BODIES_PER_SET - 1]], players=1)
    app = app_for(session)
    async with app.run_test(size=SIZE) as pilot:
        board = board_of(app)
        board.speed = 2
        await settle(pilot, board)
        assert "aims an Asteroid" in screen_text(app).splitlines()[0]
        await press(pilot, board, "enter")
        assert isinstance(
            app.screen, GameOverScreen
        )  # the title the count earns: nobody wins alone
        box = screen_text(app)
        assert "Anna: 0 bodies left, Unattainable Ideal" in box and "won" not in box
        await pilot.press("escape")  # the game-over dialog
        await pilot.pause()
        status = screen_text(app).splitlines()[0]
        assert "won" not in status and "Unattainable Ideal" in status
    assert session.state.result().scores == {0: 0}


async def test_the_solo_panel_shows_the_ladder_and_where_the_player_stands():
    """Solo: 'count how many celestial bodies you have left' — the table of titles, with the
    place the bodies in hand give."""
    app = app_for(session_with(players=1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        for _, title in data.SOLO_TITLES:
            assert title in text
        assert re.search(r"▸\s+16\+\s+no title", text)


async def test_the_layout_editor_footer_names_its_own_keys():
    """Spec, layout editor: 'Tab selects a field' — the footer says so, not 'Tab kind'."""
    app = app_for(session_with(options={"layout": "custom"}))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "Tab field" in footer and "Enter done" in footer
        assert "kind" not in footer and "place" not in footer


async def test_the_footer_names_what_enter_and_v_do_now():
    """The common Enter/Space place the body here; `v` lowers it into hover and, hovering,
    raises it: the footer says which."""
    session = session_with([], [[PLANETS[0], MOONS[0]], [MOONS[1]]])
    app = app_for(session)
    async with app.run_test(size=SIZE) as pilot:
        board = board_of(app)
        await settle(pilot, board)
        footer = screen_text(app).splitlines()[-1]
        assert "Enter place" in footer and "v hover" in footer
        await press(pilot, board, "v")
        footer = screen_text(app).splitlines()[-1]
        assert "Enter place" in footer and "v raise" in footer


async def test_panel_text_fits_at_80_columns():
    """Issue: 'limit 15 ·' and 'Lord of the Univ' were cut at 80 columns."""
    app = app_for(session_with(players=3, options={"black-holes": "on", "universe": "on"}))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "limit 15 ·" in text and "Black Holes + Universe" in text
    app = app_for(session_with(players=1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Lord of the Universe" in screen_text(
            app
        ) and "Imitator of the Creator" in screen_text(app)


async def test_the_hands_table_shows_whole_names_where_the_panel_has_room():
    """Nothing essential is cut where there is room: at 80×24 the hands table holds a name's
    first letters beside its seat letter; from 100×30 on, whole names (and at 160×48, where
    each hand is a row of glyphs)."""
    names = ["Bartholomew-Aaro", "Christabel-Maria", "Maximilian-Georg", "Alexandra-Louisa"]
    for size, whole in (((80, 24), False), ((100, 30), True), ((120, 40), True), ((160, 48), True)):
        app = MagtuiApp(
            session=Session(SPEC, [Seat(name) for name in names], 1, {}),
            pace="instant",
            autosave=False,
        )
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            rows = [
                re.search(rf"{letter} ({name[:6]}\S*)", screen_text(app))
                for letter, name in zip("ABCD", names)
            ]
            assert all(rows), size
            assert all(row[1] == name for row, name in zip(rows, names)) is whole, size


async def test_the_solo_end_box_says_when_no_title_was_earned():
    """Spec: 16–20 bodies left earn no title."""
    session = session_with([], [list(range(17))], players=1)
    session.state._end_solo()
    app = app_for(session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        box = screen_text(app)
        assert "Anna: 17 bodies left, no title" in box and "won" not in box
        await pilot.press("enter")
        await pilot.pause()
        status = screen_text(app).splitlines()[0]
        assert "17 left, no title" in status and "won" not in status
