"""Anmika sanma's yaku table and hand rules (華八アンミカ筋肉GT五等; shared/rules/anmika.md §3).

:func:`anmika_rules` gives the :class:`~core.mahjong.yaku.HandRules` (three players, 25-fu seven
pairs, kiriage mangan, counted yakuman at 13 han, at most triple yakuman, American seven pairs,
the tsumo surcharge; with GT the 7m is terminal *and* simple and replaces 1m in thirteen orphans).
:func:`anmika_yaku` gives the :class:`~core.mahjong.yaku.YakuTable`: :data:`RIICHI_YAKU` with the
seed's han (§3.1) and the house yaku that can be judged from the hand (§3.2):

- アメリカ七対子 American seven pairs: +4 han per four-of-a-kind counted as two pairs (no kans);
- 小車輪 (混一色七対子): 6 han in all, in place of 混一色 + 七対子;
- 大車輪 (清一色七対子): yakuman; 萬子混一色 (manzu and honours only): yakuman;
- 三連刻 (three same-suit triplets in a row): 4 han; 四連刻 (four): double yakuman;
- 三風 (triplets of 東南西; 北 does not count; 四喜和 drops it): yakuman;
- カラス (リーチのみ, riichi only): yakuman — see :func:`_karasu` for what "only" means;
- 人和 (a non-dealer ron in the first uninterrupted go-around): double yakuman. WinContext has no
  flag of its own for it: the game sets ``chiihou=True`` on such a ron too (地和 needs a tsumo,
  人和 a ron);
- 間八萬 (GT only): the 7m–9m kanchan won on 8m, which exists only as a pocchi: ron 8 han, tsumo
  (間八萬自摸) yakuman. The game presents the pocchi as 8m (``win_kind`` 8m) and decides whether
  that pocchi may be taken (§2.7, §4.5);
- 流し役満: a yakuman scored with ``nagashi=True`` (it replaces 流し満貫); the game decides it at
  an exhaustive draw (§3.6);
- 裸単騎 (option ``hadaka_tanki``, off by default): four calls and a single wait, yakuman.

Double yakuman (§3.1): 天和, 地和, 人和, 国士無双13面待ち, 純正九蓮宝燈, 大四喜, 四連刻; 四暗刻単騎
is single. Several yakuman add up to triple at most (``max_yakuman``).

Judged by the game (they need its state), not here:

- the pocchi wildcard win and reversed payments (§4.5), fever riichi (§2.5, not a yaku);
- オープン立直 +1 han (§2.3, §3.1): pass it as ``bonus_han`` (which also rules out カラス);
- 北 / 金北 dora (4 norths = 8 han), red and gold fives (§3.1): ``dora`` / ``aka``;
- カラス's table conditions (§3.2): no extracted flower or north, no flower among the indicators —
  when one is there, score with ``table.without("karasu")``; ura dora are known only at the
  payment, and an ura dora ends カラス (score again with ``ura``);
- 八連荘 《OP》 (§3.2): from the 8th honba every dealer win is a yakuman;
- 流し役満's conditions (§3.6) and 国士無双13面待ち only when not furiten (§3.2 [P]);
- the muscle rule (no closed dama win, §2.2), chips and dice (§5), han counted for chips
  (大車輪 as 清一色 + 七対子, 間八萬自摸 as 8 han).

Not expressible in core.mahjong yet: honba at a tsumo is 1,000 from each payer (§2.9), but
:func:`core.mahjong.points.payments` charges ``honba_value // 3`` each (666 with the 2,000 that
a ron needs); the game must settle tsumo honba itself until core has a per-payer value.
"""
from __future__ import annotations

from dataclasses import replace

from core.mahjong.hand import EAST, KOKUSHI_KINDS, SIMPLES, SOUTH, TERMINALS, WEST, readings
from core.mahjong.yaku import RIICHI_YAKU, HandRules, WinContext, Yaku, YakuTable, evaluate

#: The GT tile 7m (七萬) and the 8m only a pocchi can stand for.
M7, M8 = 6, 7
#: With GT: 7m replaces 1m as a terminal (it stays a simple too) and in thirteen orphans.
GT_TERMINALS = (TERMINALS - {0}) | {M7}
GT_KOKUSHI_KINDS = (M7,) + KOKUSHI_KINDS[1:]

#: The seed's han (closed, open) of the standard yaku that change or are restated (§3.1);
#: open 0 is closed only (#).
SEED_HAN = {
    "double_riichi": (4, 0),
    "ittsu": (2, 1),
    "honitsu": (3, 2),
    "chanta": (4, 2),
    "sanshoku": (4, 4),
    "sanshoku_doukou": (4, 4),
    "chinitsu": (6, 5),
    "junchan": (6, 4),
    "honroutou": (6, 6),
}
#: Yakuman that count double here (and no "double form" switch): §3.1 ダブル役満.
DOUBLE_YAKUMAN = ("tenhou", "chiihou", "kokushi13", "junsei_chuuren", "daisuushii")


def anmika_rules(gt: bool = True, **options) -> HandRules:
    """The hand rules of Anmika sanma; ``gt``: the GT option (7m in place of 1m). ``options``
    override any :class:`HandRules` field. Payments: three players, each payment rounded up to
    1,000 ([P] §3.5), plus 1,000 from each payer on a tsumo; honba 2,000 on a ron (see the
    module note on honba at a tsumo)."""
    rules = HandRules(
        terminal_kinds=GT_TERMINALS if gt else TERMINALS,
        simple_kinds=SIMPLES,                  # 7m is among them: with GT it is both
        kokushi_kinds=GT_KOKUSHI_KINDS if gt else KOKUSHI_KINDS,
        open_tanyao=True,
        chiitoi_fu=25,
        chiitoi_quads=True,                    # アメリカ七対子
        kiriage=True,
        kazoe=True,
        double_yakuman_forms=False,            # the double ones are listed as such
        max_yakuman=3,
        players=3,
        honba_value=2000,
        round_to=1000,
        tsumo_surcharge=1000,
    )
    return replace(rules, **options)


# ---------------------------------------------------------------------------------------------
# Tests of the house yaku


def _chiitoi(c: WinContext) -> bool:
    return c.reading is not None and c.reading.form == "chiitoi"


def _american(c: WinContext) -> int:
    """Kinds held four times in seven pairs (4枚使い), each counted as two pairs."""
    if not _chiitoi(c):
        return 0
    pairs = c.reading.pairs
    return len(pairs) - len(set(pairs))


def _shousharin(c: WinContext) -> bool:
    return _chiitoi(c) and len(c.suits) == 1 and c.has_honor


def _daisharin(c: WinContext) -> bool:
    return _chiitoi(c) and len(c.suits) == 1 and not c.has_honor


def _renkou(c: WinContext) -> int:
    """The longest row of same-suit triplets or quads with consecutive numbers (連刻)."""
    sets = {k for k in c.set_kinds if k < 27}
    best = 0
    for k in sets:
        if k % 9 and k - 1 in sets:
            continue                           # not the start of a row
        n = 1
        while (k + n) % 9 and k + n in sets:
            n += 1
        best = max(best, n)
    return best


def _manzu_honitsu(c: WinContext) -> bool:
    return c.suits == {0} and c.has_honor


def _sanfuu(c: WinContext) -> bool:
    return {EAST, SOUTH, WEST} <= c.set_kinds


def _kanpachi(c: WinContext) -> bool:
    """間八萬: in riichi, the 7m-9m kanchan completed by 8m (a pocchi)."""
    r = c.reading
    return ((c.riichi or c.double_riichi) and c.regular and c.win_kind == M8
            and r.wait == "kanchan" and r.groups[r.win_group].first == M7)


def _hadaka_tanki(c: WinContext) -> bool:
    return c.regular and sum(m.is_open for m in c.melds) == 4 and c.reading.wait == "tanki"


def _roles(c: WinContext, gt: bool) -> list[HandRules]:
    """The hand rules with the GT 7m read as a terminal and as a simple (one entry without it)."""
    rules = c.rules
    if not gt or not c.all_counts[M7]:
        return [rules]
    return [replace(rules, terminal_kinds=rules.terminal_kinds | {M7}, simple_kinds=rules.simple_kinds - {M7}),
            replace(rules, terminal_kinds=rules.terminal_kinds - {M7}, simple_kinds=rules.simple_kinds | {M7})]


def _karasu(c: WinContext, base: YakuTable, gt: bool) -> bool:
    """カラス (リーチのみ): plain riichi (not double; open riichi comes as ``bonus_han``) is the
    hand's only value: no dora, red or gold, ura or bonus han, and no other yaku in *any*
    reading of the hand, with the 7m read either way. (Choosing a poorer reading or role, e.g.
    a kanchan instead of pinfu or 7m as a terminal to drop tanyao, does not make one.)"""
    if not c.riichi or c.double_riichi or c.dora or c.aka or c.ura or c.bonus_han:
        return False
    if [y.name for y, _ in evaluate(c, base)] != ["riichi"]:
        return False                           # the cheap check on this reading first
    for rules in _roles(c, gt):
        for reading in readings(c.counts, c.melds, c.win_kind, chiitoi_quads=rules.chiitoi_quads,
                                kokushi_kinds=rules.kokushi_kinds):
            if [y.name for y, _ in evaluate(c.with_reading(reading, rules), base)] != ["riichi"]:
                return False
    return True


def _yakuman(name, ja, en, test, count=1, closed_only=False, **kw) -> Yaku:
    return Yaku(name, ja, en, 13, 0 if closed_only else 13, test, yakuman=count, **kw)


def anmika_yaku(gt: bool = True, hadaka_tanki: bool = False) -> YakuTable:
    """The yaku table of Anmika sanma (§3.1, §3.2). ``gt``: the GT option (間八萬 exists, 7m is
    read either way for カラス); ``hadaka_tanki``: 裸単騎 as a yakuman ([P] off by default)."""
    table = RIICHI_YAKU.without("nagashi_mangan")
    for name, (closed, open_) in SEED_HAN.items():
        table = table.replaced(name, han_closed=closed, han_open=open_)
    for name in DOUBLE_YAKUMAN:
        table = table.replaced(name, yakuman=2, double_form=False)
    table = table.replaced("suuankou_tanki", double_form=False)       # single here
    table = (table.replaced("shousuushii", supersedes=("sanfuu",))     # 三風 not with 四喜和
             .replaced("daisuushii", supersedes=("sanfuu",)))
    table = table.plus(
        Yaku("american_chiitoi", "アメリカ七対子", "American seven pairs (four of a kind as two pairs)",
             4, 0, _american),
        Yaku("shousharin", "小車輪", "Half-flush seven pairs", 6, 0, _shousharin,
             supersedes=("honitsu", "chiitoitsu")),
        Yaku("sanrenkou", "三連刻", "Three consecutive triplets", 4, 4, lambda c: _renkou(c) >= 3),
        _yakuman("daisharin", "大車輪", "Full-flush seven pairs", _daisharin, closed_only=True),
        _yakuman("manzu_honitsu", "萬子混一色", "Manzu half flush", _manzu_honitsu),
        _yakuman("sanfuu", "三風", "Three winds (東南西)", _sanfuu),
        _yakuman("suurenkou", "四連刻", "Four consecutive triplets", lambda c: _renkou(c) >= 4,
                 count=2, supersedes=("sanrenkou",)),
        _yakuman("jinhou", "人和", "Blessing of man", lambda c: c.chiihou and not c.tsumo and not c.dealer,
                 count=2, closed_only=True),
        _yakuman("nagashi_yakuman", "流し役満", "Nagashi yakuman", lambda c: c.nagashi, needs_shape=False),
    )
    if gt:
        table = table.plus(
            Yaku("kanpachi", "間八萬", "Kanchan 8m (pocchi)", 8, 0, lambda c: _kanpachi(c) and not c.tsumo),
            _yakuman("kanpachi_tsumo", "間八萬自摸", "Kanchan 8m self-draw",
                     lambda c: _kanpachi(c) and c.tsumo, closed_only=True),
        )
    if hadaka_tanki:
        table = table.plus(_yakuman("hadaka_tanki", "裸単騎", "Bare single wait", _hadaka_tanki))
    base = table
    return base.plus(_yakuman("karasu", "カラス", "Riichi only", lambda c: _karasu(c, base, gt),
                              closed_only=True))


#: The default table: GT on, 裸単騎 off.
ANMIKA_YAKU = anmika_yaku()

__all__ = ["ANMIKA_YAKU", "GT_KOKUSHI_KINDS", "GT_TERMINALS", "SEED_HAN", "anmika_rules", "anmika_yaku"]
