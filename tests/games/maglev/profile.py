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


def private_headings(state, seat):
    return {f"{state.seat_name(seat)}'s bonus cards", "In front of you in the draft"}
