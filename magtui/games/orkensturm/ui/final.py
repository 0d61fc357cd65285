"""The final scores after the game: the ending, then per player in rank order the points by
source, the final hand and every advisor with its formula and value (spec section 8)."""

from __future__ import annotations


from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.model import OrkensturmModel
from magtui.games.orkensturm.ui.draw import (
    advisor_block,
    letter,
    put_cards,
    reveal_block,
    rows_of,
    stack,
    text_block,
)
from magtui.ui.canvas import Canvas, wrapped
from magtui.ui.glyphs import Glyphs


def scores(game: OrkensturmModel, names, width: int, glyphs: Glyphs) -> Canvas:
    """Every line of the final scores, wrapped to the width, from the finished game as the
    seat on screen sees it (everything is revealed by then), as one block (the board scrolls it)."""
    result = game.final
    assert result is not None, "the game is over"
    outcome = game.result()

    def wrap(text: str, style: str = "") -> Canvas:
        rows = wrapped(" " + text, width - 1)
        return text_block(rows, width, glyphs, style)

    tracks = ", ".join(f"{t} {game.tracks[t]}" for t in D.TRACKS)
    blocks = [
        text_block([" GAME OVER · FINAL SCORES"], width, glyphs, "bold"),
        wrap(f"Ending {result.ending}: {D.ENDING_TEXT[result.ending]}"),
        wrap(f"Final tracks {tracks}; battles won {game.battles_won}, lost {game.battles_lost}."),
    ]
    for place, group in enumerate(outcome.ranking, start=1):
        for seat in group:
            row = result.rows[seat]
            side = D.SIDE_NAMES[game.side_of(seat)]
            advisors = sum(v for _, v in row.advisors)
            blocks.append(
                wrap(
                    f"{place}. {names[seat]} ({letter(seat)}, {game.pawns[seat]} pawn, {side}): "
                    f"{row.total} AP = {row.ap} in play + {row.reward} side + "
                    f"{advisors} advisors",
                    "bold",
                )
            )
            blocks.append(final_hand(row.hand, width, glyphs))
            blocks.append(
                advisor_block(
                    [c for c, _ in row.advisors],
                    width - 1,
                    glyphs,
                    [v for _, v in row.advisors],
                    indent="    ",
                )
            )
    blocks.append(text_block([""], width, glyphs))
    blocks += [wrap(part) for part in outcome.explanation.split("\n")[1:]]
    last = reveal_block(game.last_reveal, width - 1, glyphs)
    blocks.append(Canvas(width, last.height, glyphs))
    blocks[-1].paste(last, 1, 0)
    out = Canvas(width, rows_of(blocks), glyphs)
    stack(out, blocks)
    return out


def final_hand(hand, width: int, glyphs: Glyphs) -> Canvas:
    c = Canvas(width, 1, glyphs)
    x = c.put(0, 0, "    final hand ")
    if any(hand):
        x = put_cards(c, x, 0, hand)
        c.put(x, 0, f" ({sum(hand)} cards)")
    else:
        c.put(x, 0, "empty")
    return c
