"""What the walk-through of the mahjong games showed (issue 21): end-of-hand dialogs whose
content lies whole inside them."""
import pytest
from PySide6.QtWidgets import QLabel, QScrollArea

from core.ai import make_agent
from core.registry import GAMES


def _second_hand_end(game_id: str, seed: int):
    """The events of the action that ended the second hand of a game of normal AIs (the walk's
    Anmika game, seed 2: Ren's tsumo on a reverse pocchi, a baiman with the chips box full)."""
    game = GAMES[game_id]
    st = game.new_state(game.players[0], None, seed)
    agents = {s: make_agent(game_id, "normal", seed + 101 * s) for s in range(st.seats)}
    ends = 0
    while not st.is_over():
        seat = st.to_move()[0]
        events = st.apply(agents[seat].choose(st.view(seat), st.legal_actions(seat)))
        if any(e.kind in ("won", "hand_drawn") for e in events):
            ends += 1
            if ends == 2:
                return events
    raise AssertionError("the game ended before its second hand")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_an_anmika_win_dialog_shows_every_column_without_cutting_it_off(qapp, qtbot, language):
    """The chips box and the score board's chips column lie inside the dialog's visible width,
    in English and in Japanese (no text runs past the right edge under the scroll bar)."""
    from gui.families.mahjong.events import round_result
    from gui.games.anmika.round_dialog import show_round_result
    from gui.i18n import install_language
    install_language(qapp, language)
    try:
        result = round_result(_second_hand_end("anmika", 2), {"round_wind": 0, "hand_no": 1}, None)
        dialog = show_round_result(None, result, ["You", "Ren", "Yui"], you=0)
        qtbot.addWidget(dialog)
        qtbot.waitExposed(dialog)
        scroll = dialog.findChild(QScrollArea, "details")
        port = scroll.viewport()
        for label in scroll.widget().findChildren(QLabel):
            if label.isVisible() and label.text():
                right = label.mapTo(port, label.rect().topRight()).x()
                assert right < port.width(), (label.text(), right, port.width())
    finally:
        install_language(qapp, "en")


def test_a_winner_who_pays_on_a_reversed_pocchi_shows_the_loss_in_red_not_green(qapp, qtbot):
    """Ren wins on a reversed pocchi (逆ポッチ) and pays 9,000 to each: "−17,000" beside his name is
    red, the colour of a loss, not the green of a gain."""
    from PySide6.QtGui import QPalette
    from gui.families.mahjong.events import round_result
    from gui.games.anmika.round_dialog import show_round_result
    result = round_result(_second_hand_end("anmika", 2), {"round_wind": 0, "hand_no": 1}, None)
    dialog = show_round_result(None, result, ["You", "Ren", "Yui"], you=0)
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    points = dialog.findChild(QLabel, "points")
    assert points.text() == "\u221217,000"
    colour = points.palette().color(QPalette.ColorRole.WindowText)
    assert colour.red() > 150 and colour.green() < 100, colour.name()
