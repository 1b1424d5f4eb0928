"""Shanten (向聴数), waits (待ち), ukeire (受け入れ), the discard table and furiten (振聴):
known hands, classic wait shapes, the three-player tile set, and the tables against the exact
algorithms they were generated from."""
from __future__ import annotations

import itertools
import random

import pytest

from core.mahjong import shanten_tables as tables
from core.mahjong.shanten import (
    KOKUSHI_13, chiitoi_shanten, kokushi_shanten, regular_shanten, shanten, shanten_after_draw,
)
from core.mahjong.waits import discard_table, is_furiten, ukeire, waits

SANMA = frozenset(k for k in range(34) if not 1 <= k <= 7)        # 1m 9m, no 2m-8m
GT_SANMA = frozenset(k for k in range(34) if k >= 9 or k in (6, 8))   # 7m 9m (Anmika GT)
GT_TERMINALS = (6,) + KOKUSHI_13[1:]                               # 7m takes 1m's place


def counts(text: str) -> list[int]:
    """``123m456p11z`` -> 34 counts (a local reader: the tests stand alone)."""
    out, digits = [0] * 34, []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
        else:
            start = "mpsz".index(ch) * 9
            for d in digits:
                out[start + d - 1] += 1
            digits = []
    assert not digits, text
    return out


def kinds(text: str) -> list[int]:
    return [k for k, c in enumerate(counts(text)) for _ in range(c)]


# -- shanten of known hands -------------------------------------------------------------------
@pytest.mark.parametrize("hand, expected", [
    ("123m456p789s11122z", -1),           # four sets and a pair: complete (和了形)
    ("11112233445566m", -1),              # 11 123 123 456 456 (a quad split over sets)
    ("123m456p789s1112z", 0),             # tenpai
    ("123m456p789s1z2z3z4z", 2),          # a set and a pair still to make of four honours
    ("123m456p789s11z2z5z", 1),
    ("1m4m7m1p4p7p1s4s7s1z2z3z4z", 6),    # all isolated: seven pairs and orphans (regular: 8)
    ("1m5m9m2p6p3s7s1z2z3z4z5z6z", 5),    # eight orphans
    ("19m19p19s1234567z", 0),             # thirteen orphans, thirteen-sided
    ("19m19p19s1234567z7z", -1),          # thirteen orphans complete
    ("19m19p19s123456z5m", 1),            # 12 orphans, no pair
    ("1122m3344p5566s7z", 0),             # seven pairs tenpai
    ("1122m3344p55s1111z", 1),            # a quad is one pair only: 6 pairs, 1-shanten
    ("1111m123p456p789s", 1),             # the fourth 1m cannot be the pair
])
def test_shanten_of_known_closed_hands(hand, expected):
    assert shanten(counts(hand)) == expected


def test_each_shape_on_its_own():
    assert regular_shanten(counts("1m4m7m1p4p7p1s4s7s1z2z3z4z")) == 8
    assert chiitoi_shanten(counts("1m4m7m1p4p7p1s4s7s1z2z3z4z")) == 6
    assert kokushi_shanten(counts("1m4m7m1p4p7p1s4s7s1z2z3z4z")) == 6
    assert chiitoi_shanten(counts("1122m3344p55s1111z")) == 1
    assert regular_shanten(counts("1122m3344p55s1111z")) == 2
    assert kokushi_shanten(counts("19m19p19s1234567z7z")) == -1
    assert regular_shanten(counts("19m19p19s1234567z")) == 8


@pytest.mark.parametrize("hand, melds, expected", [
    ("123m456p789s1z", 1, 0),             # ten tiles, tanki
    ("123m456p789s11z", 1, -1),
    ("1234567m", 2, 0),
    ("1112m", 3, 0),
    ("19m5z7z", 3, 2),
    ("1z", 4, 0),                          # naked tanki (裸単騎)
    ("11z", 4, -1),
    ("19m", 4, 0),                         # two tiles after four calls: discard one, tanki
    ("1111m", 3, 1),                       # no fifth 1m: draw, discard a 1m, then tanki
])
def test_shanten_of_open_hands(hand, melds, expected):
    assert shanten(counts(hand), melds) == expected


def test_seven_pairs_and_orphans_only_count_for_a_closed_hand():
    ten = counts("19m19p19s1z2z3z4z")                     # ten orphans
    assert kokushi_shanten(ten) == 3
    assert shanten(ten, melds=1) == regular_shanten(ten, melds=1) == 6
    pairs = counts("1122m3344p55s")                       # five pairs, ten tiles
    assert shanten(pairs, melds=1) == regular_shanten(pairs, melds=1) == 2


@pytest.mark.parametrize("bad, melds", [
    ([0] * 33, 0),                                        # 33 counts
    (counts("11111m"), 0),                                # a fifth copy
    (counts("123m456p789s11122z3z"), 0),                  # 15 tiles
    (counts("123m456p789s11z"), 2),                       # 11 tiles but two melds
    (counts("1z"), 5),
    ([-1] + [0] * 33, 0),
])
def test_no_hand_is_refused_with_value_error(bad, melds):
    with pytest.raises(ValueError):
        shanten(bad, melds)


# -- three-player tile sets (三麻) ------------------------------------------------------------
def test_sanma_1m_and_9m_form_no_sequence():
    hand = counts("1111m1111z222z33z")
    assert shanten(hand) == 1                             # 111m + 1m needs 2m 3m
    assert shanten(hand, kinds=SANMA) == 2                # ... which sanma lacks
    assert regular_shanten(hand, kinds=SANMA) == 2
    with pytest.raises(ValueError):                        # 2m is not in the sanma set
        shanten(counts("12m456p789p11z22z33z"), kinds=SANMA)


def test_sanma_ukeire_and_waits_never_list_missing_manzu():
    hand = counts("1m123p456p789p11s5z")
    assert sorted(ukeire(hand)) == kinds("123m1s5z")
    assert sorted(ukeire(hand, kinds=SANMA)) == kinds("1m1s5z")
    orphans = counts("19m19p19s1234567z")
    assert waits(orphans, kinds=SANMA) == list(KOKUSHI_13)
    assert all(k in GT_SANMA for k in ukeire(counts("79m123p456p789p1s5z"), kinds=GT_SANMA))


def test_gt_sanma_thirteen_orphans_with_7m():
    hand = counts("79m19p19s1234567z")
    assert shanten(hand, terminals=GT_TERMINALS, kinds=GT_SANMA) == 0
    assert waits(hand, terminals=GT_TERMINALS, kinds=GT_SANMA) == sorted(GT_TERMINALS)
    assert shanten(hand, kinds=GT_SANMA) > 0                 # with riichi's 13 it is not


# -- waits ------------------------------------------------------------------------------------
@pytest.mark.parametrize("hand, melds, expected", [
    ("2345m111p222s333z", 0, "25m"),                         # nobetan (延べ単)
    ("1112345678999m", 0, "123456789m"),                     # nine gates' nine-sided wait
    ("19m19p19s1234567z", 0, "19m19p19s1234567z"),           # thirteen-sided kokushi
    ("19m19p19s1234566z", 0, "7z"),                          # kokushi with the pair: one wait
    ("123m456p789s13s11z", 0, "2s"),                         # kanchan (嵌張)
    ("12m456p789s123s11z", 0, "3m"),                         # penchan (辺張)
    ("45m456p789s123s11z", 0, "36m"),                        # ryanmen (両面)
    ("11m456p789s123s22z", 0, "1m2z"),                       # shanpon (双碰)
    ("1122m3344p5566s7z", 0, "7z"),                          # seven pairs tanki
    ("3334m", 3, "245m"),
    ("1234567m", 2, "147m"),
    ("1z", 4, "1z"),
])
def test_waits_of_classic_shapes(hand, melds, expected):
    assert waits(counts(hand), melds) == kinds(expected)


def test_no_wait_on_a_fifth_copy():
    assert waits(counts("1111m123p456p789s")) == []        # 1m tanki needs a fifth 1m
    assert shanten(counts("1111m123p456p789s")) == 1      # ... so the hand is not tenpai
    assert waits(counts("1111m3m456p789p11z")) == kinds("2m")   # 111m + 13m kanchan
    assert waits(counts("1111m"), 3) == []                 # 111m + 1m: no fifth 1m to pair


def test_no_waits_unless_tenpai_and_thirteen_tiles():
    assert waits(counts("123m456p789s1z2z3z4z")) == []
    with pytest.raises(ValueError):
        waits(counts("123m456p789s11122z"))


# -- ukeire and the discard table -------------------------------------------------------------
def test_ukeire_counts_the_copies_left():
    hand = counts("123m456p789s11z2z5z")                    # 1-shanten
    expected = {27: 2, 28: 3, 31: 3}                         # 1z (set), 2z or 5z (pair)
    assert ukeire(hand) == expected
    assert 2 not in ukeire(hand)     # 1233m: 123m + 33m needs a third 3m; no better
    visible = [0] * 34
    visible[27], visible[28] = 1, 3
    assert ukeire(hand, visible=visible) == {27: 1, 28: 0, 31: 3}
    unseen = [2] * 34
    assert ukeire(hand, 0, unseen) == {k: 2 for k in expected}


def test_ukeire_of_a_tenpai_hand_is_its_waits():
    hand = counts("2345m111p222s333z")
    assert ukeire(hand) == {1: 3, 4: 3}


def test_discard_table_gives_shanten_and_ukeire_after_each_discard():
    hand = counts("123m456p789s1122z3z")
    table = {kind: (after, acc) for kind, after, acc in discard_table(hand)}
    assert sorted(table) == kinds("123m456p789s123z")
    assert table[kinds("3z")[0]] == (0, {27: 2, 28: 2})
    after, acc = table[kinds("1z")[0]]
    assert after == 1
    assert acc[27] == 2              # 4 - the two 1z held: the discarded one is seen in the pond


def test_discard_table_refuses_a_thirteen_tile_hand():
    with pytest.raises(ValueError):
        discard_table(counts("123m456p789s1122z"))


@pytest.mark.parametrize("present, terminals", [
    (None, KOKUSHI_13), (SANMA, KOKUSHI_13), (GT_SANMA, GT_TERMINALS), (None, GT_TERMINALS),
])
def test_shanten_after_draw_is_shanten_of_each_drawn_hand(present, terminals):
    rng = random.Random(7)
    wall = [k for k in range(34) if present is None or k in present for _ in range(4)]
    for n in range(150):
        melds = n % 5
        hand = [0] * 34
        for k in rng.sample(wall, 13 - 3 * melds - n // 5 % 2):
            hand[k] += 1
        expected = []
        for kind in range(34):
            if hand[kind] == 4 or (present is not None and kind not in present):
                expected.append(None)
                continue
            hand[kind] += 1
            expected.append(shanten(hand, melds, terminals, present))
            hand[kind] -= 1
        assert shanten_after_draw(hand, melds, terminals, present) == expected, (hand, melds)


def test_shanten_after_draw_needs_room_for_the_tile():
    with pytest.raises(ValueError):
        shanten_after_draw(counts("123m456p789s11122z"))


# -- furiten (振聴) ---------------------------------------------------------------------------
def test_permanent_furiten_is_any_wait_among_own_discards():
    assert is_furiten([1, 4], [9, 4, 27])
    assert not is_furiten([1, 4], [2, 3])
    assert not is_furiten([], [1, 2, 3])


# -- the tables against the exact algorithms ---------------------------------------------------
def test_suit_table_matches_the_exact_dp_on_sampled_shapes():
    t = tables.load_tables()
    rng = random.Random(6)
    shapes = list(tables.suit_shapes())
    for shape in rng.sample(shapes, 600) + [(0,) * 9, (4, 4, 4, 1, 1, 0, 0, 0, 0)]:
        key = bytes(shape)
        ident = t.suit[t.prefix[key[:6]] + t.suffix[key[6:]]]
        assert t.suit_vectors[ident] == tables.suit_vector(shape), shape


def test_isolated_vector_matches_a_sequence_free_suit():
    for group in itertools.product(range(5), repeat=2):
        if sum(group) <= 8:
            shape = (group[0],) + (0,) * 7 + (group[1],)
            assert tables.isolated_vector(group) == tables.suit_vector(shape, 0b100000001)


def _brute_distance(hand, sets, present=frozenset(range(34))):
    """Fewest tiles lacked for ``sets`` sets and a pair, by trying every target made of the
    ``present`` kinds."""
    blocks = [[k] * 3 for k in range(34)]
    blocks += [[k, k + 1, k + 2] for k in range(27) if k % 9 <= 6]
    blocks = [b for b in blocks if present.issuperset(b)]
    best = 99
    for chosen in itertools.combinations_with_replacement(blocks, sets):
        for pair in present:
            target = [0] * 34
            for k in itertools.chain([pair, pair], *chosen):
                target[k] += 1
            if max(target) <= 4:
                best = min(best, sum(max(0, t - h) for t, h in zip(target, hand)))
    return best


@pytest.mark.parametrize("melds", [3, 4])
def test_regular_shanten_is_the_exact_distance_on_small_hands(melds):
    rng = random.Random(melds)
    wall = [k for k in range(34) for _ in range(4)]
    near = [k for k in range(9, 18) for _ in range(4)] + [27] * 4   # crowded: quads happen
    for n in range(80 if melds == 3 else 300):
        hand = [0] * 34
        for k in rng.sample(near if n // 2 % 2 else wall, 14 - 3 * melds - n % 2):
            hand[k] += 1
        assert regular_shanten(hand, melds) == _brute_distance(hand, 4 - melds) - 1, hand


@pytest.mark.parametrize("present", [
    SANMA, GT_SANMA,
    frozenset(range(34)) - {4},                      # no 5m: the manzu still has runs
    frozenset(range(34)) - {1, 2, 5, 6, 10, 16},     # odd gaps in two suits
])
def test_regular_shanten_is_the_exact_distance_in_other_tile_sets(present):
    rng = random.Random(len(present))
    wall = [k for k in sorted(present) if k < 18 or k == 27 for _ in range(4)]
    for n in range(60):
        hand = [0] * 34
        for k in rng.sample(wall, 5 - n % 2):
            hand[k] += 1
        assert regular_shanten(hand, 3, kinds=present) == \
            _brute_distance(hand, 1, present) - 1, hand


@pytest.mark.slow
def test_shipped_tables_are_what_the_generator_builds():
    import base64
    import zlib

    from core.mahjong._shanten_data import TABLES
    built = tables.build_tables()
    assert built.keys() == TABLES.keys()
    for name, data in built.items():
        assert zlib.decompress(base64.b85decode(TABLES[name])) == data, name


# -- the hot path of ``shanten`` against the paths it shortcuts ---------------------------------
def _hands(rng, wall, sizes, n):
    """``n`` hands dealt from ``wall``: every other one crowded (a few neighbouring kinds, so
    that big suits, quads and honour triplets are common)."""
    for i in range(n):
        size = sizes[i % len(sizes)]
        pool = wall
        if i % 2:
            start = rng.choice(sorted(set(wall)))
            pool = [k for k in wall if start <= k < start + 9 or k >= 27 and rng.random() < 0.3]
            if len(pool) < size:
                pool = wall
        hand = [0] * 34
        for k in rng.sample(pool, size):
            hand[k] += 1
        yield hand, (14 - size) // 3


@pytest.mark.parametrize("present, terminals", [
    (None, KOKUSHI_13), (SANMA, KOKUSHI_13), (None, GT_TERMINALS), (GT_SANMA, GT_TERMINALS),
])
def test_shanten_is_the_least_of_the_three_shapes_computed_apart(present, terminals):
    """``shanten`` sums one remembered value per group (a histogram for sanma's 1m 9m and
    honours); ``regular_shanten`` combines the groups' vectors the generic way, and the seven
    pairs and thirteen orphans figures are counted from the hand: the three must agree."""
    rng = random.Random(2541 + len(terminals) + (len(present) if present else 0))
    wall = [k for k in sorted(present or range(34)) for _ in range(4)]
    for hand, melds in _hands(rng, wall, (13, 14, 10, 11, 7, 8, 4, 5, 1, 2), 3_000):
        expected = regular_shanten(hand, melds, kinds=present)
        if melds == 0:
            expected = min(expected, chiitoi_shanten(hand), kokushi_shanten(hand, terminals))
        kinds = None if present is None else frozenset(present)       # another object each time
        assert shanten(hand, melds, terminals, kinds=present) == expected, (hand, melds)
        assert shanten(hand, melds, terminals, kinds=kinds) == expected, (hand, melds)


def test_sanma_hot_path_refuses_what_the_tile_set_lacks():
    shanten(counts("19m123p456p789s11z"), kinds=SANMA)                 # the set known
    for bad in ("19m123p456p789s5m1z", "11111m23p456p789s", "19m123p456p789s111z2z"):
        with pytest.raises(ValueError):
            shanten(counts(bad), kinds=SANMA)


def test_a_full_cache_starts_afresh_with_the_prefilled_groups_kept(monkeypatch):
    """A long session meets more rare suits than the cache keeps: it then starts afresh as at
    load, the common groups still there (no miss on them), and every answer unchanged."""
    import random

    from core.mahjong import shanten as S
    S.shanten([1, 1, 1] + [0] * 31)                     # the tables loaded
    common = bytes((1, 1, 1, 0, 0, 0, 0, 0, 0))
    assert common in S._SUITS
    monkeypatch.setattr(S, "_CACHE_LIMIT", len(S._SUITS) + 50)
    rng = random.Random(3)
    hands = []
    while len(hands) < 400:                             # 10-14 tiles in one suit: not prefilled
        counts = [0] * 34
        suit = rng.randrange(3)
        for _ in range(rng.randint(10, 14)):
            k = 9 * suit + rng.randrange(9)
            counts[k] = min(4, counts[k] + 1)
        counts[27] += 14 - sum(counts) if sum(counts) < 14 else 0
        counts[27] = min(counts[27], 4)
        if sum(counts) in (13, 14):
            hands.append(counts)
    first = [S.shanten(h) for h in hands]
    assert len(S._SUITS) <= S._CACHE_LIMIT and common in S._SUITS
    S.clear_caches()
    assert [S.shanten(h) for h in hands] == first
