"""One player's line: tiles, connections, ends, links, legal builds and removals (spec §2.4).

Everything here is computed from the map, the built stations and the player's tiles, so a
line never stores derived facts that could go stale. A station *node* is named by its first
hex; the Moon double station, once both halves are built, is one node of two hexes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from magtui.games.maglev.hexmap import Hex, HexMap, opposite, other_sides, shape_ok

Tile = tuple[int, int]  # the two sides, a < b

_MEMO: dict = {}
_MEMO_SIZE = 4096
_MISSING = object()


def memo(key, compute):
    """What `compute()` gives for a track state described in full by `key`: lines and legal
    track changes follow from the map, the built stations and one player's tiles alone, and the
    same few states are asked about again and again during a turn (legal actions, the screen).
    A hit costs one look-up (views ask at every action); a full memo starts again."""
    value = _MEMO.get(key, _MISSING)
    if value is _MISSING:
        if len(_MEMO) >= _MEMO_SIZE:
            _MEMO.clear()
        value = _MEMO[key] = compute()
    return value


@dataclass(frozen=True)
class Ground:
    """What a line sees of the map: built station hexes (hex -> node), every station space
    (built or empty), and hexes no tile may face."""

    hexmap: HexMap
    node_of: dict
    station_hexes: frozenset
    blocked: frozenset

    def node_hexes(self, node: Hex) -> list[Hex]:
        return [h for h, n in self.node_of.items() if n == node]

    def buildable(self, h) -> bool:
        return h is not None and h not in self.station_hexes and h not in self.blocked


def classify(ground: Ground, tiles: dict, h: Hex, side: int):
    """What the side `side` of a tile at `h` faces: ("join", hex), ("conn", node),
    ("open", hex), ("clash", hex) (own tile not facing back) or ("bad", None)."""
    n = ground.hexmap.neighbours[h][side]
    if n is None or n in ground.blocked:
        return "bad", None
    if n in tiles:
        return ("join", n) if opposite(side) in tiles[n] else ("clash", n)
    node = ground.node_of.get(n)
    if node is not None:
        return "conn", node
    return "open", n


def connections(ground: Ground, tiles: dict, node: Hex) -> list[tuple[Hex, int]]:
    """The player's connections at a station node, as (station hex, side of that hex)."""
    out = []
    for h in ground.node_hexes(node):
        for side, n in enumerate(ground.hexmap.neighbours[h]):
            if n in tiles and opposite(side) in tiles[n]:
                out.append((h, side))
    return out


def follow(ground: Ground, tiles: dict, station_hex: Hex, side: int):
    """Walk the run leaving a station by (hex, side). Returns (end, tiles walked) where end is
    ("conn", node, (arrival hex, arrival side)) or ("open", hex, side) for an open side."""
    h = ground.hexmap.neighbours[station_hex][side]
    entry = opposite(side)
    walked = []
    while True:
        walked.append(h)
        a, b = tiles[h]
        exit_side = b if entry == a else a
        kind, target = classify(ground, tiles, h, exit_side)
        if kind == "join":
            h, entry = target, opposite(exit_side)
            if len(walked) > len(tiles):  # a tile ring without a station cannot happen; stay safe
                return ("open", h, exit_side), walked
            continue
        if kind == "conn":
            n = ground.hexmap.neighbours[h][exit_side]
            return ("conn", target, (n, opposite(exit_side))), walked
        return ("open", h, exit_side), walked


@dataclass
class Line:
    valid: bool
    reason: str = ""
    stations: tuple = ()  # nodes on the line
    conns: dict = field(default_factory=dict)  # node -> list of connections
    open_ends: tuple = ()  # (tile hex, side) of each open side
    end_stations: tuple = ()  # nodes with fewer than 2 connections (a lone station once)
    anchor: Hex | None = None

    @property
    def is_loop(self) -> bool:
        return self.valid and not self.open_ends and not self.end_stations


def analyse(ground: Ground, tiles: dict, anchor: Hex | None, max_conns: int = 2) -> Line:
    """Check the line invariants from the anchor station node and list its ends."""
    conns: dict = {}
    open_ends = []
    adjacency: dict = {h: [] for h in tiles}
    for h, (a, b) in tiles.items():
        if not shape_ok(a, b):
            return Line(False, "a tight curve")
        targets = []
        for side in (a, b):
            kind, target = classify(ground, tiles, h, side)
            if kind in ("bad", "clash"):
                return Line(False, "a tile faces the edge, a closed space or your own tile")
            if kind == "join":
                adjacency[h].append(("t", target))
            elif kind == "conn":
                conns.setdefault(target, []).append(
                    (ground.hexmap.neighbours[h][side], opposite(side))
                )
                adjacency[h].append(("s", target))
                targets.append(target)
            else:
                open_ends.append((h, side))
        if len(targets) == 2 and targets[0] == targets[1]:
            return Line(False, "a tile would touch one station twice")
    if anchor is None:
        return Line(False, "no train on the map")
    for node, cs in conns.items():
        if len(cs) > max_conns:
            return Line(False, "a station would have 3 of your connections")
    # connectivity from the anchor
    seen_tiles, seen_nodes = set(), {anchor}
    frontier = [("s", anchor)]
    station_tiles: dict = {}
    for h, links in adjacency.items():
        for kind, target in links:
            if kind == "s":
                station_tiles.setdefault(target, []).append(h)
    while frontier:
        kind, item = frontier.pop()
        if kind == "s":
            for h in station_tiles.get(item, ()):
                if h not in seen_tiles:
                    seen_tiles.add(h)
                    frontier.append(("t", h))
        else:
            for k2, target in adjacency[item]:
                if k2 == "t" and target not in seen_tiles:
                    seen_tiles.add(target)
                    frontier.append(("t", target))
                elif k2 == "s" and target not in seen_nodes:
                    seen_nodes.add(target)
                    frontier.append(("s", target))
    if len(seen_tiles) != len(tiles):
        return Line(False, "the line would be cut in two")
    ends = tuple(n for n in seen_nodes if len(conns.get(n, ())) < 2)
    return Line(True, "", tuple(sorted(seen_nodes)), conns, tuple(open_ends), ends, anchor)


@dataclass(frozen=True)
class Link:
    a: Hex
    b: Hex
    hexes: tuple


def links(ground: Ground, tiles: dict, line: Line) -> list[Link]:
    """Runs of tiles joining two different stations (each once)."""
    found, seen = [], set()
    for node in line.stations:
        for h, side in line.conns.get(node, ()):
            end, walked = follow(ground, tiles, h, side)
            key = frozenset(walked)
            if end[0] != "conn" or end[1] == node or key in seen:
                continue
            seen.add(key)
            found.append(Link(node, end[1], tuple(walked)))
    return found


def candidate_builds(ground: Ground, tiles: dict, line: Line):
    """Every (hex, sides) a tile could take at an end, with None or the reason it is refused."""
    starts = []  # (hex to build, side facing the end)
    for h, side in line.open_ends:
        starts.append((ground.hexmap.neighbours[h][side], opposite(side), ("open", h)))
    for node in line.end_stations:
        for sh in ground.node_hexes(node):
            for side, n in enumerate(ground.hexmap.neighbours[sh]):
                if n is not None and n not in tiles:
                    starts.append((n, opposite(side), ("station", node)))
    out: dict[tuple[Hex, Tile], str | None] = {}
    for h, a, origin in starts:
        if not ground.buildable(h):
            continue
        for b in other_sides(a):
            sides = (min(a, b), max(a, b))
            if (h, sides) in out and out[(h, sides)] is None:
                continue
            out[(h, sides)] = build_problem(ground, tiles, line, h, sides)
    return out


def build_problem(ground: Ground, tiles: dict, line: Line, h: Hex, sides: Tile) -> str | None:
    """Why a tile at `h` with `sides` may not be built (None: it may)."""
    if not ground.buildable(h):
        return "tiles go only on open hexes"
    if h in tiles:
        return "you already have a tile there"
    a, b = sides
    if not shape_ok(a, b):
        return "tight curve"
    # Every own tile or end station facing this hex must be joined by the new tile.
    attached: list[tuple] = []
    for side in range(6):
        n = ground.hexmap.neighbours[h][side]
        if n in tiles and opposite(side) in tiles[n]:
            if side not in sides:
                return "faces your own tile"
            attached.append(("open", side))
    for side in sides:
        kind, target = classify(ground, tiles, h, side)
        if kind == "bad":
            return "faces the edge or a closed space"
        if kind == "clash":
            return "faces your own tile"
        if kind == "conn":
            attached.append(("conn", side, target))
    end_nodes = set(line.end_stations)
    ok_start = any(k[0] == "open" for k in attached) or any(
        k[0] == "conn" and k[2] in end_nodes for k in attached
    )
    if not ok_start:
        return "does not continue your line from an end"
    nodes = [k[2] for k in attached if k[0] == "conn"]
    if len(nodes) == 2 and nodes[0] == nodes[1]:
        return "touches one station twice"
    for node in nodes:
        if node in line.stations and node not in end_nodes:
            return "that station already has 2 of your connections"
    if len(attached) == 2:
        # closing: both sides on the line; only the two ends of a path may be joined
        on_line = [k for k in attached if k[0] == "open" or k[2] in line.stations]
        if len(on_line) == 2 and len(line.open_ends) + len(line.end_stations) < 2:
            return "does not continue your line from an end"
    # The checks above keep every line invariant (a build only ever extends an end), so the new
    # line needs no full analysis; the random-game tests check the line after every action.
    return None
