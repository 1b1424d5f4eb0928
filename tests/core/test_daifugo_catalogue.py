"""The 54 catalogue rules (spec daifugo.md §2, encodings §4.10), each shown at the table.

Every rule has at least one behavioural test named after it: a concrete position, the play a
player makes, and what the table then shows (events, field, hands, turn, places, decisions).
A parametrised sanity test runs over every id: the rule data passes ``book.check_rule`` and a
random game under it (with the rules it requires) ends with every card accounted for.

Positions are built with ``GAMES["daifugo"].new_state`` and edited (see :func:`position`);
rules that act before the first lead (exchange, start rules) use :func:`start_game`.
"""
from __future__ import annotations

from collections import Counter

import pytest

from core.cards import deck, parse
from core.engine import Action, IllegalAction, Rng
from core.games.daifugo.book import RuleBook, check_rule
from core.games.daifugo.catalogue import CATALOGUE, SESSION_IDS, make_rule
from core.games.daifugo.combos import sort_key
from core.games.daifugo.rules import ACTIVE, ELIMINATED, FINISHED
from core.games.daifugo.session import Session
from core.registry import GAMES

from daifugo_helpers import (play, pass_, decider, answer, choices, plays, kinds, fired, cleared,  # noqa: E402
                             position, rules_of)

GAME = GAMES["daifugo"]
DECK = Counter(deck(jokers=2))


# --- helpers ----------------------------------------------------------------------------------

def start_game(hands, rules, history, speed=0):
    """A new game with these hands right after the deal: the game-start rules (exchange, 天変地異,
    独占禁止法) run, then 親 is chosen. Returns (state, events)."""
    s = GAME.new_state(len(hands), {"speed": speed, "history": [list(p) for p in history]}, seed=0)
    s.hands = [sorted(parse(h), key=sort_key) for h in hands]
    s.book = RuleBook.from_json(list(rules))
    s.status = [ACTIVE] * len(hands)
    s.places, s.bottom, s.field, s.discard, s.out = [], [], [], [], []
    s.pending, s.queue, s.next_turn, s.start_card = None, [], None, None
    s._fire("game_start", {"event": "game_start", "actor": 0})
    s.stage = "choose_parent"
    s._legal_cache = None
    return s, s._run()


def cards_in_play(s) -> Counter:
    return (Counter(c for h in s.hands for c in h) + Counter(c for _, p in s.field for c in p)
            + Counter(s.discard) + Counter(s.out))


# --- every entry: valid data, and a game under it ends -----------------------------------------

ALL_IDS = list(CATALOGUE)


def test_the_catalogue_has_the_54_rules_of_the_spec():
    assert len(ALL_IDS) == 54
    assert SESSION_IDS <= set(ALL_IDS)
    for e in CATALOGUE.values():
        assert all(r in CATALOGUE for r in e.requires + e.conflicts), e.id


@pytest.mark.parametrize("rule_id", ALL_IDS)
def test_every_rule_is_valid_rule_data(rule_id):
    r = make_rule(rule_id, 3, by=1, after_game=2)
    assert check_rule(r) == []
    assert r["id"] == rule_id and r["instance"] == 3 and r["by"] == 1 and r["after_game"] == 2
    assert r["params"] == CATALOGUE[rule_id].params and r["components"]
    book = RuleBook.from_json([r])
    assert book.by_instance(3).id == rule_id


VARIANTS = [("forbidden_finish", {"form": "prohibit"}), ("ambulance", {"anytime": True}),
            ("rokurokubi", {"anytime": True}), ("sandstorm", {"anytime": True}),
            ("start_rule", {"who": "prev_last"}), ("nine_reverse", {"per_card": True}),
            ("chestnut_pick", {"per_card": True}), ("five_skip", {"per_card": False})]


@pytest.mark.parametrize("rule_id, params", [(i, None) for i in ALL_IDS] + VARIANTS)
def test_every_rule_random_game_ends(rule_id, params):
    """With the rules it requires, a random game under the rule ends, every card stays in the
    game (hands, field, discard pile, out of the game) and every seat gets a place."""
    ids = list(CATALOGUE[rule_id].requires) + [rule_id]
    rules = [make_rule(x, i + 1, params=params if x == rule_id else None) for i, x in enumerate(ids)]
    assert check_rule(rules[-1]) == []
    for seed in range(3):
        n = 3 + seed
        history = [list(range(n))[::-1]] if seed != 1 else []
        s = GAME.new_state(n, {"speed": 0, "rules": rules, "history": history}, seed)
        rng = Rng(seed)
        for _ in range(5000):
            if s.is_over():
                break
            legal = s.legal_actions(s.to_move()[0])
            assert legal
            s.apply(rng.choice(legal))
            assert cards_in_play(s) == DECK
        assert s.is_over()
        assert sorted(s.places) == list(range(n))


# --- 2.1 clearing the field (流し) -----------------------------------------------------------------

def test_eight_cut_clears_the_field_and_the_same_player_leads():
    """8♠ on 5♥: the field is cleared at once and the 8's player leads again."""
    s = position(["8s 3c", "9h 6h", "Td Kc"], turn=0, field=[(2, "5h")], parent=2, rules=rules_of("eight_cut"))
    events = play(s, "8s")
    assert fired(events) == ["eight_cut"]
    (clear,) = cleared(events)
    assert clear.cards == ("5h", "8s") and clear.info["cause"] == "rule"
    assert s.field == [] and s.discard == ["5h", "8s"]
    assert s.turn == s.parent == 0 and s.is_lead
    assert ("3c",) in plays(s) and not any(a.kind == "pass" for a in s.legal_actions(0))


def test_eight_cut_counts_a_pair_with_a_joker_and_a_lead():
    s = position(["8h X 3c", "9h 6h", "Td Kc"], turn=0, field=[(2, "5s 5d")], parent=2, rules=rules_of("eight_cut"))
    play(s, "8h X")
    assert s.field == [] and s.turn == 0
    s = position(["8h 3c", "9h 6h", "Td Kc"], turn=0, rules=rules_of("eight_cut"))
    play(s, "8h")                                   # an 8 led clears too: the player leads again
    assert s.field == [] and s.turn == s.parent == 0


def test_eight_cut_with_the_last_card_the_next_active_player_leads():
    """Spec §2.1 / §2.10.1: if the 8 was the player's last card, the next active player leads."""
    s = position(["8s", "9h 6h", "Td Kc"], turn=0, field=[(2, "5h")], parent=2, rules=rules_of("eight_cut"))
    events = play(s, "8s")
    assert kinds(events)[-1] == "finished" and s.places == [0]
    assert s.field == [] and s.turn == s.parent == 1 and s.is_lead


def test_eight_cut_does_not_fire_inside_a_sequence():
    """Default parameter: an 8 inside a sequence (階段) does not cut [WIKI][BGC]."""
    s = position(["6c 7c 8c 3s", "9h 6h", "Td Kc"], turn=0, rules=rules_of("kaidan", "eight_cut"))
    events = play(s, "6c 7c 8c", "sequence")
    assert fired(events) == [] and s.top == ("6c", "7c", "8c") and s.turn == 1


def test_ambulance_pair_of_nines_clears_the_field():
    s = position(["9s 9h 3c", "Th 6h", "Td Kc"], turn=0, field=[(2, "7c 7d")], parent=2, rules=rules_of("ambulance"))
    events = play(s, "9s 9h")
    assert fired(events) == ["ambulance"] and s.field == [] and s.turn == s.parent == 0


def test_ambulance_needs_natural_nines_and_the_anytime_variant_beats_any_field():
    s = position(["9s X 3c", "Th 6h", "Td Kc"], turn=0, field=[(2, "7c 7d")], parent=2, rules=rules_of("ambulance"))
    assert fired(play(s, "9s X")) == [] and s.top == ("9s", "X")
    s = position(["9s 9h 3c", "Th 6h", "Td Kc"], turn=0, field=[(2, "Kc Kd")], parent=2, rules=rules_of("ambulance"))
    assert ("9s", "9h") not in plays(s)
    s = position(["9s 9h 3c", "Th 6h", "Td Kc"], turn=0, field=[(2, "Kc Kd")], parent=2,
                 rules=rules_of("ambulance", ambulance={"anytime": True}))
    assert ("9s", "9h") in plays(s)
    play(s, "9s 9h")
    assert s.field == [] and s.turn == 0


def test_rokurokubi_pair_of_sixes_clears_the_field():
    s = position(["6s 6d 3c", "Th 8h", "Td Kc"], turn=0, field=[(2, "4h 4c")], parent=2, rules=rules_of("rokurokubi"))
    events = play(s, "6s 6d")
    assert fired(events) == ["rokurokubi"] and s.field == [] and s.turn == s.parent == 0


def test_sandstorm_three_threes_beat_any_three_cards_and_clear():
    """3♠ 3♥ 3♦ on 2♠ 2♥ Joker."""
    hands = ["3s 3h 3d 4c", "Th 8h", "Td Kc"]
    s = position(hands, turn=0, field=[(2, "2s 2h X")], parent=2)
    assert ("3s", "3h", "3d") not in plays(s)                  # not without the rule
    s = position(hands, turn=0, field=[(2, "2s 2h X")], parent=2, rules=rules_of("sandstorm"))
    assert ("3s", "3h", "3d") in plays(s)
    events = play(s, "3s 3h 3d")
    assert fired(events) == ["sandstorm"] and s.field == [] and s.turn == s.parent == 0
    s = position(hands, turn=0, field=[(2, "Ks Kh")], parent=2, rules=rules_of("sandstorm"))
    assert ("3s", "3h", "3d") not in plays(s)                  # only on three cards


def test_spade3_return_beats_a_lone_joker_and_its_player_leads():
    hands = ["3s 3h 9c", "Th 8h", "Td Kc"]
    s = position(hands, turn=0, field=[(2, "X")], parent=2)
    assert plays(s) == set()
    s = position(hands, turn=0, field=[(2, "X")], parent=2, rules=rules_of("spade3_return"))
    assert plays(s) == {("3s",)}                               # only ♠3, only on a lone Joker
    events = play(s, "3s")
    assert fired(events) == ["spade3_return"]
    assert s.field == [] and s.turn == s.parent == 0 and s.discard == ["X", "3s"]


def test_spade2_return_beats_a_lone_joker_during_a_revolution():
    hands = ["2s 9c", "Th 8h", "Td Kc"]
    rules = rules_of("revolution", "spade2_return")
    s = position(hands, turn=0, field=[(2, "X")], parent=2, rules=rules)
    assert plays(s) == set()                                   # no revolution: no ♠2 return
    s = position(hands, turn=0, field=[(2, "X")], parent=2, rules=rules)
    s.vars["revolution"] = True
    assert plays(s) == {("2s",)}
    events = play(s, "2s")
    assert fired(events) == ["spade2_return"] and s.field == [] and s.turn == 0


def test_joker_return_second_joker_on_a_lone_joker():
    hands = ["X 9c", "Th 8h", "Td Kc"]
    s = position(hands, turn=0, field=[(2, "X")], parent=2)
    assert plays(s) == set()
    s = position(hands, turn=0, field=[(2, "X")], parent=2, rules=rules_of("joker_return"))
    assert plays(s) == {("X",)}
    play(s, "X")
    assert s.top == ("X",) and s.field[-1][0] == 0 and s.turn == 1


def test_four_stop_a_pair_of_fours_stops_the_eight_cut():
    """8♣ — seat 2 answers 4♠ 4♥: the clear is cancelled, the 4s lie on top, play goes on after
    the responder."""
    s = position(["8c 3s", "5h 6h", "4s 4h 9c", "4c Tc"], turn=0, field=[(3, "5s")], parent=3,
                 rules=rules_of("eight_cut", "four_stop"))
    events = play(s, "8c")
    assert fired(events) == ["eight_cut"] and not cleared(events)
    assert s.pending["type"] == "respond" and decider(s) == 2     # seat 1 holds no pair of 4s
    assert choices(s) == {("respond", ("4s", "4h"), "field"), ("decline", (), "pass")}
    events = answer(s, "respond", "4s 4h", "field")
    assert fired(events) == ["four_stop"] and "played" in kinds(events) and not cleared(events)
    assert s.top == ("4s", "4h") and s.field[-1][0] == 2 and len(s.field) == 3
    assert s.turn == 3 and s.hands[2] == ["9c"]


def test_four_stop_declined_the_eight_clears():
    s = position(["8c 3s", "5h 6h", "4s 4h 9c", "4c Tc"], turn=0, field=[(3, "5s")], parent=3,
                 rules=rules_of("eight_cut", "four_stop"))
    play(s, "8c")
    events = answer(s, "decline", "", "pass")
    assert len(cleared(events)) == 1 and s.field == [] and s.turn == s.parent == 0
    assert s.hands[2] == ["4s", "4h", "9c"]


def test_ten_return_the_ten_of_the_eights_suit_takes_the_lead():
    """8♦ — 10♦ answers: the field is cleared and the 10's player leads."""
    s = position(["8d 3s", "Td 6h", "Th 9c", "4c Tc"], turn=0, field=[(3, "5s")], parent=3,
                 rules=rules_of("eight_cut", "ten_return"))
    play(s, "8d")
    assert decider(s) == 1                                      # 10♥ and 10♣ are not offered
    assert choices(s) == {("respond", ("Td",), "field"), ("decline", (), "pass")}
    events = answer(s, "respond", "Td", "field")
    assert fired(events) == ["ten_return"]
    assert cleared(events)[0].cards == ("5s", "8d", "Td")
    assert s.field == [] and s.turn == s.parent == 1 and s.hands[1] == ["6h"]


def test_dignity_a_jack_queen_king_sequence_clears():
    s = position(["Jh Qh Kh 3s", "9s Ts", "2d", "6c 7c"], turn=0, field=[(3, "4c 5c 6c")], parent=3,
                 kinds={"4c 5c 6c": "sequence"}, rules=rules_of("kaidan", "dignity"))
    events = play(s, "Jh Qh Kh", "sequence")
    assert fired(events) == ["dignity"] and s.field == [] and s.turn == s.parent == 0


# --- 2.2 turn order ---------------------------------------------------------------------------------

def test_five_skip_each_five_skips_one_player():
    """5♠ 5♥ skips the next two players."""
    s = position(["5s 5h 3s", "6h 6c", "9d 9c", "4c Tc", "Jc Qc"], turn=0, rules=rules_of("five_skip"))
    events = play(s, "5s 5h")
    assert fired(events) == ["five_skip"]
    assert [e.seat for e in events if e.kind == "skipped"] == [1, 2]
    assert s.turn == 3


def test_ten_skip_and_king_skip_skip_the_next_player():
    for rid, card in (("ten_skip", "Td"), ("king_skip", "Kc")):
        s = position([f"{card} 3s", "6h Ac", "9d 2c", "4c 2h"], turn=0, rules=rules_of(rid))
        events = play(s, card)
        assert fired(events) == [rid] and [e.seat for e in events if e.kind == "skipped"] == [1]
        assert s.turn == 2


def test_nine_reverse_the_previous_player_plays_next():
    s = position(["9s 3s", "6h 6c", "Td 9c", "Jc Qc"], turn=0, rules=rules_of("nine_reverse"))
    events = play(s, "9s")
    assert "reversed" in kinds(events) and s.direction == -1 and s.turn == 3
    pass_(s)
    assert s.turn == 2


def test_nine_reverse_once_per_play_by_default_per_card_variant_counts_the_nines():
    s = position(["9s 9h 3s", "6h 6c", "Td Tc", "Jc Qc"], turn=0, rules=rules_of("nine_reverse"))
    play(s, "9s 9h")
    assert s.direction == -1 and s.turn == 3
    s = position(["9s 9h 3s", "6h 6c", "Td Tc", "Jc Qc"], turn=0,
                 rules=rules_of("nine_reverse", nine_reverse={"per_card": True}))
    play(s, "9s 9h")                                            # two reverses cancel [SHT]
    assert s.direction == 1 and s.turn == 1


def test_queen_reverse_the_previous_player_plays_next():
    s = position(["Qs 3s", "6h 6c", "Kd 9c", "Ac 2c"], turn=0, rules=rules_of("queen_reverse"))
    events = play(s, "Qs")
    assert fired(events) == ["queen_reverse"] and s.direction == -1 and s.turn == 3


def test_nine_quick_the_same_player_acts_again_on_the_same_field():
    s = position(["9s Ts 3s", "6h 6c", "Td 9c", "Jc Qc"], turn=0, rules=rules_of("nine_quick"))
    events = play(s, "9s")
    assert "extra_turn" in kinds(events)
    assert s.turn == 0 and s.top == ("9s",)                      # not cleared
    assert {(a.kind, a.cards) for a in s.legal_actions(0)} == {("play", ("Ts",)), ("pass", ())}
    pass_(s)
    assert s.turn == 1 and s.top == ("9s",)


# --- 2.3 moving cards ---------------------------------------------------------------------------------

def test_seven_pass_give_two_cards_to_the_next_player():
    """7♠ 7♦: the actor gives up to two cards of their choice to the next player."""
    s = position(["7s 7d 3c 4h Kd", "5h 6h", "9d 9c"], turn=0, rules=rules_of("seven_pass"))
    events = play(s, "7s 7d")
    assert fired(events) == ["seven_pass"]
    assert s.pending["type"] == "pick" and decider(s) == 0
    assert choices(s) == {("give", (c,), "hand:1") for c in ("3c", "4h", "Kd")} | {("done", (), "done")}
    e1 = answer(s, "give", "3c", "hand:1")
    e2 = answer(s, "give", "Kd", "hand:1")
    given = [e for e in e1 + e2 if e.kind == "given"]
    assert [e.cards for e in given] == [("3c",), ("Kd",)]
    assert all(e.visible_to == (0, 1) and e.dst == "hand:1" for e in given)   # private to the two
    assert s.pending is None and s.hands[0] == ["4h"] and set(s.hands[1]) == {"5h", "6h", "3c", "Kd"}
    assert s.turn == 1


def test_seven_pass_is_up_to_the_player_may_stop():
    s = position(["7s 3c 4h", "5h 6h", "9d 9c"], turn=0, rules=rules_of("seven_pass"))
    play(s, "7s")
    answer(s, "done", "", "done")
    assert s.hands[0] == ["3c", "4h"] and s.turn == 1


def test_ten_discard_discard_a_card_of_your_choice():
    s = position(["Ts 3s 4s", "6h 6c", "Td 9c"], turn=0, rules=rules_of("ten_discard"))
    play(s, "Ts")
    assert choices(s) == {("discard", ("3s",), "discard"), ("discard", ("4s",), "discard"), ("done", (), "done")}
    events = answer(s, "discard", "3s", "discard")
    assert [e.cards for e in events if e.kind == "discarded"] == [("3s",)]
    assert s.hands[0] == ["4s"] and s.discard == ["3s"] and s.turn == 1


def test_queen_bomber_every_hand_loses_the_named_rank():
    """Q♣, naming 5: every 5 in every hand is discarded, the player's own included."""
    s = position(["Qc 5s 3s", "5h 6c", "5d 9c", "5c"], turn=0, rules=rules_of("queen_bomber"))
    play(s, "Qc")
    assert s.pending["type"] == "declare" and decider(s) == 0
    assert ("declare", (), "rank:5") in choices(s) and ("declare", (), "rank:X") not in choices(s)
    events = answer(s, "declare", "", "rank:5")
    assert [e.info["rank"] for e in events if e.kind == "declared"] == ["5"]
    assert [(e.seat, e.cards) for e in events if e.kind == "discarded"] == [
        (0, ("5s",)), (1, ("5h",)), (2, ("5d",)), (3, ("5c",))]
    assert s.hands == [["3s"], ["6c"], ["9c"], []]
    assert s.places == [3] and s.status[3] == FINISHED          # emptied by the bomb: goes out


def test_queen_bomber_two_queens_name_two_ranks():
    s = position(["Qc Qd 5s 3s", "5h 6c 8h", "5d 9c"], turn=0, rules=rules_of("queen_bomber"))
    play(s, "Qc Qd")
    assert s.pending["left"] == 2
    answer(s, "declare", "", "rank:5")
    answer(s, "declare", "", "rank:6")
    assert s.hands == [["3s"], ["8h"], ["9c"]]


def test_chestnut_pick_the_seed_footnote_a_last_card_nine_does_not_go_out():
    """Seed footnote *3: with 「9 を出すと捨て札から 1 枚拾う」, a player whose only card is a 9
    plays it, takes a card from the discard pile, and is not out: the finish check comes after
    the 9's effect."""
    s = position(["9s", "5h 6c", "5d Tc"], turn=0, discard="4c 2h", rules=rules_of("chestnut_pick"))
    events = play(s, "9s")
    assert fired(events) == ["chestnut_pick"] and "finished" not in kinds(events)
    assert s.pending["type"] == "pick" and s.pending["verb"] == "take" and decider(s) == 0
    # taking is compulsory (拾う): no "done" while the discard pile has a card
    assert choices(s) == {("take", ("4c",), "hand:0"), ("take", ("2h",), "hand:0")}
    events = answer(s, "take", "2h", "hand:0")
    assert [(e.kind, e.cards, e.src, e.dst) for e in events if e.kind == "taken"] == [
        ("taken", ("2h",), "discard", "hand:0")]
    assert s.hands[0] == ["2h"] and s.status[0] == ACTIVE and s.places == [] and s.discard == ["4c"]
    assert s.turn == 1


def test_chestnut_pick_with_an_empty_discard_pile_nothing_happens():
    s = position(["9s", "5h 6c", "5d Tc"], turn=0, rules=rules_of("chestnut_pick"))
    events = play(s, "9s")
    assert s.pending is None and "finished" in kinds(events) and s.places == [0]


def test_salvage_the_owner_of_a_cleared_three_takes_a_card_back():
    s = position(["3d 9s", "5h 6c", "5d 9c"], turn=0, discard="2h", rules=rules_of("salvage"))
    play(s, "3d")
    pass_(s)
    events = pass_(s)
    assert kinds(events)[:3] == ["passed", "field_cleared", "rule_fired"] and fired(events) == ["salvage"]
    assert decider(s) == 0 and s.pending["verb"] == "take"
    assert ("take", ("3d",), "hand:0") in choices(s)           # the 3 just cleared can come back
    answer(s, "take", "2h", "hand:0")
    assert s.hands[0] == ["9s", "2h"] and s.discard == ["3d"]
    assert s.turn == s.parent == 0 and s.is_lead


def test_kings_march_each_king_takes_a_card_from_the_discard_pile():
    s = position(["Ks Kd 3s", "5h 6c", "5d 9c"], turn=0, discard="2h 4c 7d", rules=rules_of("kings_march"))
    play(s, "Ks Kd")
    assert s.pending["left"] == 2 and s.pending["verb"] == "take"
    answer(s, "take", "2h", "hand:0")
    answer(s, "take", "7d", "hand:0")
    assert s.hands[0] == ["3s", "7d", "2h"] and s.discard == ["4c"] and s.turn == 1


def test_nine_return_give_a_card_to_the_previous_player():
    s = position(["9s 3s 4s", "5h 6c", "5d Tc"], turn=0, rules=rules_of("nine_return"))
    play(s, "9s")
    assert {c[2] for c in choices(s) if c[0] == "give"} == {"hand:2"}      # seat 2 played before seat 0
    answer(s, "give", "4s", "hand:2")
    assert s.hands == [["3s"], ["5h", "6c"], ["4s", "5d", "Tc"]]


def test_four_revive_each_four_takes_a_random_discarded_card():
    s = position(["4s 4d 3s", "5h 6c", "5d 9c"], turn=0, discard="2h 7d 8c", rules=rules_of("four_revive"))
    events = play(s, "4s 4d")
    taken = [e for e in events if e.kind == "taken"]
    assert len(taken) == 2 and s.pending is None              # random: nobody chooses
    got = [e.cards[0] for e in taken]
    assert set(got) <= {"2h", "7d", "8c"} and len(s.discard) == 1
    assert sorted(s.hands[0]) == sorted(["3s"] + got)


# --- 2.4 strength -------------------------------------------------------------------------------------

def test_revolution_four_equal_cards_reverse_the_order():
    """6♠ 6♥ 6♦ 6♣: from now on a 5 beats a 6 (four 5s are legal on four 6s, four 7s are not)."""
    s = position(["6s 6h 6d 6c 3s", "5s 5h 5d 5c", "7s 7h 7d 7c"], turn=0, rules=rules_of("revolution"))
    events = play(s, "6s 6h 6d 6c")
    assert fired(events) == ["revolution"]
    changed = next(e for e in events if e.kind == "order_changed")
    assert changed.info == {"var": "revolution", "on": True, "inverted": True}
    assert s.vars["revolution"] and s.inverted
    assert plays(s) == {("5s", "5h", "5d", "5c")}
    assert s.plays_for(2) == []


def test_revolution_a_second_revolution_reverses_back():
    s = position(["6s 6h 6d 6c", "5s 5h 5d 5c 9h", "7s"], turn=0, rules=rules_of("revolution"))
    play(s, "6s 6h 6d 6c")
    play(s, "5s 5h 5d 5c")                                      # 革命返し
    assert not s.vars["revolution"] and not s.inverted


def test_stair_revolution_a_four_card_sequence_is_a_revolution():
    s = position(["4c 5c 6c 7c 3s", "9s Ts", "2d"], turn=0, rules=rules_of("kaidan", "stair_revolution"))
    events = play(s, "4c 5c 6c 7c", "sequence")
    assert fired(events) == ["stair_revolution"] and s.vars["revolution"]
    s = position(["4c 5c 6c 3s", "9s Ts", "2d"], turn=0, rules=rules_of("kaidan", "stair_revolution"))
    assert fired(play(s, "4c 5c 6c", "sequence")) == [] and not s.vars["revolution"]


def test_eleven_back_a_jack_reverses_the_order_until_the_field_clears():
    """J♥, then a 9 beats it (a Q does not); the reversal ends with the field."""
    s = position(["Jh 3s", "9s Qc", "5d Kc"], turn=0, rules=rules_of("eleven_back"))
    events = play(s, "Jh")
    assert fired(events) == ["eleven_back"] and s.vars["eleven_back"] and s.inverted
    assert plays(s) == {("9s",)}
    pass_(s)
    pass_(s)                                                     # back to seat 0: the field clears
    assert s.field == [] and not s.vars["eleven_back"] and not s.inverted


def test_six_return_a_six_ends_eleven_back():
    """J♠, 8♥, 6♣ — the normal order is back: only cards above 6 may follow."""
    s = position(["Js 3s Ks", "8h 7c Qc", "5d 6c 9c"], turn=0, rules=rules_of("eleven_back", "six_return"))
    play(s, "Js")
    play(s, "8h")
    events = play(s, "6c")
    assert fired(events) == ["six_return"] and not s.vars["eleven_back"] and not s.inverted
    assert plays(s) == {("Ks",)}


def test_emperor_four_ranks_in_four_suits_is_a_play_and_a_revolution():
    s = position(["5s 6h 7d 8c 3s", "5h 7c", "5d 9d"], turn=0)
    assert ("5s", "6h", "7d", "8c") not in plays(s)
    s = position(["5s 6h 7d 8c 3s", "5h 7c", "5d 9d"], turn=0, rules=rules_of("emperor"))
    assert ("emperor", 0, ("5s", "6h", "7d", "8c"), "field") in {
        (a.kind, a.seat, a.cards, a.target) for a in s.legal_actions(0)}
    events = play(s, "5s 6h 7d 8c", "emperor")
    assert events[0].info.get("kind") == "emperor"
    assert fired(events) == ["emperor"] and s.vars["revolution"]


@pytest.mark.parametrize("rule_id, cards", [("coup", "9s 9h 9c"), ("nanasan", "7s 7h 7c")])
def test_coup_and_nanasan_three_nines_or_sevens_make_a_revolution(rule_id, cards):
    s = position([cards + " 3s", "5h Tc", "5d 9d"], turn=0, rules=rules_of(rule_id))
    events = play(s, cards)
    assert fired(events) == [rule_id] and s.vars["revolution"]
    s = position([cards.rsplit(" ", 1)[0] + " X 3s", "5h Tc", "5d 9d"], turn=0, rules=rules_of(rule_id))
    assert fired(play(s, cards.rsplit(" ", 1)[0] + " X")) == [] and not s.vars["revolution"]   # natural only


def test_great_revolution_four_twos_revolution_and_the_player_goes_out():
    s = position(["2s 2h 2c 2d 3s 4s", "5h 7c", "5d 9d"], turn=0, rules=rules_of("great_revolution"))
    events = play(s, "2s 2h 2c 2d")
    assert fired(events) == ["great_revolution"] and s.vars["revolution"]
    aside = next(e for e in events if e.kind == "set_aside")
    assert aside.cards == ("3s", "4s") and aside.dst == "out" and aside.visible_to == (0,)
    assert s.status[0] == FINISHED and s.places == [0] and s.out == ["3s", "4s"] and s.hands[0] == []
    assert s.turn == 1


def test_great_revolution_with_revolution_in_force_still_makes_a_revolution():
    """Both rules see four 2s; the order must end reversed, not switched twice back to normal:
    革命 leaves four 2s to 大革命."""
    s = position(["2s 2h 2c 2d 3s 4s", "5h 7c", "5d 9d"], turn=0, rules=rules_of("revolution", "great_revolution"))
    events = play(s, "2s 2h 2c 2d")
    assert fired(events) == ["great_revolution"] and s.pending is None
    assert s.vars["revolution"] and s.places == [0]
    s = position(["2s 2h 2c 2d 3s 4s", "5h 7c", "5d 9d"], turn=0, rules=rules_of("revolution"))
    assert fired(play(s, "2s 2h 2c 2d")) == ["revolution"] and s.vars["revolution"]


def test_super_revolution_five_cards_a_revolution_nothing_can_reverse():
    """7♠ 7♥ 7♦ 7♣ Joker: a revolution for the rest of the game; a later four-card revolution is
    announced as replaced and the order stays reversed."""
    rules = rules_of("revolution", "super_revolution")
    s = position(["7s 7h 7c 7d X 3s", "5h 5c 5s 5d 4h", "6d 9d"], turn=0, rules=rules)
    play(s, "7s 7h 7c 7d X")
    answer(s, "order", "", "rule:2")
    assert s.vars["revolution"] and s.vars["revolution_locked"]
    s = position(["5h 5c 5s 5d 4h", "6d 9d", "3s"], turn=0, rules=rules)
    s.vars.update(revolution=True, revolution_locked=True)
    events = play(s, "5h 5c 5s 5d")                          # would switch the order back
    assert fired(events) == ["revolution", "super_revolution"]
    assert [e.info["replaced"] for e in events if e.kind == "rule_fired"] == [False, True]
    assert "order_changed" not in kinds(events)
    assert s.vars["revolution"] and s.inverted


def test_down_number_the_same_suit_one_rank_weaker_on_a_single():
    hands = ["8h 8s 7h 3s", "5h 7c", "5d 9d"]
    s = position(hands, turn=0, field=[(2, "9h")], parent=2)
    assert plays(s) == set()
    s = position(hands, turn=0, field=[(2, "9h")], parent=2, rules=rules_of("down_number"))
    assert plays(s) == {("8h",)}
    play(s, "8h")
    assert s.top == ("8h",) and s.turn == 1


# --- 2.5 locks (縛り) ------------------------------------------------------------------------------------

def test_suit_lock_same_suits_lock_them_until_the_field_clears():
    """5♥ then 10♥: only hearts (or a Joker standing in) until the field clears."""
    s = position(["Jh Js 3c", "Th Qs", "Kd X"], turn=1, field=[(0, "5h")], parent=0, rules=rules_of("suit_lock"))
    events = play(s, "Th")
    assert fired(events) == ["suit_lock"]
    locked = next(e for e in events if e.kind == "locked")
    assert locked.info == {"lock": "suits", "suits": ["h"]}
    assert plays(s) == {("X",)}                                # K♦ is locked out, the Joker fills ♥
    pass_(s)
    assert plays(s) == {("Jh",)}


def test_suit_lock_a_joker_does_not_create_a_lock():
    s = position(["Jh Js 3c", "5d X", "Kd 2c"], turn=1, field=[(0, "5h")], parent=0, rules=rules_of("suit_lock"))
    events = play(s, "X")
    assert fired(events) == [] and s.locks == []


def test_partial_lock_shared_suits_are_locked():
    """5♥ 5♠ then 8♥ 8♦: every later pair must include a heart."""
    s = position(["9h 9d Ts Tc Jh Jc", "8h 8d 3c", "5d 9c"], turn=1, field=[(0, "5h 5s")], parent=0,
                 rules=rules_of("partial_lock"))
    events = play(s, "8h 8d")
    assert [e.info for e in events if e.kind == "locked"] == [{"lock": "partial", "suits": ["h"]}]
    pass_(s)
    assert plays(s) == {("9h", "9d"), ("Jh", "Jc")}


def test_number_lock_each_play_one_rank_higher():
    """5♣ then 6♦: next must be a 7."""
    s = position(["5c 7h 8h Ks", "6d 9s", "5d 9d"], turn=0, rules=rules_of("number_lock"))
    play(s, "5c")
    events = play(s, "6d")
    assert [e.info for e in events if e.kind == "locked"] == [{"lock": "step"}]
    assert plays(s) == set()                                   # seat 2: 9♦ is two ranks up
    pass_(s)
    assert plays(s) == {("7h",)}


def test_strict_lock_same_suit_and_one_higher():
    """5♥ then 6♥: next must be 7♥."""
    s = position(["5h 7h 7s 8h Ks", "6h 9s", "5d 9d"], turn=0, rules=rules_of("strict_lock"))
    play(s, "5h")
    events = play(s, "6h")
    assert [e.info for e in events if e.kind == "locked"] == [{"lock": "strict", "suits": ["h"]}]
    pass_(s)
    assert plays(s) == {("7h",)}


def test_color_lock_same_colour_locks_the_colour():
    """5♥ then 9♦: only red cards until the field clears."""
    s = position(["5h Th Ts Kd", "9d 3s", "5d Jc"], turn=0, rules=rules_of("color_lock"))
    play(s, "5h")
    events = play(s, "9d")
    assert [e.info for e in events if e.kind == "locked"] == [{"lock": "colour", "colours": ["red"]}]
    assert plays(s) == set()                                   # J♣ is black
    pass_(s)
    assert plays(s) == {("Th",), ("Kd",)}


def test_queen_release_a_queen_lifts_the_locks():
    """Hearts are locked; Q♥ frees the suits. Q♥ on 9♥ also sets off the lock again, so the
    player orders the two rules (seed P1); with the lock first, the release has the last word."""
    s = position(["5h 7h 7s Qh Ks", "9h 9s Kd", "5d 9c"], turn=0, rules=rules_of("suit_lock", "queen_release"))
    play(s, "5h")
    play(s, "9h")
    pass_(s)
    assert s.locks and plays(s) == {("Qh",)}
    play(s, "Qh")
    assert choices(s) == {("order", (), "rule:1"), ("order", (), "rule:2")}
    events = answer(s, "order", "", "rule:1")
    assert fired(events) == ["suit_lock", "queen_release"] and "unlocked" in kinds(events)
    assert s.locks == [] and plays(s) == {("Kd",)}


# --- 2.6 sequences --------------------------------------------------------------------------------------

def test_kaidan_sequences_are_plays_beaten_by_a_stronger_sequence_of_the_same_length():
    """4♠ 5♠ 6♠, beaten by 7♠ 8♠ 9♠ (or 7♥ 8♥ Joker), not by a pair or a longer run."""
    s = position(["4s 5s 6s 3h", "7s 8s 9s 7h 8h X Th", "5d 9c"], turn=0)
    assert ("4s", "5s", "6s") not in plays(s)
    s = position(["4s 5s 6s 3h", "7s 8s 9s 7h 8h X Th", "5d 9c"], turn=0, rules=rules_of("kaidan"))
    assert ("4s", "5s", "6s") in plays(s)
    events = play(s, "4s 5s 6s", "sequence")
    assert events[0].info == {"lead": True, "kind": "sequence"}
    got = plays(s)
    assert ("7s", "8s", "9s") in got and ("7h", "8h", "X") in got
    assert all(len(p) == 3 for p in got) and ("7s", "7h", "X") not in got
    play(s, "7h 8h X", "sequence")
    assert s.top == ("7h", "8h", "X") and s.view(None)["kinds"] == ["sequence", "sequence"]


# --- 2.7 finishing and places -----------------------------------------------------------------------------

def test_forbidden_finish_penalty_last_card_two_takes_the_lowest_place():
    """Last card 2♥: the player takes the last place, the field clears, the next player leads."""
    s = position(["2h", "3s 4s", "5d 9c", "6c 7c"], turn=0, field=[(3, "Ah")], parent=3,
                 rules=rules_of("forbidden_finish"))
    events = play(s, "2h")
    assert fired(events) == ["forbidden_finish"] and events[1].info["replaced"]
    assert "finished" not in kinds(events)
    assert [(e.seat, e.info["place"]) for e in events if e.kind == "placed_last"] == [(0, 4)]
    assert s.places == [] and s.bottom == [0] and s.status[0] == FINISHED
    assert s.field == [] and s.turn == s.parent == 1


@pytest.mark.parametrize("rules, last, banned", [
    (("forbidden_finish",), "X", True),
    (("forbidden_finish",), "9h", False),
    (("eight_cut", "forbidden_finish"), "8h", True),
    (("forbidden_finish",), "8h", False),                     # an 8 only with 8切り
    (("spade3_return", "forbidden_finish"), "3s", True),
])
def test_forbidden_finish_penalty_the_banned_cards(rules, last, banned):
    s = position([last, "3h 4s", "5d 9c", "6c 7c"], turn=0, rules=rules_of(*rules))
    events = play(s, last)
    assert ("placed_last" in kinds(events)) == banned
    assert (s.places == [0]) == (not banned)


def test_forbidden_finish_prohibition_form_the_play_is_refused():
    rules = rules_of("forbidden_finish", forbidden_finish={"form": "prohibit"})
    s = position(["2h", "3s 4s", "5d 9c", "6c 7c"], turn=0, field=[(3, "Ah")], parent=3, rules=rules)
    assert plays(s) == set()
    with pytest.raises(IllegalAction):
        play(s, "2h")
    s = position(["2h 9s", "3s 4s", "5d 9c", "6c 7c"], turn=0, field=[(3, "Ah")], parent=3, rules=rules)
    assert ("2h",) in plays(s)                                 # not the last card: allowed


def test_forbidden_finish_prohibition_a_parent_holding_only_a_joker_is_eliminated():
    """Seed footnote *4: under 「ジョーカー上がり禁止」, 親 whose hand is one Joker cannot lead and
    is eliminated (脱落); the hand leaves the game face down and the next player leads."""
    s = position(["X", "3s 4s", "5d 9c", "6c 7c"], turn=3, field=[(0, "Ah")], parent=0,
                 rules=rules_of("forbidden_finish", forbidden_finish={"form": "prohibit"}))
    events = pass_(s)
    assert kinds(events) == ["passed", "field_cleared", "eliminated"]
    assert s.status[0] == ELIMINATED and s.out == ["X"] and s.turn == s.parent == 1 and s.is_lead


def test_miyako_ochi_last_games_first_falls_when_someone_else_wins():
    """B (seat 1) goes out first while A (seat 0), game 1's winner, still plays: A drops out, loses
    the hand face down and takes the last place."""
    s = position(["3s 4s", "9s", "5d 9c", "6c 7c"], turn=1, field=[(0, "5h")], parent=0,
                 rules=rules_of("miyako_ochi"), history=[[0, 2, 1, 3]])
    events = play(s, "9s")
    assert kinds(events)[1:] == ["finished", "rule_fired", "set_aside", "placed_last"]
    assert fired(events) == ["miyako_ochi"]
    assert s.places == [1] and s.bottom == [0] and s.hands[0] == [] and s.out == ["3s", "4s"]
    assert s.status[0] != ACTIVE and s.turn == 2
    s = position(["3s", "9s 4s", "5d 9c", "6c 7c"], turn=0, rules=rules_of("miyako_ochi"), history=[[0, 2, 1, 3]])
    events = play(s, "3s")                                     # the old 1st wins again: nothing
    assert fired(events) == [] and s.places == [0] and s.bottom == []


def test_gekokujo_last_games_last_place_wins_and_the_game_ends():
    s = position(["3s 4s", "9s", "5d 9c", "6c 7c"], turn=1, field=[(0, "5h")], parent=0,
                 rules=rules_of("gekokujo"), history=[[0, 2, 3, 1]], speed=0)
    events = play(s, "9s")
    assert fired(events) == ["gekokujo"] and kinds(events)[-1] == "game_ended"
    assert s.is_over() and s.places[0] == 1 and sorted(s.places) == [0, 1, 2, 3]
    s = position(["3s 4s", "9s", "5d 9c", "6c 7c"], turn=1, field=[(0, "5h")], parent=0,
                 rules=rules_of("gekokujo"), history=[[1, 2, 3, 0]], speed=0)
    events = play(s, "9s")                                     # last game's 1st wins: no 下剋上
    assert fired(events) == [] and not s.is_over()


def test_gekokujo_the_others_take_their_previous_places_reversed():
    """Previous game 0 1st, 2 2nd, 3 3rd, 1 last. 1 wins first: 1 is 大富豪 and the others' classes
    invert: 3 (was 3rd) 2nd, 2 (was 2nd) 3rd, 0 (was 1st) last (spec §2.7: classes inverted)."""
    s = position(["3s 4s", "9s", "5d 9c", "6c 7c"], turn=1, field=[(0, "5h")], parent=0,
                 rules=rules_of("gekokujo"), history=[[0, 2, 3, 1]], speed=0)
    play(s, "9s")
    assert s.places == [1, 3, 2, 0]


def test_lucky_seven_three_sevens_nobody_beats_their_player_goes_out():
    """7♠ 7♥ 7♦, everybody passes: at the clear the player goes out at once (cards aside)."""
    s = position(["7s 7h 7d 4s", "5h 6h", "9d 9c", "4c 8c"], turn=0, rules=rules_of("lucky_seven"), speed=1)
    play(s, "7s 7h 7d")
    pass_(s)
    pass_(s)
    events = pass_(s)
    assert fired(events) == ["lucky_seven"]
    assert [e.cards for e in events if e.kind == "set_aside"] == [("4s",)]
    assert [(e.seat, e.info["place"]) for e in events if e.kind == "finished"] == [(0, 1)]
    assert s.places[0] == 0 and s.out == ["4s"]


def test_lucky_seven_not_when_the_sevens_are_beaten():
    s = position(["7s 7h 7d 4s", "8s 8h 8d", "9d 9c", "4c 8c"], turn=0, rules=rules_of("lucky_seven"))
    play(s, "7s 7h 7d")
    play(s, "8s 8h 8d")
    pass_(s)
    pass_(s)
    events = pass_(s)
    assert cleared(events) and fired(events) == [] and s.status[0] == ACTIVE


def test_lucky_seven_the_player_is_finished_not_eliminated_and_the_next_player_leads():
    s = position(["7s 7h 7d 4s", "5h 6h", "9d 9c", "4c 8c"], turn=0, rules=rules_of("lucky_seven"), speed=0)
    play(s, "7s 7h 7d")
    pass_(s)
    pass_(s)
    events = pass_(s)
    assert "eliminated" not in kinds(events)
    assert s.status[0] == FINISHED and s.places == [0]
    assert s.turn == s.parent == 1 and s.is_lead


def test_finish_flow_a_finish_clears_the_field_and_the_next_player_leads():
    s = position(["3s 4s", "9s", "5d Tc", "6c 7c"], turn=1, field=[(0, "5h")], parent=0, rules=rules_of("finish_flow"))
    events = play(s, "9s")
    assert kinds(events) == ["played", "finished", "rule_fired", "field_cleared"]
    assert s.field == [] and s.turn == s.parent == 2 and s.is_lead
    s = position(["3s 4s", "9s", "5d Tc", "6c 7c"], turn=1, field=[(0, "5h")], parent=0)
    play(s, "9s")                                              # without the rule: play goes on
    assert s.top == ("9s",) and s.turn == 2 and not s.is_lead


# --- 2.8 deal and start ----------------------------------------------------------------------------------

def test_card_exchange_last_gives_two_strongest_first_gives_back_two_of_choice():
    """Game 2: last place (seat 1) gives Joker and 2♠ to 1st (seat 2), who must give two back."""
    s, events = start_game(["3d 4d 5h Ts", "4s 9h 2s X", "6c 7c 8c 9c"], rules_of("card_exchange"), [[2, 0, 1]])
    assert fired(events) == ["card_exchange"]
    assert [(e.seat, e.cards, e.dst) for e in events if e.kind == "given"] == [
        (1, ("2s",), "hand:2"), (1, ("X",), "hand:2")]
    assert decider(s) == 2 and s.pending["verb"] == "give"
    assert ("done", (), "done") not in choices(s)              # an exchange is a swap: exactly two
    answer(s, "give", "6c", "hand:1")
    events = answer(s, "give", "7c", "hand:1")
    assert s.hands[1] == ["4s", "6c", "7c", "9h"] and s.hands[2] == ["8c", "9c", "2s", "X"]
    assert "parent_chosen" in kinds(events) and s.parent == 0 and s.start_card == "3d"


def test_card_exchange_not_in_the_first_game_and_one_card_for_second_and_second_last():
    s, events = start_game(["3d 4d", "4s 9h", "6c 7c"], rules_of("card_exchange"), [])
    assert fired(events) == [] and s.pending is None
    s, events = start_game(["3d 4d 5d", "4s 9h X", "6c 7c 8c", "Ts Js Qs"], rules_of("card_exchange"), [[0, 1, 2, 3]])
    answer(s, "give", "3d", "hand:3")
    answer(s, "give", "4d", "hand:3")                           # 1st (seat 0) gives back two
    assert s.pending["seat"] == 1 and s.pending["n"] == 1      # 2nd gives back one to 2nd-to-last
    answer(s, "give", "4s", "hand:2")
    assert "X" in s.hands[1] and "4s" in s.hands[2] and "8c" not in s.hands[2]


def test_tenpen_chii_last_place_with_nothing_above_ten_swaps_hands_with_first():
    s, events = start_game(["3d 4d 5h Ts", "Ks As 2s X", "6c 7c 8c 9c"], rules_of("card_exchange", "tenpen_chii"), [[1, 2, 0]])
    # the exchange is announced, then replaced by 天変地異 (announced once)
    assert [(e.info["id"], e.info["replaced"]) for e in events if e.kind == "rule_fired"] == [
        ("card_exchange", False), ("tenpen_chii", True)]
    assert [e.info for e in events if e.kind == "swapped_hands"] == [{"with": 1}]
    assert "given" not in kinds(events)
    assert s.hands[0] == ["Ks", "As", "2s", "X"] and s.hands[1] == ["3d", "4d", "5h", "Ts"]
    assert s.parent == 1 and s.pending is None


def test_tenpen_chii_not_when_last_place_holds_a_card_above_ten():
    s, events = start_game(["3d 4d 5h Js", "Ks As 2s X", "6c 7c 8c 9c"], rules_of("card_exchange", "tenpen_chii"), [[1, 2, 0]])
    assert fired(events) == ["card_exchange"] and "swapped_hands" not in kinds(events)


def test_antimonopoly_first_with_five_twos_and_jokers_must_hand_out_twos():
    s, events = start_game(["3d 4d 5h Ts Jh", "2s 2h 2d X X 3c 4c", "6c 7c 8c 9c Kh"],
                           rules_of("card_exchange", "antimonopoly"), [[1, 2, 0]])
    answer(s, "give", "3c", "hand:0")
    events = answer(s, "give", "4c", "hand:0")                  # the exchange is done; 1st holds 3 2s + 2 Jokers
    assert fired(events) == ["antimonopoly"]
    after = events[kinds(events).index("rule_fired") + 1:]
    twos = [(e.seat, e.cards[0][0], e.dst) for e in after if e.kind == "given"]
    assert all(t[1] == "2" for t in twos)                      # handed out at once, no choice to decline
    assert all(t[0] == 1 for t in twos) and sorted(t[2] for t in twos) == ["hand:0", "hand:2"]
    # each other player must give a card of their choice back (no "done")
    assert s.pending["verb"] == "give" and s.pending["dst"] == 1 and ("done", (), "done") not in choices(s)
    first = decider(s)
    answer(s, "give", s.hands[first][0], "hand:1")
    second = decider(s)
    assert second != first
    answer(s, "give", s.hands[second][0], "hand:1")
    assert s.pending is None and sum(c[0] == "2" for c in s.hands[1]) == 1
    assert cards_in_play(s) == Counter(parse("3d 4d 5h Ts Jh 2s 2h 2d X X 3c 4c 6c 7c 8c 9c Kh"))


def test_start_rule_the_spade_three_holder_leads():
    for seed in range(4):
        s = GAME.new_state(4, {"speed": 0, "rules": rules_of("start_rule")}, seed)
        assert s.start_card == "3s" and "3s" in s.hands[s.parent] and s.turn == s.parent
        assert next(e for e in s.start_events if e.kind == "parent_chosen").cards == ("3s",)


def test_start_rule_last_games_last_place_leads():
    rules = rules_of("start_rule", start_rule={"who": "prev_last"})
    for seed in range(3):
        s = GAME.new_state(4, {"speed": 0, "rules": rules, "history": [[1, 2, 3, 0]]}, seed)
        assert s.parent == s.turn == 0 and s.start_card is None
        s = GAME.new_state(4, {"speed": 0, "rules": rules}, seed)      # first game: the ♦3 search
        assert s.start_card == "3d" and "3d" in s.hands[s.parent]


def test_lead_must_include_start_the_first_lead_shows_the_diamond_three():
    s = GAME.new_state(4, {"speed": 0, "rules": rules_of("lead_must_include_start")}, 0)
    leader = s.turn
    first = [a.cards for a in s.legal_actions(leader)]
    assert first and all("3d" in c for c in first)
    s.apply(Action("play", leader, ("3d",), "field"))
    while not s.is_lead:
        s.apply(s.legal_actions(s.turn)[-1])                     # pass round to a new lead
    later = [a.cards for a in s.legal_actions(s.turn)]
    assert any("3d" not in c for c in later)                  # only the first lead


def test_lead_must_include_start_is_void_when_no_card_chose_the_parent():
    """With 開始プレイヤー変更 "last game's last place leads" no card chose 親: the first lead is
    free (before the fix every 親 in turn was refused every lead and eliminated)."""
    rules = rules_of("start_rule", "lead_must_include_start", start_rule={"who": "prev_last"})
    s = GAME.new_state(4, {"speed": 0, "rules": rules, "history": [[1, 2, 3, 0]]}, 0)
    assert ELIMINATED not in s.status and s.turn == 0 and s.start_card is None
    assert len(s.legal_actions(0)) > 1


# --- 2.9 session rules -------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule_id, params, comp", [
    ("session_end", None, {"kind": "meta", "type": "session_end", "games": 3, "wins": 0}),
    ("repeal_rule", {"target": 2}, {"kind": "meta", "type": "repeal", "target": 2}),
    ("change_speed", {"speed": 1}, {"kind": "meta", "type": "speed", "speed": 1}),
])
def test_session_end_repeal_rule_change_speed_are_meta_components_the_engine_ignores(rule_id, params, comp):
    r = make_rule(rule_id, 1, params=params)
    assert r["components"] == [comp] and check_rule(r) == []
    for seed in range(2):
        with_rule = GAME.new_state(4, {"speed": 0, "rules": [r]}, seed)
        plain = GAME.new_state(4, {"speed": 0}, seed)
        assert with_rule.hands == plain.hands and with_rule.parent == plain.parent
        while not plain.is_over():
            a = plain.legal_actions(plain.to_move()[0])[0]
            assert with_rule.legal_actions(with_rule.to_move()[0])[0] == a
            assert "rule_fired" not in kinds(with_rule.apply(a))
            plain.apply(a)
        assert with_rule.is_over() and with_rule.places == plain.places


def test_session_end_repeal_rule_change_speed_act_between_games():
    """The session (not the game) carries them out: a new speed, a repeal, the end."""
    sess = Session(4, speed=2)
    sess.add_catalogue("eight_cut", by=0)
    sess.game_over([0, 1, 2, 3])
    sess.add_catalogue("change_speed", by=1, params={"speed": 1})
    assert sess.speed_in_force() == 1 and sess.next_options()["speed"] == 1
    sess.add_catalogue("repeal_rule", by=2, params={"target": 1})
    assert [r["id"] for r in sess.in_force()] == ["change_speed", "repeal_rule"]
    assert not sess.is_over()
    sess.add_catalogue("session_end", by=3, params={"games": 1, "wins": 0})
    sess.game_over([1, 0, 2, 3])
    assert sess.is_over()


# --- issue 18 #20: ジョーカー上がり禁止, 2上がり禁止, 8上がり禁止 each on its own ---------------------------------------

ONLY = {"ban_joker": False, "ban_strongest": False, "ban_eight": False, "ban_spade3": False}


def test_joker_finish_alone_prohibition_form_eliminates_a_parent_holding_only_a_joker():
    """Seed footnote *4 「ジョーカー上がり禁止がある状態で、手札がジョーカー 1 枚のみで親になった場合」:
    ジョーカー上がり禁止 alone (not the whole 反則上がり bundle): 親 holding only a Joker is
    eliminated, while going out on a 2 stays allowed."""
    rules = rules_of("forbidden_finish", forbidden_finish={**ONLY, "ban_joker": True, "form": "prohibit"})
    s = position(["X", "3s 4s", "5d 9c", "6c 7c"], turn=3, field=[(0, "Ah")], parent=0, rules=rules)
    events = pass_(s)
    assert kinds(events) == ["passed", "field_cleared", "eliminated"]
    s = position(["2h", "3s 4s", "5d 9c", "6c 7c"], turn=0, field=[(3, "Ah")], parent=3, rules=rules)
    assert plays(s) == {("2h",)}
    assert play(s, "2h") and s.places == [0]


@pytest.mark.parametrize("ban, last, banned", [
    ("ban_strongest", "2h", True), ("ban_strongest", "X", False),
    ("ban_eight", "8h", True), ("ban_eight", "2h", False),
    ("ban_joker", "X", True), ("ban_joker", "8h", False),
])
def test_each_forbidden_finish_can_stand_alone(ban, last, banned):
    """2上がり禁止, 8上がり禁止 (with 8切り), ジョーカー上がり禁止: the penalty form, one ban each."""
    rules = rules_of("eight_cut", "forbidden_finish", forbidden_finish={**ONLY, ban: True})
    s = position([last, "3h 4s", "5d 9c", "6c 7c"], turn=0, rules=rules)
    events = play(s, last)
    assert ("placed_last" in kinds(events)) == banned


def test_forbidden_finish_by_default_is_the_whole_bundle():
    assert CATALOGUE["forbidden_finish"].components() == make_rule("forbidden_finish", 1)["components"]
    assert all(CATALOGUE["forbidden_finish"].params[k] for k in ONLY)


def test_a_catalogue_rule_with_other_settings_is_described_from_its_parts():
    """ジョーカー上がり禁止 alone is not described as the whole 反則上がり bundle."""
    from core.games.daifugo.describe import summary
    text = summary(make_rule("forbidden_finish", 1, params={**ONLY, "ban_joker": True})).english()
    assert "Joker" in text and "strongest" not in text and "8" not in text
    assert summary(make_rule("forbidden_finish", 1)).english() == CATALOGUE["forbidden_finish"].text
