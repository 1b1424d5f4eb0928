"""Indian Rummy (インディアン・ラミー), the rules of a round (spec §2-§8, seed wins): each test names
the rule it checks. Positions are built with ``GAMES["indian_rummy"].new_state`` and then edited
directly (hands, stock, discard pile, cut joker, turn ...; see :func:`position`)."""
from __future__ import annotations

from collections import Counter

import pytest

from core.cards import is_joker, parse, rank
from core.engine import HIDDEN, Action, IllegalAction
from core.games.indian_rummy import declare
from core.games.indian_rummy.deal import DRAW_ORDER, seating_draw, sort_key, wild_ranks
from core.games.indian_rummy.rules import OUT, PACKED, PLAYING
from core.registry import GAMES
from core.rummy import is_wild

GAME = GAMES["indian_rummy"]
VALID = "4h 5h 6h 9s Ts 7d Qc Qd Qh 2c 3c 4c X"        # Rummy when 7s are wild
NO_STRAIGHT = "Ks Kh Kd 7s 2c 3c 9d 9h 5s 6h Ad Jc 2h"    # §8.4 R: no straight run
FILLER = ["As 3s 5s#2 8s Js Kh#2 Jh 9h#2 2d 4d 6d 8d Td",
          "Ac 5c 9c Js#2 Kc 4h#2 3h Ah Qs#2 Qc#2 Jd 9s#2 3d",
          "2s 4s 6s Qs 5h#2 8h 6c Tc Ad#2 Kd#2 5d 7h 3s#2"]


# --- helpers -----------------------------------------------------------------------------------

def position(hands, *, turn=0, phase="draw", cut="7c", stock="8h#2 9c#2 Tc#2 Jc#2", discard="Kc#2",
             options=None, turns_taken=None, status=None, dealer=None, cut_in_stock=True, seed=0):
    """A round under way: ``hands`` per seat in card notation, ``stock`` bottom first (the cut
    joker is put under it when ``cut_in_stock``), ``discard`` bottom first."""
    opts = {"seat_draw": False, **(options or {})}
    s = GAME.new_state(len(hands), opts, seed)
    n = len(hands)
    s.hands = [sorted(parse(h), key=sort_key) for h in hands]
    s.cut = cut
    s.wild = wild_ranks(cut, s.options["printed_joker_cut_rule"] == "aces_also_wild")
    s.meld_rules = declare.meld_rules(s.options, s.wild)
    s.stock = ([cut] if cut_in_stock else []) + parse(stock)
    s.cut_in_stock = cut_in_stock
    s.cut_drawn = False
    s.discard = parse(discard)
    s.turn, s.phase, s.taken = turn, phase, None
    s.dealer = (turn + 1) % n if dealer is None else dealer       # counter-clockwise: the dealer's right plays first
    s.turns_taken = list(turns_taken) if turns_taken is not None else [1] * n
    s.status = list(status) if status is not None else [PLAYING] * n
    s.pack_penalty = [0] * n
    s.upcard_live = False
    s._changed()
    return s


def act(s, kind, cards="", target=None):
    targets = {"draw_stock": "hand", "take_discard": "hand", "discard": "discard", "declare": "declare",
               "pack": "pack"}
    return s.apply(Action(kind, s.turn, tuple(parse(cards)), target or targets[kind]))


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def legal(s, seat=None) -> set:
    seat = s.turn if seat is None else seat
    return {(a.kind, a.cards) for a in s.legal_actions(seat)}


def event(events, kind):
    return next(e for e in events if e.kind == kind)


# --- §1 components, §2 seating, §3 deal ---------------------------------------------------------

@pytest.mark.parametrize("seats, decks, cards", [(2, 2, 106), (6, 2, 106), (7, 3, 159), (10, 3, 159)])
def test_two_to_six_players_use_two_decks_seven_or_more_three_decks(seats, decks, cards):
    s = GAME.new_state(seats, None, seed=3)
    every = [c for h in s.hands for c in h] + s.stock + s.discard
    assert len(every) == cards and len(set(every)) == cards        # cut joker at the bottom of the stock
    assert sum(1 for c in every if is_joker(c)) == decks
    assert s.decks == decks


def test_seven_players_use_three_decks_and_159_cards():
    s = GAME.new_state(7, None, seed=1)
    assert len([c for h in s.hands for c in h] + s.stock + s.discard) == 159
    assert all(len(h) == 13 for h in s.hands)


def test_seating_draw_joker_beats_ace_beats_king_and_the_lowest_deals():
    assert DRAW_ORDER["X"] > DRAW_ORDER["A"] > DRAW_ORDER["K"] > DRAW_ORDER["Q"] > DRAW_ORDER["2"]
    pack = parse("5h Kc X 2d")              # drawn from the top (the end): seat 0 2d, 1 X, 2 Kc, 3 5h
    order, draws = seating_draw([0, 1, 2, 3], pack, refill=lambda: [])
    assert order == [1, 2, 3, 0]
    assert draws == {0: ["2d"], 1: ["X"], 2: ["Kc"], 3: ["5h"]}


def test_seating_draw_ties_draw_again_only_among_the_tied():
    pack = parse("9c 4c 5h 8s Qd 8d")       # 0 8d, 1 Qd, 2 8s, 3 5h; 0 and 2 tied: 0 4c, 2 9c
    order, draws = seating_draw([0, 1, 2, 3], pack, refill=lambda: [])
    assert draws == {0: ["8d", "4c"], 1: ["Qd"], 2: ["8s", "9c"], 3: ["5h"]}
    assert order == [1, 2, 0, 3]


def test_seat_draw_option_starts_with_the_drawn_cards_and_the_lowest_is_the_first_dealer():
    s = GAME.new_state(5, None, seed=11)
    drawn = event(s.start_events, "seat_drawn")
    assert drawn.info["cards"] == s.seat_draw
    assert drawn.info["order"][-1] == s.dealer == event(s.start_events, "dealer_chosen").info["dealer"]
    assert s.view(None)["seat_draw"] == s.seat_draw
    off = GAME.new_state(5, {"seat_draw": False}, seed=11)
    assert off.seat_draw is None and "seat_drawn" not in kinds(off.start_events)
    assert event(off.start_events, "dealer_chosen").info["by"] == "random"


def test_cut_joker_is_turned_by_the_dealers_left():
    for direction, left in (("counter_clockwise", 1), ("clockwise", -1)):
        s = GAME.new_state(5, {"direction": direction}, seed=4)
        turned = event(s.start_events, "cut_joker_turned")
        assert turned.seat == s.ring[(s.ring.index(s.dealer) + left) % 5]
        assert turned.cards == (s.cut,)
        assert s.view(2)["cut_joker"] == s.cut
        if not is_joker(s.cut):
            assert s.view(2)["wild_ranks"] == [rank(s.cut)]
            assert is_wild("4s" if rank(s.cut) != "4" else "5s", s.meld_rules) is False


def test_every_card_of_the_cut_joker_rank_is_wild_with_the_printed_jokers():
    s = position([VALID, FILLER[0]], cut="7c")
    assert s.wild == frozenset("7")
    assert all(is_wild(c, s.meld_rules) for c in ("7h", "7s#2", "X", "X#2"))
    assert not is_wild("8h", s.meld_rules)


def test_printed_joker_turned_only_printed_jokers_are_wild():
    seed = next(k for k in range(2000) if is_joker(GAME.new_state(4, {"seat_draw": False}, seed=k).cut))
    s = GAME.new_state(4, {"seat_draw": False}, seed=seed)
    v = s.view(0)
    assert v["printed_only"] is True and v["wild_ranks"] == []
    assert s.wild == frozenset()
    aces = GAME.new_state(4, {"seat_draw": False, "printed_joker_cut_rule": "aces_also_wild"}, seed=seed)
    assert aces.wild == frozenset("A")


def test_thirteen_cards_each_one_at_a_time_from_the_dealers_right():
    s = GAME.new_state(4, {"seat_draw": False}, seed=9)
    dealt = [e.seat for e in s.start_events if e.kind == "dealt"]
    right = (s.dealer - 1) % 4
    assert dealt == [right, (right - 1) % 4, (right - 2) % 4, s.dealer]
    assert all(len(h) == 13 for h in s.hands)
    assert s.turn == right                                      # the dealer's right plays first


def test_the_cut_joker_card_lies_under_the_stock_as_its_last_card():
    s = GAME.new_state(4, None, seed=2)
    assert s.stock[0] == s.cut and s.view(1)["cut_joker_in_stock"] is True
    assert s.view(1)["stock_count"] == len(s.stock) == 106 - 52 - 1
    assert len(s.discard) == 1
    apart = GAME.new_state(4, {"cut_joker_in_stock": False}, seed=2)
    assert apart.cut not in apart.stock and apart.view(1)["cut_joker_in_stock"] is False
    assert len(apart.stock) == 106 - 52 - 2


# --- §5 turn ---------------------------------------------------------------------------------------

def test_a_turn_draws_from_the_stock_or_takes_the_top_discard_then_discards():
    s = position([VALID, FILLER[0], FILLER[1]], turn=0)
    assert legal(s) == {("draw_stock", ()), ("take_discard", ("Kc#2",)), ("pack", ())}
    ev = act(s, "draw_stock")
    assert ev[0].kind == "drew" and ev[0].cards == ("Jc#2",) and ev[0].visible_to == (0,)
    assert s.phase == "discard" and len(s.hands[0]) == 14
    assert {k for k, _ in legal(s)} <= {"discard", "declare"}
    act(s, "discard", "Jc#2")
    assert s.turn == 2 and s.phase == "draw"                   # counter-clockwise: to the right
    assert s.discard[-1] == "Jc#2"


def test_taken_discard_cannot_be_discarded_the_same_turn():
    s = position([VALID, FILLER[0]], turn=1)
    act(s, "take_discard", "Kc#2")
    assert ("discard", ("Kc#2",)) not in legal(s)
    assert s.explain(1, ("Kc#2",), "discard").english() == \
        "You cannot discard the card you just took from the discard pile."
    with pytest.raises(IllegalAction):
        act(s, "discard", "Kc#2")
    s2 = position([VALID, FILLER[0]], turn=1, options={"may_discard_taken_card": True})
    act(s2, "take_discard", "Kc#2")
    assert ("discard", ("Kc#2",)) in legal(s2)


def test_drawing_twice_is_refused():
    s = position([VALID, FILLER[0]], turn=1)
    act(s, "draw_stock")
    assert s.explain(1, (), "hand").english() == "You have already drawn a card this turn."


def test_discarding_before_drawing_is_refused():
    s = position([VALID, FILLER[0]], turn=1)
    assert s.explain(1, ("Ac",), "discard").english() == "Draw a card first: from the stock or the discard pile."


def test_a_wild_on_the_discard_pile_may_be_taken_unless_forbidden():
    s = position([VALID, FILLER[0]], turn=1, discard="Kc#2 7d#2")
    assert ("take_discard", ("7d#2",)) in legal(s)
    s = position([VALID, FILLER[0]], turn=1, discard="Kc#2 7d#2", options={"forbid_taking_discarded_wild": True})
    assert ("take_discard", ("7d#2",)) not in legal(s)
    assert s.explain(1, ("7d#2",), "hand").english() == "A wild card discarded by a player cannot be taken."


# --- §6 packing ------------------------------------------------------------------------------------

def test_pack_at_the_first_turn_costs_10_and_the_hand_goes_into_the_stock_above_the_cut_joker():
    s = GAME.new_state(4, None, seed=5)
    seat, stock = s.turn, len(s.stock)
    hand = list(s.hands[seat])
    ev = act(s, "pack")
    assert ev[0].kind == "packed" and ev[0].info == {"penalty": 10, "first_turn": True}
    assert ev[0].visible_to == (seat,)
    assert s.status[seat] == PACKED and s.pack_penalty[seat] == 10 and s.hands[seat] == []
    assert len(s.stock) == stock + 13 and s.stock[0] == s.cut
    assert set(hand) <= set(s.stock)
    assert s.turn == s.ring[(s.ring.index(seat) - 1) % 4]         # the next around the table


def test_a_later_pack_costs_40_and_the_hand_stays_face_down_out_of_play():
    s = position([VALID, FILLER[0], FILLER[1]], turn=1, turns_taken=[1, 1, 1])
    act(s, "pack")
    assert s.pack_penalty[1] == 40 and s.status[1] == PACKED
    assert len(s.hands[1]) == 13
    assert s.view(0)["hands"][1] == [HIDDEN] * 13
    assert s.turn == 0
    assert all(a.seat != 1 for a in s.legal_actions(0))


def test_packing_only_before_drawing():
    s = position([VALID, FILLER[0], FILLER[1]], turn=1)
    act(s, "draw_stock")
    assert "pack" not in {k for k, _ in legal(s)}
    assert s.explain(1, (), "pack").english() == \
        "You can pack (パッキング) only at the start of your turn, before drawing."
    with pytest.raises(IllegalAction):
        act(s, "pack")


def test_last_player_standing_wins_and_collects_the_pack_penalties():
    s = GAME.new_state(3, {"seat_draw": False}, seed=8)
    first, chips = s.turn, list(s.match.ledger)
    second = (first - 1) % 3
    winner = (first - 2) % 3
    act(s, "pack")
    ev = act(s, "pack")
    scored = event(ev, "round_scored")
    assert scored.seat == winner and scored.info["last_standing"] is True
    assert scored.info["losers"] == []
    assert {p["seat"]: p["paid"] for p in scored.info["packers"]} == {first: 10, second: 10}
    assert s.match.ledger[winner] == chips[winner] + 20
    assert "dealer_passed" in kinds(ev)                       # the next round is dealt at once


def test_without_last_player_standing_the_last_player_plays_on_and_cannot_pack():
    s = position([VALID, FILLER[0]], turn=0, options={"last_player_standing_wins": False})
    act(s, "pack")
    assert s.turn == 1 and s.status == [PACKED, PLAYING]
    assert "pack" not in {k for k, _ in legal(s)}
    assert s.explain(1, (), "pack").english() == "You are the last player in the round and cannot pack."


# --- §7 declaring, void round ------------------------------------------------------------------------

def test_declare_rummy_by_discarding_a_card_and_the_others_pay():
    s = position([VALID + " 8c", FILLER[0], FILLER[1]], turn=0, phase="discard")
    assert ("declare", ("8c",)) in legal(s)
    assert [c for k, c in legal(s) if k == "declare"] == [("8c",)]
    chips = list(s.match.ledger)
    ev = act(s, "declare", "8c")
    assert kinds(ev)[:3] == ["discarded", "declared", "round_scored"]
    declared = event(ev, "declared")
    assert sorted(declared.cards) == sorted(parse(VALID)) and declared.visible_to is None
    res = event(ev, "round_scored").info
    assert res["declarer"] == 0 and res["hand_rummy"] is False
    total = sum(x["paid"] for x in res["losers"])
    assert s.match.ledger[0] == chips[0] + total and sum(s.match.ledger) == sum(chips)
    assert s.last_result == res and s.view(2)["last_result"] == res


def test_an_invalid_declaration_is_refused_with_the_reason():
    s = position([VALID + " 8c", FILLER[0]], turn=0, phase="discard")
    assert s.explain(0, ("2c",), "declare").english() == "8♣ is in no meld."
    with pytest.raises(IllegalAction) as info:
        act(s, "declare", "2c")
    assert info.value.reason.english() == "8♣ is in no meld."
    s = position([NO_STRAIGHT + " 8c", FILLER[0]], turn=0, phase="discard")
    assert s.explain(0, ("8c",), "declare").english() == "No straight run (ストレートラン) can be made."
    assert "declare" not in {k for k, _ in legal(s)}


def test_wrong_show_penalty_80_the_hand_is_shown_and_the_player_is_out_of_the_round():
    s = position([NO_STRAIGHT + " 8c", FILLER[0], FILLER[1]], turn=0, phase="discard",
                 options={"invalid_declaration": "penalty_80"})
    assert {c for k, c in legal(s) if k == "declare"} == {c for k, c in legal(s) if k == "discard"}
    ev = act(s, "declare", "8c")
    refused = event(ev, "declaration_refused")
    assert refused.info["penalty"] == 80 and refused.visible_to is None
    assert refused.text.english() == "No straight run (ストレートラン) can be made."
    assert s.status[0] == PACKED and s.pack_penalty[0] == 80
    assert s.turn == 2 and s.phase == "draw"                   # the round goes on


def test_hand_rummy_only_at_the_first_turn_without_drawing():
    s = position([FILLER[0], VALID, FILLER[1]], turn=1, turns_taken=[1, 0, 0])
    assert ("declare", ()) in legal(s)
    later = position([FILLER[0], VALID, FILLER[1]], turn=1, turns_taken=[1, 1, 0])
    assert ("declare", ()) not in legal(later)
    assert later.explain(1, (), "declare").english() == \
        "Hand Rummy (ハンド・ラミー) can be declared only at your first turn, before drawing."
    plain = position([FILLER[0], NO_STRAIGHT, FILLER[1]], turn=1, turns_taken=[1, 0, 0])
    assert plain.explain(1, (), "declare").english() == "No straight run (ストレートラン) can be made."


def test_hand_rummy_doubles_and_a_player_who_never_played_pays_half_of_double():
    s = position([FILLER[0], VALID, FILLER[1]], turn=1, turns_taken=[1, 0, 0])
    res = event(act(s, "declare"), "round_scored").info
    assert res["hand_rummy"] is True
    by_seat = {x["seat"]: x for x in res["losers"]}
    assert by_seat[0]["paid"] == 2 * by_seat[0]["count"] and not by_seat[0]["half"]
    assert by_seat[2]["paid"] == by_seat[2]["count"] and by_seat[2]["half"]


def test_never_played_pays_half():
    s = position([VALID + " 8c", FILLER[0], FILLER[1]], turn=0, phase="discard", turns_taken=[0, 1, 0])
    res = event(act(s, "declare", "8c"), "round_scored").info
    by_seat = {x["seat"]: x for x in res["losers"]}
    assert by_seat[2]["half"] and by_seat[2]["paid"] == by_seat[2]["count"] // 2
    assert not by_seat[1]["half"] and by_seat[1]["paid"] == by_seat[1]["count"]


def test_drawing_the_cut_joker_card_and_not_declaring_voids_the_round():
    s = position([VALID, FILLER[0], FILLER[1]], turn=1, stock="", cut="7c")
    chips = list(s.match.ledger)
    dealer = s.dealer
    ev = act(s, "draw_stock")
    assert ev[0].cards == ("7c",) and ev[0].visible_to is None and ev[0].info["cut_joker"]
    assert s.view(0)["cut_joker_in_stock"] is False
    ev = act(s, "discard", "As")
    assert kinds(ev)[:2] == ["discarded", "round_void"]
    assert event(ev, "round_void").info["reason"] == "cut_joker_drawn"
    assert s.match.ledger == chips and s.last_result["void"] is True
    assert event(ev, "dealer_passed").info["dealer"] == (dealer - 1) % 3


def test_drawing_the_cut_joker_card_and_declaring_wins():
    s = position([FILLER[0], VALID, FILLER[1]], turn=1, stock="", cut="7c")
    act(s, "draw_stock")
    assert ("declare", ("7c",)) in legal(s)     # the 14th card can go: VALID is Rummy already
    assert "round_scored" in kinds(act(s, "declare", "7c"))


def test_stock_exhausted_reshuffle_keeps_the_top_discard():
    s = position([VALID, FILLER[0]], turn=1, stock="", discard="2h#2 3h#2 4h#2",
                 options={"stock_exhausted": "reshuffle_discards"})
    act(s, "draw_stock")
    ev = act(s, "discard", "As")
    assert "stock_reshuffled" in kinds(ev) and "round_void" not in kinds(ev)
    assert s.discard == ["As"] and sorted(s.stock) == sorted(parse("2h#2 3h#2 4h#2"))


def test_direction_clockwise_passes_the_turn_to_the_left():
    s = position([VALID, FILLER[0], FILLER[1]], turn=0, options={"direction": "clockwise"})
    act(s, "draw_stock")
    act(s, "discard", "Jc#2")
    assert s.turn == 1


# --- views ------------------------------------------------------------------------------------------

CONTRACT_KEYS = {"seats", "dealer", "turn", "phase", "direction", "round", "rounds", "format", "hands",
                 "hand_counts", "stock_count", "cut_joker", "cut_joker_in_stock", "wild_ranks", "printed_only",
                 "discard", "status", "pack_penalty", "turns_taken", "taken", "chips", "scores_label",
                 "last_result", "seat_draw", "options"}


def test_view_has_the_fields_of_the_protocol_note_and_hides_other_hands():
    s = GAME.new_state(4, None, seed=12)
    v = s.view(1)
    assert CONTRACT_KEYS <= set(v.data)
    assert v["hands"][1] == s.hands[1] and all(c == HIDDEN for c in v["hands"][0])
    assert v["direction"] == -1 and v["phase"] == "draw" and v["format"] == "rounds" and v["rounds"] == 4
    assert v["chips"] == [200] * 4 and v["scores_label"] == "chips"


def test_made_up_cards_get_a_clear_reason():
    s = position([VALID, FILLER[0]], turn=0, phase="discard")
    assert s.explain(0, ("Zz",), "discard").english() == "Zz is not a card."
    assert s.explain(0, ("Kd",), "discard").english() == "K♦ is not in your hand."


def test_legal_actions_are_cached_per_state_version():
    s = position([VALID + " 8c", FILLER[0]], turn=0, phase="discard")
    first = s.legal_actions(0)
    assert s.legal_actions(0) == first and s.legal_actions(1) == []
    act(s, "discard", "8c")
    assert s.legal_actions(0) == [] and s.legal_actions(1)


def test_status_out_is_not_dealt_in():
    s = GAME.new_state(3, GAME.presets["india_pool_101"], seed=1)
    s.match.out.append(2)
    s.match.round_no = 1
    ev = s._next_round()
    assert s.status[2] == OUT and s.hands[2] == []
    assert 2 not in [e.seat for e in ev if e.kind == "dealt"]
    assert Counter(len(h) for h in s.hands) == Counter({13: 2, 0: 1})
