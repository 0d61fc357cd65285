"""Why the normal bot plays a move: what its turn, played on in the bot's own search, gains
over the position before it, in the game's words (the hint's line)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magtui.games.magnastorm import data

if TYPE_CHECKING:
    from magtui.games.magnastorm.rules import MagnastormState

WHY_WIDTH = 70


def turn_gains(before: MagnastormState, after: MagnastormState, seat: int) -> list[str]:
    """What `seat` holds after the searched turn that it did not before, most telling first."""
    gains = []
    taken = [n for n, s in after.holder.items() if s == seat and before.holder.get(n) != seat]
    gains += [f"takes over {name}" for name in taken]
    done = [
        card
        for card, seats in after.obj_done.items()
        if seat in seats and seat not in before.obj_done[card]
    ]
    gains += [f"fulfils {data.OBJECTIVES[card][0]}" for card in done]
    built = [t for t, s in after.built.items() if s == seat and before.built.get(t) != seat]
    gains += [f"builds the station {t}" for t in built]
    labs = sum(n for o, n in after.labs.values() if o == seat)
    labs -= sum(n for o, n in before.labs.values() if o == seat)
    if labs > 0:
        gains.append(f"drops {labs} lab{'s' * (labs > 1)} on {after.scout[seat]}")
    levels = [
        f"{col}+{a - b}"
        for col, a, b in zip(after.columns, after.research[seat], before.research[seat])
        if a > b
    ]
    gains += [f"research {' '.join(levels)}"] if levels else []
    rep = after.rep[seat] - before.rep[seat]
    gains += [f"+{rep} reputation"] if rep > 0 else []
    cubes = sum(after.cubes[seat]) - sum(before.cubes[seat])
    gains += [f"+{cubes} cubes"] if cubes > 0 else []
    return gains


def why_line(before: MagnastormState, after: MagnastormState, seat: int) -> str:
    """One line: the turn's gains as far as they fit, or what the turn keeps when it gains
    nothing to show (a move that only spends, or waits)."""
    if after.over:
        return f"ends the game with {after.rep[seat]} reputation for {after.who(seat)}"
    line = ""
    for gain in turn_gains(before, after, seat):
        longer = f"{line}, {gain}" if line else gain
        if len(longer) > WHY_WIDTH:
            break
        line = longer
    return line or "keeps the best position for the turns ahead"
