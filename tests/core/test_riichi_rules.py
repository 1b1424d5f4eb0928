"""The hand cycle of the riichi base game (hero_mahjong.md §4): claims and their priority, kuikae,
riichi, furiten, kans and their dora, robbing a kan, the draws and the end of the game."""
from __future__ import annotations

import pytest

from core.engine import IllegalAction
from core.games.riichi.actions import token
from riichi_helpers import act, discard_tokens, hand_text, kinds_of_actions, position

# Seat 0 deals. Seat 3 waits on 5m (kanchan 46m) with 一気通貫 (ittsu) in pinzu; seat 2 can pon 5m;
# seat 1 (next after the dealer) can chi it with 46m.
JUNK = "147m258p369s1234z"            # 13 tiles far from ready: no claim on anything but these
CLAIM_HANDS = ["19m19p19s123456z1z", "46m2378p2378s567z", "55m1379p1379s123z", "46m123456789p11s"]


def test_a_discard_nobody_claims_lets_the_next_seat_draw():
    s = position(CLAIM_HANDS, drawn="9s")
    act(s, 0, "discard", "9m")
    assert s.step == "turn" and s.turn == 1 and len(s.hands[1]) == 14


def test_every_seat_with_a_claim_answers_and_ron_beats_pon_and_chi():
    s = position(CLAIM_HANDS, drawn="5m")
    act(s, 0, "discard", "5m")
    assert s.to_move() == (1, 2, 3)
    assert {"chi", "pass"} <= kinds_of_actions(s, 1) and "pon" in kinds_of_actions(s, 2)
    assert "ron" in kinds_of_actions(s, 3)
    act(s, 1, "chi")
    act(s, 2, "pon")
    assert s.to_move() == (3,)
    events = act(s, 3, "ron")
    won = [e for e in events if e.kind == "won"]
    assert [e.seat for e in won] == [3]
    info = won[0].info
    # 一気通貫 closed 2 han; 20 + 10 (closed ron) + 2 (kanchan) = 32 -> 40 fu: 2,600 from the dealer
    assert (info["han"], info["fu"]) == (2, 40)
    assert info["delta"][3] == 2600 and info["delta"][0] == -2600


def test_pon_beats_chi_and_the_ponner_discards_next():
    s = position(CLAIM_HANDS[:3] + ["19m19p19s123456z7z"], drawn="5m")
    act(s, 0, "discard", "5m")
    assert s.to_move() == (1, 2)
    act(s, 1, "chi")
    act(s, 2, "pon")
    assert s.turn == 2 and s.step == "turn" and s.melds[2][0].kind == "pon"
    assert s.ponds[0][-1]["called"]
    assert "5m" not in discard_tokens(s, 2) or "5m" not in hand_text(s, 2)


def test_kuikae_the_called_kind_and_the_other_end_may_not_be_discarded():
    # seat 1 chis 4m with 56m: neither 4m nor 7m may be discarded at once (喰い替え)
    s = position(["19m19p19s123456z1z", "5677m44p1379s567z", JUNK, JUNK],
                 drawn="4m")
    act(s, 0, "discard", "4m")
    act(s, 1, "chi", "5m", "6m")
    allowed = discard_tokens(s, 1)
    assert "7m" not in allowed and "4p" in allowed


def test_riichi_is_offered_only_for_discards_that_keep_the_hand_ready():
    # dealer: 123m 456m 789m 234p 5p + drawn 9s: discarding 9s leaves a tanki on 5p
    s = position(["123456789m2345p", JUNK, JUNK, JUNK],
                 drawn="9s")
    riichi = {a.cards[0] for a in s.legal_actions(0) if a.kind == "riichi"}
    assert "9s" in riichi and "1m" not in riichi
    act(s, 0, "riichi", "9s")
    # nobody can claim 9s here: the riichi stands at once, the stick is on the table
    assert s.riichi[0] == 2 and s.sticks == 1 and s.scores[0] == 24000   # the first discard: double riichi
    assert s.ippatsu[0]


def test_after_riichi_only_the_drawn_tile_may_be_discarded():
    s = position(["123456789m2345p", JUNK, JUNK, JUNK],
                 drawn="9s", draws="1z2z3z8s")
    act(s, 0, "riichi", "9s")
    for seat in (1, 2, 3):
        act(s, seat, "discard", token(s.drawn))
    assert s.turn == 0
    assert discard_tokens(s, 0) == {"8s"}
    with pytest.raises(IllegalAction):
        s.apply(type(s.legal_actions(0)[0])("discard", 0, ("1m",), "pond"))


def test_a_wait_in_ones_own_pond_is_furiten_and_no_ron():
    # seat 3 waits on 5m and has 5m in its pond: no ron on seat 0's 5m
    s = position(CLAIM_HANDS[:3] + ["46m123456789p15s"], drawn="5m", draws="1s1s1s1s")
    s.ponds[3].append({"tile": s.hands[3][-1], "riichi": False, "called": False})
    s.hands[3][-1] = s.hands[3][-2]
    s.hands[3][-2:] = sorted(s.hands[3][-2:])
    s.ponds[3][-1]["tile"] = type(s.hands[3][0])(4, 3, "")                       # a 5m discarded before
    act(s, 0, "discard", "5m")
    assert s.is_furiten(3)
    assert 3 not in s.claims or "ron" not in {a.kind for a in s.claims[3]}


def test_letting_a_winning_tile_pass_is_furiten_until_ones_next_discard():
    s = position(["19m19p19s123456z1z", "19m19p19s1234567z", "19m19p19s1234567z", "46m123456789p11s"],
                 drawn="5m", draws="2z5m")
    act(s, 0, "discard", "5m")
    act(s, 3, "pass")
    assert s.same_turn_furiten[3]
    act(s, 1, "discard", "2z")
    act(s, 2, "discard", "5m") if "5m" in hand_text(s, 2) else None
    assert s.is_furiten(3)


def test_closed_kan_shows_a_new_dora_at_once_and_draws_a_replacement():
    s = position(["1111m19p19s12345z", "19m19p19s1234567z", "19m19p19s1234567z", "19m19p19s1234567z"],
                 drawn="6z", replacements="9p")
    act(s, 0, "closed_kan")
    assert s.wall.shown == 2 and s.drawn is not None and s.rinshan
    assert s.kans[0] == 1 and s.melds[0][0].kind == "closed_kan"


def test_an_added_kan_can_be_robbed_chankan():
    # seat 0 has pon of 5p and draws the fourth; seat 1 waits on 5p (46p kanchan) with 一気通貫 in manzu
    s = position(["19m19p19s1234567z", "46p123456789m11s", "19m19p19s1234567z", "19m19p19s1234567z"],
                 drawn="5p")
    from core.games.riichi.calls import Called
    from core.mahjong.notation import parse
    pon = parse("555p")
    s.melds[0] = [Called("pon", tuple(pon), pon[0], 2)]
    s.hands[0] = s.hands[0][3:]                                # 11 tiles + the drawn 5p
    act(s, 0, "added_kan")
    assert s.to_move() == (1,) and "ron" in kinds_of_actions(s, 1)
    events = act(s, 1, "ron")
    won = next(e for e in events if e.kind == "won")
    assert ["chankan", 1] in won.info["yaku"]


def test_exhaustive_draw_the_noten_players_pay_the_tenpai_player():
    s = position(["123456789m2345p", JUNK, JUNK, JUNK], drawn="5s", draws="2s3s4s")
    s.wall.live = s.wall.live[-3:]                             # three draws left
    act(s, 0, "discard", "5s")
    for seat in (1, 2, 3):
        act(s, seat, "discard", token(s.drawn))
    assert s.history[-1]["result"] == "draw" and s.history[-1]["tenpai"] == [0]
    assert s.scores[:1] == [28000] and s.scores[1] == 24000
    assert s.honba == 1 and s.dealer == 0                      # the tenpai dealer stays (連荘)


def test_the_game_ends_when_a_score_goes_below_zero():
    s = position(CLAIM_HANDS, drawn="5m", scores=[1000, 25000, 25000, 49000])
    act(s, 0, "discard", "5m")
    act(s, 1, "pass")
    act(s, 2, "pass")
    act(s, 3, "ron")
    assert s.is_over() and s.scores[0] < 0
    assert s.result().ranking[0] == 3


def test_ties_rank_the_seat_nearer_the_first_dealer_higher():
    s = position(CLAIM_HANDS, drawn="9s")
    s.scores = [25000, 25000, 25000, 25000]
    assert s.ranking() == [0, 1, 2, 3]


def test_points_and_sticks_add_up_over_random_games():
    from core.engine import Rng
    from core.registry import GAMES
    for seed in range(3):
        s = GAMES["riichi"].new_state(4, None, seed)
        rng = Rng(seed)
        while not s.is_over():
            seat = s.to_move()[0]
            legal = s.legal_actions(seat)
            s.apply(legal[rng.randbelow(len(legal))])
            assert sum(s.scores) + 1000 * s.sticks == 100000


def test_pao_the_discarder_of_the_third_dragon_pays_half_of_a_ron_of_big_three_dragons():
    """責任払い: seat 0 lets seat 1 pon the third dragon; seat 2 later deals in: 32,000 split."""
    from core.games.riichi.calls import Called
    from core.mahjong.notation import parse
    s = position([JUNK, "77z123m4p9s", JUNK, JUNK], drawn="7z", draws="4p")
    haku, hatsu = parse("555z"), parse("666z")
    s.melds[1] = [Called("pon", tuple(haku), haku[0], 0), Called("pon", tuple(hatsu), hatsu[0], 2)]
    act(s, 0, "discard", "7z")
    act(s, 1, "pon")
    assert s.pao[1] == ("daisangen", 0)
    act(s, 1, "discard", "9s")
    act(s, 2, "discard", "4p")
    events = act(s, 1, "ron")
    won = next(e for e in events if e.kind == "won")
    assert ["daisangen", 1] in won.info["yaku"]
    assert won.info["delta"] == [-16000, 32000, -16000, 0] and won.info["pao"] == 0


def test_pao_on_a_tsumo_the_liable_seat_pays_it_all():
    from core.games.riichi.calls import Called
    from core.mahjong.notation import parse
    s = position([JUNK, "77z123m4p9s", JUNK, JUNK], drawn="7z", draws="8s8s8s4p")
    haku, hatsu = parse("555z"), parse("666z")
    s.melds[1] = [Called("pon", tuple(haku), haku[0], 0), Called("pon", tuple(hatsu), hatsu[0], 2)]
    act(s, 0, "discard", "7z")
    act(s, 1, "pon")
    act(s, 1, "discard", "9s")
    for seat in (2, 3, 0):
        act(s, seat, "discard", "8s")
    events = act(s, 1, "tsumo")
    won = next(e for e in events if e.kind == "won")
    assert won.info["delta"] == [-32000, 32000, 0, 0]


def test_a_winning_tile_let_pass_without_a_yaku_is_still_furiten():
    """同巡内フリテン counts the winning tiles by shape, yaku or not: seat 3 (an open 999m pon, no
    yaku) is not offered 6s, yet after it goes by it may not ron 9s either until it discards."""
    from core.games.riichi.calls import Called
    from core.mahjong.notation import parse
    s = position([JUNK, JUNK, JUNK, "123456p78s55s"], drawn="6s", draws="1z9s")
    pon = parse("999m")
    s.melds[3] = [Called("pon", tuple(pon), pon[0], 1)]
    act(s, 0, "discard", "6s")
    assert s.same_turn_furiten[3] and s.is_furiten(3)
    act(s, 1, "discard", "1z")
    act(s, 2, "discard", "9s")
    assert 3 not in s.claims or "ron" not in {a.kind for a in s.claims[3]}


def test_the_hanchan_preset_plays_east_and_south():
    """半荘戦: eight hands (plus repeats) unless someone busts; the round wind turns south."""
    from core.engine import Rng
    from core.registry import GAMES
    s = GAMES["riichi"].new_state(4, GAMES["riichi"].presets["hanchan"], 3)
    assert s.hands_total == 8
    rng, winds = Rng(3), set()
    while not s.is_over():
        winds.add(s.round_wind)
        legal = s.legal_actions(s.to_move()[0])
        s.apply(legal[rng.randbelow(len(legal))])
    assert winds == {0, 1} or any(x < 0 for x in s.scores)


def _fourth_kan_then_5m(options=None):
    """Seat 0 makes the fourth kan of the hand (seats 0 and 1 made the other three), draws 5m
    from the dead wall and discards it: seat 1 could chi it, seat 2 pon it, seat 3 ron it."""
    s = position(["111m19p19s123456z", "46m2378p2378s567z", "55m1379p1379s123z", "46m123456789p11s"],
                 drawn="1m", replacements="5m", options=options)
    s.kans = [2, 1, 0, 0]                      # three kans already (their melds do not matter here)
    act(s, 0, "closed_kan")
    assert s.total_kans() == 4
    act(s, 0, "discard", "5m")
    return s


def test_four_kans_by_several_players_the_discard_after_the_fourth_may_only_be_ronned():
    """四開槓: "四開槓は打牌成立後に途中流局" (Hero Mahjong seed): the discard after the fourth kan
    (kans by more than one player) ends the hand once it passes without a ron; it cannot be
    ponned, chied or kanned, which would put the abort off."""
    s = _fourth_kan_then_5m()
    assert s.step == "claims" and s.to_move() == (3,), "only the ron is asked"
    assert kinds_of_actions(s, 3) == {"ron", "pass"}
    events = act(s, 3, "pass")
    assert any(e.kind == "hand_aborted" and e.info["reason"] == "four_kans" for e in events)
    s = _fourth_kan_then_5m()
    events = act(s, 3, "ron")
    assert any(e.kind == "won" for e in events), "a ron on it wins"


def test_without_the_four_kan_abort_the_discard_after_the_fourth_kan_may_be_called():
    s = _fourth_kan_then_5m({"four_kan_abort": False})
    assert set(s.to_move()) == {1, 2, 3} and "pon" in kinds_of_actions(s, 2) and "chi" in kinds_of_actions(s, 1)
    assert "open_kan" not in kinds_of_actions(s, 2), "never a fifth kan"


def test_the_result_says_the_game_ended_by_a_bust():
    s = position(CLAIM_HANDS, drawn="5m", scores=[1000, 25000, 25000, 49000])
    act(s, 0, "discard", "5m")
    act(s, 1, "pass")
    act(s, 2, "pass")
    act(s, 3, "ron")
    assert s.result().detail["end"] == "bust"


def test_the_result_says_the_game_ended_after_its_last_hand_or_by_a_stop():
    """South 4 (hand 7, seat 3 deals): a non-dealer win ends the game (last hand); the dealer's own
    win offers the stop, and stopping is agari-yame (アガリ止め)."""
    s = position([CLAIM_HANDS[1], CLAIM_HANDS[2], CLAIM_HANDS[3], CLAIM_HANDS[0]], drawn="5m", dealer=7)
    act(s, 3, "discard", "5m")
    act(s, 0, "pass")
    act(s, 1, "pass")
    act(s, 2, "ron")
    assert s.is_over() and s.result().detail["end"] == "last_hand"
    s = position([JUNK, JUNK, JUNK, "46m123456789p11s"], drawn="5m", dealer=7)
    act(s, 3, "tsumo")
    assert s.step == "stop"
    act(s, 3, "stop")
    assert s.is_over() and s.result().detail["end"] == "agari_yame"


def test_an_exhaustive_draw_shows_the_tenpai_players_called_melds():
    from core.games.riichi.calls import Called
    s = position(["123456789m2345p", JUNK, JUNK, JUNK], drawn="5s", draws="2s3s4s")
    pon = [t for t in s.hands[0] if token(t) in ("1m", "2m", "3m")]
    s.melds[0] = [Called("chi", tuple(pon), pon[0], 3)]
    s.hands[0] = [t for t in s.hands[0] if t not in pon]
    s.wall.live = s.wall.live[-3:]
    act(s, 0, "discard", "5s")
    events = []
    for seat in (1, 2, 3):
        events += act(s, seat, "discard", token(s.drawn))
    drawn = [e for e in events if e.kind == "hand_drawn"][0]
    assert drawn.info["tenpai"] == [0]
    assert drawn.info["melds"]["0"][0]["kind"] == "chi" and sorted(drawn.info["melds"]["0"][0]["tiles"]) == ["1m", "2m", "3m"]
