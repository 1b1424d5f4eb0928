"""The three ways of making each player's deck (shared/rules/hero_mahjong.md §2):

- 基本ルール (basic): each player is dealt one avatar at random and takes its hero's three
  action cards; every card is public;
- 2Pickルール: four face-down piles (avatars, level I, II, III); each player is dealt two from
  each pile and keeps one of each pair (hidden until used);
- 構築ルール (constructed): each player chooses one avatar and action cards whose levels total 6
  ([P] exactly 6, one copy of a card per deck).
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import AVATAR, LEVELS, CardSet

PILES = (AVATAR,) + LEVELS
LEVEL_TOTAL = 6


@dataclass(frozen=True)
class Deck:
    """A player's deck: the avatar's id and the action cards' ids."""

    avatar: str
    actions: tuple[str, ...]

    def ids(self) -> tuple[str, ...]:
        """The avatar and the action cards (none for a deck still being chosen)."""
        return ((self.avatar,) if self.avatar else ()) + self.actions


def basic_decks(cards: CardSet, rng, players: int) -> list[Deck]:
    """基本ルール: avatars dealt at random (the rest unused), each with its hero's action cards."""
    avatars = list(cards.by_level(AVATAR))
    rng.shuffle(avatars)
    out = []
    for avatar in avatars[:players]:
        deck = cards.hero_deck(avatar.hero)
        out.append(Deck(avatar.id, tuple(c.id for c in deck if not c.is_avatar)))
    return out


def two_pick_offers(cards: CardSet, rng, players: int) -> list[dict[int, tuple[str, str]]]:
    """2Pickルール: for each player, two card ids from each pile (level 0 = avatars, then I-III)."""
    offers: list[dict[int, tuple[str, str]]] = [{} for _ in range(players)]
    for level in PILES:
        pile = [c.id for c in cards.by_level(level)]
        if len(pile) < 2 * players:
            raise ValueError(f"the level {level} pile holds {len(pile)} cards, too few for {players} players")
        rng.shuffle(pile)
        for seat in range(players):
            offers[seat][level] = (pile[2 * seat], pile[2 * seat + 1])
    return offers


def pick_deck(offer: dict[int, tuple[str, str]], picks: dict[int, str]) -> Deck:
    """The deck a player keeps from an offer: one card of each pair; ValueError for a pick not
    offered."""
    chosen = {}
    for level in PILES:
        card = picks.get(level)
        if card not in offer[level]:
            raise ValueError(f"{card!r} was not offered at level {level}")
        chosen[level] = card
    return Deck(chosen[AVATAR], tuple(chosen[level] for level in LEVELS))


def constructed_problems(cards: CardSet, deck: Deck, exact: bool = True) -> list[str]:
    """構築ルール: what is wrong with a chosen deck (empty: it is legal)."""
    problems = []
    try:
        avatar = cards.card(deck.avatar)
    except KeyError:
        return [f"unknown card {deck.avatar!r}"]
    if not avatar.is_avatar:
        problems.append(f"{deck.avatar} is not an avatar")
    total = 0
    for card_id in deck.actions:
        try:
            card = cards.card(card_id)
        except KeyError:
            problems.append(f"unknown card {card_id!r}")
            continue
        if card.is_avatar:
            problems.append(f"{card_id} is an avatar: a deck has one")
        total += card.level
    if len(set(deck.actions)) != len(deck.actions):
        problems.append("a deck holds one copy of each card")
    if (total != LEVEL_TOTAL) if exact else (total > LEVEL_TOTAL or total == 0):
        problems.append(f"the action cards' levels total {total}, not {LEVEL_TOTAL}")
    return problems
