"""The magtui Textual application."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from textual import events
from textual.app import App
from textual.screen import Screen

from magtui.core import saves
from magtui.core.session import Session
from magtui.ui.changed_cells import write_from_changed_cells
from magtui.ui.crash_report import CrashReport
from magtui.ui.too_small import TooSmallScreen
from magtui.ui.glyphs import Glyphs
from magtui.ui import keygate
from magtui.ui.keygate import guard_seconds, reaches
from magtui.ui.pace import DEFAULT_PACE
from magtui.ui.plain_output import plain_filters

MIN_WIDTH, MIN_HEIGHT = 80, 24


write_from_changed_cells()
keygate.deliver_keys_only_where_meant()


@dataclass(frozen=True)
class Served:
    """The app as `magtui serve` runs it for one SSH connection: the player is named by their
    key, and the server's files are not theirs to reach: the tables of its one folder only,
    no save file to load or write anywhere (the game is autosaved in the player's own folder).
    A seat named after a player of the club (a name bound to a key) waits for that player."""

    player: str
    tables: Path
    club: frozenset[str] = frozenset()


class MagtuiApp(App[None]):
    CSS_PATH = "magtui.tcss"
    TITLE = "magtui"
    # The command palette could screenshot a private hand; magtui needs none of its commands.
    ENABLE_COMMAND_PALETTE = False
    # Screens grow in steps with the terminal: dialogs get roomier from 100 and 160 columns.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide"), (160, "-widest")]

    def __init__(
        self,
        ascii_mode: bool = False,
        session: Session | None = None,
        replay: bool = False,
        pace: str = DEFAULT_PACE,
        autosave: bool = True,
        join_from: Path | None = None,
        served: Served | None = None,
    ) -> None:
        super().__init__()
        self.glyphs = Glyphs(ascii_mode)
        self.initial_session = session
        self.replay = replay
        self.pace = pace  # how long the table sees each computer move (catch_up.PACES)
        self.autosave = autosave
        self.too_small: TooSmallScreen | None = None
        self.key_guard = guard_seconds()  # seconds a cover ignores keys (see keygate)
        self.join_from = join_from  # open with the join list of this folder of tables
        # The folder of tables last used (joined, hosted from the command line, or typed in the
        # join list): the join list looks there again. None: the default folder.
        self.tables_folder: Path | None = join_from or (served and served.tables)
        self.served = served
        self.on_top_since = 0.0  # when the screen on top came there (keygate.reaches)
        self.closing = False  # exit was asked for: keys still queued act on nothing
        # The game on the screen stack, kept up to date as screens come and go: an unexpected
        # error is reported as the app ends, once its screens are closed.
        self.playing: Session | None = None
        self.error_console = CrashReport(self._crash_notice)

    def on_mount(self) -> None:
        # A game started from the command line comes first; the menu is built only when the
        # player leaves it (pop_screen), not under the game's first frame.
        if self.join_from is not None:
            from magtui.ui.join_list import JoinScreen

            self.push_screen(JoinScreen())
        elif self.initial_session is None:
            self._push_menu()
        elif self.replay:
            from magtui.ui.replay import ReplayScreen

            self.push_screen(ReplayScreen(self.initial_session, self.glyphs))
        else:
            self.start_session(self.initial_session)
        self._check_size(self.size.width, self.size.height)

    def get_driver_class(self):
        """Textual's driver for Linux and macOS, made to sleep while no key comes and to notice a
        lost terminal (magtui.ui.terminal_driver)."""
        from magtui.ui.terminal_driver import driver_for

        return driver_for(super().get_driver_class())

    def on_terminal_lost(self) -> None:
        """The terminal is gone (terminal_driver): end as on quit, nobody is there to ask."""
        self.exit()

    def _push_menu(self) -> None:
        from magtui.ui.menu import MenuScreen

        self.push_screen(MenuScreen())

    def pop_screen(self):
        """Pop as usual; leaving the game the app started with leads to the menu."""
        result = super().pop_screen()
        self.on_top_since = keygate.now()
        self.playing = self._playing()
        if len(self.screen_stack) == 1 and self.is_running:  # only Textual's blank screen is left
            self._push_menu()
        return result

    def start_session(self, session: Session) -> None:
        """Play `session` from where it stands, autosaving after every action."""
        from magtui.ui.game_screen import GameScreen

        for warning in session.load_warnings:
            self.notify(warning, severity="warning", timeout=15, markup=False)
        if session.shared:  # a shared table's file is the game: no autosave of its own
            from magtui.ui.table_screen import TableScreen

            self.tables_folder = session.store.path.parent
            self.push_screen(TableScreen(session, self.glyphs))
            return
        if self.autosave:
            session.on_change = self._autosave
            if saves.newest_autosave_record(session.game_id) != session.to_record():
                # A resumed game is not written again: the autosaves before it stay the way back.
                self._autosave(session)
        if session.course is not None:
            from magtui.ui.lessons import LearnScreen

            self.push_screen(LearnScreen(session, self.glyphs))
        else:
            self.push_screen(GameScreen(session, self.glyphs))

    def _autosave(self, session: Session) -> None:
        try:
            saves.autosave(session)
        except OSError as exc:
            self.notify(f"Autosave failed: {exc.strerror or exc}", severity="error", markup=False)

    KEY_NAMES = {
        "enter": "Enter",
        "escape": "Esc",
        "backspace": "Bksp",
        "space": "Space",
        "question_mark": "?",
        "exclamation_mark": "!",
        "up": "↑",
        "down": "↓",
        "left": "←",
        "right": "→",
        "pageup": "PgUp",
        "pagedown": "PgDn",
        "home": "Home",
        "end": "End",
        "tab": "Tab",
    }

    def get_key_display(self, binding) -> str:
        """Keys by name in the footer ("Enter", "ctrl+s"), in plain glyphs when asked."""
        if binding.key_display:
            return self.glyphs.text(binding.key_display)
        modifiers, key = binding.parse_key()
        name = self.KEY_NAMES.get(key, key)
        return self.glyphs.text("+".join([*modifiers, name]))

    def get_line_filters(self):
        return plain_filters(super().get_line_filters(), self.glyphs.ascii, self.no_color)

    async def on_event(self, event: events.Event) -> None:
        # A key typed before the screen on top was ready for it is dropped here, before any
        # binding sees it (keygate explains why); also when it comes back from the screen it
        # was forwarded to, because the screen on top may have changed in between.
        if isinstance(event, events.Key) and not self.key_reaches(self.screen, event.time):
            return
        await super().on_event(event)

    def key_reaches(self, screen: Screen, key_time: float) -> bool:
        """Whether a key typed at `key_time` may act on `screen` (keygate)."""
        return (
            not self.closing
            and screen is self.screen
            and reaches(screen, key_time, self.on_top_since)
        )

    def exit(self, *args, **kwargs) -> None:
        self.closing = True
        super().exit(*args, **kwargs)

    # ----- errors ------------------------------------------------------------------------
    def _playing(self) -> Session | None:
        from magtui.ui.game_screen import GameScreen

        games = [s for s in self.screen_stack if isinstance(s, GameScreen)]
        return games[-1].session if games else None

    def _crash_notice(self, crash_log: Path) -> str:
        """What the player reads after an unexpected error (crash_report)."""
        if self.served:  # a served player has neither a shell nor the server's files
            return (
                "magtui stopped after an internal error. The game is "
                "autosaved: connect again, and Continue picks it up."
            )
        message = (
            f"magtui stopped after an internal error. The game is autosaved: "
            f"`magtui --resume` continues it. Details: {crash_log}"
        )
        earlier = saves.earlier_autosave(self.playing) if self.playing is not None else None
        if earlier is not None:
            message += (
                f"\nShould it stop again at the same point, `magtui load {earlier}` "
                "opens the autosave from before the last move."
            )
        return message

    # ----- the minimum size -------------------------------------------------------------
    def push_screen(self, screen, *args, **kwargs):
        """Push as usual, but while the terminal is too small the notice stays on top."""
        self.on_top_since = keygate.now()
        notice = self.too_small
        if notice is None or screen is notice or self.screen is not notice:
            result = super().push_screen(screen, *args, **kwargs)
        else:
            super().pop_screen()
            result = super().push_screen(screen, *args, **kwargs)
            super().push_screen(notice)
        self.playing = self._playing()
        return result

    def on_resize(self, event: events.Resize) -> None:
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, width: int, height: int) -> None:
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        if small and self.too_small is None:
            self.too_small = TooSmallScreen(MIN_WIDTH, MIN_HEIGHT)
            self.push_screen(self.too_small)
        elif self.too_small is not None:
            if small:
                self.too_small.refresh_size()
            elif self.screen is self.too_small:
                self.pop_screen()
                self.too_small = None
