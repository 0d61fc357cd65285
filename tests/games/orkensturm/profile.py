"""What the shared suites need to know of Orkensturm (tests/game_profiles.py)."""

from __future__ import annotations

from tests.game_profiles import ruling_codes


def conserved(state):
    """Influence cards by colour: supply, reserve, the Orkensturm pile, hands and open Tax
    offers (yellow leaves the hand when offered); advisors: decks and players."""
    from magtui.games.orkensturm import data as D

    same = {}
    for colour, name in enumerate(D.COLOUR_NAMES):
        count = state.supply[colour] + state.reserve[colour] + state.ork[colour]
        count += sum(hand[colour] for hand in state.hands)
        if state.tax and colour == D.Y:
            count += sum(state.tax.offers.values())
        same[f"{name} cards"] = count
    same["advisors"] = sum(len(d) for d in state.adv_decks.values()) + sum(
        len(a) for a in state.advisors
    )
    return same, {}


SPEC_CODES = ruling_codes("O", 26)

# Keys that make a typical move of a decision the frame scan's random keys rarely find
# (setting two cards aside, then Enter).
_FRAME_KEYS = {
    "loyalty": ["1"],
    "place": ["enter"],
    "troop": ["1"],
    "take": ["1"],
    "action": ["1", "1"],
    "inspect": ["enter"],
    "advisor": ["enter"],
    "tax": ["enter"],
    "joust": ["enter"],
    "contribute": ["space", "space", "down"] * 6 + ["enter"],
}


def frame_keys(state):
    return _FRAME_KEYS.get(state.phase)


def shown_as(item: str) -> str:
    """An advisor reads with its name (its bare id, B13, could be a reserve of 13 blue cards)."""
    from magtui.games.orkensturm import data

    return f"{item} {data.ADVISORS[item][1][:8]}" if item in data.ADVISORS else item


def private_headings(state, seat):
    """A hand is counts the scan cannot tell from other numbers: its headings are private."""
    seen = {"YOUR HAND", "'S HAND · seen by"}
    if "inspected" in state.private_view(seat):
        seen.add(f"seen by {state.seat_name(seat)} only")
    return seen


# The guided game: the keys that make each lesson's move, as its card says.
LESSON_KEYS = (
    "2",
    "enter",
    "down enter",
    "2 2 6",
    "enter",
    "2 space 6 space enter",
    "tab tab enter",
    "2",
    "5",
    "2",
    "2 enter",
    "2 space 6 space enter",
    "tab tab tab tab enter",
    "2",
    "2",
    "2 space 5 space enter",
)

# Tab steps the disc's cursor to the next character space.
FOCUS_KEYS = "tab"
