"""Passengers and stations: Pick Up, Drop Off, Refill, Adjust, Build Station, placing robots,
the bag and where left passengers go (§2.6, §2.7, §4.3, §5.3)."""

from __future__ import annotations

from magtui.games.maglev import data
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.actions import Action, Build, Drop, Leave, Load, Put, Shed, Shift
from magtui.games.maglev.describe import space_label
from magtui.games.maglev.hexmap import hex_text
from magtui.games.maglev.track import Ground, links
from magtui.games.maglev.model import MaglevModel, Pending


class StationMixin(MaglevModel):
    # ----- the bag ---------------------------------------------------------------------------
    # ----- places where passengers wait -----------------------------------------------------
    def loc_colours(self, loc) -> set:
        if loc in data.MOON_NAMES:
            return {data.MARS["moons"][loc]["drop"]}
        return {data.STATION_COLOUR[t] for t in self.sites[loc].types}

    def loc_capacity(self, loc) -> int:
        if loc in data.MOON_NAMES:
            return data.MOON_CAPACITY
        if self.sites[loc].kind == "moonbase":
            return data.MOONBASE_CAPACITY
        return data.STATION_CAPACITY

    def leave_at(self, loc, colour: str) -> None:
        """A passenger left at a station waits there, unless it is the station's colour or the
        station is full: then it goes to the bag."""
        waiting = self.waiting(loc)
        if colour in self.loc_colours(loc) or len(waiting) >= self.loc_capacity(loc):
            self.bag[colour] += 1
        else:
            waiting.append(colour)

    # ----- placing a passenger on the board ------------------------------------------------------
    def put_options(self, seat: int) -> list[Action]:
        p = self.running
        colours = sorted(set(self.hand[seat])) if p.source == "hand" else [p.colour]
        board = self.boards[seat]
        return [Put(c, s) for c in colours for s in pb.put_spaces(board, c)]

    def _apply_put(self, seat: int, colour: str, space: str) -> None:
        self.boards[seat][space] = colour
        if self.running.source == "hand":
            self.hand[seat].remove(colour)
            if not self.hand[seat]:
                self.pending = None
                self.log.append(f"{self.seat_name(seat)} places the starting robots.")
        else:
            self.pending = None
            self.log.append(
                f"{self.seat_name(seat)} puts the {data.COLOUR_NAMES[colour]} "
                f"passenger on {space_label(space, self.mapname)}."
            )

    # ----- PICK UP --------------------------------------------------------------------------------
    def _loadable(self, seat: int, colour: str) -> bool:
        return pb.unlocked(self.boards[seat], colour)

    def can_load(self, seat: int) -> bool:
        loc = self.location(seat)
        return loc is not None and any(self._loadable(seat, c) for c in self.waiting(loc))

    def can_pick_up(self, seat: int) -> bool:
        """Pick Up may load, or only leave carried passengers (V24)."""
        return self.location(seat) is not None and (
            bool(self.trains[seat].cargo) or self.can_load(seat)
        )

    def pickup_options(self, seat: int) -> list[Action]:
        p, train = self.running, self.trains[seat]
        loc = self.location(seat)
        out: list[Action] = []
        if p.loaded == 0:
            out += [Leave(c) for c in sorted(set(train.cargo))]
        if p.left > 0 and len(train.cargo) < pb.capacity(self.boards[seat]):
            out += [Load(c) for c in sorted(set(self.waiting(loc))) if self._loadable(seat, c)]
        return out

    def _apply_leave(self, seat: int, colour: str) -> None:
        train = self.trains[seat]
        train.cargo.remove(colour)
        self.leave_at(self.location(seat), colour)
        self.log.append(
            f"{self.seat_name(seat)} leaves a {data.COLOUR_NAMES[colour]} passenger at "
            f"{self.place_name(train.at)}."
        )
        self.running.changed = True

    def _apply_load(self, seat: int, colour: str) -> None:
        self.waiting(self.location(seat)).remove(colour)
        self.trains[seat].cargo.append(colour)
        self.running.loaded += 1
        self.running.left -= 1
        self.log.append(f"{self.seat_name(seat)} picks up a {data.COLOUR_NAMES[colour]} passenger.")
        self.running.changed = True

    # ----- DROP OFF -------------------------------------------------------------------------------
    def dropoff_options(self, seat: int) -> list[Action]:
        loc = self.location(seat)
        if loc is None:
            return []
        board, colours = self.boards[seat], self.loc_colours(loc)
        return [
            Drop(c, s)
            for c in sorted(set(self.trains[seat].cargo))
            if c in colours and pb.unlocked(board, c)
            for s in pb.put_spaces(board, c)
        ]

    def _apply_drop(self, seat: int, colour: str, space: str) -> None:
        self.trains[seat].cargo.remove(colour)
        self.boards[seat][space] = colour
        self.running.left -= 1
        self.running.changed = True
        self.log.append(
            f"{self.seat_name(seat)} drops off a {data.COLOUR_NAMES[colour]} passenger "
            f"onto {space_label(space, self.mapname)}."
        )

    # ----- REFILL ---------------------------------------------------------------------------------
    def own_moonbase(self, seat: int):
        return next(
            (h for h, s in self.sites.items() if s.kind == "moonbase" and s.owner == seat), None
        )

    def refill_target(self, seat: int):
        if self.mapname == "moon":
            return self.own_moonbase(seat)
        loc = self.location(seat)
        return None if loc is None or loc in data.MOON_NAMES else loc

    def can_refill(self, seat: int) -> bool:
        loc = self.refill_target(seat)
        if loc is None:
            return False
        waiting, cap = self.waiting(loc), self.loc_capacity(loc)
        if self.mapname == "moon":
            return len(waiting) >= cap or self.bag_total() > 0
        colours = self.loc_colours(loc)
        return len(waiting) < cap and any(n and c not in colours for c, n in self.bag.items())

    def _apply_refill(self, seat: int, k: int) -> None:
        loc = self.refill_target(seat)
        waiting, cap = self.waiting(loc), self.loc_capacity(loc)
        name = self.seat_name(seat)
        if self.mapname == "moon" and len(waiting) >= cap:
            for colour in waiting:
                self.bag[colour] += 1
            waiting.clear()
            self.log.append(f"{name}'s full Moonbase empties into the bag.")
        colours = set() if self.mapname == "moon" else self.loc_colours(loc)
        placed: list[str] = []
        aside: list[str] = []
        while len(placed) < k and len(waiting) < cap:
            colour = self.bag_draw()
            if colour is None:
                break
            if colour in colours:
                aside.append(colour)
                continue
            waiting.append(colour)
            placed.append(colour)
        for colour in aside:
            self.bag[colour] += 1
        drawn = " ".join(placed) or "nothing"
        self.log.append(f"{name} refills {self.place_name(loc)}: {drawn}.")
        self.undoable = False

    # ----- ADJUST ---------------------------------------------------------------------------------
    def adjust_options(self, seat: int) -> list[Action]:
        board = self.boards[seat]
        out: list[Action] = []
        for src in pb.SPACES:
            if not pb.can_take(board, src):
                continue
            colour = board[src]
            assert colour is not None  # (can_take)
            board[src] = None
            out += [Shift(src, dst) for dst in pb.put_spaces(board, colour, exclude=src)]
            board[src] = colour
        return out

    def can_adjust(self, seat: int) -> bool:
        board = self.boards[seat]
        for src in pb.SPACES:
            if pb.can_take(board, src):
                colour = board[src]
                assert colour is not None  # (can_take)
                board[src] = None
                found = bool(pb.put_spaces(board, colour, exclude=src))
                board[src] = colour
                if found:
                    return True
        return False

    def _apply_shift(self, seat: int, src: str, dst: str) -> None:
        board = self.boards[seat]
        colour = board[src]
        assert colour is not None  # (can_take)
        board[dst], board[src] = colour, None
        self.running.left -= 1
        self.running.changed = True
        self.log.append(
            f"{self.seat_name(seat)} moves a {data.COLOUR_NAMES[colour]} robot "
            f"from {space_label(src, self.mapname)} to {space_label(dst, self.mapname)}."
        )

    def over_capacity(self, seat: int) -> bool:
        return len(self.trains[seat].cargo) > pb.capacity(self.boards[seat])

    def shed_options(self, seat: int) -> list[Action]:
        return [Shed(c) for c in sorted(set(self.trains[seat].cargo))]

    def _apply_shed(self, seat: int, colour: str) -> None:
        self.trains[seat].cargo.remove(colour)
        self.leave_at(self.location(seat), colour)
        self.log.append(
            f"{self.seat_name(seat)} leaves a {data.COLOUR_NAMES[colour]} passenger "
            "the train can no longer carry."
        )

    # ----- BUILD STATION --------------------------------------------------------------------------
    def build_spaces(self, seat: int) -> list:
        """Empty station spaces an open end of the line faces (Mars: and the tile-less pad on
        it)."""
        if self.trains[seat].at is None:
            return []
        line = self.line(seat)
        out = set()
        for h, side in line.open_ends:
            n = self.hexmap.neighbours[h][side]
            if (
                n in self.sites
                and n not in self.node_of
                and self.sites[n].kind in ("space", "double")
            ):
                out.add(n)
        if self.mapname == "mars":
            pad = data.MARS["launch_pad"]
            if pad in line.stations and not self.sites[pad].types:
                out.add(pad)
        return sorted(out)

    def build_options(self, seat: int) -> list[Action]:
        board = self.boards[seat]
        if not pb.can_build_station(board):
            return []
        out: list[Action] = []
        for h in self.build_spaces(seat):
            for t in data.STATION_TYPES:
                if self.supply.get(t, 0) <= 0 or not pb.unlocked(board, data.STATION_COLOUR[t]):
                    continue
                if self.sites[h].kind == "double" and t in self._double_types():
                    continue
                if self.forbidden and self._forbidden_after_station(seat, h, t):
                    continue
                out.append(Build(t, h))
        return out

    def _double_types(self) -> str:
        return "".join(self.sites[h].types for h in data.MOON["double_station"])

    def _forbidden_after_station(self, seat: int, h, t) -> bool:
        node_of = dict(self.node_of)
        node_of.setdefault(h, h)
        ground = Ground(self.hexmap, node_of, frozenset(self.sites), frozenset(self.blocked))
        saved = self.sites[h].types
        self.sites[h].types = saved + t
        try:
            line = self.line(seat, relaxed=True, ground=ground)
            return self.has_forbidden_link(links(ground, self.tiles[seat], line))
        finally:
            self.sites[h].types = saved

    def _apply_build(self, seat: int, t: str, h) -> None:
        before = self.conns_snapshot()
        colour = data.STATION_COLOUR[t]
        site = self.sites[h]
        self.supply[t] -= 1
        stay = [c for c in site.waiting if c != colour]
        for _ in range(len(site.waiting) - len(stay)):
            self.bag[colour] += 1
        site.waiting = stay
        site.types += t
        name = self.seat_name(seat)
        self.log.append(f"{name} builds a {data.STATION_NAMES[t]} at ({hex_text(h)}).")
        double = site.kind == "double"
        if double:
            self._join_double(h)
        else:
            self.node_of[h] = h
        if colour in data.COMMUTERS and colour not in self.bagged:
            self.bag_commuters(colour)
        self.fix_headings(before)
        if double:
            for other in range(self.num_players):
                if self.over_connected(other):
                    self.must_cut.add(other)
        if pb.put_spaces(self.boards[seat], colour):
            self.pending = Pending("put", source="tile", colour=colour)
        else:
            self.bag[colour] += 1
            self.log.append(
                f"The {data.COLOUR_NAMES[colour]} passenger of the new station goes to the bag."
            )

    def _join_double(self, h) -> None:
        first, second = data.MOON["double_station"]
        other = second if h == first else first
        if other not in self.node_of:
            self.node_of[h] = h
            return
        # Both halves built: one station with two colours, named by its first hex.
        built_first = self.node_of[other]
        keep, drop = self.sites[built_first], self.sites[h]
        keep.types += drop.types
        drop.types = ""
        colours = {data.STATION_COLOUR[t] for t in keep.types}
        everyone = keep.waiting + drop.waiting
        keep.waiting = [c for c in everyone if c not in colours]
        for colour in everyone:
            if colour in colours:
                self.bag[colour] += 1
        drop.waiting = []
        keep_hex = other
        self.node_of[h] = keep_hex
        self.node_of[other] = keep_hex
        drop.kind = "merged"
        keep.kind = "double"
