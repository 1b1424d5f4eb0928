"""Mahjong tile faces: every kind and mark paints at several sizes, marks differ from the plain
tile without relying on colour (greyscale comparisons), and the back differs from the face
(offscreen, see tests/conftest.py)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from gui.families.mahjong import tile_faces
from gui.families.mahjong.tile_faces import MARKS, POCCHI, paint_tile, pin_layout, sou_layout

SIZES = [(24, 32), (36, 48), (72, 96)]
FIVES = (4, 13, 22)                       # 5m 5p 5s
WHITE, NORTH = 31, 30


@pytest.fixture(autouse=True)
def _app(qapp):
    """Fonts and painting need the QApplication (pytest-qt's, offscreen)."""
    return qapp


def render(kind: int, mark: str = "", face_down: bool = False, size=(72, 96), lang: str = "en") -> QImage:
    """The tile drawn by :func:`paint_tile` filling a ``size`` image on a green felt."""
    w, h = size
    img = QImage(w, h, QImage.Format.Format_RGB32)
    img.fill(QColor("#2f6b4f"))
    p = QPainter(img)
    paint_tile(p, QRectF(0, 0, w, h), kind, mark, face_down, lang)
    p.end()
    return img


def grey(img: QImage) -> list[int]:
    """The image's greyscale values, row by row (padding dropped)."""
    g = img.convertToFormat(QImage.Format.Format_Grayscale8)
    data, stride = bytes(g.constBits()), g.bytesPerLine()
    return [v for y in range(g.height()) for v in data[y * stride:y * stride + g.width()]]


def grey_differing(a: QImage, b: QImage, by: int = 40) -> float:
    """The share of pixels whose grey levels differ by more than ``by``."""
    ga, gb = grey(a), grey(b)
    return sum(abs(x - y) > by for x, y in zip(ga, gb)) / len(ga)


@pytest.mark.parametrize("size", SIZES)
def test_every_kind_paints_and_no_two_faces_are_alike(size):
    images = {}
    for kind in range(38):
        for lang in ("en", "ja"):
            img = render(kind, size=size, lang=lang)
            values = grey(img)
            assert max(values) - min(values) > 100, (kind, lang)     # something was drawn
        images[kind] = bytes(img.constBits())
    assert len(set(images.values())) == 38


@pytest.mark.parametrize("size", SIZES)
def test_every_mark_paints_on_every_kind(size):
    """Marks are drawn on any kind without error (the games only use a few combinations)."""
    for kind in range(38):
        for mark in MARKS:
            render(kind, mark, size=size)
            render(kind, mark, face_down=True, size=size)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("five", FIVES)
def test_red_five_differs_from_the_plain_five_in_greyscale(five, size):
    assert grey_differing(render(five, size=size), render(five, "red", size=size)) > 0.01


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", FIVES + (NORTH,))
def test_gold_tiles_differ_from_plain_and_red_in_greyscale(kind, size):
    gold = render(kind, "gold", size=size)
    assert grey_differing(render(kind, size=size), gold) > 0.02
    if kind != NORTH:
        assert grey_differing(render(kind, "red", size=size), gold) > 0.02


@pytest.mark.parametrize("size", SIZES)
def test_pocchi_colours_differ_from_each_other_and_from_plain_white_in_greyscale(size):
    images = {mark: render(WHITE, mark, size=size) for mark in POCCHI}
    images[""] = render(WHITE, size=size)
    marks = list(images)
    for i, a in enumerate(marks):
        for b in marks[i + 1:]:
            assert grey_differing(images[a], images[b]) > 0.01, (a, b)


@pytest.mark.parametrize("size", SIZES)
def test_face_down_differs_from_face_up_and_hides_the_kind(size):
    images = [render(kind, mark, face_down=True, size=size) for kind in (0, 13, 31) for mark in ("", "red")]
    backs = {bytes(img.constBits()) for img in images}          # the images stay alive while read
    assert len(backs) == 1                                          # a back tells nothing
    for kind in (0, 13, 22, 31):
        assert grey_differing(render(kind, size=size), render(kind, face_down=True, size=size)) > 0.3


def test_patterns_have_the_right_number_of_pips_and_sticks():
    for n in range(1, 10):
        assert len(pin_layout(n)) == n
        assert len(sou_layout(n)) == n
        for u, v in pin_layout(n) + sou_layout(n):
            assert 0 <= u <= 1 and 0 <= v <= 1


def test_index_only_in_english():
    """``lang="en"`` adds a Latin index to manzu and winds; dragons look the same in both."""
    assert grey_differing(render(0, lang="en"), render(0, lang="ja")) > 0.005
    assert grey_differing(render(27, lang="en"), render(27, lang="ja")) > 0.005
    assert grey_differing(render(33, lang="en"), render(33, lang="ja")) == 0


def test_bad_kind_or_mark_raises_and_leaves_the_painter_balanced():
    img = QImage(40, 50, QImage.Format.Format_RGB32)
    p = QPainter(img)
    with pytest.raises(ValueError, match="kind"):
        paint_tile(p, QRectF(0, 0, 36, 48), 38)
    with pytest.raises(ValueError, match="mark"):
        paint_tile(p, QRectF(0, 0, 36, 48), 31, "purple")
    assert p.end()


def test_tile_stays_inside_its_rect():
    """Nothing is drawn outside the rectangle (tiles sit side by side in a hand)."""
    img = QImage(60, 76, QImage.Format.Format_ARGB32)
    for kind, mark in ((4, "red"), (30, "gold"), (31, "yellow"), (18, ""), (9, "")):
        img.fill(QColor(0, 0, 0, 0))
        p = QPainter(img)
        paint_tile(p, QRectF(6, 6, 48, 64), kind, mark)
        p.end()
        for x in range(60):
            for y in range(76):
                if not (5 <= x <= 54 and 5 <= y <= 70):
                    assert img.pixelColor(x, y).alpha() == 0, (kind, mark, x, y)


def test_cjk_font_is_used_when_installed():
    """The faces name a CJK family first when the machine has one (else Qt's fallback)."""
    families = tile_faces._families()
    assert all(f in tile_faces._CJK_FAMILIES for f in families)
