"""The review's mistake analysis (issue 24, item 3): Review → Analyse… runs :func:`core.analysis.analyse`
on a worker thread (a progress bar and Cancel under the table), then shows a bar per analysed
decision under the slider (:class:`gui.review.slider.MarkedSlider` ``bars``), the biggest losses in a
tab beside the hands (:class:`LossList`, a click jumps), and at each decision shown the top choices
with their values, the move played marked (:class:`ChoicesPanel`). The report (item 4) is
:func:`analysis_report`."""
from __future__ import annotations

import threading
import time
from html import escape

from PySide6.QtCore import Qt, QThread, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QFrame, QHBoxLayout, QLabel,
                               QListWidget, QListWidgetItem, QProgressBar, QPushButton, QScrollArea, QVBoxLayout,
                               QWidget)

from core import analysis as core_analysis
from core.engine import QT_TRANSLATE_NOOP

from ..i18n import tr_msg, translate
from ..log_text import describe_action
from ..side_panel import LogLines

CTX = "ReviewAnalysis"
#: how many losses the list and the report show
SHOWN_LOSSES = 20
REPORT_LOSSES = 10

#: the agents' units (core.ai.Agent.unit) in the game's words
UNIT_WORDS = {
    "points": QT_TRANSLATE_NOOP("ReviewAnalysis", "points"),
    "chips": QT_TRANSLATE_NOOP("ReviewAnalysis", "chips"),
    "place": QT_TRANSLATE_NOOP("ReviewAnalysis", "places"),
    "cards": QT_TRANSLATE_NOOP("ReviewAnalysis", "cards"),
    "tiles": QT_TRANSLATE_NOOP("ReviewAnalysis", "tiles"),
}

#: a decision's bar: no loss, a small one, a big one (a share of the biggest loss)
BAR_COLOURS = ("#4f9d5d", "#e0a526", "#c0392b")


def unit_words(unit: str) -> str:
    """The unit of the analysis' values in the game's words (an unknown unit as the agent says it)."""
    return translate(CTX, UNIT_WORDS[unit]) if unit in UNIT_WORDS else translate("ai", unit) if unit else ""


def number(value: float | None) -> str:
    """A value as shown: up to two decimals (large values rounded), "?" when unknown."""
    if value is None:
        return "?"
    if abs(value) >= 100:
        return f"{value:,.0f}"
    return f"{value:.2f}".rstrip("0").rstrip(".") if value != int(value) else f"{int(value)}"


def move_words(game_id: str, action_json: dict, names: list[str]) -> str:
    """A decision's move in the log's words (the game's describe_action)."""
    try:
        return describe_action(core_analysis.action_of(game_id, action_json), names, game_id)
    except Exception:                   # a front end that cannot say it: its kind and cards
        cards = " ".join(map(str, action_json.get("cards", ())))
        return f"{action_json.get('kind', '?')} {cards}".strip()


def value_text(value: float | None, unit: str) -> str:
    """A choice's value as a player reads it: "1,200 points"; a place as the average place the
    agent expects (its value is that place negated: higher is better)."""
    if unit == "place" and value is not None:
        return translate("ReviewAnalysis", "average place {place}").format(place=number(-value))
    return f"{number(value)} {unit_words(unit)}".strip()


def bar_marks(analysis: dict) -> list[tuple[int, float, str]]:
    """The slider's bars: (position, height 0..1, colour) per analysed decision, by its loss
    against the biggest loss of the game."""
    decisions = analysis["decisions"]
    top = max((d["loss"] for d in decisions if d["loss"] is not None), default=0.0) or 1.0
    out = []
    for d in decisions:
        loss = d["loss"]
        share = 0.0 if loss is None else loss / top
        colour = BAR_COLOURS[2] if loss is None or share >= 0.5 else BAR_COLOURS[1] if share > 0.02 else BAR_COLOURS[0]
        out.append((d["index"], 1.0 if loss is None else max(0.12, share), colour))
    return out


def loss_line(game_id: str, d: dict, names: list[str], unit: str, hand: str) -> str:
    """One loss: "Move 12 · East 1: played Discard 5m (0.3), best Discard 9p (1.2) · lost 0.9 points"."""
    played = move_words(game_id, d["played"], names)
    best = move_words(game_id, d["top"][0]["action"], names) if d["top"] else "?"
    if not d["ranked"]:
        return translate("ReviewAnalysis", "Move {n} · {hand}: {played} (the analysis did not value this move)").format(
            n=d["index"] + 1, hand=hand, played=played)
    return translate("ReviewAnalysis", "Move {n} · {hand}: played {played} ({value}), best {best} ({best_value}) · lost {loss} {unit}").format(
        n=d["index"] + 1, hand=hand, played=played, value=value_text(d["value"], unit), best=best,
        best_value=value_text(d["best"], unit), loss=number(d["loss"]), unit=unit_words(unit))


def loss_rows(game_id: str, d: dict, names: list[str], unit: str, hand: str) -> list[str]:
    """One loss on a few short lines (the Losses tab): the move and what it lost, the move played,
    the best."""
    played = move_words(game_id, d["played"], names)
    if not d["ranked"]:
        return [translate("ReviewAnalysis", "Move {n} · {hand}").format(n=d["index"] + 1, hand=hand),
                translate("ReviewAnalysis", "{played}: the analysis did not value this move").format(played=played)]
    best = move_words(game_id, d["top"][0]["action"], names) if d["top"] else "?"
    return [translate("ReviewAnalysis", "Move {n} · {hand} · lost {loss} {unit}").format(n=d["index"] + 1, hand=hand, loss=number(d["loss"]),
                                                                unit=unit_words(unit)),
            translate("ReviewAnalysis", "played: {move} ({value})").format(move=played, value=value_text(d["value"], unit)),
            translate("ReviewAnalysis", "best: {move} ({value})").format(move=best, value=value_text(d["best"], unit))]


def best_reason(d: dict) -> str:
    """Why the best move is best, in words (the analysing agent's reason)."""
    return tr_msg(core_analysis.reason_of(d["top"][0].get("reason"))) if d["top"] else ""


def analysis_report(game_id: str, analysis: dict, names: list[str], hand_of, header: list[str]) -> str:
    """The analysis as a short text: ``header``, whose decisions, by which level, the total lost,
    then the biggest losses (move number, hand, played against best in the log's words, the reason)."""
    seat = analysis["seat"]
    decisions = analysis["decisions"]
    unit = analysis["unit"]
    out = list(header) + [
        translate("ReviewAnalysis", "Analysis of {name}'s decisions by the {level} AI").format(name=names[seat], level=level_words(analysis["level"])),
        translate("ReviewAnalysis", "{n} decisions analysed, {m} lost something; total lost {loss} {unit}").format(
            n=len(decisions), m=sum(1 for d in decisions if d["loss"]), loss=number(core_analysis.total_loss(analysis)),
            unit=unit_words(unit)),
        ""]
    biggest = core_analysis.losses(analysis, REPORT_LOSSES)
    if not biggest:
        out.append(translate("ReviewAnalysis", "No move lost anything against the AI's best."))
    else:
        out.append(translate("ReviewAnalysis", "The biggest losses:"))
    for k, d in enumerate(biggest, start=1):
        out.append(f"{k}. " + loss_line(game_id, d, names, unit, hand_of(d["index"])))
        reason = best_reason(d)
        if reason:
            out.append("   " + translate("ReviewAnalysis", "Why: {reason}").format(reason=reason))
    return "\n".join(out).rstrip() + "\n"


LEVEL_WORDS = {"random": QT_TRANSLATE_NOOP("ReviewAnalysis", "random"),
               "easy": QT_TRANSLATE_NOOP("ReviewAnalysis", "easy"),
               "normal": QT_TRANSLATE_NOOP("ReviewAnalysis", "normal"),
               "strong": QT_TRANSLATE_NOOP("ReviewAnalysis", "strong")}


def level_words(level: str) -> str:
    return translate(CTX, LEVEL_WORDS.get(level, level))


# --- the worker -------------------------------------------------------------------------------------
class AnalysisRun(QThread):
    """Runs :func:`core.analysis.analyse` off the GUI thread: ``progressed(done, total)`` as it goes;
    when it ends, :attr:`result` (the analysis), :attr:`error` (text) or :attr:`was_cancelled`."""

    progressed = Signal(int, int)

    def __init__(self, record, seat: int, level: str = "strong", parent=None) -> None:
        super().__init__(parent)
        self.record, self.seat, self.level = record, seat, level
        self._stop = threading.Event()
        self.result: dict | None = None
        self.error = ""
        self.was_cancelled = False

    def cancel(self) -> None:
        """Stop at the next decision."""
        self._stop.set()

    def run(self) -> None:
        last = [0]

        def progress(done: int, total: int) -> None:
            time.sleep(0)                                   # let the GUI thread have the GIL now and then
            if done - last[0] >= 4 or done == total:      # a few signals, not one per action
                last[0] = done
                self.progressed.emit(done, total)
        try:
            self.result = core_analysis.analyse(self.record, self.seat, self.level, progress=progress,
                                                cancelled=self._stop.is_set)
        except core_analysis.Cancelled:
            self.was_cancelled = True
        except Exception as exc:            # an AI bug must not kill the review: say it
            self.error = f"{type(exc).__name__}: {exc}"


# --- the widgets -------------------------------------------------------------------------------------
class SeatDialog(QDialog):
    """Review → Analyse…: whose decisions (default the human's seat)."""

    def __init__(self, names: list[str], seat: int, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("analysis_seat_dialog")
        self.setWindowTitle(translate("ReviewAnalysis", "Analyse the decisions"))
        form = QFormLayout(self)
        note = QLabel(translate("ReviewAnalysis", "The strong AI values every choice of one player and shows where a move "
                         "lost against its best. It runs in the background; you can go on reviewing."))
        note.setWordWrap(True)
        form.addRow(note)
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("analysis_seat")
        for s, name in enumerate(names):
            self.seat_box.addItem(name, s)
        self.seat_box.setCurrentIndex(seat)
        form.addRow(translate("ReviewAnalysis", "Player:"), self.seat_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("ReviewAnalysis", "Analyse"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.setMinimumWidth(380)

    def seat(self) -> int:
        return int(self.seat_box.currentData())


class ProgressStrip(QWidget):
    """Under the table while an analysis runs: what it does, a progress bar, Cancel."""

    cancel_requested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("analysis_progress")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.bar = QProgressBar()
        self.bar.setObjectName("analysis_bar")
        self.cancel = QPushButton()
        self._name: str | None = None             # whose decisions are analysed (while it runs)
        self.cancel.setObjectName("analysis_cancel")
        self.cancel.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cancel.clicked.connect(self.cancel_requested)
        row.addWidget(self.label)
        row.addWidget(self.bar, 1)
        row.addWidget(self.cancel)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """The strip's texts in the current language (after a language switch)."""
        self.cancel.setText(translate("ReviewAnalysis", "Cancel"))
        if self._name is not None:
            self.label.setText(translate("ReviewAnalysis", "Analysing {name}'s decisions…").format(name=self._name))

    def start(self, name: str, total: int) -> None:
        self._name = name
        self.retranslate()
        self.bar.setRange(0, max(1, total))
        self.bar.setValue(0)
        self.show()

    def set_done(self, done: int, total: int) -> None:
        self.bar.setValue(done)


class LossList(QListWidget):
    """The biggest losses, biggest first: "Move 12 · East 1: played … best … · lost 0.9 points", the
    reason below; ``decision_chosen(position)`` on a click."""

    decision_chosen = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("review_losses")
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlternatingRowColors(True)
        self.setSpacing(1)
        self.setItemDelegate(LogLines(self))                    # every row wrapped and fully readable, as the log
        self.setResizeMode(QListWidget.ResizeMode.Adjust)       # rows re-wrap with the panel's width
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        # a scroll bar appearing after the first rows were laid out would clip them: always there
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.itemClicked.connect(self._clicked)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.doItemsLayout()                                    # wrap to the new width

    def _clicked(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        if index is not None:
            self.decision_chosen.emit(int(index))

    def fill(self, game_id: str, analysis: dict, names: list[str], hand_of) -> None:
        self.clear()
        unit = analysis["unit"]
        biggest = core_analysis.losses(analysis, SHOWN_LOSSES)
        if not biggest:
            self.addItem(translate("ReviewAnalysis", "No move lost anything against the AI's best ({n} decisions).").format(
                n=len(analysis["decisions"])))
        for d in biggest:
            lines = loss_rows(game_id, d, names, unit, hand_of(d["index"]))
            reason = best_reason(d)
            item = QListWidgetItem("\n".join(lines + ([reason] if reason else [])))
            item.setToolTip(reason)
            item.setData(Qt.ItemDataRole.UserRole, d["index"])
            self.addItem(item)

    def mark(self, index: int | None) -> None:
        """Select the row of the decision at position ``index`` (none when it has no row)."""
        rows = self.rows()
        if index in rows:
            self.setCurrentRow(rows.index(index))
            self.scrollToItem(self.currentItem())
        else:
            self.clearSelection()
            self.setCurrentRow(-1)

    def rows(self) -> list[int]:
        """The positions of the rows, top to bottom."""
        return [self.item(k).data(Qt.ItemDataRole.UserRole) for k in range(self.count())
                if self.item(k).data(Qt.ItemDataRole.UserRole) is not None]


class ChoicesPanel(QWidget):
    """At a decision shown: the analysing AI's top choices with their values and reasons, the move
    played marked (and shown below them when it is not among them), and what it lost."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("review_choices")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroll = QScrollArea()               # a long reason scrolls rather than being cut
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(self.scroll)
        inner = QWidget()
        self.scroll.setWidget(inner)
        box = QVBoxLayout(inner)
        box.setContentsMargins(6, 4, 6, 4)
        box.setSpacing(2)
        self.title = QLabel()
        self.title.setObjectName("review_choices_title")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        box.addWidget(self.title)
        self.body = QLabel()
        self.body.setObjectName("review_choices_list")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box.addWidget(self.body)
        box.addStretch(1)
        self._lines: list[str] = []
        self.hide()

    def show_decision(self, game_id: str, analysis: dict, d: dict | None, names: list[str]) -> None:
        """Show decision ``d`` (None: hide)."""
        if d is None:
            self.hide()
            return
        unit = analysis["unit"]
        args = {"n": d["index"] + 1, "name": names[analysis["seat"]]}
        if d["loss"]:
            title = translate("ReviewAnalysis", "Move {n} ({name}): lost {loss} {unit}").format(
                loss=number(d["loss"]), unit=unit_words(unit), **args)
        elif d["ranked"]:
            title = translate("ReviewAnalysis", "Move {n} ({name}): the best move").format(**args)
        else:
            title = translate("ReviewAnalysis", "Move {n} ({name}): the move played was not valued").format(**args)
        self.title.setText(title)
        rows, played_shown = [], False
        for k, c in enumerate(d["top"], start=1):
            mine = c["action"] == d["played"]
            played_shown |= mine
            rows.append(self._row(f"{k}.", game_id, c["action"], c["value"], c.get("reason"), unit, names, mine))
        if not played_shown:
            rows.append(self._row("…", game_id, d["played"], d["value"], None, unit, names, True))
        self._lines = [title] + [text for text, _ in rows]
        self.body.setText("".join(html for _, html in rows))
        self.show()

    @staticmethod
    def _row(head, game_id, action, value, reason, unit, names, played: bool) -> tuple[str, str]:
        """A choice as (plain text, HTML): "1. Discard 5m: 1,200 points", its reason below."""
        move = move_words(game_id, action, names)
        text = f"{head} {move}: {value_text(value, unit)}"
        if played:
            text = "▶ " + text + " " + translate("ReviewAnalysis", "(played)")
        why = tr_msg(core_analysis.reason_of(reason))
        style = "background:#ffe08a; font-weight:bold;" if played else ""
        html = (f"<div style='margin:1px 0 3px 0; {style}'>{escape(text)}"
                + (f"<br><span style='font-weight:normal; color:#555'>{escape(why)}</span>" if why else "") + "</div>")
        return (f"{text}\n{why}" if why else text), html

    def wanted_height(self, width: int) -> int:
        """The height the panel needs to show everything at ``width``."""
        inner = max(60, width - 12 - self.scroll.verticalScrollBar().sizeHint().width())
        return self.title.heightForWidth(inner) + self.body.heightForWidth(inner) + 16

    def lines(self) -> list[str]:
        """What the panel says: the title, then each choice (its reason on a second line)."""
        return list(self._lines) if self.isVisible() else []


__all__ = ["AnalysisRun", "ChoicesPanel", "LossList", "ProgressStrip", "SeatDialog", "analysis_report",
           "bar_marks", "loss_line", "unit_words"]
