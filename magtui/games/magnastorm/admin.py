"""Phase 2 administration and the end of the game (rulings M17-M19, M23-M25)."""

from __future__ import annotations

from magtui.games.magnastorm import data


class AdminRules:
    def _administration(self) -> None:
        self.phase = "admin"
        self.log.append(f"Administration of round {self.round}.")
        quiet = sorted(self.quiet)
        n = self.num_players
        # 1) income from labs in quiet sectors
        for s in range(n):
            counts = self.sector_counts(s)
            for sector in quiet:
                k = min(counts[sector], len(data.INCOME) - 1)
                if data.INCOME[k]:
                    got = self.gain_code(s, data.INCOME[k])
                    self.log.append(f"{self.who(s)} earns {got} in sector {sector}.")
        # 2) sole majorities in quiet sectors
        for sector in quiet:
            for s in range(n):
                if self.sole_majority(s, sector):
                    bonus = 1 + (1 if self.holds(s, "Ozgül Yilmark") else 0)
                    self.gain_rep(s, bonus)
                    self.log.append(f"{self.who(s)} holds the majority in sector {sector}: +{bonus} reputation.")
        # 3) research commanders
        for i, col in enumerate(self.columns):
            name = self.research_cmd[col]
            _, green, red, _ = data.COMMANDERS[name]
            winner = next((s for s in range(n) if self.sole_leader(s, i)), None)
            prev = self.holder[name]
            if winner == prev:
                continue
            if prev is not None:
                self.gain_rep(prev, -red)
                self.log.append(f"{self.who(prev)} loses {name} and {red} reputation.")
            self.holder[name] = winner
            if winner is not None:
                self.gain_rep(winner, green)
                self.log.append(f"{self.who(winner)} takes {name} (+{green} reputation).")
                if name == "Cedric J. Lebeaux":
                    self.gain_rep(winner, 1)
                    self.log.append(f"{self.who(winner)} gains 1 reputation from Cedric J. Lebeaux.")
        # 4) turn order
        if self.token is not None:
            self.order.remove(self.token)
            self.order.insert(0, self.token)
            self.log.append(f"{self.who(self.token)} becomes the first player.")
            self.token = None
        if self.round >= data.MAX_ROUNDS:
            self._finish()
            return
        # 5) swap the action panels
        self.upper = {c: [] for c in self.panel_cols}
        for space, crew in sorted(self.lower.items()):
            self.upper[space[0]].extend(code.upper() for code in crew)
        self.lower = {}
        if self.triggered:
            self._finish()
            return
        # 6) rotate the center tile
        self.round += 1
        self.kim_used = []
        self.phase = "turns"
        self.log.append(f"The center tile turns: round {self.round}, quiet sectors "
                        f"{' '.join(map(str, sorted(self.quiet)))}.")
        self._start_pass()

    def _finish(self) -> None:
        self.over = True
        self.phase = "over"
        self.undoable = False
        self.stages = []
        self.queue = []
        self.step = "over"
        outcome = self.result()
        ranking = ", ".join(f"{self.who(g[0])} {self.rep[g[0]]}" for g in outcome.ranking)
        self.log.append(f"The game ends: {ranking}.")
