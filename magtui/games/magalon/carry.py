"""What an action leaves of the position before it: the occupied cells, the cells that stay put
for the rest of the turn, the witnesses (finish.py) and the ways found for the magician's
steps, carried over instead of worked out again, as every position reads them to judge its
actions. A layer of the game state (model.py)."""

from __future__ import annotations

from typing import Any

from magtui.games.magalon import data as D
from magtui.games.magalon import finish as F
from magtui.games.magalon.judging import TurnJudging
from magtui.games.magalon.actions import (
    Action,
    End,
    Energy,
    Lift,
    Play,
    RedChoice,
    Roll,
    RuinStep,
    SetRuin,
    Shield,
    Step,
)

UNMOVED = (Energy, Lift, RedChoice, Roll, Play)  # actions that move no piece
MOVERS = (Step, Shield, RuinStep, SetRuin)  # actions that move one piece (pushes aside)


class CarryOver(TurnJudging):
    """Run after each turn action is done."""

    def _cells_leaving(self, a: Action) -> tuple[int, ...]:
        """The cells the piece `a` moves stands on (asked before `a`)."""
        t = self.turn
        if t is None:  # a card played
            return ()
        match a:
            case Step(piece="m") | End():  # End: back to the start if its energy falls below 0
                return (self.pos[t.seat],)
            case Step(piece=piece):
                return (self._piece_cell(piece),)
            case Shield():
                shield = self.shields[t.seat]
                return () if shield is None else (shield,)
            case RuinStep(ruin=rid):
                return self.ruins[rid]
            case SetRuin():
                return self.ruins[t.lifted]
        return ()

    def _cells_entered(self, a: Step | Shield | RuinStep | SetRuin) -> tuple[int, ...]:
        """The cells the piece `a` moved stands on (asked after `a`)."""
        match a:
            case Step(node=node):
                return (node,)
            case Shield(cell=cell):
                return (cell,)
            case RuinStep(ruin=rid):
                return self.ruins[rid]
        return a.cells  # SetRuin

    def _carry_over(self, before: dict[str, Any], a: Action, leaving: tuple[int, ...]) -> None:
        """Set the position cache from `before`, the cache of the position `a` was played in
        (`leaving`: _cells_leaving before `a`)."""
        blocked = before.get("blocked")
        if blocked is None or self.phase == "over":
            return
        if isinstance(a, MOVERS):
            # No piece shares a plain cell with another, but a displaced magician with its
            # attacker, and then pushes alone may follow: the cells a piece leaves are free.
            blocked = blocked.difference(leaving)
            blocked.update(c for c in self._cells_entered(a) if c < D.NUM_CELLS)
        elif type(a) is End:
            if leaving[0] not in self.pos:  # back to the start, a merged space
                blocked = blocked.difference(leaving)
        elif not isinstance(a, UNMOVED):  # a push: the attacker may share the cell left
            return
        self._legal_cache = carried = {"blocked": blocked}
        fixed = before.get("fixed")
        if fixed is not None:
            fixed = self._fixed_after(a, fixed)
        if fixed is None:
            return
        carried["fixed"] = fixed
        ways = before.get("ways")
        if ways and not isinstance(a, Step) and before.get("may_finish") == self._may_finish():
            # The magician has not moved, nor may it now finish where it could not: the ways
            # found for its steps hold on the same board, or but where a shield now stands.
            if fixed is before["fixed"]:
                carried["ways"] = ways
            elif isinstance(a, Shield):
                carried["ways"] = {node: way for node, way in ways.items() if a.cell not in way}
        found = before.get("witnesses")
        if isinstance(a, Step) and found is not None:  # the magician's step
            # The same pieces stay put: every witness still holds, and the magician's is the rest
            # of its witness or the way found from there when the step was judged.
            w = found.get("magician")
            way = w[1:] if w and w[0] == a.node else before.get("ways", {}).get(a.node)
            if way:
                found = carried["witnesses"] = dict(found, magician=way)
                carried["witness_nodes"] = F.cells_of(found)

    def _fixed_after(self, a: Action, fixed: set[int]) -> set[int] | None:
        """F.fixed_cells once `a` is done, from `fixed` before it; None when `a` may change who
        can still be displaced (a gnome's or the giant's step, the dice) or whether the
        magician still moves (the end of its move, the red space)."""
        match a:
            case Energy() | Lift():
                return fixed
            case Step(piece="m"):
                t = self.current_turn()
                return fixed if len(t.mag_path) <= t.mag_target else None
            case Shield(cell=cell):
                return fixed | {cell}
            case RuinStep() if self.current_turn().ruin_steps < self.current_turn().amount:
                return fixed
            case RuinStep() | SetRuin():
                return fixed.union(*self.ruins.values())
        return None
