"""Issue 21 #9: the language switch (View > Language) is complete and live. A game of each of the six
is started in English in the real window; switching to 日本語 through the menu leaves no English word
of the app's own on the table or in the side panel (what every scene item draws, as recorded from
its own paint, and what the table shows on screen, cached pictures included), and switching back
brings every English text back exactly as it was."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (QAbstractButton, QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel,
                               QListWidget, QStyleOptionGraphicsItem)

from core.registry import GAMES
from gui.players import default_players

GAME_IDS = ("daifugo", "indian_rummy", "wild_rummy", "riichi", "anmika", "hero_mahjong")
#: how each game is started: (seats, options, seed); daifugō with added rules, so that its strip shows
STARTS = {"daifugo": (4, "ten_rules", 5)}
CATALOGUE = Path(__file__).resolve().parents[2] / "translations" / "houserules_ja.ts"
#: Latin a Japanese table rightly shows: key names, level marks (I-III), Wild Rummy R's wild names
NOTATION = {"Enter", "Space", "Esc", "III", "SW", "RW", "GW", "ZAT", "FESCA"}


def english_words() -> set[str]:
    """The English words of the app's own texts: every word of three or more letters of a source
    text of the translation catalogue whose translation is not the source itself."""
    words: set[str] = set()
    for message in ET.parse(CATALOGUE).getroot().iter("message"):
        source = message.findtext("source") or ""
        if (message.findtext("translation") or "") == source:
            continue
        source = re.sub(r"\{[^}]*\}|&(?=\w)", "", source)
        words |= set(re.findall(r"[A-Za-z]{3,}", source))
    return words


class TextRecorder(QPainter):
    """A painter that keeps every text an item draws (the items' own ``paint`` call ``drawText``)."""

    def __init__(self, device) -> None:
        super().__init__(device)
        self.texts: list[str] = []

    def drawText(self, *args) -> None:  # noqa: N802 - Qt name
        self.texts += [a for a in args if isinstance(a, str)]
        super().drawText(*args)


def scene_texts(scene) -> list[str]:
    """What every visible item of ``scene`` draws (its paint, recorded) and its tooltip."""
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    recorder = TextRecorder(image)
    option = QStyleOptionGraphicsItem()
    out: list[str] = []
    try:
        for item in scene.items():
            if not item.isVisible() or item.effectiveOpacity() == 0:
                continue
            if isinstance(item, QGraphicsTextItem):
                out.append(item.toPlainText())
            elif isinstance(item, QGraphicsSimpleTextItem):
                out.append(item.text())
            else:
                recorder.texts.clear()
                recorder.save()
                item.paint(recorder, option, None)
                recorder.restore()
                out += recorder.texts
            out.append(item.toolTip())
    finally:
        recorder.end()
    return [t for t in out if t]


def panel_texts(side) -> list[str]:
    """Every text the side panel shows (its log aside: written lines stay as written)."""
    out = []
    for w in side.findChildren(QLabel) + side.findChildren(QAbstractButton):
        if w.isVisibleTo(side):
            out += [w.text(), w.toolTip()]
    for lst in side.findChildren(QListWidget):
        if lst is side.log or not lst.isVisibleTo(side):
            continue
        out += [lst.item(i).text() for i in range(lst.count())] + [lst.item(i).toolTip() for i in range(lst.count())]
    return [t for t in out if t]


def english_left(texts: list[str], words: set[str], names: list[str]) -> list[str]:
    """The texts with an English word of the catalogue in them (player names aside)."""
    out = []
    for text in texts:
        bare = text
        for name in names:
            bare = bare.replace(name, "")
        bare = re.sub(r"\b[0-9a-f]{8,}\b", "", bare)            # a rules fingerprint
        if any(w in words and w not in NOTATION for w in re.findall(r"[A-Za-z]{3,}", bare)):
            out.append(text)
    return out


def start(window, qtbot, game_id: str):
    """Start ``game_id`` (one human, seat 0) and wait until it is the human's turn."""
    game = GAMES[game_id]
    seats, preset, seed = STARTS.get(game_id, (4 if 4 in game.players else min(game.players), None, 3))
    options = game.presets[preset] if preset else None
    window.start_game(game.new_state(seats, options, seed), default_players(seats, level="easy"))
    c = window.controller
    qtbot.waitUntil(lambda: bool(not c._busy and c._legal_for_viewpoint()), timeout=20000)
    if window.side.rules_button.isVisible():
        window.side.rules_button.click()                  # the strip opened: every rule's title shows
    return c


def use_a_card(window, qtbot) -> None:
    """Hero Mahjong: play on until some seat has used a hero card (the human uses one when it can)."""
    c = window.controller
    for _ in range(200):
        data = c.state.view(0).data
        if any(data.get("used") or []) or any(data.get("used_hand") or []):
            return
        legal = c._legal_for_viewpoint()
        cards = [a for a in legal if a.kind == "card"]
        window.table.action_chosen.emit(cards[0] if cards else legal[-1])
        qtbot.waitUntil(lambda: bool(c.state.is_over() or (not c._busy and c._legal_for_viewpoint())), timeout=20000)
    raise AssertionError("no hero card was used")


def screen(table) -> QImage:
    """The table as it is drawn on screen (items' cached pictures included)."""
    return table.viewport().grab().toImage()


def redrawn(table) -> QImage:
    """The table with every item drawn afresh (each item's cached picture thrown away)."""
    for item in table.table_scene.items():
        item.update()
    return screen(table)


def differing_items(table) -> list[str]:
    """The items whose picture on screen is not what they would draw now (a stale cached text)."""
    shown, fresh = screen(table), redrawn(table)
    out = []
    for item in table.table_scene.items():
        if not item.isVisible() or item.cacheMode() == QGraphicsItem.CacheMode.NoCache:
            continue
        r = table.mapFromScene(item.sceneBoundingRect()).boundingRect().intersected(table.viewport().rect())
        if r.isEmpty():
            continue
        if shown.copy(r) != fresh.copy(r):
            out.append(f"{type(item).__name__} {getattr(item, 'code', '')} {getattr(item, 'text', '')}".strip())
    return out


def everything(window) -> list[str]:
    return scene_texts(window.table.table_scene) + panel_texts(window.side)


@pytest.mark.parametrize("teaching", (False, True), ids=("plain", "teaching"))
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_switching_to_japanese_and_back_changes_every_text_of_the_table_at_once(qtbot, window, game_id, teaching):
    window.resize(1280, 800)
    window.side.teaching.setChecked(teaching)
    c = start(window, qtbot, game_id)
    if game_id == "hero_mahjong":
        use_a_card(window, qtbot)
    words = english_words()
    english = sorted(everything(window))
    assert any(w in words for t in english for w in re.findall(r"[A-Za-z]{3,}", t))    # the check sees English
    window.language_actions["ja"].trigger()
    try:
        qtbot.wait(50)
        japanese = everything(window)
        left = english_left(japanese, words, c.names)
        assert not left, "English left after the switch:\n" + "\n".join(map(repr, left))
        assert differing_items(window.table) == []                  # no picture kept from before
    finally:
        window.language_actions["en"].trigger()
    qtbot.wait(50)
    back = sorted(everything(window))
    assert back == english, f"not back: {sorted(set(english) - set(back))} / new: {sorted(set(back) - set(english))}"
    assert differing_items(window.table) == []


def test_new_log_lines_follow_the_switch_and_written_lines_stay(qtbot, window):
    """The log is a record: lines written before the switch stay as written; every new line is in
    the new language."""
    c = start(window, qtbot, "daifugo")
    written = [window.side.log.item(i).text() for i in range(window.side.log.count())]
    window.language_actions["ja"].trigger()
    try:
        assert [window.side.log.item(i).text() for i in range(window.side.log.count())] == written
        window.table.action_chosen.emit(c._legal_for_viewpoint()[-1])
        qtbot.waitUntil(lambda: bool(c.state.is_over() or (not c._busy and c._legal_for_viewpoint())), timeout=20000)
        new = [window.side.log.item(i).text() for i in range(len(written), window.side.log.count())]
        assert new and english_left(new, english_words(), c.names) == []
    finally:
        window.language_actions["en"].trigger()


def test_the_hint_shown_follows_the_switch(qtbot, window):
    """A hint asked in English reads in Japanese after the switch, and its cards stay marked."""
    start(window, qtbot, "daifugo")
    qtbot.mouseClick(window.side.hint, Qt.MouseButton.LeftButton)
    english = window.side.hint_text.text()
    assert english.startswith("Hint:")
    window.language_actions["ja"].trigger()
    try:
        japanese = window.side.hint_text.text()
        assert japanese and japanese != english
        assert english_left([japanese], english_words(), window.controller.names) == []
        assert any(item.is_hinted() for item in window.table.table_scene.local_hand())
    finally:
        window.language_actions["en"].trigger()
    assert window.side.hint_text.text() == english


def test_a_rule_decision_offered_in_the_panel_follows_the_switch(qtbot, window):
    """Ten discard (10捨て): after the human plays a 10, the panel offers the cards to discard;
    its question and buttons read in Japanese after the switch, and in English again after."""
    c = start(window, qtbot, "daifugo")
    box = window.side.choices_box
    for _ in range(60):
        if box.isVisible() or c.state.is_over():
            break
        legal = c._legal_for_viewpoint()
        tens = [a for a in legal if any(card[:-1] in ("10", "T") for card in a.cards)]
        window.table.action_chosen.emit(tens[0] if tens else legal[-1])
        qtbot.waitUntil(lambda: bool(c.state.is_over() or (not c._busy and c._legal_for_viewpoint())), timeout=20000)
    assert box.isVisible(), "no decision was offered"
    english = sorted(panel_texts(box))
    window.language_actions["ja"].trigger()
    try:
        qtbot.wait(20)                                    # the old buttons are deleted later
        japanese = panel_texts(box)
        assert japanese and english_left(japanese, english_words(), c.names) == []
    finally:
        window.language_actions["en"].trigger()
    qtbot.wait(20)
    assert sorted(panel_texts(box)) == english
