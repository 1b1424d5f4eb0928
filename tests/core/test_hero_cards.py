"""Hero Mahjong's cards as data and its three ways of dealing decks (hero_mahjong.md §2, §5, §8.2)."""
from __future__ import annotations

import pytest

from core.engine import Rng
from core.games.hero_mahjong.cards import EFFECTS, TIMINGS, load_set, parse_set, set_problems
from core.games.hero_mahjong.decks import Deck, basic_decks, constructed_problems, pick_deck, two_pick_offers

CARDS = load_set("original_v1")


def test_the_original_set_eight_heroes_of_an_avatar_and_three_action_cards():
    assert len(CARDS.cards) == 32 and len(CARDS.heroes) == 8
    for hero in CARDS.heroes:
        assert [c.level for c in CARDS.hero_deck(hero)] == [0, 1, 2, 3]
    assert all(c.timing in TIMINGS and c.effects for c in CARDS.cards)
    assert all(e.op in EFFECTS for c in CARDS.cards for e in c.effects)
    assert "not the publisher" in CARDS.title_en, "labelled as our own set"


def test_a_card_reads_its_effects():
    alex3 = CARDS.card("alex_3")
    assert alex3.timing == "BEFORE_DISCARD" and alex3.level == 3
    (effect,) = alex3.effects
    assert (effect.op, effect.get("max"), effect.get("cost")) == ("paid_super_accel", 3, 1000)
    leo2 = CARDS.card("leo_2")
    assert [e.op for e in leo2.effects] == ["accel", "peek"]


def test_in_riichi_only_after_win_and_end_of_hand_action_cards_and_avatars():
    assert CARDS.card("himiko_3").usable_in_riichi()          # 自分アガり後
    assert CARDS.card("eliz_2").usable_in_riichi()            # 終局時
    assert not CARDS.card("alex_1").usable_in_riichi()        # 自分打牌前
    assert CARDS.card("himiko_av").usable_in_riichi(), "avatars are not restricted ([P])"


@pytest.mark.parametrize("bad, word", [
    ({"cards": [{"id": "x", "level": 4, "timing": "ALWAYS", "effects": [{"op": "accel", "n": 1}]}]}, "level"),
    ({"cards": [{"id": "x", "level": 1, "timing": "SOMETIME", "effects": [{"op": "accel", "n": 1}]}]}, "timing"),
    ({"cards": [{"id": "x", "level": 1, "timing": "ALWAYS", "effects": [{"op": "teleport"}]}]}, "unknown effect"),
    ({"cards": [{"id": "x", "level": 1, "timing": "ALWAYS", "effects": [{"op": "accel", "n": "two"}]}]}, "whole"),
    ({"cards": [{"id": "x", "level": 1, "timing": "ALWAYS",
                 "effects": [{"op": "forced_deposit", "target": "everyone", "amount": 1}]}]}, "one of"),
    ({"cards": [{"id": "x", "level": 1, "timing": "ALWAYS", "effects": []}]}, "no effect"),
])
def test_a_bad_card_set_is_refused_with_its_problem(bad, word):
    assert any(word in p for p in set_problems(bad))
    with pytest.raises(ValueError):
        parse_set(bad)


def test_basic_rule_deals_different_heroes_with_their_own_action_cards():
    decks = basic_decks(CARDS, Rng(3), 4)
    heroes = [CARDS.card(d.avatar).hero for d in decks]
    assert len(set(heroes)) == 4
    for deck, hero in zip(decks, heroes):
        assert [CARDS.card(c).hero for c in deck.actions] == [hero] * 3
        assert [CARDS.card(c).level for c in deck.actions] == [1, 2, 3]


def test_two_pick_offers_two_of_each_pile_to_each_player_and_keeps_one_of_each():
    offers = two_pick_offers(CARDS, Rng(5), 4)
    for level in (0, 1, 2, 3):
        dealt = [c for o in offers for c in o[level]]
        assert len(dealt) == len(set(dealt)) == 8, "four players take the whole pile of eight"
        assert all(CARDS.card(c).level == level for c in dealt)
    deck = pick_deck(offers[0], {level: offers[0][level][1] for level in (0, 1, 2, 3)})
    assert deck.avatar == offers[0][0][1] and len(deck.actions) == 3
    with pytest.raises(ValueError):
        pick_deck(offers[0], {0: offers[1][0][0], 1: offers[0][1][0], 2: offers[0][2][0], 3: offers[0][3][0]})


def test_constructed_decks_total_six_levels():
    assert constructed_problems(CARDS, Deck("alex_av", ("himiko_1", "archi_2", "eliz_3"))) == []
    assert constructed_problems(CARDS, Deck("leo_av", ("alex_1", "khan_1", "leo_1", "suntzu_3"))) == [], \
        "I + I + I + III is 6 too (the seed's example)"
    assert constructed_problems(CARDS, Deck("alex_av", ("alex_1", "alex_2")))            # 3
    assert constructed_problems(CARDS, Deck("alex_av", ("alex_3", "alex_3")))            # one copy of a card
    assert constructed_problems(CARDS, Deck("alex_1", ("himiko_1", "archi_2", "eliz_3")))  # not an avatar
    assert constructed_problems(CARDS, Deck("alex_av", ("alex_1", "alex_2")), exact=False) == []
