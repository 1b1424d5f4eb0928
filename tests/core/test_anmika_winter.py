"""冬: アリス, チューリップ and 上下段 (core/games/anmika/winter.py; anmika.md §4.3, §4.4, §4.5 rule 8
and the seed's examples)."""

import pytest

from core.games.anmika.winter import AS_FLOWER, WinterResult, neighbours, winter
from core.mahjong.notation import parse, parse_kinds
from core.mahjong.tiles import Tile


def k(text: str) -> int:
    (kind,) = parse_kinds(text)
    return kind


def ks(text: str) -> tuple[int, ...]:
    return tuple(parse_kinds(text))


def tile(text: str) -> Tile:
    (t,) = parse(text)
    return t


def track(*stacks: str) -> list[tuple[Tile, ...]]:
    """Stacks written "upper lower", e.g. track("1p 9s", "5z 2p")."""
    return [tuple(tile(x) for x in s.split()) for s in stacks]


# A closed winning hand: 123p 555p 11s 789s 東東東, the winning tile among them.
HAND = parse_kinds("123555p11789s111z")


# --- neighbours (チューリップ) -------------------------------------------------------------

@pytest.mark.parametrize("flipped, targets", [
    ("9p", "8p9p1p"),                 # 9 -> 8 9 1
    ("1s", "9s1s2s"),
    ("5p", "4p5p6p"),
    ("1z", "4z1z2z"),                 # 東 -> 北 東 南
    ("4z", "3z4z1z"),                 # 北 -> 西 北 東
    ("5z", "7z5z6z"),                 # 白 -> 中 白 發
    ("7z", "6z7z5z"),
])
def test_tulip_neighbours_wrap(flipped, targets):
    assert neighbours(k(flipped), gt=True) == ks(targets)


def test_manzu_has_two_kinds_and_no_double_count():
    assert neighbours(k("7m"), gt=True) == ks("9m7m")
    assert neighbours(k("9m"), gt=True) == ks("7m9m")
    assert neighbours(k("1m"), gt=False) == ks("9m1m")
    assert neighbours(k("9m"), gt=False) == ks("1m9m")


def test_flowers_have_no_neighbours():
    assert neighbours(k("1f")) == ks("1f")
    assert neighbours(k("4f"), gt=False) == ks("4f")


# --- アリス ------------------------------------------------------------------------------

def test_alice_keeps_flipping_while_it_hits():
    """5p hits 3 (555p), 1z 3 (東東東), 1s 2, 2p 1, then 6s misses; 3z is never flipped."""
    result = winter(track("5p", "1z", "1s", "2p", "6s", "3z"), HAND, tulip=False)
    assert [h for _, h in result.flips] == [3, 3, 2, 1, 0]
    assert result.hits == 9
    assert result.stacks == 5
    assert result.flips[-1] == ((tile("6s"),), 0)


def test_alice_first_flip_misses():
    result = winter(track("4p", "5p"), HAND, tulip=False)
    assert result == WinterResult((((tile("4p"),), 0),), 0, ((k("4p"),),))


def test_alice_stops_when_the_track_ends():
    result = winter(track("5p", "1z"), HAND, tulip=False)
    assert result.hits == 6 and result.stacks == 2
    assert winter([], HAND, tulip=False) == WinterResult((), 0, ())


def test_alice_lower_tile_is_ignored_without_upper_lower():
    result = winter(track("4p 5p", "5p 1z"), HAND, tulip=False)
    assert result.flips == (((tile("4p"),), 0),)
    assert result.hits == 0


def test_extracted_norths_and_red_fives_count():
    """北 once per extracted north in hand_kinds; a flipped 金北 or red 5 is its kind."""
    hand = HAND + [k("4z"), k("4z")]
    assert winter(track("4gz", "0p", "6s"), hand, tulip=False).hits == 2 + 3


# --- 華牌 and 神ポッチ ---------------------------------------------------------------------

def test_flipped_flower_hits_as_many_as_flowers_extracted():
    """華牌 flipped: hits = the winner's extracted flowers, no neighbours even in a tulip."""
    assert winter(track("2f", "4p"), HAND, tulip=False, flowers_extracted=3).hits == 3
    # tulip: the flower still hits 3; then 4p hits 3p 4p 5p = 1 + 0 + 3
    assert winter(track("2f", "4p"), HAND, tulip=True, flowers_extracted=3).hits == 3 + 4
    assert winter(track("3f", "5p"), HAND, tulip=False, flowers_extracted=0).hits == 0


def test_god_pocchi_takes_the_best_kind():
    """A positive pocchi flipped (神ポッチ) is taken as the kind with the most hits."""
    result = winter(track("5Gz", "9p"), HAND, tulip=False)
    assert result.flips[0] == ((tile("5Gz"),), 3)            # 555p or 東東東: 3
    assert result.taken[0] in ((k("5p"),), (k("1z"),))
    assert result.hits == 3
    # tulip: as 4p it hits 3p 4p 5p = 1 + 3, as 9s 8s 9s 1s = 1 + 1 + 2: 4 (the lower kind)
    blue = winter(track("5Bz", "9p"), HAND, tulip=True)
    assert blue.flips[0][1] == 4
    assert blue.taken[0] == (k("4p"),)
    assert blue.hits == 4 + 1                                 # 9p: 8p 9p 1p


def test_god_pocchi_as_a_flower():
    """八華でチューリップに神ポッチ: it may be taken as a flower (8 hits)."""
    result = winter(track("5Gz", "4p"), HAND, tulip=True, flowers_extracted=8)
    assert result.flips[0][1] == 8
    assert result.taken[0] == (AS_FLOWER,)


def test_god_pocchi_fewest():
    result = winter(track("5Bz", "5p"), HAND, tulip=False, god_pocchi="fewest")
    assert result.flips == (((tile("5Bz"),), 0),)
    with pytest.raises(ValueError):
        winter(track("5p"), HAND, tulip=False, god_pocchi="best")


def test_reverse_pocchi_is_a_plain_white():
    hand = HAND[:-3] + [k("5z")] * 2 + [k("6z")]              # 白白發 instead of 東東東
    assert winter(track("5Yz", "4p"), hand, tulip=False).hits == 2
    assert winter(track("5Cz", "4p"), hand, tulip=True).hits == 3 + 4   # 中白發 2 + 1; 3p 4p 5p
    assert winter(track("5Yz"), HAND, tulip=False).hits == 0


# --- チューリップ ------------------------------------------------------------------------

def test_tulip_hits_neighbours():
    """9s flipped: 8s 9s 1s -> 789s + 99s = 1 + 3; 2z (南): 東南西 -> 3."""
    result = winter(track("9s", "2z", "4z"), HAND, tulip=True)
    assert [h for _, h in result.flips] == [4, 3, 3]          # 4z: 西北東 -> 東東東
    assert result.hits == 10


def test_tulip_9_wraps_to_1():
    hand = parse_kinds("111p")
    assert winter(track("9p"), hand, tulip=True).hits == 3
    assert winter(track("9p"), hand, tulip=False).hits == 0


def test_tulip_gt_manzu_no_double_count():
    """GT: a flipped 7m hits 7m and 9m once each (not 9m twice)."""
    hand = parse_kinds("777m99m")
    assert winter(track("7m"), hand, tulip=True, gt=True).hits == 5
    assert winter(track("9m"), hand, tulip=True, gt=True).hits == 5
    assert winter(track("7m"), hand, tulip=False, gt=True).hits == 3


def test_tulip_without_gt_manzu():
    hand = parse_kinds("111m99m")
    assert winter(track("1m"), hand, tulip=True, gt=False).hits == 5


# --- 上下段 --------------------------------------------------------------------------------

def test_upper_lower_counts_both_tiles():
    result = winter(track("5p 1z", "4p 1s", "4p 4s"), HAND, tulip=False, upper_lower=True)
    assert result.flips[0] == ((tile("5p"), tile("1z")), 6)
    assert result.flips[1] == ((tile("4p"), tile("1s")), 2)   # the upper misses, the lower hits
    assert result.flips[2] == ((tile("4p"), tile("4s")), 0)
    assert result.hits == 8 and result.stacks == 3


def test_upper_lower_tulip():
    result = winter(track("4p 8s", "6z 6m"), HAND, tulip=True, upper_lower=True)
    # 4p: 3p 4p 5p -> 1 + 3; 8s: 7s 8s 9s -> 3; then 發: 白發中 0 and 6m (no such tile) 0
    assert [h for _, h in result.flips] == [7, 0]


def test_upper_lower_flower_and_god_pocchi():
    result = winter(track("1f 5Gz", "4p"), HAND, tulip=False, upper_lower=True,
                    flowers_extracted=2)
    assert result.flips[0][1] == 2 + 3
    assert result.taken[0][0] == k("1f")


def test_lone_tiles_and_short_stacks():
    result = winter([tile("5p"), (tile("1z"),), (tile("4p"), None)], HAND, tulip=False,
                    upper_lower=True)
    assert [h for _, h in result.flips] == [3, 3, 0]
