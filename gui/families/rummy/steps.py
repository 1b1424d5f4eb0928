"""The event steps of the rummy table scene: each changes the scene's bookkeeping for one event
and describes the motion with :class:`~gui.table.animator.Tweens` (dealing, drawing, discarding,
packing, a declaration revealed or refused, the stock reshuffled, a round's start, the seating
draw). :class:`RummySteps` is mixed into :class:`~gui.families.rummy.scene.RummyScene`.
"""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF

from . import layout as L
from ...table.animator import Tweens
from ...table.targets import Target, gather_discards_to_stock, set_now, take_from_hand
from ...table.cards import HIDDEN, CardItem
from ...table.zones import BubbleItem


class RummySteps:
    """The ``step_*`` methods of :class:`~gui.families.rummy.scene.RummyScene`, one per kind of event."""

    # --- event steps -------------------------------------------------------------------------------
    def _take(self, seat: int, codes: list[str]) -> list[CardItem]:
        """Remove the items of ``codes`` from ``seat``'s hand (unknown cards: from the middle)."""
        def stray(code: str) -> CardItem:
            item = self._new_card(code, False)
            item.setPos(*L.seat_anchor(self.seats, self.index_of(seat), self.open_hands))
            item.setScale(L.OPP_SCALE)
            return item
        return take_from_hand(self.hands[seat], codes, stray)

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
        backs = 5 if self.stock_count is None else self.stock_count - (1 if self.cut_in_stock else 0)
        while len(self.stock) > min(max(backs, 0), 5):
            self.removeItem(self.stock.pop())
        return item

    def step_round_start(self, tw: Tweens, round_text: str) -> None:
        """A new round: the cards of the last one leave the table."""
        gone = self.all_cards()
        self.hands = [[] for _ in range(self.seats)]
        self.groups, self.stock, self.discard, self.reveal = [], [], [], []
        self.cut, self.cut_in_stock = None, False
        self.reveal_title.set_text("")
        self.status = ["playing"] * self.seats
        self.penalties = [0] * self.seats
        self.stock_count = 0
        self.round_label.set_text(round_text)
        self.refresh_plates()
        self.update_labels()
        self.set_group_labels([])
        for item in gone:
            tw.prop(item, b"opacity", 0.0, 260)
        tw.then(lambda: [self.removeItem(i) for i in gone if i.scene() is self])

    def step_seat_draw(self, tw: Tweens, draws: list, ring: list | None = None) -> None:
        """席ぎめ: the players take their places by their cards (``ring``); each seat's drawn card
        flies face up from the centre to that seat, stays a moment so that everybody can compare
        them, then fades (the highest plays first, the lowest deals)."""
        if ring:
            self.setup(self.seats, self.bottom, ring)
        if tw.ms(100) == 0:
            return
        sx, sy = L.STOCK_POS
        shown = []
        for s, cards in enumerate(draws[:self.seats]):
            if not cards:
                continue
            item = self._new_card(cards[-1], True)
            item.setPos(sx, sy)
            item.setScale(L.CENTRE_SCALE)
            item.setZValue(900)
            idx = self.index_of(s)
            x, y = L.bubble_pos(self.seats, idx, self.open_hands)
            tw.prop(item, b"pos", QPointF(x, y + (60.0 if idx else -40.0)), 420, delay=70.0 * len(shown))
            shown.append(item)
        for item in shown:
            tw.prop(item, b"opacity", 0.0, 300, delay=70.0 * len(shown) + 1300, easing=QEasingCurve.Type.Linear)
        tw.then(lambda: [self.removeItem(i) for i in shown if i.scene() is self])

    def step_cut(self, tw: Tweens, code: str, stock_count: int | None, in_stock: bool) -> None:
        """The stock appears; the cut joker is turned and laid sideways under it (or apart)."""
        self.stock_count = stock_count
        self.cut_in_stock = in_stock
        self._sync_stock(stock_count, in_stock)
        for item in self.stock:
            p = L.stock_places(len(self.stock))[self.stock.index(item)]
            set_now(item, Target(p, 20, False))
        self.cut = self._new_card(code, False)
        top = L.stock_places(1)[0]
        self.cut.setPos(top.x, top.y)
        self.cut.setScale(top.scale)
        self.cut.setZValue(700)
        self.update_labels()
        self.place(tw, ms=520, items=[self.cut])

    def step_deal(self, tw: Tweens, deals: list[tuple[int, list[str]]]) -> None:
        """Deal from the stock, one card at a time round the table, to the seats of ``deals``."""
        queues = {seat: list(codes) for seat, codes in deals}
        made: dict[int, list[CardItem]] = {seat: [] for seat, _ in deals}
        order: list[CardItem] = []
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
        if self.bottom in made:
            self._regroup_local()
        self.refresh_plates()
        for plate in self.plates:
            plate.set_count(0)
        total = len(order)
        stagger, fly = min(18.0, 1000.0 / max(total, 1)), 260.0
        self.place(tw, ms=fly, items=order, flight_z=700, stagger=stagger)
        owner = {item: seat for seat, items in made.items() for item in items}

        def count(p: float) -> None:          # plate counts tick up as the cards land
            landed = order[:int(round(p * total))]
            for seat in made:
                self.plates[seat].set_count(sum(1 for i in landed if owner[i] == seat))
        tw.progress(count, stagger * total + fly * 0.5, delay=fly * 0.5)

    def step_upcard(self, tw: Tweens, code: str) -> None:
        """The first card of the discard pile is turned from the stock."""
        item = self._from_stock()
        item.set_code(code)
        self.discard.append(item)
        self.update_labels()
        self.place(tw, ms=300, items=[item], flight_z=800)

    def step_draw(self, tw: Tweens, seat: int, code: str, source: str, cut: bool = False) -> None:
        """A card goes from the stock (face down; the sideways cut joker if ``cut``) or the
        discard pile (face up) into ``seat``'s hand."""
        if source == "discard" and self.discard:
            item = self.discard.pop()
        elif cut and self.cut is not None:
            item, self.cut = self.cut, None
            self.cut_in_stock = False
            if self.stock_count is not None:
                self.stock_count = max(0, self.stock_count - 1)
        else:
            item = self._from_stock()
        if code != HIDDEN:
            item.set_code(code)
        item.setZValue(800)
        self.hands[seat].append(item)
        if seat == self.bottom:
            self._regroup_local()
        self.refresh_plates()
        self.update_labels()
        self.place(tw, ms=280, items=[item], flight_z=800)
        self.place(tw, ms=220, items=[c for c in self.hands[seat] if c is not item])

    def step_discard(self, tw: Tweens, seat: int, code: str) -> None:
        """A card flies from ``seat``'s hand onto the discard pile, face up."""
        item = self._take(seat, [code])[0]
        self.discard.append(item)
        self.refresh_plates()
        self.update_labels()
        self.place(tw, ms=300, items=[item], flight_z=800)
        self.place(tw, ms=220, items=list(self.hands[seat]))

    def step_pack(self, tw: Tweens, seat: int, codes: list[str], first: bool, penalty: int) -> None:
        """パッキング: at the first turn the hand goes into the stock; later it stays face down in
        front of the player, a pile. The plate greys out with the penalty."""
        self.status[seat] = "packed"
        self.penalties[seat] = penalty
        if first:
            items = self._take(seat, codes)
            self.refresh_plates()
            top = L.stock_places(1)[0]
            for k, item in enumerate(items):
                item.setZValue(700 + k)
                tw.prop(item, b"pos", QPointF(top.x, top.y), 420, delay=k * 12)
                tw.prop(item, b"scale", top.scale, 420, delay=k * 12)
                if item.face_up:
                    tw.prop(item, b"turn", -1.0, 300, delay=k * 12)
            if self.stock_count is not None:
                self.stock_count += len(items)

            def land() -> None:
                for i in items:
                    if i.scene() is self:
                        self.removeItem(i)
                self._sync_stock(self.stock_count, self.cut_in_stock)
                self.place(items=self.stock)
                self.update_labels()
            tw.then(land)
        else:
            if seat == self.bottom:
                self.groups = [list(self.hands[seat])] if self.hands[seat] else []
            self.refresh_plates()
            self.place(tw, ms=420, items=list(self.hands[seat]), flight_z=700)

    def step_reveal(self, tw: Tweens, seat: int, codes: list[str], melds: list[list[str]], title: str) -> None:
        """A declared hand is shown face up in its melds (cards in no meld last)."""
        items = self._take(seat, codes)
        pool = list(items)
        groups: list[list[CardItem]] = []
        for meld in melds:
            row = []
            for code in meld:
                item = next((i for i in pool if i.code == code), None)
                if item is not None:
                    pool.remove(item)
                    row.append(item)
            if row:
                groups.append(row)
        if pool:
            groups.append(pool)
        self.reveal = groups
        self.reveal_title.set_text(title)
        self.teach_label.hide()                  # the revealed hand takes its place
        self.refresh_plates()
        self.place(tw, ms=520, items=[c for g in groups for c in g], flight_z=900, stagger=30)

    def step_unreveal(self, tw: Tweens, seat: int) -> None:
        """A refused declaration: the shown hand goes face down in front of its player."""
        items = [c for g in self.reveal for c in g]
        self.reveal = []
        self.reveal_title.set_text("")
        self.hands[seat] = items
        self.refresh_plates()
        self.place(tw, ms=420, items=items, flight_z=700)

    def step_reshuffle(self, tw: Tweens, stock_count: int) -> None:
        """The discards but the top one become the stock (``stock_exhausted`` = reshuffle)."""
        self.stock_count = stock_count

        def landed() -> None:
            self._sync_stock(self.stock_count, self.cut_in_stock)
            self.place(items=self.stock)
            self.update_labels()
        gather_discards_to_stock(self, tw, L.stock_places(1)[0], landed)

    def bubble(self, seat: int | None, text: str, kind: str = "info") -> BubbleItem:
        """A bubble item at ``seat`` (None: the table centre), not yet shown (opacity 0)."""
        item = BubbleItem(text, kind)
        if seat is None or not self.seats:
            item.setPos(L.SCENE_W / 2, L.REVEAL_TITLE[1] - 30)
        else:
            item.setPos(*L.bubble_pos(self.seats, self.index_of(seat), self.open_hands))
        item.setOpacity(0.0)
        self.addItem(item)
        return item
