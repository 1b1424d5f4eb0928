"""Matching the Wild Rummy R table's gestures to the legal actions, pure (which actions put these
cards there), and how an action reads in the chooser when several match (:func:`action_label`)."""
from __future__ import annotations

from collections import Counter

from core.fesca import pretty

from ...i18n import translate
from .items import form_title, identity_text

MELD_KINDS = ("lay_off", "swap_wild", "take_natural", "bury", "excavate", "slide")


# --- matching gestures to legal actions (pure) --------------------------------------------------------
def same_cards(a, b) -> bool:
    """True if ``a`` and ``b`` hold the same cards (in any order)."""
    return Counter(a) == Counter(b)


def contains_cards(big, small) -> bool:
    """True if every card of ``small`` is in ``big``."""
    return not (Counter(small) - Counter(big))


def discard_matches(legal, codes) -> list:
    """The legal discards of exactly ``codes``."""
    return [a for a in legal if a.kind == "discard" and same_cards(a.cards, codes)]


def meld_matches(legal, codes) -> list:
    """The legal new melds made of exactly ``codes`` (several: other readings of the wilds)."""
    return [a for a in legal if a.kind == "meld" and same_cards(a.cards, codes)]


def slot_matches(legal, codes, meld_id: int, at: str) -> list:
    """Actions playing ``codes`` onto the slot whose face-up card is ``at`` (差し札, 埋め潰し,
    抜き札, 発掘)."""
    target = f"meld:{meld_id}"
    return [a for a in legal if a.kind in MELD_KINDS and a.target == target and getattr(a, "at", "") == at
            and same_cards(a.cards, codes)]


def body_matches(legal, codes, meld_id: int) -> list:
    """Actions playing ``codes`` onto a meld's ends or body (付け札, 付け抜き札)."""
    target = f"meld:{meld_id}"
    return [a for a in legal if a.kind in ("lay_off", "slide") and a.target == target and same_cards(a.cards, codes)]


def drop_matches(legal, codes, meld_id: int, at: str | None) -> list:
    """A drop of ``codes`` on a meld: on a slot card ``at`` the actions aimed at that slot, else
    (or when none is) the lay-offs and slides of that meld."""
    if at:
        found = slot_matches(legal, codes, meld_id, at)
        if found:
            return found
    return body_matches(legal, codes, meld_id)


def retrieve_matches(legal, meld_id: int) -> list:
    """The legal retrieval of meld ``meld_id``."""
    return [a for a in legal if a.kind == "retrieve" and getattr(a, "at", "") == f"meld:{meld_id}"]


def _wild_words(pairs) -> str:
    """"太極→木6, 陽5→水5" for the (card, identity) pairs where a card stands for another."""
    words = [f"{pretty(c)}→{identity_text(i)}" for c, i in pairs if i and c != i and not (i[2:] == "0" and c[:2] == i[:2])]
    return ", ".join(words)


def action_label(action) -> str:
    """A chooser entry for ``action``, by what it does and what its wilds stand for."""
    kind, cards = action.kind, tuple(action.cards)
    idents = tuple(getattr(action, "idents", ()) or ())
    form = getattr(action, "form", "") or ""
    at = getattr(action, "at", "") or ""
    if kind == "swap_wild":
        return translate("WildTableView", "Swap (差し札): take the wild {card}").format(card=pretty(at))
    if kind == "bury":
        return translate("WildTableView", "Bury (埋め潰し): leave the wild {card}").format(card=pretty(at))
    if kind == "take_natural":
        return translate("WildTableView", "Take {card} (抜き札)").format(card=pretty(at))
    if kind == "excavate":
        return translate("WildTableView", "Excavate (発掘): take {card}").format(card=pretty(at))
    if kind in ("lay_off", "slide"):
        if idents and ":" in str(idents[0]):
            pairs = [tuple(p.split(":", 1)) for p in idents]
            what = f"{form_title(form)} {_wild_words(pairs)}".strip()
        else:
            what = _wild_words(zip(cards, idents)) or " ".join(identity_text(i) for i in idents)
        if kind == "slide":
            return translate("WildTableView", "Slide (付け抜き札): {what}").format(what=what)
        return translate("WildTableView", "Lay off (付け札): {what}").format(what=what)
    if kind == "meld":
        what = _wild_words(zip(cards, idents)) or " ".join(pretty(c) for c in cards)
        return f"{form_title(form)}: {what}"
    return kind
