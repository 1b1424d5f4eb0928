"""Called melds (副露) and what a call allows: the chi shapes a hand can make with a discard, and
the discards a call forbids (喰い替え, kuikae)."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from core.mahjong.tiles import number_of, suit_of

from .actions import token


@dataclass(frozen=True)
class Called:
    """A meld beside the hand: ``kind`` chi / pon / kan (open, 大明槓) / closed_kan (暗槓) /
    added_kan (加槓); ``called`` the tile taken from ``source``'s pond (None for a closed kan)."""

    kind: str
    tiles: tuple
    called: object = None
    source: int | None = None

    @property
    def open(self) -> bool:
        return self.kind != "closed_kan"

    @property
    def is_kan(self) -> bool:
        return self.kind in ("kan", "closed_kan", "added_kan")

    def to_view(self, tok) -> dict:
        return {"kind": self.kind, "tiles": [tok(t) for t in self.tiles],
                "called": tok(self.called) if self.called is not None else None, "from": self.source}

    def to_json(self, code) -> list:
        return [self.kind, [code(t) for t in self.tiles], code(self.called) if self.called is not None else None,
                self.source]


def chi_shapes(hand: list, tile) -> list[tuple]:
    """Every chi (チー) of ``tile`` with two tiles of ``hand``: the runs n-2 n-1, n-1 n+1 and
    n+1 n+2 of its suit, once per different choice of tokens (a red five is a choice of its own)."""
    suit = suit_of(tile.kind)
    if suit not in ("m", "p", "s"):
        return []
    n = number_of(tile.kind)
    out, seen = [], set()
    for a, b in ((n - 2, n - 1), (n - 1, n + 1), (n + 1, n + 2)):
        if a < 1 or b > 9:
            continue
        ka, kb = tile.kind - n + a, tile.kind - n + b
        for x, y in product([t for t in hand if t.kind == ka], [t for t in hand if t.kind == kb]):
            key = (token(x), token(y))
            if key not in seen:
                seen.add(key)
                out.append((x, y))
    return out


def kuikae_banned(used: tuple, tile) -> frozenset:
    """The kinds a caller may not discard right after the call (喰い替え禁止): the called tile's
    kind, and after a chi at one end of the run the kind that would extend it at the other end
    (e.g. chi 4 with 56 bans 4 and 7)."""
    banned = {tile.kind}
    if len(used) == 2 and used[0].kind != used[1].kind:      # a chi
        n = number_of(tile.kind)
        low = min(number_of(t.kind) for t in used)
        high = max(number_of(t.kind) for t in used)
        if n < low and high + 1 <= 9:
            banned.add(tile.kind + 3)
        elif n > high and low - 1 >= 1:
            banned.add(tile.kind - 3)
    return frozenset(banned)
