"""The event steps of the Wild Rummy R scene: each changes the scene's bookkeeping for one event
and describes the motion with :class:`~gui.table.animator.Tweens` (dealing, drawing, discarding,
a meld made or changed, cards retrieved, the stock reshuffled, a round's start), with the motion
helpers the scene's placing shares (each item moves once per step). :class:`WildSteps` is mixed
into :class:`~gui.games.wild_rummy.scene.WildScene`.
"""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation

from . import layout as L
from ...table.animator import Tweens
from ...table.targets import Target, gather_discards_to_stock, set_now, take_from_hand
from ...table.cards import HIDDEN, CardItem
from ...table.zones import BubbleItem


class WildSteps:
    """The ``step_*`` methods of :class:`~gui.games.wild_rummy.scene.WildScene`, one per kind of event."""

    # --- event steps --------------------------------------------------------------------------------
    def _take(self, seat: int, codes: list[str]) -> list[CardItem]:
        """Remove the items of ``codes`` from ``seat``'s hand (unknown cards: from the middle)."""
        def stray(code: str) -> CardItem:
            item = self._new_card(code, False)
            item.setPos(*L.seat_anchor(self.seats, self.index_of(seat)))
            item.setScale(L.OPP_SCALE)
            return item
        return take_from_hand(self.hands[seat], codes, stray)

    def _to_hand(self, seat: int, items: list[CardItem]) -> None:
        self.hands[seat].extend(items)
        for item in items:
            item.clear_marks()
        if seat == self.bottom:
            self.sort_local()

    def _from_stock(self) -> CardItem:
        """The top card of the stock as an item (the one dragged out of it, if any)."""
        if self.ghost is not None and self.ghost.scene() is self:
            item, self.ghost = self.ghost, None
        else:
            item = self._new_card(HIDDEN, False)
            top = L.stock_places(max(len(self.stock), 1))[-1]
            item.setPos(top.x, top.y)
            item.setScale(top.scale)
        item.setZValue(700)
        if self.stock_count is not None:
            self.stock_count = max(0, self.stock_count - 1)
        while len(self.stock) > min(max(self.stock_count or 0, 0), 5):
            self.removeItem(self.stock.pop())
        return item

    def step_round_start(self, tw: Tweens, round_text: str) -> None:
        """A new round: the cards of the last one leave the table."""
        gone = self.all_cards()
        decor = [d for g in self.melds for d in [g.label, g.frame] + g.badges]
        self.hands = [[] for _ in range(self.seats)]
        self.stock, self.discard, self.melds = [], [], []
        self.stock_count = 0
        self.round_label.set_text(round_text)
        self.refresh_plates()
        self.update_labels()
        for item in gone + decor:
            tw.prop(item, b"opacity", 0.0, 260)
        tw.then(lambda: [self.removeItem(i) for i in gone + decor if i.scene() is self])

    def step_deal(self, tw: Tweens, deals: list[tuple[int, list[str]]], stock_count: int | None) -> None:
        """Deal from the stock, one card at a time round the table."""
        self._sync_stock(stock_count if stock_count is not None else 5)
        for item, p in zip(self.stock, L.stock_places(len(self.stock))):
            set_now(item, Target(p, 20, False))
        queues = {seat: list(codes) for seat, codes in deals}
        order: list[CardItem] = []
        made: dict[int, list[CardItem]] = {seat: [] for seat, _ in deals}
        sx, sy = L.STOCK_POS
        while any(queues.values()):
            for seat, _ in deals:
                if queues[seat]:
                    item = self._new_card(queues[seat].pop(0), False)
                    item.setPos(sx, sy)
                    item.setScale(L.CENTRE_SCALE)
                    made[seat].append(item)
                    order.append(item)
        for seat, items in made.items():
            self.hands[seat] = items
        self.sort_local()
        self.refresh_plates()
        self.update_labels()
        stagger = min(16.0, 900.0 / max(len(order), 1))
        self.place(tw, ms=260, items=order, flight_z=700, stagger=stagger)

    def step_draw(self, tw: Tweens, seat: int, code: str, source: str) -> None:
        """A card goes from the stock (face down) or the discard pile (face up: a call or a take)
        into ``seat``'s hand."""
        item = self.discard.pop() if source == "discard" and self.discard else self._from_stock()
        if code != HIDDEN:
            item.set_code(code)
        item.setZValue(800)
        self._to_hand(seat, [item])
        self.refresh_plates()
        self.update_labels()
        self.place(tw, ms=280, items=[item], flight_z=800)
        self.place(tw, ms=220, items=[c for c in self.hands[seat] if c is not item])

    def step_discard(self, tw: Tweens, seat: int, code: str) -> None:
        """A card flies from ``seat``'s hand onto the discard pile, face up."""
        item = self._take(seat, [code])[0]
        self.discard.append(item)
        self.refresh_plates()
        self.place(tw, ms=300, items=[item], flight_z=800)
        self.place(tw, ms=220, items=list(self.hands[seat]))

    def step_meld_change(self, tw: Tweens, seat: int, played: list[str], meld: dict, taken: list[str],
                         rise: bool = False) -> list[CardItem]:
        """A meld made or changed from ``seat``'s hand: the ``played`` cards fly into their slots
        of ``meld`` (the meld after), the ``taken`` cards fly to the hand at the same time (with
        ``rise`` they first lift off the meld: 発掘), and the rest of the owner's melds reflow.
        Returns the played items."""
        items = self._take(seat, played)
        by_code = {it.code: it for it in items}
        g = self.group(meld["id"])
        old_cards = g.cards() if g is not None else []
        by_code.update({it.code: it for it in old_cards})
        moving_taken = [by_code[c] for c in taken if c in by_code]
        if g is None:
            g = self._new_group(meld)
            self.melds.append(g)
            g.label.setPos(*L.seat_anchor(self.seats, self.index_of(seat)))
            g.label.setOpacity(0.0)
            tw.prop(g.label, b"opacity", 1.0, 300, delay=200)
        tops, unders = [], []
        for s in meld["slots"]:
            tops.append(by_code.get(s["card"]) or self._new_card(s["card"], True))
            unders.append((by_code.get(s["buried"]) or self._new_card(s["buried"], True)) if s.get("buried") else None)
        self._set_group(g, meld, tops, unders)
        left = [it for it in old_cards if it not in g.cards() and it not in moving_taken]
        moving_taken += left                         # cards the meld let go of that the events did not name
        start = {it: it.pos() for it in moving_taken}
        self._to_hand(seat, moving_taken)
        self.refresh_plates()
        owner_items = [c for m in self.melds if m.owner == g.owner for c in m.cards()]
        self.place(tw, ms=420, items=items, flight_z=800, stagger=40)
        if rise and tw.ms(600) > 0:                 # 発掘: the stack lifts off, then flies
            targets = self.targets()
            seen = _placed(tw)
            for k, it in enumerate(moving_taken):
                t = targets[it]
                it.setZValue(860 + k)
                _arc(tw, it, start[it] - QPointF(0, 46), QPointF(t.place.x, t.place.y), 600)
                tw.prop(it, b"scale", float(t.place.scale), 400, delay=200)
                if it.face_up != t.face_up:
                    tw.prop(it, b"turn", 1.0 if t.face_up else -1.0, 400, delay=200)
                tw.finals.append(lambda i=it, tt=t: (i.setZValue(tt.z), i.setVisible(tt.visible)))
                seen.add(it)
        else:
            self.place(tw, ms=420, items=moving_taken, flight_z=850)
        self.place(tw, ms=320, items=[c for c in owner_items if c not in items] + list(self.hands[seat]))
        return items

    def step_retrieve(self, tw: Tweens, seat: int, meld_id: int, codes: list[str]) -> None:
        """メルドの回収: every card of the meld flies back to ``seat``'s hand; the rest reflow."""
        g = self.group(meld_id)
        if g is None:
            return
        items = g.cards()
        self.melds.remove(g)
        decor = [g.label, g.frame] + g.badges
        for d in decor:
            tw.prop(d, b"opacity", 0.0, 200)
        tw.then(lambda: [self.removeItem(d) for d in decor if d.scene() is self])
        self._to_hand(seat, items)
        self.refresh_plates()
        self.place(tw, ms=460, items=items, flight_z=800, stagger=30)
        self.place(tw, ms=320, items=[c for m in self.melds if m.owner == g.owner for c in m.cards()]
                   + list(self.hands[seat]))

    def step_reshuffle(self, tw: Tweens, stock_count: int) -> None:
        """The discards but the top one become the stock."""
        self.stock_count = stock_count

        def landed() -> None:
            self._sync_stock(self.stock_count)
            self.place(items=self.stock)
            self.update_labels()
        gather_discards_to_stock(self, tw, L.stock_places(1)[0], landed)

    def bubble(self, seat: int | None, text: str, kind: str = "info") -> BubbleItem:
        """A bubble item at ``seat`` (None: the table centre), not yet shown (opacity 0)."""
        item = BubbleItem(text, kind)
        if seat is None or not self.seats:
            item.setPos(L.SCENE_W / 2, L.STRIP_TOP - 40)
        else:
            item.setPos(*L.bubble_pos(self.seats, self.index_of(seat)))
        item.setOpacity(0.0)
        self.addItem(item)
        return item


def _placed(tw: Tweens) -> set:
    """The items a step already moves: Qt stops a whole animation group when a second animation
    of the same property of the same object starts, so each item moves once per step."""
    seen = getattr(tw, "wild_placed", None)
    if seen is None:
        seen = tw.wild_placed = set()
    return seen


def _move(tw: Tweens | None, item, pos: QPointF, ms: float) -> None:
    if tw is None:
        item.setPos(pos)
        return
    seen = _placed(tw)
    if item not in seen and item.pos() != pos:
        seen.add(item)
        tw.prop(item, b"pos", pos, ms)


def _arc(tw: Tweens, item, via: QPointF, end: QPointF, ms: float) -> None:
    """Move ``item`` through ``via`` (reached at a third of the time) to ``end``: one animation."""
    tw.finals.append(lambda: item.setPos(end))
    duration = tw.ms(ms)
    if duration <= 0:
        return
    anim = QPropertyAnimation(item, b"pos")
    anim.setStartValue(item.pos())
    anim.setKeyValueAt(0.33, via)
    anim.setEndValue(end)
    anim.setDuration(duration)
    anim.setEasingCurve(QEasingCurve.Type.InOutSine)
    tw.group.addAnimation(anim)
