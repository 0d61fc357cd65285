"""Player names: plain text that fits every screen.

A name is drawn on covers, status lines and logs, and written to the terminal; so it may hold
no control characters or escape sequences (they would retitle or clear the terminal), and it
must fit the narrowest place it is drawn. The CLI, the setup screen and loading a save all
refuse a bad name through `check_names`, with a sentence the player can act on.
"""

from __future__ import annotations

import unicodedata
from typing import Sequence

from magtui.core.errors import OptionError

DEFAULT_NAMES = ("Anna", "Boris", "Chen", "Dana", "Emil", "Fatma", "Greta", "Hiro")


def default_names(count: int) -> list[str]:
    """The names seats get when the players give none."""
    return list(DEFAULT_NAMES[:count])


NAME_WIDTH = 16  # terminal cells: the cover's headline and the 80-column panels stay intact

# Unicode categories a name may not contain: controls (ESC, BEL, newline), format characters
# (bidirectional overrides that reorder the line), surrogates, private use, unassigned, and
# line and paragraph separators.
_REFUSED = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


def cell_width(text: str) -> int:
    """How many terminal cells `text` takes (wide East Asian characters take two)."""
    width = 0
    for ch in text:
        if unicodedata.combining(ch):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def shown(name: str, limit: int = 24) -> str:
    """`name` made safe to quote in a message: escapes spelled out, long names cut."""
    return repr(name[:limit] + ("…" if len(name) > limit else ""))


def printable(text: str) -> str:
    """`text` with every refused character spelled out (for names read from an unchecked
    file before it is refused, such as the menu's Continue line)."""
    return "".join(repr(ch)[1:-1] if unicodedata.category(ch) in _REFUSED else ch for ch in text)


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a player's name, or None when it can."""
    if not name.strip():
        return "Player names may not be empty."
    bad = next((ch for ch in name if unicodedata.category(ch) in _REFUSED), None)
    if bad is not None:
        return (
            f"The player name {shown(name)} holds a control character ({bad!r}); "
            "names are plain text."
        )
    if len(name) > NAME_WIDTH:
        return f"The player name {shown(name)} is too long: at most {NAME_WIDTH} characters."
    if cell_width(name) > NAME_WIDTH:
        return (
            f"The player name {shown(name)} is too long: at most {NAME_WIDTH} characters, "
            "wide ones counting twice."
        )
    return None


def check_names(names: Sequence[str]) -> None:
    """Raise OptionError naming the first bad or repeated name."""
    for name in names:
        problem = name_problem(str(name))
        if problem:
            raise OptionError(problem)
    if len(set(names)) != len(names):
        raise OptionError("Player names must be unique.")
