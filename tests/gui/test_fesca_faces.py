"""FESCA card faces: every card draws, suits differ by shape (not only colour), 陰 and 陽 differ
in greyscale, and French faces are drawn exactly as before (offscreen, see tests/conftest.py)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from core import fesca
from gui.table import cards
from gui.games.wild_rummy import fesca_faces
from gui.games.wild_rummy.fesca_faces import is_fesca


@pytest.fixture(autouse=True)
def _app(qapp):
    """Fonts and painting need the QApplication (pytest-qt's, offscreen)."""
    return qapp


def render(code: str, scale: float = 1.0) -> QImage:
    """The face of ``code`` drawn by :func:`cards.paint_face` on white, ``scale`` px per unit."""
    w, h = round(cards.CARD_W * scale), round(cards.CARD_H * scale)
    img = QImage(w, h, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.translate(w / 2, h / 2)
    p.scale(scale, scale)
    cards.paint_face(p, code)
    p.end()
    return img


def grey(img: QImage) -> list[int]:
    """The image's greyscale values, row by row (padding dropped)."""
    g = img.convertToFormat(QImage.Format.Format_Grayscale8)
    data, stride = bytes(g.constBits()), g.bytesPerLine()
    return [v for y in range(g.height()) for v in data[y * stride:y * stride + g.width()]]


def differing(a: QImage, b: QImage, by: int = 40) -> float:
    """The share of pixels whose grey levels differ by more than ``by``."""
    ga, gb = grey(a), grey(b)
    return sum(abs(x - y) > by for x, y in zip(ga, gb)) / len(ga)


def test_is_fesca_tells_the_notations_apart():
    for code in ("wo7", "fi12", "ea1", "me0", "wa9", "yy5", "yy0", "wo0", "yy12#2"):
        assert is_fesca(code), code
    for code in ("Ah", "Td#2", "X", "??", "Ks", "7c", "", "yy", "zz3", "WO7", "wo7x"):
        assert not is_fesca(code), code


@pytest.mark.parametrize("scale", [1.0, 0.5])
def test_every_card_of_the_deck_renders(scale):
    deck = fesca.deck()
    assert len(deck) == 78
    images = {}
    for code in deck:
        img = render(code, scale)
        values = grey(img)
        assert max(values) - min(values) > 100, code            # something was drawn
        images[code] = img
    # no two faces are the same picture
    keys = [bytes(img.constBits()) for img in images.values()]
    assert len(set(keys)) == len(keys)


def test_yin_and_yang_differ_in_greyscale():
    def mean(code):
        values = grey(render(code))
        return sum(values) / len(values)

    yang = [mean(f"yy{r}") for r in range(1, 13, 2)]
    yin = [mean(f"yy{r}") for r in range(2, 13, 2)]
    assert min(yang) - max(yin) > 120, (yang, yin)


# 空無 faces share their ring by design, and differ by the hollow glyph and the kanji only
SHARE = {1: 0.05, 7: 0.05, 12: 0.05, 0: 0.02}


@pytest.mark.parametrize("rank", sorted(SHARE))
def test_suits_of_one_rank_differ_in_greyscale(rank):
    faces = [render(fesca.make(s, rank)) for s in fesca.ELEMENTS]
    for i in range(len(faces)):
        for j in range(i + 1, len(faces)):
            assert differing(faces[i], faces[j]) > SHARE[rank], (fesca.ELEMENTS[i], fesca.ELEMENTS[j], rank)


def test_suits_differ_by_shape_not_only_colour(monkeypatch):
    """With every element drawn in one and the same colour, the glyphs and kanji still differ."""
    for table in (fesca_faces.INK, fesca_faces.FILL):
        for s in fesca.ELEMENTS:
            monkeypatch.setitem(table, s, QColor("#333333"))
    monkeypatch.setattr(fesca_faces, "OUTLINE", {})
    for rank in (5, 0):
        faces = [render(fesca.make(s, rank)) for s in fesca.ELEMENTS]
        for i in range(len(faces)):
            for j in range(i + 1, len(faces)):
                assert differing(faces[i], faces[j]) > SHARE.get(rank, 0.05), (fesca.ELEMENTS[i], fesca.ELEMENTS[j], rank)


def test_void_and_taiji_stand_out():
    taiji = render("yy0")
    for code in ("yy1", "yy2", "wo0", "wa0", "wo12"):
        assert differing(taiji, render(code)) > 0.05, code
    for s in fesca.ELEMENTS:
        assert differing(render(fesca.make(s, 0)), render(fesca.make(s, 6))) > 0.05, s


def test_french_faces_are_drawn_as_before(monkeypatch):
    """French codes never reach the FESCA painter, and draw exactly what the undispatched
    original path draws."""
    french = ("Ah", "Td#2", "X", "Ks", "7c")
    before = {c: render(c) for c in french}
    for img in before.values():
        values = grey(img)
        assert max(values) - min(values) > 100

    def boom(painter, code):
        raise AssertionError(f"{code} was drawn as a FESCA card")

    monkeypatch.setattr(fesca_faces, "paint_fesca_face", boom)
    monkeypatch.setattr(fesca_faces, "is_fesca", lambda code: False)   # the original code path
    for c in french:
        assert render(c) == before[c], c


def test_hidden_card_still_draws_its_back():
    pm, _ = cards.card_sprite(None, (), 1.0, 0.0)
    assert not pm.isNull()
    assert not is_fesca(cards.HIDDEN)


def test_the_wild_table_brings_its_faces():
    """The shared card code names no game: the FESCA faces are registered by the Wild Rummy front
    end, so a wild table (played, or reviewed: both make it through gui.registry) draws them."""
    code = ("import sys\n"
            "from PySide6.QtWidgets import QApplication\n"
            "app = QApplication(sys.argv)\n"
            "from gui.table import cards\n"
            "assert not any(is_mine('wo7') for is_mine, _ in cards._FACES)\n"
            "from gui.registry import make_table\n"
            "table = make_table('wild_rummy')\n"
            "from gui.games.wild_rummy.fesca_faces import is_fesca, paint_fesca_face\n"
            "assert (is_fesca, paint_fesca_face) in cards._FACES\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run([sys.executable, "-c", code], check=True, env=env, timeout=120)
