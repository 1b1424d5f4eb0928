"""Points: basic points, limits, payments and honba (hero_mahjong.md §7, every table row)."""

import pytest

from core.mahjong.points import (
    BAIMAN, HANEMAN, MANGAN, SANBAIMAN, YAKUMAN, basic_points, limit_name, payments, points,
    yakuman_points,
)

# (han, fu, non-dealer ron, dealer ron, non-dealer tsumo (others, dealer), dealer tsumo each)
TABLE = [
    (1, 30, 1000, 1500, (300, 500), 500),
    (2, 30, 2000, 2900, (500, 1000), 1000),
    (3, 30, 3900, 5800, (1000, 2000), 2000),
    (4, 30, 7700, 11600, (2000, 3900), 3900),
    (1, 40, 1300, 2000, (400, 700), 700),
    (2, 40, 2600, 3900, (700, 1300), 1300),
    (3, 40, 5200, 7700, (1300, 2600), 2600),
    (5, 30, 8000, 12000, (2000, 4000), 4000),       # mangan
    (6, 30, 12000, 18000, (3000, 6000), 6000),      # haneman
    (8, 30, 16000, 24000, (4000, 8000), 8000),      # baiman
    (11, 30, 24000, 36000, (6000, 12000), 12000),   # sanbaiman
    (13, 30, 32000, 48000, (8000, 16000), 16000),   # counted yakuman
]


@pytest.mark.parametrize("han, fu, ron, dealer_ron, tsumo, dealer_tsumo", TABLE)
def test_table_row(han, fu, ron, dealer_ron, tsumo, dealer_tsumo):
    assert points(han, fu, dealer=False, tsumo=False).ron == ron
    assert points(han, fu, dealer=True, tsumo=False).ron == dealer_ron
    p = points(han, fu, dealer=False, tsumo=True)
    assert (p.from_others, p.from_dealer) == tsumo
    assert p.total == 2 * tsumo[0] + tsumo[1]
    d = points(han, fu, dealer=True, tsumo=True)
    assert d.from_others == dealer_tsumo and d.total == 3 * dealer_tsumo


def test_pinfu_tsumo_20_fu_2_han():
    p = points(2, 20, dealer=False, tsumo=True)
    assert (p.from_others, p.from_dealer) == (400, 700)
    assert points(2, 20, dealer=True, tsumo=True).from_others == 700


def test_seven_pairs_25_fu():
    assert points(2, 25, dealer=False, tsumo=False).ron == 1600
    assert points(2, 25, dealer=True, tsumo=False).ron == 2400
    p = points(3, 25, dealer=False, tsumo=True)
    assert (p.from_others, p.from_dealer) == (800, 1600)


def test_limits_and_names():
    assert basic_points(5, 20) == MANGAN
    assert basic_points(4, 40) == MANGAN and limit_name(4, 40) == "mangan"
    assert basic_points(3, 70) == MANGAN
    assert basic_points(7, 30) == HANEMAN and limit_name(7, 30) == "haneman"
    assert basic_points(10, 30) == BAIMAN and limit_name(10, 30) == "baiman"
    assert basic_points(12, 30) == SANBAIMAN and limit_name(12, 30) == "sanbaiman"
    assert basic_points(13, 30) == YAKUMAN and limit_name(13, 30) == "kazoe_yakuman"
    assert basic_points(20, 30) == YAKUMAN
    assert basic_points(13, 30, kazoe=False) == SANBAIMAN
    assert limit_name(13, 30, kazoe=False) == "sanbaiman"
    assert limit_name(4, 30) == "" and limit_name(0, 0, yakuman=2) == "double_yakuman"


def test_kiriage_mangan_is_an_option():
    assert basic_points(4, 30) == 1920 and basic_points(3, 60) == 1920
    assert basic_points(4, 30, kiriage=True) == MANGAN
    assert basic_points(3, 60, kiriage=True) == MANGAN
    assert basic_points(3, 50, kiriage=True) == 1600
    assert points(4, 30, False, False, kiriage=True).ron == 8000


def test_multiple_yakuman_stack():
    assert yakuman_points(2) == 16000
    assert payments(yakuman_points(2), dealer=False, tsumo=False).ron == 64000
    assert payments(yakuman_points(3), dealer=True, tsumo=False).ron == 144000
    p = payments(yakuman_points(2), dealer=False, tsumo=True)
    assert (p.from_others, p.from_dealer) == (16000, 32000)


def test_honba_and_sticks():
    r = points(1, 30, dealer=False, tsumo=False, honba=2, sticks=1)
    assert r.ron == 1600 and r.sticks == 1000 and r.total == 2600 and r.honba == 600
    t = points(1, 30, dealer=False, tsumo=True, honba=2, sticks=2)
    assert (t.from_others, t.from_dealer) == (500, 700)
    assert t.total == 500 * 2 + 700 + 2000 and t.honba == 600
    d = points(2, 30, dealer=True, tsumo=True, honba=1)
    assert d.from_others == 1100 and d.total == 3300


def test_payment_text():
    assert points(4, 30, False, False).text() == "7,700"
    assert points(4, 30, False, True).text() == "2,000/3,900"
    assert points(4, 30, True, True).text() == "3,900 all"


def test_sanma_and_surcharge_options():
    # Anmika style: three players, round to 1000, +1000 on each tsumo share.
    p = payments(SANBAIMAN, dealer=False, tsumo=True, players=3, round_to=1000, tsumo_surcharge=1000)
    assert (p.from_others, p.from_dealer) == (7000, 13000) and p.total == 20000
    d = payments(MANGAN, dealer=True, tsumo=True, players=3, round_to=1000, tsumo_surcharge=1000)
    assert d.from_others == 5000 and d.total == 10000
    h = payments(MANGAN, dealer=False, tsumo=True, honba=1, players=3)
    assert (h.from_others, h.from_dealer, h.honba) == (2100, 4100, 200)
