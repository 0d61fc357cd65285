"""The move action after its row cost: route (Justin, a station start, Mira, the destination),
a transmitter station, lab drops (LAB2, Azrea, Kaysia, Idris), research, Adira (rulings M2-M8)."""

from __future__ import annotations

from typing import NamedTuple

from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import (
    Action,
    Adira,
    Build,
    FromStation,
    Go,
    Justin,
    Lab,
    Mira,
    Skip,
)
from magtui.games.magnastorm.economy import Need, need_of, parse_code, pick_options
from magtui.games.magnastorm.planet import Reach, reach
from magtui.games.magnastorm.turns import TurnRules

NOTHING: Need = ((0,) * 5, 0, 0)


def _plus(a: Need, b: Need) -> Need:
    return tuple(x + y for x, y in zip(a[0], b[0])), a[1] + b[1], a[2] + b[2]


class Way(NamedTuple):
    """One way to pay a cost: Kaysia (free), Idris' swap, the colour letter of the freely
    chosen cube (`pick`, its colour index `colour`), and what is paid."""

    kaysia: bool
    idris: str | None
    pick: str | None
    colour: int | None
    need: Need


class MoveRules(TurnRules):
    # ----- route -----------------------------------------------------------------------
    def reach(self, seat: int, station: str | None = None) -> Reach:
        return reach(
            self.four, self.quiet, self.scout[seat], self.turn.range, station or self.turn.station
        )

    def station_fee_picks(self, seat: int, station: str) -> list[str | None] | None:
        """The colours the fee to start at `station` may be paid in, the default first ([None]:
        no choice, or no fee at all); None when the move cannot start there."""
        if self.turn.station or station not in self.built or not self.reach(seat, station).ends:
            return None
        if self.built[station] == seat:
            return [None]
        fee = need_of(seat, data.STATION_FEE)
        if not self.can(seat, fee):
            return None
        return [self.cube_letters[c] for c in pick_options(self.cubes[seat], fee, seat)] or [None]

    def mira_spaces(self, seat: int) -> list[str]:
        if not self.holds(seat, "Mira Mascovic"):
            return []
        pl = self.planet
        areas = {pl.area_of(s) for s in self.labs if pl.sector_of(s) in self.quiet}
        return [s for a in sorted(areas) for s in pl.spaces_of(a)]

    def justin_colours(self, seat: int) -> list[str]:
        if not self.holds(seat, "Justin B. Beeper") or self.turn.justin:
            return []
        return [self.cube_letters[c] for c in self.colours if c != 1 + seat and self.cubes[seat][c]]

    def _enter_route(self, seat: int) -> bool:
        return True

    def _candidates_route(self, seat: int) -> list[Action]:
        acts: list[Action] = [Go(s) for s in self.reach(seat).ends]
        for t in sorted(self.built):
            acts += [FromStation(t, pick) for pick in self.station_fee_picks(seat, t) or ()]
        acts += [Justin(c) for c in self.cube_letters]
        acts += [Mira(s) for s in self.mira_spaces(seat)]
        return acts

    def _check_route(self, seat: int, action: Action) -> str | None:
        match action:
            case Go(space=space):
                if space in self.reach(seat).ends:
                    return None
                return (
                    f"{space} is out of reach: range {self.turn.range}, no storm areas, "
                    "and a scout in the storm must leave toward the quiet sectors."
                )
            case FromStation(station=t, pick=pick) if pick in (
                self.station_fee_picks(seat, t) or ()
            ):
                return None
            case Justin(colour=c) if c in self.justin_colours(seat):
                return None
            case Mira(space=space) if space in self.mira_spaces(seat):
                return None
        return self.not_now(seat, action)

    def pay_justin(self, seat: int, action: Justin) -> None:
        c = self.cube_letters.index(action.colour)
        self.cubes[seat][c] -= 1
        self.supply[c] += 1
        self.turn.range += data.JUSTIN_EXTRA_RANGE
        self.turn.justin = True
        self.log.append(f"{self.who(seat)} pays 1{action.colour} to Justin B. Beeper for +1 range.")
        self.stages[0:0] = [("route", seat)]

    def start_at_station(self, seat: int, action: FromStation) -> None:
        t = action.station
        owner = self.built[t]
        fee = ""
        if owner != seat:
            pick = self.cube_letters.index(action.pick) if action.pick else None
            paid = self.pay(seat, need_of(seat, data.STATION_FEE), to=owner, pick=pick)
            fee = f" paying {paid} to {self.fed(owner)}"
        self.turn.station = t
        self.log.append(f"{self.who(seat)} starts at station {t}{fee}.")
        self.stages[0:0] = [("route", seat)]

    def land_with_mira(self, seat: int, action: Mira) -> None:
        self.turn.dest, self.turn.buildable = action.space, []
        self.log.append(f"{self.who(seat)} uses Mira Mascovic to land on {action.space}.")
        self.scout[seat] = action.space

    def go(self, seat: int, action: Go) -> None:
        dest = action.space
        self.turn.dest = dest
        self.turn.buildable = [
            t for t in self.reach(seat).buildable(dest[:2]) if t not in self.built
        ]
        self.log.append(f"{self.who(seat)} moves the scout to {dest}.")
        self.scout[seat] = dest

    # ----- payments with Kaysia and Idris -----------------------------------------------
    def payment_bases(
        self, seat: int, code: str, extra: str = ""
    ) -> list[tuple[bool, str | None, Need]]:
        """(Kaysia, Idris, need) of every way to pay one cost, payable or not: Kaysia (free)
        first, then plain, then Idris (one Y<->O)."""
        extra_need = need_of(seat, extra) if extra else NOTHING
        costly = any(parse_code(code).values())
        out: list[tuple[bool, str | None, Need]] = []
        if costly and self.holds(seat, "Kaysia Vasidis") and not self.turn.kaysia:
            out.append((True, None, extra_need))
        out.append((False, None, _plus(need_of(seat, code), extra_need)))
        if costly:
            out += [
                (False, m, _plus(need_of(seat, code, m), extra_need))
                for m in self.idris_mods(seat, code)[1:]
            ]
        return out

    def cost_variants(self, seat: int, code: str, extra: str = "") -> list[Way]:
        """Each way to pay now, the default first; a P cube's colour is the payer's choice
        (`c:S`)."""
        out = []
        for kaysia, idris, need in self.payment_bases(seat, code, extra):
            if not self.can(seat, need):
                continue
            picks = pick_options(self.cubes[seat], need, seat)
            out += [Way(kaysia, idris, self.cube_letters[c], c, need) for c in picks] or [
                Way(kaysia, idris, None, None, need)
            ]
        return out

    def way_of(self, seat: int, code: str, action: Build | Lab, extra: str = "") -> Way | None:
        """The way to pay that the action's modifiers name, if it can be paid now."""
        return next(
            (
                w
                for w in self.cost_variants(seat, code, extra)
                if (w.kaysia, w.idris, w.pick) == (action.kaysia, action.idris, action.pick)
            ),
            None,
        )

    def payable_later(self, seat: int, code: str, extra: str = "") -> bool:
        """Not payable now in any way, but after some exchanges (M28, M29)."""
        bases = self.payment_bases(seat, code, extra)
        return not any(self.can(seat, need) for _, _, need in bases) and any(
            self.can_after_exchanges(seat, need) for _, _, need in bases
        )

    def _pay_way(self, seat: int, way: Way) -> str:
        if way.kaysia:
            self.turn.kaysia = True
        if way.idris:
            self.turn.idris_used = True
        return self.pay(seat, way.need, pick=way.colour)

    def _mods_note(self, action: Build | Lab) -> str:
        return (" (Kaysia: free)" if action.kaysia else "") + (" (Idris)" if action.idris else "")

    # ----- transmitter station ------------------------------------------------------------
    def _enter_build(self, seat: int) -> bool:
        return bool(self.turn.buildable) and (
            any(isinstance(a, Build) for a in self.step_options("build", seat))
            or bool(self.waiting_stations(seat))
        )

    def waiting_stations(self, seat: int) -> list[str]:
        """Stations payable only after an exchange: 'S2 1Y+2O'."""
        return [
            f"S{k + 1} {cost}"
            for k, (free, cost) in enumerate(zip(self.stations[seat], data.STATION_COSTS))
            if free and self.payable_later(seat, cost)
        ]

    def _candidates_build(self, seat: int) -> list[Action]:
        acts: list[Action] = [
            Build(t, k + 1, w.kaysia, w.idris, w.pick)
            for t in self.turn.buildable
            for k, free in enumerate(self.stations[seat])
            if free
            for w in self.cost_variants(seat, data.STATION_COSTS[k])
        ]
        return acts + [Skip()]

    def _check_build(self, seat: int, action: Action) -> str | None:
        match action:
            case Skip():
                return None
            case Build(transmitter=t, station=k) if (
                t in self.turn.buildable
                and 1 <= k <= len(data.STATION_COSTS)
                and self.stations[seat][k - 1]
            ):
                if self.way_of(seat, data.STATION_COSTS[k - 1], action):
                    return None
                return (
                    f"{self.fed(seat)} cannot pay station S{k} that way now "
                    "(exchange 3 for 1 first, or hold the colour chosen for its P cube)."
                )
        return self.not_now(seat, action)

    def build(self, seat: int, action: Build) -> None:
        k = action.station - 1
        way = self.way_of(seat, data.STATION_COSTS[k], action)
        assert way is not None  # checked before
        paid = self._pay_way(seat, way)
        self.stations[seat][k] = False
        self.built[action.transmitter] = seat
        self.gain_rep(
            seat,
            data.STATION_REPUTATION,
            "stations",
            f"{self.who(seat)} builds station S{action.station} on {action.transmitter} for {paid}"
            f"{self._mods_note(action)}: +{data.STATION_REPUTATION} reputation.",
        )

    # ----- labs -----------------------------------------------------------------------------
    def lab_acts(self, seat: int, extra: str = "") -> list[Action]:
        return [
            Lab(k + 1, w.kaysia, w.idris, w.pick)
            for k, filled in enumerate(self.slots[seat])
            if filled
            for w in self.cost_variants(seat, data.LAB_COSTS[k], extra)
        ]

    def lab_refusal(self, seat: int, action: Lab, extra: str = "") -> str | None:
        k = action.slot - 1
        if (
            0 <= k < data.LAB_SLOTS
            and self.slots[seat][k]
            and self.way_of(seat, data.LAB_COSTS[k], action, extra)
        ):
            return None
        return (
            f"{self.fed(seat)} cannot drop that lab: the slot is empty, its cost cannot be paid "
            "now (exchange 3 for 1 first), or the colour chosen for its P cube is not held."
        )

    def waiting_labs(self, seat: int, extra: str = "") -> list[str]:
        """Lab slots payable only after an exchange: 'slot 5 1Y+1O'."""
        return [
            f"slot {k + 1} {cost}" + (f" +{extra}" if extra else "")
            for k, (filled, cost) in enumerate(zip(self.slots[seat], data.LAB_COSTS))
            if filled and self.payable_later(seat, cost, extra)
        ]

    def can_drop_on(self, space: str) -> bool:
        return self.planet.sector_of(space) in self.quiet and space not in self.labs

    def _enter_drop(self, seat: int) -> bool:
        return self.can_drop_on(self.turn.dest) and bool(
            self.lab_acts(seat) or self.waiting_labs(seat)
        )

    def _candidates_drop(self, seat: int) -> list[Action]:
        return self.lab_acts(seat) + [Skip()]

    def _check_drop(self, seat: int, action: Action) -> str | None:
        match action:
            case Skip():
                return None
            case Lab():
                return self.lab_refusal(seat, action)
        return self.not_now(seat, action)

    def _place_lab(self, seat: int, action: Lab, extra: str = "") -> None:
        k = action.slot - 1
        way = self.way_of(seat, data.LAB_COSTS[k], action, extra)
        assert way is not None  # checked before
        paid = self._pay_way(seat, way)
        self.slots[seat][k] = False
        space = self.turn.dest
        self.labs.setdefault(space, [seat, 0])[1] += 1
        self.turn.dropped += 1
        self.log.append(
            f"{self.who(seat)} drops a lab from slot {k + 1} on {space} "
            f"for {paid}{self._mods_note(action)}."
        )

    def drop_lab(self, seat: int, action: Lab) -> None:
        """The lab of the drop step, or one more lab (LAB2, Azrea) in the extra step."""
        if self.step == "extra":
            extra = self._extra_cost()
            self._next_extra(seat)
            self._place_lab(seat, action, extra)
            return
        self._place_lab(seat, action)
        extras = []
        if self.turn.icon == "LAB2":
            extras.append("LAB2")
        if self.holds(seat, "Azrea Bonsmai"):
            extras.append("Azrea")
        self.turn.extras = extras

    def _extra_cost(self) -> str:
        return data.AZREA_COST if self.turn.extras[0] == "Azrea" else ""

    def _enter_extra(self, seat: int) -> bool:
        while self.turn.extras:
            if self.lab_acts(seat, self._extra_cost()) or self.waiting_labs(
                seat, self._extra_cost()
            ):
                return True
            self.turn.extras.pop(0)
        return False

    def _candidates_extra(self, seat: int) -> list[Action]:
        return self.lab_acts(seat, self._extra_cost()) + [Skip()]

    def _check_extra(self, seat: int, action: Action) -> str | None:
        match action:
            case Skip():
                return None
            case Lab():
                return self.lab_refusal(seat, action, self._extra_cost())
        return self.not_now(seat, action)

    def _next_extra(self, seat: int) -> None:
        """The extra lab at hand is settled (dropped or skipped); the next one is asked."""
        self.turn.extras.pop(0)
        if self.turn.extras:
            self.stages[0:0] = [("extra", seat)]

    def _enter_research(self, seat: int) -> bool:
        if self.turn.dropped:
            colour = self.planet.space_colour(self.turn.dest)
            self.queue.append((seat, "res", "" if colour == "W" else colour))
        return False

    # ----- Adira Okzil ----------------------------------------------------------------------
    def _enter_adira(self, seat: int) -> bool:
        return (
            self.holds(seat, "Adira Okzil")
            and bool(self.research_options(seat, ""))
            and self.can_after_exchanges(seat, need_of(seat, data.ADIRA_COST))
        )

    def _candidates_adira(self, seat: int) -> list[Action]:
        return [Adira(c) for c in self.columns] + [Skip()]

    def _check_adira(self, seat: int, action: Action) -> str | None:
        match action:
            case Skip():
                return None
            case Adira(area=area) if area in self.research_options(seat, ""):
                if self.can(seat, need_of(seat, data.ADIRA_COST)):
                    return None
                return (
                    f"{self.fed(seat)} cannot pay Adira Okzil's {data.ADIRA_COST} now "
                    "(exchange 3 for 1 first)."
                )
        return self.not_now(seat, action)

    def pay_adira(self, seat: int, action: Adira) -> None:
        paid = self.pay(seat, need_of(seat, data.ADIRA_COST))
        self.log.append(f"{self.who(seat)} pays {paid} to Adira Okzil.")
        self.advance(seat, action.area)
