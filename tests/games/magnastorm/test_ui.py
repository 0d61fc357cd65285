"""The Magnastorm board widget driven by keys in a small test app (80x24 minus the frame's lines)."""

import re

from textual.app import App

from magtui.games.magnastorm.ui import ACTIONS, PLANET, PLAYERS, RESEARCH, GameBoard
from magtui.ui.glyphs import Glyphs

from .helpers import SPEC, ready, turn_of


class BoardApp(App):
    def __init__(self, state, ascii_mode=False):
        super().__init__()
        self.state = state
        self.chosen = []
        self.hints = []
        self.ascii_mode = ascii_mode

    def compose(self):
        self.board = GameBoard(SPEC, Glyphs(self.ascii_mode), id="board")
        yield self.board

    def on_mount(self):
        self.board.focus()
        self.board.show(self.state, self.state.actor)

    def on_board_chosen(self, message):
        self.chosen.append(str(message.action))
        self.state.apply(message.seat, message.action)
        self.board.show(self.state, None if self.state.is_over() else self.state.actor)

    def on_board_hint(self, message):
        self.hints.append(message.text)


async def test_take_crew_place_it_and_gain_by_keys():
    st = turn_of(ready(4), 0)
    app = BoardApp(st)
    async with app.run_test(size=(80, 20)) as pilot:
        assert app.board.view == ACTIONS
        assert app.board.cursor[ACTIONS] == ("up", "A", 0)
        await pilot.press("right", "enter")                 # column B, the top neutral crew
        assert app.chosen == ["crew B Y"]
        await pilot.press("down", "down", "down", "down", "down", "down", "enter")   # a lower space
        assert app.chosen[-1].startswith("to ")
        await pilot.press("g")
        assert app.chosen[-1] == "gain"


async def test_scout_cursor_shows_reachable_areas_and_moves():
    st = turn_of(ready(4), 0)
    st.upper["A"].append("Y")
    st.apply(0, st.parse_action("crew A Y"))
    st.apply(0, st.parse_action("to A1"))               # MOVE2: range 2
    st.cubes[0] = [3, 3, 0, 0, 0]
    app = BoardApp(st)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.press("m")
        assert app.chosen == ["move"] and app.board.view == PLANET
        screen = app.board.render().plain
        for area in ("4b", "4e", "4f", "5a", "5b", "5c", "5d", "5e", "5f"):
            assert re.search(rf"[\[»]{area} ", screen), f"{area} should be highlighted"
        assert not re.search(r"[\[»]6c ", screen), "storm sector 6 is not reachable"
        start = app.board.cursor[PLANET]
        await pilot.press("right")
        assert app.board.cursor[PLANET] != start
        target = app.board.cursor[PLANET]
        await pilot.press("enter")
        assert app.chosen[-1].startswith(f"go {target}")


async def test_digits_switch_views_and_pick_menu_lines():
    st = turn_of(ready(4), 0)
    app = BoardApp(st)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.press("4")
        assert app.board.view == PLAYERS and "NEU (Nils)" in app.board.render().plain
        await pilot.press("3")
        assert app.board.view == RESEARCH
        await pilot.press("1")
        assert app.board.view == PLANET
        await pilot.press("a")
        menu = list(app.board.menu)
        assert len(menu) > 2
        await pilot.press("2")
        assert app.chosen == [str(menu[1])]


async def test_illegal_target_gives_a_hint_not_an_action():
    st = turn_of(ready(4), 0)
    app = BoardApp(st)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.press("down", "down", "down", "down", "down", "down", "enter")  # a lower space during 'main'
        assert app.chosen == []
        assert any("Not a legal choice" in h for h in app.hints)


async def test_ascii_mode_draws_plain_characters():
    st = ready(3)
    app = BoardApp(st, ascii_mode=True)
    async with app.run_test(size=(80, 20)) as pilot:
        for view in "1234":
            await pilot.press(view)
            assert all(ord(ch) < 128 for ch in app.board.render().plain)


async def test_roomy_layout_shows_every_view_at_once():
    """Design 7, 160x48: 'All four views are shown at once, and 1-4 move the keyboard focus instead of switching.'"""
    st = turn_of(ready(4), 0)
    app = BoardApp(st)
    async with app.run_test(size=(160, 44)) as pilot:
        screen = app.board.render().plain
        for title in ("1 Planet", "2 Actions", "3 Research", "4 Players", "5d G  U  V", "NEU (Nils)"):
            assert title in screen
        await pilot.press("1")
        assert app.board.view == PLANET and "[1 Planet]" in app.board.render().plain
        await pilot.press("2", "right", "enter")
        assert app.chosen == ["crew B Y"]
