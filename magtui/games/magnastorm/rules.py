"""The Magnastorm game state: setup, the decision machine, views and the result.

A turn is a list of stages (crew, lower space, move or gain, route, build, drop, ... objective,
end of turn). Rewards that need a choice (a research area, a P cube, a crew placement) wait in
an effect queue that is emptied before the next stage. Mixins hold the rules by topic:
turns.py (panels, takeovers, gains, effects), moving.py (scout, labs, stations),
objectives.py, admin.py (phase 2 and the end).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from magtui.core.errors import IllegalAction, OptionError
from magtui.core.game import Outcome
from magtui.games.magnastorm import artifacts, data
from magtui.games.magnastorm.actions import (
    NOTATION,
    Action,
    Adira,
    Build,
    Dain,
    EndTurn,
    Exchange,
    FromStation,
    Gain,
    Go,
    Justin,
    Lab,
    LowerSpace,
    Mira,
    Move,
    Objective,
    PlaceCrew,
    PutCrew,
    RemoveLab,
    Research,
    Skip,
    StartColumn,
    TakeCrew,
    TakeCube,
    Takeover,
)
from magtui.games.magnastorm.admin import AdminRules
from magtui.games.magnastorm.economy import exchanges, need_of
from magtui.games.magnastorm.model import Turn


class MagnastormState(AdminRules):
    game_id = "magnastorm"

    def __init__(self, names: Sequence[str], seed: int, options: Mapping[str, str]):
        super().__init__(names, seed, options)
        n = self.num_players
        self.feds = tuple(self.options.get(f"fed{s + 1}", data.FEDERATIONS[s]) for s in range(n))
        if len(set(self.feds)) != n or not set(self.feds) <= set(data.FEDERATIONS):
            raise OptionError(
                "Each seat needs a federation of its own (NEU, SONA, PACO or DASH): "
                + ", ".join(f"seat {s + 1} {f}" for s, f in enumerate(self.feds))
                + "."
            )
        self.letters = "".join(data.FED_LETTERS[data.FEDERATIONS.index(f)] for f in self.feds)
        self.cube_letters = "Y" + self.letters
        held = artifacts.recorded_cards(
            self.options.get("advanced_start", "off"), n
        )  # OptionError if damaged
        self.four = n == 4
        self.start = self.options.get("start", "1")
        self.columns = data.RESEARCH_COLUMNS[n]
        self.panel_cols = data.PANEL_COLUMNS[n]
        self.colours = tuple(range(n + 1))
        self.round = 1
        self.phase = "setup"
        self.over = False
        # cubes: supply, players, bag [black, Y, N, S, P, D]
        self.supply = [data.CUBES_PER_COLOUR if c <= n else 0 for c in range(5)]
        self.bag = [data.BAG["black"], data.BAG["yellow"]] + [
            data.BAG["each_player_colour"] if s < n else 0 for s in range(4)
        ]
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
        self.labs = {}
        self.built = {}
        start_space = data.START_AREAS[self.start] + "1"
        self.scout = [start_space] * n
        self.upper = {c: ["Y"] * data.NEUTRAL_ROWS for c in self.panel_cols}
        self.lower = {}
        admin = self.rng.sample(list(data.ADMIN_COMMANDERS), len(data.ADMIN_COLUMNS[n]))
        self.admin_cols = dict(zip(data.ADMIN_COLUMNS[n], admin))
        res = self.rng.sample(list(data.RESEARCH_COMMANDERS), len(self.columns))
        self.research_cmd = dict(zip(self.columns, res))
        self.holder = {c: None for c in (*admin, *res)}
        self.token = None
        ros = self.rng.sample(list(data.RESEARCH_OBJECTIVES), data.OBJECTIVES_PER_KIND)
        sos = self.rng.sample(list(data.SECTOR_OBJECTIVES), data.OBJECTIVES_PER_KIND)
        self.objectives = ros + sos
        self.obj_done = {o: [] for o in self.objectives}
        self.kim_used = []
        self.triggered = False
        self.goal_reached = ""
        self.end_reason = ""
        self.end_last = None
        self.artifact_cards = [[] for _ in range(n)]
        self.order = list(range(n))
        self.pass_order = ()
        self.pass_pos = 0
        self.current = 0
        self.stages = []
        self.queue = []
        self.step = ""
        self.actor = 0
        self.turn = Turn()
        self.setup_bonuses = []
        self.admin_report = []
        if held is None:
            self._standard_order()
        elif all(len(h) >= data.ADVANCED_MIN_CARDS for h in held):
            artifacts.advanced_start(self, held)
        else:
            self.log.append("Not every player holds 2 artifact cards: standard start.")
            self._standard_order()
        self._run()

    # ----- the contract -----------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.over else (self.actor,)

    def is_over(self) -> bool:
        return self.over

    def legal_actions(self, seat: int) -> list:
        if self.over or seat != self.actor:
            return []
        return self.step_options(self._step_rules(), seat) + [
            x for x in self.exchange_candidates(seat) if self.exchange_refusal(seat, x) is None
        ]

    def refusal(self, seat: int, action: object) -> str | None:
        """None when `seat` may play `action` now; else the sentence the player reads."""
        if not isinstance(action, Action):
            return "That is not a Magnastorm action."
        if self.over:
            return "The game is over."
        if seat != self.actor:
            return f"It is not {self.seat_name(seat)}'s turn to act."
        if isinstance(action, Exchange):
            return self.exchange_refusal(seat, action)
        if isinstance(action, Takeover) and self.step != "main" and action.column in self.upper:
            return (
                f"A takeover is a turn's whole action, chosen instead of a crew member: "
                f"{self.who(self.actor)} must {self.decision(self.actor)} now."
            )
        return getattr(self, f"_check_{self._step_rules()}")(seat, action)

    def _step_rules(self) -> str:
        """The name of the rules of the decision at hand: its step, or the effect waiting."""
        return f"effect_{self.queue[0][1]}" if self.step == "effect" else self.step

    def exchange_candidates(self, seat: int) -> list[Exchange]:
        letters = self.cube_letters
        return [
            Exchange("".join(letters[c] for c in give), letters[got])
            for give, got in exchanges(self.cubes[seat], self.supply, self.colours)
        ]

    def exchange_refusal(self, seat: int, action: Exchange) -> str | None:
        """None when `seat` may give the three cubes for the one (M28)."""
        letters, held = self.cube_letters, self.cubes[seat]
        stranger = next((ch for ch in action.give + action.got if ch not in letters), None)
        if stranger is not None:
            return self.colour_refusal(stranger)
        give = [letters.index(ch) for ch in action.give]
        got = letters.index(action.got)
        if got in give or self.supply[got] <= 0 or any(give.count(c) > held[c] for c in give):
            return (
                f"{self.fed(seat)} cannot trade {action.give} for {action.got}: give 3 held cubes "
                "for 1 cube of another colour that is in the supply."
            )
        return None

    def _apply(self, seat: int, action: object) -> None:
        reason = self.refusal(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        match action:
            case Exchange():
                self._exchange(seat, action)
                return
            case StartColumn():
                self._start_column(seat, action)
            case Research() if self.step == "setup_res":
                self._start_research(seat, action)
            case Research():
                self.research_reward(seat, action)
            case TakeCrew():
                self.take_crew(seat, action)
            case Takeover():
                self.take_over(seat, action)
            case LowerSpace():
                self.to_space(seat, action)
            case Move():
                self.move(seat, action)
            case Gain():
                self.gain(seat)
            case Justin():
                self.pay_justin(seat, action)
            case FromStation():
                self.start_at_station(seat, action)
            case Mira():
                self.land_with_mira(seat, action)
            case Go():
                self.go(seat, action)
            case Build():
                self.build(seat, action)
            case Lab():
                self.drop_lab(seat, action)
            case Adira():
                self.pay_adira(seat, action)
            case Objective():
                self.fulfil(seat, action)
            case RemoveLab():
                self.remove_lab(seat, action)
            case TakeCube():
                self.take_cube(seat, action)
            case PlaceCrew():
                self.place_crew(seat, action)
            case PutCrew():
                self.put_crew(seat, action)
            case Dain():
                self.pay_dain(seat, action)
            case Skip():
                self._skip(seat)
            case EndTurn():
                pass  # the objective step is over
        self._run()

    def _skip(self, seat: int) -> None:
        if self.step == "effect":
            self.queue.pop(0)
        elif self.step == "extra":
            self._next_extra(seat)

    def _exchange(self, seat: int, action: Exchange) -> None:
        for letter in action.give:
            c = self.cube_letters.index(letter)
            self.cubes[seat][c] -= 1
            self.supply[c] += 1
        self.gain_cube(seat, self.cube_letters.index(action.got))
        self.log.append(f"{self.who(seat)} exchanges {action.give} for 1{action.got}.")

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return NOTATION.parse(text)

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
                raise RuntimeError("a turn ended without its end-of-turn stage")
            name, seat = self.stages.pop(0)
            self.actor = seat
            if getattr(self, f"_enter_{name}")(seat):
                self.step = name
                return

    # ----- setup ------------------------------------------------------------------------
    def _standard_order(self) -> None:
        first = self.rng.randbelow(self.num_players)
        self.order = [(first + k) % self.num_players for k in range(self.num_players)]
        self.log.append(f"{self.who(first)} is the first player.")
        self.setup_bonuses = [
            (seat, "cubes", data.TURN_BONUS)
            for pos, seat in enumerate(self.order, start=1)
            if pos in data.TURN_BONUS_POSITIONS
        ]
        self._setup_stages()

    def _setup_stages(self) -> None:
        self.stages = [("setup_col", s) for s in self.order] + [
            ("setup_res", s) for s in reversed(self.order)
        ]
        self.stages += [("bonuses", self.order[0]), ("begin", self.order[0])]

    def _enter_bonuses(self, seat: int) -> bool:
        self.queue += self.setup_bonuses
        self.setup_bonuses = []
        return False

    def _enter_setup_col(self, seat: int) -> bool:
        return True

    def _candidates_setup_col(self, seat: int) -> list[Action]:
        return [StartColumn(c) for c in self.panel_cols]

    def _check_setup_col(self, seat: int, action: Action) -> str | None:
        if (
            isinstance(action, StartColumn)
            and action.column in self.upper
            and len(self.upper[action.column]) <= data.NEUTRAL_ROWS
        ):
            return None
        return self.not_now(seat, action)

    def _start_column(self, seat: int, action: StartColumn) -> None:
        self.upper[action.column].append(self.letter(seat))
        self.crew_left[seat] -= 1
        self.undoable = False
        self.log.append(f"{self.who(seat)} places a crew member in column {action.column}.")

    def _enter_setup_res(self, seat: int) -> bool:
        return True

    def _candidates_setup_res(self, seat: int) -> list[Action]:
        return [Research(c) for c in self.columns]

    def _check_setup_res(self, seat: int, action: Action) -> str | None:
        if isinstance(action, Research) and action.area in self.columns:
            i = self.columns.index(action.area)
            if not any(self.research[s][i] for s in range(self.num_players) if s != seat):
                return None
        return self.not_now(seat, action)

    def _start_research(self, seat: int, action: Research) -> None:
        i = self.columns.index(action.area)
        self.research[seat][i] += 1
        self.undoable = False
        self.log.append(
            f"{self.who(seat)} starts with 1 level in {data.RESEARCH_NAMES[action.area]}."
        )

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
            return {
                "res": "choose a research area to advance",
                "P": "choose the colour of a cube to gain",
                "crew": "place a crew member from the board, or skip",
                "dain": "Forrester Dain: pay 0-2Y, 1 reputation each",
            }.get(kind, "decide")
        t = self.turn
        text = {
            "setup_col": "place a starting crew member in a free column",
            "setup_res": "pick a starting research area (a free one)",
            "main": "take a crew member, or take over a commander",
            "space": f"put column {t.col}'s crew member on a lower space",
            "mode": f"move or gain, row {t.row}",
            "route": (
                f"scout from {self.scout[self.actor]}"
                + (f" via {t.station}" if t.station else "")
                + f", range {t.range}: pick an area"
            ),
            "build": "build a transmitter station, or skip",
            "drop": f"drop a lab on {t.dest}, or skip",
            "extra": f"drop another lab on {t.dest}, or skip",
            "adira": "Adira Okzil: pay 2O for a level, or skip",
            "objective": "fulfil an objective, or end the turn",
            "remove": (
                f"remove a lab for {data.OBJECTIVES[t.obj][0] if t.obj else ''} "
                f"({t.need - len(t.removed)} left)"
            ),
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
        if self.step == "adira" and not any(
            isinstance(a, Adira) for a in self.step_options("adira", seat)
        ):
            return [f"Adira Okzil's {data.ADIRA_COST}"]
        if self.step == "mode" and not any(
            isinstance(a, Move) for a in self.step_options("mode", seat)
        ):
            need = need_of(seat, self.move_cost_code(), None, self.sayuri(seat))
            if self.can_after_exchanges(seat, need):
                return [f"the move's {self.cost_text(need)}"]
        return []

    def describe_action(self, action: Action) -> str:
        from magtui.games.magnastorm.describe import describe

        return describe(self, action)

    def status(self) -> str:
        if self.over:
            o = self.result()
            return (
                f"Game over after round {self.round}: {self.who(o.winners[0])} wins. "
                f"{o.explanation}"
            )
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
        return Outcome(
            {s: float(self.rep[s]) for s in range(self.num_players)},
            tuple((s,) for s in ranked),
            why,
            {s: dict(self.rep_by[s]) for s in range(self.num_players)},
        )
