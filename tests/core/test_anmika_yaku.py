"""Anmika sanma's yaku table and hand rules (core/games/anmika/yaku.py; anmika.md §3, the seed's
examples with their numbers)."""

from dataclasses import replace

import pytest

from core.games.anmika.yaku import ANMIKA_YAKU, M7, SEED_HAN, anmika_rules, anmika_yaku
from core.mahjong.fu import fu_parts
from core.mahjong.hand import Meld, counts_of, readings
from core.mahjong.notation import parse_kinds
from core.mahjong.points import score_hand
from core.mahjong.yaku import WinContext

E, S, W, N = 27, 28, 29, 30
RULES = anmika_rules()


def kind(text: str) -> int:
    (k,) = parse_kinds(text)
    return k


def pon(text: str) -> Meld:
    kinds = parse_kinds(text)
    return Meld("pon", tuple(kinds), kinds[0], 1)


def ctx(hand: str, win: str, melds=(), rules=RULES, **kw) -> WinContext:
    """A win: ``hand`` holds the concealed tiles with the winning tile ``win``; non-dealer (南)."""
    kw.setdefault("seat_wind", S)
    return WinContext(tuple(counts_of(parse_kinds(hand))), tuple(melds), kind(win), rules=rules, **kw)


def value(hand: str, win: str, melds=(), table=ANMIKA_YAKU, rules=RULES, **kw):
    return score_hand(ctx(hand, win, melds, rules, **kw), table)


def names(v) -> set[str]:
    return set(v.yaku_names)


def han_of(v, *yaku: str) -> int:
    return sum(h for y, h in v.yaku if y.name in yaku)


# ---------------------------------------------------------------------------------------------
# §3.1 the seed's han


@pytest.mark.parametrize("name, closed, open_", [
    ("riichi", 1, 0), ("menzen_tsumo", 1, 0), ("pinfu", 1, 0), ("iipeikou", 1, 0), ("tanyao", 1, 1),
    ("toitoi", 2, 2), ("sanankou", 2, 2), ("sankantsu", 2, 2), ("shousangen", 2, 2),
    ("ittsu", 2, 1), ("chiitoitsu", 2, 0), ("ryanpeikou", 3, 0), ("honitsu", 3, 2),
    ("double_riichi", 4, 0), ("chanta", 4, 2), ("sanshoku", 4, 4), ("american_chiitoi", 4, 0),
    ("sanshoku_doukou", 4, 4), ("sanrenkou", 4, 4),
    ("chinitsu", 6, 5), ("shousharin", 6, 0), ("junchan", 6, 4), ("honroutou", 6, 6),
    ("kanpachi", 8, 0),
])
def test_seed_han(name, closed, open_):
    y = ANMIKA_YAKU.get(name)
    assert (y.han_closed, y.han_open, y.yakuman) == (closed, open_, 0)


SINGLE = ("kokushi", "suuankou", "suuankou_tanki", "daisharin", "chuuren", "daisangen", "ryuuiisou",
          "tsuuiisou", "shousuushii", "chinroutou", "suukantsu", "manzu_honitsu", "sanfuu", "karasu",
          "nagashi_yakuman", "kanpachi_tsumo")
DOUBLE = ("tenhou", "chiihou", "jinhou", "kokushi13", "junsei_chuuren", "daisuushii", "suurenkou")


def test_yakuman_and_double_yakuman_lists():
    for name in SINGLE:
        assert ANMIKA_YAKU.get(name).yakuman_value(RULES) == 1, name
    for name in DOUBLE:
        assert ANMIKA_YAKU.get(name).yakuman_value(RULES) == 2, name
    # 四暗刻単騎 stays single even if a table switched the double forms on
    assert ANMIKA_YAKU.get("suuankou_tanki").yakuman_value(replace(RULES, double_yakuman_forms=True)) == 1
    assert "nagashi_mangan" not in ANMIKA_YAKU
    assert "hadaka_tanki" not in ANMIKA_YAKU and "hadaka_tanki" in anmika_yaku(hadaka_tanki=True)
    assert "kanpachi" not in anmika_yaku(gt=False)
    assert SEED_HAN["chanta"] == (4, 2)


def test_hand_rules():
    assert RULES.players == 3 and RULES.chiitoi_fu == 25 and RULES.kiriage and RULES.kazoe
    assert RULES.chiitoi_quads and RULES.max_yakuman == 3 and RULES.tsumo_surcharge == 1000
    assert {M7, kind("9m")} <= RULES.terminal_kinds and M7 in RULES.simple_kinds
    assert RULES.dual_kinds == {M7} and RULES.kokushi_kinds[0] == M7
    plain = anmika_rules(gt=False)
    assert plain.dual_kinds == set() and kind("1m") in plain.terminal_kinds
    assert anmika_rules(kiriage=False).kiriage is False


def test_changed_han_in_hands():
    # 4 han chanta closed / 2 open, 6 han junchan (7m as a terminal), 6 han honroutou
    v = value("123p789p999s11z111s", "2p", riichi=True)
    assert han_of(v, "chanta") == 4
    v = value("123p789p11z111s", "2p", (pon("999s"),))
    assert names(v) == {"chanta"} and v.han == 2
    v = value("777m123p789p999s11s", "2p", riichi=True)
    assert han_of(v, "junchan") == 6 and v.han == 7
    v = value("123p789p11s111s", "2p", (pon("999s"),))
    assert names(v) == {"junchan"} and v.han == 4
    # ダブルリーチ 4
    v = value("123p456p345s789s11s", "5p", double_riichi=True)
    assert names(v) == {"double_riichi"} and v.han == 4
    # 三色同順 789 (the 8m is a pocchi) 4 han, with 間八萬 8
    v = value("789m789p789s234s11p", "8m", riichi=True)
    assert han_of(v, "sanshoku") == 4 and han_of(v, "kanpachi") == 8
    # 三色同刻 4 han, open too (with 7m as a simple, open tanyao besides)
    v = value("777m234p55p", "3p", (pon("777p"), pon("777s")))
    assert han_of(v, "sanshoku_doukou") == 4 and v.han == 5
    # 清一色 6 / open 5; 混一色 3 / open 2; 一気通貫 2 / open 1
    assert han_of(value("123456789p22255p", "5p", riichi=True), "chinitsu") == 6
    v = value("123456789p11z", "5p", (pon("222z"),))
    assert han_of(v, "honitsu") == 2 and han_of(v, "ittsu") == 1


# ---------------------------------------------------------------------------------------------
# §3.3 GT: 7m is terminal and simple, never 1m


def _roles():
    return (replace(RULES, simple_kinds=RULES.simple_kinds - {M7}),     # 7m a terminal only
            replace(RULES, terminal_kinds=RULES.terminal_kinds - {M7}))  # 7m a simple only


def test_seed_example_1_no_sanshoku_doukou_of_ones():
    # 777m111345s11155p: 7m as a terminal is not 1m, so no 1-三色同刻
    v = value("777m111345s11155p", "5p", riichi=True)
    assert "sanshoku_doukou" not in names(v)
    assert names(v) == {"riichi", "sanankou"}
    for c in (ctx("777m111345s11155p", "5p", riichi=True, rules=r) for r in _roles()):
        assert "sanshoku_doukou" not in names(score_hand(c, ANMIKA_YAKU))
    # the 7s do make it: 777m 777p 777s
    assert "sanshoku_doukou" in names(value("777m777p777s345s55p", "5p", riichi=True))


def test_seed_example_2_honroutou_with_7m():
    # 777m11199p西西中中中, won on 9p (riichi ron): 7m is a terminal, so 混老頭 holds.
    v = value("777m111999p33z777z", "9p", riichi=True)
    assert {"honroutou", "toitoi", "sanankou", "chun", "riichi"} == names(v)
    assert han_of(v, "honroutou") == 6 and v.han == 12 and v.limit == "sanbaiman"


def test_concealed_777m_is_8_fu_as_terminal_4_as_simple():
    c = ctx("777m555p123s678s99p", "6s", riichi=True, dora=1)
    (reading,) = readings(c.counts, (), c.win_kind)
    terminal, simple = _roles()
    assert ("closed triplet 6", 8) in fu_parts(c.with_reading(reading, terminal))
    assert ("closed triplet 6", 4) in fu_parts(c.with_reading(reading, simple))
    # best chosen: 30+8+4 = 42 -> 50 fu as a terminal beats 38 -> 40 fu as a simple
    v = score_hand(c, ANMIKA_YAKU)
    assert (v.han, v.fu) == (2, 50)
    # and as a simple when that gives tanyao: riichi tsumo tanyao 3 han 30 fu
    v = value("777m234p345s66s456p", "6s", riichi=True, tsumo=True)
    assert "tanyao" in names(v) and (v.han, v.fu) == (3, 30)


def test_gt_kokushi_and_chinroutou_use_7m():
    v = value("79m19p19s12345677z", "7z")
    assert names(v) == {"kokushi13"} and v.yakuman == 2
    v = value("79m19p19s12345677z", "1p")
    assert names(v) == {"kokushi"} and v.yakuman == 1
    assert value("19m19p19s12345677z", "7z").error == "not_complete"
    assert value("19m19p19s12345677z", "7z", rules=anmika_rules(gt=False)).yakuman == 2
    assert names(value("777m999m111p11s", "1s", (pon("999p"),))) == {"chinroutou"}


# ---------------------------------------------------------------------------------------------
# §3.4 fu and kiriage, §3.5 limits


def test_kiriage_30_fu_4_han_and_60_fu_3_han_are_mangan():
    # riichi pinfu ittsu = 4 han, 30 fu
    v = value("123456789p234s55s", "4s", riichi=True)
    assert (v.han, v.fu, v.limit, v.basic) == (4, 30, "mangan", 2000)
    assert v.payment.ron == 8000
    assert value("123456789p234s55s", "4s", riichi=True, rules=anmika_rules(kiriage=False)).basic == 1920
    # riichi sanankou = 3 han; 20+10+8+8+8+2 (kanchan) = 56 -> 60 fu
    v = value("111p999p111s456s33z", "5s", riichi=True)
    assert (v.han, v.fu, v.limit, v.basic) == (3, 60, "mangan", 2000)


def test_seven_pairs_25_fu():
    v = value("1199p3355s77s1133z", "3z", riichi=True)
    assert names(v) == {"riichi", "chiitoitsu"} and (v.han, v.fu) == (3, 25)


def test_tsumo_surcharge_and_sanma_payment():
    # non-dealer sanbaiman tsumo: 6,000/12,000 + 1,000 each = 7,000/13,000 (§3.5)
    v = value("123456789p234p55p", "4p", riichi=True, tsumo=True)   # 清一色 一通 平和 立直 ツモ
    assert v.han == 11 and v.limit == "sanbaiman"
    assert (v.payment.from_others, v.payment.from_dealer) == (7000, 13000)
    v = value("777m111999p33z777z", "9p", riichi=True, tsumo=True)        # 四暗刻 tsumo
    assert v.yakuman == 1 and (v.payment.from_others, v.payment.from_dealer) == (9000, 17000)


def test_counted_yakuman_at_13_and_yakuman_capped_at_triple():
    v = value("1199p3355p77p2222z", "2z", riichi=True, dora=6)      # 1+6+4 + 6 dora = 17
    assert v.limit == "kazoe_yakuman" and v.basic == 8000 and v.yakuman == 0
    # 大四喜 2 + 字一色 1 + 四暗刻 1 (+ 天和 2) = 6, capped at triple
    v = value("111222333444z55z", "5z", tsumo=True, seat_wind=E, tenhou=True)
    assert v.yakuman == 3 and v.limit == "triple_yakuman"


# ---------------------------------------------------------------------------------------------
# §3.2 the house yaku


def test_american_seven_pairs():
    # one four-of-a-kind: 七対子 2 + 4 = 6 han; two: 2 + 8 = 10 han
    v = value("2222p5577s99p1166z", "6z", riichi=True)
    assert names(v) == {"riichi", "chiitoitsu", "american_chiitoi"}
    assert han_of(v, "chiitoitsu", "american_chiitoi") == 6 and v.han == 7 and v.fu == 25
    v = value("2222p5555s99p1166z", "6z", riichi=True)
    assert han_of(v, "chiitoitsu", "american_chiitoi") == 10 and v.han == 11
    # no kans: with a closed kan of 2p the rest is no seven pairs
    kan = Meld("closed_kan", tuple(parse_kinds("2222p")))
    assert value("5577s99p11663z", "6z", (kan,), riichi=True).error == "not_complete"
    # without the rule four of a kind is no pair
    assert value("2222p5577s99p1166z", "6z", riichi=True,
                 rules=anmika_rules(chiitoi_quads=False)).error == "not_complete"


def test_shousharin_is_6_han_in_all():
    v = value("1199p3355p77p1122z", "2z", riichi=True)
    assert names(v) == {"riichi", "shousharin"}
    assert han_of(v, "shousharin") == 6 and v.han == 7 and v.limit == "haneman"
    # with a four-of-a-kind the American +4 stacks
    v = value("1111p3355p77p1122z", "2z", riichi=True)
    assert names(v) == {"riichi", "shousharin", "american_chiitoi"} and v.han == 11


def test_daisharin_is_a_yakuman_also_with_four_of_a_kind():
    v = value("22334455667788p", "8p", riichi=True)
    assert "daisharin" in names(v) and v.yakuman == 1
    v = value("22224466881199p", "9p", riichi=True)
    assert names(v) == {"daisharin"} and v.yakuman == 1


def test_sanrenkou_4_han_open_allowed():
    v = value("444s567p99p", "5p", (pon("222s"), pon("333s")))
    assert names(v) == {"sanrenkou"} and v.han == 4
    # closed: 222333444p is also three runs; the triplets score better
    v = value("222333444p678s99s", "6s", riichi=True)
    assert names(v) == {"riichi", "sanrenkou", "sanankou"} and v.han == 7
    # not across suits, not with a gap
    assert "sanrenkou" not in names(value("222p333s444p567p99p", "5p", riichi=True))
    assert "sanrenkou" not in names(value("222p333p555p678s99s", "6s", riichi=True))
    # 7m 8m 9m (8m pocchi) is a row too; 9m and 1p are not
    assert "sanrenkou" in names(value("777m888m999m567p99p", "5p", riichi=True, tsumo=True))
    assert "sanrenkou" not in names(value("888m999m111p567p99p", "5p", riichi=True))


def test_suurenkou_double_yakuman():
    melds = (pon("222s"), pon("333s"), pon("444s"), pon("555s"))
    v = value("99p", "9p", melds)
    assert names(v) == {"suurenkou"} and v.yakuman == 2
    # with 裸単騎 switched on: 2 + 1 = triple
    v = value("99p", "9p", melds, table=anmika_yaku(hadaka_tanki=True))
    assert names(v) == {"suurenkou", "hadaka_tanki"} and v.yakuman == 3


def test_hadaka_tanki_is_an_option():
    melds = (pon("666z"), pon("777p"), pon("333s"), pon("999s"))
    assert names(value("55p", "5p", melds)) == {"toitoi", "hatsu"}
    assert names(value("55p", "5p", melds, table=anmika_yaku(hadaka_tanki=True))) == {"hadaka_tanki"}


def test_manzu_honitsu():
    v = value("777m999m111222z55z", "1z", riichi=True)
    assert names(v) == {"manzu_honitsu"} and v.yakuman == 1
    v = value("77m99m1122334455z", "5z", riichi=True)     # seven pairs too
    assert names(v) == {"manzu_honitsu"}
    v = value("111p999p111222z55z", "1z", riichi=True)    # pinzu is an ordinary half flush
    assert v.yakuman == 0 and "honitsu" in names(v)


def test_sanfuu():
    v = value("111222333z234p99p", "3p", riichi=True)
    assert names(v) == {"sanfuu"} and v.yakuman == 1
    v = value("333z234p99p", "3p", (pon("111z"), pon("222z")))     # open allowed
    assert names(v) == {"sanfuu"}
    # 北 does not count
    assert "sanfuu" not in names(value("111222444z234p99p", "3p", riichi=True))
    # not with 四喜和: 大四喜 2, 小四喜 1
    v = value("111222333z99p", "9p", (pon("444z"),))
    assert names(v) == {"daisuushii"} and v.yakuman == 2
    v = value("111222333z44z234p", "3p", riichi=True)
    assert names(v) == {"shousuushii"} and v.yakuman == 1


def test_karasu_riichi_only():
    hand, win = "123p456p345s789s11s", "5p"                   # kanchan 5p, nothing but riichi
    v = value(hand, win, riichi=True)
    assert names(v) == {"karasu"} and v.yakuman == 1 and v.payment.ron == 32000
    assert "karasu" not in names(value(hand, win, riichi=True, tsumo=True))
    # dora, red or gold, ura, open riichi's +1 (bonus_han), ippatsu: no more riichi only
    for extra in ({"dora": 1}, {"aka": 1}, {"ura": 1}, {"bonus_han": 1}, {"ippatsu": True}):
        assert value(hand, win, riichi=True, **extra).yakuman == 0, extra
    v = value(hand, win, double_riichi=True, riichi=True)
    assert names(v) == {"double_riichi"}
    assert value(hand, win).error == "no_yaku"
    # a table condition the game knows (an extracted flower): score without it
    assert value(hand, win, table=ANMIKA_YAKU.without("karasu"), riichi=True).han == 1


def test_karasu_needs_every_reading_and_role_to_be_riichi_only():
    # 7m as a terminal would leave riichi alone, but as a simple it gives tanyao: no karasu
    v = value("777m234p345s66s456p", "6s", riichi=True)
    assert names(v) == {"riichi", "tanyao"}
    # 7m as a simple would leave riichi alone, but as a terminal it gives junchan
    v = value("777m123p789p999s11s", "2p", riichi=True)
    assert names(v) == {"riichi", "junchan"}
    # 4456p + 4p: a tanki reading would be riichi only, the 56p ryanmen one is pinfu
    v = value("44456p123s345s789s", "4p", riichi=True)
    assert names(v) == {"riichi", "pinfu"}


def test_jinhou_tenhou_chiihou_double():
    hand, win = "123p456p345s789s11s", "5p"
    v = value(hand, win, chiihou=True)                        # a first go-around ron: 人和
    assert names(v) == {"jinhou"} and v.yakuman == 2
    v = value(hand, win, chiihou=True, tsumo=True)
    assert names(v) == {"chiihou"} and v.yakuman == 2
    v = value(hand, win, tenhou=True, tsumo=True, seat_wind=E)
    assert names(v) == {"tenhou"} and v.yakuman == 2
    assert value(hand, win, chiihou=True, seat_wind=E).error == "no_yaku"


def test_kanpachi():
    # 77m pair, 7m9m waiting on 8m: only a pocchi can be that 8m
    v = value("77789m123p456s789s", "8m", riichi=True)
    assert "kanpachi" in names(v) and han_of(v, "kanpachi") == 8
    v = value("77789m123p456s789s", "8m", riichi=True, tsumo=True)
    assert names(v) == {"kanpachi_tsumo"} and v.yakuman == 1
    assert "kanpachi" not in names(value("77789m123p456s789s", "8m", riichi=True,
                                         table=anmika_yaku(gt=False)))


def test_junsei_chuuren_double_and_nagashi_yakuman():
    v = value("11123456789999p", "9p", riichi=True)
    assert names(v) == {"junsei_chuuren"} and v.yakuman == 2
    v = score_hand(WinContext(tuple(counts_of(parse_kinds("19p"))), nagashi=True, seat_wind=S,
                              rules=RULES), ANMIKA_YAKU)
    assert names(v) == {"nagashi_yakuman"} and v.yakuman == 1
    assert (v.payment.from_others, v.payment.from_dealer) == (9000, 17000)
