"""Random games keep the line and train invariants of spec §2.4–§2.5 after every action."""

import pytest

from magtui.core.bots import RandomBot
from magtui.games.maglev import FULL_CHECKS, SPEC, data
from magtui.games.maglev import playerboard as pb

from .helpers import NAMES


def check(state):
    for seat in range(state.num_players):
        train = state.trains[seat]
        if train.at is None:
            assert not state.tiles[seat]
            continue
        line = state.line(seat, relaxed=seat in state.must_cut)
        assert line.valid, f"{state.names[seat]}'s line broke: {line.reason}"
        if train.at in data.MOON_NAMES:
            assert data.MARS["launch_pad"] in line.stations
            continue
        node = state.node_of[train.at]
        assert node in line.stations, "the train stands on a station of its own line"
        conns = state.train_conns(seat)
        if train.head is not None:
            assert train.head in conns
        elif state.pending is None or state.current != seat:
            assert len(conns) <= 1 or seat in state.must_cut or state.must_face(seat)
        shedding = state.pending and state.pending.shed
        assert len(train.cargo) <= pb.capacity(state.boards[seat]) or shedding
    for node in set(state.node_of.values()):
        colours = state.loc_colours(node)
        assert not colours & set(state.waiting(node)), (
            "a passenger waits at its own colour's station"
        )
    assert all(n >= 0 for n in state.bag.values())


def passengers(state) -> int:
    """Every passenger still in the game, wherever it is."""
    total = sum(state.bag.values()) + sum(state.piles.values()) + state.turns_pile
    total += sum(len(site.waiting) for site in state.sites.values())
    total += sum(len(w) for w in state.moons.values())
    total += sum(state.supply.values())  # each supply tile carries one
    if state.pending and state.pending.source == "tile":
        total += 1  # a new station's passenger on its way to the board
    for seat in range(state.num_players):
        total += len(state.trains[seat].cargo) + len(state.hand[seat])
        total += sum(1 for v in state.boards[seat].values() if v)
    return total


@pytest.mark.parametrize("mapname", ["moon", "mars"])
@pytest.mark.parametrize("players,seed", [(1, 5), (2, 6), (3, 7), (4, 8), (2, 9), (3, 10), (4, 11)])
def test_random_games_keep_lines_valid(mapname, players, seed):
    state = SPEC.new_game(list(NAMES[:players]), seed, {"map": mapname})
    bots = [RandomBot(s, seed) for s in range(players)]
    total = None
    # the rules may never end a random game; the steps the harness checks in full are enough here
    limit = min(SPEC.max_actions(players, state.options), FULL_CHECKS)
    for _ in range(limit):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(None, state.legal_actions(seat)))
        check(state)
        if state.phase == "play":
            total = passengers(state) if total is None else total
            assert passengers(state) == total, "a passenger appeared or vanished"
