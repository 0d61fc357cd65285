"""Phase 1 turns: passes, taking crew, lower spaces, gain actions, takeovers, and the effect
queue (research levels, P cubes, bag draws, crew placement, turn-order swap, Forrester)."""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import (
    Action,
    Dain,
    Gain,
    LowerSpace,
    Move,
    PlaceCrew,
    PutCrew,
    Research,
    Skip,
    TakeCrew,
    TakeCube,
    Takeover,
)
from magtui.games.magnastorm.economy import Need, idris_ok, need_of
from magtui.games.magnastorm.model import Turn
from magtui.games.magnastorm.objectives import ObjectiveRules

BONUS_EFFECTS = {
    "Y": ("cubes", "1Y"),
    "O": ("cubes", "1O"),
    "P": ("P", ""),
    "BAG2": ("bag", "2"),
    "BAG3": ("bag", "3"),
    "CREW": ("crew", ""),
}


def takeover_need(
    crew: Sequence[str], letters: str, seat: int, prev: int | None, idris: str | None = None
) -> Need:
    """What `seat` pays to take over a column whose upper crew is `crew` (codes Y N S P D) and
    whose commander `prev` holds (None: nobody, or the first-player column): a cube per crew
    member of its colour, and one of the holder's colour (M11); Idris pays one Y as O or back.
    `letters` are the federations' letters by seat."""
    counts = [0] * 5
    for code in crew:
        counts[0 if code == "Y" else 1 + letters.index(code.upper())] += 1
    if prev is not None and prev != seat:
        counts[1 + prev] += 1
    if idris == "YO":
        counts[0] -= 1
        counts[1 + seat] += 1
    elif idris == "OY":
        counts[1 + seat] -= 1
        counts[0] += 1
    return tuple(counts), 0, 0


@lru_cache(maxsize=None)
def panel_spaces(columns: str) -> tuple[str, ...]:
    """The lower spaces of the action panel, row by row."""
    return tuple(f"{c}{r}" for r in range(1, data.PANEL_ROWS + 1) for c in columns)


class TurnRules(ObjectiveRules):
    # ----- passes and turns -------------------------------------------------------------
    def _start_pass(self) -> None:
        self.pass_order = tuple(self.order)
        self.pass_pos = 0
        self._start_turn()

    def _start_turn(self) -> None:
        self.current = self.pass_order[self.pass_pos]
        self.turn = Turn()
        self.stages = [("main", self.current)]

    # ----- step 1: a crew member or a takeover ------------------------------------------
    def own_crew_left(self, seat: int) -> bool:
        """A neutral or own crew member is left on the upper panel: only those may be taken (M9)."""
        own = self.letter(seat)
        return any("Y" in crew or own in crew for crew in self.upper.values())

    def takeover_need(self, seat: int, col: str, idris: str | None = None) -> Need:
        prev = None if col == data.FIRST_PLAYER_COLUMN else self.holder[self.admin_cols[col]]
        return takeover_need(self.upper[col], self.letters, seat, prev, idris)

    def takeover_name(self, col: str) -> str:
        return (
            "the first-player column" if col == data.FIRST_PLAYER_COLUMN else self.admin_cols[col]
        )

    def takeover_refusal(self, seat: int, action: Takeover) -> str | None:
        """None when `seat` may take over the commander of the action's column now (M11), with
        Idris' swap if it names one; else why not, in words."""
        col, idris, fed = action.column, action.idris, self.fed(seat)
        if idris is not None and not self.holds(seat, "Idris Yakuul"):
            return f"{fed} does not hold Idris Yakuul."
        name = self.takeover_name(col)
        if not self.upper[col]:
            return f"Column {col} has no crew left: {name} cannot be taken over this round."
        if col != data.FIRST_PLAYER_COLUMN and self.holds(seat, self.admin_cols[col]):
            return f"{fed} already controls {name}."
        if idris is not None:
            base = self.takeover_need(seat, col)[0]
            if not (base[0] if idris == "YO" else base[1 + seat]):
                return (
                    f"Idris Yakuul has no {'Y' if idris == 'YO' else self.letter(seat)} "
                    f"to swap in the cost of {name}."
                )
        need = self.takeover_need(seat, col, idris)
        if self.can(seat, need):
            return None
        cost = self.cost_text(need)
        if self.can_after_exchanges(seat, need):
            return f"{fed} needs {cost} for {name}: exchange 3 cubes for 1 first (x)."
        return f"{fed} cannot pay {cost} for {name}, not even after exchanges."

    def _enter_main(self, seat: int) -> bool:
        return True

    def _candidates_main(self, seat: int) -> list[Action]:
        crew: list[Action] = [
            TakeCrew(c, code) for c, team in self.upper.items() for code in sorted(set(team))
        ]
        return crew + [Takeover(c, m) for c in self.panel_cols for m in (None, "YO", "OY")]

    def _check_main(self, seat: int, action: Action) -> str | None:
        match action:
            case TakeCrew(column=col, crew=code):
                if code in self.upper.get(col, ()) and (
                    code in ("Y", self.letter(seat)) or not self.own_crew_left(seat)
                ):
                    return None
                return (
                    f"{self.fed(seat)} must take a neutral or own crew member while any is left "
                    "on the upper panel."
                )
            case Takeover() if action.column in self.upper:
                return self.takeover_refusal(seat, action)
        return self.not_now(seat, action)

    def take_crew(self, seat: int, action: TakeCrew) -> None:
        self.upper[action.column].remove(action.crew)
        self.turn.crew, self.turn.col = action.crew, action.column
        self.stages[0:0] = [("space", seat)]

    def take_over(self, seat: int, action: Takeover) -> None:
        col, idris = action.column, action.idris
        paid = self.pay(seat, self.takeover_need(seat, col, idris))
        self.log.append(
            f"{self.who(seat)} takes over {self.takeover_name(col)}, paying {paid}"
            + (" (Idris)" if idris else "")
            + "."
        )
        self.turn.put, self.turn.takeover = list(self.upper[col]), col
        self.upper[col] = []
        self.stages[0:0] = [
            ("put", seat),
            ("takeover_done", seat),
            ("objective", seat),
            ("endturn", seat),
        ]

    # ----- lower spaces ------------------------------------------------------------------
    def all_spaces(self) -> tuple[str, ...]:
        return panel_spaces(self.panel_cols)

    def free_spaces(self) -> list[str]:
        return [s for s in self.all_spaces() if not self.lower.get(s)]

    def open_space(self, space: str) -> bool:
        """A crew member may go to `space`: it is free, or no space is and it is in the last
        row (M12)."""
        if not self.lower.get(space):
            return space in self.all_spaces()
        return int(space[1]) == data.FULL_PANEL_ROW and not self.free_spaces()

    def holds_kim(self, seat: int) -> bool:
        return self.holds(seat, "Kim-Kin Park") and seat not in self.kim_used

    def _enter_space(self, seat: int) -> bool:
        return True

    def _candidates_space(self, seat: int) -> list[Action]:
        return [LowerSpace(s) for s in self.all_spaces()]

    def _check_space(self, seat: int, action: Action) -> str | None:
        if not isinstance(action, LowerSpace):
            return self.not_now(seat, action)
        space = action.space
        if self.open_space(space) or (self.holds_kim(seat) and bool(self.lower.get(space))):
            return None
        return f"{space} is taken: choose a free lower space."

    def to_space(self, seat: int, action: LowerSpace) -> None:
        space = action.space
        if not self.open_space(space):
            self.kim_used.append(seat)
            self.log.append(f"{self.who(seat)} uses Kim-Kin Park to share {space}.")
        self.lower.setdefault(space, []).append(self.turn.crew)
        self.turn.space, self.turn.row, self.turn.icon = (
            space,
            int(space[1]),
            self.icons.get(space, ""),
        )
        self.stages[0:0] = [("mode", seat)]

    # ----- move or gain ------------------------------------------------------------------
    def move_cost_code(self) -> str:
        return data.ACTION_ROWS[self.turn.row][0]

    def sayuri(self, seat: int) -> int:
        return 1 if self.holds(seat, "Sayuri Modo") else 0

    def _enter_mode(self, seat: int) -> bool:
        return True

    def _candidates_mode(self, seat: int) -> list[Action]:
        return [
            Move(m) for m in self.idris_mods(seat, self.move_cost_code(), self.sayuri(seat))
        ] + [Gain()]

    def _check_mode(self, seat: int, action: Action) -> str | None:
        match action:
            case Gain():
                return None
            case Move(idris=idris):
                code, less = self.move_cost_code(), self.sayuri(seat)
                if idris in self.idris_mods(seat, code, less) and self.can(
                    seat, need_of(seat, code, idris, less)
                ):
                    return None
                need = need_of(seat, code, None, less)
                return (
                    f"{self.fed(seat)} cannot pay {self.cost_text(need)} "
                    f"to move from row {self.turn.row} (exchange 3 for 1 first)."
                )
        return self.not_now(seat, action)

    def idris_mods(self, seat: int, code: str, less: int = 0) -> list[str | None]:
        mods: list[str | None] = [None]
        if self.holds(seat, "Idris Yakuul") and not self.turn.idris_used:
            mods += [m for m in ("YO", "OY") if idris_ok(code, m, less)]
        return mods

    def gain(self, seat: int) -> None:
        row, icon = self.turn.row, self.turn.icon
        got = self.gain_code(seat, data.ACTION_ROWS[row][1])
        self.log.append(f"{self.who(seat)} gains cubes on {self.turn.space}: {got}.")
        if self.holds(seat, "Yuul Mbado"):
            self.queue.append((seat, "P", ""))
        if self.holds(seat, "Rain Davenpitt"):
            self.queue.append((seat, "rain", ""))
        if icon == "BAG":
            self.queue.append((seat, "bag", str(data.BAG_ICON_DRAWS)))
        self._icon_effects(seat, icon)
        self.stages[0:0] = [("objective", seat), ("endturn", seat)]

    def move(self, seat: int, action: Move) -> None:
        icon = self.turn.icon
        need = need_of(seat, self.move_cost_code(), action.idris, self.sayuri(seat))
        paid = self.pay(seat, need)
        self.turn.idris_used = bool(action.idris)
        self.turn.range = data.MOVE2_RANGE if icon == "MOVE2" else data.BASE_RANGE
        self.log.append(f"{self.who(seat)} moves from {self.turn.space}, paying {paid}.")
        self.stages[0:0] = [
            (s, seat)
            for s in (
                "route",
                "build",
                "drop",
                "extra",
                "research",
                "adira",
                "icon",
                "objective",
                "endturn",
            )
        ]

    def _icon_effects(self, seat: int, icon: str) -> None:
        if icon and icon in self.columns:
            self.queue.append((seat, "res", icon))
        elif icon == "CREW":
            self.queue.append((seat, "crew", ""))
        elif icon == "TURN":
            self.queue.append((seat, "turn", ""))

    def _enter_icon(self, seat: int) -> bool:
        self._icon_effects(seat, self.turn.icon)
        return False

    # ----- takeovers --------------------------------------------------------------------
    def _enter_put(self, seat: int) -> bool:
        return bool(self.turn.put)

    def _candidates_put(self, seat: int) -> list[Action]:
        return [PutCrew(s) for s in self.all_spaces()]

    def _check_put(self, seat: int, action: Action) -> str | None:
        if isinstance(action, PutCrew) and self.open_space(action.space):
            return None
        return self.not_now(seat, action)

    def put_crew(self, seat: int, action: PutCrew) -> None:
        code = self.turn.put.pop(0)
        self.lower.setdefault(action.space, []).append(code.lower())
        if self.turn.put:
            self.stages[0:0] = [("put", seat)]

    def _enter_takeover_done(self, seat: int) -> bool:
        col = self.turn.takeover
        if col == data.FIRST_PLAYER_COLUMN:
            self.token = seat
            self.log.append(f"{self.who(seat)} takes the first player token.")
            self.queue += [(seat, "res", ""), (seat, "P", "")]
            return False
        name = self.admin_cols[col]
        _, green, red, _ = data.COMMANDERS[name]
        prev = self.holder[name]
        if prev is not None:
            self.gain_rep(
                prev, -red, "commanders", f"{self.who(prev)} loses {name} and {red} reputation."
            )
        self.holder[name] = seat
        self.gain_rep(
            seat,
            green,
            "commanders",
            f"{self.who(seat)} now controls {name} (+{green} reputation).",
        )
        if name == "Forrester Dain":
            self.queue.append((seat, "dain", ""))
        return False

    # ----- effects ----------------------------------------------------------------------
    def research_options(self, seat: int, allowed: str) -> list[str]:
        """Areas a level may go to: `allowed` ('' = any), widened by Franzkarl Huber."""
        cols = self.columns if (not allowed or self.holds(seat, "Franzkarl Huber")) else allowed
        return [
            c
            for c in self.columns
            if c in cols and self.research[seat][self.columns.index(c)] < data.TOP_LEVEL
        ]

    def advance(self, seat: int, colour: str) -> None:
        """+1 level and that level's bonus (it resolves next)."""
        i = self.columns.index(colour)
        if self.research[seat][i] >= data.TOP_LEVEL:
            self.log.append(
                f"{self.who(seat)} is at the top of {data.RESEARCH_NAMES[colour]}: "
                "the level is lost."
            )
            return
        self.research[seat][i] += 1
        level = self.research[seat][i]
        bonus = data.LEVEL_BONUS[colour][level - 1]
        self.log.append(
            f"{self.who(seat)} advances to {data.RESEARCH_NAMES[colour]} {level}"
            + (f" (bonus {bonus})." if bonus else ".")
        )
        if bonus:
            kind, arg = BONUS_EFFECTS[bonus]
            self.queue.insert(0, (seat, kind, arg))

    def p_options(self) -> list[int]:
        return [c for c in self.colours if c and self.supply[c] > 0]

    def crew_places(self, seat: int) -> list[str]:
        up = [c for c, crew in self.upper.items() if crew and len(crew) < data.COLUMN_CAPACITY]
        return up + self.free_spaces()

    def _effect_auto(self, seat: int, kind: str, arg: str) -> bool:
        """Resolve the head effect if it needs no choice; False if the player must choose."""
        if kind == "res":
            opts = self.research_options(seat, arg)
            if len(opts) > 1:
                return False
            self.queue.pop(0)
            if opts:
                self.advance(seat, opts[0])
            elif arg and len(arg) == 1:
                self.advance(seat, arg)  # logs the lost level
            return True
        if kind == "rain":
            levels = self.research[seat]
            low = min(levels)
            self.queue[0] = (
                seat,
                "res",
                "".join(c for c, lv in zip(self.columns, levels) if lv == low),
            )
            return True
        if kind == "P":
            colours = self.p_options()
            if len(colours) > 1:
                return False
            self.queue.pop(0)
            if colours:
                self.gain_cube(seat, colours[0])
                self.log.append(f"{self.who(seat)} gains 1{self.cube_letters[colours[0]]}.")
            return True
        if kind == "crew":
            if self.crew_left[seat] and self.crew_places(seat):
                return False
            self.queue.pop(0)
            return True
        if kind == "dain":
            if self.cubes[seat][0]:
                return False
            self.queue.pop(0)
            return True
        self.queue.pop(0)
        if kind == "cubes":
            got = self.gain_code(seat, arg)
            self.log.append(f"{self.who(seat)} gains {got}.")
        elif kind == "rep":
            self.gain_rep(seat, int(arg), "artifacts", f"{self.who(seat)} gains {arg} reputation.")
        elif kind == "bag":
            self.draw_bag(seat, int(arg))
        elif kind == "turn":
            pos = self.order.index(seat)
            if pos > 0:
                self.order[pos - 1], self.order[pos] = self.order[pos], self.order[pos - 1]
                self.log.append(f"{self.who(seat)} moves up to position {pos} of the turn order.")
        return True

    # The effects that wait for a choice: the step "effect" with the head effect's kind.
    def _candidates_effect_res(self, seat: int) -> list[Action]:
        return [Research(c) for c in self.columns]

    def _check_effect_res(self, seat: int, action: Action) -> str | None:
        if isinstance(action, Research) and action.area in self.research_options(
            seat, self.queue[0][2]
        ):
            return None
        return self.not_now(seat, action)

    def _candidates_effect_P(self, seat: int) -> list[Action]:
        return [TakeCube(self.cube_letters[c]) for c in self.colours if c]

    def _check_effect_P(self, seat: int, action: Action) -> str | None:
        if isinstance(action, TakeCube):
            c = self.cube_letters.find(action.colour)
            if c > 0 and c in self.p_options():
                return None
        return self.not_now(seat, action)

    def _candidates_effect_crew(self, seat: int) -> list[Action]:
        return (
            [PlaceCrew(c) for c in self.upper]
            + [PlaceCrew(s) for s in self.all_spaces()]
            + [Skip()]
        )

    def _check_effect_crew(self, seat: int, action: Action) -> str | None:
        if isinstance(action, Skip) or (
            isinstance(action, PlaceCrew) and action.target in self.crew_places(seat)
        ):
            return None
        return self.not_now(seat, action)

    def _candidates_effect_dain(self, seat: int) -> list[Action]:
        return [Dain(k) for k in range(data.FORRESTER_MAX_YELLOW + 1)]

    def _check_effect_dain(self, seat: int, action: Action) -> str | None:
        if isinstance(action, Dain) and action.yellow <= min(
            data.FORRESTER_MAX_YELLOW, self.cubes[seat][0]
        ):
            return None
        return self.not_now(seat, action)

    def research_reward(self, seat: int, action: Research) -> None:
        self.queue.pop(0)
        self.advance(seat, action.area)

    def take_cube(self, seat: int, action: TakeCube) -> None:
        self.queue.pop(0)
        self.gain_cube(seat, self.cube_letters.index(action.colour))
        self.log.append(f"{self.who(seat)} gains 1{action.colour}.")

    def place_crew(self, seat: int, action: PlaceCrew) -> None:
        self.queue.pop(0)
        self.crew_left[seat] -= 1
        target = action.target
        if len(target) == 1:
            self.upper[target].append(self.letter(seat))
            self.log.append(f"{self.who(seat)} places a crew member in upper column {target}.")
        else:
            self.lower.setdefault(target, []).append(self.letter(seat).lower())
            self.log.append(f"{self.who(seat)} places a crew member on lower space {target}.")

    def pay_dain(self, seat: int, action: Dain) -> None:
        self.queue.pop(0)
        k = action.yellow
        self.cubes[seat][0] -= k
        self.supply[0] += k
        self.gain_rep(
            seat,
            k,
            "commanders",
            f"{self.who(seat)} pays {k}Y to Forrester Dain for {k} reputation.",
        )

    def draw_bag(self, seat: int, n: int) -> None:
        if self.holds(seat, "Joy D. Obondov"):
            n += data.JOY_EXTRA_DRAWS
        self.undoable = False
        got = []
        for _ in range(n):
            r = self.rng.randbelow(sum(self.bag))
            idx = 0
            while r >= self.bag[idx]:
                r -= self.bag[idx]
                idx += 1
            if idx == 0:
                k = self.gain_cube(seat, 1 + seat)
                got.append("black" + (f"→1{self.letter(seat)}" if k else " (supply empty)"))
            else:
                self.bag[idx] -= 1
                self.cubes[seat][idx - 1] += 1
                got.append(self.cube_letters[idx - 1])
        self.log.append(f"{self.who(seat)} draws from the bag: {', '.join(got)}.")
