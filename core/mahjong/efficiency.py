"""Tile efficiency (牌効率) of one seat, read from its view: the teaching-mode panel's data.

:func:`analyse_view` takes what a seat may see (its hand, every pond, every meld, the dora
indicators; the view of the ``riichi`` game, see notes/riichi_protocol.md) and reports:

- the hand as counts and its called melds, and the copies of each kind the seat cannot see
  (``unseen``: the tile set's copies minus every copy visible to the seat);
- the current shanten (向聴数; ``-1`` complete, ``0`` tenpai 聴牌);
- with ``14 - 3 * melds`` tiles (the seat is to discard): for each distinct discard the
  shanten after it and the kinds that would then improve the hand (受け入れ) with how many are
  unseen, best first (lowest shanten, then most unseen improving tiles); a discard that leaves
  the hand tenpai also gets its waits with the furiten and no-yaku checks below;
- with ``13 - 3 * melds`` tiles: the improving kinds, and when tenpai the waits (待ち) with
  their unseen copies, whether the seat is furiten (振聴) by its own discards, and for each wait
  whether a win on it has a yaku (役) by ron and by tsumo.

Furiten here is the permanent kind only (a wait among the seat's own discards, called ones
included): same-turn and riichi furiten (a winning tile let pass) are not in the view.
The yaku check scores each wait with the view's seat and round winds, the seat's riichi, and no
situational yaku (haitei, rinshan, chankan, ippatsu) nor dora: dora alone are no yaku. A closed
hand always has menzen tsumo (門前清自摸和) on a self-drawn win, and riichi (立直) would give it
a yaku on ron too.

Tile sets other than the 136 (three-player 三麻 without 2m-8m) are given by ``copies``: the
tile set's copies per kind (34 ints; :func:`copies_of` reads them off a ``TileSet``). Kinds with
no copy are never improving tiles nor waits.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from core.mahjong.hand import Meld
from core.mahjong.notation import parse_kinds
from core.mahjong.points import score_hand
from core.mahjong.shanten import KOKUSHI_13, N_KINDS, shanten, shanten_after_draw
from core.mahjong.yaku import RIICHI_YAKU, HandRules, WinContext

FULL_COPIES = (4,) * N_KINDS
HIDDEN = "??"


@dataclass(frozen=True)
class Wait:
    """One wait (待ち) of a tenpai hand: its kind, the copies the seat cannot see, and whether
    a win on it has a yaku by ron (``ron``) and by tsumo (``tsumo``)."""

    kind: int
    unseen: int
    ron: bool = True
    tsumo: bool = True


@dataclass(frozen=True)
class DiscardOption:
    """One distinct discard (打牌) of a hand that is to discard.

    ``kind`` and ``token`` (a token of the hand to show or play: a plain copy before a red
    five); ``shanten`` after the discard; ``improving``: (kind, unseen) of every kind whose draw
    would then lower the shanten, in kind order, and ``total`` their unseen copies.
    ``legal``: some legal action discards it (True when no legal actions were given);
    ``riichi``: a riichi (立直) may be declared with it. When the discard leaves the hand tenpai,
    ``waits`` are its waits and ``furiten`` whether one of them is among the seat's discards
    (this tile included: it goes to the pond).
    """

    kind: int
    token: str
    shanten: int
    improving: tuple[tuple[int, int], ...]
    total: int
    legal: bool = True
    riichi: bool = False
    waits: tuple[Wait, ...] = ()
    furiten: bool = False

    @property
    def key(self) -> tuple[int, int]:
        """Sort key, smaller is better: (shanten after, minus the improving tiles)."""
        return self.shanten, -self.total


@dataclass(frozen=True)
class Efficiency:
    """The efficiency report of one seat (see the module docstring).

    ``to_discard``: the hand holds ``14 - 3 * melds`` tiles; then ``discards`` are the rows,
    best first (legal ones before the others), and ``complete_yaku`` tells, for a complete
    hand, whether a tsumo on the drawn tile has a yaku (None if unknown or not complete).
    Otherwise ``improving`` / ``total`` are the hand's ukeire, and when tenpai ``waits`` its
    waits, ``furiten`` / ``furiten_kinds`` the waits among its own discards.
    """

    seat: int
    counts: tuple[int, ...]
    melds: tuple[Meld, ...]
    unseen: tuple[int, ...]
    shanten: int
    to_discard: bool
    closed: bool = True
    in_riichi: bool = False
    discards: tuple[DiscardOption, ...] = ()
    improving: tuple[tuple[int, int], ...] = ()
    total: int = 0
    waits: tuple[Wait, ...] = ()
    furiten: bool = False
    furiten_kinds: tuple[int, ...] = ()
    complete_yaku: bool | None = None

    @property
    def tenpai(self) -> bool:
        """Ready (聴牌) with a 13-tile hand."""
        return not self.to_discard and self.shanten == 0

    @property
    def complete(self) -> bool:
        return self.shanten < 0

    @property
    def best(self) -> DiscardOption | None:
        """The best legal discard (None when not to discard or none is legal)."""
        for row in self.discards:
            if row.legal:
                return row
        return None

    @property
    def best_key(self) -> tuple[int, int] | None:
        best = self.best
        return best.key if best is not None else None

    def no_yaku_ron(self) -> tuple[int, ...]:
        """Waits a ron (ロン) win on would have no yaku (役なし)."""
        return tuple(w.kind for w in self.waits if not w.ron)

    def no_yaku_tsumo(self) -> tuple[int, ...]:
        """Waits a tsumo (ツモ) win on would have no yaku."""
        return tuple(w.kind for w in self.waits if not w.tsumo)


def copies_of(tileset) -> tuple[int, ...]:
    """The copies per kind (34 ints) of a ``core.mahjong.tilesets.TileSet``."""
    return tuple(tileset.copies(k) for k in range(N_KINDS))


def kind_of_token(tok: str) -> int:
    """The kind (0..33) of a view token (``5p``, ``0p``, ``1z``)."""
    return parse_kinds(tok)[0]


def analyse_view(view, seat: int | None = None, *, copies: Sequence[int] | None = None,
                 legal_actions: Iterable | None = None, terminals=KOKUSHI_13,
                 rules: HandRules | None = None, table=RIICHI_YAKU, air: Iterable[int] = ()) -> Efficiency:
    """The efficiency report of ``seat`` (default: the view's seat) from ``view`` (a ``View``
    or its ``data`` dict) of the riichi-family games.

    ``copies``: the tile set's copies per kind (default four of each of the 34); ``legal_actions``:
    the seat's legal actions, to mark the discards that may be played (``discard`` / ``riichi``
    actions; None: every discard counts as legal); ``terminals``, ``rules`` and ``table``: the
    thirteen orphans' kinds, the hand rules and the yaku of the game, for the shanten and the
    yaku check; ``air``: kinds that never join the hand when drawn (Anmika's norths, set aside at
    once with a replacement): never counted as improving tiles or waits. Raises ``ValueError`` if
    the seat's hand is hidden in the view.
    """
    data = getattr(view, "data", view)
    if seat is None:
        seat = getattr(view, "seat", None)
    if seat is None:
        raise ValueError("analyse_view needs a seat for an open view")
    copies = tuple(FULL_COPIES if copies is None else copies)
    if len(copies) != N_KINDS:
        raise ValueError("copies must be 34 counts")
    kinds = None if all(copies) else frozenset(k for k in range(N_KINDS) if copies[k])
    hand_tokens = list(data["hands"][seat])
    if any(t == HIDDEN for t in hand_tokens):
        raise ValueError(f"the hand of seat {seat} is hidden in this view")
    counts = [0] * N_KINDS
    for tok in hand_tokens:
        counts[kind_of_token(tok)] += 1
    seats = data.get("seats", len(data["hands"]))
    melds = tuple(_meld(m, seat, seats) for m in data["melds"][seat])
    unseen = tuple(_unseen(data, counts, copies))
    pond = tuple(kind_of_token(p["tile"]) for p in data["ponds"][seat])
    ctx = _Context(data, seat, seats, melds, rules or HandRules(), table, kinds, terminals, frozenset(air))
    now = shanten(counts, len(melds), terminals, kinds)
    base = dict(seat=seat, counts=tuple(counts), melds=melds, unseen=unseen, shanten=now,
                closed=ctx.closed, in_riichi=ctx.riichi)
    if len(hand_tokens) == 14 - 3 * len(melds):
        rows = _discard_rows(counts, hand_tokens, unseen, pond, ctx, legal_actions)
        complete_yaku = None
        if now < 0 and data.get("drawn") and data.get("turn") == seat:
            complete_yaku = ctx.has_yaku(counts, kind_of_token(data["drawn"]), tsumo=True)
        return Efficiency(**base, to_discard=True, discards=rows, complete_yaku=complete_yaku)
    if len(hand_tokens) != 13 - 3 * len(melds):
        raise ValueError(f"seat {seat} holds {len(hand_tokens)} tiles with {len(melds)} melds")
    improving = _improving(counts, len(melds), unseen, now, ctx)
    waits: tuple[Wait, ...] = ()
    furiten_kinds: tuple[int, ...] = ()
    if now == 0:
        waits = ctx.waits(counts, [k for k, _ in improving], unseen)
        furiten_kinds = tuple(w.kind for w in waits if w.kind in pond)
    return Efficiency(**base, to_discard=False, improving=improving,
                      total=sum(n for _, n in improving), waits=waits,
                      furiten=bool(furiten_kinds), furiten_kinds=furiten_kinds)


# --- helpers ---------------------------------------------------------------------------------

class _Context:
    """What the yaku check needs besides the hand: winds, riichi, melds, rules."""

    def __init__(self, data, seat, seats, melds, rules, table, kinds, terminals, air=frozenset()) -> None:
        self.air = air                   # kinds set aside when drawn: never improving, never waits
        self.melds = melds
        self.closed = not any(m.is_open for m in melds)
        self.riichi = bool(data.get("riichi", [0] * seats)[seat])
        self.seat_wind = 27 + (seat - data.get("dealer", 0)) % seats
        self.round_wind = 27 + data.get("round_wind", 0)
        self.rules, self.table, self.kinds, self.terminals = rules, table, kinds, terminals

    def has_yaku(self, counts, win_kind: int, tsumo: bool) -> bool:
        """Does a win on ``win_kind`` (already in ``counts``) have a yaku?"""
        if self.riichi and self.closed:
            return True
        ctx = WinContext(counts=tuple(counts), melds=self.melds, win_kind=win_kind, tsumo=tsumo,
                         seat_wind=self.seat_wind, round_wind=self.round_wind, riichi=self.riichi,
                         rules=self.rules)
        return score_hand(ctx, self.table, self.rules).is_win

    def waits(self, counts, candidates, unseen) -> tuple[Wait, ...]:
        """The waits among ``candidates`` (the kinds that complete the tenpai ``counts``)."""
        out = []
        hand = list(counts)
        for kind in candidates:
            hand[kind] += 1
            ron = self.has_yaku(hand, kind, tsumo=False)
            tsumo = ron or self.closed or self.has_yaku(hand, kind, tsumo=True)
            hand[kind] -= 1
            out.append(Wait(kind, unseen[kind], ron, tsumo))
        return tuple(out)


def _meld(m: dict, seat: int, seats: int) -> Meld:
    """A view meld as ``core.mahjong.hand.Meld``."""
    called = m.get("called")
    source = m.get("from")
    offset = (seat - source) % seats if source is not None else 0
    return Meld(m["kind"], tuple(kind_of_token(t) for t in m["tiles"]),
                kind_of_token(called) if called else None, offset)


def _unseen(data, counts, copies) -> list[int]:
    """The tile set's copies minus every copy the seat sees: its hand, the ponds (a called tile
    is in its meld instead), every meld, the dora indicators, the tiles set aside (Anmika)."""
    seen = list(counts)
    for pond in data["ponds"]:
        for p in pond:
            if not p.get("called"):
                seen[kind_of_token(p["tile"])] += 1
    for seat_melds in data["melds"]:
        for m in seat_melds:
            for tok in m["tiles"]:
                seen[kind_of_token(tok)] += 1
    shown = list(data.get("dora_indicators", ()))
    for tiles in data.get("extracted", ()):          # north and flowers set aside (Anmika)
        shown += tiles
    for tok in shown:
        kind = kind_of_token(tok)
        if kind < len(seen):                         # a flower is no kind of the hand
            seen[kind] += 1
    return [max(0, c - s) for c, s in zip(copies, seen)]


def _improving(counts, melds: int, unseen, before: int, ctx: _Context) -> tuple[tuple[int, int], ...]:
    """(kind, unseen) of each kind whose draw lowers the shanten from ``before``."""
    after = shanten_after_draw(counts, melds, ctx.terminals, ctx.kinds)
    return tuple((k, unseen[k]) for k, s in enumerate(after) if s is not None and s < before and k not in ctx.air)


def _legal_discards(legal_actions) -> tuple[set[int] | None, set[int]]:
    """Kinds some legal action discards (None: no actions given) and kinds riichi may cut."""
    if legal_actions is None:
        return None, set()
    legal, riichi = set(), set()
    for a in legal_actions:
        if a.kind in ("discard", "riichi") and a.cards:
            kind = kind_of_token(a.cards[0])
            legal.add(kind)
            if a.kind == "riichi":
                riichi.add(kind)
    return legal, riichi


def _discard_rows(counts, hand_tokens, unseen, pond, ctx: _Context, legal_actions) -> tuple[DiscardOption, ...]:
    """One row per distinct kind of a hand that is to discard, best first."""
    legal, riichi = _legal_discards(legal_actions)
    melds = len(ctx.melds)
    rows = []
    hand = list(counts)
    for kind in range(N_KINDS):
        if not hand[kind]:
            continue
        hand[kind] -= 1
        after = shanten(hand, melds, ctx.terminals, ctx.kinds)
        improving = _improving(hand, melds, unseen, after, ctx)
        waits: tuple[Wait, ...] = ()
        furiten = False
        if after == 0:
            waits = ctx.waits(hand, [k for k, _ in improving], unseen)
            furiten = any(w.kind == kind or w.kind in pond for w in waits)
        hand[kind] += 1
        tokens = [t for t in hand_tokens if kind_of_token(t) == kind]
        plain = [t for t in tokens if not t.startswith("0")]
        rows.append(DiscardOption(kind, (plain or tokens)[0], after, improving,
                                  sum(n for _, n in improving),
                                  legal is None or kind in legal, kind in riichi, waits, furiten))
    rows.sort(key=lambda r: (not r.legal, r.key, r.kind))
    return tuple(rows)


__all__ = ["Wait", "DiscardOption", "Efficiency", "analyse_view", "copies_of", "kind_of_token",
           "FULL_COPIES"]
