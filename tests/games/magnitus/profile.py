"""What the shared suites need to know of Magnitus (tests/game_profiles.py)."""

from __future__ import annotations

from tests.game_profiles import ruling_codes


def conserved(state):
    """Magnets: each one in the galaxy or in one hand, never in two places, never more than the
    box."""
    from magtui.games.magnitus import data

    ids = [int(i) for i in state.world.ids] + [int(m) for hand in state.hands for m in hand]
    return {
        "each magnet in one place": len(ids) == len(set(ids)),
        "no more magnets than the box": len(ids) <= data.BODIES_PER_SET * state.sets,
    }, {}


SPEC_CODES = ruling_codes("G", 23)
FUZZ_BUDGET = (3, 8)  # the magnet physics runs on most moves: fewer, shorter runs


def _typed(position: str) -> str:
    """The keys that type a position: ':' then its characters, then Enter."""
    names = {".": "full_stop", ",": "comma"}
    return " ".join(["colon", *(names.get(char, char) for char in position), "enter"])


LESSON_KEYS = [
    "enter",
    "tab " + "right " * 18 + "enter",
    "tab tab f " + "up " * 18 + "enter",
    "shift+tab " + "r " * 6 + "left " * 18 + "enter",
    f"shift+tab {_typed('87.3,127.3')} enter",
    f"tab tab tab f {_typed('160,170')} v",
    "right",
    "escape",
    "enter",
    f"shift+tab shift+tab {_typed('154,98')} enter",
    f"{_typed('110,170')} enter",
]
