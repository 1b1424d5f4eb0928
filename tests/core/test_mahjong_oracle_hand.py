"""Oracle: our hand value (core/mahjong/points.py) against the PyPI `mahjong` 2.1.0 package.

Seeded random WINNING hands over varied situations (closed and open with chi, pon and the three
kinds of kan; seven pairs and thirteen orphans; riichi, double riichi, ippatsu; tsumo and ron;
rinshan, haitei, houtei, chankan, tenhou, chiihou; dora and ura indicators; red fives; seat and
round winds; honba and riichi sticks) are valued by both; han, fu, the set of yaku and every
payment must agree. The package is configured per hero_mahjong.md §7.1 (open tanyao, red fives,
no kiriage, counted yakuman limited to one, double yakuman forms single, open pinfu 30 fu, pinfu
tsumo 20 fu). The package is a test-only dependency.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

mahjong = pytest.importorskip("mahjong")

from mahjong.hand_calculating.hand import HandCalculator  # noqa: E402
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules  # noqa: E402
from mahjong.meld import Meld as PkgMeld  # noqa: E402

from core.mahjong.hand import KOKUSHI_KINDS, Meld  # noqa: E402
from core.mahjong.points import dora_count, score_hand  # noqa: E402
from core.mahjong.yaku import RIICHI_RULES, HandRules, WinContext  # noqa: E402

RED_IDS = (16, 52, 88)          # the red 5m 5p 5s in the package's 136 numbering
E, S, W, N = 27, 28, 29, 30

PKG_NAMES = {
    "Menzen Tsumo": "menzen_tsumo", "Riichi": "riichi", "Ippatsu": "ippatsu",
    "Chankan": "chankan", "Rinshan Kaihou": "rinshan", "Haitei Raoyue": "haitei",
    "Houtei Raoyui": "houtei", "Double Riichi": "double_riichi", "Nagashi Mangan": "nagashi_mangan",
    "Pinfu": "pinfu", "Tanyao": "tanyao", "Iipeiko": "iipeikou", "Yakuhai (haku)": "haku",
    "Yakuhai (hatsu)": "hatsu", "Yakuhai (chun)": "chun",
    "Sanshoku Doujun": "sanshoku", "Ittsu": "ittsu", "Chantai": "chanta",
    "Honroutou": "honroutou", "Toitoi": "toitoi", "San Ankou": "sanankou",
    "San Kantsu": "sankantsu", "Sanshoku Doukou": "sanshoku_doukou", "Chiitoitsu": "chiitoitsu",
    "Shou Sangen": "shousangen", "Honitsu": "honitsu", "Junchan": "junchan",
    "Ryanpeikou": "ryanpeikou", "Chinitsu": "chinitsu", "Kokushi Musou": "kokushi",
    "Chuuren Poutou": "chuuren", "Suu Ankou": "suuankou", "Daisangen": "daisangen",
    "Shousuushii": "shousuushii", "Ryuuiisou": "ryuuiisou", "Suu Kantsu": "suukantsu",
    "Tsuu Iisou": "tsuuiisou", "Chinroutou": "chinroutou", "Dai Suushii": "daisuushii",
    "Kokushi Musou Juusanmen Matchi": "kokushi13", "Suu Ankou Tanki": "suuankou_tanki",
    "Daburu Chuuren Poutou": "junsei_chuuren", "Tenhou": "tenhou", "Chiihou": "chiihou",
}
for _w in ("east", "south", "west", "north"):
    PKG_NAMES[f"Yakuhai (seat wind {_w})"] = "seat_wind"
    PKG_NAMES[f"Yakuhai (round wind {_w})"] = "round_wind"
DORA_NAMES = {"Dora", "Aka Dora", "Ura Dora"}

OPTIONS = OptionalRules(has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=False,
                        kazoe_limit=HandConstants.KAZOE_LIMITED, kiriage=False,
                        fu_for_open_pinfu=True, fu_for_pinfu_tsumo=False)

# Kind pools of the hand "themes" that make the rarer yaku come up.
ALL = tuple(range(34))
THEMES = {
    "any": ALL,
    "simples": tuple(k for k in range(27) if k % 9 not in (0, 8)),
    "man_honors": tuple(range(9)) + tuple(range(27, 34)),
    "pin_only": tuple(range(9, 18)),
    "outside": tuple(k for k in range(34) if k >= 27 or k % 9 in (0, 1, 2, 6, 7, 8)),
    "honors_terminals": tuple(KOKUSHI_KINDS),
    "green": (19, 20, 21, 23, 25, 32),
    "winds_dragons": tuple(range(27, 34)) + tuple(range(18, 27)),
}


def dora_of(indicator: int) -> int:
    """The dora pointed at by an indicator kind (local helper: suits 9->1, 北->東, 中->白)."""
    if indicator < 27:
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator < 31:
        return 27 + (indicator - 27 + 1) % 4
    return 31 + (indicator - 31 + 1) % 3


@dataclass
class Deal:
    """One random winning hand with both libraries' inputs."""

    counts: list[int]
    melds: list[Meld]
    pkg_melds: list[PkgMeld]
    tiles: list[int]             # every tile id of the hand (melds included)
    win_id: int
    flags: dict = field(default_factory=dict)
    dora_ids: list[int] = field(default_factory=list)
    ura_ids: list[int] = field(default_factory=list)


class Pool:
    """The 136 physical tiles left to deal (id = kind * 4 + copy)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.free = {k: [k * 4 + c for c in range(4)] for k in range(34)}
        for ids in self.free.values():
            rng.shuffle(ids)

    def left(self, kind: int) -> int:
        return len(self.free[kind])

    def take(self, kind: int) -> int:
        return self.free[kind].pop()

    def any_tile(self) -> int:
        kinds = [k for k in range(34) if self.free[k]]
        return self.take(self.rng.choice(kinds))


def _template(rng: random.Random) -> list[tuple[str, int]]:
    """Groups that make the pattern yaku come up (sanshoku, ittsu, peikou, doukou, winds and
    dragons)."""
    roll = rng.random()
    if roll < 0.15:
        n = rng.randrange(7)
        return [("run", n), ("run", n + 9), ("run", n + 18)]
    if roll < 0.3:
        s = 9 * rng.randrange(3)
        return [("run", s), ("run", s + 3), ("run", s + 6)]
    if roll < 0.45:
        k = rng.randrange(27)
        k -= max(0, k % 9 - 6)
        return [("run", k), ("run", k)] * rng.choice((1, 1, 2))
    if roll < 0.5:
        n = rng.randrange(9)
        return [("set", n), ("set", n + 9), ("set", n + 18)]
    if roll < 0.54:
        return [("set", w) for w in rng.sample((E, S, W, N), rng.choice((3, 4)))]
    if roll < 0.58:
        return [("set", d) for d in rng.sample((31, 32, 33), rng.choice((2, 3)))]
    return []


def _group(rng: random.Random, pool: Pool, kinds: tuple[int, ...]) -> tuple[str, int] | None:
    for _ in range(30):
        k = rng.choice(kinds)
        if rng.random() < 0.75 and k < 27 and k % 9 <= 6 and k + 2 in kinds and \
                all(pool.left(k + i) for i in range(3)):
            return ("run", k)
        if pool.left(k) >= 3:
            return ("set", k)
    return None


def _regular(rng: random.Random) -> Deal | None:
    pool = Pool(rng)
    theme = THEMES[rng.choice(list(THEMES))]
    groups = []
    forced = _template(rng)
    for i in range(4):
        g = forced[i] if i < len(forced) else _group(rng, pool, theme)
        if g is None:
            return None
        shape, k = g
        need = (k, k + 1, k + 2) if shape == "run" else (k, k, k)
        if any(pool.left(j) < need.count(j) for j in set(need)):
            return None
        if shape == "run":
            ids = [pool.take(k + i) for i in range(3)]
        else:
            ids = [pool.take(k) for _ in range(3)]
        groups.append([shape, k, ids])
    pair_kinds = [k for k in theme if pool.left(k) >= 2]
    if not pair_kinds:
        return None
    pk = rng.choice(pair_kinds)
    pair_ids = [pool.take(pk), pool.take(pk)]
    n_called = rng.choice((0, 0, 0, 1, 1, 2, 3, 4))
    melds, pkg_melds, concealed_ids = [], [], list(pair_ids)
    order = list(range(4))
    rng.shuffle(order)
    called = set(order[:n_called])
    for i, (shape, k, ids) in enumerate(groups):
        if i not in called:
            concealed_ids += ids
            continue
        if shape == "run":
            melds.append(Meld("chi", (k, k + 1, k + 2), called=k, from_seat_offset=1))
            pkg_melds.append(PkgMeld(PkgMeld.CHI, ids, opened=True, called_tile=ids[0]))
            continue
        roll = rng.random()
        if roll < 0.55 or pool.left(k) == 0:
            melds.append(Meld("pon", (k,) * 3, called=k, from_seat_offset=2))
            pkg_melds.append(PkgMeld(PkgMeld.PON, ids, opened=True, called_tile=ids[0]))
            continue
        ids = ids + [pool.take(k)]
        groups[i][2] = ids
        if roll < 0.7:
            melds.append(Meld("kan", (k,) * 4, called=k, from_seat_offset=3))
            pkg_melds.append(PkgMeld(PkgMeld.KAN, ids, opened=True, called_tile=ids[0]))
        elif roll < 0.85:
            melds.append(Meld("added_kan", (k,) * 4, called=k, from_seat_offset=3))
            pkg_melds.append(PkgMeld(PkgMeld.SHOUMINKAN, ids, opened=True, called_tile=ids[0]))
        else:
            melds.append(Meld("closed_kan", (k,) * 4))
            pkg_melds.append(PkgMeld(PkgMeld.KAN, ids, opened=False))
    # a closed triplet may also be a closed kan now and then
    counts = [0] * 34
    for t in concealed_ids:
        counts[t // 4] += 1
    win_id = rng.choice(concealed_ids)
    all_ids = concealed_ids + [t for m in pkg_melds for t in m.tiles]
    return _finish(rng, pool, counts, melds, pkg_melds, all_ids, win_id)


def _seven_pairs(rng: random.Random) -> Deal:
    pool = Pool(rng)
    theme = THEMES[rng.choice(("any", "simples", "man_honors", "honors_terminals", "winds_dragons"))]
    kinds = rng.sample(theme, 7) if len(theme) >= 7 else rng.sample(ALL, 7)
    ids = [pool.take(k) for k in kinds for _ in range(2)]
    counts = [0] * 34
    for t in ids:
        counts[t // 4] += 1
    return _finish(rng, pool, counts, [], [], ids, rng.choice(ids))


def _chuuren(rng: random.Random) -> Deal:
    """Nine gates (九蓮宝燈): 1112345678999 of a suit plus one more of the suit."""
    pool = Pool(rng)
    s = 9 * rng.randrange(3)
    kinds = [s + n for n, c in enumerate((3, 1, 1, 1, 1, 1, 1, 1, 3)) for _ in range(c)]
    kinds.append(s + rng.randrange(9))
    ids = [pool.take(k) for k in kinds]
    counts = [0] * 34
    for t in ids:
        counts[t // 4] += 1
    return _finish(rng, pool, counts, [], [], ids, rng.choice(ids))


def _kokushi(rng: random.Random) -> Deal:
    pool = Pool(rng)
    ids = [pool.take(k) for k in KOKUSHI_KINDS]
    ids.append(pool.take(rng.choice(KOKUSHI_KINDS)))
    counts = [0] * 34
    for t in ids:
        counts[t // 4] += 1
    return _finish(rng, pool, counts, [], [], ids, rng.choice(ids))


def _finish(rng, pool, counts, melds, pkg_melds, all_ids, win_id) -> Deal:
    closed = not any(m.is_open for m in melds)
    has_kan = any(m.is_kan for m in melds)
    tsumo = rng.random() < 0.5
    f = dict(tsumo=tsumo, seat_wind=rng.choice((E, S, W, N)), round_wind=rng.choice((E, E, S, W)))
    if closed and rng.random() < 0.5:
        f["riichi"] = True
        f["double_riichi"] = rng.random() < 0.1
        f["ippatsu"] = rng.random() < 0.25
    if tsumo and has_kan and rng.random() < 0.3:
        f["rinshan"] = True
    elif tsumo and rng.random() < 0.05:
        f["haitei"] = True
    elif not tsumo and rng.random() < 0.05:
        f["houtei"] = True
    elif not tsumo and rng.random() < 0.04 and counts[win_id // 4] == 1:
        f["chankan"] = True
    if tsumo and not melds and not f.get("riichi") and rng.random() < 0.02:
        f["tenhou" if f["seat_wind"] == E else "chiihou"] = True
    f["honba"] = rng.choice((0, 0, 0, 1, 2, 5))
    f["sticks"] = rng.choice((0, 0, 1, 3))
    n_ind = 1 + sum(m.is_kan for m in melds) + (rng.random() < 0.1)
    dora_ids = [pool.any_tile() for _ in range(n_ind)]
    ura_ids = [pool.any_tile() for _ in range(n_ind)] if f.get("riichi") else []
    return Deal(counts, melds, pkg_melds, all_ids, win_id, f, dora_ids, ura_ids)


def deal(rng: random.Random) -> Deal:
    roll = rng.random()
    if roll < 0.08:
        return _seven_pairs(rng)
    if roll < 0.11:
        return _kokushi(rng)
    if roll < 0.12:
        return _chuuren(rng)
    while True:
        d = _regular(rng)
        if d is not None:
            return d


def ours(d: Deal, rules: HandRules = RIICHI_RULES):
    all_counts = list(d.counts)
    for m in d.melds:
        for k in m.kinds:
            all_counts[k] += 1
    f = dict(d.flags)
    ctx = WinContext(
        tuple(d.counts), tuple(d.melds), d.win_id // 4,
        dora=dora_count(all_counts, [dora_of(t // 4) for t in d.dora_ids]),
        ura=dora_count(all_counts, [dora_of(t // 4) for t in d.ura_ids]),
        aka=sum(t in RED_IDS for t in d.tiles), rules=rules, **f)
    return score_hand(ctx)


def theirs(d: Deal, options: OptionalRules = OPTIONS):
    f = d.flags
    config = HandConfig(
        is_tsumo=f["tsumo"], is_riichi=f.get("riichi", False) and not f.get("double_riichi", False),
        is_ippatsu=f.get("ippatsu", False), is_rinshan=f.get("rinshan", False),
        is_chankan=f.get("chankan", False), is_haitei=f.get("haitei", False),
        is_houtei=f.get("houtei", False), is_daburu_riichi=f.get("double_riichi", False),
        is_tenhou=f.get("tenhou", False), is_chiihou=f.get("chiihou", False),
        player_wind=f["seat_wind"], round_wind=f["round_wind"],
        kyoutaku_number=f["sticks"], tsumi_number=f["honba"], options=options)
    return HandCalculator.estimate_hand_value(
        d.tiles, d.win_id, melds=d.pkg_melds or None, dora_indicators=d.dora_ids, config=config,
        ura_dora_indicators=d.ura_ids or None)


def compare(d: Deal, rules: HandRules = RIICHI_RULES, options: OptionalRules = OPTIONS) -> list[str]:
    """Differences between the two valuations of ``d`` (empty when they agree)."""
    a, b = ours(d, rules), theirs(d, options)
    if b.error:
        if a.is_win:
            return [f"package says {b.error}, we say {a.yaku_names} {a.han}h{a.fu}"]
        return []
    if not a.is_win:
        return [f"we say {a.error}, package {sorted(y.name for y in b.yaku)}"]
    diffs = []
    their_yaku = {PKG_NAMES.get(y.name, y.name) for y in b.yaku if y.name not in DORA_NAMES}
    if set(a.yaku_names) != their_yaku:
        diffs.append(f"yaku ours {sorted(a.yaku_names)} package {sorted(their_yaku)}")
    if a.yakuman == 0:
        if a.han != b.han:
            diffs.append(f"han ours {a.han} package {b.han}")
        if a.fu != b.fu:
            diffs.append(f"fu ours {a.fu} package {b.fu}")
    c, p = b.cost, a.payment
    if not d.flags["tsumo"]:
        got = (p.ron,)
        want = (c["main"] + c["main_bonus"],)
    elif a.payment.dealer:
        got = (p.from_others,)
        want = (c["main"] + c["main_bonus"],)
    else:
        got = (p.from_dealer, p.from_others)
        want = (c["main"] + c["main_bonus"], c["additional"] + c["additional_bonus"])
    if got != want or p.total != c["total"]:
        diffs.append(f"payment ours {got} total {p.total}, package {want} total {c['total']}")
    return diffs


def describe(d: Deal) -> str:
    hand = [k for k in range(34) for _ in range(d.counts[k])]
    return (f"hand {hand} melds {[(m.kind, m.kinds) for m in d.melds]} win {d.win_id // 4} "
            f"flags {d.flags} dora {[t // 4 for t in d.dora_ids]} ura {[t // 4 for t in d.ura_ids]}")


def run_oracle(n: int, seed: int, rules: HandRules = RIICHI_RULES,
               options: OptionalRules = OPTIONS) -> tuple[int, list[str]]:
    """Compare ``n`` random hands; returns (wins checked, disagreement reports)."""
    rng = random.Random(seed)
    wins, problems = 0, []
    for _ in range(n):
        d = deal(rng)
        diffs = compare(d, rules, options)
        if not theirs(d, options).error:
            wins += 1
        if diffs:
            problems.append(describe(d) + " :: " + "; ".join(diffs))
    return wins, problems


def test_oracle_quick():
    wins, problems = run_oracle(500, seed=6)
    assert wins > 250
    assert not problems, f"{len(problems)} disagreements:\n" + "\n".join(problems[:10])


def _options(**changes) -> OptionalRules:
    base = dict(has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=False,
                kazoe_limit=HandConstants.KAZOE_LIMITED, kiriage=False)
    base.update(changes)
    return OptionalRules(**base)


# Our rule options against the package's equivalents (each variant of our HandRules).
VARIANTS = {
    "no open tanyao": (HandRules(open_tanyao=False), _options(has_open_tanyao=False)),
    "kiriage": (HandRules(kiriage=True), _options(kiriage=True)),
    "double yakuman forms": (HandRules(double_yakuman_forms=True), _options(has_double_yakuman=True)),
    "kazoe capped at sanbaiman": (HandRules(kazoe=False),
                                  _options(kazoe_limit=HandConstants.KAZOE_SANBAIMAN)),
}


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_oracle_rule_options(variant):
    rules, options = VARIANTS[variant]
    wins, problems = run_oracle(500, seed=11, rules=rules, options=options)
    assert wins > 250
    assert not problems, f"{len(problems)} disagreements:\n" + "\n".join(problems[:10])


@pytest.mark.slow
def test_oracle_20000():
    wins, problems = run_oracle(20_000, seed=2026)
    assert wins > 15_000
    assert not problems, f"{len(problems)} disagreements:\n" + "\n".join(problems[:20])
