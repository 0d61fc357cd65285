"""The end of a game: who placed where, the points by source, why it ended, and what next."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from magtui.core.game import GameState
from magtui.ui.glyphs import Glyphs

AGAIN, REPLAY, MENU = "again", "replay", "menu"


def _points(value) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return f"{value:g}" if isinstance(value, float) else str(value)


def result_words(state: GameState) -> str:
    """Who won, or the game's own words where nobody wins (a solo game's title)."""
    outcome = state.result()
    return outcome.headline or ", ".join(state.seat_name(s) for s in outcome.winners) + " won"


def ranking_table(state: GameState, glyphs: Glyphs) -> Table:
    """Place, player, the points of each source the game counts, and the total."""
    outcome = state.result()
    sources = list(dict.fromkeys(k for seat in outcome.breakdown.values() for k in seat))
    # one space between the columns: a source per column fits 80 columns beside the longest names
    table = Table(
        box=None,
        pad_edge=False,
        show_edge=False,
        expand=False,
        header_style="bold",
        collapse_padding=True,
    )
    table.add_column("place", justify="right")
    table.add_column("player")
    for source in sources:
        table.add_column(glyphs.text(source), justify="right")
    table.add_column("total", justify="right")
    ahead = 0
    for group in outcome.ranking:
        for seat in group:
            parts = outcome.breakdown.get(seat, {})
            table.add_row(
                f"{ahead + 1}." + ("=" if len(group) > 1 else ""),
                Text(glyphs.text(state.seat_name(seat))),
                *(_points(parts[s]) if s in parts else "-" for s in sources),
                _points(outcome.scores.get(seat, "")),
            )
        ahead += len(group)
    return table


def hint_words(names: list[str], counts: list[int], players: list[int]) -> str:
    """ "Hints: Ann 2 · Bo 0": the hints each player was shown (the `players` seats, and any
    other seat that was shown some before the computer took it over)."""
    seats = [s for s in range(len(names)) if s in players or counts[s]]
    return "Hints: " + " · ".join(f"{names[s]} {counts[s]}" for s in seats)


class GameOverScreen(ModalScreen[str | None]):
    """Dismisses with AGAIN, REPLAY, MENU, or None to look at the final position."""

    BINDINGS = [
        Binding("n", "choose('again')", "play again"),
        Binding("r", "choose('replay')", "replay"),
        Binding("m,q", "choose('menu')", "menu"),
        Binding("enter,escape,backspace,space", "choose(None)", "look at the board"),
    ]

    def __init__(
        self,
        state: GameState,
        glyphs: Glyphs,
        title: str,
        extra: str = "",
        again: bool = True,
        hints: str = "",
    ) -> None:
        super().__init__(classes="dialog")
        self.again = again  # False at a shared table: a new game there is a new table
        self.state = state
        self.glyphs = glyphs
        self.title_text = title
        self.extra = extra
        self.hints = hints  # how many hints each player was shown, where hints were allowed

    def compose(self) -> ComposeResult:
        outcome = self.state.result()
        g = self.glyphs.text
        with VerticalScroll(id="game-over"):
            yield Static(
                Text(g(f"{self.title_text} · game over · {result_words(self.state)}"), style="bold")
            )
            yield Static(ranking_table(self.state, self.glyphs))
            if outcome.explanation:
                yield Static(Text(g(outcome.explanation)), classes="game-over-why")
            if self.extra:
                yield Static(Text(g(self.extra)), classes="game-over-why")
            if self.hints:
                yield Static(Text(g(self.hints)), classes="game-over-why")
            again = "n play again with the same seats · " if self.again else ""
            yield Static(
                Text(g(f"{again}r replay · m menu · Enter look at the board")),
                classes="game-over-keys",
            )

    def check_action(self, action: str, parameters) -> bool | None:
        return self.again or parameters != ("again",)

    def action_choose(self, choice: str | None) -> None:
        self.dismiss(choice)
