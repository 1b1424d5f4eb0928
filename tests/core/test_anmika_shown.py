"""オープン立直 shows the fewest tiles that tell the wait (the seed: for 34556, 56)."""
from core.games.anmika.shown import fewest_shown
from core.games.anmika.yaku import GT_KOKUSHI_KINDS
from core.mahjong.hand import counts_of
from core.mahjong.notation import parse_kinds


def shown(hand: str, waits: str) -> str:
    from core.mahjong.notation import to_text
    counts = counts_of(parse_kinds(hand))
    return to_text(fewest_shown(counts, (), parse_kinds(waits), GT_KOKUSHI_KINDS))


def test_the_seeds_34556_shows_56():
    assert shown("34556s111p999p55p", "47s") == "56s"


def test_a_single_wait_shows_its_tile_and_a_kanchan_its_two():
    assert shown("123s456s789s111p5p", "5p") == "5p"
    assert shown("123s456s789s11p79m", "8m") == "79m"


def test_a_shanpon_shows_both_pairs():
    assert shown("123s456s789s11p99p", "19p") == "1199p"
