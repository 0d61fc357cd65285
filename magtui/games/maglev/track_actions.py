"""TRACK actions and the forced cut-back at the Moon double station (spec §2.4, §4.3)."""

from __future__ import annotations

from magtui.games.maglev import data
from magtui.games.maglev.actions import Action, Cut, Lay, Lift, sides_text
from magtui.games.maglev.hexmap import hex_text
from magtui.games.maglev.track import analyse, candidate_builds, connections, links, memo
from magtui.games.maglev.model import MaglevModel


class TrackMixin(MaglevModel):
    # ----- TRACK ----------------------------------------------------------------------------------
    def track_changes(self, seat: int) -> tuple[tuple, tuple]:
        """(builds, lifts): every legal (hex, sides, cost) build and (hex, cost) removal now."""
        if self.trains[seat].at is None:
            return (), ()
        # Solo's forbidden pairs also depend on the types of the stations.
        types = tuple(sorted((h, s.types) for h, s in self.sites.items())) if self.forbidden else ()
        key = (
            ("track",)
            + self.track_key(seat)
            + (len(self.tiles[seat]) < data.TRACK_TILES, self.forbidden, types)
        )
        return memo(key, lambda: self._track_changes(seat))

    def _track_changes(self, seat: int) -> tuple[tuple, tuple]:
        ground = self.ground()
        tiles = self.tiles[seat]
        line = self.line(seat, ground=ground)
        if not line.valid:
            return (), ()
        builds = []
        if len(tiles) < data.TRACK_TILES:
            for (h, sides), problem in sorted(candidate_builds(ground, tiles, line).items()):
                if problem is None and not (
                    self.forbidden and self._forbidden_after_tile(seat, h, sides)
                ):
                    builds.append((h, sides, self.hexmap.cost[h]))
        lifts = []
        anchor = self.anchor(seat)
        # On a path only tiles at its ends can go (an open side, or next to a station); check those.
        if line.is_loop:
            candidates = set(tiles)
        else:
            candidates = {h for h, _ in line.open_ends}
            candidates |= {
                self.hexmap.neighbours[sh][side] for cs in line.conns.values() for sh, side in cs
            }
        for h in sorted(candidates):
            rest = {k: v for k, v in tiles.items() if k != h}
            if analyse(ground, rest, anchor).valid:
                lifts.append((h, self.hexmap.cost[h]))
        return tuple(builds), tuple(lifts)

    def _forbidden_after_tile(self, seat: int, h, sides) -> bool:
        ground = self.ground()
        tiles = dict(self.tiles[seat])
        tiles[h] = sides
        line = analyse(ground, tiles, self.anchor(seat))
        return self.has_forbidden_link(links(ground, tiles, line))

    def _cheapest_track_change(self, seat: int):
        builds, lifts = self.track_changes(seat)
        costs = [c for *_, c in builds] + [c for _, c in lifts]
        return min(costs) if costs else None

    def track_options(self, seat: int) -> list[Action]:
        left = self.running.left
        builds, lifts = self.track_changes(seat)
        out: list[Action] = [Lay(h, sides) for h, sides, cost in builds if cost <= left]
        out += [Lift(h) for h, cost in lifts if cost <= left]
        return out

    def _apply_lay(self, seat: int, h, sides: tuple[int, int]) -> None:
        before = self.conns_snapshot()
        self.tiles[seat][h] = sides
        self.log.append(
            f"{self.seat_name(seat)} builds track at ({hex_text(h)}) {sides_text(sides)}."
        )
        self._track_step_done(seat, h, before)

    def _apply_lift(self, seat: int, h) -> None:
        before = self.conns_snapshot()
        del self.tiles[seat][h]
        self.log.append(f"{self.seat_name(seat)} removes track at ({hex_text(h)}).")
        self._track_step_done(seat, h, before)

    def _track_step_done(self, seat: int, h, before: list) -> None:
        self.fix_headings(before)
        self.running.left -= self.hexmap.cost[h]
        self.running.changed = True
        self._auto_finish(seat)

    # ----- forced cut-back at the Moon double station ---------------------------------------------
    def cut_options(self, seat: int) -> list[Action]:
        ground, node = self.ground(), self._double_node()
        tiles, anchor = self.tiles[seat], self.anchor(seat)
        out = []
        for sh, side in connections(ground, tiles, node):
            h = self.hexmap.neighbours[sh][side]
            rest = {k: v for k, v in tiles.items() if k != h}
            if analyse(ground, rest, anchor, max_conns=4).valid:
                out.append(Cut(h))
        return sorted(set(out), key=str)

    def _apply_cut(self, seat: int, h) -> None:
        before = self.conns_snapshot()
        del self.tiles[seat][h]
        self.fix_headings(before)
        self.log.append(
            f"{self.seat_name(seat)} cuts back track at ({hex_text(h)}) at the double station."
        )
        if not self.over_connected(seat):
            self.must_cut.discard(seat)
            self.pending = None
