"""Started movements that can no longer be finished are taken back (rulings L5 and L6: "If you
cannot or do not want to move all movement points, your magician must stay where he is"; the
gnomes' or the giant's "action is not carried out").

A step is accepted while some later action of the turn could still clear its way (finish.py),
so a turn can reach a position where no action keeps every started movement finishable. Then,
at once, those movements are taken back as if they had never started: the turn is played again
from its start without them, and without whatever could not be played without them (a push by
a gnome taken back, a shield on a square a ruin returns to). The dice stay as rolled. A layer
of the game state (model.py).
"""

from __future__ import annotations


from typing import Collection

from magtui.games.magalon.actions import (
    Action,
    Energy,
    Lift,
    Push,
    RedChoice,
    Roll,
    RuinStep,
    SetRuin,
    Shield,
    Step,
)
from magtui.games.magalon.carry import CarryOver
from magtui.games.magalon.turn import Turn

PART_NAMES = {
    "magician": "the magician's walk",
    "gnomes": "the gnomes' walk",
    "giant": "the giant's walk",
    "ruins": "the ruin moves",
    "fly": "the flying ruin",
    "shield": "the shield",
}


def part_of(action: Action, before: str) -> str:
    """The part of the turn `action` belongs to; `before`: the part of the action before it,
    which a push shares (the attack it follows)."""
    kind = type(action)
    if type(action) is Step:
        return {"m": "magician", "giant": "giant"}.get(action.piece, "gnomes")
    if kind is Push:
        return before
    if kind is RedChoice:
        return "magician"
    if kind is RuinStep:
        return "ruins"
    if kind is Lift or kind is SetRuin:
        return "fly"
    if kind is Shield:
        return "shield"
    return "energy" if kind is Energy else "roll"


def _joined(parts: Collection[str]) -> str:
    names = [PART_NAMES[p] for p in PART_NAMES if p in parts]
    return " and ".join(names) if len(names) < 3 else ", ".join(names[:-1]) + " and " + names[-1]


class TakeBack(CarryOver):
    """Notes each action of the turn, and takes back what the turn can no longer finish."""

    def _note(self, action: Action) -> None:
        """Before a turn action: keep it in the turn's record."""
        t = self.current_turn()
        t.done += (action,)
        t.back_note = ""

    def _take_back_the_unfinishable(self) -> None:
        """After a turn action that no action can follow (judging.py, _way_on): take back the
        movements under way."""
        t = self.current_turn()
        unfinished = t.unfinished()
        parts = set(unfinished)
        while (failed := self._replay_without(t, parts)) is not None:
            parts.add(failed)  # it depended on a part taken back
        what = _joined(unfinished)
        also = _joined(parts - set(unfinished))
        new = self.current_turn()
        new.taken_back = t.taken_back + tuple(
            p for p in PART_NAMES if p in parts and p not in t.taken_back
        )
        new.back_note = what + (f", with {also}" if also else "")
        name = self.names[t.seat]
        self.log.append(
            f"{name} cannot finish {what}: taken back" + (f", and {also} with it." if also else ".")
        )
        self._legal_cache = {}
        self._witness_hint = None

    def _replay_without(self, old: Turn, parts: set[str]) -> str | None:
        """Set the position to the turn `old` played again from its start without the actions
        of `parts`: None, or the part of the first action the board no longer allows."""
        pos, artifacts, energy, shields, gnomes, giant, ruins = old.board
        self.pos, self.artifacts, self.energy = list(pos), list(artifacts), list(energy)
        self.shields, self.gnomes, self.giant, self.ruins = (
            list(shields),
            list(gnomes),
            giant,
            dict(ruins),
        )
        self._legal_cache = {}
        t = self.turn = self._new_turn(old.seat, old.card, old.giant)
        part = ""
        for a in old.done:
            part = part_of(a, part)
            if part in parts:
                continue
            if type(a) is Roll:
                t.dice, t.giant_path = old.dice, [self.giant]  # the dice as rolled
            elif self.basic_reason(a) is not None:
                return part
            else:
                self._do_turn_action(a, quiet=True)
            t.done += (a,)
        return None
