"""Join a table: the open tables of the tables folder, a seat or a spectator's place at one."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from magtui.core import registry
from magtui.core.errors import MagtuiError
from magtui.core.table_store import TableInfo, open_tables, tables_dir
from magtui.ui.keybar import KeyBar


def describe(info: TableInfo) -> str:
    """ork-k4kp  Orkensturm  4 players · move 31 · free: 2 Boris, 3 Chen"""
    free = ", ".join(f"{s + 1} {info.seats[s].name}" for s in info.free_seats())
    title = registry.info(info.game).title if info.game in registry.game_ids() else info.game
    return (f"{info.name:<9} {title[:12]:<12} {len(info.seats)} players · move {info.moves}"
            + (f" · free: {free}" if free else " · no free seat"))


class TableList(Widget, can_focus=True):
    cursor = 0

    def __init__(self, tables: list[TableInfo], **kwargs) -> None:
        super().__init__(**kwargs)
        self.tables = tables

    def render(self) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        if not self.tables:
            text.append(f"  No open table in {tables_dir()}.\n  Host one with s in the menu, "
                        "or `magtui host GAME` from the shell.")
        for i, info in enumerate(self.tables):
            mark = "▸" if i == self.cursor else " "
            text.append(self.app.glyphs.text(f"{mark} {describe(info)}"[: max(1, self.size.width)]) + "\n",
                        style="reverse" if i == self.cursor else "")
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
        Binding("escape,backspace,q", "back", "back"),
    ]

    def compose(self) -> ComposeResult:
        yield Static("Join a table · players on their own terminals, on this host", id="status", markup=False)
        yield TableList(open_tables(tables_dir()), id="tables")
        yield Static("  Enter: the first free seat · 1-8: that seat (again after a dropped connection) "
                     "· w: watch, seeing only what the whole table sees.", id="join-help", markup=False)
        yield Static("", id="hint", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(TableList).focus()

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
        from magtui.core import table

        info = self._chosen()
        if info is None:
            return
        try:
            session = table.join(tables_dir(), info.name, seat, watch)
        except MagtuiError as exc:
            self.query_one("#hint", Static).update(str(exc))
            return
        self.app.pop_screen()
        self.app.start_session(session)

    def action_back(self) -> None:
        self.app.pop_screen()
