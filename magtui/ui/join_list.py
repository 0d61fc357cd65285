"""Join a table: the open tables of a folder of tables, a seat or a spectator's place at one.

The list looks in the folder the app last used (`MagtuiApp.tables_folder`: the one named by
`magtui join --table DIR`, a table joined or hosted there, or one typed here with f), else in
the default folder."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from magtui.core import registry, table
from magtui.core.errors import MagtuiError
from magtui.core.table_folder import existing_folder
from magtui.core.table_store import TableInfo, open_tables, tables_dir
from magtui.ui.app import Served
from magtui.ui.dialogs import AskPath
from magtui.ui.keybar import KeyBar


def describe(info: TableInfo, served: Served | None = None) -> str:
    """ork-k4kp  Orkensturm  4 players · move 31 · free: 2 Boris, 3 Chen (computer); served, a
    seat of the player's name is theirs, one of another player of the club that player's."""

    def whose(seat: int) -> str:
        if served is None:
            return ""
        if seat == table.own_seat(info, served.player):
            return " (yours)"
        owner = table.kept_for(info, seat, served.player, served.club)
        return f" ({owner}'s)" if owner else ""

    free = ", ".join(
        f"{s + 1} {info.seats[s].name}"
        + (" (computer)" if info.seats[s].kind == "bot" else "")
        + whose(s)
        for s in info.free_seats()
    )
    title = registry.info(info.game).title if info.game in registry.game_ids() else info.game
    return f"{info.name:<9} {title[:12]:<12} {len(info.seats)} players · move {info.moves}" + (
        f" · free: {free}" if free else " · no free seat"
    )


LOOK_AGAIN = 2.0  # seconds between looks at the folder: a table opened meanwhile shows


class TableList(Widget, can_focus=True):
    def __init__(self, folder: Path, **kwargs) -> None:
        super().__init__(**kwargs)
        self.show(folder)

    def show(self, folder: Path) -> None:
        """The open tables of `folder`, the cursor on the first (served, on the one where the
        player's seat waits)."""
        self.folder, self.tables = folder, open_tables(folder)
        player = self.app.served and self.app.served.player
        self.cursor = next(
            (i for i, info in enumerate(self.tables) if table.own_seat(info, player) is not None), 0
        )
        self.refresh()

    def look_again(self) -> None:
        """Tables opened, joined or finished since: the cursor stays on its table."""
        chosen = self.tables[self.cursor].name if self.tables else None
        tables = open_tables(self.folder)
        if tables != self.tables:
            names = [info.name for info in tables]
            self.tables, self.cursor = tables, names.index(chosen) if chosen in names else 0
            self.refresh()

    def render(self) -> Text:
        text = Text(overflow="fold")  # a long folder wraps; a table's line is cut to the width
        where = (
            "the club's tables" if self.app.served else str(self.folder)
        )  # the server's path is not the player's
        if not self.tables:
            shell = (
                "."
                if self.app.served
                else (", or `magtui host GAME` from the shell.\n  f: the tables of another folder.")
            )
            text.append(f"  No open table in {where}.\n  Host one with s in the menu{shell}")
        else:
            text.append(f"  Open tables in {where}:\n")
        for i, info in enumerate(self.tables):
            mark = "▸" if i == self.cursor else " "
            line = f"{mark} {describe(info, self.app.served)}"
            text.append(
                self.app.glyphs.text(line[: max(1, self.size.width)]) + "\n",
                style="reverse" if i == self.cursor else "",
            )
        return text


class JoinScreen(Screen[None]):
    DEFAULT_CSS = """
    JoinScreen #tables { height: 1fr; padding: 1 0 0 0; }
    JoinScreen #join-help { height: auto; }
    """
    BINDINGS = [
        Binding("up,k", "move(-1)", "↑↓ choose", show=False),
        Binding("down,j", "move(1)", show=False),
        Binding("enter,space", "join", "join a free seat"),
        Binding("w", "watch", "watch"),
        Binding("f", "folder", "folder"),
        Binding("escape,backspace,q", "back", "back"),
    ]

    def compose(self) -> ComposeResult:
        yield Static(
            "Join a table · players on their own terminals, on this host", id="status", markup=False
        )
        yield TableList(self.app.tables_folder or tables_dir(), id="tables")
        if self.app.served:
            keys = (
                "  Enter: your own seat, else the first free one · 1-8: that seat\n"
                "  w: watch, seeing what the whole table sees"
            )
        else:
            keys = (
                "  Enter: the first free seat · 1-8: that seat (again after a dropped connection)\n"
                "  w: watch, seeing what the whole table sees · f: the tables of another folder"
            )
        yield Static(keys, id="join-help", markup=False)
        yield Static("", id="hint", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(TableList).focus()
        self.set_interval(LOOK_AGAIN, self.query_one(TableList).look_again)

    def check_action(self, action: str, parameters) -> bool | None:
        return not (
            action == "folder" and self.app.served
        )  # a served player sees the server's tables only

    def _chosen(self) -> TableInfo | None:
        tables = self.query_one(TableList)
        return tables.tables[tables.cursor] if tables.tables else None

    def action_move(self, delta: int) -> None:
        tables = self.query_one(TableList)
        tables.cursor = (tables.cursor + delta) % max(1, len(tables.tables))
        tables.refresh()

    def on_key(self, event) -> None:
        if event.character and event.character in "12345678":
            event.stop()
            self._join(int(event.character) - 1)

    def action_join(self) -> None:
        self._join(None)

    def action_watch(self) -> None:
        self._join(None, watch=True)

    def _join(self, seat: int | None, watch: bool = False) -> None:
        info = self._chosen()
        if info is None:
            return
        served = self.app.served
        try:
            session = table.join(
                self.query_one(TableList).folder,
                info.name,
                seat,
                watch,
                self._served_name(info, watch),
                served and served.player,
                served.club if served else (),
            )
        except MagtuiError as exc:
            self.query_one("#hint", Static).update(str(exc))
            return
        self.app.pop_screen()
        self.app.start_session(session)

    def _served_name(self, info: TableInfo, watch: bool) -> str | None:
        """A served player's seat takes the name of their key, while names may change and no
        other seat has it."""
        served = self.app.served
        if served is None or watch or info.moves or served.player in (s.name for s in info.seats):
            return None
        return served.player

    def action_folder(self) -> None:
        folder = self.query_one(TableList).folder
        self.app.push_screen(
            AskPath(
                "The folder of tables",
                str(folder),
                "The folder a host named with --table DIR; Esc keeps this one.",
            ),
            self._look_in,
        )

    def _look_in(self, text: str | None) -> None:
        if text is None:
            return
        try:
            folder = existing_folder(text)
        except MagtuiError as exc:
            self.query_one("#hint", Static).update(str(exc))
            return
        self.app.tables_folder = folder
        self.query_one(TableList).show(folder)
        self.query_one("#hint", Static).update("")

    def action_back(self) -> None:
        self.app.pop_screen()
