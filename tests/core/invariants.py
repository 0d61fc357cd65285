"""Conservation of every game's components, for the stateful fuzzers.

Each function returns two mappings read from the state the rules keep: what must stay the
same for the whole game, and what may only shrink (pieces that the rules send to the box).
"""

from __future__ import annotations

from collections import Counter


def orkensturm(state):
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


def magnastorm(state):
    """Cubes by colour (supply, bag, players); crew, lab and station counts per player."""
    from magtui.games.magnastorm import data

    same = {}
    for colour, letter in enumerate(data.CUBE_LETTERS):
        same[f"{letter} cubes"] = (
            state.supply[colour] + state.bag[1 + colour] + sum(c[colour] for c in state.cubes)
        )
    in_hand = state.turn.crew if not state.turn.space else ""
    places = [*state.upper.values(), *state.lower.values(), [in_hand], state.turn.put]
    for seat in range(state.num_players):
        letter = state.letter(seat)
        on_board = sum(p.count(letter) + p.count(letter.lower()) for p in places)
        same[f"crew of seat {seat + 1}"] = state.crew_left[seat] + on_board
        labs = sum(count for owner, count in state.labs.values() if owner == seat)
        same[f"labs of seat {seat + 1}"] = sum(state.slots[seat]) + labs
        built = sum(1 for owner in state.built.values() if owner == seat)
        same[f"stations of seat {seat + 1}"] = state.stations[seat].count(False) - built
    cards = {
        f"artifacts of seat {s + 1}": len(state.artifact_cards[s]) for s in range(state.num_players)
    }
    return (same, {}) if state.phase == "setup" else ({**same, **cards}, {})


def magalon(state):
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


def maglev(state):
    """Robots (the passengers) in the bag, on sites and moons, on trains, player boards and in
    hand only ever leave for the box once play has begun."""
    if state.phase != "play" and state.phase != "over":
        return {}, {}
    robots = sum(state.bag.values()) + sum(len(t.cargo) for t in state.trains)
    robots += sum(len(site.waiting) for site in state.sites.values())
    robots += sum(len(h) for h in state.hand) + sum(len(m) for m in state.moons.values())
    robots += sum(1 for board in state.boards for colour in board.values() if colour)
    return {}, {"robots": robots}


def magnitus(state):
    """Magnets: each one in the galaxy or in one hand, never in two places, never more than the box."""
    from magtui.games.magnitus import data

    ids = [int(i) for i in state.world.ids] + [int(m) for hand in state.hands for m in hand]
    return {
        "each magnet in one place": len(ids) == len(set(ids)),
        "no more magnets than the box": len(ids) <= data.BODIES_PER_SET * state.sets,
    }, {}


BY_GAME = {
    "orkensturm": orkensturm,
    "magnastorm": magnastorm,
    "magalon": magalon,
    "maglev": maglev,
    "magnitus": magnitus,
}
