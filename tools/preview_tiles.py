"""Render a sheet of every mahjong tile face to a PNG, to look at the drawing by eye.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/preview_tiles.py /tmp/tiles_sheet.png [--lang ja]

Rows: manzu, pinzu, souzu, honours + flowers, then the marked variants (red fives, gold fives,
gold north, the four 白 pocchi) and a face-down tile, at a small and a large size
(36 x 48 and 72 x 96 px by default; ``--sizes 36x48,72x96``).
"""
from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from gui.families.mahjong.tile_faces import paint_tile  # noqa: E402

# one entry per row: (label, [(kind, mark, face_down), ...])
ROWS = [
    ("manzu", [(k, "", False) for k in range(0, 9)]),
    ("pinzu", [(k, "", False) for k in range(9, 18)]),
    ("souzu", [(k, "", False) for k in range(18, 27)]),
    ("honours, flowers", [(k, "", False) for k in range(27, 38)]),
    ("marks, back", [(4, "red", False), (13, "red", False), (22, "red", False), (4, "gold", False),
                     (13, "gold", False), (22, "gold", False), (30, "gold", False), (31, "green", False),
                     (31, "blue", False), (31, "yellow", False), (31, "crimson", False), (0, "", True)]),
]
BG = QColor("#2f6b4f")                    # table felt
_APP: list[QGuiApplication] = []


def parse_size(text: str) -> tuple[int, int]:
    """``"36x48"`` -> (36, 48)."""
    w, h = text.lower().split("x")
    return int(w), int(h)


def render_sheet(sizes: list[tuple[int, int]], lang: str = "en") -> QImage:
    """The whole sheet: one block of rows per tile size, stacked."""
    gap, label_h = 4, 14
    cols = max(len(tiles) for _, tiles in ROWS)
    width = max(cols * (w + gap) + gap for w, _ in sizes)
    height = sum(len(ROWS) * (h + gap + label_h) + gap for _, h in sizes)
    img = QImage(width, height, QImage.Format.Format_ARGB32)
    img.fill(BG)
    p = QPainter(img)
    y = gap
    for w, h in sizes:
        for label, tiles in ROWS:
            _label(p, gap, y, f"{label} ({w}x{h})")
            y += label_h
            for i, (kind, mark, down) in enumerate(tiles):
                paint_tile(p, QRectF(gap + i * (w + gap), y, w, h), kind, mark, down, lang)
            y += h + gap
        y += gap
    p.end()
    return img


def _label(p: QPainter, x: float, y: float, text: str) -> None:
    font = QFont()
    font.setPixelSize(10)
    p.setFont(font)
    p.setPen(QColor("#e8f5e9"))
    p.drawText(QRectF(x, y, 600, 14), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, render the sheet and save it; 0 when the PNG was written."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", help="PNG path to write")
    ap.add_argument("--sizes", default="36x48,72x96", help="tile sizes in px, e.g. 36x48,72x96")
    ap.add_argument("--lang", default="en", choices=["en", "ja"])
    args = ap.parse_args(argv)
    if QGuiApplication.instance() is None:           # fonts and painting need one; keep it alive
        _APP.append(QGuiApplication(sys.argv[:1]))
    img = render_sheet([parse_size(s) for s in args.sizes.split(",")], args.lang)
    ok = img.save(args.out)
    print(("wrote " if ok else "could not write ") + args.out)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
