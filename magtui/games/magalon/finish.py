"""Can the movements a player has started still be finished this turn? (ruling L6 with the free
order of actions: "you may … first carry out part of an action, then follow with another action,
and only afterwards finish the first action.")

A step is not refused because its movement cannot be finished on the board as it stands: the
player may first clear the way with another action. The check below therefore treats every
piece that may still move in this turn as out of the way, and refuses only what no later action
can save (a giant walled in by pieces that stay put, say). It errs on one side only: whatever it
refuses is truly impossible; what it lets through may still need the player to clear the way,
or turn out impossible after all, and then the movements are taken back (takeback.py).

Each started movement keeps a witness: one way of finishing it on that relaxed board. Most
actions leave every witness intact (a shield set off the witness paths, a step along one), so
an action is usually judged with a few set look-ups instead of a search.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Collection, Iterable

from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V

if TYPE_CHECKING:
    from magtui.games.magalon.judging import TurnJudging
    from magtui.games.magalon.model import MagalonModel
    from magtui.games.magalon.moves import ValleyMoves

Walk = tuple[int, ...]  # the nodes a piece passes, in order
# One way of finishing a started movement: a walk (the magician, the giant), the two gnomes'
# walks, or the cells of a ruin once stepped (the ruins).
Witness = tuple[Any, ...]
Witnesses = dict[str, Witness]  # by chip

NEIGHBOURS = V.NEIGHBOURS
START = V.START_NODE
CELLS = D.NUM_CELLS


# ----- what stays put for the rest of the turn ------------------------------------------------
def fixed_cells(st: ValleyMoves) -> set[int]:
    """The plain cells whose piece cannot leave in the rest of the acting player's turn: the
    occupied cells but those of pieces that may still move."""
    t = st.current_turn()
    seat = t.seat
    out = st._blocked_cells()
    if (t.action == "ruins" and t.ruin_steps < t.amount) or (t.action == "fly" and t.fly != "done"):
        out = out.difference(*st.ruins.values())
    moving = []
    own_shield = st.shields[seat]
    if own_shield is not None and not t.shield_done:
        moving.append(own_shield)
    if len(t.mag_path) <= t.mag_target or t.red == "pending":
        moving.append(st.pos[seat])
    if t.push_victim >= 0:
        moving.append(st.pos[t.push_victim])
    # Who could still attack, and how far: a magician out of every attacker's reach stays put.
    reach = attacker_reach(st)
    if reach:
        moving += [cell for cell, _ in reach]
        moving += [
            node
            for s, node in enumerate(st.pos)
            if s != seat
            and node < CELLS
            and s not in st.protected
            and s not in t.displaced
            and within_reach(node, reach)
        ]
    return out.difference(moving)


def attacker_reach(st: MagalonModel, step: tuple[str, int] | None = None) -> list[tuple[int, int]]:
    """(cell, steps left) of the gnomes and the giant that may still move in this turn; with
    `step` (piece, node), as they will be once that piece has stepped onto node."""
    t = st.current_turn()
    piece, to = step or ("", -1)
    reach = []
    if t.action == "gnomes" and t.gnome_steps < t.amount:
        left = t.amount - t.gnome_steps - (piece in ("g1", "g2"))
        reach += [
            (to if piece == name else cell, left) for name, cell in zip(("g1", "g2"), st.gnomes)
        ]
    if t.giant and (not t.dice or t.giant_steps < t.giant_total):
        left = (
            t.giant_total - t.giant_steps - (piece == "giant") if t.dice else D.DICE * D.DIE_SIDES
        )
        reach.append((to if piece == "giant" else st.giant, left))
    return reach


def within_reach(cell: int, reach: list[tuple[int, int]]) -> bool:
    """Could one of `reach`'s attackers get to the plain `cell` (on an empty board)?"""
    apart = apart_from(cell)
    for at, left in reach:
        if apart[at] <= left:
            return True
    return False


@lru_cache(maxsize=None)
def apart_from(cell: int) -> tuple[int, ...]:
    """Steps from `cell` to every cell on an empty board (no walk is shorter); made when first
    asked, not at start-up."""
    col, row = cell % D.COLS, cell // D.COLS
    return tuple(abs(col - c % D.COLS) + abs(row - c // D.COLS) for c in range(CELLS))


def finish_energy(st: MagalonModel) -> int:
    """The most energy the acting player can hold at the finish this turn (the card's gain may
    still come; a red stay cannot, since it ends the move)."""
    t = st.current_turn()
    energy = st.energy[t.seat]
    if t.action == "energy" and not t.energy_done:
        energy = min(D.ENERGY_MAX, energy + t.amount)
    return energy


def may_finish(st: MagalonModel) -> bool:
    # The artifacts must all be held already: from any artifact space the finish lies farther
    # (14 steps or more) than one move can still go (13 at most).
    seat = st.current_turn().seat
    return len(st.artifacts[seat]) == len(D.ARTIFACTS) and finish_energy(st) >= D.ENERGY_TO_FINISH


# ----- walks on that board --------------------------------------------------------------------
def walk(
    start: int,
    steps: int,
    visited: Iterable[int],
    blocked: set[int],
    monster: bool,
    finish_ok: bool = False,
) -> list[int] | None:
    """A self-avoiding walk of exactly `steps` steps from `start` (the nodes after it), or None;
    `visited`: the nodes it may not enter again (`start` among them, whether listed or not).
    Magicians may enter merged spaces (the start only as the last step, if `finish_ok`);
    gnomes and the giant stay on plain cells. (Depth first, neighbours in order; a loop rather
    than recursion, as judging a turn walks thousands of times.)"""
    if steps == 0:
        return []
    seen = set(visited)
    seen.add(start)
    path: list[int] = []
    tried = [iter(NEIGHBOURS[start])]  # tried[k]: the neighbours left to try after path[:k]
    while tried:
        for n in tried[-1]:
            if n in seen or n in blocked:
                continue
            if n >= CELLS and (
                monster or (n == START and not (finish_ok and len(path) == steps - 1))
            ):
                continue
            seen.add(n)
            path.append(n)
            if len(path) == steps:
                return path
            tried.append(iter(NEIGHBOURS[n]))
            break
        else:
            tried.pop()
            if path:
                seen.discard(path.pop())
    return None


def longest(start: int, cap: int, visited: Iterable[int], blocked: set[int]) -> list[int]:
    """The longest self-avoiding walk of a gnome from `start`, `cap` steps at most, avoiding
    `visited` and `start` (depth first, neighbours in order: the first longest found)."""
    if cap <= 0:
        return []
    seen = set(visited)
    seen.add(start)
    best: list[int] = []
    path: list[int] = []
    tried = [iter(NEIGHBOURS[start])]
    while tried:
        for n in tried[-1]:
            if n < CELLS and n not in seen and n not in blocked:
                seen.add(n)
                path.append(n)
                if len(path) > len(best):
                    best = list(path)
                    if len(best) == cap:
                        return best
                tried.append(iter(NEIGHBOURS[n]))
                break
        else:
            tried.pop()
            if path:
                seen.discard(path.pop())
    return best


def path_fits(
    start: int,
    path: Walk,
    visited: Collection[int],
    blocked: set[int],
    monster: bool,
    finish_ok: bool,
) -> bool:
    """Is the stored witness `path` still a walk from `start` on this board?"""
    here = start
    last = len(path) - 1
    for i, n in enumerate(path):
        if n not in NEIGHBOURS[here] or n in visited or n in blocked:
            return False
        if n >= CELLS and (monster or (n == START and not (finish_ok and i == last))):
            return False
        here = n
    return len(set(path)) == len(path)


# ----- the check ------------------------------------------------------------------------------
def witnesses(st: TurnJudging, hints: Witnesses | None = None) -> Witnesses | None:
    """One way to finish each started movement on the relaxed board, by chip; None when some
    started movement cannot be finished whatever else the player does. `hints` are the
    witnesses of the state before the last action, tried first."""
    t = st.turn
    if t is None or st.phase != "turn":
        return {}
    chips = t.unfinished()
    if not chips:
        return {}
    blocked = st._fixed_cells()
    hints = hints or {}
    out: dict = {}
    for chip in chips:
        found = witness(st, chip, blocked, hints.get(chip))
        if found is None:
            return None
        out[chip] = found
    return out


def doomed(st: TurnJudging) -> list[str]:
    """The started movements that can no longer be finished, whatever else moves (pieces that
    stay put never start moving again within a turn)."""
    t = st.turn
    if t is None or st.phase != "turn":
        return []
    blocked = st._fixed_cells()
    return [chip for chip in t.unfinished() if witness(st, chip, blocked, None) is None]


def chip_witness(st: TurnJudging, chip: str) -> Witness | None:
    """A way to carry out `chip`'s movement in full from where it stands, or None."""
    return witness(st, chip, st._fixed_cells(), None)


def _trim(start: int, path: Walk) -> Walk:
    """A hint whose first node has since been stepped on: the rest of it."""
    return tuple(path[1:]) if path and path[0] == start else tuple(path)


def witness(
    st: TurnJudging, chip: str, blocked: set[int], hint: Witness | None = None
) -> Witness | None:
    """One way to finish `chip`'s movement with `blocked` staying put (`hint` tried first)."""
    t = st.current_turn()
    if chip == "magician":
        head, left = t.mag_path[-1], t.mag_target - t.mag_steps
        finish_ok = st._may_finish()
        visited = set(t.mag_path)
        if hint is not None:
            hint = _trim(head, hint)
            if len(hint) == left and path_fits(head, hint, visited, blocked, False, finish_ok):
                return hint
        found = walk(head, left, visited, blocked, False, finish_ok)
        return None if found is None else tuple(found)
    if chip == "giant":
        head, left = st.giant, t.giant_total - t.giant_steps
        visited = set(t.giant_path)
        if hint is not None:
            hint = _trim(head, hint)
            if len(hint) == left and path_fits(head, hint, visited, blocked, True, False):
                return hint
        found = walk(head, left, visited, blocked, True)
        return None if found is None else tuple(found)
    if chip == "gnomes":
        return _gnomewitness(st, blocked, hint)
    if chip == "ruins":
        return _ruinwitness(st, blocked)
    return ()


def _gnomewitness(st: TurnJudging, blocked: set[int], hint: Witness | None) -> Witness | None:
    """Walks of the two gnomes, as long together as the steps still to go."""
    t = st.current_turn()
    left = t.amount - t.gnome_steps
    if hint is not None:
        walks = tuple(_trim(st.gnomes[i], hint[i]) for i in range(2))
        if sum(len(w) for w in walks) >= left and all(
            path_fits(st.gnomes[i], walks[i], set(t.gnome_paths[i]), blocked, True, False)
            for i in range(2)
        ):
            return walks
    first = longest(st.gnomes[0], left, t.gnome_paths[0], blocked)
    second = longest(st.gnomes[1], left - len(first), t.gnome_paths[1], blocked)
    if len(first) + len(second) < left:
        return None
    return tuple(first), tuple(second)


def _ruinwitness(st: TurnJudging, blocked: set[int]) -> Walk | None:
    """A ruin step that is possible: once one ruin has stepped, stepping it back and forth uses
    any number of steps, so one step is enough."""
    for rid in D.RUIN_IDS:
        own = st.ruins[rid]
        for d in V.DIRECTIONS:
            new = V.entering(own, d)
            if new is not None and blocked.isdisjoint(new):
                return V.shift(own, d)
    return None


def cells_of(found: Witnesses) -> set[int]:
    """Every node a set of witnesses passes through."""
    out: set[int] = set()
    for chip, w in found.items():
        if chip == "gnomes":
            out.update(w[0])
            out.update(w[1])
        else:
            out.update(w)
    return out
