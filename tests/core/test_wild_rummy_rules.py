"""Wild Rummy R turn flow and operations (spec §5-§7), each test named after its rule."""
from __future__ import annotations

import pytest

from core.engine import IllegalAction
from core.games.wild_rummy.meld import RUN, SET, SOJUN, VOID_SET
from core.games.wild_rummy.rules import CALL_WINDOW, CALLING, DRAW, PLAY

from wild_rummy_helpers import GAME, find, meld_by_id, one, position

RUN_345 = (1, RUN, [("wo3", "wo3"), ("wo4", "wo4"), ("wo5", "wo5")], 0)
SET_7_FI_EA_ME = (0, SET, [("fi7", ""), ("ea7", ""), ("me7", "")], 0)


# --- set-up -----------------------------------------------------------------------------------
@pytest.mark.parametrize("seats,size", [(2, 17), (3, 14), (4, 10), (5, 7), (6, 7)])
def test_deal_table_fesca78(seats, size):
    state = GAME.new_state(seats, None, 5)
    assert [len(h) for h in state.hands] == [size] * seats
    assert len(state.stock) == 78 - size * seats
    assert state.to_move() == ((state.dealer + 1) % seats,)
    assert state.step == DRAW and state.phase == "neutral"


def test_reduced_deck_refuses_six_players():
    with pytest.raises(ValueError):
        GAME.new_state(6, {"deck": "fesca54"}, 1)
    state = GAME.new_state(2, {"deck": "fesca42"}, 1)
    assert sum(len(h) for h in state.hands) + len(state.stock) == 42


# --- the match (spec §9 [P]; the seed says nothing of match length or the dealer) ---------------
def _play_match(seats, options=None, seed=4):
    """Random legal play to the end of the match: the events of every round start and end."""
    from core.engine import Rng
    state = GAME.new_state(seats, options, seed)
    events, rng = list(state.start_events), Rng(seed)
    while not state.is_over():
        events += state.apply(rng.choice(state.legal_actions(state.to_move()[0])))
    return state, events


@pytest.mark.parametrize("seats", [2, 3])
def test_match_is_one_round_per_player_and_the_dealer_passes_on(seats):
    """By default a match has one round per player, each dealing once; the dealer passes to the
    next seat and the seat after the dealer plays first."""
    first = GAME.new_state(seats, None, 4)
    assert first.rounds == seats and first.to_move() == ((first.dealer + 1) % seats,)
    state, events = _play_match(seats)
    starts = [e for e in events if e.kind == "round_started"]
    assert [e.info["round"] for e in starts] == list(range(1, seats + 1))
    assert [e.info["dealer"] for e in starts] == [(first.dealer + i) % seats for i in range(seats)]
    assert [e.seat for e in events if e.kind == "dealer_passed"] == [(first.dealer + i) % seats for i in range(1, seats)]
    assert sum(e.kind == "round_scored" for e in events) == seats and events[-1].kind == "match_over"
    assert state.result().detail["rounds"] == seats
    totals = [sum(e.info["payments"][s] for e in events if e.kind == "round_scored") for s in range(seats)]
    assert state.totals == totals and events[-1].info["ranking"] == state.ranking()


def test_match_rounds_option_sets_the_match_length():
    state, events = _play_match(3, {"match_rounds": 5})
    assert state.round_no == 5 and sum(e.kind == "round_started" for e in events) == 5
    dealers = [e.info["dealer"] for e in events if e.kind == "round_started"]
    assert all((b - a) % 3 == 1 for a, b in zip(dealers, dealers[1:])), "the dealer passes to the next seat"


# --- 通常手番 ----------------------------------------------------------------------------------
def test_normal_turn_draws_then_must_keep_a_card_to_discard():
    state = position([["wo3", "wo4", "wo5"], ["fi1"], ["ea1"], ["me1"]])
    assert not find(state, "meld"), "melding the whole hand would leave nothing to discard"
    state = position([["wo3", "wo4", "wo5", "fi9"], ["fi1"], ["ea1"], ["me1"]])
    state.apply(one(state, "meld", ("wo3", "wo4", "wo5")))
    assert state.hands[0] == ["fi9"]
    events = state.apply(one(state, "discard", ("fi9",)))
    assert any(e.kind == "went_out" for e in events)


def test_concealed_win_doubles_the_penalty():
    """一度に上がり: no own meld when the turn began, the whole hand out in that turn."""
    state = position([["wo3", "wo4", "wo5", "fi9"], ["fi1", "ea0"], ["ea1"], ["yy0"]])
    state.apply(one(state, "meld", ("wo3", "wo4", "wo5")))
    state.apply(one(state, "discard", ("fi9",)))
    r = state.last_result
    assert r["winner"] == 0 and r["concealed"] and r["multiplier"] == 2
    assert r["payments"] == [2 * (1 + 5 + 1 + 7), -2 * 6, -2 * 1, -2 * 7]


def test_win_after_earlier_meld_is_not_doubled():
    state = position([["wo6", "fi9"], ["fi1", "ea0"], ["ea1"], ["yy0"]], [(0, *RUN_345[1:])])
    state.apply(one(state, "lay_off", ("wo6",)))
    state.apply(one(state, "discard", ("fi9",)))
    assert state.last_result["multiplier"] == 1 and state.last_result["payments"][0] == 14


# --- 付け札 and the usage limits (単札操作の使用制限) ----------------------------------------
def test_lay_off_forbidden_before_own_meld():
    state = position([["wo6", "fi9", "ea2"], ["fi1"], ["ea1"], ["me1"]], [RUN_345])
    assert not find(state, "lay_off")
    reason = state.explain(0, ("wo6",), "meld:1").english()
    assert "Before your first meld" in reason


def test_lay_off_on_another_players_meld_after_own_meld():
    state = position([["wo6", "wo2", "ea2"], ["fi1"], ["ea1"], ["me1"]], [RUN_345, SET_7_FI_EA_ME])
    low = one(state, "lay_off", ("wo2",), "meld:1")
    assert low.idents == ("wo2",)
    state.apply(one(state, "lay_off", ("wo6",), "meld:1"))
    m = meld_by_id(state, 1)
    assert m.cards == ("wo3", "wo4", "wo5", "wo6") and m.owner == 1


def test_swap_before_own_meld_only_if_the_wild_is_melded_at_once():
    """差し札 △: the wild taken must go into a new meld at once."""
    wild_set = (1, SET, [("wo7", ""), ("me7", ""), ("wa7", ""), ("yy7", "")], 0)
    state = position([["fi7", "ea1", "me11"], ["fi1"], ["ea1"], ["me1"]], [wild_set])
    assert not find(state, "swap_wild")
    state = position([["fi7", "wo6", "wo8", "ea1"], ["fi1"], ["ea2"], ["me1"]], [wild_set])
    state.apply(one(state, "swap_wild", ("fi7",), "meld:1", at="yy7"))
    assert state.owed == ["yy7"] and "yy7" in state.hands[0]
    assert not find(state, "discard"), "the wild is owed: it must be melded first"
    kinds = {a.kind for a in state.legal_actions(0)}
    assert kinds == {"meld"}
    state.apply(one(state, "meld", ("wo6", "yy7", "wo8")))
    assert state.owed == [] and find(state, "discard")
    assert sorted(meld_by_id(state, 1).cards) == ["fi7", "me7", "wa7", "wo7"]


def _play_to_seat_0_draw(state):
    """Every other seat draws and discards its last card (nobody calls) until seat 0 draws."""
    while not (state.to_move() == (0,) and state.step == DRAW):
        seat = state.to_move()[0]
        if state.step == CALL_WINDOW:
            state.apply(one(state, "pass"))
        elif state.step == DRAW:
            state.apply(one(state, "draw"))
        else:
            state.apply(one(state, "discard", (state.hands[seat][-1],)))
    state.apply(one(state, "draw"))


def _every_action_leaves_a_legal_action(state):
    for action in state.legal_actions(state.to_move()[0]):
        after = state.clone()
        after.apply(action)
        assert after.is_over() or after.legal_actions(after.to_move()[0]), f"no legal action after {action}"


def test_exchange_before_first_meld_keeps_a_card_to_discard():
    """差し札 △ in a normal turn: the wild taken must be melded at once, and a card must stay to discard.

    Seed: "差し札、抜き札、発掘、付け抜き札など手札と交換する単札操作は、交換取得した札を即時に使用
    （メルド公開）することを条件に許可される。" and "逆に通常の手番では、必ず捨て札して上がる必要がある。"
    Seat 0 retrieves its 空無組 {空無火 太極}, discards 空無火; next turn it holds 木5 太極 木8 + 火7.
    Swapping 火7 for the 陰陽7 of another seat's 組 would owe 陰陽7, whose only meld
    木5 太極 陰陽7 木8 is the whole hand: nothing would be left to discard.
    """
    void = (0, VOID_SET, [("fi0", "fi0"), ("yy0", "yy0")], 0)
    sw_set = (1, SET, [("ea7", ""), ("me7", ""), ("yy7", "")], 0)
    hands = [["wo5", "wo8"], ["wa1", "wa2", "wa9"], ["me1", "me2", "me10"], ["ea1", "ea2", "ea10"]]
    state = position(hands, [void, sw_set], stock=["wo12", "fi7", "me12", "ea12", "wa12"])
    state.apply(one(state, "retrieve", target="hand"))
    state.apply(one(state, "discard", ("fi0",)))
    _play_to_seat_0_draw(state)
    assert sorted(state.hands[0]) == ["fi7", "wo5", "wo8", "yy0"] and not state.has_meld(0)
    assert not find(state, "swap_wild", ("fi7",)), "陰陽7 could be melded only with the whole hand"
    assert "discard" in state.explain(0, ("fi7",), "meld:2:yy7").english()
    _every_action_leaves_a_legal_action(state)
    state = position([["wo5", "wo8", "yy0", "fi7", "wa11"], ["fi1"], ["ea1"], ["me1"]], [sw_set])
    state.apply(one(state, "swap_wild", ("fi7",), "meld:1", at="yy7"))
    state.apply(one(state, "meld", ("wo5", "yy0", "yy7", "wo8")))
    assert state.hands[0] == ["wa11"] and find(state, "discard", ("wa11",))


def _with_buried_run(hand):
    """Seat 1 owns 木3 木4 木5 with 木5 laid over a 太極 (埋め潰し); seat 0 has no meld."""
    from core.games.wild_rummy.meld import slot
    state = position([hand, ["fi3"], ["ea1"], ["me1"]], [(1, RUN, [("wo3", "wo3"), ("wo4", "wo4"), ("wo5", "wo5")], 0)])
    m = state.melds[0]
    state.melds[0] = m.with_slots(m.slots[:2] + (slot("wo5", "wo5", "yy0"),))
    state._changed()
    return state


def test_excavate_before_first_meld_keeps_a_card_to_discard():
    """発掘 △ in a normal turn: both cards taken must be melded at once, and a card must stay to discard.

    Seed: "差し札、抜き札、発掘、付け抜き札など手札と交換する単札操作は、交換取得した札を即時に使用
    （メルド公開）することを条件に許可される。" and "逆に通常の手番では、必ず捨て札して上がる必要がある。"
    """
    state = _with_buried_run(["wo7", "yy5"])
    assert not find(state, "excavate", ("yy5",)), "木5 太極 木7 would be the whole hand"
    _every_action_leaves_a_legal_action(state)
    state = _with_buried_run(["fi9", "wo7", "yy5"])
    state.apply(one(state, "excavate", ("yy5",), "meld:1", at="wo5"))
    assert sorted(state.owed) == ["wo5", "yy0"]
    _every_action_leaves_a_legal_action(state)
    state.apply(one(state, "meld", ("wo5", "yy0", "wo7")))
    assert state.owed == [] and state.hands[0] == ["fi9"]


# 単札操作の使用制限 (seed): "メルドを一つも公開していない状態では、付け札、埋め潰しなど手札の枚数が減る
# 単札操作は禁止される。" / "差し札、抜き札、発掘、付け抜き札など手札と交換する単札操作は、交換取得した札を
# 即時に使用（メルド公開）することを条件に許可される。" (埋め潰し ×, 抜き札 / 発掘 / 付け抜き札 △)
RUN_34_GW = (1, RUN, [("wo3", "wo3"), ("wo4", "wo4"), ("yy0", "wo5")], 0)


def test_bury_forbidden_before_own_meld():
    """埋め潰し × before one's first meld (the swap of the same card stays △); ○ after it."""
    state = position([["wo5", "fi1", "fi2", "me9"], ["fi3"], ["ea1"], ["me1"]], [RUN_34_GW])
    assert not find(state, "bury")
    assert one(state, "swap_wild", ("wo5",), "meld:1", at="yy0"), "差し札 △: 太極 fi1 fi2 can be melded"
    assert "Before your first meld" in state.explain(0, ("wo5",), "meld:1").english()
    state = position([["wo5", "fi1", "fi2", "me9"], ["fi3"], ["ea1"], ["me1"]], [RUN_34_GW, SET_7_FI_EA_ME])
    state.apply(one(state, "bury", ("wo5",), "meld:1", at="yy0"))
    assert meld_by_id(state, 1).slots[2].buried == "yy0" and state.owed == []


def test_take_natural_before_own_meld_only_if_the_card_taken_is_melded_at_once():
    """抜き札 △: 空無木 takes 木4 out of 木3 木4 木5 only if 木4 goes into a new meld at once."""
    assert not find(position([["wo0", "fi1", "fi2"], ["fi3"], ["ea1"], ["me1"]], [RUN_345]), "take_natural")
    assert not find(position([["wo0", "fi4", "ea4"], ["fi3"], ["ea1"], ["me1"]], [RUN_345]), "take_natural"), \
        "木4 火4 土4 would be the whole hand: nothing left to discard"
    state = position([["wo0", "fi4", "ea4", "me9"], ["fi3"], ["ea1"], ["me1"]], [RUN_345])
    state.apply(one(state, "take_natural", ("wo0",), "meld:1"))
    assert state.owed == ["wo4"] and {a.kind for a in state.legal_actions(0)} == {"meld"}
    state.apply(one(state, "meld", ("wo4", "fi4", "ea4")))
    assert state.owed == [] and find(state, "discard", ("me9",))


def test_excavate_before_own_meld_only_if_both_cards_are_melded_at_once():
    """発掘 △: 陰陽5 digs up 木5 over 太極 only if both go into new melds at once."""
    assert not find(_with_buried_run(["yy5", "fi9", "fi10"]), "excavate"), "木5 fits no meld"
    state = _with_buried_run(["wo6", "yy5", "fi9"])
    state.apply(one(state, "excavate", ("yy5",), "meld:1", at="wo5"))
    assert sorted(state.owed) == ["wo5", "yy0"] and {a.kind for a in state.legal_actions(0)} == {"meld"}


def test_slide_before_own_meld_only_if_the_card_taken_is_melded_at_once():
    """付け抜き札 △: 木6 on 木1 火2 土3 金4 水5 takes 木1 only if 木1 goes into a new meld at once."""
    sojun = (1, SOJUN, [("wo1", "wo1"), ("fi2", "fi2"), ("ea3", "ea3"), ("me4", "me4"), ("wa5", "wa5")], 1)
    assert not find(position([["wo6", "fi9", "fi10"], ["fi1"], ["ea1"], ["me1"]], [sojun], phase="yang"), "slide")
    assert not find(position([["wo6", "ea1", "me1"], ["fi1"], ["ea11"], ["me11"]], [sojun], phase="yang"), "slide"), \
        "木1 土1 金1 would be the whole hand: nothing left to discard"
    state = position([["wo6", "ea1", "me1", "fi9"], ["fi1"], ["ea11"], ["me11"]], [sojun], phase="yang")
    state.apply(one(state, "slide", ("wo6",), "meld:1"))
    assert state.owed == ["wo1"] and {a.kind for a in state.legal_actions(0)} == {"meld"}
    state.apply(one(state, "meld", ("wo1", "ea1", "me1")))
    assert state.owed == [] and meld_by_id(state, 1).cards == ("fi2", "ea3", "me4", "wa5", "wo6")


def test_swap_in_a_set_may_use_any_missing_suit():
    """差し札: in 木7 金7 水7 陰陽7, 火7 or 土7 may take the 陰陽7."""
    wild_set = (1, SET, [("wo7", ""), ("me7", ""), ("wa7", ""), ("yy7", "")], 0)
    for card in ("fi7", "ea7"):
        state = position([[card, "fi1", "fi2"], ["fi3"], ["ea1"], ["me1"]], [wild_set, SET_7_FI_EA_ME[:1] + (SET, [("fi9", ""), ("ea9", ""), ("me9", "")], 0)])
        assert one(state, "swap_wild", (card,), "meld:1", at="yy7")


def test_bury_keeps_the_wild_and_excavate_takes_both():
    """埋め潰し then 発掘 with 陰陽5."""
    run_gw = (1, RUN, [("wo3", "wo3"), ("wo4", "wo4"), ("yy0", "wo5")], 0)
    state = position([["wo5", "fi1", "fi2"], ["fi3"], ["ea1"], ["me1"]], [run_gw, SET_7_FI_EA_ME])
    state.apply(one(state, "bury", ("wo5",), "meld:1", at="yy0"))
    slot = meld_by_id(state, 1).slots[2]
    assert (slot.card, slot.buried, slot.role) == ("wo5", "yy0", "natural")
    assert not find(state, "swap_wild"), "a buried wild cannot be taken back by 差し札"
    state.hands[0].append("yy5")
    state._changed()
    state.apply(one(state, "excavate", ("yy5",), "meld:1", at="wo5"))
    assert {"wo5", "yy0"} <= set(state.hands[0])
    slot = meld_by_id(state, 1).slots[2]
    assert (slot.card, slot.role, slot.buried) == ("yy5", "SW", "")


def test_take_natural_puts_the_wild_in():
    """抜き札: a wild from hand takes an element card's place."""
    state = position([["wo0", "fi1", "fi2"], ["fi3"], ["ea1"], ["me1"]], [RUN_345, SET_7_FI_EA_ME])
    state.apply(one(state, "take_natural", ("wo0",), "meld:1", at="wo4"))
    m = meld_by_id(state, 1)
    assert m.slots[1].card == "wo0" and m.slots[1].role == "RW" and "wo4" in state.hands[0]


# --- 相順 and the field phase ------------------------------------------------------------------
def test_sosho_sojun_only_in_a_yang_field():
    hand = [["wo3", "fi4", "ea5", "me9"], ["fi1"], ["ea1"], ["me1"]]
    assert one(position(hand, phase="yang"), "meld", ("wo3", "fi4", "ea5")).form == "sojun+1"
    for phase in ("yin", "neutral"):
        state = position(hand, phase=phase)
        assert not find(state, "meld", ("wo3", "fi4", "ea5"))
    reason = position(hand, phase="yin").explain(0, ("wo3", "fi4", "ea5"), "new").english()
    assert "陽場" in reason


def test_discarding_yinyang_sets_the_field_phase():
    state = position([["yy3", "fi9"], ["yy4", "me9"], ["ea1"], ["me1"]])
    state.apply(one(state, "discard", ("yy3",)))
    assert state.phase == "yang"
    state.turn, state.step = 1, PLAY
    state._changed()
    state.apply(one(state, "discard", ("yy4",)))
    assert state.phase == "yin"


def test_sojun_operations_gated_by_phase():
    sojun = (1, SOJUN, [("wo1", "wo1"), ("fi2", "fi2"), ("ea3", "ea3")], 1)
    hand = [["me4", "fi9", "fi10"], ["fi1"], ["ea1"], ["me1"]]
    assert find(position(hand, [sojun, SET_7_FI_EA_ME], phase="yang"), "lay_off", ("me4",))
    state = position(hand, [sojun, SET_7_FI_EA_ME], phase="yin")
    assert not find(state, "lay_off", ("me4",))
    assert "陽場" in state.explain(0, ("me4",), "meld:1").english()


def test_slide_on_a_five_card_sojun():
    """付け抜き札: 木1 火2 土3 金4 水5 + 木6 on top, take 木1."""
    sojun = (0, SOJUN, [("wo1", "wo1"), ("fi2", "fi2"), ("ea3", "ea3"), ("me4", "me4"), ("wa5", "wa5")], 1)
    state = position([["wo6", "wa0", "fi9"], ["fi1"], ["ea1"], ["me1"]], [sojun], phase="yang")
    assert not find(state, "lay_off", ("wo6",)), "a 相順 has at most 5 cards"
    state.apply(one(state, "slide", ("wo6",), "meld:1"))
    assert meld_by_id(state, 1).cards == ("fi2", "ea3", "me4", "wa5", "wo6") and "wo1" in state.hands[0]
    state = position([["wa0", "fi9"], ["fi1"], ["ea1"], ["me1"]], [sojun], phase="yang")
    state.apply(one(state, "slide", ("wa0",), "meld:1", idents=("wa0",)))
    assert meld_by_id(state, 1).cards == ("wa0", "wo1", "fi2", "ea3", "me4"), "through ZAT: 水Z below 木1"
    assert "wa5" in state.hands[0]


def test_type_change_lay_off_on_own_void_set():
    """自メルドを崩して相順に変える付け札: own 空無木 空無土 + 水1 in a 陰場 -> 相克昇順."""
    void = (0, VOID_SET, [("wo0", "wo0"), ("ea0", "ea0")], 0)
    state = position([["wa1", "fi9"], ["fi1"], ["ea1"], ["me1"]], [void], phase="yin")
    action = one(state, "lay_off", ("wa1",), "meld:1", form="sojun+2")
    assert action.idents == ("wo0:wo12", "ea0:ea0", "wa1:wa1")
    state.apply(action)
    m = meld_by_id(state, 1)
    assert m.kind == SOJUN and m.order == 2 and [s.role for s in m.slots] == ["RW", "ZAT", "natural"]
    other = position([["fi9", "wa1"], ["fi1"], ["ea1"], ["me1"]], [(1,) + void[1:], SET_7_FI_EA_ME], phase="yin")
    assert not find(other, "lay_off", ("wa1",), "meld:1"), "type change only on one's own meld"


# --- 鳴き --------------------------------------------------------------------------------------
def _call_position():
    return position([["wo5", "fi9", "fi10"], ["me1", "me11"], ["wo3", "wo4", "ea1"], ["wo6", "wo7"]])


def test_call_asks_nearest_first_and_has_no_discard():
    state = _call_position()
    state.apply(one(state, "discard", ("wo5",)))
    assert state.step == CALL_WINDOW and state.asked == [2, 3] and state.to_move() == (2,)
    state.apply(one(state, "pass"))
    assert state.to_move() == (3,)
    state.apply(one(state, "call"))
    assert state.step == CALLING and state.owed == ["wo5"]
    assert {a.kind for a in state.legal_actions(3)} == {"meld"}


def test_call_goes_out_without_discard_and_doubles():
    """鳴き上がりの捨て札無し: 木6 木7 + the called 木5, melded at once."""
    state = _call_position()
    state.apply(one(state, "discard", ("wo5",)))
    state.apply(one(state, "pass"))
    state.apply(one(state, "call"))
    events = state.apply(one(state, "meld", ("wo5", "wo6", "wo7")))
    won = [e for e in events if e.kind == "went_out"]
    assert won and won[0].seat == 3 and won[0].info["concealed"]
    r = state.last_result
    assert r["payments"][0] == -2 * 2 and r["payments"][3] == 2 * (2 + 2 + 3)


def test_after_a_call_play_returns_to_the_seat_after_the_discarder():
    state = position([["wo5", "fi9", "fi10"], ["me1", "me11"], ["wo3", "wo4", "ea1", "ea2"], ["me2"]])
    state.apply(one(state, "discard", ("wo5",)))
    state.apply(one(state, "call"))
    state.apply(one(state, "meld", ("wo3", "wo4", "wo5")))
    assert not find(state, "discard")
    state.apply(one(state, "end_call"))
    assert state.to_move() == (1,) and state.step == DRAW


# --- メルドの回収 ------------------------------------------------------------------------------
def test_retrieval_and_the_identical_form_ban():
    state = position([["fi9", "ea9"], ["fi1"], ["ea1"], ["me1"]], [(0, *RUN_345[1:])])
    state.apply(one(state, "retrieve", target="hand"))
    assert set(state.hands[0]) == {"wo3", "wo4", "wo5", "fi9", "ea9"} and not state.melds
    assert not find(state, "meld", ("wo3", "wo4", "wo5")), "not re-melded in the same turn"
    assert "retrieved" in state.explain(0, ("wo3", "wo4", "wo5"), "new").english()
    state.apply(one(state, "discard", ("ea9",)))
    state._begin_turn(0)
    state.stock.append("yy6")
    state.apply(one(state, "draw"))
    assert not find(state, "meld", ("wo3", "wo4", "wo5")), "never again in the identical form"
    assert find(state, "meld", ("wo3", "wo4", "wo5", "yy6")), "a different card count is fine"


def test_a_retrieval_ban_forbids_only_the_identical_meld_not_a_call():
    """Seed: "次回以降の手番では、回収時と全く同じ状態の役組で出すことは禁止される。" and
    "鳴き手番では、捨て札を1枚取得し、その札を含む Meld を最初に出さなければならない。"
    Seat 0 retrieves 木3 木4 木5 (banned in that form from now on) and keeps 火9 火10: the
    discarded 火8 makes 火8 火9 火10, another meld, so seat 0 may call it (no wild involved)."""
    state = position([["fi9", "fi10", "ea9"], ["me1"], ["ea1"], ["me12"]], [(0, *RUN_345[1:])],
                     stock=["wa12", "fi8"])
    state.apply(one(state, "retrieve", target="hand"))
    state.apply(one(state, "discard", ("ea9",)))
    state.apply(one(state, "draw"))
    state.apply(one(state, "discard", ("fi8",)))
    assert state.step == CALL_WINDOW and state.to_move() == (0,)
    state.apply(one(state, "call"))
    assert find(state, "meld", ("fi8", "fi9", "fi10"))
    assert not find(state, "meld", ("wo3", "wo4", "wo5")), "the banned form stays banned"


def test_illegal_action_changes_nothing():
    state = position([["wo6", "fi9", "ea2"], ["fi1"], ["ea1"], ["me1"]], [RUN_345])
    before = state.digest()
    from core.games.wild_rummy.game import WildRummyAction
    with pytest.raises(IllegalAction):
        state.apply(WildRummyAction("lay_off", 0, ("wo6",), "meld:1", idents=("wo6",)))
    assert state.digest() == before


# --- teaching: the reason for a refused operation, in the rulebook's terms --------------------
def test_reason_a_rank_wild_would_duplicate_the_real_card():
    """RW同時存在禁止: 空無木 in 木7 金7 水7 would have to be 木7, which is already there."""
    sets = (1, SET, [("wo7", ""), ("me7", ""), ("wa7", "")], 0)
    state = position([["wo0", "fi9", "fi10"], ["fi1"], ["ea1"], ["me1"]], [sets, SET_7_FI_EA_ME[:1] + (SET, [("fi9", ""), ("ea9", ""), ("me9", "")], 0)])
    assert not find(state, "lay_off", ("wo0",), "meld:1")
    assert state.explain(0, ("wo0",), "meld:1").english() == "空無木 would duplicate 木7."


def test_reason_for_a_refused_swap_names_what_the_wild_stands_for():
    run_gw = (1, RUN, [("wo3", "wo3"), ("wo4", "wo4"), ("yy0", "wo5")], 0)
    state = position([["fi5", "yy4", "fi10"], ["fi1"], ["ea1"], ["me1"]], [run_gw, SET_7_FI_EA_ME])
    assert state.explain(0, ("fi5",), "meld:1:yy0").english() == "太極 stands for 木5: only that card can take its place."
    assert state.explain(0, ("fi10",), "meld:1:wo4").english() == "木4 is natural: put a wild card in its place to take it (抜き札)."
    assert "cannot stand for 木3" in state.explain(0, ("yy4",), "meld:1:wo3").english()


def test_reason_zat_is_not_a_wild():
    zat_run = (1, RUN, [("me11", "me11"), ("me12", "me12"), ("me0", "me0"), ("me1", "me1")], 0)
    state = position([["yy5", "fi10"], ["fi1"], ["ea1"], ["me2"]], [zat_run, SET_7_FI_EA_ME])
    assert "ZAT" in state.explain(0, ("yy5",), "meld:1:me0").english()


def test_reason_a_six_card_相順_names_the_limit_of_five():
    """相順: "最大枚数は5枚（各スト1枚ずつ）に制限される。" / "上限は5枚なので木12か木4のどちらか1枚付けまで"."""
    state = position([["wo12", "ea0", "wa1", "fi2", "me3", "wo4", "fi9"], ["fi1"], ["ea1"], ["me1"]], phase="yin")
    assert find(state, "meld", ("wo12", "ea0", "wa1", "fi2", "me3"))
    assert not find(state, "meld", ("wo12", "ea0", "wa1", "fi2", "me3", "wo4"))
    reason = state.explain(0, ("wo12", "ea0", "wa1", "fi2", "me3", "wo4"), "new").english()
    assert reason == "Too many cards: a cycle run (相順) has at most 5."


# --- options (spec §10) -----------------------------------------------------------------------
def test_option_normal_turn_may_take_the_discard():
    opts = {"normal_turn_may_take_discard": True}
    state = position([["fi9", "fi10"], ["wo1", "me11"], ["ea1"], ["me1"]], options=opts)
    state.apply(one(state, "discard", ("fi9",)))
    assert state.to_move() == (1,) and state.step == DRAW
    take = one(state, "take_discard")
    state.apply(take)
    assert "fi9" in state.hands[1] and state.discard == []
    assert not find(position([["fi9"], ["wo1"], ["ea1"], ["me1"]], step=DRAW), "take_discard"), "off by default"


def test_option_call_may_begin_with_a_lay_off():
    opts = {"call_first_meld_may_be_layoff": True}
    hands = [["wo6", "fi9", "fi10"], ["me1", "me11"], ["ea1", "ea2"], ["me2"]]
    melds = [(2, RUN, [("wo3", "wo3"), ("wo4", "wo4"), ("wo5", "wo5")], 0)]
    state = position(hands, melds, options=opts)
    state.apply(one(state, "discard", ("wo6",)))
    assert state.asked == [2]
    state.apply(one(state, "call"))
    state.apply(one(state, "lay_off", ("wo6",), "meld:1"))
    assert state.owed == [] and find(state, "end_call")
    plain = position(hands, melds)
    plain.apply(one(plain, "discard", ("wo6",)))
    assert plain.step != "call_window", "by default a call needs a new meld with the card"


def test_option_stock_reshuffled_once():
    opts = {"stock_exhausted": "reshuffle_once"}
    state = position([["fi9", "fi10"], ["wo1", "me11"], ["ea1"], ["me1"]], stock=[], options=opts)
    state.discard = ["wa1", "wa5", "wa9"]
    events = state.apply(one(state, "discard", ("fi9",)))
    assert any(e.kind == "stock_reshuffled" for e in events)
    assert state.discard == ["fi9"] and sorted(state.stock) == ["wa1", "wa5", "wa9"] and state.step == DRAW
    void = position([["fi9", "fi10"], ["wo1", "me11"], ["ea1"], ["me1"]], stock=[])
    void.apply(one(void, "discard", ("fi9",)))
    assert void.last_result["void"] and void.last_result["reason"] == "stock_exhausted"


def test_option_retrieval_ban_for_the_next_turn_only():
    opts = {"retrieval_ban_scope": "next_turn_only"}
    state = position([["fi9", "ea9"], ["fi1"], ["ea1"], ["me1"]], [(0, *RUN_345[1:])], options=opts)
    state.apply(one(state, "retrieve", target="hand"))
    state.apply(one(state, "discard", ("ea9",)))
    for _ in range(2):
        state._begin_turn(0)
        state.stock.append("yy6")
        state.apply(one(state, "draw"))
        melded = find(state, "meld", ("wo3", "wo4", "wo5"))
        if melded:
            break
        state.apply(one(state, "discard", ("yy6",)))
    assert melded and state.turn_no >= 3, "banned on the next turn, allowed after it"


def test_option_concealed_win_means_never_melded():
    opts = {"concealed_win_definition": "never_melded_this_round"}
    state = position([["wo3", "wo4", "wo5", "fi9"], ["fi1"], ["ea1"], ["me1"]], options=opts)
    state.ever_melded[0] = True
    state._mark_turn_start(0)
    state.apply(one(state, "meld", ("wo3", "wo4", "wo5")))
    state.apply(one(state, "discard", ("fi9",)))
    assert not state.last_result["concealed"], "a meld earlier this round (since retrieved) spoils it"


def test_option_wild_for_wild_substitution():
    run_gw = (1, RUN, [("wo3", "wo3"), ("wo4", "wo4"), ("yy0", "wo5")], 0)
    hand = [["yy5", "fi1", "fi2"], ["fi3"], ["ea1"], ["me1"]]
    assert not find(position(hand, [run_gw, SET_7_FI_EA_ME]), "swap_wild")
    state = position(hand, [run_gw, SET_7_FI_EA_ME], options={"wild_for_wild_substitution": True})
    state.apply(one(state, "swap_wild", ("yy5",), "meld:1", at="yy0"))
    assert meld_by_id(state, 1).slots[2].role == "SW" and "yy0" in state.hands[0]


def test_option_meld_bonus_winner_only():
    opts = {"scoring_method": "meld_bonus", "meld_bonus_collectors": "winner_only"}
    melds = [(1, RUN, [("wo3", "wo3"), ("wo4", "wo4"), ("wo5", "wo5")], 0),
             (0, SET, [("fi7", ""), ("ea7", ""), ("me7", "")], 0)]
    state = position([["fi9"], ["fi1"], ["ea1"], ["me1"]], melds, options=opts)
    state.apply(one(state, "discard", ("fi9",)))
    assert state.last_result["payments"] == [3, -1, -1, -1]


def _option_values():
    for spec in GAME.options:
        values = [True] if spec.kind == "bool" and not spec.default else [False] if spec.kind == "bool" else []
        if spec.kind == "choice":
            values = [v for v in spec.choices if v != spec.default]
        if spec.id == "hand_size":
            values = [5]
        if spec.id == "concealed_win_multiplier":
            values = [3]
        for v in values:
            yield pytest.param(spec.id, v, id=f"{spec.id}={v}")


@pytest.mark.parametrize("option,value", list(_option_values()))
def test_every_option_value_plays_a_round_to_the_end(option, value):
    """Random legal play under each non-default option value: every card stays accounted for
    (hands, melds, stock, discard pile = the deck) and the payments sum to zero."""
    from core.engine import Rng
    from core.fesca import deck
    seats = 2 if value in ("fesca42", "fesca54") else 4
    state = GAME.new_state(seats, {option: value, "match_rounds": 1}, 3)
    rng, steps = Rng(3), 0
    full = sorted(deck(state.options["deck"]))
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions(state.to_move()[0])))
        steps += 1
        if state.step != "over":
            cards = [c for h in state.hands for c in h] + [c for m in state.melds for c in m.all_cards()]
            assert sorted(cards + state.stock + state.discard) == full
    assert sum(state.last_result["payments"]) == 0 and steps > 0
