"""Figures of the engines alone: random full games, and the Magnitus physics."""

from __future__ import annotations

import statistics
import time

from magtui.core import registry
from magtui.core.bots import bot_move
from magtui.core.selfplay import play_one


def random_game_ms(game_id: str, players: int, games: int, seed: int = 1) -> tuple[float, float]:
    """CPU milliseconds of one random bot-vs-bot game (the median of `games` seeds), and per
    1,000 actions over all of them: a game that runs to a win is as long as chance makes it
    (Magalon: 4,000 to 19,000 actions), so the rate is what compares from run to run."""
    spec = registry.get(game_id)
    options = spec.full_options({})
    times, actions = [], 0
    for k in range(games):
        start = time.process_time()
        actions += play_one(spec, players, seed + k, options).actions
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000, sum(times) / max(actions, 1) * 1e6


def random_rounds_ms(game_id: str, players: int, rounds: int, games: int, seed: int = 1) -> float:
    """CPU milliseconds of a random game's first `rounds` rounds (the median of `games` seeds),
    for a game whose random play does not reach its end: Maglev's budget was set on random games
    that a round limit, since withdrawn, stopped after round 40."""
    spec = registry.get(game_id)
    options = spec.full_options({})
    times = []
    for k in range(games):
        state = spec.new_game([f"P{i + 1}" for i in range(players)], seed + k, options)
        bots = [spec.make_bot("random", seat, seed + k) for seat in range(players)]
        start = time.process_time()
        while not state.is_over() and state.round <= rounds:
            seat = state.to_act()[0]
            state.apply(seat, bot_move(bots[seat], state, seat))
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000


PHYSICS_RUNS = 5  # runs of the crowded galaxy per repeat (each ~30 ms of CPU): the fastest counts


def physics_speed(bodies: int, seconds: float, repeat: int) -> tuple[float, float]:
    """Simulated time over CPU time of a crowded Great square, and microseconds per step: the
    fastest of PHYSICS_RUNS × `repeat` runs, since a busy machine's other work only ever adds
    CPU time (two cores shared: a run beside another process's takes up to twice as long)."""
    from magtui.games.magnitus import bench, data
    from magtui.games.magnitus.geometry import Galaxy

    steps, simulated, cpu, _ = bench.measure(bench.crowded_world(bodies), Galaxy(data.GREAT_SQUARE), seconds,
                                             repeat * PHYSICS_RUNS)
    return simulated / max(cpu, 1e-9), cpu / max(steps, 1) * 1e6
