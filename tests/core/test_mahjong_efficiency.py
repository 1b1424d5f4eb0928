"""The teaching panel's efficiency report (牌効率) read from a seat's view: the shanten after each
discard with the improving tiles (受け入れ) and their unseen counts, the waits (待ち) of a tenpai
hand, furiten (振聴) by one's own discards, the no-yaku (役なし) warning, the three-player set."""
from __future__ import annotations

import random

import pytest

from core.engine import View
from core.mahjong.efficiency import analyse_view, copies_of
from core.mahjong.notation import parse_kinds, to_text
from core.mahjong.tilesets import sanma_108
from core.mahjong.waits import discard_table
from core.registry import GAMES


def k(tok: str) -> int:
    """The kind of one tile written in notation: ``k("5m") == 4``."""
    return parse_kinds(tok)[0]


def toks(text: str) -> list[str]:
    """``"123m11z"`` -> ``["1m", "2m", "3m", "1z", "1z"]`` (the view's tokens)."""
    return [to_text([kind]) for kind in parse_kinds(text)]


def view(hand: str, seat: int = 0, melds=(), ponds=None, other_melds=None, dora=("7z",), riichi=0,
         dealer: int = 0, round_wind: int = 0, seats: int = 4, drawn=None) -> View:
    """A riichi-style view of ``seat`` (see notes/riichi_protocol.md): its hand, its melds as
    ``(kind, tiles, called, from)``, every pond as text or a list of (text, called) pairs."""
    ponds = ponds or {}
    pond_data = []
    for s in range(seats):
        entries = ponds.get(s, "")
        if isinstance(entries, str):
            entries = [(t, False) for t in toks(entries)]
        pond_data.append([{"tile": t, "riichi": False, "called": c} for t, c in entries])
    meld_data = [[] for _ in range(seats)]
    for owner, ms in [(seat, melds)] + list((other_melds or {}).items()):
        for kind, tiles, called, source in ms:
            meld_data[owner].append({"kind": kind, "tiles": toks(tiles), "called": called, "from": source})
    hands = [["??"] * 13 for _ in range(seats)]
    hands[seat] = toks(hand)
    return View("riichi", seat, {
        "seats": seats, "step": "turn", "turn": seat, "dealer": dealer, "round_wind": round_wind,
        "dora_indicators": list(dora), "hands": hands, "drawn": drawn, "melds": meld_data,
        "ponds": pond_data, "riichi": [riichi if s == seat else 0 for s in range(seats)],
    })


# --- the discard table (何切る) ---------------------------------------------------------------

# Three sets, an East pair, and 2z 5m 9p loose: 1-shanten after the right discard. Seat 1
# discarded 4m twice and an 8p that seat 2 called (pon 8p: three 8p in the meld, the pond's
# called 8p is not counted again); the dora indicator is 7p.
ROWS_HAND = "123m456p789s11z2z5m9p"
ROWS_VIEW = dict(ponds={1: [("4m", False), ("4m", False), ("8p", True)]},
                 other_melds={2: [("pon", "888p", "8p", 1)]}, dora=("7p",))


def test_unseen_counts_are_the_copies_the_seat_cannot_see():
    e = analyse_view(view(ROWS_HAND, **ROWS_VIEW))
    assert e.unseen[k("4m")] == 2              # two in seat 1's pond
    assert e.unseen[k("8p")] == 1              # three in seat 2's pon (the pond entry is called)
    assert e.unseen[k("7p")] == 3              # the dora indicator
    assert e.unseen[k("5m")] == 3              # one in the hand
    assert e.unseen[k("1z")] == 2
    assert e.unseen[k("5s")] == 4


def test_every_discard_has_its_shanten_and_improving_tiles_best_first():
    e = analyse_view(view(ROWS_HAND, **ROWS_VIEW))
    assert e.to_discard and e.shanten == 1
    rows = {r.kind: r for r in e.discards}
    assert len(rows) == 13                     # one row per distinct kind (1z held twice)
    cut_2z = rows[k("2z")]
    assert cut_2z.shanten == 1
    assert dict(cut_2z.improving) == {k("3m"): 3, k("4m"): 2, k("5m"): 3, k("6m"): 4, k("7m"): 4,
                                      k("7p"): 3, k("8p"): 1, k("9p"): 3, k("1z"): 2}
    assert cut_2z.total == 25
    assert (rows[k("9p")].shanten, rows[k("9p")].total) == (1, 21)
    assert (rows[k("5m")].shanten, rows[k("5m")].total) == (1, 12)
    assert rows[k("1z")].shanten == 2          # breaking the pair loses a step
    assert [r.kind for r in e.discards[:3]] == [k("2z"), k("9p"), k("5m")]
    assert e.best is e.discards[0]
    assert all(r.key >= e.discards[0].key for r in e.discards)


def test_the_rows_agree_with_the_discard_table_on_real_positions():
    game = GAMES["riichi"]
    checked = 0
    for seed in range(8):
        state = game.new_state(4, None, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(5, 80)):
            if state.is_over():
                break
            seat = state.to_move()[0]
            state.apply(rng.choice(state.legal_actions(seat)))
        seat = state.to_move()[0]
        v = state.view(seat)
        e = analyse_view(v, legal_actions=state.legal_actions(seat))
        if not e.to_discard:
            continue
        table = discard_table(list(e.counts), len(e.melds), list(e.unseen))
        assert {r.kind: (r.shanten, dict(r.improving)) for r in e.discards} == \
            {kind: (s, u) for kind, s, u in table}
        legal = {k(a.cards[0]) for a in state.legal_actions(seat) if a.kind in ("discard", "riichi")}
        assert {r.kind for r in e.discards if r.legal} == legal
        checked += 1
    assert checked >= 3


def test_a_discard_that_leaves_tenpai_gets_its_waits_and_furiten():
    # 123m 456p 789s 11z 45s + 9m: cutting 9m waits on 3s-6s; 6s is in the seat's own pond
    e = analyse_view(view("123m456p789s11z45s9m", ponds={0: "6s"}))
    best = e.best
    assert (best.kind, best.shanten) == (k("9m"), 0)
    assert [(w.kind, w.unseen) for w in best.waits] == [(k("3s"), 4), (k("6s"), 3)]
    assert best.furiten


def test_discarding_a_wait_is_furiten_too():
    # a complete hand that does not win: cutting 4s from 456s waits on 4s-7s, and 4s is now in
    # the pond; cutting 5s waits on 5s (嵌張)
    e = analyse_view(view("123m456p789s11z456s"))
    rows = {r.kind: r for r in e.discards}
    assert [w.kind for w in rows[k("4s")].waits] == [k("4s"), k("7s")] and rows[k("4s")].furiten
    assert rows[k("5s")].waits[0].kind == k("5s") and rows[k("5s")].furiten
    plain = analyse_view(view("123m456p789s11z45s9m"))
    assert not plain.best.furiten              # cutting 9m leaves 3s-6s, neither discarded


def test_legal_actions_mark_the_rows_and_riichi():
    class A:
        def __init__(self, kind, tok):
            self.kind, self.cards = kind, (tok,)
    legal = [A("discard", "9m"), A("riichi", "9m"), A("discard", "1m")]
    e = analyse_view(view("123m456p789s11z45s9m"), legal_actions=legal)
    assert [r.kind for r in e.discards if r.legal] == [k("9m"), k("1m")]
    assert e.discards[0].riichi and not e.discards[1].riichi
    assert all(not r.legal for r in e.discards[2:])


# --- a waiting hand (聴牌) ---------------------------------------------------------------------

TENPAI = "123m456p789s11z45s"        # waits 3s-6s; the East pair is no value for seat 1 (South)


def test_tenpai_waits_with_unseen_counts():
    e = analyse_view(view(TENPAI, seat=1, ponds={0: "3s3s", 2: "6s"}))
    assert not e.to_discard and e.tenpai
    assert [(w.kind, w.unseen) for w in e.waits] == [(k("3s"), 2), (k("6s"), 3)]
    assert e.improving == ((k("3s"), 2), (k("6s"), 3)) and e.total == 5
    assert not e.furiten


def test_a_wait_in_the_own_pond_is_furiten():
    e = analyse_view(view(TENPAI, seat=1, ponds={1: "2z6s"}))
    assert e.furiten and e.furiten_kinds == (k("6s"),)
    other = analyse_view(view(TENPAI, seat=1, ponds={0: "6s", 2: "3s"}))
    assert not other.furiten                   # another seat's discard is no furiten


def test_a_called_discard_still_counts_for_furiten():
    e = analyse_view(view(TENPAI, seat=1, ponds={1: [("6s", True)]},
                          other_melds={2: [("pon", "666s", "6s", 1)]}))
    assert e.furiten
    assert e.unseen[k("6s")] == 1              # three in the pon (the pond entry is not counted again)


def test_closed_hand_without_yaku_on_ron_but_tsumo_and_riichi_give_one():
    # no pinfu (East is the round wind), no all simples: ron has no yaku, tsumo has menzen tsumo
    e = analyse_view(view(TENPAI, seat=1))
    assert e.closed
    assert e.no_yaku_ron() == (k("3s"), k("6s"))
    assert e.no_yaku_tsumo() == ()
    in_riichi = analyse_view(view(TENPAI, seat=1, riichi=1))
    assert in_riichi.in_riichi and in_riichi.no_yaku_ron() == ()


def test_value_pair_is_no_yaku_but_a_seat_wind_triplet_is():
    # seat 0 is East in the East round: 111z is a double value triplet (ダブ東)
    e = analyse_view(view("123m456p99s111z45s", seat=0))
    assert e.tenpai and e.no_yaku_ron() == ()


def test_open_hand_without_yaku_cannot_win():
    # chi 123m from the left; 456p 789s 11z 45s: no yaku at all for seat 1 (South)
    e = analyse_view(view("456p789s11z45s", seat=1, melds=[("chi", "123m", "2m", 0)]))
    assert not e.closed and e.tenpai
    assert e.no_yaku_ron() == (k("3s"), k("6s")) and e.no_yaku_tsumo() == (k("3s"), k("6s"))


def test_open_all_simples_has_a_yaku_on_some_waits_only():
    # chi 234m; 456p 678s 22p 23s waits 1s (no yaku) and 4s (all simples, 喰いタン)
    e = analyse_view(view("456p678s22p23s", seat=1, melds=[("chi", "234m", "3m", 0)]))
    assert [w.kind for w in e.waits] == [k("1s"), k("4s")]
    assert e.no_yaku_ron() == (k("1s"),) and e.no_yaku_tsumo() == (k("1s"),)


def test_complete_hand_after_a_draw():
    e = analyse_view(view("123m456p789s11z456s", seat=1, drawn="6s"))
    assert e.complete and e.complete_yaku is True      # menzen tsumo
    open_hand = analyse_view(view("456p789s11z456s", seat=1, drawn="6s",
                                  melds=[("chi", "123m", "2m", 0)]))
    assert open_hand.complete and open_hand.complete_yaku is False


# --- three-player mahjong (三麻) ----------------------------------------------------------------

SANMA = copies_of(sanma_108())


def test_sanma_has_no_2m_to_8m():
    assert [SANMA[kind] for kind in range(9)] == [4, 0, 0, 0, 0, 0, 0, 0, 4]
    # 19m 123p 456p 789s 11z: 1-shanten; with 2m-8m gone only 1m, 9m and 1z improve
    e = analyse_view(view("19m123p456p789s11z", seats=3), copies=SANMA)
    assert e.shanten == 1
    assert e.improving == ((k("1m"), 3), (k("9m"), 3), (k("1z"), 2))
    assert all(e.unseen[kind] == 0 for kind in range(1, 8))
    four = analyse_view(view("19m123p456p789s11z", seats=3))
    assert k("2m") in dict(four.improving)     # the 136 set would have them


def test_sanma_discard_rows_never_count_missing_kinds():
    e = analyse_view(view("19m123p456p789s11z2z", seats=3, dealer=1), copies=SANMA)
    assert e.to_discard
    for row in e.discards:
        assert not any(1 <= kind <= 7 for kind, _ in row.improving)
    # 1m, 9m or 2z: each keeps 1-shanten with 8 improving tiles (the 9m-1m-2z left over)
    assert {r.kind for r in e.discards if r.key == e.best.key} == {k("1m"), k("9m"), k("2z")}
    assert e.best.total == 8


def test_sanma_tenpai_waits():
    e = analyse_view(view("11m99m123p456p789s", seats=3), copies=SANMA)
    assert [(w.kind, w.unseen) for w in e.waits] == [(k("1m"), 2), (k("9m"), 2)]


# --- errors -----------------------------------------------------------------------------------

def test_a_hidden_hand_is_refused():
    v = view(TENPAI, seat=1)
    with pytest.raises(ValueError):
        analyse_view(v, seat=0)


def test_copies_must_be_34_counts():
    with pytest.raises(ValueError):
        analyse_view(view(TENPAI, seat=1), copies=[4] * 27)


def test_air_kinds_are_never_improving_tiles():
    """A kind set aside when drawn (Anmika's north) improves nothing, though it would pair a tile."""
    from core.mahjong.efficiency import analyse_view
    data = {"hands": [["1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p", "1s", "1s", "3s", "4z"]],
            "melds": [[]], "ponds": [[]], "seats": 1}
    assert 30 in [k for k, _ in analyse_view(data, 0).improving]
    assert 30 not in [k for k, _ in analyse_view(data, 0, air={30}).improving]
