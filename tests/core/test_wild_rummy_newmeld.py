"""New melds of Wild Rummy R (core.games.wild_rummy.newmeld): the meld types of spec §3.1-3.5
(組, 空無組, 順, 陰陽順, 相順), the determinacy rule of §3.6 (every row of its table but the last,
which is a lay-off), the reasons a group is refused, and the fast search of every new meld in a
hand against a brute-force oracle."""
from __future__ import annotations

from itertools import combinations, permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.fesca import ELEMENTS, SUITS, YY, deck, make, parse, rank, sort_key, suit
from core.games.wild_rummy import newmeld
from core.games.wild_rummy.meld import (GW, NATURAL, ORDERS, RUN, RW, SET, SOJUN, SOKOKU, SOSHO, SW, VOID_SET,
                                        YY_RUN, ZAT, MeldRules, build, check, role_at, sojun_suit, step)
from core.games.wild_rummy.newmeld import melds_in_hand, new_readings, readings, why_not_new_meld

R = MeldRules()                                    # 相順 on, "evidence" determinacy (the defaults)
OFF = MeldRules(sojun=False)                       # 相順 not in use
ENUM = MeldRules(determinacy="enumeration")
TOP8 = MeldRules(top=8)                            # FESCA54: 空無 links 8 to 1
BOTH, YANG, YIN, NEUTRAL = frozenset({SOSHO, SOKOKU}), frozenset({SOSHO}), frozenset({SOKOKU}), frozenset()


def news(text: str, rules: MeldRules = R, families: frozenset = BOTH) -> list:
    return new_readings(parse(text), rules, families)


def kinds(text: str, rules: MeldRules = R, families: frozenset = BOTH) -> set[str]:
    return {m.kind for m in news(text, rules, families)}


def shown(meld) -> str:
    """The meld as "card=identity/role ..." in slot order."""
    return " ".join(f"{s.card}={s.ident}/{s.role}" for s in meld.slots)


def only(text: str, rules: MeldRules = R, families: frozenset = BOTH) -> str:
    found = news(text, rules, families)
    assert len(found) == 1, [shown(m) for m in found]
    return shown(found[0])


def reason(text: str, rules: MeldRules = R, families: frozenset | None = None) -> str:
    why = why_not_new_meld(parse(text), rules, families)
    assert why is not None and why.context == "wild_rummy"
    return why.english()


SET_OR_RUN = "A meld must show whether it is a set (組) or a run (順)."
RUN_OR_SOJUN = ("Only one suit is shown: a run (順) or a cycle run (相順)? "
                "Show two cards of one suit, or two suits.")


# -- §3.6 determinacy: the test table ---------------------------------------------------------------
def test_determinacy_run_木3_木4_木5():
    assert only("wo3 wo4 wo5") == "wo3=wo3/natural wo4=wo4/natural wo5=wo5/natural"
    assert why_not_new_meld(parse("wo3 wo4 wo5"), R) is None


def test_determinacy_set_with_SW_木7_火7_陰陽7():
    assert only("wo7 fi7 yy7") == "wo7=wo7/natural fi7=fi7/natural yy7=ea7/SW"


def test_determinacy_set_with_RW_木7_火7_空無土():
    assert only("wo7 fi7 ea0") == "wo7=wo7/natural fi7=fi7/natural ea0=ea7/RW"


def test_determinacy_空無組_of_two_cards():
    assert kinds("wo0 fi0") == {VOID_SET}
    assert only("wo0 fi0") == "wo0=wo0/ZAT fi0=fi0/ZAT"


def test_determinacy_陰陽順_of_two_cards():
    assert only("yy3 yy4") == "yy3=yy3/natural yy4=yy4/natural"


def test_determinacy_陰陽順_with_太極_as_陰陽4():
    assert only("yy3 yy0 yy5") == "yy3=yy3/natural yy0=yy4/GW yy5=yy5/natural"


def test_determinacy_陰陽4_太極_is_4_4_or_4_5():
    assert news("yy4 yy0") == []
    assert reason("yy4 yy0") == "4,4 or 4,5? " + SET_OR_RUN


def test_determinacy_陰陽6_空無火_太極_is_set_or_run():
    assert news("yy6 fi0 yy0") == [] and news("yy6 fi0 yy0", OFF) == []
    assert reason("yy6 fi0 yy0") == "6,6,6 or 6,7,8? " + SET_OR_RUN


def test_determinacy_陰陽4_陰陽5_空無火_is_a_火_run_only_without_相順():
    assert [shown(m) for m in news("yy4 yy5 fi0", OFF)] == [
        "fi0=fi3/RW yy4=fi4/SW yy5=fi5/SW", "yy4=fi4/SW yy5=fi5/SW fi0=fi6/RW"]
    assert news("yy4 yy5 fi0", R) == []
    assert reason("yy4 yy5 fi0") == RUN_OR_SOJUN


def test_determinacy_土4_陰陽5_太極_one_suit_run_or_相順():
    assert kinds("ea4 yy5 yy0", OFF) == {RUN}
    assert news("ea4 yy5 yy0", R) == []
    assert reason("ea4 yy5 yy0") == RUN_OR_SOJUN


def test_determinacy_木3_火4_土5_is_相生昇順_only_in_a_陽場():
    assert only("wo3 fi4 ea5", R, YANG) == "wo3=wo3/natural fi4=fi4/natural ea5=ea5/natural"
    assert news("wo3 fi4 ea5", R, YANG)[0].order == 1
    assert news("wo3 fi4 ea5", R, YIN) == [] and news("wo3 fi4 ea5", R, NEUTRAL) == []
    assert why_not_new_meld(parse("wo3 fi4 ea5"), R) is None          # no phase given: not checked
    assert reason("wo3 fi4 ea5", R, YIN) == "A 相生 cycle run (相順) may be melded only in a 陽場."
    assert reason("wa3 me4 ea5", R, NEUTRAL) == "A 相生 cycle run (相順) may be melded only in a 陽場."


def test_determinacy_木7_金7_空無木_duplicates_identity():
    assert readings(parse("wo7 me7 wo0"), R) == []
    assert reason("wo7 me7 wo0") == "空無木 would duplicate 木7."


def test_determinacy_金11_金12_金1_needs_ZAT():
    assert readings(parse("me11 me12 me1"), R) == []
    assert reason("me11 me12 me1") == "12 and 1 are not adjacent: they join only through the 空無 (ZAT)."


def test_determinacy_金12_空無金_金1_ZAT_link():
    assert only("me12 me0 me1") == "me12=me12/natural me0=me0/ZAT me1=me1/natural"


def test_determinacy_空無木_空無土_水1_one_visible_rank():
    assert news("wo0 ea0 wa1") == []
    assert reason("wo0 ea0 wa1") == "1,1,1 or 1,2,3? " + SET_OR_RUN
    # Both readings exist; a declared type change (§6.2, done elsewhere) may pick the 相克昇順 one.
    found = {shown(m) for m in readings(parse("wo0 ea0 wa1"), R)}
    assert "wo0=wo1/RW ea0=ea1/RW wa1=wa1/natural" in found
    assert "wo0=wo12/RW ea0=ea0/ZAT wa1=wa1/natural" in found


def test_determinacy_木5_太極_空無木_evidence_refuses_enumeration_accepts():
    assert news("wo5 yy0 wo0") == []
    assert reason("wo5 yy0 wo0") == "5,5,5 or 5,6,7? " + SET_OR_RUN
    runs = news("wo5 yy0 wo0", ENUM)
    assert {m.kind for m in runs} == {RUN} and len(runs) == 6           # 3-4-5, 4-5-6, 5-6-7, wilds either way
    assert why_not_new_meld(parse("wo5 yy0 wo0"), ENUM) is None


def test_determinacy_enumeration_refuses_groups_of_two_types():
    assert reason("yy6 fi0 yy0", ENUM).endswith(SET_OR_RUN)           # 組 of 6s or a 火 run
    assert reason("ea4 yy5 yy0", ENUM) == RUN_OR_SOJUN                 # 土 run or a 相順
    assert kinds("ea4 yy5 yy0", MeldRules(sojun=False, determinacy="enumeration")) == {RUN}
    assert kinds("wo7 fi0 yy0", MeldRules(sojun=False, determinacy="enumeration")) == {SET}


# -- §3.1 組 ------------------------------------------------------------------------------------------
def test_組_three_four_and_five_cards_with_SW_and_RW_together():
    assert only("wo7 fi7 ea7") == "wo7=wo7/natural fi7=fi7/natural ea7=ea7/natural"
    assert only("wo7 fi7 yy7 me0") == "wo7=wo7/natural fi7=fi7/natural yy7=ea7/SW me0=me7/RW"
    assert kinds("wo7 fi7 ea7 yy7 me0") == {SET}
    assert kinds("wo7 fi7 ea7 me7 wa7") == {SET}


def test_組_of_six_makes_陰陽_natural():
    assert only("wo7 fi7 ea7 me7 wa7 yy7").endswith("yy7=yy7/natural")


def test_組_太極_fills_the_陰陽_slot_as_an_option():
    assert only("wo7 fi7 ea7 me7 wa7 yy0").endswith("yy0=yy7/GW")
    assert news("wo7 fi7 ea7 me7 wa7 yy0", MeldRules(taiji_yy_slot=False)) == []


def test_組_too_many_and_too_few():
    assert reason("wo7 fi7 ea7 me7 wa7 yy7 yy0") == "Too many cards: a set (組) has at most 6."
    assert reason("wo4 fi4").startswith("Too few cards")


# -- §3.2 空無組 -------------------------------------------------------------------------------------
def test_空無組_up_to_six_with_太極_and_never_RW():
    m = news("wo0 fi0 ea0 me0 wa0 yy0")
    assert len(m) == 1 and m[0].kind == VOID_SET and all(s.role == ZAT for s in m[0].slots)
    # 空無のみ: no 組 of some rank with RWs, no 相順, even under "enumeration"
    assert {r.kind for r in readings(parse("wo0 fi0 ea0"), R)} == {VOID_SET}
    assert kinds("wo0 fi0 ea0", ENUM) == {VOID_SET}


# -- §3.3 順 ------------------------------------------------------------------------------------------
def test_順_RW_土3_空無土_土5():
    assert only("ea3 ea0 ea5") == "ea3=ea3/natural ea0=ea4/RW ea5=ea5/natural"


def test_順_SW_金4_陰陽5_金6_金7():
    assert only("me4 yy5 me6 me7") == "me4=me4/natural yy5=me5/SW me6=me6/natural me7=me7/natural"


def test_順_ZAT_金11_金12_空無金_金1():
    assert only("me11 me12 me0 me1") == "me11=me11/natural me12=me12/natural me0=me0/ZAT me1=me1/natural"


def test_順_SW_and_RW_水3_陰陽4_水5_空無水_水7():
    assert only("wa3 yy4 wa5 wa0 wa7") == \
        "wa3=wa3/natural yy4=wa4/SW wa5=wa5/natural wa0=wa6/RW wa7=wa7/natural"


def test_順_wilds_at_either_end_are_separate_readings():
    assert [shown(m) for m in news("wo3 wo4 yy0")] == [
        "yy0=wo2/GW wo3=wo3/natural wo4=wo4/natural", "wo3=wo3/natural wo4=wo4/natural yy0=wo5/GW"]


def test_順_longest_is_thirteen_with_ZAT():
    full = " ".join(f"wo{r}" for r in range(1, 13)) + " wo0"
    m = news(full)
    assert len(m) == 1 and m[0].kind == RUN and len(m[0].slots) == 13
    assert m[0].slots[0].ident == "wo1" and (m[0].slots[-1].card, m[0].slots[-1].role) == ("wo0", ZAT)
    with_taiji = full.replace("wo6", "yy0")
    assert only(with_taiji).split()[5] == "yy0=wo6/GW"
    assert m[0] in melds_in_hand(parse(full), R) and news(with_taiji)[0] in melds_in_hand(parse(with_taiji), R)


def test_順_too_few_gap_and_suits():
    assert reason("wo4 wo5").startswith("Too few cards")
    assert reason("wo3 wo5 wo7") == "The ranks are not consecutive, and the wild cards cannot fill the gaps."
    assert reason("wo3 fi4 ea5", OFF).startswith("The suits do not fit")
    assert reason("wo3 fi3 wo4") == "These cards form no meld."


def test_順_reduced_deck_空無_links_top_to_1():
    assert only("wa7 wa8 wa0 wa1", TOP8) == "wa7=wa7/natural wa8=wa8/natural wa0=wa0/ZAT wa1=wa1/natural"
    assert reason("wa8 wa1 yy0", TOP8) == "8 and 1 are not adjacent: they join only through the 空無 (ZAT)."


# -- §3.4 陰陽順 --------------------------------------------------------------------------------------
def test_陰陽順_with_空無_becomes_a_run_of_its_suit_with_SW():
    assert {m.kind for m in news("yy4 yy5 fi0", OFF)} == {RUN}
    assert YY_RUN not in {m.kind for m in readings(parse("yy4 yy5 fi0"), R)}


def test_陰陽順_only_陰陽_cards_are_never_SW():
    assert {m.kind for m in readings(parse("yy3 yy4 yy5"), R)} == {YY_RUN}
    assert kinds("yy3 yy4 yy5", ENUM) == {YY_RUN}


def test_陰陽順_太極_natural_on_Z_as_an_option():
    assert only("yy12 yy0 yy1") == "yy12=yy12/natural yy0=yy0/ZAT yy1=yy1/natural"
    off = MeldRules(taiji_natural_z=False)
    assert news("yy12 yy0 yy1", off) == []
    assert reason("yy12 yy0 yy1", off).startswith("12 and 1 are not adjacent")
    every = " ".join(f"yy{r}" for r in range(1, 13)) + " yy0"
    assert kinds(every) == {YY_RUN} and len(news(every)[0].slots) == 13
    assert news(every)[0] in melds_in_hand(parse(every), R)


# -- §3.5 相順 --------------------------------------------------------------------------------------
def test_相順_相克昇順_through_ZAT_and_its_limit_of_five():
    assert only("ea0 wa1 fi2 me3", R, YIN) == "ea0=ea0/ZAT wa1=wa1/natural fi2=fi2/natural me3=me3/natural"
    assert news("ea0 wa1 fi2 me3", R, YIN)[0].order == 2
    assert news("ea0 wa1 fi2 me3", R, YANG) == []
    assert kinds("ea0 wa1 fi2 me3 wo4", R, YIN) == {SOJUN}
    assert only("wo12 ea0 wa1 fi2 me3", R, YIN).startswith("wo12=wo12/natural ea0=ea0/ZAT")
    assert reason("wo12 ea0 wa1 fi2 me3 yy4") == TOO_MANY_SOJUN


TOO_MANY_SOJUN = "Too many cards: a cycle run (相順) has at most 5."


def test_相順_of_six_cards_is_refused_for_the_limit_of_five():
    """相順の最大枚数: "通常の間と異なり、最大枚数は5枚（各スト1枚ずつ）に制限される。" and
    "上限は5枚なので木12か木4のどちらか1枚付けまで": 空無土 水1 火2 金3 with both 木12 and 木4 is
    refused for the limit, though its sixth card repeats a suit (木 twice)."""
    assert reason("wo12 ea0 wa1 fi2 me3 wo4") == TOO_MANY_SOJUN
    assert reason("wo1 fi2 ea3 me4 wa5 wo6") == TOO_MANY_SOJUN                        # 相生昇順 + 木6
    assert reason("wa0 wo1 fi2 ea3 me4 wa5") == TOO_MANY_SOJUN                        # through ZAT
    assert reason("wo1 fi2 ea3 me4 yy5 fi6").startswith("The suits do not fit")       # 火6 is off the order
    assert reason("wo1 fi2 ea3 me4 wa5 wo6", OFF).startswith("The suits do not fit")  # no 相順 in use


def test_相順_with_SW_inside_and_ZAT_at_the_end():
    assert only("fi8 ea9 yy10 wa11 wo12", R, YANG).split()[2] == "yy10=me10/SW"      # §8.3-D
    assert [shown(m) for m in news("ea0 me1 wa2 wo3 yy4", R, YANG)] == [                # §8.3-E: 空無土 is ZAT
        "ea0=ea0/ZAT me1=me1/natural wa2=wa2/natural wo3=wo3/natural yy4=fi4/SW",       # ... or the player
        "me1=me1/natural wa2=wa2/natural wo3=wo3/natural yy4=fi4/SW ea0=ea5/RW"]        # puts it on top (RW)
    assert news("fi2 ea3 me4 wa5 wo6", R, YANG)[0].order == 1                         # §6.6b


def test_相順_descending_orders_and_suit_mismatch():
    assert news("wa3 me4 ea5", R, YANG)[0].order == -1                                # 相生降順
    assert news("ea3 wo4 me5", R, YIN)[0].order == -2                                 # 相克降順
    assert reason("wo3 ea4 fi5").startswith("The suits do not fit")


def test_相順_off_means_no_相順_readings():
    assert all(m.kind != SOJUN for m in readings(parse("wo3 fi4 ea5 yy6"), OFF))


def test_reasons_are_translatable_texts_of_the_module():
    texts = {getattr(newmeld, n) for n in dir(newmeld) if n.isupper() and isinstance(getattr(newmeld, n), str)}
    for group in ("yy4 yy0", "yy4 yy5 fi0", "wo7 me7 wo0", "me11 me12 me1", "wo3 wo5 wo7", "wo3 fi3 wo4",
                  "wo4", "wo4 fi4", "wo3 ea4 fi5"):
        why = why_not_new_meld(parse(group), R)
        assert why.context == "wild_rummy" and why.text in texts


# -- melds_in_hand -----------------------------------------------------------------------------------
def test_melds_in_hand_lists_every_reading_once():
    hand = parse("wo3 wo4 wo5 yy0 fi4 ea5 me7")
    found = melds_in_hand(hand, R, YANG)
    assert len(found) == len(set(found))
    texts = {shown(m) for m in found}
    assert "wo3=wo3/natural wo4=wo4/natural wo5=wo5/natural" in texts
    assert "wo3=wo3/natural wo4=wo4/natural wo5=wo5/natural yy0=wo6/GW" in texts
    assert "wo3=wo3/natural fi4=fi4/natural ea5=ea5/natural" in texts             # 相生昇順
    assert all(m.kind != SOJUN for m in melds_in_hand(hand, R, NEUTRAL))
    assert found == melds_in_hand(list(reversed(hand)), R, YANG)


def test_melds_in_hand_must_include_and_exclude():
    hand = parse("wo3 wo4 wo5 wo6 yy0")
    with_6 = melds_in_hand(hand, R, must_include=["wo6"])
    assert with_6 and all("wo6" in m.cards for m in with_6)
    assert all("yy0" not in m.cards for m in melds_in_hand(hand, R, exclude=["yy0"]))
    assert melds_in_hand(hand, R, must_include=["fi9"]) == []


# -- properties ----------------------------------------------------------------------------------
RULESETS = [R, OFF, ENUM, TOP8, MeldRules(taiji_natural_z=False, taiji_yy_slot=False),
            MeldRules(sojun=False, determinacy="enumeration")]
FAMILIES = st.sampled_from([NEUTRAL, YANG, YIN, BOTH])


@st.composite
def dense(draw, low: int, high: int, rulesets=tuple(RULESETS)):
    """Rules and a group of distinct cards near each other (a few suits, ranks within 6, plus any
    空無 / 太極), so that melds are common."""
    rules = draw(st.sampled_from(rulesets))
    start = draw(st.integers(1, rules.top))
    suits = draw(st.lists(st.sampled_from(SUITS), min_size=1, max_size=4, unique=True))
    pool = [c for c in deck("fesca54" if rules.top == 8 else "fesca78")
            if rank(c) == 0 or (suit(c) in suits and (rank(c) - start) % rules.cycle < 6)]
    cards = draw(st.lists(st.sampled_from(pool), min_size=min(low, len(pool)), max_size=min(high, len(pool)),
                          unique=True))
    return rules, cards


@st.composite
def meld_like(draw, high: int = 4):
    """Rules and the cards of a random 組 / 順 / 陰陽順 / 相順 window, each position filled by a card
    that can stand there (natural or wild), sometimes with one card swapped for any other."""
    rules = draw(st.sampled_from(RULESETS))
    kind, n = draw(st.sampled_from([SET, RUN, YY_RUN, SOJUN])), draw(st.integers(2, high))
    if kind == SET:
        r, n = draw(st.integers(1, rules.top)), min(n, len(SUITS))
        idents = [make(s, r) for s in draw(st.lists(st.sampled_from(SUITS), min_size=n, max_size=n, unique=True))]
    else:
        order = draw(st.sampled_from(ORDERS)) if kind == SOJUN else 0
        s0, p0 = YY if kind == YY_RUN else draw(st.sampled_from(ELEMENTS)), draw(st.integers(0, rules.top))
        idents = [make(sojun_suit(s0, order, i) if order else s0, step(p0, rules, i)) for i in range(n)]
    cards: list[str] = []
    for ident in idents:
        fits = [c for c in (ident, make(YY, rank(ident)), make(suit(ident), 0), "yy0")
                if c not in cards and role_at(c, ident) is not None]
        if fits:
            cards.append(draw(st.sampled_from(fits)))
    if len(cards) > 1 and draw(st.booleans()):
        cards[draw(st.integers(0, len(cards) - 1))] = draw(st.sampled_from([c for c in deck() if c not in cards]))
    return rules, cards


def _well_formed(m, cards, rules) -> bool:
    return (check(m.kind, m.slots, rules, m.order) and sorted(m.cards) == sorted(cards)
            and len({s.ident for s in m.slots}) == len(m.slots))


@settings(max_examples=150, deadline=None)
@given(st.one_of(dense(2, 7), meld_like(7)), FAMILIES)
def test_property_readings_are_valid_melds_using_every_card_once(drawn, families):
    rules, cards = drawn
    reads = readings(cards, rules)
    assert len(reads) == len(set(reads))
    assert all(_well_formed(m, cards, rules) for m in reads)
    allowed = new_readings(cards, rules, families)
    assert set(allowed) <= set(reads)
    assert (why_not_new_meld(cards, rules) is None) == bool(new_readings(cards, rules, BOTH))


def _naive_readings(cards, rules) -> set:
    """Every reading by brute force: each kind, order, suit, start and permutation of the cards."""
    if all(rank(c) == 0 for c in cards):                 # 空無のみ
        return {build(VOID_SET, [(c, c) for c in sorted(cards, key=sort_key)], rules)} - {None}
    yy_only = all(suit(c) == YY for c in cards)          # 陰陽札のみ
    found = set() if yy_only else {build(SET, [(c, c) for c in sorted(cards, key=sort_key)], rules)}
    kinds = [YY_RUN] if yy_only else [RUN] + ([SOJUN] if rules.sojun else [])
    for kind in kinds:
        for order in (ORDERS if kind == SOJUN else (0,)):
            for s0 in ((YY,) if kind == YY_RUN else ELEMENTS):
                for p0 in range(rules.cycle):
                    idents = [make(sojun_suit(s0, order, i) if order else s0, step(p0, rules, i))
                              for i in range(len(cards))]
                    found |= {build(kind, zip(p, idents), rules, order) for p in permutations(cards)}
    return found - {None}


@settings(max_examples=150, deadline=None)
@given(meld_like())
def test_property_readings_equal_brute_force(drawn):
    rules, cards = drawn
    assert set(readings(cards, rules)) == _naive_readings(cards, rules)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(deck()), min_size=2, max_size=7, unique=True), st.sampled_from(RULESETS[:3]))
def test_property_readings_of_any_group(cards, rules):
    assert all(_well_formed(m, cards, rules) for m in readings(cards, rules))
    why = why_not_new_meld(cards, rules)
    assert (why is None) == bool(new_readings(cards, rules, BOTH))


@st.composite
def hand_with_meld(draw):
    """A hand of at most 9 cards holding a meld-like group (:func:`meld_like`) and some other cards."""
    rules, cards = draw(meld_like(5))
    more = draw(st.lists(st.sampled_from([c for c in deck() if c not in cards]), max_size=9 - len(cards), unique=True))
    return rules, cards + more


@settings(max_examples=100, deadline=None)
@given(st.one_of(dense(2, 9), hand_with_meld()), FAMILIES)
def test_property_melds_in_hand_equals_brute_force_over_subsets(drawn, families):
    rules, hand = drawn
    fast = melds_in_hand(hand, rules, families)
    slow = {m for k in range(2, len(hand) + 1) for sub in combinations(hand, k)
            for m in new_readings(sub, rules, families)}
    assert len(fast) == len(set(fast))
    assert {(frozenset(m.cards), m.kind, m.order, m.slots) for m in fast} == \
        {(frozenset(m.cards), m.kind, m.order, m.slots) for m in slow}
    assert fast == melds_in_hand(list(reversed(hand)), rules, families)


@settings(max_examples=100, deadline=None)
@given(dense(3, 14), FAMILIES, st.data())
def test_property_must_include_and_exclude_are_honoured(drawn, families, data):
    rules, hand = drawn
    must = data.draw(st.lists(st.sampled_from(hand), max_size=2, unique=True))
    rest = [c for c in hand if c not in must]
    exclude = data.draw(st.lists(st.sampled_from(rest), max_size=2, unique=True)) if rest else []
    want = [m for m in melds_in_hand(hand, rules, families)
            if set(must) <= set(m.cards) and not set(exclude) & set(m.cards)]
    assert melds_in_hand(hand, rules, families, must_include=must, exclude=exclude) == want


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(deck()), min_size=10, max_size=17, unique=True), FAMILIES,
       st.sampled_from(RULESETS[:3]))
def test_property_melds_in_large_hands_are_new_melds(hand, families, rules):
    for m in melds_in_hand(hand, rules, families):
        assert m in new_readings(m.cards, rules, families)


@pytest.mark.parametrize("role, text", [(NATURAL, "wo3 wo4 wo5"), (SW, "wo7 fi7 yy7"), (RW, "ea3 ea0 ea5"),
                                        (GW, "yy3 yy0 yy5"), (ZAT, "me12 me0 me1")])
def test_roles_of_the_wild_functions(role, text):
    assert role in {s.role for m in news(text) for s in m.slots}


@settings(max_examples=150, deadline=None)
@given(dense(3, 14), FAMILIES, st.data())
def test_property_new_melds_of_a_changed_hand_equal_a_full_search(drawn, families, data):
    """moves.new_melds derives a hand's melds from a recent hand (cards removed, at most one added):
    the result is every meld a full search finds, in meld order, whatever hand came before."""
    from core.games.wild_rummy import moves
    rules, hand = drawn
    moves._all_melds.cache_clear()
    moves._recent.clear()
    moves.new_melds(hand, rules, families)
    gone = data.draw(st.lists(st.sampled_from(hand), max_size=4, unique=True))
    added = data.draw(st.lists(st.sampled_from([c for c in deck() if c not in hand]), max_size=1))
    changed = [c for c in hand if c not in gone] + added
    want = sorted(melds_in_hand(changed, rules, families), key=moves.meld_order)
    assert list(moves.new_melds(changed, rules, families)) == want
    assert moves._all_melds.cache_info().misses == (2 if gone or added else 1)


# --- the quick tests the game asks before a search (鳴き, △): the same answers as the search ---
RULE_SETS = [R, OFF, ENUM, TOP8, MeldRules(top=6, determinacy="enumeration"),
             MeldRules(taiji_yy_slot=False, taiji_natural_z=False)]


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULE_SETS), st.sampled_from([BOTH, YANG, YIN, NEUTRAL]))
def test_small_meld_with_pairs_only_close_ranks_and_answers_as_every_pair_and_triple(rnd, rules, families):
    from core.games.wild_rummy.small_melds import small_meld_with, valid_group
    cards = deck({12: "fesca78", 8: "fesca54", 6: "fesca42"}[rules.top])
    card, *hand = rnd.sample(cards, rnd.randint(2, 14))
    every = any(valid_group(tuple(sorted((card, a))), rules, families) for a in hand) or any(
        valid_group(tuple(sorted((card, a, b))), rules, families) for a, b in combinations(hand, 2))
    assert small_meld_with(hand, card, rules, families) == every


@settings(max_examples=400, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULE_SETS), st.sampled_from([BOTH, YANG, YIN, NEUTRAL]),
       st.booleans())
def test_may_meld_with_says_no_only_when_the_search_finds_no_meld(rnd, rules, families, wild_rich):
    """The call test's quick "no meld can hold the card" (:func:`small_melds.may_meld_with`) is
    never wrong: the exact search over the same cards finds nothing then."""
    from core.games.wild_rummy.moves import near_cards
    from core.games.wild_rummy.small_melds import may_meld_with
    cards = deck({12: "fesca78", 8: "fesca54", 6: "fesca42"}[rules.top])
    if wild_rich:                   # many 陰陽 / 空無 / 太極 cards: the long sequences through wilds
        wilds = [c for c in cards if suit(c) == YY or rank(c) == 0]
        cards = rnd.sample(wilds, rnd.randint(1, len(wilds))) + rnd.sample([c for c in cards if c not in wilds], 8)
    card, *hand = rnd.sample(cards, min(len(cards), rnd.randint(2, 17)))
    families = families if rules.sojun else NEUTRAL
    near = near_cards(hand, card, bool(families), rules.cycle)
    if not may_meld_with(near, card, rules, bool(families)):
        assert not melds_in_hand(near + [card], rules, families, must_include=(card,))


@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(RULE_SETS), st.sampled_from([BOTH, YANG, YIN, NEUTRAL]),
       st.integers(0, 1))
def test_can_meld_all_answers_as_the_search_of_the_whole_hand(rnd, rules, families, keep):
    from core.games.wild_rummy.moves import can_meld_all

    def searched(hand, owed):               # every meld of the whole hand, one owed card after another
        if not owed:
            return len(hand) >= keep
        return any(searched([c for c in hand if c not in m.cards], tuple(o for o in owed if o not in m.cards))
                   for m in melds_in_hand(hand, rules, families, must_include=(owed[0],))
                   if len(hand) - len(m.cards) >= keep)

    cards = deck({12: "fesca78", 8: "fesca54", 6: "fesca42"}[rules.top])
    hand = rnd.sample(cards, rnd.randint(3, 12))
    owed = tuple(rnd.sample(hand, rnd.choice((1, 1, 2))))
    assert can_meld_all(hand, owed, rules, families, keep=keep) == searched(hand, owed)
