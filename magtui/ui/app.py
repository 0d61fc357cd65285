"""The magtui Textual application."""

from __future__ import annotations

from textual import events
from textual.app import App
from textual.screen import Screen

from magtui.core import saves
from magtui.core.session import Session
from magtui.ui.too_small import TooSmallScreen
from magtui.ui.glyphs import Glyphs

MIN_WIDTH, MIN_HEIGHT = 80, 24


def _drop_stale_resizes() -> None:
    """Textual relays a resize to every screen showing at that moment; a screen that receives
    two of different sizes before it lays out answers each with a resize of its own and
    goes on forever, deaf to keys (a storm of resizes while screens come and go does it).
    A resize that is no longer the terminal's size is dropped: a newer one is on its way."""
    relay = Screen._on_resize
    if getattr(relay, "drops_stale", False):
        return

    async def on_resize(screen: Screen, event: events.Resize) -> None:
        if event.size != screen.app.size:
            event.stop()
            return
        await relay(screen, event)

    on_resize.drops_stale = True
    Screen._on_resize = on_resize


_drop_stale_resizes()


class MagtuiApp(App[None]):
    CSS_PATH = "magtui.tcss"
    TITLE = "magtui"
    # The command palette could screenshot a private hand; magtui needs none of its commands.
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, ascii_mode: bool = False, session: Session | None = None, replay: bool = False,
                 bot_delay: float = 0.35, autosave: bool = True) -> None:
        super().__init__()
        self.glyphs = Glyphs(ascii_mode)
        self.initial_session = session
        self.replay = replay
        self.bot_delay = bot_delay
        self.autosave = autosave
        self.too_small: TooSmallScreen | None = None

    def on_mount(self) -> None:
        from magtui.ui.menu import MenuScreen

        self.push_screen(MenuScreen())
        if self.initial_session is not None:
            if self.replay:
                from magtui.ui.replay import ReplayScreen

                self.push_screen(ReplayScreen(self.initial_session, self.glyphs))
            else:
                self.start_session(self.initial_session)
        self._check_size(self.size.width, self.size.height)

    def start_session(self, session: Session) -> None:
        """Play `session` from where it stands, autosaving after every action."""
        from magtui.ui.game_screen import GameScreen

        for warning in session.load_warnings:
            self.notify(warning, severity="warning", timeout=15)
        if self.autosave:
            session.on_change = self._autosave
            self._autosave(session)
        self.push_screen(GameScreen(session, self.glyphs))

    def _autosave(self, session: Session) -> None:
        try:
            saves.autosave(session)
        except OSError as exc:
            self.notify(f"Autosave failed: {exc.strerror or exc}", severity="error")

    KEY_NAMES = {"enter": "Enter", "escape": "Esc", "backspace": "Bksp", "space": "Space",
                 "question_mark": "?", "up": "↑", "down": "↓", "left": "←", "right": "→",
                 "pageup": "PgUp", "pagedown": "PgDn", "home": "Home", "end": "End", "tab": "Tab"}

    def get_key_display(self, binding) -> str:
        """Keys by name in the footer ("Enter", "ctrl+s"), in plain glyphs when asked."""
        if binding.key_display:
            return self.glyphs.text(binding.key_display)
        modifiers, key = binding.parse_key()
        name = self.KEY_NAMES.get(key, key)
        return self.glyphs.text("+".join([*modifiers, name]))

    # ----- errors ------------------------------------------------------------------------
    def _fatal_error(self) -> None:
        """An unexpected error: the traceback goes to crash.log, the player gets one sentence."""
        import traceback

        path = saves.data_dir() / "crash.log"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("a", encoding="utf-8") as f:
                f.write("".join(traceback.format_exception(self._exception)) + "\n")
        except OSError:
            pass
        self._exit_renderables.append(
            f"magtui stopped after an internal error. The game is autosaved: "
            f"`magtui --resume` continues it. Details: {path}"
        )
        self._close_messages_no_wait()

    # ----- the minimum size -------------------------------------------------------------
    def push_screen(self, screen, *args, **kwargs):
        """Push as usual, but while the terminal is too small the notice stays on top."""
        notice = self.too_small
        if notice is None or screen is notice or self.screen is not notice:
            return super().push_screen(screen, *args, **kwargs)
        super().pop_screen()
        result = super().push_screen(screen, *args, **kwargs)
        super().push_screen(notice)
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
