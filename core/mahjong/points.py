"""Points (点数): basic points, limit hands, payments, and the value of a winning hand.

Basic points (基本点) = fu × 2^(han + 2), capped at mangan (満貫, 2,000); 5 han mangan, 6-7 haneman
(跳満, 3,000), 8-10 baiman (倍満, 4,000), 11-12 sanbaiman (三倍満, 6,000), 13+ counted yakuman
(数え役満, 8,000) and n yakuman (役満) 8,000 × n. Kiriage mangan (切り上げ満貫, an option) rounds
30 fu 4 han and 60 fu 3 han up to mangan.

Payments: ron 4× basic (dealer 6×) from the discarder; tsumo 1× from each non-dealer and 2×
from the dealer (dealer tsumo 2× from each). Each payment is rounded up to 100. Honba (本場) add
300 on a ron, 100 from each payer on a tsumo; riichi sticks (供託) 1,000 each go to the winner.
See hero_mahjong.md §7 for the table the tests check.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from core.mahjong.frozen import quick_init
from core.mahjong.fu import hand_fu
from core.mahjong.hand import Reading, readings
from core.mahjong.hand import clear_caches as hand_clear_caches
from core.mahjong.yaku import RIICHI_YAKU, HandRules, WinContext, Yaku, YakuTable, evaluate

MANGAN, HANEMAN, BAIMAN, SANBAIMAN, YAKUMAN = 2000, 3000, 4000, 6000, 8000


def basic_points(han: int, fu: int, kiriage: bool = False, kazoe: bool = True) -> int:
    """Basic points of ``han`` and ``fu`` with the limits (``kazoe``: 13+ han is a yakuman,
    otherwise it stops at sanbaiman)."""
    if han >= 13:
        return YAKUMAN if kazoe else SANBAIMAN
    if han >= 11:
        return SANBAIMAN
    if han >= 8:
        return BAIMAN
    if han >= 6:
        return HANEMAN
    if han >= 5:
        return MANGAN
    base = fu * 2 ** (han + 2)
    if kiriage and base >= 1920:
        return MANGAN
    return min(base, MANGAN)


def yakuman_points(count: int) -> int:
    """Basic points of ``count`` yakuman (several stack)."""
    return YAKUMAN * count


def limit_name(han: int, fu: int, yakuman: int = 0, kiriage: bool = False, kazoe: bool = True) -> str:
    """``""`` below the limits, else ``mangan``, ``haneman``, ``baiman``, ``sanbaiman``,
    ``kazoe_yakuman``, ``yakuman``, ``double_yakuman``, ``triple_yakuman``, ``yakuman_xN``."""
    if yakuman:
        return _YAKUMAN_NAMES.get(yakuman) or f"yakuman_x{yakuman}"
    if han >= 13 and kazoe:
        return "kazoe_yakuman"
    base = basic_points(han, fu, kiriage, kazoe)
    return _LIMIT_NAMES.get(base, "" if han < 5 else "mangan")


_YAKUMAN_NAMES = {1: "yakuman", 2: "double_yakuman", 3: "triple_yakuman"}
_LIMIT_NAMES = {MANGAN: "mangan", HANEMAN: "haneman", BAIMAN: "baiman", SANBAIMAN: "sanbaiman"}


def _round_up(value: int, step: int) -> int:
    return -(-value // step) * step


@quick_init
@dataclass(frozen=True)
class Payment:
    """Who pays what (honba included in each share; sticks are the deposits collected).

    Ron: ``ron`` from the discarder. Non-dealer tsumo: ``from_dealer`` from the dealer and
    ``from_others`` from each other player. Dealer tsumo: ``from_others`` from each player.
    ``honba``: the honba (本場) points included in those shares, all payers together.
    ``total`` is the winner's gain, sticks included.
    """

    tsumo: bool
    dealer: bool
    ron: int = 0
    from_dealer: int = 0
    from_others: int = 0
    sticks: int = 0
    total: int = 0
    honba: int = 0

    def text(self) -> str:
        """The usual short form: ``7,700``, ``2,000/3,900`` (non-dealer / dealer) or ``3,900 all``."""
        if not self.tsumo:
            return f"{self.ron:,}"
        if self.dealer:
            return f"{self.from_others:,} all"
        return f"{self.from_others:,}/{self.from_dealer:,}"


def payments(basic: int, dealer: bool, tsumo: bool, honba: int = 0, sticks: int = 0, *,
             players: int = 4, honba_value: int = 300, stick_value: int = 1000, round_to: int = 100,
             tsumo_surcharge: int = 0) -> Payment:
    """The payment of a win worth ``basic`` points (see the module docstring).

    ``players`` 3 for sanma: the missing share is simply not paid (ツモ損). Honba: ``honba_value``
    per honba on a ron; on a tsumo each payer pays a third of it (100), in sanma too.
    ``tsumo_surcharge`` is added to each tsumo share after rounding, for house rules such as
    Anmika's 1,000-point tsumo surcharge; ``round_to`` 1000 rounds each share up to 1,000."""
    deposit = sticks * stick_value
    if not tsumo:
        extra = honba * honba_value
        ron = _round_up(basic * (6 if dealer else 4), round_to) + extra
        return Payment(False, dealer, ron=ron, sticks=deposit, total=ron + deposit, honba=extra)
    payers = players - 1
    honba_each = honba * honba_value // 3
    if dealer:
        each = _round_up(basic * 2, round_to) + tsumo_surcharge + honba_each
        return Payment(True, True, from_others=each, sticks=deposit, total=each * payers + deposit,
                       honba=honba_each * payers)
    from_dealer = _round_up(basic * 2, round_to) + tsumo_surcharge + honba_each
    each = _round_up(basic, round_to) + tsumo_surcharge + honba_each
    total = from_dealer + each * (payers - 1) + deposit
    return Payment(True, False, from_dealer=from_dealer, from_others=each, sticks=deposit, total=total,
                   honba=honba_each * payers)


def points(han: int, fu: int, dealer: bool, tsumo: bool, kiriage: bool = False, kazoe: bool = True,
           honba: int = 0, sticks: int = 0) -> Payment:
    """The standard payment of ``han`` / ``fu`` (four players)."""
    return payments(basic_points(han, fu, kiriage, kazoe), dealer, tsumo, honba, sticks)


def dora_count(all_counts: Sequence[int], dora_kinds: Sequence[int]) -> int:
    """Dora (ドラ) in a hand: each tile counts once per indicator pointing at its kind."""
    n, size = 0, len(all_counts)
    for k in dora_kinds:
        if 0 <= k < size:
            n += all_counts[k]
    return n


@quick_init
@dataclass(frozen=True)
class HandValue:
    """The value of a win. ``error`` is ``""`` for a win, ``"not_complete"`` or ``"no_yaku"``
    (役無し: then no dora count and it is no win). ``yaku``: (yaku, han or yakuman count).
    ``han`` includes dora, red fives, ura and bonus han; ``yakuman`` the number of yakuman
    (counted yakuman excluded). ``limit``: see :func:`limit_name`."""

    error: str = ""
    yaku: tuple[tuple[Yaku, int], ...] = ()
    han: int = 0
    fu: int = 0
    dora: int = 0
    aka: int = 0
    ura: int = 0
    bonus_han: int = 0
    yakuman: int = 0
    basic: int = 0
    limit: str = ""
    payment: Payment | None = None
    reading: Reading | None = None

    @property
    def is_win(self) -> bool:
        return not self.error

    @property
    def yaku_names(self) -> tuple[str, ...]:
        return tuple(y.name for y, _ in self.yaku)

    @property
    def total(self) -> int:
        return self.payment.total if self.payment else 0


_VARIANTS: dict[tuple[HandRules, frozenset[int]], tuple[HandRules, HandRules]] = {}


def clear_caches() -> None:
    """Forget every cache of the hand value: the per-suit splits and the rule variants."""
    hand_clear_caches()
    _VARIANTS.clear()


def _rule_variants(ctx: WinContext, rules: HandRules) -> tuple[HandRules, ...]:
    """One rules object per role of the kinds that are terminal and simple at once (GT 7m);
    made once per (rules, such kinds present)."""
    if not rules.dual_kinds:
        return (rules,)
    dual = rules.dual_kinds & ctx.kinds_present
    if not dual:
        return (rules,)
    key = (rules, dual)
    got = _VARIANTS.get(key)
    if got is None:
        if len(_VARIANTS) > 256:        # rules made on the fly (tests, options): keep it small
            _VARIANTS.clear()
        got = _VARIANTS[key] = (replace(rules, simple_kinds=rules.simple_kinds - dual),
                                replace(rules, terminal_kinds=rules.terminal_kinds - dual))
    return got


def _value(ctx: WinContext, found: list[tuple[Yaku, int]], rules: HandRules) -> HandValue:
    """Han, fu, limit and payment of one reading whose yaku are ``found``."""
    yakuman = han = 0
    pinfu = False
    for y, v in found:
        han += v
        if y.yakuman:
            yakuman += v
        elif y.name == "pinfu":
            pinfu = True
    dora = aka = ura = bonus = 0
    if yakuman:
        if rules.max_yakuman:
            yakuman = min(yakuman, rules.max_yakuman)
        han, fu, basic = 13 * yakuman, 0, yakuman_points(yakuman)
        limit = limit_name(han, fu, yakuman)
    else:
        if not ctx.nagashi:     # nagashi is a fixed limit: no dora
            dora, aka, bonus = ctx.dora, ctx.aka, ctx.bonus_han
            ura = ctx.ura if (ctx.riichi or ctx.double_riichi) else 0
        han += dora + aka + ura + bonus
        fu = hand_fu(ctx, pinfu) if ctx.reading is not None else 30
        basic = basic_points(han, fu, rules.kiriage, rules.kazoe)
        limit = limit_name(han, fu, 0, rules.kiriage, rules.kazoe)
    tsumo = ctx.tsumo or ctx.nagashi
    pay = payments(basic, ctx.dealer, tsumo, ctx.honba, ctx.sticks, players=rules.players,
                   honba_value=rules.honba_value, stick_value=rules.stick_value,
                   round_to=rules.round_to, tsumo_surcharge=rules.tsumo_surcharge)
    return HandValue("", tuple(found), han, fu, dora, aka, ura, bonus, yakuman, basic, limit, pay,
                     ctx.reading)


def _rank(v: HandValue) -> tuple:
    return (v.total, v.yakuman > 0, v.han, v.fu)


def score_hand(ctx: WinContext, table: YakuTable = RIICHI_YAKU, rules: HandRules | None = None) -> HandValue:
    """The best value of the win ``ctx`` under ``table`` and ``rules`` (default: ``ctx.rules``):
    every reading and every role of a terminal-and-simple kind is tried, the highest payment
    kept (a true yakuman beats a counted one of equal points, then more han, then more fu)."""
    rules = rules or ctx.rules
    if ctx.nagashi:
        c = replace(ctx, rules=rules, reading=None)
        found = evaluate(c, table)
        return _value(c, found, rules) if found else HandValue("no_yaku")
    best: HandValue | None = None
    complete = False
    _ = ctx.is_closed, ctx.kinds_present        # worked out once, copied to every reading's context
    for variant in _rule_variants(ctx, rules):
        for reading in readings(ctx.counts, ctx.melds, ctx.win_kind,
                                chiitoi_quads=variant.chiitoi_quads, kokushi_kinds=variant.kokushi_kinds):
            complete = True
            c = ctx.with_reading(reading, variant)
            found = evaluate(c, table)
            if not found:
                continue
            value = _value(c, found, variant)
            if best is None or _rank(value) > _rank(best):
                best = value
    if best is not None:
        return best
    return HandValue("no_yaku" if complete else "not_complete")
