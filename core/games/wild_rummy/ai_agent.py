"""The Wild Rummy R agent base (:class:`WildAgent`: reading the view, the reasons' texts, the
results of an operation) and the "easy" level; "normal" (:mod:`.ai_normal`) and "strong"
(:mod:`.ai_search`) build on it. The levels are described in :mod:`.ai`.
"""
from __future__ import annotations

from typing import Sequence

from core.ai.agent import CTX, Agent, Choice
from core.engine import QT_TRANSLATE_NOOP, Action, View, msg
from core.fesca import penalty, pretty, pretty_list, rank

from . import ai_plan as P
from .moves import card_ops, new_melds

# --- reasons --------------------------------------------------------------------------------------
T_DRAW = QT_TRANSLATE_NOOP("ai", "Draws from the stock.")
T_TAKE = QT_TRANSLATE_NOOP("ai", "Takes {card} from the discard pile: it goes into a meld.")
T_MELD = QT_TRANSLATE_NOOP("ai", "Melds {cards}.")
T_MELD_BIG = QT_TRANSLATE_NOOP("ai", "Melds {cards}, the biggest meld in the hand.")
T_MELD_BONUS = QT_TRANSLATE_NOOP("ai", "Melds {cards}: {points} points of natural cards (出来役).")
T_MELD_OWED = QT_TRANSLATE_NOOP("ai", "Melds {cards} at once with the card it took ({card}).")
T_MELD_OUT = QT_TRANSLATE_NOOP("ai", "Melds {cards} and goes out.")
T_LAY_OFF = QT_TRANSLATE_NOOP("ai", "Lays {card} off onto {meld} (付け札).")
T_LAY_OUT = QT_TRANSLATE_NOOP("ai", "Lays {card} off onto {meld} (付け札) and goes out.")
T_RETYPE = QT_TRANSLATE_NOOP("ai", "Lays {card} off onto its own meld {meld}, changing its type (付け札).")
T_BURY = QT_TRANSLATE_NOOP("ai", "Buries {wild} under {card} (埋め潰し): the card is shed and nobody can take "
                                 "the wild back.")
T_SWAP = QT_TRANSLATE_NOOP("ai", "Swaps {card} for the wild {wild} (差し札).")
T_TAKE_NATURAL = QT_TRANSLATE_NOOP("ai", "Puts {wild} in place of {card} and takes {card} (抜き札): it goes into "
                                         "a meld.")
T_PARK = QT_TRANSLATE_NOOP("ai", "Puts {wild} in place of {card} (抜き札): {card} costs fewer penalty points "
                                 "to hold.")
T_EXCAVATE = QT_TRANSLATE_NOOP("ai", "Digs up {cards} with {wild} (発掘).")
T_SLIDE = QT_TRANSLATE_NOOP("ai", "Lays {card} onto the cycle run and takes {taken} (付け抜き札).")
T_CALL = QT_TRANSLATE_NOOP("ai", "Calls {card} to meld at once (鳴き).")
T_CALL_OUT = QT_TRANSLATE_NOOP("ai", "Calls {card} and goes out (鳴き).")
T_PASS = QT_TRANSLATE_NOOP("ai", "Passes: calling {card} would not help the hand.")
T_PASS_HOLD = QT_TRANSLATE_NOOP("ai", "Passes: it keeps its melds hidden to go out at once (一度に上がり).")
T_END_CALL = QT_TRANSLATE_NOOP("ai", "Ends the call turn: nothing more to meld or lay off.")
T_DISCARD = QT_TRANSLATE_NOOP("ai", "Discards the card that fits least: {card}.")
T_DISCARD_OUT = QT_TRANSLATE_NOOP("ai", "Discards {card} and goes out.")
T_DISCARD_SAFE = QT_TRANSLATE_NOOP("ai", "Discards {card}: the others are unlikely to call it ({risky} would be "
                                         "riskier).")
T_DISCARD_COSTLY = QT_TRANSLATE_NOOP("ai", "Discards {card}: it fits nothing and costs {points} penalty points to "
                                           "hold.")
T_DISCARD_PHASE = QT_TRANSLATE_NOOP("ai", "Discards {card}: it turns the field into a {field}, where its cycle runs "
                                          "(相順) can be melded.")
T_HOLD = QT_TRANSLATE_NOOP("ai", "Keeps its melds hidden to go out at once (一度に上がり) and discards {card}.")
T_ONLY = QT_TRANSLATE_NOOP("ai", "Plays the only move it has.")

OPS = ("swap_wild", "take_natural", "excavate", "slide")
FIELD_NAME = {"sosho": "陽場", "sokoku": "陰場"}


def split(legal: Sequence[Action]) -> dict:
    """The legal actions by kind (each a list)."""
    out: dict = {}
    for a in legal:
        out.setdefault(a.kind, []).append(a)
    return out


def meld_of(t: P.Table, target: str):
    """The meld on the table named by an action target ``meld:ID``."""
    mid = int(target.split(":")[1])
    return next((m for m in t.melds if m.id == mid), None)


def op_result(t: P.Table, a: Action):
    """What an operation does, from the engine's pure :func:`moves.card_ops`: (the meld after it,
    the cards taken into hand), or None."""
    m = meld_of(t, a.target)
    if m is None:
        return None
    for kind, at, idents, form, new, taken in card_ops(m, a.cards[0], t.rules):
        if kind == a.kind and at == a.at and tuple(idents) == tuple(a.idents) and form == a.form:
            return new, tuple(taken)
    return None


def after_op(t: P.Table, a: Action, result) -> tuple[tuple, tuple]:
    """(hand, melds on the table) after the operation ``a``."""
    new, taken = result
    hand = list(t.hand)
    hand.remove(a.cards[0])
    hand = tuple(sorted(hand + list(taken)))
    melds = tuple(new if m.id == new.id else m for m in t.melds)
    return hand, melds


# --- the agents --------------------------------------------------------------------------------------

class WildAgent(Agent):
    """Shared by the levels: dispatch by step, the reasons, the safety net, and :meth:`rank`
    (the choice first, then every other legal action by the level's own values,
    :meth:`values`)."""

    unit = QT_TRANSLATE_NOOP("ai", "points")

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.seed = seed

    def rank(self, view: View, legal_actions: Sequence[Action]) -> list[Choice]:
        """Every legal action once, best first, valued by :meth:`values`; the action
        :meth:`choose` takes comes first among equal values (and it is the best by the values:
        the levels' values follow their rules)."""
        chosen = self.choose(view, legal_actions)
        reason = self.reason
        values = self.values(view, legal_actions)
        top = max((v for v, _ in values.values()), default=0.0)
        out = []
        for i, a in enumerate(legal_actions):
            if a in {c[2] for c in out}:
                continue
            v, why = values.get(a, (top, None))
            if a == chosen:
                v, why = max(v, top), reason
            out.append((-v, a != chosen, a, i, why))
        out.sort(key=lambda x: (x[0], x[1], x[3]))
        self.reason = reason
        return [Choice(a, -nv, why) for nv, _, a, _, why in out]

    def values(self, view: View, legal_actions: Sequence[Action]) -> dict:
        """Action -> (value, reason or None) for the legal actions (higher is better)."""
        raise NotImplementedError

    def _say(self, action: Action, text: str, **args) -> Action:
        self.reason = msg(CTX, text, **args)
        return action

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if len(legal_actions) == 1 and legal_actions[0].kind == "draw":
            return self._say(legal_actions[0], T_DRAW)
        t = P.read(view)
        acts = split(legal_actions)
        if t.step == "draw":
            action = self._draw(t, acts)
        elif t.step == "call_window":
            action = self._call_window(t, acts)
        else:
            action = self._play(t, acts)
        if action not in legal_actions:              # a defect: never hand the engine anything else
            action = next((a for a in legal_actions if a.kind in ("discard", "end_call", "pass", "draw")),
                          legal_actions[0])
            self._say(action, T_ONLY)
        return action

    def _draw(self, t: P.Table, acts: dict) -> Action:
        draw = acts.get("draw")
        take = acts.get("take_discard")
        if take and (draw is None or self._wants_discard(t, take[0].cards[0])):
            return self._say(take[0], T_TAKE, card=pretty(take[0].cards[0]))
        return self._say(draw[0], T_DRAW)

    def _wants_discard(self, t: P.Table, card: str) -> bool:
        return bool(new_melds(list(t.hand) + [card], t.rules, t.families, (card,)))

    def _call_window(self, t: P.Table, acts: dict) -> Action:
        raise NotImplementedError

    def _play(self, t: P.Table, acts: dict) -> Action:
        raise NotImplementedError

    # --- shared pieces --------------------------------------------------------------------------
    def _say_meld(self, t: P.Table, a: Action, text: str | None = None) -> Action:
        left = len(t.hand) - len(a.cards)
        if t.owed:
            return self._say(a, T_MELD_OWED, cards=pretty_list(a.cards), card=pretty_list(t.owed))
        if left == 0:
            return self._say(a, T_MELD_OUT, cards=pretty_list(a.cards))
        return self._say(a, text or T_MELD, cards=pretty_list(a.cards))

    def _say_lay(self, t: P.Table, a: Action) -> Action:
        m = meld_of(t, a.target)
        meld = pretty_list(m.cards) if m is not None else ""
        if a.kind == "bury":
            return self._say(a, T_BURY, wild=pretty(a.at), card=pretty(a.cards[0]))
        if a.form:
            return self._say(a, T_RETYPE, card=pretty(a.cards[0]), meld=meld)
        if len(t.hand) == 1:
            return self._say(a, T_LAY_OUT, card=pretty(a.cards[0]), meld=meld)
        return self._say(a, T_LAY_OFF, card=pretty(a.cards[0]), meld=meld)

    def _finish(self, t: P.Table, acts: dict) -> Action:
        """End the call turn, or discard (the level's choice)."""
        if "end_call" in acts:
            return self._say(acts["end_call"][0], T_END_CALL)
        return self._discard(t, acts)

    def _discard(self, t: P.Table, acts: dict) -> Action:
        raise NotImplementedError


# --- easy -----------------------------------------------------------------------------------------------

def closeness(a: str, b: str) -> int:
    """1 if the two cards could sit in one meld (same printed rank, or the same suit within two
    ranks, or either is a wild), else 0."""
    ra, rb = rank(a), rank(b)
    if ra == 0 or rb == 0 or a[:2] == "yy" or b[:2] == "yy":
        return 1
    if ra == rb:
        return 1
    return 1 if a[:2] == b[:2] and abs(ra - rb) <= 2 else 0


class EasyAgent(WildAgent):
    """Greedy: the biggest meld, any lay-off, every call, the loosest card away. Its values
    count cards shed: a meld its size (penalty points a hundredth), a lay-off one, a discard
    minus the cards it links with; exchanges and retrievals it never makes."""

    level = "easy"
    unit = QT_TRANSLATE_NOOP("ai", "cards")

    def values(self, view: View, legal_actions: Sequence[Action]) -> dict:
        t = P.read(view)
        out = {}
        for a in legal_actions:
            if a.kind in ("draw", "end_call"):
                v = 0.0
            elif a.kind == "take_discard":
                v = 1.0 if self._wants_discard(t, a.cards[0]) else -1.0
            elif a.kind == "call":
                v = 1.0
            elif a.kind == "pass":
                v = 0.0
            elif a.kind == "meld":
                v = len(a.cards) + sum(penalty(c) for c in a.cards) / 100
            elif a.kind == "lay_off" and not a.form:
                v = 1.0
            elif a.kind == "discard":
                c = a.cards[0]
                v = -sum(closeness(c, x) for x in t.hand if x != c) + penalty(c) / 100
            else:
                v = -100.0
            out[a] = (v, None)
        return out

    def _call_window(self, t: P.Table, acts: dict) -> Action:
        return self._say(acts["call"][0], T_CALL, card=pretty(acts["call"][0].cards[0]))

    def _play(self, t: P.Table, acts: dict) -> Action:
        melds = acts.get("meld", [])
        if melds:
            a = max(melds, key=lambda a: (len(a.cards), sum(penalty(c) for c in a.cards)))
            return self._say_meld(t, a, T_MELD_BIG)
        lays = [a for a in acts.get("lay_off", []) if not a.form]
        if lays:
            return self._say_lay(t, lays[0])
        return self._finish(t, acts)

    def _discard(self, t: P.Table, acts: dict) -> Action:
        legal = acts["discard"]
        if len(t.hand) == 1:
            return self._say(legal[0], T_DISCARD_OUT, card=pretty(legal[0].cards[0]))

        def key(a):
            c = a.cards[0]
            links = sum(closeness(c, x) for x in t.hand if x != c)
            return (links, -penalty(c), c)
        a = min(legal, key=key)
        return self._say(a, T_DISCARD, card=pretty(a.cards[0]))
