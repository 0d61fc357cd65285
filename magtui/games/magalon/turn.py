"""The acting player's progress through a Magalon turn: the chips and what is under way."""

from __future__ import annotations

from dataclasses import dataclass, field

from magtui.core.model import Model
from magtui.games.magalon import data as D

NO_LEGAL_MOVE = "no legal move"  # a chip's progress when it cannot be carried out this turn
TAKEN_BACK = "taken back"  # a chip's progress when it was taken back this turn, until restarted
# The chip of each part of a turn that can be taken back.
CHIP_NAMES = {
    "magician": "Magician",
    "gnomes": "Gnomes",
    "ruins": "Ruins",
    "giant": "Giant",
    "fly": "Fly",
    "shield": "Shield",
}


@dataclass(slots=True)
class Turn(Model):
    """The acting player's progress through the four actions (and the giant)."""

    seat: int
    card: int
    giant: bool  # lowest card: this turn also has the giant
    mag_path: list[int]  # nodes entered, the start node first
    mag_target: int  # card value, +3 after "move on"
    red: str = ""  # "" | "pending" | "stay" | "on"
    gnome_paths: list[list[int]] = field(default_factory=list)
    gnome_steps: int = 0
    ruin_steps: int = 0
    ruin_moves: list[tuple[str, str]] = field(default_factory=list)  # (ruin, direction) in order
    fly: str = ""  # "" | "lifted" | "done"
    lifted: str = ""  # the ruin in the air
    shield_done: bool = False
    energy_done: bool = False
    dice: tuple[int, ...] = ()
    giant_path: list[int] = field(default_factory=list)
    displaced: set[int] = field(default_factory=set)
    # A displacement under way: victim, remaining steps, the victim's path, attacker name.
    push_victim: int = -1
    push_left: int = 0
    push_path: list[int] = field(default_factory=list)
    push_by: str = ""
    # The board when the turn began and the turn's actions since, in order: what a movement
    # that cannot be finished is taken back from (takeback.py). The parts of the turn taken
    # back so far, and what the last action took back, in words ("" once another follows).
    board: tuple = ()
    done: tuple = ()
    taken_back: tuple[str, ...] = ()
    back_note: str = ""
    # The card's action and its amount (read very often while judging a turn).
    action: str = field(init=False)
    amount: int = field(init=False)

    def __post_init__(self) -> None:
        self.action, self.amount = D.CARDS[self.card]

    @property
    def mag_steps(self) -> int:
        return len(self.mag_path) - 1

    @property
    def giant_total(self) -> int:
        return sum(self.dice)

    @property
    def giant_steps(self) -> int:
        return max(0, len(self.giant_path) - 1)

    def started(self, part: str) -> bool:
        """Has the part of the turn ("magician", "gnomes", "ruins", "giant", "fly", "shield")
        begun?"""
        return {
            "magician": self.mag_steps > 0,
            "gnomes": self.gnome_steps > 0,
            "ruins": self.ruin_steps > 0,
            "giant": self.giant_steps > 0,
            "fly": bool(self.fly),
            "shield": self.shield_done,
        }[part]

    def unfinished(self) -> list[str]:
        """The movement chips started but not complete."""
        out = []
        if 1 < len(self.mag_path) <= self.mag_target:
            out.append("magician")
        if self.action == "gnomes" and 0 < self.gnome_steps < self.amount:
            out.append("gnomes")
        if self.action == "ruins" and 0 < self.ruin_steps < self.amount:
            out.append("ruins")
        if self.dice and 1 < len(self.giant_path) <= sum(self.dice):
            out.append("giant")
        return out


def steps(n: int) -> str:
    """'1 step', '3 steps'."""
    return f"{n} step" if n == 1 else f"{n} steps"


def card_effect(value: int, short: bool = False) -> str:
    """What playing `value` does: the walk, then the card's action ("walk 6 · gnomes 5 steps")."""
    action, amount = D.CARDS[value]
    walk = f"walk {value}" if value else "no walk"
    if short:
        what = {
            "recall": "recall cards",
            "energy": f"energy +{amount}",
            "gnomes": f"gnomes {steps(amount)}",
            "protect": "safe from attacks",
            "fly": "flying ruin",
            "ruins": f"ruins {steps(amount)}",
        }[action]
        return f"{walk} · {what}"
    what = {
        "recall": "played cards back to the hand",
        "energy": f"energy +{amount}",
        "gnomes": f"gnomes move {steps(amount)} in total",
        "protect": "safe from gnomes and giant this round",
        "fly": "lift a ruin, turn it, set it down",
        "ruins": f"ruins move {steps(amount)} in total",
    }[action]
    return f"{walk}; {what}"


def describe_card(value: int) -> str:
    action, amount = D.CARDS[value]
    return {
        "recall": "recall",
        "energy": f"energy +{amount}",
        "gnomes": f"gnomes {amount}",
        "protect": "protection",
        "fly": "flying ruin",
        "ruins": f"ruins {amount}",
    }[action]
