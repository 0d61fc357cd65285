"""The notice shown while the terminal is below the minimum size."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static


class TooSmallNotice(Static):
    """Names the minimum and the terminal's size as it is when drawn."""

    def __init__(self, min_width: int, min_height: int) -> None:
        super().__init__(id="too-small")
        self.minimum = (min_width, min_height)

    def render(self) -> str:
        width, height = self.app.size
        return (
            f"Enlarge the terminal to {self.minimum[0]}×{self.minimum[1]} (now {width}×{height})."
        )


class TooSmallScreen(Screen[None]):
    """Shown while the terminal is below the minimum size; the game underneath is untouched."""

    ENABLE_COMMAND_PALETTE = False

    def __init__(self, min_width: int = 80, min_height: int = 24) -> None:
        super().__init__()
        self.minimum = (min_width, min_height)

    def compose(self) -> ComposeResult:
        yield TooSmallNotice(*self.minimum)

    def refresh_size(self) -> None:
        """Redraw the size line (a no-op before the notice is mounted or after it is gone)."""
        for notice in self.query(TooSmallNotice):
            notice.refresh()
