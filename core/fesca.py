"""The FESCA deck (陰陽五行プレイングカード) and its text notation, defined once.

78 cards, each exactly once: five element suits 木火土金水 (``wo fi ea me wa``) of ranks 1-12
(五行札), the 陰陽 suit ``yy`` of ranks 1-12 (陰陽札: odd ranks are 陽 white, even ranks 陰 black),
the 空無 card of each element (rank 0: ``wo0`` ... ``wa0``, 空無札) and 太極 (``yy0``, the 陰陽
suit's rank 0, 太極札). A card is the suit code followed by the rank: ``wo7``, ``fi12``, ``yy5``.

Reduced decks cut the top ranks two at a time: FESCA54 keeps ranks 0-8, FESCA42 ranks 0-6.

The same notation names an *identity* a card stands for in a meld (``wo6`` = "the 6 of wood"),
with rank 0 meaning position Z of the 13-cycle (ZAT: 0 and 13 at once, "Zero And Thirteen").
"""
from __future__ import annotations

ELEMENTS = ("wo", "fi", "ea", "me", "wa")     # 木 火 土 金 水, in 相生 order: index = position in the cycle
YY = "yy"                                     # 陰陽
SUITS = ELEMENTS + (YY,)
ELEMENT_INDEX = {s: i for i, s in enumerate(ELEMENTS)}
KANJI = {"wo": "木", "fi": "火", "ea": "土", "me": "金", "wa": "水", "yy": "陰陽"}
ENGLISH = {"wo": "Wood", "fi": "Fire", "ea": "Earth", "me": "Metal", "wa": "Water", "yy": "Yin-yang"}
DECKS = {"fesca78": 12, "fesca54": 8, "fesca42": 6}   # deck id -> top rank kept

ELEMENT, YINYANG, VOID, TAIJI = "element", "yinyang", "void", "taiji"
PENALTY = {ELEMENT: 1, YINYANG: 3, VOID: 5, TAIJI: 7}   # 罰点 per card left in hand


def suit(card: str) -> str:
    """The suit code: ``wo fi ea me wa yy``."""
    return card[:2]


_RANKS = {f"{s}{r}": r for s in SUITS for r in range(13)}


def rank(card: str) -> int:
    """The printed rank: 1-12, or 0 for 空無 and 太極."""
    try:
        return _RANKS[card]
    except KeyError:
        return int(card[2:])


def make(suit_code: str, rank_number: int) -> str:
    """The card (or identity) code of a suit and rank."""
    return f"{suit_code}{rank_number}"


def card_class(card: str) -> str:
    """``element`` (五行札), ``yinyang`` (陰陽札), ``void`` (空無札) or ``taiji`` (太極札)."""
    if card[:2] == YY:
        return TAIJI if card[2:] == "0" else YINYANG
    return VOID if card[2:] == "0" else ELEMENT


def is_element(card: str) -> bool:
    return card[:2] != YY and card[2:] != "0"


def is_yinyang(card: str) -> bool:
    """A 陰陽 card of rank 1-12 (not 太極)."""
    return card[:2] == YY and card[2:] != "0"


def is_void(card: str) -> bool:
    """A 空無 card (rank 0 of an element suit)."""
    return card[:2] != YY and card[2:] == "0"


def is_taiji(card: str) -> bool:
    return card == "yy0"


def is_yang(card: str) -> bool:
    """陽 (white): an odd-ranked 陰陽 card. Even-ranked ones are 陰 (black)."""
    return is_yinyang(card) and rank(card) % 2 == 1


def is_wild_capable(card: str) -> bool:
    """True for the cards that can act as wilds: 陰陽 (SW), 空無 (RW) and 太極 (GW)."""
    return card[:2] == YY or card[2:] == "0"


def penalty(card: str) -> int:
    """罰点: 1 for an element card, 3 陰陽, 5 空無, 7 太極."""
    return PENALTY[card_class(card)]


def deck(name: str = "fesca78") -> list[str]:
    """Every card of a deck, in a fixed order (suit by suit, rank 0 first)."""
    top = DECKS[name]
    return [make(s, r) for s in SUITS for r in range(top + 1)]


def is_card(text: str, top: int = 12) -> bool:
    """True if ``text`` is a card code of a deck whose top rank is ``top``."""
    if len(text) < 3 or text[:2] not in SUITS or not text[2:].isdigit():
        return False
    if text[2] == "0" and len(text) > 3:
        return False
    return 0 <= int(text[2:]) <= top


def pretty(card: str) -> str:
    """The card as the rulebook writes it: ``木7``, ``陽5``, ``陰6``, ``空無木``, ``太極``."""
    s, r = card[:2], int(card[2:])
    if s == YY:
        if r == 0:
            return "太極"
        return f"{'陽' if r % 2 else '陰'}{r}"
    if r == 0:
        return f"空無{KANJI[s]}"
    return f"{KANJI[s]}{r}"


def pretty_identity(identity: str) -> str:
    """An identity (what a card stands for): ``木7``, ``陰陽4``, ``木Z`` for position Z."""
    s, r = identity[:2], int(identity[2:])
    return f"{KANJI[s]}{'Z' if r == 0 else r}"


def pretty_list(cards) -> str:
    return " ".join(pretty(c) for c in cards)


def parse(text: str) -> list[str]:
    """Cards from a space-separated string of codes (``"wo3 wo4 yy0"``); raises ValueError."""
    cards = text.split()
    for c in cards:
        if not is_card(c):
            raise ValueError(f"{c!r} is not a FESCA card")
    return cards


def sort_key(card: str) -> tuple[int, int]:
    """Hand order: suit by suit (木火土金水陰陽), ranks ascending, 0 last within a suit."""
    got = _SORT_KEYS.get(card)
    if got is None:
        r = rank(card)
        got = SUITS.index(card[:2]), (r if r else 99)
    return got


_SORT_KEYS = {f"{s}{r}": (i, r if r else 99) for i, s in enumerate(SUITS) for r in range(13)}
