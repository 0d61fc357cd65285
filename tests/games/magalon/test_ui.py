"""The Magalon board by keys: a widget test in a bare app, and a whole round through the shell."""

from magtui.core.model import is_redacted
from magtui.core.session import Seat, Session
from magtui.games.magalon import SPEC
from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.actions import Play, RedChoice, Step
from magtui.games.magalon.ui import MagalonBoard
from magtui.ui.app import MagtuiApp
from magtui.ui.board import COMMON_KEYS, Board

from tests.board_app import BoardApp
from tests.state_reach import state_paths

from .helpers import at_turn, board_rows, board_runs, new_game


async def test_widget_card_play_by_arrows_and_digits():
    app = BoardApp(SPEC, new_game(2), 0, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("right", "right", "enter")
        await pilot.press("x")
    assert app.actions == [Play(2), Play(10)]


async def test_the_board_draws_from_the_seats_model_and_holds_no_other_state():
    """The board reads the game's model as its seat may see it (a redacted copy, read with the
    game's own helpers: its chips, its acting seat), never the state itself nor a decoding of
    the JSON view."""
    st = at_turn({0: 3, 1: 5}, pos={0: "H8"})
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(80, 24)):
        board = app.query_one(MagalonBoard)
        assert is_redacted(board.position) and board.position is board.seen.model
        assert board.position.chips() == st.chips() and board.position.acting_seat() == 0
        assert state_paths(board) == []
        assert "m Magician 0/3" in "".join(board_rows(board, 80, 20))


async def test_widget_magician_steps_and_blocked_direction():
    st = at_turn({0: 3, 1: 5}, pos={0: "H8"}, shields={1: "H7"})
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("k")  # H7 holds Boris's shield
        await pilot.press("l")
    assert app.actions == [Step("m", D.cell("I8"))]
    assert any("Boris's shield" in h for h in app.hints)


async def test_widget_draws_valley_and_panel_at_80x24():
    st = at_turn({0: 3, 1: 5}, pos={0: "H8"})
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(80, 24)):
        board = app.query_one(MagalonBoard)
        rows = board_rows(board, 80, 20)
    assert all(len(r) == 80 for r in rows) and len(rows) <= 20
    assert "START/FINISH" in rows[19] and "[A]" in rows[8]
    assert "TURN OF A" in "".join(rows) and "m Magician 0/3" in "".join(rows)
    # the ends of a 3-step walk are marked, never by colour alone; on the red H5 with its stars
    assert "*○*" in rows[5] and " ○ " in "".join(rows[6:11])


async def test_widget_start_merged_space_marker_moves_free():
    st = at_turn({0: 1, 1: 5})
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("left", "left", "up")
    assert app.actions == [Step("m", D.cell("F18"))]


async def _press_turn(pilot, keys):
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


async def test_pilot_plays_a_whole_round_by_keys():
    session = Session(SPEC, [Seat("Anna"), Seat("Boris")], 5, {})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await _press_turn(pilot, ["6", "3"])  # Anna plays 6, Boris 3 (lowest: the giant)
        assert session.state.turn.seat == 0
        # Anna: magician up six steps, gnome g1 five steps, shield, energy, end
        await _press_turn(pilot, ["up"] * 6)
        await _press_turn(pilot, ["c", "down", "down", "down", "right", "right"])
        await _press_turn(pilot, ["s", "right", "enter", "e", "t"])
        st = session.state
        assert V.node_name(st.pos[0]) == "H13" and st.gnomes[0] == D.cell("F10")
        assert st.shields[0] == D.cell("I13") and st.energy[0] == 9
        # Boris: roll for the giant and walk it, then the magician three steps, end
        assert st.turn.seat == 1
        await _press_turn(pilot, ["g"])
        total = sum(st.turn.dice)
        path = ["up"] * min(total, 10) + ["left"] * max(0, total - 10)
        await _press_turn(pilot, path)
        await _press_turn(pilot, ["m", "up", "left", "up", "t"])
        st = session.state
        assert st.round == 2 and st.phase == "play" and st.to_act() == (1,)
        assert V.node_name(st.pos[1]) == "G17" and st.energy[1] == 9
        assert st.giant != D.GIANT_START
        assert [text for _, text in session.history][:2] == ["play 6", "play 3"]


async def test_pilot_flying_ruin_and_gnome_attack_by_keys():
    session = Session(SPEC, [Seat("Anna"), Seat("Boris")], 5, {})
    session.apply_text(0, "play 5")
    session.apply_text(1, "play 10")
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        # Boris (10: gnomes 3) picks g2 with Tab and walks it three steps, then ends the turn
        await _press_turn(pilot, ["c", "tab", "down", "down", "down", "t"])
        st = session.state
        assert st.gnomes[1] == D.cell("L10") and st.turn.seat == 0
        # Anna (5: flying ruin): pick R2 with Tab, turn it, move it, set it with Enter
        await _press_turn(pilot, ["c", "tab", "r", "down", "down", "down", "enter"])
        assert st.turn.fly == "done"
        assert [text.split()[0] for _, text in session.history[-2:]] == ["lift", "set"]
        assert V.footprint(st.ruins["R2"]) in V.ROTATIONS["R2"] and st.ruins["R2"] != tuple(
            sorted(D.RUINS["R2"])
        )


async def test_pilot_gnome_attack_displaces_by_arrows():
    session = Session(SPEC, [Seat("Anna"), Seat("Boris")], 5, {})
    session.state.pos[1] = D.cell("D9")
    session.apply_text(0, "play 3")
    session.apply_text(1, "play 0")
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await _press_turn(pilot, ["c", "down", "down"])  # g1 D7 -> D8 -> D9: the attack
        st = session.state
        assert st.turn.push_victim == 1
        await _press_turn(pilot, ["right"] * 4 + ["down", "backspace", "right", "right"])
        assert V.node_name(st.pos[1]) == "D9", "nothing moves before Enter"
        await _press_turn(pilot, ["enter"])
        assert V.node_name(st.pos[1]) == "I9" and st.turn.push_victim == -1
        assert "displaced" in st.log[-1]


async def test_widget_red_space_choice_by_digits():
    st = at_turn({0: 1, 1: 5}, pos={0: "H6"})
    st.apply(0, Step("m", D.cell("H5")))
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("2")
        app.show(st, 0)  # the answer: nothing was applied
        await pilot.press("1")
    assert app.actions == [RedChoice(False), RedChoice(True)]
    assert any("1 stay (+3 energy)" in h for h in app.hints)


def _menu_lines(board, width, height):
    """The rows that carry the red-space menu, as (text, runs) pairs."""
    rows = [("".join(t for t, _ in row), row) for row in board_runs(board, width, height)]
    return [
        (text, row)
        for text, row in rows
        if any(w in text for w in ("RED SPACE", "Stay:", "Move on 3"))
    ]


async def test_red_space_menu_on_the_valley_by_arrows_and_enter():
    """screens.md, Magalon: ending on a red space, "a prompt offers 1 Stay (+3) or 2 Move on 3";
    the menu sits on the valley beside the magician, legal entries reversed, the cursor »…«."""
    st = at_turn({0: 1, 1: 5}, pos={0: "H6"})
    st.apply(0, Step("m", D.cell("H5")))
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(MagalonBoard)
        lines = _menu_lines(board, 80, 20)
        title, stay, move_on = (text for text, _ in lines)
        assert "RED SPACE H5" in title and "»" in stay and "1 Stay: +3 energy" in stay
        assert "2 Move on 3 more steps" in move_on and "»" not in move_on
        # both entries are legal: drawn in reverse video, the cursor's entry bold as well
        styles = {
            text.strip(" »«"): style
            for _, runs in lines[1:]
            for text, style in runs
            if "Stay" in text or "Move" in text
        }
        assert all(style.reverse for style in styles.values())
        # the menu lies under the magician's row (row 5 of the valley is screen row 5)
        rows = board_rows(board, 80, 20)
        assert "[A]" in rows[5] and "RED SPACE" in rows[6]
        assert "RED SPACE: stay or move on" in board.status() and len(board.status()) <= 80
        await pilot.press("down")
        assert "»" in _menu_lines(board, 80, 20)[2][0]
        await pilot.press("down")  # wraps round to Stay
        await pilot.press("enter")
    assert app.actions == [RedChoice(True)]


async def test_red_space_menu_lists_move_on_only_when_possible():
    """L13: move on is offered "only if a legal 3-step continuation exists"; the key 2 then
    says why."""
    st = at_turn({0: 1, 1: 5}, pos={0: "B1"}, shields={1: "C2"}, ruins={"R1": "A3 B3 C3 A4"})
    st.apply(0, Step("m", D.cell("B2")))
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(MagalonBoard)
        text = "\n".join(t for t, _ in _menu_lines(board, 80, 20))
        assert "1 Stay" in text and "Move on" not in text
        rows = "\n".join(board_rows(board, 80, 20))
        assert "no way on for 3 steps" in rows
        await pilot.press("2")
        await pilot.press("down", "enter")
    assert app.actions == [RedChoice(True)]
    assert any("no way to move on 3 steps" in h.lower() for h in app.hints)


async def test_red_space_menu_in_the_roomy_layout():
    st = at_turn({0: 1, 1: 5}, pos={0: "H18"})
    st.apply(0, Step("m", D.cell("H17")))
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(160, 48)):
        board = app.query_one(MagalonBoard)
        rows = board_rows(board, 160, 44)
        at = next(i for i, r in enumerate(rows) if "RED SPACE H17" in r)
        magician = next(i for i, r in enumerate(rows) if "[A]" in r)
        assert at == magician + 2, "below the magician's two lines"
        assert all(len(r) == 160 for r in rows)


async def test_widget_roomy_layout_at_160x48():
    st = at_turn({0: 3, 1: 5}, pos={0: "H8"})
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(160, 48)):
        board = app.query_one(MagalonBoard)
        rows = board_rows(board, 160, 44)
    assert all(len(r) == 160 for r in rows) and 39 <= len(rows) <= 44
    assert "Amulet" in rows[1] and "START/FINISH" in rows[37]
    assert " LOG" in "\n".join(rows)


async def test_red_space_menu_opens_above_near_the_bottom_edge():
    st = at_turn({0: 1, 1: 5}, pos={0: "H18"})
    st.apply(0, Step("m", D.cell("H17")))
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(80, 24)):
        rows = board_rows(app.query_one(MagalonBoard), 80, 20)
    at = next(i for i, r in enumerate(rows) if "RED SPACE H17" in r)
    assert "[A]" in rows[17] and at + 4 == 17, (
        "no room below: the menu ends just above the magician"
    )


def test_the_board_binds_none_of_the_common_keys_itself():
    """The arrows, Enter, Esc and the digits are Board's, the same in every game; Magalon binds
    only its own keys on top (m c s e g Tab r t x)."""
    own = {key.strip() for binding in MagalonBoard.BINDINGS for key in binding.key.split(",")}
    assert own == {"m", "c", "s", "e", "g", "tab", "r", "t", "x"} and not own & COMMON_KEYS
    merged = MagalonBoard._merged_bindings.key_to_bindings
    assert all(merged[key] == Board._merged_bindings.key_to_bindings[key] for key in COMMON_KEYS)


def _spy_on_repaints(monkeypatch, board) -> list:
    """Every refresh of the board and of its two views, and every refresh of the key bindings,
    as (who, regions, keywords)."""
    asked: list = []
    for widget in (board, board.valley_view, board.panel_view):
        real = widget.refresh
        monkeypatch.setattr(
            widget,
            "refresh",
            lambda *regions, real=real, who=widget.id, **kw: (
                asked.append((who, regions, kw)),
                real(*regions, **kw),
            )[1],
        )
    real_bindings = board.refresh_bindings
    monkeypatch.setattr(
        board, "refresh_bindings", lambda: (asked.append(("bindings", (), {})), real_bindings())[1]
    )
    return asked


async def test_a_card_cursor_move_repaints_a_few_cells_of_the_hand_and_its_line(monkeypatch):
    app = BoardApp(SPEC, new_game(2), 0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.query_one(MagalonBoard)
        asked = _spy_on_repaints(monkeypatch, board)
        await pilot.press("right")
        await pilot.pause()
        assert [who for who, _, _ in asked] == ["panel"], (
            "the panel alone, no layout, no key bindings"
        )
        regions = asked[0][1]
        assert regions and all(region.height == 1 for region in regions)
        assert sum(region.width for region in regions) <= 40, regions
        assert "»1" in board.panel_view.canvas.row_text(5).replace(" ", ""), (
            "Anna's hand: the cursor on 1"
        )


async def test_a_shield_cursor_move_repaints_the_two_squares_it_leaves_and_takes(monkeypatch):
    st = at_turn({0: 3, 1: 5}, pos={0: "H8"})
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        board = app.query_one(MagalonBoard)
        start = board.shield.at
        asked = _spy_on_repaints(monkeypatch, board)
        await pilot.press("down")
        await pilot.pause()
        assert board.shield.at != start
        assert [who for who, _, _ in asked] == ["valley"], (
            "the valley alone, no layout, no key bindings"
        )
        regions = asked[0][1]
        assert len(regions) == 2 and all(
            region.width <= 3 and region.height == 1 for region in regions
        ), regions


async def test_a_cursor_move_reaches_the_terminal_in_one_frame(monkeypatch):
    """The card cursor's cells and the hint line under the board (what the card does) go out
    in one paint of the screen, not in two a frame apart."""
    app = MagtuiApp(
        session=Session(SPEC, [Seat("Anna"), Seat("Boris")], 1, {}), pace="instant", autosave=False
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        paints: list = []
        real = screen._compositor_refresh
        monkeypatch.setattr(screen, "_compositor_refresh", lambda: (paints.append(1), real())[1])
        for key in ("right", "right", "left"):
            paints.clear()
            await pilot.press(key)
            for _ in range(3):
                await pilot.pause()
            assert len(paints) == 1, key
        assert "Card 1: walk 1" in str(screen.query_one("#hint").content)


async def test_the_key_bar_says_what_enter_and_the_arrows_do():
    """The key bar names what Enter and the arrows do now: pick and play a card; step the
    magician; move and set the shield's ghost; on the red-space menu, the entry under the cursor."""
    app = BoardApp(SPEC, new_game(2), 0, key_bar=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.keys_shown().startswith("←↑↓→ card  Enter play card")
    app = BoardApp(SPEC, at_turn({0: 3, 1: 5}, pos={0: "H8"}), 0, key_bar=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.keys_shown().startswith("←↑↓→ step  m c s e chip")
        assert "Enter" not in app.keys_shown(), "the magician steps by arrows: Enter does nothing"
        await pilot.press("s")
        await pilot.pause()
        assert app.keys_shown().startswith("←↑↓→ move shield  Enter set shield")
    st = at_turn({0: 1, 1: 5}, pos={0: "H6"})
    st.apply(0, Step("m", D.cell("H5")))
    app = BoardApp(SPEC, st, 0, key_bar=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.keys_shown().startswith("←↑↓→ choose  Enter stay")
        await pilot.press("down")
        await pilot.pause()
        assert app.keys_shown().startswith("←↑↓→ choose  Enter move on")
