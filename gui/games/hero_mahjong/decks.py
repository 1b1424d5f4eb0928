"""Choosing a Hero Mahjong deck (英雄麻雀, shared/rules/hero_mahjong.md §2): an overlay over the
mahjong table for the engine's steps ``draft`` (2Pickルール: keep one of the two cards offered from
each pile — avatar, then levels I, II, III) and ``build`` (構築ルール: one avatar, then action cards
whose levels total 6).

The widget decides nothing: the cards that may be picked are the ``pick`` actions it is given, the
Done button follows a ``done`` action, and a greyed card's reason is read from those actions and the
view (the picks so far). A click (or 1 / 2, or the arrows and Enter) emits the exact legal action
through :attr:`DeckChooser.chosen`; the caller applies it and calls :meth:`DeckChooser.show_for`
again with the new view and actions. Layout is a pair of pure geometry functions
(:func:`draft_layout`, :func:`build_layout`). Translation context: ``HeroDecks``.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QPushButton, QToolTip, QWidget

from core.games.hero_mahjong.cards import load_set
from core.games.hero_mahjong.decks import LEVEL_TOTAL

from .text import ability_text, card_kind_text, card_name, card_of, card_tooltip, hero_name, timing_text
from ...i18n import translate
from .card_face import CardFace, paint_card
from ...table.zones import font

DRAFT, BUILD = "draft", "build"
RATIO = 7 / 5                          # a card's height to its width (as the table's, 60 x 84)
BACKDROP, PANEL = QColor(0, 0, 0, 150), QColor(20, 28, 38, 250)
TEXT, MUTED, GOLD, NOTE = QColor("#eceff1"), QColor("#b0bec5"), QColor("#ffd54f"), QColor("#ffab91")
FOCUS, LEGAL = QColor("#ffffff"), QColor("#a5d6a7")
MARGIN, PAD, GAP = 10.0, 14.0, 6.0     # backdrop to panel, panel to content, between rows
SLOTS = 7                              # the most cards a constructed deck holds: an avatar and six level I


# --- geometry (pure) ------------------------------------------------------------------------------
def _content(w: float, h: float) -> QRectF:
    return QRectF(0, 0, w, h).adjusted(MARGIN + PAD, MARGIN + PAD, -MARGIN - PAD, -MARGIN - PAD)


@dataclass
class DraftGeometry:
    """Where the 2-Pick overlay draws: the title, the four level steps (a label over a small
    card each), the two offered cards with their texts below, and the key hint."""

    title: QRectF
    step_labels: list[QRectF]
    step_cards: list[QRectF]
    offers: list[QRectF]
    texts: list[QRectF]
    hint: QRectF


def draft_layout(w: float, h: float, steps: int = 4) -> DraftGeometry:
    """The 2-Pick overlay in a ``w`` x ``h`` widget."""
    c = _content(w, h)
    title = QRectF(c.left(), c.top(), c.width(), 40)
    strip_h = max(84.0, min(130.0, c.height() * 0.19))
    label_h = 18.0
    small_h = strip_h - label_h - 4
    small_w = small_h / RATIO
    slot_w = max(small_w, 118.0)
    left = c.center().x() - (steps * slot_w + (steps - 1) * 14) / 2
    top = title.bottom() + GAP
    labels, smalls = [], []
    for i in range(steps):
        x = left + i * (slot_w + 14)
        labels.append(QRectF(x, top, slot_w, label_h))
        smalls.append(QRectF(x + (slot_w - small_w) / 2, top + label_h + 4, small_w, small_h))
    hint = QRectF(c.left(), c.bottom() - 20, c.width(), 20)
    area = QRectF(c.left(), top + strip_h + 3 * GAP, c.width(), hint.top() - GAP - (top + strip_h + 3 * GAP))
    col_w = min(390.0, (area.width() - 24) / 2)
    card_h = min(238.0, area.height() - 122)
    card_w = card_h / RATIO
    text_h = min(area.height() - card_h - 12, 150.0)
    block = card_h + 10 + text_h
    y = area.top() + (area.height() - block) / 2
    offers, texts = [], []
    for i in range(2):
        x = area.center().x() + (i - 1) * col_w + (12 if i else -12)
        offers.append(QRectF(x + (col_w - card_w) / 2, y, card_w, card_h))
        texts.append(QRectF(x, y + card_h + 12, col_w, text_h))
    return DraftGeometry(title, labels, smalls, offers, texts, hint)


@dataclass
class BuildGeometry:
    """Where the constructed overlay draws: the title and the Done button, a hint line, the picks
    (small cards) beside the detail box, the heroes' names over the grid columns and the grid
    (``grid[column][row]``: a hero's avatar, then its levels I, II, III)."""

    title: QRectF
    done: QRectF
    hint: QRectF
    picks_label: QRectF
    picks: list[QRectF]
    detail: QRectF
    headers: list[QRectF]
    grid: list[list[QRectF]] = field(default_factory=list)


def build_layout(w: float, h: float, columns: int = 8, rows: int = 4) -> BuildGeometry:
    """The constructed overlay in a ``w`` x ``h`` widget (``columns`` heroes of ``rows`` cards)."""
    c = _content(w, h)
    done = QRectF(c.right() - 130, c.top() + 2, 130, 34)
    title = QRectF(c.left(), c.top(), done.left() - 12 - c.left(), 38)
    hint = QRectF(c.left(), title.bottom() + 2, c.width(), 20)
    band_h = max(92.0, min(120.0, c.height() * 0.16))
    band_top = hint.bottom() + GAP
    small_h = band_h - 24
    small_w = small_h / RATIO
    picks_w = min(SLOTS * (small_w + 6), c.width() * 0.46)
    if SLOTS * (small_w + 6) > picks_w:                      # narrow: smaller cards in the strip
        small_w = picks_w / SLOTS - 6
        small_h = small_w * RATIO
    picks_label = QRectF(c.left(), band_top, picks_w, 20)
    picks = [QRectF(c.left() + i * (small_w + 6) + 3, band_top + 22, small_w, small_h) for i in range(SLOTS)]
    detail = QRectF(c.left() + picks_w + 12, band_top, c.width() - picks_w - 12, band_h)
    head_top = band_top + band_h + GAP
    head_h = 18.0
    grid_top = head_top + head_h + 6
    gap_x, gap_y = 10.0, 8.0
    card_h = (c.bottom() - grid_top - (rows - 1) * gap_y) / rows
    card_w = card_h / RATIO
    if columns * card_w + (columns - 1) * gap_x > c.width():
        card_w = (c.width() - (columns - 1) * gap_x) / columns
        card_h = card_w * RATIO
    left = c.center().x() - (columns * card_w + (columns - 1) * gap_x) / 2
    headers = [QRectF(left + i * (card_w + gap_x) - gap_x / 2 + 1, head_top, card_w + gap_x - 2, head_h)
               for i in range(columns)]
    grid = [[QRectF(left + i * (card_w + gap_x), grid_top + j * (card_h + gap_y), card_w, card_h)
             for j in range(rows)] for i in range(columns)]
    return BuildGeometry(title, done, hint, picks_label, picks, detail, headers, grid)


# --- text painting ----------------------------------------------------------------------------------
def _fit_font(text: str, rect: QRectF, px: float, least: float, bold: bool, wrap: bool = True):
    """The largest font from ``px`` down to ``least`` whose text fits ``rect``."""
    flags = int(Qt.TextFlag.TextWordWrap) if wrap else 0
    while True:
        f = font(px, bold)
        r = QFontMetricsF(f).boundingRect(QRectF(0, 0, rect.width(), 1e5), flags, text)
        if (r.height() <= rect.height() and r.width() <= rect.width()) or px <= least:
            return f
        px -= 0.5


def _draw_fitted(painter: QPainter, rect: QRectF, text: str, px: float, colour: QColor, bold: bool = False,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, least: float = 10.0,
                 wrap: bool = True) -> None:
    """``text`` in ``rect``, its font shrunk from ``px`` down to ``least`` to fit (then elided
    when on one line)."""
    f = _fit_font(text, rect, px, least, bold, wrap)
    painter.setFont(f)
    painter.setPen(colour)
    if not wrap:
        text = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0), text)


def card_paragraphs(card_id: str, note: str = "", compact: bool = False,
                    note_colour: QColor = NOTE) -> list[tuple[str, float, bool, QColor]]:
    """A card's text as paragraphs (text, size factor, bold, colour): name, hero and kind, timing
    (``compact``: those two on one line), ability, and the note (why it is greyed out)."""
    card = card_of(card_id)
    if card is None:
        return [(note, 1.0, False, NOTE)] if note else []
    timing = translate("HeroDecks", "Timing (タイミング): {timing}").format(timing=timing_text(card.timing))
    out = [(card_name(card_id), 1.25, True, TEXT)]
    if compact:                              # a small box: hero, kind and timing on one line
        out.append((f"{hero_name(card_id)} · {card_kind_text(card_id)} · {timing}", 0.92, False, GOLD))
    else:
        out += [(f"{hero_name(card_id)} · {card_kind_text(card_id)}", 0.92, False, MUTED),
                (timing, 0.92, False, GOLD)]
    out.append((ability_text(card_id), 1.0, False, TEXT))
    if note:
        out.append((note, 0.95, True, note_colour))
    return out


def _heights(paragraphs, width: float, px: float) -> list[float]:
    flags = int(Qt.TextFlag.TextWordWrap)
    return [QFontMetricsF(font(px * k, b)).boundingRect(QRectF(0, 0, width, 1e5), flags, t).height()
            for t, k, b, _ in paragraphs]


def fitted_size(paragraphs, rect: QRectF, px: float, least: float) -> float:
    """The largest size from ``px`` down to ``least`` at which the paragraphs fit ``rect``."""
    while px > least and sum(_heights(paragraphs, rect.width(), px)) + 3 * (len(paragraphs) - 1) > rect.height():
        px -= 0.5
    return px


def paint_paragraphs(painter: QPainter, rect: QRectF, paragraphs, px: float, least: float = 9.0) -> None:
    """Paragraphs top-down in ``rect``, all shrunk together until they fit (clipped below
    ``least``)."""
    flags = int(Qt.TextFlag.TextWordWrap)
    px = fitted_size(paragraphs, rect, px, least)
    heights = _heights(paragraphs, rect.width(), px)
    painter.save()
    painter.setClipRect(rect)
    y = rect.top()
    for (text, k, bold, colour), hgt in zip(paragraphs, heights):
        painter.setFont(font(px * k, bold))
        painter.setPen(colour)
        painter.drawText(QRectF(rect.left(), y, rect.width(), hgt + 1), flags, text)
        y += hgt + 3
    painter.restore()


def paint_card_text(painter: QPainter, rect: QRectF, card_id: str, note: str, px: float, least: float,
                    note_colour: QColor = NOTE) -> None:
    """A card's full text in ``rect`` (compact when the full form would drop below 11 px)."""
    full = card_paragraphs(card_id, note, note_colour=note_colour)
    if fitted_size(full, rect, px, least) < min(px, 11.0):
        full = card_paragraphs(card_id, note, compact=True, note_colour=note_colour)
    paint_paragraphs(painter, rect, full, px, least)


# --- the widget ----------------------------------------------------------------------------------------
class DeckChooser(QWidget):
    """The deck chooser overlay (see the module docstring). ``chosen`` carries the legal action
    picked; :meth:`show_for` shows a step, :meth:`clear` hides the widget."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None, set_id: str = "original_v1") -> None:
        super().__init__(parent)
        self.cardset = load_set(set_id)
        self.step = ""
        self.picks: list[str] = []
        self.legal: dict[str, object] = {}      # card id -> its pick action
        self.done_action = None
        self.offered: list[str] = []             # 2-Pick: the two cards offered, in the actions' order
        self.focus = -1                          # index into self.cells (keyboard / hover)
        self.cells: list[tuple[QRectF, str]] = []   # the clickable card places of the step shown
        self.kept: list[tuple[QRectF, str]] = []    # the small cards of the picks so far (hover only)
        self.hover = ""                            # a kept card under the mouse (read in the detail box)
        self.columns = [[c.id for c in self.cardset.hero_deck(h)] for h in self.cardset.heroes]
        self.done_button = QPushButton(self)
        self.done_button.clicked.connect(self._done_clicked)
        self.done_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.done_button.setStyleSheet(
            "QPushButton { background: #2e7d32; color: white; font-weight: bold; border-radius: 6px;"
            " padding: 4px 14px; border: 1px solid #a5d6a7; }"
            "QPushButton:disabled { background: #37474f; color: #90a4ae; border: 1px solid #546e7a; }")
        self.done_button.hide()
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.hide()

    # --- showing ---------------------------------------------------------------------------------
    def show_for(self, view, legal: list) -> None:
        """Show the choosing step of ``view`` (``step`` "draft" or "build", ``choosing.picks``) with
        these legal actions; hide (:meth:`clear`) when none of them is a pick or done."""
        picks = [a for a in legal if a.kind == "pick"]
        done = next((a for a in legal if a.kind == "done"), None)
        if not picks and done is None:
            self.clear()
            return
        data = view.data if hasattr(view, "data") else dict(view)
        before = self.step
        self.step = data.get("step") if data.get("step") in (DRAFT, BUILD) else (BUILD if done else DRAFT)
        self.picks = list((data.get("choosing") or {}).get("picks", []))
        self.legal = {a.target: a for a in picks}
        self.done_action = done
        self.offered = [a.target for a in picks] if self.step == DRAFT else []
        self.done_button.setText(translate("HeroDecks", "Done"))
        self.done_button.setVisible(self.step == BUILD)
        self.done_button.setEnabled(done is not None)
        self.done_button.setToolTip(
            translate("HeroDecks", "Keep this deck") if done is not None else
            translate("HeroDecks", "Your action cards' levels must total {goal} first").format(goal=LEVEL_TOTAL))
        self._relayout()
        if self.step != before or not (0 <= self.focus < len(self.cells)):   # else the focus stays put
            self.focus = next((i for i, (_, cid) in enumerate(self.cells) if cid in self.legal), -1)
        self.show()
        self.raise_()
        self.setFocus()
        self.update()

    def clear(self) -> None:
        """Forget the step and hide."""
        self.step, self.picks, self.legal, self.done_action, self.offered = "", [], {}, None, []
        self.cells, self.kept, self.focus, self.hover = [], [], -1, ""
        self.done_button.hide()
        self.hide()

    # --- geometry ------------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._relayout()

    def _relayout(self) -> None:
        w, h = self.width(), self.height()
        self.kept = []
        if self.step == DRAFT:
            g = draft_layout(w, h)
            self.cells = list(zip(g.offers, self.offered))
            self.kept = list(zip(g.step_cards, self.picks))
        elif self.step == BUILD:
            g = build_layout(w, h, len(self.columns), max(len(c) for c in self.columns))
            self.cells = [(g.grid[i][j], cid) for j in range(len(self.columns[0]))
                          for i, col in enumerate(self.columns) for cid in col[j:j + 1]]
            self.done_button.setGeometry(g.done.toRect())
            self.kept = list(zip(g.picks, self.picks))
        else:
            self.cells = []

    def card_rects(self) -> dict[str, QRectF]:
        """The clickable card places shown now (card id -> rectangle in widget coordinates)."""
        return {cid: QRectF(r) for r, cid in self.cells}

    def geometry_now(self):
        """The layout in use (DraftGeometry or BuildGeometry; None when hidden)."""
        if self.step == DRAFT:
            return draft_layout(self.width(), self.height())
        if self.step == BUILD:
            return build_layout(self.width(), self.height(), len(self.columns), max(len(c) for c in self.columns))
        return None

    # --- reasons (read from the actions and the view) ---------------------------------------------
    def level_total(self) -> int:
        """The levels of the action cards picked so far (shown as "Levels: 3 / 6")."""
        return sum(card_of(c).level for c in self.picks if card_of(c) is not None and not card_of(c).is_avatar)

    def note(self, card_id: str) -> str:
        """Why a card is lit, selected or greyed out, in words (nothing is decided here: the lit ones
        are the legal picks, the rest are explained from the picks so far)."""
        if card_id in self.legal:
            if self.step == DRAFT:
                return translate("HeroDecks", "Click to keep this card.")
            return translate("HeroDecks", "Click to add it to your deck.")
        card = card_of(card_id)
        if card_id in self.picks:
            if card is not None and card.is_avatar:
                return translate("HeroDecks", "Your avatar (アバター).")
            return translate("HeroDecks", "Already in your deck.")
        if self.step == DRAFT or card is None:
            return ""
        if card.is_avatar and self.picks:
            return translate("HeroDecks", "An avatar is chosen: a deck holds one.")
        if not card.is_avatar and not self.picks:
            return translate("HeroDecks", "Choose an avatar (アバター) first.")
        total = self.level_total()
        if not card.is_avatar and total + card.level > LEVEL_TOTAL:
            return translate("HeroDecks", "Its level would pass {goal} (levels so far: {total}).").format(
                goal=LEVEL_TOTAL, total=total)
        return translate("HeroDecks", "Not allowed now.")

    def hint(self) -> str:
        """The line under the title: what to do next."""
        if self.step == DRAFT:
            return translate("HeroDecks", "Click a card or press 1 or 2 to keep it; the other goes back. "
                                          "A pick is final.")
        if not self.picks:
            return translate("HeroDecks", "Choose your avatar (アバター). Point at a card to read it; "
                                          "arrow keys and Enter work too.")
        if self.done_action is not None and self.legal:
            return translate("HeroDecks", "Press Done to keep this deck, or add more action cards (アクション).")
        if self.done_action is not None:
            return translate("HeroDecks", "The levels total {goal}: press Done to keep this deck.").format(
                goal=LEVEL_TOTAL)
        return translate("HeroDecks", "Add action cards (アクション) until their levels total {goal}. "
                                      "Each pick is final.").format(goal=LEVEL_TOTAL)

    # --- painting ----------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), BACKDROP)
        panel = QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        p.setPen(QPen(QColor(255, 213, 79, 120), 1.5))
        p.setBrush(PANEL)
        p.drawRoundedRect(panel, 12, 12)
        if self.step == DRAFT:
            self._paint_draft(p, draft_layout(self.width(), self.height()))
        elif self.step == BUILD:
            self._paint_build(p, self.geometry_now())
        p.end()

    def _face(self, card_id: str) -> CardFace:
        lit = card_id in self.legal
        picked = card_id in self.picks
        return CardFace(card_id, True, False, lit, not lit and not picked, False, picked)

    def _paint_focus(self, p: QPainter, rect: QRectF) -> None:
        """The keyboard focus: a dashed white frame just outside the card's glow."""
        d = max(4.0, rect.width() * 0.05)
        p.save()
        p.setPen(QPen(FOCUS, 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(-d, -d, d, d), d + 3, d + 3)
        p.restore()

    def _paint_draft(self, p: QPainter, g: DraftGeometry) -> None:
        title = translate("HeroDecks",
                          "2-Pick (2ピック): keep one card of each pair — avatar, then levels I, II, III")
        _draw_fitted(p, g.title, title, 19, TEXT, bold=True, least=12)
        names = [translate("HeroDecks", "Avatar (アバター)"), translate("HeroDecks", "Level I"),
                 translate("HeroDecks", "Level II"), translate("HeroDecks", "Level III")]
        now = len(self.picks)
        for i, (label, rect) in enumerate(zip(g.step_labels, g.step_cards)):
            colour = GOLD if i == now else TEXT if i < now else MUTED
            _draw_fitted(p, label, names[i] if i < len(names) else "", 13, colour, bold=i == now,
                         align=Qt.AlignmentFlag.AlignCenter, least=9)
            if i < now:
                paint_card(p, rect, CardFace(self.picks[i]))
            else:
                p.setPen(QPen(GOLD if i == now else QColor(255, 255, 255, 70), 1.5, Qt.PenStyle.DashLine))
                p.setBrush(QColor(255, 255, 255, 18))
                p.drawRoundedRect(rect, 5, 5)
                if i == now:
                    _draw_fitted(p, rect, "?", rect.height() * 0.4, GOLD, bold=True,
                                 align=Qt.AlignmentFlag.AlignCenter)
        size = min((fitted_size(card_paragraphs(cid), r, 15, 9) for (_, cid), r in zip(self.cells, g.texts)),
                   default=15)                       # both texts at one size
        for n, ((rect, cid), text_rect) in enumerate(zip(self.cells, g.texts)):
            paint_card(p, rect, CardFace(cid, lit=cid in self.legal))
            key = QRectF(rect.left() - 34, rect.top(), 26, 26)
            p.setPen(QPen(GOLD, 1.5))
            p.setBrush(QColor(0, 0, 0, 120))
            p.drawEllipse(key)
            _draw_fitted(p, key, str(n + 1), 15, GOLD, bold=True, align=Qt.AlignmentFlag.AlignCenter)
            paint_card_text(p, text_rect, cid, "", size, 9)
            if n == self.focus:
                self._paint_focus(p, rect)
        _draw_fitted(p, g.hint, self.hint(), 13, MUTED, align=Qt.AlignmentFlag.AlignCenter, least=9)

    def _paint_build(self, p: QPainter, g: BuildGeometry) -> None:
        title = translate("HeroDecks", "Constructed (構築) — Levels: {total} / {goal}").format(
            total=self.level_total(), goal=LEVEL_TOTAL)
        _draw_fitted(p, g.title, title, 19, TEXT, bold=True, least=12)
        _draw_fitted(p, g.hint, self.hint(), 13, GOLD if self.done_action is not None else MUTED, least=9)
        _draw_fitted(p, g.picks_label, translate("HeroDecks", "Your deck:"), 13, MUTED, bold=True, least=9)
        for i, rect in enumerate(g.picks):
            if i < len(self.picks):
                paint_card(p, rect, CardFace(self.picks[i]))
            else:
                p.setPen(QPen(QColor(255, 255, 255, 60), 1, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect, 4, 4)
        p.setPen(QPen(QColor(255, 255, 255, 50), 1))
        p.setBrush(QColor(255, 255, 255, 14))
        p.drawRoundedRect(g.detail, 8, 8)
        inner = g.detail.adjusted(10, 6, -10, -6)
        shown = self.hover or (self.cells[self.focus][1] if 0 <= self.focus < len(self.cells) else "")
        if shown:
            paint_card_text(p, inner, shown, self.note(shown), 13, 8.5,
                            note_colour=LEGAL if shown in self.legal else NOTE)
        else:
            _draw_fitted(p, inner, translate("HeroDecks", "Point at a card to read it."), 13, MUTED, least=9)
        names = [hero_name(col[0]) for col in self.columns]
        size = max(10.0, min((_fit_font(n, r, 13, 9, True, False).pixelSize() for n, r in zip(names, g.headers)),
                             default=13))             # one size for all the heroes' names
        for name, rect in zip(names, g.headers):
            _draw_fitted(p, rect, name, size, QColor("#ffffff"), bold=True, align=Qt.AlignmentFlag.AlignCenter,
                         least=size, wrap=False)
        for n, (rect, cid) in enumerate(self.cells):
            paint_card(p, rect, self._face(cid))
            if n == self.focus:
                self._paint_focus(p, rect)

    # --- mouse and keys -------------------------------------------------------------------------------
    def _cell_at(self, pos: QPointF) -> int:
        return next((i for i, (r, _) in enumerate(self.cells) if r.contains(pos)), -1)

    def _kept_at(self, pos: QPointF) -> str:
        return next((cid for r, cid in self.kept if r.contains(pos)), "")

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        i = self._cell_at(event.position())
        legal = i >= 0 and self.cells[i][1] in self.legal
        self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)
        hover = self._kept_at(event.position())
        if (i >= 0 and i != self.focus) or hover != self.hover:
            self.focus = i if i >= 0 else self.focus
            self.hover = hover
            self.update()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()                              # the table below never sees a click on the overlay
        if event.button() != Qt.MouseButton.LeftButton:
            return
        i = self._cell_at(event.position())
        if i >= 0:
            self.focus = i
            self._pick(self.cells[i][1])
            self.update()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        event.accept()

    def wheelEvent(self, event) -> None:  # noqa: N802
        event.accept()

    def event(self, e) -> bool:
        if e.type() == QEvent.Type.ToolTip:
            i = self._cell_at(QPointF(e.pos()))
            cid = self.cells[i][1] if i >= 0 else self._kept_at(QPointF(e.pos()))
            if cid:
                QToolTip.showText(e.globalPos(), card_tooltip(cid, self.note(cid)), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(e)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        key = event.key()
        if self.step == DRAFT and key in (Qt.Key.Key_1, Qt.Key.Key_2):
            n = 0 if key == Qt.Key.Key_1 else 1
            if n < len(self.cells):
                self.focus = n
                self._pick(self.cells[n][1])
            return
        moves = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if key in moves and self.cells:
            self._move_focus(*moves[key])
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if 0 <= self.focus < len(self.cells):
                self._pick(self.cells[self.focus][1])
            return
        super().keyPressEvent(event)

    def _move_focus(self, dx: int, dy: int) -> None:
        """The arrows: left / right along a row, up / down a hero's column (the nearest card in
        that direction)."""
        if not (0 <= self.focus < len(self.cells)):
            self.focus = 0
        else:
            here = self.cells[self.focus][0].center()
            best, best_d = self.focus, None
            for i, (r, _) in enumerate(self.cells):
                d = r.center() - here
                along = d.x() * dx + d.y() * dy
                if along <= 1:
                    continue
                across = abs(d.y()) if dx else abs(d.x())
                score = along + 3 * across
                if best_d is None or score < best_d:
                    best, best_d = i, score
            self.focus = best
        self.update()

    def _pick(self, card_id: str) -> None:
        """Emit the pick of ``card_id`` if it is legal (once: the next step comes with show_for)."""
        action = self.legal.get(card_id)
        if action is None:
            return
        self.legal, self.done_action = {}, None
        self.done_button.setEnabled(False)
        self.chosen.emit(action)

    def _done_clicked(self) -> None:
        action = self.done_action
        if action is None:
            return
        self.legal, self.done_action = {}, None
        self.done_button.setEnabled(False)
        self.chosen.emit(action)


__all__ = ["DeckChooser", "draft_layout", "build_layout", "DraftGeometry", "BuildGeometry"]
