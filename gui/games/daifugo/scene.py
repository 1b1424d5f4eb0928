"""The daifugō table scene: the card items of every zone, plates, zones and buttons.

The scene keeps the table's bookkeeping (which card item lies in which zone) and places items
with the pure geometry of :mod:`gui.games.daifugo.layout`. :meth:`TableScene.sync` lays out a whole View
instantly; the ``step_*`` methods change the bookkeeping for one event and describe the motion
with :class:`~gui.table.animator.Tweens`, so the animator can play or skip them. The scene never
decides a rule: it shows the View and the events it is given.
"""
from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from . import layout as L
from .choice_tray import ChoiceTray
from ...table.felt import Felt
from ...table.animator import Tweens
from ...table.targets import take_from_hand
from ...table.cards import HIDDEN, CardItem
from ...table.zones import BubbleItem, ButtonItem, LabelItem, PlateItem, ZoneItem


def place_text(n: int) -> str:
    """A finishing place with the Japanese term beside it: "1st / 1位" (each form translatable
    on its own, so that a translation may keep just "{n}位")."""
    if n % 100 not in (11, 12, 13) and n % 10 in (1, 2, 3):
        text = {1: QCoreApplication.translate("TableView", "{n}st / {n}位"),
                2: QCoreApplication.translate("TableView", "{n}nd / {n}位"),
                3: QCoreApplication.translate("TableView", "{n}rd / {n}位")}[n % 10]
    else:
        text = QCoreApplication.translate("TableView", "{n}th / {n}位")
    return text.format(n=n)


class Target(NamedTuple):
    """Where a card item belongs: its place, stacking order, face and visibility."""

    place: L.Place
    z: float
    face_up: bool
    visible: bool = True


class TableScene(Felt, QGraphicsScene):
    """The scene of one daifugō table (2-8 seats)."""

    def __init__(self, parent=None) -> None:
        super().__init__(0, 0, L.SCENE_W, L.SCENE_H, parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)   # items move a lot
        self.seats = 0
        self.bottom = 0
        self.open_hands = False
        self.names: list[str] = []
        self.hands: list[list[CardItem]] = []
        self.field: list[tuple[int, list[CardItem]]] = []
        self.discard: list[CardItem] = []
        self.plates: list[PlateItem] = []
        self.status: list[str] = []
        self.places: list[int] = []
        self.parent_seat: int | None = None
        self.turn: int | None = None
        self.dragging: set[CardItem] = set()
        self.field_zone = ZoneItem("field", *L.FIELD_RECT[2:])
        self.field_zone.setPos(*L.FIELD_RECT[:2])
        dw, dh = L.CARD_W * L.DISCARD_SCALE + 40, L.CARD_H * L.DISCARD_SCALE + 40
        self.discard_zone = ZoneItem("discard", dw, dh)
        self.discard_zone.setPos(L.DISCARD_POS[0] - dw / 2, L.DISCARD_POS[1] - dh / 2)
        self.discard_zone.show_outline = False
        self.recipient_zone = ZoneItem("", 10, 10)      # where a card a rule gives goes (shown then)
        self.recipient_zone.show_outline = False
        self.recipient_zone.hide()
        self.discard_label = LabelItem(220, 30, 18)
        lx, ly = L.discard_label_pos()
        self.discard_label.setPos(lx - 110, ly - 15)
        self.play_button = ButtonItem("field", "", L.BUTTON_W, L.BUTTON_H)
        self.play_button.setPos(*L.PLAY_BUTTON[:2])
        self.pass_button = ButtonItem("pass", "", L.BUTTON_W, L.BUTTON_H, color="#6d4c41")
        self.pass_button.setPos(*L.PASS_BUTTON[:2])
        for item in (self.field_zone, self.discard_zone, self.recipient_zone, self.discard_label, self.play_button,
                     self.pass_button):
            self.addItem(item)
        self.tray = ChoiceTray(self)      # the choices a rule lays on the table (栗拾い, Qボンバー, order)
        self.retranslate()

    def retranslate(self) -> None:
        """Write the table's texts again in the current language (after a language switch): the
        field, the buttons, the plates and the discard count."""
        self.field_zone.set_label(QCoreApplication.translate("TableView", "Field (場)"))
        self.play_button.set_text(QCoreApplication.translate("TableView", "Play"))
        self.pass_button.set_text(QCoreApplication.translate("TableView", "Pass"))
        self.refresh_plates()
        self.update_discard_label()

    # --- seats and plates ---------------------------------------------------------------------------
    def index_of(self, seat: int) -> int:
        """The position index (0 = bottom) of ``seat``."""
        return L.relative(seat, self.bottom, self.seats)

    def setup(self, seats: int, bottom: int) -> None:
        """Prepare ``seats`` seats with ``bottom`` at the bottom (drops every card item if the
        table changes)."""
        if seats == self.seats and bottom == self.bottom:
            return
        if seats != self.seats:
            self._drop_all_cards()
            for plate in self.plates:
                self.removeItem(plate)
            self.plates = [PlateItem(L.PLATE_W, L.PLATE_H) for _ in range(seats)]
            for plate in self.plates:
                self.addItem(plate)
            self.hands = [[] for _ in range(seats)]
            self.status = ["active"] * seats
        self.seats, self.bottom = seats, bottom
        for s, plate in enumerate(self.plates):
            plate.set_geometry(*L.plate_rect(seats, self.index_of(s)))

    def _drop_all_cards(self) -> None:
        for item in self.all_cards():
            self.removeItem(item)
        self.hands = [[] for _ in range(self.seats)]
        self.field, self.discard = [], []

    def all_cards(self) -> list[CardItem]:
        """Every card item of the hands, the field and the discard pile."""
        out = [c for h in self.hands for c in h]
        out += [c for _, play in self.field for c in play]
        return out + self.discard

    def name(self, seat: int) -> str:
        """The name shown for ``seat`` ("Player n" when none was given)."""
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return QCoreApplication.translate("TableView", "Player {n}").format(n=seat + 1)

    def refresh_plates(self) -> None:
        """Redraw every plate from the scene's seat state (counts from the hands)."""
        for s, plate in enumerate(self.plates):
            kind = self.status[s] if s < len(self.status) else "active"
            text, kind = "", ("" if kind == "active" else kind)
            if kind == "finished" and s in self.places:
                text = place_text(self.places.index(s) + 1)
            elif kind == "eliminated":
                text = QCoreApplication.translate("TableView", "Eliminated (脱落)")
            elif s in self.places:                       # placed at the end without finishing
                text, kind = place_text(self.places.index(s) + 1), "finished"
            plate.set_state(name=self.name(s), count=len(self.hands[s]), parent=s == self.parent_seat,
                            turn=s == self.turn, status_text=text, status_kind=kind)
            plate.setToolTip(QCoreApplication.translate("TableView", "親 (leader): leads the next trick")
                             if s == self.parent_seat else "")

    def show_recipient(self, seat: int | None) -> None:
        """Mark ``seat``'s place (its plate and hand) as the drop zone ``hand:<seat>`` of a card a
        rule gives (7渡し); None hides it."""
        zone = self.recipient_zone
        if seat is None or not 0 <= seat < self.seats or self.index_of(seat) == 0:
            zone.hide()
            zone.target = ""
            return
        index = self.index_of(seat)
        area = QRectF(*L.plate_rect(self.seats, index)).united(
            QRectF(*L.hand_rect(self.seats, index, len(self.hands[seat])))).adjusted(-14, -14, 14, 14)
        zone.set_geometry(area.x(), area.y(), area.width(), area.height())
        zone.target = f"hand:{seat}"
        zone.show()

    def choice_items(self) -> list:
        """The choices a rule's decision lays on the table now (each knows its action), in order."""
        return list(self.tray.items)

    # --- a whole view at once -----------------------------------------------------------------------
    def sync(self, data: dict, bottom: int, open_hands: bool) -> None:
        """Make the items match the view ``data`` (reusing items where the cards agree) and place
        everything instantly."""
        seats = int(data["seats"])
        self.setup(seats, bottom)
        self.open_hands = open_hands
        self.dragging.clear()
        for s in range(seats):
            self._sync_hand(s, list(data["hands"][s]))
        self._sync_field([(int(p[0]), list(p[1])) for p in data.get("field", [])])
        self._sync_discard(list(data.get("discard", [])))
        self.status = list(data.get("status", ["active"] * seats))
        self.places = list(data.get("places", []))
        self.parent_seat = data.get("parent")
        self.turn = None if data.get("over") else data.get("turn")
        self.refresh_plates()
        self.update_discard_label()
        self.place()

    def _new_card(self, code: str, face_up: bool) -> CardItem:
        item = CardItem(code, face_up)
        self.addItem(item)
        return item

    def _sync_hand(self, seat: int, codes: list[str]) -> None:
        old = self.hands[seat]
        pool = list(old)
        new: list[CardItem] = []
        for code in codes:
            match = next((it for it in pool if it.code == code), None)
            if match is None and code == HIDDEN and pool:
                match = pool[0]
            if match is not None:
                pool.remove(match)
            new.append(match)
        # unmatched slots reuse leftover items (recoded) before new ones are made
        for i, code in enumerate(codes):
            if new[i] is None:
                new[i] = pool.pop(0) if pool else self._new_card(code, False)
                new[i].set_code(code)
                new[i].clear_marks()
        for item in pool:
            self.removeItem(item)
        self.hands[seat] = new

    def _sync_field(self, plays: list[tuple[int, list[str]]]) -> None:
        new: list[tuple[int, list[CardItem]]] = []
        for j, (seat, codes) in enumerate(plays):
            if j < len(self.field) and self.field[j][0] == seat and [c.code for c in self.field[j][1]] == codes:
                new.append(self.field[j])
            else:
                if j < len(self.field):
                    for item in self.field[j][1]:
                        self.removeItem(item)
                new.append((seat, [self._new_card(c, True) for c in codes]))
        for _, items in self.field[len(plays):]:
            for item in items:
                self.removeItem(item)
        for _, items in new:
            for item in items:
                item.clear_marks()
        self.field = new

    def _sync_discard(self, codes: list[str]) -> None:
        while len(self.discard) > len(codes):
            self.removeItem(self.discard.pop())
        while len(self.discard) < len(codes):
            self.discard.append(self._new_card(HIDDEN, False))
        for item, code in zip(self.discard, codes):
            item.set_code(code)
            item.clear_marks()

    # --- placing -------------------------------------------------------------------------------
    def face_for(self, seat: int) -> bool:
        """Whether ``seat``'s hand shows faces (the bottom seat, or every seat with open hands)."""
        return self.open_hands or self.index_of(seat) == 0

    def targets(self) -> dict[CardItem, Target]:
        """Where every card item belongs now."""
        out: dict[CardItem, Target] = {}
        for s, hand in enumerate(self.hands):
            index = self.index_of(s)
            face = self.face_for(s)
            for i, (item, p) in enumerate(zip(hand, L.hand_fan(len(hand), self.seats, index, self.open_hands))):
                if index == 0 and item.is_selected():
                    p = p._replace(y=p.y - L.LIFT)
                out[item] = Target(p, (200 if index == 0 else 100) + i, face)
        places = L.field_places([len(items) for _, items in self.field])
        depth_limit = len(self.field) - 1 - L.FIELD_VISIBLE_PLAYS
        for j, ((_, items), row) in enumerate(zip(self.field, places)):
            for i, (item, p) in enumerate(zip(items, row)):
                out[item] = Target(p, 300 + j * 10 + i, True, j >= depth_limit)
        n = len(self.discard)
        for i, (item, p) in enumerate(zip(self.discard, L.discard_places(n))):
            out[item] = Target(p, 20 + i * 0.01, False, i >= n - L.DISCARD_VISIBLE)
        return out

    def place(self, tw: Tweens | None = None, ms: float = 320, items=None, flight_z: float | None = None,
              stagger: float = 0.0) -> None:
        """Move items (all, or ``items`` in that order) to their targets: instantly without
        ``tw``, else as tweens (``flight_z`` lifts moving items above the rest while they fly)."""
        targets = self.targets()
        chosen = targets.keys() if items is None else [i for i in items if i in targets]
        for k, item in enumerate(chosen):
            if item in self.dragging:
                continue
            t = targets[item]
            if tw is None or tw.ms(ms) == 0:
                self._set_now(item, t)
                continue
            pos = QPointF(t.place.x, t.place.y)
            moved = (item.pos() != pos or item.rotation() != t.place.rotation or item.scale() != t.place.scale
                     or item.face_up != t.face_up)
            if not moved:
                item.setZValue(t.z)
                item.setVisible(t.visible)
                continue
            item.setVisible(True)
            if flight_z is not None:
                item.setZValue(flight_z + k)
            delay = stagger * k
            tw.prop(item, b"pos", pos, ms, delay)
            tw.prop(item, b"rotation", float(t.place.rotation), ms, delay)
            tw.prop(item, b"scale", float(t.place.scale), ms, delay)
            if item.face_up != t.face_up:
                tw.prop(item, b"turn", 1.0 if t.face_up else -1.0, ms, delay,
                        easing=QEasingCurve.Type.InOutSine)
            tw.finals.append(lambda it=item, tt=t: (it.setZValue(tt.z), it.setVisible(tt.visible)))

    @staticmethod
    def _set_now(item: CardItem, t: Target) -> None:
        item.setPos(t.place.x, t.place.y)
        item.setRotation(t.place.rotation)
        item.setScale(t.place.scale)
        item.set_face_up(t.face_up)
        item.setZValue(t.z)
        item.setVisible(t.visible)
        item.setOpacity(1.0)

    def update_discard_label(self) -> None:
        """Show the number of cards in the discard pile."""
        n = len(self.discard)
        self.discard_label.set_text(QCoreApplication.translate("TableView", "Discards: {n}").format(n=n) if n else "")

    # --- hit testing ---------------------------------------------------------------------------
    def local_hand(self) -> list[CardItem]:
        """The card items of the bottom seat, left to right."""
        return self.hands[self.bottom] if self.hands else []

    def local_hand_rect(self) -> QRectF:
        """The area of the bottom hand (a drop there puts the cards back)."""
        return QRectF(*L.hand_rect(self.seats, 0, max(1, len(self.local_hand()))))

    # --- event steps -------------------------------------------------------------------------------
    def _take(self, seat: int, codes: list[str]) -> list[CardItem]:
        """Remove the items of ``codes`` from ``seat``'s hand (unknown cards: from the middle)."""
        def stray(code: str) -> CardItem:
            item = self._new_card(code, False)
            item.setPos(*L.seat_anchor(self.seats, self.index_of(seat)))
            item.setScale(L.OTHER_SCALE)
            return item
        return take_from_hand(self.hands[seat], codes, stray)

    def step_deal(self, tw: Tweens, deals: list[tuple[int, list[str]]]) -> None:
        """Deal cards from the deck in the centre, round-robin, to the seats of ``deals``. A deal
        starts a game: whatever the table showed before (a previous game) is cleared first."""
        for item in self.all_cards():
            self.removeItem(item)
        self.hands = [[] for _ in range(self.seats)]
        self.field, self.discard = [], []
        self.status, self.places = ["active"] * self.seats, []
        self.parent_seat = self.turn = None
        self.update_discard_label()
        order: list[CardItem] = []
        queues = {seat: list(codes) for seat, codes in deals}
        made = {seat: [] for seat, _ in deals}
        while any(queues.values()):
            for seat, _ in deals:
                if queues[seat]:
                    item = self._new_card(queues[seat].pop(0), False)
                    item.setPos(*L.DECK_POS)
                    item.setScale(L.OTHER_SCALE)
                    made[seat].append(item)
                    order.append(item)
        for seat, items in made.items():
            self.hands[seat] = items
        self.refresh_plates()
        total = len(order)
        stagger, fly = min(22.0, 1100.0 / max(total, 1)), 260.0
        self.place(tw, ms=fly, items=order, flight_z=700, stagger=stagger)
        owner = {item: seat for seat, items in made.items() for item in items}

        def count(p: float) -> None:          # plate counts tick up as the cards land
            landed = order[:int(round(p * total))]
            for seat in made:
                self.plates[seat].set_count(sum(1 for i in landed if owner[i] == seat))
        tw.progress(count, stagger * total + fly * 0.5, delay=fly * 0.5)

    def step_played(self, tw: Tweens, seat: int, codes: list[str]) -> None:
        """Cards fly from ``seat``'s hand onto the field (turning face up on the way)."""
        items = self._take(seat, codes)
        self.field.append((seat, items))
        self.refresh_plates()
        self.place(tw, ms=300, items=items, flight_z=800)
        self.place(tw, ms=260, items=[c for _, p in self.field[:-1] for c in p] + self.hands[seat])

    def step_cleared(self, tw: Tweens) -> None:
        """The field slides to the discard pile, face down."""
        moved = [c for _, play in self.field for c in play]
        self.field = []
        for item in moved:
            item.setVisible(True)
        self.discard += moved
        self.place(tw, ms=360, items=moved, flight_z=600, stagger=12)
        tw.then(self.update_discard_label)

    def step_out(self, tw: Tweens, seat: int, codes: list[str]) -> None:
        """Cards leave the game from ``seat``'s hand (脱落): they sink into the plate and vanish."""
        items = self._take(seat, codes)
        self.refresh_plates()
        px, py, pw, ph = L.plate_rect(self.seats, self.index_of(seat))
        for item in items:
            tw.prop(item, b"pos", QPointF(px + pw / 2, py + ph / 2), 420)
            tw.prop(item, b"opacity", 0.0, 420)
            tw.prop(item, b"scale", 0.3, 420)
        tw.then(lambda: [self.removeItem(i) for i in items if i.scene() is self])

    def step_move(self, tw: Tweens, seat: int | None, codes: list[str], src: str, dst: str) -> bool:
        """A generic move between ``hand:n``, ``field`` and ``discard`` zones (events of added
        rules); False if the zones are unknown to this table."""
        def zone(z: str):
            if z.startswith("hand:") and z[5:].isdigit() and int(z[5:]) < self.seats:
                return ("hand", int(z[5:]))
            return (z, None) if z in ("field", "discard") else None
        a, b = zone(src), zone(dst)
        if a is None or b is None or not codes:
            return False
        if a[0] == "hand":
            items = self._take(a[1], codes)
        elif a[0] == "field":
            pool = [c for _, p in self.field for c in p]
            items = pool[-len(codes):]
            for _, play in self.field:
                play[:] = [c for c in play if c not in items]
            self.field = [(s, p) for s, p in self.field if p]
        else:
            items = self.discard[-len(codes):]
            del self.discard[-len(codes):]
        for item, code in zip(items, codes):
            if code != HIDDEN:
                item.set_code(code)
        if b[0] == "hand":
            self.hands[b[1]] += items
        elif b[0] == "field":
            self.field.append((seat if seat is not None else -1, items))
        else:
            self.discard += items
        self.refresh_plates()
        self.place(tw, ms=380, flight_z=800)
        tw.then(self.update_discard_label)
        return True

    def bubble(self, seat: int | None, text: str, kind: str = "info") -> BubbleItem:
        """A bubble item at ``seat`` (None: the table centre), not yet shown (opacity 0)."""
        item = BubbleItem(text, kind)
        if seat is None or not self.seats:
            item.setPos(*L.FIELD_CENTRE)
        else:
            item.setPos(*L.bubble_pos(self.seats, self.index_of(seat)))
        item.setOpacity(0.0)
        self.addItem(item)
        return item

