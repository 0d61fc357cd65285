"""What the shared suites need to know of each game, declared in the game's own test folder
(`tests/games/<game>/profile.py`), so a new game joins every shared suite by existing.

A profile may define, each optional (the default in brackets):
- `conserved(state) -> (same, shrinking)`: component counts the stateful fuzzers hold
  constant, and those that may only shrink [none];
- `FUZZ_BUDGET = (examples, steps)` for the stateful fuzzers [(6, 30)];
- `CHANCE_MAY_BE_UNDONE`: the notation of the one chance action the rules let a player take
  back, because the same draw comes again [None];
- `SPEC_CODES`: the spec's codes (rulings, card ids) that player-facing text never shows, and
  `COORDINATES`: those of them a board may show as coordinates [none];
- `frame_keys(state) -> keys | None`: keys that make a typical move where the frame scan's
  random keys rarely find one; `shown_as(item) -> text`: how a private item of the game's view
  reads on screen; `private_headings(state, seat) -> texts`: headings only a seat's private
  screen draws [none];
- `LESSON_KEYS`: for the guided game, one string of space-separated Textual key names per
  lesson ("right right enter"), the keys that make the lesson's move [none];
- `FOCUS_KEYS`: keys besides the arrows that move the cursor to other parts of the board
  ("tab"), for the sweep of the rule under the cursor [none].
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType
from typing import Any


@cache
def profile(game_id: str) -> ModuleType | None:
    """The profile of `game_id`; None for a game without one (or without a test folder: the
    toy), or for no game ("")."""
    if not game_id:
        return None
    try:
        return importlib.import_module(f"tests.games.{game_id}.profile")
    except ModuleNotFoundError as exc:
        if exc.name not in (f"tests.games.{game_id}", f"tests.games.{game_id}.profile"):
            raise  # a game without a test folder of its own (the toy) has no profile either
        return None


def declared(game_id: str, name: str, default: Any = None) -> Any:
    """What `game_id`'s profile declares as `name`, or `default`."""
    return getattr(profile(game_id), name, default)


def ruling_codes(letter: str, last: int) -> frozenset[str]:
    """A spec's rulings, numbered with its letter ("- **M29 ...**"): M1 to M`last`."""
    return frozenset(f"{letter}{number}" for number in range(1, last + 1))


# The names a profile may declare (a misspelt one would be silently ignored otherwise).
KNOWN = frozenset(
    {
        "conserved",
        "FUZZ_BUDGET",
        "CHANCE_MAY_BE_UNDONE",
        "SPEC_CODES",
        "COORDINATES",
        "frame_keys",
        "shown_as",
        "private_headings",
        "LESSON_KEYS",
        "FOCUS_KEYS",
    }
)
