"""The key bar: redrawn only when its keys change, no widget per key (Textual's Footer leaks
them, Textual issue 6666), keys told apart from words without colour, the screen's own keys
kept when the bar is narrow; and the frame's lines updated only when their text changes."""

import gc

from textual.app import App
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from magtui.core.session import new_session
from magtui.ui.app import MagtuiApp
from magtui.ui.board import Board
from magtui.ui.game_screen import GameScreen
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


class Hasty(Screen):
    """A dialog closed before it ran what was left to it for after its next refresh (Textual
    hands such callbacks to the screen on top): a catch-up the player dismissed at once."""

    def _invoke_later(self, callback, sender) -> None:
        pass


async def test_a_change_signalled_as_a_dialog_opens_still_reaches_the_bar():
    """The frame draws a board and opens the catch-up over it in one go: the board's keys are
    signalled while the dialog is on top. Once it is closed, the bar still follows its keys."""
    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        keys = app.screen
        bar = keys.query_one(KeyBar)
        keys.other_on = False
        keys.refresh_bindings()
        app.push_screen(Hasty())
        await pilot.pause()
        app.pop_screen()
        await pilot.pause()
        assert [e.description for e in bar.entries] == ["swap"]
        keys.other_on = True
        keys.refresh_bindings()
        await pilot.pause()
        assert [e.description for e in bar.entries] == ["swap", "other"]


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
        bold = {text.plain[span.start : span.end].strip() for span in text.spans if span.style.bold}
        plain = {
            text.plain[span.start : span.end].strip() for span in text.spans if not span.style.bold
        }
        assert bold == {"a", "b"} and plain == {"swap", "other"}


async def test_frame_lines_are_updated_only_when_their_text_changes(monkeypatch):
    app = MagtuiApp(
        session=new_session("magalon", ["Anna", "Boris"], 1, {}, {}), pace="instant", autosave=False
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        hint = str(game.query_one("#hint", Static).content)
        updates = []
        real = Static.update
        monkeypatch.setattr(
            Static,
            "update",
            lambda self, *a, **k: (updates.append((self.id, k)), real(self, *a, **k)),
        )
        for _ in range(5):
            game._update_lines()
            game._hint(hint)
        assert updates == []
        game._hint("a new hint")
        assert updates == [("hint", {"layout": False})]


class Ranked(Static, can_focus=True):
    """A focused widget with keys of its own, which ranks two of them first."""

    BINDINGS = [
        Binding("w", "wide_one", "a rather wide key"),
        Binding("x", "other", "other"),
        Binding("y", "pick", "pick"),
        Binding("z", "mark(1)", "mark"),
    ]
    KEY_RANKS = ("pick", "mark")

    def action_wide_one(self):
        pass


class Framed(Screen):
    BINDINGS = [
        Binding("h", "help_me", "help"),
        Binding("p", "spare", "spare"),
        Binding("m", "menu", "menu"),
    ]
    SPARE_KEYS = ("spare",)

    def compose(self):
        yield Ranked("x")
        yield KeyBar()

    def on_mount(self):
        self.query_one(Ranked).focus()


class FramedHost(App):
    def on_mount(self):
        self.push_screen(Framed())


def _shown(bar: KeyBar) -> list[str]:
    return [key.description for key in bar.visible()]


async def test_a_narrow_bar_keeps_the_screens_keys_and_drops_the_widgets_by_rank():
    app = FramedHost()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        bar = app.screen.query_one(KeyBar)
        everything = ["a rather wide key", "other", "pick", "mark", "help", "spare", "menu"]
        assert _shown(bar) == everything
        widths = {key.description: key.width for key in bar.entries}
        stays = widths["help"] + widths["menu"]
        for room, shown in [
            (
                widths["pick"]
                + widths["mark"]
                + widths["a rather wide key"]
                + widths["other"]
                + widths["spare"],
                everything,
            ),
            (
                widths["pick"] + widths["mark"] + widths["a rather wide key"] + widths["other"],
                ["a rather wide key", "other", "pick", "mark", "help", "menu"],
            ),  # the spare key goes first
            (
                widths["pick"] + widths["mark"] + widths["a rather wide key"] + widths["other"] - 1,
                ["a rather wide key", "pick", "mark", "help", "menu"],
            ),  # then unranked keys, the last first
            (widths["pick"] + widths["mark"] + widths["other"], ["pick", "mark", "help", "menu"]),
            (widths["pick"], ["pick", "help", "menu"]),  # ranked keys go last
            (0, ["help", "menu"]),  # the screen's own keys always stay
        ]:
            bar.styles.width = stays + room
            await pilot.pause()
            assert _shown(bar) == shown, room
            line = bar.render().plain
            assert (
                line.split()
                == " ".join(f"{k.label} {k.description}" for k in bar.visible()).split()
            )
            assert len(line) <= bar.size.width


async def test_a_click_presses_the_key_drawn_under_it():
    app = FramedHost()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        pressed = []
        app.screen.action_menu = lambda: pressed.append("menu")
        bar = app.screen.query_one(KeyBar)
        bar.styles.width = sum(k.width for k in bar.entries) - 1  # the spare key gives way
        await pilot.pause()
        x = sum(k.width for k in bar.visible()[:-1])  # where "m menu" starts
        await pilot.click(KeyBar, offset=(x + 1, 0))
        await pilot.pause()
        assert pressed == ["menu"]


async def test_at_80_columns_a_game_keeps_help_save_menu_and_log_in_the_bar():
    """The issue: 'q menu' fell off Magnastorm's bar; a computer seat adds 'p pace', which
    gives way first."""
    session = new_session(
        "magnastorm", ["Bartholomew-Aaro", "Christabel-Maria"], 1, {}, {1: "random"}
    )
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(12):  # on to the first move-or-gain: the board's verbs, with undo and pace
            if session.state.step == "mode" and isinstance(app.screen, GameScreen):
                break
            await pilot.press("enter")
            await pilot.pause()
        bar = app.screen.query_one(KeyBar)
        assert sum(key.width for key in bar.entries) > 80, (
            "the test needs a bar wider than the screen"
        )
        last = app.screen._compositor.render_strips()[-1].text
        for words in ("? help", "i log", "ctrl+s save", "q menu", "Enter pick"):
            assert words in last
        assert "p pace" not in last


async def test_the_magnitus_layout_editor_keeps_tab_beside_the_frame_keys():
    """Dropping a board's keys from the front hid the editor's Tab; by default a board's first
    keys stay, as many as fit, even with undo and pace in the bar."""
    session = new_session(
        "magnitus", ["Bartholomew-Aaro", "Christabel-Maria"], 1, {"layout": "custom"}, {1: "random"}
    )
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("right")  # moves a field: undo becomes available
        await pilot.pause()
        bar = app.screen.query_one(KeyBar)
        assert "undo" in [key.description for key in bar.entries]
        last = app.screen._compositor.render_strips()[-1].text
        for words in ("Tab field", "? help", "u undo", "i log", "ctrl+s save", "q menu"):
            assert words in last


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
        assert [(entry.key, entry.description) for entry in entries] == [("enter", "place")]
