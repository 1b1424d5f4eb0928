"""Indian Rummy (インディアン・ラミー): who can sit at the table with which pack (issue 18 items 21-23):
the deck count against the seat count, refused by the engine with a clear message (never a crash),
and the India tables of 2 to 6 players."""
from __future__ import annotations

import pytest

from core.engine import Action, IllegalAction, OptionError
from core.games.indian_rummy.deal import draw_strength
from core.games.indian_rummy.rules import IndianRummyAction
from core.registry import GAMES

GAME = GAMES["indian_rummy"]


# --- item 21: an impossible deck count is refused with a clear message ---------------------------

@pytest.mark.parametrize("seats", [8, 9, 10])
def test_two_decks_are_refused_for_eight_to_ten_players_with_a_clear_message(seats):
    """■用意するもの「7人以上の場合は3組使うので159枚使用します」: 2 decks (106 cards) cannot deal
    13 cards to 8+ players with the cut joker and the upcard; the engine refuses it clearly."""
    problem = GAME.seats_problem(seats, GAME.make_options({"deck_count": 2}))
    assert problem is not None and "not enough" in problem.english() and str(seats) in problem.english()
    with pytest.raises(OptionError) as refused:
        GAME.new_state(seats, {"deck_count": 2}, seed=1)
    assert refused.value.reason.english() == problem.english()


def test_two_decks_still_seat_seven_players_and_auto_seats_ten():
    assert GAME.seats_problem(7, GAME.make_options({"deck_count": 2})) is None
    assert GAME.new_state(7, {"deck_count": 2}, seed=1).decks == 2
    assert GAME.seats_problem(10, GAME.make_options(None)) is None


# --- item 22: the seating draw seats the players by their cards -------------------------------------

def first_go_round(state) -> list[int]:
    """The seats in the order they play the first go-round (each draws and discards)."""
    turns = []
    for _ in range(state.seats):
        seat = state.turn
        turns.append(seat)
        state.apply(Action("draw_stock", seat, (), "hand"))
        state.apply(Action("discard", seat, (state.hands[seat][0],), "discard"))
    return turns


@pytest.mark.parametrize("seats, seed", [(3, 1), (4, 7), (5, 11), (6, 2), (10, 5)])
@pytest.mark.parametrize("direction", ["counter_clockwise", "clockwise"])
def test_seating_draw_seats_by_the_cards_the_highest_plays_first_and_the_lowest_deals(seats, seed, direction):
    """席ぎめ: 「最も高いランクを引いたプレーヤーが好きな場所に着いて、ランクの高い順に右隣に座って
    いきます、一番低いランクのプレーヤーがディーラーを行い」 and 「ディーラーの右隣から反時計周りに
    行います」: the players sit in the order of their cards in the direction of play, so the highest
    card plays first, then the next highest ..., and the lowest deals (and plays last)."""
    state = GAME.new_state(seats, {"direction": direction}, seed=seed)
    order = next(e for e in state.start_events if e.kind == "seat_drawn").info["order"]
    assert state.dealer == order[-1]
    assert state.turn == order[0]
    assert [e.seat for e in state.start_events if e.kind == "dealt"] == order    # from the dealer's right
    assert first_go_round(state) == order
    assert state.view(0)["ring"] == state.ring


def test_seating_draw_ties_are_drawn_again_and_seat_by_the_new_cards():
    """「同じランクの場合は、もう一度引き直して優越を決めます」: tied players draw again among
    themselves; the new cards place them."""
    seed = next(k for k in range(500)
                if any(len(d) > 1 for d in GAME.new_state(4, None, seed=k).seat_draw))
    state = GAME.new_state(4, None, seed=seed)
    draws = state.seat_draw
    tied = [s for s in range(4) if len(draws[s]) > 1]
    order = next(e for e in state.start_events if e.kind == "seat_drawn").info["order"]
    ranked = sorted(tied, key=lambda s: [-draw_strength(c) for c in draws[s]])
    assert [s for s in order if s in tied] == ranked
    assert first_go_round(state) == order


# --- item 23: India's tables ------------------------------------------------------------------------

INDIA = [p for p in GAME.presets if p.startswith("india")]


@pytest.mark.parametrize("preset", INDIA)
@pytest.mark.parametrize("seats", [7, 8, 10])
def test_the_india_presets_seat_two_to_six_and_refuse_more_with_a_clear_message(preset, seats):
    """India's tables seat 2 to 6 players (spec §10); the seed's Japan preset still seats 2-10."""
    options = GAME.presets[preset]
    assert options["deck_count"] == "india"
    with pytest.raises(OptionError) as refused:
        GAME.new_state(seats, options, seed=1)
    assert "India's tables seat 2 to 6 players" in refused.value.reason.english()
    assert GAME.new_state(6, options, seed=1).decks == 2
    assert GAME.new_state(seats, GAME.presets["default"], seed=1).decks == 3
    assert GAME.players == tuple(range(2, 11))


@pytest.mark.parametrize("preset", INDIA)
def test_an_india_table_of_two_plays_with_one_53_card_pack(preset):
    """India: one pack (52 cards and a printed joker) at a two-player table (spec §10)."""
    state = GAME.new_state(2, GAME.presets[preset], seed=3)
    every = [c for h in state.hands for c in h] + state.stock + state.discard + ([] if state.cut_in_stock else [state.cut])
    assert state.decks == 1 and len(every) == len(set(every)) == 53
    assert sum(1 for c in every if c.startswith("X")) == 1


def test_one_deck_is_an_option_for_two_players_and_refused_for_more():
    state = GAME.new_state(2, {"deck_count": 1}, seed=2)
    assert state.decks == 1 and len(state.stock) == 53 - 26 - 1
    with pytest.raises(OptionError) as refused:
        GAME.new_state(3, {"deck_count": 1}, seed=2)
    assert "One deck (53 cards) is for two players" in refused.value.reason.english()


def test_deals_a_tie_for_the_most_chips_is_broken_by_a_deal_among_the_tied_players_only():
    """Deals rummy (India, spec §10): a tie for the most chips after the last deal is broken by a
    further deal between the tied players; the others sit it out with their chips."""
    state = GAME.new_state(3, {"deals_count": 2, "seat_draw": False}, seed=4)
    state.match.round_no = 2                          # the last deal is under way
    state.match.ledger = [200, 120, 200]
    seat = state.turn
    state.stock = state.stock[:1]                     # only the cut-joker card left: the deal ends void
    state._changed()
    state.apply(Action("draw_stock", seat, (), "hand"))
    events = state.apply(Action("discard", seat, (state.hands[seat][0],), "discard"))
    assert "tie_break_deal" in [e.kind for e in events] and not state.is_over()
    assert state.status == ["playing", "out", "playing"]
    assert state.hands[1] == [] and len(state.hands[0]) == len(state.hands[2]) == 13
    assert state.turn in (0, 2) and state.dealer in (0, 2)
    assert state.match.ledger == [200, 120, 200]


# --- item 23: rejoining a pool is the player's choice ----------------------------------------------

def pool_round_eliminating_the_first_player(rejoins=1, ledger=(50, 50, 50)):
    """A 3-seat pool 101 where the first player stands at 95 and packs (10), the next packs too:
    the third wins, the first reaches 105 and is eliminated."""
    state = GAME.new_state(3, {"pool_limit": 101, "pool_rejoins": rejoins, "seat_draw": False}, seed=1)
    first = state.turn
    state.match.ledger = list(ledger)
    state.match.ledger[first] = 95
    state.apply(Action("pack", first, (), "pack"))
    events = state.apply(Action("pack", state.turn, (), "pack"))
    return state, first, events


def test_an_eliminated_pool_player_is_asked_whether_to_rejoin_and_may_rejoin():
    """Pool rummy (India, spec §10): an eliminated player *may* rejoin while nobody left is above
    79, with one point more than the highest score left: the player chooses (a prompt)."""
    state, first, events = pool_round_eliminating_the_first_player()
    assert "rejoin_offered" in [e.kind for e in events]
    assert state.to_move() == (first,) and state.view(first)["phase"] == "rejoin"
    assert {a.kind for a in state.legal_actions(first)} == {"rejoin", "stay_out"}
    top = max(state.match.ledger[s] for s in range(3) if s != first)
    assert state.view(first)["rejoin_offer"] == {"seat": first, "score": top + 1}
    events = state.apply(Action("rejoin", first, (), "rejoin"))
    assert events[0].kind == "rejoined" and state.match.ledger[first] == top + 1
    assert "round_started" in [e.kind for e in events] and state.status[first] == "playing"
    assert state.match.out == []


def test_a_pool_player_who_stays_out_is_eliminated():
    state, first, _ = pool_round_eliminating_the_first_player()
    events = state.apply(Action("stay_out", first, (), "stay_out"))
    assert events[0].kind == "eliminated" and state.match.out == [first]
    assert state.status[first] == "out" and not state.is_over()


@pytest.mark.parametrize("rejoins", [0, 1, 2])
def test_a_pool_player_may_rejoin_as_many_times_as_the_option_allows(rejoins):
    """pool_rejoins: how often one player may rejoin (the India presets: once)."""
    state, first, _ = pool_round_eliminating_the_first_player(rejoins)
    for _ in range(rejoins):
        assert state.to_move() == (first,) and state.phase == "rejoin"
        state.apply(Action("rejoin", first, (), "rejoin"))
        state.match.ledger = [95 if s == first else 50 for s in range(3)]     # about to go out again
        while state.phase != "rejoin" and first not in state.match.out:
            state.apply(Action("pack", state.turn, (), "pack"))
    assert state.phase != "rejoin" and not state.legal_actions(first) or state.turn != first
    assert state.match.out == [first] and state.match.rejoins[first] == rejoins


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_the_ai_chooses_to_rejoin_the_pool_with_a_reason(level):
    from core.ai import make_agent

    state, first, _ = pool_round_eliminating_the_first_player()
    agent = make_agent("indian_rummy", level, 1)
    action = agent.choose(state.view(first), state.legal_actions(first))
    assert action.kind == "rejoin" and "Rejoins the pool with" in agent.explain().english()


# --- item 23: a discarded wild cannot be picked up (India) -----------------------------------------

@pytest.mark.parametrize("preset", INDIA)
def test_india_a_wild_discarded_by_a_player_cannot_be_picked_up(preset):
    """India's online rule (spec §10, [E6]): a wild card a player discarded cannot be taken."""
    assert GAME.presets[preset]["forbid_taking_discarded_wild"] is True
    state = GAME.new_state(3, GAME.presets[preset], seed=5)
    seat = state.turn
    state.apply(Action("draw_stock", seat, (), "hand"))
    wild = "X#2"
    state.hands[seat][0] = wild
    state._changed()
    state.apply(Action("discard", seat, (wild,), "discard"))
    nxt = state.turn
    assert "take_discard" not in {a.kind for a in state.legal_actions(nxt)}
    assert state.explain(nxt, (wild,), "hand").english() == "A wild card discarded by a player cannot be taken."


# --- item 23: no void round India lacks --------------------------------------------------------------

def test_india_reshuffles_the_discards_as_often_as_the_stock_runs_out():
    """India reshuffles the discards whenever the stock runs out (spec §10); the engine used to
    void the round after the third reshuffle, a rule India lacks."""
    state = GAME.new_state(3, {"stock_exhausted": "reshuffle_discards", "cut_joker_in_stock": False,
                               "seat_draw": False}, seed=2)
    state.discard = state.stock[1:] + state.discard        # most of the stock already discarded
    state.stock = state.stock[:1]
    state.reshuffles = 5
    state._changed()
    seat = state.turn
    state.apply(Action("draw_stock", seat, (), "hand"))
    events = state.apply(Action("discard", seat, (state.hands[seat][0],), "discard"))
    assert [e.kind for e in events] == ["discarded", "stock_reshuffled"]
    assert state.match.round_no == 1 and len(state.discard) == 1 and state.stock


# --- item 23: the show (India): the declarer's own groups count --------------------------------------

from test_indian_rummy_rules import FILLER, position  # noqa: E402

HAND14 = "4h 5h 6h 9s Ts 7d Qc Qd Qh 2c 3c 4c X Kd"      # Rummy after Kd when 7s are wild
GOOD = (("4h", "5h", "6h"), ("9s", "Ts", "7d"), ("Qc", "Qd", "Qh"), ("2c", "3c", "4c", "X"))
REGROUP = (("4h", "5h", "6h"), ("9s", "Ts"), ("7d", "Qc", "Qd", "Qh", "X"), ("2c", "3c", "4c"))   # no meld: 9s Ts


def grouped(seat, groups, card="Kd"):
    return IndianRummyAction("declare", seat, (card,), "declare", groups=groups)


def show_position(**options):
    s = position([HAND14, FILLER[0], FILLER[1]], phase="discard", options=options)
    return s


def test_india_show_the_declarers_own_groups_count_and_a_hand_valid_only_regrouped_is_a_wrong_show():
    """The show (India, spec §10): the declarer shows the hand in groups; a hand that would be a
    Rummy only when regrouped is a wrong show (80)."""
    assert all(GAME.presets[p]["show"] == "as_grouped" for p in INDIA)
    s = show_position(show="as_grouped", invalid_declaration="penalty_80")
    events = s.apply(grouped(0, REGROUP))
    refused = next(e for e in events if e.kind == "declaration_refused")
    assert refused.info["penalty"] == 80
    assert refused.text.english() == "As shown, 9♠ 10♠ is no meld: A meld needs at least three cards."
    assert s.status[0] == "packed" and not any(e.kind == "declared" for e in events)


def test_india_show_a_hand_shown_in_melds_is_declared_as_grouped():
    s = show_position(show="as_grouped", invalid_declaration="penalty_80")
    events = s.apply(grouped(0, GOOD))
    declared = next(e for e in events if e.kind == "declared")
    assert sorted(tuple(sorted(m["cards"])) for m in declared.info["melds"]) == sorted(tuple(sorted(g)) for g in GOOD)


def test_india_show_with_prevented_declarations_refuses_a_wrong_grouping_with_the_reason():
    s = show_position(show="as_grouped")
    with pytest.raises(IllegalAction) as refused:
        s.apply(grouped(0, REGROUP))
    assert "no meld" in refused.value.reason.english()
    assert s.phase == "discard" and len(s.hands[0]) == 14
    with pytest.raises(IllegalAction):                        # the groups must hold the 13 cards left
        s.apply(grouped(0, GOOD[:3]))


def test_the_seed_default_the_engine_finds_the_best_arrangement_whatever_the_grouping():
    """The seed's default stays "the engine finds the best arrangement": a grouping sent along is
    not what counts."""
    assert GAME.presets["default"]["show"] == "best_arrangement"
    s = show_position()
    events = s.apply(grouped(0, REGROUP))
    assert any(e.kind == "declared" for e in events)


def test_india_show_a_hand_rummy_shown_in_wrong_groups_is_a_wrong_show():
    s = position(["4h 5h 6h 9s Ts 7d Qc Qd Qh 2c 3c 4c X", FILLER[0], FILLER[1]], turns_taken=[0, 1, 1],
                 options={"show": "as_grouped", "invalid_declaration": "penalty_80"})
    events = s.apply(IndianRummyAction("declare", 0, (), "declare", groups=REGROUP))
    assert [e.kind for e in events][0] == "declaration_refused" and s.status[0] == "packed"


def test_a_grouped_declaration_round_trips_through_json_and_plain_actions_read_the_same():
    a = grouped(0, GOOD)
    back = GAME.action_from_json(a.to_json())
    assert back == a and back.groups == GOOD
    plain = Action("discard", 1, ("Kd",), "discard")
    assert GAME.action_from_json(plain.to_json()) == plain
    assert GAME.action_from_json(plain.to_json()).to_json() == plain.to_json()
    with pytest.raises(ValueError):
        GAME.action_from_json({**a.to_json(), "groups": [[1, 2]]})


def test_a_game_with_a_shown_declaration_replays_from_its_record():
    """A declaration with groups is recorded and replayed like any action."""
    from core.records import record_from_json, replay

    state = GAME.new_state(2, GAME.presets["india_points"], seed=8)
    rng = __import__("random").Random(8)
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        declares = [a for a in legal if a.kind == "declare" and a.cards]
        if declares:
            a = declares[0]
            kept = state._kept(seat, a.cards)
            state.apply(IndianRummyAction("declare", seat, a.cards, "declare", groups=(tuple(kept),)))
            continue
        state.apply(legal[rng.randrange(len(legal))])
    again = replay(record_from_json(state.record().to_json()))
    assert again.digest() == state.digest()
    assert any(getattr(a, "groups", ()) for a in again.actions)
