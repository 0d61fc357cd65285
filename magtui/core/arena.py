"""Headless matches between bot levels, for `magtui arena`: who wins, by how much, how fast.

Levels are dealt to seats in rotation (game k shifts every level one seat on), so no level
always sits where the game starts. Strength is what this prints, never what a test asserts.
"""

from __future__ import annotations

import math
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Mapping, Sequence, TextIO

from magtui.core.capabilities import PlayedInParts
from magtui.core.bots import FirstBot, bot_move
from magtui.core.errors import OptionError
from magtui.core.game import GameSpec, Outcome

Z95 = 1.96


@dataclass
class LevelRecord:
    """Everything one level did over a match, one entry per seat-game it played."""

    wins: list[float] = field(default_factory=list)  # 1 a sole first place, 1/k a shared one
    ranks: list[float] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)  # one per decision


def seating(levels: Sequence[str], game: int) -> list[str]:
    """The level of each seat in game number `game`."""
    shift = game % len(levels)
    return [levels[(seat - shift) % len(levels)] for seat in range(len(levels))]


def place_of(outcome: Outcome, seat: int) -> tuple[int, int]:
    """(rank counting the seats ahead, size of the seat's group) — 1 is first place."""
    ahead = 0
    for group in outcome.ranking:
        if seat in group:
            return ahead + 1, len(group)
        ahead += len(group)
    return ahead + 1, 1


def make_bot(spec: GameSpec, level: str, seat: int, seed: int):
    """The game's levels, and `first` (always the first legal action) as a baseline."""
    return FirstBot(seat, seed) if level == FirstBot.level else spec.make_bot(level, seat, seed)


def check_levels(spec: GameSpec, levels: Sequence[str]) -> None:
    spec.check_players(len(levels))
    for level in levels:
        make_bot(spec, level, 0, 0)  # an unknown level fails here, before any game


@dataclass
class Match:
    records: dict[str, LevelRecord]
    unfinished: int  # games stopped at the action bound (bots that never end a game)
    bound: int


def play_match(
    spec: GameSpec,
    levels: Sequence[str],
    games: int,
    seed: int,
    options: Mapping[str, str],
    progress: TextIO | None = None,
    deals: int | None = None,
) -> Match:
    """Play `games` games with one seat per entry of `levels`.

    The arena bounds its own runs: a game still going after the game's action bound is
    stopped and left out of the figures (a `first` bot may repeat one action for ever).
    With `deals`, a game made of parts (Magnitus' games within a match) stops after that many
    parts, and each finished part counts as one game: two bots that seldom take penalties
    would otherwise play a match that hardly ever reaches its limit."""
    check_levels(spec, levels)
    if games < 1:
        raise OptionError("An arena needs at least one game.")
    match = Match(
        {level: LevelRecord() for level in levels},
        0,
        spec.max_actions(len(levels), spec.full_options(options)),
    )
    names = [f"P{i + 1}" for i in range(len(levels))]
    started = time.perf_counter()
    for game in range(games):
        game_seed = seed + game
        seats = seating(levels, game)
        state = spec.new_game(names, game_seed, options)
        bots = [make_bot(spec, level, s, game_seed) for s, level in enumerate(seats)]
        for _ in range(match.bound):
            if state.is_over() or (deals and len(_parts(state)) >= deals):
                break
            seat = state.to_act()[0]
            clock = time.perf_counter()
            action = bot_move(bots[seat], state, seat)
            match.records[seats[seat]].seconds.append(time.perf_counter() - clock)
            state.apply(seat, action)
        if progress is not None:
            _show_progress(progress, game + 1, games, time.perf_counter() - started)
        outcomes = _counted_outcomes(state, deals)
        if not outcomes:
            match.unfinished += 1
        for outcome in outcomes:
            _record(match, seats, outcome)
    if progress is not None:
        progress.write("\n")
    return match


def _parts(state) -> list[Outcome]:
    return state.parts() if isinstance(state, PlayedInParts) else []


def _counted_outcomes(state, deals: int | None) -> list[Outcome]:
    """What one game of the arena counts: its outcome once over, or with `deals` the outcomes
    of its first parts; none for a game stopped at the bound."""
    if deals:
        return _parts(state)[:deals]
    return [state.result()] if state.is_over() else []


def _record(match: Match, seats: Sequence[str], outcome: Outcome) -> None:
    for seat, level in enumerate(seats):
        rank, shared = place_of(outcome, seat)
        record = match.records[level]
        record.wins.append(1.0 / shared if rank == 1 else 0.0)
        record.ranks.append(rank)
        record.scores.append(float(outcome.scores.get(seat, 0.0)))


def _show_progress(out: TextIO, done: int, total: int, seconds: float) -> None:
    width = 30
    filled = round(width * done / total)
    left = seconds / done * (total - done)
    out.write(
        f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games, ~{left:.0f} s left "
    )
    out.flush()


def mean_interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, Z95 * statistics.stdev(values) / math.sqrt(len(values))


def rate_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """A win rate with its 95% Wilson interval (low, high), which stays inside 0..1."""
    n = len(values)
    p = sum(values) / n
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return p, max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def report(match: Match, players: int) -> str:
    """The table `magtui arena` prints: one line per level."""
    records = match.records
    lines = [
        f"{'level':<10} {'seats':>5} {'win rate (95%)':>22} {'mean rank':>14} "
        f"{'mean score':>16} {'s/decision median p95 max':>27}"
    ]
    for level, r in records.items():
        if not r.wins:
            lines.append(f"{level:<10} no finished game")
            continue
        rate, low, high = rate_interval(r.wins)
        rank, rank_half = mean_interval(r.ranks)
        score, score_half = mean_interval(r.scores)
        timing = (
            f"{statistics.median(r.seconds):.3f} {percentile(r.seconds, 0.95):.3f} "
            f"{max(r.seconds):.3f}"
            if r.seconds
            else "-"
        )
        lines.append(
            f"{level:<10} {len(r.wins):>5} {rate:>7.1%} ({low:.1%}–{high:.1%}) "
            f"{rank:>7.2f} ±{rank_half:<5.2f} {score:>8.2f} ±{score_half:<6.2f} {timing:>27}"
        )
    if players == 1:  # a solo game's place says nothing: its scores do
        for level, r in records.items():
            if r.scores:
                lines.append(f"{level} alone: scores from {min(r.scores):g} to {max(r.scores):g}")
    else:
        lines.append(f"chance of first place with {players} players: {1 / players:.1%}")
    if match.unfinished:
        lines.append(
            f"{match.unfinished} games were stopped unfinished after {match.bound} "
            "actions and are not counted"
        )
    return "\n".join(lines)


def run(
    spec: GameSpec,
    levels: Sequence[str],
    games: int,
    seed: int,
    options: Mapping[str, str],
    out: TextIO,
    deals: int | None = None,
) -> int:
    """`magtui arena`: play the match, print the table; returns the exit code."""
    progress = sys.stderr if sys.stderr.isatty() else None
    match = play_match(spec, levels, games, seed, options, progress, deals)
    counted = f", every game of a match counted (at most {deals} a match)" if deals else ""
    print(
        f"{spec.title}, {len(levels)} players, {games} games from seed {seed}{counted}, "
        f"seats rotated: {', '.join(levels)}",
        file=out,
    )
    print(report(match, len(levels)), file=out)
    return 0
