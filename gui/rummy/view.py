"""RummyTableView: the rummy table widget (show a View, animate events, turn gestures into Actions).

It has the public interface of the daifugō :class:`~gui.games.daifugo.view.TableView`, so the controller,
the main window and the review window drive it unchanged::

    action_chosen(Action)   the local player chose a legal action (drag, click or keyboard)
    rejected(str)           a gesture matched no legal action; the translated reason
    animations_done()       the event animation queue has drained
    hint_requested()        the player pressed H
    round_ended(dict)       a round was scored or void (the round's ``last_result``)

    set_names(names), show_view(view, legal, seat, *, teaching, explain, open_hands),
    play_events(events, view_after, legal, seat, **same keywords), set_speed(factor), speed(),
    skip_animations(), is_animating(), set_teaching(on), show_hint(action), table_scene
    set_round_pause(on), resume_after_round(), groups(), set_groups(groups), sort_by_suit(),
    sort_by_rank(), arrange(), group_selected(), last_result()

Like the daifugō view it knows the protocol, not the rules: a gesture is matched against the
legal actions (an action's ``cards`` and ``target``: "hand", "discard", "declare", "pack"), and
a refused gesture's reason comes from the ``explain`` callback. Meld validation of the groups
and the Arrange button ask :mod:`core.rummy`.

Gestures: drag from the stock or the discard pile into the hand (or click them) to draw; drag a
hand card onto the discard pile to discard it, onto the Declare Rummy zone to discard it and
declare; drag hand cards within the hand to reorder and group them (a drop between groups makes
a new group); click a card to select it, then Discard / Declare / Group. Keys: D draws from the
stock, T takes the discard, Left/Right move the cursor, Ctrl+Left/Right move the card under it,
Space selects, Enter (or Delete) discards the selection, R declares, P packs, S / N sort by suit
/ by rank, A arranges, G groups the selection, H asks for a hint, Escape clears.

The grouping of the local hand is kept here, per seat, across turns and refreshes: cards that
arrive go to the end (or where they were dropped), cards that leave vanish from their group.
"""
from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from core.cards import RANKS, is_joker, rank, suit
from core.engine import HIDDEN, QT_TRANSLATE_NOOP, Action, Event, View
from core.rummy import MeldRules, best_arrangement, card_value, classify, why_not_meld

from ..i18n import tr_msg, translate
from . import layout as L
from ..table.animator import Tweens
from ..table.base_view import CardTableView
from ..table.cards import CardItem
from .scene import RummyScene

Explain = Callable[[tuple, str], str]
Groups = list[list[str]]

SUIT_ORDER = "shcd"                     # ♠ ♥ ♣ ♦: colours alternate, as the engine sorts a hand



# --- the grouping of a hand (pure: codes in, codes out) -------------------------------------------
def _card_order(card: str) -> tuple:
    if is_joker(card):
        return (99, 0, card)
    return (RANKS.index(rank(card)), SUIT_ORDER.index(suit(card)), card)


def group_by_suit(codes: list[str]) -> Groups:
    """One group per suit (♠ ♥ ♣ ♦), each by rank (A low); printed jokers in a last group."""
    groups = [sorted((c for c in codes if not is_joker(c) and suit(c) == s), key=_card_order) for s in SUIT_ORDER]
    groups.append([c for c in codes if is_joker(c)])
    return [g for g in groups if g]


def group_by_rank(codes: list[str]) -> Groups:
    """One group per rank (A … K), suits in order within; printed jokers in a last group."""
    groups = [sorted((c for c in codes if not is_joker(c) and rank(c) == r), key=_card_order) for r in RANKS]
    groups.append([c for c in codes if is_joker(c)])
    return [g for g in groups if g]


def group_by_arrangement(codes: list[str], rules: MeldRules) -> Groups:
    """The best arrangement of core.rummy: each meld a group (in its display order), the cards
    in no meld last."""
    arr = best_arrangement(list(codes), rules)
    groups = [list(m.cards) for m in arr.melds]
    if arr.deadwood:
        groups.append(list(arr.deadwood))
    return groups


def reconcile(groups: Groups | None, codes: list[str], slot: tuple | None = None) -> Groups | None:
    """The grouping ``groups`` brought up to date with the hand ``codes``: cards no longer held
    vanish from their group, new cards go to the end as a group of their own (or, if exactly
    one arrives and ``slot`` = (group, index, new) says where it was dropped, there). None if
    nothing of ``groups`` is still held (a new hand)."""
    if not groups:
        return None
    left = Counter(codes)
    kept: Groups = []
    for g in groups:
        row = []
        for c in g:
            if left[c] > 0:
                left[c] -= 1
                row.append(c)
        kept.append(row)
    if not any(kept):
        return None
    arrivals = []
    for c in codes:
        if left[c] > 0:
            left[c] -= 1
            arrivals.append(c)
    if arrivals:
        if slot is not None and len(arrivals) == 1:
            kept = insert_cards(kept, arrivals, slot)
        else:
            kept.append(arrivals)
    return [g for g in kept if g]


def insert_cards(groups: Groups, cards: list[str], slot: tuple) -> Groups:
    """``cards`` put at ``slot`` = (group, index, new) of :func:`rummy_layout.drop_slot`."""
    gi, index, new = slot
    out = [list(g) for g in groups]
    if new or not 0 <= gi < len(out):
        out.insert(max(0, min(gi, len(out))), list(cards))
    else:
        out[gi][index:index] = list(cards)
    return [g for g in out if g]


def meld_rules_of(data: dict) -> MeldRules:
    """The round's meld rules, as the engine builds them from the view's options and wild ranks."""
    wild = frozenset(data.get("wild_ranks") or ())
    try:
        from core.games.indian_rummy.declare import meld_rules
        return meld_rules(data.get("options") or {}, wild)
    except (ImportError, KeyError, TypeError, ValueError):
        return MeldRules(wild_ranks=wild)


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


# --- gestures ---------------------------------------------------------------------------------------
@dataclass
class _Press:
    item: CardItem | None            # a local hand card
    source: str                      # "", "stock", "discard" (a draw source), or a zone/button target
    zone: object | None
    scene_pos: QPointF
    view_pos: QPointF


@dataclass
class _Drag:
    items: list[CardItem]
    source: str                      # "hand", "stock", "discard"
    offsets: list[QPointF] = field(default_factory=list)


def _same_cards(a, b) -> bool:
    return Counter(a) == Counter(b)


def _contains(big, small) -> bool:
    return not (Counter(small) - Counter(big))


class RummyTableView(CardTableView):
    """The rummy table widget. See the module docstring for the API."""

    round_ended = Signal(object)

    #: every action kind of the game is a gesture on this table (none needs the side panel's buttons)
    TABLE_KINDS = frozenset({"draw_stock", "take_discard", "discard", "declare", "pack"})
    KEYS = {Qt.Key.Key_D, Qt.Key.Key_T, Qt.Key.Key_P, Qt.Key.Key_R, Qt.Key.Key_S, Qt.Key.Key_N, Qt.Key.Key_A,
            Qt.Key.Key_G, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Delete, Qt.Key.Key_Space}

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._install(RummyScene(self))
        self._scene.regroup = self._regroup
        self.setMouseTracking(False)
        self._focus = -1
        self._hint: Action | None = None
        self._groups: dict[int, Groups] = {}          # the grouping of each seat's hand (by seat)
        self._group_round: dict[int, object] = {}     # … and the round it belongs to
        self._round: object = None                    # the round shown (a new round: new groupings)
        self._slot: tuple | None = None                # where a card being drawn was dropped
        self._rules: MeldRules = MeldRules()

    ROUND_END_KINDS = ("round_scored", "round_void")

    # --- public API ----------------------------------------------------------------------------
    def _prepare_scene(self, view_after: View, seat: int | None, open_hands: bool) -> None:
        super()._prepare_scene(view_after, seat, open_hands)
        if self._view is None:          # else the rules of the round shown hold until its end
            self._rules = meld_rules_of(view_after.data)

    def set_teaching(self, on: bool) -> None:
        """Teaching mode: light the legal draw sources, discards and declarations; dim the rest."""
        super().set_teaching(on)
        self._update_teach_label()

    def _update_teach_label(self) -> None:
        """Teaching mode: the local hand's distance to Rummy and what it would pay now."""
        label = self._scene.teach_label
        codes = self._local_codes() if self._view is not None else []
        if not (self._teaching and codes and self._local_known() and not self._open_hands):
            label.set_text("")
            label.hide()
            return
        from core.games.indian_rummy.plan import hand_status
        distance, count = hand_status(codes, self._rules)
        if distance == 0:
            text = translate("RummyTable", "Rummy (ラミー): the hand can be declared · count {count} now").format(count=count)
        elif distance == 1:
            text = translate("RummyTable", "One card from Rummy (ラミー) · you would pay {count} now").format(count=count)
        else:
            text = translate("RummyTable", "{n} cards from Rummy (ラミー) · you would pay {count} now").format(n=distance, count=count)
        label.set_text(text)
        label.show()

    def show_hint(self, action: Action | None) -> None:
        """Highlight the card of ``action`` and its target (None clears the hint)."""
        self._hint = action
        self._refresh_marks()

    def last_result(self) -> dict | None:
        """The ``last_result`` of the view shown (the latest round's result), or None."""
        return None if self._view is None else self._view.data.get("last_result")

    # --- the grouping of the local hand ---------------------------------------------------------------
    def groups(self) -> Groups:
        """The local hand's groups of card codes, left to right."""
        return [[c.code for c in g] for g in self._scene.groups]

    def set_groups(self, groups: Groups) -> None:
        """Regroup the local hand (the same cards, in ``groups``); ignored if the cards differ."""
        if not self._local_known():
            return
        if not _same_cards([c for g in groups for c in g], [c.code for c in self._scene.local_hand()]):
            return
        self._apply_groups([list(g) for g in groups if g])

    def sort_by_suit(self) -> None:
        """One group per suit."""
        if self._local_known():
            self._apply_groups(group_by_suit(self._local_codes()))

    def sort_by_rank(self) -> None:
        """One group per rank."""
        if self._local_known():
            self._apply_groups(group_by_rank(self._local_codes()))

    def arrange(self) -> None:
        """core.rummy's best arrangement: the melds as groups, the cards in no meld last."""
        if self._local_known():
            self._apply_groups(group_by_arrangement(self._local_codes(), self._rules))

    def group_selected(self) -> None:
        """The selected cards become a new group, where the first of them was."""
        if not self._local_known():
            return
        chosen = [c.code for c in self._scene.local_hand() if c.is_selected()]
        if not chosen:
            return
        first = next(i for i, g in enumerate(self._scene.groups) if any(c.is_selected() for c in g))
        rest = [[c.code for c in g if not c.is_selected()] for g in self._scene.groups]
        rest.insert(first, chosen)
        for item in self._scene.local_hand():
            item.set_selected(False)
        self._apply_groups([g for g in rest if g])

    def _local_codes(self) -> list[str]:
        return [c.code for c in self._scene.local_hand()]

    def _local_known(self) -> bool:
        """The local hand is face up and may be rearranged now."""
        hand = self._scene.local_hand()
        return (bool(hand) and all(c.code != HIDDEN for c in hand) and self._drag is None
                and not self._animator.busy() and self._view is not None)

    def _apply_groups(self, groups: Groups, animate: bool = True) -> None:
        """Store ``groups`` for the local seat and move the cards there."""
        self._groups[self._scene.bottom] = groups
        self._group_round[self._scene.bottom] = self._round
        self._scene.set_local_groups(groups)
        self._update_group_labels()
        items = self._scene.local_hand()
        if animate:
            self._animator.detach(lambda tw: self._scene.place(tw, ms=220, items=items), "flyback")
        else:
            self._scene.place(items=items)
        self._refresh_marks()

    def _regroup(self, codes: list[str]) -> Groups:
        """The scene's question while animating: the grouping of the local hand now holding ``codes``."""
        seat = self._scene.bottom
        if any(c == HIDDEN for c in codes):
            return [list(codes)] if codes else []
        old = self._groups.get(seat) if self._group_round.get(seat) == self._round else None
        new = reconcile(old, codes, self._slot)
        if new is None:
            new = group_by_suit(codes)
        if self._slot is not None and len(codes) > sum(len(g) for g in old or []):
            self._slot = None
        self._groups[seat] = new
        self._group_round[seat] = self._round
        return new

    def _update_group_labels(self, groups: list | None = None) -> None:
        groups = self._scene.groups if groups is None else groups
        codes = [[c.code for c in g] for g in groups]
        sc = self._scene
        face = sc.seats > 0 and sc.face_for(sc.bottom) and sc.status[sc.bottom] == "playing"
        deadwood = None
        if face and len(codes) > 1:
            deadwood = list(best_arrangement([c for g in codes for c in g], self._rules).deadwood)
        sc.set_group_labels([group_label(g, self._rules, deadwood) if face else None for g in codes])

    # --- showing a view ----------------------------------------------------------------------------
    def _show(self, view: View, legal: list, seat: int | None, *, teaching: bool, explain: Explain | None,
              open_hands: bool) -> None:
        self._cancel_gesture()
        self._view, self._legal, self._seat = view, list(legal), seat
        self._teaching, self._explain, self._open_hands = bool(teaching), explain, bool(open_hands)
        self._awaiting = False
        self._hint = None
        data = view.data
        self._rules = meld_rules_of(data)
        self._round = data.get("round")
        bottom = seat if seat is not None else 0
        self._scene.setup(int(data["seats"]), bottom)
        codes = list(data["hands"][bottom])
        groups = self._regroup(codes) if codes else []
        self._slot = None
        self._scene.sync(data, bottom, open_hands, groups)
        self._scene.round_label.set_text(round_text(data))
        self._scene.wild_label.set_text(wild_text(data.get("wild_ranks"), bool(data.get("printed_only"))))
        self._update_group_labels()
        self._update_teach_label()
        hand = self._scene.local_hand()
        if self._focus >= len(hand):
            self._focus = len(hand) - 1
        self._refresh_marks()

    def _can_pick(self) -> bool:
        return (self._seat is not None and self._view is not None and not self._awaiting
                and not self._animator.busy())

    def _has(self, target: str, kind: str | None = None) -> bool:
        return any(a.target == target and (kind is None or a.kind == kind) for a in self._legal)

    def _pack_penalty(self) -> int | None:
        """The penalty the local seat would pay for packing now (from the view's options)."""
        if self._view is None or self._seat is None:
            return None
        data = self._view.data
        opts = data.get("options") or {}
        taken = (data.get("turns_taken") or [0] * (self._seat + 1))[self._seat]
        return opts.get("pack_penalty_first" if taken == 0 else "pack_penalty_later")

    def _refresh_marks(self, enabled: bool | None = None) -> None:
        """Teaching glow/dimming, hint, focus, zones and buttons."""
        sc = self._scene
        active = self._can_pick() if enabled is None else enabled
        hand = sc.local_hand()
        legal = self._legal if active else []
        teach = active and self._teaching and bool(legal) and self._drag is None
        legal_codes = {c for a in legal if a.target in ("discard", "declare") for c in a.cards}
        hinted = self._hinted_items() if active else set()
        hint = self._hint if active else None
        discarding = any(a.target == "discard" for a in legal)
        out = sc.seats > 0 and sc.status[sc.bottom] != "playing"          # packed: the hand is greyed
        for i, item in enumerate(hand):
            item.set_highlighted(teach and discarding and item.code in legal_codes)
            item.set_dimmed(out or (teach and discarding and item.code not in legal_codes))
            item.set_hinted(item in hinted)
            item.set_focused(self._seat is not None and not self._animator.busy() and i == self._focus
                             and self.hasFocus())
        draw_stock = any(a.kind == "draw_stock" for a in legal)
        take = any(a.kind == "take_discard" for a in legal)
        stock_top = sc.stock[-1] if sc.stock else (sc.cut if sc.cut_in_stock else None)
        top = sc.top_discard()
        for item in sc.stock + ([sc.cut] if sc.cut is not None else []) + sc.discard:
            item.set_highlighted(False)
            item.set_hinted(False)
        if stock_top is not None:
            stock_top.set_highlighted(teach and draw_stock)
            stock_top.set_hinted(hint is not None and hint.kind == "draw_stock")
        if top is not None:
            top.set_highlighted(teach and take)
            top.set_hinted(hint is not None and hint.kind == "take_discard")
        declare = any(a.target == "declare" for a in legal)
        hand_rummy = any(a.target == "declare" and not a.cards for a in legal)
        sc.stock_zone.set_hinted(hint is not None and hint.kind == "draw_stock")
        sc.discard_zone.set_hinted(hint is not None and hint.target == "discard" or
                                   (hint is not None and hint.kind == "take_discard"))
        sc.declare_zone.set_hinted(hint is not None and hint.target == "declare" and bool(hint.cards))
        sc.declare_zone.set_enabled(declare)
        if self._drag is None:
            sc.declare_zone.set_lit(1 if teach and declare else 0)
        acting = self._seat is not None
        selected = [c.code for c in hand if c.is_selected()]
        b = sc.buttons
        b["discard"].setVisible(acting)
        b["discard"].set_enabled(active and len(selected) == 1 and discarding)
        b["discard"].set_hinted(False)
        b["declare"].setVisible(acting)
        b["declare"].set_enabled(active and declare)
        b["declare"].set_text(translate("RummyTable", "Hand Rummy (ハンド・ラミー)") if hand_rummy and not discarding
                              else translate("RummyTable", "Declare Rummy (ラミー宣言)"))
        b["declare"].set_lit(1 if teach and declare else 0)
        b["declare"].set_hinted(hint is not None and hint.target == "declare")
        can_pack = any(a.target == "pack" for a in legal)
        penalty = self._pack_penalty()
        b["pack"].setVisible(acting and can_pack)
        b["pack"].set_enabled(can_pack)
        b["pack"].set_text(translate("RummyTable", "Pack ({n}) (パッキング)").format(n=penalty) if penalty is not None
                           else translate("RummyTable", "Pack (パッキング)"))
        b["pack"].set_lit(1 if teach and can_pack else 0)
        b["pack"].set_hinted(hint is not None and hint.target == "pack")
        tools = acting and bool(hand) and all(c.code != HIDDEN for c in hand)
        for name in L.TOOLS:
            b[name].setVisible(tools)
            b[name].set_enabled(tools and not self._animator.busy() and (name != "group" or bool(selected)))
        sc.declare_zone.setVisible(acting or declare)

    def _hinted_items(self) -> set[CardItem]:
        if self._hint is None or self._hint.target not in ("discard", "declare"):
            return set()
        need = Counter(self._hint.cards)
        out = set()
        for item in self._scene.local_hand():
            if need[item.code] > 0:
                need[item.code] -= 1
                out.add(item)
        return out

    # --- events -> animation steps -------------------------------------------------------------
    def _announce(self, tw: Tweens, events: list[Event], view_after: View) -> None:
        """At speed 0 nothing animates, but a round end is still announced (and held)."""
        for ev in events:
            if ev.kind in ("round_scored", "round_void"):
                self.round_ended.emit(self._round_result(ev, view_after))
                self._hold_round(tw)

    def _round_result(self, ev: Event, view_after: View) -> dict:
        """The result of the round that ended (``round_scored``'s info, else the view's
        ``last_result``), with the round's ``wild_ranks`` added for the end-of-round dialog."""
        if ev.kind == "round_scored" and ev.info:
            out = dict(ev.info)
        elif view_after.data.get("last_result") is not None:
            out = dict(view_after.data["last_result"])
        else:
            out = {"void": True, "round": ev.info.get("round"), "declarer": None, "losers": [], "packers": [],
                   "payments": [], "hand_rummy": False}
        out.setdefault("wild_ranks", sorted(self._rules.wild_ranks))
        return out

    def _animate(self, tw: Tweens, group: list[Event], view_after: View) -> None:
        sc = self._scene
        ev = group[0]
        kind = ev.kind
        if not sc.seats:
            return
        seat = ev.seat if isinstance(ev.seat, int) and 0 <= ev.seat < sc.seats else None
        card = ev.cards[0] if ev.cards else HIDDEN
        if kind == "seat_drawn":
            sc.step_seat_draw(tw, ev.info.get("cards") or [], ev.info.get("ring"))
        elif kind == "dealer_chosen" and seat is not None:
            sc.dealer = seat
            sc.refresh_plates()
            self._bubble(tw, seat, translate("RummyTable", "Dealer (ディーラー)"), "info", hold=600)
        elif kind == "round_started":
            self._round = ev.info.get("round")
            sc.dealer = ev.info.get("dealer", sc.dealer)
            n, total = ev.info.get("round"), ev.info.get("rounds")
            sc.step_round_start(tw, round_text({"round": n, "rounds": total}))
        elif kind == "cut_joker_turned":
            sc.wild_label.set_text(wild_text(ev.info.get("wild_ranks"), bool(ev.info.get("printed_only"))))
            self._rules = dataclasses.replace(self._rules, wild_ranks=frozenset(ev.info.get("wild_ranks") or ()))
            sc.step_cut(tw, card, None, bool(ev.info.get("in_stock", True)))
        elif kind == "dealt":
            sc.step_deal(tw, [(e.seat, list(e.cards)) for e in group if e.seat is not None and e.seat < sc.seats])
            sc.set_group_labels([])                      # the labels come once the cards have landed
            tw.then(self._update_group_labels)
        elif kind == "discard_started":
            sc.step_upcard(tw, card)
        elif kind in ("drew", "took_discard") and seat is not None:
            sc.step_draw(tw, seat, card, "discard" if kind == "took_discard" else "stock",
                         cut=bool(ev.info.get("cut_joker")))
            self._update_group_labels()
        elif kind == "discarded" and seat is not None:
            sc.step_discard(tw, seat, card)
            self._update_group_labels()
        elif kind == "packed" and seat is not None:
            first = ev.dst == "stock" or bool(ev.info.get("first_turn"))
            sc.step_pack(tw, seat, list(ev.cards), first, int(ev.info.get("penalty", 0)))
            self._update_group_labels()
            self._bubble(tw, seat, translate("RummyTable", "Pack (パッキング)"), "pass")
        elif kind == "declared" and seat is not None:
            melds = [list(m.get("cards", [])) for m in ev.info.get("melds", [])]
            title = (translate("RummyTable", "Hand Rummy (ハンド・ラミー): {name}") if ev.info.get("hand_rummy")
                     else translate("RummyTable", "Rummy (ラミー): {name}")).format(name=sc.name(seat))
            sc.step_reveal(tw, seat, list(ev.cards), melds, title)
            self._update_group_labels()
            self._bubble(tw, seat, translate("RummyTable", "Rummy! (ラミー)"), "place", hold=1500)
        elif kind == "declaration_refused" and seat is not None:
            reason = tr_msg(ev.text) if ev.text is not None else ""
            sc.step_reveal(tw, seat, list(ev.cards), [list(ev.cards)],
                           translate("RummyTable", "Invalid declaration: {reason}").format(reason=reason))
            self._update_group_labels()
            tw.hold(1400)
            sc.status[seat] = "packed"
            sc.penalties[seat] = int(ev.info.get("penalty", 0))

            def back(t2: Tweens, s=seat) -> None:
                sc.step_unreveal(t2, s)
            tw.then(lambda: self._animator.detach(back))
        elif kind in ("round_scored", "round_void"):
            sc.turn = None
            sc.refresh_plates()
            if kind == "round_void":
                self._bubble(tw, None, translate("RummyTable", "Void round (流局): nobody pays"), "info", hold=1200)
            else:
                tw.hold(1300)
            self.round_ended.emit(self._round_result(ev, view_after))
            self._hold_round(tw)
        elif kind == "dealer_passed":
            sc.dealer = ev.info.get("dealer", seat)
            sc.refresh_plates()
        elif kind == "stock_reshuffled":
            sc.step_reshuffle(tw, int(ev.info.get("count", 0)))
            self._bubble(tw, None, translate("RummyTable", "The discards become the stock"), "info")
        elif kind == "eliminated" and seat is not None:
            sc.status[seat] = "out"
            sc.refresh_plates()
            self._bubble(tw, seat, translate("RummyTable", "Out"), "bad", hold=650)
        elif kind == "match_ended":
            sc.turn = None
            sc.refresh_plates()
            self._bubble(tw, None, translate("RummyTable", "Match over"), "info", hold=700)
        elif ev.text is not None:
            self._bubble(tw, seat, tr_msg(ev.text), "info", hold=800)

    # --- geometry ------------------------------------------------------------------------------
    # --- hit testing -----------------------------------------------------------------------------
    def _zone_at(self, sp: QPointF):
        """The button or drop zone under ``sp``, or None."""
        sc = self._scene
        for b in sc.buttons.values():
            if b.isVisible() and b.sceneBoundingRect().adjusted(10, 10, -10, -10).contains(sp):
                return b
        for zone in (sc.declare_zone, sc.stock_zone, sc.discard_zone, sc.hand_zone):
            if zone.isVisible() and zone.sceneBoundingRect().adjusted(10, 10, -10, -10).contains(sp):
                return zone
        return None

    # --- mouse -------------------------------------------------------------------------------
    def _press_at(self, sp: QPointF, view_pos: QPointF):
        item = self._card_at(sp)
        zone = None if item else self._zone_at(sp)
        source = ""
        if zone is self._scene.stock_zone:
            source = "stock"
        elif zone is self._scene.discard_zone and self._scene.top_discard() is not None:
            source = "discard"
        return _Press(item, source, zone, sp, view_pos)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        press = self._press
        if press is None or not (event.buttons() & Qt.MouseButton.LeftButton) or (press.item is None and not press.source):
            return super().mouseMoveEvent(event)
        sp = self.mapToScene(event.position().toPoint())
        if self._drag is None:
            if (event.position() - press.view_pos).manhattanLength() < QApplication.startDragDistance():
                return
            self._start_drag(press)
        self._move_drag(sp)
        event.accept()

    def _click_zone(self, zone) -> None:
        sc = self._scene
        target = zone.target
        if target.startswith("tool:"):
            {"sort_suit": self.sort_by_suit, "sort_rank": self.sort_by_rank, "arrange": self.arrange,
             "group": self.group_selected}[target[5:]]()
        elif zone is sc.stock_zone:
            self._draw_stock()
        elif zone is sc.discard_zone:
            selected = self._selected_codes()
            if selected and not self._has("hand"):
                self._offer(selected, "discard")
            else:
                self._take_discard()
        elif target in ("discard", "declare", "pack"):
            if target == "discard" and not self._selected_codes():
                self.rejected.emit(translate("RummyTable", "Select the card to discard first."))
                return
            self._offer(() if target == "pack" else self._selected_codes(), target)

    # --- selection and click/keyboard actions ------------------------------------------------------
    def _draw_stock(self) -> None:
        if self._can_pick():
            self._offer((), "hand", kind="draw_stock")

    def _take_discard(self) -> None:
        top = self._scene.top_discard()
        if self._can_pick():
            self._offer((top.code,) if top is not None else (), "hand", kind="take_discard")

    def _offer(self, codes: tuple, target: str, kind: str | None = None) -> bool:
        """Choose the legal action moving ``codes`` to ``target``, or emit ``rejected``."""
        if not self._can_pick():
            self.rejected.emit(self._reason(codes, target))
            return False
        matches = [a for a in self._legal if a.target == target and _same_cards(a.cards, codes)
                   and (kind is None or a.kind == kind)]
        if not matches:
            self._slot = None
            self.rejected.emit(self._reason(codes, target))
            return False
        self._choose(self._shown(matches[0]))
        return True

    def _shown(self, action: Action) -> Action:
        """A declaration under show = as_grouped (India) carries the local grouping of the cards
        kept: the declarer's own groups are what counts."""
        options = self._view.data.get("options", {}) if self._view is not None else {}
        if action.kind != "declare" or options.get("show") != "as_grouped":
            return action
        from core.games.indian_rummy.rules import IndianRummyAction

        groups = [[c for c in g if c not in action.cards] for g in self.groups()]
        return IndianRummyAction(action.kind, action.seat, tuple(action.cards), action.target,
                                 groups=tuple(tuple(g) for g in groups if g))

    def _reason(self, codes: tuple, target: str) -> str:
        if self._explain is not None:
            return self._explain(tuple(codes), target)
        return translate("RummyTable", "That move is not allowed now.")

    # --- dragging ----------------------------------------------------------------------------------
    def _start_drag(self, press: _Press) -> None:
        sc = self._scene
        if press.item is not None:
            item = press.item
            hand = sc.local_hand()
            items = [c for c in hand if c.is_selected()] if item.is_selected() else [item]
            source = "hand"
            grab = item.pos() - press.scene_pos
            k = items.index(item)
            offsets = [grab + QPointF((i - k) * 40.0, 0) for i in range(len(items))]
            sc.groups = [[c for c in g if c not in items] for g in sc.groups]      # the hand closes up
            sc.groups = [g for g in sc.groups if g]
            self._update_group_labels()
            self._animator.detach(lambda tw: sc.place(tw, ms=160, items=sc.local_hand()), "flyback")
        elif press.source == "stock":
            top = sc.stock[-1] if sc.stock else (sc.cut if sc.cut_in_stock else None)
            ghost = CardItem(HIDDEN, False)
            sc.addItem(ghost)
            if top is not None:
                ghost.setPos(top.pos())
                ghost.setScale(top.scale())
            else:
                ghost.setPos(*L.STOCK_POS)
                ghost.setScale(L.CENTRE_SCALE)
            sc.ghost = ghost
            items, source = [ghost], "stock"
            offsets = [ghost.pos() - press.scene_pos]
        else:
            top = sc.top_discard()
            items, source = [top], "discard"
            offsets = [top.pos() - press.scene_pos]
        self._drag = _Drag(items, source, offsets)
        sc.dragging = set(items)
        for i, it in enumerate(items):
            it.setZValue(1000 + i)
            it.setRotation(0)
            it.set_highlighted(False)
            it.set_dimmed(False)
        self._light_zones()
        self._refresh_marks()

    def _light_zones(self) -> None:
        """Light the zones a legal action could take the dragged cards to (2: an exact match)."""
        sc = self._scene
        drag = self._drag
        zones = (sc.discard_zone, sc.declare_zone, sc.hand_zone)
        for zone in zones:
            zone.set_lit(0)
        if drag is None:
            return
        if drag.source == "hand":
            codes = tuple(it.code for it in drag.items)
            for zone in (sc.discard_zone, sc.declare_zone):
                level = 0
                for a in self._legal if self._can_pick() else []:
                    if a.target == zone.target and a.cards and _contains(a.cards, codes):
                        level = max(level, 2 if _same_cards(a.cards, codes) else 1)
                zone.set_lit(level)
            sc.hand_zone.set_lit(0)
        else:
            kind = "draw_stock" if drag.source == "stock" else "take_discard"
            sc.hand_zone.set_lit(2 if self._can_pick() and any(a.kind == kind for a in self._legal) else 0)

    def _drop(self, sp: QPointF, view_pos: QPointF | None = None) -> None:
        drag, self._drag = self._drag, None
        sc = self._scene
        for zone in (sc.discard_zone, sc.declare_zone, sc.hand_zone):
            zone.set_lit(0)
        sc.dragging = set()
        zone = self._zone_at(sp)
        centre = drag.items[0].pos()
        if drag.source == "hand":
            codes = tuple(it.code for it in drag.items)
            if zone is sc.hand_zone or (zone is None and L.contains(L.HAND_ZONE, sp.x(), sp.y())):
                self._drop_in_hand(drag.items, centre.x())
                return
            target = zone.target if zone is not None and zone.target in ("discard", "declare") else ""
            if target and self._offer(codes, target):
                return                       # the card stays where dropped until the events come
            if not target:
                self.rejected.emit(self._reason(codes, ""))
            self._restore_hand()
            return
        kind = "draw_stock" if drag.source == "stock" else "take_discard"
        codes = () if drag.source == "stock" else (drag.items[0].code,)
        if zone is sc.hand_zone or L.contains(L.HAND_ZONE, sp.x(), sp.y()):
            self._slot = L.drop_slot([len(g) for g in sc.groups], centre.x())
            if self._offer(codes, "hand", kind=kind):
                return
        elif zone is not sc.stock_zone and not (drag.source == "discard" and zone is sc.discard_zone):
            self.rejected.emit(translate("RummyTable", "Drop the card on your hand to take it."))
        self._fly_source_back(drag)

    def _drop_in_hand(self, items: list[CardItem], x: float) -> None:
        """Hand cards dropped in the hand: they join the group they were dropped in, or form a
        new group between two groups."""
        sc = self._scene
        rest = [[c.code for c in g] for g in sc.groups]
        slot = L.drop_slot([len(g) for g in rest], x)
        self._apply_groups(insert_cards(rest, [it.code for it in items], slot))

    def _restore_hand(self) -> None:
        """The dragged hand cards fly back to their places (the grouping is unchanged)."""
        self._scene.set_local_groups(self._groups.get(self._scene.bottom))
        self._update_group_labels()
        items = self._scene.local_hand()
        self._animator.detach(lambda tw: self._scene.place(tw, ms=220, items=items), "flyback")
        self._refresh_marks()

    def _fly_source_back(self, drag: _Drag) -> None:
        self._fly_to_source(drag, L.stock_places(max(len(self._scene.stock), 1))[-1])

    def _cancel_gesture(self) -> None:
        self._press = None
        sc = self._scene
        if self._drag is not None:
            drag, self._drag = self._drag, None
            sc.dragging = set()
            for zone in (sc.discard_zone, sc.declare_zone, sc.hand_zone):
                zone.set_lit(0)
            if drag.source == "hand":
                sc.set_local_groups(self._groups.get(self._scene.bottom))
                self._update_group_labels()
                sc.place(items=sc.local_hand())
            elif drag.source == "discard":
                sc.place(items=drag.items)
        ghost = getattr(sc, "ghost", None)
        if ghost is not None and (self._awaiting is False):
            if ghost.scene() is sc:
                sc.removeItem(ghost)
            sc.ghost = None

    # --- keyboard ------------------------------------------------------------------------------
    def event(self, event) -> bool:  # noqa: D401 - Qt override
        """Claim the table's letter keys before window shortcuts (T toggles teaching there)."""
        if (event.type() == QEvent.Type.ShortcutOverride and self._seat is not None
                and event.key() in self.KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        hand = self._scene.local_hand()
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        tools = {Qt.Key.Key_S: self.sort_by_suit, Qt.Key.Key_N: self.sort_by_rank, Qt.Key.Key_A: self.arrange,
                 Qt.Key.Key_G: self.group_selected}
        if key == Qt.Key.Key_H:
            self.hint_requested.emit()
        elif self._seat is None or self._view is None or self._animator.busy():
            event.ignore()
            return
        elif key in tools:
            tools[key]()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            step = 1 if key == Qt.Key.Key_Right else -1
            if ctrl and 0 <= self._focus < len(hand):
                self._move_focused(step)
            elif self._focus < 0:
                self._focus = 0 if step > 0 else len(hand) - 1
            else:
                self._focus = max(0, min(len(hand) - 1, self._focus + step))
            self._refresh_marks()
        elif key == Qt.Key.Key_Space and 0 <= self._focus < len(hand):
            self._toggle(hand[self._focus])
        elif key == Qt.Key.Key_Escape:
            self._cancel_gesture()
            self._clear_selection()
        elif key == Qt.Key.Key_D:
            self._draw_stock() if self._can_pick() else self.rejected.emit(self._reason((), "hand"))
        elif key == Qt.Key.Key_T:
            self._take_discard() if self._can_pick() else self.rejected.emit(self._reason((), "hand"))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Delete):
            if self._selected_codes():
                self._offer(self._selected_codes(), "discard")
            else:
                self.rejected.emit(translate("RummyTable", "Select the card to discard first."))
        elif key == Qt.Key.Key_R:
            self._offer(self._selected_codes(), "declare")
        elif key == Qt.Key.Key_P:
            self._offer((), "pack")
        else:
            return super().keyPressEvent(event)
        event.accept()

    def _move_focused(self, step: int) -> None:
        """Ctrl+Left/Right: the card under the cursor moves one place; at a group's edge it
        joins the neighbouring group (past the outer edge: a group of its own)."""
        groups = self.groups()
        flat = [(gi, ci) for gi, g in enumerate(groups) for ci in range(len(g))]
        gi, ci = flat[self._focus]
        g = groups[gi]
        code = g[ci]
        if 0 <= ci + step < len(g):
            g[ci], g[ci + step] = g[ci + step], g[ci]
        elif 0 <= gi + step < len(groups):
            g.pop(ci)
            if step < 0:
                groups[gi - 1].append(code)
            else:
                groups[gi + 1].insert(0, code)
        elif len(g) > 1:
            g.pop(ci)
            groups.insert(0 if step < 0 else len(groups), [code])
        else:
            return
        groups = [x for x in groups if x]
        self._apply_groups(groups)
        order = [c.code for c in self._scene.local_hand()]
        self._focus = order.index(code)
        self._refresh_marks()


__all__ = ["RummyTableView", "group_by_suit", "group_by_rank", "group_by_arrangement", "reconcile",
           "insert_cards", "group_label", "wild_text", "meld_rules_of"]
