"""What things are worth to a Maglev computer player: robots and commuters on its board (and
the robot moves of ADJUST that pay), passengers it can deliver, the bonus cards in the draft.

The worths are rough points. `put_value` says what one more passenger on a space adds,
`board_value` what a whole board switches on, consistently, so that a search scoring positions
by `board_value` agrees with a planner placing passengers by `put_value`.
"""

from __future__ import annotations

from magtui.games.maglev import data, scoring
from magtui.games.maglev import playerboard as pb

INF = 10**6
PAD = data.MARS["launch_pad"]
UNLOCK_OF = {space: colour for colour, spaces in pb.UNLOCK_SPACES.items() for space in spaces}
ROW_VALUE = {
    "cap": 3.0,
    "pickup": 2.0,
    "refill": 2.0,
    "track": 1.8,
    "dropoff": 1.2,
    "move": 1.2,
    "adjust": 0.2,
}
ROW_FALLOFF = (1.0, 0.75, 0.55)

# What each bonus card is worth at the end of games between `easy` players, for any seat (it
# does not matter who holds the card): the draft picks by these. Measured by
# `python -m magtui.games.maglev.study --card-prior --games 6 --seed 1000` (2-4 players).
CARD_PRIOR = {
    "moon": {
        "K01": 2.1,
        "K02": 1.1,
        "K03": 2.7,
        "K04": 2.7,
        "K05": 0.6,
        "K06": 1.5,
        "K07": 0.0,
        "K08": 3.3,
        "K09": 0.6,
        "K10": 0.4,
        "K11": 0.9,
        "K12": 0.2,
        "K13": 1.1,
        "G01": 12.9,
        "G02": 4.6,
        "G03": 0.0,
        "G04": 0.0,
        "G05": 11.8,
        "G06": 2.1,
        "G07": 11.1,
        "G08": 1.8,
        "G09": 0.0,
        "G10": 0.0,
        "G11": 12.6,
        "G12": 6.4,
        "G13": 7.0,
        "U01": 4.9,
        "U02": 4.0,
        "U03": 5.1,
        "U04": 3.6,
        "U05": 12.4,
        "U06": 8.7,
        "U07": 8.9,
        "U08": 9.0,
        "U09": 2.0,
        "U10": 7.0,
        "U11": 2.2,
        "U12": 10.5,
        "U13": 5.4,
        "R01": 1.8,
        "R02": 2.2,
        "R03": 4.4,
        "R04": 8.9,
        "R05": 0.6,
        "R06": 2.3,
        "R07": 0.5,
        "R08": 10.5,
        "R09": 0.3,
        "R10": 2.4,
        "R11": 0.0,
        "R12": 13.8,
        "R13": 5.4,
    },
    "mars": {
        "K01": 0.9,
        "K02": 1.2,
        "K03": 0.9,
        "K04": 3.1,
        "K05": 3.4,
        "K06": 4.1,
        "K07": 3.5,
        "K08": 0.0,
        "K09": 0.0,
        "K10": 0.0,
        "K11": 0.0,
        "K12": 0.0,
        "K13": 0.0,
        "G01": 10.0,
        "G02": 7.8,
        "G03": 0.0,
        "G04": 0.0,
        "G05": 10.4,
        "G06": 3.9,
        "G07": 6.3,
        "G08": 3.8,
        "G09": 1.8,
        "G10": 0.0,
        "G11": 9.4,
        "G12": 5.3,
        "G13": 4.8,
        "U01": 3.8,
        "U02": 4.2,
        "U03": 0.0,
        "U04": 0.1,
        "U05": 8.3,
        "U06": 5.4,
        "U07": 5.6,
        "U08": 5.5,
        "U09": 0.0,
        "U10": 4.0,
        "U11": 0.0,
        "U12": 2.9,
        "U13": 2.7,
        "R01": 0.0,
        "R02": 0.0,
        "R03": 0.2,
        "R04": 7.7,
        "R05": 0.0,
        "R06": 0.4,
        "R07": 0.0,
        "R08": 7.7,
        "R09": 5.3,
        "R10": 0.3,
        "R11": 0.0,
        "R12": 11.8,
        "R13": 5.8,
    },
}


# ----- what the board wants -----------------------------------------------------------------------
class Outlook:
    """The facts about the table that the worth of a robot on a board depends on."""

    __slots__ = ("mars", "drain", "open_for", "launch_needed", "key")

    def __init__(self, w):
        self.mars = w.mapname == "mars"
        self.drain = drain_mode(w)
        built = "".join(s.types for s in w.sites.values())
        self.open_for = {
            c: (not self.mars and t not in built and w.supply.get(t, 0) > 0)
            for c, t in (("r", "E"), ("u", "U"))
        }
        self.launch_needed = self.mars and not {"r", "u"} <= w.bagged
        self.key = (
            self.mars,
            self.drain,
            self.open_for["r"],
            self.open_for["u"],
            self.launch_needed,
        )


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
    how many stations its line has, whether that line has ends (`ends`) and whether its Mars
    train, only moving on, can never again reach some of them (`trapped`: trains never turn, so
    one heading for an end of the line stays there unless it moves backwards, or passes the pad
    to launch and come back with another heading), and on Mars the units one TRACK action needs
    to lay the way to the launch pad while a launch is still needed (`dear`: 2 or 3 when every
    way crosses a canyon). None of it depends on the board itself, so that moving a robot and
    moving it back never both look good."""

    __slots__ = ("dead", "stuck", "stations", "ends", "trapped", "dear", "key")

    def __init__(
        self, dead=frozenset(), stuck=frozenset(), stations=0, ends=False, trapped=False, dear=1
    ):
        self.dead, self.stuck, self.stations, self.ends, self.trapped = (
            dead,
            stuck,
            stations,
            ends,
            trapped,
        )
        self.dear = dear
        self.key = (dead, stuck, min(stations, 8), ends, trapped, dear)


NO_NEEDS = Needs()


def needs(w, seat: int) -> Needs:
    return per_step(w, ("needs", seat), lambda: _needs(w, seat))


def _needs(w, seat: int) -> Needs:
    line = line_of(w, seat)
    stuck: frozenset = frozenset()
    if w.mapname == "moon" and drain_mode(w):
        base = w.own_moonbase(seat)
        if base is not None:
            stuck = frozenset(c for c in w.waiting(base) if c in data.COMMUTERS)
    ends, trapped = mars_heading(w, seat, line)
    return Needs(
        dead_colours(w, seat) - stuck,
        stuck,
        len(line.stations) if line.valid else 0,
        ends,
        trapped,
        units_to_pad(w, seat, line),
    )


def units_to_pad(w, seat: int, line) -> int:
    """Mars, while a launch is still needed and the pad is not on the seat's line: the fewest
    units a TRACK action must have to lay a way there within the tiles left (1 when no way
    is left at all)."""
    if w.mapname != "mars" or {"r", "u"} <= w.bagged or not line.valid or PAD in line.stations:
        return 1
    # (the line's reach builds on these values)
    from magtui.games.maglev.bots.line import reach_costs

    left = data.TRACK_TILES - len(w.tiles[seat])
    for dearest in (1, 2, 3):
        cost = reach_costs(w, seat, line, frozenset([PAD]), dearest).get(PAD)
        if cost is not None and cost <= left * dearest:
            return dearest
    return 1


def mars_heading(w, seat: int, line) -> tuple[bool, bool]:
    """Mars: (the seat's line has ends, its train moving on alone never again reaches some
    station of it and passes no launch pad on the way)."""
    if w.mapname != "mars" or not line.valid or len(line.stations) < 2 or w.trains[seat].at is None:
        return False, False
    # (the line's journeys build on these values)
    from magtui.games.maglev.bots.line import Journeys

    journeys = Journeys(w, seat, turns=False)
    if journeys.start is None:
        return not journeys.loop, False
    ahead = {journeys.place(s) for s in journeys.dist}
    return not journeys.loop, PAD not in ahead and not set(line.stations) <= ahead


def robot_value(o: Outlook, board: dict, space: str, n: Needs = NO_NEEDS) -> float:
    """How much a robot on `space` is worth (points, roughly), given the table's outlook and the
    seat's needs."""
    if space == "station":
        return 8.0
    if space in UNLOCK_OF:
        return unlock_value(o, board, UNLOCK_OF[space], n)
    if space == "ext1":
        # Mars: Move Backwards, the one way back for a trapped train; Moon: Free Brakes, without
        # which a train stops only at the ends or every 4th station
        return (
            (9.0 if n.trapped else 3.5 if n.ends else 3.0)
            if o.mars
            else 4.5 + max(0, n.stations - 3)
        )
    if space == "ext2":
        if o.mars:
            return 5.0 if o.launch_needed else 2.5
        return 1.0
    key = data.STACK_OF.get(space)
    if key is not None:
        if key == "track" and int(space[len(key) :]) < n.dear:
            return 6.0  # without it no TRACK action can cross the canyon on the way to the pad
        value = ROW_VALUE[key] * ROW_FALLOFF[int(space[len(key) :]) - 1]
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
    return frozenset(
        data.STATION_COLOUR[t] for t in "OSEU" if w.supply.get(t, 0) <= 0 and t not in on_line
    )


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
        rest = [
            f"grid{r}{k}" for k in range(1, len(data.GRID_COLUMNS) + 1) if f"grid{r}{k}" != space
        ]
        if all(board[s] is not None for s in rest):
            value += len(w.links(seat))
        return value
    if space.startswith("bonus"):
        r = space[5]
        rest = [f"bonus{r}{k}" for k in range(1, data.BONUS_ROW_LEN + 1) if f"bonus{r}{k}" != space]
        if all(board[s] is not None for s in rest):
            values = sorted(
                (min(data.CARD_CAP, scoring.card_value(w, seat, c)) for c in w.cards[seat]),
                reverse=True,
            )
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


def line_of(w, seat: int):
    return w.line(seat, relaxed=True)


# ----- passengers ---------------------------------------------------------------------------------
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


def adjust_plan(w, seat: int, depth: int, units: int = 4, later: int = 0) -> tuple[float, list]:
    """The best sequence of up to `depth` robot moves (ADJUST) and its total gain: a first move
    to an UNLOCK, BUILD STATION or extension space, then any move that gains. A plan longer than
    the `units` of one action must gain from its first move already (it may be finished by a
    later action, or not at all) — unless its two moves fill one UNLOCK column and ADJUST has
    `later` moves in the actions left this turn (so that the column is full by the turn's end;
    two moves that only trade places never qualify, so no plan undoes another)."""
    o = outlook(w)
    board = w.boards[seat]
    n = needs(w, seat)
    key = (tuple(board.items()), o.key, n.key, depth, min(units, depth), later > 0)
    found = _PLANS.get(key)
    if found is not None:
        return found
    best: tuple[float, list] = (0.0, [])
    work = dict(board)
    for src, dst in _shifts(work):
        if dst not in KEY_SPACES and not (n.dear > 1 and dst.startswith("track")):
            continue
        g1 = _shift_gain(o, work, src, dst, n)
        if g1 > best[0] + 1e-9:
            best = (g1, [(src, dst)])
        in_one_action = units >= 2 or g1 >= 0.5
        if depth < 2 or not (in_one_action or (later > 0 and dst in UNLOCK_OF)):
            continue
        nxt = dict(work)
        nxt[dst], nxt[src] = nxt[src], None
        for src2, dst2 in _shifts(nxt):
            if src2 == dst:
                continue
            if not in_one_action and not _fills_column(nxt, UNLOCK_OF[dst], dst2):
                continue
            g = g1 + _shift_gain(o, nxt, src2, dst2, n)
            if g > best[0] + 1e-9:
                best = (g, [(src, dst), (src2, dst2)])
    if len(_PLANS) > 20_000:
        _PLANS.clear()
    _PLANS[key] = best
    return best


def _fills_column(board: dict, colour: str, space: str) -> bool:
    """Whether a passenger on `space` fills the last gap of the UNLOCK column of `colour`."""
    gaps = [s for s in pb.UNLOCK_SPACES[colour] if board[s] is None]
    return gaps == [space]


# ----- a whole board ------------------------------------------------------------------------------
def board_value(w, seat: int) -> float:
    """The worth, in points, of what the seat's board switches on (its commuters' points are
    counted by the score): robots in the action rows, BUILD STATION, the extension and the
    UNLOCK columns, commuters in the EXTRA ACTIONS rows and the VP GRID, so that putting a
    passenger on the board is always worth about what `put_value` said."""
    board = w.boards[seat]
    o = outlook(w)
    n = needs(w, seat)
    value = 0.0
    for spaces in pb.STACKS.values():
        value += sum(robot_value(o, board, s, n) for s in spaces if board[s] is not None)
    if board["station"] is not None:
        value += 8.0
    for index in (1, 2):
        if board[f"ext{index}"] is not None:
            value += robot_value(o, board, f"ext{index}", n)
    for colour, column in pb.UNLOCK_SPACES.items():
        filled = sum(1 for s in column if board[s] is not None)
        value += (3.0 if colour in "pl" else 2.4) * filled + (3.0 if filled == len(column) else 0.0)
        if (
            filled == len(column)
            and colour in "ru"
            and o.open_for[colour]
            and board["station"] is not None
        ):
            value += 6.0  # the seat may build the Moon's first Embassy or Studio
    for row, codes in data.EXTRA_ROWS:
        filled = sum(1 for i in range(1, len(codes) + 1) if board[f"extra{row}{i}"] is not None)
        value += 3.0 * filled + (1.5 if filled == len(codes) else 0.0)
    value += 0.6 * sum(1 for s, c in board.items() if c is not None and s.startswith("grid"))
    value += 0.3 * sum(1 for s, c in board.items() if c is not None and s.startswith("bonus"))
    return value
