"""Rules meeting each other: the interaction checklist of spec §2.10 and the seed's order of
processing (seed §2.4; spec §1.6 F1-F3, §1.8 P1-P3, §4.8-4.9, Q1, Q11, Q14, Q19).

P1  one player sets off several rules at once: that player chooses the order ("order" decision).
P2  several players set off rules at the same moment: from the turn player, clockwise.
P3  contradictions: the rule added later wins (exclusive effects and statics); toggles stack.
F1  the finish check runs once every effect of the action has been carried out.
"""
from __future__ import annotations

import pytest

from core.cards import parse
from core.engine import IllegalAction
from core.games.daifugo.catalogue import make_rule
from core.games.daifugo.combos import canonical
from core.games.daifugo.rules import ACTIVE, ELIMINATED, FINISHED
from core.registry import GAMES

from daifugo_helpers import (play, pass_, decider, answer, choices, plays, kinds, fired,  # noqa: E402
                             position, rules_of)

GAME = GAMES["daifugo"]


# --- helpers (as in test_daifugo_catalogue.py) -------------------------------------------------------

def custom(instance: int, *components, precedence: str = "newest", rule_id: str = "custom") -> dict:
    """A rule made in the rule builder (rule data, see core/games/daifugo/book.py)."""
    return {"instance": instance, "id": rule_id, "precedence": precedence, "components": list(components)}


# --- §2.10.2 revolution XOR 11バック; which order forbidden finishes follow ---------------------------------

def test_revolution_xor_eleven_back_a_jack_during_a_revolution_restores_the_normal_order():
    s = position(["Js 3s", "5h 7c Qc", "5d 9c"], turn=0, rules=rules_of("revolution", "eleven_back"))
    s.vars["revolution"] = True
    assert s.inverted
    events = play(s, "Js")
    assert fired(events) == ["eleven_back"]
    assert s.vars["revolution"] and s.vars["eleven_back"] and not s.inverted   # the two cancel
    assert plays(s) == {("Qc",)}                                # a Q beats the J again
    pass_(s)
    pass_(s)                                                     # field clears: 11-back ends, revolution stays
    assert s.field == [] and s.vars["revolution"] and not s.vars["eleven_back"] and s.inverted


def test_revolution_during_eleven_back_cancels_it_for_the_rest_of_the_trick():
    """Under 11-back four 5s beat four 6s, and their revolution restores the normal order."""
    s = position(["5h 5c 5s 5d 3s", "7h 7c 7s 7d", "4h 4c 4s 4d"], turn=0, field=[(2, "6h 6c 6s 6d")], parent=2,
                 rules=rules_of("revolution", "eleven_back"))
    s.vars["eleven_back"] = True
    events = play(s, "5h 5c 5s 5d")
    assert fired(events) == ["revolution"]
    assert s.vars["revolution"] and s.vars["eleven_back"] and not s.inverted
    assert plays(s) == {canonical(parse("7h 7c 7s 7d"))}


@pytest.mark.parametrize("vars_, last, banned", [
    ({}, "2h", True), ({}, "3h", False),
    ({"revolution": True}, "3h", True), ({"revolution": True}, "2h", False),
    ({"eleven_back": True}, "3h", True),                        # [NCH]: the strongest rank follows both
    ({"revolution": True, "eleven_back": True}, "2h", True),    # reversed twice: 2 is strongest again
])
def test_forbidden_finish_the_strongest_rank_follows_revolution_xor_eleven_back(vars_, last, banned):
    s = position([last, "4s 5s", "6d 9c"], turn=0, rules=rules_of("forbidden_finish"))
    s.vars.update(vars_)
    events = play(s, last)
    assert ("placed_last" in kinds(events)) == banned


# --- §2.10.1 8切り clears locks and 11バック ----------------------------------------------------------------

def test_eight_cut_ends_eleven_back():
    s = position(["Js 3s Kd", "8h 7c", "5d 9c"], turn=0, rules=rules_of("eleven_back", "eight_cut"))
    play(s, "Js")
    assert s.vars["eleven_back"] and ("8h",) in plays(s)          # 8 is weaker than J: legal under 11-back
    events = play(s, "8h")
    assert fired(events) == ["eight_cut"]
    assert s.field == [] and not s.vars["eleven_back"] and not s.inverted
    assert s.turn == s.parent == 1


@pytest.mark.parametrize("first", [1, 2])
def test_eight_cut_ends_the_locks_whatever_the_order(first):
    """Hearts are locked; 8♥ on 7♥ sets off 縛り (same suits) and 8切り: the player orders them
    (P1). Either way the new trick starts without a lock: a lock made by a play that a rule of the
    same batch already cleared does not carry over (fixed in effects.py)."""
    s = position(["5h Kd 3c", "7h Ts", "8h 4c 7s", "Qs Qh"], turn=2, field=[(0, "5h"), (1, "7h")], parent=0,
                 rules=rules_of("suit_lock", "eight_cut"))
    s.locks = [{"lock": "suits", "suits": ["h"]}]
    play(s, "8h")
    assert s.pending["type"] == "order"
    events = answer(s, "order", "", f"rule:{first}")
    assert sorted(fired(events)) == ["eight_cut", "suit_lock"]
    assert s.field == [] and s.locks == [] and s.turn == s.parent == 2
    play(s, "7s")
    assert plays(s) == {("Qs",), ("Qh",)}                        # any suit may follow the new lead


def test_dignity_then_eleven_back_the_reversal_does_not_outlive_the_cleared_field():
    """J♥ Q♥ K♥ sets off 威厳 (clear) and 11バック; cleared first, the 11-back does not carry over."""
    s = position(["Jh Qh Kh 3s", "9s Ts", "2d", "6c 7c"], turn=0, field=[(3, "4c 5c 6c")], parent=3,
                 kinds={"4c 5c 6c": "sequence"}, rules=rules_of("kaidan", "dignity", "eleven_back"))
    play(s, "Jh Qh Kh", "sequence")
    answer(s, "order", "", "rule:2")
    assert s.field == [] and not s.vars["eleven_back"] and not s.inverted
    s = position(["Jh Qh Kh 3s", "9s Ts", "2d", "6c 7c"], turn=0, field=[(3, "4c 5c 6c")], parent=3,
                 kinds={"4c 5c 6c": "sequence"}, rules=rules_of("kaidan", "dignity", "eleven_back"))
    play(s, "Jh Qh Kh", "sequence")
    answer(s, "order", "", "rule:3")                             # 11-back first, then the clear ends it
    assert s.field == [] and not s.vars["eleven_back"]


def test_four_eights_with_eight_cut_and_revolution_both_fire_in_the_chosen_order():
    """Spec §2.4: four 8s with 8切り — both fire (order per P1)."""
    for first, expected in ((1, ["eight_cut", "revolution"]), (2, ["revolution", "eight_cut"])):
        s = position(["8s 8h 8d 8c 3s", "9h 4c", "5d 9c"], turn=0, rules=rules_of("eight_cut", "revolution"))
        play(s, "8s 8h 8d 8c")
        assert s.pending["type"] == "order" and decider(s) == 0
        events = answer(s, "order", "", f"rule:{first}")
        assert fired(events) == expected
        assert s.field == [] and s.vars["revolution"] and s.turn == s.parent == 0


# --- §2.10.3 locks and their exceptions ------------------------------------------------------------------

@pytest.mark.parametrize("order, allowed", [
    (("suit_lock", "spade3_return"), True),     # スペ3返し added later: its exception wins
    (("spade3_return", "suit_lock"), False),    # 縛り added later: the lock wins (M4 / P3)
])
def test_spade3_return_under_a_suit_lock_the_later_rule_wins(order, allowed):
    """Hearts are locked (5♥, 9♥) and a Joker fills the lock; may ♠3 return the Joker?
    [BOKU-S3] says スペ3返し ignores locks; under "the later rule wins" that holds only when
    スペ3返し was added after 縛り. Added before it, the newer lock denies the ♠3."""
    s = position(["5h 3s Kc", "9h 4c", "X 6c"], turn=0, rules=rules_of(*order))
    play(s, "5h")
    play(s, "9h")
    play(s, "X")
    assert s.locks == [{"lock": "suits", "suits": ["h"]}] and s.top == ("X",)
    assert (("3s",) in plays(s)) == allowed
    if allowed:
        events = play(s, "3s")
        assert fired(events) == ["spade3_return"] and s.field == [] and s.locks == [] and s.turn == 0


def test_a_sequence_on_a_sequence_of_the_same_suit_locks_it():
    """Spec §2.6: a sequence's suit set is its one suit, so 縛り applies to sequences."""
    s = position(["4s 5s 6s 3h", "7s 8s 9s 7h", "9h Th Jh Tc Jc Qc Ts Js Qs", "6c 7c"], turn=0,
                 rules=rules_of("kaidan", "suit_lock"))
    play(s, "4s 5s 6s", "sequence")
    events = play(s, "7s 8s 9s", "sequence")
    assert fired(events) == ["suit_lock"] and s.locks == [{"lock": "suits", "suits": ["s"]}]
    assert plays(s) == {("Ts", "Js", "Qs")}                     # ♥ and ♣ runs are locked out


def test_sandstorm_anytime_ignores_the_count_but_a_lock_still_applies():
    s = position(["3s 3h 3d 4c", "Th 8h", "Td Kc"], turn=0, field=[(2, "Ks Kh")], parent=2,
                 rules=rules_of("sandstorm", sandstorm={"anytime": True}))
    assert ("3s", "3h", "3d") in plays(s)                        # three cards on a pair
    events = play(s, "3s 3h 3d")
    assert fired(events) == ["sandstorm"] and s.field == [] and s.turn == 0


def test_queen_release_against_the_lock_it_sets_off_the_player_orders_them():
    """Q♥ on a hearts lock sets off 縛り again and Q解き (P1). Lock first: the release has the last
    word; release first: the lock is made again."""
    for first, locked in ((1, False), (2, True)):
        s = position(["5h 7h Qh Ks", "9h 9s Kd", "5d 9c"], turn=0, rules=rules_of("suit_lock", "queen_release"))
        play(s, "5h")
        play(s, "9h")
        pass_(s)
        play(s, "Qh")
        answer(s, "order", "", f"rule:{first}")
        assert bool(s.locks) == locked


# --- super revolution ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule_id, cards, kind", [
    ("revolution", "5h 5c 5s 5d", "play"), ("coup", "9h 9c 9s", "play"), ("nanasan", "7h 7c 7s", "play"),
    ("emperor", "4h 5c 6s 7d", "emperor"),
])
def test_super_revolution_blocks_every_later_revolution(rule_id, cards, kind):
    s = position([cards + " 3s", "6d Td", "3h"], turn=0, rules=rules_of(rule_id, "super_revolution"))
    s.vars.update(revolution=True, revolution_locked=True)
    events = play(s, cards, kind)
    assert fired(events) == [rule_id, "super_revolution"]
    assert [e.info["replaced"] for e in events if e.kind == "rule_fired"] == [False, True]
    assert s.vars["revolution"] and "order_changed" not in kinds(events)


def test_super_revolution_after_a_revolution_keeps_the_order_reversed():
    """A five-card set sets off both 革命 (switch) and 超革命 (set on, lock): whichever order the
    player chooses, the order ends reversed and locked."""
    for first in (1, 2):
        s = position(["7s 7h 7c 7d X 3s", "5h", "6d"], turn=0, rules=rules_of("revolution", "super_revolution"))
        s.vars["revolution"] = True                              # already in a revolution
        play(s, "7s 7h 7c 7d X")
        answer(s, "order", "", f"rule:{first}")
        assert s.vars["revolution"] and s.vars["revolution_locked"]


# --- §2.10.5 skips, reverses and the positional reset T4 -------------------------------------------------

def test_two_reverses_in_one_play_cancel():
    """Spec Q14: toggles stack. 9♠ 10♠ J♠ Q♠ sets off 9リバース and Qリバース: two reverses."""
    s = position(["9s Ts Js Qs 3h", "4c 5c", "6d 7d", "8h 2c"], turn=0,
                 rules=rules_of("kaidan", "nine_reverse", "queen_reverse"))
    play(s, "9s Ts Js Qs", "sequence")
    answer(s, "order", "", "rule:3")
    assert s.direction == 1 and s.turn == 1


def test_five_skip_landing_back_on_the_player_resets_the_field():
    """Spec Q19: a skip never skips the player who set it off; when it brings the turn back to
    them (the owner), T4 clears the field and they lead."""
    s = position(["5s 5h 5d 3s", "6h 6c", "9d 9c"], turn=0, rules=rules_of("five_skip"))
    events = play(s, "5s 5h 5d")
    assert [e.seat for e in events if e.kind == "skipped"] == [1, 2]
    clear = next(e for e in events if e.kind == "field_cleared")
    assert clear.info["cause"] == "returned"
    assert s.field == [] and s.turn == s.parent == 0 and s.is_lead


def test_five_skip_follows_the_direction_after_a_reverse():
    s = position(["9s 3s", "6h 6c", "Td 9c", "Jc 5c", "Kc Ac"], turn=0, rules=rules_of("nine_reverse", "five_skip"))
    play(s, "9s")                                                # now anticlockwise: 4, 3, 2 ...
    assert s.direction == -1 and s.turn == 4
    s = position(["9s 3s", "6h 6c", "Td 9c", "Jc 5c", "Kc Ac"], turn=3, rules=rules_of("nine_reverse", "five_skip"))
    s.direction = -1
    events = play(s, "5c")
    assert [e.seat for e in events if e.kind == "skipped"] == [2]
    assert s.turn == 1


def test_nine_quick_and_the_reset_the_owner_playing_again_is_no_return():
    s = position(["9s Ts 3s", "6h 6c", "Td 4c"], turn=0, rules=rules_of("nine_quick"))
    play(s, "9s")
    assert s.turn == 0 and s.field                               # the turn did not move: no T4
    play(s, "Ts")
    assert s.turn == 1 and s.top == ("Ts",)


# --- P1: one player, several rules: that player chooses ---------------------------------------------------------

def test_p1_the_player_orders_two_rules_and_the_order_is_followed():
    """9♠ with 9リバース (#1) and 9戻し (#2): reverse first, and "the previous player" is the old
    next player; give back first, and it is the old previous player."""
    for first, receiver in ((1, 1), (2, 3)):
        s = position(["9s 3s 4s", "5h 6c", "5d Tc", "7c 8c"], turn=0, rules=rules_of("nine_reverse", "nine_return"))
        events = play(s, "9s")
        assert fired(events) == [] and s.pending["type"] == "order" and decider(s) == 0
        assert choices(s) == {("order", (), "rule:1"), ("order", (), "rule:2")}
        assert s.view(0)["pending"] == {"type": "order", "seat": 0, "rules": [1, 2]}
        events = answer(s, "order", "", f"rule:{first}")
        if first == 2:                                           # the give is asked before the reverse
            assert fired(events) == ["nine_return"] and "reversed" not in kinds(events)
        assert {c[2] for c in choices(s) if c[0] == "give"} == {f"hand:{receiver}"}
        events = answer(s, "give", "4s", f"hand:{receiver}")
        assert "4s" in s.hands[receiver] and s.direction == -1
        assert s.turn == 3


def test_p1_three_rules_are_ordered_one_choice_at_a_time():
    reverse_on_10 = custom(3, {"kind": "trigger", "on": "play", "if": {"test": "has_rank", "rank": "T"},
                               "do": [{"do": "reverse"}]})
    s = position(["Ts 3s 4s", "5h 6c", "5d Jc", "7c 8c"], turn=0, rules=rules_of("ten_skip", "ten_discard") + [reverse_on_10])
    play(s, "Ts")
    assert {c[2] for c in choices(s)} == {"rule:1", "rule:2", "rule:3"}
    events = answer(s, "order", "", "rule:3")
    assert fired(events) == ["custom"] and "reversed" in kinds(events)
    assert {c[2] for c in choices(s)} == {"rule:1", "rule:2"}   # the rest, asked again
    events = answer(s, "order", "", "rule:2")
    assert fired(events) == ["ten_discard"] and s.pending["verb"] == "discard"
    events = answer(s, "discard", "4s", "discard")
    assert fired(events) == ["ten_skip"]                         # the last one needs no choice
    assert s.direction == -1 and s.turn == 2                     # reversed, then seat 3 skipped


# --- P2 / F3: several players at the same moment: from the turn player, clockwise --------------------------------

def test_p2_queen_bomber_several_hands_empty_finish_order_from_the_turn_player():
    """Seed F3 / [BOKU-QB]: the turn player first if among them, then clockwise."""
    s = position(["5c", "9h 6c", "Qs 5s", "5h", "5d 8d"], turn=2, rules=rules_of("queen_bomber"))
    play(s, "Qs")
    events = answer(s, "declare", "", "rank:5")
    assert [(e.seat, e.info["place"]) for e in events if e.kind == "finished"] == [(2, 1), (3, 2), (0, 3)]
    assert s.places == [2, 3, 0] and s.hands[4] == ["8d"]


def test_p2_rules_set_off_by_several_finishers_run_from_the_turn_player_clockwise():
    """上がり流し fires for each player who goes out, in finishing order (turn player, then
    clockwise): the first finisher's clear stands (the next ones find the field empty), so the
    player after seat 3 leads."""
    s = position(["5c", "9h 6c", "Qs Ks", "5h", "5d 8d"], turn=2, rules=rules_of("queen_bomber", "finish_flow"))
    play(s, "Qs")
    events = answer(s, "declare", "", "rank:5")
    assert [e.seat for e in events if e.kind == "finished"] == [3, 0]
    assert [e.seat for e in events if e.kind == "rule_fired"] == [3, 0]
    assert len([e for e in events if e.kind == "field_cleared"]) == 1
    assert s.field == [] and s.turn == s.parent == 4


# --- F1: the finish check comes after every effect ---------------------------------------------------------

def test_f1_giving_away_the_last_card_finishes_after_the_effect():
    """7渡し: the player keeps a card after the play, gives it away, and only then goes out."""
    s = position(["7s 7d 3c", "5h 6h", "9d 9c"], turn=0, rules=rules_of("seven_pass"))
    events = play(s, "7s 7d")
    assert "finished" not in kinds(events) and s.status[0] == ACTIVE
    events = answer(s, "give", "3c", "hand:1")
    assert kinds(events)[:2] == ["given", "finished"] and s.places == [0]


def test_f1_a_play_emptying_the_hand_waits_for_every_effect_before_the_check():
    """The player empties their hand with 9♠ 9♦; 9戻し then has nothing to give, 栗拾い gives a card
    back (mandatory): the player is not out."""
    s = position(["9s 9d", "5h 6h", "Td Tc"], turn=0, discard="4c",
                 rules=rules_of("nine_return", "chestnut_pick"))
    play(s, "9s 9d")
    answer(s, "order", "", "rule:1")
    assert s.pending["verb"] == "take"
    events = answer(s, "take", "4c", "hand:0")
    assert "finished" not in kinds(events) and s.status[0] == ACTIVE and s.hands[0] == ["4c"]


# --- P3: the later rule wins (exclusive effects) ------------------------------------------------------------

CLEAR_NEXT_ON_8 = {"kind": "trigger", "on": "play", "if": {"test": "has_rank", "rank": "8"},
                   "do": [{"do": "clear_field", "leader": "next"}]}


def test_p3_two_clears_with_different_leaders_only_the_newest_stands():
    """8切り (#1: the 8's player leads) and a newer rule (#2: clear, the next player leads) in one
    batch: one clear, with the newer rule's leader; the older rule is announced as overridden."""
    s = position(["8s 3c", "9h 6h", "Td Kc"], turn=0, field=[(2, "5h")], parent=2,
                 rules=rules_of("eight_cut") + [custom(2, CLEAR_NEXT_ON_8)])
    play(s, "8s")
    events = answer(s, "order", "", "rule:1")
    overridden = [e.info.get("overridden_by") for e in events if e.kind == "rule_fired"]
    assert overridden == [2, None]
    assert len([e for e in events if e.kind == "field_cleared"]) == 1
    assert s.field == [] and s.turn == s.parent == 1


def test_p3_the_older_clear_stands_when_it_is_the_newer_rule():
    s = position(["8s 3c", "9h 6h", "Td Kc"], turn=0, field=[(2, "5h")], parent=2,
                 rules=[custom(1, CLEAR_NEXT_ON_8), make_rule("eight_cut", 2)])
    play(s, "8s")
    answer(s, "order", "", "rule:2")
    assert s.field == [] and s.turn == s.parent == 0


def test_p3_a_yielding_newer_rule_loses_the_conflict():
    s = position(["8s 3c", "9h 6h", "Td Kc"], turn=0, field=[(2, "5h")], parent=2,
                 rules=rules_of("eight_cut") + [custom(2, CLEAR_NEXT_ON_8, precedence="yield")])
    play(s, "8s")
    answer(s, "order", "", "rule:2")
    assert s.field == [] and s.turn == s.parent == 0


# --- Q11 / seed §2.4: "exactly" and elimination ------------------------------------------------------------

def test_exactly_mode_shortfall_eliminates_the_player():
    """Seed: a player who must discard 2 cards but holds 1 is eliminated (脱落); the hand leaves
    the game face down (Q2)."""
    must_discard_two = custom(1, {"kind": "trigger", "on": "play", "if": {"test": "has_rank", "rank": "5"},
                                  "do": [{"do": "discard", "n": 2, "mode": "exactly"}]})
    s = position(["5s 9h", "6h 7h", "8d 9c"], turn=0, rules=[must_discard_two])
    events = play(s, "5s")
    assert kinds(events) == ["played", "rule_fired", "eliminated"]
    assert s.status[0] == ELIMINATED and s.out == ["9h"] and s.discard == []
    assert s.turn == 1
    s = position(["5s 9h Kc", "6h 7h", "8d 9c"], turn=0, rules=[must_discard_two])
    play(s, "5s")
    assert ("done", (), "done") not in choices(s)                # exactly: no stopping early
    answer(s, "discard", "9h", "discard")
    answer(s, "discard", "Kc", "discard")
    assert s.status[0] == FINISHED and s.places == [0]


def test_up_to_mode_never_eliminates():
    s = position(["Ts", "6h 7h", "8d 9c"], turn=0, rules=rules_of("ten_discard"))
    events = play(s, "Ts")
    assert "eliminated" not in kinds(events) and s.places == [0]


# --- Q1: a finished owner is a ghost seat ---------------------------------------------------------------------

def test_ghost_seat_after_a_reverse_the_field_clears_when_the_turn_passes_the_finished_owner():
    """Seat 0 goes out with 9♠ and reverses the order: the turn runs 3, 2, 1 and then passes over
    seat 0 (the finished owner): the field clears and seat 3 leads."""
    s = position(["9s", "4c 5c", "6d 7d", "8h 2c"], turn=0, rules=rules_of("nine_reverse"))
    play(s, "9s")
    assert s.status[0] == FINISHED and s.turn == 3
    pass_(s)
    pass_(s)
    events = pass_(s)
    clear = next(e for e in events if e.kind == "field_cleared")
    assert clear.seat == 0 and clear.info["parent"] == 3
    assert s.turn == s.parent == 3 and s.is_lead


def test_ghost_seat_an_eliminated_owner_too():
    must_discard_two = custom(1, {"kind": "trigger", "on": "play", "if": {"test": "has_rank", "rank": "5"},
                                  "do": [{"do": "discard", "n": 2, "mode": "exactly"}]})
    s = position(["5s 9h", "6h 3h", "8d 4c"], turn=0, rules=[must_discard_two])
    play(s, "5s")                                                # seat 0 eliminated, owns 5♠
    assert s.status[0] == ELIMINATED and s.top == ("5s",)
    pass_(s)
    events = pass_(s)
    assert "field_cleared" in kinds(events) and s.turn == s.parent == 1 and s.is_lead


# --- cross-game rules (§2.10.6) -------------------------------------------------------------------------

def test_miyako_ochi_and_forbidden_finish_the_rule_breaker_is_below_the_fallen_first():
    s = position(["3s 4s", "9s", "2d", "6c 7c Kc"], turn=1, field=[(0, "5h")], parent=0,
                 rules=rules_of("miyako_ochi", "forbidden_finish"), history=[[0, 2, 1, 3]])
    play(s, "9s")                                                # seat 1 wins: seat 0 (last 1st) falls
    play(s, "2d")                                                # seat 2 goes out on a 2: 反則上がり
    assert s.places == [1, 3, 0, 2]


def test_miyako_ochi_and_two_rule_breakers_the_earlier_goes_lowest_both_below_the_fallen_first():
    """[WIKI]: several rule-breakers fill the bottom in the order they happen (the earlier lower);
    [BOKU-MO][WIKI]: they go below the fallen former 1st of 都落ち."""
    s = position(["3s 4s", "9s", "2d", "2h", "6c 7c Kc"], turn=1, field=[(0, "5h")], parent=0,
                 rules=rules_of("miyako_ochi", "forbidden_finish"), history=[[0, 2, 1, 3, 4]], speed=0)
    play(s, "9s")                                   # seat 1 wins: seat 0 (last 1st) falls to 5th
    events = play(s, "2d")                          # 反則上がり: below the fallen 1st
    assert [(e.seat, e.info["place"]) for e in events if e.kind == "placed_last"] == [(2, 5)]
    play(s, "2h")                                   # a second rule-breaker: above the first one
    assert s.is_over() and s.places == [1, 4, 0, 3, 2]


# --- issue 18 #16: a lock made in the rule builder locks ------------------------------------------------------

def builder_rule(component: dict, precedence: str = "newest") -> dict:
    """A rule exactly as the rule builder makes it (gui/games/daifugo/rule_builder.py RuleBuilderDialog.rule):
    one component, no "obey the locks" static, numbered when the session adds it."""
    return {"instance": 0, "id": "custom", "name": {"text": ""}, "params": {},
            "precedence": precedence, "components": [component]}


def test_a_suit_lock_built_in_the_rule_builder_locks_the_suits():
    """縛り built as WHEN a player plays, IF not a lead and the suits equal those beaten, THEN a
    suit lock starts: 5♥ then 9♥ locks hearts, so K♦ may not follow (a Joker may fill ♥)."""
    from core.games.daifugo.session import Session
    session = Session(3, 2)
    session.add(builder_rule({"kind": "trigger", "on": "play",
                              "if": {"all": [{"not": {"test": "is_lead"}}, {"test": "same_suits"}]},
                              "do": [{"do": "lock", "lock": "suits"}]}), 0)
    s = position(["5h 3c", "9h Qs", "Kd Jh X"], turn=0, rules=session.rules)
    play(s, "5h")
    play(s, "9h")
    assert s.locks == [{"lock": "suits", "suits": ["h"]}]
    assert plays(s) == {("Jh",), ("X",)}                        # K♦ breaks the built lock
    with pytest.raises(IllegalAction):
        play(s, "Kd")


def test_a_number_lock_built_in_the_rule_builder_locks_the_step():
    """数字縛り built in the builder: 5♣ then 6♦ — the next play must be a 7."""
    from core.games.daifugo.session import Session
    session = Session(3, 2)
    session.add(builder_rule({"kind": "trigger", "on": "play", "if": {"test": "step", "n": 1},
                              "do": [{"do": "lock", "lock": "step"}]}), 0)
    s = position(["5c 3c", "6d Qs", "7h 9h"], turn=0, rules=session.rules)
    play(s, "5c")
    play(s, "6d")
    assert s.locks == [{"lock": "step"}] and plays(s) == {("7h",)}


# --- issue 18 #17: the later rule wins at a lead too -------------------------------------------------------------

JOKER_ALWAYS = {"kind": "static", "type": "allow", "if": {"test": "has_joker", "of": "play"}}


def test_the_later_allow_wins_over_an_older_deny_at_a_lead():
    """反則上がり (prohibition form) #1 and "a Joker may always be played" #2: seed §2.2 「後で追加
    されたルールの方が優先されます」, so 親 holding only a Joker (seed footnote *4) may lead it and
    goes out, instead of being eliminated."""
    rules = rules_of("forbidden_finish", forbidden_finish={"form": "prohibit"}) + [custom(2, JOKER_ALWAYS)]
    s = position(["X", "3s 4s", "5d 9c", "6c 7c"], turn=3, field=[(0, "Ah")], parent=0, rules=rules)
    events = pass_(s)
    assert kinds(events) == ["passed", "field_cleared"]
    assert s.status[0] == ACTIVE and s.turn == s.parent == 0 and plays(s) == {("X",)}
    events = play(s, "X")
    assert "finished" in kinds(events) and s.places == [0]


def test_an_older_allow_loses_to_a_later_deny_at_a_lead():
    """The same two rules the other way round: the prohibition is newer and wins, 親 is eliminated."""
    rules = [custom(1, JOKER_ALWAYS), make_rule("forbidden_finish", 2, params={"form": "prohibit"})]
    s = position(["X", "3s 4s", "5d 9c", "6c 7c"], turn=3, field=[(0, "Ah")], parent=0, rules=rules)
    events = pass_(s)
    assert kinds(events) == ["passed", "field_cleared", "eliminated"] and s.status[0] == ELIMINATED


# --- issue 18 #18: what the addition dialog calls "overrides", the engine does -----------------------------------

def test_nine_reverse_added_after_nine_quick_overrides_it():
    """9クイック #1, 9リバース #2: the dialog says #2 overrides #1, so a 9 reverses the order and
    gives no extra turn (seed §2.2: the later rule wins)."""
    s = position(["9s Ts 3s", "6h 6c", "Td 4c"], turn=0, rules=rules_of("nine_quick", "nine_reverse"))
    events = play(s, "9s")
    assert fired(events) == ["nine_reverse"] and s.direction == -1 and s.turn == 2


def test_nine_quick_added_after_nine_reverse_overrides_it():
    s = position(["9s Ts 3s", "6h 6c", "Td 4c"], turn=0, rules=rules_of("nine_reverse", "nine_quick"))
    events = play(s, "9s")
    assert fired(events) == ["nine_quick"] and s.direction == 1 and s.turn == 0


def test_strict_lock_added_after_suit_lock_overrides_it():
    """縛り #1, 激縛り #2: 5♥ then 9♥ locks nothing any more (only 激縛り applies), 5♥ then 6♥ does."""
    s = position(["5h 3c", "9h Qs", "Kd Jh X"], turn=0, rules=rules_of("suit_lock", "strict_lock"))
    play(s, "5h")
    events = play(s, "9h")
    assert fired(events) == [] and s.locks == [] and ("Kd",) in plays(s)
    s = position(["5h 3c", "6h Qs", "Kd 7h X"], turn=0, rules=rules_of("suit_lock", "strict_lock"))
    play(s, "5h")
    events = play(s, "6h")
    assert fired(events) == ["strict_lock"] and s.locks == [{"lock": "strict", "suits": ["h"]}]
    assert plays(s) == {("7h",)}


def test_a_yielding_later_rule_gives_way_and_a_coexisting_one_applies_beside():
    """The adder's precedence, as the dialog words it: "yield" — the older rule stands;
    "coexist" — both apply."""
    yielding = [make_rule("nine_quick", 1), make_rule("nine_reverse", 2, precedence="yield")]
    s = position(["9s Ts 3s", "6h 6c", "Td 4c"], turn=0, rules=yielding)
    assert fired(play(s, "9s")) == ["nine_quick"] and s.turn == 0 and s.direction == 1
    both = [make_rule("nine_quick", 1), make_rule("nine_reverse", 2, precedence="coexist")]
    s = position(["9s Ts 3s", "6h 6c", "Td 4c"], turn=0, rules=both)
    play(s, "9s")
    assert s.pending["type"] == "order"                           # both fired: the player orders them


def _random_game(rules, seed: int, seats: int = 4):
    """Every legal-action list and every event of a game of random legal moves."""
    from core.engine import Rng
    s = GAME.new_state(seats, {"speed": 0, "rules": rules}, seed)
    rng = Rng(seed + 1)
    trace = [[(e.kind, e.seat, e.cards, sorted(e.info.items(), key=str)) for e in s.start_events]]
    while not s.is_over():
        legal = s.legal_actions(s.to_move()[0])
        action = rng.choice(legal)
        events = s.apply(action)
        trace.append((legal, [(e.kind, e.seat, e.cards, sorted(e.info.items(), key=str)) for e in events]))
    return trace


def _overriding_pairs():
    from core.games.daifugo.catalogue import CATALOGUE, conflicts_with
    return [(a, b) for a in CATALOGUE for b in CATALOGUE if a != b and conflicts_with(b, [a])]


@pytest.mark.parametrize("older, newer", _overriding_pairs())
def test_every_rule_the_dialog_says_overrides_another_is_what_the_engine_plays(older, newer):
    """For every pair of catalogue rules the addition dialog calls overriding (conflicts_with), a
    game with the older as #1 and the newer as #2 is move for move the game with #2 alone; and the
    two rules alone do play differently (so the check has teeth)."""
    differ = False
    for seed in range(6):
        both = _random_game([make_rule(older, 1), make_rule(newer, 2)], seed)
        alone = _random_game([make_rule(newer, 2)], seed)
        assert both == alone, f"seed {seed}"
        differ = differ or _random_game([make_rule(older, 2)], seed) != alone
    assert differ
