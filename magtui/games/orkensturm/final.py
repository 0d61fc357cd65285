"""The final scores after the game: the ending, then per player in rank order the points by
source, the final hand and every advisor with its formula and value (spec section 8)."""

from __future__ import annotations

import textwrap

from rich.text import Text

from magtui.games.orkensturm import data as D
from magtui.games.orkensturm import draw


def score_lines(state, view, width: int, g) -> list[Text]:
    """Every line of the final scores, wrapped to the width."""
    result = view["final"]

    def wrap(text: str) -> list[Text]:
        return [Text(g(row)) for row in textwrap.wrap(text, width - 1, initial_indent=" ",
                                                      subsequent_indent="   ")]

    tracks = ", ".join(f"{t} {view['tracks'][t]}" for t in D.TRACKS)
    lines = [Text(" GAME OVER · FINAL SCORES", style="bold"),
             *wrap(f"Ending {result['ending']}: {D.ENDING_TEXT[result['ending']]}"),
             *wrap(f"Final tracks {tracks}; battles won {view['battles']['won']}, "
                   f"lost {view['battles']['lost']}.")]
    outcome = state.result()
    for place, group in enumerate(outcome.ranking, start=1):
        for seat in group:
            lines += player_lines(state, seat, place, result["rows"][seat], width, g, wrap)
    lines.append(Text(""))
    lines += [row for part in outcome.explanation.split("\n")[1:] for row in wrap(part)]
    return lines + [Text(" " + row.plain) for row in draw.reveal_lines(view, g)]


def player_lines(state, seat: int, place: int, row: dict, width: int, g, wrap) -> list[Text]:
    """One player: place, total and its sources, the final hand, each advisor and its value."""
    side = D.SIDE_NAMES[state.sides[seat]]
    advisors = sum(v for _, v in row["advisors"])
    head = wrap(f"{place}. {state.names[seat]} ({draw.letter(seat)}, {state.pawns[seat]} pawn, {side}): "
                f"{row['total']} AP = {row['ap']} in play + {row['reward']} side + {advisors} advisors")
    lines = [Text(line.plain, style="bold") for line in head]
    hand = Text("    final hand ")
    if any(state.hands[seat]):
        hand.append_text(draw.cards(state.hands[seat], g))
        hand.append(f" ({sum(state.hands[seat])} cards)")
    else:
        hand.append("empty")
    lines.append(hand)
    return lines + draw.advisor_lines([c for c, _ in row["advisors"]], g, width - 1,
                                      [v for _, v in row["advisors"]], indent="    ")
