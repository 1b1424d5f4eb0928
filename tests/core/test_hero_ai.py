"""Hero Mahjong AI (issue 8): it drafts, builds and plays cards when they help. Normal with cards
beats the same normal AI without cards (≥ 55 % of the (card seat, card-less seat) pairs over 200
seeded basic-mode games, by final rank); every choice is legal in every window of every deck mode."""
from __future__ import annotations

import pytest

from core.ai import make_agent
from core.engine import Msg
from core.games.hero_mahjong import ai as hero_ai
from core.games.hero_mahjong.cards import load_set
from core.games.hero_mahjong.decks import constructed_problems
from core.registry import GAMES

GAME = GAMES["hero_mahjong"]
CARDS = load_set("original_v1")
MODES = ("basic", "two_pick", "construction")


class CardlessAgent(hero_ai.HeroAgent):
    """The normal riichi AI that never uses a card: in a card window it draws, passes or plays
    the riichi action; it still chooses a deck (any deck will do: it never plays it)."""

    def choose(self, view, legal):
        kinds = {a.kind for a in legal}
        if kinds & {"pick", "done"}:
            return super().choose(view, legal)
        plain = [a for a in legal if a.kind != "card" and not getattr(a, "option", "")]
        if {a.kind for a in plain} <= {"draw", "pass"}:
            return plain[0]
        return hero_ai.base.RiichiAgent.choose(self, view, plain)


def card_seats(seed: int) -> tuple[int, int]:
    """Seats 0 and 2 play cards in even seeds, 1 and 3 in odd ones (dealer order balanced)."""
    return (0, 2) if seed % 2 == 0 else (1, 3)


def play_match(seed: int, mode: str = "basic", check=None):
    """One seeded game: two card-playing normal seats against two card-less normal seats.
    Returns the final state; ``check(seat, view, legal, action, agent)`` sees every choice."""
    cards = card_seats(seed)
    agents = [make_agent("hero_mahjong", "normal", seed * 7 + s) if s in cards else CardlessAgent("normal", seed * 7 + s)
              for s in range(4)]
    state = GAME.new_state(4, {"deck_mode": mode}, seed)
    while not state.is_over():
        seat = state.to_move()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        action = agents[seat].choose(view, legal)
        if check:
            check(seat, view, legal, action, agents[seat])
        state.apply(action)
    return state


def pair_wins(state, cards) -> int:
    """Of the four (card seat, card-less seat) pairs, how many the card seat finished above."""
    place = {s: i for i, s in enumerate(state.result().ranking)}
    return sum(place[c] < place[o] for c in cards for o in range(4) if o not in cards)


# --- every window, every deck mode ------------------------------------------------------------
@pytest.mark.parametrize("mode", MODES)
def test_every_choice_is_legal_with_a_reason_and_cards_get_used(mode):
    used, kinds = [], set()

    def check(seat, view, legal, action, agent):
        assert action in legal
        kinds.add(action.kind)
        if not isinstance(agent, CardlessAgent):
            assert isinstance(agent.reason, Msg) and agent.reason.context == "ai"
            used.append(action.target) if action.kind == "card" else None
        else:
            assert action.kind != "card" and not getattr(action, "option", "")

    for seed in range(2):
        state = play_match(seed, mode, check)
        assert sum(state.scores) == 100000
    assert used, "the card seats used cards"
    assert {"discard"} <= kinds


@pytest.mark.parametrize("mode", ("two_pick", "construction"))
def test_the_ai_chooses_a_legal_deck(mode):
    state = GAME.new_state(4, {"deck_mode": mode}, 3)
    agents = [make_agent("hero_mahjong", "normal", s) for s in range(4)]
    while state.step in ("draft", "build"):
        seat = state.to_move()[0]
        state.apply(agents[seat].choose(state.view(seat), state.legal_actions(seat)))
    for seat, deck in enumerate(state.decks):
        if mode == "construction":
            assert constructed_problems(CARDS, deck) == []
        else:
            offer = state.offers[seat]
            assert [deck.avatar, *deck.actions] == [c for level in (0, 1, 2, 3) for c in offer[level]
                                                    if c in deck.ids()]


# --- the match ----------------------------------------------------------------------------------
@pytest.mark.slow
def test_normal_with_cards_beats_normal_without_cards_by_final_rank():
    """200 seeded basic-mode games, the card seats rotating: the card seat finishes above the
    card-less seat in at least 55 % of the 800 (card seat, card-less seat) pairs."""
    won = sum(pair_wins(play_match(seed), card_seats(seed)) for seed in range(200))
    assert won / 800 >= 0.55, f"the card seats won {won} of 800 pairs"


# --- single decisions ---------------------------------------------------------------------------
def _ready_position(deck):
    """Seat 0 to discard: 123m 456p 789s 11z 22z and a drawn 4z (ready after it)."""
    from test_hero_rules import hero
    hands = ["123m456p789s1122z", "147m258p369s5566z", "147m258p369s5577z", "258m147p369s6677z"]
    return hero(drawn="4z", deck=deck, hands=hands)


def _choice(state, seat=0):
    return make_agent("hero_mahjong", "normal", 1).choose(state.view(seat), state.legal_actions(seat))


def test_a_ready_hand_turns_another_dora_indicator():
    """日輪の祈り when the hand is ready (and about to riichi)."""
    state = _ready_position(("himiko_av", ("himiko_1", "himiko_2", "himiko_3")))
    action = _choice(state)
    if action.target == "himiko_av":              # the harmless peek first
        state.apply(action)
        action = _choice(state)
    assert (action.kind, action.target) == ("card", "himiko_2")


def test_a_ready_hand_accelerates_and_a_far_hand_into_a_riichi_does_not():
    state = _ready_position(("alex_av", ("alex_1", "alex_2", "alex_3")))
    assert _choice(state).kind == "card", "加速 with the riichi discard: the extra draws are ippatsu chances"
    from test_hero_rules import hero
    far = hero(deck=("alex_av", ("alex_1", "alex_2", "alex_3")))      # 147m258p369s: far from ready
    far.riichi[1] = 1
    far._legal_cache = None
    assert _choice(far).kind != "card", "no extra discards into a riichi with a hand far from ready"


def test_the_ai_never_uses_cards_at_easy():
    state = _ready_position(("himiko_av", ("himiko_1", "himiko_2", "himiko_3")))
    action = make_agent("hero_mahjong", "easy", 1).choose(state.view(0), state.legal_actions(0))
    assert action.kind != "card"


def test_the_sketch_keeps_a_tile_that_helps_and_moves_one_that_does_not():
    """素描: the AI reads the seen tile from its view; 4p completes 23p into a run, North helps nothing."""
    from core.engine import View
    hand = ["1m", "2m", "3m", "5m", "6m", "7m", "2p", "3p", "7p", "8p", "9p", "1s", "1s"]
    data = {"hands": [hand, ["??"] * 13, ["??"] * 13, ["??"] * 13], "melds": [[], [], [], []],
            "ponds": [[], [], [], []], "dora_indicators": ["9s"], "riichi": [0, 0, 0, 0], "scores": [25000] * 4,
            "round_wind": 0, "dealer": 0, "wall": 60}
    agent = make_agent("hero_mahjong", "normal", 1)
    legal = [GAMES["hero_mahjong"].action_class("sketch", 0, target=t) for t in ("keep", "move")]
    assert agent.choose(View("hero_mahjong", 0, dict(data, sketch="4p")), legal).target == "keep"
    assert agent.choose(View("hero_mahjong", 0, dict(data, sketch="4z")), legal).target == "move"


def test_strong_reads_its_peeks_out_of_the_unseen_tiles_and_normal_does_not():
    """Peeked tiles still in the live wall are neither in an opponent's hand nor a random draw:
    strong takes them out of its unseen counts; a peeked tile already drawn stays unseen."""
    from core.engine import View
    hand = ["1m", "2m", "3m", "5m", "6m", "7m", "2p", "3p", "7p", "8p", "9p", "1s", "1s"]
    known = [[{"kind": "peek", "tiles": ["4p", "1p"], "wall": 61}], [], [], []]   # 4p drawn at 61, 1p at 60
    data = {"hands": [hand, ["??"] * 13, ["??"] * 13, ["??"] * 13], "melds": [[], [], [], []],
            "ponds": [[], [], [], []], "dora_indicators": ["9s"], "riichi": [0, 0, 0, 0], "scores": [25000] * 4,
            "round_wind": 0, "dealer": 0, "wall": 60, "known": known}
    view = View("hero_mahjong", 0, data)
    strong = make_agent("hero_mahjong", "strong", 1).reading(view)
    normal = make_agent("hero_mahjong", "normal", 1).reading(view)
    assert normal.unseen[9] == 4 and strong.unseen[9] == 3        # 1p: still in the wall
    assert strong.unseen[12] == normal.unseen[12] == 4             # 4p: drawn already


def test_strong_counts_the_deposits_in_a_win_and_a_counted_empty_suit_as_safer():
    from core.engine import View
    from core.mahjong.notation import parse_kinds
    hand = ["1m", "2m", "3m", "5m", "6m", "7m", "2p", "3p", "4p", "7p", "8p", "9p", "1s"]
    pond = [{"tile": "9m", "called": False, "riichi": True}]
    data = {"seats": 4, "hands": [hand, ["??"] * 13, ["??"] * 13, ["??"] * 13], "melds": [[], [], [], []],
            "ponds": [[], pond, [], []], "dora_indicators": ["9s"], "riichi": [0, 1, 0, 0], "scores": [25000] * 4,
            "round_wind": 0, "dealer": 0, "wall": 60, "sticks": 1, "deposit": 3000,
            "known": [[{"kind": "count", "seat": 1, "man": 4, "pin": 0, "sou": 5, "honours": 4}], [], [], []]}
    view = View("hero_mahjong", 0, data)
    counts = [0] * 34
    for k in parse_kinds("".join(hand + ["1s"])):
        counts[k] += 1
    win = parse_kinds("1s")[0]
    sits = {}
    for level in ("normal", "strong"):
        agent = make_agent("hero_mahjong", level, 1)
        sits[level] = agent.situation(agent.reading(view))
    plain = sits["normal"].win_points(tuple(counts), (), win, True, False, 0)
    assert plain > 0 and sits["strong"].win_points(tuple(counts), (), win, True, False, 0) == plain + 4000
    pin, sou = parse_kinds("5p")[0], parse_kinds("5s")[0]
    assert sits["strong"].danger(pin) < sits["normal"].danger(pin)
    assert sits["strong"].danger(sou) == sits["normal"].danger(sou)
