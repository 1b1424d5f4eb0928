"""Hero Mahjong's teaching panel shows the whole "Your cards" notes at 1024x640, in English and
Japanese: the label is as tall as its wrapped text (CJK lines are taller) and lies inside the panel."""
from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel

from core.engine import Rng
from core.registry import GAMES
from gui.i18n import install_language
from gui.players import default_players


def _text_height(label: QLabel) -> int:
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setDefaultFont(label.font())
    doc.setTextWidth(label.contentsRect().width())
    doc.setHtml(label.text())
    return math.ceil(doc.size().height())


@pytest.mark.parametrize("language", ["en", "ja"])
def test_your_cards_notes_are_shown_whole_at_1024x640(qtbot, window, qapp, language):
    install_language(qapp, language)
    try:
        window.resize(1024, 640)
        window.start_game(GAMES["hero_mahjong"].new_state(4, None, 7), default_players(4), autosave=False)
        window.side.teaching.setChecked(True)
        c, rng, checked = window.controller, Rng(3), 0
        for _ in range(12):
            QApplication.processEvents()
            label = window.side.findChild(QLabel, "efficiency_cards")
            if label is not None and label.isVisible():
                assert "英雄カード" in label.text()
                assert label.height() >= _text_height(label), label.text()
                panel = label.parentWidget()
                assert label.geometry().bottom() <= panel.height()
                checked += 1
            legal = c._legal_for_viewpoint()
            if c.state.is_over() or not legal:
                break
            window.table.action_chosen.emit(legal[rng.randbelow(len(legal))])
        assert checked
    finally:
        install_language(qapp, "en")
