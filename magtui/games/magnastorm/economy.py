"""CreditCubes: cost codes, paying, gaining from the limited supply, the bag, the 3-for-1 exchange.

A player's cubes are a list of 5 counts indexed by colour: 0 yellow, 1 + seat for each federation.
A need is (counts per colour, P, X): P any player colour, X any cube (rulings M27-M29).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
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


def need_text(need: Need, letters: str = data.CUBE_LETTERS) -> str:
    """'1Y+2S+1P'; `letters` names each colour index (a state's `cube_letters`)."""
    counts, p, x = need
    parts = [f"{n}{letters[i]}" for i, n in enumerate(counts) if n]
    if p:
        parts.append(f"{p}P")
    if x:
        parts.append(f"{x}X")
    return "+".join(parts) or "nothing"


def can_pay(held: Sequence[int], need: Need) -> bool:
    counts, p, x = need
    if any(h < n for h, n in zip(held, counts)):
        return False
    rest = [h - n for h, n in zip(held, counts)]
    if sum(rest[1:]) < p:
        return False
    return sum(rest) - p >= x


def payment(held: Sequence[int], need: Need, seat: int, pick: int | None = None) -> list[int]:
    """The cubes paid (per colour). `pick` is the payer's colour for one P or X cube; the rest
    of P and X takes other federations' colours first, the most held first, then the own
    colour (then yellow for X): the default the choice starts on."""
    counts, p, x = need
    paid = list(counts)
    rest = [h - n for h, n in zip(held, counts)]
    if pick is not None and (p or x):
        rest[pick] -= 1
        paid[pick] += 1
        p, x = (p - 1, x) if p else (p, x - 1)

    def take(kinds: Sequence[int], k: int) -> None:
        for _ in range(k):
            best = max(kinds, key=lambda i: (rest[i] > 0, i != 1 + seat, rest[i], -i))
            rest[best] -= 1
            paid[best] += 1

    take([1, 2, 3, 4], p)
    take([1, 2, 3, 4, 0], x)
    return paid


def exchanges(
    held: Sequence[int], supply: Sequence[int], colours: Sequence[int]
) -> list[tuple[tuple[int, ...], int]]:
    """Every 3-for-1 trade: (three given colours sorted, received colour) (M28)."""
    owned = [i for i in colours if held[i]]
    out: list[tuple[tuple[int, ...], int]] = []
    for give in combinations_with_replacement(owned, 3):
        if any(give.count(i) > held[i] for i in set(give)):
            continue
        for got in colours:
            if got not in give and supply[got] > 0:
                out.append((give, got))
    return out


def pick_options(held: Sequence[int], need: Need, seat: int) -> list[int]:
    """The colours that may pay the one freely chosen cube of `need` (its P, or else its X),
    the default first; [] when there is no choice (nothing free to choose, or only one colour)."""
    counts, p, x = need
    if p + x != 1 or not can_pay(held, need):
        return []
    rest = [h - n for h, n in zip(held, counts)]
    kinds = range(1, 5) if p else range(5)
    options = [c for c in kinds if rest[c] > 0]
    default = next(c for c, k in enumerate(payment(held, need, seat)) if k > counts[c])
    return sorted(options, key=lambda c: c != default) if len(options) > 1 else []


@lru_cache(maxsize=1 << 14)
def payable_after_exchanges(
    held: tuple[int, ...], need: Need, supply: tuple[int, ...], colours: tuple[int, ...]
) -> bool:
    """True when `need` can be paid now or after some 3-for-1 exchanges (M28, M29); a pure
    search, kept for the positions that ask it again (every listing of a decision's options)."""
    counts, p, x = need

    def shortfall(h: Sequence[int]) -> int:
        short = sum(max(0, n - k) for n, k in zip(counts, h))
        spare_players = sum(max(0, k - n) for n, k in list(zip(counts, h))[1:])
        return short + max(0, p - spare_players)

    seen: set = set()

    def search(h: tuple, s: tuple, depth: int) -> bool:
        if can_pay(h, need):
            return True
        short = shortfall(h)
        if short > depth or (h, s) in seen or sum(h) - 2 * short < sum(counts) + p + x:
            return False
        seen.add((h, s))
        for give, got in exchanges(h, s, colours):
            if counts[got] <= h[got] and not (p and got):
                continue  # receiving a colour that is not short never helps
            h2, s2 = list(h), list(s)
            for c in give:
                h2[c] -= 1
                s2[c] += 1
            h2[got] += 1
            s2[got] -= 1
            if search(tuple(h2), tuple(s2), depth - 1):
                return True
        return False

    held = tuple(held)
    return search(held, tuple(supply), shortfall(held))
