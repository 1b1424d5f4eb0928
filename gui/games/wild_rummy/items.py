"""The Wild Rummy R scene's own items and their texts: a meld's type label and its wild badges
(:class:`Tag`), the frame of a meld (:class:`MeldFrame`), the field-phase sign
(:class:`PhaseSign`) and a meld as items (:class:`MeldGroup`); the words they show (meld kinds,
identities, badges) come from the view data."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from core.engine import QT_TRANSLATE_NOOP
from core.fesca import KANJI, pretty

from ...i18n import translate
from ...table.cards import CardItem
from ...table.zones import GOLD, HINT, LIT_SOFT, LIT_STRONG, _Box, font

KIND_NAMES = {"set": "組", "void_set": "空無組", "run": "順", "yy_run": "陰陽順", "sojun": "相順"}
ORDER_NAMES = {1: "相生昇順", -1: "相生降順", 2: "相克昇順", -2: "相克降順"}
WILD_ROLES = ("SW", "RW", "GW")
KIND_TIPS = {"set": QT_TRANSLATE_NOOP("WildTableView", "Set (組): 3-6 cards of one rank, one of each suit "
                                                        "(the 陰陽 suit only in a 6-card set)."),
             "void_set": QT_TRANSLATE_NOOP("WildTableView", "Void set (空無組): 2-6 空無 cards (and 太極), all on "
                                                             "position Z (ZAT)."),
             "run": QT_TRANSLATE_NOOP("WildTableView", "Run (順): 3 or more consecutive positions of one element suit."),
             "yy_run": QT_TRANSLATE_NOOP("WildTableView", "Yin-yang run (陰陽順): 2 or more consecutive positions of the "
                                                           "陰陽 suit."),
             "sojun": QT_TRANSLATE_NOOP("WildTableView", "Cycle run (相順): 3-5 cards, each one rank up and one suit on "
                                                          "along 木火土金水 (相生) or two suits on (相克); only while "
                                                          "the field allows it.")}
ROLE_TIPS = {"SW": QT_TRANSLATE_NOOP("WildTableView", "SW: suit wild (スートワイルド). A 陰陽 card standing for the "
                                                      "element card of its rank, here {ident}. Drop {ident} on it to "
                                                      "take the wild (差し札) or bury it (埋め潰し)."),
             "RW": QT_TRANSLATE_NOOP("WildTableView", "RW: rank wild (ランクワイルド). A 空無 card standing for a card "
                                                      "of its own element at any rank 1-12, here {ident}. Drop {ident} "
                                                      "on it to take the wild (差し札) or bury it (埋め潰し)."),
             "GW": QT_TRANSLATE_NOOP("WildTableView", "GW: general wild (ジェネラルワイルド). 太極 standing for any "
                                                      "card of rank 1-12, here {ident}. Drop {ident} on it to take the "
                                                      "wild (差し札) or bury it (埋め潰し)."),
             "ZAT": QT_TRANSLATE_NOOP("WildTableView", "ZAT: Zero And Thirteen. A 空無 (or 太極 in the 陰陽 suit) on "
                                                       "position Z, 0 and 13 at once. Here it is natural, not a wild: "
                                                       "no card can take its place.")}
CARD_TIPS = {"taiji": QT_TRANSLATE_NOOP("WildTableView", "太極 (taiji): the general wild (GW), for any card of rank "
                                                         "1-12; on position Z of a 陰陽順 it is natural (ZAT). "
                                                         "7 penalty points in hand."),
             "void": QT_TRANSLATE_NOOP("WildTableView", "{card} (空無, void): the rank wild (RW) of {element}, for a "
                                                        "{element} card of any rank 1-12; on position Z (0 and 13) it "
                                                        "is natural (ZAT). 5 penalty points in hand."),
             "yinyang": QT_TRANSLATE_NOOP("WildTableView", "{card} (陰陽 card): a suit wild (SW), for the element card "
                                                           "of rank {rank}; natural in a 陰陽順. 3 penalty points in "
                                                           "hand.")}
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


def kind_tip(kind: str) -> str:
    """What a meld's type label explains on hover: its kind and what makes one."""
    return translate("WildTableView", KIND_TIPS[kind]) if kind in KIND_TIPS else ""


def role_tip(slot: dict) -> str:
    """What a slot's badge explains on hover: SW / RW / GW (the wild and what it stands for,
    how to take it) or ZAT; "" for a natural card."""
    role = slot.get("role", "")
    if role not in ROLE_TIPS or slot.get("buried"):
        return ""
    return translate("WildTableView", ROLE_TIPS[role]).format(ident=identity_text(slot.get("ident", "")))


def card_tip(code: str) -> str:
    """What a special card explains on hover (太極, a 空無 card, a 陰陽 card); "" for an element card."""
    if len(code) < 3 or code[:2] not in KANJI or not code[2:].isdigit():
        return ""
    s, r = code[:2], int(code[2:])
    if s == "yy" and r == 0:
        return translate("WildTableView", CARD_TIPS["taiji"])
    if r == 0:
        return translate("WildTableView", CARD_TIPS["void"]).format(card=pretty(code), element=KANJI[s])
    if s == "yy":
        return translate("WildTableView", CARD_TIPS["yinyang"]).format(card=pretty(code), rank=r)
    return ""


def text_width(text: str, px: float) -> float:
    """The width of ``text`` in the bold UI font of ``px`` (for the pure layout)."""
    return QFontMetricsF(font(px, True)).horizontalAdvance(text) if text else 0.0


def round_text(data: dict) -> str:
    """"Round 2 / 4"."""
    n, total = data.get("round"), data.get("rounds")
    if not n:
        return ""
    return translate("WildTableView", "Round {n} / {total}").format(n=n, total=total or "?")


def phase_text(phase: str) -> str:
    """The field phase as the sign shows it (the part after " — " is the second line)."""
    if phase == "yang":
        return translate("WildTableView", "陽場 Yang field — 相生 cycle runs active")
    if phase == "yin":
        return translate("WildTableView", "陰場 Yin field — 相克 cycle runs active")
    return translate("WildTableView", "Neutral field — no 相順 until a 陰陽 discard")


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


__all__ = ["kind_tip", "role_tip", "card_tip", "round_text", "phase_text", "MeldGroup", "Tag", "MeldFrame", "PhaseSign", "meld_title", "form_title", "badge_text", "identity_text"]
