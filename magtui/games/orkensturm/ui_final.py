"""The final scores after the game: the ending, then per player in rank order the points by
source, the final hand and every advisor with its formula and value (spec section 8)."""

from __future__ import annotations

import textwrap

from rich.text import Text

from magtui.games.orkensturm import data as D
from magtui.games.orkensturm import ui_draw as draw


def score_lines(view, names, width: int, g) -> list[Text]:
    """Every line of the final scores, wrapped to the width, from the finished game's view."""
    result = view["final"]

    def wrap(text: str) -> list[Text]:
        return [Text(g(row)) for row in textwrap.wrap(text, width - 1, initial_indent=" ",
                                                      subsequent_indent="   ")]

    tracks = ", ".join(f"{t} {view['tracks'][t]}" for t in D.TRACKS)
    lines = [Text(" GAME OVER · FINAL SCORES", style="bold"),
             *wrap(f"Ending {result['ending']}: {D.ENDING_TEXT[result['ending']]}"),
             *wrap(f"Final tracks {tracks}; battles won {view['battles']['won']}, "
                   f"lost {view['battles']['lost']}.")]
    for place, group in enumerate(view["ranking"], start=1):
        for seat in group:
            lines += player_lines(view, names, seat, place, result["rows"][seat], width, g, wrap)
    lines.append(Text(""))
    lines += [row for part in view["explanation"].split("\n")[1:] for row in wrap(part)]
    return lines + [Text(" " + row.plain) for row in draw.reveal_lines(view, g)]


def player_lines(view, names, seat: int, place: int, row, width: int, g, wrap) -> list[Text]:
    """One player: place, total and its sources, the final hand, each advisor and its value."""
    side = D.SIDE_NAMES[view["sides"][seat]]
    advisors = sum(v for _, v in row["advisors"])
    head = wrap(f"{place}. {names[seat]} ({draw.letter(seat)}, {view['pawns'][seat]} pawn, {side}): "
                f"{row['total']} AP = {row['ap']} in play + {row['reward']} side + {advisors} advisors")
    lines = [Text(line.plain, style="bold") for line in head]
    hand = Text("    final hand ")
    final_hand = view["hands"][seat]
    if any(final_hand):
        hand.append_text(draw.cards(final_hand, g))
        hand.append(f" ({sum(final_hand)} cards)")
    else:
        hand.append("empty")
    lines.append(hand)
    return lines + draw.advisor_lines([c for c, _ in row["advisors"]], g, width - 1,
                                      [v for _, v in row["advisors"]], indent="    ")
