"""The hand calculator (点数計算機): write a riichi hand in notation or click it together from a
palette of tiles, give the called melds and the situation of the win, and read its yaku, han,
fu, limit and payment, updated as you type. Bad input says what is wrong and leaves the last
good result in place (greyed).

The arithmetic is :func:`gui.families.mahjong.hand_calc.calculate` (core.mahjong.points.score_hand); the fu
breakdown is core.mahjong.fu's parts (:func:`~gui.families.mahjong.hand_calc.fu_items`).
Open it with :func:`open_hand_calculator`.
"""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QFrame, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QRadioButton,
                               QScrollArea, QSpinBox, QVBoxLayout, QWidget)

from core.engine import QT_TRANSLATE_NOOP
from core.mahjong.notation import parse, to_text
from core.mahjong.points import HandValue, score_hand
from core.mahjong.yaku import RIICHI_YAKU

from ...i18n import translate
from .log import han_text, limit_word, points_text, tile_word, value_words, yaku_word
from .hand_calc import CalcError, Situation, fu_items, win_context
from .dialog_tiles import TileRow, TileSpec, tile_icon

PALETTE = [[f"{n}{s}" for n in range(1, 10)] + ([f"0{s}"] if s != "z" else []) for s in "mps"] + \
    [[f"{n}z" for n in range(1, 8)]]


def winds() -> list[str]:
    return [translate("HandCalculator", "East (東)"), translate("HandCalculator", "South (南)"),
            translate("HandCalculator", "West (西)"), translate("HandCalculator", "North (北)")]


def payment_words(value: HandValue) -> str:
    """The payment of a scored hand: "Ron 7,700", "Tsumo 2,000/3,900", "Tsumo 3,900 all"."""
    p = value.payment
    if p is None:
        return ""
    if not p.tsumo:
        return translate("HandCalculator", "Ron (ロン) payment: {n}").format(n=points_text(p.ron))
    if p.dealer:
        return translate("HandCalculator", "Tsumo (ツモ) payment: {n} all").format(n=points_text(p.from_others))
    return translate("HandCalculator", "Tsumo (ツモ) payment: {others}/{dealer}").format(
        others=points_text(p.from_others), dealer=points_text(p.from_dealer))


FU_WORDS = {"base": QT_TRANSLATE_NOOP("HandCalculator", "base (副底)"),
            "closed ron": QT_TRANSLATE_NOOP("HandCalculator", "closed ron (門前加符)"),
            "tsumo": QT_TRANSLATE_NOOP("HandCalculator", "tsumo (ツモ符)"),
            "value pair": QT_TRANSLATE_NOOP("HandCalculator", "value pair (役牌の雀頭)"),
            "kanchan": QT_TRANSLATE_NOOP("HandCalculator", "closed wait (嵌張)"),
            "penchan": QT_TRANSLATE_NOOP("HandCalculator", "edge wait (辺張)"),
            "tanki": QT_TRANSLATE_NOOP("HandCalculator", "pair wait (単騎)"),
            "open pinfu": QT_TRANSLATE_NOOP("HandCalculator", "open pinfu (喰い平和)"),
            "seven pairs": QT_TRANSLATE_NOOP("HandCalculator", "seven pairs (七対子)"),
            "closed triplet": QT_TRANSLATE_NOOP("HandCalculator", "closed triplet of {tile} (暗刻)"),
            "open triplet": QT_TRANSLATE_NOOP("HandCalculator", "open triplet of {tile} (明刻)"),
            "closed quad": QT_TRANSLATE_NOOP("HandCalculator", "closed kan of {tile} (暗槓)"),
            "open quad": QT_TRANSLATE_NOOP("HandCalculator", "open kan of {tile} (明槓)")}


def fu_part_word(label: str) -> str:
    """A fu part of core.mahjong.fu.fu_parts in words: "closed triplet 13" -> "closed triplet of 5p (暗刻)"."""
    head, _, kind = label.rpartition(" ")
    if head in FU_WORDS and kind.isdigit():
        k = int(kind)
        return translate("HandCalculator", FU_WORDS[head]).format(tile=tile_word(f"{k % 9 + 1}{'mpsz'[k // 9]}"))
    return translate("HandCalculator", FU_WORDS[label]) if label in FU_WORDS else label


def fu_line(parts, fu: int) -> str:
    """ "Fu (符): base (副底) 20 + tsumo (ツモ符) 2 + closed wait (嵌張) 2 = 24, rounded up to 30"."""
    words = " + ".join(f"{fu_part_word(label)} {n}" for label, n in parts)
    raw = sum(n for _, n in parts)
    if len(parts) == 1 or raw == fu:
        return translate("HandCalculator", "Fu (符): {parts} = {fu}").format(parts=words, fu=fu) if len(parts) > 1 \
            else translate("HandCalculator", "Fu (符): {parts}").format(parts=words)
    return translate("HandCalculator", "Fu (符): {parts} = {raw}, rounded up to {fu}").format(parts=words, raw=raw, fu=fu)


def value_rows(value: HandValue) -> list[tuple[str, str]]:
    """(yaku, its han) per yaku of a win, then dora, red fives and ura dora."""
    rows = []
    for y, han in value.yaku:
        rows.append((yaku_word(y.name), limit_word("double_yakuman" if han >= 2 else "yakuman") if y.yakuman
                     else han_text(han)))
    for key, n in (("dora", value.dora), ("aka", value.aka), ("ura", value.ura)):
        if n:
            rows.append((yaku_word(key), han_text(n)))
    return rows


def summary_lines(value: HandValue, fu=()) -> list[str]:
    """The total, the fu (``fu``: the fu parts; none for a yakuman), the payment, the winner's gain."""
    info = {"han": value.han, "fu": value.fu, "limit": value.limit}
    lines = [translate("HandCalculator", "Total: {value}").format(value=value_words(info))]
    if fu:
        lines.append(fu_line(fu, value.fu))
    lines.append(payment_words(value))
    lines.append(translate("HandCalculator", "The winner gains {n} in all (honba and riichi sticks included).").format(
        n=points_text(value.total)))
    return lines


def value_lines(value: HandValue, fu=()) -> list[str]:
    """The result in plain lines: each yaku with its han, the total, the fu, the payment, the winner's gain."""
    if value.error == "not_complete":
        return [translate("HandCalculator", "Not a complete hand (和了形): four melds and a pair, seven pairs or thirteen orphans.")]
    if value.error == "no_yaku":
        return [translate("HandCalculator", "No yaku (役なし): the hand is complete but cannot win.")]
    return [f"{a}: {b}" for a, b in value_rows(value)] + summary_lines(value, fu)


def _scrolling(content: QWidget, name: str) -> QScrollArea:
    """``content`` in a frameless area that scrolls up and down (never sideways: the text wraps)."""
    content.setStyleSheet("QLabel { font-size: 11pt; }")
    area = QScrollArea()
    area.setObjectName(name)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(content)
    area.setMinimumHeight(120)
    return area


class _FocusWatch(QObject):
    """Remembers which tile field the palette writes into (the last one focused)."""

    def __init__(self, dialog: "HandCalculatorDialog") -> None:
        super().__init__(dialog)
        self.dialog = dialog

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.FocusIn:
            self.dialog.target = obj
        return False


class HandCalculatorDialog(QDialog):
    """The hand calculator (see the module docstring). ``value`` is the last good HandValue (or
    None), ``error`` the message shown for the present input ("" when it was read)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("hand_calculator")
        self.setWindowTitle(translate("HandCalculator", "Hand calculator (点数計算機)"))
        self.value: HandValue | None = None
        self.fu: list = []                      # the fu parts of ``value``
        self.error = ""
        self._last: str | None = None           # the last tile of the hand text, last time
        self._watch = _FocusWatch(self)
        layout = QHBoxLayout(self)
        layout.setSizeConstraint(QHBoxLayout.SizeConstraint.SetMinimumSize)
        left, right = QVBoxLayout(), QVBoxLayout()
        layout.addLayout(left, 3)
        layout.addLayout(right, 2)
        self._build_hand(left)
        self._build_palette(left)
        self._build_result(left)
        self._build_situation(right)
        self._build_summary(right)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        right.addWidget(buttons)
        self.target = self.hand
        self.recompute()

    # --- building ----------------------------------------------------------------------------------
    def _field(self, placeholder: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setPlaceholderText(placeholder)
        edit.installEventFilter(self._watch)
        edit.textChanged.connect(self.recompute)
        return edit

    def _build_hand(self, box: QVBoxLayout) -> None:
        box.addWidget(QLabel(translate("HandCalculator", "Hand: the concealed tiles, the winning tile included")))
        self.hand = self._field("123m456p789s11z22z")
        self.hand.setObjectName("hand")
        box.addWidget(self.hand)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("HandCalculator", "Winning tile:")))
        self.win = QComboBox()
        self.win.setObjectName("winning_tile")
        self.win.setMinimumWidth(110)
        self.win.currentIndexChanged.connect(lambda _i: self.recompute(keep_win=True))
        row.addWidget(self.win)
        row.addStretch(1)
        box.addLayout(row)
        self.preview = TileRow([], 30, 42)
        self.preview.setMinimumHeight(44)
        box.addWidget(self.preview)
        box.addWidget(QLabel(translate("HandCalculator", "Called melds, one per field (pon 555p, chi 123m, kan 1111z, closed kan 2222p):")))
        grid = QGridLayout()
        self.melds = []
        for i in range(4):
            edit = self._field(("pon 555p", "chi 123m", "kan 1111z", "closed kan 2222p")[i])
            edit.setObjectName(f"meld_{i}")
            self.melds.append(edit)
            grid.addWidget(edit, i // 2, i % 2)
        box.addLayout(grid)

    def _build_palette(self, box: QVBoxLayout) -> None:
        group = QGroupBox(translate("HandCalculator", "Tiles: click to add to the field last chosen"))
        grid = QGridLayout(group)
        grid.setSpacing(3)
        self.palette: dict[str, QPushButton] = {}
        for r, tokens in enumerate(PALETTE):
            for c, tok in enumerate(tokens):
                b = QPushButton()
                b.setIcon(tile_icon(tok))
                b.setIconSize(QSize(26, 35))
                b.setFixedSize(34, 43)
                b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                b.setToolTip(tile_word(tok))
                b.clicked.connect(lambda _c=False, t=tok: self.add_tile(t))
                grid.addWidget(b, r, c)
                self.palette[tok] = b
        back = QPushButton(translate("HandCalculator", "⌫ Back"))
        back.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        back.clicked.connect(self.remove_tile)
        clear = QPushButton(translate("HandCalculator", "Clear"))
        clear.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        clear.clicked.connect(self.clear)
        grid.addWidget(back, 3, 7, 1, 2)
        grid.addWidget(clear, 3, 9, 1, 1)
        grid.setColumnStretch(len(PALETTE[0]), 1)
        box.addWidget(group)

    def _build_result(self, box: QVBoxLayout) -> None:
        """The error line, then the yaku rows with their han, in an area that scrolls when a hand
        of many yaku is taller than it."""
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.message.setMinimumHeight(3 * self.message.fontMetrics().lineSpacing() + 6)
        box.addWidget(self.message)
        rows = QWidget()
        rows.setObjectName("result_rows")
        self.rows = QGridLayout(rows)
        self.rows.setContentsMargins(0, 0, 4, 0)
        self.rows.setHorizontalSpacing(12)
        self.rows.setVerticalSpacing(2)
        self.rows.setColumnStretch(0, 1)
        self.rows.setRowStretch(99, 1)
        self.row_labels: list[tuple[QLabel, QLabel]] = []   # (yaku, han) per row shown
        self.result_area = _scrolling(rows, "result_area")
        box.addWidget(self.result_area, 1)

    def _build_summary(self, box: QVBoxLayout) -> None:
        """Beside the yaku, under the situation: the total, the fu, the payment and the gain (or
        why the hand does not win), scrolling if a long fu line needs it."""
        self.result = QLabel()
        self.result.setObjectName("result")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.summary_area = _scrolling(self.result, "summary_area")
        box.addWidget(self.summary_area, 1)

    def _build_situation(self, box: QVBoxLayout) -> None:
        group = QGroupBox(translate("HandCalculator", "Situation"))
        form = QFormLayout(group)
        way = QWidget()
        w = QHBoxLayout(way)
        w.setContentsMargins(0, 0, 0, 0)
        self.ron = QRadioButton(translate("HandCalculator", "Ron (ロン)"))
        self.tsumo = QRadioButton(translate("HandCalculator", "Tsumo (ツモ)"))
        self.ron.setChecked(True)
        self._way = QButtonGroup(self)
        for b in (self.ron, self.tsumo):
            self._way.addButton(b)
            w.addWidget(b)
            b.toggled.connect(self.recompute)
        form.addRow(translate("HandCalculator", "Win:"), way)
        self.seat_wind, self.round_wind = QComboBox(), QComboBox()
        self.seat_wind.addItems([translate("HandCalculator", "East (東): dealer (親)")] + winds()[1:])
        self.round_wind.addItems(winds())
        self.riichi = QComboBox()
        self.riichi.addItems([translate("HandCalculator", "None"), translate("HandCalculator", "Riichi (立直)"),
                              translate("HandCalculator", "Double riichi (ダブル立直)")])
        for label, combo in ((translate("HandCalculator", "Seat wind:"), self.seat_wind),
                             (translate("HandCalculator", "Round wind:"), self.round_wind),
                             (translate("HandCalculator", "Riichi:"), self.riichi)):
            combo.currentIndexChanged.connect(self.recompute)
            form.addRow(label, combo)
        self.flags: dict[str, QCheckBox] = {}
        for key, text in (("ippatsu", translate("HandCalculator", "One-shot (一発)")),
                          ("rinshan", translate("HandCalculator", "On a kan replacement tile (嶺上開花)")),
                          ("chankan", translate("HandCalculator", "Robbing a kan (槍槓)")),
                          ("last_tile", translate("HandCalculator", "On the last tile (海底摸月 / 河底撈魚)")),
                          ("first_draw", translate("HandCalculator", "On the first draw (天和 / 地和)")),
                          ("kiriage", translate("HandCalculator", "Round up to mangan (切り上げ満貫)"))):
            box_ = QCheckBox(text)
            box_.setObjectName(key)
            box_.toggled.connect(self.recompute)
            self.flags[key] = box_
            form.addRow(box_)
        self.dora = self._field("3s")
        self.ura = self._field("")
        form.addRow(translate("HandCalculator", "Dora indicators (ドラ表示牌):"), self.dora)
        form.addRow(translate("HandCalculator", "Ura dora indicators (裏ドラ表示牌):"), self.ura)
        self.honba, self.sticks = QSpinBox(), QSpinBox()
        for label, spin in ((translate("HandCalculator", "Honba (本場):"), self.honba),
                            (translate("HandCalculator", "Riichi sticks (供託):"), self.sticks)):
            spin.setRange(0, 20)
            spin.valueChanged.connect(self.recompute)
            form.addRow(label, spin)
        box.addWidget(group)

    # --- editing -----------------------------------------------------------------------------------
    def add_tile(self, token: str) -> None:
        """Append a tile to the field last chosen (the hand unless a meld or indicator field was)."""
        field = self.target if isinstance(self.target, QLineEdit) else self.hand
        text = field.text()
        if field in self.melds and not text:
            text = "pon "
        field.setText((text + " " if text and not text.endswith(" ") else text) + token)

    def remove_tile(self) -> None:
        """Take the last tile out of the field last chosen."""
        field = self.target if isinstance(self.target, QLineEdit) else self.hand
        text = field.text().rstrip()
        if len(text) >= 2 and text[-1] in "mpsz" and text[-2].isdigit():
            text = text[:-2].rstrip()
        else:
            text = text[:-1]
        field.setText(text)

    def clear(self) -> None:
        """Empty the hand and the melds."""
        for f in [self.hand] + self.melds:
            f.blockSignals(True)
            f.clear()
            f.blockSignals(False)
        self.recompute()

    def situation(self) -> Situation:
        f = self.flags
        return Situation(tsumo=self.tsumo.isChecked(), seat_wind=self.seat_wind.currentIndex(),
                         round_wind=self.round_wind.currentIndex(), riichi=self.riichi.currentIndex(),
                         ippatsu=f["ippatsu"].isChecked(), rinshan=f["rinshan"].isChecked(),
                         chankan=f["chankan"].isChecked(), last_tile=f["last_tile"].isChecked(),
                         first_draw=f["first_draw"].isChecked(), dora_indicators=self.dora.text(),
                         ura_indicators=self.ura.text(), honba=self.honba.value(), sticks=self.sticks.value(),
                         kiriage=f["kiriage"].isChecked())

    # --- computing ---------------------------------------------------------------------------------
    def _hand_tokens(self) -> list[str] | None:
        try:
            return [to_text([t]) for t in parse(self.hand.text())]
        except ValueError:
            return None

    def _refresh_win_choices(self, tokens: list[str]) -> None:
        """The winning-tile choices: the distinct concealed tiles. A new last tile written becomes
        the winning tile; otherwise the choice made stays."""
        distinct = list(dict.fromkeys(sorted(tokens, key=lambda t: (parse(t)[0].kind, t))))
        last = tokens[-1] if tokens else None
        keep = self.win.currentData()
        if [self.win.itemData(i) for i in range(self.win.count())] != distinct:
            self.win.blockSignals(True)
            self.win.clear()
            for tok in distinct:
                self.win.addItem(tile_icon(tok, 18, 24), tile_word(tok), tok)
            self.win.blockSignals(False)
        want = last if last != self._last or keep not in distinct else keep
        self._last = last
        if want in distinct:
            self.win.blockSignals(True)
            self.win.setCurrentIndex(distinct.index(want))
            self.win.blockSignals(False)

    def recompute(self, *_args, keep_win: bool = False) -> None:
        """Read everything and score it; on bad input show why and keep the last result greyed."""
        tokens = self._hand_tokens()
        if tokens is not None and not keep_win:
            self._refresh_win_choices(tokens)
        win = self.win.currentData()
        if tokens is not None:
            shown = list(tokens)
            if win in shown:
                shown.remove(win)
                shown += [None, TileSpec(win, highlight=True)]
            self.preview.set_items(shown)
        try:
            ctx = win_context(self.hand.text(), win, [m.text() for m in self.melds], self.situation())
            value = score_hand(ctx, RIICHI_YAKU, ctx.rules)
        except CalcError as exc:
            self.error = str(exc)
            self.message.setText(self.error)
            self.message.show()
            self.result.setEnabled(False)
            return
        self.error = ""
        self.message.setText("")
        self.message.hide()
        self.value, self.fu = value, fu_items(value, ctx)
        self.result.setEnabled(True)
        self._show_rows(value_rows(value) if value.is_win else [])
        self.result.setText(self._html(value, self.fu))

    def _show_rows(self, rows: list[tuple[str, str]]) -> None:
        """One line per yaku: its name (wrapped when long) and its han, right-aligned."""
        for name, han in self.row_labels:
            for label in (name, han):
                self.rows.removeWidget(label)
                label.deleteLater()
        self.row_labels = []
        for i, (a, b) in enumerate(rows):
            name, han = QLabel(a), QLabel(b)
            name.setWordWrap(True)
            han.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            self.rows.addWidget(name, i, 0)
            self.rows.addWidget(han, i, 1)
            self.row_labels.append((name, han))

    @staticmethod
    def _html(value: HandValue, fu=()) -> str:
        """Beside the yaku rows: the total, the fu, the payment (large) and the winner's gain; the
        reason when the hand does not win."""
        if not value.is_win:
            return f"<p>{escape(value_lines(value)[0])}</p>"
        total, *rest = summary_lines(value, fu)
        *notes, gain = rest
        payment = notes.pop()
        return (f"<b>{escape(total)}</b>" + "".join(f"<br>{escape(n)}" for n in notes) +
                f"<br><span style='font-size:15pt; font-weight:bold'>{escape(payment)}</span><br>{escape(gain)}")

    def result_text(self) -> str:
        """The result shown, as plain lines (for tests)."""
        return "\n".join(value_lines(self.value, self.fu)) if self.value is not None else ""


def open_hand_calculator(parent=None) -> HandCalculatorDialog:
    """Open the hand calculator (not modal: it may stay open beside a game)."""
    dialog = HandCalculatorDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dialog.show()
    return dialog


__all__ = ["HandCalculatorDialog", "open_hand_calculator", "value_lines", "payment_words"]
