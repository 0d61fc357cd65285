"""Objective cards: at most one per turn as a free action at the end of the turn (M21, M22).

Research cards move the player's markers down; sector cards remove the player's labs one at a
time (`rm 5d2`), each pick keeping the card's condition reachable.
"""

from __future__ import annotations

from collections import Counter

from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import Action, EndTurn, Objective, RemoveLab
from magtui.games.magnastorm.model import MagnastormModel


def objective_count(obj: str, four: bool, round_no: int) -> int:
    """How far a card asks in round `round_no` (4-player or 2-3-player face)."""
    _, _, faces = data.OBJECTIVES[obj]
    return faces["4" if four else "23"][1][round_no - 1]


def objective_text(obj: str, four: bool, round_no: int) -> str:
    """A card's requirement in round `round_no`, in words (cards, menus, hints)."""
    kind = data.OBJECTIVES[obj][1]
    req = data.OBJECTIVES[obj][2]["4" if four else "23"][0]
    n = objective_count(obj, four, round_no)
    if kind == "research":
        areas = "two areas, each" if req == "two" else " or ".join(req)
        return f"{areas} down {n}"
    return {
        "lead": f"sole most in 1 area, down {n}",
        "one_sector": f"remove {n} labs from 1 sector",
        "majority": f"sole majority: remove {n} there",
        "sectors": f"remove {n} labs, 1 per sector",
        "colours": f"remove {n} labs of {n} colours",
    }[kind]


class ObjectiveRules(MagnastormModel):
    def objective_count(self, obj: str) -> int:
        return objective_count(obj, self.four, self.round)

    def objective_text(self, obj: str) -> str:
        """This round's requirement in words."""
        return objective_text(obj, self.four, self.round)

    def objective_spaces(self) -> tuple[int, ...]:
        return data.OBJECTIVE_SPACES[self.num_players]

    def own_labs(self, seat: int) -> dict[str, int]:
        return {s: n for s, (owner, n) in self.labs.items() if owner == seat}

    def sector_counts(self, seat: int) -> Counter[int]:
        c: Counter[int] = Counter()
        for s, n in self.own_labs(seat).items():
            c[self.planet.sector_of(s)] += n
        return c

    def sole_majority(self, seat: int, sector: int) -> bool:
        counts = [self.sector_counts(s)[sector] for s in range(self.num_players)]
        mine = counts[seat]
        return mine >= 1 and all(mine > c for s, c in enumerate(counts) if s != seat)

    def sole_leader(self, seat: int, i: int) -> bool:
        mine = self.research[seat][i]
        return mine >= 1 and all(
            mine > self.research[s][i] for s in range(self.num_players) if s != seat
        )

    def lab_colour(self, space: str) -> str:
        return self.planet.space_colour(space)

    def objective_candidates(self) -> list[Objective]:
        """Every card with every choice of areas it might take, in the order they are offered."""
        out: list[Objective] = []
        face = "4" if self.four else "23"
        for obj in self.objectives:
            kind, req = data.OBJECTIVES[obj][1], data.OBJECTIVES[obj][2][face][0]
            if kind == "research" and req == "two":
                out += [
                    Objective(obj, a + b)
                    for i, a in enumerate(self.columns)
                    for b in self.columns[i + 1 :]
                ]
            elif kind == "research":
                out += [Objective(obj, c) for c in req]
            elif kind == "lead":
                out += [Objective(obj, c) for c in self.columns]
            else:
                out.append(Objective(obj))
        return out

    def objective_refusal(self, seat: int, action: Objective) -> str | None:
        """None when `seat` may fulfil the card as `action` names it now (M21, M22)."""
        obj, areas = action.card, action.areas or ""
        done = self.obj_done.get(obj)
        if done is None:
            return f"{obj} is not among this game's objective cards."
        name = data.OBJECTIVES[obj][0]
        if seat in done:
            return f"{self.fed(seat)} has already fulfilled {name}."
        if len(done) >= len(self.objective_spaces()):
            return f"{name} has no reputation space left."
        n = self.objective_count(obj)
        req = data.OBJECTIVES[obj][2]["4" if self.four else "23"][0]
        kind = data.OBJECTIVES[obj][1]
        lv = dict(zip(self.columns, self.research[seat]))
        if kind == "research" and req == "two":
            fits = (
                len(areas) == 2
                and all(c in lv for c in areas)
                and self.columns.index(areas[0]) < self.columns.index(areas[1])
            )
            met = fits and all(lv[c] >= n for c in areas)
        elif kind == "research":
            fits = len(areas) == 1 and areas in req and areas in lv
            met = fits and lv[areas] >= n
        elif kind == "lead":
            fits = len(areas) == 1 and areas in lv
            met = fits and lv[areas] >= n and self.sole_leader(seat, self.columns.index(areas))
        else:
            fits = not areas
            met = fits and bool(self.removal_sectors(seat, obj, n))
        if not fits:
            return (
                f"'{action}' does not name the areas {name} asks for: {self.objective_text(obj)}."
            )
        return (
            None
            if met
            else f"{self.fed(seat)} does not meet {name} now: {self.objective_text(obj)}."
        )

    def objective_options(self, seat: int) -> list[Objective]:
        return [a for a in self.objective_candidates() if self.objective_refusal(seat, a) is None]

    def removal_sectors(self, seat: int, obj: str, n: int) -> list[int]:
        """Sectors the first removal may come from, or [] when the card cannot be met."""
        counts = self.sector_counts(seat)
        kind = data.OBJECTIVES[obj][1]
        if kind == "one_sector":
            return sorted(s for s, k in counts.items() if k >= n)
        if kind == "majority":
            return sorted(s for s, k in counts.items() if k >= n and self.sole_majority(seat, s))
        if kind == "sectors":
            return sorted(counts) if len(counts) >= n else []
        colours = {self.lab_colour(s) for s in self.own_labs(seat)}
        return sorted(counts) if len(colours) >= n else []

    def _enter_objective(self, seat: int) -> bool:
        return bool(self.objective_options(seat))

    def _candidates_objective(self, seat: int) -> list[Action]:
        return self.objective_candidates() + [EndTurn()]

    def _check_objective(self, seat: int, action: Action) -> str | None:
        match action:
            case Objective():
                return self.objective_refusal(seat, action)
            case EndTurn():
                return None
        return self.not_now(seat, action)

    def fulfil(self, seat: int, action: Objective) -> None:
        obj = action.card
        n = self.objective_count(obj)
        kind = data.OBJECTIVES[obj][1]
        if kind in ("research", "lead"):
            areas = action.areas or ""
            for c in areas:
                self.research[seat][self.columns.index(c)] -= n
            self.log.append(
                f"{self.who(seat)} moves {'+'.join(areas)} down {n} for {data.OBJECTIVES[obj][0]}."
            )
            self._award(seat, obj)
            return
        self.turn.obj, self.turn.need, self.turn.removed = obj, n, []
        self.turn.sectors = self.removal_sectors(seat, obj, n)
        self.stages[0:0] = [("remove", seat)]

    def removal_refusal(self, seat: int, space: str) -> str | None:
        """None when `seat` may return its lab on `space` toward the card being fulfilled."""
        if self.labs.get(space, [None])[0] != seat:
            return f"{self.fed(seat)} has no lab on {space}."
        kind = data.OBJECTIVES[self.turn.obj][1]
        removed = self.turn.removed
        pl = self.planet
        sector = pl.sector_of(space)
        if kind in ("one_sector", "majority"):
            if (
                sector != (pl.sector_of(removed[0]) if removed else sector)
                or sector not in self.turn.sectors
            ):
                return (
                    f"The labs for {data.OBJECTIVES[self.turn.obj][0]} must come from one sector "
                    "that meets it."
                )
        elif kind == "sectors":
            if sector in {pl.sector_of(r) for r in removed}:
                return f"A lab has already come from sector {sector}: one lab per sector."
        elif self.lab_colour(space) in {self.lab_colour(r) for r in removed}:
            return (
                f"A lab on a {data.RESEARCH_NAMES[self.lab_colour(space)]} space has already come "
                "back: one per colour."
            )
        return None

    def _enter_remove(self, seat: int) -> bool:
        return True

    def _candidates_remove(self, seat: int) -> list[Action]:
        return [RemoveLab(s) for s in sorted(self.own_labs(seat))]

    def _check_remove(self, seat: int, action: Action) -> str | None:
        if isinstance(action, RemoveLab):
            return self.removal_refusal(seat, action.space)
        return self.not_now(seat, action)

    def remove_lab(self, seat: int, action: RemoveLab) -> None:
        space = action.space
        self.labs[space][1] -= 1
        if not self.labs[space][1]:
            del self.labs[space]
        slots = self.slots[seat]
        k = max(i for i, filled in enumerate(slots) if not filled)
        slots[k] = True
        self.turn.removed.append(space)
        if len(self.turn.removed) < self.turn.need:
            self.stages[0:0] = [("remove", seat)]
            return
        self.log.append(
            f"{self.who(seat)} returns labs from {', '.join(self.turn.removed)} "
            f"for {data.OBJECTIVES[self.turn.obj][0]}."
        )
        self._award(seat, self.turn.obj)

    def _award(self, seat: int, obj: str) -> None:
        done = self.obj_done[obj]
        value = self.objective_spaces()[len(done)]
        done.append(seat)
        self.gain_rep(
            seat,
            value,
            "objectives",
            f"{self.who(seat)} fulfils {data.OBJECTIVES[obj][0]}: +{value} reputation.",
        )
        if self.holds(seat, "Ellen B. Outridge"):
            self.gain_rep(
                seat,
                data.ELLEN_BONUS_REPUTATION,
                "objectives",
                f"{self.who(seat)} gains {data.ELLEN_BONUS_REPUTATION} more "
                "with Ellen B. Outridge.",
            )
            self.queue.append((seat, "res", ""))
