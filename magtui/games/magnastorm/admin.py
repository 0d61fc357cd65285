"""The end of a turn, phase 2 administration and the end of the game (rulings M17-M19, M23-M25)."""

from __future__ import annotations

from magtui.games.magnastorm import data
from magtui.games.magnastorm.model import Turn
from magtui.games.magnastorm.moving import MoveRules


class AdminRules(MoveRules):
    def _enter_endturn(self, seat: int) -> bool:
        self.undoable = False
        self.turn = Turn()
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

    def _administration(self) -> None:
        self.phase = "admin"
        self.log.append(f"Administration of round {self.round}.")
        quiet = sorted(self.quiet)
        n = self.num_players
        report = [
            f"Administration of round {self.round} · quiet sectors {' '.join(map(str, quiet))}"
        ]
        rep_before = list(self.rep)
        # 1) income from labs in quiet sectors
        for s in range(n):
            counts = self.sector_counts(s)
            earned = []
            for sector in quiet:
                k = min(counts[sector], len(data.INCOME) - 1)
                if data.INCOME[k]:
                    got = self.gain_code(s, data.INCOME[k])
                    self.log.append(f"{self.who(s)} earns {got} in sector {sector}.")
                    earned.append(
                        f"{got} in sector {sector} "
                        f"({counts[sector]} lab{'s' if counts[sector] != 1 else ''})"
                    )
            report.append(
                f"Income · {self.who(s)}: "
                + (", ".join(earned) or "nothing (no labs in quiet sectors)")
            )
        # 2) sole majorities in quiet sectors
        majorities = []
        for sector in quiet:
            holder = next((s for s in range(n) if self.sole_majority(s, sector)), None)
            if holder is None:
                majorities.append(f"sector {sector} none")
                continue
            bonus = 1 + (1 if self.holds(holder, "Ozgül Yilmark") else 0)
            self.gain_rep(
                holder,
                bonus,
                "majorities",
                f"{self.who(holder)} holds the majority in sector {sector}: +{bonus} reputation.",
            )
            majorities.append(f"sector {sector} {self.fed(holder)} +{bonus}")
        report.append("Majorities · " + " · ".join(majorities))
        # 3) research commanders
        for i, col in enumerate(self.columns):
            name = self.research_cmd[col]
            _, green, red, _ = data.COMMANDERS[name]
            winner = next((s for s in range(n) if self.sole_leader(s, i)), None)
            prev = self.holder[name]
            if winner is None:
                what = "nobody leads alone" + (
                    f", {self.fed(prev)} gives it back (-{red})" if prev is not None else ""
                )
            elif winner == prev:
                what = f"{self.fed(winner)} leads and keeps it"
            else:
                what = f"{self.fed(winner)} leads and takes it (+{green})" + (
                    f" from {self.fed(prev)} (-{red})" if prev is not None else ""
                )
            report.append(f"{data.RESEARCH_NAMES[col].capitalize()} research · {name}: {what}")
            if winner == prev:
                continue
            if prev is not None:
                self.gain_rep(
                    prev, -red, "commanders", f"{self.who(prev)} loses {name} and {red} reputation."
                )
            self.holder[name] = winner
            if winner is not None:
                self.gain_rep(
                    winner,
                    green,
                    "commanders",
                    f"{self.who(winner)} takes {name} (+{green} reputation).",
                )
                if name == "Cedric J. Lebeaux":
                    self.gain_rep(
                        winner,
                        1,
                        "commanders",
                        f"{self.who(winner)} gains 1 reputation from Cedric J. Lebeaux.",
                    )
        # 4) turn order
        if self.token is not None:
            self.order.remove(self.token)
            self.order.insert(0, self.token)
            self.log.append(f"{self.who(self.token)} becomes the first player.")
            self.token = None
        report.append(
            "Turn order · " + " ".join(f"{k + 1} {self.fed(s)}" for k, s in enumerate(self.order))
        )
        report.append(
            "Reputation · "
            + " · ".join(
                f"{self.fed(s)} {self.rep[s]}"
                + (f" ({self.rep[s] - rep_before[s]:+d})" if self.rep[s] != rep_before[s] else "")
                for s in self.order
            )
        )
        self.admin_report = report
        if self.round >= data.MAX_ROUNDS:
            report.append(f"Round {self.round} was the last: the game ends.")
            self._finish(f"after round {self.round}, the last")
            return
        # 5) swap the action panels
        self.upper = {c: [] for c in self.panel_cols}
        for space, crew in sorted(self.lower.items()):
            self.upper[space[0]].extend(code.upper() for code in crew)
        self.lower = {}
        if self.triggered:
            report.append("The game end was triggered: the game ends.")
            self._finish(f"after round {self.round}'s administration")
            return
        # 6) rotate the center tile
        self.round += 1
        self.kim_used = []
        self.phase = "turns"
        self.log.append(
            f"The center tile turns: round {self.round}, quiet sectors "
            f"{' '.join(map(str, sorted(self.quiet)))}."
        )
        report.append(
            f"The center tile turns: round {self.round} begins, quiet sectors "
            f"{' '.join(map(str, sorted(self.quiet)))}."
        )
        self._start_pass()

    def _finish(self, how: str) -> None:
        """End the game `how` ("after round 4, the last"): the reason joins who reached the goal."""
        self.end_reason = (
            f"{self.goal_reached or f'Nobody reached {self.threshold()} reputation'}; "
            f"the game ended {how}."
        )
        self.over = True
        self.phase = "over"
        self.undoable = False
        self.stages = []
        self.queue = []
        self.step = "over"
        outcome = self.result()
        ranking = ", ".join(f"{self.who(g[0])} {self.rep[g[0]]}" for g in outcome.ranking)
        self.log.append(f"The game ends: {ranking}.")
