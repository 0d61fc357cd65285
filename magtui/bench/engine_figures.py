"""Figures of the engines alone: random games, and the Magnitus physics."""

from __future__ import annotations

import statistics
import time

from magtui.core import registry
from magtui.core.bots import bot_move
from magtui.core.selfplay import play_one


def full_game_rate(game_id: str, players: int, games: int, seed: int = 1) -> float:
    """CPU milliseconds per 1,000 actions of random bot-vs-bot games played to the end (over
    `games` seeds): such a game is as long as chance makes it (Magalon: 4,000 to 19,000
    actions), so the rate is what compares from run to run."""
    spec = registry.get(game_id)
    options = spec.full_options({})
    cpu, actions = 0.0, 0
    for k in range(games):
        start = time.process_time()
        actions += play_one(spec, players, seed + k, options).actions
        cpu += time.process_time() - start
    return cpu / max(actions, 1) * 1e6


def random_rounds_ms(
    game_id: str, players: int, rounds: int, games: int, seed: int = 1, tries: int = 1
) -> float:
    """CPU milliseconds of a random game's first `rounds` rounds (the median of `games` seeds;
    each seed the fastest of `tries` runs, as a busy machine's other work only ever adds CPU
    time), for games whose budget was set on random games that a round limit, since
    withdrawn, stopped after round 40: Magalon and Maglev, whose random play seldom or never
    reaches the end."""
    spec = registry.get(game_id)
    options = spec.full_options({})
    times = []
    for k in range(games):
        runs = []
        for _ in range(tries):
            state = spec.new_game([f"P{i + 1}" for i in range(players)], seed + k, options)
            bots = [spec.make_bot("random", seat, seed + k) for seat in range(players)]
            start = time.process_time()
            while not state.is_over() and state.round <= rounds:
                seat = state.to_act()[0]
                state.apply(seat, bot_move(bots[seat], state, seat))
            runs.append(time.process_time() - start)
        times.append(min(runs))
    return statistics.median(times) * 1000


PHYSICS_RUNS = 5  # runs of the crowded galaxy per repeat (each ~30 ms of CPU): the fastest counts


def physics_speed(bodies: int, seconds: float, repeat: int) -> tuple[float, float]:
    """Simulated time over CPU time of a crowded Great square, and microseconds per step: the
    fastest of PHYSICS_RUNS × `repeat` runs, since a busy machine's other work only ever adds
    CPU time (two cores shared: a run beside another process's takes up to twice as long)."""
    from magtui.games.magnitus import bench, data
    from magtui.games.magnitus.geometry import Galaxy

    steps, simulated, cpu, _ = bench.measure(
        bench.crowded_world(bodies), Galaxy(data.GREAT_SQUARE), seconds, repeat * PHYSICS_RUNS
    )
    return simulated / max(cpu, 1e-9), cpu / max(steps, 1) * 1e6
