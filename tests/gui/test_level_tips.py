"""The New Game dialog says what each AI level is, and for Strong what the arena measured of it in
the chosen game (gui/dialogs/level_tips.py): Strong is only called clearly stronger where it won
60 % of its pairings against Normal."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from core.registry import GAMES
from gui.dialogs import level_tips
from gui.dialogs.new_game import NewGameDialog
from gui.players import LEVELS


def level_box(dialog, seat=1):
    from PySide6.QtWidgets import QComboBox
    return dialog.findChild(QComboBox, f"level_{seat}")


def tips(box) -> dict[str, str]:
    return {box.itemData(i): box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(box.count())}


def test_every_game_with_ai_has_measured_figures_for_strong():
    assert set(level_tips.STRONG_VS_NORMAL) == set(GAMES)
    for figures in level_tips.STRONG_VS_NORMAL.values():
        assert figures and all(0 < share < 1 and games >= 40 for _how, share, games in figures)


@pytest.mark.parametrize("game_id", sorted(level_tips.STRONG_VS_NORMAL))
def test_each_level_in_the_list_says_what_it_is_and_strong_gives_this_games_figures(qtbot, game_id):
    dialog = NewGameDialog(game_id)
    qtbot.addWidget(dialog)
    box = level_box(dialog)
    shown = tips(box)
    assert set(shown) == set(LEVELS)
    for level in LEVELS:
        assert shown[level].startswith(level_tips.LEVEL_TIPS[level].split(":")[0])
    figures = level_tips.STRONG_VS_NORMAL[game_id]
    for how, share, games in figures:
        assert f"{how}: {round(share * 100)}% of {games} games" in shown["strong"]
    least = min(share for _how, share, _games in figures)
    assert ("Not clearly stronger" in shown["strong"]) == (least < level_tips.BARELY_STRONGER)
    assert ("Only a little stronger" in shown["strong"]) == (level_tips.BARELY_STRONGER <= least < level_tips.CLEARLY_STRONGER)
    assert box.toolTip() == shown[box.currentData()]          # the chosen level's tip on the box itself
    box.setCurrentIndex(box.findData("strong"))
    assert box.toolTip() == shown["strong"]


def test_the_tips_follow_the_game_chosen(qtbot):
    dialog = NewGameDialog("daifugo")
    qtbot.addWidget(dialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("hero_mahjong"))
    assert "2-Pick" in tips(level_box(dialog))["strong"]


def test_the_tips_are_translated(qtbot):
    from gui.i18n import install_language
    app = QCoreApplication.instance()
    install_language(app, "ja")
    try:
        dialog = NewGameDialog("riichi")
        qtbot.addWidget(dialog)
        for level, tip in tips(level_box(dialog)).items():
            assert tip != "" and not any(word in tip for word in ("plays", "Measured", "games")), (level, tip)
    finally:
        install_language(app, "en")
