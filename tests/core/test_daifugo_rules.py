"""Plain daifugō, the base rules of 《ルール追加》 (seed §2.3, §2.4, §3; spec daifugo.md §1.1-1.10).

Each test names the rule it checks. Positions are built with ``GAMES["daifugo"].new_state`` and
then edited directly (hands, field, turn, 親, status ...; see :func:`position`). 
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.cards import deck, is_joker, parse, pretty, rank
from core.engine import Action, IllegalAction, Rng
from core.games.daifugo.combos import ORDER, beats, canonical, is_combination, sort_key, strength
from core.games.daifugo.book import RuleBook
from core.games.daifugo.rules import ACTIVE, ELIMINATED, FINISHED, DaifugoState, start_search_order
from core.registry import GAMES

GAME = GAMES["daifugo"]
DECK = deck(jokers=2)


# --- helpers ----------------------------------------------------------------------------------

def position(hands, *, turn, field=(), parent=None, speed=0, status=None, places=(), discard=(),
             rules=()) -> DaifugoState:
    """A state with the given hands (card notation per seat), field ``[(owner, "cards"), ...]``
    (bottom first), turn player, 親, statuses and places."""
    s = GAME.new_state(len(hands), {"speed": speed}, seed=0)
    s.hands = [sorted(parse(h), key=sort_key) for h in hands]
    s.field = [(owner, canonical(parse(cards))) for owner, cards in field]
    s.turn = turn
    s.parent = turn if parent is None else parent
    s.status = list(status) if status else [ACTIVE] * len(hands)
    s.places = list(places)
    s.discard = list(parse(" ".join(discard))) if discard else []
    s.out = []
    s.book = RuleBook.from_json(list(rules))
    s.stage, s.pending, s.queue = "act", None, []
    s._legal_cache = None
    s._version += 1
    return s


def play(s: DaifugoState, cards: str) -> list:
    return s.apply(Action("play", s.turn, canonical(parse(cards)), "field"))


def pass_(s: DaifugoState) -> list:
    return s.apply(Action("pass", s.turn, (), "pass"))


def plays(s: DaifugoState, seat: int | None = None) -> set:
    seat = s.turn if seat is None else seat
    return {a.cards for a in s.legal_actions(seat) if a.kind == "play"}


def can_pass(s: DaifugoState) -> bool:
    return any(a.kind == "pass" for a in s.legal_actions(s.turn))


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def run(s: DaifugoState, agent="first", seed=0, limit=20000) -> list[tuple]:
    """Play to the end; returns [(action, events, places after)]. agent "first" always takes
    legal_actions[0] (the weakest play, a pass only if nothing can be played)."""
    rng = Rng(seed)
    log = []
    while not s.is_over():
        assert len(log) < limit, "no end"
        legal = s.legal_actions(s.to_move()[0])
        a = legal[0] if agent == "first" else rng.choice(legal)
        log.append((a, s.apply(a), list(s.places)))
    return log


def rule(*components, instance=1, rule_id="test") -> dict:
    """An added rule as data (see core/games/daifugo/book.py)."""
    return {"instance": instance, "id": rule_id, "components": list(components)}


DENY_ALL = rule({"kind": "static", "type": "deny", "if": {"test": "count", "op": ">=", "n": 1}})


def deny_seat(seat: int) -> dict:
    """An added rule that forbids every play of one seat."""
    return rule({"kind": "static", "type": "deny", "if": {"test": "seat", "who": "actor", "n": seat}})


def remove_on_deal(cards) -> dict:
    """An added rule that takes some cards out of play right after the deal."""
    return rule({"kind": "trigger", "on": "game_start",
                 "do": [{"do": "discard", "who": "each", "n": 54, "chooser": "weakest", "cards": sorted(set(cards))}]})


#: 栗拾い, the seed's footnote example: playing a 9 takes a card of the discard pile.
CHESTNUT_PICK = rule({"kind": "trigger", "on": "play", "if": {"test": "has_rank", "rank": "9"},
                      "do": [{"do": "take_discard", "n": {"count": "9"}, "chooser": "random"}]})


def with_rules(seats, seed, rules, speed=0) -> DaifugoState:
    return GAME.new_state(seats, {"speed": speed, "rules": list(rules)}, seed)


def clockwise(start: int, seats: int) -> list[int]:
    return [(start + i) % seats for i in range(seats)]


# --- 1.2 deck and deal ------------------------------------------------------------------------

@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6, 7, 8, 53, 54, 55, 100])
def test_deal_54_cards_as_evenly_as_possible(seats):
    for seed in range(4):
        s = GAME.new_state(seats, None, seed)
        assert Counter(c for h in s.hands for c in h) == Counter(DECK)
        assert len(DECK) == 54 and DECK.count("X") == 2
        sizes = [len(h) for h in s.hands]
        assert max(sizes) - min(sizes) <= 1
        assert sum(sizes) == 54


def test_extra_cards_go_to_the_first_seats_in_dealing_order_from_a_random_seat():
    """Spec Q5: one card at a time clockwise from a random (recorded) seat."""
    starts = set()
    for seed in range(12):
        s = GAME.new_state(5, None, seed)
        starts.add(s.deal_start)
        order = clockwise(s.deal_start, 5)
        assert [len(s.hands[p]) for p in order] == [11, 11, 11, 11, 10]
    assert len(starts) > 1


def test_same_seed_same_deal_other_seed_other_deal():
    a, b, c = (GAME.new_state(4, None, seed) for seed in (9, 9, 10))
    assert a.hands == b.hands and a.digest() == b.digest()
    assert a.hands != c.hands


def test_hands_are_private_and_the_deal_is_dealt_face_down():
    s = GAME.new_state(4, None, 3)
    dealt = [e for e in s.start_events if e.kind == "dealt"]
    assert [e.seat for e in dealt] == [0, 1, 2, 3]
    for e in dealt:
        assert e.visible_to == (e.seat,) and list(e.cards) == s.hands[e.seat]
        assert set(e.redacted((e.seat + 1) % 4).cards) == {"??"}


# --- 1.3 the first leader (親) ------------------------------------------------------------------

@pytest.mark.parametrize("seats", [2, 4, 8])
def test_diamond_three_holder_is_parent(seats):
    for seed in range(6):
        s = GAME.new_state(seats, None, seed)
        holder = next(p for p in range(seats) if "3d" in s.hands[p])
        assert s.parent == s.turn == holder
        assert s.to_move() == (holder,)
        assert s.start_card == "3d"
        announced = [e for e in s.start_events if e.kind == "parent_chosen"]
        assert len(announced) == 1 and announced[0].seat == holder
        assert announced[0].cards == ("3d",) and announced[0].visible_to is None  # shown to all


def test_start_search_fallback_order_diamond_heart_spade_club():
    order = start_search_order()
    seed_order = [r + s for s in "dhsc" for r in "3456789TJQK"]      # ♦3…♦K, ♥3…♥K, ♠3…♠K, ♣3…♣K
    assert order[:44] == seed_order
    # beyond the seed (spec Q4): aces, then 2s, in the same suit order
    assert order[44:] == ["Ad", "Ah", "As", "Ac", "2d", "2h", "2s", "2c"]


@pytest.mark.parametrize("removed, expected", [
    ("3d", "4d"),
    ("3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd", "3h"),
    ("3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd 3h 4h", "5h"),
    (" ".join(r + s for s in "dh" for r in "3456789TJQK"), "3s"),
    (" ".join(r + s for s in "dhs" for r in "3456789TJQK"), "3c"),
    (" ".join(r + s for s in "dhs" for r in "3456789TJQK") + " 3c 4c 5c", "6c"),
    (" ".join(r + s for s in "dhsc" for r in "3456789TJQK"), "Ad"),       # spec Q4
])
def test_start_search_finds_the_first_held_card_in_order(removed, expected):
    for seed in range(3):
        s = with_rules(4, seed, [remove_on_deal(parse(removed))])
        holder = next(p for p in range(4) if expected in s.hands[p])
        assert s.start_card == expected
        assert s.parent == s.turn == holder
        assert s.legal_actions(holder)


def test_start_search_falls_back_to_a_joker_holder_when_no_numbered_card_is_found():
    """Spec Q4: after A and 2 of every suit, any Joker holder."""
    naturals = [c for c in DECK if c != "X"]
    s = with_rules(4, 1, [remove_on_deal(naturals)])
    assert s.start_card is None
    assert "X" in s.hands[s.parent] and s.turn == s.parent
    assert s.legal_actions(s.turn)


def test_start_search_runs_every_game():
    """Each game starts with its own ♦3 search (no classes, no exchange)."""
    holders = {next(p for p in range(4) if "3d" in GAME.new_state(4, None, seed).hands[p]) for seed in range(12)}
    assert len(holders) > 1
    for seed in range(12):
        s = GAME.new_state(4, None, seed)
        assert "3d" in s.hands[s.parent]


# --- 1.4 combinations, strength, Jokers ---------------------------------------------------------

def test_lead_cannot_be_passed():
    s = GAME.new_state(4, None, 2)
    assert s.is_lead
    assert not can_pass(s)
    digest = s.digest()
    with pytest.raises(IllegalAction) as info:
        pass_(s)
    assert "cannot be passed" in info.value.reason.english()
    assert s.digest() == digest
    assert "cannot be passed" in s.explain(s.turn, (), "pass").english()


def test_lead_need_not_contain_the_diamond_three():
    s = GAME.new_state(4, None, 2)
    without = [a for a in s.legal_actions(s.turn) if "3d" not in a.cards]
    assert without
    play(s, " ".join(without[-1].cards))
    assert s.field[-1][1] == without[-1].cards


def test_lead_may_be_any_combination_of_any_size():
    s = position(["3s 3h 3d 3c X 9s", "4s", "5s"], turn=0)
    got = plays(s)
    assert ("3s", "3h", "3d", "3c", "X") in got
    assert ("9s", "X") in got and ("X",) in got and ("9s",) in got
    assert ("3s", "9s") not in got
    legal = s.legal_actions(0)
    assert len(legal) == len(set(legal)) == len(got)       # no duplicates, no pass


def test_follow_needs_same_count_and_stronger():
    s = position(["4s 4h 8s 8h 8d X", "5s", "6s"], turn=0, field=[(2, "7s 7d")], parent=2)
    assert plays(s) == {("8s", "8h"), ("8s", "8d"), ("8h", "8d"), ("8s", "X"), ("8h", "X"), ("8d", "X")}
    assert can_pass(s)
    for bad, reason in [("8s", "You must play 2 card(s)"), ("8s 8h 8d", "You must play 2 card(s)"),
                        ("4s 4h", "stronger"), ("4s X", "stronger"), ("4s 8s", "same rank")]:
        with pytest.raises(IllegalAction) as info:
            play(s, bad)
        assert reason in info.value.reason.english()
        assert reason in s.explain(0, tuple(parse(bad)), "field").english()


def test_strength_order_3_to_2_then_joker():
    reps = [r + "s" for r in ORDER] + ["X"]
    assert ORDER == "3456789TJQKA2"
    for i, top in enumerate(reps):
        hand = " ".join(r for r in reps if r != top)
        s = position([hand, "4h", "5h"], turn=0, field=[(1, top)], parent=1)
        assert plays(s) == {(r,) for r in reps[i + 1:]}, f"on {top}"


def test_joker_is_wild_without_suit():
    s = position(["7h X", "4s", "5s"], turn=0, field=[(1, "6s 6d")], parent=1)
    assert plays(s) == {("7h", "X")}
    play(s, "7h X")
    top = s.top
    assert strength(top) == strength(("7s", "7d"))
    assert {c[1] for c in top if not is_joker(c)} == {"h"}      # the pair's suit set is just ♥
    s = position(["7h X", "4s", "5s"], turn=0, field=[(1, "7s 7d")], parent=1)
    assert plays(s) == set()                                       # 7+Joker is only a pair of 7s


def test_joker_pair_is_a_pair_stronger_than_any_rank():
    s = position(["2d X X", "4s", "5s"], turn=0, field=[(1, "2s 2h")], parent=1)
    assert plays(s) == {("X", "X")}
    s = position(["2d X X", "4s", "5s"], turn=0, field=[(1, "As X")], parent=1)
    assert plays(s) == {("2d", "X"), ("X", "X")}


def test_lone_joker_is_unbeatable():
    s = position(["2s 2h X", "4s", "5s"], turn=0, field=[(1, "X")], parent=1)
    assert plays(s) == set()
    assert [a.kind for a in s.legal_actions(0)] == ["pass"]


def test_a_lone_joker_beats_a_2():
    s = position(["X", "4s", "5s"], turn=0, field=[(1, "2s")], parent=1)
    assert plays(s) == {("X",)}


# --- 1.5 turn structure --------------------------------------------------------------------------

def test_turn_goes_to_the_left_neighbour_clockwise():
    s = position(["3s 9s", "4s 9h", "5s 9d", "6s 9c"], turn=2)
    play(s, "5s")
    assert s.turn == 3 and not s.is_lead
    play(s, "6s")
    assert s.turn == 0
    pass_(s)
    assert s.turn == 1


def test_pass_does_not_lock_out():
    s = position(["3s 9s", "4s Ks", "5s 6s"], turn=0)
    play(s, "3s")
    pass_(s)                                   # seat 1 passes on the 3
    play(s, "5s")                              # seat 2
    pass_(s)                                   # seat 0
    assert s.turn == 1 and ("Ks",) in plays(s)  # seat 1 may play again
    play(s, "Ks")
    assert s.top == ("Ks",)


def test_field_reset_when_turn_returns_to_owner():
    s = position(["9s 3h", "4s 6h", "5s 7h"], turn=0)
    play(s, "9s")
    pass_(s)
    events = pass_(s)
    cleared = [e for e in events if e.kind == "field_cleared"]
    assert len(cleared) == 1 and cleared[0].cards == ("9s",) and cleared[0].info["cause"] == "returned"
    assert cleared[0].seat == 0 and cleared[0].dst == "discard"
    assert s.field == [] and s.discard == ["9s"]
    assert s.turn == s.parent == 0 and s.is_lead and not can_pass(s)


def test_field_keeps_growing_until_the_reset_and_all_of_it_is_discarded():
    s = position(["3s 9s Qs", "4s Ts", "5s Js"], turn=0)
    play(s, "3s")
    play(s, "4s")
    play(s, "5s")
    play(s, "9s")                    # seat 0 again: the owner is seat 2, no reset
    assert [owner for owner, _ in s.field] == [0, 1, 2, 0]
    pass_(s)
    events = pass_(s)
    assert "field_cleared" in kinds(events)
    assert sorted(s.discard) == sorted(["3s", "4s", "5s", "9s"])
    assert s.parent == s.turn == 0


def test_field_reset_when_owner_has_finished_ghost_seat():
    """Spec Q1: the owner of the top cards finished, so the turn never returns to them; when the
    turn passes over their seat the field is cleared and the next active player becomes 親."""
    s = position(["Ks", "4s 5s", "6s 7s"], turn=0)
    events = play(s, "Ks")
    assert s.status[0] == FINISHED and s.places == [0]
    assert s.turn == 1 and not s.is_lead
    pass_(s)
    assert s.field                             # seat 2's turn: no reset yet
    events = pass_(s)
    cleared = [e for e in events if e.kind == "field_cleared"]
    assert len(cleared) == 1 and cleared[0].seat == 0 and cleared[0].info["parent"] == 1
    assert s.turn == s.parent == 1 and s.is_lead


def test_ghost_seat_reset_also_skips_other_inactive_seats():
    s = position(["Ks", "9s", "4s 5s", "6s 7s"], turn=0, status=[ACTIVE, FINISHED, ACTIVE, ACTIVE], places=[1])
    play(s, "Ks")
    assert s.places == [1, 0] and s.turn == 2
    pass_(s)
    pass_(s)                                   # passes over seats 0 (ghost owner) and 1 (finished)
    assert s.field == [] and s.turn == s.parent == 2


def test_passing_a_finished_seat_that_no_longer_owns_the_top_does_not_reset():
    s = position(["9s", "Ts 5s", "Ks 6s", "8s 8h"], turn=0)
    play(s, "9s")                              # seat 0 finishes
    play(s, "Ts")
    play(s, "Ks")                              # seat 2 owns the top now
    events = pass_(s)                          # seat 3; the turn passes over seat 0's seat
    assert "field_cleared" not in kinds(events)
    assert s.turn == 1 and s.top == ("Ks",) and len(s.field) == 3


def test_finished_players_get_no_more_turns():
    s = position(["3s", "4s 9s", "5s 9h"], turn=0)
    play(s, "3s")
    assert s.status[0] == FINISHED
    seen = []
    for _ in range(8):
        seen.append(s.turn)
        a = s.legal_actions(s.turn)[0]
        s.apply(a)
        if s.is_over():
            break
    assert 0 not in seen
    for seed in range(5):
        g = GAME.new_state(5, {"speed": 0}, seed)
        run(g, "rng", seed)
        replayed = GAME.new_state(5, {"speed": 0}, seed)
        for a in g.actions:                    # every action came from an active player
            assert replayed.status[a.seat] == ACTIVE
            replayed.apply(a)


# --- 1.6 finishing, places, end of game -------------------------------------------------------------

def test_simultaneous_finishes_turn_player_first_then_clockwise():
    s = position(["", "4s 5s", "3d", "6s", ""], turn=2)
    events = play(s, "3d")
    finished = [(e.seat, e.info["place"]) for e in events if e.kind == "finished"]
    assert finished == [(2, 1), (4, 2), (0, 3)]
    assert s.places == [2, 4, 0]


def test_finish_check_after_a_pass_covers_every_empty_hand_clockwise_from_the_turn_player():
    """F1(b), F2, F3: the check also runs after a pass, for everybody, from the turn player."""
    s = position(["", "4s", "5s", "6s", ""], turn=2, field=[(3, "9s")], parent=3)
    events = pass_(s)
    assert [(e.seat, e.info["place"]) for e in events if e.kind == "finished"] == [(4, 1), (0, 2)]


def test_finish_check_runs_after_the_effects_of_the_play():
    """Seed footnote *3: with 「9 を出すと捨て札から 1 枚拾う」 a last card 9 does not finish."""
    s = position(["9s", "3s 4s", "5s 6s"], turn=0, discard=["4c"], rules=[CHESTNUT_PICK])
    play(s, "9s")
    assert s.status[0] == ACTIVE and s.hands[0] == ["4c"] and s.places == []
    s = position(["9s", "3s 4s", "5s 6s"], turn=0, discard=["4c"])
    play(s, "9s")
    assert s.status[0] == FINISHED and s.places == [0]


def test_last_one_standing_finishes():
    s = position(["5s", "9s 9h", "3s"], turn=0, status=[ACTIVE, ACTIVE, FINISHED], places=[2])
    events = play(s, "5s")
    assert [(e.seat, e.info["place"]) for e in events if e.kind == "finished"] == [(0, 2), (1, 3)]
    assert s.status == [FINISHED] * 3 and s.hands[1] == ["9s", "9h"]
    assert s.is_over() and s.result().ranking == [2, 0, 1]
    assert kinds(events)[-1] == "game_ended"


def test_two_player_game_ends_when_one_player_goes_out():
    for seed in range(5):
        s = GAME.new_state(2, {"speed": 0}, seed)
        run(s, "rng", seed)
        first, second = s.places
        assert not s.hands[first] and s.hands[second]
        assert s.status == [FINISHED, FINISHED]


def test_unfinished_places_clockwise_from_first():
    s = position(["3s 4s", "5s 6s", "8s 9s", "7s", "Ts Js"], turn=3, speed=1)
    events = play(s, "7s")
    assert s.is_over()
    assert s.places == [3, 4, 0, 1, 2]
    assert s.status == [ACTIVE, ACTIVE, ACTIVE, FINISHED, ACTIVE]
    ended = events[-1]
    assert ended.kind == "game_ended" and ended.info["places"] == [3, 4, 0, 1, 2]
    res = s.result()
    assert res.ranking == [3, 4, 0, 1, 2]
    assert res.scores == [2, 1, 0, 4, 3]
    assert res.detail["finished"] == [3]


def test_unfinished_places_start_at_the_first_place_seat_not_the_turn_player():
    s = position(["", "4s", "5s", "6s", "7s"], turn=2, field=[(3, "9s")], parent=3, speed=1)
    pass_(s)                                    # seat 0 (empty-handed) finishes, 1st
    assert s.places == [0, 1, 2, 3, 4]


# --- speed (速度) -------------------------------------------------------------------------------------

def _finishers(s) -> list[int]:
    return [p for p in s.places if s.status[p] == FINISHED]


def _play_and_check_stop(seats, speed, seed):
    s = GAME.new_state(seats, {"speed": speed}, seed)
    log = run(s, "rng", seed)
    needed = seats if speed == 0 else min(speed, seats)
    for _, _, places in log[:-1]:
        assert len(places) < needed                      # never went on after the condition held
    assert len(log[-1][2]) >= needed                     # and stopped as soon as it did
    assert sorted(s.places) == list(range(seats))
    return s


@pytest.mark.parametrize("seed", range(4))
def test_speed_slow_plays_all_places(seed):
    s = _play_and_check_stop(5, 0, seed)
    assert s.status == [FINISHED] * 5 and len(_finishers(s)) == 5


@pytest.mark.parametrize("seed", range(4))
def test_speed_one_times_stops_at_first_place(seed):
    s = _play_and_check_stop(5, 1, seed)
    assert len(_finishers(s)) == 1
    assert s.result().ranking == [s.places[0]] + [p for p in clockwise(s.places[0], 5)[1:]]


@pytest.mark.parametrize("seed", range(4))
def test_speed_double_stops_when_first_and_second_exist(seed):
    s = _play_and_check_stop(5, 2, seed)
    first, second = _finishers(s)
    rest = [p for p in clockwise(first, 5) if p not in (first, second)]
    assert s.places == [first, second] + rest


@pytest.mark.parametrize("n, seed", [(3, 0), (3, 1), (4, 2), (5, 3)])
def test_speed_n_times_stops_when_places_1_to_n_exist(n, seed):
    s = _play_and_check_stop(6, n, seed)
    assert len(_finishers(s)) == n or (n == 5 and len(_finishers(s)) == 6)   # 5 of 6: the last one stands


def test_speed_above_the_seat_count_plays_all_places():
    s = _play_and_check_stop(4, 9, 1)
    assert s.status == [FINISHED] * 4


def test_speed_presets():
    assert GAME.presets["default"]["speed"] == 2
    assert GAME.presets["slow"]["speed"] == 0
    assert GAME.presets["one_times"]["speed"] == 1
    assert GAME.new_state(4, None, 0).speed() == 2


# --- 1.7 elimination (脱落) ----------------------------------------------------------------------

def test_elimination_of_player_who_cannot_act():
    """A player who can take no action the rules allow is out on the spot (seed §2.4): here an
    added rule forbids every play, so nobody can lead; followers can still pass."""
    s = position(["4s", "5s 6s", "7s", "8s"], turn=0, field=[(1, "3s")], parent=1, rules=[DENY_ALL])
    assert [a.kind for a in s.legal_actions(0)] == ["pass"]
    events = pass_(s)
    assert kinds(events) == ["passed", "field_cleared", "eliminated", "eliminated", "eliminated",
                             "finished", "game_ended"]
    assert [e.seat for e in events if e.kind == "eliminated"] == [1, 2, 3]
    assert s.status == [FINISHED, ELIMINATED, ELIMINATED, ELIMINATED]
    # the last one standing finishes; the eliminated follow clockwise from 1st (F5, Q9)
    assert s.places == [0, 1, 2, 3] and s.is_over()
    assert s.result().detail["finished"] == [0]


def test_eliminated_hand_goes_face_down_out_of_the_game():
    """Spec Q2: out of the game, not the discard pile; only the owner sees the cards."""
    s = position(["4s", "5s 6s", "7s 7h", "8s"], turn=0, field=[(1, "3s")], parent=1, rules=[deny_seat(1)])
    events = pass_(s)
    out = next(e for e in events if e.kind == "eliminated")
    assert out.seat == 1 and out.cards == ("5s", "6s") and out.dst == "out" and out.visible_to == (1,)
    assert out.redacted(2).cards == ("??", "??")
    assert s.hands[1] == [] and s.out == ["5s", "6s"] and s.discard == ["3s"]
    assert s.view(2)["out_count"] == 2 and "5s" not in str(s.view(2).to_json())


def test_eliminated_parent_next_active_player_leads():
    """Spec Q3: 親 cannot lead and is out; the next active player leads."""
    s = position(["4s", "5s 6s", "7s 7h", "8s"], turn=0, field=[(1, "3s")], parent=1, rules=[deny_seat(1)])
    pass_(s)
    assert s.status[1] == ELIMINATED
    assert s.turn == 2 and s.is_lead and not can_pass(s)
    assert not s.is_over()


def test_eliminated_parent_passes_parent_to_the_next_leader():
    s = position(["4s", "5s 6s", "7s 7h", "8s"], turn=0, field=[(1, "3s")], parent=1, rules=[deny_seat(1)])
    pass_(s)
    assert s.turn == 2 and s.is_lead
    assert s.parent == 2 and s.view(None)["parent"] == 2


def test_eliminated_players_place_after_finishers_clockwise_from_first():
    s = position(["4s", "5s 6s", "7s", "8s 9s"], turn=0, field=[(1, "3s")], parent=1, speed=1,
                 rules=[deny_seat(1)])
    pass_(s)                                   # seat 1 must lead, cannot: out; seat 2 leads
    play(s, "7s")                              # and finishes 1st: 一倍速 ends the game
    assert s.is_over() and s.places == [2, 3, 0, 1]


def test_elimination_is_followed_by_the_finish_and_end_checks():
    """F4, F6: after an elimination the last one standing finishes and the speed is checked."""
    s = position(["", "5s 6s", "7s 8s"], turn=2, field=[(1, "3s")], parent=1, speed=2,
                 status=[FINISHED, ACTIVE, ACTIVE], places=[0], rules=[deny_seat(1)])
    events = pass_(s)                          # back to seat 1, who must lead and cannot
    assert kinds(events) == ["passed", "field_cleared", "eliminated", "finished", "game_ended"]
    assert s.is_over() and s.places == [0, 2, 1]
    assert s.status == [FINISHED, ELIMINATED, FINISHED]


def test_elimination_cannot_happen_with_the_base_rules_alone():
    for seed in range(6):
        s = GAME.new_state(6, {"speed": 0}, seed)
        run(s, "rng", seed)
        assert ELIMINATED not in s.status


def test_first_parent_who_cannot_lead_is_eliminated_at_the_start():
    holder = next(p for p in range(4) if "3d" in GAME.new_state(4, None, 3).hands[p])
    s = with_rules(4, 3, [deny_seat(holder)])
    assert s.status[holder] == ELIMINATED
    assert s.to_move() and s.legal_actions(s.to_move()[0])
    assert s.turn == (holder + 1) % 4 and s.is_lead


# --- seed §3: 100 players, one deck -------------------------------------------------------------------

def _seed_example(seed: int, speed: int):
    s = GAME.new_state(100, {"speed": speed}, seed)
    leader = s.parent
    empty = [p for p in range(100) if not s.hands[p]]
    expected_first = [leader] + [p for p in clockwise(leader, 100)[1:] if p in empty]
    return s, leader, empty, expected_first


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4])
def test_seed_example_100_players_one_deck(seed):
    s, leader, empty, expected = _seed_example(seed, 0)
    assert Counter(len(h) for h in s.hands) == {1: 54, 0: 46}
    assert s.hands[leader] == ["3d"] and s.turn == leader and s.start_card == "3d"
    assert s.legal_actions(leader) == [Action("play", leader, ("3d",), "field")]   # must lead ♦3
    events = play(s, "3d")
    finished = [e for e in events if e.kind == "finished"]
    assert len(finished) == 47 == len(expected)
    assert [e.seat for e in finished] == expected                    # the leader 1st, then clockwise
    assert [e.info["place"] for e in finished] == list(range(1, 48))
    assert s.places == expected
    # 低速: play goes on with the 53 one-card players, starting next to the leader
    assert not s.is_over()
    assert sum(st == ACTIVE for st in s.status) == 53
    assert all(len(s.hands[p]) == 1 for p in range(100) if s.status[p] == ACTIVE)
    assert s.turn == next(p for p in clockwise(leader, 100)[1:] if s.status[p] == ACTIVE)
    assert s.field == [(leader, ("3d",))]


@pytest.mark.parametrize("speed", range(1, 48))
def test_seed_example_one_times_to_47_times_end_after_the_first_play(speed):
    s, leader, empty, expected = _seed_example(speed % 5, speed)
    play(s, "3d")
    assert s.is_over() and s.to_move() == ()
    assert s.places[:47] == expected
    rest = [p for p in clockwise(leader, 100) if p not in expected]     # F5: clockwise from 1st
    assert s.result().ranking == expected + rest
    assert len(rest) == 53


@pytest.mark.parametrize("seed", [0, 1])
def test_seed_example_48_times_continues_and_ends_at_the_48th_place(seed):
    s, leader, empty, expected = _seed_example(seed, 48)
    play(s, "3d")
    assert not s.is_over() and len(s.places) == 47
    run(s, "rng", seed)
    assert len(_finishers(s)) == 48 and s.places[:47] == expected
    assert sorted(s.places) == list(range(100))


@pytest.mark.parametrize("seed", [0, 1])
def test_seed_example_slow_game_plays_to_the_end(seed):
    s, leader, empty, expected = _seed_example(seed, 0)
    log = run(s, "first")
    assert s.is_over()
    assert s.status == [FINISHED] * 100 and sorted(s.places) == list(range(100))
    assert s.places[:47] == expected
    s2, *_ = _seed_example(seed, 0)
    run(s2, "rng", seed)
    assert s2.status == [FINISHED] * 100


def test_seed_example_slow_everyone_passes_and_the_ghost_seat_clears_the_field():
    """Spec §1.9: under 低速 the owner of ♦3 has finished; Q1 (ghost seat) must clear the field."""
    s, leader, empty, expected = _seed_example(0, 0)
    play(s, "3d")
    active = [p for p in clockwise(leader, 100) if s.status[p] == ACTIVE]
    for i, p in enumerate(active):
        assert s.turn == p and s.field
        events = pass_(s)
    assert kinds(events) == ["passed", "field_cleared"]
    assert events[1].seat == leader and events[1].info["parent"] == active[0]
    assert s.turn == s.parent == active[0] and s.is_lead and s.discard == ["3d"]


# --- property tests of play validation ------------------------------------------------------------

def _oracle_strength(cards):
    """Independent oracle: strength of a combination (3 → 0 … 2 → 12, all Jokers → 13) or None."""
    naturals = {rank(c) for c in cards if not is_joker(c)}
    if not cards or len(naturals) > 1:
        return None
    return ORDER.index(naturals.pop()) if naturals else 13


@st.composite
def positions(draw, max_hand=10):
    """(hand, top) with top None for a lead, else a combination of 1-4 cards not in the hand."""
    lead = draw(st.booleans())
    ix = draw(st.lists(st.integers(0, 53), unique=True, min_size=1 if lead else 0, max_size=max_hand))
    hand = [DECK[i] for i in ix]
    if lead:
        return hand, None
    rest = [DECK[i] for i in range(54) if i not in set(ix)]
    jokers = [c for c in rest if is_joker(c)]
    by_rank = {r: [c for c in rest if not is_joker(c) and rank(c) == r] for r in ORDER}
    choices = [(r, k) for r in ORDER for k in range(1, 5) if by_rank[r] and len(by_rank[r]) + len(jokers) >= k]
    choices += [("X", k) for k in range(1, len(jokers) + 1)]
    r, k = draw(st.sampled_from(choices))
    if r == "X":
        return hand, tuple(jokers[:k])
    nat = by_rank[r]
    j = draw(st.integers(max(0, k - len(nat)), min(len(jokers), k - 1)))
    chosen = draw(st.permutations(nat))[:k - j]
    return hand, canonical(chosen + jokers[:j])


def _state_for(hand, top) -> DaifugoState:
    h = " ".join(hand)
    if top is None:
        return position([h, "4c", "5c"], turn=0)
    return position([h, "4c", "5c"], turn=0, field=[(2, " ".join(top))], parent=2)


@settings(max_examples=150, deadline=None)
@given(positions())
def test_property_every_legal_play_is_a_stronger_combination_of_the_same_count(pos):
    hand, top = pos
    s = _state_for(hand, top)
    legal = s.legal_actions(0)
    assert len(legal) == len(set(legal))
    assert any(a.kind == "pass" for a in legal) == (top is not None)
    for a in legal:
        if a.kind == "pass":
            continue
        assert a.target == "field" and a.seat == 0
        assert is_combination(a.cards) and _oracle_strength(a.cards) is not None
        assert canonical(a.cards) == a.cards
        assert not Counter(a.cards) - Counter(hand)
        if top is not None:
            assert beats(a.cards, top)
            assert len(a.cards) == len(top) and _oracle_strength(a.cards) > _oracle_strength(top)


@settings(max_examples=150, deadline=None)
@given(positions())
def test_property_every_stronger_combination_in_hand_is_legal(pos):
    hand, top = pos
    s = _state_for(hand, top)
    legal = plays(s, 0)
    sizes = range(1, len(hand) + 1) if top is None else [len(top)]
    expected = set()
    for k in sizes:
        for sub in combinations(hand, k):
            st_ = _oracle_strength(sub)
            if st_ is not None and (top is None or st_ > _oracle_strength(top)):
                expected.add(canonical(sub))
    assert legal == expected


REASONS = {
    "hand": "{card} is not in your hand.",
    "empty": "Choose at least one card to play.",
    "combo": "Cards played together must be of the same rank (Jokers may join any rank).",
    "count": "You must play {n} card(s), as many as on the field.",
    "weak": "Your cards must be stronger than the field (3 < … < K < A < 2 < Joker).",
}


@settings(max_examples=200, deadline=None)
@given(positions(), st.data())
def test_property_random_subset_is_legal_iff_combination_same_count_stronger(pos, data):
    hand, top = pos
    s = _state_for(hand, top)
    sub = data.draw(st.lists(st.sampled_from(hand), unique=True, max_size=6)) if hand else []
    stranger = [c for c in DECK if c not in hand and c != "X"]
    if data.draw(st.booleans()) and data.draw(st.booleans()):
        sub.append(data.draw(st.sampled_from(stranger)))            # a card not in the hand
    in_hand = not Counter(sub) - Counter(hand)
    st_ = _oracle_strength(sub)
    ok = in_hand and st_ is not None and (top is None or (len(sub) == len(top) and st_ > _oracle_strength(top)))
    action = Action("play", 0, canonical(sub), "field")
    assert (action in s.legal_actions(0)) == ok
    if ok:
        return
    if not in_hand:
        why = "hand"
    elif not sub:
        why = "empty"
    elif st_ is None:
        why = "combo"
    elif len(sub) != len(top):
        why = "count"
    else:
        why = "weak"
    reason = s.explain(0, tuple(sub), "field")
    assert reason.text == REASONS[why], (sub, top, reason.english())
    if why == "count":
        assert reason.args["n"] == len(top)
    if why == "hand":
        assert reason.args["card"] in {pretty(c) for c in sub if c not in hand}
    digest = s.digest()
    with pytest.raises(IllegalAction) as info:
        s.apply(action)
    assert info.value.reason.text == REASONS[why]
    assert s.digest() == digest


def test_explain_other_reasons():
    s = position(["4s 5s", "6s", "7s"], turn=0, field=[(1, "3s")], parent=1)
    assert s.explain(1, ("6s",), "field").english() == "It is not your turn."
    assert s.explain(0, ("4s",), "discard").english() == "Cards can only be played to the field."
    s = position(["4s 5s", "6s", "7s"], turn=0)
    assert "cannot be passed" in s.explain(0, (), "pass").english()
    with pytest.raises(IllegalAction, match="not your turn"):
        s.apply(Action("play", 1, ("6s",), "field"))
    with pytest.raises(IllegalAction):
        s.apply(Action("play", 0, ("5s", "4s"), "field"))        # cards must be in canonical order
