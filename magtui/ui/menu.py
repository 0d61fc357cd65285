"""The main menu: the games, Continue, Load, Rules, Quit."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from magtui.core import registry, saves
from magtui.core.errors import MagtuiError
from magtui.core.table import own_seat
from magtui.core.table_store import open_tables
from magtui.ui.continue_list import ContinueScreen, describe
from magtui.ui.help import TextScreen
from magtui.ui.keybar import KeyBar


def title() -> str:
    return (
        f"M A G T U I      {registry.count_in_words()} board games for one keyboard, hotseat or SSH"
    )


class MenuList(Widget, can_focus=True):
    """The game rows with the focus mark."""

    cursor = 0
    HEADING = "  NEW GAME           players"

    def rows(self) -> list[str]:
        """One row per game: the focus mark, its number, title, players and pitch."""
        rows = []
        for i, game_id in enumerate(registry.game_ids()):
            spec = registry.info(game_id)
            mark = "▸" if i == self.cursor else " "
            players = f"{spec.min_players}–{spec.max_players}"
            rows.append(
                self.app.glyphs.text(
                    f"{mark} {i + 1}  {spec.title.split(':')[0][:15]:<15}  "
                    f"{players:<3}  {spec.pitch}"
                )
            )
        return rows

    def meant_text(self) -> str:
        return "\n".join([self.HEADING, *self.rows()])

    def render(self) -> Text:
        text = Text()
        text.append(self.HEADING + "\n", style="bold")
        for i, row in enumerate(self.rows()):
            text.append(
                row[: max(1, self.size.width)] + "\n", style="reverse" if i == self.cursor else ""
            )
        return text


class MenuScreen(Screen[None]):
    BINDINGS = [
        Binding("up,k", "move(-1)", "↑↓ choose", show=False),
        Binding("down,j", "move(1)", show=False),
        Binding("enter,space", "open", "open"),
        Binding("c", "resume", "continue"),
        Binding("l", "load", "load"),
        Binding("s", "host", "host a table"),
        Binding("t", "join", "join a table"),
        Binding("r", "rules", "rules"),
        Binding("g", "learn", "learn", show=False),  # the menu's own lines name it
        Binding("question_mark", "help", "help"),
        Binding("q", "app.quit", "quit"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.rules_mode = False
        self.host_mode = False  # the next game picked opens a shared table
        self.learn_mode = False  # the next game picked starts its guided first game

    def compose(self) -> ComposeResult:
        yield Static(self.app.glyphs.text(title()), id="menu-title")
        yield MenuList(id="menu")
        yield Static("", id="continue", markup=False)
        yield Static(self._more(), id="menu-more", markup=False)
        yield Static("", id="hint", markup=False)
        yield KeyBar()

    def _more(self) -> str:
        """The menu's other keys. A served player has no save files (nor any file of the
        server's): no Load, and the game is saved for them alone."""
        if self.app.served:
            return (
                "  s  Host a table: each player on their own connection …\n"
                "  t  Join a table …\n  r  Rules of a game     g  Learn to play: a guided game …\n"
                "  q  Quit (the connection closes)\n\n"
                f"  Playing as {self.app.served.player}. "
                "Your last game is saved after every move;\n"
                "  Continue picks it up again. Minimum size 80×24."
            )
        return (
            "  l  Load a saved game …\n"
            "  s  Host a table: each player on their own terminal (SSH) …\n"
            "  t  Join a table …\n  r  Rules of a game     g  Learn to play: a guided game …\n"
            "  q  Quit\n\n"
            "  The last game is saved after every move; Continue picks it up again.\n"
            "  Plain glyphs: magtui --ascii. No colour: NO_COLOR=1. Minimum size 80×24."
        )

    # The screen's resume comes at its first showing too: the list of games in progress is
    # read there, once (reading every autosave costs more than the rest of the menu's start).
    def on_screen_resume(self) -> None:
        self._refresh_continue()
        self.query_one(MenuList).focus()

    def _refresh_continue(self) -> None:
        self.in_progress = saves.games_in_progress()
        lines = []
        if self.in_progress:
            count = (
                f"Continue ({len(self.in_progress)})" if len(self.in_progress) > 1 else "Continue"
            )
            lines.append(f"  c  {count:<17}{describe(self.in_progress[0])}")
        waiting = self._seat_waiting()
        if waiting:
            lines.append(f"  t  Your seat at table {waiting} is waiting: press t")
        self.query_one("#continue", Static).update(self.app.glyphs.text("\n".join(lines)))
        self.refresh_bindings()

    def _seat_waiting(self) -> str | None:
        """The open table where a served player's seat is free: left when the connection dropped."""
        if not self.app.served:
            return None
        player = self.app.served.player
        return next(
            (
                info.name
                for info in open_tables(self.app.served.tables)
                if own_seat(info, player) is not None
            ),
            None,
        )

    def check_action(self, action: str, parameters) -> bool | None:
        if action == "resume":
            return bool(getattr(self, "in_progress", None))
        if action == "load":
            return not self.app.served
        return True

    def _hint(self, text: str) -> None:
        self.query_one("#hint", Static).update(self.app.glyphs.text(text))

    def on_key(self, event) -> None:
        if event.character and event.character.isdigit() and event.character != "0":
            index = int(event.character) - 1
            if index < len(registry.game_ids()):
                event.stop()
                self._pick(index)

    def _pick(self, index: int) -> None:
        game_id = registry.game_ids()[index]
        if self.learn_mode:
            self._learn(game_id)
            return
        if self.rules_mode:
            self.rules_mode = False
            self._hint("")
            spec = registry.get(game_id)
            self.app.push_screen(TextScreen(f"Rules · {spec.title}", spec.rules_summary))
            return
        from magtui.ui.setup import SetupScreen

        hosting, self.host_mode = self.host_mode, False
        self._hint("")
        self.app.push_screen(SetupScreen(registry.get(game_id), hosting=hosting))

    def action_move(self, delta: int) -> None:
        menu = self.query_one(MenuList)
        menu.cursor = (menu.cursor + delta) % max(1, len(registry.game_ids()))
        menu.refresh()

    def action_open(self) -> None:
        self._pick(self.query_one(MenuList).cursor)

    def action_resume(self) -> None:
        games = getattr(self, "in_progress", None) or saves.games_in_progress()
        if len(games) == 1:
            self._resume(games[0])
        elif games:
            self.app.push_screen(ContinueScreen(games), self._resume)
        else:
            self._hint("No autosaved game to continue.")

    def _resume(self, game: saves.SavedGame | None) -> None:
        if game is None:
            return
        found = saves.resume(game)
        if found is None:
            problem = game.skipped[0] if game.skipped else "no file"
            self._hint(f"No autosave of that game loads ({problem}).")
            return
        self.app.start_session(found[0])

    def action_load(self) -> None:
        from magtui.ui.dialogs import AskPath

        folder = saves.saves_dir()
        recent = (
            sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
            if folder.is_dir()
            else []
        )
        note = (
            "Newest saves:\n" + "\n".join(f"  {p}" for p in recent[:5])
            if recent
            else "Type the path of a save file."
        )
        default = str(recent[0]) if recent else ""
        self.app.push_screen(AskPath("Load a saved game", default, note), self._load)

    def _load(self, path: str | None) -> None:
        if not path:
            return
        try:
            session = saves.load(path)
        except MagtuiError as exc:
            self._hint(str(exc))
            return
        self.app.start_session(session)

    def _learn(self, game_id: str) -> None:
        """Start the guided game of the title picked, when it has one."""
        from magtui.core.session import learn_session

        if registry.get(game_id).course is None:
            self._hint(self._learn_question())
            return
        self.learn_mode = False
        self._hint("")
        self.app.start_session(learn_session(game_id))

    def _learn_question(self) -> str:
        """Which titles have a guided game, by their numbers."""
        offered = [
            f"{number} {registry.info(game_id).title.split(':')[0]}"
            for number, game_id in enumerate(registry.game_ids(), start=1)
            if registry.get(game_id).course is not None
        ]
        if not offered:
            return "No game has a guided first game yet."
        return f"Learn which game? Press {', '.join(offered)} (Enter: the game in focus)."

    def action_learn(self) -> None:
        self.host_mode = self.rules_mode = False
        question = self._learn_question()
        self.learn_mode = question.startswith("Learn which")
        self._hint(question)

    def action_host(self) -> None:
        self.host_mode, self.rules_mode, self.learn_mode = True, False, False
        self._hint(
            f"Host a table of which game? Press 1-{len(registry.game_ids())} "
            "(Enter: the game in focus)."
        )

    def action_join(self) -> None:
        from magtui.ui.join_list import JoinScreen

        self.app.push_screen(JoinScreen())

    def action_rules(self) -> None:
        self.host_mode = self.learn_mode = False
        self.rules_mode = True
        self._hint("Rules of which game? Press 1-5 (Enter: the game in focus).")

    def action_help(self) -> None:
        load = "" if self.app.served else " l load,"
        self._hint(
            f"↑↓ choose, Enter open, 1-5 new game, c continue,{load} s host a table, t join one, "
            "r rules, g learn to play, q quit."
        )
