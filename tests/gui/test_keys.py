"""One meaning per key: no key a table handles is a window shortcut of another meaning; ? opens
the keyboard reference of the table in play (F1 its "How to play" page, with the same keys: tests/gui/test_help_pages.py), in English and Japanese; the keyboard cursor
is a thick outline on the card or tile under it. Real key events on the window and its tables."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtGui import QAction, QColor, QImage, QKeyEvent, QKeySequence, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from core.registry import GAMES
from gui.main_window import MainWindow
from gui.players import default_players
from gui.registry import FRONTENDS

SEATS = {"daifugo": 4, "indian_rummy": 2, "wild_rummy": 2, "riichi": 4, "anmika": 4, "hero_mahjong": 4}
PLAIN_KEYS = ([getattr(Qt.Key, f"Key_{c}") for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"]
              + [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Delete, Qt.Key.Key_Space, Qt.Key.Key_Question])


def make_window(qtbot, language="en"):
    w = MainWindow({"speed": 0.0, "language": language})
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    return w


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot)
    yield w
    w._close_game()


def start(qtbot, window, game_id):
    """Start ``game_id`` with the human at seat 0 and wait until the table is still."""
    state = GAMES[game_id].new_state(SEATS[game_id], None, 7)
    window.start_game(state, default_players(SEATS[game_id], level="easy"), autosave=False)
    table = window.table
    qtbot.waitUntil(lambda: not table.is_animating() and not window.controller._busy, timeout=20000)
    table.setFocus()
    return table


def window_shortcuts(window) -> dict[str, QAction]:
    """Every shortcut of the window's actions (portable text) -> its action."""
    out = {}
    for action in window.findChildren(QAction):
        for seq in action.shortcuts():
            if not seq.isEmpty():
                out[seq.toString(QKeySequence.SequenceFormat.PortableText)] = action
    return out


def table_keys(table) -> set[str]:
    """The keys the table's keyboard reference lists (portable text)."""
    return {QKeySequence(k).toString(QKeySequence.SequenceFormat.PortableText)
            for keys, _text in table.KEYS_HELP for k in keys}


def claims(table, key, mods=Qt.KeyboardModifier.NoModifier) -> bool:
    """The table takes ``key`` before the window's shortcuts (it accepts the ShortcutOverride)."""
    event = QKeyEvent(QEvent.Type.ShortcutOverride, key, mods)
    event.ignore()
    QApplication.sendEvent(table, event)
    return event.isAccepted()


@pytest.mark.parametrize("game_id", sorted(FRONTENDS))
def test_no_key_a_table_handles_is_a_window_shortcut_of_another_meaning(window, qtbot, game_id):
    table = start(qtbot, window, game_id)
    shortcuts = window_shortcuts(window)
    assert shortcuts and table.KEYS_HELP
    assert not table_keys(table) & set(shortcuts), "a table key is also a window shortcut"
    for text in shortcuts:
        seq = QKeySequence(text)[0]
        assert not claims(table, seq.key(), seq.keyboardModifiers()), f"the table takes the window's {text}"
    for key in PLAIN_KEYS:                         # every key the table takes is in its reference
        if claims(table, key):
            assert QKeySequence(key).toString(QKeySequence.SequenceFormat.PortableText) in table_keys(table)


def test_on_the_rummy_table_t_takes_the_discard_and_ctrl_t_toggles_teaching(window, qtbot):
    table = start(qtbot, window, "indian_rummy")
    teaching = window.side.teaching.isChecked()
    qtbot.keyClick(table, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert window.side.teaching.isChecked() is not teaching
    chosen = []
    table.action_chosen.connect(chosen.append)
    qtbot.keyClick(table, Qt.Key.Key_T)
    assert window.side.teaching.isChecked() is not teaching         # T did not toggle it back
    assert [a.kind for a in chosen] == ["take_discard"]


def reference(qtbot):
    from gui.dialogs.keys_help import KeysHelpDialog

    found = []
    qtbot.waitUntil(lambda: bool(found.extend(w for w in QApplication.topLevelWidgets()
                                              if isinstance(w, KeysHelpDialog) and w.isVisible()) or found),
                    timeout=2000)
    return found[0]


def dialog_text(dialog) -> str:
    from PySide6.QtWidgets import QLabel

    return "\n".join(label.text() for label in dialog.findChildren(QLabel))


@pytest.mark.parametrize("game_id", ["indian_rummy", "riichi"])
def test_question_mark_opens_the_keyboard_reference_of_the_table(window, qtbot, game_id):
    table = start(qtbot, window, game_id)
    qtbot.keyClick(table, Qt.Key.Key_Question)
    dialog = reference(qtbot)
    text = dialog_text(dialog)
    for keys, what in table.KEYS_HELP:
        assert what in text
    assert "Ctrl+T" in text and "Teaching mode" in text      # and the window's own shortcuts
    dialog.close()


def test_question_mark_opens_the_keyboard_reference_in_japanese(qtbot):
    from gui.i18n import install_language

    app = QApplication.instance()
    install_language(app, "ja")
    try:
        window = make_window(qtbot, "ja")
        table = start(qtbot, window, "indian_rummy")
        qtbot.keyClick(table, Qt.Key.Key_Question)
        dialog = reference(qtbot)
        text = dialog_text(dialog)
        for keys, what in table.KEYS_HELP:
            japanese = QCoreApplication.translate("TableKeys", what)
            assert japanese != what and japanese in text
        assert "キー" in dialog.windowTitle()
        window._close_game()
    finally:
        install_language(app, "en")



def test_an_open_keyboard_reference_follows_a_language_switch(window, qtbot):
    """Opened in English, switched to Japanese while open: its title, headings, the table's keys
    and the window's shortcuts are Japanese; switched back, English again."""
    from gui.i18n import install_language

    app = QApplication.instance()
    table = start(qtbot, window, "indian_rummy")
    qtbot.keyClick(table, Qt.Key.Key_Question)
    dialog = reference(qtbot)
    english = dialog_text(dialog)
    assert "Teaching mode" in english
    try:
        install_language(app, "ja")
        qtbot.waitUntil(lambda: "キー" in dialog.windowTitle() and "Teaching mode" not in dialog_text(dialog),
                        timeout=2000)
        text = dialog_text(dialog)
        for keys, what in table.KEYS_HELP:
            assert QCoreApplication.translate("TableKeys", what) in text
        assert "学習モード" in text                    # the window's Ctrl+T, from its retranslated menu
    finally:
        install_language(app, "en")
    qtbot.waitUntil(lambda: dialog_text(dialog) == english, timeout=2000)
    dialog.close()

# --- the keyboard cursor ----------------------------------------------------------------------------
def is_focused(item) -> bool:
    return item.is_focused()


def outline_pixels(item) -> int:
    """How many pixels the keyboard cursor adds to ``item`` drawn at scale 1."""
    def render(on: bool) -> QImage:
        was = item.is_focused()
        item.set_focused(on)
        img = QImage(400, 400, QImage.Format.Format_ARGB32)
        img.fill(QColor("#000000"))
        p = QPainter(img)
        p.translate(200, 200)
        item.paint(p, QStyleOptionGraphicsItem(), None)
        p.end()
        item.set_focused(was)
        return img
    a, b = render(False), render(True)
    return sum(1 for y in range(400) for x in range(0, 400) if a.pixel(x, y) != b.pixel(x, y))


@pytest.mark.parametrize("game_id", ["daifugo", "indian_rummy", "wild_rummy", "riichi"])
def test_after_an_arrow_key_the_card_under_the_cursor_has_a_thick_outline(window, qtbot, game_id):
    table = start(qtbot, window, game_id)
    hand = table.table_scene.local_hand()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    focused = [i for i, item in enumerate(hand) if is_focused(item)]
    assert focused == [1]
    item = hand[1]
    r = item.shape().boundingRect()
    perimeter = 2 * (r.width() + r.height())
    assert outline_pixels(item) >= 4.5 * perimeter, "the cursor is a thin line"
