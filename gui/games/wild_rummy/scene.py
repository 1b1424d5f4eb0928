"""The Wild Rummy R table scene: card items of every zone, the melds with their labels and wild
badges, plates, zones, buttons and the field-phase sign.

It keeps the bookkeeping of which card item lies where (hands, stock, discard pile, and every meld
on the table slot by slot, with a buried wild under its slot's card) and places items with the
pure geometry of :mod:`gui.games.wild_rummy.layout`. :meth:`WildScene.sync` lays out a whole View at
once; the ``step_*`` methods change the bookkeeping for one event and describe the motion with
:class:`~gui.table.animator.Tweens` (everything added to one Tweens moves at the same time).

Each FESCA card exists exactly once, so a face-up card item is found by its code wherever it
lies; unknown cards (``??``) only ever lie in hands. The scene decides no rule: every text it shows
comes from the view data (meld kinds, slot roles and identities, the phase).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from core.engine import QT_TRANSLATE_NOOP
from core.fesca import KANJI, sort_key

from ...i18n import translate
from . import fesca_faces  # noqa: F401 - registers the FESCA card faces with gui.table.cards
from . import layout as L
from ...table.animator import Tweens
from ...table.targets import Target, gather_discards_to_stock, set_now, take_from_hand, tween_to
from ...table.cards import HIDDEN, CardItem
from ...rummy.scene import DropZone, InfoLabel, RummyScene, SceneButton, SeatPlate
from ...table.zones import GOLD, HINT, LIT_SOFT, LIT_STRONG, BubbleItem, _Box, font

KIND_NAMES = {"set": "組", "void_set": "空無組", "run": "順", "yy_run": "陰陽順", "sojun": "相順"}
ORDER_NAMES = {1: "相生昇順", -1: "相生降順", 2: "相克昇順", -2: "相克降順"}
WILD_ROLES = ("SW", "RW", "GW")
KIND_TIPS = {"set": QT_TRANSLATE_NOOP("WildTableView", "Set (組)"),
             "void_set": QT_TRANSLATE_NOOP("WildTableView", "Void set (空無組)"),
             "run": QT_TRANSLATE_NOOP("WildTableView", "Run (順)"),
             "yy_run": QT_TRANSLATE_NOOP("WildTableView", "Yin-yang run (陰陽順)"),
             "sojun": QT_TRANSLATE_NOOP("WildTableView", "Cycle run (相順)")}
KIND_COLORS = {"set": "#6a1b9a", "void_set": "#37474f", "run": "#1565c0", "yy_run": "#424242", "sojun": "#00695c"}
ROLE_COLORS = {"SW": "#eceff1", "RW": "#ffe0b2", "GW": "#ffe082", "ZAT": "#b2dfdb"}
LABEL_PX, BADGE_PX = 17.0, 16.0


def meld_title(kind: str, order: int = 0) -> str:
    """The type label of a meld: 組, 空無組, 順, 陰陽順, or 相順 with its order (相順 相生昇順)."""
    name = KIND_NAMES.get(kind, kind)
    if kind == "sojun" and order in ORDER_NAMES:
        return f"{name} {ORDER_NAMES[order]}"
    return name


def form_title(form: str) -> str:
    """The type label of an action's ``form`` ("set", "sojun+2" …)."""
    if form.startswith("sojun") and form[5:]:
        try:
            return meld_title("sojun", int(form[5:]))
        except ValueError:
            return KIND_NAMES["sojun"]
    return KIND_NAMES.get(form, form)


def identity_text(ident: str) -> str:
    """An identity as a player reads it: 木7, 陰4 / 陽5 for the 陰陽 suit, 木Z on position Z."""
    if len(ident) < 3 or ident[:2] not in KANJI or not ident[2:].isdigit():
        return ident
    s, r = ident[:2], int(ident[2:])
    if r == 0:
        return f"{KANJI[s]}Z"
    if s == "yy":
        return f"{'陽' if r % 2 else '陰'}{r}"
    return f"{KANJI[s]}{r}"


def badge_text(slot: dict) -> str:
    """What a slot's badge says: "SW→木7" for a wild, "ZAT" for a 空無 (or 太極) on position Z,
    "" for a natural card (a buried slot shows both of its cards instead)."""
    role = slot.get("role", "")
    if slot.get("buried"):
        return ""
    if role in WILD_ROLES:
        return f"{role}→{identity_text(slot.get('ident', ''))}"
    if role == "ZAT":
        return "ZAT"
    return ""


def text_width(text: str, px: float) -> float:
    """The width of ``text`` in the bold UI font of ``px`` (for the pure layout)."""
    return QFontMetricsF(font(px, True)).horizontalAdvance(text) if text else 0.0


# --- items ---------------------------------------------------------------------------------------
class Tag(_Box):
    """A small rounded tag with one line of text: a meld's type label or a wild's badge."""

    def __init__(self, px: float, fill: str, ink: str = "#ffffff") -> None:
        super().__init__(10, 10)
        self.text = ""
        self.px = px
        self.fill = QColor(fill)
        self.ink = QColor(ink)
        self.setZValue(400)

    def set_tag(self, text: str, fill: str, ink: str) -> None:
        """Show ``text`` in the colours given."""
        if (text, QColor(fill), QColor(ink)) != (self.text, self.fill, self.ink):
            self.text, self.fill, self.ink = text, QColor(fill), QColor(ink)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        r = self.rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 110), 1))
        painter.setBrush(self.fill)
        f = font(self.px, True)
        w = min(r.width(), QFontMetricsF(f).horizontalAdvance(self.text) + 10)
        painter.drawRoundedRect(QRectF(0, 1, w, r.height() - 2), 6, 6)
        painter.setPen(self.ink)
        painter.setFont(f)
        painter.drawText(QRectF(0, 0, w, r.height()), Qt.AlignmentFlag.AlignCenter, self.text)


class MeldFrame(_Box):
    """The outline behind a meld: invisible until lit as a drop target (1 possible, 2 legal),
    hinted, or selected (the meld chosen for Retrieve)."""

    def __init__(self) -> None:
        super().__init__(10, 10)
        self.lit = 0
        self.hinted = False
        self.selected = False
        self.setZValue(150)

    def set_lit(self, level: int) -> None:
        """0 off, 1 a possible target, 2 a legal drop."""
        self._set("lit", level)

    def set_hinted(self, on: bool) -> None:
        """Mark as the target of the hinted action."""
        self._set("hinted", bool(on))

    def set_selected(self, on: bool) -> None:
        """Mark as the meld chosen (for Retrieve)."""
        self._set("selected", bool(on))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not (self.lit or self.hinted or self.selected):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect().adjusted(-6, -4, 6, 4)
        if self.lit:
            painter.setBrush(LIT_STRONG if self.lit == 2 else LIT_SOFT)
            painter.setPen(QPen(QColor("#fff59d"), 3))
        elif self.hinted:
            painter.setBrush(QColor(255, 140, 0, 50))
            painter.setPen(QPen(HINT, 3))
        else:
            painter.setBrush(QColor(30, 136, 229, 50))
            painter.setPen(QPen(QColor("#1e88e5"), 3))
        painter.drawRoundedRect(r, 10, 10)


class PhaseSign(_Box):
    """The field phase: a white (陽), black (陰) or grey (neutral) taiji-like emblem and its text
    (translated; the part after " — " on a second, smaller line)."""

    def __init__(self, w: float, h: float) -> None:
        super().__init__(w, h)
        self.phase = "neutral"
        self.text = ""
        self.setZValue(40)

    def set_phase(self, phase: str, text: str) -> None:
        """Show ``phase`` ("yang", "yin", "neutral") with ``text``."""
        if (phase, text) != (self.phase, self.text):
            self.phase, self.text = phase, text
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        painter.setBrush(QColor(0, 0, 0, 95))
        painter.drawRoundedRect(r, 16, 16)
        d = r.height() - 28
        centre = QPointF(r.left() + 14 + d / 2, r.center().y())
        fill, ink = {"yang": (QColor("#fafafa"), QColor("#212121")), "yin": (QColor("#151515"), QColor("#fafafa"))}.get(
            self.phase, (QColor("#8d8d8d"), QColor("#e0e0e0")))
        painter.setPen(QPen(GOLD if self.phase != "neutral" else QColor("#bdbdbd"), 3))
        painter.setBrush(fill)
        painter.drawEllipse(centre, d / 2, d / 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawEllipse(centre, d / 8, d / 8)
        head, _, tail = self.text.partition(" — ")
        left = centre.x() + d / 2 + 14
        box = QRectF(left, r.top() + 8, r.right() - left - 10, r.height() - 16)
        painter.setPen(QColor("#fff8e1"))
        painter.setFont(font(26, True))
        top = QRectF(box.left(), box.top(), box.width(), box.height() * (0.5 if tail else 1.0))
        painter.drawText(top, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), head)
        if tail:
            painter.setPen(QColor("#ffe082"))
            painter.setFont(font(21, True))
            painter.drawText(QRectF(box.left(), box.center().y(), box.width(), box.height() / 2),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap),
                             tail)


@dataclass
class MeldGroup:
    """A meld on the table as items: the face-up card of each slot (``items``), the wild buried
    under it (``under``, or None), the view's slot data, its label, frame and badges."""

    id: int
    owner: int
    kind: str
    order: int
    slots: list
    items: list
    under: list
    label: Tag
    frame: MeldFrame
    badges: list = field(default_factory=list)

    def cards(self) -> list[CardItem]:
        """Every card item of the meld (buried wilds included)."""
        return [c for c in self.items] + [u for u in self.under if u is not None]


# --- the scene -------------------------------------------------------------------------------------
class WildScene(QGraphicsScene):
    """The scene of one Wild Rummy R table (2-6 seats)."""

    drawBackground = RummyScene.drawBackground
    _felt_pixmap = RummyScene._felt_pixmap
    _paint_felt = RummyScene.__dict__["_paint_felt"]          # a staticmethod

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
        g.label.setToolTip(translate("WildTableView", KIND_TIPS[g.kind]) if g.kind in KIND_TIPS else "")
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
        for item in g.cards():
            item.clear_marks()

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
            panel = L.meld_panel(self.seats, self.index_of(seat))
            for g, geom in zip(mine, L.meld_layout(panel, [self.shape(g) for g in mine])):
                out[g.id] = geom
        return out

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
        for k, g in enumerate(self.melds):
            geom = self.geoms.get(g.id)
            if geom is None:
                continue
            for i, (top, under) in enumerate(zip(g.items, g.under)):
                z = 160 + k * 0.5 + i * 0.01
                out[top] = Target(geom.slots[i], z + 0.005, True)
                if under is not None and geom.buried[i] is not None:
                    out[under] = Target(geom.buried[i], z, True)
        return out

    def place_decor(self, tw: Tweens | None = None, ms: float = 320) -> None:
        """Move the meld labels, badges and frames to their meld's places."""
        for g in self.melds:
            geom = self.geoms.get(g.id)
            if geom is None:
                continue
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
        """The meld whose area (widened by ``margin``: its ends) holds ``sp``."""
        for g in self.melds:
            geom = self.geoms.get(g.id)
            if geom is not None:
                x, y, w, h = geom.rect
                if QRectF(x - margin, y - 4, w + 2 * margin, h + 8).contains(sp):
                    return g
        return None

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
        self.place(tw, ms=380, items=[item], flight_z=800)
        self.place(tw, ms=260, items=[c for c in self.hands[seat] if c is not item])

    def step_discard(self, tw: Tweens, seat: int, code: str) -> None:
        """A card flies from ``seat``'s hand onto the discard pile, face up."""
        item = self._take(seat, [code])[0]
        self.discard.append(item)
        self.refresh_plates()
        self.place(tw, ms=380, items=[item], flight_z=800)
        self.place(tw, ms=260, items=list(self.hands[seat]))

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


__all__ = ["WildScene", "MeldGroup", "Tag", "MeldFrame", "PhaseSign", "meld_title", "form_title", "badge_text",
           "identity_text"]
