"""Continue: the autosaved games in progress, one line each (game, players, round, when)."""

from __future__ import annotations

import time

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from magtui.core import registry, saves
from magtui.core.errors import MagtuiError
from magtui.core.names import printable
from magtui.ui.keybar import KeyBar


def ago(seconds: float) -> str:
    if seconds < 90:
        return "just now"
    if seconds < 5400:
        return f"{int(seconds // 60)} min ago"
    if seconds < 172800:
        return f"{int(seconds // 3600)} h ago"
    return f"{int(seconds // 86400)} days ago"


def describe(game: saves.SavedGame, now: float | None = None) -> str:
    """One line about an autosaved game, from its newest readable file (never trusted: every
    field is checked for its type before it is shown)."""
    now = time.time() if now is None else now
    when = ago(now - game.modified)
    record = game.record
    if record is None:
        return f"an autosave that cannot be read · {when}"
    try:
        title = registry.info(str(record.get("game"))[:40]).title.split(":")[0]
    except MagtuiError:
        title = printable(str(record.get("game"))[:20])
    seats = record.get("seats") if isinstance(record.get("seats"), list) else []
    names = ", ".join(printable(str(s.get("name"))[:20]) for s in seats[:8] if isinstance(s, dict))
    actions = record.get("actions")
    round_ = record.get("round")
    if isinstance(round_, int) and not isinstance(round_, bool):
        progress = f"round {round_}"
    else:
        progress = f"{len(actions) if isinstance(actions, list) else 0} moves"
    guided = " (guided)" if record.get("course") is True else ""
    return f"{title}{guided} · {names} · {progress} · {when}"


class GameList(Widget, can_focus=True):
    cursor = 0

    def __init__(self, lines: list[str], **kwargs) -> None:
        super().__init__(**kwargs)
        self.lines = lines

    def render(self) -> Text:
        text = Text()
        for i, line in enumerate(self.lines):
            mark = "▸" if i == self.cursor else " "
            row = self.app.glyphs.text(f"{mark} {i + 1}  {line}")[: max(1, self.size.width)]
            text.append(row, style="reverse" if i == self.cursor else "")
            text.append("\n")
        return text


class ContinueScreen(Screen[saves.SavedGame | None]):
    """Choose one of several games in progress; dismisses with it, or None."""

    DEFAULT_CSS = """
    ContinueScreen #games { height: 1fr; padding: 1 0 0 0; }
    """

    BINDINGS = [
        Binding("up,k", "move(-1)", "↑↓ choose", show=False),
        Binding("down,j", "move(1)", show=False),
        Binding("enter,space", "choose", "continue"),
        Binding("escape,backspace,q", "cancel", "back"),
    ]

    def __init__(self, games: list[saves.SavedGame]) -> None:
        super().__init__()
        self.games = games[:9]

    def compose(self) -> ComposeResult:
        yield Static("  CONTINUE A GAME IN PROGRESS", id="status", markup=False)
        yield GameList([describe(g) for g in self.games], id="games")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(GameList).focus()

    def on_key(self, event) -> None:
        if (
            event.character
            and event.character.isdigit()
            and 1 <= int(event.character) <= len(self.games)
        ):
            event.stop()
            self.dismiss(self.games[int(event.character) - 1])

    def action_move(self, delta: int) -> None:
        games = self.query_one(GameList)
        games.cursor = (games.cursor + delta) % len(self.games)
        games.refresh()

    def action_choose(self) -> None:
        self.dismiss(self.games[self.query_one(GameList).cursor])

    def action_cancel(self) -> None:
        self.dismiss(None)
