"""The move action after its row cost: route (Justin, a station start, Mira, the destination),
a transmitter station, lab drops (LAB2, Azrea, Kaysia, Idris), research, Adira (rulings M2-M8)."""

from __future__ import annotations

from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import Act
from magtui.games.magnastorm.economy import need_of, parse_code, pick_options
from magtui.games.magnastorm.planet import Reach


NOTHING = ((0,) * 5, 0, 0)


def _plus(a, b):
    return tuple(x + y for x, y in zip(a[0], b[0])), a[1] + b[1], a[2] + b[2]


class MoveRules:
    # ----- route -----------------------------------------------------------------------
    def reach(self, seat: int) -> Reach:
        return Reach(self.planet, self.quiet, self.scout[seat], self.turn.get("range", data.BASE_RANGE),
                     self.turn.get("station"))

    def station_starts(self, seat: int) -> list[Act]:
        """`from T45`, or with the colour of the 1X fee to another owner (`from T45 c:Y`), default first."""
        if self.turn.get("station"):
            return []
        out = []
        for t, owner in sorted(self.built.items()):
            r = Reach(self.planet, self.quiet, self.scout[seat], self.turn.get("range", data.BASE_RANGE), t)
            if not r.destinations():
                continue
            if owner == seat:
                out.append(Act("from", (t,)))
                continue
            fee = need_of(seat, data.STATION_FEE)
            if self.can(seat, fee):
                picks = pick_options(self.cubes[seat], fee, seat)
                out += [Act("from", (t, f"c:{self.cube_letters[c]}")) for c in picks] or [Act("from", (t,))]
        return out

    def mira_spaces(self, seat: int) -> list[str]:
        if not self.holds(seat, "Mira Mascovic"):
            return []
        pl = self.planet
        areas = {pl.area_of(s) for s in self.labs if pl.sector_of(s) in self.quiet}
        return [s for a in sorted(areas) for s in pl.spaces_of(a)]

    def justin_colours(self, seat: int) -> list[str]:
        if not self.holds(seat, "Justin B. Beeper") or self.turn.get("justin"):
            return []
        return [self.cube_letters[c] for c in self.colours if c != 1 + seat and self.cubes[seat][c]]

    def _enter_route(self, seat: int) -> bool:
        return True

    def _acts_route(self, seat: int) -> list:
        acts = [Act("go", (s,)) for s in self.reach(seat).destinations()]
        acts += self.station_starts(seat)
        acts += [Act("justin", (c,)) for c in self.justin_colours(seat)]
        acts += [Act("mira", (s,)) for s in self.mira_spaces(seat)]
        return acts

    def _do_route(self, seat: int, action: Act) -> None:
        if action.verb == "justin":
            c = self.colour_of(action.arg)
            self.cubes[seat][c] -= 1
            self.supply[c] += 1
            self.turn["range"] = self.turn.get("range", data.BASE_RANGE) + data.JUSTIN_EXTRA_RANGE
            self.turn["justin"] = True
            self.log.append(f"{self.who(seat)} pays 1{action.arg} to Justin B. Beeper for +1 range.")
            self.stages[0:0] = [("route", seat)]
            return
        if action.verb == "from":
            t = action.arg
            owner = self.built[t]
            fee = ""
            if owner != seat:
                pick = self.colour_of(action.flag("c")) if action.flag("c") else None
                paid = self.pay(seat, need_of(seat, data.STATION_FEE), to=owner, pick=pick)
                fee = f" paying {paid} to {self.fed(owner)}"
            self.turn["station"] = t
            self.log.append(f"{self.who(seat)} starts at station {t}{fee}.")
            self.stages[0:0] = [("route", seat)]
            return
        if action.verb == "mira":
            self.turn.update(dest=action.arg, buildable=[])
            self.log.append(f"{self.who(seat)} uses Mira Mascovic to land on {action.arg}.")
        else:
            dest = action.arg
            r = self.reach(seat)
            self.turn.update(dest=dest, buildable=[t for t in r.buildable(dest[:2]) if t not in self.built])
            self.log.append(f"{self.who(seat)} moves the scout to {dest}.")
        self.scout[seat] = self.turn["dest"]

    # ----- payments with Kaysia and Idris -----------------------------------------------
    def payment_bases(self, seat: int, code: str, extra: str = "") -> list[tuple[tuple[str, ...], tuple]]:
        """(modifiers, need) of every way to pay one cost, payable or not: Kaysia (free) first,
        then plain, then Idris (one Y<->O)."""
        extra_need = need_of(seat, extra) if extra else NOTHING
        costly = any(parse_code(code).values())
        out = []
        if costly and self.holds(seat, "Kaysia Vasidis") and not self.turn.get("kaysia"):
            out.append((("k",), extra_need))
        out.append(((), _plus(need_of(seat, code), extra_need)))
        if costly:
            out += [((f"i:{m}",), _plus(need_of(seat, code, m), extra_need)) for m in self.idris_mods(seat, code)[1:]]
        return out

    def cost_variants(self, seat: int, code: str, extra: str = "") -> list[tuple[tuple[str, ...], tuple, int | None]]:
        """(modifiers, need, colour picked) for each way to pay now, the default first; a P
        cube's colour is the payer's choice (`c:S`)."""
        out = []
        for mods, need in self.payment_bases(seat, code, extra):
            if not self.can(seat, need):
                continue
            picks = pick_options(self.cubes[seat], need, seat)
            out += [((*mods, f"c:{self.cube_letters[c]}"), need, c) for c in picks] or [(mods, need, None)]
        return out

    def payable_later(self, seat: int, code: str, extra: str = "") -> bool:
        """Not payable now in any way, but after some exchanges (M28, M29)."""
        bases = self.payment_bases(seat, code, extra)
        return (not any(self.can(seat, need) for _, need in bases)
                and any(self.can_after_exchanges(seat, need) for _, need in bases))

    def _pay_variant(self, seat: int, code: str, mods: tuple, extra: str = "") -> str:
        need, pick = next((n, p) for m, n, p in self.cost_variants(seat, code, extra) if m == mods)
        return self.pay(seat, need, pick=pick)

    def _use_mods(self, action: Act) -> None:
        if action.flag("k"):
            self.turn["kaysia"] = True
        if action.flag("i"):
            self.turn["idris_used"] = True

    def _mods_note(self, action: Act) -> str:
        return (" (Kaysia: free)" if action.flag("k") else "") + (" (Idris)" if action.flag("i") else "")

    # ----- transmitter station ------------------------------------------------------------
    def _enter_build(self, seat: int) -> bool:
        return bool(self.turn.get("buildable")) and (len(self._acts_build(seat)) > 1 or bool(self.waiting_stations(seat)))

    def waiting_stations(self, seat: int) -> list[str]:
        """Stations payable only after an exchange: 'S2 1Y+2O'."""
        return [f"S{k + 1} {cost}" for k, (free, cost) in enumerate(zip(self.stations[seat], data.STATION_COSTS))
                if free and self.payable_later(seat, cost)]

    def _acts_build(self, seat: int) -> list:
        acts = []
        for t in self.turn.get("buildable", []):
            for k, free in enumerate(self.stations[seat]):
                if free:
                    for mods, _, _ in self.cost_variants(seat, data.STATION_COSTS[k]):
                        acts.append(Act("build", (t, f"S{k + 1}", *mods)))
        return acts + [Act("skip")]

    def _do_build(self, seat: int, action: Act) -> None:
        if action.verb == "skip":
            return
        t, station = action.args[0], action.args[1]
        k = int(station[1]) - 1
        paid = self._pay_variant(seat, data.STATION_COSTS[k], tuple(action.args[2:]))
        self._use_mods(action)
        self.stations[seat][k] = False
        self.built[t] = seat
        self.gain_rep(seat, data.STATION_REPUTATION, "stations",
                      f"{self.who(seat)} builds station {station} on {t} for {paid}{self._mods_note(action)}: "
                      f"+{data.STATION_REPUTATION} reputation.")

    # ----- labs -----------------------------------------------------------------------------
    def lab_acts(self, seat: int, extra: str = "") -> list:
        acts = []
        for k, filled in enumerate(self.slots[seat]):
            if filled:
                for mods, _, _ in self.cost_variants(seat, data.LAB_COSTS[k], extra):
                    acts.append(Act("lab", (str(k + 1), *mods)))
        return acts

    def waiting_labs(self, seat: int, extra: str = "") -> list[str]:
        """Lab slots payable only after an exchange: 'slot 5 1Y+1O'."""
        return [f"slot {k + 1} {cost}" + (f" +{extra}" if extra else "")
                for k, (filled, cost) in enumerate(zip(self.slots[seat], data.LAB_COSTS))
                if filled and self.payable_later(seat, cost, extra)]

    def can_drop_on(self, space: str) -> bool:
        return self.planet.sector_of(space) in self.quiet and space not in self.labs

    def _enter_drop(self, seat: int) -> bool:
        return self.can_drop_on(self.turn["dest"]) and bool(self.lab_acts(seat) or self.waiting_labs(seat))

    def _acts_drop(self, seat: int) -> list:
        return self.lab_acts(seat) + [Act("skip")]

    def _place_lab(self, seat: int, action: Act, extra: str = "") -> None:
        k = int(action.arg) - 1
        paid = self._pay_variant(seat, data.LAB_COSTS[k], tuple(action.args[1:]), extra)
        self._use_mods(action)
        self.slots[seat][k] = False
        space = self.turn["dest"]
        self.labs.setdefault(space, [seat, 0])[1] += 1
        self.turn["dropped"] = self.turn.get("dropped", 0) + 1
        self.log.append(f"{self.who(seat)} drops a lab from slot {k + 1} on {space} for {paid}{self._mods_note(action)}.")

    def _do_drop(self, seat: int, action: Act) -> None:
        if action.verb == "skip":
            return
        self._place_lab(seat, action)
        extras = []
        if self.turn.get("icon") == "LAB2":
            extras.append("LAB2")
        if self.holds(seat, "Azrea Bonsmai"):
            extras.append("Azrea")
        self.turn["extras"] = extras

    def _extra_cost(self) -> str:
        return data.AZREA_COST if self.turn["extras"][0] == "Azrea" else ""

    def _enter_extra(self, seat: int) -> bool:
        while self.turn.get("extras"):
            if self.lab_acts(seat, self._extra_cost()) or self.waiting_labs(seat, self._extra_cost()):
                return True
            self.turn["extras"].pop(0)
        return False

    def _acts_extra(self, seat: int) -> list:
        return self.lab_acts(seat, self._extra_cost()) + [Act("skip")]

    def _do_extra(self, seat: int, action: Act) -> None:
        source = self.turn["extras"].pop(0)
        if action.verb == "lab":
            self._place_lab(seat, action, data.AZREA_COST if source == "Azrea" else "")
        if self.turn["extras"]:
            self.stages[0:0] = [("extra", seat)]

    def _enter_research(self, seat: int) -> bool:
        if self.turn.get("dropped"):
            colour = self.planet.space_colour(self.turn["dest"])
            self.queue.append((seat, "res", "" if colour == "W" else colour))
        return False

    # ----- Adira Okzil ----------------------------------------------------------------------
    def _enter_adira(self, seat: int) -> bool:
        return (self.holds(seat, "Adira Okzil") and bool(self.research_options(seat, ""))
                and self.can_after_exchanges(seat, need_of(seat, data.ADIRA_COST)))

    def _acts_adira_paid(self, seat: int) -> list:
        if not self.can(seat, need_of(seat, data.ADIRA_COST)):
            return []
        return [Act("adira", (c,)) for c in self.research_options(seat, "")]

    def _acts_adira(self, seat: int) -> list:
        return self._acts_adira_paid(seat) + [Act("skip")]

    def _do_adira(self, seat: int, action: Act) -> None:
        if action.verb == "skip":
            return
        paid = self.pay(seat, need_of(seat, data.ADIRA_COST))
        self.log.append(f"{self.who(seat)} pays {paid} to Adira Okzil.")
        self.advance(seat, action.arg)
