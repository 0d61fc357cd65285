"""The key bar: redrawn only when its keys change, no widget per key (Textual's Footer leaks
them, Textual issue 6666), keys told apart from words without colour; and the frame's lines
updated only when their text changes."""

import gc

from textual.app import App
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from magtui.core.session import new_session
from magtui.ui.app import MagtuiApp
from magtui.ui.board import Board
from magtui.ui.glyphs import Glyphs
from magtui.ui.keybar import KeyBar


class Toggling(Screen):
    BINDINGS = [Binding("a", "swap", "swap"), Binding("b", "other", "other")]
    other_on = True

    def compose(self):
        yield Static("x")
        yield KeyBar()

    def check_action(self, action, parameters):
        return self.other_on if action == "other" else True


class Host(App):
    def on_mount(self):
        self.push_screen(Toggling())


async def test_refreshes_without_change_redraw_nothing_and_changes_redraw_the_line(monkeypatch):
    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        bar = app.screen.query_one(KeyBar)
        redraws = []
        monkeypatch.setattr(bar, "refresh", lambda *a, **k: redraws.append(k))
        for _ in range(50):
            app.screen.refresh_bindings()
            await pilot.pause()
        assert redraws == []
        for n in range(20):
            app.screen.other_on = n % 2 == 1
            app.screen.refresh_bindings()
            await pilot.pause()
        assert len(redraws) == 20 and all(not k.get("layout") for k in redraws)
        assert [e[2] for e in bar.entries] == ["swap", "other"]
        assert not bar.children


async def test_no_key_widgets_pile_up():
    from textual.widgets._footer import FooterKey

    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for n in range(30):
            app.screen.other_on = n % 2 == 0
            app.screen.refresh_bindings()
            await pilot.pause()
        gc.collect()
        assert not [o for o in gc.get_objects() if isinstance(o, FooterKey)]


async def test_keys_are_bold_and_words_plain():
    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = app.screen.query_one(KeyBar).render()
        bold = {text.plain[span.start:span.end].strip() for span in text.spans if span.style.bold}
        plain = {text.plain[span.start:span.end].strip() for span in text.spans if not span.style.bold}
        assert bold == {"a", "b"} and plain == {"swap", "other"}


async def test_frame_lines_are_updated_only_when_their_text_changes(monkeypatch):
    app = MagtuiApp(session=new_session("magalon", ["Anna", "Boris"], 1, {}, {}), pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        hint = str(game.query_one("#hint", Static).content)
        updates = []
        real = Static.update
        monkeypatch.setattr(Static, "update", lambda self, *a, **k: (updates.append((self.id, k)), real(self, *a, **k)))
        for _ in range(5):
            game._update_lines()
            game._hint(hint)
        assert updates == []
        game._hint("a new hint")
        assert updates == [("hint", {"layout": False})]


class Placing(Board):
    def key_words(self, action):
        return "place" if action == "choose" else None


class BoardScreen(Screen):
    def compose(self):
        yield Placing(None, Glyphs())
        yield KeyBar()

    def on_mount(self):
        self.query_one(Placing).focus()


async def test_a_board_names_what_a_common_key_does_now():
    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(BoardScreen())
        await pilot.pause()
        entries = app.screen.query_one(KeyBar).entries
        assert [(key, description) for key, _, description, _ in entries] == [("enter", "place")]
