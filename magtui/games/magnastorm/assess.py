"""How a Magnastorm position looks for each seat: the heuristic the bots and `evaluate` share.

`worth(state, seat)` is reputation plus what tends to turn into reputation before the end:
research levels (objectives, research commanders at the next administration), labs (income,
sector majorities, sector objectives), cubes (payments) and a commander's reputation at stake.
Everything it reads is open: the table's state, never a hidden draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magtui.games.magnastorm import data

if TYPE_CHECKING:
    from magtui.games.magnastorm.rules import MagnastormState

LEVEL = 0.35  # a research level
LEAD = 0.6  # share of a research commander's green value for a sole leader
LAB_PLACED = 0.55  # a lab on the planet (the slot it freed is worth less than the lab)
QUIET_LAB = 0.25  # a lab in a quiet sector (income at the administration)
MAJORITY = 0.8  # a sole majority in a quiet sector (+1 at the administration)
CUBE = 0.22  # a cube of any colour
OWN_CUBE = 0.06  # an own-colour cube is a little dearer (labs and moves ask for it)
CUBE_CAP = 12  # cubes beyond this are worth little


def worth(st: MagnastormState, seat: int) -> float:
    n = st.num_players
    value = float(st.rep[seat])
    late = 0.5 if st.round >= 4 else 1.0  # assets turn into less reputation in the last round
    research = st.research[seat]
    value += late * LEVEL * sum(research)
    for i, col in enumerate(st.columns):
        name = st.research_cmd[col]
        _, green, red, _ = data.COMMANDERS[name]
        mine = research[i]
        leads = mine >= 1 and all(mine > st.research[s][i] for s in range(n) if s != seat)
        holds = st.holder.get(name) == seat
        if leads and not holds:
            value += LEAD * green
        elif holds and not leads:
            value -= LEAD * red
    placed = data.LAB_SLOTS - sum(st.slots[seat])
    value += late * LAB_PLACED * placed
    quiet = st.quiet
    counts = [st.sector_counts(s) for s in range(n)]
    for sector in quiet:
        mine = counts[seat][sector]
        if not mine:
            continue
        value += QUIET_LAB * min(mine, 5)
        if all(mine > counts[s][sector] for s in range(n) if s != seat):
            value += MAJORITY
    cubes = st.cubes[seat]
    total = sum(cubes)
    value += late * (
        CUBE * min(total, CUBE_CAP)
        + 0.05 * max(0, total - CUBE_CAP)
        + OWN_CUBE * min(cubes[1 + seat], 4)
    )
    return value


PROGRESS = 0.45  # share of an objective's next reputation space, times progress squared


def progress(st: MagnastormState, seat: int) -> float:
    """How near `seat` is to the objectives it has not fulfilled, in reputation: the next free
    space of each card, weighted by the share of this round's requirement already met."""
    spaces = data.OBJECTIVE_SPACES[st.num_players]
    face = "4" if st.four else "23"
    lv = dict(zip(st.columns, st.research[seat]))
    counts = st.sector_counts(seat)
    total = 0.0
    for obj in st.objectives:
        done = st.obj_done[obj]
        if seat in done or len(done) >= len(spaces):
            continue
        prize = spaces[len(done)]
        n = st.objective_count(obj)
        kind = data.OBJECTIVES[obj][1]
        req = data.OBJECTIVES[obj][2][face][0]
        if kind == "research" and req == "two":
            top = sorted((min(lv[c], n) for c in st.columns), reverse=True)[:2]
            share = sum(top) / (2 * n)
        elif kind == "research":
            share = max(min(lv[c], n) for c in req if c in lv) / n
        elif kind == "lead":
            share = max(
                (min(lv[c], n) / n for i, c in enumerate(st.columns) if st.sole_leader(seat, i)),
                default=0.0,
            )
        elif kind == "one_sector":
            share = min(max(counts.values(), default=0), n) / n
        elif kind == "majority":
            share = max(
                (min(k, n) / n for sec, k in counts.items() if st.sole_majority(seat, sec)),
                default=0.0,
            )
        elif kind == "sectors":
            share = min(len(counts), n) / n
        else:
            share = min(len({st.lab_colour(sp) for sp in st.own_labs(seat)}), n) / n
        total += prize * share * share
    return PROGRESS * total


def relative(st: MagnastormState, seat: int, ahead: bool = False) -> float:
    """`seat`'s worth less the best rival's; `ahead` adds the objectives in sight."""

    def value(s: int) -> float:
        return worth(st, s) + (progress(st, s) if ahead else 0.0)

    mine = value(seat)
    return mine - max(value(s) for s in range(st.num_players) if s != seat)


def score(st: MagnastormState, seat: int) -> float:
    """The position for `seat` in 0..1 (a finished game: 1 for a win, 0 for last place)."""
    if st.over:
        ranking = st.result().ranking
        place = next((i for i, group in enumerate(ranking) if seat in group), len(ranking) - 1)
        return 1.0 - place / max(1, len(ranking) - 1)
    return max(0.0, min(1.0, 0.5 + relative(st, seat) / (2 * st.threshold())))
