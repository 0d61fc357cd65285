"""The one seeded random source of a game.

A splitmix64 generator: its whole state is one integer, so copying a game state for a
search costs nothing here, and the sequence is the same on every Python version.
"""

from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int):
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi], both ends included (a die is randint(1, 6))."""
        return lo + self.randbelow(hi - lo + 1)

    def random(self) -> float:
        """Uniform float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def fork(self, salt: int) -> "Rng":
        """An independent generator derived from this one's state and a salt."""
        return Rng(self.state ^ ((salt * 0xD1B54A32D192ED03) & _MASK))

    def __copy__(self) -> "Rng":
        return Rng(self.state)

    def __deepcopy__(self, memo) -> "Rng":
        return Rng(self.state)

    def __eq__(self, other) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"
