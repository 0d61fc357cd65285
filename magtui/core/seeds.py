"""The seed of a game: every deal and draw follows from it, and a save holds it as it is.

One range for every way a game starts (the command line, the setup screen, a shared table)
and for the saves that bring it back, so a game that starts can always be continued.
"""

from __future__ import annotations

import random

from magtui.core.errors import MagtuiError

SEED_LIMIT = 1 << 64  # a seed's size stays below this (the random source keeps 64 bits of it)
RANGE = "a whole number between -2^64 and 2^64"


def fits(seed: int) -> bool:
    return -SEED_LIMIT < seed < SEED_LIMIT


def check_seed(seed: int) -> int:
    if not fits(seed):
        raise MagtuiError(f"The seed must be {RANGE}.")
    return seed


def parse_seed(text: str) -> int:
    """A typed seed; a MagtuiError says what a seed may be."""
    try:
        seed = int(text)
    except ValueError:
        raise MagtuiError(f"The seed must be {RANGE}.") from None
    return check_seed(seed)


def new_seed() -> int:
    """A seed for a game that was given none."""
    return random.randrange(1 << 31)
