"""Anmika settlement through the engine (issue 18): dice chances of every 本役満, the pocchi reading
fixed after the dora and 冬 are turned, ura-dora chips on a yakuman, the 白 kan before a reverse
pocchi, the bust prize of the seed's scenario, a north kept through riichi, and who decides about 冬
after a reverse pocchi in a fever. Each test quotes the seed line it follows
(shared/seeds/002_6dbc47d0d70e6af0.txt)."""
from __future__ import annotations

from anmika_helpers import act, events_of, position

from core.registry import GAMES

GAME = GAMES["anmika"]
OTHERS = ["1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"]


def _riichi_then_draw(hand: str, draw: str, *, discard: str = "9s", others=OTHERS, **kw):
    """Seat 0 (the dealer) holds ``hand`` + ``discard``, declares riichi discarding it; seats 1 and 2
    draw 東 and 南 and discard them; seat 0 then draws ``draw``."""
    st = position([hand, *others], drawn=discard, draws="1z2z" + draw, **kw)
    st.discards_made[0] = 1
    st.no_calls = False
    act(st, 0, "riichi", discard, shuba=False)
    act(st, 1, "discard", "1z")
    act(st, 2, "discard", "2z")
    return st


def _name_pairs(st) -> list:
    """Name "24" for every waiting dice chance; the dice events in order."""
    out = []
    while st.step == "dice":
        out += events_of(act(st, st.to_move()[0], "dice_pair", target="24"), "dice")
    return out


# --- item 4: every 本役満 earns its dice chance -----------------------------------------------------

def test_every_true_yakuman_earns_a_70_dice_chance():
    """本役満のサイコロチャンス: "四暗刻、カラスを含むすべての本役満は、アガリ回数に応じて出目当て権を
    与えられる" (seed L344); 八連荘 "祝儀等は他の本役満と同様に加算する" (L163). 四暗刻 tsumo: 70."""
    st = _riichi_then_draw("111p333p555s777s9s", "9s", discard="2z")
    events = act(st, 0, "tsumo")
    assert "suuankou_tanki" in dict(events_of(events, "won")[0].info["yaku"])
    assert events_of(events, "dice_offered")[0].info == {"source": "yakuman", "base": 70}


def test_kanpachi_tsumo_earns_a_70_dice_chance():
    """間八萬自摸 is a 本役満 (seed L137): its dice chance is 70."""
    st = _riichi_then_draw("79m123p456p789p11s", "5Gz")
    events = act(st, 0, "tsumo")
    assert "kanpachi_tsumo" in dict(events_of(events, "won")[0].info["yaku"])
    assert events_of(events, "dice_offered")[0].info == {"source": "kanpachi_tsumo", "base": 70}


def test_a_double_yakuman_earns_one_dice_chance_at_140():
    """ダブル役満は打点・祝儀ともに本役満の2倍 (seed L148): 純正九蓮宝燈, one chance at 140."""
    st = _riichi_then_draw("1112345678999p", "5p", discard="1z")
    events = act(st, 0, "tsumo")
    assert "junsei_chuuren" in dict(events_of(events, "won")[0].info["yaku"])
    assert events_of(events, "dice_offered")[0].info == {"source": "yakuman", "base": 140}


def _kanpachi_fever(draws: str):
    """Seat 0 declares fever riichi on 79m 777p 123s 456s 11s (間八萬: its waits are the two positive
    pocchi, seed L255); the green pocchi is in seat 2's hand, so the blue one is the last winner."""
    st = position(["79m777p123s456s11s", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s5Gz2s3s"],
                  drawn="9p", draws=draws)
    st.discards_made[0] = 1
    st.no_calls = False
    return st, act(st, 0, "fever_riichi", "9p", tier=1, shuba=False)


def test_the_seeds_reversal_dice_140_paid_then_560_received():
    """"例)間八萬フィーバーで倍逆ポッチをツモ後、倍正ポッチで逆転した。倍逆ポッチ時点で発生したサイコロ:
    70×倍逆ポッチ(2倍)=140枚払い4度振り / 倍正ポッチ時点で発生したサイコロ:70×{倍逆ポッチ(2倍)×逆転(2倍)
    ×倍正ポッチ(2倍)}=560枚貰い4度振り" (seed L278-280)."""
    st, events = _kanpachi_fever("1z2z5Cz3z4s5Bz")
    wins = events_of(events, "won")
    assert [w.info["reverse"] for w in wins] == [True, False]
    assert all("kanpachi_tsumo" in dict(w.info["yaku"]) for w in wins)
    assert events_of(events, "fever_ended")[0].info["reason"] == "no_waits"
    dice = _name_pairs(st)
    assert [d.info["per_hit"] for d in dice] == [-140, 560]
    assert [d.info["source"] for d in dice] == ["kanpachi_tsumo"] * 2


# --- item 7: ura-dora chips on a yakuman --------------------------------------------------------------

def test_ura_dora_chips_are_paid_on_a_yakuman_win():
    """裏ドラ 1 chip each (§5.2), on any win: a 四暗刻 whose ura indicators 4s 6s make 5s and 7s ura
    dora (6 tiles) is paid 6 ura chips from each, as red and gold are."""
    st = _riichi_then_draw("111p333p555s777s9s", "9s", discard="2z", ura="4s6s")
    won = events_of(act(st, 0, "tsumo"), "won")[0]
    assert "suuankou_tanki" in dict(won.info["yaku"])
    chips = {i["name"]: i["amount"] for i in won.info["chips"]}
    assert chips["ura"] == 6


# --- item 5: the pocchi's reading is fixed after the dora and 冬 are turned ----------------------------

def _pocchi_on_45p(**kw):
    """Seat 0 in riichi on 45p 789p 123s 456s 11s (waits 3p and 6p, alike but for dora) draws a
    green pocchi."""
    kw.setdefault("indicators", "3z9m")                  # face-up dora 北 and 7m: none in the hand
    return _riichi_then_draw("45p789p123s456s11s", "5Gz", **kw)


def test_the_pocchi_reading_counts_the_ura_dora():
    """"白ポッチをどの牌に取るかは、ドラや冬をすべて捲った後に確定する" (seed L434): ura indicator 5p
    makes 6p an ura dora, so the pocchi reads 6p (one han and one ura chip more), not 3p."""
    st = _pocchi_on_45p(ura="5p3z")
    won = events_of(act(st, 0, "tsumo"), "won")[0]
    assert won.info["tile"] == "6p"
    assert dict(won.info["yaku"]).get("ura") == 1
    assert {i["name"]: i["amount"] for i in won.info["chips"]}.get("ura") == 1


def test_the_pocchi_reading_counts_the_dora_autumn_turns():
    """秋 turns one more indicator before the reading is fixed (seed L421, L434): the third
    indicator 5p makes 6p a dora."""
    st = _pocchi_on_45p(indicators="3z9m5p", ura="3z3z3z", extracted=["3f", "", ""])
    won = events_of(act(st, 0, "tsumo"), "won")[0]
    assert won.info["dora_indicators"][2] == "5p"
    assert won.info["tile"] == "6p" and dict(won.info["yaku"]).get("dora") == 1


def test_the_pocchi_reading_counts_the_winter_flips():
    """冬 flips before the reading is fixed (seed L434): the first flip 6p hits only if the pocchi
    is a 6p, so it reads 6p and Alice keeps flipping."""
    st = _pocchi_on_45p(indicators="3z9m6p", ura="3z3z3z", extracted=["4f", "", ""])
    won = events_of(act(st, 0, "tsumo"), "won")[0]
    assert won.info["tile"] == "6p"
    assert {i["name"]: i["amount"] for i in won.info["chips"]}.get("winter", 0) >= 2


# --- item 8: a reverse pocchi with a concealed 白 triplet is a 白 to kan ------------------------------

def test_a_reverse_pocchi_with_a_white_triplet_must_be_kanned_on_any_wait():
    """"正ポッチ>白>逆ポッチの順で優先される" (seed L445) and "リーチ後は、手役の増減に関わらず、待ちが
    変わらない限りすべてカンをする義務を負う" (L219; L182 for 間八萬): a reverse pocchi drawn with a
    concealed 白 triplet is the fourth 白, and the kan is the only move, whatever the wait."""
    st = _riichi_then_draw("45p5Gz5Bz5Cz123s456s11s", "5Yz")
    assert [a.kind for a in st.legal_actions(0)] == ["closed_kan"]
    events = act(st, 0, "closed_kan")
    assert not events_of(events, "won") and st.melds[0][0].tiles[0].kind == 31
    st = _riichi_then_draw("45p5Gz5Yz5Cz123s456s11s", "5Bz")
    assert {a.kind for a in st.legal_actions(0)} == {"tsumo", "closed_kan"}, "a positive one: win or kan"


def test_a_fever_player_kans_a_reverse_pocchi_onto_a_white_triplet():
    """The same in a fever (seed L445, L219): the reverse pocchi is kanned as 白, no reversed win."""
    st = position(["777p5Gz5Bz5Cz123s45s11s", "1p2p3p4p5p6p7p8p9p1s1s2s1z", "1p2p3p4p5p6p7p8p9p1s1s2s2z"],
                  drawn="9p", draws="1z2z5Yz")
    st.discards_made[0] = 1
    st.no_calls = False
    events = act(st, 0, "fever_riichi", "9p", tier=1, shuba=False)
    assert any(m.kind == "closed_kan" and m.tiles[0].kind == 31 for m in st.melds[0])
    assert not [e for e in events_of(events, "pocchi") if e.cards[0] == "5Yz"]


# --- item 9: the seed's bust-prize scenario -----------------------------------------------------------

def test_the_seeds_bust_prize_scenario_totals_10():
    """"(例)フィーバーリーチをかけて他家を飛ばした後、逆ポッチをツモってしまい他家の点棒がプラスに回復した。
    その後、さらに正ポッチをツモり他家を飛ばして局が終了した。最初の飛びにトビ賞5枚、点棒が回復した後の
    2度目の飛びにトビ賞5枚が発生し、トビ賞の支払いは合計10枚となる" (seed L303-304): the 逆転 ×2 of
    逆→正 (L276-277) is not a 祝儀倍 effect of the bust prize (L306), so the second prize is 5 too."""
    st = position(["777p789p23s789s11z", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p5Bz5Cz2s3s"],
                  drawn="9p", draws="2z3z1s2z3z5Yz2z3z5Gz", indicators="9m9m", ura="9m9m",
                  scores=[35000, 1000, 35000])
    st.discards_made[0] = 1
    st.no_calls = False
    events = act(st, 0, "fever_riichi", "9p", tier=1, shuba=False)
    wins = events_of(events, "won")
    assert [w.info["reverse"] for w in wins[:3]] == [False, True, False]
    assert [w.info["scores"][1] for w in wins[:3]] == [-2000, 0, -2000], "busted, back to 0, busted again"
    prizes = [i["amount"] for w in wins for i in w.info["chips"] if i["name"] == "bust"]
    assert prizes == [5, 5] and sum(prizes) == 10
    assert st.is_over() or st.step == "dice"


# --- item 6: a north kept in a hand that cannot win with it --------------------------------------------

def test_no_riichi_while_keeping_a_north_the_hand_cannot_win_with():
    """北 works only set aside ("効果を得るには自身で抜いていることを要求する", seed L361) and only
    字一色 and 四喜和 (L366; and 国士無双) may wait or win with one in hand: 123p 456p 789p 11s 北北 is
    no ready hand, so no riichi until the norths are set aside. (Before: the riichi was allowed, and a
    pocchi drawn later ended the hand as an unpaid "win".)"""
    st = position(["123p456p789p11s4z4z", *OTHERS], drawn="9s")
    st.discards_made[0] = 1
    st.no_calls = False
    kinds = {a.kind for a in st.legal_actions(0)}
    assert "discard" in kinds and "extract" in kinds
    assert not kinds & {"riichi", "open_riichi", "fever_riichi"}


def test_a_hand_that_may_keep_its_north_declares_riichi_and_wins_with_a_pocchi():
    """字一色 / 四喜和 may keep 北 (seed L366): 東東東 南南南 西西西 北北 發發 declares riichi, and a pocchi
    is a paid, recorded win."""
    st = _riichi_then_draw("111z222z333z44z66z", "5Gz", discard="9s",
                           others=["1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"])
    before = len(st.history)
    won = events_of(act(st, 0, "tsumo"), "won")[0]
    assert won.info["points"] > 0 and len(st.history) == before + 1
    assert {"tsuuiisou", "daisuushii"} & set(dict(won.info["yaku"]))


def test_a_north_kept_for_nothing_is_noten_at_the_draw():
    """The same hand is not ready at an exhaustive draw either (no tenpai payment)."""
    st = position(["123p456p789p11s4z4z", "1p1p2p2p3p3p4p4p5p5p6p6p7p", "1p3p5p7p9p1s3s5s7s9s1z2z3z"],
                  drawn="6s")
    st.discards_made[0] = 1
    st.wall.live = []
    drawn = events_of(act(st, 0, "discard", "6s"), "hand_drawn")[0]
    assert drawn.info["tenpai"] == [1]


# --- item 10: after a reverse pocchi in a fever the other players decide about 冬 ----------------------

def _winter_fever_reversed(seats: int = 3):
    """Seat 0, holding 冬, in a fever on 東 draws a yellow pocchi (a reversed win) while 東 are still
    in the wall."""
    hands = ["777p123s456s789s1z", "1p2p3p4p5p6p1s2s3s4s5s6s2z", "1p2p3p4p5p6p1s2s3s4s5s6s3z"]
    st = position(hands + [""] * (seats - 3), drawn="9p", draws="2z3z5Yz", seats=seats,
                  extracted=["4f", "", ""] + [""] * (seats - 3))
    st.discards_made[0] = 1
    st.no_calls = False
    return st, act(st, 0, "fever_riichi", "9p", tier=1, shuba=False)


def test_after_a_reverse_pocchi_the_other_players_decide_about_winter():
    """"逆ポッチによる支払いの状態で冬を発動させると、冬の効果も支払いになる … 同卓者が続行を選択した後、
    正ポッチによる逆転が発生した場合、選択権は立直者に戻る" (seed L261-264): in the payment state the
    other players hold the choice. Both fire: 冬 fires (its chips paid by the fever player) and the
    fever ends."""
    st, events = _winter_fever_reversed()
    assert events_of(events, "pocchi")[-1].info["sign"] == -1
    assert st.step == "winter" and st.to_move() == (1, 2)
    assert not st.legal_actions(0)
    act(st, 1, "winter", target="fire")
    assert st.to_move() == (2,)
    events = act(st, 2, "winter", target="fire")
    decided = events_of(events, "winter_decided")[0]
    assert decided.info["fire"] and not decided.info["lottery"]
    won = events_of(events, "won")[0]
    assert won.info["reverse"] and all(i["amount"] <= 0 for i in won.info["chips"] if i["name"] == "winter")
    assert events_of(events, "fever_ended")[0].info["reason"] == "winter"


def test_when_the_other_players_disagree_about_winter_a_lottery_decides():
    """"同卓者で意見が対立した場合は…「抜け番不利の原則」" (seed L264, L425: A:B:C = 2:2:1, the
    sitting-out player's view tipping it 3:2); with three players 1:1."""
    st, _ = _winter_fever_reversed()
    act(st, 1, "winter", target="fire")
    events = act(st, 2, "winter", target="hold")
    decided = events_of(events, "winter_decided")[0]
    assert decided.info["lottery"] and decided.info["weights"] == [1, 1]
    assert bool(events_of(events, "winter")) == decided.info["fire"]
    st, _ = _winter_fever_reversed(seats=4)
    assert st.to_move() == (1, 2, 3), "in 4人回し the sitting-out player has a say too"
    act(st, 1, "winter", target="fire")
    act(st, 3, "winter", target="fire")
    decided = events_of(act(st, 2, "winter", target="hold"), "winter_decided")[0]
    assert decided.info["lottery"] and decided.info["weights"] == [3, 2], "fire 2 + 1 (抜け番), hold 2"


# --- item 11: the contested readings ------------------------------------------------------------------

def _fever_on_the_last_east(**options):
    """Seat 0's fever waits on 東, whose other copies are all in seats 1 and 2's hands: no real
    winning tile is left, but the four pocchi are in the live wall."""
    st = position(["777p123s456s789s1z", "1p2p3p4p5p6p1s2s3s4s5s1z1z", "1p2p3p4p5p6p1s2s3s4s5s6s1z"],
                  drawn="9p", options=options)
    st.discards_made[0] = 1
    st.no_calls = False
    return st, act(st, 0, "fever_riichi", "9p", tier=1, shuba=False)


def test_pocchi_left_in_the_wall_keep_the_fever_going_by_default():
    """"空テンリーチには、待ち牌に加えてポッチがすべて見えている状態も含む" (seed L203): a hand is not
    without waits while a pocchi may still come (L255 names the two positive ones as 間八萬's waits);
    so by default the fever goes on while pocchi are in the live wall, and each one it draws is a
    win."""
    st, events = _fever_on_the_last_east()
    assert not events_of(events, "hand_drawn")
    wins = events_of(events, "won")
    assert wins and all(w.info["pocchi"] for w in wins)
    assert events_of(events, "fever_ended")[0].info["reason"] == "no_waits"


def test_with_the_option_off_only_pocchi_left_end_the_fever():
    """The rule notes' reading ([R] §2.5: "if only pocchi are left, the waits count as gone"): the
    fever ends at once as a draw with only the fever player tenpai."""
    st, events = _fever_on_the_last_east(fever_pocchi_waits=False)
    assert events_of(events, "fever_ended")[0].info["reason"] == "no_waits"
    assert not events_of(events, "won")
    assert events_of(events, "hand_drawn")[0].info["tenpai"] == [0]


def _nagashi_in_riichi(**options):
    """Seat 0, in riichi, has discarded only terminals and honours, none called; the wall is empty
    and it discards the 9s it drew."""
    st = position(["123p456p789p11s5s6s", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"], drawn="9s",
                  options=options)
    st.discards_made[0] = 1
    st.riichi[0], st.riichi_kind[0] = 1, "riichi"
    st.ponds[0] = [{"tile": st.hands[1][0], "riichi": True, "called": False}]           # 1p
    st.ponds[1] = [{"tile": st.hands[1][4], "riichi": False, "called": False}]          # 5p: a simple
    st.ponds[2] = [{"tile": st.hands[2][4], "riichi": False, "called": False}]
    st.wall.live = []
    return st, act(st, 0, "discard", "9s")


def test_nagashi_yakuman_is_open_to_a_riichi_player_by_default():
    """流し役満 "手牌の状態に依存しないため、ダマの状態でも成立する" (seed L57) and its conditions
    (L156-160) say nothing of riichi: a riichi player whose discards are all terminals and honours
    scores it."""
    st, events = _nagashi_in_riichi()
    won = events_of(events, "won")[0]
    assert won.info["winner"] == 0 and dict(won.info["yaku"]) == {"nagashi_yakuman": 1}


def test_nagashi_yakuman_in_riichi_can_be_refused_by_option():
    """The rule notes ([R] §3.6: "not possible while the player is in riichi"), as an option."""
    st, events = _nagashi_in_riichi(nagashi_in_riichi=False)
    assert not events_of(events, "won") and events_of(events, "hand_drawn")


def test_the_winner_may_take_a_god_pocchi_lower():
    """神ポッチ: "正ポッチがドラの場合で、かつ白ポッチによらない和了の場合は、任意の牌に取ることが
    できるため、わざと最高目に取らず相手を飛ばさないと言った戦術も可能である" (seed L453): a green
    pocchi among the indicators, a tsumo on a real 7s: the winner chooses."""
    st = _riichi_then_draw("123p456p789p11s5s6s", "7s", indicators="5Gz3z", ura="3z3z")
    events = act(st, 0, "tsumo")
    assert not events_of(events, "won") and st.step == "god_pocchi" and st.to_move() == (0,)
    assert [a.target for a in st.legal_actions(0)] == ["most", "fewest"]
    low = events_of(act(st, 0, "god_pocchi", target="fewest"), "won")[0]
    assert "dora" not in dict(low.info["yaku"])
    st = _riichi_then_draw("123p456p789p11s5s6s", "7s", indicators="5Gz3z", ura="3z3z")
    act(st, 0, "tsumo")
    high = events_of(act(st, 0, "god_pocchi", target="most"), "won")[0]
    assert dict(high.info["yaku"])["dora"] == 2, "at its highest it is the 1s the hand holds two of"


def test_a_win_by_a_pocchi_takes_the_god_pocchi_at_its_highest():
    """"白ポッチによる和了の場合は強制高め取りとなるため、このような戦術はとることができない" (seed L454)."""
    st = _riichi_then_draw("123p456p789p11s5s6s", "5Bz", indicators="5Gz3z", ura="3z3z")
    won = events_of(act(st, 0, "tsumo"), "won")[0]
    assert dict(won.info["yaku"])["dora"] >= 2


def test_an_exhaustive_draw_carries_the_tenpai_players_melds_and_a_finished_game_its_end():
    """The draw's info names each tenpai seat's called melds (the end-of-hand dialog shows them);
    a finished game's result says why it ended."""
    st = position(["123p456p789p11s4z4z", "1p1p2p2p3p3p4p4p5p5p6p6p7p", "1p3p5p7p9p1s3s5s7s9s1z2z3z"],
                  drawn="6s")
    st.discards_made[0] = 1
    st.wall.live = []
    drawn = events_of(act(st, 0, "discard", "6s"), "hand_drawn")[0]
    assert drawn.info["melds"] == {"1": []}
    from core.engine import Rng
    s, rng = GAMES["anmika"].new_state(3, None, 5), Rng(5)
    while not s.is_over():
        legal = s.legal_actions(s.to_move()[0])
        s.apply(legal[rng.randbelow(len(legal))])
    assert s.result().detail["end"] in ("bust", "max_hands", "sudden_death", "last_hand", "agari_yame")
