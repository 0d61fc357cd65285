"""The Magnastorm board widget driven by keys in a small test app (80x24
minus the frame's lines)."""

import re

import pytest

from magtui.games.magnastorm.ui import MagnastormBoard
from magtui.games.magnastorm.ui.layout import ACTIONS, PLANET, PLAYERS, RESEARCH
from magtui.games.magnastorm.ui.exchange import ExchangeScreen
from magtui.ui.board import COMMON_KEYS

from tests.board_app import BoardApp

from .helpers import SPEC, cubes, ready, turn_of


async def test_take_crew_place_it_and_gain_by_keys():
    st = turn_of(ready(4), 0)
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        assert app.board.view == ACTIONS
        assert app.board.cursors[ACTIONS].at == ("up", "A", 0)
        await pilot.press("right", "enter")  # column B, the top neutral crew
        assert app.notations == ["crew B Y"]
        await pilot.press("down", "down", "down", "down", "down", "down", "enter")  # a lower space
        assert app.notations[-1].startswith("to ")
        await pilot.press("g")
        assert app.notations[-1] == "gain"


async def test_scout_cursor_shows_reachable_areas_and_moves():
    st = turn_of(ready(4), 0)
    st.upper["A"].append("Y")
    st.apply(0, st.parse_action("crew A Y"))
    st.apply(0, st.parse_action("to A1"))  # MOVE2: range 2
    st.cubes[0] = [3, 3, 0, 0, 0]
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.press("m")
        assert app.notations == ["move"] and app.board.view == PLANET
        screen = app.board.text()
        for area in ("4b", "4e", "4f", "5a", "5b", "5c", "5d", "5e", "5f"):
            assert re.search(rf"[\[»]{area} ", screen), f"{area} should be highlighted"
        assert not re.search(r"[\[»]6c ", screen), "storm sector 6 is not reachable"
        assert app.board.cursors[PLANET].at == "4b"
        await pilot.press("right")
        assert app.board.cursors[PLANET].at == "4b", "no legal area lies right of 4b"
        await pilot.press("left")
        assert app.board.cursors[PLANET].at == "5a", "the legal area left of 4b in its row"
        target = app.board.cursors[PLANET].at
        await pilot.press("enter")
        assert app.notations[-1].startswith(f"go {target}")


@pytest.mark.parametrize("tall", [False, True])
def test_planet_arrows_reach_the_diagonal_neighbours_up_and_down(tall):
    """On the hex map Up and Down go to the neighbours half a hex aside, Left
    and Right along the row."""
    from magtui.core.views import seat_view
    from magtui.games.magnastorm.ui.board import HexCursor
    from magtui.games.magnastorm.ui.planet import area_cells

    position = seat_view(ready(4), None, 0).model
    cells, by_hex = (
        area_cells(position, tall),
        {hex_: area for area, hex_ in position.planet.hex.items()},
    )
    checked = 0
    for area, (q, r) in position.planet.hex.items():
        for key, (dq, dr) in {
            "up": (1, -1),
            "down": (-1, 1),
            "right": (1, 0),
            "left": (-1, 0),
        }.items():
            for step in ((dq, dr), (0, dr) if dr else (dq, dr)):
                target = by_hex.get((q + step[0], r + step[1]))
                if target is None:
                    continue
                cursor = HexCursor()
                cursor.place(cells, legal={target}, prefer=area)
                assert cursor.move(key, legal_only=True) and cursor.at == target, (
                    area,
                    key,
                    target,
                )
                checked += 1
    assert checked > 100


async def test_digits_switch_views_and_pick_menu_lines():
    st = turn_of(ready(4), 0)
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.press("4")
        assert app.board.view == PLAYERS and "NEU (Nils)" in app.board.text()
        await pilot.press("3")
        assert app.board.view == RESEARCH
        await pilot.press("1")
        assert app.board.view == PLANET
        await pilot.press("a")
        menu = app.board.menu
        assert len(menu) > 2
        second = menu.choice(1)
        await pilot.press("2")
        assert app.notations == [str(second)]


def test_the_board_binds_none_of_the_common_keys_itself():
    """The common keys are bound once on Board; Magnastorm adds only its own keys on top."""
    own = {key.strip() for binding in MagnastormBoard.BINDINGS for key in binding.key.split(",")}
    assert own == {"m", "g", "s", "c", "e", "n", "tab", "x", "a"}
    assert not own & COMMON_KEYS


async def test_a_cursor_move_repaints_only_the_cells_that_changed(monkeypatch):
    """Speed issue: a cursor move costs a few cells, with no layout pass and no rebinding."""
    st = turn_of(ready(4), 0)
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.pause()
        board, canvas = app.board, app.board.canvas_view
        asked, board_calls = [], []
        original = canvas.refresh
        monkeypatch.setattr(
            canvas,
            "refresh",
            lambda *regions, **kw: asked.append(regions) or original(*regions, **kw),
        )
        monkeypatch.setattr(board, "refresh_bindings", lambda: board_calls.append("bindings"))
        board_refresh = board.refresh
        monkeypatch.setattr(
            board, "refresh", lambda *a, **kw: board_calls.append(kw) or board_refresh(*a, **kw)
        )
        await pilot.press("right")
        await pilot.pause()
        assert board.cursors[ACTIONS].at == ("up", "B", 0)
        regions = [region for call in asked for region in call]
        assert asked and all(asked), "regions only, never the whole canvas"
        assert {r.y for r in regions} == {5} and sum(r.width for r in regions) <= 16, regions
        assert board_calls == []


async def test_the_views_are_tabs_over_one_canvas():
    """A click on a tab switches the view as its digit does; from 160 columns the roomy layout
    takes the canvas and names its views itself, without the tab line."""
    st = turn_of(ready(4), 0)
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        tab_line = app.board.query_one("#tab-line")
        assert tab_line.display and app.board.canvas_view.region.y == 1
        await pilot.click("#tab-3")
        await pilot.pause()
        assert app.board.view == RESEARCH and "lvl" in app.board.text()
        assert str(app.board.query_one("#tab-3").label) == "[3 Research]"
        assert str(app.board.query_one("#tab-2").label) == " 2 Actions "
        assert app.board.note_text.startswith("■ held · markers")
        await pilot.resize_terminal(160, 44)
        await pilot.pause()
        assert not tab_line.display and app.board.canvas_view.region.y == 0
        assert "[3 Research]" in app.board.text() and "1 Planet" in app.board.text()


async def test_illegal_target_gives_a_hint_not_an_action():
    st = turn_of(ready(4), 0)
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.press("3", "enter")  # the research board during 'main': nothing to choose there
        assert app.notations == []
        assert any("Not a legal choice" in h for h in app.hints)


async def test_ascii_mode_draws_plain_characters():
    st = ready(3)
    app = BoardApp(SPEC, st, st.actor, ascii_mode=True, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        for view in "1234":
            await pilot.press(view)
            assert all(ord(ch) < 128 for ch in app.board.text() + app.board.note_text)


async def test_roomy_layout_shows_every_view_at_once():
    """Design 7, 160x48: 'All four views are shown at once, and 1-4 move the keyboard focus
    instead of switching.'"""
    st = turn_of(ready(4), 0)
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(160, 44)) as pilot:
        screen = app.board.text()
        for title in ("1 Planet", "2 Actions", "3 Research", "4 Players", "5d G  U  V", "NEU Nils"):
            assert title in screen
        await pilot.press("1")
        assert app.board.view == PLANET and "[1 Planet]" in app.board.text()
        await pilot.press("2", "right", "enter")
        assert app.notations == ["crew B Y"]


# ----- the 3-for-1 exchange dialog (M28) -------------------------------------------------------
def exchange_position(**colours):
    st = turn_of(ready(3), 0)
    cubes(st, 0, **colours)
    return st


async def test_exchange_dialog_gives_three_cubes_then_takes_a_colour():
    """M28: 'a player may give any 3 cubes for 1 cube from the supply. The cube received must be
    of a colour none of the three given cubes has.' Design 7: 'A small dialog picks the three
    cubes and the colour received.'"""
    st = exchange_position(Y=2, N=1, S=1)
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.press("x")
        screen = app.screen.text()
        assert "Exchange 3 cubes for 1" in screen and "give which 3?" in screen
        assert re.search(r"▸ 1 Y yellow +2 +– +\d+", screen), "held, giving and supply are shown"
        await pilot.press("enter", "enter")  # Y, Y
        assert app.screen.exchange.give == [0, 0]
        assert app.screen.exchange.row == 1, (
            "the cursor leaves a colour that cannot be picked any more"
        )
        await pilot.press("enter")  # N
        screen = app.screen.text()
        assert "give Y Y N" in screen and "receive which colour?" in screen
        assert re.search(r"Y yellow +2 +2 +\d+ +given", screen)
        await pilot.press("4")  # P (PACO)
        assert app.notations == ["x YYN>P"]
        assert not isinstance(app.screen, ExchangeScreen)
        assert st.cubes[0] == [0, 0, 1, 1, 0]


async def test_exchange_dialog_explains_illegal_picks():
    """M28 with M27: only held cubes can be given; the received colour is new and in the supply."""
    st = exchange_position(Y=1, N=2, S=1)
    st.supply[3] = 0  # no PACO cubes left
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.press("x", "1", "1")  # a second Y is not held
        assert app.hints[-1] == "NEU holds no more Y cubes to give."
        assert app.screen.exchange.give == [0]
        assert "none left" in app.screen.text()
        await pilot.press("2", "3")  # Y N S: only P would be left, and P is out
        assert "leaves no trade" in app.hints[-1] and app.screen.exchange.give == [0, 1]
        await pilot.press("2")  # Y N N
        await pilot.press("1")
        assert "among the cubes given" in app.hints[-1]
        await pilot.press("4")
        assert app.hints[-1] == "The supply has no P cubes left."
        assert app.notations == []
        await pilot.press("3")
        assert app.notations == ["x YNN>S"]


async def test_exchange_dialog_takes_back_and_closes():
    st = exchange_position(Y=3, N=1)
    app = BoardApp(SPEC, st, st.actor, ascii_mode=True, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.press("x", "1", "1")
        assert all(ord(ch) < 128 for ch in app.screen.text())
        await pilot.press("escape")
        assert app.screen.exchange.give == [0]
        await pilot.press("backspace", "backspace")
        assert not isinstance(app.screen, ExchangeScreen) and app.notations == []
        await pilot.press("x", "1", "1", "1", "2")
        assert app.notations == ["x YYY>N"]


def test_exchange_dialog_reaches_exactly_the_legal_trades():
    """Every pick sequence the dialog accepts ends in a legal `x` action, and every legal
    trade can be reached."""
    from magtui.core.views import seat_view
    from magtui.games.magnastorm.ui.exchange import Exchange

    for colours in ({"Y": 3, "N": 1, "S": 2, "P": 1}, {"Y": 1, "N": 4}, {"S": 3}, {"Y": 2, "P": 2}):
        st = exchange_position(**colours)
        st.supply[2] = 0
        seen = seat_view(st, 0, 0)
        position = seen.model
        legal_x = {str(a) for a in st.legal_actions(0) if a.verb == "x"}
        reached = set()

        def walk(picks):
            dialog = Exchange(position, 0, seen.actions)
            for row in picks:
                assert dialog.pick(row) is None
            for row in range(len(dialog.colours)):
                trial = Exchange(position, 0, seen.actions)
                for r in picks:
                    trial.pick(r)
                ok = not trial.why_not(trial.colours[row])
                result = trial.pick(row)
                if not ok:
                    assert result is None and trial.give == dialog.give
                elif len(picks) == 2 + 1:
                    reached.add(str(result))
                elif result is None:
                    walk(picks + [row])

        walk([])
        assert reached == legal_x, colours


# ----- the roomy layout (design 7, 160x48) ----------------------------------------------------
CARD_W = 23  # four player cards under the planet, two columns short of the side panels


def roomy_rows(app):
    return app.board.text().split("\n")


async def test_roomy_layout_places_the_boards_as_designed():
    """Design 7, 160x48: 'The planet sits on the left at about 96 columns ... On the right, the
    action board sits on top (64x20) and the research board below it (64x20). The four player
    boards run as a strip of cards under the planet.'"""
    st = turn_of(ready(4), 0)
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(160, 44)):
        rows = roomy_rows(app)
        assert len(rows) == 44 and all(len(r) == 160 for r in rows)
        assert rows[0].startswith(" 1 Planet")
        assert rows[0][96:].startswith("[2 Actions]"), "the board in focus is marked"
        assert rows[20][96:].startswith(" 3 Research")
        assert rows[28].startswith(" 4 Players")
        cards = [rows[29][k * CARD_W : (k + 1) * CARD_W] for k in range(4)]
        names = [
            f"{('NEU', 'SONA', 'PACO', 'DASH')[s]} {('Nils', 'Sara', 'Pia', 'Dan')[s]}"
            for s in st.order
        ]
        for card, name in zip(cards, names):
            assert card.startswith("┌") and card.endswith("┐") and name in card
        assert rows[43][:96].count("┘") == 4, "four cards side by side under the planet"
        planet = "\n".join(row[:96] for row in rows[:28])
        assert all(area in planet for area in st.planet.areas), (
            "the whole planet fits left of the boards"
        )


async def test_roomy_player_cards_show_each_board():
    """Design 7 view 4: 'cubes by colour, lab slots with their costs, stations,
    crew, commanders held'."""
    st = turn_of(ready(4), 0)
    cubes(st, 0, Y=4, N=7, S=1)
    st.slots[0][0] = False
    st.holder["Idris Yakuul"] = 0
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(160, 44)):
        rows = roomy_rows(app)
        x = CARD_W * st.order.index(0)
        card = "\n".join(row[x : x + CARD_W] for row in rows[29:44])
        assert "Y4 N7 S1 P0 D0" in card
        assert "1□free" in card and "2■free" in card and "10■2Y+1O+1P" in card
        assert "S1■1Y+1O" in card and "S3■2Y+1O+1P" in card
        assert f"crew {st.crew_left[0]}" in card and "cmd Idris Y." in card


async def test_roomy_planet_draws_each_space_with_labs_and_scouts():
    """Design 7, 160x48: 'Each space is drawn on its own, with its colour letter, a lab-stack
    count and any scout.'"""
    st = turn_of(ready(4), 0)
    st.scout = ["5d1", "5d3", "5d3", "5d1"]
    st.labs["5d2"] = [2, 3]
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(160, 44)) as pilot:
        rows = roomy_rows(app)
        y = next(i for i, row in enumerate(rows) if "5d G  U  V" in row[:96])
        x = rows[y].index("5d G  U  V") + 3
        assert [rows[y][x + 3 * i] for i in range(3)] == ["G", "U", "V"]
        assert rows[y + 1][x : x + 8] == "·  P3 · "
        assert rows[y + 2][x : x + 2] == "nd" and rows[y + 2][x + 6 : x + 8] == "sp"
        st.scout = ["5d1"] * 4
        app.show(st, st.actor)
        await pilot.pause()
        rows = roomy_rows(app)
        assert rows[y + 2][x : x + 3] == "all"


async def test_planet_cursor_line_names_every_scout_on_the_area():
    """The cursor line lists the scouts by space, also where the board
    abbreviates a crowded space."""
    st = turn_of(ready(4), 0)
    st.scout = ["5d3", "5d3", "5d3", "5d1"]
    app = BoardApp(SPEC, st, st.actor, play=True)
    async with app.run_test(size=(160, 44)) as pilot:
        await pilot.press("1")
        app.board.cursors[PLANET].at = "5d"
        app.board.hint_cursor()
        await pilot.pause()
        assert "scouts n 5d3, s 5d3, p 5d3, d 5d1" in app.hints[-1]
        rows = app.board.text().split("\n")
        y = next(i for i, row in enumerate(rows) if "5d G  U  V" in row[:96])
        x = rows[y].index("5d G  U  V") + 3
        assert rows[y + 2][x + 6 : x + 8] == "n+", (
            "two cells before the line glyphs: a letter and +"
        )


async def test_the_key_bar_says_what_enter_and_the_arrows_do():
    """The key bar names what Enter and the arrows do now: take the crew member under the
    cursor, place it on a lower space, pick a line of the menu, go to the planet's area under
    the cursor (the arrows jump between areas there)."""
    st = turn_of(ready(4), 0)
    app = BoardApp(SPEC, st, st.actor, play=True, key_bar=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = [app.keys_shown()]
        for key in ("enter", "enter", "m"):
            await pilot.press(key)
            await pilot.pause()
            shown.append(app.keys_shown())
    assert [line.split("  ")[:2] for line in shown] == [
        ["←↑↓→ move", "Enter take crew"],
        ["←↑↓→ move", "Enter place crew"],
        ["←↑↓→ choose", "Enter pick"],
        ["←↑↓→ area", "Enter go"],
    ]
