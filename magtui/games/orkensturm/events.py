"""The event deck: how it is built (normal or Historia Aventurica) and what each card does.

An effect is a function (game, flags) using only game.move_track and game.gain_ap, so every
track change is clamped at once and zero stays final (spec section 7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from magtui.core.rng import Rng

from magtui.games.orkensturm.data import (
    ANSWIN,
    BRIN,
    HISTORIA_DOUBLE_GAPS,
    HISTORIA_GAPS,
    NUMBERED_EVENTS,
    UNNUMBERED_EVENTS,
)
from magtui.games.orkensturm.model import OrkensturmModel


@dataclass(frozen=True)
class Flags:
    """The outcome of step 4 that events read."""

    battle: str  # WON, LOST or DRAW
    margin: int
    time: str  # DELAYED, HASTENED or UNCHANGED
    treasury: str  # ROSE, FELL or UNCHANGED

    @property
    def won(self) -> bool:
        return self.battle == "WON"

    @property
    def lost(self) -> bool:
        return self.battle == "LOST"

    @property
    def draw(self) -> bool:
        return self.battle == "DRAW"


def build_deck(mode: str, rng: Rng) -> list[str]:
    """The event deck, top card first: all 18 shuffled, or the Historia order."""
    if mode == "shuffled":
        deck = list(NUMBERED_EVENTS + UNNUMBERED_EVENTS)
        rng.shuffle(deck)
        return deck
    loose = list(UNNUMBERED_EVENTS)
    rng.shuffle(loose)
    doubles = set(rng.sample(range(HISTORIA_GAPS), HISTORIA_DOUBLE_GAPS))
    deck = [NUMBERED_EVENTS[0]]
    for gap, numbered in enumerate(NUMBERED_EVENTS[1:]):
        for _ in range(2 if gap in doubles else 1):
            deck.append(loose.pop(0))
        deck.append(numbered)
    return deck


def _side(game: OrkensturmModel, side: str, amount: int) -> None:
    for seat in game.seats_of(side):
        game.gain_ap(seat, amount)


def _at(game: OrkensturmModel, character: str, amount: int) -> None:
    seat = game.placed_on(character)
    if seat is not None:
        game.gain_ap(seat, amount)


def _ev_i(g: OrkensturmModel, f: Flags) -> None:
    if f.lost:
        g.move_track("M", -1)
    if f.won:
        _side(g, BRIN, 1)


def _ev_ii(g: OrkensturmModel, f: Flags) -> None:
    _side(g, ANSWIN, 1)
    if f.treasury == "FELL":
        _side(g, ANSWIN, 1)
    if f.time == "HASTENED":
        _side(g, BRIN, 1)


def _ev_iii(g: OrkensturmModel, f: Flags) -> None:
    g.move_track("S", -1)
    if f.lost:
        g.move_track("S", -1)


def _ev_iv(g: OrkensturmModel, f: Flags) -> None:
    if f.won:
        g.move_track("O", -1)
    if f.time == "HASTENED":
        g.move_track("T", -1)


def _ev_v(g: OrkensturmModel, f: Flags) -> None:
    if f.treasury == "ROSE":
        _side(g, BRIN, 2)
    if f.treasury == "FELL":
        _side(g, ANSWIN, 2)


def _ev_vi(g: OrkensturmModel, f: Flags) -> None:
    g.move_track("M", -1)
    if f.lost:
        g.move_track("M", -1)


def _ev_vii(g: OrkensturmModel, f: Flags) -> None:
    if f.lost:
        g.move_track("T", 1)
    else:
        g.move_track("O", -1)


def _ev_viii(g: OrkensturmModel, f: Flags) -> None:
    if f.won:
        g.move_track("O", -f.margin)
    elif f.lost:
        g.move_track("M", -f.margin)
    else:
        g.move_track("M", -1)
        g.move_track("O", -1)


def _ev_u1(g: OrkensturmModel, f: Flags) -> None:
    if f.lost:
        g.move_track("M", -1)


def _ev_u2(g: OrkensturmModel, f: Flags) -> None:
    if not f.lost:
        g.move_track("O", -1)


def _ev_u4(g: OrkensturmModel, f: Flags) -> None:
    if f.treasury == "ROSE":
        g.move_track("S", 1)
        _at(g, "merchant", 1)


def _ev_u5(g: OrkensturmModel, f: Flags) -> None:
    if f.draw:
        for seat in range(g.num_players):
            g.gain_ap(seat, 1)
    else:
        _at(g, "knight", 2)


def _ev_u6(g: OrkensturmModel, f: Flags) -> None:
    if f.lost:
        _side(g, ANSWIN, 1)
    if f.won:
        _at(g, "inquisitor", 2)


def _ev_u7(g: OrkensturmModel, f: Flags) -> None:
    if f.time == "HASTENED":
        _side(g, BRIN, 2)


def _ev_u8(g: OrkensturmModel, f: Flags) -> None:
    if f.treasury == "FELL":
        g.move_track("S", -1)
    if f.treasury == "ROSE":
        _at(g, "tax_collector", 2)


def _ev_u9(g: OrkensturmModel, f: Flags) -> None:
    if f.time != "HASTENED":
        g.move_track("T", 1)


def _ev_u10(g: OrkensturmModel, f: Flags) -> None:
    if f.lost and g.tracks["M"] > 0 and g.tracks["S"] >= 3:
        g.move_track("S", -2)
        g.move_track("M", 1)


EFFECTS: dict[str, Callable[[OrkensturmModel, Flags], None]] = {
    "I": _ev_i,
    "II": _ev_ii,
    "III": _ev_iii,
    "IV": _ev_iv,
    "V": _ev_v,
    "VI": _ev_vi,
    "VII": _ev_vii,
    "VIII": _ev_viii,
    "U1": _ev_u1,
    "U2": _ev_u2,
    "U3": _ev_iii,
    "U4": _ev_u4,
    "U5": _ev_u5,
    "U6": _ev_u6,
    "U7": _ev_u7,
    "U8": _ev_u8,
    "U9": _ev_u9,
    "U10": _ev_u10,
}
