"""Headless bot-vs-bot games, for `magtui selfplay` and benchmarks."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Mapping

from magtui.core.bots import bot_move
from magtui.core.game import GameSpec


@dataclass
class GameReport:
    seed: int
    winners: tuple[str, ...]
    actions: int
    finished: bool = True


class EngineFailure(Exception):
    """An engine error during self-play, with what reproduces it."""

    def __init__(self, seed: int, index: int, error: BaseException):
        super().__init__(f"seed {seed}, action index {index}: {type(error).__name__}: {error}")
        self.seed, self.index, self.error = seed, index, error


def play_one(
    spec: GameSpec, players: int, seed: int, options: Mapping[str, str], level: str = "random"
) -> GameReport:
    names = [f"P{i + 1}" for i in range(players)]
    state = spec.new_game(names, seed, options)
    bots = [spec.make_bot(level, seat, seed) for seat in range(players)]
    limit = spec.max_actions(players, state.options)
    count = 0
    try:
        while not state.is_over():
            if count >= limit:
                if not spec.kind.always_ends:
                    return GameReport(seed, (), count, finished=False)
                raise RuntimeError(f"no end after {limit} actions")
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            if not legal:
                raise RuntimeError(f"{state.seat_name(seat)} must act but has no legal action")
            action = bot_move(bots[seat], state, seat)
            state.apply(seat, action)
            count += 1
        outcome = state.result()
    except Exception as exc:  # any engine error, a refused bot move included, is a failure
        raise EngineFailure(seed, count, exc) from exc
    return GameReport(seed, tuple(state.names[s] for s in outcome.winners), count)


def run(
    spec: GameSpec, players: int, games: int, seed: int, options: Mapping[str, str], level: str, out
) -> int:
    """Play `games` games, print a line each and a summary; returns the exit code."""
    start = time.perf_counter()
    total = 0
    for k in range(games):
        game_seed = seed + k
        try:
            report = play_one(spec, players, game_seed, options, level)
        except EngineFailure as failure:
            print(
                f"ENGINE ERROR {failure} "
                f"(reproduce: magtui selfplay {spec.id} --players {players} "
                f"--seed {game_seed} --games 1)",
                file=out,
            )
            return 1
        total += report.actions
        winners = ",".join(report.winners) or "-"
        ending = "" if report.finished else " (no end within the action bound)"
        print(f"seed={report.seed} winner={winners} actions={report.actions}{ending}", file=out)
    seconds = time.perf_counter() - start
    per = max(seconds, 1e-9)
    print(
        f"games={games} actions={total} seconds={seconds:.3f} "
        f"games_per_s={games / per:.2f} actions_per_s={total / per:.1f}",
        file=out,
    )
    return 0
