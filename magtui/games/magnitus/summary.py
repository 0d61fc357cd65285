"""The summary of a finished game of Magnitus: who emptied their hand, every player's bodies
left and penalty points, the -3, and what happens next; frozen values kept in the state, and
their words for the board and the end of the match. The last turn's physics is kept the same way."""

from __future__ import annotations

from dataclasses import dataclass

from magtui.core.model import Model
from magtui.games.magnitus import data


@dataclass(frozen=True)
class SummaryRow(Model):
    seat: int
    left: int  # bodies left in hand
    change: int  # penalty points the game's end added (the -3 for the one who emptied)
    total: int


@dataclass(frozen=True)
class GameSummary(Model):
    game: int
    emptied: int  # the seat that placed its last body
    rows: tuple[SummaryRow, ...]
    target: int
    out: tuple[int, ...]  # seats eliminated at the limit (Universe)


@dataclass(frozen=True)
class LastTurn(Model):
    """The last turn that ran the physics: what the board shows of it."""

    seat: int
    placed: int | None
    fell: tuple[int, ...]
    lifted: tuple[int, ...]
    clusters: tuple[tuple[int, ...], ...]
    taken: tuple[int, ...]
    holes: tuple[tuple[int, ...], ...]
    result: str
    steps: int
    elapsed: float


def game_summary(state, emptied: int, before: list[int]) -> GameSummary:
    """Taken right after the scoring of a game: `before` holds the totals as the game began to be
    scored (black-hole points of this game are already in them)."""
    rows = tuple(
        SummaryRow(s, len(state.hands[s]), state.totals[s] - before[s], state.totals[s])
        for s in state.alive
    )
    out = tuple(s for s in state.alive if state.totals[s] >= state.target) if state.universe else ()
    return GameSummary(state.games, emptied, rows, state.target, out)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("−" + str(-n) if n < 0 else "0")


def summary_lines(summary: GameSummary, names, letters: str = "ABCD") -> list[str]:
    """The table of a game's end, one string per line (at most 40 columns wide)."""
    emptied = summary.emptied
    lines = [
        f"END OF GAME {summary.game}",
        f"{names[emptied]} placed the last body.",
        "",
        "player      left  penalty  total",
    ]
    for row in summary.rows:
        s = row.seat
        change = f"−{data.EMPTY_HAND_BONUS}" if s == emptied else _signed(row.change)
        lines.append(f"{letters[s]} {names[s][:8]:<8} {row.left:>5}  {change:>7}  {row.total:>5}")
    lines += [
        "",
        f"Each other player adds the bodies left in hand; {names[emptied]} removes "
        f"{data.EMPTY_HAND_BONUS} (not below 0).",
    ]
    for s in summary.out:
        lines.append(f"{names[s]} reached {summary.target} and is out (Universe).")
    return lines


def summary_sentence(summary: GameSummary, names) -> str:
    """The same in one sentence, for the end of the match."""
    emptied = summary.emptied
    others = [
        f"{names[r.seat]} {_signed(r.change)} for {r.left} left"
        for r in summary.rows
        if r.seat != emptied
    ]
    mine = next(r for r in summary.rows if r.seat == emptied)
    bonus = (
        f"−{data.EMPTY_HAND_BONUS}"
        if mine.change == -data.EMPTY_HAND_BONUS
        else f"−{data.EMPTY_HAND_BONUS}, not below 0: {_signed(mine.change)}"
    )
    return (
        f"Game {summary.game}: {names[emptied]} placed the last body ({bonus}); "
        f"{', '.join(others)}."
    )
