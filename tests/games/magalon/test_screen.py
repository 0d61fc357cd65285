"""The Magalon game screen at 80×24, driven by keys alone, read off the screen's text."""

from textual import events

from magtui.core.session import Seat, Session
from magtui.games.magalon import SPEC
from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.ui.app import MagtuiApp
from magtui.games.magalon.ui import MagalonBoard
from magtui.ui.help import BoardSlot
from tests.ui.cut_words import cut_words


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def screen_row(app, valley_row: int) -> str:
    """The screen line of a valley row (1–19): the status line and the column header come first."""
    return screen_text(app).splitlines()[1 + valley_row]


def new_session(seed: int = 5) -> Session:
    return Session(SPEC, [Seat("Anna"), Seat("Boris")], seed, {})


async def press(pilot, *keys) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


async def test_red_spaces_stay_visible_where_the_move_may_end():
    """ "The Red Energy Spaces" must stay on the valley while a move is planned: B14, N14 and H17
    show the "may end here" mark between the red space's stars."""
    s = new_session()
    app = MagtuiApp(session=s, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "7", "2")  # Anna walks 7 from the start
        assert s.state.turn.seat == 0
        assert screen_row(app, 14).count("*○*") == 2 and "*○*" in screen_row(app, 17)
        await press(pilot, "up")  # H18: 6 steps left cannot end on H17, which shows red as ever
        assert "*○*" not in screen_row(app, 17) and " * " in screen_row(app, 17)


async def test_card_play_shows_what_the_card_under_the_cursor_does():
    """ "The following magic cards are available to choose from: Moving Gnomes (3, 6, 9 and 10
    cards) ..." The card play names each card's effect at the card cursor."""
    s = new_session()
    app = MagtuiApp(session=s, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Card 0: no walk; played cards back to the hand" in screen_text(app)
        await press(pilot, "right", "right", "right")
        text = screen_text(app)
        assert "»3: walk 3 · gnomes 6 steps" in text and "gnomes move 6 steps in total" in text
        await press(pilot, "right", "right")
        assert "»5: walk 5 · flying ruin" in screen_text(app)


async def test_after_the_flying_ruin_is_set_no_ghost_stays():
    """ "You may lift a ruin, turn it, and set it down": once it is set, the arrows walk the
    magician again and no ghost of the ruin is left on the valley."""
    s = new_session()
    app = MagtuiApp(session=s, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "5", "x", "c", "tab", "down", "down", "down", "t")  # Boris's gnome walks
        await press(pilot, "c", "tab", "r", "down", "down", "down", "enter")
        assert s.state.turn.fly == "done"
        text = screen_text(app)
        assert "░" not in text and "FLYING RUIN" not in text and "fits here" not in text
        await press(pilot, "up")
        assert s.history[-1][1].startswith("m ")


async def test_after_the_shield_and_the_gnomes_the_prompt_moves_on():
    """ "set your own shield on any free space": the ghost starts on a free square, not under the
    magician, and once the shield (or the gnomes' move) is done its prompt is gone."""
    s = new_session()
    app = MagtuiApp(session=s, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "6", "3", *["up"] * 6)  # Anna's magician to H13
        assert V.node_name(s.state.pos[0]) == "H13"
        await press(pilot, "s")
        text = screen_text(app)
        assert "SHIELD" in text and "Shield on H13?" not in text and "Shield on" in text
        await press(pilot, "enter")
        assert s.state.turn.shield_done and "SHIELD" not in screen_text(app)
        await press(pilot, "c", "down", "down", "down", "right", "right")
        text = screen_text(app)
        assert s.state.turn.gnome_steps == 5 and "GNOMES" not in text


async def test_the_finish_says_when_the_cards_energy_reaches_it():
    """ "If you want to move into the finish with your magician, you must have at least 16 energy
    points!" With 12 and a 1 card (+4) in play, the refusal says that settling it first helps."""
    s = new_session()
    st = s.state
    st.pos[0], st.artifacts[0], st.energy[0] = D.cell("E18"), "ABC", 12
    s.apply_text(0, "play 1")
    s.apply_text(1, "play 5")
    s.apply_text(1, "end")
    app = MagtuiApp(session=s, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "down")
        assert (
            "The finish needs 16 energy (12 now): settle the card's energy first (e)"
            in screen_text(app)
        )
        await press(pilot, "e", "down")
        assert st.winner == 0


async def test_the_log_names_the_gnomes_and_their_path():
    """The log says which gnome went where: "moves the gnomes 3 steps: g2 L7→L8→L9→L10"."""
    s = new_session()
    app = MagtuiApp(session=s, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "5", "x", "c", "tab", "down", "down", "down")
        assert "Boris moves the gnomes 3 steps: g2 L7→L8→L9→L10." in screen_text(app)


async def test_a_burst_of_keys_is_queued_not_dropped():
    """Keys that arrive together (over SSH, a pasted or held sequence) all count, in order."""
    s = new_session()
    app = MagtuiApp(session=s, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key, char in (
            ("enter", "\r"),
            ("enter", "\r"),
            ("t", "t"),
            ("s", "s"),
            ("enter", "\r"),
        ):
            app.post_message(events.Key(key, char))
        for _ in range(4):
            await pilot.pause()
    assert [text.split()[0] for _, text in s.history] == ["play", "play", "end", "shield"]


async def test_a_blocked_walk_waits_while_the_shield_clears_the_way_by_keys():
    """The free order by keys: Anna's walk stops at H15 in front of her own shield, the screen
    says how to go on, she sets the shield behind her and walks on."""
    s = Session(SPEC, [Seat("Anna"), Seat("Boris")], 1, {})
    for text in ("play 1", "play 2", "end", "shield H14", "end", "play 7", "play 3"):
        s.apply_text(s.state.to_act()[0], text)
    app = MagtuiApp(session=s, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "up", "up", "up", "up")
        assert "3 steps left, no way on for now" in screen_text(app)
        await press(pilot, "t")
        assert "Finish the magician move first" in screen_text(app)
        await press(pilot, "s", "enter")  # the ghost starts nearest, on H16 below H15
        assert s.state.shields[0] == D.cell("H16")
        await press(pilot, "m", "up", "up", "left", "t")
        assert V.node_name(s.state.pos[0]) == "G13" and s.state.turn.seat == 1


async def test_setup_offers_seats_in_an_order_shuffled_by_the_seed():
    """screens.md: "Magalon | 2–4 | no variants. Seat order: as listed, or shuffled by the seed
    (ruling L18)." """
    from magtui.ui.game_screen import GameScreen
    from magtui.ui.setup import SetupScreen

    app = MagtuiApp(pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(SetupScreen(SPEC))
        await pilot.pause()
        assert "Seat order" in screen_text(app) and "listed · shuffled" in screen_text(app)
        await press(pilot, "down", "down", "down", "down", "down", "right")
        assert "◂ shuffled ▸" in screen_text(app)
        await press(pilot, "down", "down", *"4242", "enter")  # past the hints, to the seed
        assert isinstance(app.screen, GameScreen)
        st = app.screen.session.state
        assert st.options["order"] == "shuffled" and st.seed == 4242
        assert st.seating == SPEC.new_game(["A", "B"], 4242, {"order": "shuffled"}).seating


async def test_keys_after_a_burst_keep_their_order():
    """A key arriving while earlier ones still wait goes after them: Anna leaves the start by
    D18 and walks D17, C17 exactly as typed."""
    s = new_session(3)
    s.apply_text(0, "play 10")
    s.apply_text(1, "play 9")
    app = MagtuiApp(session=s, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in ("left", "left", "left", "left", "up", "up", "left", "up"):
            app.post_message(events.Key(key, None))
        for _ in range(6):
            await pilot.pause()
    assert [text for _, text in s.history[2:]] == ["m D18", "m D17", "m C17", "m C16"]


async def test_arrows_while_the_computer_moves_leave_the_board_in_place():
    """The board turns its arrows down while Boris (a computer) plays: they must not scroll
    the valley aside and bring the help's edge into sight."""
    s = Session(SPEC, [Seat("Anna"), Seat("Boris", bot="random")], 3, {})
    app = MagtuiApp(session=s, pace="normal", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        letters = screen_text(app).splitlines()[1][:48]
        await press(pilot, "5")
        assert s.state.to_act() == (1,)
        await press(pilot, "right", "right", "right")
        assert app.screen.query_one(BoardSlot).scroll_x == 0
        assert screen_text(app).splitlines()[1][:48] == letters, (
            "the column letters stay where they were"
        )


LONG_NAMES = ["Bartholomew-Aaro", "Christabel-Maria", "Maximilian-Georg", "Alexandra-Louisa"]


def long_named_app(size=(80, 24)) -> MagtuiApp:
    session = Session(SPEC, [Seat(name) for name in LONG_NAMES], 1, {})
    return MagtuiApp(session=session, pace="instant", autosave=False)


def valley_rows_on_screen(app) -> list[str]:
    """The labels of the valley rows the screen shows (" 1" … "19")."""
    lines = screen_text(app).splitlines()
    return [
        line[:2]
        for line in lines
        if line[:2].strip().isdigit() and line[3:4] in (" ", "┌", "│", "└", "[")
    ]


async def test_at_80x24_the_longest_names_leave_the_valley_and_the_chips_whole():
    """screens.md: "At 80×24 every game is playable with nothing essential cut." With four
    16-letter names the status and hint lines keep to one row each (shorter forms), so the
    valley keeps its column letters and 19 rows and the panel its chips and full names."""
    app = long_named_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "0", "1", "2", "3")  # Alexandra-Louisa walks 3 first
        lines = screen_text(app).splitlines()
        assert lines[0].startswith(" Magalon R1 · ALEXANDRA-LOUISA (D) card 3 · MAGICIAN 0/3")
        assert lines[1].split() == list("ABCDEFGHIJKLMNO") + [
            "│",
            "ROUND",
            "1",
            "·",
            "giant:",
            "A",
            "(lowest,",
            "0)",
        ]
        assert valley_rows_on_screen(app) == [f"{row:>2}" for row in range(1, 20)]
        assert lines[21].startswith(
            " Path S · 3 steps left · on the start, arrows pick the way out"
        )
        panel = "\n".join(line[49:] for line in lines)
        assert all(name in panel for name in LONG_NAMES)
        assert "m Magician 0/3" in panel and "t end turn" in panel
        assert not cut_words(app)


async def test_a_frame_line_of_two_rows_costs_the_valley_its_column_letters_only():
    """A hint of two rows (a long refusal, or a log line of two) leaves the board 19 rows: the
    valley's column letters and the panel's rules give way, every valley row and every chip
    stays."""
    app = long_named_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "0", "1", "2", "3")
        board = app.screen.query_one(MagalonBoard)
        board.hint(
            "From F16 the magician could not make the 3 steps still to go, "
            "whatever else moves this turn."
        )
        await pilot.pause()
        lines = screen_text(app).splitlines()
        assert lines[20].startswith(" From F16") and lines[21].startswith(" moves this turn.")
        assert not any(line.split()[:3] == ["A", "B", "C"] for line in lines)
        assert valley_rows_on_screen(app) == [f"{row:>2}" for row in range(1, 20)]
        assert "START" in lines[19] and "t end turn" in lines[19]
        assert not cut_words(app)


async def test_the_panel_grows_into_player_cards_from_120x40():
    """screens.md, sizes: "Between 80×24 and 160×48, the 80×24 layout grows: more log lines, and
    wider panels." At 100×30 the panel has its compact rows and two log lines; at 120×40 each
    player has a card with the energy track and the hand as card faces, and three log lines."""
    for size, roomy, log_lines in (((100, 30), False, 2), ((120, 40), True, 3)):
        app = long_named_app()
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await press(pilot, "0", "1", "2", "3")
            text = screen_text(app)
            assert ("16 to finish" in text and "[10]" in text) is roomy, size
            assert "m Magician 0/3" in text and "t end turn" in text, size
            lines = text.splitlines()
            assert [line.strip() for line in lines[-1 - log_lines : -1]] == [
                f"{name} plays {card} ({what})."
                for name, card, what in zip(
                    LONG_NAMES, range(4), ("recall", "energy +4", "energy +8", "gnomes 6")
                )
            ][-log_lines:], size
            assert not cut_words(app)


async def test_on_the_start_the_hint_says_the_arrows_pick_the_way_out_for_no_step():
    """On the start the first arrow moved only the magician's marker along it and spent no
    step, and nothing said so."""
    from .test_undo import giant_turn

    session = giant_turn()
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "m")
        hint = "Path S · 3 steps left · on the start, arrows pick the way out: no step spent"
        assert hint in screen_text(app)
        await press(pilot, "left")
        assert session.state.turn.mag_steps == 0 and hint in screen_text(app)
        await press(pilot, "up")
        assert session.state.turn.mag_steps == 1 and "no step spent" not in screen_text(app)


async def test_after_the_giants_roll_is_taken_back_the_hint_asks_for_a_roll():
    """Undoing the roll left the hint 'Giant: 0/0 steps (dice )'."""
    from .test_undo import giant_turn

    session = giant_turn()
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "g")
        assert session.state.turn.dice and "Giant: 0/" in screen_text(app)
        await press(pilot, "u")
        assert not session.state.turn.dice
        text = screen_text(app)
        assert "Press g to roll the dice for the giant." in text and "(dice )" not in text


async def test_on_an_artifact_space_the_hint_says_the_arrows_pick_the_way_out_for_no_step():
    """The same on the space of an artifact: its arrows only move the marker inside it."""
    from tests.board_app import BoardApp

    from .helpers import at_turn

    st = at_turn({0: 5, 1: 7}, acting=0, pos={0: "A"}, artifacts={0: "A"})
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "m")
        assert (
            "Path A · 5 steps left · arrows here pick the way out, no step spent" in app.hints[-1]
        )


async def test_a_take_back_is_said_on_the_board_and_in_the_log():
    """ "You may therefore not let part of the movement points lapse." In round 72 of a seeded
    game Anna's giant makes its last step with her walk (3 of 7) and ruin moves (3 of 4) under
    way, and nothing could finish both: the screen says that they were taken back, on the hint
    line, on their chips and in the log, which names her."""
    s = Session(SPEC, [Seat("Anna"), Seat("Boris")], 2, {})
    bots = [SPEC.make_bot("random", seat, 2) for seat in range(2)]
    while True:  # random play up to the giant's last step
        seat = s.state.to_act()[0]
        action = bots[seat].choose(None, s.state.legal_actions(seat))
        if s.state.round == 72 and str(action) == "giant L6":
            break
        s.apply(seat, action, keep_undo=False)
    app = MagtuiApp(session=s, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "m Magician 3/7" in screen_text(app) and "c Ruins 3/4" in screen_text(app)
        await press(pilot, "g", "up")  # the giant from L7 to L6
        lines = screen_text(app).splitlines()
        assert V.node_name(s.state.pos[0]) == "S" and s.state.giant == D.cell("L6")
        assert "Taken back, no way to finish: the magician's walk and the ruin moves" in lines[-3]
        assert "Anna cannot finish the magician's walk and the ruin moves: taken back." in lines[-2]
        assert "m Magician taken back" in screen_text(app) and "c Ruins taken back" in screen_text(
            app
        )
        await press(pilot, "up")  # the magician sets out again: the hint is the walk's once more
        assert "Path S H18 · 6 steps left" in screen_text(app)
