"""End of the game: which ending, faction rewards, advisor values, and the ranking (spec 8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magtui.core.game import Outcome
from magtui.games.orkensturm.data import (
    ADVISORS,
    ENDING_ORDER,
    ENDING_SIDE,
    ENDING_TEXT,
    SIDE_NAMES,
    TRACKS,
    faction_reward,
)

from magtui.games.orkensturm.model import FinalScores, ScoreRow

if TYPE_CHECKING:
    from magtui.games.orkensturm.model import OrkensturmModel


def ending_of(tracks: dict[str, int]) -> str | None:
    """The first of A (M = 0), B (O = 0), C (T = 0), D (S = 0) that holds, or None."""
    for ending, track in ENDING_ORDER:
        if tracks[track] == 0:
            return ending
    return None


def advisor_value(card: str, game: OrkensturmModel, seat: int, ending: str | None) -> int:
    """The card's worth for the seat in `ending`; None: before the game ends."""
    hand = game.hands[seat]
    ctx: dict[str, Any] = {t: game.tracks[t] for t in TRACKS}
    ctx.update(
        end=ending,
        hand=hand,
        pairs=sum(1 for c in hand if c >= 2),
        won=game.battles_won,
        lost=game.battles_lost,
        jf=game.joust_first[seat],
        tf=game.tax_first[seat],
    )
    return ADVISORS[card][3](ctx)


def final_scores(game: OrkensturmModel, ending: str) -> FinalScores:
    """Per seat: AP before scoring, faction reward, advisor AP (card by card) and the total."""
    side = ENDING_SIDE[ending]
    members = game.seats_of(side)
    reward = faction_reward(ending, len(members), game.tracks["S"])
    rows: list[ScoreRow] = []
    for seat in range(game.num_players):
        gain = reward if seat in members else 0
        advisors = [(card, advisor_value(card, game, seat, ending)) for card in game.advisors[seat]]
        total = game.ap[seat] + gain + sum(v for _, v in advisors)
        rows.append(ScoreRow(game.ap[seat], gain, advisors, total, list(game.hands[seat])))
    return FinalScores(ending, side, reward, rows)


def outcome(game: OrkensturmModel, final: FinalScores) -> Outcome:
    """Rank by total, then the side the ending favours, then hand size; full ties share."""
    side = final.side
    rows = final.rows

    def key(seat: int) -> tuple[int, bool, int]:
        return (rows[seat].total, game.sides[seat] == side, sum(rows[seat].hand))

    seats = sorted(range(game.num_players), key=key, reverse=True)
    ranking: list[list[int]] = []
    for seat in seats:
        if ranking and key(ranking[-1][0]) == key(seat):
            ranking[-1].append(seat)
        else:
            ranking.append([seat])
    explanation = (
        f"{ENDING_TEXT[final.ending]}\n"
        f"Ending {final.ending}: the {SIDE_NAMES[side]} side gains "
        f"{final.reward} AP each. Ties go to the {SIDE_NAMES[side]} side, "
        "then to the larger hand."
    )
    sources = {
        s: {
            "AP": rows[s].ap,
            "side": rows[s].reward,
            "advisors": sum(v for _, v in rows[s].advisors),
        }
        for s in range(game.num_players)
    }
    return Outcome(
        {s: rows[s].total for s in range(game.num_players)},
        tuple(tuple(g) for g in ranking),
        explanation,
        sources,
    )
