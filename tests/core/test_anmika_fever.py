"""Anmika waits, 確定暗刻 and the forced kan (core/games/anmika/fever.py; anmika.md §2.3-§2.5 and
the seed's examples, each with its exact result)."""

import pytest

from core.games.anmika.fever import (
    ANMIKA_KINDS, ANMIKA_KINDS_GT, SEVENS, SEVENS_GT, anmika_waits, clear_caches, fever_tier,
    guaranteed_triplets, wait_changes,
)
from core.games.anmika.yaku import M7, M8
from core.mahjong.hand import Meld, counts_of, readings
from core.mahjong.notation import parse_kinds
from core.mahjong.tilesets import anmika_116
from core.mahjong.waits import waits as riichi_waits

P7, S7 = 15, 24


def c(text: str) -> list[int]:
    return counts_of(parse_kinds(text))


def k(text: str) -> int:
    (kind,) = parse_kinds(text)
    return kind


def ks(text: str) -> frozenset[int]:
    return frozenset(parse_kinds(text))


def ankan(text: str) -> Meld:
    return Meld("closed_kan", (k(text),) * 4)


def pon(text: str) -> Meld:
    return Meld("pon", (k(text),) * 3, k(text), 1)


GT = anmika_116(gt=True).kinds_used
NO_GT = anmika_116(gt=False).kinds_used


# --- anmika_waits --------------------------------------------------------------------------

def test_the_tile_sets_kinds():
    assert ANMIKA_KINDS_GT == frozenset(k for k in GT if k < 34)
    assert ANMIKA_KINDS == frozenset(k for k in NO_GT if k < 34)
    assert SEVENS_GT == (M7, P7, S7) and SEVENS == (P7, S7)


@pytest.mark.parametrize("hand, waits", [
    ("777m111345s1155p", "15p"),                 # shanpon
    ("777m111345s1115p", "5p"),
    ("3455777p123s789s", "256p"),
    ("555666777p11s23s", "14s"),
    ("123456789p1234s", "14s"),
    ("19p19s1234567z99m", "7m"),                 # GT kokushi: 7m in place of 1m
    ("7m9m19p19s1234567z", "7m9m19p19s1234567z"),  # 13-sided
])
def test_waits(hand, waits):
    assert anmika_waits(c(hand), 0, GT) == ks(waits)


def test_waits_accept_the_default_set_and_lists():
    assert anmika_waits(c("777m111345s1155p")) == ks("15p")
    assert anmika_waits(c("777m111345s1155p"), 0, sorted(GT)) == ks("15p")


def test_kokushi_without_gt_uses_1m():
    hand = c("19p19s1234567z99m")            # no 1m nor 7m: 12 kinds and a pair
    assert anmika_waits(hand, 0, NO_GT) == ks("1m")
    assert anmika_waits(hand, 0, GT) == ks("7m")


def test_american_seven_pairs_wait():
    """3355p223344777s: 7s completes it only as アメリカ七対子 (7777s as two pairs)."""
    assert anmika_waits(c("3355p223344777s"), 0, GT) == ks("35p7s")
    assert riichi_waits(c("3355p223344777s")) == [k("3p"), k("5p")]   # riichi's reading lacks 7s
    assert anmika_waits(c("11223344p5566s7z"), 0, GT) == ks("7z")
    assert anmika_waits(c("1111p2222s33334z"), 0, GT) == ks("4z")


def test_kanpachi_8m_is_a_wait_with_gt():
    """7999m: the 7m-9m kanchan waits on 8m (間八萬), which only a pocchi supplies."""
    assert anmika_waits(c("7999m123456p789s"), 0, GT) == frozenset({M7, M8})
    assert anmika_waits(c("79m123456p789s11z"), 0, GT) == frozenset({M8})
    assert anmika_waits(c("79m123456p789s11z"), 0, GT, fifth=False) == frozenset({M8})
    # without GT there is no 7m and no run in manzu
    assert anmika_waits(c("1999m123456p789s"), 0, NO_GT) == ks("1m")


def test_fifth_tile_wait_with_a_closed_kan():
    """13456789p西西 + 暗槓 2222p waits on 2p, only as a 5th copy (§2.3)."""
    kan = [ankan("2p")]
    assert anmika_waits(c("13456789p33z"), kan, GT) == ks("2p")
    assert anmika_waits(c("13456789p33z"), kan, GT, fifth=False) == frozenset()
    assert anmika_waits(c("13456789p33z"), 1, GT) == ks("2p")   # an int cannot see the kan


def test_fifth_tile_wait_4p():
    """12356789p西西 + 暗槓 4444p: a pocchi may be taken as 4p."""
    kan = [ankan("4p")]
    assert anmika_waits(c("12356789p33z"), kan, GT) == ks("47p")
    assert anmika_waits(c("12356789p33z"), kan, GT, fifth=False) == ks("7p")


def test_fifth_tile_wait_in_the_hand():
    """2222455566677s waits on 3s; a pocchi may also be taken as a 5th 2s."""
    assert anmika_waits(c("2222455566677s"), 0, GT) == ks("23s")
    assert anmika_waits(c("2222455566677s"), 0, GT, fifth=False) == ks("3s")


def test_fifth_counts_a_pon():
    """222p called and 2345678p in hand: a 2p completes it only as a 5th copy."""
    hand = c("2345678p")
    assert anmika_waits(hand, [pon("2p"), pon("1z")], GT) == ks("258p")
    assert anmika_waits(hand, [pon("2p"), pon("1z")], GT, fifth=False) == ks("58p")


def test_not_waiting():
    assert anmika_waits(c("13579p2468s1357z"), 0, GT) == frozenset()


def test_missing_kinds_are_no_waits():
    """2m-6m do not exist: 9m alone waits only on 9m (a pair), never on a run."""
    assert anmika_waits(c("9m123456p789s111z"), 0, GT) == ks("9m")


def test_wrong_size_raises():
    with pytest.raises(ValueError):
        anmika_waits(c("123p"), 0, GT)


def _brute_waits(counts, melds, kinds):
    """Every kind whose addition makes a complete hand, by core.mahjong.hand.readings."""
    kinds = set(kinds) | ({M8} if M7 in kinds else set())
    kokushi = (M7,) + (8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33) if M7 in kinds else None
    out = set()
    for w in kinds:
        if w >= 34:
            continue
        won = list(counts)
        won[w] += 1
        kw = {"chiitoi_quads": True}
        if kokushi:
            kw["kokushi_kinds"] = kokushi
        if readings(won, melds, w, **kw):
            out.add(w)
    return frozenset(out)


def test_waits_match_readings_on_random_hands():
    import random
    rng = random.Random(7)
    tiles = [t.kind for t in anmika_116().tiles if t.kind < 34]
    checked = 0
    for _ in range(1000):
        hand = rng.sample(tiles, 13)
        counts = counts_of(hand)
        got = anmika_waits(counts, 0, GT)
        assert got == _brute_waits(counts, (), GT), hand
        checked += bool(got)
    # and hands made to wait: a complete hand less one tile
    for _ in range(300):
        counts = _random_complete(rng)
        for drop in {i for i, n in enumerate(counts) if n}:
            hand = list(counts)
            hand[drop] -= 1
            got = anmika_waits(hand, 0, GT)
            assert drop in got
            assert got == _brute_waits(hand, (), GT)
            checked += 1
    assert checked > 1000


def test_waits_with_kans_match_readings():
    """Closed kans made of a complete hand's triplets; fifth-tile waits through the kans."""
    import random
    rng = random.Random(3)
    seen_fifth = 0
    for _ in range(300):
        counts = _random_complete(rng)
        triplets = [x for x, n in enumerate(counts) if n == 3]
        kans = []
        for x in triplets[:rng.randint(1, 2)]:
            counts[x] -= 3
            kans.append(Meld("closed_kan", (x,) * 4))
        for drop in {i for i, n in enumerate(counts) if n}:
            hand = list(counts)
            hand[drop] -= 1
            got = anmika_waits(hand, kans, GT)
            assert got == _brute_waits(hand, kans, GT)
            real = anmika_waits(hand, kans, GT, fifth=False)
            fifth = {x for m in kans for x in m.kinds[:1]} | {x for x in range(34) if hand[x] == 4}
            assert real == got - fifth
            seen_fifth += bool(got & fifth)
    assert seen_fifth > 5


def _random_complete(rng):
    counts = [0] * 34
    kinds = sorted(k for k in ANMIKA_KINDS_GT)
    while sum(counts) < 12:
        if rng.random() < 0.5:
            a = rng.choice([k for k in range(9, 27) if k % 9 <= 6])
            block = (a, a + 1, a + 2)
        else:
            block = (rng.choice(kinds),) * 3
        if all(counts[x] + block.count(x) <= 4 for x in block):
            for x in block:
                counts[x] += 1
    while True:
        p = rng.choice(kinds)
        if counts[p] <= 2:
            counts[p] += 2
            return counts


# --- 確定暗刻 -------------------------------------------------------------------------------

def test_seed_gt_example_1():
    """777m111345s11155p (§3.3 example 1): 7m is a guaranteed triplet, fever is allowed."""
    for hand in ("777m111345s1155p", "777m111345s1115p", "777m11345s11155p", "777m111345s1155p"):
        assert guaranteed_triplets(c(hand), (), GT, gt=True) == {M7}
        assert fever_tier(c(hand), (), GT, gt=True) == 1


def test_seed_gt_example_1_every_discard():
    """From the 14 tiles 777m111345s11155p, every discard but a 7m keeps 7m 確定暗刻."""
    full = c("777m111345s11155p")
    for drop in [x for x, n in enumerate(full) if n]:
        hand = list(full)
        hand[drop] -= 1
        assert anmika_waits(hand, 0, GT)
        assert guaranteed_triplets(hand, (), GT) == (frozenset() if drop == M7 else {M7})


def test_seed_gt_example_2():
    """777m11199p西西中中中: fever allowed (one tile less: shanpon 9p / 西)."""
    assert guaranteed_triplets(c("777m11199p33777z"), (), GT) == {M7}


def test_7m_counts_only_with_gt():
    assert guaranteed_triplets(c("777p111345s1155p"), (), GT, gt=False) == {P7}
    assert guaranteed_triplets(c("777m111345s1155p"), (), GT, gt=False) == frozenset()


def test_run_triplet_shape_breaks_it():
    """555666777 can be read as three runs (§2.5)."""
    assert guaranteed_triplets(c("555666777p11s23s"), (), GT) == frozenset()
    assert guaranteed_triplets(c("555666777s11p23p"), (), GT) == frozenset()


def test_american_seven_pairs_breaks_it():
    """3355p223344777s: winning on 7s reads as アメリカ七対子."""
    assert guaranteed_triplets(c("3355p223344777s"), (), GT) == frozenset()


def test_3455777_is_never_guaranteed():
    """3455777: the 6 reads 345 567 77, whatever the table shows (no table input exists)."""
    assert guaranteed_triplets(c("3455777p123s789s"), (), GT) == frozenset()
    assert guaranteed_triplets(c("3455777s123p789p"), (), GT) == frozenset()


def test_kanpachi_breaks_the_7m():
    """7779m: the 8m (pocchi) reads 789m + 77m."""
    assert guaranteed_triplets(c("7779m123456789p"), (), GT) == frozenset()
    assert guaranteed_triplets(c("7779m123456789p"), (), GT, gt=False) == frozenset()


def test_closed_kan_of_7_counts():
    """確定暗刻には7の暗槓を含む."""
    assert guaranteed_triplets(c("123456p234s1z"), [ankan("7p")], GT) == {P7}
    assert fever_tier(c("123456p234s1z"), [ankan("7p")], GT) == 1
    assert guaranteed_triplets(c("123p234s1z777m"), [ankan("7p")], GT) == {P7, M7}
    assert guaranteed_triplets(c("123p234s1z777m"), [ankan("7p")], GT, gt=False) == {P7}


def test_closed_kan_needs_a_waiting_hand():
    assert guaranteed_triplets(c("13579p2468s1z"), [ankan("7p")], GT) == frozenset()


def test_shanpon_on_a_7_is_not_a_triplet():
    """77p 99s shanpon: the 7p is a triplet only when it is the winning tile."""
    assert guaranteed_triplets(c("77p99s123456p789s"), (), GT) == frozenset()


def test_quad_in_hand():
    """7777p held: 777p + 789p on the 1z tanki is the only reading; 77778p waits 6p (678 777)
    and 9p (777 789); 7777p alone waits only on a 5th 7p (777 + 77)."""
    assert guaranteed_triplets(c("7777p89p123s456s1z"), (), GT) == {P7}
    assert anmika_waits(c("77778p123s456s11z"), 0, GT) == ks("69p")
    assert guaranteed_triplets(c("77778p123s456s11z"), (), GT) == {P7}
    assert anmika_waits(c("7777p123s456s789s"), 0, GT) == ks("7p")
    assert guaranteed_triplets(c("7777p123s456s789s"), (), GT) == {P7}


def test_double_and_triple_fever():
    assert fever_tier(c("777p777s123p456s1z"), (), GT) == 2
    assert guaranteed_triplets(c("777m777p777s456s1z"), (), GT) == {M7, P7, S7}
    assert fever_tier(c("777m777p777s456s1z"), (), GT) == 3
    assert fever_tier(c("777m777p777s456s1z"), (), GT, gt=False) == 2   # 7m only with GT


def test_a_7_next_to_its_run_breaks():
    """777p 9p tanki also waits on 8p (789p + 77p): only 7s stays."""
    assert guaranteed_triplets(c("777p777s123p456s9p"), (), GT) == {S7}


def test_triplet_next_to_a_run_can_break():
    """7778p: 8p reads 777 + 88, but 6p and 9p read 77 + 678 / 789."""
    assert anmika_waits(c("7778p123s456s789s"), 0, GT) == ks("689p")
    assert guaranteed_triplets(c("7778p123s456s789s"), (), GT) == frozenset()


def test_not_waiting_is_empty():
    assert guaranteed_triplets(c("7779p13579s1357z"), (), GT) == frozenset()
    assert fever_tier(c("7779p13579s1357z"), (), GT) == 0


def test_guaranteed_matches_readings_on_random_hands():
    """Cross-check with core.mahjong.hand.readings over every wait (fifth waits included)."""
    import random
    rng = random.Random(11)
    hits = 0
    for _ in range(600):
        counts = _random_complete(rng)
        for drop in [i for i, n in enumerate(counts) if n]:
            hand = list(counts)
            hand[drop] -= 1
            got = guaranteed_triplets(hand, (), GT)
            assert got == _brute_guaranteed(hand), hand
            hits += bool(got)
    assert hits > 50


def _brute_guaranteed(hand):
    waits = anmika_waits(hand, 0, GT)
    if not waits:
        return frozenset()
    left = {s for s in SEVENS_GT if hand[s] >= 3}
    kokushi = (M7, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
    for w in waits:
        won = list(hand)
        won[w] += 1
        for r in readings(won, (), w, chiitoi_quads=True, kokushi_kinds=kokushi):
            sets = {g.first for g in r.groups if g.shape == "triplet"} if r.form == "regular" else set()
            left &= sets
    return frozenset(left)


# --- カンの強制 -----------------------------------------------------------------------------

def test_kan_of_5s_or_6s_is_no_change():
    """2222455566677s: kanning 5s or 6s loses only the 5th-2s reading - not a change."""
    hand = c("2222455566677s")
    assert wait_changes(hand, 0, k("5s"), GT) is False
    assert wait_changes(hand, 0, k("6s"), GT) is False


def test_kan_of_9m_from_7999m_is_a_change():
    """7999m: kanning 9m destroys the 間八萬 wait (a 正ポッチ may be ronned as 8m)."""
    assert wait_changes(c("7999m123456p789s"), 0, k("9m"), GT) is True
    assert wait_changes(c("7999m123456p789s"), [], k("9m"), GT) is True


def test_plain_kan_without_change():
    """123p 999s ... waiting on 1z tanki: kanning 9s keeps the wait."""
    assert wait_changes(c("123p456p789p999s1z"), 0, k("9s"), GT) is False


def test_kan_that_changes_the_wait():
    """6777p: waits 5p 8p (567 + 77, 678 + 77) and 6p (66 + 777); kanning 7p leaves 6p only."""
    hand = c("6777p123s456s789s")
    assert anmika_waits(hand, 0, GT) == ks("568p")
    assert wait_changes(hand, 0, k("7p"), GT) is True


def test_kan_needs_three_in_hand():
    assert wait_changes(c("2222455566677s"), 0, k("2s"), GT) is True
    assert wait_changes(c("2222455566677s"), 0, k("7s"), GT) is True


def test_kan_with_a_kan_already():
    """A new kan's 5th-copy wait is no wait either (2p in a 2222p kan, then kanning 9s)."""
    hand = c("13p456p999s33z")                    # + 2222p kan: 10 tiles
    kan = [ankan("2p")]
    assert anmika_waits(hand, kan, GT) == ks("2p")
    assert anmika_waits(hand, kan, GT, fifth=False) == frozenset()
    assert wait_changes(hand, kan, k("9s"), GT) is False
    hand = c("12p456p999s33z")
    assert anmika_waits(hand, kan, GT) == ks("3p")
    assert wait_changes(hand, kan, k("9s"), GT) is False


def test_four_kans_cannot_grow():
    kans = [ankan("1p"), ankan("2p"), ankan("3p"), ankan("4p")]
    assert wait_changes(c("9p"), kans, k("9p"), GT) is True


def test_gt_picks_the_set_when_kinds_are_not_given():
    hand = c("1999m123456p789s")
    assert wait_changes(hand, 0, k("9m"), None, False) is False       # 1m tanki stays
    assert wait_changes(hand, 0, k("9m"), NO_GT, False) is False
    assert guaranteed_triplets(c("777p111345s1155p"), (), None, gt=False) == {P7}
    assert wait_changes(c("7999m123456p789s"), (), k("9m"), GT, True) is True


def test_counts_with_flowers_are_cut_to_34():
    hand = c("777m111345s1155p") + [1, 0, 0, 2]
    assert anmika_waits(hand, 0, GT) == ks("15p")
    assert guaranteed_triplets(hand, (), GT) == {M7}


def test_clear_caches_keeps_results():
    before = guaranteed_triplets(c("777m111345s1155p"), (), GT)
    clear_caches()
    assert guaranteed_triplets(c("777m111345s1155p"), (), GT) == before
