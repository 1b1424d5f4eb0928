"""The cards of Indian Rummy: the pack, the seating draw, the wild ranks of a round and the deal.

Pack (spec §1): 2 decks + 2 printed jokers (106 cards) for 2-6 players, 3 decks + 3 jokers (159)
for 7-10 (the seed); India's packs: one deck for 2 players, two up to 6, and no table of more than
six (``deck_count`` "india"). :func:`seats_problem` refuses a pack too small for the table, with the
reason in the player's words. Every card code is unique (``Ah``, ``Ah#2``, ``X``, ``X#2`` ...). A stock is a list whose
last element is its top.
"""
from __future__ import annotations

from core.cards import JOKER, RANKS, deck, is_joker, rank
from core.engine import QT_TRANSLATE_NOOP, Msg, msg

HAND_SIZE = 13
DECK_CARDS = 53                     # a 52-card deck with its printed joker
MIN_SEATS, MAX_SEATS = 2, 10        # the seed: 「2人〜10人まで遊べます」
INDIA_MAX_SEATS = 6                 # India's tables (points, pool, deals) seat 2 to 6
#: seating draw (席ぎめ): Joker > A > K > Q > ... > 2 (spec §2 and Q1: the seed omits the Ace)
DRAW_ORDER = {r: i for i, r in enumerate("23456789TJQKA" + JOKER)}
_SUIT_ORDER = {s: i for i, s in enumerate("shcd")}       # ♠ ♥ ♣ ♦: colours alternate in a hand
_RANK_ORDER = {r: i for i, r in enumerate(RANKS)}


def deck_count(option, seats: int) -> int:
    """The number of decks: the option's number; "auto" = 2 up to 6 players, 3 from 7 (the seed:
    「2〜6人の場合…2組」「7人以上の場合は3組」); "india" = 1 for 2 players, else 2."""
    if option == "auto":
        return 2 if seats <= 6 else 3
    if option == "india":
        return 1 if seats <= 2 else 2
    return int(option)


def seats_problem(seats: int, option) -> Msg | None:
    """Why ``seats`` players cannot play with the pack of ``deck_count`` = ``option``, or None:
    India's tables seat at most six; one deck is for two players; the pack must hold 13 cards a
    player, the cut joker, the first discard and a stock."""
    def why(text: str, **args) -> Msg:
        return msg("indian_rummy", text, **args)

    if not MIN_SEATS <= seats <= MAX_SEATS:
        return why(QT_TRANSLATE_NOOP("indian_rummy", "Indian Rummy is played by 2 to 10 players."))
    if option == "india" and seats > INDIA_MAX_SEATS:
        return why(QT_TRANSLATE_NOOP("indian_rummy", "India's tables seat 2 to 6 players: choose at most 6 players, "
                                                     "or the Japan (seed) rules for 7 to 10."))
    decks = deck_count(option, seats)
    if decks == 1 and seats > 2:
        return why(QT_TRANSLATE_NOOP("indian_rummy", "One deck (53 cards) is for two players: choose more decks, "
                                                     "or Auto."))
    if seats * HAND_SIZE + 3 > DECK_CARDS * decks:       # the hands, the cut joker, the upcard, a stock
        return why(QT_TRANSLATE_NOOP("indian_rummy", "{decks} decks ({cards} cards) are not enough for {seats} "
                                                     "players: choose 3 decks, or Auto."),
                   decks=decks, cards=DECK_CARDS * decks, seats=seats)
    return None


def make_pack(decks: int) -> list[str]:
    """``decks`` 52-card decks with one printed joker each (spec §1: 106 or 159 cards)."""
    cards: list[str] = []
    for copy in range(1, decks + 1):
        cards += deck(jokers=1, copy=copy)
    return cards


def sort_key(card: str) -> tuple:
    """The engine's hand order: by suit (♠ ♥ ♣ ♦), then rank A..K, then deck; jokers last."""
    base, _, copy = card.partition("#")
    if base == JOKER:
        return (4, 0, int(copy or 1))
    return (_SUIT_ORDER[base[1]], _RANK_ORDER[base[0]], int(copy or 1))


def draw_strength(card: str) -> int:
    """Strength in the seating draw: Joker highest, then A, K, ..., 2."""
    return DRAW_ORDER[rank(card)]


def seating_draw(seats: list[int], pack: list[str], refill) -> tuple[list[int], dict[int, list[str]]]:
    """Each seat draws a card from the top of ``pack``; tied seats draw again among themselves
    (spec §2). Returns the seats from the highest to the lowest and the cards each drew.
    ``refill()`` gives a fresh shuffled pack if this one runs out."""
    draws: dict[int, list[str]] = {s: [] for s in seats}
    order: list[int] = []
    todo: list[list[int]] = [list(seats)]         # groups still tied, highest group first
    while todo:
        group = todo.pop(0)
        if len(group) == 1:
            order.append(group[0])
            continue
        got = {}
        for s in group:
            if not pack:
                pack.extend(refill())
            got[s] = pack.pop()
            draws[s].append(got[s])
        strengths = sorted({draw_strength(c) for c in got.values()}, reverse=True)
        todo[0:0] = [[s for s in group if draw_strength(got[s]) == v] for v in strengths]
    return order, draws


def seated(order: list[int], ring: list[int], step: int) -> list[int]:
    """The table after the seating draw (席ぎめ): 「最も高いランクを引いたプレーヤーが好きな場所に
    着いて、ランクの高い順に右隣に座っていきます」. ``order``: the seats from the highest card to the
    lowest; ``ring``: the seat at each place around the table (places count like seat indices,
    +1 = clockwise); ``step``: the direction of play (-1 counter-clockwise, i.e. to the right).
    The highest keeps their place (any place will do) and the others follow in the direction of
    play (the seed's "to the right" is its direction of play; the clockwise option mirrors it), so
    the lowest deals and the dealer's next, the highest, plays first."""
    n = len(ring)
    first = ring.index(order[0])
    out = list(ring)
    for k, seat in enumerate(order):
        out[(first + step * k) % n] = seat
    return out


def wild_ranks(cut: str, aces_also_wild: bool) -> frozenset[str]:
    """The ranks wild this round besides the printed jokers (spec §3): the cut joker's rank; none
    if a printed joker was turned (or the Aces under ``aces_also_wild``)."""
    if is_joker(cut):
        return frozenset("A") if aces_also_wild else frozenset()
    return frozenset(rank(cut))


def deal_order(dealer: int, seats_in_play: list[int], step: int, ring: list[int]) -> list[int]:
    """The seats dealt to, one card at a time: from the dealer's right in the direction of play
    around the table ``ring``, the dealer last (spec Q2)."""
    n = len(ring)
    order = []
    p = ring.index(dealer)
    for _ in range(n):
        p = (p + step) % n
        if ring[p] in seats_in_play:
            order.append(ring[p])
    return order

