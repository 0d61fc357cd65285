"""The Magnastorm table as data: every field of the state, declared once with its type, and the
small queries and bookkeeping every rule module shares (names, cubes, reputation, commanders).

The rule modules build on this class in one line, each adding a topic: objectives.py,
turns.py, moving.py, admin.py, then rules.py (setup, the decision machine, views).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from magtui.core.game import GameState
from magtui.core.model import Model
from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import Action
from magtui.games.magnastorm.economy import (
    Need,
    can_pay,
    need_text,
    parse_code,
    payable_after_exchanges,
    payment,
)
from magtui.games.magnastorm.planet import Planet, planet, quiet_sectors


@dataclass
class Turn(Model):
    """What the turn being played has chosen and used so far; a new turn starts afresh."""

    crew: str = ""  # the crew member taken, on its way to a lower space
    col: str = ""  # the column it came from
    space: str = ""  # the lower space it went to, its row and icon
    row: int = 0
    icon: str = ""
    range: int = data.BASE_RANGE  # of the move
    idris_used: bool = False  # payment powers used this turn
    kaysia: bool = False
    justin: bool = False
    station: str | None = None  # the station the move starts from
    dest: str = ""  # where the scout lands
    buildable: list[str] = field(default_factory=list)  # transmitters its path walked
    dropped: int = 0  # labs dropped on dest
    extras: list[str] = field(default_factory=list)  # more labs allowed: LAB2, Azrea
    obj: str = ""  # the sector objective being fulfilled, its count,
    need: int = 0  # the labs returned and the sectors they may come from
    removed: list[str] = field(default_factory=list)
    sectors: list[int] = field(default_factory=list)
    takeover: str = ""  # the column taken over, and its crew still to put
    put: list[str] = field(default_factory=list)


class MagnastormModel(GameState):
    # seats and the player count's material
    feds: tuple[str, ...]  # each seat's federation
    letters: str  # each seat's notation letter
    cube_letters: str  # the letter of each cube colour in play: Y, then the seats'
    colours: tuple[int, ...]  # cube colours in play: 0 yellow, 1 + seat
    four: bool
    start: str  # start area option, "1" or "2"
    columns: str  # research areas
    panel_cols: str  # action panel columns
    # the round
    round: int
    phase: str  # setup, turns, admin, over
    over: bool
    # cubes: supply and players by colour; bag [black, Y, then each seat's colour]
    supply: list[int]
    bag: list[int]
    cubes: list[list[int]]
    # player boards
    rep: list[int]
    rep_by: list[dict[str, int]]  # reputation by source, sums to rep
    research: list[list[int]]  # levels by seat and area
    slots: list[list[bool]]  # lab slots still filled
    stations: list[list[bool]]  # stations still on the player board
    crew_left: list[int]
    artifact_cards: list[list[str]]
    # the planet
    labs: dict[str, list[int]]  # space -> [owner, count]
    built: dict[str, int]  # transmitter -> owner
    scout: list[str]
    # the action board and commanders
    upper: dict[str, list[str]]  # column -> crew codes
    lower: dict[str, list[str]]  # space -> crew codes; lowercase = no effect
    admin_cols: dict[str, str]  # column -> administrative commander
    research_cmd: dict[str, str]  # area -> research commander
    holder: dict[str, int | None]  # commander -> holding seat
    token: int | None  # who took the first player token this round
    kim_used: list[int]  # seats that used Kim-Kin Park this round
    # objectives and the end
    objectives: list[str]
    obj_done: dict[str, list[int]]  # card -> seats in the order they fulfilled it
    triggered: bool
    goal_reached: str  # who reached the goal, when, in words
    end_reason: str  # why the game ended, in words
    end_last: int | None  # the last seat to play once the end is triggered
    # the decision machine
    order: list[int]  # the turn-order track, position 1 first
    pass_order: tuple[int, ...]  # the order of the pass being played (M15)
    pass_pos: int
    current: int  # whose turn it is
    stages: list[tuple[str, int]]  # what is left of this turn: (stage, seat)
    queue: list[tuple[int, str, str]]  # rewards to resolve: (seat, kind, argument)
    step: str  # the decision being asked
    actor: int  # who must decide it
    turn: Turn
    setup_bonuses: list[tuple[int, str, str]]
    admin_report: list[str]  # the last administration, for the table

    # ----- names ------------------------------------------------------------------------
    def fed(self, seat: int) -> str:
        return self.feds[seat]

    def who(self, seat: int) -> str:
        return f"{self.feds[seat]} ({self.names[seat]})"

    def letter(self, seat: int) -> str:
        return self.letters[seat]

    def seat_of_letter(self, letter: str) -> int:
        return self.letters.index(letter.upper())

    def colour_refusal(self, letter: str) -> str | None:
        """None for the notation letter of a cube colour in play; else why it is not."""
        if letter in self.cube_letters:
            return None
        return (
            f"No federation plays {letter} in this game: the cube colours are "
            f"{' '.join(self.cube_letters)}."
        )

    def seat_label(self, seat: int) -> str:
        return f"seat {seat + 1} · {self.feds[seat]}"

    def step_options(self, step: str, seat: int) -> list[Action]:
        """The actions `seat` may take in `step`: the step's candidates that its check passes
        (`_candidates_<step>` and `_check_<step>` of the rule modules)."""
        check = getattr(self, f"_check_{step}")
        return [a for a in getattr(self, f"_candidates_{step}")(seat) if check(seat, a) is None]

    def not_now(self, seat: int, action: Action) -> str:
        """The refusal of an action the decision at hand does not offer at all."""
        return f"'{action}' is not possible now: {self.who(seat)} must {self.decision(seat)}."

    @property
    def icons(self) -> dict[str, str]:
        """Lower space -> its icon."""
        return data.PANEL_4P if self.four else data.PANEL_23P

    @property
    def planet(self) -> Planet:
        return planet(self.four)

    @property
    def quiet(self) -> frozenset[int]:
        return quiet_sectors(self.start, self.round)

    def threshold(self) -> int:
        return data.THRESHOLDS[self.num_players]

    # ----- cubes ------------------------------------------------------------------------
    def gain_cube(self, seat: int, colour: int, n: int = 1) -> int:
        got = min(n, self.supply[colour])
        self.supply[colour] -= got
        self.cubes[seat][colour] += got
        return got

    def gain_code(self, seat: int, code: str) -> str:
        c = parse_code(code)
        y = self.gain_cube(seat, 0, c["Y"])
        o = self.gain_cube(seat, 1 + seat, c["O"])
        return (
            "+".join(p for p in (f"{y}Y" if y else "", f"{o}{self.letter(seat)}" if o else "") if p)
            or "nothing"
        )

    def pay(self, seat: int, need: Need, to: int | None = None, pick: int | None = None) -> str:
        paid = payment(self.cubes[seat], need, seat, pick)
        for colour, k in enumerate(paid):
            self.cubes[seat][colour] -= k
            if to is None:
                self.supply[colour] += k
            else:
                self.cubes[to][colour] += k
        return "+".join(f"{k}{self.cube_letters[c]}" for c, k in enumerate(paid) if k) or "nothing"

    def can(self, seat: int, need: Need) -> bool:
        return can_pay(self.cubes[seat], need)

    def can_after_exchanges(self, seat: int, need: Need) -> bool:
        return payable_after_exchanges(
            tuple(self.cubes[seat]), need, tuple(self.supply), self.colours
        )

    def cost_text(self, need: Need) -> str:
        return need_text(need, self.cube_letters)

    # ----- reputation and commanders ------------------------------------------------------
    def gain_rep(self, seat: int, n: int, source: str, line: str) -> None:
        """Change `seat`'s reputation by `n` from `source` (data.REPUTATION_SOURCES, or
        "artifacts"), never below 0, and log `line`, which tells the change; the end it triggers
        comes after it in the log."""
        before = self.rep[seat]
        self.rep[seat] = max(0, before + n)
        self.rep_by[seat][source] = self.rep_by[seat].get(source, 0) + self.rep[seat] - before
        self.log.append(line)
        if n > 0 and self.rep[seat] >= self.threshold() and not self.triggered:
            self.triggered = True
            self.goal_reached = (
                f"{self.who(seat)} reached {self.rep[seat]} reputation in round {self.round} "
                f"({self.threshold()} triggers the end with {self.num_players} players)"
            )
            if self.phase == "turns" and self.pass_order:
                self.end_last = self.pass_order[-1]
            self.log.append(
                f"{self.who(seat)} reaches {self.rep[seat]} reputation: the game end is triggered."
            )

    def holds(self, seat: int, commander: str) -> bool:
        return self.holder.get(commander) == seat
