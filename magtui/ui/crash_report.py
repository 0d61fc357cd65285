"""An unexpected error: its traceback goes to crash.log, the player reads one sentence.

Textual ends the app on an error no handler caught and, as the app ends, prints the error's
rendering (a traceback, or the error's own Rich rendering) on the app's `error_console`. It
offers no public hook for the error itself (Textualize/textual#2818), so the app's
`error_console` is a CrashReport: what Textual prints there is written to crash.log, and the
player gets the app's sentence in its place.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.text import Text

from magtui.core import saves

# Wide enough that the log keeps each line of a traceback Textual drew for the terminal.
LOG_WIDTH = 200


class CrashReport(Console):
    """A Rich console on stderr for `App.error_console`. Each error printed on it is added to
    crash.log; the first one prints instead the sentence `notice(path of crash.log)`. Textual's
    own remarks for a developer (strings: "1 of 2 errors shown") are left out."""

    def __init__(self, notice: Callable[[Path], str]) -> None:
        super().__init__(markup=False, highlight=False, stderr=True)
        self._notice = notice
        self._told = False

    def print(self, *objects, **kwargs) -> None:
        errors = [thing for thing in objects if not isinstance(thing, str)]
        if not errors:
            return
        text = Console(file=io.StringIO(), width=LOG_WIDTH, color_system=None, markup=False)
        text.print(*errors)
        path = saves.log_crash_report(text.file.getvalue())
        if not self._told:
            self._told = True
            super().print(Text(self._notice(path)))  # paths and names are never markup
