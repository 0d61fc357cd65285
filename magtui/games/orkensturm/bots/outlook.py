"""How the search levels score a sampled world: each seat's projected final AP.

A seat's projection is its AP, its hand (the fuel of the next contributions and options),
and, for every ending weighted by how likely it is, its side's reward and its advisors'
worth in that ending. The likelihood of an ending comes from how fast its track falls: the
side with more players feeds more of its troops into the war, so the enemy's troops fall
faster (rates measured over games of the heuristic against itself, 3 to 8 players).
"""

from __future__ import annotations

from math import exp

from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.model import OrkensturmModel
from magtui.games.orkensturm.scoring import advisor_value

SLOWEST = 0.15  # a track that hardly moves still falls this much a turn
SHARPNESS = 0.5  # how strongly a sooner ending outweighs a later one (per turn)
SCALE = 4.0  # AP of lead that make a position clearly better


def track_rates(world: OrkensturmModel) -> dict[str, float]:
    """How much each track falls a turn, on average, given the sides' sizes."""
    lean = max(-1.5, min(1.5, len(world.seats_of(D.BRIN)) - len(world.seats_of(D.ANSWIN))))
    return {
        "M": max(SLOWEST, 0.75 - 0.4 * lean),
        "O": max(SLOWEST, 0.95 + 0.45 * lean),
        "T": max(SLOWEST, 0.75 + 0.15 * lean),
        "S": SLOWEST,
    }


def ending_odds(world: OrkensturmModel) -> dict[str, float]:
    """A likelihood for each ending A-D: the sooner its track reaches 0, the likelier."""
    rates = track_rates(world)
    weights = {
        ending: exp(-SHARPNESS * world.tracks[track] / rates[track])
        for ending, track in D.ENDING_ORDER
    }
    total = sum(weights.values())
    return {ending: w / total for ending, w in weights.items()}


def projected(world: OrkensturmModel) -> list[float]:
    """Every seat's expected final AP, as far as the position tells."""
    odds = ending_odds(world)
    members = {side: len(world.seats_of(side)) for side in D.SIDES}
    values = []
    for seat in range(world.num_players):
        size = sum(world.hands[seat])
        value = world.ap[seat] + 0.5 * min(size, 8) + 0.1 * max(0, size - 8)
        side = world.sides[seat]
        for ending, p in odds.items():
            worth = sum(advisor_value(card, world, seat, ending) for card in world.advisors[seat])
            if side == D.ENDING_SIDE[ending]:
                worth += D.faction_reward(ending, members[side], world.tracks["S"])
            value += p * worth
        values.append(value)
    return values


def outlook(world: OrkensturmModel, seat: int) -> float:
    """0..1: the seat's projected lead over the best rival (a finished game: final_value)."""
    if world.is_over():
        return final_value(world, seat)
    if world.phase in ("loyalty", "advisor"):
        return 0.5
    values = projected(world)
    rival = max(v for s, v in enumerate(values) if s != seat)
    return 1 / (1 + exp(-(values[seat] - rival) / SCALE))


def final_value(world: OrkensturmModel, seat: int) -> float:
    """0..1 for a finished game: mostly the share of first place, a little the rank."""
    ranking = world.result().ranking
    ahead = 0
    for group in ranking:
        if seat in group:
            break
        ahead += len(group)
    first = 1 / len(ranking[0]) if seat in ranking[0] else 0.0
    return 0.8 * first + 0.2 * (1 - ahead / max(1, world.num_players - 1))
