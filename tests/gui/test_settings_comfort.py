"""The settings dialog is comfortable at 1024x640 and 1280x800, in English and Japanese: labels
wrap to a few lines at most, every choice is shown whole, the dialog fits the screen (it scrolls
inside), and a click on a bool option's label toggles it."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel

from core.registry import GAMES
from gui.dialogs.settings import SettingsDialog
from gui.i18n import install_language

SCREENS = (QSize(1024, 640), QSize(1280, 800))


@pytest.fixture(params=["en", "ja"])
def language(request, qapp):
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "en")


def _dialog(qtbot, game, screen: QSize) -> SettingsDialog:
    d = SettingsDialog(game)
    qtbot.addWidget(d)
    d.fit_to(screen)
    d.show()
    qtbot.waitExposed(d)
    QApplication.processEvents()
    return d


def _shown_specs(game):
    return [sp for sp in game.options if sp.kind != "data"]


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s.width()}x{s.height()}")
@pytest.mark.parametrize("game_id", list(GAMES))
def test_labels_wrap_to_three_lines_at_most_and_choices_are_whole(qtbot, language, game_id, screen):
    game = GAMES[game_id]
    d = _dialog(qtbot, game, screen)
    assert d.width() <= screen.width() and d.height() <= screen.height()
    for spec in _shown_specs(game):
        label = d.findChild(QLabel, f"label_{spec.id}")
        line = QFontMetrics(label.font()).lineSpacing()
        assert label.height() <= 3.5 * line * (1.25 if language == "ja" else 1), (spec.id, label.text())
        widget = d.findChild(QComboBox, f"option_{spec.id}")
        if widget is not None:
            assert widget.width() >= widget.sizeHint().width(), (spec.id, widget.currentText())


@pytest.mark.parametrize("game_id", [g for g in GAMES if any(s.kind == "bool" for s in GAMES[g].options)])
def test_a_click_on_a_bool_options_label_toggles_it(qtbot, game_id):
    game = GAMES[game_id]
    d = _dialog(qtbot, game, SCREENS[0])
    spec = next(s for s in _shown_specs(game) if s.kind == "bool")
    box = d.findChild(QCheckBox, f"option_{spec.id}")
    label = d.findChild(QLabel, f"label_{spec.id}")
    before = box.isChecked()
    QTest.mouseClick(label, Qt.MouseButton.LeftButton, pos=QPoint(10, label.height() // 2))
    assert box.isChecked() != before
    QTest.mouseClick(label, Qt.MouseButton.LeftButton, pos=QPoint(10, label.height() // 2))
    assert box.isChecked() == before


def test_the_general_group_is_titled_in_japanese(qtbot, qapp):
    install_language(qapp, "ja")
    try:
        d = _dialog(qtbot, GAMES["hero_mahjong"], SCREENS[0])
        from PySide6.QtWidgets import QGroupBox
        titles = [b.title() for b in d.findChildren(QGroupBox)]
        assert "General" not in titles and "一般" in titles
    finally:
        install_language(qapp, "en")


def test_daifugos_speed_option_is_named_for_the_places_each_game_decides(qtbot):
    d = _dialog(qtbot, GAMES["daifugo"], SCREENS[0])
    text = d.findChild(QLabel, "label_speed").text()
    assert "Speed" not in text and "places" in text.lower() and "ルール追加の速度" in text
