"""The end of a rummy round: who declared, each loser's hand in its best arrangement with the
count, the packers, what everybody pays; or that the round was void (流局).

Built from the round's result dict (the view's ``last_result``, or the ``round_scored`` event's
info): ``{"round", "void", "reason", "declarer", "hand_rummy", "last_standing", "payments",
"losers": [{"seat", "melds": [{"kind", "cards"}], "deadwood", "count", "paid", "half"}],
"packers": [{"seat", "penalty", "paid", "wrong_show"}], "declared": {"melds": [...]}}``. The
dialog shows what the engine worked out; it computes nothing but the notes beside a payment.
The main window calls :func:`show_round_result`.
"""
from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFrame, QHBoxLayout, QLabel, QScrollArea, QSizePolicy,
                               QVBoxLayout, QWidget)

from core.rummy import MeldRules, card_value

from ...i18n import translate
from ...table.cards import CARD_H, CARD_W, paint_card
from ...table.flow_layout import FlowLayout
from ...families.rummy.texts import meld_word

KIND_COLORS = {"straight_run": "#2e7d32", "run": "#1565c0", "set": "#6a1b9a", "deadwood": "#8d6e63"}



def _name(names: list[str], seat) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return translate("RummyRound", "Player {n}").format(n=(seat + 1) if isinstance(seat, int) else "?")


def headline(result: dict, names: list[str], you: int | None = None) -> str:
    """The first line: who won the round and how, or that it was void. ``you``: the one human
    seat, addressed in the second person ("You declare Rummy")."""
    n = result.get("round")
    if result.get("void"):
        reason = {"cut_joker_drawn": translate("RummyRound", "The cut joker was drawn and nobody declared."),
                  "stock_exhausted": translate("RummyRound", "The stock ran out."),
                  "safeguard": translate("RummyRound", "The round went on too long.")}.get(result.get("reason") or "", "")
        text = translate("RummyRound", "Round {n} is void (流局): nobody pays.").format(n=n)
        return f"{text} {reason}".strip()
    who = _name(names, result.get("declarer"))
    if you is not None and result.get("declarer") == you:
        if result.get("last_standing"):
            return translate("RummyRound", "You win round {n}: everybody else packed (パッキング).").format(n=n)
        if result.get("hand_rummy"):
            return translate("RummyRound", "You declare Hand Rummy (ハンド・ラミー) and win round {n}!").format(n=n)
        return translate("RummyRound", "You declare Rummy (ラミー宣言) and win round {n}!").format(n=n)
    if result.get("last_standing"):
        return translate("RummyRound", "{name} wins round {n}: everybody else packed (パッキング).").format(name=who, n=n)
    if result.get("hand_rummy"):
        return translate("RummyRound", "{name} declares Hand Rummy (ハンド・ラミー) and wins round {n}!").format(
            name=who, n=n)
    return translate("RummyRound", "{name} declares Rummy (ラミー宣言) and wins round {n}!").format(name=who, n=n)


def loser_notes(loser: dict, result: dict, options: dict | None = None) -> list[str]:
    """Why a count includes melded cards (no straight run, or no second run: known when the
    result carries the round's ``wild_ranks``), and why a payment differs from the count:
    doubled by a Hand Rummy, halved for a player who had no turn, capped ("full count")."""
    options = options or {}
    notes = []
    if "wild_ranks" in result:
        rules = MeldRules(wild_ranks=frozenset(result["wild_ranks"] or ()))
        loose = sum(card_value(c, rules) for c in loser.get("deadwood") or [])
        if int(loser.get("count", 0)) > loose:
            if not any(m.get("kind") == "straight_run" for m in loser.get("melds") or []):
                notes.append(translate("RummyRound", "no straight run (ストレートラン): every card counts"))
            else:
                notes.append(translate("RummyRound", "no second run (ラン): melded cards count too"))
    doubled = bool(result.get("hand_rummy")) and options.get("hand_rummy_double", True)
    if doubled:
        notes.append(translate("RummyRound", "×2: Hand Rummy (ハンド・ラミー)"))
    if loser.get("half"):
        notes.append(translate("RummyRound", "½: had no turn yet"))
    cap = int(options.get("max_count") or 0)
    expected = int(loser.get("count", 0)) * (2 if doubled else 1) // (2 if loser.get("half") else 1)
    if loser.get("capped") or (cap and int(loser.get("paid", 0)) == cap and expected > cap):
        notes.append(translate("RummyRound", "capped at {cap}").format(cap=cap))
    return notes


def receives_text(names: list[str], seat: int, n: int, you: int | None = None) -> str:
    """"Ren receives 120." / "You receive 120." """
    if you is not None and seat == you:
        return translate("RummyRound", "You receive {n}.").format(n=n)
    return translate("RummyRound", "{name} receives {n}.").format(name=_name(names, seat), n=n)


def summary_lines(result: dict, names: list[str], options: dict | None = None, you: int | None = None) -> list[str]:
    """The whole result as plain lines (the headline, each loser, each packer, the total)."""
    lines = [headline(result, names, you)]
    for loser in result.get("losers") or []:
        notes = loser_notes(loser, result, options)
        text = translate("RummyRound", "{name}: count {count}, pays {paid}").format(name=_name(names, loser.get("seat")),
                                                               count=loser.get("count", 0), paid=loser.get("paid", 0))
        lines.append(f"{text} ({'; '.join(notes)})" if notes else text)
    for packer in result.get("packers") or []:
        lines.append(packer_text(packer, names))
    if not result.get("void") and result.get("declarer") is not None:
        payments = result.get("payments") or []
        d = result["declarer"]
        if isinstance(d, int) and d < len(payments):
            lines.append(receives_text(names, d, payments[d], you))
    return lines


def packer_text(packer: dict, names: list[str]) -> str:
    """"Ren packed (パッキング): penalty 40, pays 40" (or an invalid declaration's penalty)."""
    who = _name(names, packer.get("seat"))
    if packer.get("wrong_show"):
        return translate("RummyRound", "{name} declared wrongly: penalty {penalty}, pays {paid}").format(
            name=who, penalty=packer.get("penalty", 0), paid=packer.get("paid", 0))
    return translate("RummyRound", "{name} packed (パッキング): penalty {penalty}, pays {paid}").format(
        name=who, penalty=packer.get("penalty", 0), paid=packer.get("paid", 0))


def _caption_text(kind: str) -> str:
    if kind == "deadwood":
        return translate("RummyRound", "Deadwood")
    return meld_word(kind)


def _caption_font(widget: QWidget) -> QFont:
    font = QFont(widget.font())
    font.setBold(True)
    return font


class CardGroup(QWidget):
    """One group of small overlapping cards with its caption under it (a meld's kind, or
    "Deadwood"), coloured and worded so that colour is never the only cue; as wide as its cards
    or its caption."""

    CARD = 0.46          # card scale: 46 x 64 px
    STEP = 27.0          # overlap step within a group

    def __init__(self, kind: str, cards: list[str], parent=None) -> None:
        super().__init__(parent)
        self.kind, self.cards = kind, list(cards)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def _cards_width(self) -> float:
        return CARD_W * self.CARD + (len(self.cards) - 1) * self.STEP

    def sizeHint(self) -> QSize:  # noqa: N802
        fm = QFontMetrics(_caption_font(self))
        width = max(self._cards_width(), fm.horizontalAdvance(_caption_text(self.kind)) + 8)
        return QSize(math.ceil(width), int(CARD_H * self.CARD + fm.height() * 1.3 + 10))   # kana captions are taller

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.CARD
        font = _caption_font(self)
        fm = QFontMetrics(font)
        left = (self.width() - self._cards_width()) / 2
        for i, code in enumerate(self.cards):
            p.save()
            p.translate(left + CARD_W * s / 2 + i * self.STEP, CARD_H * s / 2 + 2)
            p.scale(s, s)
            paint_card(p, code)
            p.restore()
        p.setFont(font)
        p.setPen(QColor(KIND_COLORS.get(self.kind, "#455a64")))
        p.drawText(QRectF(0, CARD_H * s + 6, self.width(), fm.height() * 1.3), Qt.AlignmentFlag.AlignCenter,
                   _caption_text(self.kind))
        p.end()


class CardRows(QWidget):
    """A hand's groups (:class:`CardGroup`) side by side, wrapping onto more lines where the place
    is narrow (the review's side panel) rather than needing a sideways scroll."""

    GAP = 16

    def __init__(self, groups: list[tuple[str, list[str]]], parent=None) -> None:
        super().__init__(parent)
        self.groups = [(kind, list(cards)) for kind, cards in groups if cards]
        flow = FlowLayout(self, spacing=self.GAP, line_spacing=4)
        flow.setContentsMargins(0, 0, 4, 0)
        for kind, cards in self.groups:
            flow.addWidget(CardGroup(kind, cards))


def _hand_groups(entry: dict) -> list[tuple[str, list[str]]]:
    groups = [(m.get("kind", ""), list(m.get("cards", []))) for m in entry.get("melds") or []]
    if entry.get("deadwood"):
        groups.append(("deadwood", list(entry["deadwood"])))
    return groups


class RummyRoundDialog(QDialog):
    """The end-of-round dialog (see the module docstring); OK closes it."""

    def __init__(self, result: dict, names: list[str], parent=None, *, options: dict | None = None,
                 you: int | None = None) -> None:
        super().__init__(parent)
        self.result_data = dict(result)
        self.names = list(names)
        self.you = you
        self.options = dict(options or {})
        self.setWindowTitle(translate("RummyRound", "End of round {n}").format(n=result.get("round", "")))
        self.setObjectName("rummy_round")
        layout = QVBoxLayout(self)
        head = QLabel(headline(result, names, you))
        head.setObjectName("headline")
        head.setWordWrap(True)
        head.setStyleSheet("font-size: 15pt; font-weight: bold;")
        layout.addWidget(head)
        self.headline = head

        body = QWidget()
        rows = QVBoxLayout(body)
        rows.setContentsMargins(2, 2, 2, 2)
        rows.setSpacing(6)
        self.loser_labels: list[QLabel] = []
        declared = result.get("declared") or {}
        if declared.get("melds"):
            if you is not None and result.get("declarer") == you:
                title = translate("RummyRound", "Your hand")
            else:
                title = translate("RummyRound", "{name}'s hand").format(name=_name(names, result.get("declarer")))
            rows.addWidget(self._section(title, _hand_groups(declared), ""))
        for loser in result.get("losers") or []:
            notes = loser_notes(loser, result, options)
            line = translate("RummyRound", "Count {count} → pays {paid}").format(
                count=loser.get("count", 0), paid=loser.get("paid", 0))
            if notes:
                line += "  (" + "; ".join(notes) + ")"
            frame = self._section(_name(names, loser.get("seat")), _hand_groups(loser), line)
            rows.addWidget(frame)
        if result.get("packers"):
            title = QLabel(translate("RummyRound", "Packed (パッキング)"))
            title.setStyleSheet("font-weight: bold;")
            rows.addWidget(title)
            for packer in result["packers"]:
                lab = QLabel(packer_text(packer, names))
                lab.setObjectName("packer")
                rows.addWidget(lab)
        rows.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)

        total = QLabel(self._total_text())
        total.setObjectName("total")
        total.setWordWrap(True)
        total.setStyleSheet("font-size: 12pt; font-weight: bold;")
        layout.addWidget(total)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        want = body.sizeHint()
        self.resize(min(max(620, want.width() + 60), 1100), min(max(300, want.height() + 150), self._room(parent)))

    @staticmethod
    def _room(parent) -> int:
        """The tallest the dialog may be: within the window it belongs to (a 640-px window too)
        and the screen; the hands scroll inside."""
        room = 740
        if parent is not None:
            room = min(room, parent.window().height() - 24)
            screen = parent.window().screen()
            if screen is not None:
                room = min(room, screen.availableGeometry().height() - 60)
        return max(300, room)

    def _section(self, title: str, groups: list, line: str) -> QFrame:
        frame = QFrame()
        frame.setObjectName("hand_section")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        box = QVBoxLayout(frame)
        box.setContentsMargins(8, 4, 8, 4)
        box.setSpacing(2)
        top = QHBoxLayout()
        name = QLabel(title)
        name.setStyleSheet("font-weight: bold; font-size: 11pt;")
        top.addWidget(name, 0, Qt.AlignmentFlag.AlignTop)      # beside a wrapped amount, at its first line
        top.addStretch(1)
        if line:
            amount = QLabel(line)
            amount.setObjectName("amount")
            amount.setStyleSheet("font-size: 11pt;")
            top.addWidget(amount)
            self.loser_labels.append(amount)
        box.addLayout(top)
        if groups:
            box.addWidget(CardRows(groups))
        return frame

    def _total_text(self) -> str:
        r = self.result_data
        if r.get("void"):
            return translate("RummyRound", "No payments this round.")
        d = r.get("declarer")
        payments = r.get("payments") or []
        if isinstance(d, int) and d < len(payments):
            return receives_text(self.names, d, payments[d], self.you)
        return ""

    def text(self) -> str:
        """Everything the dialog says, as plain lines (for tests and the log)."""
        return "\n".join(summary_lines(self.result_data, self.names, self.options, self.you))


def show_round_result(parent, result: dict, names: list[str], *, options: dict | None = None,
                      on_closed: Callable[[], None] | None = None, you: int | None = None) -> RummyRoundDialog:
    """Open the end-of-round dialog window-modally without blocking (``open``); ``on_closed``
    runs when it is closed (e.g. the table's ``resume_after_round``)."""
    dialog = RummyRoundDialog(result, names, parent, options=options, you=you)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    if on_closed is not None:
        dialog.finished.connect(lambda _code: on_closed())
    dialog.open()
    return dialog


__all__ = ["RummyRoundDialog", "show_round_result", "headline", "summary_lines", "loser_notes", "CardRows", "CardGroup"]


def game_end_lines(result, names: list[str]) -> list[str]:
    """Why the match ended (the result's ``detail["reason"]``): one player left in the pool, all
    the deals played, or the limit of deals reached."""
    detail = result.detail or {}
    reason, rounds = detail.get("reason"), int(detail.get("rounds") or 0)
    if reason == "last_player":
        return [translate("RummyRound", "Only one player is left under the pool limit, after {n} rounds.").format(n=rounds)]
    if reason == "safeguard":
        return [translate("RummyRound", "The match reached its limit of {n} rounds.").format(n=rounds)]
    if reason == "rounds":
        return [translate("RummyRound", "All {n} rounds have been played.").format(n=rounds)]
    return []
