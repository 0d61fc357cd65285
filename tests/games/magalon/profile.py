"""What the shared suites need to know of Magalon (tests/game_profiles.py)."""

from __future__ import annotations

from collections import Counter

from tests.game_profiles import ruling_codes


def conserved(state):
    """Each player's eleven cards: hand and pile hold them all, less the one on the table; a turn
    may end only with every movement started in it finished (the others are taken back)."""
    from magtui.games.magalon import data as D
    from magtui.games.magalon.actions import End

    full = Counter(D.CARD_VALUES)
    same = {}
    for seat in range(state.num_players):
        held = Counter(state.hands[seat]) + Counter(state.piles[seat])
        missing = full - held
        on_table = seat in state.played and missing == Counter([state.played[seat]])
        same[f"cards of seat {seat + 1}"] = held <= full and (not missing or on_table)
        same[f"at most 3 artifacts for seat {seat + 1}"] = len(state.artifacts[seat]) <= 3
    t = state.turn
    lapse = t is not None and t.unfinished() and End() in state.legal_actions(t.seat)
    same["no started movement left part-done at the end of a turn"] = not lapse
    return same, {}


SPEC_CODES = ruling_codes("L", 23)
COORDINATES = frozenset(f"L{row}" for row in range(1, 20))  # the valley's column L

# Magalon spec: "u takes back the last step of the current turn. The dice result stays as rolled."
CHANCE_MAY_BE_UNDONE = "roll"

# The guided game's keys, a string a lesson, from the board as the lesson before left it (the
# chip in use stays within a turn).
LESSON_KEYS = [
    "3",
    "left up",
    "up",
    "right",
    "1",
    "s left left left left left left left up up up up enter",
    "g",
    *["right"] * 7,
    "down",
    "t",
    "x",
    "m up",
    *["up"] * 9,
    "c down",
    "down",
    "down",
    "e",
    "t",
    "8",
    "m right",
    *["right"] * 5,
    "up",
    "up",
    "c tab up",
    "down",
    "tab tab tab tab tab left",
    "t",
    "4",
    "m up",
    "up",
    "up",
    "right",
    "t",
]
# The shield's ghost walks the valley's empty squares by the arrows, without moving anything.
FOCUS_KEYS = "s"
