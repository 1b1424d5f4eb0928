"""Take-back (Game → Take back, Ctrl+Z): in a game where every other seat is an AI, the table goes
back to the human's previous decision, rebuilt from the first moves of the record, and the game
becomes a practice game (its saves carry ``take_backs``, :func:`core.saves.is_practice`).

Knows the protocol only: the record, ``replay`` from the seed, the seats' kinds; never a game's rules.
"""
from __future__ import annotations

from core.engine import QT_TRANSLATE_NOOP

from .i18n import translate
from .log_text import event_lines

PRACTICE_TITLE = QT_TRANSLATE_NOOP("TakeBack", "House Rules — Practice game")
TAKEN_BACK = QT_TRANSLATE_NOOP("TakeBack", "Taken back to your previous decision.")


def take_back_point(controller) -> int | None:
    """How many actions of the record stay when the human's previous decision is taken back: the
    index of the last action of the one human seat; None when nothing can be taken back (no game,
    a game over, no human or several humans (hot-seat), no decision of the human yet)."""
    if controller is None or controller.state.is_over() or controller.you is None:
        return None
    human, actions = controller.you, controller.state.actions
    return next((i for i in range(len(actions) - 1, -1, -1) if actions[i].seat == human), None)


def replayed_prefix(state, k: int):
    """The state after the first ``k`` actions of ``state``'s record, replayed from its seed, and
    the events of those actions (for the log)."""
    record = state.record()
    again = state.game.new_state(record.seats, record.options, record.seed)
    events = []
    for action in record.actions[:k]:
        events += again.apply(action)
    return again, events


def take_back(window) -> bool:
    """Take back the human's previous decision of the game on ``window``'s table: the table is
    built again on that position (any AI decision under way is dropped with the old controller),
    the log shows the moves kept, the autosave is written at once with the take-back. False if
    nothing was taken back."""
    old = window.controller
    k = take_back_point(old)
    if k is None:
        return False
    state, events = replayed_prefix(old.state, k)
    window.start_game(state, list(old.players), autosave=old.autosave_enabled, game_id=old.game_id,
                      take_backs=old.take_backs + [k])
    new = window.controller
    if new is None or new is old:
        return False
    lines = event_lines([e.redacted(new.viewpoint) for e in events], new.names, new.you, state.game.id)
    if lines:
        new.logged.emit(lines)
    new.retry_save()              # the autosave holds the position taken back to, and the take-back
    window.statusBar().showMessage(translate("TakeBack", TAKEN_BACK), 6000)
    update_take_back(window)
    return True


def update_take_back(window) -> None:
    """Grey the Take back action when there is nothing to take back, and say "Practice game" in
    the window's title while a practice game is on the table."""
    c = window.controller
    window.actions_["take_back"].setEnabled(take_back_point(c) is not None)
    practice = c is not None and bool(c.take_backs)
    window.setWindowTitle(translate("TakeBack", PRACTICE_TITLE) if practice else window.tr("House Rules"))


def practice_line(take_backs: list[int]) -> str:
    """"Practice game (taken back N times)", or "" for a game never taken back."""
    if not take_backs:
        return ""
    if len(take_backs) == 1:
        return translate("TakeBack", "Practice game (taken back once)")
    return translate("TakeBack", "Practice game (taken back {n} times)").format(n=len(take_backs))


def shown_points(take_backs: list[int], length: int) -> dict[int, int]:
    """The take-back points on the line finally played (record of ``length`` actions): position ->
    how many take-backs happened there. A point that a later take-back went further back than is
    not on that line (its position was played again differently) and is not shown."""
    points: dict[int, int] = {}
    floor = length
    for k in reversed(take_backs):
        if k <= floor:
            points[k] = points.get(k, 0) + 1
        floor = min(floor, k)
    return points
