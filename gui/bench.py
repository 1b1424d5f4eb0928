"""GUI benchmark: ``python -m gui.bench``.

Prints, each beside the same figure for a bare PySide6 window measured in the same run:
cold start to a shown window, peak memory at the start page, and the time to render a full
daifugō table (1280×800) per frame. Targets: start ≤ 2× bare, memory ≤ 2× bare, render ≤ 8 ms.
Then "review open": a seeded ~2,000-action Anmika game opened in the review window, the work on
the GUI thread (its CPU time; the timeline is built on a worker thread) and the memory it added
(resident, after opening), beside a jump to a far position. Targets: ≤ 1 s, ≤ 100 MB.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = r"""
import resource, sys, time
t0 = time.perf_counter()
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.setCentralWidget(QLabel("bare")); w.resize(1280, 800); w.show()
def report():
    print(f"shown_after_s={time.perf_counter() - t0:.4f}")
    print(f"maxrss_kb={resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}", flush=True)
    app.quit()
QTimer.singleShot(0, report)
app.exec()
"""

APP = r"""
import resource, sys, time
t0 = time.perf_counter()
import gui.app as a
a._T0 = t0
from PySide6.QtCore import QTimer
def rss():
    print(f"maxrss_kb={resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}", flush=True)
QTimer.singleShot(0, rss)
sys.exit(a.main(["--startup-time"]))
"""


def _child(code: str, env: dict) -> tuple[float, float, int]:
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    wall = time.perf_counter() - start
    vals = dict(line.split("=", 1) for line in out.stdout.split() if "=" in line)
    if "shown_after_s" not in vals:
        raise RuntimeError(f"child failed: {out.stderr[-800:]}")
    return wall, float(vals["shown_after_s"]), int(vals.get("maxrss_kb", 0))


def start_and_memory(runs: int) -> dict:
    """Median wall time from spawning the process to the window shown, and peak RSS (MB)."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    tmp = tempfile.mkdtemp(prefix="hr-bench-")
    env.update(XDG_DATA_HOME=tmp, XDG_CONFIG_HOME=tmp, XDG_CACHE_HOME=tmp)
    res = {}
    for name, code in (("bare", BARE), ("app", APP)):
        _child(code, env)                       # warm the file cache
        samples = [_child(code, env) for _ in range(runs)]
        res[name] = {"start_s": statistics.median(s[0] for s in samples),
                     "rss_mb": statistics.median(s[2] for s in samples) / 1024}
    return res


def render_times(frames: int) -> dict:
    """Milliseconds per full render of a 4-seat daifugō table and of a bare window."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QWidget

    from core.engine import Rng
    from core.registry import GAMES
    from .registry import make_table

    app = QApplication.instance() or QApplication([])
    state = GAMES["daifugo"].new_state(4, None, 5)
    rng = Rng(1)
    for _ in range(12):                      # a trick on the field
        legal = state.legal_actions(state.to_move()[0])
        plays = [a for a in legal if a.kind == "play"] or legal
        state.apply(plays[rng.randbelow(len(plays))])
    table = make_table("daifugo")
    table.resize(1280, 800)
    table.set_names(["You", "Aoi", "Ren", "Yui"])
    seat = state.to_move()[0]
    table.show_view(state.view(seat), state.legal_actions(seat), seat, teaching=True)
    table.show()
    app.processEvents()
    image = QImage(1280, 800, QImage.Format.Format_ARGB32_Premultiplied)

    def time_it(draw) -> float:
        draw()
        t = time.perf_counter()
        for _ in range(frames):
            draw()
        return (time.perf_counter() - t) * 1000 / frames

    def draw_table():
        p = QPainter(image)
        table.scene().render(p, QRectF(0, 0, 1280, 800), table.sceneRect())
        p.end()

    bare = QMainWindow()
    bare.setCentralWidget(QLabel("bare"))
    bare.resize(1280, 800)
    bare.show()
    app.processEvents()

    def draw_bare():
        bare.render(image)

    def draw_table_widget():
        QWidget.render(table, image)

    return {"table_ms": time_it(draw_table), "table_widget_ms": time_it(draw_table_widget), "bare_ms": time_it(draw_bare)}


def _rss_mb() -> float:
    """The resident memory of this process now (MB; Linux /proc, else the peak)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        import resource
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def long_anmika_state():
    """A seeded Anmika game of about 2,000 actions (random play keeps the dealer through draws)."""
    from core.ai import make_agent
    from core.registry import GAMES
    state = GAMES["anmika"].new_state(3, {"start_points": 25000, "sudden_death": "off", "max_hands": 36}, 2)
    agents = [make_agent("anmika", "random", 2 + s) for s in range(3)]
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(agents[seat].choose(state.view(seat), state.legal_actions(seat)))
    return state


def review_open() -> dict:
    """Open the review of a ~2,000-action Anmika game: GUI-thread CPU time and wall time to a shown
    window, resident memory added, and the time of a jump to the middle."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    state = long_anmika_state()
    from .review.window import ReviewWindow
    app.processEvents()
    before = _rss_mb()
    cpu, wall = time.thread_time(), time.perf_counter()
    window = ReviewWindow(state, ["You", "Ren", "Yui"])
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    cpu, wall = time.thread_time() - cpu, time.perf_counter() - wall
    extra = _rss_mb() - before
    jump = time.perf_counter()
    window.goto(window.last // 2)
    jump = time.perf_counter() - jump
    res = {"actions": window.last, "gui_s": cpu, "wall_s": wall, "extra_mb": extra, "jump_s": jump,
           "states": window.timeline.stored_states()}
    window.close()
    window.deleteLater()
    app.processEvents()
    return res


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m gui.bench")
    p.add_argument("--runs", type=int, default=5, help="process starts per measurement")
    p.add_argument("--frames", type=int, default=200, help="frames per render measurement")
    args = p.parse_args(argv)
    sm = start_and_memory(args.runs)
    rt = render_times(args.frames)
    rows = [
        ("cold start to shown window (s)", sm["app"]["start_s"], sm["bare"]["start_s"], sm["app"]["start_s"] <= 2 * sm["bare"]["start_s"], "≤ 2× bare"),
        ("peak memory at start page (MB)", sm["app"]["rss_mb"], sm["bare"]["rss_mb"], sm["app"]["rss_mb"] <= 2 * sm["bare"]["rss_mb"], "≤ 2× bare"),
        ("full table render per frame (ms)", rt["table_ms"], rt["bare_ms"], rt["table_ms"] <= 8.0, "≤ 8 ms"),
        ("table widget render per frame (ms)", rt["table_widget_ms"], rt["bare_ms"], rt["table_widget_ms"] <= 8.0, "≤ 8 ms"),
    ]
    print(f"{'measure':38} {'app':>10} {'bare':>10}  target      result")
    for name, app_v, bare_v, ok, target in rows:
        print(f"{name:38} {app_v:10.3f} {bare_v:10.3f}  {target:10}  {'PASS' if ok else 'FAIL'}")
    ro = review_open()
    print(f"\nreview open: a {ro['actions']}-action Anmika game ({ro['states']} states kept)")
    for name, value, ok, target in (
            ("GUI-thread work to a shown review (s)", ro["gui_s"], ro["gui_s"] <= 1.0, "≤ 1 s"),
            ("wall time to a shown review (s)", ro["wall_s"], True, "(worker)"),
            ("memory added by the review (MB)", ro["extra_mb"], ro["extra_mb"] <= 100, "≤ 100 MB"),
            ("jump to the middle (s)", ro["jump_s"], ro["jump_s"] <= 0.5, "≤ 0.5 s")):
        print(f"{name:38} {value:10.3f} {'':10}  {target:10}  {'PASS' if ok else 'FAIL'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
