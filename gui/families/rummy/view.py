"""RummyTableView: the rummy table widget (show a View, animate events, turn gestures into Actions).

The table of the rummy family, naming no game: a game's front end (its ``gui/games/<id>/view.py``)
subclasses it and fills the few game hooks (:meth:`~RummyTableView.meld_rules`,
:meth:`~RummyTableView.hand_status`, :meth:`~RummyTableView.action_to_send`).

It has the public interface of every table (:class:`~gui.table.base_view.CardTableView`), so the controller,
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

Like every table it knows the protocol, not the rules: a gesture is matched against the
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

The parts: the pure grouping in :mod:`gui.families.rummy.grouping`, the words in :mod:`gui.families.rummy.texts`,
the gestures (mouse, drag, keyboard) in :mod:`gui.families.rummy.gestures`, the event animation in
:mod:`gui.families.rummy.events`; this module shows a view, marks what may be played and offers actions.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable

from PySide6.QtCore import Qt, Signal

from core.engine import HIDDEN, Action, View
from core.rummy import MeldRules, best_arrangement

from ...i18n import translate
from . import layout as L
from ...table.base_view import CardTableView
from ...table.cards import CardItem
from .events import RummyEvents
from .gestures import RummyGestures
from .grouping import (Groups, _same_cards, group_by_arrangement, group_by_rank, group_by_suit, made_after_events,
                       made_after_gesture, reconcile)
from .scene import RummyScene
from .texts import group_label, round_text, wild_text

Explain = Callable[[tuple, str], str]


class RummyTableView(RummyGestures, RummyEvents, CardTableView):
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
        self._made: dict[int, Groups] = {}            # … the groups of it the player made (the labelled ones)
        self._group_round: dict[int, object] = {}     # … and the round it belongs to
        self._round: object = None                    # the round shown (a new round: new groupings)
        self._slot: tuple | None = None                # where a card being drawn was dropped
        self._rules: MeldRules = MeldRules()

    ROUND_END_KINDS = ("round_scored", "round_void")

    # --- what a game adds (its front end subclasses the table and overrides these) ---------------
    def meld_rules(self, data: dict) -> MeldRules:
        """The round's meld rules from the view ``data``; here only its wild ranks count."""
        return MeldRules(wild_ranks=frozenset(data.get("wild_ranks") or ()))

    def hand_status(self, codes: list[str]) -> tuple[int, int] | None:
        """Teaching: the local hand's (distance to Rummy, count) under the round's rules, or None
        to show no teaching line."""
        return None

    # --- public API ----------------------------------------------------------------------------
    def _prepare_scene(self, view_after: View, seat: int | None, open_hands: bool) -> None:
        super()._prepare_scene(view_after, seat, open_hands)
        if self._view is None:          # else the rules of the round shown hold until its end
            self._rules = self.meld_rules(view_after.data)

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
        status = self.hand_status(codes)
        if status is None:
            label.set_text("")
            label.hide()
            return
        distance, count = status
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
        self._apply_groups([list(g) for g in groups if g], every=True)

    def sort_by_suit(self) -> None:
        """One group per suit."""
        if self._local_known():
            self._apply_groups(group_by_suit(self._local_codes()), every=True)

    def sort_by_rank(self) -> None:
        """One group per rank."""
        if self._local_known():
            self._apply_groups(group_by_rank(self._local_codes()), every=True)

    def arrange(self) -> None:
        """core.rummy's best arrangement: the melds as groups, the cards in no meld last."""
        if self._local_known():
            self._apply_groups(group_by_arrangement(self._local_codes(), self._rules), every=True)

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
        self._apply_groups([g for g in rest if g], changed=[chosen])

    def _local_codes(self) -> list[str]:
        return [c.code for c in self._scene.local_hand()]

    def _local_known(self) -> bool:
        """The local hand is face up and may be rearranged now."""
        hand = self._scene.local_hand()
        return (bool(hand) and all(c.code != HIDDEN for c in hand) and self._drag is None
                and not self._animator.busy() and self._view is not None)

    def _apply_groups(self, groups: Groups, animate: bool = True, every: bool = False,
                      changed: Groups | None = None) -> None:
        """Store ``groups``, made by a gesture of the player (:func:`made_after_gesture`: every
        group, the ``changed`` ones, or those it changed), for the local seat and move the cards
        there."""
        seat = self._scene.bottom
        old = (self._groups.get(seat) or []) if self._group_round.get(seat) == self._round else []
        made = self._made.get(seat, []) if old else []
        self._made[seat] = made_after_gesture(old, made, groups, every, changed)
        self._groups[seat] = groups
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
        placed = []
        if new is None:
            new = group_by_suit(codes)
            self._made[seat] = []                     # a new hand: the player has grouped nothing yet
        elif self._slot is not None:                  # a drawn card the player dropped into a group
            placed = list(Counter(codes) - Counter(c for g in old for c in g))
        if self._slot is not None and len(codes) > sum(len(g) for g in old or []):
            self._slot = None
        self._made[seat] = made_after_events(self._made.get(seat, []), new, placed)
        self._groups[seat] = new
        self._group_round[seat] = self._round
        return new

    def _update_group_labels(self, groups: list | None = None) -> None:
        """A label under each group the player made (Group, a drag, a sort, Arrange), none under
        the grouping the table made (the deal's); while the hand can be declared (the teaching
        line's Rummy) no label says otherwise."""
        groups = self._scene.groups if groups is None else groups
        codes = [[c.code for c in g] for g in groups]
        sc = self._scene
        face = sc.seats > 0 and sc.face_for(sc.bottom) and sc.status[sc.bottom] == "playing"
        mine = Counter(c for g in self._made.get(sc.bottom, []) for c in g)
        deadwood = None
        if face and len(codes) > 1:
            deadwood = list(best_arrangement([c for g in codes for c in g], self._rules).deadwood)
        labels = [group_label(g, self._rules, deadwood) if face and any(mine[c] for c in g) else None for g in codes]
        if any(lab is not None and lab[1] == "bad" for lab in labels) and self._declarable(codes):
            other_way = (translate("RummyTable", "Arrange (A) shows the Rummy"), "loose")
            labels = [other_way if lab is not None and lab[1] == "bad" else lab for lab in labels]
        sc.set_group_labels(labels)

    def _declarable(self, codes: list[list[str]]) -> bool:
        """The teaching line's Rummy: the hand in ``codes`` can be declared (distance 0)."""
        hand = [c for g in codes for c in g]
        if not hand or any(c == HIDDEN for c in hand):
            return False
        status = self.hand_status(hand)
        return status is not None and status[0] == 0

    # --- showing a view ----------------------------------------------------------------------------
    def _show(self, view: View, legal: list, seat: int | None, *, teaching: bool, explain: Explain | None,
              open_hands: bool) -> None:
        self._cancel_gesture()
        self._view, self._legal, self._seat = view, list(legal), seat
        self._teaching, self._explain, self._open_hands = bool(teaching), explain, bool(open_hands)
        self._awaiting = False
        self._hint = None
        data = view.data
        self._rules = self.meld_rules(data)
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

    # --- selection and click/keyboard actions ------------------------------------------------------
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
        self._choose(self.action_to_send(matches[0]))
        return True

    def action_to_send(self, action: Action) -> Action:
        """The legal action chosen, as it is sent (a game may attach the local grouping)."""
        return action

    def _reason(self, codes: tuple, target: str) -> str:
        if self._explain is not None:
            return self._explain(tuple(codes), target)
        return translate("RummyTable", "That move is not allowed now.")

__all__ = ["RummyTableView"]
