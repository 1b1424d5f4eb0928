"""The choices a rule lays on the table (追加ルール): the cards of the discard pile a player may take
(栗拾い), the ranks to name (Qボンバー), the rules that fire at once to put in order. They lie on a
tray over the field; a click on one (or the keyboard cursor and Enter) chooses it. "Done" stays a
side-panel button, as for the cards a rule lets you give or discard.

The tray holds no rule: it lays out the legal actions it is given, each item knowing its action.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from core.engine import Action
from core.games.daifugo import vocab
from core.games.daifugo.describe import numbered_title, summary

from . import layout as L
from ...i18n import tr_msg
from ...table.cards import CardItem
from ...table.scene_items import SceneButton, wrap_to_fit
from ...table.zones import GOLD, font

#: the action kinds the tray lays out
TRAY_KINDS = frozenset({"take", "declare", "order"})
CHIP_COLOR = "#00695c"
TRAY_Z = 850.0


def caption(kind: str, left: int = 1) -> str:
    """What the tray asks, in words."""
    if kind == "take":
        return QCoreApplication.translate("TableView", "Take a card from the discard pile ({n} left)").format(n=left)
    if kind == "declare":
        return QCoreApplication.translate("TableView", "Name a rank: every player discards all of it ({n} left)").format(n=left)
    return QCoreApplication.translate("TableView", "Your rules fire at once: which goes first?")


def rank_text(action: Action) -> str:
    """The rank an action names (``rank:T`` -> ``10``)."""
    r = action.target.split(":", 1)[1]
    return vocab.RANK_TEXT.get(r, "10" if r == "T" else r)


def rule_words(action: Action, rules: list[dict]) -> tuple[str, str]:
    """(title, summary) of the rule an ``order`` action puts first; its number alone if unknown."""
    inst = int(action.target.split(":", 1)[1])
    rule = next((r for r in rules if r.get("instance") == inst), None)
    if rule is None:
        return QCoreApplication.translate("TableView", "Rule #{n}").format(n=inst), ""
    return tr_msg(numbered_title(rule)), tr_msg(summary(rule))


class ChoiceChip(SceneButton):
    """A rank or a rule to choose: a button on the tray with a focus ring for the keyboard cursor;
    a rule chip has its summary in a second, smaller line."""

    def __init__(self, action: Action, text: str, w: float, h: float, px: float, detail: str = "") -> None:
        super().__init__(action.target, text, w, h, color=CHIP_COLOR)
        self.action = action
        self.detail = detail
        self._px = px
        self._focused = False
        self.set_enabled(True)
        self.setZValue(TRAY_Z + 2)

    def is_focused(self) -> bool:
        return self._focused

    def set_focused(self, on: bool) -> None:
        self._set("_focused", bool(on))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        self.paint_body(painter, r, 12)
        painter.setPen(QColor("#ffffff"))
        if self.detail:
            head = r.adjusted(14, 6, -14, -r.height() / 2 + 2)
            f, lines = wrap_to_fit(self.text, head.width(), head.height(), self._px, 15)
            painter.setFont(f)
            painter.drawText(head, int(Qt.AlignmentFlag.AlignCenter), lines[0])
            small = font(16)
            painter.setFont(small)
            painter.setPen(QColor("#e0f2f1"))
            body = r.adjusted(14, r.height() / 2, -14, -6)
            text = QFontMetricsF(small).elidedText(self.detail, Qt.TextElideMode.ElideRight, body.width())
            painter.drawText(body, int(Qt.AlignmentFlag.AlignCenter), text)
        else:
            inner = r.adjusted(6, 2, -6, -2)
            f, lines = wrap_to_fit(self.text, inner.width(), inner.height(), self._px, 15)
            painter.setFont(f)
            painter.drawText(inner, int(Qt.AlignmentFlag.AlignCenter), "\n".join(lines))
        if self._focused:
            painter.setPen(QPen(QColor("#ffffff"), 4, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-7, -7, 7, 7), 16, 16)


class TrayBackdrop(QGraphicsObject):
    """The tray under the choices: a dark rounded box with the question at its top."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.text = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(TRAY_Z)

    def set_box(self, rect: QRectF, text: str) -> None:
        self.prepareGeometryChange()
        self._rect, self.text = QRectF(rect), text
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(GOLD, 3))
        painter.setBrush(QColor(12, 38, 28, 228))
        painter.drawRoundedRect(self._rect, 20, 20)
        head = QRectF(self._rect.left() + L.TRAY_PAD, self._rect.top() + L.TRAY_PAD * 0.6,
                      self._rect.width() - 2 * L.TRAY_PAD, L.TRAY_CAPTION_H)
        f, lines = wrap_to_fit(self.text, head.width(), head.height(), 26, 16)
        painter.setFont(f)
        painter.setPen(QColor("#fff8e1"))
        painter.drawText(head, int(Qt.AlignmentFlag.AlignCenter), "\n".join(lines))


class ChoiceTray:
    """The tray of a scene: lays out the choices of one decision, finds the one under a point."""

    def __init__(self, scene) -> None:
        self._scene = scene
        self.backdrop = TrayBackdrop()
        self.backdrop.hide()
        scene.addItem(self.backdrop)
        self.items: list = []

    def clear(self) -> None:
        """Take every choice off the table."""
        for item in self.items:
            if item.scene() is self._scene:
                self._scene.removeItem(item)
        self.items = []
        self.backdrop.hide()

    def show(self, actions: list[Action], data: dict) -> None:
        """Lay out ``actions`` (all of one kind in :data:`TRAY_KINDS`) for the view ``data``."""
        self.clear()
        actions = [a for a in actions if a.kind in TRAY_KINDS]
        if not actions:
            return
        kind = actions[0].kind
        left = int((data.get("pending") or {}).get("left", 1))
        if kind == "take":
            box, places = L.tray_cards(len(actions))
            for action, p in zip(actions, places):
                item = CardItem(action.cards[0], True)
                item.setPos(p.x, p.y)
                item.setScale(p.scale)
                item.setZValue(TRAY_Z + 2)
                self._add(item, action)
        elif kind == "declare":
            box, rects = L.tray_ranks(len(actions))
            for action, r in zip(actions, rects):
                self._add(self._chip(action, rank_text(action), r, 32), action)
        else:
            rules = list((data.get("options") or {}).get("rules", []))
            box, rects = L.tray_rules(len(actions))
            for action, r in zip(actions, rects):
                title, detail = rule_words(action, rules)
                self._add(self._chip(action, title, r, 23, detail), action)
        self.backdrop.set_box(QRectF(*box), caption(kind, left))
        self.backdrop.show()

    @staticmethod
    def _chip(action: Action, text: str, rect, px: float, detail: str = "") -> ChoiceChip:
        chip = ChoiceChip(action, text, rect[2], rect[3], px, detail)
        chip.setPos(rect[0], rect[1])
        return chip

    def _add(self, item, action: Action) -> None:
        item.action = action
        self._scene.addItem(item)
        self.items.append(item)

    def item_at(self, sp: QPointF):
        """The choice under the scene point ``sp`` (the topmost), or None."""
        for item in reversed(self.items):
            if item.sceneBoundingRect().contains(sp) and item.isVisible():
                return item
        return None

    def caption(self) -> str:
        """What the tray asks (empty when it is not shown)."""
        return self.backdrop.text if self.items else ""
