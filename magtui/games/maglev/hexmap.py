"""The two maps as hex grids: pointy-top hexes in odd-r offset coordinates (spec §3)."""

from __future__ import annotations

from dataclasses import dataclass, field

from magtui.games.maglev import data

Hex = tuple[int, int]


def opposite(side: int) -> int:
    return (side + 3) % 6


def is_straight(a: int, b: int) -> bool:
    return (b - a) % 6 == 3


def shape_ok(a: int, b: int) -> bool:
    """Straight or gentle curve; a tight curve (adjacent sides) is not a tile."""
    return (b - a) % 6 in (2, 3, 4)


def other_sides(a: int) -> tuple[int, int, int]:
    """The sides a tile entering by `a` may leave by: straight, then the two gentle curves."""
    return ((a + 3) % 6, (a + 2) % 6, (a + 4) % 6)


def hex_distance(a: Hex, b: Hex) -> int:
    """Steps between two hexes in odd-r coordinates (spec §3; the Mars seam is not taken)."""

    def cube(h):
        x = h[0] - (h[1] - (h[1] & 1)) // 2
        return x, h[1], -x - h[1]

    return max(abs(p - q) for p, q in zip(cube(a), cube(b)))


class _HexTexts(dict):
    """ "q,r" of each hex, made once: views name every hex they show, at every action."""

    def __missing__(self, h: Hex) -> str:
        text = self[h] = f"{h[0]},{h[1]}"
        return text


hex_text = _HexTexts().__getitem__  # hex_text((6, 4)) == "6,4"


def parse_hex(text: str) -> Hex:
    q, r = text.split(",")
    return int(q), int(r)


@dataclass
class HexMap:
    name: str
    rows: int
    wrap: bool
    row_lengths: tuple[int, ...]
    cost: dict = field(default_factory=dict)  # hex -> track cost
    neighbours: dict = field(default_factory=dict)  # hex -> 6-tuple of hex or None

    @property
    def hexes(self):
        return self.cost.keys()

    def canyons(self, h: Hex) -> int:
        return self.cost.get(h, 1) - 1

    def side_towards(self, h: Hex, n: Hex):
        """The side of `h` facing its neighbour `n`, or None."""
        sides = self.neighbours.get(h)
        return sides.index(n) if sides and n in sides else None


def _build(name: str, row_lengths: tuple[int, ...], wrap: bool, costs: dict) -> HexMap:
    m = HexMap(name, len(row_lengths), wrap, row_lengths)
    for r, length in enumerate(row_lengths):
        for q in range(length):
            m.cost[(q, r)] = 1 + costs.get((q, r), 0)
    for q, r in m.cost:
        dirs = data.DIRS_ODD if r & 1 else data.DIRS_EVEN
        out = []
        for dq, dr in dirs:
            nq, nr = q + dq, r + dr
            if wrap and 0 <= nr < m.rows:
                nq %= row_lengths[nr]
            out.append((nq, nr) if (nq, nr) in m.cost else None)
        m.neighbours[(q, r)] = tuple(out)
    return m


def moon_map() -> HexMap:
    spec = data.MOON
    lengths = tuple(
        spec["row_len_odd"] if r & 1 else spec["row_len_even"] for r in range(spec["rows"])
    )
    return _build("moon", lengths, False, {})


def mars_map() -> HexMap:
    spec = data.MARS
    return _build("mars", (spec["row_len"],) * spec["rows"], True, spec["canyons"])


MAPS = {"moon": moon_map(), "mars": mars_map()}
