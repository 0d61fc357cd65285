"""The Magnastorm game state: setup, the decision machine, views and the result.

A turn is a list of stages (crew, lower space, move or gain, route, build, drop, ... objective,
end of turn). Rewards that need a choice (a research area, a P cube, a crew placement) wait in
an effect queue that is emptied before the next stage. Mixins hold the rules by topic:
turns.py (panels, takeovers, gains, effects), moving.py (scout, labs, stations),
objectives.py, admin.py (phase 2 and the end).
"""

from __future__ import annotations

from typing import Sequence

from magtui.core.errors import IllegalAction, OptionError
from magtui.core.game import GameState, Outcome
from magtui.games.magnastorm import artifacts, data
from magtui.games.magnastorm.actions import Act, parse
from magtui.games.magnastorm.admin import AdminRules
from magtui.games.magnastorm.economy import (
    can_pay, exchanges, need_of, need_text, parse_code, payable_after_exchanges, payment)
from magtui.games.magnastorm.moving import MoveRules
from magtui.games.magnastorm.objectives import ObjectiveRules
from magtui.games.magnastorm.planet import planet, quiet_sectors
from magtui.games.magnastorm.turns import TurnRules

RECENT_LOG = 40     # the newest log lines in the view, for boards that show them beside the play


class MagnastormState(TurnRules, MoveRules, ObjectiveRules, AdminRules, GameState):
    game_id = "magnastorm"

    def __init__(self, names: Sequence[str], seed: int, options):
        super().__init__(names, seed, options)
        n = self.num_players
        self.feds = tuple(self.options.get(f"fed{s + 1}", data.FEDERATIONS[s]) for s in range(n))
        if len(set(self.feds)) != n or not set(self.feds) <= set(data.FEDERATIONS):
            raise OptionError("Each seat needs a federation of its own (NEU, SONA, PACO or DASH): "
                              + ", ".join(f"seat {s + 1} {f}" for s, f in enumerate(self.feds)) + ".")
        self.letters = "".join(data.FED_LETTERS[data.FEDERATIONS.index(f)] for f in self.feds)
        self.cube_letters = "Y" + self.letters        # the letter of each cube colour in play
        held = artifacts.recorded_cards(self.options.get("advanced_start", "off"), n)   # OptionError if damaged
        self.four = n == 4
        self.face = "4" if self.four else "23"
        self.start = self.options.get("start", "1")
        self.columns = data.RESEARCH_COLUMNS[n]
        self.panel_cols = data.PANEL_COLUMNS[n]
        self.icons = data.PANEL_4P if self.four else data.PANEL_23P
        self.colours = tuple(range(n + 1))            # cube colours in play: yellow + federations
        self.round = 1
        self.phase = "setup"
        self.over = False
        # cubes: supply, players, bag [black, Y, N, S, P, D]
        self.supply = [data.CUBES_PER_COLOUR if c <= n else 0 for c in range(5)]
        self.bag = [data.BAG["black"], data.BAG["yellow"]] + [
            data.BAG["each_player_colour"] if s < n else 0 for s in range(4)]
        self.supply[0] -= data.BAG["yellow"]
        for s in range(n):
            self.supply[1 + s] -= data.BAG["each_player_colour"]
        self.cubes = [[0] * 5 for _ in range(n)]
        for s in range(n):
            self.gain_code(s, data.START_CUBES)
        self.rep = [0] * n
        self.rep_by = [dict.fromkeys(data.REPUTATION_SOURCES, 0) for _ in range(n)]  # sums to rep
        self.research = [[0] * len(self.columns) for _ in range(n)]
        self.slots = [[True] * data.LAB_SLOTS for _ in range(n)]
        self.stations = [[True] * len(data.STATION_COSTS) for _ in range(n)]
        self.crew_left = [data.CREW_PER_PLAYER] * n
        self.labs: dict[str, list[int]] = {}          # space -> [owner, count]
        self.built: dict[str, int] = {}               # transmitter -> owner
        start_space = data.START_AREAS[self.start] + "1"
        self.scout = [start_space] * n
        # action board
        self.upper = {c: ["Y"] * data.NEUTRAL_ROWS for c in self.panel_cols}
        self.lower: dict[str, list[str]] = {}         # space -> crew codes; lowercase = no effect
        admin = self.rng.sample(list(data.ADMIN_COMMANDERS), len(data.ADMIN_COLUMNS[n]))
        self.admin_cols = dict(zip(data.ADMIN_COLUMNS[n], admin))
        res = self.rng.sample(list(data.RESEARCH_COMMANDERS), len(self.columns))
        self.research_cmd = dict(zip(self.columns, res))
        self.holder: dict[str, int | None] = {c: None for c in (*admin, *res)}
        self.token: int | None = None
        ros = self.rng.sample(list(data.RESEARCH_OBJECTIVES), data.OBJECTIVES_PER_KIND)
        sos = self.rng.sample(list(data.SECTOR_OBJECTIVES), data.OBJECTIVES_PER_KIND)
        self.objectives = ros + sos
        self.obj_done: dict[str, list[int]] = {o: [] for o in self.objectives}
        self.kim_used: list[int] = []
        self.triggered = False
        self.goal_reached = ""                          # who reached the goal, when, in words
        self.end_reason = ""                            # why the game ended, in words
        self.end_last: int | None = None
        self.artifact_cards: list[list[str]] = [[] for _ in range(n)]
        # decision machine
        self.order: list[int] = list(range(n))          # the turn-order track, position 1 first
        self.pass_order: tuple[int, ...] = ()            # the order of the pass being played (M15)
        self.pass_pos = 0
        self.current = 0                                 # whose turn it is
        self.stages: list[tuple[str, int]] = []          # what is left of this turn: (stage, seat)
        self.queue: list[tuple[int, str, str]] = []      # rewards to resolve: (seat, kind, argument)
        self.step = ""                                   # the decision being asked
        self.actor = 0                                   # who must decide it
        self.turn: dict = {}                             # this turn's crew, space, range, payments used
        self.setup_bonuses: list[tuple[int, str, str]] = []
        self.admin_report: list[str] = []                # the last administration, for the table
        if held is None:
            self._standard_order()
        elif all(len(h) >= data.ADVANCED_MIN_CARDS for h in held):
            artifacts.advanced_start(self, held)
        else:
            self.log.append("Not every player holds 2 artifact cards: standard start.")
            self._standard_order()
        self._run()

    # ----- copying ---------------------------------------------------------------------
    def clone(self):
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.rng = type(self.rng)(self.rng.state)
        for name in ("supply", "bag", "rep", "crew_left", "order", "stages", "queue", "kim_used", "objectives",
                     "setup_bonuses", "admin_report"):
            setattr(new, name, list(getattr(self, name)))
        for name in ("cubes", "research", "slots", "stations", "artifact_cards"):
            setattr(new, name, [list(x) for x in getattr(self, name)])
        new.scout = list(self.scout)
        new.rep_by = [dict(d) for d in self.rep_by]
        new.labs = {k: list(v) for k, v in self.labs.items()}
        new.built = dict(self.built)
        new.upper = {k: list(v) for k, v in self.upper.items()}
        new.lower = {k: list(v) for k, v in self.lower.items()}
        new.holder = dict(self.holder)
        new.obj_done = {k: list(v) for k, v in self.obj_done.items()}
        new.log = list(self.log)
        new.options = dict(self.options)
        new.turn = {k: (list(v) if isinstance(v, list) else v) for k, v in self.turn.items()}
        return new

    # ----- names ------------------------------------------------------------------------
    def fed(self, seat: int) -> str:
        return self.feds[seat]

    def who(self, seat: int) -> str:
        return f"{self.feds[seat]} ({self.names[seat]})"

    def letter(self, seat: int) -> str:
        return self.letters[seat]

    def seat_of_letter(self, letter: str) -> int:
        return self.letters.index(letter.upper())

    def colour_of(self, letter: str) -> int:
        """The cube colour index of a notation letter; IllegalAction for a colour not in play."""
        if letter not in self.cube_letters:
            raise IllegalAction(f"No federation plays {letter} in this game: the cube colours are "
                                f"{' '.join(self.cube_letters)}.")
        return self.cube_letters.index(letter)

    def seat_label(self, seat: int) -> str:
        return f"seat {seat + 1} · {self.feds[seat]}"

    @property
    def planet(self):
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
        return "+".join(p for p in (f"{y}Y" if y else "", f"{o}{self.letter(seat)}" if o else "") if p) or "nothing"

    def pay(self, seat: int, need, to: int | None = None, pick: int | None = None) -> str:
        paid = payment(self.cubes[seat], need, seat, pick)
        for colour, k in enumerate(paid):
            self.cubes[seat][colour] -= k
            if to is None:
                self.supply[colour] += k
            else:
                self.cubes[to][colour] += k
        return "+".join(f"{k}{self.cube_letters[c]}" for c, k in enumerate(paid) if k) or "nothing"

    def can(self, seat: int, need) -> bool:
        return can_pay(self.cubes[seat], need)

    def can_after_exchanges(self, seat: int, need) -> bool:
        return payable_after_exchanges(self.cubes[seat], need, self.supply, self.colours)

    def cost_text(self, need) -> str:
        return need_text(need, self.cube_letters)

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
            self.goal_reached = (f"{self.who(seat)} reached {self.rep[seat]} reputation in round {self.round} "
                                 f"({self.threshold()} triggers the end with {self.num_players} players)")
            if self.phase == "turns" and self.pass_order:
                self.end_last = self.pass_order[-1]
            self.log.append(f"{self.who(seat)} reaches {self.rep[seat]} reputation: the game end is triggered.")

    def holds(self, seat: int, commander: str) -> bool:
        return self.holder.get(commander) == seat

    # ----- the contract -----------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.over else (self.actor,)

    def is_over(self) -> bool:
        return self.over

    def legal_actions(self, seat: int) -> list:
        if self.over or seat != self.actor:
            return []
        return self._stage_actions() + self.exchange_actions(seat)

    def exchange_actions(self, seat: int) -> list:
        letters = self.cube_letters
        return [Act("x", ("".join(letters[c] for c in give) + ">" + letters[got],))
                for give, got in exchanges(self.cubes[seat], self.supply, self.colours)]

    def _apply(self, seat: int, action) -> None:
        if isinstance(action, str):
            action = parse(action)
        if not isinstance(action, Act):
            raise IllegalAction("That is not a Magnastorm action.")
        if action.verb == "x":
            self._exchange(seat, action)
        elif action in self._stage_actions():
            self._do(seat, action)
        else:
            raise IllegalAction(self._why_not(action))

    def _why_not(self, action: Act) -> str:
        seat, step, v = self.actor, self.step, action.verb
        fed = self.fed(seat)
        if v == "takeover" and action.arg in self.upper:
            return self.takeover_refusal(seat, action.arg)
        if step == "main" and v == "crew":
            return f"{fed} must take a neutral or own crew member while any is left on the upper panel."
        if step == "mode" and v == "move":
            need = need_of(seat, self.move_cost_code(), None, self.sayuri(seat))
            return f"{fed} cannot pay {self.cost_text(need)} to move from row {self.turn['row']} (exchange 3 for 1 first)."
        if step == "route" and v == "go":
            return (f"{action.arg} is out of reach: range {self.turn.get('range', 1)}, no storm areas, "
                    "and a scout in the storm must leave toward the quiet sectors.")
        if step in ("drop", "extra") and v == "lab":
            return (f"{fed} cannot drop that lab: the slot is empty, its cost cannot be paid now "
                    "(exchange 3 for 1 first), or the colour chosen for its P cube is not held.")
        if step == "space" and v == "to":
            return f"{action.arg} is taken: choose a free lower space."
        return f"'{action}' is not possible now: {self.who(seat)} must {self.decision(seat)}."

    def _exchange(self, seat: int, action: Act) -> None:
        give_text, got_text = action.arg.split(">")
        give = tuple(sorted(self.colour_of(ch) for ch in give_text))
        got = self.colour_of(got_text)
        if (give, got) not in exchanges(self.cubes[seat], self.supply, self.colours):
            raise IllegalAction(
                f"{self.fed(seat)} cannot trade {give_text} for {got_text}: give 3 held cubes for 1 cube "
                "of another colour that is in the supply.")
        for c in give:
            self.cubes[seat][c] -= 1
            self.supply[c] += 1
        self.gain_cube(seat, got)
        self.log.append(f"{self.who(seat)} exchanges {give_text} for 1{got_text}.")

    @classmethod
    def parse_action(cls, text: str):
        return parse(text)

    # ----- the decision machine ---------------------------------------------------------
    def _run(self) -> None:
        """Resolve automatic effects and stages until a player must decide."""
        while not self.over:
            if self.queue:
                seat, kind, arg = self.queue[0]
                if self._effect_auto(seat, kind, arg):
                    continue
                self.step, self.actor = "effect", seat
                return
            if not self.stages:
                self._next_turn()
                continue
            name, seat = self.stages.pop(0)
            self.actor = seat
            if getattr(self, f"_enter_{name}")(seat):
                self.step = name
                return

    def _stage_actions(self) -> list:
        if self.over:
            return []
        if self.step == "effect":
            return self._effect_actions()
        return getattr(self, f"_acts_{self.step}")(self.actor)

    def _do(self, seat: int, action: Act) -> None:
        if self.step == "effect":
            self._effect_do(seat, action)
        else:
            getattr(self, f"_do_{self.step}")(seat, action)
        self._run()

    # ----- setup ------------------------------------------------------------------------
    def _standard_order(self) -> None:
        first = self.rng.randbelow(self.num_players)
        self.order = [(first + k) % self.num_players for k in range(self.num_players)]
        self.log.append(f"{self.who(first)} is the first player.")
        self.setup_bonuses = [(seat, "cubes", data.TURN_BONUS) for pos, seat in enumerate(self.order, start=1)
                              if pos in data.TURN_BONUS_POSITIONS]
        self._setup_stages()

    def _setup_stages(self) -> None:
        self.stages = [("setup_col", s) for s in self.order] + [("setup_res", s) for s in reversed(self.order)]
        self.stages += [("bonuses", self.order[0]), ("begin", self.order[0])]

    def _enter_bonuses(self, seat: int) -> bool:
        self.queue += self.setup_bonuses
        self.setup_bonuses = []
        return False

    def _enter_setup_col(self, seat: int) -> bool:
        return True

    def _acts_setup_col(self, seat: int) -> list:
        taken = {c for c, crew in self.upper.items() if len(crew) > data.NEUTRAL_ROWS}
        return [Act("col", (c,)) for c in self.panel_cols if c not in taken]

    def _do_setup_col(self, seat: int, action: Act) -> None:
        self.upper[action.arg].append(self.letter(seat))
        self.crew_left[seat] -= 1
        self.undoable = False
        self.log.append(f"{self.who(seat)} places a crew member in column {action.arg}.")

    def _enter_setup_res(self, seat: int) -> bool:
        return True

    def _acts_setup_res(self, seat: int) -> list:
        used = {i for s in range(self.num_players) for i, lv in enumerate(self.research[s]) if lv and s != seat}
        return [Act("res", (c,)) for i, c in enumerate(self.columns) if i not in used]

    def _do_setup_res(self, seat: int, action: Act) -> None:
        i = self.columns.index(action.arg)
        self.research[seat][i] += 1
        self.undoable = False
        self.log.append(f"{self.who(seat)} starts with 1 level in {data.RESEARCH_NAMES[action.arg]}.")

    def _enter_begin(self, seat: int) -> bool:
        self.phase = "turns"
        self.log.append(f"Round {self.round} begins.")
        self._start_pass()
        return False

    # ----- words for the players ---------------------------------------------------------
    def decision(self, seat: int) -> str:
        step = self.step
        if self.over:
            return "nothing: the game is over"
        if step == "effect":
            kind = self.queue[0][1]
            return {"res": "choose a research area to advance", "P": "choose the colour of a cube to gain",
                    "crew": "place a crew member from the board, or skip",
                    "dain": "Forrester Dain: pay 0-2Y, 1 reputation each"}.get(kind, "decide")
        t = self.turn
        text = {
            "setup_col": "place a starting crew member in a free column",
            "setup_res": "pick a starting research area (a free one)",
            "main": "take a crew member, or take over a commander",
            "space": f"put column {t.get('col', '')}'s crew member on a lower space",
            "mode": f"move or gain, row {t.get('row', '')}",
            "route": (f"scout from {self.scout[self.actor]}"
                      + (f" via {t['station']}" if t.get("station") else "")
                      + f", range {t.get('range', 1)}: pick an area"),
            "build": "build a transmitter station, or skip",
            "drop": f"drop a lab on {t.get('dest', '')}, or skip",
            "extra": f"drop another lab on {t.get('dest', '')}, or skip",
            "adira": "Adira Okzil: pay 2O for a level, or skip",
            "objective": "fulfil an objective, or end the turn",
            "remove": (f"remove a lab for {data.OBJECTIVES[t['obj']][0] if t.get('obj') else ''} "
                       f"({t.get('need', 0) - len(t.get('removed', []))} left)"),
            "put": "put a taken-over crew member on a lower space",
        }.get(step, "decide")
        waiting = self.waiting(seat)
        return text + (" · x exchange first" if waiting else "")

    def waiting(self, seat: int) -> list[str]:
        """What this decision offers that only an exchange makes payable (M28, M29)."""
        if seat != self.actor or self.over:
            return []
        if self.step == "drop":
            return self.waiting_labs(seat)
        if self.step == "extra":
            return self.waiting_labs(seat, self._extra_cost())
        if self.step == "build":
            return self.waiting_stations(seat)
        if self.step == "adira" and not self._acts_adira_paid(seat):
            return [f"Adira Okzil's {data.ADIRA_COST}"]
        if self.step == "mode" and not any(a.verb == "move" for a in self._acts_mode(seat)):
            need = need_of(seat, self.move_cost_code(), None, self.sayuri(seat))
            if self.can_after_exchanges(seat, need):
                return [f"the move's {self.cost_text(need)}"]
        return []

    def describe_action(self, action) -> str:
        from magtui.games.magnastorm.describe import describe
        if isinstance(action, str):
            action = parse(action)
        return describe(self, action)

    # ----- views ------------------------------------------------------------------------
    def public_view(self) -> dict:
        n = self.num_players
        return {
            "round": self.round, "phase": self.phase, "over": self.over, "start": self.start,
            "quiet": sorted(self.quiet), "step": self.step, "actor": self.actor, "current": self.current,
            "order": list(self.order), "pass": list(self.pass_order), "pass_pos": self.pass_pos,
            "supply": {self.cube_letters[c]: self.supply[c] for c in self.colours},
            "bag": {"black": self.bag[0], **{self.cube_letters[c]: self.bag[1 + c] for c in self.colours}},
            "players": [{
                "name": self.names[s], "federation": self.fed(s), "reputation": self.rep[s],
                "cubes": {self.cube_letters[c]: self.cubes[s][c] for c in self.colours},
                "research": dict(zip(self.columns, self.research[s])),
                "lab_slots": list(self.slots[s]), "stations": list(self.stations[s]),
                "crew_left": self.crew_left[s], "scout": self.scout[s],
                "commanders": sorted(c for c, h in self.holder.items() if h == s),
                "artifacts": list(self.artifact_cards[s]),
            } for s in range(n)],
            "labs": {k: list(v) for k, v in sorted(self.labs.items())},
            "stations_built": dict(sorted(self.built.items())),
            "upper": {k: list(v) for k, v in self.upper.items()},
            "lower": {k: list(v) for k, v in sorted(self.lower.items())},
            "admin_commanders": dict(self.admin_cols), "research_commanders": dict(self.research_cmd),
            "holders": dict(self.holder), "first_player_token": self.token,
            "objectives": {o: list(self.obj_done[o]) for o in self.objectives},
            "triggered": self.triggered, "turn": {k: v for k, v in self.turn.items()},
            "queue": [list(q) for q in self.queue],
            "administration": list(self.admin_report),
            # the actor's decision in words, and what only an exchange would make payable
            "decision": self.decision(self.actor), "waiting": self.waiting(self.actor),
            "recent_log": self.log[-RECENT_LOG:],
        }

    def status(self) -> str:
        if self.over:
            o = self.result()
            return f"Game over after round {self.round}: {self.who(o.winners[0])} wins. {o.explanation}"
        return f"Magnastorm R{self.round} · {self.who(self.actor)}: {self.decision(self.actor)}"

    def evaluate(self, seat: int) -> float:
        """Reputation, plus what tends to become reputation: research, labs, majorities and
        cubes, against the best rival (assess.py; for the search bots)."""
        if self.over:
            return super().evaluate(seat)
        from magtui.games.magnastorm.assess import score
        return score(self, seat)

    def result(self) -> Outcome:
        pos = {s: i for i, s in enumerate(self.order)}
        ranked = sorted(range(self.num_players), key=lambda s: (-self.rep[s], pos[s]))
        ties = any(self.rep[a] == self.rep[b] for a, b in zip(ranked, ranked[1:]))
        why = self.end_reason + (" Ties are broken by the turn order." if ties else "")
        return Outcome({s: float(self.rep[s]) for s in range(self.num_players)},
                       tuple((s,) for s in ranked), why, {s: dict(self.rep_by[s]) for s in range(self.num_players)})
