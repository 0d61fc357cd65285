"""The specs' codes (rulings M29, O10, L6; Maglev Metro's bonus-card ids K02) are for the code:
player-facing text never shows them."""

from __future__ import annotations

import re

from tests.game_profiles import declared


def spec_codes(game: str) -> frozenset[str]:
    """The codes of `game` ("" for the screens of no game: none)."""
    return declared(game, "SPEC_CODES", frozenset())


def codes_shown(game: str, text: str, board: bool = True) -> list[str]:
    """The spec codes of `game` that `text` shows, as whole words; with `board`, the text may
    show the board's coordinates."""
    codes = spec_codes(game) - (
        declared(game, "COORDINATES", frozenset()) if board else frozenset()
    )
    return sorted(code for code in codes if re.search(rf"(?<![\w-]){code}(?![\w-])", text))
