"""Magalon's state, declared once (magtui.core.model): the pieces, the cards, the round and the
turn under way. The copies that undo, the bots and the rules' trials take (`clone()`) and the
board's picture of the game (`seen_by(seat)`) come from this declaration. The rules build on it,
one topic a module (moves, doing, judging, carry, takeback), rules.py on top."""

from __future__ import annotations

from typing import Annotated, Any

from magtui.core.game import GameState
from magtui.core.model import Derived
from magtui.games.magalon import data as D
from magtui.games.magalon.turn import Turn


class MagalonModel(GameState):
    round: int
    phase: str  # "play" (the cards), "turn" or "over"
    hands: list[tuple[int, ...]]
    piles: list[tuple[int, ...]]  # the cards played, face down
    energy: list[int]
    artifacts: list[str]  # the letters held, sorted
    pos: list[int]  # each magician's node
    shields: list[int | None]  # each player's shield cell, None before it is set
    gnomes: list[int]
    giant: int
    ruins: dict[str, tuple[int, ...]]  # each ruin's cells, sorted
    seating: list[int]  # the seats in clockwise order
    leader: int  # who leads this round's card play
    play_seq: list[int]
    play_pos: int
    played: dict[int, int]  # seat -> card of this round
    sat_out: list[int]
    protected: set[int]  # seats safe from attacks this round (card 4)
    turn_order: list[int]
    turn_pos: int
    turn: Turn | None  # the turn under way, None in the card play
    winner: int | None
    last_dice: tuple[int, ...]
    # Worked out once per position: {"seat", "legal", "witnesses", ...} (judging.py,
    # finish.py), dropped by every change; the witnesses of the position before are kept as
    # hints.
    _legal_cache: Annotated[dict[str, Any], Derived(reset=dict)]
    _witness_hint: Annotated[dict[str, Any] | None, Derived()]

    # ----- reading --------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.phase == "play":
            return (self.play_seq[self.play_pos],)
        if self.phase == "turn":
            t = self.turn
            assert t is not None  # (not current_turn(): this is read very often)
            return (t.seat,)
        return ()

    def is_over(self) -> bool:
        return self.phase == "over"

    def acting_seat(self) -> int | None:
        """The seat to act now; None once the game is over."""
        acting = self.to_act()
        return acting[0] if acting else None

    def current_turn(self) -> Turn:
        """The turn under way: there is one whenever the phase is "turn"."""
        t = self.turn
        assert t is not None, "no turn is under way"
        return t

    def playable(self, seat: int) -> list[int]:
        taken = set(self.played.values())
        return [v for v in self.hands[seat] if v not in taken]

    def magician_at(self, cell: int) -> int | None:
        for seat, p in enumerate(self.pos):
            if p == cell:
                return seat
        return None

    def can_finish(self, seat: int) -> bool:
        return (
            len(self.artifacts[seat]) == len(D.ARTIFACTS)
            and self.energy[seat] >= D.ENERGY_TO_FINISH
        )

    def _piece_cell(self, piece: str) -> int:
        return self.giant if piece == "giant" else self.gnomes[int(piece[1]) - 1]

    def _new_turn(self, seat: int, card: int, giant: bool) -> Turn:
        """The turn of `seat` with `card` (and the giant, for the lowest card) on the board as
        it stands."""
        board = (
            tuple(self.pos),
            tuple(self.artifacts),
            tuple(self.energy),
            tuple(self.shields),
            tuple(self.gnomes),
            self.giant,
            tuple(self.ruins.items()),
        )
        return Turn(
            seat=seat,
            card=card,
            giant=giant,
            mag_path=[self.pos[seat]],
            mag_target=card,
            gnome_paths=[[g] for g in self.gnomes],
            board=board,
        )
