"""Yaku (役): the registry of scoring patterns, the win context they read, and the ruleset hooks.

A :class:`Yaku` names a pattern and its value (翻, han) closed and open; a :class:`YakuTable` is
the list a ruleset scores with (:data:`RIICHI_YAKU` for standard riichi). A yaku's ``test`` reads a
:class:`WinContext`: the hand, one :class:`~core.mahjong.hand.Reading` of it, the way it was won
and the :class:`HandRules` in force. :func:`evaluate` applies a table to a context.

The standard yaku are judged together, in one pass over the reading (:func:`standard_yaku`,
:func:`standard_yakuman`: their conditions are written there, and each one's ``test`` looks its
name up); a ruleset's own yaku (Anmika's) keep a test of their own, called one by one. Either
way :func:`evaluate` gives the same list in table order: this is only about speed (the hand value
is timed against the ``mahjong`` package by ``python -m core.bench_mahjong``).

Ruleset hooks (:class:`HandRules`): which kinds are terminals (么九) and which are simples (断么)
— they may overlap, as Anmika's GT 7m is both; open tanyao (喰いタン); seven-pairs fu; kiriage
mangan (切り上げ満貫); counted yakuman (数え役満); whether the "double" forms of single yakuman
count double; payment details.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from itertools import compress
from operator import itemgetter
from typing import Callable, Iterator

from core.mahjong.hand import (
    DRAGONS, EAST, HONORS, KOKUSHI_KINDS, SIMPLES, TERMINALS, WINDS, Group, Meld, Reading,
)

#: Kinds of 緑一色 (all green): 2s 3s 4s 6s 8s 發.
GREEN_KINDS = frozenset({19, 20, 21, 23, 25, 32})
#: Suit counts of 九蓮宝燈 (nine gates) before the extra tile: 1112345678999.
CHUUREN_PATTERN = (3, 1, 1, 1, 1, 1, 1, 1, 3)
_DRAGON_SET = frozenset(DRAGONS)
#: The suits present by a 3-bit mask (man 1, pin 2, sou 4).
_SUITS = tuple(frozenset(s for s in range(3) if mask >> s & 1) for mask in range(8))
_WIND_SET = frozenset(WINDS)


class cached_property:
    """``functools.cached_property`` without its lock (Python 3.11 takes a lock on every first
    access, a large share of a hand's value): the value is stored in the instance's ``__dict__``,
    which then shadows this descriptor. For immutable objects, where a race only computes twice."""

    def __init__(self, func) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name: str) -> None:
        self.name = name

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


@dataclass(frozen=True)
class HandRules:
    """The rule options the hand-value layer reads. Defaults: standard riichi as in Hero Mahjong
    (hero_mahjong.md §4, §7): open tanyao, 25-fu seven pairs, no kiriage, counted yakuman at 13
    han, double yakuman forms count single, several yakuman stack without a cap.

    ``terminal_kinds`` are the number terminals (老頭牌; honours are always 么九 besides);
    ``simple_kinds`` the simples (中張牌). A kind in both (GT 7m) is read either way, whichever
    scores best (:func:`core.mahjong.points.score_hand` tries both).
    """

    terminal_kinds: frozenset[int] = TERMINALS
    simple_kinds: frozenset[int] = SIMPLES
    kokushi_kinds: tuple[int, ...] = KOKUSHI_KINDS
    open_tanyao: bool = True
    chiitoi_fu: int = 25
    chiitoi_quads: bool = False
    open_pinfu_fu: bool = True
    double_wind_pair_fu: int = 4
    kiriage: bool = False
    kazoe: bool = True
    double_yakuman_forms: bool = False
    max_yakuman: int = 0
    players: int = 4
    honba_value: int = 300
    stick_value: int = 1000
    round_to: int = 100
    tsumo_surcharge: int = 0

    @cached_property
    def yaochu_kinds(self) -> frozenset[int]:
        """Terminals and honours (么九牌)."""
        return self.terminal_kinds | HONORS

    @cached_property
    def outside_runs(self) -> frozenset[int]:
        """First kinds of the runs that hold a terminal (for chanta and junchan)."""
        return frozenset(f for f in range(27) if not {f, f + 1, f + 2}.isdisjoint(self.terminal_kinds))

    @cached_property
    def dual_kinds(self) -> frozenset[int]:
        """Kinds that are terminal and simple at once (GT 7m)."""
        return self.terminal_kinds & self.simple_kinds


RIICHI_RULES = HandRules()


@dataclass(frozen=True, init=False)
class WinContext:
    """Everything a yaku, the fu count and the scorer need about one win.

    ``counts``: the concealed tiles including the winning tile (34-long); ``melds``: calls and
    closed kans; ``win_kind``: the winning tile; ``tsumo``: self-draw (ツモ) or ron (ロン).
    Situation flags: riichi 立直, double_riichi ダブル立直, ippatsu 一発, rinshan 嶺上開花,
    chankan 槍槓, haitei 海底摸月, houtei 河底撈魚, tenhou 天和, chiihou 地和, nagashi 流し満貫 (decided
    by the game at an exhaustive draw; the hand need not be complete).
    ``dora``, ``aka`` (red fives 赤ドラ), ``ura`` (裏ドラ, counted only with riichi) and ``bonus_han``
    (card or house-rule han) count only when some yaku holds. ``honba`` (本場) and ``sticks``
    (供託, riichi deposits) go into the payment.
    ``reading`` is set by the scorer for each reading tried; ``rules`` likewise.
    """

    counts: tuple[int, ...]
    melds: tuple[Meld, ...] = ()
    win_kind: int = -1
    tsumo: bool = False
    seat_wind: int = EAST
    round_wind: int = EAST
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    rinshan: bool = False
    chankan: bool = False
    haitei: bool = False
    houtei: bool = False
    tenhou: bool = False
    chiihou: bool = False
    nagashi: bool = False
    dora: int = 0
    aka: int = 0
    ura: int = 0
    bonus_han: int = 0
    honba: int = 0
    sticks: int = 0
    reading: Reading | None = None
    rules: HandRules = RIICHI_RULES

    def __init__(self, counts, melds=(), win_kind=-1, tsumo=False, seat_wind=EAST, round_wind=EAST,
                 riichi=False, double_riichi=False, ippatsu=False, rinshan=False, chankan=False,
                 haitei=False, houtei=False, tenhou=False, chiihou=False, nagashi=False, dora=0, aka=0,
                 ura=0, bonus_han=0, honba=0, sticks=0, reading=None, rules=RIICHI_RULES) -> None:
        # Written out (the fields in order, their defaults): a frozen dataclass's own __init__
        # sets each field through object.__setattr__, a third of a hand's value in the oracle.
        object.__setattr__(self, "__dict__", {
            "counts": tuple(counts), "melds": tuple(melds), "win_kind": win_kind, "tsumo": tsumo,
            "seat_wind": seat_wind, "round_wind": round_wind, "riichi": riichi,
            "double_riichi": double_riichi, "ippatsu": ippatsu, "rinshan": rinshan, "chankan": chankan,
            "haitei": haitei, "houtei": houtei, "tenhou": tenhou, "chiihou": chiihou, "nagashi": nagashi,
            "dora": dora, "aka": aka, "ura": ura, "bonus_han": bonus_han, "honba": honba,
            "sticks": sticks, "reading": reading, "rules": rules})

    @property
    def dealer(self) -> bool:
        """The dealer (親) sits East."""
        return self.seat_wind == EAST

    @cached_property
    def is_closed(self) -> bool:
        """門前 (menzen): no open meld (a closed kan keeps the hand closed)."""
        for m in self.melds:
            if m.kind != "closed_kan":          # Meld.is_open
                return False
        return True

    @cached_property
    def all_counts(self) -> tuple[int, ...]:
        """34-long counts of every tile of the hand, called melds included (a kan counts 4)."""
        if not self.melds:
            return self.counts
        c = list(self.counts)
        for m in self.melds:
            for k in m.kinds:
                c[k] += 1
        return tuple(c)

    @cached_property
    def kinds_present(self) -> frozenset[int]:
        c = self.all_counts
        return frozenset(compress(range(len(c)), c))

    @cached_property
    def suits(self) -> frozenset[int]:
        """The numbered suits present (0 man, 1 pin, 2 sou)."""
        c = self.all_counts
        return _SUITS[any(c[0:9]) + 2 * any(c[9:18]) + 4 * any(c[18:27])]

    @cached_property
    def has_honor(self) -> bool:
        return any(self.all_counts[27:34])

    @property
    def groups(self) -> tuple[Group, ...]:
        """The four melds of a regular reading (empty for the other forms)."""
        r = self.reading
        return r.groups if r is not None and r.form == "regular" else ()

    @property
    def regular(self) -> bool:
        return self.reading is not None and self.reading.form == "regular"

    @cached_property
    def set_kinds(self) -> frozenset[int]:
        """Kinds of the triplets and quads (刻子・槓子) of the reading."""
        return frozenset(g.first for g in self.groups if g.is_set)

    @cached_property
    def run_firsts(self) -> tuple[int, ...]:
        """Lowest kinds of the runs (順子) of the reading."""
        return tuple(g.first for g in self.groups if g.shape == "run")

    def value_pair_kinds(self) -> tuple[int, ...]:
        """Kinds whose pair earns fu and blocks pinfu (役牌): dragons, seat wind, round wind."""
        return DRAGONS + (self.seat_wind, self.round_wind)

    def with_reading(self, reading: Reading, rules: HandRules | None = None) -> "WinContext":
        """This win read as ``reading`` (under ``rules``): a fresh context, so that nothing cached
        for another reading carries over (faster than ``dataclasses.replace``)."""
        mine = self.__dict__
        values = dict(zip(_FIELDS, _get_fields(mine)))
        values["reading"] = reading
        if rules is not None:
            values["rules"] = rules
        for name in _TILE_PROPERTIES:                 # these depend on the tiles only
            if name in mine:
                values[name] = mine[name]
        other = object.__new__(WinContext)
        object.__setattr__(other, "__dict__", values)
        return other


_FIELDS = tuple(f.name for f in fields(WinContext))
assert _FIELDS == WinContext.__init__.__code__.co_varnames[1:len(_FIELDS) + 1] and \
    WinContext.__init__.__defaults__ == tuple(f.default for f in fields(WinContext)[1:]), \
    "WinContext.__init__ is out of step with its fields"
_get_fields = itemgetter(*_FIELDS)
#: Cached properties that depend on the tiles and melds only (not on the reading or the rules).
_TILE_PROPERTIES = ("all_counts", "kinds_present", "suits", "has_honor", "is_closed")


@dataclass(frozen=True)
class Yaku:
    """One yaku. ``name`` is the id, ``ja`` the Japanese name, ``en`` the English gloss.
    ``han_closed`` / ``han_open``: value with a closed / open hand; ``han_open == 0`` means closed
    only (門前限定), ``han_open < han_closed`` is kuisagari (喰い下がり). ``yakuman``: 0, or 1 / 2
    for a (double) yakuman; ``double_form``: a single yakuman that counts double when
    :attr:`HandRules.double_yakuman_forms` is on. ``test(ctx)`` returns a bool or a count (the han
    are multiplied by it). ``supersedes``: yaku dropped when this one holds (ryanpeikou drops
    iipeikou). ``needs_shape``: False for yaku scored without a complete hand (nagashi).
    ``gated``: a yakuman whose test implies :func:`yakuman_possible`, so that it is skipped when
    that cheap check fails (the standard yakuman; a ruleset's own yakuman leaves it False).
    """

    name: str
    ja: str
    en: str
    han_closed: int
    han_open: int
    test: Callable[[WinContext], bool | int] = field(compare=False, repr=False)
    yakuman: int = 0
    double_form: bool = False
    supersedes: tuple[str, ...] = ()
    needs_shape: bool = True
    gated: bool = False      # a standard yakuman covered by :func:`yakuman_possible`

    def han(self, closed: bool) -> int:
        return self.han_closed if closed else self.han_open

    def yakuman_value(self, rules: HandRules) -> int:
        if self.double_form and rules.double_yakuman_forms:
            return max(2, self.yakuman)
        return self.yakuman


@dataclass(frozen=True)
class YakuTable:
    """The yaku a ruleset scores with. Build a variant with :meth:`replaced`, :meth:`without` and
    :meth:`plus` rather than by editing code."""

    yaku: tuple[Yaku, ...]

    def __iter__(self) -> Iterator[Yaku]:
        return iter(self.yaku)

    @cached_property
    def shapeless(self) -> tuple[Yaku, ...]:
        """The yaku scored without a complete hand (nagashi)."""
        return tuple(y for y in self.yaku if not y.needs_shape)

    @cached_property
    def with_shape(self) -> tuple[Yaku, ...]:
        return tuple(y for y in self.yaku if y.needs_shape)

    @cached_property
    def ungated(self) -> tuple[Yaku, ...]:
        """The yaku tested when :func:`yakuman_possible` fails (gated yakuman left out)."""
        return tuple(y for y in self.with_shape if not (y.yakuman and y.gated))

    @cached_property
    def _plans(self) -> dict:
        return {}

    def plan(self, yakuman_possible: bool, closed: bool) -> tuple[dict, dict, tuple]:
        """How :func:`evaluate` reads this table (see :func:`_plan`), made once per case."""
        key = (yakuman_possible, closed)
        got = self._plans.get(key)
        if got is None:
            got = self._plans[key] = _plan(self, yakuman_possible, closed)
        return got

    def __len__(self) -> int:
        return len(self.yaku)

    def __contains__(self, name: object) -> bool:
        return any(y.name == name for y in self.yaku)

    def get(self, name: str) -> Yaku:
        for y in self.yaku:
            if y.name == name:
                return y
        raise KeyError(name)

    def replaced(self, name: str, **changes) -> "YakuTable":
        self.get(name)
        return YakuTable(tuple(replace(y, **changes) if y.name == name else y for y in self.yaku))

    def without(self, *names: str) -> "YakuTable":
        return YakuTable(tuple(y for y in self.yaku if y.name not in names))

    def plus(self, *yaku: Yaku) -> "YakuTable":
        return YakuTable(self.yaku + tuple(yaku))


def yakuman_possible(ctx: WinContext) -> bool:
    """A cheap necessary condition for any standard yakuman (a gate before testing them one by
    one): 天和 / 地和, thirteen orphans, three or more triplets (大三元, 四暗刻, 四槓子, 四喜和,
    清老頭), only honours (字一色), only green tiles (緑一色), or a closed one-suit hand (九蓮宝燈)."""
    r = ctx.reading
    if ctx.tenhou or ctx.chiihou or r is None or r.form == "kokushi":
        return True
    kinds = ctx.kinds_present
    if kinds <= HONORS or kinds <= GREEN_KINDS:
        return True
    if len(_reading_shape(ctx)[0]) >= 3:     # the sets' kinds: no two sets share one
        return True
    return ctx.is_closed and len(ctx.suits) + ctx.has_honor == 1     # one suit (honours count as one)


def evaluate(ctx: WinContext, table: YakuTable) -> list[tuple[Yaku, int]]:
    """The yaku of ``table`` that hold in ``ctx``, each with its value: han for ordinary yaku,
    the number of yakuman for yakuman (then ordinary yaku are dropped). Yakuman tests are skipped
    when :func:`yakuman_possible` says none can hold (a ruleset's own yakuman with another
    condition leave :attr:`Yaku.gated` False); closed-only yaku (門前限定) are not tested on an
    open hand. The standard yaku are judged together (:func:`standard_yaku`), the table's own
    yaku one by one; either way the result is in table order."""
    closed = ctx.is_closed
    if ctx.nagashi:                           # nagashi scores only the shapeless yaku
        hits = [(i, y, int(y.test(ctx))) for i, y in _candidates(table.shapeless, table, closed)]
    elif ctx.reading is None:
        return []
    else:
        ordinary, yakuman, own = table.plan(yakuman_possible(ctx), closed)
        hits = []
        for name in standard_yaku(ctx):
            got = ordinary.get(name)
            if got is not None:
                hits += got
        if yakuman:
            for name in standard_yakuman(ctx):
                got = yakuman.get(name)
                if got is not None:
                    hits += got
        for i, y in own:
            n = int(y.test(ctx))
            if n > 0:
                hits.append((i, y, n))
        if len(hits) > 1:
            hits.sort(key=itemgetter(0))
    found: list[tuple[Yaku, int]] = []
    any_yakuman = superseding = False
    for _, y, n in hits:
        if n <= 0:
            continue
        if y.yakuman:
            any_yakuman = True
            found.append((y, y.yakuman_value(ctx.rules) * n))
        else:
            found.append((y, (y.han_closed if closed else y.han_open) * n))
        if y.supersedes:
            superseding = True
    if superseding:
        dropped = {name for y, _ in found for name in y.supersedes}
        found = [(y, v) for y, v in found if y.name not in dropped]
        any_yakuman = any(y.yakuman for y, _ in found)
    if any_yakuman:
        found = [(y, v) for y, v in found if y.yakuman]
    return found


def _candidates(yaku: tuple[Yaku, ...], table: YakuTable, closed: bool) -> list[tuple[int, Yaku]]:
    """(index in ``table``, yaku) of ``yaku`` to test on a closed or open hand."""
    index = {id(y): i for i, y in enumerate(table.yaku)}
    return [(index[id(y)], y) for y in yaku if closed or y.han_open != 0]


def _plan(table: YakuTable, possible: bool, closed: bool) -> tuple[dict, dict, tuple]:
    """How :func:`evaluate` reads ``table`` for a reading (``possible``: :func:`yakuman_possible`):
    {standard name: [(index, yaku, 1)]} of the standard yaku and of the standard yakuman among
    the candidates, and the table's own yaku as (index, yaku)."""
    ordinary: dict[str, list] = {}
    yakuman: dict[str, list] = {}
    own = []
    for i, y in _candidates(table.with_shape if possible else table.ungated, table, closed):
        name = getattr(y.test, "standard", None)
        if name is None:
            own.append((i, y))
        else:
            (yakuman if name in _STANDARD_YAKUMAN else ordinary).setdefault(name, []).append((i, y, 1))
    return ordinary, yakuman, tuple(own)


# ---------------------------------------------------------------------------------------------
# The standard yaku, judged together from one pass over the reading


def _reading_shape(c: WinContext) -> tuple[frozenset[int], tuple[int, ...], int]:
    """(set kinds, run firsts, concealed sets 暗刻 counted as :meth:`Reading.is_ankou`) of the
    reading; the first two also become the context's ``set_kinds`` and ``run_firsts``."""
    d = c.__dict__
    got = d.get("_shape")
    if got is None:
        r = c.reading
        if r is None or r.form != "regular":
            got = (frozenset(), (), 0)
        else:
            runs, sets, ankou = [], [], 0
            tsumo, win_group = c.tsumo, r.win_group
            for i, g in enumerate(r.groups):
                if g.shape == "run":
                    runs.append(g.first)
                else:
                    sets.append(g.first)
                    if g.concealed and (tsumo or i != win_group):
                        ankou += 1
            got = (frozenset(sets), tuple(runs), ankou)
        d["_shape"] = got
        d.setdefault("set_kinds", got[0])
        d.setdefault("run_firsts", got[1])
    return got


def standard_yaku(c: WinContext) -> tuple[str, ...]:
    """Names of the ordinary standard yaku (not yakuman, not nagashi) that hold in ``c``, judged
    in one pass (cached on the context). The test of each such yaku of :data:`RIICHI_YAKU` looks
    its name up here, so this is where their conditions are written."""
    d = c.__dict__
    got = d.get("_standard")
    if got is not None:
        return got
    r = c.reading
    rules = c.rules
    closed = c.is_closed
    tsumo = c.tsumo
    regular = r is not None and r.form == "regular"
    set_kinds, runs, ankou = _reading_shape(c)
    kinds = c.kinds_present
    out = []
    add = out.append
    # situation
    if c.riichi and not c.double_riichi:
        add("riichi")
    if c.ippatsu and (c.riichi or c.double_riichi):
        add("ippatsu")
    if tsumo and closed:
        add("menzen_tsumo")
    if c.double_riichi:
        add("double_riichi")
    if tsumo:
        if c.haitei:
            add("haitei")
        if c.rinshan:
            add("rinshan")
    else:
        if c.houtei:
            add("houtei")
        if c.chankan:
            add("chankan")
    # pinfu 平和: closed, four runs, a two-sided wait, a pair earning no fu
    if regular and closed and not set_kinds and r.wait == "ryanmen" and \
            r.pair not in c.value_pair_kinds():
        add("pinfu")
    # tanyao 断么九 (open too with open tanyao), honroutou 混老頭
    if (closed or rules.open_tanyao) and kinds <= rules.simple_kinds:
        add("tanyao")
    if kinds <= rules.yaochu_kinds:
        add("honroutou")
    # peikou 盃口: pairs of identical concealed runs
    if closed and len(runs) >= 2:
        ordered, pairs, i = sorted(runs), 0, 0
        while i < len(ordered) - 1:
            if ordered[i] == ordered[i + 1]:
                pairs, i = pairs + 1, i + 2
            else:
                i += 1
        if pairs >= 1:
            add("iipeikou")
        if pairs == 2:
            add("ryanpeikou")
    # value triplets 役牌
    if set_kinds:
        if c.seat_wind in set_kinds:
            add("seat_wind")
        if c.round_wind in set_kinds:
            add("round_wind")
        if 31 in set_kinds:
            add("haku")
        if 32 in set_kinds:
            add("hatsu")
        if 33 in set_kinds:
            add("chun")
        if len(set_kinds) >= 3:
            for n in set_kinds:
                if n < 9 and n + 9 in set_kinds and n + 18 in set_kinds:
                    add("sanshoku_doukou")
                    break
        if r.pair in _DRAGON_SET and len(set_kinds & _DRAGON_SET) == 2:
            add("shousangen")
    if len(runs) >= 3:
        firsts = set(runs)
        for n in firsts:
            if n < 7 and n + 9 in firsts and n + 18 in firsts:
                add("sanshoku")
                break
        for n in (0, 9, 18):
            if n in firsts and n + 3 in firsts and n + 6 in firsts:
                add("ittsu")
                break
    # chanta 混全帯么九 / junchan 純全帯么九: a terminal (or honour for chanta) in every block
    honor = c.has_honor
    if regular and runs:
        ends = rules.yaochu_kinds if honor else rules.terminal_kinds
        if r.pair in ends and set_kinds <= ends and rules.outside_runs.issuperset(runs):
            add("chanta" if honor else "junchan")
    if regular and not runs:
        add("toitoi")
    if ankou >= 3:
        add("sanankou")
    if len(c.melds) >= 3 and sum(len(m.kinds) == 4 for m in c.melds) == 3:
        add("sankantsu")
    if r is not None and r.form == "chiitoi":
        add("chiitoitsu")
    if len(c.suits) == 1:
        add("honitsu" if honor else "chinitsu")
    got = d["_standard"] = tuple(out)
    return got


def standard_yakuman(c: WinContext) -> tuple[str, ...]:
    """Names of the standard yakuman that hold in ``c`` (cached on the context); as
    :func:`standard_yaku`, the tests of :data:`RIICHI_YAKU`'s yakuman look them up here."""
    d = c.__dict__
    got = d.get("_standard_yakuman")
    if got is not None:
        return got
    r = c.reading
    regular = r is not None and r.form == "regular"
    set_kinds, _, ankou = _reading_shape(c)
    kinds = c.kinds_present
    out = []
    add = out.append
    if r is not None and r.form == "kokushi":
        add("kokushi")
        if r.wait == "kokushi13":
            add("kokushi13")
    if ankou == 4:
        add("suuankou")
        if r.wait == "tanki":
            add("suuankou_tanki")
    if len(set_kinds & _DRAGON_SET) == 3:
        add("daisangen")
    winds = len(set_kinds & _WIND_SET)
    if regular and winds == 3 and r.pair in _WIND_SET:
        add("shousuushii")
    if winds == 4:
        add("daisuushii")
    if kinds <= HONORS:
        add("tsuuiisou")
    if kinds <= c.rules.terminal_kinds:
        add("chinroutou")
    if kinds <= GREEN_KINDS:
        add("ryuuiisou")
    nine = _chuuren_suit(c)
    if nine is not None:
        add("chuuren")
        nine[c.win_kind % 9] -= 1
        if tuple(nine) == CHUUREN_PATTERN:
            add("junsei_chuuren")
    if len(c.melds) == 4 and sum(len(m.kinds) == 4 for m in c.melds) == 4:
        add("suukantsu")
    if c.tsumo:
        if c.tenhou and c.dealer:
            add("tenhou")
        if c.chiihou and not c.dealer:
            add("chiihou")
    got = d["_standard_yakuman"] = tuple(out)
    return got


def _chuuren_suit(ctx: WinContext) -> list[int] | None:
    """The nine counts of a nine-gates hand (九蓮宝燈), or None."""
    if ctx.melds or ctx.reading is None or ctx.reading.form != "regular":
        return None
    suits = ctx.suits
    if len(suits) != 1 or ctx.has_honor:
        return None
    s = 9 * next(iter(suits))
    nine = list(ctx.counts[s:s + 9])
    if all(n >= p for n, p in zip(nine, CHUUREN_PATTERN)):
        return nine
    return None


def _standard(name: str, yakuman: bool = False) -> Callable[[WinContext], bool]:
    """The test of the standard yaku ``name``: a look-up in :func:`standard_yaku` (or
    :func:`standard_yakuman`); :func:`evaluate` knows it by its ``standard`` attribute."""
    if yakuman:
        def test(ctx: WinContext) -> bool:
            return name in standard_yakuman(ctx)
    else:
        def test(ctx: WinContext) -> bool:
            return name in standard_yaku(ctx)
    test.standard = name
    test.__name__ = f"_{name}"
    return test


def _yk(name, ja, en, closed_only=False, double_form=False, supersedes=(), yakuman=1):
    return Yaku(name, ja, en, 13, 0 if closed_only else 13, _standard(name, yakuman=True), yakuman=yakuman,
                double_form=double_form, supersedes=supersedes, gated=True)


def _y(name, ja, en, han_closed, han_open, **kw):
    return Yaku(name, ja, en, han_closed, han_open, _standard(name), **kw)


#: Every standard riichi yaku (Tenhou-style values), with the yakuman; their conditions are in
#: :func:`standard_yaku` and :func:`standard_yakuman`.
RIICHI_YAKU = YakuTable((
    # 1 han
    _y("riichi", "立直", "Riichi", 1, 0),
    _y("ippatsu", "一発", "One-shot", 1, 0),
    _y("menzen_tsumo", "門前清自摸和", "Fully concealed self-draw", 1, 0),
    _y("pinfu", "平和", "All runs (pinfu)", 1, 0),
    _y("tanyao", "断么九", "All simples", 1, 1),
    _y("iipeikou", "一盃口", "Pure double run", 1, 0),
    _y("haku", "役牌 白", "Value tiles: white dragon", 1, 1),
    _y("hatsu", "役牌 發", "Value tiles: green dragon", 1, 1),
    _y("chun", "役牌 中", "Value tiles: red dragon", 1, 1),
    _y("seat_wind", "自風牌", "Value tiles: seat wind", 1, 1),
    _y("round_wind", "場風牌", "Value tiles: round wind", 1, 1),
    _y("haitei", "海底摸月", "Last tile self-draw", 1, 1),
    _y("houtei", "河底撈魚", "Last discard ron", 1, 1),
    _y("rinshan", "嶺上開花", "Win on a kan replacement tile", 1, 1),
    _y("chankan", "槍槓", "Robbing a kan", 1, 1),
    # 2 han
    _y("double_riichi", "ダブル立直", "Double riichi", 2, 0, supersedes=("riichi",)),
    _y("sanshoku", "三色同順", "Mixed triple run", 2, 1),
    _y("sanshoku_doukou", "三色同刻", "Triple triplets", 2, 2),
    _y("ittsu", "一気通貫", "Pure straight", 2, 1),
    _y("chanta", "混全帯么九", "Half outside hand", 2, 1),
    _y("toitoi", "対々和", "All triplets", 2, 2),
    _y("sanankou", "三暗刻", "Three concealed triplets", 2, 2),
    _y("sankantsu", "三槓子", "Three quads", 2, 2),
    _y("chiitoitsu", "七対子", "Seven pairs", 2, 0),
    _y("honroutou", "混老頭", "All terminals and honours", 2, 2),
    _y("shousangen", "小三元", "Little three dragons", 2, 2),
    # 3 han and more
    _y("ryanpeikou", "二盃口", "Twice pure double run", 3, 0, supersedes=("iipeikou",)),
    _y("honitsu", "混一色", "Half flush", 3, 2),
    _y("junchan", "純全帯么九", "Fully outside hand", 3, 2, supersedes=("chanta",)),
    _y("chinitsu", "清一色", "Full flush", 6, 5, supersedes=("honitsu",)),
    Yaku("nagashi_mangan", "流し満貫", "Nagashi mangan", 5, 5, lambda c: c.nagashi,
         needs_shape=False),
    # yakuman
    _yk("kokushi", "国士無双", "Thirteen orphans", closed_only=True),
    _yk("kokushi13", "国士無双十三面待ち", "Thirteen orphans, 13-sided wait", closed_only=True,
        double_form=True, supersedes=("kokushi",)),
    _yk("suuankou", "四暗刻", "Four concealed triplets", closed_only=True),
    _yk("suuankou_tanki", "四暗刻単騎", "Four concealed triplets, single wait", closed_only=True,
        double_form=True, supersedes=("suuankou",)),
    _yk("daisangen", "大三元", "Big three dragons"),
    _yk("shousuushii", "小四喜", "Little four winds"),
    _yk("daisuushii", "大四喜", "Big four winds", double_form=True),
    _yk("tsuuiisou", "字一色", "All honours"),
    _yk("chinroutou", "清老頭", "All terminals"),
    _yk("ryuuiisou", "緑一色", "All green"),
    _yk("chuuren", "九蓮宝燈", "Nine gates", closed_only=True),
    _yk("junsei_chuuren", "純正九蓮宝燈", "True nine gates (nine-sided wait)", closed_only=True,
        double_form=True, supersedes=("chuuren",)),
    _yk("suukantsu", "四槓子", "Four quads"),
    _yk("tenhou", "天和", "Blessing of heaven", closed_only=True),
    _yk("chiihou", "地和", "Blessing of earth", closed_only=True),
))
_STANDARD_YAKUMAN = frozenset(y.name for y in RIICHI_YAKU if y.yakuman)
