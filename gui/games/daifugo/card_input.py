"""Reading cards and ranks as a person types them in the rule dialogs: ``3s``, ``10♦``, ``♠3``,
``Joker``, ``J Q K``; and ranks back into words."""
from __future__ import annotations

import re

from core.cards import RANKS
from core.games.daifugo import vocab
from core.games.daifugo.combos import ORDER

from ...i18n import translate

_JOKER_WORDS = {"x", "joker", "jk", "ジョーカー"}
_SUIT_CHARS = {"s": "s", "h": "h", "d": "d", "c": "c", "♠": "s", "♥": "h", "♦": "d", "♣": "c"}


def parse_rank(token: str) -> str | None:
    """``10``/``T``/``t`` -> ``T``, ``j`` -> ``J``; None if it is no rank."""
    t = token.strip().upper()
    if t == "10":
        t = "T"
    return t if len(t) == 1 and t in ORDER else None


def parse_card(token: str) -> str | None:
    """A card in any usual spelling (``3s``, ``10♦``, ``♠3``, ``Joker``) as its code, or None."""
    t = token.strip()
    if t.lower() in _JOKER_WORDS or t.lower() == translate("cards", "Joker").lower():
        return "X"
    if len(t) < 2:
        return None
    low = t.lower()
    if low[-1] in _SUIT_CHARS:
        suit, rank_text = _SUIT_CHARS[low[-1]], t[:-1]
    elif low[0] in _SUIT_CHARS:
        suit, rank_text = _SUIT_CHARS[low[0]], t[1:]
    else:
        return None
    r = parse_rank(rank_text)
    return r + suit if r is not None and r in RANKS else None


def _tokens(text: str) -> list[str]:
    return [t for t in re.split(r"[\s,、，]+", text.strip()) if t]


def parse_cards(text: str) -> list[str] | None:
    cards = [parse_card(t) for t in _tokens(text)]
    return None if any(c is None for c in cards) else cards


def parse_ranks(text: str) -> list[str] | None:
    ranks = [parse_rank(t) for t in _tokens(text)]
    if any(r is None for r in ranks):
        return None
    return sorted(set(ranks), key=ORDER.index)


def ranks_text(ranks) -> str:
    return " ".join(vocab.RANK_TEXT.get(r, r) for r in ranks)
