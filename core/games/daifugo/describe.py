"""Rules in words: every rule, from the catalogue or the rule builder, described from its data.

The text is built as nested translatable messages (:class:`core.engine.Msg`), so the GUI shows it
in English or Japanese alike (spec §4.12: "generated teaching text").
"""
from __future__ import annotations

from core.cards import CardList, SUIT_SYMBOLS
from core.engine import QT_TRANSLATE_NOOP, Msg, MsgList, msg


class Sentences(MsgList):
    """Sentences one after another (a space in English, none needed in Japanese)."""

    sep = QT_TRANSLATE_NOOP("engine", " ")

from . import vocab
from .catalogue import CATALOGUE

CTX = "rules"
OP_WORDS = {"==": QT_TRANSLATE_NOOP("rules", "exactly"), ">=": QT_TRANSLATE_NOOP("rules", "at least"),
            "<=": QT_TRANSLATE_NOOP("rules", "at most")}
MODE_WORDS = {"up_to": QT_TRANSLATE_NOOP("rules", "up to"), "exactly": QT_TRANSLATE_NOOP("rules", "exactly (no fewer)")}
SPEED_WORDS = {0: QT_TRANSLATE_NOOP("options", "低速 (slow)"), 1: QT_TRANSLATE_NOOP("options", "一倍速 (1×)"),
               2: QT_TRANSLATE_NOOP("options", "倍速 (2×)")}
CHOOSER_WORDS = {"self": QT_TRANSLATE_NOOP("rules", "of their choice"), "random": QT_TRANSLATE_NOOP("rules", "at random"),
                 "strongest": QT_TRANSLATE_NOOP("rules", "the strongest"), "weakest": QT_TRANSLATE_NOOP("rules", "the weakest")}
YES_NO = {True: QT_TRANSLATE_NOOP("rules", "yes"), False: QT_TRANSLATE_NOOP("rules", "no")}
ON_OFF = {True: QT_TRANSLATE_NOOP("rules", "on"), False: QT_TRANSLATE_NOOP("rules", "off")}
PRECEDENCE_WORDS = {"yield": QT_TRANSLATE_NOOP("rules", "It gives way to every other rule."),
                    "coexist": QT_TRANSLATE_NOOP("rules", "It never overrides another rule.")}


def _m(text: str, **args) -> Msg:
    return msg(CTX, text, **args)


def title(rule: dict) -> Msg | str:
    """A rule's name: the catalogue's (translated, Japanese beside English) or the adder's own."""
    entry = CATALOGUE.get(rule.get("id", ""))
    if entry is not None and rule.get("id") != "custom":
        return Msg("catalogue", entry.en)
    text = (rule.get("name") or {}).get("text")
    return text or _m(QT_TRANSLATE_NOOP("rules", "A house rule"))


def numbered_title(rule: dict) -> Msg:
    """``#3 Eight cut (8切り)``."""
    return _m(QT_TRANSLATE_NOOP("rules", "#{n} {name}"), n=rule.get("instance", 0), name=title(rule))


def summary(rule: dict) -> Msg:
    """One line: the catalogue's description, or the rule described from its parts (a builder
    rule, or a catalogue rule with other settings than the description's, e.g. ジョーカー上がり禁止
    alone, or the same rule added twice with different settings)."""
    entry = CATALOGUE.get(rule.get("id", ""))
    if entry is not None and {**entry.params, **rule.get("params", {})} == entry.params:
        return Msg("catalogue", entry.text)
    return describe(rule)


def describe(rule: dict) -> Msg:
    """The rule's parts in words, generated from its data."""
    parts = [component(c) for c in rule.get("components", [])]
    prec = PRECEDENCE_WORDS.get(rule.get("precedence", "newest"))
    if prec:
        parts.append(_m(prec))
    return _m(QT_TRANSLATE_NOOP("rules", "{parts}"), parts=Sentences(parts)) if len(parts) != 1 else parts[0]


def component(comp: dict) -> Msg:
    kind = comp.get("kind")
    if kind == "trigger":
        event = _m(vocab.EVENTS[comp["on"]])
        effects = MsgList(effect(e) for e in comp.get("do", []))
        if comp.get("if") is None:
            return _m(QT_TRANSLATE_NOOP("rules", "{event}: {effects}."), event=event, effects=effects)
        return _m(QT_TRANSLATE_NOOP("rules", "{event}, if {cond}: {effects}."), event=event,
                  cond=condition(comp["if"]), effects=effects)
    if kind == "static":
        t = comp["type"]
        args = _args(vocab.STATICS, t, comp)
        if "if" in comp:
            args["cond"] = condition(comp["if"])
        return _m(QT_TRANSLATE_NOOP("rules", "{sentence}."), sentence=_m(vocab.STATICS[t][1], **args))
    if kind == "replace":
        effects = comp.get("do") or []
        what = MsgList(effect(e) for e in effects) if effects else _m(QT_TRANSLATE_NOOP("rules", "nothing happens"))
        point = _m(vocab.REPLACEABLE[comp["on"]])
        if comp.get("if") is None:
            return _m(QT_TRANSLATE_NOOP("rules", "{point}: {effects}."), point=point, effects=what)
        return _m(QT_TRANSLATE_NOOP("rules", "{point}, if {cond}: {effects}."), point=point,
                  cond=condition(comp.get("if")), effects=what)
    if kind == "response":
        then = (QT_TRANSLATE_NOOP("rules", "the clear is stopped and those cards lie on top") if comp["then"] == "stop"
                else QT_TRANSLATE_NOOP("rules", "the field is cleared and that player leads"))
        return _m(QT_TRANSLATE_NOOP("rules", "When the field is about to be cleared because {cond}, another player may answer with cards where {with_}: {then}."),
                  cond=condition(comp.get("if")) if comp.get("if") else _m(QT_TRANSLATE_NOOP("rules", "a rule clears it")),
                  with_=condition(comp.get("with")) if comp.get("with") else _m(QT_TRANSLATE_NOOP("rules", "any cards may answer")),
                  then=_m(then))
    if kind == "meta":
        args = _args(vocab.META, comp["type"], comp)
        if comp["type"] == "speed":
            v = comp.get("speed", 2)
            args["speed"] = Msg("options", SPEED_WORDS[v]) if v in SPEED_WORDS else \
                _m(QT_TRANSLATE_NOOP("rules", "{n}倍速 ({n}×)"), n=v)
        return _m(QT_TRANSLATE_NOOP("rules", "{sentence}."), sentence=_m(vocab.META[comp["type"]][1], **args))
    return _m(QT_TRANSLATE_NOOP("rules", "(an unknown part)"))


def condition(cond: dict | None) -> Msg:
    if cond is None:
        return _m(QT_TRANSLATE_NOOP("rules", "always"))
    if "all" in cond:
        parts = [condition(c) for c in cond["all"]]
        return parts[0] if len(parts) == 1 else _m(QT_TRANSLATE_NOOP("rules", "all of: {list}"), list=MsgList(parts))
    if "any" in cond:
        return _m(QT_TRANSLATE_NOOP("rules", "one of: {list}"), list=MsgList(condition(c) for c in cond["any"]))
    if "not" in cond:
        return _m(QT_TRANSLATE_NOOP("rules", "not ({cond})"), cond=condition(cond["not"]))
    t = cond["test"]
    return _m(vocab.CONDITIONS[t][1], **_args(vocab.CONDITIONS, t, cond))


def effect(eff: dict) -> Msg:
    t = eff["do"]
    args = _args(vocab.EFFECTS, t, eff)
    if t == "set":
        args["value"] = _m(ON_OFF[bool(eff.get("value", True))])
    return _m(vocab.EFFECTS[t][1], **args)


def _args(table: dict, word: str, item: dict) -> dict:
    """The word's parameters as message arguments (defaults filled, values in words)."""
    out = {}
    for name, ptype, default in table[word][0]:
        out[name] = _value(ptype, item.get(name, default))
    return out


def _value(ptype: str, v):
    if ptype == "rank":
        return vocab.RANK_TEXT.get(v, v) if v else "—"
    if ptype == "ranks":
        return " ".join(vocab.RANK_TEXT.get(r, r) for r in v) or "—"
    if ptype == "suit":
        return SUIT_SYMBOLS.get(v, v)
    if ptype in ("card", "cards"):
        return CardList([v] if isinstance(v, str) else list(v))
    if ptype == "op":
        return _m(OP_WORDS[v])
    if ptype == "mode":
        return _m(MODE_WORDS[v])
    if ptype == "chooser":
        return _m(CHOOSER_WORDS[v])
    if ptype == "bool":
        return _m(YES_NO[bool(v)])
    if ptype == "amount":
        if isinstance(v, dict) and "count" in v:
            return _m(QT_TRANSLATE_NOOP("rules", "one per {rank} played"), rank=vocab.RANK_TEXT[v["count"]])
        if isinstance(v, dict):
            return _m(QT_TRANSLATE_NOOP("rules", "as many as the cards played"))
        return v
    if ptype == "rule_id":
        entry = CATALOGUE.get(v)
        return Msg("catalogue", entry.en) if entry is not None else v
    words = {"of": vocab.SUBJECTS, "who": vocab.WHO, "var": vocab.VARS, "lock": vocab.LOCKS,
             "leader": vocab.LEADERS, "kind": vocab.KINDS, "cause": vocab.CAUSES}.get(ptype)
    if words is not None and v in words:
        return _m(words[v])
    return v
