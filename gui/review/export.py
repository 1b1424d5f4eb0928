"""Review → Export as text: the whole game as readable lines (the log, each hand's result), in the
current language, written atomically where the player chooses."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from core.saves import atomic_write

from ..i18n import translate
from ..log_text import event_lines
from .hands import hand_result, hand_titles
from .timeline import Step, Timeline


def game_text(timeline: Timeline, names: list[str], you: int | None, viewpoint: int | None,
              header: list[str], final_lines: list[str] = ()) -> str:
    """The game as text: ``header``, then each hand under its name, its moves numbered as in the
    review's log, its result; then ``final_lines`` (how the game ended)."""
    def lines_of(events):
        return event_lines([e.redacted(viewpoint) for e in events], names, you, timeline.game.id)
    out = list(header) + [""]
    k = 0
    titles = hand_titles(timeline, lines_of)
    if timeline.hands:
        out.append(f"== {titles[0]} ==")
    for step in timeline.steps:
        if step.held:
            continue
        end = timeline.hand_end_at(step.move)
        if end is not None:
            before = timeline.events[step.move][:end.cut]
            out += [f"{step.move}. {line}" for line in lines_of(before)]
            out.append(translate("ReviewExport", "Result: {result}").format(result=hand_result(timeline, k, lines_of)))
            out.append("")
            k += 1
            if k < len(timeline.hands):
                out.append(f"== {titles[k]} ==")
            after = timeline.events[step.move][end.cut:]
            out += [f"{step.move}. {line}" for line in lines_of(after)]
            continue
        out += [f"{step.move}. {line}" if step.move else line for line in lines_of(timeline.events[step.move])]
    last = timeline.hand_end_at(timeline.last)
    if last is not None and Step(timeline.last) not in timeline.steps:
        out += [f"{timeline.last}. {line}" for line in lines_of(timeline.events[timeline.last][:last.cut])]
        out.append(translate("ReviewExport", "Result: {result}").format(result=hand_result(timeline, k, lines_of)))
        out += [f"{timeline.last}. {line}" for line in lines_of(timeline.events[timeline.last][last.cut:])]
    if final_lines:
        out += [""] + list(final_lines)
    return "\n".join(out).rstrip() + "\n"


def export_text(parent: QWidget, text: str, suggested: str, title: str | None = None) -> Path | None:
    """Ask where to save ``text`` and write it atomically; a failure is said in a message box.
    ``title``: the dialogs' title (default "Export the game as text")."""
    title = title or translate("ReviewExport", "Export the game as text")
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, translate("ReviewExport", "Text files (*.txt)"))
    if not path:
        return None
    return write_text(parent, Path(path), text, title)


def write_text(parent: QWidget, path: Path, text: str, title: str | None = None) -> Path | None:
    """Write ``text`` to ``path`` atomically (UTF-8); on failure say why and return None."""
    try:
        atomic_write(path, text.encode("utf-8"))
    except OSError as exc:
        QMessageBox.warning(parent, title or translate("ReviewExport", "Export the game as text"),
                            translate("ReviewExport", "The game could not be written to {path}: {reason}")
                            .format(path=str(path), reason=exc.strerror or str(exc)))
        return None
    return path


__all__ = ["export_text", "game_text", "write_text"]
