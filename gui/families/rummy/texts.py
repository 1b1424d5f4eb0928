"""The words of the rummy table: the wild-card line, the round, the kinds of meld and the label
under a group of the local hand (asking :mod:`core.rummy` whether the group is a meld)."""
from __future__ import annotations

from core.cards import RANKS
from core.engine import HIDDEN, QT_TRANSLATE_NOOP
from core.rummy import MeldRules, card_value, classify, why_not_meld

from ...i18n import tr_msg, translate


def wild_text(wild_ranks, printed_only: bool = False) -> str:
    """"Wild: 7s and Jokers", or "Only Jokers are wild"."""
    ranks = [r for r in RANKS if r in set(wild_ranks or ())]
    if not ranks:
        return translate("RummyTable", "Only Jokers are wild")
    names = {"A": translate("RummyTable", "Aces"), "K": translate("RummyTable", "Kings"),
             "Q": translate("RummyTable", "Queens"), "J": translate("RummyTable", "Jacks")}
    words = [names.get(r, translate("RummyTable", "{rank}s").format(rank="10" if r == "T" else r)) for r in ranks]
    return translate("RummyTable", "Wild: {ranks} and Jokers").format(ranks=", ".join(words))


def round_text(data: dict) -> str:
    """"Round 2 / 4" (or "Round 2" when the match has no fixed length)."""
    n, total = data.get("round"), data.get("rounds")
    if not n:
        return ""
    if total:
        return translate("RummyTable", "Round {n} / {total}").format(n=n, total=total)
    return translate("RummyTable", "Round {n}").format(n=n)


MELD_WORDS = {"straight_run": QT_TRANSLATE_NOOP("RummyTable", "Straight run (ストレートラン)"),
              "run": QT_TRANSLATE_NOOP("RummyTable", "Run (ラン)"),
              "set": QT_TRANSLATE_NOOP("RummyTable", "Set (セット)")}


def meld_word(kind: str) -> str:
    """The name of a kind of meld, translated."""
    return translate("RummyTable", MELD_WORDS.get(kind, kind))


def group_label(codes: list[str], rules: MeldRules, deadwood: list[str] | None = None) -> tuple[str, str] | None:
    """The label of a group: ("Straight run (ストレートラン)", "straight_run"), … or
    ("Not a meld: <reason>", "bad"); None for a single card or unknown cards. A group that is
    exactly ``deadwood`` (the best arrangement's cards in no meld) is labelled as such ("loose")."""
    if len(codes) < 2 or any(c == HIDDEN for c in codes):
        return None
    meld = classify(codes, rules)
    if meld is not None:
        return (meld_word(meld.kind), meld.kind)
    if deadwood is not None and sorted(codes) == sorted(deadwood):
        # the cards the best arrangement leaves over, kept together (as Arrange puts them)
        return (translate("RummyTable", "In no meld (役なし): {n} points").format(
            n=sum(card_value(c, rules) for c in codes)), "loose")
    return (translate("RummyTable", "Not a meld: {reason}").format(reason=tr_msg(why_not_meld(codes, rules))), "bad")
