"""Maglev computer players: `easy` (a planner of fixed priorities), `normal` and `hard` (search
over the engine in worlds sampled from the seat's own view, scored by `potential`).

Every level decides from its seat's view, the legal actions and copies made by `worlds()`
(MaglevState.sample_world: the other players' bonus cards redrawn); none sees the live state.

The planner (what `easy` plays, and what the search plays ahead with):
- board: a robot on BUILD STATION first, then the UNLOCK columns (pink, lilac, then coral and
  purple), the train's extension (Moon: Free Brakes; Mars: Launch, Move Backwards), CAPACITY and
  the action rows; a commuter completes an UNLOCK column, then an EXTRA ACTIONS row, then the
  VP GRID;
- a turn: drop off what it can, build the best station it may (a colour not yet in play first,
  then the robots it needs), pick up what its line can deliver, launch (Mars), refill its
  Moonbase or station when the passengers can be carried off, move where there is something to
  drop off or load, and lay track towards the nearest free station space or a station not yet on
  its line (Mars: the launch pad until coral and purple are in play).
"""

from __future__ import annotations

import heapq

from magtui.core.bots import Bot
from magtui.games.maglev import data, scoring
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.actions import Act
from magtui.games.maglev.hexmap import opposite, other_sides, parse_hex
from magtui.games.maglev.track import follow, memo

INF = 10 ** 6
PAD = data.MARS["launch_pad"]
UNLOCK_OF = {space: colour for colour, spaces in pb.UNLOCK_SPACES.items() for space in spaces}
ROW_VALUE = {"cap": 3.0, "pickup": 2.0, "refill": 2.0, "track": 1.8, "dropoff": 1.2, "move": 1.2, "adjust": 0.2}
ROW_FALLOFF = (1.0, 0.75, 0.55)

# What each bonus card is worth at the end of games between `easy` players, for any seat (it
# does not matter who holds the card): the draft picks by these. Measured over 36 games a map
# (seeds 1000-1005, 2-4 players, python /tmp script not kept: mean of min(15, value) per seat).
CARD_PRIOR = {
    "moon": {
        "K01": 2.1, "K02": 1.1, "K03": 2.7, "K04": 2.7, "K05": 0.6, "K06": 1.5, "K07": 0.0,
        "K08": 3.3, "K09": 0.6, "K10": 0.4, "K11": 0.9, "K12": 0.2, "K13": 1.1, "G01": 12.9,
        "G02": 4.6, "G03": 0.0, "G04": 0.0, "G05": 11.8, "G06": 2.1, "G07": 11.1, "G08": 1.8,
        "G09": 0.0, "G10": 0.0, "G11": 12.6, "G12": 6.4, "G13": 7.0, "U01": 4.9, "U02": 4.0,
        "U03": 5.1, "U04": 3.6, "U05": 12.4, "U06": 8.7, "U07": 8.9, "U08": 9.0, "U09": 2.0,
        "U10": 7.0, "U11": 2.2, "U12": 10.5, "U13": 5.4, "R01": 1.8, "R02": 2.2, "R03": 4.4,
        "R04": 8.9, "R05": 0.6, "R06": 2.3, "R07": 0.5, "R08": 10.5, "R09": 0.3, "R10": 2.4,
        "R11": 0.0, "R12": 13.8, "R13": 5.4,
    },
    "mars": {
        "K01": 0.9, "K02": 1.2, "K03": 0.9, "K04": 3.1, "K05": 3.4, "K06": 4.1, "K07": 3.5,
        "K08": 0.0, "K09": 0.0, "K10": 0.0, "K11": 0.0, "K12": 0.0, "K13": 0.0, "G01": 10.0,
        "G02": 7.8, "G03": 0.0, "G04": 0.0, "G05": 10.4, "G06": 3.9, "G07": 6.3, "G08": 3.8,
        "G09": 1.8, "G10": 0.0, "G11": 9.4, "G12": 5.3, "G13": 4.8, "U01": 3.8, "U02": 4.2,
        "U03": 0.0, "U04": 0.1, "U05": 8.3, "U06": 5.4, "U07": 5.6, "U08": 5.5, "U09": 0.0,
        "U10": 4.0, "U11": 0.0, "U12": 2.9, "U13": 2.7, "R01": 0.0, "R02": 0.0, "R03": 0.2,
        "R04": 7.7, "R05": 0.0, "R06": 0.4, "R07": 0.0, "R08": 7.7, "R09": 5.3, "R10": 0.3,
        "R11": 0.0, "R12": 11.8, "R13": 5.8,
    },
}


# ----- what the board wants ------------------------------------------------------------------------
class Outlook:
    """The facts about the table that the worth of a robot on a board depends on."""

    __slots__ = ("mars", "drain", "open_for", "launch_needed", "key")

    def __init__(self, w):
        self.mars = w.mapname == "mars"
        self.drain = drain_mode(w)
        built = "".join(s["types"] for s in w.sites.values())
        self.open_for = {c: (not self.mars and t not in built and w.supply.get(t, 0) > 0)
                         for c, t in (("r", "E"), ("u", "U"))}
        self.launch_needed = self.mars and not {"r", "u"} <= w.bagged
        self.key = (self.mars, self.drain, self.open_for["r"], self.open_for["u"], self.launch_needed)


def per_step(w, key, compute):
    """`compute()` once per position: kept on the world until its next action (a copy, being
    another object, starts afresh)."""
    cache = w.__dict__.get("_bot_cache")
    if cache is None or cache[0] != id(w) or cache[1] != w.step:
        cache = (id(w), w.step, {})
        w._bot_cache = cache
    found = cache[2].get(key, cache)
    if found is cache:
        found = cache[2][key] = compute()
    return found


def outlook(w) -> Outlook:
    cached = w.__dict__.get("_bot_outlook")
    if cached is not None and cached[0] == w.step:
        return cached[1]
    found = Outlook(w)
    w._bot_outlook = (w.step, found)
    return found


class Needs:
    """What the worth of a robot on one seat's board depends on beyond the table's outlook:
    colours it can no longer use (`dead`), commuter colours waiting at its own Moonbase while
    the bag is being emptied (`stuck`: it must be able to load them, or its Moonbase stays full),
    and how many stations its line has. None of it depends on the board itself, so that moving
    a robot and moving it back never both look good."""

    __slots__ = ("dead", "stuck", "stations", "key")

    def __init__(self, dead=frozenset(), stuck=frozenset(), stations=0):
        self.dead, self.stuck, self.stations = dead, stuck, stations
        self.key = (dead, stuck, min(stations, 8))


NO_NEEDS = Needs()


def needs(w, seat: int) -> Needs:
    return per_step(w, ("needs", seat), lambda: _needs(w, seat))


def _needs(w, seat: int) -> Needs:
    line = line_of(w, seat)
    stuck = frozenset()
    if w.mapname == "moon" and drain_mode(w):
        base = w.own_moonbase(seat)
        if base is not None:
            stuck = frozenset(c for c in w.waiting(base) if c in data.COMMUTERS)
    return Needs(dead_colours(w, seat) - stuck, stuck, len(line.stations) if line.valid else 0)


def robot_value(o: Outlook, board: dict, space: str, n: Needs = NO_NEEDS) -> float:
    """How much a robot on `space` is worth (points, roughly), given the table's outlook and the
    seat's needs."""
    if space == "station":
        return 8.0
    if space in UNLOCK_OF:
        return unlock_value(o, board, UNLOCK_OF[space], n)
    if space == "ext1":
        # Moon: Free Brakes, without which a train stops only at the ends or every 4th station
        return 3.0 if o.mars else 4.5 + max(0, n.stations - 3)
    if space == "ext2":
        if o.mars:
            return 5.0 if o.launch_needed else 2.5
        return 1.0
    key = data.STACK_OF.get(space)
    if key is not None:
        value = ROW_VALUE[key] * ROW_FALLOFF[int(space[len(key):]) - 1]
        if key == "refill" and o.drain:
            value += 1.0
        return value
    return 0.1  # REVERSE and the like


def dead_colours(w, seat: int) -> frozenset:
    """Moon: commuter colours whose stations are all built and none on the seat's line."""
    if w.mapname != "moon":
        return frozenset()
    return per_step(w, ("dead", seat), lambda: _dead_colours(w, seat))


def _dead_colours(w, seat: int) -> frozenset:
    on_line = "".join(w.node_types(n) for n in line_of(w, seat).stations)
    return frozenset(data.STATION_COLOUR[t] for t in "OSEU" if w.supply.get(t, 0) <= 0 and t not in on_line)


def put_value(w, seat: int, space: str, colour: str) -> float:
    """How much putting `colour` on `space` of the seat's board is worth now (points, roughly)."""
    board = w.boards[seat]
    if colour in data.ROBOTS:
        return robot_value(outlook(w), board, space, needs(w, seat))
    # commuters: their points come anyway; the space adds what it switches on
    if space in UNLOCK_OF:
        return unlock_value(outlook(w), board, UNLOCK_OF[space], needs(w, seat)) + 0.5
    if space.startswith("extra"):
        row = space[5]
        others = [s for s in pb.SPACES if s.startswith("extra" + row) and s != space]
        return 3.0 + (1.5 if all(board[s] is not None for s in others) else 0.0)
    if space.startswith("grid"):
        r, col = space[4], int(space[5])
        value = 0.6
        column = [f"grid{k}{col}" for k in range(1, data.GRID_ROWS + 1) if f"grid{k}{col}" != space]
        if all(board[s] is not None for s in column):
            value += pb.count(board, colour) + 1
        row = [f"grid{r}{k}" for k in range(1, len(data.GRID_COLUMNS) + 1) if f"grid{r}{k}" != space]
        if all(board[s] is not None for s in row):
            value += len(w.links(seat))
        return value
    if space.startswith("bonus"):
        r = space[5]
        row = [f"bonus{r}{k}" for k in range(1, data.BONUS_ROW_LEN + 1) if f"bonus{r}{k}" != space]
        if all(board[s] is not None for s in row):
            values = sorted((min(data.CARD_CAP, scoring.card_value(w, seat, c)) for c in w.cards[seat]), reverse=True)
            used = 1 + pb.bonus_rows_full(board)
            return 0.3 + (0.6 * values[used] if used < len(values) else 0.0)
        return 0.3
    return 0.0


def unlock_value(o: Outlook, board: dict, colour: str, n: Needs = NO_NEEDS) -> float:
    """A passenger in the UNLOCK column of `colour`: more when it completes the column, and much
    more when that lets the seat build the Moon's first Embassy or Studio (the end needs both) or
    load what blocks its Moonbase while the bag is emptied; little for a colour the seat can
    neither deliver nor build a station for."""
    if colour in n.dead:
        return 1.0
    missing = sum(1 for s in pb.UNLOCK_SPACES[colour] if board[s] is None)
    value = (3.0 if colour in "pl" else 2.4) - 0.3 * (missing - 1)
    if missing == 1:
        value += 3.0 + (4.0 if colour in n.stuck else 0.0)
    if colour in "ru" and o.open_for[colour] and board["station"] is not None:
        value += 8.0 if missing == 1 else 1.0
    return value


def best_put(w, seat: int, colour: str) -> tuple[str | None, float]:
    """The best space for `colour` on the seat's board and its worth (base points included)."""
    return per_step(w, ("put", seat, colour), lambda: _best_put(w, seat, colour))


def _best_put(w, seat: int, colour: str) -> tuple[str | None, float]:
    spaces = pb.put_spaces(w.boards[seat], colour)
    if not spaces:
        return None, 0.0
    best = max(spaces, key=lambda s: put_value(w, seat, s, colour))
    return best, put_value(w, seat, best, colour) + data.BASE_VP[colour]


def drain_mode(w) -> bool:
    """Every commuter colour is in play: only the bag stands between the table and the end."""
    if w.num_players == 1:
        return False
    return w.end_condition()


# ----- the line and the map ------------------------------------------------------------------------
def free_spaces(w) -> list:
    return sorted(h for h, s in w.sites.items() if h not in w.node_of and s["kind"] in ("space", "double"))


def line_of(w, seat: int):
    return w.line(seat, relaxed=True)


def _passable(w, tiles: dict, h) -> bool:
    return h is not None and h not in w.sites and h not in w.blocked and h not in tiles


def cost_field(w, seat: int, targets: frozenset) -> dict:
    """Track units still needed from a tile at hex h leaving by side e until an open end faces a
    target: {(h, e): units} (Dijkstra backwards from the targets)."""
    tiles = w.tiles[seat]
    key = ("bot-field", w.mapname, frozenset(w.sites), frozenset(w.blocked), tuple(sorted(tiles)), targets)
    return memo(key, lambda: _cost_field(w, tiles, targets))


def _cost_field(w, tiles: dict, targets: frozenset) -> dict:
    hexmap = w.hexmap
    best: dict = {}
    heap = []
    for t in targets:
        for side, h in enumerate(hexmap.neighbours[t]):
            if _passable(w, tiles, h):
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
            if not _passable(w, tiles, p):
                continue
            q = opposite(x)
            if (p, q) not in best:
                heapq.heappush(heap, (value + hexmap.cost[p], p, q))
    return best


def _shape_exit_ok(w, tiles, h, e) -> bool:
    return w.hexmap.neighbours[h][e] is not None


def lay_cost(w, seat: int, act: Act, field: dict, targets: frozenset) -> float:
    """Units still needed after laying `act` (a `lay`), following its new open side."""
    h = parse_hex(act.args[0])
    sides = [data.SIDE_NAMES.index(s) for s in act.args[1].split("-")]
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
    if not _passable(w, tiles, n):
        return INF
    return min(field.get((n, e), INF) for e in other_sides(opposite(exits[0])))


# ----- passengers ----------------------------------------------------------------------------------
def deliverable(w, seat: int, line=None) -> frozenset:
    """Colours the seat can drop off somewhere on its line (Mars: on the moons via the pad)."""
    return per_step(w, ("deliver", seat), lambda: _deliverable(w, seat, line_of(w, seat)))


def _deliverable(w, seat: int, line) -> frozenset:
    colours = set()
    for node in line.stations:
        for t in w.node_types(node):
            colours.add(data.STATION_COLOUR[t])
    if w.mapname == "mars" and PAD in line.stations and pb.extension(w.boards[seat], 2):
        colours |= {"r", "u"}
    board = w.boards[seat]
    return frozenset(c for c in colours if pb.unlocked(board, c) and pb.put_spaces(board, c))


def drop_worth(w, seat: int, colour: str) -> float:
    return best_put(w, seat, colour)[1]


# ----- moving robots on the board ----------------------------------------------------------------
def _shifts(board: dict) -> list:
    out = []
    for src in pb.SPACES:
        if src == "station" or not pb.can_take(board, src):
            continue  # the BUILD STATION robot stays: without it no station can be built
        colour = board[src]
        board[src] = None
        out += [(src, dst) for dst in pb.put_spaces(board, colour, exclude=src)]
        board[src] = colour
    return out


def _shift_gain(o: Outlook, board: dict, src: str, dst: str, n: Needs = NO_NEEDS) -> float:
    colour = board[src]
    board[src] = None
    try:
        return robot_value(o, board, dst, n) - robot_value(o, board, src, n)
    finally:
        board[src] = colour


KEY_SPACES = frozenset(UNLOCK_OF) | {"station", "ext1", "ext2"}
_PLANS: dict = {}


def adjust_plan(w, seat: int, depth: int, units: int = 4) -> tuple[float, list]:
    """The best sequence of up to `depth` robot moves (ADJUST) and its total gain: a first move
    to an UNLOCK, BUILD STATION or extension space, then any move that gains. A plan longer than
    the `units` of one action must gain from its first move already (it may be finished by a
    later action, or not at all)."""
    o = outlook(w)
    board = w.boards[seat]
    n = needs(w, seat)
    key = (tuple(board.items()), o.key, n.key, depth, min(units, depth))
    found = _PLANS.get(key)
    if found is not None:
        return found
    best = (0.0, [])
    work = dict(board)
    for src, dst in _shifts(work):
        if dst not in KEY_SPACES:
            continue
        g1 = _shift_gain(o, work, src, dst, n)
        if g1 > best[0] + 1e-9:
            best = (g1, [(src, dst)])
        if depth < 2 or (units < 2 and g1 < 0.5):
            continue
        nxt = dict(work)
        nxt[dst], nxt[src] = nxt[src], None
        for src2, dst2 in _shifts(nxt):
            if src2 == dst:
                continue
            g = g1 + _shift_gain(o, nxt, src2, dst2, n)
            if g > best[0] + 1e-9:
                best = (g, [(src, dst), (src2, dst2)])
    if len(_PLANS) > 20_000:
        _PLANS.clear()
    _PLANS[key] = best
    return best


# ----- the train's journeys -------------------------------------------------------------------------
class Journeys:
    """The stations of the seat's line in order, and the fewest actions (moves, Mars: moves
    backwards and launches) that take the train to each of them, with the first of those actions."""

    def __init__(self, w, seat: int):
        self.w, self.seat = w, seat
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
        at = w.trains[seat]["at"]
        if at in data.MOON_NAMES:
            return ("moon", at)
        node = w.train_node(seat)
        if node is None or node not in self.index:
            return None
        return (self.index[node], self._dir_of(node, w.trains[seat]["head"]))

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
        out = []
        n = len(self.seq)
        if state is None or n == 0:
            return out
        if state[0] == "moon":
            pad = self.index.get(PAD)
            if pad is None:
                return out
            for conn, m in self.nbrs[PAD]:
                d = self._dir_of(PAD, conn)
                out.append((Act("launch", ("pad", data.SIDE_NAMES[conn[1]])), (pad, d)))
            if len(self.nbrs[PAD]) < 2:
                out.append((Act("launch", ("pad", "out")), (pad, 0)))
            return out
        i, d = state
        units = pb.units(board, "move")
        if w.mapname == "moon":
            if n < 2:
                return out
            dd = d if d != 0 and not self._at_end(i, d) else (self._inward(i) if not self.loop else 1)
            brakes = pb.extension(board, 1)
            passed = self._step(i, dd, 4 * units)
            for m, j in enumerate(passed):
                k = m // 4 + 1
                last = m == len(passed) - 1 or (m + 1) % 4 == 0
                if brakes or last:
                    out.append((Act("move", (str(k),)), (j, 0 if self._at_end(j, dd) else dd)))
            return out
        if d != 0 and not self._at_end(i, d):
            for k in range(1, units + 1):
                passed = self._step(i, d, k)
                if passed:
                    j = passed[-1]
                    out.append((Act("move", (str(k),)), (j, 0 if self._at_end(j, d) else d)))
                if len(passed) < k:
                    break
        if pb.extension(board, 1) and n > 1:
            b = -d if d != 0 else self._inward(i)
            for k in range(1, units + 1):
                passed = self._step(i, b, k)
                if passed:
                    out.append((Act("back", (str(k),)), (passed[-1], -b)))
                if len(passed) < k:
                    break
        if self.seq[i] == PAD and pb.extension(board, 2):
            for moon in data.MOON_NAMES:
                out.append((Act("launch", (moon,)), ("moon", moon)))
        return out

    def _search(self):
        dist, first = {}, {}
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


def station_value(w, seat: int, place, wanted: set, draining: bool) -> float:
    """What a station (or a moon) on the line offers the train: drop-offs, loads, a launch."""
    board = w.boards[seat]
    cargo = w.trains[seat]["cargo"]
    colours = w.loc_colours(place)
    value = 0.0
    for c in cargo:
        if c in colours and pb.unlocked(board, c) and pb.put_spaces(board, c):
            value += 1.0 + drop_worth(w, seat, c)
    useless = [c for c in cargo if c not in wanted]
    own_base = w.mapname == "moon" and place == w.own_moonbase(seat)
    leavable = 0 if own_base or place in data.MOON_NAMES else min(
        w.loc_capacity(place) - len(w.waiting(place)), sum(1 for c in useless if c not in colours))
    room = pb.capacity(board) - len(cargo) + leavable
    loads = sorted((drop_worth(w, seat, c) for c in w.waiting(place) if c in wanted and c not in colours
                    and pb.unlocked(board, c)), reverse=True)
    value += 0.6 * sum(loads[:max(0, room)])
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


# ----- laying track ----------------------------------------------------------------------------------
def reach_costs(w, seat: int, line, targets: frozenset) -> dict:
    """Units of track from the line's ends to each target it can reach: {target: units}."""
    tiles = w.tiles[seat]
    key = ("bot-reach", w.mapname, tuple(sorted(w.node_of.items())), frozenset(w.sites), frozenset(w.blocked),
           tuple(sorted(tiles.items())), line.open_ends, line.end_stations, targets)
    return memo(key, lambda: _reach_costs(w, tiles, line, targets))


def _reach_costs(w, tiles, line, targets) -> dict:
    hexmap = w.hexmap
    found: dict = {}
    heap = []
    starts = [(h, side) for h, side in line.open_ends]
    for node in line.end_stations:
        for sh in [h for h, nd in w.node_of.items() if nd == node]:
            for side in range(6):
                starts.append((sh, side))
    for h0, s0 in starts:
        n = hexmap.neighbours[h0][s0]
        if n in targets and h0 in tiles:
            found[n] = 0
        elif _passable(w, tiles, n):
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
        if _passable(w, tiles, n):
            for e2 in other_sides(opposite(e)):
                if (n, e2) not in seen:
                    heapq.heappush(heap, (value + hexmap.cost[n], n, e2))
    return found


def buildable_types(w, seat: int) -> list:
    board = w.boards[seat]
    if not pb.can_build_station(board):
        return []
    return [t for t in data.STATION_TYPES if w.supply.get(t, 0) > 0 and pb.unlocked(board, data.STATION_COLOUR[t])]


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
            if w.sites[h]["kind"] == "double":
                other = [x for x in data.MOON["double_station"] if x != h][0]
                if other in w.node_of:
                    first = w.node_types(w.node_of[other])
                    value = max((type_value(w, seat, t, on_line) for t in types if t not in first), default=0.0)
            value += 0.3 * sum(1 for c in w.sites[h]["waiting"] if c in data.ROBOTS)
            out[h] = value
    for h, node in w.node_of.items():
        if node in line.stations or h != node:
            continue
        site = w.sites[node]
        value = 1.0
        for t in site["types"]:
            c = data.STATION_COLOUR[t]
            if t not in on_line and pb.unlocked(board, c) and pb.put_spaces(board, c):
                available = w.bag[c] + sum(1 for n in list(line.stations) + [node] for x in w.waiting(n) if x == c)
                if available:
                    value += 1.5 + best_put(w, seat, c)[1] * (1.5 if c in data.COMMUTERS else 1.0)
        if site["kind"] == "moonbase":
            value += 0.5
        if w.mapname == "mars" and node == PAD:
            if not {"r", "u"} <= w.bagged:
                value += 10.0
            elif pb.unlocked(board, "r") or pb.unlocked(board, "u"):
                value += 4.0
        value += 0.3 * min(4, sum(1 for c in site["waiting"] if c in data.ROBOTS))
        out[h] = value
    return out


def soon_value(w, seat: int) -> float:
    """Moon: the worth of heading for a free space before coral or purple is unlocked, when an
    Embassy or Studio is still missing and the seat is close to unlocking its colour."""
    if w.mapname != "moon" or not pb.can_build_station(w.boards[seat]):
        return 0.0
    board = w.boards[seat]
    built = "".join(s["types"] for s in w.sites.values())
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
    built = "".join(site["types"] for site in w.sites.values())
    missing = [t for t in "OSEU" if t not in built and w.supply.get(t, 0) > 0] if w.mapname == "moon" else []
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
    """Tiles that could be taken back from one end of the line: a run ending in an open side, or
    the link to an end station (never the train's station or the seat's own Moonbase)."""
    tiles, hexmap = w.tiles[seat], w.hexmap
    runs = []
    for h, side in line.open_ends:
        run, cur, out = [], h, side
        while cur in tiles and cur not in run:
            run.append(cur)
            a, b = tiles[cur]
            back = b if out == a else a
            n = hexmap.neighbours[cur][back]
            if n in tiles and opposite(back) in tiles[n]:
                cur, out = n, opposite(back)
            else:
                break
        runs.append(run)
    ground = w.ground()
    keep = {w.train_node(seat), w.own_moonbase(seat) if w.mapname == "moon" else None, PAD}
    for node in line.end_stations:
        if node in keep:
            continue
        for conn in (line.conns or {}).get(node, ()):
            end, walked = follow(ground, tiles, *conn)
            if end[0] == "conn":
                runs.append(list(walked))
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
        lost = len(w.links(seat)) - len(c.links(seat))
        still = "".join(c.node_types(n) for n in cline.stations)
        lost += 2.0 * sum(1 for t in set(on_line) if t not in still)
        lift = sum(w.hexmap.cost[h] for h in run)
        for h, cost in reach_costs(c, seat, cline, dream).items():
            if 0 < cost <= left:
                net = values[h] - 1.2 * cost - 0.8 * lift - lost
                if net > floor and (best is None or net > best[0]):
                    best = (net, run)
    return best


# ----- the planner ----------------------------------------------------------------------------------
class Planner:
    """Fixed priorities over a world; `rng` only breaks ties."""

    def __init__(self, rng):
        self.rng = rng

    def choose(self, w, seat: int, legal: list):
        by_verb: dict = {}
        for action in legal:
            by_verb.setdefault(action.verb, []).append(action)
        if w.phase == "draft":
            priors = CARD_PRIOR[w.mapname]
            return max(legal, key=lambda a: (priors.get(a.args[0], 0), self.rng.random()))
        if w.phase == "extra":
            return min(legal, key=lambda a: "gcs".index(a.args[0]))
        if w.phase == "corner":
            return self._corner(w, legal)
        p = w.pending
        if p is None:
            return self.main(w, seat, by_verb, legal)
        kind = p["kind"]
        if kind == "put":
            if p["source"] == "hand" and len(w.hand[seat]) > 1:
                return self._place_hand(w, seat, legal)
            return max(legal, key=lambda a: (put_value(w, seat, a.args[1], a.args[0]), self.rng.random()))
        if kind == "dropoff":
            drops = by_verb.get("drop")
            if drops:
                return max(drops, key=lambda a: (data.BASE_VP[a.args[0]] + put_value(w, seat, a.args[1], a.args[0]),
                                                 self.rng.random()))
            return legal[0]
        if kind == "pickup":
            return self._pickup(w, seat, by_verb, legal)
        if kind == "track":
            return self._track(w, seat, by_verb, legal)
        if kind == "move":
            return self._move_step(w, seat, legal)
        if kind == "adjust":
            if "shed" in by_verb:
                return min(by_verb["shed"], key=lambda a: (drop_worth(w, seat, a.args[0]), self.rng.random()))
            return self._adjust(w, seat, by_verb, legal)
        if kind in ("face", "start", "cut"):
            return self._best_by_sim(w, seat, legal)
        return legal[0]

    def _place_hand(self, w, seat, legal):
        """The starting robots: the placement that is best once the rest of the hand follows."""
        o = outlook(w)
        board = w.boards[seat]

        def rest_value(b: dict, hand: list) -> float:
            total = 0.0
            while hand:
                value, colour, space = max(((robot_value(o, b, s), c, s) for c in sorted(set(hand))
                                            for s in pb.put_spaces(b, c)), default=(0.0, None, None))
                if colour is None:
                    break
                total += value
                b[space] = colour
                hand.remove(colour)
            return total

        def value(a):
            colour, space = a.args
            b = dict(board)
            first = robot_value(o, b, space)
            b[space] = colour
            hand = list(w.hand[seat])
            hand.remove(colour)
            return first + rest_value(b, hand)
        return max(legal, key=lambda a: (value(a), self.rng.random()))

    # ----- setup --------------------------------------------------------------------------------
    def _corner(self, w, legal):
        taken = [h for h, s in w.sites.items() if s["kind"] == "moonbase"]
        corners = data.MOON["moonbase_corners"]

        def spread(a):
            h = corners[a.args[0]]
            return min((abs(h[0] - t[0]) + 2 * abs(h[1] - t[1]) for t in taken), default=0)
        return max(legal, key=lambda a: (spread(a), self.rng.random()))

    def _best_by_sim(self, w, seat, legal):
        """Face, start or cut: the choice after which the train's line and journeys look best."""
        wanted = None

        def value(a):
            c = w.clone()
            c.apply(seat, a)
            line = line_of(c, seat)
            v = len(line.stations)
            if c.pending is None or c.pending["kind"] == "put":
                j = Journeys(c, seat)
                nonlocal_wanted = deliverable(c, seat, line) if wanted is None else wanted
                reach = [station_value(c, seat, j.place(s), nonlocal_wanted, False) - 0.5 * d
                         for s, d in j.dist.items()]
                v += 0.2 * len(j.dist) + max(reach, default=0.0)
            if a.verb == "start":
                h = parse_hex(a.args[0])
                v -= 0.1 * abs(h[0] - PAD[0])
            return v
        return max(legal, key=lambda a: (value(a), self.rng.random()))

    # ----- a running action -----------------------------------------------------------------------
    def _pickup(self, w, seat, by_verb, legal):
        line = line_of(w, seat)
        deliver = deliverable(w, seat, line)
        loc = w.location(seat)
        own_base = w.mapname == "moon" and loc == w.own_moonbase(seat)
        load_ok = set(data.COLOURS) if drain_mode(w) and own_base else deliver
        board = w.boards[seat]
        cargo = w.trains[seat]["cargo"]
        room = pb.capacity(board) - len(cargo)
        colours = w.loc_colours(loc)
        loads = [a for a in by_verb.get("load", ()) if a.args[0] in load_ok]
        good_loads = [a for a in loads if a.args[0] in deliver]
        leaves = [a for a in by_verb.get("leave", ()) if a.args[0] not in deliver and a.args[0] not in colours]
        space = w.loc_capacity(loc) - len(w.waiting(loc))
        if leaves and space > 0 and w.pending["loaded"] == 0 and not own_base:
            if (good_loads and room <= 0) or (not loads and (drain_mode(w) or room <= 0)):
                return leaves[0]
        if loads and room > 0:
            return max(loads, key=lambda a: (drop_worth(w, seat, a.args[0]), self.rng.random()))
        if "done" in by_verb:
            return by_verb["done"][0]
        if loads:
            return loads[0]
        return min(legal, key=lambda a: (a.args[0] in deliver, a.args[0] in colours))

    def _track(self, w, seat, by_verb, legal):
        lays = by_verb.get("lay", [])
        line = line_of(w, seat)
        target = best_target(w, seat, line)
        lifts = by_verb.get("lift")
        if lifts:
            plan = reroute(w, seat, line)
            if plan is not None:
                chosen = [a for a in lifts if parse_hex(a.args[0]) in plan[1]]
                if chosen:
                    return chosen[0]
        if lays and target is not None:
            field = cost_field(w, seat, frozenset([target[1]]))
            goal = frozenset([target[1]])
            scored = [(lay_cost(w, seat, a, field, goal), self.rng.random(), a) for a in lays]
            cost, _, best = min(scored, key=lambda t: (t[0], t[1]))
            if cost < target[2]:
                return best
        if "done" in by_verb:
            return by_verb["done"][0]
        return legal[0]

    def _adjust(self, w, seat, by_verb, legal):
        shifts = by_verb.get("shift", [])
        if shifts:
            gain, plan = adjust_plan(w, seat, 2, w.pending["left"])
            if plan and (gain > 0.5 or not w.pending["changed"]):
                return Act("shift", plan[0])
        if "done" in by_verb:
            return by_verb["done"][0]
        o, board = outlook(w), dict(w.boards[seat])
        movable = [a for a in shifts if a.args[0] != "station"] or shifts
        return max(movable, key=lambda a: _shift_gain(o, board, *a.args))

    def _move_step(self, w, seat, legal):
        """Go, stop or turn during a Moon move: stop at the best station within the steps left."""
        wanted = deliverable(w, seat, line_of(w, seat))
        draining = drain_mode(w)
        loc = w.location(seat)
        here = station_value(w, seat, loc, wanted, draining)
        if Act("go") in legal:
            j = Journeys(w, seat)
            state = j.start
            ahead = []
            if state is not None and state[0] != "moon":
                i, d = state
                if d == 0 or j._at_end(i, d):
                    d = 0
                passed = j._step(i, d, w.pending["steps"]) if d else []
                ahead = [station_value(w, seat, j.seq[k], wanted, draining) - 0.01 * m
                         for m, k in enumerate(passed)]
            if Act("stop") not in legal or max(ahead, default=-1.0) > here or here <= 0:
                return Act("go")
            return Act("stop")
        if Act("stop") in legal:
            return Act("stop")
        return legal[0]

    # ----- the main choice of an action -------------------------------------------------------------
    def main(self, w, seat, by_verb, legal):
        board = w.boards[seat]
        line = line_of(w, seat)
        wanted = deliverable(w, seat, line)
        loc = w.location(seat)
        cargo = w.trains[seat]["cargo"]
        cap = pb.capacity(board)
        draining = drain_mode(w)

        def top(verb, limit=None):
            options = by_verb.get(verb)
            if not options:
                return None
            k = max(int(a.args[0]) for a in options)
            if limit is not None:
                k = max(1, min(k, limit))
            return Act(verb, (str(k),))

        # 1. drop off
        if "dropoff" in by_verb:
            n = sum(1 for c in cargo if c in w.loc_colours(loc) and pb.unlocked(board, c))
            return top("dropoff", n)
        # 2. build
        builds = by_verb.get("build")
        if builds:
            on_line = "".join(w.node_types(n) for n in line.stations)
            scored = [(self.build_value(w, seat, a, on_line), self.rng.random(), a) for a in builds]
            value, _, best = max(scored, key=lambda t: (t[0], t[1]))
            if value > 0:
                return best
        # 3. pick up what the line can deliver
        room = cap - len(cargo)
        here = w.waiting(loc) if loc is not None else []
        colours_here = w.loc_colours(loc) if loc is not None else set()
        loadable = [c for c in here if c in wanted and c not in colours_here and pb.unlocked(board, c)]
        useless = [c for c in cargo if c not in wanted]
        own_base = w.mapname == "moon" and loc is not None and loc == w.own_moonbase(seat)
        can_leave = [c for c in useless if c not in colours_here] if not own_base else []
        if "pickup" in by_verb and loadable and (room > 0 or can_leave):
            return top("pickup", min(len(loadable), room + len(can_leave)))
        if draining and "pickup" in by_verb and own_base and room > 0:
            any_load = [c for c in here if pb.unlocked(board, c)]
            if any_load:
                return top("pickup", min(len(any_load), room))
        # 4. a robot moved on the board to complete an unlock
        if "adjust" in by_verb:
            units = max(int(a.args[0]) for a in by_verb["adjust"])
            gain, plan = adjust_plan(w, seat, 2, units)
            if gain >= 2.0:
                return Act("adjust", (str(min(units, len(plan))),))
        target = best_target(w, seat, line) if "track" in by_verb else None
        # 5. track towards a station that brings a new commuter colour into play, or the pad
        if target is not None and target[0] >= 6.0:
            return top("track")
        journeys = Journeys(w, seat)
        # 6. refill where the passengers will be picked up
        if "refill" in by_verb and self._wants_refill(w, seat, journeys, room, draining, wanted):
            target_loc = w.refill_target(seat)
            space = w.loc_capacity(target_loc) - len(w.waiting(target_loc))
            return top("refill", max(1, space))
        # 7. travel to the best station
        now = station_value(w, seat, loc, wanted, draining) if loc is not None else 0.0
        best_trip, best_net = None, now + 0.05
        for state, d in sorted(journeys.dist.items(), key=lambda t: t[1]):
            if d == 0:
                continue
            net = station_value(w, seat, journeys.place(state), wanted, draining) - 0.8 * (d - 1)
            if net > best_net:
                best_trip, best_net = journeys.first[state], net
        if best_trip is not None and best_trip in legal:
            return best_trip
        # 8. track towards the best target, or take back the end of the line to reach a better one
        if target is not None and target[0] > 0:
            return top("track")
        if "track" in by_verb and reroute(w, seat, line) is not None:
            return top("track")
        # 9. leave useless cargo where it may wait, when the train is full of it
        if "pickup" in by_verb and can_leave and (room <= 0 or draining) and len(here) < w.loc_capacity(loc):
            return top("pickup", 1)
        return Act("end")

    def _wants_refill(self, w, seat, journeys, room, draining, wanted) -> bool:
        target = w.refill_target(seat)
        if target is None or w.bag_total() == 0:
            return False
        waiting = w.waiting(target)
        space = w.loc_capacity(target) - len(waiting)
        if space <= 0:
            return False
        if draining:
            return True
        useful = sum(n for c, n in w.bag.items() if c in wanted) / w.bag_total()
        if w.mapname == "moon":
            near = any(journeys.place(s) == target and d <= 1 for s, d in journeys.dist.items())
            return near and room > len(waiting) and useful >= 0.3
        return useful >= 0.3 and room > 0

    def build_value(self, w, seat, a, on_line: str) -> float:
        t = a.args[0]
        value = type_value(w, seat, t, on_line)
        if w.mapname == "moon":
            built = "".join(s["types"] for s in w.sites.values())
            missing = [c for c in "EU" if c not in built]
            if missing and t not in missing and len(free_spaces(w)) <= len(missing) + 1:
                value -= 6.0
        return value



# ----- a position's worth, for search -----------------------------------------------------------------
def board_value(w, seat: int) -> float:
    """The worth, in points, of what the seat's board switches on (its commuters' points are
    counted by the score): robots in the action rows, BUILD STATION, the extension and the
    UNLOCK columns, commuters in the EXTRA ACTIONS rows and the VP GRID, so that putting a
    passenger on the board is always worth about what `put_value` said."""
    board = w.boards[seat]
    o = outlook(w)
    value = 0.0
    for key, spaces in pb.STACKS.items():
        filled = sum(1 for s in spaces if board[s] is not None)
        value += ROW_VALUE[key] * sum(ROW_FALLOFF[:filled])
        if key == "refill" and o.drain:
            value += filled
    if board["station"] is not None:
        value += 8.0
    for index in (1, 2):
        if board[f"ext{index}"] is not None:
            value += robot_value(o, board, f"ext{index}", needs(w, seat))
    for colour, spaces in pb.UNLOCK_SPACES.items():
        filled = sum(1 for s in spaces if board[s] is not None)
        value += (3.0 if colour in "pl" else 2.4) * filled + (3.0 if filled == len(spaces) else 0.0)
        if filled == len(spaces) and colour in "ru" and o.open_for[colour] and board["station"] is not None:
            value += 6.0  # the seat may build the Moon's first Embassy or Studio
    for row, codes in data.EXTRA_ROWS:
        filled = sum(1 for i in range(1, len(codes) + 1) if board[f"extra{row}{i}"] is not None)
        value += 3.0 * filled + (1.5 if filled == len(codes) else 0.0)
    value += 0.6 * sum(1 for s, c in board.items() if c is not None and s.startswith("grid"))
    value += 0.3 * sum(1 for s, c in board.items() if c is not None and s.startswith("bonus"))
    return value


def potential(w, seat: int) -> float:
    """Points now plus a rough worth, in points, of what the position promises: the board
    (half its `board_value`), deliverable passengers on the train and along the line (a part
    of what delivering them would add), and the best station the line can reach next."""
    parts = scoring.score(w, seat)
    value = float(parts["total"])
    if w.is_over():
        return value
    value += 0.5 * board_value(w, seat)
    line = line_of(w, seat)
    if not line.valid:
        return value
    wanted = deliverable(w, seat, line)
    for c in w.trains[seat]["cargo"]:
        if c in wanted:
            value += 0.3 * drop_worth(w, seat, c)
    waiting = sorted((drop_worth(w, seat, c) for node in line.stations for c in w.waiting(node)
                      if c in wanted and c not in w.loc_colours(node)), reverse=True)
    value += 0.1 * sum(waiting[:2 * pb.capacity(w.boards[seat])])
    # commuters in the bag that the line can deliver: what Refill and Pick Up will bring
    value += 0.1 * sum(w.bag[c] * data.BASE_VP[c] for c in data.COMMUTERS if c in wanted)
    value += 0.3 * len(line.stations)
    # commuter destinations on the line: where its commuters can be delivered
    board = w.boards[seat]
    kinds = {data.STATION_COLOUR[t] for node in line.stations for t in w.node_types(node)} & set(data.COMMUTERS)
    if w.mapname == "mars" and PAD in line.stations:
        kinds |= {"r", "u"}
    value += sum(2.5 if pb.unlocked(board, c) else 1.0 for c in kinds)
    if len(w.tiles[seat]) < data.TRACK_TILES:
        target = best_target(w, seat, line)
        if target is not None and target[0] > 0:
            value += 0.15 * target[0]
    return value


def margin(w, seat: int) -> float:
    """The seat's potential against the best rival's; while the bag is being emptied the leader
    also counts each passenger out of the bag (the end keeps its lead)."""
    values = [potential(w, s) for s in range(w.num_players)]
    if w.num_players == 1:
        return values[0] - 40.0
    lead = values[seat] - max(v for s, v in enumerate(values) if s != seat)
    if lead > 0 and drain_mode(w):
        lead += 0.4 * (40 - w.bag_total()) + (3.0 if w.end_round is not None else 0.0)
    return lead


# ----- the levels -------------------------------------------------------------------------------------
class EasyBot(Bot):
    """The planner: fixed priorities, one action at a time."""

    level = "easy"

    def choose(self, view: dict, legal_actions, worlds=None):
        legal = list(legal_actions)
        if len(legal) == 1 or worlds is None:
            return legal[0]
        world = worlds()
        return Planner(self.rng).choose(world, self.seat, legal)


class NormalBot(Bot):
    """Search over the engine for the choices that shape a game: which station to build (or
    none), and where a passenger goes on the board. Each candidate is played out in worlds
    sampled from the seat's view, the planner finishing the turn (and at `hard` the next round
    too), and the position is scored by MaglevState.evaluate. Other choices follow the planner."""

    level = "normal"
    worlds = 2  # sampled worlds, the same for every candidate (so hidden cards cancel out)
    trust = 0.008  # the planner's own choice gets this head start (about half a point)
    rounds_ahead = 0  # full rounds played after the rest of the turn
    placements = 5  # board spaces tried for a passenger (the planner's best ones)

    def choose(self, view: dict, legal_actions, worlds=None):
        legal = list(legal_actions)
        if len(legal) == 1 or worlds is None:
            return legal[0]
        base = worlds()
        preferred = Planner(self.rng).choose(base, self.seat, legal)
        candidates = self.candidates(base, legal, preferred)
        if len(candidates) <= 1:
            return preferred
        samples = [base] + [worlds() for _ in range(self.worlds - 1)]
        best, best_value = preferred, -1.0
        for action in candidates:
            value = sum(self.playout(world.clone(), action) for world in samples) / len(samples)
            value += self.trust if action == preferred else 0.0  # leave the planner only when clearly better
            if value > best_value:
                best, best_value = action, value
        return best

    def candidates(self, w, legal: list, preferred) -> list:
        """The planner's choice and the alternatives worth searching."""
        if w.phase != "play" or w.current != self.seat:
            return [preferred]
        p = w.pending
        if p is None:
            builds = [a for a in legal if a.verb == "build"]
            return [preferred] + [a for a in builds if a != preferred] if builds else [preferred]
        if p["kind"] in ("put", "dropoff"):
            options = [a for a in legal if a.verb in ("put", "drop")]
            ranked = sorted(options, key=lambda a: -put_value(w, self.seat, a.args[1], a.args[0]))
            out = [preferred] + [a for a in ranked[:self.placements] if a != preferred]
            return out
        return [preferred]

    def playout(self, world, action) -> float:
        """The candidate, then the planner. Within the seat's turn the value is the best of the
        points where the turn could be ended (so a poor step of the planner never hides a good
        candidate); with `rounds_ahead` the planner plays that many more rounds after the turn."""
        seat = self.seat
        planner = Planner(self.rng)
        world.apply(seat, action)
        best = None
        turns, guard = 0, 0
        while not world.is_over() and guard < 600:
            guard += 1
            mine = world.phase == "play" and world.current == seat
            if mine and world.pending is None:
                value = world.evaluate(seat)
                best = value if best is None else max(best, value)
            if not mine:
                if turns >= self.rounds_ahead * world.num_players:
                    break
            actor = world.to_act()[0]
            legal = world.legal_actions(actor)
            before = world.current
            world.apply(actor, planner.choose(world, actor, legal) if len(legal) > 1 else legal[0])
            if world.current != before:
                turns += 1
        final = world.evaluate(seat)
        if self.rounds_ahead <= 0:
            return final if best is None else max(best, final)
        return final


class HardBot(NormalBot):
    """`normal` with a longer look ahead: the planner also plays the next round, each candidate
    in more worlds, with every number of units."""

    level = "hard"
    worlds = 3
    rounds_ahead = 1
    placements = 8


LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
