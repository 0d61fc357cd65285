"""CreditCubes: cost codes, paying, gaining from the limited supply, the bag, the 3-for-1 exchange.

A player's cubes are a list of 5 counts indexed by colour: 0 yellow, 1 + seat for each federation.
A need is (counts per colour, P, X): P any player colour, X any cube (rulings M27-M29).
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import combinations_with_replacement

from magtui.games.magnastorm import data

Need = tuple[tuple[int, ...], int, int]


@lru_cache(maxsize=None)
def parse_code(code: str) -> dict[str, int]:
    """'2Y+1O+1P' -> {'Y': 2, 'O': 1, 'P': 1, 'X': 0}; '0' or '' -> all zero."""
    out = {"Y": 0, "O": 0, "P": 0, "X": 0}
    for part in code.split("+"):
        part = part.strip()
        if not part or part == "0":
            continue
        m = re.fullmatch(r"(\d+)([YOPX])", part)
        if not m:
            raise ValueError(f"bad cost code {code!r}")
        out[m.group(2)] += int(m.group(1))
    return out


def need_of(seat: int, code: str, idris: str | None = None, less_own: int = 0) -> Need:
    """The need of a cost code for `seat`; idris 'YO' pays one Y as O, 'OY' one O as Y."""
    c = dict(parse_code(code))
    c["O"] = max(0, c["O"] - less_own)
    if idris == "YO":
        c["Y"], c["O"] = c["Y"] - 1, c["O"] + 1
    elif idris == "OY":
        c["Y"], c["O"] = c["Y"] + 1, c["O"] - 1
    counts = [0] * 5
    counts[0] = c["Y"]
    counts[1 + seat] += c["O"]
    return tuple(counts), c["P"], c["X"]


def idris_ok(code: str, idris: str, less_own: int = 0) -> bool:
    c = parse_code(code)
    return (c["Y"] >= 1) if idris == "YO" else (c["O"] - less_own >= 1)


def need_text(need: Need) -> str:
    counts, p, x = need
    parts = [f"{n}{data.CUBE_LETTERS[i]}" for i, n in enumerate(counts) if n]
    if p:
        parts.append(f"{p}P")
    if x:
        parts.append(f"{x}X")
    return "+".join(parts) or "nothing"


def can_pay(held, need: Need) -> bool:
    counts, p, x = need
    if any(h < n for h, n in zip(held, counts)):
        return False
    rest = [h - n for h, n in zip(held, counts)]
    if sum(rest[1:]) < p:
        return False
    return sum(rest) - p >= x


def payment(held, need: Need, seat: int) -> list[int]:
    """The cubes paid (per colour). P and X take other federations' colours first, the most
    held first, then the own colour (then yellow for X): the rules summary's fixed choice."""
    counts, p, x = need
    paid = list(counts)
    rest = [h - n for h, n in zip(held, counts)]

    def take(kinds, k):
        for _ in range(k):
            best = max(kinds, key=lambda i: (rest[i] > 0, i != 1 + seat, rest[i], -i))
            rest[best] -= 1
            paid[best] += 1

    take([1, 2, 3, 4], p)
    take([1, 2, 3, 4, 0], x)
    return paid


def exchanges(held, supply, colours) -> list[tuple[tuple[int, ...], int]]:
    """Every 3-for-1 trade: (three given colours sorted, received colour) (M28)."""
    owned = [i for i in colours if held[i]]
    out = []
    for give in combinations_with_replacement(owned, 3):
        if any(give.count(i) > held[i] for i in set(give)):
            continue
        for got in colours:
            if got not in give and supply[got] > 0:
                out.append((give, got))
    return out
