"""Yaku (役): the registry of scoring patterns, the win context they read, and the ruleset hooks.

A :class:`Yaku` names a pattern and its value (翻, han) closed and open; a :class:`YakuTable` is
the list a ruleset scores with (:data:`RIICHI_YAKU` for standard riichi). A yaku's ``test`` reads a
:class:`WinContext`: the hand, one :class:`~core.mahjong.hand.Reading` of it, the way it was won
and the :class:`HandRules` in force. :func:`evaluate` applies a table to a context.

Ruleset hooks (:class:`HandRules`): which kinds are terminals (么九) and which are simples (断么)
— they may overlap, as Anmika's GT 7m is both; open tanyao (喰いタン); seven-pairs fu; kiriage
mangan (切り上げ満貫); counted yakuman (数え役満); whether the "double" forms of single yakuman
count double; payment details.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from typing import Callable, Iterator

from core.mahjong.hand import (
    DRAGONS, EAST, HONORS, KOKUSHI_KINDS, SIMPLES, TERMINALS, WINDS, Group, Meld, Reading,
    suit_index,
)

#: Kinds of 緑一色 (all green): 2s 3s 4s 6s 8s 發.
GREEN_KINDS = frozenset({19, 20, 21, 23, 25, 32})
#: Suit counts of 九蓮宝燈 (nine gates) before the extra tile: 1112345678999.
CHUUREN_PATTERN = (3, 1, 1, 1, 1, 1, 1, 1, 3)


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

    @property
    def dual_kinds(self) -> frozenset[int]:
        """Kinds that are terminal and simple at once (GT 7m)."""
        return self.terminal_kinds & self.simple_kinds


RIICHI_RULES = HandRules()


@dataclass(frozen=True)
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

    def __post_init__(self) -> None:
        object.__setattr__(self, "counts", tuple(self.counts))
        object.__setattr__(self, "melds", tuple(self.melds))

    @property
    def dealer(self) -> bool:
        """The dealer (親) sits East."""
        return self.seat_wind == EAST

    @cached_property
    def is_closed(self) -> bool:
        """門前 (menzen): no open meld (a closed kan keeps the hand closed)."""
        return not any(m.is_open for m in self.melds)

    @cached_property
    def all_counts(self) -> tuple[int, ...]:
        """34-long counts of every tile of the hand, called melds included (a kan counts 4)."""
        c = list(self.counts)
        for m in self.melds:
            for k in m.kinds:
                c[k] += 1
        return tuple(c)

    @cached_property
    def kinds_present(self) -> frozenset[int]:
        return frozenset(k for k, n in enumerate(self.all_counts) if n)

    @cached_property
    def suits(self) -> frozenset[int]:
        """The numbered suits present (0 man, 1 pin, 2 sou)."""
        return frozenset(k // 9 for k in self.kinds_present if k < 27)

    @cached_property
    def has_honor(self) -> bool:
        return not self.kinds_present.isdisjoint(HONORS)

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
        other = object.__new__(WinContext)
        values = other.__dict__
        for name in _FIELDS:
            values[name] = self.__dict__[name]
        values["reading"] = reading
        if rules is not None:
            values["rules"] = rules
        for name in _TILE_PROPERTIES:                 # these depend on the tiles only
            if name in self.__dict__:
                values[name] = self.__dict__[name]
        return other


_FIELDS = tuple(f.name for f in fields(WinContext))
_TILE_PROPERTIES = ("all_counts", "kinds_present", "suits", "has_honor")


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
    if sum(1 for g in ctx.groups if g.is_set) >= 3:
        return True
    return ctx.is_closed and len({suit_index(k) for k in kinds}) == 1


def evaluate(ctx: WinContext, table: YakuTable) -> list[tuple[Yaku, int]]:
    """The yaku of ``table`` that hold in ``ctx``, each with its value: han for ordinary yaku,
    the number of yakuman for yakuman (then ordinary yaku are dropped). Yakuman tests are skipped
    when :func:`yakuman_possible` says none can hold (a ruleset's own yakuman with another
    condition leave :attr:`Yaku.gated` False)."""
    closed = ctx.is_closed
    found: list[tuple[Yaku, int]] = []
    if ctx.nagashi:                           # nagashi scores only the shapeless yaku
        candidates = table.shapeless
    elif ctx.reading is None:
        return found
    elif yakuman_possible(ctx):
        candidates = table.with_shape
    else:
        candidates = table.ungated
    for y in candidates:
        if not closed and y.han_open == 0:
            continue
        n = int(y.test(ctx))
        if n <= 0:
            continue
        value = y.yakuman_value(ctx.rules) if y.yakuman else y.han(closed)
        found.append((y, value * n))
    dropped = {name for y, _ in found for name in y.supersedes}
    found = [(y, v) for y, v in found if y.name not in dropped]
    if any(y.yakuman for y, _ in found):
        found = [(y, v) for y, v in found if y.yakuman]
    return found


# ---------------------------------------------------------------------------------------------
# Shape helpers


def _all_in(ctx: WinContext, kinds: frozenset[int]) -> bool:
    return ctx.kinds_present <= kinds


def _suits(ctx: WinContext) -> frozenset[int]:
    return ctx.suits


def _has_honor(ctx: WinContext) -> bool:
    return ctx.has_honor


def _peikou(ctx: WinContext) -> int:
    """Pairs of identical concealed runs (盃口)."""
    runs = ctx.run_firsts
    if len(runs) < 2 or not ctx.is_closed:
        return 0
    runs, pairs, i = sorted(runs), 0, 0
    while i < len(runs) - 1:
        if runs[i] == runs[i + 1]:
            pairs, i = pairs + 1, i + 2
        else:
            i += 1
    return pairs


def _outside(ctx: WinContext, honors: bool) -> bool:
    """Every block holds a terminal (or an honour when ``honors``), with at least one run."""
    if not ctx.regular or not ctx.run_firsts:
        return False
    ends = ctx.rules.terminal_kinds | (HONORS if honors else frozenset())
    return all(any(k in ends for k in g.kinds) for g in ctx.reading.melds_and_pair)


def _yakuhai(kind: int) -> Callable[[WinContext], bool]:
    return lambda ctx: kind in ctx.set_kinds


# ---------------------------------------------------------------------------------------------
# Tests


def _riichi(ctx: WinContext) -> bool:
    return ctx.riichi or ctx.double_riichi


def _ippatsu(ctx: WinContext) -> bool:
    return ctx.ippatsu and _riichi(ctx)


def _pinfu(ctx: WinContext) -> bool:
    r = ctx.reading
    return (ctx.regular and ctx.is_closed and r.wait == "ryanmen"
            and all(g.shape == "run" for g in r.groups) and r.pair not in ctx.value_pair_kinds())


def _tanyao(ctx: WinContext) -> bool:
    if not ctx.is_closed and not ctx.rules.open_tanyao:
        return False
    return _all_in(ctx, ctx.rules.simple_kinds)


def _sanshoku(ctx: WinContext) -> bool:
    firsts = set(ctx.run_firsts)
    return any({n, n + 9, n + 18} <= firsts for n in range(7))


def _doukou(ctx: WinContext) -> bool:
    firsts = ctx.set_kinds
    return any({n, n + 9, n + 18} <= firsts for n in range(9))


def _ittsu(ctx: WinContext) -> bool:
    firsts = set(ctx.run_firsts)
    return any({s, s + 3, s + 6} <= firsts for s in (0, 9, 18))


def _chanta(ctx: WinContext) -> bool:
    return _has_honor(ctx) and _outside(ctx, honors=True)


def _junchan(ctx: WinContext) -> bool:
    return not _has_honor(ctx) and _outside(ctx, honors=False)


def _toitoi(ctx: WinContext) -> bool:
    return ctx.regular and not ctx.run_firsts


def _ankou(ctx: WinContext) -> int:
    return ctx.reading.ankou_count(ctx.tsumo) if ctx.regular else 0


def _quads(ctx: WinContext) -> int:
    return sum(m.is_kan for m in ctx.melds)


def _honitsu(ctx: WinContext) -> bool:
    return len(_suits(ctx)) == 1 and _has_honor(ctx)


def _chinitsu(ctx: WinContext) -> bool:
    return len(_suits(ctx)) == 1 and not _has_honor(ctx)


def _honroutou(ctx: WinContext) -> bool:
    return _all_in(ctx, ctx.rules.yaochu_kinds)


def _dragon_sets(ctx: WinContext) -> int:
    return len(ctx.set_kinds & set(DRAGONS))


def _wind_sets(ctx: WinContext) -> int:
    return len(ctx.set_kinds & set(WINDS))


def _shousangen(ctx: WinContext) -> bool:
    return ctx.regular and _dragon_sets(ctx) == 2 and ctx.reading.pair in DRAGONS


def _shousuushii(ctx: WinContext) -> bool:
    return ctx.regular and _wind_sets(ctx) == 3 and ctx.reading.pair in WINDS


def _chuuren_suit(ctx: WinContext) -> list[int] | None:
    """The nine counts of a nine-gates hand (九蓮宝燈), or None."""
    if ctx.melds or ctx.reading is None or ctx.reading.form != "regular":
        return None
    suits = _suits(ctx)
    if len(suits) != 1 or _has_honor(ctx):
        return None
    s = 9 * next(iter(suits))
    nine = list(ctx.counts[s:s + 9])
    if all(n >= p for n, p in zip(nine, CHUUREN_PATTERN)):
        return nine
    return None


def _chuuren(ctx: WinContext) -> bool:
    return _chuuren_suit(ctx) is not None


def _junsei_chuuren(ctx: WinContext) -> bool:
    """純正九蓮宝燈: the hand before the win is exactly 1112345678999 (nine-sided wait)."""
    nine = _chuuren_suit(ctx)
    if nine is None:
        return False
    nine[ctx.win_kind % 9] -= 1
    return tuple(nine) == CHUUREN_PATTERN


def _form(name: str) -> Callable[[WinContext], bool]:
    return lambda ctx: ctx.reading is not None and ctx.reading.form == name


def _yk(name, ja, en, test, closed_only=False, double_form=False, supersedes=(), yakuman=1):
    return Yaku(name, ja, en, 13, 0 if closed_only else 13, test, yakuman=yakuman,
                double_form=double_form, supersedes=supersedes, gated=True)


#: Every standard riichi yaku (Tenhou-style values), with the yakuman.
RIICHI_YAKU = YakuTable((
    # 1 han
    Yaku("riichi", "立直", "Riichi", 1, 0, lambda c: c.riichi and not c.double_riichi),
    Yaku("ippatsu", "一発", "One-shot", 1, 0, _ippatsu),
    Yaku("menzen_tsumo", "門前清自摸和", "Fully concealed self-draw", 1, 0,
         lambda c: c.tsumo and c.is_closed),
    Yaku("pinfu", "平和", "All runs (pinfu)", 1, 0, _pinfu),
    Yaku("tanyao", "断么九", "All simples", 1, 1, _tanyao),
    Yaku("iipeikou", "一盃口", "Pure double run", 1, 0, lambda c: _peikou(c) >= 1),
    Yaku("haku", "役牌 白", "Value tiles: white dragon", 1, 1, _yakuhai(31)),
    Yaku("hatsu", "役牌 發", "Value tiles: green dragon", 1, 1, _yakuhai(32)),
    Yaku("chun", "役牌 中", "Value tiles: red dragon", 1, 1, _yakuhai(33)),
    Yaku("seat_wind", "自風牌", "Value tiles: seat wind", 1, 1,
         lambda c: c.seat_wind in c.set_kinds),
    Yaku("round_wind", "場風牌", "Value tiles: round wind", 1, 1,
         lambda c: c.round_wind in c.set_kinds),
    Yaku("haitei", "海底摸月", "Last tile self-draw", 1, 1, lambda c: c.tsumo and c.haitei),
    Yaku("houtei", "河底撈魚", "Last discard ron", 1, 1, lambda c: not c.tsumo and c.houtei),
    Yaku("rinshan", "嶺上開花", "Win on a kan replacement tile", 1, 1,
         lambda c: c.tsumo and c.rinshan),
    Yaku("chankan", "槍槓", "Robbing a kan", 1, 1, lambda c: not c.tsumo and c.chankan),
    # 2 han
    Yaku("double_riichi", "ダブル立直", "Double riichi", 2, 0, lambda c: c.double_riichi,
         supersedes=("riichi",)),
    Yaku("sanshoku", "三色同順", "Mixed triple run", 2, 1, _sanshoku),
    Yaku("sanshoku_doukou", "三色同刻", "Triple triplets", 2, 2, _doukou),
    Yaku("ittsu", "一気通貫", "Pure straight", 2, 1, _ittsu),
    Yaku("chanta", "混全帯么九", "Half outside hand", 2, 1, _chanta),
    Yaku("toitoi", "対々和", "All triplets", 2, 2, _toitoi),
    Yaku("sanankou", "三暗刻", "Three concealed triplets", 2, 2, lambda c: _ankou(c) >= 3),
    Yaku("sankantsu", "三槓子", "Three quads", 2, 2, lambda c: _quads(c) == 3),
    Yaku("chiitoitsu", "七対子", "Seven pairs", 2, 0, _form("chiitoi")),
    Yaku("honroutou", "混老頭", "All terminals and honours", 2, 2, _honroutou),
    Yaku("shousangen", "小三元", "Little three dragons", 2, 2, _shousangen),
    # 3 han and more
    Yaku("ryanpeikou", "二盃口", "Twice pure double run", 3, 0, lambda c: _peikou(c) == 2,
         supersedes=("iipeikou",)),
    Yaku("honitsu", "混一色", "Half flush", 3, 2, _honitsu),
    Yaku("junchan", "純全帯么九", "Fully outside hand", 3, 2, _junchan, supersedes=("chanta",)),
    Yaku("chinitsu", "清一色", "Full flush", 6, 5, _chinitsu, supersedes=("honitsu",)),
    Yaku("nagashi_mangan", "流し満貫", "Nagashi mangan", 5, 5, lambda c: c.nagashi,
         needs_shape=False),
    # yakuman
    _yk("kokushi", "国士無双", "Thirteen orphans", _form("kokushi"), closed_only=True),
    _yk("kokushi13", "国士無双十三面待ち", "Thirteen orphans, 13-sided wait",
        lambda c: _form("kokushi")(c) and c.reading.wait == "kokushi13", closed_only=True,
        double_form=True, supersedes=("kokushi",)),
    _yk("suuankou", "四暗刻", "Four concealed triplets", lambda c: _ankou(c) == 4, closed_only=True),
    _yk("suuankou_tanki", "四暗刻単騎", "Four concealed triplets, single wait",
        lambda c: _ankou(c) == 4 and c.reading.wait == "tanki", closed_only=True,
        double_form=True, supersedes=("suuankou",)),
    _yk("daisangen", "大三元", "Big three dragons", lambda c: _dragon_sets(c) == 3),
    _yk("shousuushii", "小四喜", "Little four winds", _shousuushii),
    _yk("daisuushii", "大四喜", "Big four winds", lambda c: _wind_sets(c) == 4, double_form=True),
    _yk("tsuuiisou", "字一色", "All honours", lambda c: _all_in(c, HONORS)),
    _yk("chinroutou", "清老頭", "All terminals", lambda c: _all_in(c, c.rules.terminal_kinds)),
    _yk("ryuuiisou", "緑一色", "All green", lambda c: _all_in(c, GREEN_KINDS)),
    _yk("chuuren", "九蓮宝燈", "Nine gates", _chuuren, closed_only=True),
    _yk("junsei_chuuren", "純正九蓮宝燈", "True nine gates (nine-sided wait)", _junsei_chuuren,
        closed_only=True, double_form=True, supersedes=("chuuren",)),
    _yk("suukantsu", "四槓子", "Four quads", lambda c: _quads(c) == 4),
    _yk("tenhou", "天和", "Blessing of heaven", lambda c: c.tenhou and c.tsumo and c.dealer,
        closed_only=True),
    _yk("chiihou", "地和", "Blessing of earth", lambda c: c.chiihou and c.tsumo and not c.dealer,
        closed_only=True),
))
