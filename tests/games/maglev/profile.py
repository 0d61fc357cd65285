"""What the shared suites need to know of Maglev Metro (tests/game_profiles.py)."""

from __future__ import annotations


def conserved(state):
    """Robots (the passengers) in the bag, on sites and moons, on trains, player boards and in
    hand only ever leave for the box once play has begun."""
    if state.phase != "play" and state.phase != "over":
        return {}, {}
    robots = sum(state.bag.values()) + sum(len(t.cargo) for t in state.trains)
    robots += sum(len(site.waiting) for site in state.sites.values())
    robots += sum(len(h) for h in state.hand) + sum(len(m) for m in state.moons.values())
    robots += sum(1 for board in state.boards for colour in board.values() if colour)
    return {}, {"robots": robots}


def _bonus_card_ids():
    from magtui.games.maglev import data

    return frozenset(data.CARDS)


SPEC_CODES = _bonus_card_ids()


def shown_as(item: str) -> str:
    """A bonus card reads as its label."""
    from magtui.games.maglev import data
    from magtui.games.maglev.describe import card_label

    return card_label(item) if item in data.CARDS else item


def frame_keys(state):
    """In play the scan opens the seat's bonus cards (view 4) before a move is made for it, so
    that the private cards are on the screens it reads."""
    return ("4",) if state.phase == "play" else None


def private_headings(state, seat):
    return {f"{state.seat_name(seat)}'s bonus cards", "In front of you in the draft"}


# The guided game (magtui/games/maglev/lessons.py): the keys of each lesson's move, from a fresh
# decision.
LESSON_KEYS = (
    "4",
    "1",
    "2",
    "1",
    "2",
    "r r down down down down down down down up enter",
    "r right right right enter",
    "right right right down enter",
    "enter 1",
    "tab r enter",
    "enter 1",
    "enter",
    "enter 7 1",
    "enter",
    "enter 3",
    "1",
    "enter 2",
    "enter 4",
    "right right down down down left left enter",
    "enter 1 2",
    "tab tab tab tab r enter",
    "enter",
    "enter 7 2",
    "down down down down down enter",
    "enter 3",
    "1",
    "enter 1 2",
    "r r enter",
    "enter",
    "enter 7 3",
    "enter",
    "enter 6",
    "enter right right right right right enter",
    "enter 6",
    "down left down up left left up left enter down right right up right right enter",
    "enter 5",
    "enter 2",
    "b",
    "enter 4",
    "down down down down down down enter",
)

# Tab shows the next player's board (a view without a cursor) where the map's cursor was.
FOCUS_KEYS = "tab"
