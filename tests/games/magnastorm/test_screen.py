"""What the Magnastorm screen shows and how its keys answer, at 80x24 (the board gets 80x20)
and in the roomy layout: issue reports on menus, cursors, cut texts and the administration."""

import json
import re

import pytest

from magtui.core.session import new_session
from magtui.games.magnastorm import data
from magtui.games.magnastorm.ui.layout import ACTIONS, PLANET, RESEARCH
from magtui.games.magnastorm.ui.actions import cost_fit
from magtui.games.magnastorm.ui.targets import view_of
from magtui.ui.app import MagtuiApp
from magtui.ui.canvas import wrapped
from magtui.ui.game_screen import GameScreen
from magtui.ui.setup import SetupScreen

from tests.board_app import BoardApp

from .helpers import SPEC, cubes, do, give, ready, turn_of
from .test_moves import moving


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    return tmp_path


def rows(app):
    return app.board.text().split("\n")


def at_objective_step(st, seat=0):
    turn_of(st, seat)
    st.step, st.stages = "objective", [("endturn", seat)]
    return st


async def test_sector_objective_cursor_moves_to_a_legal_lab_after_each_removal():
    """Sector objectives: 'Remove the turtle labs needed to complete the objective' -
    Enter, Enter removes them."""
    st = ready(4)
    st.objectives = ["RO1", "RO2", "SO1", "SO3"]
    st.obj_done = {o: [] for o in st.objectives}
    for space in ("5c1", "5d1"):
        st.labs[space] = [0, 1]
    st.slots[0][:2] = [False, False]
    at_objective_step(st)
    app = BoardApp(SPEC, st, 0, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        assert app.board.view == RESEARCH
        app.board.cursors[RESEARCH].at = ("card", "SO1")
        await pilot.press("enter")
        assert app.notations == ["obj SO1"] and app.board.view == PLANET
        await pilot.press("enter")
        await pilot.press("enter")
        assert [n.split()[0] for n in app.notations] == ["obj", "rm", "rm"]
        assert not any("Not a legal choice" in h for h in app.hints)


async def test_kaysia_lab_menu_has_one_line_per_slot_the_free_drop_first():
    """Kaysia Vasidis: 'you may ignore the costs for dropping off a turtle lab' - one line a slot,
    Enter drops for free."""
    st = ready(4)
    give(st, "Kaysia Vasidis", 0)
    st.slots[0] = [False, False, False] + [True] * 7
    moving(st, 0, space="B1", Y=6, N=6, S=1)
    do(st, "go 5d1")
    app = BoardApp(SPEC, st, 0, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        menu = app.board.menu
        lines = [str(menu.choice(i)) for i in range(len(menu))]
        assert lines == [f"lab {k} k" for k in range(4, 11)] + ["skip"], (
            "slots 4-10, one line each, free first"
        )
        assert "(Kaysia: free)" in app.board.text()
        await pilot.press("right")  # the other way to pay slot 4: in full
        await pilot.press("enter")
        assert app.notations == ["lab 4"]


async def test_takeover_key_says_why_when_no_takeover_is_legal():
    """'pay 1 CreditCube of the corresponding color for every crew member': `c` explains a
    takeover it cannot do."""
    st = turn_of(ready(4), 0)
    cubes(st, 0)
    app = BoardApp(SPEC, st, 0, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        app.board.cursors[ACTIONS].at = ("cmd", "B")
        await pilot.press("c")
        assert app.notations == []
        assert re.fullmatch(
            r"NEU cannot pay 3Y\+1N for .+, not even after exchanges\.", app.hints[-1]
        )


async def test_a_new_game_starts_without_a_one_choice_artifact_step():
    """A new game asks nothing about artifact cards when there is nothing to choose: its first
    decision is a crew column."""
    session = new_session("magnastorm", ["Nils", "Sara"], 3, {})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        status = str(app.screen.query_one("#status").content)
        assert "place a starting crew member" in status and "artifact" not in status


async def test_menu_box_covers_the_whole_width():
    """The menu's box leaves no characters of the view beside it."""
    st = turn_of(ready(4), 0)
    app = BoardApp(SPEC, st, 0, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.press("1", "a")
        box = [r for r in rows(app) if r[:1] in "┌│└"][-6:]
        assert box and all(r[79] in "┐│┘" for r in box), box


async def test_stacked_labs_show_their_count_on_the_planet():
    """LAB2 and Azrea put labs on 'the same space': the 80x24 planet shows how many."""
    st = turn_of(ready(4), 0)
    st.labs["5d2"] = [1, 3]
    app = BoardApp(SPEC, st, 0, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.press("1")
        screen = rows(app)
        y = next(i for i, r in enumerate(screen) if "5d GUV" in r)
        x = screen[y].index("5d GUV")
        assert screen[y + 1][x + 3 : x + 7] == "·S·3"


def card_texts(app, st):
    """Each objective card's two requirement rows, joined (80 columns: cards 20 apart under the
    tab line; roomy: 16 apart from column 96)."""
    screen = rows(app)
    wide = len(screen[0]) >= 160
    x0, y0, step, width = (96, 35, 16, 16) if wide else (0, 14, 20, 19)
    out = {}
    for i, obj in enumerate(st.objectives):
        x = x0 + i * step
        assert data.OBJECTIVES[obj][0] in screen[y0][x : x + width], "the card's name"
        out[obj] = " ".join(
            screen[y][x + 1 : x + width - 1].strip() for y in (y0 + 1, y0 + 2)
        ).strip()
    return out


@pytest.mark.parametrize("size", [(80, 20), (160, 44)])
@pytest.mark.parametrize("players", [3, 4])
async def test_objective_cards_show_their_whole_requirement(size, players):
    """Issue 12: 'majority, remove' lost its count; at 160x48 'sole most, do' - card
    texts wrap, never cut."""
    st = turn_of(ready(players), 0)
    for round_no in (1, 4):
        for objectives in (["RO1", "RO2", "SO1", "SO2"], ["RO3", "RO4", "SO3", "SO4"]):
            st.round, st.objectives = round_no, objectives
            st.obj_done = {o: [] for o in objectives}
            app = BoardApp(SPEC, st, 0, play=True)
            async with app.run_test(size=size) as pilot:
                await pilot.press("3")
                for obj, text in card_texts(app, st).items():
                    assert text == st.objective_text(obj), obj


async def test_takeover_costs_fit_their_column():
    """Issue 12: takeover costs were cut ('1Y+1N+1S+1 4Y+1P'): each column shows its whole cost."""
    st = turn_of(ready(4), 0)
    st.upper["B"] = ["Y", "N", "S", "D"]
    st.upper["C"] = ["Y", "Y", "Y", "Y"]
    st.holder[st.admin_cols["C"]] = 3
    app = BoardApp(SPEC, st, 0, play=True)
    async with app.run_test(size=(80, 20)):
        row = rows(app)[3]  # the costs' row, under the commanders
        assert cost_fit(st.cube_letters, st.takeover_need(0, "B"), 10) == "YNSD"
        assert " YNSD " in row and " 4Y+1D " in row


async def test_administration_summary_is_shown_to_the_table():
    """Phase 2 'Income from turtle labs', 'Determine sector majority', 'Assign research
    commander': a public summary."""
    st = ready(3)
    while st.round == 1:
        st.apply(st.actor, st.legal_actions(st.actor)[0])
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        screen = app.board.text()
        assert "Administration of round 1" in screen
        for part in (
            "Income · NEU (Nils)",
            "Majorities · sector 3",
            "research ·",
            "Turn order ·",
            "Reputation ·",
        ):
            assert part in screen
        await pilot.press("enter")
        assert app.board.report is None and app.notations == []
        assert "Administration of round 1" not in app.board.text()


def test_wrap_never_cuts_a_word():
    assert wrapped("sole majority: remove 2 there", 14, indent=0) == [
        "sole majority:",
        "remove 2 there",
    ]


# ----- the setup screen --------------------------------------------------------------------------
async def open_setup(app, pilot):
    await pilot.pause()
    app.push_screen(SetupScreen(SPEC))
    await pilot.pause()
    return app.screen


async def test_setup_shows_artifact_cards_per_name_and_the_name_in_focus(data_home):
    """Design 2: 'on Magnastorm's setup each seat also shows how many artifact cards that name
    holds, and whether the advanced start is available.'"""
    path = data_home / "magtui" / "magnastorm-artifacts.json"
    path.parent.mkdir(parents=True)
    path.write_text(
        json.dumps(
            {"version": 1, "players": {"anna": {"name": "Anna", "cards": ["B01", "S02", "G03"]}}}
        )
    )
    app = MagtuiApp(pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot)
        note = str(setup.query_one("#setup-note").content)
        assert "Anna 3" in note and "Boris 0" in note and "standard start" in note
        await pilot.press("down")
        assert str(setup.query_one("#seat0 .seat-label").content).startswith("▸")


async def test_setup_chooses_a_federation_per_seat():
    """'K. Players choose a federation color.' The setup offers a federation per seat,
    default the seat order."""
    app = MagtuiApp(pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot)
        assert not setup.query_one("#opt-fed3").display, "seat 3 is hidden in a 2-player game"
        for _ in range(7):
            await pilot.press("down")
        assert setup.focused.id == "opt-fed1"
        await pilot.press("right", "right", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.state.feds == ("PACO", "SONA")


async def test_legal_actions_are_worked_out_once_per_action(data_home, monkeypatch):
    """Issue 14: the key checks called legal_actions ~100 times per frame, each
    reading the artifact file."""
    from magtui.games.magnastorm import artifacts
    from magtui.games.magnastorm.rules import MagnastormState

    reads, calls = [], []
    real_read, real_legal = artifacts.read_store, MagnastormState.legal_actions
    monkeypatch.setattr(artifacts, "read_store", lambda *a: reads.append(1) or real_read(*a))
    monkeypatch.setattr(
        MagnastormState,
        "legal_actions",
        lambda self, seat: calls.append(1) or real_legal(self, seat),
    )
    session = new_session("magnastorm", ["Nils", "Sara"], 3, {})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in ("right", "left", "right", "3", "2", "enter", "enter"):
            await pilot.press(key)
            await pilot.pause()
        played = len(session.history)
        assert played == 2
        assert len(calls) <= 2 * (played + 1), f"{len(calls)} calls for {played} actions"
    assert len(reads) == 1, "the collection file is read once, when the game is set up"


async def test_hints_fit_the_80_column_hint_line_and_show_no_spec_codes():
    """Issue 12: 'Essential text is cut at 80 columns' - every hint fits 78 columns whole; and
    player-facing text never shows the spec's codes (RO1, SO2, M28...)."""
    from magtui.core.bots import RandomBot

    st = SPEC.new_game(["Anna", "Boris", "Chen", "Dana"], 2, {"advanced_start": "off"})
    bot = RandomBot(0, 2)
    app = BoardApp(SPEC, st, st.actor)
    async with app.run_test(size=(80, 20)) as pilot:
        board = app.board
        for _ in range(60):
            app.show(st, st.actor)
            for view in (PLANET, ACTIONS, RESEARCH):
                board.view = view
                keys = [k for k in board.targets if view_of(k) == view]
                keys += {
                    ACTIONS: [("cmd", c) for c in st.panel_cols],
                    RESEARCH: [("card", o) for o in st.objectives]
                    + [("col", c) for c in st.columns],
                }.get(view, [])
                for key in keys:
                    board.cursors[view].at = key
                    board.hint_cursor()
            st.apply(st.actor, bot.choose(st.view(st.actor), st.legal_actions(st.actor)))
            await pilot.pause(0)
    assert app.hints
    assert max(len(h) for h in app.hints) <= 78, max(app.hints, key=len)
    assert not any(re.search(r"\b(RO|SO|M)\d", h) for h in app.hints + st.log)


@pytest.mark.parametrize("rows", [19, 18, 17])
async def test_a_shorter_board_gives_up_its_legend_rules_and_levels_line_first(rows):
    """Long names wrap the frame's lines and leave the board fewer rows: the action board's
    legend and rules and the research levels line give way, and nothing of the boards is cut."""
    st = turn_of(ready(4), 0)
    app = BoardApp(SPEC, st, 0, play=True)
    async with app.run_test(size=(80, rows + 1)) as pilot:
        for view, last in (("2", " 5 2Y+2O 3Y+2O"), ("3", "└rep"), ("1", None)):
            if view == "1" and rows < 18:
                continue  # the 4-player planet takes 18 rows
            await pilot.press(view)
            await pilot.pause()
            canvas = app.board.canvas_view.canvas
            assert canvas.height == rows and canvas.cut == []
            assert last is None or last in app.board.text()
        await pilot.press("2")
        app.show(st, None)  # the table's view: no legal cells, the cursor may stand on any
        await pilot.pause()
        app.board.cursors[ACTIONS].at = ("up", "A", len(st.upper["A"]) - 1)
        await pilot.press("down")
        assert app.board.cursors[ACTIONS].at == ("low", "A1"), (
            "the cursor follows the rows as drawn"
        )


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_each_view_names_the_rows_it_cannot_do_without(players):
    """The frame's log line gives its rows up before the board gets fewer than `rows_needed`
    (the view in focus, under its tab line; the planet without it): in that many rows no view
    loses a text, in one row fewer each view does."""
    st = turn_of(ready(players), 0)
    app = BoardApp(SPEC, st, 0, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        for view in "1234":
            await pilot.press(view)
            await pilot.pause()
            needed = app.board.rows_needed()
            for rows, whole in ((needed, True), (needed - 1, False)):
                await pilot.resize_terminal(80, rows)
                await pilot.pause()
                assert app.board.size.height == rows
                assert (app.board.canvas_view.canvas.cut == []) is whole, (view, rows)
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
