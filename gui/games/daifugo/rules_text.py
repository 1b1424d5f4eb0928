"""Added rules (追加ルール) in words for the GUI: a rule's name, its one-line summary and who
added it, translated into the current language."""
from __future__ import annotations

from core.engine import QT_TRANSLATE_NOOP, Msg
from core.games.daifugo import describe

from ...i18n import tr_msg, translate

_BY = {
    (True, True): QT_TRANSLATE_NOOP("rules_text", "added by {name} after game {n}"),
    (True, False): QT_TRANSLATE_NOOP("rules_text", "added by {name} before the first game"),
    (False, True): QT_TRANSLATE_NOOP("rules_text", "added after game {n}"),
    (False, False): QT_TRANSLATE_NOOP("rules_text", "in force from the start"),
}


def _text(value: Msg | str) -> str:
    return tr_msg(value) if isinstance(value, Msg) else str(value)


def rule_title_text(rule: dict) -> str:
    """The rule's name: a catalogue rule's translated name, a built rule's own name."""
    return _text(describe.title(rule))


def rule_numbered_title_text(rule: dict) -> str:
    """``#3 Eight cut (8切り)``."""
    return tr_msg(describe.numbered_title(rule))


def rule_summary_text(rule: dict) -> str:
    """One line: the catalogue's description, or a built rule described from its parts."""
    return tr_msg(describe.summary(rule))


def rule_description_text(rule: dict) -> str:
    """The rule's parts in words, generated from its data (also for catalogue rules)."""
    return tr_msg(describe.describe(rule))


def seat_name(seat: int | None, names) -> str:
    """The name of ``seat`` (``Seat 3`` when ``names`` does not know it)."""
    if seat is not None and 0 <= seat < len(names or ()):
        return names[seat]
    return translate("rules_text", "Seat {n}").format(n=(seat or 0) + 1)


def rule_by_text(rule: dict, names) -> str:
    """Who added the rule and when: ``added by Bob after game 2``."""
    by, after = rule.get("by"), int(rule.get("after_game") or 0)
    text = translate("rules_text", _BY[(by is not None, after > 0)])
    return text.format(name=seat_name(by, names) if by is not None else "", n=after)
