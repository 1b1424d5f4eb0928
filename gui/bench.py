"""GUI benchmark: ``python -m gui.bench [--runs N] [--frames N] [--autosave-game ID]``.

Prints, each beside the same figure for a bare PySide6 window measured in the same run (the
machine's load average too, as the ratios are what count on a busy machine): cold start to a
shown window as whole processes (the median over ``--runs`` starts of the wall time from spawning
the process to its end, and of its CPU time; app and bare starts alternate, so that both meet the
same load; byte code is cached, as in an installed app), the same start with an autosaved game
waiting (the start page's Continue line loads it, which imports that game: shown for
information), peak memory at the start page, and the time to render a full daifugō table
(1280×800) per frame.
Targets: start ≤ 2× bare (wall and CPU), memory ≤ 2× bare, render ≤ 8 ms.
Then "review open": a seeded ~2,000-action Anmika game opened in the review window, the work on
the GUI thread (its CPU time; the timeline is built on a worker thread) and the memory it added
(resident, after opening), beside a jump to a far position. Targets: ≤ 1 s, ≤ 100 MB.
"""
from __future__ import annotations

import argparse
import os
import resource
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

#: writes an autosave of a game in progress (random play) into the data folder the env names
AUTOSAVE = r"""
import sys
from core.autosaves import autosave, new_game_id
from core.engine import Rng
from core.registry import GAMES
game = GAMES[sys.argv[1]]
seats = 4 if 4 in game.players else min(game.players)
state = game.new_state(seats, None, 7)
rng = Rng(7)
for _ in range(60):
    if state.is_over():
        break
    legal = state.legal_actions(state.to_move()[0])
    state.apply(legal[rng.randbelow(len(legal))])
players = [{"name": "You", "kind": "human", "level": None}] + \
          [{"name": f"AI {s}", "kind": "ai", "level": "normal"} for s in range(1, seats)]
autosave(state, players, game_id=new_game_id())
"""


def _child(code: str, env: dict, *args: str) -> tuple[float, float, float, int]:
    """Run ``code`` in a new Python process: its wall time (spawn to exit), its CPU time (user +
    system, from the OS), the time it reported to its window being shown, its peak RSS (KB)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True, text=True, timeout=180)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    vals = dict(line.split("=", 1) for line in out.stdout.split() if "=" in line)
    if "shown_after_s" not in vals:
        raise RuntimeError(f"child failed: {out.stderr[-800:]}")
    return wall, cpu, float(vals["shown_after_s"]), int(vals.get("maxrss_kb", 0))


def _env(data: str, pycache: str) -> dict:
    """The environment of a child: offscreen, its own data folder, and byte code cached in
    ``pycache`` (written by the warm-up start, read by the measured ones: an installed app has its
    byte code compiled, so a start that compiles every module from source measures no player's start)."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = pycache
    env.update(XDG_DATA_HOME=data, XDG_CONFIG_HOME=data, XDG_CACHE_HOME=data)
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (here, env.get("PYTHONPATH", "")) if p)
    return env


def start_and_memory(runs: int, autosave_game: str | None = "anmika") -> dict:
    """Medians over ``runs`` process starts (after one to warm the file cache) of the bare
    window, the app on an empty data folder, and (``autosave_game``) the app with an autosave of
    that game waiting: wall time spawn to exit, CPU time, peak RSS (MB). The kinds take turns."""
    pycache = tempfile.mkdtemp(prefix="hr-bench-pycache-")
    kinds = {"bare": (BARE, _env(tempfile.mkdtemp(prefix="hr-bench-"), pycache)),
             "app": (APP, _env(tempfile.mkdtemp(prefix="hr-bench-"), pycache))}
    if autosave_game:
        env = _env(tempfile.mkdtemp(prefix="hr-bench-"), pycache)
        subprocess.run([sys.executable, "-c", AUTOSAVE, autosave_game], env=env, check=True, timeout=300)
        kinds["app_autosave"] = (APP, env)
    samples: dict[str, list] = {name: [] for name in kinds}
    for name, (code, env) in kinds.items():
        _child(code, env)                       # warm the file cache
    for _ in range(runs):
        for name, (code, env) in kinds.items():
            samples[name].append(_child(code, env))
    return {name: {"start_s": statistics.median(s[0] for s in got),
                   "cpu_s": statistics.median(s[1] for s in got),
                   "shown_s": statistics.median(s[2] for s in got),
                   "rss_mb": statistics.median(s[3] for s in got) / 1024} for name, got in samples.items()}


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


def start_rows(sm: dict, autosave_game: str | None) -> list[tuple]:
    """(measure, app, bare, result, target) rows of the start-up figures."""
    bare, app = sm["bare"], sm["app"]
    rows = []
    for key, what in (("start_s", "wall"), ("cpu_s", "CPU")):
        rows.append((f"cold start, whole process, {what} (s)", app[key], bare[key],
                     verdict(app[key] <= 2 * bare[key]), f"≤ 2× bare ({app[key] / bare[key]:.2f}×)"))
    if autosave_game and "app_autosave" in sm:
        waiting = sm["app_autosave"]
        for key, what in (("start_s", "wall"), ("cpu_s", "CPU")):
            rows.append((f"  … with an autosave ({autosave_game}), {what} (s)", waiting[key], bare[key], "info",
                         f"{waiting[key] / bare[key]:.2f}× bare"))
    rows.append(("peak memory at start page (MB)", app["rss_mb"], bare["rss_mb"],
                 verdict(app["rss_mb"] <= 2 * bare["rss_mb"]), "≤ 2× bare"))
    return rows


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m gui.bench")
    p.add_argument("--runs", type=int, default=7, help="process starts per measurement (at least 5)")
    p.add_argument("--frames", type=int, default=200, help="frames per render measurement")
    p.add_argument("--autosave-game", default="anmika", metavar="ID",
                   help="also start with an autosave of this game waiting (its Continue line); '' skips it")
    args = p.parse_args(argv)
    if args.runs < 5:
        p.error("--runs: at least 5 starts (the median of fewer says little on a busy machine)")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} CPUs; "
          f"medians of {args.runs} starts, app and bare alternating")
    sm = start_and_memory(args.runs, args.autosave_game or None)
    rt = render_times(args.frames)
    rows = start_rows(sm, args.autosave_game) + [
        ("full table render per frame (ms)", rt["table_ms"], rt["bare_ms"], verdict(rt["table_ms"] <= 8.0), "≤ 8 ms"),
        ("table widget render per frame (ms)", rt["table_widget_ms"], rt["bare_ms"],
         verdict(rt["table_widget_ms"] <= 8.0), "≤ 8 ms"),
    ]
    print(f"{'measure':44} {'app':>9} {'bare':>9}  {'result':6}  target")
    for name, app_v, bare_v, result, target in rows:
        print(f"{name:44} {app_v:9.3f} {bare_v:9.3f}  {result:6}  {target}")
    ro = review_open()
    print(f"\nreview open: a {ro['actions']}-action Anmika game ({ro['states']} states kept)")
    for name, value, ok, target in (
            ("GUI-thread work to a shown review (s)", ro["gui_s"], ro["gui_s"] <= 1.0, "≤ 1 s"),
            ("wall time to a shown review (s)", ro["wall_s"], True, "(worker)"),
            ("memory added by the review (MB)", ro["extra_mb"], ro["extra_mb"] <= 100, "≤ 100 MB"),
            ("jump to the middle (s)", ro["jump_s"], ro["jump_s"] <= 0.5, "≤ 0.5 s")):
        print(f"{name:44} {value:9.3f} {'':9}  {verdict(ok):6}  {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
