"""The face and back of a hero card (英雄麻雀), drawn in code (our own design): a frame in the
hero's colour, the level mark (◆ avatar, I-III action cards), the card's name, the hero's name
and the timing (タイミング, short Japanese: 打牌前, ツモ前 ...). A spent card carries a 使用済 stamp;
a card usable now glows gold. Used by the table's card items and the deck dialog alike.
"""
from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen

from core.games.hero_mahjong.cards import TIMING_JA

from .text import card_name, card_of, hero_colour, hero_name, level_mark
from ...table.zones import font

CARD_W, CARD_H = 60.0, 84.0           # a card at scale 1 (portrait, 5:7)
CREAM, INK = QColor("#fdf6e3"), QColor("#212121")
BACK, BACK_INK = QColor("#1a237e"), QColor("#c5a54e")
GLOW, HINT, SELECT = QColor("#ffd54f"), QColor("#00e5ff"), QColor("#1e88e5")


class CardFace(NamedTuple):
    """What a card shows: its id ("" or face_up False: the back) and its visual states."""

    card_id: str = ""
    face_up: bool = True
    used: bool = False          # spent for the game (action card) or this hand (avatar)
    lit: bool = False           # usable now
    dimmed: bool = False        # not usable now, shown greyed
    hinted: bool = False        # the hint's card
    selected: bool = False      # picked (deck dialog) or chosen (a choice row is open)


def short_timing(timing: str) -> str:
    """The timing in a few Japanese characters (自分 dropped): 打牌前, ツモ前, 終局時."""
    return TIMING_JA.get(timing, timing).removeprefix("自分")


def _fit(text: str, width: float, px: float, least: float = 7.0, bold: bool = True) -> QFont:
    f = font(px, bold)
    while px > least and QFontMetricsF(f).horizontalAdvance(text) > width:
        px -= 0.5
        f = font(px, bold)
    return f


def _split(text: str, n: int) -> list[str]:
    """``text`` in ``n`` lines of about even length: at spaces, else (Japanese) between characters."""
    if " " in text:
        words, lines = text.split(" "), []
        for i in range(n, 0, -1):
            target = len(" ".join(words)) / i
            take = 1
            while take < len(words) - (i - 1) and len(" ".join(words[:take + 1])) <= target + 2:
                take += 1
            lines.append(" ".join(words[:take]))
            words = words[take:]
        return [line for line in lines if line]
    size = -(-len(text) // n)
    return [text[i:i + size] for i in range(0, len(text), size)]


def _wrap_name(text: str, width: float, px: float) -> tuple[list[str], QFont]:
    """The name on one line, else on two (or three, when two would need a much smaller font),
    split at spaces (or between characters for Japanese)."""
    f = _fit(text, width, px, least=px * 0.8)
    if QFontMetricsF(f).horizontalAdvance(text) <= width:
        return [text], f
    best: tuple[list[str], QFont] | None = None
    for n in (2, 3):
        lines = _split(text, n)
        f = _fit(max(lines, key=lambda s: QFontMetricsF(font(px, True)).horizontalAdvance(s)), width, px)
        if best is None or f.pixelSize() > best[1].pixelSize():
            best = (lines, f)
        if f.pixelSize() >= px * 0.8 or len(lines) < n:
            break
    return best


def _title(card_id: str, k: float) -> tuple[list[str], QFont]:
    """The card's name as printed on a card ``k`` times :data:`CARD_W` wide: its lines and font."""
    return _wrap_name(card_name(card_id), CARD_W * k - 6 * k, 11 * k)


def title_px(card_id: str, k: float = 1.0) -> float:
    """The pixel size of the card's printed name on a card ``k`` times :data:`CARD_W` wide."""
    return float(_title(card_id, k)[1].pixelSize())


def paint_card(painter: QPainter, rect: QRectF, face: CardFace) -> None:
    """Draw ``face`` filling ``rect`` (any size; texts scale with it)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    k = rect.width() / CARD_W
    radius = 5 * k
    if face.lit or face.hinted or face.selected:
        colour = HINT if face.hinted else SELECT if face.selected else GLOW
        painter.setPen(QPen(colour, 4 * k))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-2 * k, -2 * k, 2 * k, 2 * k), radius + 2 * k, radius + 2 * k)
    card = card_of(face.card_id) if face.card_id else None
    if not face.face_up or card is None:
        _paint_back(painter, rect, k, radius)
    else:
        _paint_front(painter, rect, face, k, radius)
    if face.dimmed and not face.used:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(40, 40, 40, 110))
        painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


def _paint_back(painter: QPainter, rect: QRectF, k: float, radius: float) -> None:
    painter.setPen(QPen(BACK_INK, 1.5 * k))
    painter.setBrush(BACK)
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(5 * k, 5 * k, -5 * k, -5 * k)
    painter.setPen(QPen(BACK_INK, 1 * k))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    painter.setFont(font(16 * k, True))
    painter.setPen(BACK_INK)
    painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, "英\n雄")


def _paint_front(painter: QPainter, rect: QRectF, face: CardFace, k: float, radius: float) -> None:
    colour = QColor(hero_colour(face.card_id))
    painter.setPen(QPen(colour, 2 * k))
    painter.setBrush(CREAM if not face.used else QColor("#d7d2c4"))
    painter.drawRoundedRect(rect, radius, radius)
    band = QRectF(rect.left(), rect.top(), rect.width(), 17 * k)
    grad = QLinearGradient(band.topLeft(), band.bottomLeft())
    grad.setColorAt(0, colour.lighter(125))
    grad.setColorAt(1, colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(grad)
    painter.drawRoundedRect(band, radius, radius)
    painter.drawRect(QRectF(band.left(), band.center().y(), band.width(), band.height() / 2))
    painter.setPen(QColor("#ffffff"))
    painter.setFont(font(11 * k, True))
    painter.drawText(band.adjusted(4 * k, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                     level_mark(face.card_id))
    hero_box = band.adjusted(20 * k, 0, -3 * k, 0)
    f = _fit(hero_name(face.card_id), hero_box.width(), 8 * k, least=5.5 * k, bold=False)
    hero = QFontMetricsF(f).elidedText(hero_name(face.card_id), Qt.TextElideMode.ElideRight, hero_box.width())
    painter.setFont(f)
    painter.drawText(hero_box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, hero)
    body = QRectF(rect.left() + 3 * k, band.bottom() + 2 * k, rect.width() - 6 * k, rect.height() - 36 * k)
    lines, f = _title(face.card_id, k)
    painter.setFont(f)
    painter.setPen(INK)
    painter.drawText(body, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, "\n".join(lines))
    foot = QRectF(rect.left() + 2 * k, rect.bottom() - 16 * k, rect.width() - 4 * k, 13 * k)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 40))
    painter.drawRoundedRect(foot, 3 * k, 3 * k)
    timing = short_timing(card_of(face.card_id).timing)
    painter.setFont(_fit(timing, foot.width() - 2 * k, 8.5 * k, least=5 * k))
    painter.setPen(colour.darker(130))
    painter.drawText(foot, Qt.AlignmentFlag.AlignCenter, timing)
    if face.used:
        _paint_stamp(painter, rect, k)


def _paint_stamp(painter: QPainter, rect: QRectF, k: float) -> None:
    """使用済 across a spent card."""
    painter.save()
    painter.translate(rect.center())
    painter.rotate(-28)
    box = QRectF(-rect.width() * 0.55, -9 * k, rect.width() * 1.1, 18 * k)
    painter.setPen(QPen(QColor("#c62828"), 1.6 * k))
    painter.setBrush(QColor(255, 255, 255, 170))
    painter.drawRoundedRect(box, 3 * k, 3 * k)
    painter.setFont(font(11 * k, True))
    painter.setPen(QColor("#c62828"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "使用済")
    painter.restore()


__all__ = ["CARD_W", "CARD_H", "CardFace", "paint_card", "short_timing", "title_px"]
