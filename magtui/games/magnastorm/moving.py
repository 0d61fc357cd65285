"""The move action after its row cost: route (Justin, a station start, Mira, the destination),
a transmitter station, lab drops (LAB2, Azrea, Kaysia, Idris), research, Adira (rulings M2-M8)."""

from __future__ import annotations

from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import Act
from magtui.games.magnastorm.economy import need_of, parse_code
from magtui.games.magnastorm.planet import Reach


def _plus(a, b):
    return tuple(x + y for x, y in zip(a[0], b[0])), a[1] + b[1], a[2] + b[2]


class MoveRules:
    # ----- route -----------------------------------------------------------------------
    def reach(self, seat: int) -> Reach:
        return Reach(self.planet, self.quiet, self.scout[seat], self.turn.get("range", data.BASE_RANGE),
                     self.turn.get("station"))

    def station_starts(self, seat: int) -> list[str]:
        if self.turn.get("station"):
            return []
        out = []
        for t, owner in sorted(self.built.items()):
            if owner != seat and not self.can(seat, need_of(seat, data.STATION_FEE)):
                continue
            r = Reach(self.planet, self.quiet, self.scout[seat], self.turn.get("range", data.BASE_RANGE), t)
            if r.destinations():
                out.append(t)
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
        return [data.CUBE_LETTERS[c] for c in self.colours if c != 1 + seat and self.cubes[seat][c]]

    def _enter_route(self, seat: int) -> bool:
        return True

    def _acts_route(self, seat: int) -> list:
        acts = [Act("go", (s,)) for s in self.reach(seat).destinations()]
        acts += [Act("from", (t,)) for t in self.station_starts(seat)]
        acts += [Act("justin", (c,)) for c in self.justin_colours(seat)]
        acts += [Act("mira", (s,)) for s in self.mira_spaces(seat)]
        return acts

    def _do_route(self, seat: int, action: Act) -> None:
        if action.verb == "justin":
            c = data.CUBE_LETTERS.index(action.arg)
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
                fee = " paying " + self.pay(seat, need_of(seat, data.STATION_FEE), to=owner) + f" to {self.fed(owner)}"
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
    def cost_variants(self, seat: int, code: str, extra: str = "") -> list[tuple[tuple[str, ...], tuple]]:
        """(modifiers, need) for one payment: plain, Kaysia (free), Idris (one Y<->O)."""
        extra_need = need_of(seat, extra) if extra else ((0,) * 5, 0, 0)
        out = [((), _plus(need_of(seat, code), extra_need))]
        if any(parse_code(code).values()):
            if self.holds(seat, "Kaysia Vasidis") and not self.turn.get("kaysia"):
                out.append((("k",), extra_need))
            for m in self.idris_mods(seat, code)[1:]:
                out.append(((f"i:{m}",), _plus(need_of(seat, code, m), extra_need)))
        return [(mods, need) for mods, need in out if self.can(seat, need)]

    def _use_mods(self, action: Act) -> None:
        if action.flag("k"):
            self.turn["kaysia"] = True
        if action.flag("i"):
            self.turn["idris_used"] = True

    def _mods_note(self, action: Act) -> str:
        return (" (Kaysia: free)" if action.flag("k") else "") + (" (Idris)" if action.flag("i") else "")

    # ----- transmitter station ------------------------------------------------------------
    def _enter_build(self, seat: int) -> bool:
        return bool(self.turn.get("buildable")) and len(self._acts_build(seat)) > 1

    def _acts_build(self, seat: int) -> list:
        acts = []
        for t in self.turn.get("buildable", []):
            for k, free in enumerate(self.stations[seat]):
                if free:
                    for mods, _ in self.cost_variants(seat, data.STATION_COSTS[k]):
                        acts.append(Act("build", (t, f"S{k + 1}", *mods)))
        return acts + [Act("skip")]

    def _do_build(self, seat: int, action: Act) -> None:
        if action.verb == "skip":
            return
        t, station = action.args[0], action.args[1]
        k = int(station[1]) - 1
        need = dict(self.cost_variants(seat, data.STATION_COSTS[k]))[tuple(action.args[2:])]
        paid = self.pay(seat, need)
        self._use_mods(action)
        self.stations[seat][k] = False
        self.built[t] = seat
        self.gain_rep(seat, data.STATION_REPUTATION)
        self.log.append(f"{self.who(seat)} builds station {station} on {t} for {paid}{self._mods_note(action)}: "
                        f"+{data.STATION_REPUTATION} reputation.")

    # ----- labs -----------------------------------------------------------------------------
    def lab_acts(self, seat: int, extra: str = "") -> list:
        acts = []
        for k, filled in enumerate(self.slots[seat]):
            if filled:
                for mods, _ in self.cost_variants(seat, data.LAB_COSTS[k], extra):
                    acts.append(Act("lab", (str(k + 1), *mods)))
        return acts

    def can_drop_on(self, space: str) -> bool:
        return self.planet.sector_of(space) in self.quiet and space not in self.labs

    def _enter_drop(self, seat: int) -> bool:
        return self.can_drop_on(self.turn["dest"]) and bool(self.lab_acts(seat))

    def _acts_drop(self, seat: int) -> list:
        return self.lab_acts(seat) + [Act("skip")]

    def _place_lab(self, seat: int, action: Act, extra: str = "") -> None:
        k = int(action.arg) - 1
        need = dict(self.cost_variants(seat, data.LAB_COSTS[k], extra))[tuple(action.args[1:])]
        paid = self.pay(seat, need)
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
            if self.lab_acts(seat, self._extra_cost()):
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
        return self.holds(seat, "Adira Okzil") and self.can(seat, need_of(seat, data.ADIRA_COST))

    def _acts_adira(self, seat: int) -> list:
        return [Act("adira", (c,)) for c in self.research_options(seat, "")] + [Act("skip")]

    def _do_adira(self, seat: int, action: Act) -> None:
        if action.verb == "skip":
            return
        paid = self.pay(seat, need_of(seat, data.ADIRA_COST))
        self.log.append(f"{self.who(seat)} pays {paid} to Adira Okzil.")
        self.advance(seat, action.arg)
