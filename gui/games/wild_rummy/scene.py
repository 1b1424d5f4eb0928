"""The Wild Rummy R table scene: card items of every zone, the melds with their labels and wild
badges (items of :mod:`gui.games.wild_rummy.items`), plates, zones, buttons and the field-phase sign.

It keeps the bookkeeping of which card item lies where (hands, stock, discard pile, and every meld
on the table slot by slot, with a buried wild under its slot's card) and places items with the
pure geometry of :mod:`gui.games.wild_rummy.layout`. :meth:`WildScene.sync` lays out a whole View at
once; the ``step_*`` methods (:mod:`gui.games.wild_rummy.steps`) change the bookkeeping for one
event and describe the motion with :class:`~gui.table.animator.Tweens` (everything added to one
Tweens moves at the same time).

Each FESCA card exists exactly once, so a face-up card item is found by its code wherever it
lies; unknown cards (``??``) only ever lie in hands. The scene decides no rule: every text it shows
comes from the view data (meld kinds, slot roles and identities, the phase).
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from core.fesca import sort_key

from ...i18n import translate
from . import fesca_faces  # noqa: F401 - registers the FESCA card faces with gui.table.cards
from . import layout as L
from ...table.animator import Tweens
from ...table.targets import Target, set_now, tween_to
from ...table.cards import HIDDEN, CardItem
from ...table.felt import Felt
from ...table.scene_items import DropZone, InfoLabel, SceneButton
from ...families.rummy.items import SeatPlate
from .items import (BADGE_PX, KIND_COLORS, LABEL_PX, ROLE_COLORS, MeldFrame, MeldGroup, PhaseSign, Tag, badge_text,
                    card_tip, kind_tip, meld_title, role_tip, text_width)
from .steps import WildSteps, _move, _placed


# --- the scene -------------------------------------------------------------------------------------
class WildScene(WildSteps, Felt, QGraphicsScene):
    """The scene of one Wild Rummy R table (2-6 seats); its event steps are
    :class:`~gui.games.wild_rummy.steps.WildSteps`."""

    def __init__(self, parent=None) -> None:
        super().__init__(0, 0, L.SCENE_W, L.SCENE_H, parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.seats = 0
        self.bottom = 0
        self.open_hands = False
        self.names: list[str] = []
        self.hands: list[list[CardItem]] = []
        self.stock: list[CardItem] = []
        self.stock_count: int | None = 0
        self.discard: list[CardItem] = []
        self.melds: list[MeldGroup] = []
        self.dealer: int | None = None
        self.turn: int | None = None
        self.plates: list[SeatPlate] = []
        self.dragging: set[CardItem] = set()
        self.ghost: CardItem | None = None
        self.geoms: dict[int, L.MeldGeom] = {}       # the last layout of each meld (for hit tests)
        self.raised: set[CardItem] = set()           # the legal slots brought forward while dragging
        self.fan: tuple[int, L.MeldGeom, L.MeldGeom] | None = None   # the meld fanned out: id, fanned, at rest

        self.stock_zone = DropZone("stock", *L.STOCK_ZONE[2:])
        self.discard_zone = DropZone("discard", *L.DISCARD_ZONE[2:])
        self.new_meld_zone = DropZone("new", *L.NEW_MELD_ZONE[2:], visible_frame=True)
        self.hand_zone = DropZone("hand", *L.HAND_ZONE[2:])
        for zone, rect in ((self.stock_zone, L.STOCK_ZONE), (self.discard_zone, L.DISCARD_ZONE),
                           (self.new_meld_zone, L.NEW_MELD_ZONE), (self.hand_zone, L.HAND_ZONE)):
            zone.setPos(*rect[:2])
            self.addItem(zone)
        self.round_label = InfoLabel(*L.ROUND_LABEL[2:], px=22)
        self.info_label = InfoLabel(*L.INFO_LABEL[2:], px=21, color="#b3e5fc")
        self.stock_label = InfoLabel(*L.STOCK_LABEL[2:], px=19, backdrop=False)
        for item, rect in ((self.round_label, L.ROUND_LABEL), (self.info_label, L.INFO_LABEL),
                           (self.stock_label, L.STOCK_LABEL)):
            item.setPos(*rect[:2])
            self.addItem(item)
        self.phase_sign = PhaseSign(*L.PHASE_RECT[2:])
        self.phase_sign.setPos(*L.PHASE_RECT[:2])
        self.addItem(self.phase_sign)
        self.buttons: dict[str, SceneButton] = {}
        colors = {"discard": "#1565c0", "meld": "#2e7d32", "retrieve": "#6d4c41", "call": "#c62828",
                  "pass": "#546e7a", "end_call": "#6a1b9a"}
        for name in L.BUTTONS + tuple(L.CALL_BUTTONS):
            rect = L.button_rect(name)
            b = SceneButton(name, "", rect[2], rect[3], color=colors[name])
            b.setPos(*rect[:2])
            b.setVisible(False)
            self.buttons[name] = b
            self.addItem(b)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts again (after a language switch)."""
        self.new_meld_zone.set_label(translate("WildTableView", "New meld (メルド)\nDrop cards here"))
        texts = {"discard": translate("WildTableView", "Discard"),
                 "meld": translate("WildTableView", "Meld (メルド)"),
                 "retrieve": translate("WildTableView", "Retrieve (回収)"),
                 "call": translate("WildTableView", "Call (鳴き)"),
                 "pass": translate("WildTableView", "Pass"),
                 "end_call": translate("WildTableView", "End call turn")}
        for name, text in texts.items():
            self.buttons[name].set_text(text)
        for plate in self.plates:
            plate.dealer_label = translate("WildTableView", "D")
            plate.update()                     # drawn again: its cached picture has the old word
        for g in self.melds:
            self._set_tips(g)
        for item in self.all_cards():
            item.setToolTip(card_tip(item.code) if item.face_up else "")

    # --- seats and plates ---------------------------------------------------------------------------
    def index_of(self, seat: int) -> int:
        """The position index (0 = bottom) of ``seat``."""
        return L.relative(seat, self.bottom, self.seats)

    def setup(self, seats: int, bottom: int) -> None:
        """Prepare ``seats`` seats with ``bottom`` at the bottom (another seat count drops every card)."""
        if seats == self.seats and bottom == self.bottom:
            return
        if seats != self.seats:
            self.clear_cards()
            for plate in self.plates:
                self.removeItem(plate)
            self.plates = [SeatPlate(L.PLATE_W, L.PLATE_H) for _ in range(seats)]
            for plate in self.plates:
                plate.dealer_label = translate("WildTableView", "D")
                self.addItem(plate)
            self.hands = [[] for _ in range(seats)]
        self.seats, self.bottom = seats, bottom
        for s, plate in enumerate(self.plates):
            plate.set_geometry(*L.plate_rect(seats, self.index_of(s)))

    def clear_cards(self) -> None:
        """Remove every card item and meld (a new round, another table)."""
        for item in self.all_cards():
            if item.scene() is self:
                self.removeItem(item)
        for g in self.melds:
            self._drop_decor(g)
        self.hands = [[] for _ in range(self.seats)]
        self.stock, self.discard, self.melds = [], [], []

    def all_cards(self) -> list[CardItem]:
        """Every card item on the table."""
        return [c for h in self.hands for c in h] + self.stock + self.discard + [c for g in self.melds for c in g.cards()]

    def name(self, seat: int) -> str:
        """The name shown for ``seat`` ("Player n" when none was given)."""
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return translate("WildTableView", "Player {n}").format(n=seat + 1)

    def refresh_plates(self) -> None:
        """Redraw every plate from the scene's seat state (counts from the hands)."""
        for s, plate in enumerate(self.plates):
            plate.set_state(name=self.name(s), count=len(self.hands[s]) if s < len(self.hands) else 0,
                            dealer=s == self.dealer, turn=s == self.turn)

    # --- a whole view at once ------------------------------------------------------------------------
    def sync(self, data: dict, bottom: int, open_hands: bool) -> None:
        """Make the items match the view ``data`` (reusing items by card code) and place
        everything at once."""
        seats = int(data["seats"])
        self.setup(seats, bottom)
        self.open_hands = open_hands
        self.dragging.clear()
        self.raised, self.fan = set(), None
        self._drop_ghost()
        known = {it.code: it for it in self.all_cards() if it.code != HIDDEN}
        hidden = [it for it in self.all_cards() if it.code == HIDDEN and it not in self.stock]
        used: set[CardItem] = set()

        def item_for(code: str, face_up: bool) -> CardItem:
            if code != HIDDEN and code in known and known[code] not in used:
                item = known[code]
            elif hidden:
                item = hidden.pop(0)
                item.set_code(code)
            else:
                item = self._new_card(code, face_up)
            used.add(item)
            item.clear_marks()
            return item

        self.hands = [[item_for(c, s == bottom or open_hands) for c in data["hands"][s]] for s in range(seats)]
        self.discard = [item_for(c, True) for c in data.get("discard", [])]
        old = {g.id: g for g in self.melds}
        self.melds = []
        for m in data.get("melds", []):
            g = old.pop(m["id"], None) or self._new_group(m)
            self._set_group(g, m, [item_for(s["card"], True) for s in m["slots"]],
                            [item_for(s["buried"], True) if s.get("buried") else None for s in m["slots"]])
            self.melds.append(g)
        for g in old.values():
            self._drop_decor(g)
        for item in list(known.values()) + hidden:
            if item not in used and item.scene() is self:
                self.removeItem(item)
        self._sync_stock(int(data.get("stock_count", 0)))
        self.dealer = data.get("dealer")
        self.turn = None if data.get("over") else data.get("turn")
        self.refresh_plates()
        self.update_labels()
        self.place()

    def _new_card(self, code: str, face_up: bool) -> CardItem:
        item = CardItem(code, face_up)
        self.addItem(item)
        return item

    def _drop_ghost(self) -> None:
        if self.ghost is not None:
            if self.ghost.scene() is self:
                self.removeItem(self.ghost)
            self.ghost = None

    def _sync_stock(self, count: int | None) -> None:
        """Up to five face-down cards stand for the stock."""
        self.stock_count = count
        want = 5 if count is None else min(max(count, 0), 5)
        while len(self.stock) > want:
            self.removeItem(self.stock.pop())
        while len(self.stock) < want:
            self.stock.insert(0, self._new_card(HIDDEN, False))
        for item in self.stock:
            item.clear_marks()

    def update_labels(self) -> None:
        """The stock count."""
        n = self.stock_count
        self.stock_label.set_text(str(n) if self.seats and n is not None else "")
        self.stock_label.setToolTip(translate("WildTableView", "Stock: {n}").format(n=n) if n is not None else "")

    # --- melds ------------------------------------------------------------------------------------
    def _new_group(self, m: dict) -> MeldGroup:
        label, frame = Tag(LABEL_PX, "#1565c0"), MeldFrame()
        self.addItem(label)
        self.addItem(frame)
        return MeldGroup(m["id"], m["owner"], m["kind"], m.get("order", 0), [], [], [], label, frame)

    def _set_group(self, g: MeldGroup, m: dict, items: list, under: list) -> None:
        """Give group ``g`` the slots of meld data ``m`` with these items."""
        g.owner, g.kind, g.order, g.slots = m["owner"], m["kind"], m.get("order", 0), list(m["slots"])
        g.items, g.under = list(items), list(under)
        g.label.set_tag(meld_title(g.kind, g.order), KIND_COLORS.get(g.kind, "#1565c0"), "#ffffff")
        while len(g.badges) < len(g.slots):
            badge = Tag(BADGE_PX, "#eceff1", "#212121")
            badge.hide()                                  # placing shows it (fading in as its card lands)
            self.addItem(badge)
            g.badges.append(badge)
        for i, badge in enumerate(g.badges):
            text = badge_text(g.slots[i]) if i < len(g.slots) else ""
            role = g.slots[i].get("role", "") if i < len(g.slots) else ""
            if badge.isVisible() and text != badge.text:
                badge.hide()                              # another meaning: it appears anew
            badge.set_tag(text, ROLE_COLORS.get(role, "#eceff1"), "#212121")
        self._set_tips(g)
        for item in g.cards():
            item.clear_marks()

    @staticmethod
    def _set_tips(g: MeldGroup) -> None:
        """The hover explanations of a meld's label (its kind) and badges (SW / RW / GW / ZAT)."""
        g.label.setToolTip(kind_tip(g.kind))
        for i, badge in enumerate(g.badges):
            badge.setToolTip(role_tip(g.slots[i]) if i < len(g.slots) else "")

    def _drop_decor(self, g: MeldGroup) -> None:
        for item in [g.label, g.frame] + g.badges:
            if item.scene() is self:
                self.removeItem(item)

    def group(self, meld_id: int) -> MeldGroup | None:
        """The meld group of ``meld_id``, or None."""
        return next((g for g in self.melds if g.id == meld_id), None)

    def slot_of(self, item: CardItem) -> tuple[MeldGroup, int, bool] | None:
        """(group, slot index, buried?) of a meld card item, or None."""
        for g in self.melds:
            for i, (top, under) in enumerate(zip(g.items, g.under)):
                if item is top or item is under:
                    return g, i, item is under
        return None

    def shape(self, g: MeldGroup) -> L.MeldShape:
        """The layout's view of a meld group (badge and label widths measured in the UI font)."""
        badges = tuple(text_width(badge_text(s), BADGE_PX) + 10 if badge_text(s) else 0.0 for s in g.slots)
        buried = tuple(bool(s.get("buried")) for s in g.slots)
        return L.MeldShape(badges, buried, text_width(meld_title(g.kind, g.order), LABEL_PX) + 12)

    def meld_geoms(self) -> dict[int, L.MeldGeom]:
        """Where every meld goes: each owner's melds flowed into that owner's panel."""
        out: dict[int, L.MeldGeom] = {}
        if not self.seats:
            return out
        for seat in range(self.seats):
            mine = [g for g in self.melds if g.owner == seat]
            if not mine:
                continue
            index = self.index_of(seat)
            open_count = len(self.hands[seat]) if self.open_hands and index else None
            panel = L.meld_panel(self.seats, index, open_count)
            for g, geom in zip(mine, L.meld_layout(panel, [self.shape(g) for g in mine])):
                out[g.id] = geom
        if self.fan is not None and self.fan[0] in out:
            fanned, wide, rest = self.fan
            owner = self.group(fanned).owner
            others = [g.id for g in self.melds if g.owner == owner and g.id != fanned and g.id in out]
            for meld_id, geom in zip(others, L.push_aside([out[i] for i in others], rest, wide)):
                out[meld_id] = geom
            out[fanned] = wide
        return out

    # --- while cards are dragged: legal slots forward, the meld under the pointer fanned out --------
    def raise_slots(self, items) -> None:
        """Bring these meld cards (the legal slots of a dragged card) in front of their neighbours."""
        self.raised = set(items)
        self.place(items=self.meld_cards())

    def fan_out(self, meld_id: int | None, x_at: float = 0.0, slot: int | None = None, step: float = 0.0) -> None:
        """Fan out meld ``meld_id`` (cards ``step`` apart, slot ``slot`` kept under the pointer at
        ``x_at``: :func:`~gui.games.wild_rummy.layout.fan_geom`; the melds beside it make room),
        or close the fanned meld (None)."""
        fanned = self.fan[0] if self.fan is not None else None
        if meld_id == fanned:
            return
        self.fan = None
        g = self.group(meld_id) if meld_id is not None else None
        if g is not None:
            geom = self.meld_geoms().get(g.id)
            if geom is not None:
                self.fan = (g.id, L.fan_geom(self.shape(g), geom, step, x_at, slot), geom)
        self.place(items=self.meld_cards())

    def end_drag(self, keep=()) -> None:
        """A drag is over: every meld card back to its place (but ``keep``), none raised, none fanned."""
        self.dragging = set()
        self.raised, self.fan = set(), None
        self.place(items=[c for c in self.meld_cards() if c not in keep])

    def meld_cards(self) -> list[CardItem]:
        """Every card item of the melds on the table."""
        return [c for g in self.melds for c in g.cards()]

    # --- placing -------------------------------------------------------------------------------
    def face_for(self, seat: int) -> bool:
        """Whether ``seat``'s hand shows faces (the bottom seat, or every seat with open hands)."""
        return self.open_hands or self.index_of(seat) == 0

    def sort_local(self) -> None:
        """Keep the bottom hand in the engine's order (suit by suit, ranks up)."""
        if self.hands:
            hand = self.hands[self.bottom]
            hand.sort(key=lambda it: (1, (0, 0)) if it.code == HIDDEN else (0, sort_key(it.code)))

    def targets(self) -> dict[CardItem, Target]:
        """Where every card item belongs now."""
        out: dict[CardItem, Target] = {}
        for s, hand in enumerate(self.hands):
            index = self.index_of(s)
            if index == 0:
                lifted = {i for i, c in enumerate(hand) if c.is_selected()}
                for i, (item, p) in enumerate(zip(hand, L.local_places(len(hand), lifted))):
                    out[item] = Target(p, 200 + i, True)
                continue
            face = self.face_for(s)
            for i, (item, p) in enumerate(zip(hand, L.opponent_places(len(hand), self.seats, index, face))):
                out[item] = Target(p, 100 + i, face)
        for i, (item, p) in enumerate(zip(self.stock, L.stock_places(len(self.stock)))):
            out[item] = Target(p, 20 + i, False)
        n = len(self.discard)
        for i, (item, p) in enumerate(zip(self.discard, L.discard_places(n))):
            out[item] = Target(p, 30 + i * 0.01, True, i >= n - L.DISCARD_VISIBLE)
        self.geoms = self.meld_geoms()
        fanned = self.fan[0] if self.fan is not None else None
        for k, g in enumerate(self.melds):
            geom = self.geoms.get(g.id)
            if geom is None:
                continue
            for i, (top, under) in enumerate(zip(g.items, g.under)):
                z = (450 if g.id == fanned else 160 + k * 0.5) + i * 0.01
                lift = 100 if top in self.raised and g.id != fanned else 0
                out[top] = Target(geom.slots[i], z + 0.005 + lift, True)
                if under is not None and geom.buried[i] is not None:
                    out[under] = Target(geom.buried[i], z, True)
        return out

    def place_decor(self, tw: Tweens | None = None, ms: float = 320) -> None:
        """Move the meld labels, badges and frames to their meld's places (a fanned meld's in
        front of the other melds)."""
        fanned = self.fan[0] if self.fan is not None else None
        for g in self.melds:
            geom = self.geoms.get(g.id)
            if geom is None:
                continue
            front = g.id == fanned
            g.frame.setZValue(440 if front else 150)
            for tag in [g.label] + g.badges:
                tag.setZValue(460 if front else 400)
            x, y, w, h = geom.label
            g.label.set_geometry(g.label.x(), g.label.y(), w, h)
            _move(tw, g.label, QPointF(x, y), ms)
            g.frame.set_geometry(*geom.rect)
            for i, badge in enumerate(g.badges):
                rect = geom.badges[i] if i < len(geom.badges) else None
                if rect is None or not badge.text:
                    badge.hide()
                    continue
                badge.set_geometry(badge.x(), badge.y(), rect[2], rect[3])
                if tw is None:
                    badge.setPos(rect[0], rect[1])
                    badge.setOpacity(1.0)
                elif not badge.isVisible() and badge not in _placed(tw):     # a new badge: it appears
                    _placed(tw).add(badge)                                    # as its card lands
                    badge.setPos(rect[0], rect[1])
                    badge.setOpacity(0.0)
                    tw.prop(badge, b"opacity", 1.0, ms * 0.4, delay=ms * 0.7)
                else:
                    _move(tw, badge, QPointF(rect[0], rect[1]), ms)
                badge.show()

    def place(self, tw: Tweens | None = None, ms: float = 320, items=None, flight_z: float | None = None,
              stagger: float = 0.0) -> None:
        """Move items (all, or ``items`` in that order) to their targets: instantly without
        ``tw``, else as tweens (``flight_z`` lifts moving items above the rest while they fly).
        The meld decorations move along."""
        targets = self.targets()
        chosen = targets.keys() if items is None else [i for i in items if i in targets]
        seen = _placed(tw) if tw is not None else set()
        for k, item in enumerate(chosen):
            if item in self.dragging or item in seen:
                continue
            t = targets[item]
            item.setToolTip(card_tip(item.code) if t.face_up else "")      # 太極, 空無, 陰陽: what they do
            if tw is None or tw.ms(ms) == 0:
                set_now(item, t)
                continue
            seen.add(item)
            tween_to(tw, item, t, ms, stagger * k, None if flight_z is None else flight_z + k)
        self.place_decor(tw if tw is not None and tw.ms(ms) > 0 else None, ms)

    # --- hit testing -------------------------------------------------------------------------------
    def local_hand(self) -> list[CardItem]:
        """The card items of the bottom seat, left to right."""
        return list(self.hands[self.bottom]) if self.hands else []

    def top_discard(self) -> CardItem | None:
        """The top card of the discard pile."""
        return self.discard[-1] if self.discard else None

    def meld_card_at(self, sp: QPointF) -> tuple[MeldGroup, int, CardItem] | None:
        """The topmost meld card under scene point ``sp``: (group, slot index, item)."""
        for item in self.items(sp):
            if isinstance(item, CardItem) and item not in self.dragging:
                hit = self.slot_of(item)
                if hit is not None:
                    return hit[0], hit[1], item
        return None

    def meld_at(self, sp: QPointF, margin: float = 18.0) -> MeldGroup | None:
        """The meld whose area (widened by ``margin``: its ends) holds ``sp``; a fanned meld first."""
        fanned = self.group(self.fan[0]) if self.fan is not None else None
        order = ([fanned] if fanned is not None else []) + [g for g in self.melds if g is not fanned]
        for g in order:
            geom = self.geoms.get(g.id)
            if geom is not None:
                x, y, w, h = geom.rect
                if QRectF(x - margin, y - 4, w + 2 * margin, h + 8).contains(sp):
                    return g
        return None


__all__ = ["WildScene"]
