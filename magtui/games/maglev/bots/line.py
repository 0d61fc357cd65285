"""The line of a Maglev computer player: where to lay track next (the worth of each station
space or station within reach, and the cost of reaching it), when to take track back, and where
the train can go in how many actions.
"""

from __future__ import annotations

import heapq
from typing import AbstractSet

from magtui.games.maglev import data
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.actions import Action, Back, LaunchMoon, LaunchPad, Lay, Move
from magtui.games.maglev.bots.values import INF, PAD, best_put, drop_worth, line_of, per_step
from magtui.games.maglev.hexmap import opposite, other_sides
from magtui.games.maglev.track import follow, memo


# ----- the line and the map -----------------------------------------------------------------------
def free_spaces(w) -> list:
    return sorted(
        h for h, s in w.sites.items() if h not in w.node_of and s.kind in ("space", "double")
    )


def _open(w, tiles: dict, h) -> bool:
    return h is not None and h not in w.sites and h not in w.blocked and h not in tiles


def affordable(w, seat: int) -> int:
    """The dearest hex (units) one TRACK action of the seat can lay a tile on."""
    return min(3, pb.units(w.boards[seat], "track"))


def cost_field(w, seat: int, targets: frozenset) -> dict:
    """Track units still needed from a tile at hex h leaving by side e until an open end faces a
    target: {(h, e): units} (Dijkstra backwards from the targets), over hexes the seat's TRACK
    action can afford."""
    tiles = w.tiles[seat]
    dearest = affordable(w, seat)
    key = (
        "bot-field",
        w.mapname,
        frozenset(w.sites),
        frozenset(w.blocked),
        tuple(sorted(tiles)),
        targets,
        dearest,
    )
    return memo(key, lambda: _cost_field(w, tiles, targets, dearest))


def _cost_field(w, tiles: dict, targets: frozenset, dearest: int) -> dict:
    hexmap = w.hexmap

    def open_to(h) -> bool:
        return _open(w, tiles, h) and hexmap.cost[h] <= dearest

    best: dict = {}
    heap: list[tuple] = []
    for t in targets:
        for side, h in enumerate(hexmap.neighbours[t]):
            if open_to(h):
                e = opposite(side)  # the tile at h leaves by e towards t
                if _shape_exit_ok(w, tiles, h, e):
                    heapq.heappush(heap, (hexmap.cost[h], h, e))
    while heap:
        value, h, e = heapq.heappop(heap)
        if (h, e) in best:
            continue
        best[(h, e)] = value
        # predecessors: a tile at p leaving by side q into h, where h's tile enters by opposite(q)
        for x in other_sides(e):  # x is the entry side of h's tile
            p = hexmap.neighbours[h][x]
            if not open_to(p):
                continue
            q = opposite(x)
            if (p, q) not in best:
                heapq.heappush(heap, (value + hexmap.cost[p], p, q))
    return best


def _shape_exit_ok(w, tiles, h, e) -> bool:
    return w.hexmap.neighbours[h][e] is not None


def lay_cost(w, seat: int, act: Lay, field: dict, targets: frozenset) -> float:
    """Units still needed after laying `act`, following its new open side."""
    h, sides = act.at, act.sides
    tiles, hexmap = w.tiles[seat], w.hexmap
    exits = []
    for side in sides:
        n = hexmap.neighbours[h][side]
        joined = n in tiles and opposite(side) in tiles[n]
        if not joined and n not in w.node_of:
            exits.append(side)
        elif n in w.node_of and n in targets:
            return 0  # reaches a station not yet on the line
    if len(exits) != 1:
        return INF
    n = hexmap.neighbours[h][exits[0]]
    if n in targets:
        return 0
    if not _open(w, tiles, n):
        return INF
    return min(field.get((n, e), INF) for e in other_sides(opposite(exits[0])))


# ----- the train's journeys -----------------------------------------------------------------------
class Journeys:
    """The stations of the seat's line in order, and the fewest actions (moves, Mars: moves
    backwards and launches) that take the train to each of them, with the first of those actions.
    Without `turns`, a Mars train only moves on (no moves backwards, no launches from the pad)."""

    def __init__(self, w, seat: int, turns: bool = True):
        self.w, self.seat, self.turns = w, seat, turns
        line = line_of(w, seat)
        self.line = line
        ground = w.ground()
        tiles = w.tiles[seat]
        nbrs: dict = {}
        for node in line.stations:
            out = []
            for conn in (line.conns or {}).get(node, ()):
                end, _ = follow(ground, tiles, *conn)
                if end[0] == "conn" and end[1] != node and end[1] in line.stations:
                    out.append((conn, end[1]))
            nbrs[node] = out
        self.nbrs = nbrs
        self.seq, self.loop = self._order(nbrs, list(line.stations))
        self.index = {n: i for i, n in enumerate(self.seq)}
        self.start = self._state_now()
        self.dist, self.first = self._search()

    @staticmethod
    def _order(nbrs: dict, stations: list):
        if not stations:
            return [], False
        ends = [n for n in stations if len({m for _, m in nbrs[n]}) <= 1]
        loop = not ends
        start = ends[0] if ends else stations[0]
        seq, seen, prev, cur = [], set(), None, start
        while cur is not None and cur not in seen:
            seq.append(cur)
            seen.add(cur)
            nxt = [m for _, m in nbrs[cur] if m != prev and m not in seen]
            prev, cur = cur, (nxt[0] if nxt else None)
        return seq, loop and len(seq) == len(stations) and len(seq) > 2

    def _dir_of(self, node, head) -> int:
        if head is None or node not in self.index:
            return 0
        nxt = next((m for c, m in self.nbrs[node] if c == head), None)
        if nxt is None or nxt not in self.index:
            return 0
        i, j, n = self.index[node], self.index[nxt], len(self.seq)
        if self.loop:
            return 1 if (i + 1) % n == j else -1
        return 1 if j == i + 1 else -1 if j == i - 1 else 0

    def _state_now(self):
        w, seat = self.w, self.seat
        at = w.trains[seat].at
        if at in data.MOON_NAMES:
            return ("moon", at)
        node = w.train_node(seat)
        if node is None or node not in self.index:
            return None
        return (self.index[node], self._dir_of(node, w.trains[seat].head))

    def _step(self, i: int, d: int, steps: int) -> list:
        out, n = [], len(self.seq)
        for _ in range(steps):
            j = i + d
            if self.loop:
                j %= n
            elif not 0 <= j < n:
                break
            out.append(j)
            i = j
        return out

    def _at_end(self, j: int, d: int) -> bool:
        return not self.loop and not 0 <= j + d < len(self.seq)

    def _inward(self, i: int) -> int:
        return 1 if i == 0 else -1

    def successors(self, state) -> list:
        w, seat = self.w, self.seat
        board = w.boards[seat]
        out: list[tuple[Action, tuple]] = []
        n = len(self.seq)
        if state is None or n == 0:
            return out
        if state[0] == "moon":
            pad = self.index.get(PAD)
            if pad is None:
                return out
            for conn, m in self.nbrs[PAD]:
                d = self._dir_of(PAD, conn)
                out.append((LaunchPad(conn[1]), (pad, d)))
            if len(self.nbrs[PAD]) < 2:
                out.append((LaunchPad(None), (pad, 0)))
            return out
        i, d = state
        units = pb.units(board, "move")
        if w.mapname == "moon":
            if n < 2:
                return out
            dd = (
                d
                if d != 0 and not self._at_end(i, d)
                else (self._inward(i) if not self.loop else 1)
            )
            brakes = pb.extension(board, 1)
            passed = self._step(i, dd, 4 * units)
            for m, j in enumerate(passed):
                k = m // 4 + 1
                last = m == len(passed) - 1 or (m + 1) % 4 == 0
                if brakes or last:
                    out.append((Move(k), (j, 0 if self._at_end(j, dd) else dd)))
            return out
        if d != 0 and not self._at_end(i, d):
            for k in range(1, units + 1):
                passed = self._step(i, d, k)
                if passed:
                    j = passed[-1]
                    out.append((Move(k), (j, 0 if self._at_end(j, d) else d)))
                if len(passed) < k:
                    break
        if self.turns and pb.extension(board, 1) and n > 1:
            b = -d if d != 0 else self._inward(i)
            for k in range(1, units + 1):
                passed = self._step(i, b, k)
                if passed:
                    out.append((Back(k), (passed[-1], -b)))
                if len(passed) < k:
                    break
        if self.turns and self.seq[i] == PAD and pb.extension(board, 2):
            for moon in data.MOON_NAMES:
                out.append((LaunchMoon(moon), ("moon", moon)))
        return out

    def _search(self):
        dist: dict = {}
        first: dict = {}
        if self.start is None:
            return dist, first
        dist[self.start] = 0
        frontier = [self.start]
        while frontier:
            nxt = []
            for state in frontier:
                for act, new in self.successors(state):
                    if new not in dist:
                        dist[new] = dist[state] + 1
                        first[new] = first.get(state, act)
                        nxt.append(new)
            frontier = nxt
        return dist, first

    def place(self, state):
        """The station node (or moon name) of a state."""
        return state[1] if state[0] == "moon" else self.seq[state[0]]


def station_value(w, seat: int, place, wanted: AbstractSet[str], draining: bool) -> float:
    """What a station (or a moon) on the line offers the train: drop-offs, loads, a launch."""
    board = w.boards[seat]
    cargo = w.trains[seat].cargo
    colours = w.loc_colours(place)
    value = 0.0
    for c in cargo:
        if c in colours and pb.unlocked(board, c) and pb.put_spaces(board, c):
            value += 1.0 + drop_worth(w, seat, c)
    useless = [c for c in cargo if c not in wanted]
    own_base = w.mapname == "moon" and place == w.own_moonbase(seat)
    leavable = (
        0
        if own_base or place in data.MOON_NAMES
        else min(
            w.loc_capacity(place) - len(w.waiting(place)),
            sum(1 for c in useless if c not in colours),
        )
    )
    room = pb.capacity(board) - len(cargo) + leavable
    loads = sorted(
        (
            drop_worth(w, seat, c)
            for c in w.waiting(place)
            if c in wanted and c not in colours and pb.unlocked(board, c)
        ),
        reverse=True,
    )
    value += 0.6 * sum(loads[: max(0, room)])
    if place in data.MOON_NAMES:
        colour = data.MARS["moons"][place]["drop"]
        if colour not in w.bagged:
            value += 6.0
        return value
    if w.mapname == "moon" and place == w.own_moonbase(seat):
        if w.bag_total() > 0 and pb.capacity(board) > len(cargo):
            value += 2.0 if draining else 0.5
    if draining and useless and place != w.refill_target(seat) and w.mapname == "moon":
        space = w.loc_capacity(place) - len(w.waiting(place))
        value += 0.8 * min(space, sum(1 for c in useless if c not in colours))
    if w.mapname == "mars" and draining and w.bag_total() > 0:
        space = w.loc_capacity(place) - len(w.waiting(place))
        value += 0.3 * min(space, 4)
    return value


# ----- laying track -------------------------------------------------------------------------------
def reach_costs(w, seat: int, line, targets: frozenset, dearest: int | None = None) -> dict:
    """Units of track from the line's ends to each target it can reach: {target: units}; only
    over hexes costing at most `dearest` units (Mars canyons cost 2 or 3; by default what the
    seat's TRACK action can afford)."""
    tiles = w.tiles[seat]
    dearest = affordable(w, seat) if dearest is None else dearest
    key = (
        "bot-reach",
        w.mapname,
        tuple(sorted(w.node_of.items())),
        frozenset(w.sites),
        frozenset(w.blocked),
        tuple(sorted(tiles.items())),
        line.open_ends,
        line.end_stations,
        targets,
        dearest,
    )
    return memo(key, lambda: _reach_costs(w, tiles, line, targets, dearest))


def _reach_costs(w, tiles, line, targets, dearest) -> dict:
    hexmap = w.hexmap

    def open_to(h) -> bool:
        return _open(w, tiles, h) and hexmap.cost[h] <= dearest

    found: dict = {}
    heap: list[tuple] = []
    starts = [(h, side) for h, side in line.open_ends]
    for node in line.end_stations:
        for sh in [h for h, nd in w.node_of.items() if nd == node]:
            for side in range(6):
                starts.append((sh, side))
    for h0, s0 in starts:
        n = hexmap.neighbours[h0][s0]
        if n in targets and h0 in tiles:
            found[n] = 0
        elif open_to(n):
            for e in other_sides(opposite(s0)):
                heapq.heappush(heap, (hexmap.cost[n], n, e))
    seen = set()
    while heap:
        value, h, e = heapq.heappop(heap)
        if (h, e) in seen:
            continue
        seen.add((h, e))
        n = hexmap.neighbours[h][e]
        if n is None:
            continue
        if n in targets:
            if value < found.get(n, INF):
                found[n] = value
            continue
        if open_to(n):
            for e2 in other_sides(opposite(e)):
                if (n, e2) not in seen:
                    heapq.heappush(heap, (value + hexmap.cost[n], n, e2))
    return found


def buildable_types(w, seat: int) -> list:
    board = w.boards[seat]
    if not pb.can_build_station(board):
        return []
    return [
        t
        for t in data.STATION_TYPES
        if w.supply.get(t, 0) > 0 and pb.unlocked(board, data.STATION_COLOUR[t])
    ]


def target_values(w, seat: int, line) -> dict:
    """What reaching each hex is worth: a free station space (the best station the seat could
    build there), a built station not yet on the line, the Mars launch pad."""
    out = {}
    board = w.boards[seat]
    on_line = "".join(w.node_types(n) for n in line.stations)
    types = buildable_types(w, seat)
    best = max((type_value(w, seat, t, on_line) for t in types), default=0.0)
    soon = soon_value(w, seat)
    if types or soon > 0:
        for h in free_spaces(w):
            value = max(best, soon)
            if w.sites[h].kind == "double":
                other = [x for x in data.MOON["double_station"] if x != h][0]
                if other in w.node_of:
                    first = w.node_types(w.node_of[other])
                    value = max(
                        (type_value(w, seat, t, on_line) for t in types if t not in first),
                        default=0.0,
                    )
            value += 0.3 * sum(1 for c in w.sites[h].waiting if c in data.ROBOTS)
            out[h] = value
    for h, node in w.node_of.items():
        if node in line.stations or h != node:
            continue
        site = w.sites[node]
        value = 1.0
        for t in site.types:
            c = data.STATION_COLOUR[t]
            if t not in on_line and pb.unlocked(board, c) and pb.put_spaces(board, c):
                available = w.bag[c] + sum(
                    1 for n in list(line.stations) + [node] for x in w.waiting(n) if x == c
                )
                if available:
                    value += 1.5 + best_put(w, seat, c)[1] * (1.5 if c in data.COMMUTERS else 1.0)
        if site.kind == "moonbase":
            value += 0.5
        if w.mapname == "mars" and node == PAD:
            if not {"r", "u"} <= w.bagged:
                value += 10.0
            elif pb.unlocked(board, "r") or pb.unlocked(board, "u"):
                value += 4.0
        value += 0.3 * min(4, sum(1 for c in site.waiting if c in data.ROBOTS))
        out[h] = value
    return out


def soon_value(w, seat: int) -> float:
    """Moon: the worth of heading for a free space before coral or purple is unlocked, when an
    Embassy or Studio is still missing and the seat is close to unlocking its colour."""
    if w.mapname != "moon" or not pb.can_build_station(w.boards[seat]):
        return 0.0
    board = w.boards[seat]
    built = "".join(s.types for s in w.sites.values())
    value = 0.0
    for t in "EU":
        colour = data.STATION_COLOUR[t]
        if t in built or w.supply.get(t, 0) <= 0 or pb.unlocked(board, colour):
            continue
        missing = sum(1 for s in pb.UNLOCK_SPACES[colour] if board[s] is None)
        value = max(value, 9.0 - 3.0 * missing)
    return value


def type_value(w, seat: int, t: str, on_line: str) -> float:
    colour = data.STATION_COLOUR[t]
    value = best_put(w, seat, colour)[1] + 1.0
    if colour in data.COMMUTERS:
        if colour not in w.bagged:
            value += 10.0
        elif t not in on_line:
            value += 3.0
    elif t not in on_line:
        value += 2.0
    for card in w.cards[seat]:
        kind, params, _ = data.CARDS[card]
        if kind == "link" and t in params[:2]:
            value += 1.0
    return value


def best_target(w, seat: int, line=None):
    """(net worth, target hex, units) of the most worthwhile place to lay track to, or None."""
    return per_step(w, ("target", seat), lambda: _best_target(w, seat, line_of(w, seat)))


def _best_target(w, seat: int, line):
    values = target_values(w, seat, line)
    if not values:
        return None
    costs = reach_costs(w, seat, line, frozenset(values))
    left = data.TRACK_TILES - len(w.tiles[seat])
    # keep a few tiles for a station the end still needs while one is missing
    built = "".join(site.types for site in w.sites.values())
    missing = (
        [t for t in "OSEU" if t not in built and w.supply.get(t, 0) > 0]
        if w.mapname == "moon"
        else []
    )
    best = None
    for h, cost in sorted(costs.items()):
        if cost <= 0 or cost > left:
            continue
        if missing and left - cost < 3 and values[h] < 8.0:
            continue
        net = values[h] - 1.2 * cost
        if best is None or net > best[0]:
            best = (net, h, cost)
    return best


def end_runs(w, seat: int, line) -> list:
    """Tiles that could be taken back from one end of the line: the run ending in an open side
    or the link to an end station, and that together with the link behind it (never cutting off
    the train's station or the Mars launch pad)."""
    tiles, hexmap = w.tiles[seat], w.hexmap
    ground = w.ground()
    conns = line.conns or {}
    runs = []

    def behind(node, arrival) -> list:
        """The link leaving `node` by its other connection, or []."""
        for conn in conns.get(node, ()):
            if conn != arrival:
                end, walked = follow(ground, tiles, *conn)
                if end[0] == "conn":
                    return list(walked)
        return []

    for h, side in line.open_ends:
        run, cur, out = [], h, side
        station = arrival = None
        while cur in tiles and cur not in run:
            run.append(cur)
            a, b = tiles[cur]
            back = b if out == a else a
            n = hexmap.neighbours[cur][back]
            if n in tiles and opposite(back) in tiles[n]:
                cur, out = n, opposite(back)
                continue
            if n in w.node_of:
                station, arrival = w.node_of[n], (n, opposite(back))
            break
        runs.append(run)
        if station is not None and station not in (w.train_node(seat), PAD):
            more = behind(station, arrival)
            if more:
                runs.append(run + more)
    for node in line.end_stations:
        if node in (w.train_node(seat), PAD):
            continue
        for conn in conns.get(node, ()):
            end, walked = follow(ground, tiles, *conn)
            if end[0] != "conn":
                continue
            runs.append(list(walked))
            if end[1] not in (w.train_node(seat), PAD):
                more = behind(end[1], end[2])
                if more:
                    runs.append(list(walked) + more)
    return runs


def reroute(w, seat: int, line):
    """(net worth, tiles to take back) when taking back the end of the line lets it reach a much
    better target (a station the end of the game needs) than any it can reach now."""
    values = target_values(w, seat, line)
    dream = frozenset(h for h, v in values.items() if v >= 8.0)
    if not dream:
        return None
    left = data.TRACK_TILES - len(w.tiles[seat])
    if any(cost <= left for cost in reach_costs(w, seat, line, dream).values()):
        return None  # a target the end needs is in reach as the line stands (or faced already)
    now = best_target(w, seat, line)
    floor = max(now[0] if now else 0.0, 0.0) + 1.0
    best = None
    on_line = "".join(w.node_types(n) for n in line.stations)
    for run in end_runs(w, seat, line):
        if not run:
            continue
        c = w.clone()
        for h in run:
            del c.tiles[seat][h]
        cline = line_of(c, seat)
        if not cline.valid or c.train_node(seat) not in cline.stations:
            continue
        left = data.TRACK_TILES - len(c.tiles[seat])
        lost: float = len(w.links(seat)) - len(c.links(seat))
        still = "".join(c.node_types(n) for n in cline.stations)
        lost += 2.0 * sum(1 for t in set(on_line) if t not in still)
        base = w.own_moonbase(seat) if w.mapname == "moon" else None
        if base in line.stations and base not in cline.stations:
            lost += 4.0  # the train can no longer pick up what Refill puts on the Moonbase
        lift = sum(w.hexmap.cost[h] for h in run)
        for h, cost in reach_costs(c, seat, cline, dream).items():
            if 0 < cost <= left:
                net = values[h] - 1.2 * cost - 0.8 * lift - lost
                if net > floor and (best is None or net > best[0]):
                    best = (net, run)
    return best
