"""The rummy table scene: the felt, card items of every zone, plates, zones, buttons and labels.

Like the daifugō scene, it keeps the bookkeeping of which card item lies where (hands, the local
hand's *groups*, the stock, the cut joker, the discard pile, a revealed declaration) and places
items with the pure geometry of :mod:`gui.rummy.layout`. :meth:`RummyScene.sync` lays out a
whole View instantly; the ``step_*`` methods change the bookkeeping for one event and describe
the motion with :class:`~gui.table.animator.Tweens`. The scene decides no rule: texts (group
labels, the wild-card line) come from the view, which asks core.
"""
from __future__ import annotations

import re
from typing import Callable

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from ..i18n import translate
from . import layout as L
from ..table.animator import Tweens
from ..table.targets import Target, gather_discards_to_stock, set_now, take_from_hand, tween_to
from ..table.cards import HIDDEN, CardItem
from ..table.scene import TableScene
from ..table.zones import (GOLD, HINT, LIT_SOFT, LIT_STRONG, BubbleItem, ButtonItem, ZoneItem, _Box, font, paint_plate_base)



_JAPANESE_BRACKET = re.compile(r" \((?=[^\x00-\x7f])")       # " (パッキング)": a Japanese term follows


def _fit_font(text: str, rect: QRectF, start: float, smallest: float, bold: bool = True):
    """The largest font (``start`` down to ``smallest`` px) at which ``text`` fits ``rect``, and
    the text to draw: as it is if its lines fit, else with each Japanese term in brackets on a
    line of its own (so that a word wrap never splits it), else word-wrapped."""
    flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)
    split = _JAPANESE_BRACKET.sub("\n(", text)
    px = start
    while True:
        f = font(px, bold)
        fm = QFontMetricsF(f)
        for candidate in dict.fromkeys((text, split)):
            lines = candidate.split("\n")
            if (all(fm.horizontalAdvance(line) <= rect.width() for line in lines)
                    and len(lines) * fm.lineSpacing() <= rect.height() + 0.5):
                return f, candidate
        if px <= smallest:
            need = fm.boundingRect(rect, flags, split)
            return f, (split if need.height() <= rect.height() else text)
        px -= 1


# --- items -------------------------------------------------------------------------------------------
class SeatPlate(_Box):
    """A seat's name plate: name, card count, dealer badge, turn glow, and a status ("Packed (40)")
    that greys the plate out."""

    def __init__(self, w: float, h: float) -> None:
        super().__init__(w, h)
        self.name = ""
        self.count = 0
        self.dealer = False
        self.turn = False
        self.status_text = ""
        self.greyed = False
        self.dealer_label = "D"
        self.setZValue(50)

    def set_state(self, *, name: str, count: int, dealer: bool, turn: bool, status_text: str = "",
                  greyed: bool = False) -> None:
        """Show a seat's state (all text already translated)."""
        new = (name, count, dealer, turn, status_text, greyed)
        if new != (self.name, self.count, self.dealer, self.turn, self.status_text, self.greyed):
            self.name, self.count, self.dealer, self.turn, self.status_text, self.greyed = new
            self.update()

    def set_count(self, count: int) -> None:
        """Show another card count."""
        self._set("count", count)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        paint_plate_base(painter, r, self.turn, QColor(70, 70, 70, 215) if self.greyed else QColor(8, 30, 16, 210))
        right = r.width() - 10
        if self.dealer:
            centre = QPointF(r.width() - 22, 19)
            painter.setPen(QPen(QColor("#ffffff"), 1.5))
            painter.setBrush(QColor("#c62828"))
            painter.drawEllipse(centre, 15, 15)
            painter.setFont(font(17, True))
            painter.drawText(QRectF(centre.x() - 15, centre.y() - 15, 30, 30), Qt.AlignmentFlag.AlignCenter,
                             self.dealer_label)
            right = r.width() - 42
        text_color = QColor("#bdbdbd") if self.greyed else QColor("#ffffff")
        painter.setPen(text_color)
        f = font(20, True)
        painter.setFont(f)
        name = QFontMetricsF(f).elidedText(self.name, Qt.TextElideMode.ElideRight, right - 12)
        painter.drawText(QRectF(12, 3, right - 12, 27), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        painter.setPen(QPen(QColor("#e0e0e0"), 1))
        painter.setBrush(QColor("#555555") if self.greyed else QColor("#1f3a68"))
        painter.drawRoundedRect(QRectF(13, 34, 14, 20), 2.5, 2.5)
        painter.setPen(text_color)
        painter.setFont(font(19, True))
        painter.drawText(QRectF(33, 31, 40, 26), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         str(self.count))
        if self.status_text:
            painter.setPen(QColor("#ffab91") if self.greyed else QColor("#c8e6c9"))
            sf = font(18, True)
            painter.setFont(sf)
            text = QFontMetricsF(sf).elidedText(self.status_text, Qt.TextElideMode.ElideRight, r.width() - 80)
            painter.drawText(QRectF(70, 31, r.width() - 80, 26),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, text)


GROUP_COLORS = {"straight_run": QColor("#2e7d32"), "run": QColor("#1565c0"), "set": QColor("#6a1b9a"),
                "bad": QColor("#b71c1c"), "loose": QColor("#5d4037")}


class GroupLabel(_Box):
    """The validation label under a group of the local hand: a coloured tag with a mark (✔ or ✖)
    and the words, so that colour is never the only cue. ``kind``: straight_run, run, set, bad, or
    loose (cards of several suits and ranks: plainly not meant as a meld, e.g. the arrangement's rest)."""

    def __init__(self) -> None:
        super().__init__(10, 10)
        self.text = ""
        self.kind = ""
        self.group_w = 0.0               # the width of the group above (the tag is at least as wide)
        self.setZValue(45)

    def set_label(self, text: str, kind: str) -> None:
        """Show ``text`` (translated) in the colour of ``kind``."""
        if (text, kind) != (self.text, self.kind):
            self.text, self.kind = text, kind
            self.setToolTip(text)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        r = self.rect().adjusted(1, 1, -1, -1)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(GROUP_COLORS.get(self.kind, GROUP_COLORS["bad"]))
        color.setAlpha(225)
        mark = {"straight_run": "✔ ", "run": "✔ ", "set": "✔ ", "loose": "· "}.get(self.kind, "✖ ")
        f, lines = wrap_to_fit(mark + self.text, r.width() - 12, r.height() - 6, 20, 17)
        fm = QFontMetricsF(f)
        widest = max(fm.horizontalAdvance(line) for line in lines)
        w = min(r.width(), max(widest + 16, self.group_w))
        box = QRectF(r.left(), r.top(), w, len(lines) * fm.lineSpacing() + 6)
        painter.setPen(QPen(color.lighter(150), 1.5))
        painter.setBrush(color)
        painter.drawRoundedRect(box, 8, 8)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(f)
        for i, line in enumerate(lines):
            painter.drawText(QRectF(box.left() + 6, box.top() + 3 + i * fm.lineSpacing(), box.width() - 12,
                                    fm.lineSpacing()), Qt.AlignmentFlag.AlignCenter, line)


def wrap_to_fit(text: str, width: float, height: float, start: float, smallest: float):
    """(font, lines): ``text`` wrapped at spaces (or between CJK characters, never inside a
    bracketed Japanese term if it fits on a line of its own) into ``width``, in the largest font
    from ``start`` down to ``smallest`` px whose lines fit ``height``; at the smallest size the
    last line that fits ends with "…"."""
    px = start
    while True:
        f = font(px, True)
        fm = QFontMetricsF(f)
        lines = _wrap(text, fm, width)
        fits = len(lines) * fm.lineSpacing() <= height + 0.5
        if fits or px <= smallest:
            if not fits:
                keep = max(1, int((height + 0.5) // fm.lineSpacing()))
                rest = " ".join(lines[keep - 1:])
                lines = lines[:keep - 1] + [fm.elidedText(rest + " …", Qt.TextElideMode.ElideRight, width)]
            return f, lines
        px -= 1


def _wrap(text: str, fm: QFontMetricsF, width: float) -> list[str]:
    """Greedy line breaking at spaces; a word wider than a line is broken between characters."""
    words: list[str] = []
    for part in text.split(" "):
        if fm.horizontalAdvance(part) <= width:
            words.append(part)
            continue
        chunk = ""
        for ch in part:
            if fm.horizontalAdvance(chunk + ch) > width and chunk:
                words.append(chunk)
                chunk = ""
            chunk += ch
        words.append(chunk)
    lines: list[str] = []
    line = ""
    for word in words:
        trial = f"{line} {word}" if line else word
        if fm.horizontalAdvance(trial) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines or [""]


class InfoLabel(_Box):
    """A line of text on a translucent tag (the wild cards, the round, the stock count)."""

    def __init__(self, w: float, h: float, px: float = 21, color: str = "#fff8e1", backdrop: bool = True) -> None:
        super().__init__(w, h)
        self.text = ""
        self._px = px
        self._color = QColor(color)
        self._backdrop = backdrop
        self.setZValue(40)

    def set_text(self, text: str) -> None:
        """Show another (translated) text."""
        self._set("text", text)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        r = self.rect()
        f, text = _fit_font(self.text, r.adjusted(8, 0, -8, 0), self._px, 16)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._backdrop:
            w = min(r.width(), QFontMetricsF(f).horizontalAdvance(text) + 28)
            box = QRectF(r.center().x() - w / 2, r.top(), w, r.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawRoundedRect(box, r.height() / 2, r.height() / 2)
        painter.setPen(self._color)
        painter.setFont(f)
        painter.drawText(r.adjusted(8, 0, -8, 0), Qt.AlignmentFlag.AlignCenter, text)


class DropZone(ZoneItem):
    """A drop zone drawn as a dashed box with a centred caption (the Declare Rummy zone), or
    invisible until lit (the stock, the discard pile, the hand). ``enabled``: a legal action
    targets it now (drawn brighter)."""

    def __init__(self, target: str, w: float, h: float, label: str = "", visible_frame: bool = False) -> None:
        super().__init__(target, w, h, label)
        self.show_outline = visible_frame
        self.enabled = False

    def set_enabled(self, on: bool) -> None:
        """Draw as usable now (a legal action targets the zone)."""
        self._set("enabled", bool(on))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit or self.hinted:
            painter.setBrush(LIT_STRONG if self.lit == 2 else LIT_SOFT if self.lit else QColor(255, 140, 0, 50))
            painter.setPen(QPen(HINT if self.hinted and not self.lit else QColor("#fff59d"), 4))
        elif self.show_outline:
            painter.setBrush(QColor(255, 213, 79, 40) if self.enabled else QColor(0, 0, 0, 30))
            painter.setPen(QPen(GOLD if self.enabled else QColor(255, 255, 255, 80), 3 if self.enabled else 2,
                                Qt.PenStyle.DashLine))
        else:
            return
        painter.drawRoundedRect(r, 18, 18)
        if self.label and self.show_outline:
            inner = r.adjusted(12, 8, -12, -8)
            painter.setPen(QColor("#fff8e1") if (self.enabled or self.lit) else QColor(255, 255, 255, 150))
            f, text = _fit_font(self.label, inner, 22, 16)
            painter.setFont(f)
            painter.drawText(inner, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter), text)


class SceneButton(ButtonItem):
    """A push button drawn in the scene whose text wraps and shrinks to fit."""

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.hinted or self.lit:
            for i, alpha in enumerate((150, 80, 35)):
                c = QColor(HINT if self.hinted else GOLD)
                c.setAlpha(alpha)
                painter.setPen(QPen(c, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                d = 2 + 3 * i
                painter.drawRoundedRect(r.adjusted(-d, -d, d, d), 14 + d, 14 + d)
        base = self.color if self.enabled else QColor("#5f6b63")
        painter.setPen(QPen(base.lighter(150) if self.enabled else QColor("#7b857e"), 2))
        painter.setBrush(base)
        painter.drawRoundedRect(r, 12, 12)
        painter.setPen(QColor("#ffffff") if self.enabled else QColor("#c4cbc6"))
        inner = r.adjusted(8, 2, -8, -2)
        f, text = _fit_font(self.text, inner, 21, 16)
        painter.setFont(f)
        painter.drawText(inner, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter), text)


# --- the scene -----------------------------------------------------------------------------------
class RummyScene(QGraphicsScene):
    """The scene of one rummy table (2-10 seats)."""

    drawBackground = TableScene.drawBackground          # the same felt as the daifugō table
    _felt_pixmap = TableScene._felt_pixmap
    _paint_felt = TableScene.__dict__["_paint_felt"]

    def __init__(self, parent=None) -> None:
        super().__init__(0, 0, L.SCENE_W, L.SCENE_H, parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.seats = 0
        self.bottom = 0
        self.ring: list[int] = []                        # the seat at each place (the seating draw's table)
        self.open_hands = False
        self.names: list[str] = []
        self.hands: list[list[CardItem]] = []
        self.groups: list[list[CardItem]] = []          # the local (bottom) hand in groups
        self.stock: list[CardItem] = []
        self.stock_count: int | None = 0
        self.cut: CardItem | None = None
        self.cut_in_stock = False                        # the cut joker is the stock's last card
        self.discard: list[CardItem] = []
        self.reveal: list[list[CardItem]] = []
        self.status: list[str] = []
        self.penalties: list[int] = []
        self.dealer: int | None = None
        self.turn: int | None = None
        self.plates: list[SeatPlate] = []
        self.labels: list[GroupLabel] = []
        self.dragging: set[CardItem] = set()
        self.ghost: CardItem | None = None              # a stock card being dragged (not yet drawn)
        #: the view's grouping of the local hand: codes in hand order -> groups of codes
        self.regroup: Callable[[list[str]], list[list[str]]] = lambda codes: [list(codes)] if codes else []

        self.stock_zone = DropZone("stock", *L.STOCK_ZONE[2:])
        self.discard_zone = DropZone("discard", *L.DISCARD_ZONE[2:])
        self.declare_zone = DropZone("declare", *L.DECLARE_ZONE[2:], label="", visible_frame=True)
        self.hand_zone = DropZone("hand", *L.HAND_ZONE[2:])
        for zone, rect in ((self.stock_zone, L.STOCK_ZONE), (self.discard_zone, L.DISCARD_ZONE),
                           (self.declare_zone, L.DECLARE_ZONE), (self.hand_zone, L.HAND_ZONE)):
            zone.setPos(*rect[:2])
            self.addItem(zone)
        self.stock_label = InfoLabel(*L.STOCK_LABEL[2:], px=19, backdrop=False)
        self.discard_label = InfoLabel(*L.DISCARD_LABEL[2:], px=19, backdrop=False)
        self.wild_label = InfoLabel(*L.WILD_LABEL[2:], px=22, color="#ffe082")
        self.round_label = InfoLabel(*L.ROUND_LABEL[2:], px=22)
        self.reveal_title = InfoLabel(*L.REVEAL_TITLE[2:], px=23, color="#fff59d")
        self.teach_label = InfoLabel(*L.TEACH_LABEL[2:], px=21, color="#b3e5fc")
        for item, rect in ((self.stock_label, L.STOCK_LABEL), (self.discard_label, L.DISCARD_LABEL),
                           (self.wild_label, L.WILD_LABEL), (self.round_label, L.ROUND_LABEL),
                           (self.reveal_title, L.REVEAL_TITLE), (self.teach_label, L.TEACH_LABEL)):
            item.setPos(*rect[:2])
            self.addItem(item)
        self.reveal_title.setZValue(600)
        self.buttons: dict[str, SceneButton] = {}
        colors = {"discard": "#1565c0", "declare": "#b8860b", "pack": "#6d4c41"}
        for name in L.BUTTONS:
            b = SceneButton(name, "", L.BUTTON_W, L.BUTTON_H, color=colors[name])
            b.setPos(*L.button_rect(name)[:2])
            self.buttons[name] = b
        for name in L.TOOLS:
            b = SceneButton("tool:" + name, "", L.TOOL_W, L.TOOL_H, color="#37474f")
            b.setPos(*L.tool_rect(name)[:2])
            self.buttons[name] = b
        for b in self.buttons.values():
            self.addItem(b)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts again (after a language switch)."""
        self.declare_zone.set_label(translate("RummyTable", "Declare Rummy (ラミー宣言)\nDrop a card here"))
        texts = {"discard": translate("RummyTable", "Discard"),
                 "declare": translate("RummyTable", "Declare Rummy (ラミー宣言)"),
                 "pack": translate("RummyTable", "Pack (パッキング)"),
                 "sort_suit": translate("RummyTable", "Sort by suit"),
                 "sort_rank": translate("RummyTable", "Sort by rank"),
                 "arrange": translate("RummyTable", "Arrange"), "group": translate("RummyTable", "Group selected")}
        for name, text in texts.items():
            self.buttons[name].set_text(text)
        self.buttons["sort_suit"].setToolTip(translate("RummyTable", "Group the cards by suit (S)"))
        self.buttons["sort_rank"].setToolTip(translate("RummyTable", "Group the cards by rank (N)"))
        self.buttons["arrange"].setToolTip(translate("RummyTable", "Arrange the hand into its best melds, the rest last (A)"))
        self.buttons["group"].setToolTip(translate("RummyTable", "Put the selected cards together in a new group (G)"))
        for plate in self.plates:
            plate.dealer_label = translate("RummyTable", "D")

    # --- seats and plates ---------------------------------------------------------------------------
    def index_of(self, seat: int) -> int:
        """The position index (0 = bottom) of ``seat``: its place around the table after the
        seating draw (``ring``), counted clockwise from the bottom seat's."""
        if len(self.ring) == self.seats and seat in self.ring and self.bottom in self.ring:
            return L.relative(self.ring.index(seat), self.ring.index(self.bottom), self.seats)
        return L.relative(seat, self.bottom, self.seats)

    def setup(self, seats: int, bottom: int, ring: list[int] | None = None) -> None:
        """Prepare ``seats`` seats with ``bottom`` at the bottom, seated around the table as in
        ``ring`` (a different number of seats drops every card item; another bottom seat keeps
        them, its hand as one group; another ring moves the plates)."""
        ring = list(ring) if ring else list(range(seats))
        if seats == self.seats and bottom == self.bottom:
            if ring != self.ring:
                self.ring = ring
                for s, plate in enumerate(self.plates):
                    plate.set_geometry(*L.plate_rect(seats, self.index_of(s)))
            return
        self.ring = ring
        if seats != self.seats:
            self.clear_cards()
            for plate in self.plates:
                self.removeItem(plate)
            self.plates = [SeatPlate(L.PLATE_W, L.PLATE_H) for _ in range(seats)]
            for plate in self.plates:
                plate.dealer_label = translate("RummyTable", "D")
                self.addItem(plate)
            self.status = ["playing"] * seats
            self.penalties = [0] * seats
            self.hands = [[] for _ in range(seats)]
        self.seats, self.bottom = seats, bottom
        self.groups = [list(self.hands[bottom])] if self.hands[bottom] else []
        for s, plate in enumerate(self.plates):
            plate.set_geometry(*L.plate_rect(seats, self.index_of(s)))

    def clear_cards(self) -> None:
        """Remove every card item (a new round, another table)."""
        for item in self.all_cards():
            self.removeItem(item)
        self.hands = [[] for _ in range(self.seats)]
        self.groups, self.stock, self.discard, self.reveal = [], [], [], []
        self.cut = None
        self.reveal_title.set_text("")

    def all_cards(self) -> list[CardItem]:
        """Every card item on the table."""
        out = [c for h in self.hands for c in h] + self.stock + self.discard + [c for g in self.reveal for c in g]
        return out + ([self.cut] if self.cut is not None else [])

    def name(self, seat: int) -> str:
        """The name shown for ``seat`` ("Player n" when none was given)."""
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return translate("RummyTable", "Player {n}").format(n=seat + 1)

    def status_text(self, seat: int) -> str:
        """"Packed (40)" and the like, for the plate of ``seat``."""
        status = self.status[seat] if seat < len(self.status) else "playing"
        if status == "packed":
            if self.penalties[seat]:
                return translate("RummyTable", "Packed ({n})").format(n=self.penalties[seat])
            return translate("RummyTable", "Packed")
        if status == "out":
            return translate("RummyTable", "Out")
        return ""

    def refresh_plates(self) -> None:
        """Redraw every plate from the scene's seat state (counts from the hands)."""
        for s, plate in enumerate(self.plates):
            status = self.status[s] if s < len(self.status) else "playing"
            plate.set_state(name=self.name(s), count=len(self.hands[s]) if s < len(self.hands) else 0,
                            dealer=s == self.dealer, turn=s == self.turn, status_text=self.status_text(s),
                            greyed=status != "playing")
            plate.setToolTip(translate("RummyTable", "Dealer (ディーラー)") if s == self.dealer else "")

    # --- a whole view at once -----------------------------------------------------------------------
    def sync(self, data: dict, bottom: int, open_hands: bool, local_groups: list[list[str]] | None) -> None:
        """Make the items match the view ``data`` (reusing items where the cards agree) and place
        everything instantly. ``local_groups``: the bottom hand's cards in groups."""
        seats = int(data["seats"])
        self.setup(seats, bottom, data.get("ring"))
        self.open_hands = open_hands
        self.dragging.clear()
        if self.ghost is not None:
            if self.ghost.scene() is self:
                self.removeItem(self.ghost)
            self.ghost = None
        for s in range(seats):
            self.hands[s] = self._match_items(self.hands[s], list(data["hands"][s]), face_up=False)
        self.set_local_groups(local_groups)
        self._sync_stock(int(data.get("stock_count", 0)), bool(data.get("cut_joker_in_stock")))
        self._sync_cut(data)
        self._sync_discard(list(data.get("discard", [])))
        for group in self.reveal:
            for item in group:
                self.removeItem(item)
        self.reveal = []
        self.reveal_title.set_text("")
        self.status = list(data.get("status", ["playing"] * seats))
        self.penalties = list(data.get("pack_penalty", [0] * seats))
        self.dealer = data.get("dealer")
        self.turn = None if data.get("over") else data.get("turn")
        self.refresh_plates()
        self.update_labels()
        self.place()

    def _new_card(self, code: str, face_up: bool) -> CardItem:
        item = CardItem(code, face_up)
        self.addItem(item)
        return item

    def _match_items(self, old: list[CardItem], codes: list[str], face_up: bool) -> list[CardItem]:
        """Items for ``codes``, reusing items of ``old`` with the same code (then any leftover)."""
        pool = list(old)
        new: list[CardItem | None] = []
        for code in codes:
            match = next((it for it in pool if it.code == code), None)
            if match is None and code == HIDDEN and pool:
                match = next((it for it in pool if it.code == HIDDEN), None)
            if match is not None:
                pool.remove(match)
            new.append(match)
        for i, code in enumerate(codes):
            if new[i] is None:
                new[i] = pool.pop(0) if pool else self._new_card(code, face_up)
                new[i].set_code(code)
                new[i].clear_marks()
        for item in pool:
            self.removeItem(item)
        return new

    def set_local_groups(self, groups: list[list[str]] | None) -> None:
        """Order the bottom hand's items in ``groups`` of codes (None: one group in hand order)."""
        hand = self.hands[self.bottom] if self.hands else []
        if groups is None or sum(len(g) for g in groups) != len(hand):
            groups = [[c.code for c in hand]] if hand else []
        pool = list(hand)
        out: list[list[CardItem]] = []
        for codes in groups:
            row = []
            for code in codes:
                item = next((it for it in pool if it.code == code), None) or (pool[0] if pool else None)
                if item is None:
                    continue
                pool.remove(item)
                row.append(item)
            if row:
                out.append(row)
        if pool:
            out.append(pool)
        self.groups = out
        if self.hands:
            self.hands[self.bottom] = [c for g in out for c in g]

    def _regroup_local(self) -> None:
        """Ask the view for the grouping after the local hand changed during an animation."""
        hand = self.hands[self.bottom]
        self.set_local_groups(self.regroup([c.code for c in hand]))

    def _sync_stock(self, count: int | None, cut_in_stock: bool) -> None:
        """Up to five face-down cards stand for the stock (``count`` None: unknown, five)."""
        self.stock_count = count
        backs = 5 if count is None else max(0, count - (1 if cut_in_stock else 0))
        want = min(backs, 5)
        while len(self.stock) > want:
            self.removeItem(self.stock.pop())
        while len(self.stock) < want:
            self.stock.insert(0, self._new_card(HIDDEN, False))
        for item in self.stock:
            item.clear_marks()

    def _sync_cut(self, data: dict) -> None:
        """The cut joker lies sideways under the stock while it is there (or apart, when the
        options keep it out of the stock); once drawn it is an ordinary card of a hand."""
        code = data.get("cut_joker")
        self.cut_in_stock = bool(data.get("cut_joker_in_stock"))
        shown = bool(code) and (bool(data.get("cut_joker_in_stock"))
                                or not (data.get("options") or {}).get("cut_joker_in_stock", True))
        if not shown:
            if self.cut is not None:
                self.removeItem(self.cut)
                self.cut = None
            return
        if self.cut is None:
            self.cut = self._new_card(code, True)
        self.cut.set_code(code)
        self.cut.clear_marks()

    def _sync_discard(self, codes: list[str]) -> None:
        self.discard = self._match_items(self.discard, codes, face_up=True)
        for item in self.discard:
            item.clear_marks()

    # --- labels ----------------------------------------------------------------------------------
    def update_labels(self) -> None:
        """The stock and discard counts."""
        n = self.stock_count
        self.stock_label.set_text(translate("RummyTable", "Stock: {n}").format(n=n) if self.seats and n is not None
                                  else "")
        self.discard_label.set_text(translate("RummyTable", "Discards: {n}").format(n=len(self.discard)) if self.discard else "")

    def set_group_labels(self, labels: list[tuple[str, str] | None]) -> None:
        """One label per local group: (text, kind) or None for no label."""
        sizes = [len(g) for g in self.groups]
        rects = L.group_label_rects(sizes, [lab is not None for lab in labels])
        rows = L.local_places(sizes)
        while len(self.labels) < len(rects):
            item = GroupLabel()
            self.addItem(item)
            self.labels.append(item)
        for i, item in enumerate(self.labels):
            label = labels[i] if i < len(labels) else None
            rect = rects[i] if i < len(rects) else None
            if label is None or rect is None:
                item.set_label("", "")
                item.hide()
                continue
            item.set_geometry(*rect)
            item.group_w = rows[i][-1].x - rows[i][0].x + L.CARD_W * L.LOCAL_SCALE
            item.set_label(*label)
            item.update()
            item.show()

    def group_label_texts(self) -> list[str]:
        """The texts of the shown group labels, left to right (for tests)."""
        return [lab.text for lab in self.labels[:len(self.groups)] if lab.isVisible() and lab.text]

    # --- placing -------------------------------------------------------------------------------
    def face_for(self, seat: int) -> bool:
        """Whether ``seat``'s hand shows faces (the bottom seat, or every seat with open hands)."""
        return self.open_hands or self.index_of(seat) == 0

    def targets(self) -> dict[CardItem, Target]:
        """Where every card item belongs now."""
        out: dict[CardItem, Target] = {}
        for s, hand in enumerate(self.hands):
            index = self.index_of(s)
            if index == 0:
                continue
            packed = s < len(self.status) and self.status[s] != "playing" and not self.open_hands
            face = self.face_for(s) and not packed        # open hands: a packed hand shows too
            for i, (item, p) in enumerate(zip(hand, L.opponent_places(len(hand), self.seats, index, packed))):
                out[item] = Target(p, 100 + i, face)
        flat = [c for g in self.groups for c in g]
        lifted = {i for i, c in enumerate(flat) if c.is_selected()}
        rows = L.local_places([len(g) for g in self.groups], lifted)
        k = 0
        for group, places in zip(self.groups, rows):
            for item, p in zip(group, places):
                out[item] = Target(p, 200 + k, self.face_for(self.bottom))
                k += 1
        for i, (item, p) in enumerate(zip(self.stock, L.stock_places(len(self.stock)))):
            out[item] = Target(p, 20 + i, False)
        if self.cut is not None:
            out[self.cut] = Target(L.cut_place(), 10, True)
        n = len(self.discard)
        for i, (item, p) in enumerate(zip(self.discard, L.discard_places(n))):
            out[item] = Target(p, 30 + i * 0.01, True, i >= n - L.DISCARD_VISIBLE)
        k = 0
        for group, places in zip(self.reveal, L.reveal_places([len(g) for g in self.reveal])):
            for item, p in zip(group, places):
                out[item] = Target(p, 600 + k, True)
                k += 1
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
                set_now(item, t)
                continue
            tween_to(tw, item, t, ms, stagger * k, None if flight_z is None else flight_z + k)

    # --- hit testing ---------------------------------------------------------------------------
    def local_hand(self) -> list[CardItem]:
        """The card items of the bottom seat, left to right (group by group)."""
        return [c for g in self.groups for c in g]

    def top_discard(self) -> CardItem | None:
        """The top card of the discard pile."""
        return self.discard[-1] if self.discard else None

    # --- event steps -------------------------------------------------------------------------------
    def _take(self, seat: int, codes: list[str]) -> list[CardItem]:
        """Remove the items of ``codes`` from ``seat``'s hand (unknown cards: from the middle)."""
        def stray(code: str) -> CardItem:
            item = self._new_card(code, False)
            item.setPos(*L.seat_anchor(self.seats, self.index_of(seat)))
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
            x, y = L.bubble_pos(self.seats, idx)
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
        self.place(tw, ms=360, items=[item], flight_z=800)

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
        self.place(tw, ms=380, items=[item], flight_z=800)
        self.place(tw, ms=260, items=[c for c in self.hands[seat] if c is not item])

    def step_discard(self, tw: Tweens, seat: int, code: str) -> None:
        """A card flies from ``seat``'s hand onto the discard pile, face up."""
        item = self._take(seat, [code])[0]
        self.discard.append(item)
        self.refresh_plates()
        self.update_labels()
        self.place(tw, ms=380, items=[item], flight_z=800)
        self.place(tw, ms=260, items=list(self.hands[seat]))

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
            item.setPos(*L.bubble_pos(self.seats, self.index_of(seat)))
        item.setOpacity(0.0)
        self.addItem(item)
        return item


__all__ = ["RummyScene", "SeatPlate", "GroupLabel", "InfoLabel", "DropZone", "SceneButton"]
