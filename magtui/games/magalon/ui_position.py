"""What Magalon's board draws from: the position as a seat's view tells it (`MagalonState.view`,
JSON naming cells and spaces), read back once per view into the cell and node numbers the valley
and the panels are drawn with. Nothing here reaches the game state."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.turn import NO_LEGAL_MOVE


def _cells(names) -> tuple[int, ...]:
    return tuple(D.cell(name) for name in names)


def _nodes(names) -> tuple[int, ...]:
    return tuple(V.parse_node(name) for name in names)


@dataclass(frozen=True)
class TurnView:
    """The acting player's progress through the turn."""

    seat: int
    card: int
    giant: bool  # lowest card: this turn also has the giant
    mag_path: tuple[int, ...]  # nodes entered, the start node first
    mag_target: int
    red: str  # "" | "pending" | "stay" | "on"
    fly: str  # "" | "lifted" | "done"
    lifted: str
    gnome_paths: tuple[tuple[int, ...], ...]
    ruin_steps: int
    shield_done: bool
    energy_done: bool
    dice: tuple[int, ...]
    giant_path: tuple[int, ...]
    push_victim: int  # the magician being displaced, -1 for none
    push_left: int
    push_path: tuple[int, ...]
    chips: Mapping[str, str]  # chip name -> progress, as the panel shows them
    unfinished: tuple[str, ...]  # the movements started and not complete
    taken_back: str  # what the last action's take-back undid ("" for none)

    @classmethod
    def read(cls, t: Mapping[str, Any]) -> "TurnView":
        victim = t["victim"]
        return cls(
            seat=t["seat"], card=t["card"], giant=t["giant"], mag_path=_nodes(t["path"]),
            mag_target=t["target"], red=t["red"], fly=t["fly"], lifted=t["lifted"],
            gnome_paths=tuple(_nodes(p) for p in t["gnome_paths"]), ruin_steps=t["ruin_steps"],
            shield_done=t["shield_done"], energy_done=t["energy_done"], dice=tuple(t["dice"]),
            giant_path=_nodes(t["giant_path"]), push_victim=-1 if victim is None else victim,
            push_left=t["push_left"], push_path=_nodes(t["push_path"]), chips=t["chips"],
            unfinished=tuple(t["unfinished"]), taken_back=t["taken_back"],
        )

    @property
    def action(self) -> str:
        return D.CARDS[self.card][0]

    @property
    def amount(self) -> int:
        return D.CARDS[self.card][1]

    @property
    def mag_steps(self) -> int:
        return len(self.mag_path) - 1

    @property
    def gnome_steps(self) -> int:
        return sum(len(path) - 1 for path in self.gnome_paths)

    @property
    def giant_total(self) -> int:
        return sum(self.dice)

    @property
    def giant_steps(self) -> int:
        return max(0, len(self.giant_path) - 1)

    def stuck(self, chip: str) -> bool:
        """The chip (its panel name: "Magician", "Giant"…) cannot be carried out this turn."""
        return self.chips.get(chip) == NO_LEGAL_MOVE


@dataclass(frozen=True)
class Position:
    """The whole table's picture of the game (Magalon hides nothing)."""

    names: tuple[str, ...]
    round: int
    phase: str  # "play" | "turn" | "over"
    acting: int | None
    play_seq: tuple[int, ...]
    sat_out: tuple[int, ...]
    turn_order: tuple[int, ...]
    turn_pos: int
    played: Mapping[int, int]  # seat -> card played this round
    protected: frozenset[int]
    hands: tuple[tuple[int, ...], ...]
    piles: tuple[tuple[int, ...], ...]  # played in earlier rounds, face down
    energy: tuple[int, ...]
    artifacts: tuple[str, ...]
    pos: tuple[int, ...]  # each magician's node
    shields: tuple[int | None, ...]
    gnomes: tuple[int, ...]
    giant: int
    ruins: Mapping[str, tuple[int, ...]]
    winner: int | None
    last_dice: tuple[int, ...]
    log: tuple[str, ...]  # the last lines
    turn: TurnView | None

    @classmethod
    def read(cls, view: Mapping[str, Any]) -> "Position":
        players = view["players"]
        return cls(
            names=tuple(p["name"] for p in players), round=view["round"], phase=view["phase"],
            acting=view["acting"], play_seq=tuple(view["play_order"]), sat_out=tuple(view["sat_out"]),
            turn_order=tuple(view["turn_order"]), turn_pos=view["turn_pos"],
            played=MappingProxyType({s: p["played"] for s, p in enumerate(players) if p["played"] is not None}),
            protected=frozenset(s for s, p in enumerate(players) if p["protected"]),
            hands=tuple(tuple(p["hand"]) for p in players),
            piles=tuple(tuple(p["face_down"]) for p in players),
            energy=tuple(p["energy"] for p in players), artifacts=tuple(p["artifacts"] for p in players),
            pos=_nodes(p["at"] for p in players),
            shields=tuple(None if p["shield"] is None else D.cell(p["shield"]) for p in players),
            gnomes=_cells(view["gnomes"]), giant=D.cell(view["giant"]),
            ruins=MappingProxyType({rid: _cells(cells) for rid, cells in view["ruins"].items()}),
            winner=view["winner"], last_dice=tuple(view["last_dice"]), log=tuple(view["recent_log"]),
            turn=TurnView.read(view["turn"]) if "turn" in view else None,
        )

    @property
    def num_players(self) -> int:
        return len(self.names)

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def playable(self, seat: int) -> tuple[int, ...]:
        """The cards of `seat`'s hand whose value nobody has played this round."""
        taken = set(self.played.values())
        return tuple(v for v in self.hands[seat] if v not in taken)
