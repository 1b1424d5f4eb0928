"""Our own seeded PRNG with serialisable state.

The standard library promises no stable shuffle across Python versions, and a save must replay
the same deal for years, so games draw only from :class:`Rng` (xoshiro128**, seeded through
splitmix64). Its whole state is four 32-bit integers.
"""
from __future__ import annotations

_M32 = 0xFFFFFFFF
_M64 = 0xFFFFFFFFFFFFFFFF


def _splitmix64(x: int) -> tuple[int, int]:
    x = (x + 0x9E3779B97F4A7C15) & _M64
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
    return x, z ^ (z >> 31)


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (32 - k))) & _M32


class Rng:
    """xoshiro128**: small, fast enough, and the same on every platform and Python version."""

    __slots__ = ("_s",)

    def __init__(self, seed: int = 0) -> None:
        x = int(seed) & _M64
        words = []
        for _ in range(2):
            x, z = _splitmix64(x)
            words += [z & _M32, z >> 32]
        if not any(words):
            words[0] = 1
        self._s = words

    def next_u32(self) -> int:
        """The next 32-bit output."""
        s0, s1, s2, s3 = self._s
        result = (_rotl((s1 * 5) & _M32, 7) * 9) & _M32
        t = (s1 << 9) & _M32
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = _rotl(s3, 11)
        self._s = [s0, s1, s2, s3]
        return result

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        if n == 1:
            return 0
        if n > _M32:
            raise ValueError("randbelow supports n up to 2**32")
        limit = (1 << 32) - ((1 << 32) % n)
        while True:
            r = self.next_u32()
            if r < limit:
                return r % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        """One element of a non-empty sequence."""
        return items[self.randbelow(len(items))]

    def random(self) -> float:
        """A float in [0, 1) with 32 bits of precision."""
        return self.next_u32() / 4294967296.0

    def getstate(self) -> list[int]:
        """The state as a JSON-able list of four integers."""
        return list(self._s)

    def setstate(self, state: list[int]) -> None:
        if len(state) != 4 or not all(isinstance(v, int) and 0 <= v <= _M32 for v in state) or not any(state):
            raise ValueError("bad Rng state")
        self._s = list(state)

    def clone(self) -> "Rng":
        other = Rng.__new__(Rng)
        other._s = list(self._s)
        return other
