"""Hand decomposition, wait shapes, fu and yaku (core/mahjong/hand.py, fu.py, yaku.py)."""

from dataclasses import replace

import pytest

from core.mahjong.fu import fu_parts, hand_fu
from core.mahjong.hand import (
    Meld, counts_of, decompose, is_chiitoi, is_complete, is_kokushi, readings, run_wait,
)
from core.mahjong.points import score_hand
from core.mahjong.yaku import RIICHI_RULES, RIICHI_YAKU, HandRules, WinContext, Yaku, evaluate

E, S, W, N, HAKU, HATSU, CHUN = range(27, 34)


def K(text: str) -> list[int]:
    """Kinds of a short text like ``123m55z`` (test helper, independent of notation.py)."""
    out, digits = [], []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
        else:
            base = {"m": 0, "p": 9, "s": 18, "z": 27}[ch]
            out += [base + d - 1 for d in digits]
            digits = []
    return out


def k(text: str) -> int:
    (kind,) = K(text)
    return kind


def C(text: str) -> tuple[int, ...]:
    return tuple(counts_of(K(text)))


def chi(text):
    kinds = K(text)
    return Meld("chi", tuple(kinds), called=kinds[0], from_seat_offset=1)


def pon(text, offset=2):
    kinds = K(text)
    return Meld("pon", tuple(kinds), called=kinds[0], from_seat_offset=offset)


def kan(text, kind="kan"):
    kinds = K(text)
    return Meld(kind, tuple(kinds), called=None if kind == "closed_kan" else kinds[0],
                from_seat_offset=0 if kind == "closed_kan" else 3)


def full(hand: str, win: str, melds=()) -> tuple[int, ...]:
    """Concealed counts with the winning tile: a hand one tile short gets ``win`` added."""
    counts = list(C(hand))
    if sum(counts) == 13 - 3 * len(melds):
        counts[k(win)] += 1
    return tuple(counts)


def ctx(hand, win, melds=(), **kw):
    kw.setdefault("seat_wind", S)
    return WinContext(full(hand, win, melds), tuple(melds), k(win), **kw)


def value(hand, win, melds=(), **kw):
    return score_hand(ctx(hand, win, melds, **kw))


# ---------------------------------------------------------------------------------------------
# Decomposition and waits


def test_meld_validation():
    with pytest.raises(ValueError):
        Meld("chi", tuple(K("135m")))
    with pytest.raises(ValueError):
        Meld("pon", tuple(K("112m")))
    with pytest.raises(ValueError):
        Meld("kan", tuple(K("111m")))
    with pytest.raises(ValueError):
        Meld("chi", tuple(K("89m1p")))
    assert Meld("closed_kan", tuple(K("1111z"))).is_open is False
    assert chi("312m").kinds == tuple(K("123m"))


def test_decompose_counts_every_split():
    # 111222333m: three triplets or three runs.
    ds = decompose(C("111222333m44p567s"))
    shapes = sorted(tuple(g.shape for g in d.melds) for d in ds)
    assert len(ds) == 2
    assert ("run", "run", "run", "run") in shapes
    assert not decompose(C("123m456p789s1234z"))
    assert not decompose(C("123m"))


def test_readings_one_per_placement():
    # 4m sits in 234m or in 456m: two readings of one split.
    rs = readings(C("234m456m789p11s555z"), (), k("4m"))
    assert sorted((r.wait, r.win_group) for r in rs) == [("ryanmen", 0), ("ryanmen", 1)]
    rs = readings(C("123m456m789p11s555z"), (), k("5z"))
    assert [r.wait for r in rs] == ["shanpon"]
    # 1111m23m: the winning 1m sits in the 111m triplet (shanpon) or in 123m (ryanmen).
    rs = readings(C("111123m456p789s55z"), (), k("1m"))
    assert sorted(r.wait for r in rs) == ["ryanmen", "shanpon"]
    # 23444m with the 4m last: 44m pair (tanki) or 234m (ryanmen) plus a 44m pair.
    rs = readings(C("23444m456p789s555z"), (), k("4m"))
    assert sorted(r.wait for r in rs) == ["ryanmen", "tanki"]
    # 345555m with the 5m last: in 555m (shanpon) or in 345m (ryanmen); 11s
    # is the pair.
    rs = readings(full("34555m456p789s11s", "5m"), (), k("5m"))
    assert sorted(r.wait for r in rs) == ["ryanmen", "shanpon"]


@pytest.mark.parametrize("hand, win, waits", [
    ("234m456p789s111s55z", "2m", {"ryanmen"}),
    ("234m456p789s111s55z", "4m", {"ryanmen"}),
    ("234m456p789s111s55z", "3m", {"kanchan"}),
    ("123m456p789s111s55z", "3m", {"penchan"}),
    ("123m456p789s111s55z", "1m", {"ryanmen"}),
    ("789m456p789s111s55z", "7m", {"penchan"}),
    ("789m456p789s111s55z", "9m", {"ryanmen"}),
    ("123m456p789s111s55z", "5z", {"tanki"}),
    ("123m456p789s111s55z", "1s", {"shanpon"}),
])
def test_wait_shapes(hand, win, waits):
    rs = readings(full(hand, win), (), k(win))
    assert {r.wait for r in rs} == waits


def test_run_wait():
    assert run_wait(k("1m"), k("3m")) == "penchan"
    assert run_wait(k("1m"), k("1m")) == "ryanmen"
    assert run_wait(k("7p"), k("7p")) == "penchan"
    assert run_wait(k("7p"), k("9p")) == "ryanmen"
    assert run_wait(k("4s"), k("5s")) == "kanchan"


def test_nobetan_and_multiple_waits_give_several_readings():
    # nobetan 1234m waits on 1m or 4m, a single wait either way.
    assert {r.wait for r in readings(full("1234m456p789s555z", "1m"), (), k("1m"))} == {"tanki"}
    assert {r.wait for r in readings(full("1234m456p789s555z", "4m"), (), k("4m"))} == {"tanki"}
    # 4456m + 4m: 44m pair + 456m with the 4m last in either: tanki or ryanmen.
    rs = readings(full("4456m456p789s555z", "4m"), (), k("4m"))
    assert {r.wait for r in rs} == {"tanki", "ryanmen"}
    # 46m + 5m with a separate pair: kanchan only.
    rs = readings(full("46m456p789s555z11s", "5m"), (), k("5m"))
    assert {r.wait for r in rs} == {"kanchan"}


def test_readings_with_melds():
    melds = (pon("555z"), chi("123p"))
    rs = readings(C("234m789s11s"), melds, k("2m"))
    assert len(rs) == 1 and rs[0].wait == "ryanmen"
    assert len(rs[0].groups) == 4 and rs[0].groups[-2].called
    assert not readings(C("234m789s11s"), melds, k("5z"))  # win tile must be concealed


def test_seven_pairs_and_kokushi():
    assert is_chiitoi(C("1133m5577p22s1166z"))
    assert not is_chiitoi(C("1111m5577p22s1166z"))
    assert is_chiitoi(C("1111m5577p22s1166z"), allow_quads=True)
    rs = readings(C("1133m5577p22s1166z"), (), k("6z"))
    assert [(r.form, r.wait) for r in rs] == [("chiitoi", "tanki")]
    hand = "19m19p19s12345677z"
    assert is_kokushi(C(hand))
    assert not is_kokushi(C("19m19p19s1234566z"))
    assert readings(C(hand), (), k("7z"))[0].wait == "kokushi13"
    assert readings(C(hand), (), k("1m"))[0].wait == "tanki"
    gt = (6, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
    assert is_kokushi(C("79m19p19s12345677z"), gt)
    assert not is_kokushi(C("79m19p19s12345677z"))


def test_ryanpeikou_shape_reads_both_ways():
    rs = readings(C("223344m556677p55s"), (), k("2m"))
    assert {r.form for r in rs} == {"regular", "chiitoi"}
    assert is_complete(C("223344m556677p55s"))
    assert not is_complete(C("223344m556677p56s"))


# ---------------------------------------------------------------------------------------------
# Fu


def fu_of(hand, win, melds=(), **kw):
    v = value(hand, win, melds, **kw)
    assert v.is_win, v.error
    return v.fu


def test_fu_pinfu_tsumo_20_and_ron_30():
    assert fu_of("234m456p678s22s345p", "3p", tsumo=True, riichi=True) == 20
    assert fu_of("234m456p678s22s345p", "3p", tsumo=False, riichi=True) == 30


def test_fu_open_pinfu_shape_ron_30():
    v = value("234m678s22s345p", "2m", (chi("456p"),), tsumo=False)
    assert v.fu == 30 and v.yaku_names == ("tanyao",)
    # open tsumo: 20 + 2 -> 30
    assert fu_of("234m678s22s345p", "2m", (chi("456p"),), tsumo=True) == 30


def test_fu_triplets_kans_waits_and_pairs():
    # closed ron, kanchan 3m (+2), closed 999p (+8), pair 1z as seat... seat S so east is round
    # wind: +2. 20 + 10 + 2 + 8 + 2 = 42 -> 50.
    c = ctx("234m999p678s11z345p", "3m", riichi=True)
    r = [r for r in readings(c.counts, (), c.win_kind) if r.wait == "kanchan"][0]
    parts = dict(fu_parts(replace(c, reading=r)))
    assert parts["closed ron"] == 10 and parts["kanchan"] == 2 and parts["value pair"] == 2
    assert hand_fu(replace(c, reading=r)) == 50
    # ron on a shanpon: the finished triplet is open. 20+10+ 555m open 2 + 999p closed 8 = 40
    assert fu_of("555m999p234s678s22p", "5m", riichi=True) == 40
    # the same by tsumo: 20 + 2 + 4 + 8 = 34 -> 40
    assert fu_of("555m999p234s678s22p", "5m", riichi=True, tsumo=True) == 40
    # closed kan of 1z (32) + open kan of 2p (8) + open pon 9s (4): 20 + 44 + tanki 2 = 66 -> 70
    melds = (kan("1111z", "closed_kan"), kan("2222p"), pon("999s"))
    assert fu_of("234m5p5p", "5p", melds, seat_wind=S, round_wind=E) == 70


def test_fu_double_wind_pair():
    # dealer (east seat) in the east round with a 11z pair: 4 fu (Tenhou style).
    c = ctx("234m456p678s11z345p", "2m", seat_wind=E, round_wind=E, riichi=True)
    r = readings(c.counts, (), c.win_kind)[0]
    assert dict(fu_parts(replace(c, reading=r)))["value pair"] == 4
    rules = HandRules(double_wind_pair_fu=2)
    assert dict(fu_parts(replace(c, reading=r, rules=rules)))["value pair"] == 2


def test_fu_seven_pairs_is_a_rule_number():
    assert fu_of("1133m5577p22s1166z", "6z", riichi=True) == 25
    c = ctx("1133m5577p22s1166z", "6z", riichi=True, rules=HandRules(chiitoi_fu=50))
    assert score_hand(c).fu == 50


# ---------------------------------------------------------------------------------------------
# Yaku


def names(hand, win, melds=(), **kw):
    v = value(hand, win, melds, **kw)
    return set(v.yaku_names) if v.is_win else v.error


@pytest.mark.parametrize("hand, win, melds, kw, expected", [
    ("234m456p678s22s345p", "3p", (), dict(tsumo=True, riichi=True),
     {"riichi", "menzen_tsumo", "pinfu", "tanyao"}),
    ("234m456p678s22s345p", "3p", (), dict(double_riichi=True, riichi=True, ippatsu=True),
     {"double_riichi", "ippatsu", "pinfu", "tanyao"}),
    ("234m678s22s345p", "2m", ("chi:456p",), {}, {"tanyao"}),
    ("123m123m456p789s55s", "5s", (), dict(riichi=True), {"riichi", "iipeikou"}),
    ("223344m556677p55s", "2m", (), {}, {"ryanpeikou", "pinfu", "tanyao"}),
    ("555z123m456p789s22s", "2s", (), {}, {"haku"}),
    ("111z123m456p789s22s", "2s", (), dict(seat_wind=E, round_wind=E), {"seat_wind", "round_wind"}),
    ("123m123p123s789s55z", "5z", (), {}, {"sanshoku", "chanta"}),
    ("123456789m234p55z", "2p", (), {}, {"ittsu"}),
    ("123m789p111s999s11z", "1z", (), {}, {"chanta"}),
    ("123m789p123s999s11m", "1m", (), {}, {"junchan"}),
    ("123m789p11s", "1s", ("pon:999s", "pon:111z"), dict(seat_wind=S, round_wind=S), {"chanta"}),
    ("222m333p22s", "2s", ("pon:444s", "pon:777p"), {}, {"toitoi", "tanyao"}),
    ("222m333p444s78s55z", "9s", (), dict(tsumo=True), {"sanankou", "menzen_tsumo"}),
    ("222m1z", "1z", ("kan:4444s", "kan:5555p", "kan:6666m"), {}, {"sankantsu", "toitoi"}),
    ("234m1z", "1z", ("kan:4444s", "kan:5555p", "kan:6666m"), {}, {"sankantsu"}),
    ("1133m5577p22s1166z", "6z", (), {}, {"chiitoitsu"}),
    ("1199m1199p11s1122z", "2z", (), {}, {"chiitoitsu", "honroutou"}),
    ("123m456m789m11z", "1z", ("pon:555z",), dict(seat_wind=S, round_wind=S),
     {"honitsu", "ittsu", "haku"}),
    ("1112345678999p", "5p", (), dict(riichi=True), {"junsei_chuuren"}),
    ("123456789m22m", "2m", ("chi:345m",), {}, {"chinitsu", "ittsu"}),
    ("111m999p11z99s", "9s", ("pon:111s",), {}, {"honroutou", "toitoi"}),
    ("555z666z123m456p7z", "7z", (), {}, {"haku", "hatsu", "shousangen"}),
    ("234m456p678s22s345p", "3p", (), dict(tsumo=True, haitei=True), {"menzen_tsumo", "pinfu", "tanyao", "haitei"}),
    ("234m456p678s22s345p", "3p", (), dict(houtei=True), {"pinfu", "tanyao", "houtei"}),
    ("234m456p678s22s", "3p", ("kan:8888p",), dict(tsumo=True, rinshan=True) | {"win": "2s"},
     {"rinshan", "tanyao"}),
    ("234m456p678s22s345p", "3p", (), dict(chankan=True), {"pinfu", "tanyao", "chankan"}),
    ("111m111p111s5z", "5z", ("pon:111z",), {},
     {"sanshoku_doukou", "toitoi", "sanankou", "round_wind", "honroutou"}),
])
def test_yaku(hand, win, melds, kw, expected):
    parsed = []
    for m in melds:
        how, text = m.split(":")
        parsed.append({"chi": chi, "pon": pon, "kan": kan}[how](text))
    kw = dict(kw)
    win = kw.pop("win", win)
    assert names(hand, win, parsed, **kw) == expected


def test_sanshoku_doukou_hand():
    # 111m 111p 111s closed by ron on 5z tanki (the pon of 1z would be a meld; use 234s)
    assert "sanshoku_doukou" in names("111m111p111s234s55z", "5z")


def test_no_yaku_is_no_win_and_dora_do_not_count():
    v = value("234m678s22s345p", "2m", (chi("456p"),), dora=3, rules=HandRules(open_tanyao=False))
    assert v.error == "no_yaku" and not v.is_win and v.han == 0
    v = value("234m678s22s345p", "2m", (chi("456p"),), dora=3, aka=1)
    assert v.han == 5 and v.limit == "mangan"
    assert value("1234m", "1m").error == "not_complete"


def test_ura_counts_only_with_riichi():
    assert value("234m678s22s345p", "2m", (chi("456p"),), ura=2).han == 1
    assert value("234m456p678s22s345p", "3p", riichi=True, ura=2).han == 5


def test_yakuhai_pair_blocks_pinfu():
    assert "pinfu" not in names("234m456p678s55z345p", "3p", riichi=True)
    assert "pinfu" not in names("234m456p678s22z345p", "3p", riichi=True, seat_wind=S)
    assert "pinfu" in names("234m456p678s44z345p", "3p", riichi=True, seat_wind=S, round_wind=E)


def test_best_reading_is_kept():
    # 111222333m reads as triplets (riichi tsumo sanankou, 40 fu 4 han: mangan) or as runs
    # (riichi tsumo pinfu iipeikou, 20 fu 4 han: 1,300/2,600): the triplets win.
    v = value("111222333m789p55s", "9p", riichi=True, tsumo=True)
    assert set(v.yaku_names) == {"riichi", "menzen_tsumo", "sanankou"}
    assert (v.han, v.fu, v.limit) == (4, 40, "mangan")
    # ryanpeikou beats seven pairs
    v = value("223344m556677p55s", "2m", riichi=True)
    assert "ryanpeikou" in v.yaku_names and "chiitoitsu" not in v.yaku_names


# ---------------------------------------------------------------------------------------------
# Yakuman


@pytest.mark.parametrize("hand, win, melds, kw, expected", [
    ("19m19p19s12345677z", "1m", (), {}, {"kokushi"}),
    ("19m19p19s12345677z", "7z", (), {}, {"kokushi13"}),
    ("111m333p555s77z99s", "9s", (), dict(tsumo=True), {"suuankou"}),
    ("111m333p555s999s7z7z", "7z", (), {}, {"suuankou_tanki"}),
    ("555z666z777z123m44p", "4p", (), {}, {"daisangen"}),
    ("111z222z333z44z", "4z", ("chi:123m",), {}, {"shousuushii"}),
    ("111z222z333z55m", "5m", ("pon:444z",), {}, {"daisuushii"}),
    ("111z222z333z55z", "5z", ("pon:777z",), {}, {"tsuuiisou"}),
    ("111m999p111s99s", "9s", ("pon:999m",), {}, {"chinroutou"}),
    ("234s234s666s66z88s", "8s", (), {}, {"ryuuiisou"}),
    ("1112345678999m5m", "5m", (), {}, {"junsei_chuuren"}),
    ("1112345678899m", "9m", (), {}, {"chuuren"}),
    ("11m", "1m", ("kan:2222z", "kan:3333z", "kan:4444p", "kan:5555s"), {}, {"suukantsu"}),
    ("234m456p678s22s345p", "3p", (), dict(tsumo=True, seat_wind=E, tenhou=True), {"tenhou"}),
    ("234m456p678s22s345p", "3p", (), dict(tsumo=True, chiihou=True), {"chiihou"}),
])
def test_yakuman(hand, win, melds, kw, expected):
    parsed = []
    for m in melds:
        how, text = m.split(":")
        parsed.append({"chi": chi, "pon": pon, "kan": kan}[how](text))
    v = value(hand, win, parsed, **kw)
    assert set(v.yaku_names) == expected
    assert v.yakuman == len(expected) and v.basic == 8000 * len(expected)


def test_double_forms_count_single_by_default_and_double_by_option():
    assert value("19m19p19s12345677z", "7z").yakuman == 1
    rules = HandRules(double_yakuman_forms=True)
    assert value("19m19p19s12345677z", "7z", rules=rules).yakuman == 2
    assert value("111z222z333z55m", "5m", (pon("444z"),), rules=rules).yakuman == 2


def test_yakuman_stack_and_cap():
    # daisangen + tsuuiisou; suuankou + tsuuiisou + daisangen by tsumo
    v = value("555z666z777z11z22z", "2z", tsumo=True)
    assert set(v.yaku_names) == {"suuankou", "tsuuiisou", "daisangen"} and v.yakuman == 3
    assert v.payment.from_others == 24000 and v.payment.from_dealer == 48000
    v = value("555z666z777z11z22z", "2z", tsumo=True, rules=HandRules(max_yakuman=2))
    assert v.yakuman == 2


def test_counted_yakuman_and_no_kazoe_option():
    # chinitsu 6 + riichi + tsumo + pinfu... + dora 6
    v = value("123456789m234m55m", "2m", riichi=True, tsumo=True, dora=6)
    assert v.han >= 13 and v.limit == "kazoe_yakuman" and v.basic == 8000 and v.yakuman == 0
    v = value("123456789m234m55m", "2m", riichi=True, tsumo=True, dora=6,
              rules=HandRules(kazoe=False))
    assert v.basic == 6000


def test_nagashi_mangan_is_a_flag():
    v = score_hand(WinContext(C("19m19p"), nagashi=True, seat_wind=S, dora=3))
    assert v.yaku_names == ("nagashi_mangan",) and v.basic == 2000 and v.han == 5
    assert (v.payment.from_others, v.payment.from_dealer) == (2000, 4000)


# ---------------------------------------------------------------------------------------------
# Ruleset hooks


GT_TERMINALS = frozenset({6, 8, 9, 17, 18, 26})          # 7m 9m 1p 9p 1s 9s
GT_SIMPLES = frozenset(k for k in range(27) if k % 9 not in (0, 8)) | {6}


def test_gt_7m_is_terminal_and_simple_whichever_scores_best():
    rules = HandRules(terminal_kinds=GT_TERMINALS, simple_kinds=GT_SIMPLES,
                      kokushi_kinds=(6, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33))
    # 777m 11199p 西西 中中中: honroutou holds with 7m as a terminal (anmika.md §3.3 example 2).
    v = value("777m11199p33z777z", "9p", rules=rules)
    assert "honroutou" in v.yaku_names
    # 777m in an all-simples hand: tanyao with 7m as a simple.
    v = value("777m234p345s66s456p", "6s", rules=rules, riichi=True)
    assert "tanyao" in v.yaku_names
    # GT kokushi with 7m in place of 1m
    v = value("79m19p19s12345677z", "7z", rules=rules)
    assert v.yaku_names == ("kokushi13",)


def test_gt_7m_triplet_fu_takes_the_better_role():
    rules = HandRules(terminal_kinds=GT_TERMINALS, simple_kinds=GT_SIMPLES)
    # closed 777m by tsumo with riichi: as a terminal 8 fu, as a simple 4 fu plus tanyao.
    # Terminal role: riichi tsumo = 2 han, 20+2+8 = 30 fu; simple role: riichi tsumo tanyao
    # = 3 han, 20+2+4 = 26 -> 30 fu. The simple role scores more.
    v = value("777m234p345s66s456p", "6s", rules=rules, riichi=True, tsumo=True)
    assert "tanyao" in v.yaku_names and v.fu == 30 and v.han == 3
    # A closed 7m kan: as a terminal 32 fu (20+2+32 = 54 -> 60 fu, riichi tsumo 2 han), as a
    # simple 16 fu (38 -> 40 fu, with tanyao 3 han).
    melds = (kan("7777m", "closed_kan"),)
    v = value("234p345s66s456p", "6s", melds, rules=rules, riichi=True, tsumo=True)
    assert (v.han, v.fu) == (3, 40)    # 40 fu 3 han (1,300/2,600) beats 60 fu 2 han (1,000/2,000)
    v = value("234p345s66s456p", "6s", melds, rules=rules, tsumo=True)
    assert (v.han, v.fu) == (2, 40)    # menzen tsumo + tanyao 40 fu vs tsumo alone 60 fu


def test_american_seven_pairs_reading_and_kiriage():
    rules = HandRules(chiitoi_quads=True, kiriage=True)
    v = value("1111m5577p22s1166z", "6z", rules=rules, riichi=True)
    assert v.reading.form == "chiitoi" and v.reading.pairs.count(0) == 2
    assert "chiitoitsu" in v.yaku_names
    assert value("1111m5577p22s1166z", "6z", riichi=True).error == "not_complete"
    # kiriage: 30 fu 4 han ron is a mangan
    v = value("234m456p678s22s345p", "3p", riichi=True, dora=1, rules=HandRules(kiriage=True))
    assert (v.han, v.fu, v.limit, v.payment.ron) == (4, 30, "mangan", 8000)


def test_table_can_be_changed_without_code():
    anmika_like = (RIICHI_YAKU.replaced("chanta", han_closed=4, han_open=2)
                   .replaced("ittsu", han_open=1).without("nagashi_mangan"))
    assert anmika_like.get("chanta").han_closed == 4
    assert "nagashi_mangan" not in anmika_like and len(anmika_like) == len(RIICHI_YAKU) - 1
    c = ctx("123m789p111s999s11z", "1z")
    assert score_hand(c, anmika_like).han == 4
    extra = Yaku("karasu", "カラス", "Riichi only", 13, 0,
                 lambda x: x.riichi and len(evaluate(x, RIICHI_YAKU)) == 1, yakuman=1)
    v = score_hand(ctx("234m456p678s11s35p", "4p", riichi=True), RIICHI_YAKU.plus(extra))
    assert "karasu" in v.yaku_names and v.yakuman == 1


def test_open_tanyao_option():
    assert names("234m678s22s345p", "2m", (chi("456p"),)) == {"tanyao"}
    assert value("234m678s22s345p", "2m", (chi("456p"),),
                 rules=replace(RIICHI_RULES, open_tanyao=False)).error == "no_yaku"


def test_score_hand_payments_with_honba():
    v = value("234m456p678s22s345p", "3p", tsumo=True, riichi=True, honba=1, sticks=2)
    # riichi tsumo pinfu tanyao = 4 han 20 fu: 1300/2600 (+100 each)
    assert (v.payment.from_others, v.payment.from_dealer) == (1400, 2700)
    assert v.payment.total == 1400 * 2 + 2700 + 2000


def _random_wins(n: int, seed: int):
    """Seeded complete hands (some with pons, chis and kans) as win contexts with every reading."""
    import random
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        counts, melds = [0] * 34, []
        for _ in range(4):
            k0 = rng.randrange(34)
            run = k0 < 27 and k0 % 9 <= 6 and rng.random() < 0.6
            kinds = (k0, k0 + 1, k0 + 2) if run else (k0,) * 3
            roll = rng.random()
            if roll < 0.15:
                melds.append(Meld("chi", kinds, k0, 1) if run else Meld("pon", kinds, k0, 2))
            elif roll < 0.25 and not run:
                melds.append(Meld(rng.choice(("kan", "closed_kan", "added_kan")), (k0,) * 4,
                                  None if roll < 0.2 else k0, 0 if roll < 0.2 else 3))
            else:
                for kind in kinds:
                    counts[kind] += 1
        counts[rng.randrange(34)] += 2
        every = list(counts)
        for m in melds:
            for kind in m.kinds:
                every[kind] += 1
        if max(every) > 4:
            continue
        win = rng.choice([kind for kind in range(34) if counts[kind]])
        c = WinContext(tuple(counts), tuple(melds), win, tsumo=rng.random() < 0.5,
                       seat_wind=rng.choice((E, S, W, N)), round_wind=rng.choice((E, S)))
        for r in readings(c.counts, c.melds, win):
            out.append(replace(c, reading=r))
    return out


def test_hand_fu_is_the_rounded_total_of_fu_parts():
    """hand_fu counts without labels: it must agree with fu_parts item for item."""
    for c in _random_wins(600, seed=3):
        for pinfu in (False, True):
            total = sum(v for _, v in fu_parts(c, pinfu))
            assert hand_fu(c, pinfu) == -(-total // 10) * 10, (c.counts, c.melds, c.reading)


def test_standard_yaku_tests_agree_with_evaluate_and_caches_change_nothing():
    from core.mahjong.points import clear_caches
    wins = _random_wins(400, seed=4)
    before = [score_hand(c) for c in wins]
    clear_caches()
    assert [score_hand(c) for c in wins] == before
    for c in wins:
        found = {y.name for y, _ in evaluate(c, RIICHI_YAKU)}
        if not any(y.yakuman for y in RIICHI_YAKU if y.name in found):
            held = {y.name for y in RIICHI_YAKU.ungated if y.test(c) and (c.is_closed or y.han_open)}
            superseded = {s for y in RIICHI_YAKU if y.name in held for s in y.supersedes}
            assert found == held - superseded
