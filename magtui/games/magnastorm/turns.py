"""Phase 1 turns: passes, taking crew, lower spaces, gain actions, takeovers, and the effect
queue (research levels, P cubes, bag draws, crew placement, turn-order swap, Forrester)."""

from __future__ import annotations

from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import Act
from magtui.games.magnastorm.economy import idris_ok, need_of

BONUS_EFFECTS = {"Y": ("cubes", "1Y"), "O": ("cubes", "1O"), "P": ("P", ""), "BAG2": ("bag", "2"),
                 "BAG3": ("bag", "3"), "CREW": ("crew", "")}


def takeover_need(crew, letters: str, seat: int, prev: int | None, idris: str | None = None):
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


class TurnRules:
    # ----- passes and turns -------------------------------------------------------------
    def _start_pass(self) -> None:
        self.pass_order = tuple(self.order)
        self.pass_pos = 0
        self._start_turn()

    def _start_turn(self) -> None:
        self.current = self.pass_order[self.pass_pos]
        self.turn = {}
        self.stages = [("main", self.current)]

    def _next_turn(self) -> None:
        raise RuntimeError("a turn ended without its end-of-turn stage")

    def _enter_endturn(self, seat: int) -> bool:
        self.undoable = False
        self.turn = {}
        if not any(self.upper.values()):
            self._administration()
        elif self.triggered and self.end_last == seat:
            self._finish("when the last player in turn order had played")
        else:
            self.pass_pos += 1
            if self.pass_pos >= len(self.pass_order):
                self._start_pass()
            else:
                self._start_turn()
        return False

    # ----- step 1: a crew member or a takeover ------------------------------------------
    def crew_choices(self, seat: int) -> list[tuple[str, str]]:
        """(column, crew code) the player may take (M9)."""
        own = self.letter(seat)
        mine = [(c, code) for c, crew in self.upper.items() for code in sorted(set(crew)) if code in ("Y", own)]
        if mine:
            return mine
        return [(c, code) for c, crew in self.upper.items() for code in sorted(set(crew))]

    def takeover_need(self, seat: int, col: str, idris: str | None = None):
        prev = None if col == data.FIRST_PLAYER_COLUMN else self.holder[self.admin_cols[col]]
        return takeover_need(self.upper[col], self.letters, seat, prev, idris)

    def takeover_options(self, seat: int) -> list[Act]:
        out = []
        for col in self.panel_cols:
            if not self.upper[col]:
                continue
            if col != data.FIRST_PLAYER_COLUMN and self.holds(seat, self.admin_cols[col]):
                continue
            mods = [None]
            if self.holds(seat, "Idris Yakuul"):
                base = self.takeover_need(seat, col)[0]
                if base[0]:
                    mods.append("YO")
                if base[1 + seat]:
                    mods.append("OY")
            for m in mods:
                if self.can(seat, self.takeover_need(seat, col, m)):
                    out.append(Act("takeover", (col,) + ((f"i:{m}",) if m else ())))
        return out

    def takeover_refusal(self, seat: int, col: str) -> str:
        """Why the commander of `col` cannot be taken over now, in words."""
        fed = self.fed(seat)
        name = "the first-player column" if col == data.FIRST_PLAYER_COLUMN else self.admin_cols[col]
        if self.step != "main" or seat != self.actor:
            return (f"A takeover is a turn's whole action, chosen instead of a crew member: "
                    f"{self.who(self.actor)} must {self.decision(self.actor)} now.")
        if not self.upper[col]:
            return f"Column {col} has no crew left: {name} cannot be taken over this round."
        if col != data.FIRST_PLAYER_COLUMN and self.holds(seat, self.admin_cols[col]):
            return f"{fed} already controls {name}."
        cost = self.cost_text(self.takeover_need(seat, col))
        if self.can_after_exchanges(seat, self.takeover_need(seat, col)):
            return f"{fed} needs {cost} for {name}: exchange 3 cubes for 1 first (x)."
        return f"{fed} cannot pay {cost} for {name}, not even after exchanges."

    def _enter_main(self, seat: int) -> bool:
        return True

    def _acts_main(self, seat: int) -> list:
        acts = [Act("crew", (c, code)) for c, code in self.crew_choices(seat)]
        return acts + self.takeover_options(seat)

    def _do_main(self, seat: int, action: Act) -> None:
        if action.verb == "crew":
            col, code = action.args
            self.upper[col].remove(code)
            self.turn.update(crew=code, col=col)
            self.stages[0:0] = [("space", seat)]
            return
        col = action.arg
        idris = action.flag("i")
        paid = self.pay(seat, self.takeover_need(seat, col, idris))
        name = "the first-player column" if col == data.FIRST_PLAYER_COLUMN else self.admin_cols[col]
        self.log.append(f"{self.who(seat)} takes over {name}, paying {paid}"
                        + (" (Idris)" if idris else "") + ".")
        self.turn.update(put=list(self.upper[col]), takeover=col)
        self.upper[col] = []
        self.stages[0:0] = [("put", seat), ("takeover_done", seat), ("objective", seat), ("endturn", seat)]

    # ----- lower spaces ------------------------------------------------------------------
    def all_spaces(self) -> list[str]:
        return [f"{c}{r}" for r in range(1, data.PANEL_ROWS + 1) for c in self.panel_cols]

    def free_spaces(self) -> list[str]:
        return [s for s in self.all_spaces() if not self.lower.get(s)]

    def full_panel_spaces(self) -> list[str]:
        """Spaces a crew may go to when no lower space is free (M12)."""
        return [f"{c}{data.FULL_PANEL_ROW}" for c in self.panel_cols]

    def space_choices(self, seat: int) -> list[str]:
        free = self.free_spaces()
        base = free or self.full_panel_spaces()
        if self.holds_kim(seat):
            return [s for s in self.all_spaces() if s in base or self.lower.get(s)]
        return base

    def holds_kim(self, seat: int) -> bool:
        return self.holds(seat, "Kim-Kin Park") and seat not in self.kim_used

    def _enter_space(self, seat: int) -> bool:
        return True

    def _acts_space(self, seat: int) -> list:
        return [Act("to", (s,)) for s in self.space_choices(seat)]

    def _do_space(self, seat: int, action: Act) -> None:
        space = action.arg
        free = self.free_spaces()
        if self.lower.get(space) and not (not free and space in self.full_panel_spaces()):
            self.kim_used.append(seat)
            self.log.append(f"{self.who(seat)} uses Kim-Kin Park to share {space}.")
        self.lower.setdefault(space, []).append(self.turn["crew"])
        self.turn.update(space=space, row=int(space[1]), icon=self.icons.get(space, ""))
        self.stages[0:0] = [("mode", seat)]

    # ----- move or gain ------------------------------------------------------------------
    def move_cost_code(self) -> str:
        return data.ACTION_ROWS[self.turn["row"]][0]

    def sayuri(self, seat: int) -> int:
        return 1 if self.holds(seat, "Sayuri Modo") else 0

    def _enter_mode(self, seat: int) -> bool:
        return True

    def _acts_mode(self, seat: int) -> list:
        code, less = self.move_cost_code(), self.sayuri(seat)
        acts = []
        for m in self.idris_mods(seat, code, less):
            if self.can(seat, need_of(seat, code, m, less)):
                acts.append(Act("move", (f"i:{m}",) if m else ()))
        return acts + [Act("gain")]

    def idris_mods(self, seat: int, code: str, less: int = 0) -> list:
        mods = [None]
        if self.holds(seat, "Idris Yakuul") and not self.turn.get("idris_used"):
            mods += [m for m in ("YO", "OY") if idris_ok(code, m, less)]
        return mods

    def _do_mode(self, seat: int, action: Act) -> None:
        row, icon = self.turn["row"], self.turn["icon"]
        if action.verb == "gain":
            got = self.gain_code(seat, data.ACTION_ROWS[row][1])
            self.log.append(f"{self.who(seat)} gains cubes on {self.turn['space']}: {got}.")
            if self.holds(seat, "Yuul Mbado"):
                self.queue.append((seat, "P", ""))
            if self.holds(seat, "Rain Davenpitt"):
                self.queue.append((seat, "rain", ""))
            if icon == "BAG":
                self.queue.append((seat, "bag", str(data.BAG_ICON_DRAWS)))
            self._icon_effects(seat, icon)
            self.stages[0:0] = [("objective", seat), ("endturn", seat)]
            return
        idris = action.flag("i")
        need = need_of(seat, self.move_cost_code(), idris, self.sayuri(seat))
        paid = self.pay(seat, need)
        self.turn.update(mode="move", idris_used=bool(idris),
                      range=data.MOVE2_RANGE if icon == "MOVE2" else data.BASE_RANGE)
        self.log.append(f"{self.who(seat)} moves from {self.turn['space']}, paying {paid}.")
        self.stages[0:0] = [(s, seat) for s in ("route", "build", "drop", "extra", "research", "adira",
                                                  "icon", "objective", "endturn")]

    def _icon_effects(self, seat: int, icon: str) -> None:
        if icon and icon in self.columns:
            self.queue.append((seat, "res", icon))
        elif icon == "CREW":
            self.queue.append((seat, "crew", ""))
        elif icon == "TURN":
            self.queue.append((seat, "turn", ""))

    def _enter_icon(self, seat: int) -> bool:
        self._icon_effects(seat, self.turn.get("icon", ""))
        return False

    # ----- takeovers --------------------------------------------------------------------
    def _enter_put(self, seat: int) -> bool:
        return bool(self.turn.get("put"))

    def _acts_put(self, seat: int) -> list:
        return [Act("put", (s,)) for s in (self.free_spaces() or self.full_panel_spaces())]

    def _do_put(self, seat: int, action: Act) -> None:
        code = self.turn["put"].pop(0)
        self.lower.setdefault(action.arg, []).append(code.lower())
        if self.turn["put"]:
            self.stages[0:0] = [("put", seat)]

    def _enter_takeover_done(self, seat: int) -> bool:
        col = self.turn["takeover"]
        if col == data.FIRST_PLAYER_COLUMN:
            self.token = seat
            self.log.append(f"{self.who(seat)} takes the first player token.")
            self.queue += [(seat, "res", ""), (seat, "P", "")]
            return False
        name = self.admin_cols[col]
        _, green, red, _ = data.COMMANDERS[name]
        prev = self.holder[name]
        if prev is not None:
            self.gain_rep(prev, -red, "commanders", f"{self.who(prev)} loses {name} and {red} reputation.")
        self.holder[name] = seat
        self.gain_rep(seat, green, "commanders", f"{self.who(seat)} now controls {name} (+{green} reputation).")
        if name == "Forrester Dain":
            self.queue.append((seat, "dain", ""))
        return False

    # ----- effects ----------------------------------------------------------------------
    def research_options(self, seat: int, allowed: str) -> list[str]:
        """Areas a level may go to: `allowed` ('' = any), widened by Franzkarl Huber."""
        cols = self.columns if (not allowed or self.holds(seat, "Franzkarl Huber")) else allowed
        return [c for c in self.columns if c in cols and self.research[seat][self.columns.index(c)] < data.TOP_LEVEL]

    def advance(self, seat: int, colour: str) -> None:
        """+1 level and that level's bonus (it resolves next)."""
        i = self.columns.index(colour)
        if self.research[seat][i] >= data.TOP_LEVEL:
            self.log.append(f"{self.who(seat)} is at the top of {data.RESEARCH_NAMES[colour]}: the level is lost.")
            return
        self.research[seat][i] += 1
        level = self.research[seat][i]
        bonus = data.LEVEL_BONUS[colour][level - 1]
        self.log.append(f"{self.who(seat)} advances to {data.RESEARCH_NAMES[colour]} {level}"
                        + (f" (bonus {bonus})." if bonus else "."))
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
                self.advance(seat, arg)      # logs the lost level
            return True
        if kind == "rain":
            levels = self.research[seat]
            low = min(levels)
            self.queue[0] = (seat, "res", "".join(c for c, lv in zip(self.columns, levels) if lv == low))
            return True
        if kind == "P":
            opts = self.p_options()
            if len(opts) > 1:
                return False
            self.queue.pop(0)
            if opts:
                self.gain_cube(seat, opts[0])
                self.log.append(f"{self.who(seat)} gains 1{self.cube_letters[opts[0]]}.")
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

    def _effect_actions(self) -> list:
        seat, kind, arg = self.queue[0]
        if kind == "res":
            return [Act("res", (c,)) for c in self.research_options(seat, arg)]
        if kind == "P":
            return [Act("take", (self.cube_letters[c],)) for c in self.p_options()]
        if kind == "crew":
            return [Act("place", (p,)) for p in self.crew_places(seat)] + [Act("skip")]
        if kind == "dain":
            return [Act("dain", (str(k),)) for k in range(min(data.FORRESTER_MAX_YELLOW, self.cubes[seat][0]) + 1)]
        return []

    def _effect_do(self, seat: int, action: Act) -> None:
        _, kind, _ = self.queue.pop(0)
        if action.verb == "res":
            self.advance(seat, action.arg)
        elif action.verb == "take":
            c = self.colour_of(action.arg)
            self.gain_cube(seat, c)
            self.log.append(f"{self.who(seat)} gains 1{action.arg}.")
        elif action.verb == "place":
            self.crew_left[seat] -= 1
            target = action.arg
            if len(target) == 1:
                self.upper[target].append(self.letter(seat))
                self.log.append(f"{self.who(seat)} places a crew member in upper column {target}.")
            else:
                self.lower.setdefault(target, []).append(self.letter(seat).lower())
                self.log.append(f"{self.who(seat)} places a crew member on lower space {target}.")
        elif action.verb == "dain":
            k = int(action.arg)
            self.cubes[seat][0] -= k
            self.supply[0] += k
            self.gain_rep(seat, k, "commanders", f"{self.who(seat)} pays {k}Y to Forrester Dain for {k} reputation.")

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
