"""The settings dialog of a ruleset, generated from its OptionSpecs: groups, 《OP》 marks,
presets and live conflict checking."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFontMetrics, QGuiApplication, QTextDocument
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QGridLayout, QGroupBox,
                               QHBoxLayout, QLabel, QScrollArea, QSpinBox, QVBoxLayout, QWidget)

from core.engine import QT_TRANSLATE_NOOP, OptionError, Options, conflicts

from ..i18n import translate, tr_msg

OP_MARK = "《OP》"
CAPTION_LINES = 2.0                 # a caption's column is wide enough for its longest label in about this many lines
CAPTION_WIDTH = (260, 460)          # ... but never narrower or wider than this (pixels)
SCREEN_MARGIN = QSize(40, 80)       # room left around the dialog on the screen (frame, task bar)
MIN_WIDTH = 640                     # the dialog is never narrower than this (when the screen has room)
GENERAL = QT_TRANSLATE_NOOP("options", "General")


class SpecialSpinBox(QSpinBox):
    """A spin box that shows words for special values (e.g. 0 -> 低速, 2 -> 倍速)."""

    def __init__(self, specials: dict[int, str], context: str, parent=None) -> None:
        super().__init__(parent)
        self._specials, self._context = specials, context

    def textFromValue(self, value: int) -> str:  # noqa: N802 (Qt override)
        if value in self._specials:
            return QCoreApplication.translate(self._context, self._specials[value])
        return super().textFromValue(value)

    def valueFromText(self, text: str) -> int:  # noqa: N802
        for value, label in self._specials.items():
            if text == QCoreApplication.translate(self._context, label):
                return value
        return super().valueFromText(text)

    def validate(self, text, pos):  # noqa: D401 - accept the special words too
        from PySide6.QtGui import QValidator
        for value, label in self._specials.items():
            if text == QCoreApplication.translate(self._context, label):
                return QValidator.State.Acceptable, text, pos
        return super().validate(text, pos)


class Caption(QLabel):
    """An option's wrapped label, as tall as its lines really are: CJK words are set in a fallback
    font with taller lines, which QLabel's own height does not count (the last line was cut).
    A click on a bool option's caption toggles its check box; on another option's, focuses it."""

    def __init__(self, text: str, widget: QWidget) -> None:
        super().__init__(text)
        self.widget = widget
        self.setBuddy(widget)
        if isinstance(widget, QCheckBox):
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            if isinstance(self.widget, QCheckBox):
                self.widget.toggle()
            self.widget.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mouseReleaseEvent(event)

    def one_line_width(self) -> int:
        """The width of the text on one line."""
        return QFontMetrics(self.font()).horizontalAdvance(self.text())

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(self.font())
        doc.setTextWidth(width)
        doc.setPlainText(self.text())
        return max(super().heightForWidth(width), math.ceil(doc.size().height()))


class SettingsDialog(QDialog):
    """Edit the options of ``game``; :meth:`options` returns the validated result."""

    def __init__(self, game, options: Options | None = None, parent=None, *, seats: int | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seats = seats              # the seat count of the new game: presets that cannot seat it are not offered
        self.setWindowTitle(self.tr("Rules: {game}").format(game=translate("games", game.title)))
        self._widgets: dict[str, QWidget] = {}
        layout = QVBoxLayout(self)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Preset:")))
        self.preset = QComboBox()
        self.preset.addItem(self.tr("(custom)"), None)
        for name in game.presets:
            if seats is not None and game.seats_problem(seats, game.presets[name]) is not None:
                continue
            label = game.preset_labels.get(name, name)
            self.preset.addItem(translate("presets", label), name)
        top.addWidget(self.preset, 1)
        layout.addLayout(top)

        body = QWidget()
        body_layout = QVBoxLayout(body)
        groups: dict[str, QGridLayout] = {}
        captions: list[Caption] = []
        self._data = {sp.id: (options or game.presets['default'])[sp.id] for sp in game.options if sp.kind == 'data'}
        for spec in self._shown():
            group = spec.group or GENERAL
            if group not in groups:
                box = QGroupBox(translate(spec.context, spec.group) if spec.group else translate("options", GENERAL))
                groups[group] = QGridLayout(box)          # a grid: wrapped labels get their height
                groups[group].setColumnStretch(0, 1)
                body_layout.addWidget(box)
            widget = self._make_widget(spec)
            self._widgets[spec.id] = widget
            label = translate(spec.context, spec.label)
            if spec.optional:
                label = f"{OP_MARK} {label}"
            caption = Caption(label, widget)
            caption.setObjectName(f"label_{spec.id}")
            caption.setWordWrap(True)
            if spec.help:
                help_text = translate(spec.context, spec.help)
                widget.setToolTip(help_text)
                caption.setToolTip(help_text)
            grid = groups[group]
            captions.append(caption)
            row = grid.rowCount()
            grid.addWidget(caption, row, 0)
            grid.addWidget(widget, row, 1)
            if spec.help:
                note = QLabel(help_text)
                note.setObjectName(f"help_{spec.id}")
                note.setWordWrap(True)
                note.setStyleSheet("color: #555;")
                grid.addWidget(note, row + 1, 0, 1, 2)
        body_layout.addStretch(1)
        caption_width = self._caption_width(captions)
        for grid in groups.values():
            grid.setColumnMinimumWidth(0, caption_width)
        self.body = body
        self.scroll = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)     # rows wrap instead
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)

        self.problems = QLabel()
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b00020;")
        layout.addWidget(self.problems)
        self.fingerprint = QLabel()
        self.fingerprint.setObjectName("fingerprint")
        layout.addWidget(self.fingerprint)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                        | QDialogButtonBox.StandardButton.RestoreDefaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self._use_preset("default"))
        layout.addWidget(self.buttons)

        self.set_values((options or game.presets["default"]).to_json())
        self.preset.currentIndexChanged.connect(self._on_preset)
        self.fit_to(self._screen_size(parent))

    # --- size ---------------------------------------------------------------------------------
    @staticmethod
    def _caption_width(captions: list[Caption]) -> int:
        """The captions' column: the longest label in about CAPTION_LINES lines, within CAPTION_WIDTH."""
        longest = max((c.one_line_width() for c in captions), default=0)
        low, high = CAPTION_WIDTH
        return max(low, min(high, math.ceil(longest / CAPTION_LINES)))

    @staticmethod
    def _screen_size(parent) -> QSize:
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        return screen.availableGeometry().size() if screen is not None else QSize(1024, 640)

    def fit_to(self, screen: QSize) -> None:
        """As wide as the options need (no wrapped captions of many lines, no cut choices) and as
        tall as they are, within ``screen`` less a margin: the options scroll inside."""
        room = screen - SCREEN_MARGIN
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        frame = 2 * self.scroll.frameWidth()
        body = self.body.minimumSizeHint().width() + bar + frame
        width = min(room.width(), max(body + self.layout().contentsMargins().left() * 2, MIN_WIDTH))
        self.scroll.setMinimumWidth(min(body, room.width()))
        self.setMaximumSize(screen)
        others = self.sizeHint().height() - self.scroll.sizeHint().height()
        inner = self.body.heightForWidth(body - bar - frame)
        if inner < 0:
            inner = self.body.sizeHint().height()
        height = min(room.height(), others + inner + frame)
        self.resize(width, height)

    # --- widgets -----------------------------------------------------------------------------
    def _make_widget(self, spec) -> QWidget:
        if spec.kind == "bool":
            w = QCheckBox()
            w.toggled.connect(self._changed)
        elif spec.kind == "int":
            w = SpecialSpinBox(dict(spec.special_labels), spec.context) if spec.special_labels else QSpinBox()
            w.setRange(spec.minimum, spec.maximum)
            if spec.special_labels and not dict(spec.special_labels).keys() >= {spec.maximum}:
                w.setSuffix("")
            w.valueChanged.connect(self._changed)
        else:
            w = QComboBox()
            labels = spec.choice_labels or tuple(str(c) for c in spec.choices)
            for value, label in zip(spec.choices, labels):
                w.addItem(translate(spec.context, label), value)
            w.currentIndexChanged.connect(self._changed)
        w.setObjectName(f"option_{spec.id}")
        return w

    def values(self) -> dict:
        """The values currently in the widgets (not yet validated)."""
        out = dict(self._data)      # data options (rules in force, history) pass through unchanged
        for spec in self._shown():
            w = self._widgets[spec.id]
            if spec.kind == "bool":
                out[spec.id] = w.isChecked()
            elif spec.kind == "int":
                out[spec.id] = w.value()
            else:
                out[spec.id] = w.currentData()
        return out

    def _shown(self) -> list:
        """The options a person sets here (data options such as the rules in force are not)."""
        return [sp for sp in self.game.options if sp.kind != "data"]

    def set_values(self, values: dict) -> None:
        for spec in self._shown():
            w, v = self._widgets[spec.id], values.get(spec.id, spec.default)
            w.blockSignals(True)
            if spec.kind == "bool":
                w.setChecked(bool(v))
            elif spec.kind == "int":
                w.setValue(int(v))
            else:
                w.setCurrentIndex(max(0, w.findData(v)))
            w.blockSignals(False)
        self._changed()

    def _on_preset(self) -> None:
        name = self.preset.currentData()
        if name is not None:
            self._use_preset(name)

    def _use_preset(self, name: str) -> None:
        """The preset's values, its data options too (a daifugō preset's rules in force)."""
        values = self.game.presets[name].to_json()
        self._data = {k: values[k] for k in self._data}
        self.set_values(values)

    def _changed(self, *_args) -> None:
        values = self.values()
        problems = conflicts(self.game.options, values)
        self.problems.setText("\n".join(self._conflict_text(m) for m in problems))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problems)
        self.preset.blockSignals(True)
        match = next((i for i in range(1, self.preset.count())
                      if self.game.presets[self.preset.itemData(i)].to_json() == values), 0)
        self.preset.setCurrentIndex(match)
        self.preset.blockSignals(False)
        if not problems:
            try:
                built = Options.build(self.game.options, values)
                self.fingerprint.setText(self.tr("Rules fingerprint: {fp}").format(fp=built.fingerprint()))
                table = None if self.seats is None else self.game.seats_problem(self.seats, built)
                if table is not None:
                    raise OptionError(table)
            except OptionError as exc:
                self.problems.setText(tr_msg(exc.reason))
                ok.setEnabled(False)

    def _conflict_text(self, message) -> str:
        by_id = {s.id: s for s in self.game.options}
        args = {k: translate(by_id[v].context, by_id[v].label) if v in by_id else v for k, v in message.args.items()}
        return QCoreApplication.translate(message.context, message.text).format(**args)

    def options(self) -> Options:
        """The validated options (raises OptionError if they conflict)."""
        return Options.build(self.game.options, self.values())
