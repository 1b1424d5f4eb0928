"""Anmika sanma rules in play (shared/rules/anmika.md; the seed's examples with their numbers)."""
from __future__ import annotations

import pytest

from core.games.riichi.actions import token
from core.registry import GAMES

from anmika_helpers import act, events_of, kinds_of, position

GAME = GAMES["anmika"]


def _draw(state, seat: int):
    """Let ``seat`` draw the next live tile (the test skips the other seats' turns)."""
    state._legal_cache = None
    events = state._draw(seat)
    state._legal_cache = None
    return events


def _riichi(state, seat: int, kind: str = "riichi") -> None:
    state.riichi[seat] = 1
    state.riichi_kind[seat] = kind
    state.discards_made[seat] = max(1, state.discards_made[seat])
    state.no_calls = False


# --- the deal and the tiles ----------------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_deal_sets_flowers_aside_and_keeps_every_tile(seed):
    st = GAME.new_state(3, None, seed)
    held = sum(len(h) for h in st.hands) + sum(len(e) for e in st.extracted)
    assert held + len(st.wall.all_tiles()) == 116
    assert all(t.kind < 34 for h in st.hands for t in h), "flowers are set aside at once"
    assert len(st.wall.dora_indicators) == 2, "two indicators are always face up"
    assert len(st.wall.replacements) + len(st.wall.indicators) + len(st.wall.ura) == 20, "王牌 20"
    flowers = sum(len(e) for e in st.extracted)
    assert len(st.wall) == 56 - flowers, "56 live draws, one fewer per replacement"
    assert [len(st.hands[s]) for s in range(3)] == [14, 13, 13]


def test_four_flowers_option_and_the_first_game_preset():
    st = GAME.new_state(3, {"flowers": 4}, 1)
    assert len(st.setup.tileset.tiles) == 112
    first = GAME.presets["first_game"]
    assert not first["gt"] and not first["fever_riichi"] and not first["shubari"]
    st = GAME.new_state(3, first, 1)
    kinds = {t.kind for t in st.setup.tileset.tiles}
    assert 0 in kinds and 6 not in kinds, "without GT the manzu are 1m and 9m"


def test_four_player_rotation_sits_the_north_seat_out():
    st = GAME.new_state(4, None, 3)
    assert st.sitting_out == 3 and st.active == (0, 1, 2)
    assert st.hands[3] == [] and st.to_move() == (0,)
    v = st.view(0)
    assert v.data["sitting_out"] == 3 and v.data["active"] == [0, 1, 2]
    assert st.next_seat(2) == 0


# --- north, flowers, calls ----------------------------------------------------------------------

def test_a_north_is_never_discarded_but_set_aside_with_a_replacement():
    st = position(["123p456p789p1s2s4z4z", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"], drawn="5s",
                  replacements="9s")
    st.discards_made[0] = 1
    legal = st.legal_actions(0)
    assert not any(a.kind == "discard" and a.cards[0] in ("4z", "4gz") for a in legal)
    assert any(a.kind == "extract" for a in legal)
    events = act(st, 0, "extract", "4z")
    assert [e.kind for e in events] == ["extracted", "drew"]
    assert [token(t) for t in st.extracted[0]] == ["4z"]
    assert len(st.hands[0]) == 14 and token(st.drawn) == "9s"
    assert st.replaced and not st.rinshan, "a north's replacement is no 嶺上 tile"


def test_no_chi_in_sanma():
    st = position(["123p456p789p1s3s5s7s", "4p5p7p8p9p2s3s4s6s6s8s9s9s", "1p1p2s2s4s5s6s7s8s9s1z2z3z"], drawn="6p")
    st.discards_made[0] = 1
    events = act(st, 0, "discard", "6p")
    assert st.step == "turn" and st.turn == 1, "nobody may chi the 6p: seat 1 simply draws"
    assert events_of(events, "drew")


def test_spring_extraction_pays_the_flowers_held_from_everyone_including_the_sitting_out_seat():
    st = position(["123p456p789p1s3s5s7s", "4p5p7p8p9p2s3s4s6s6s8s9s9s", "1p1p2s2s4s5s6s7s8s9s1z2z3z", ""],
                  drawn="6p", seats=4, extracted=["2f", "", "", ""])
    st.discards_made[0] = 1
    st.wall.live.append(st.wall.live.pop(next(i for i, t in enumerate(st.wall.live) if t.kind == 34)))
    act(st, 0, "discard", "6p")
    # seat 1 drew 春 and set it aside: 単春 = the flowers it has set aside (1) from every other seat
    assert [token(t) for t in st.extracted[1]] == ["1f"]
    assert st.chips == [-1, 3, -1, -1], "the sitting-out seat pays an 'all' item too"


# --- the muscle rule and riichi --------------------------------------------------------------------

def test_muscle_forbids_a_closed_dama_win_but_allows_it_after_riichi_or_with_the_option_off():
    hands = ["123p456p789p11s5s6s", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"]
    st = position(hands, drawn="7s")
    st.discards_made[0] = 1                     # not the first turn: no 天和
    st.no_calls = False
    assert "tsumo" not in kinds_of(st, 0), "筋肉: no closed dama win"
    st = position(hands, drawn="7s", options={"muscle": False})
    st.discards_made[0] = 1
    st.no_calls = False
    assert "tsumo" in kinds_of(st, 0)
    st = position(hands, drawn="7s")
    st.discards_made[0] = 1
    st.no_calls = False
    _riichi(st, 0)
    assert "tsumo" in kinds_of(st, 0)


def test_the_dealer_first_draw_is_tenhou_even_dama():
    st = position(["123p456p789p11s5s6s", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"], drawn="7s")
    assert "tsumo" in kinds_of(st, 0), "天和 may be won without riichi"


def test_riichi_is_allowed_at_zero_or_below_and_with_no_tile_left():
    hands = ["123p456p789p11s5s6s", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"]
    st = position(hands, drawn="9s", scores=[-3000, 50000, 58000])
    st.discards_made[0] = 1
    st.wall.live = []
    assert any(a.kind == "riichi" and a.cards == ("9s",) for a in st.legal_actions(0))


def test_open_riichi_costs_2000_and_shows_its_wait():
    hands = ["123p456p789p11s5s6s", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"]
    st = position(hands, drawn="9s")
    st.discards_made[0] = 1
    st.no_calls = False
    act(st, 0, "open_riichi", "9s", shuba=False)
    assert st.riichi_kind[0] == "open" and st.scores[0] == 35000 - 2000 and st.sticks == 2
    shown = sorted(token(t) for t in st.open_shown[0])
    assert "5s" in shown and "6s" in shown and len(shown) < 13


# --- the pocchi after riichi (§4.5) ------------------------------------------------------------------

def _riichi_position(draw: str, hand: str = "123p456p789p11s5s6s"):
    """Seat 0 declares riichi discarding 9s; seats 1 and 2 draw 東 and 南 and discard them; seat 0
    is about to draw ``draw``."""
    st = position([hand, "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"], drawn="9s",
                  draws="1z2z" + draw)
    st.discards_made[0] = 1
    st.no_calls = False
    act(st, 0, "riichi", "9s", shuba=False)
    act(st, 1, "discard", "1z")
    act(st, 2, "discard", "2z")
    return st


def test_a_positive_pocchi_after_riichi_is_a_wildcard_win():
    st = _riichi_position("5Gz")
    assert [a.kind for a in st.legal_actions(0)] == ["tsumo"]
    before = list(st.scores)
    events = act(st, 0, "tsumo")
    pocchi = events_of(events, "pocchi")[0]
    assert pocchi.info["effect"] == "wild" and pocchi.info["sign"] == 1
    won = events_of(events, "won")[0]
    assert won.info["tile"] in ("4s", "7s") and not won.info["reverse"]
    assert won.info["points"] > 0 and st.scores[0] > before[0]


def test_a_reverse_pocchi_makes_the_drawer_pay():
    st = _riichi_position("5Yz")
    before = list(st.scores)
    events = act(st, 0, "tsumo")
    won = events_of(events, "won")[0]
    assert won.info["reverse"] and won.info["effect"] == "reverse"
    assert st.scores[1] > before[1] and st.scores[2] > before[2]
    assert st.scores[0] < before[0] + 1000, "the winner pays (the deposit still comes back)"


def test_a_reverse_pocchi_on_a_white_wait_is_just_white():
    st = _riichi_position("5Yz", hand="123p456p789p11s5z5Bz")
    events = act(st, 0, "tsumo")
    assert events_of(events, "pocchi")[0].info["effect"] == "white"
    won = events_of(events, "won")[0]
    assert won.info["tile"] == "5z" and not won.info["reverse"]


# --- forced kan after riichi (§2.4) ------------------------------------------------------------------

def test_a_kan_that_keeps_the_wait_is_forced_after_riichi():
    # 2222455566677s waits on 3s (2s only as a fifth tile): a kan of 5s keeps the wait
    st = _riichi_position("5s", hand="2222455566677s")
    assert [a.kind for a in st.legal_actions(0)] == ["closed_kan"]


def test_a_kan_that_loses_the_8m_wait_is_not_allowed():
    # 7999m 456p 789p 555s waits 7m and 8m (間八萬, by a pocchi): kanning 9m loses the 8m wait
    st = _riichi_position("9m", hand="7999m456p789p555s")
    assert "closed_kan" not in kinds_of(st, 0)
    assert kinds_of(st, 0) == {"discard"}


# --- draws, dealer, game end -------------------------------------------------------------------------

def test_an_exhaustive_draw_moves_4000_and_keeps_the_dealer():
    st = position(["123p456p789p11s5s6s", "1p1p2p2p3p3p4p4p5p5p6p6p7p", "1p3p5p7p9p1s3s5s7s9s1z2z3z"], drawn="5p")
    st.discards_made[0] = 1
    st.wall.live = []
    events = act(st, 0, "discard", "5p")
    drawn = events_of(events, "hand_drawn")[0]
    assert sorted(drawn.info["tenpai"]) == [0, 1]
    assert drawn.info["delta"] == [2000, 2000, -4000]
    assert st.dealer == 0 and st.honba == 1


def test_the_game_goes_to_the_east_again_when_nobody_has_40000():
    st = GAME.new_state(3, None, 1)
    st.hand_no = 2
    st.scores = [36000, 35000, 34000]
    st.history.append({"result": "win", "wins": [{"winner": 1}]})
    st.hand_over((1,), "win")
    assert st.returned_east and st.hand_no == 3 and not st.is_over()
    st.scores = [41000, 30000, 34000]
    st.hand_over((0,), "win")
    assert st.is_over(), "サドンデス in 返り東: a win that leaves someone at 40,000 ends it"


def test_a_draw_never_ends_the_game_by_sudden_death():
    st = GAME.new_state(3, None, 1)
    st.hand_no, st.returned_east = 3, True
    st.scores = [41000, 30000, 34000]
    st.hand_over((), "draw")
    assert not st.is_over()


def test_rank_chips_at_the_end():
    st = GAME.new_state(3, None, 1)
    st.scores, st.chips = [50000, 41000, 14000], [0, 0, 0]
    st._end_game()
    assert st.chips == [30, 0, -30]
    st = GAME.new_state(3, None, 1)
    st.scores, st.chips = [50000, 39000, 16000], [0, 0, 0]
    st._end_game()
    assert st.chips == [45, -15, -30]


# --- fever riichi (§2.5) -----------------------------------------------------------------------------

def _fever_position(h1: str, h2: str, **options):
    st = position(["777p123s456s789s1z", h1, h2], drawn="9p", options=options)
    st.discards_made[0] = 1
    st.no_calls = False
    return st


def test_fever_riichi_is_offered_only_with_a_guaranteed_7_triplet():
    st = _fever_position("1p2p3p4p5p6p1s2s3s4s5s6s2z", "1p2p3p4p5p6p1s2s3s4s5s6s3z")
    fevers = [a for a in st.legal_actions(0) if a.kind == "fever_riichi"]
    assert {(a.cards, a.tier) for a in fevers} == {(("9p",), 1)}
    st = position(["555666777p12s3z3z", "1p2p3p4p5p6p1s2s3s4s5s6s2z", "1p2p3p4p5p6p1s2s3s4s5s6s3z"],
                  drawn="9p")
    st.discards_made[0] = 1
    assert not any(a.kind == "fever_riichi" for a in st.legal_actions(0)), "555666777 breaks the guarantee"


def test_a_fever_wins_on_every_winning_tile_until_none_is_left():
    st = _fever_position("1p2p3p4p5p6p1s2s3s4s5s6s2z", "1p2p3p4p5p6p1s2s3s4s5s6s3z")
    events = act(st, 0, "fever_riichi", "9p", tier=1, shuba=False)
    started = events_of(events, "fever_started")[0]
    assert started.info["waits"] == ["1z"] and started.info["tier"] == 1
    wins = events_of(events, "won")
    assert [w.info["fever_win"] for w in wins] == list(range(1, len(wins) + 1))
    assert all(w.info["winner"] == 0 for w in wins)
    plain = [w for w in wins if not w.info["pocchi"]]
    assert [w.info["tile"] for w in plain] == ["1z"] * 3, "the three other 東 all win"
    pocchi = [e.cards[0] for e in events_of(events, "pocchi")]
    assert len(wins) == 3 + len(pocchi), "and so does every pocchi the fever player draws"
    assert events_of(events, "fever_ended")[0].info["reason"] == "no_waits"
    assert st.sticks == 0 and sum(1 for w in wins if w.info["points"] % 1000) == 0
    assert st.hand_no == 0 and st.honba == 1, "the fever player is the dealer: the deal stays (連荘, one honba)"


def test_a_fever_with_no_winning_tile_left_is_a_draw_with_only_the_fever_player_tenpai():
    st = _fever_position("1p2p3p4p5p6p1s2s3s4s5s1z1z", "1p2p3p4p5p6p1s2s3s4s5s6s1z", fever_pocchi_waits=False)
    events = act(st, 0, "fever_riichi", "9p", tier=1, shuba=False)
    assert events_of(events, "fever_ended")[0].info["reason"] == "no_waits"
    drawn = events_of(events, "hand_drawn")[0]
    assert drawn.info["tenpai"] == [0] and drawn.info["delta"] == [4000, -2000, -2000]


# --- dice (出目当て, §5.5) ----------------------------------------------------------------------------

def test_a_yakuman_earns_a_dice_chance_whose_owner_names_the_pair():
    st = position(["123p456p789p11s5s6s", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"], drawn="7s")
    events = act(st, 0, "tsumo")
    won = events_of(events, "won")[0]
    assert "tenhou" in dict(won.info["yaku"])
    offer = events_of(events, "dice_offered")[0]
    assert offer.seat == 0 and offer.info == {"source": "tenhou", "base": 140}
    assert st.to_move() == (0,) and len(st.legal_actions(0)) == 15, "the 15 non-matching pairs"
    chips = list(st.chips)
    events = act(st, 0, "dice_pair", target="24")
    dice = events_of(events, "dice")[0]
    assert dice.info["pair"] == [2, 4]
    counted = [r for r in dice.info["rolls"] if r[0] != r[1]]
    assert len(counted) == 4, "four counted rolls; doubles are rolled again"
    hits = sum(1 for r in counted if sorted(r) == [2, 4])
    assert dice.info["hits"] == hits and dice.info["amount"] == 140 * hits + \
        sum(111 if d == 1 else 11 * d for d in dice.info["doubles"]) * dice.info["shuba_dice"]
    assert [c - b for c, b in zip(st.chips, chips)] == dice.info["delta"]
    assert sum(dice.info["delta"]) == 0
    assert events_of(events, "hand_started"), "then the next hand"


def test_teaching_notes_say_why_a_dama_win_is_refused_and_when_a_kan_is_a_must():
    st = position(["123p456p789p11s5s6s", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"], drawn="7s")
    st.discards_made[0] = 1
    st.no_calls = False
    assert st.view(0).data["notes"] == ["muscle"]
    assert "notes" not in st.view(None).data and st.view(1).data["notes"] == []
    st = _riichi_position("5s", hand="2222455566677s")
    assert st.view(0).data["notes"] == ["forced_kan"]


def test_a_red_or_gold_five_won_on_counts_and_each_extra_han_has_its_name():
    st = position(["1p2p3p7p8p9p1s2s3s7s8s9s1z", "123p46p789p11s567s", "1p2p3p4p6p7p8p9p1s2s3s4s2z"], drawn="0p",
                  extracted=["", "4z", ""])
    st.discards_made[0] = 1
    st.no_calls = False
    _riichi(st, 1)
    act(st, 0, "discard", "0p")
    events = act(st, 1, "ron")
    yaku = dict(events_of(events, "won")[0].info["yaku"])
    assert yaku.get("aka") == 1, "the red 5p won on is a dora"
    assert yaku.get("north") == 1, "the north set aside is a dora of its own name"
    won = events_of(events, "won")[0]
    assert {"name": "red", "amount": 2, "form": "hand"} in won.info["chips"]


def test_no_kan_on_the_last_tile_and_a_kan_on_the_one_before_ends_the_hand():
    hand = "1111p456p789p1s2s3s"
    st = position([hand, "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"], drawn="9s")
    st.discards_made[0] = 1
    st.wall.live = st.wall.live[-1:]
    assert "closed_kan" in {a.kind for a in st.legal_actions(0)}
    events = act(st, 0, "closed_kan")
    assert events_of(events, "hand_drawn"), "no kan dora can be turned: an exhaustive draw at once"
    assert not events_of(events, "drew") or events_of(events, "hand_started")
    st = position([hand, "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"], drawn="9s")
    st.discards_made[0] = 1
    st.wall.live = []
    assert "closed_kan" not in {a.kind for a in st.legal_actions(0)}, "the last tile (海底) is never kanned"
    assert "extract" not in {a.kind for a in st.legal_actions(0)}


def test_a_north_may_be_set_aside_on_the_last_tile():
    st = position(["123p456p789p1s2s3s4z", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"], drawn="9s")
    st.discards_made[0] = 1
    st.wall.live = []
    assert "extract" in {a.kind for a in st.legal_actions(0)}
    act(st, 0, "extract", "4z")
    assert [token(t) for t in st.extracted[0]] == ["4z"] and len(st.hands[0]) == 14


# --- 金北 (§4.3) --------------------------------------------------------------------------------------

def _gold_win(extracted: str):
    st = position(["123p456p789p11s5s6s", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"], drawn="9s",
                  draws="1z2z7s", extracted=[extracted, "", ""])
    st.discards_made[0] = 1
    st.no_calls = False
    act(st, 0, "riichi", "9s", shuba=False)
    act(st, 1, "discard", "1z")
    act(st, 2, "discard", "2z")
    return st, act(st, 0, "tsumo")


def test_the_seeds_spring_spring_summer_summer_with_gold_north_on_spring_is_4_and_4():
    st, events = _gold_win("1f1f2f2f4gz")
    assert events_of(events, "gold_north_offered")[0].info["targets"] == ["spring", "summer"]
    won = events_of(act(st, 0, "gold_north", target="spring"), "won")[0]
    springs = [i["amount"] for i in won.info["chips"] if i["name"] == "spring"]
    assert springs == [4, 4], "春春 fires 4 all (4 flowers held), 金北→春 fires it once more"
    assert won.info["summer"] == 2


def test_the_winner_may_leave_the_gold_north_unused():
    st, events = _gold_win("2f4gz")
    won = events_of(act(st, 0, "gold_north", target="none"), "won")[0]
    assert won.info["gold_north"] == "" and won.info["summer"] == 1
    st, events = _gold_win("2f4gz")
    won = events_of(act(st, 0, "gold_north", target="summer"), "won")[0]
    assert won.info["summer"] == 2, "one 夏 with 金北: two steps"


# --- the end of a hand: double ron, honba, bust ------------------------------------------------------

def test_zero_points_is_no_bust():
    st = GAME.new_state(3, None, 1)
    st.scores = [35000, 0, 70000]
    st._finish_hand((2,), "win")
    assert not st.is_over()


def test_a_double_ron_pays_honba_to_both_and_the_deposits_to_the_first_and_a_bust_prize():
    st = position(["1z2z3z1p2p3p4p5p6p1s2s3s4s", "123p456p789p11s5s6s", "123p456p789p22s5s6s"], drawn="7s",
                  honba=2, scores=[5000, 50000, 50000])
    st.discards_made[0] = 1
    st.no_calls = False
    _riichi(st, 1)
    _riichi(st, 2)
    st.sticks = 2
    act(st, 0, "discard", "7s")
    act(st, 1, "ron")
    events = act(st, 2, "ron")
    wins = events_of(events, "won")
    assert [w.info["winner"] for w in wins] == [1, 2], "in turn order from the discarder"
    first, second = wins
    assert first.info["delta"][1] == -first.info["delta"][0] + 2000, "the deposits (2 sticks) go to the first"
    assert second.info["delta"][2] == -second.info["delta"][0]
    assert all(w.info["delta"][0] <= -(8000 + 2 * 2000) for w in wins), "both get the honba (2,000 each)"
    busts = [i for w in wins for i in w.info["chips"] if i["name"] == "bust"]
    assert len(busts) == 1 and busts[0]["amount"] == 5, "only the win that took the discarder below 0"


def _winter_fever():
    st = position(["777p123s456s789s1z", "1p2p3p4p5p6p1s2s3s4s5s6s2z", "1p2p3p4p5p6p1s2s3s4s5s6s3z"], drawn="9p",
                  draws="2z3z1z", extracted=["4f", "", ""], options={"gt": True})      # the first win: a 東 drawn
    st.discards_made[0] = 1
    st.no_calls = False
    events = act(st, 0, "fever_riichi", "9p", tier=1, shuba=False)
    return st, events


def test_the_fever_player_fires_winter_at_a_win_and_the_fever_ends():
    st, events = _winter_fever()
    assert events_of(events, "winter_offered"), "holding 冬, the fever player is asked at a win"
    assert st.to_move() == (0,) and [a.target for a in st.legal_actions(0)] == ["fire", "hold"]
    wins_before = len(events_of(events, "won"))
    events = act(st, 0, "winter", target="fire")
    assert events_of(events, "winter") and events_of(events, "won")
    assert events_of(events, "fever_ended")[0].info["reason"] == "winter"
    assert wins_before == 0 and st.fever is None


def test_a_held_winter_fires_by_itself_at_the_fevers_last_win():
    st, events = _winter_fever()
    fired = []
    while st.step == "winter":                # after a reverse pocchi the others are asked (seed L262)
        events = act(st, st.to_move()[0], "winter", target="hold")
        fired += events_of(events, "winter")
    assert len(fired) == 1, "冬 fired once, at the last win"
    ended = events_of(events, "fever_ended")[0]
    assert ended.info["reason"] == "winter" and ended.info["wins"] >= 3


def test_a_north_set_aside_may_be_ronned_by_a_seat_waiting_on_north():
    st = position(["123p456p789p1s2s3s4z", "111z222z333z666z4z", "1p2p3p4p5p6p7p8p9p1s2s3s4s"], drawn="9s")
    st.discards_made[0] = 1
    st.no_calls = False
    _riichi(st, 1)
    act(st, 0, "extract", "4z")
    assert st.step == "claims" and st.to_move() == (1,)
    events = act(st, 1, "ron")
    won = events_of(events, "won")[0]
    assert won.info["winner"] == 1 and "tsuuiisou" in dict(won.info["yaku"])


def test_in_a_fever_the_gold_north_may_wait_for_a_later_win_and_works_once():
    st = position(["777p123s456s789s1z", "1p2p3p4p5p6p1s2s3s4s5s6s2z", "1p2p3p4p5p6p1s2s3s4s5s6s3z"], drawn="9p",
                  draws="7p7s1z", extracted=["2f4gz", "", ""])
    st.discards_made[0] = 1
    st.no_calls = False
    events = act(st, 0, "fever_riichi", "9p", tier=1, shuba=False)     # the first win: the fever player's 東
    offer = events_of(events, "gold_north_offered")[0]
    assert offer.info == {"targets": ["summer"], "defer": True}
    assert [a.target for a in st.legal_actions(0)] == ["summer", "none", "defer"]
    events = act(st, 0, "gold_north", target="defer")
    first = events_of(events, "won")[0]
    assert first.info["summer"] == 1 and first.info["gold_north"] == ""
    assert events_of(events, "gold_north_offered") or st.fever is None
    if st.fever is None or st.step != "gold_north":
        return                                           # the next win came after a reverse pocchi: chosen for the payees
    events = act(st, 0, "gold_north", target="summer")
    wins = events_of(events, "won")
    assert wins[0].info["summer"] == 2 and wins[0].info["gold_north"] == "summer"
    assert all(w.info["summer"] == 1 for w in wins[1:]), "金北 works at one win only"
    assert not events_of(events, "gold_north_offered")


# --- 間八萬 and the 白 kan (§2.4, §2.7) ----------------------------------------------------------------

def test_a_reverse_pocchi_on_a_kanpachi_wait_with_a_white_triplet_must_be_kanned():
    st = _riichi_position("5Yz", hand="79m5Gz5Bz5Cz123p456p11s")
    assert [a.kind for a in st.legal_actions(0)] == ["closed_kan"], "白 kan before the reverse win (§2.4)"
    st = _riichi_position("5Gz", hand="79m5Bz5Yz5Cz123p456p11s")
    assert {a.kind for a in st.legal_actions(0)} == {"tsumo", "closed_kan"}, "a positive one: win or kan"


def test_letting_a_positive_pocchi_go_on_kanpachi_after_riichi_is_furiten():
    st = position(["1z2z3z1p2p3p4p5p6p1s2s3s4s", "79m789p789s123p55s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"],
                  drawn="5Gz")
    st.discards_made[0] = 1
    _riichi(st, 1)
    act(st, 0, "discard", "5Gz")
    assert "ron" in {a.kind for a in st.legal_actions(1)}, "a positive pocchi may be ronned as 8m"
    act(st, 1, "pass")
    assert st.riichi_furiten[1], "let go after riichi: furiten for the rest of the hand"


def test_nagashi_yakuman_at_an_exhaustive_draw():
    st = position(["123p456p789p11s5s6s", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"], drawn="9s")
    st.discards_made[0] = 1
    st.ponds[0] = [{"tile": t, "riichi": False, "called": False} for t in st.hands[1][:1]]      # 1p: a terminal
    st.ponds[1] = [{"tile": st.hands[1][4], "riichi": False, "called": False}]                   # 5p: a simple
    st.ponds[2] = [{"tile": st.hands[2][4], "riichi": False, "called": False}]
    st.wall.live = []
    events = act(st, 0, "discard", "9s")
    won = events_of(events, "won")[0]
    assert won.info["winner"] == 0 and dict(won.info["yaku"]) == {"nagashi_yakuman": 1}
    assert won.info["delta"][1] == -17000 and won.info["delta"][2] == -17000, "a dealer yakuman tsumo: 17,000 all"
    assert events_of(events, "dice_offered")[0].info["source"] == "nagashi"


def test_below_zero_by_a_riichi_stick_pays_the_bust_prize_at_the_next_win_even_between_others():
    st = position(["123p456p789p11s5s6s", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1z2z3z1p2p3p4p5p6p1s2s3s4s"], drawn="9s",
                  draws="4s", scores=[500, 50000, 54500])
    st.discards_made[0] = 1
    st.no_calls = False
    _riichi(st, 1)
    act(st, 0, "riichi", "9s", shuba=False)          # seat 0 goes to -500 by its stick; seat 1 draws 4s
    assert st.scores[0] == -500 and st.unprized == {0}
    events = act(st, 1, "tsumo")
    won = events_of(events, "won")[0]
    busts = [i for i in won.info["chips"] if i["name"] == "bust"]
    assert len(busts) == 1 and busts[0]["amount"] == 5, "the stick's bust is paid to the winner"
    assert not st.unprized
