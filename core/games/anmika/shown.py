"""オープン立直: the fewest tiles an open riichi shows to tell its wait (§2.3; the seed: for 34556
showing 56 is enough). Each wait is completed with some tiles of the hand (its partner tiles: 56
for 4 or 7, 79m for the 8m of 間八萬, the single tile of a 単騎); the shown tiles are the smallest
set that holds partners for every wait."""
from __future__ import annotations

from collections import Counter
from itertools import product

from core.mahjong.hand import readings


def wait_partners(counts: list[int], melds: tuple, wait: int, kokushi_kinds) -> set[tuple[int, ...]]:
    """Every way ``wait`` completes the hand, as the kinds of the hand tiles it completes: the rest
    of its group, the other tile of its pair; the whole hand for thirteen orphans."""
    c = list(counts)
    c[wait] += 1
    out: set[tuple[int, ...]] = set()
    for r in readings(c, melds, wait, chiitoi_quads=True, kokushi_kinds=kokushi_kinds):
        if r.form == "kokushi":
            out.add(tuple(k for k in range(34) for _ in range(counts[k])))
        elif r.form == "chiitoi" or r.win_group == -1:
            out.add((wait,))
        else:
            kinds = list(r.groups[r.win_group].kinds)
            kinds.remove(wait)
            out.add(tuple(sorted(kinds)))
    return out


def fewest_shown(counts: list[int], melds: tuple, waits, kokushi_kinds) -> list[int]:
    """The kinds (with repeats) of the fewest tiles that show a partner for every wait."""
    options = [sorted(wait_partners(counts, melds, w, kokushi_kinds)) for w in sorted(waits)]
    options = [o for o in options if o]
    best: Counter | None = None
    for combo in product(*options):
        union: Counter = Counter()
        for part in combo:
            union |= Counter(part)
        if best is None or sum(union.values()) < sum(best.values()):
            best = union
    return sorted(best.elements()) if best else []
