"""Anmika chips (祝儀): win items, multipliers, payers, game-end chips and dice sources
(core/games/anmika/chips.py; anmika.md §5, §1.4, the seed's worked examples)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.games.anmika.chips import (
    ALL_NOTEN_CHANCE, PER_WIN_SOURCES, SHUBA_DICE_ALWAYS, TONTONBU, ChipItem, DiceFacts, Multiplier, WinFacts,
    akiaki_chips, bonus_80000, bust_prize, consecutive_top_chips, dice_chances, flower_bonus,
    no_spring_draw_chips, rank_chips, ranking, slip_chips, spring_on_extract, transfers, win_chip_items,
)
from core.games.anmika.pocchi import PocchiState

SPRING, SUMMER, AUTUMN, WINTER = 34, 35, 36, 37
WINNER, OTHERS = 1, (0, 2)


def items_of(facts: WinFacts, mult: Multiplier = Multiplier()) -> dict[str, tuple[int, str]]:
    out = {}
    for item in win_chip_items(facts, mult):
        assert item.name not in out
        out[item.name] = (item.amount, item.form)
    return out


# ---- the seed's worked examples ----------------------------------------------------------------------

def test_spring_spring_summer_summer_gold_north_on_spring_is_8_all():
    """§5.9 ex. 4: 春春夏夏 + 金北→春: 春春 gives 4 all, the 金北 firing another 4: 8 all."""
    items = win_chip_items(WinFacts(tsumo=False, spring_firings=(4, 4)), Multiplier())
    assert items == [ChipItem("spring", 4, "all"), ChipItem("spring", 4, "all")]
    assert transfers(items, WINNER, OTHERS, False, 0) == {0: -8, 1: 16, 2: -8}        # all, on ron too
    assert transfers(items, WINNER, (0, 2, 3), True, None) == {0: -8, 1: 24, 2: -8, 3: -8}   # 抜け番 pays


def test_indicator_spring_under_reverse_pocchi_is_a_payment():
    """§5.9 ex. 6: 抜き 春 北, indicators 夏 and 9m, 逆ポッチ tsumo: the 単春 +1 fired by the 夏
    indicator exists only through the win, so it is paid (1 all), and so is the north chip."""
    mult = Multiplier.of(PocchiState().after("yellow"))
    items = items_of(WinFacts(tsumo=True, norths=1, spring_firings=(1,)), mult)
    assert items == {"north": (-1, "hand"), "spring": (-1, "all")}
    assert transfers(win_chip_items(WinFacts(tsumo=True, norths=1, spring_firings=(1,)), mult),
                     WINNER, OTHERS, True, None) == {0: 2, 1: -4, 2: 2}


def test_bust_prize_twice_is_10():
    """§5.9 ex. 3: the fever player busts A (5), A recovers, a later win busts A again (5): 10."""
    a = 2
    prizes = [bust_prize(Multiplier(), payer=a), bust_prize(Multiplier(), payer=a)]
    assert prizes == [ChipItem("bust", 5, "one", a)] * 2
    assert transfers(prizes, WINNER, OTHERS, True, None) == {0: 0, 1: 10, 2: -10}


def test_bust_prize_takes_every_multiplier():
    assert bust_prize(Multiplier(shuba=True)).amount == 10
    assert bust_prize(Multiplier(fever=2, pocchi=2)).amount == 20
    # the seed's bust example has 逆 then 正 before the second bust, and that prize is 5 (L303-304):
    # the 逆転 ×2 is no 祝儀倍 effect of the prize; the 倍 sizes are (倍逆 then 倍正: ×4, not ×8)
    state = PocchiState().after("yellow").after("green")
    assert bust_prize(Multiplier.of(state)).amount == 5
    assert bust_prize(Multiplier.of(PocchiState().after("crimson").after("blue"))).amount == 20
    assert bust_prize(Multiplier(sign=-1)).amount == 5          # always received, never reversed
    # "one": the discarder pays when no payer is given
    assert transfers([bust_prize(Multiplier())], WINNER, OTHERS, False, 0) == {0: -5, 1: 5, 2: 0}


# ---- items of a win ----------------------------------------------------------------------------------

def test_hand_chips_amounts():
    facts = WinFacts(tsumo=True, ippatsu=True, ura=2, red=2, gold=1, norths=3)
    assert items_of(facts) == {"ippatsu": (1, "hand"), "ura": (2, "hand"), "red": (4, "hand"),
                               "gold": (4, "hand"), "north": (3, "hand")}
    assert items_of(WinFacts(norths=4)) == {"north": (4, "hand")}           # 4 norths: still 4 chips
    assert items_of(WinFacts(closed=False, red=1, gold=1)) == {"red": (2, "hand"), "gold": (4, "hand")}
    assert items_of(WinFacts()) == {}


def test_hand_form_payers():
    items = win_chip_items(WinFacts(red=1, gold=1), Multiplier())
    assert transfers(items, WINNER, OTHERS, False, 2) == {0: 0, 1: 6, 2: -6}        # ron: the discarder, N
    assert transfers(items, WINNER, OTHERS, True, None) == {0: -6, 1: 12, 2: -6}
    assert transfers(items, WINNER, (0, 2, 3), True, None) == {0: -6, 1: 18, 2: -6, 3: -6}
    with pytest.raises(ValueError):
        transfers(items, WINNER, OTHERS, False, None)
    with pytest.raises(ValueError):
        transfers(items, WINNER, (0, 1, 2), True, None)
    with pytest.raises(ValueError):
        transfers([ChipItem("red", 2, "some")], WINNER, OTHERS, True, None)


@pytest.mark.parametrize("tier, tsumo, ron, form", [
    ("sanbaiman", 3, 3, "all"), ("yakuman", 5, 10, "hand"), ("yakuman5", 7, 12, "hand"),
    ("yakuman6", 9, 14, "hand"), ("double_yakuman", 10, 20, "hand"), ("triple_yakuman", 15, 30, "hand")])
def test_tier_chips(tier, tsumo, ron, form):
    assert items_of(WinFacts(tsumo=True, tier=tier)) == {tier: (tsumo, form)}
    assert items_of(WinFacts(tsumo=False, tier=tier)) == {tier: (ron, form)}


def test_no_tier_chips_below_sanbaiman():
    for tier in ("", "mangan", "haneman", "baiman"):
        assert items_of(WinFacts(tier=tier, chip_han=12)) == {}


def test_sanbaiman_is_all_even_on_ron():
    items = win_chip_items(WinFacts(tsumo=False, tier="sanbaiman"), Multiplier())
    assert transfers(items, WINNER, (0, 2, 3), False, 0) == {0: -3, 1: 9, 2: -3, 3: -3}


def test_han_chips():
    """翻数祝儀: han − 13 for yakuman-level hands, counted without 夏."""
    assert items_of(WinFacts(tsumo=True, tier="yakuman", chip_han=16)) == {"yakuman": (5, "hand"),
                                                                          "han": (3, "hand")}
    assert items_of(WinFacts(tsumo=True, tier="yakuman6", chip_han=13)) == {"yakuman6": (9, "hand")}
    assert items_of(WinFacts(tsumo=True, tier="yakuman", chip_han=12)) == {"yakuman": (5, "hand")}  # 12 + 夏
    # 間八萬自摸 as 8 han with riichi 1, ippatsu... 大車輪 as 清一色 6 + 七対子 2 + riichi 1 + dora 5 = 14
    assert items_of(WinFacts(tsumo=False, tier="yakuman", chip_han=14))["han"] == (1, "hand")


def test_winter_chips():
    assert items_of(WinFacts(winter_hits=3)) == {"winter": (6, "hand")}
    assert items_of(WinFacts(closed=False, winter_hits=3)) == {"winter": (3, "hand")}


def test_winter_winter_gold_north_ignores_shuba_but_not_blue():
    """冬冬金北: シュバリー does not double it, the 倍正ポッチ ×2 does."""
    mult = Multiplier(shuba=True, pocchi=2)
    assert items_of(WinFacts(winter_hits=3, winter_no_shuba=True), mult) == {"winter": (12, "hand")}
    assert items_of(WinFacts(winter_hits=3), mult) == {"winter": (24, "hand")}


def test_akiaki_and_hand_yaku():
    assert akiaki_chips(5, 0) == 5 and akiaki_chips(5, 2) == 9
    assert items_of(WinFacts(akiaki_han=9)) == {"akiaki": (9, "hand")}
    assert items_of(WinFacts(hand_yaku=("honitsu",))) == {"hand_yaku": (5, "hand")}
    assert items_of(WinFacts(hand_yaku=("chinitsu",))) == {"hand_yaku": (10, "hand")}
    assert items_of(WinFacts(hand_yaku=("ryanpeikou", "honitsu"))) == {"hand_yaku": (20, "hand")}
    assert items_of(WinFacts(closed=False, hand_yaku=("honitsu",))) == {}     # no chips for open hands
    assert items_of(WinFacts(tsumo=True, tier="yakuman", hand_yaku=("chinitsu",))) == {
        "yakuman": (5, "hand"), "hand_yaku": (10, "hand")}


def test_flower_bonus_item_no_shuba():
    assert items_of(WinFacts(flower_bonus=100)) == {"flower_bonus": (100, "all")}
    assert items_of(WinFacts(flower_bonus=300), Multiplier(shuba=True)) == {"flower_bonus": (300, "all")}
    assert items_of(WinFacts(flower_bonus=100), Multiplier(shuba=True, fever=2)) == {
        "flower_bonus": (200, "all")}


def test_multipliers_multiply():
    mult = Multiplier(shuba=True, fever=2, pocchi=8, sign=-1)
    assert mult.factor() == -32 and mult.factor(shuba=False) == -16
    assert items_of(WinFacts(tsumo=True, tier="yakuman", ippatsu=True), mult) == {
        "ippatsu": (-32, "hand"), "yakuman": (-160, "hand")}


def test_multiplier_of_pocchi_state():
    state = PocchiState().after("crimson").after("blue")
    assert Multiplier.of(state, shuba=True, fever=4) == Multiplier(True, 4, 8, 1, reversal=2)
    assert Multiplier.of(PocchiState()) == Multiplier()


# ---- 単春 on extraction --------------------------------------------------------------------------------

def test_spring_on_extract():
    assert spring_on_extract(1, 0, True, shuba=False, fever=1) == 1      # 春 first
    assert spring_on_extract(3, 0, True, shuba=False, fever=1) == 3      # 春 as the 3rd flower
    assert spring_on_extract(4, 1, False, shuba=False, fever=1) == 1     # a later flower
    assert spring_on_extract(5, 1, True, shuba=False, fever=1) == 1      # the 2nd 春
    assert spring_on_extract(2, 0, False, shuba=False, fever=1) == 0     # no 春 held
    assert spring_on_extract(3, 0, True, shuba=True, fever=1) == 6
    assert spring_on_extract(3, 0, True, shuba=False, fever=2) == 6
    assert spring_on_extract(3, 1, False, shuba=True, fever=4) == 8


# ---- payers ---------------------------------------------------------------------------------------

items_st = st.lists(st.builds(ChipItem, st.sampled_from(["red", "spring", "bust"]), st.integers(-500, 500),
                              st.sampled_from(["all", "hand", "one"]), st.sampled_from([None, 0, 2])),
                    max_size=8)


@given(items_st, st.booleans())
def test_transfers_sum_to_zero_and_negate(items, tsumo):
    d = transfers(items, WINNER, (0, 2, 3), tsumo, 0)
    assert sum(d.values()) == 0
    flipped = [ChipItem(i.name, -i.amount, i.form, i.payer) for i in items]
    assert transfers(flipped, WINNER, (0, 2, 3), tsumo, 0) == {s: -v for s, v in d.items()}


@given(st.integers(0, 3), st.integers(0, 4), st.integers(0, 2), st.booleans(), st.sampled_from([1, 2, 4]),
       st.sampled_from([1, 2, 4, 8]))
def test_reverse_state_negates_every_item(ura, red, gold, shuba, fever, pocchi):
    facts = WinFacts(tsumo=True, ura=ura, red=red, gold=gold, tier="yakuman", spring_firings=(2,),
                     flower_bonus=100)
    pos = win_chip_items(facts, Multiplier(shuba, fever, pocchi, 1))
    neg = win_chip_items(facts, Multiplier(shuba, fever, pocchi, -1))
    assert [i.amount for i in neg] == [-i.amount for i in pos]


# ---- game-end chips ---------------------------------------------------------------------------------

@pytest.mark.parametrize("scores, four, chips", [
    ([50000, 40000, 15000], False, [30, 0, -30]),              # 3人回し 2着クビ
    ([60000, 39000, 6000], False, [45, -15, -30]),
    ([6000, 60000, 39000], False, [-30, 45, -15]),
    ([50000, 40000, 20000, 30000], True, [30, 15, -30, -15]),   # 4人回し
    ([60000, 39000, 20000, 21000], True, [45, 0, -30, -15]),
])
def test_rank_chips_table(scores, four, chips):
    assert rank_chips(scores, list(range(len(scores))), four) == chips
    assert sum(chips) == 0


def test_rank_ties_go_to_the_seat_nearer_the_first_dealer():
    assert ranking([40000, 40000, 25000], [0, 1, 2]) == [0, 1, 2]
    assert ranking([40000, 40000, 25000], [1, 2, 0]) == [1, 0, 2]
    assert rank_chips([35000, 35000, 35000], [2, 0, 1], False) == [-15, -30, 45]
    with pytest.raises(ValueError):
        rank_chips([1, 2, 3], [0, 1, 2], True)
    with pytest.raises(ValueError):
        ranking([1, 2, 3], [0, 0, 1])


@pytest.mark.parametrize("points, chips", [
    (80000, 6), (90000, 8), (100000, 10), (79999, 0), (89999, 6), (35000, 0), (123000, 14)])
def test_bonus_80000(points, chips):
    assert bonus_80000(points) == chips


def test_other_game_end_and_draw_chips():
    assert TONTONBU == 6 and slip_chips() == 10
    assert [consecutive_top_chips(n) for n in (1, 2, 3, 4)] == [0, 4, 8, 16]
    assert [no_spring_draw_chips(n) for n in (0, 1, 2, 3)] == [0, 4, 8, 16]


# ---- dice-chance sources -----------------------------------------------------------------------------

FOUR = (SPRING, SUMMER, AUTUMN, WINTER)


def test_flower_bonus():
    assert flower_bonus(FOUR, 3) == 0
    assert flower_bonus(FOUR, 4) == 100                  # 四華四北
    assert flower_bonus(FOUR * 2, 0) == 100              # 八華
    assert flower_bonus(FOUR * 2, 4) == 300              # 八華四北
    assert flower_bonus((SPRING, SPRING, SUMMER, SUMMER, AUTUMN, AUTUMN, WINTER), 4) == 100
    assert flower_bonus((SPRING, SPRING, SUMMER, AUTUMN), 4) == 0   # 四華 needs one of each


def test_dice_yakuman():
    assert dice_chances(DiceFacts(yakuman=(("suuankou", 1),))) == [("yakuman", 70)]
    assert dice_chances(DiceFacts(yakuman=(("daisuushii", 2),))) == [("yakuman", 140)]    # one roll, base x2
    assert dice_chances(DiceFacts(yakuman=(("daisangen", 1), ("tsuuiisou", 1), ("daisuushii", 2)))) == \
        [("yakuman", 70), ("yakuman", 70), ("yakuman", 140)]
    assert dice_chances(DiceFacts(yakuman=(("tenhou", 2),))) == [("tenhou", 140)]     # one roll at 140
    assert dice_chances(DiceFacts(yakuman=(("chiihou", 2),))) == [("chiihou", 140)]
    assert dice_chances(DiceFacts(yakuman=(("jinhou", 2),))) == [("jinhou", 140)]
    assert dice_chances(DiceFacts(yakuman=(("karasu", 1),))) == [("karasu", 140)]
    assert dice_chances(DiceFacts(yakuman=(("kanpachi_tsumo", 1),))) == [("kanpachi_tsumo", 70)]
    assert dice_chances(DiceFacts(yakuman=(("nagashi_yakuman", 1),))) == [("nagashi", 70)]
    assert dice_chances(DiceFacts(hachirenchan=True)) == [("hachirenchan", 70)]      # like any 本役満 (seed L163)
    assert dice_chances(DiceFacts(hachirenchan=True, yakuman=(("suuankou", 1),))) == \
        [("yakuman", 70), ("hachirenchan", 70)]
    assert dice_chances(DiceFacts(yakuman=(("tenhou", 2), ("kokushi", 1)))) == [
        ("tenhou", 140), ("yakuman", 70)]


def test_dice_789_sanshoku():
    """789 三色同順 ron 140 (option); a plain 間八萬 ron nothing; a 789 tsumo is the 間八萬自摸's 70."""
    assert dice_chances(DiceFacts(sanshoku_789_ron=True)) == [("sanshoku_789", 140)]
    assert dice_chances(DiceFacts(sanshoku_789_ron=True, sanshoku_789_dice=False)) == []
    assert dice_chances(DiceFacts()) == []
    assert dice_chances(DiceFacts(yakuman=(("kanpachi_tsumo", 1),))) == [("kanpachi_tsumo", 70)]


def test_dice_hand_sources():
    assert dice_chances(DiceFacts(sanshoku_doukou=True)) == [("sanshoku_doukou", 70)]
    assert dice_chances(DiceFacts(sanrenkou=True)) == [("sanrenkou", 70)]
    assert dice_chances(DiceFacts(sanrenkou=True, sanshoku_doukou=True, closed=False)) == []
    assert dice_chances(DiceFacts(all_star=True, closed=False)) == [("all_star", 70)]
    assert dice_chances(DiceFacts(white_kan=True)) == [("white_kan", 70)]
    assert dice_chances(DiceFacts(zero_chip_pocchi=True)) == [("zero_chip_pocchi", 70)]
    assert dice_chances(DiceFacts(ippatsu_pocchi=True)) == [("ippatsu_pocchi", 70)]


def test_dice_flowers_and_norths():
    assert dice_chances(DiceFacts(flowers=FOUR)) == [("shika", 70)]
    assert dice_chances(DiceFacts(flowers=FOUR, closed=False)) == [("shika", 35)]
    assert dice_chances(DiceFacts(norths=4)) == [("shihoku", 70)]
    assert dice_chances(DiceFacts(flowers=FOUR, norths=4)) == [("shika", 70), ("shihoku", 70)]       # 2
    assert dice_chances(DiceFacts(flowers=FOUR * 2)) == [("shika", 70), ("hachika", 70)]             # 2
    assert dice_chances(DiceFacts(flowers=FOUR * 2, closed=False)) == [("shika", 70), ("hachika", 70)]
    assert dice_chances(DiceFacts(flowers=FOUR * 2, norths=4)) == [("shika", 70), ("hachika", 70),
                                                                   ("shihoku", 70)]              # 3
    assert dice_chances(DiceFacts(flowers=(SPRING, SUMMER, AUTUMN), norths=3)) == []


def test_source_sets():
    assert "yakuman" in PER_WIN_SOURCES and "karasu" in PER_WIN_SOURCES
    assert "shika" not in PER_WIN_SOURCES and "sanshoku_doukou" not in PER_WIN_SOURCES
    assert SHUBA_DICE_ALWAYS == {"tenhou", "chiihou", "jinhou", "nagashi"}   # not the all-noten dice ([P])
    assert ALL_NOTEN_CHANCE == ("all_noten", 70)


def test_each_chip_item_says_whether_shuba_doubled_it():
    """シュバリー doubles the hand items but not the flower bonus nor 冬冬金北's winter: each item
    says which (the end-of-hand dialog shows "×2 shuba" beside it)."""
    items = win_chip_items(WinFacts(ura=1, flower_bonus=300, winter_hits=1, winter_no_shuba=True), Multiplier(shuba=True))
    assert {i.name: i.doubled for i in items} == {"ura": True, "winter": False, "flower_bonus": False}
    assert not any(i.doubled for i in win_chip_items(WinFacts(ura=1), Multiplier()))
