"""The final scores after the game: the ending, then per player in rank order the points by
source, the final hand and every advisor with its formula and value (spec section 8)."""

from __future__ import annotations

import textwrap

from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.ui_draw import (advisor_block, letter, put_cards, reveal_block, rows_of, stack,
                                             text_block)
from magtui.ui.canvas import Canvas
from magtui.ui.glyphs import Glyphs


def scores(view, names, width: int, glyphs: Glyphs) -> Canvas:
    """Every line of the final scores, wrapped to the width, from the finished game's view, as
    one block (the board scrolls it)."""
    result = view["final"]

    def wrap(text: str, style: str = "") -> Canvas:
        rows = textwrap.wrap(text, width - 1, initial_indent=" ", subsequent_indent="   ")
        return text_block(rows, width, glyphs, style)

    tracks = ", ".join(f"{t} {view['tracks'][t]}" for t in D.TRACKS)
    blocks = [text_block([" GAME OVER · FINAL SCORES"], width, glyphs, "bold"),
              wrap(f"Ending {result['ending']}: {D.ENDING_TEXT[result['ending']]}"),
              wrap(f"Final tracks {tracks}; battles won {view['battles']['won']}, "
                   f"lost {view['battles']['lost']}.")]
    for place, group in enumerate(view["ranking"], start=1):
        for seat in group:
            row = result["rows"][seat]
            side = D.SIDE_NAMES[view["sides"][seat]]
            advisors = sum(v for _, v in row["advisors"])
            blocks.append(wrap(f"{place}. {names[seat]} ({letter(seat)}, {view['pawns'][seat]} pawn, {side}): "
                               f"{row['total']} AP = {row['ap']} in play + {row['reward']} side + "
                               f"{advisors} advisors", "bold"))
            blocks.append(final_hand(view["hands"][seat], width, glyphs))
            blocks.append(advisor_block([c for c, _ in row["advisors"]], width - 1, glyphs,
                                        [v for _, v in row["advisors"]], indent="    "))
    blocks.append(text_block([""], width, glyphs))
    blocks += [wrap(part) for part in view["explanation"].split("\n")[1:]]
    last = reveal_block(view, width - 1, glyphs)
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
