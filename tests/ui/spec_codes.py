"""The specs' codes (rulings M29, O10, L6; Maglev Metro's bonus-card ids K02) are for the code:
player-facing text never shows them."""

from __future__ import annotations

import re
from functools import cache

# Each spec numbers its rulings with a letter (shared/specs/<game>.md, "- **M29 ...**"): the
# letter and the last number.
RULINGS = {
    "magnastorm": ("M", 32),
    "orkensturm": ("O", 26),
    "magnitus": ("G", 23),
    "magalon": ("L", 23),
}


@cache
def spec_codes(game: str) -> frozenset[str]:
    """The codes of `game` ("" for the screens of no game: none)."""
    codes = set()
    if game in RULINGS:
        letter, last = RULINGS[game]
        codes |= {f"{letter}{number}" for number in range(1, last + 1)}
    if game == "maglev":
        from magtui.games.maglev import data

        codes |= set(data.CARDS)
    return frozenset(codes)


# Board coordinates that read like a code: Magalon's valley has a column L of 19 rows.
COORDINATES = {"magalon": frozenset(f"L{row}" for row in range(1, 20))}


def codes_shown(game: str, text: str, board: bool = True) -> list[str]:
    """The spec codes of `game` that `text` shows, as whole words; with `board`, the text may
    show the board's coordinates."""
    codes = spec_codes(game) - (COORDINATES.get(game, frozenset()) if board else frozenset())
    return sorted(code for code in codes if re.search(rf"(?<![\w-]){code}(?![\w-])", text))
