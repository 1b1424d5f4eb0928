"""Animation soak: a small animated table renders 60,000 frames without crashing.

PySide6 6.12.0 on Python 3.11 corrupted None's reference count whenever a Python ``paint()`` ran
or a Python QGraphicsObject was moved, so an animated scene aborted after a few thousand frames
(pyproject.toml pins PySide6 < 6.12 for this). This test drives what the table does all day:
QPropertyAnimations (pos, rotation, opacity, scale and the card's Python ``turn`` property) on our
CardItems, with every frame really painted (``scene.render`` into a small QImage calls each
item's Python ``paint``). Under 6.12.0 this aborts with "none_dealloc: deallocating None" in
``CardItem.paint`` within a second; the soak runs in a child process so that shows as a failure.
"""
from __future__ import annotations

import math
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from gui.table.cards import CardItem

FRAMES = 60_000
PERIOD_MS = 2_400


class CountingCard(CardItem):
    """A CardItem that counts its paint() calls."""

    calls = 0

    def paint(self, painter, option, widget=None):
        CountingCard.calls += 1
        super().paint(painter, option, widget)


def _animate(card: CardItem, i: int, parent) -> list[QPropertyAnimation]:
    """Loop the card round an ellipse, spinning in 7.5° steps (so the sprite cache is reused),
    fading, growing and turning over."""
    anims = []
    pos = QPropertyAnimation(card, b"pos", parent)
    for k in range(9):
        a = 2 * math.pi * (k / 8 + i / 4)
        pos.setKeyValueAt(k / 8, QPointF(200 + 150 * math.cos(a), 125 + 80 * math.sin(a)))
    rot = QPropertyAnimation(card, b"rotation", parent)
    rot.setStartValue(0.0)
    rot.setEndValue(360.0 * (1 if i % 2 else -1))
    op = QPropertyAnimation(card, b"opacity", parent)
    op.setKeyValues([(0.0, 1.0), (0.5, 0.35), (1.0, 1.0)])
    sc = QPropertyAnimation(card, b"scale", parent)
    sc.setKeyValues([(0.0, 0.5), (0.5, 0.6), (1.0, 0.5)])
    anims += [pos, rot, op, sc]
    if i % 3 == 0:                     # the Python-defined property, driven from C++
        turn = QPropertyAnimation(card, b"turn", parent)
        turn.setKeyValues([(0.0, -1.0), (0.08, 1.0), (0.92, 1.0), (1.0, -1.0)])
        turn.setEasingCurve(QEasingCurve.Type.Linear)
        anims.append(turn)
    return anims


def run_soak(frames: int) -> int:
    """Animate and render ``frames`` frames; return how many times a card was painted."""
    scene = QGraphicsScene(0, 0, 400, 250)
    scene.setBackgroundBrush(QColor("#1f6b3a"))
    group = QParallelAnimationGroup()
    cards = []
    for i, code in enumerate(["Ah", "Qd", "X", "??"]):
        card = CountingCard(code, face_up=True)
        scene.addItem(card)
        cards.append(card)
        for anim in _animate(card, i, group):
            anim.setDuration(PERIOD_MS)
            group.addAnimation(anim)
    group.start()
    group.pause()                      # paused: setCurrentTime still writes the properties
    image = QImage(160, 100, QImage.Format.Format_ARGB32_Premultiplied)
    target = QRectF(0, 0, 160, 100)
    CountingCard.calls = 0
    painter = QPainter(image)
    for frame in range(frames):
        group.setCurrentTime((frame * 16) % PERIOD_MS)
        if frame % 7 == 0:             # and Python moves them too
            cards[frame % 4].setPos(cards[frame % 4].pos() + QPointF(0.5, -0.5))
        scene.render(painter, target, scene.sceneRect())
        if frame % 2000 == 1999:
            painter.end()
            QApplication.processEvents()
            painter = QPainter(image)
    painter.end()
    group.stop()
    return CountingCard.calls


def test_an_animated_table_renders_60000_frames():
    # In a child process, so that a crash (an abort in C++) fails this test with its traceback
    # instead of ending the whole test session.
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [root, env.get("PYTHONPATH")]))
    proc = subprocess.run([sys.executable, "-X", "faulthandler", __file__, str(FRAMES)],
                          capture_output=True, text=True, timeout=600, env=env)
    assert proc.returncode == 0, f"the animation soak crashed (exit {proc.returncode}):\n{proc.stderr[-4000:]}"
    paints = int(proc.stdout.split()[-1])
    assert paints >= FRAMES * 3        # every frame really painted the cards (a few may be off-image)


if __name__ == "__main__":
    app = QApplication.instance() or QApplication(sys.argv[:1])
    print(run_soak(int(sys.argv[1]) if len(sys.argv) > 1 else FRAMES))
