"""The review's list of hands (rounds, games): each with its name and how it ended; a click
jumps to the hand's deal."""
from __future__ import annotations

import re

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from ..i18n import translate
from ..log_text import event_lines
from .timeline import Step, Timeline


def _head(lines: list[str]) -> str:
    """The head of a hand's first log line when it names the hand ("East 2 (東2局), 0 honba (本場):
    …" gives "East 2 (東2局), 0 honba (本場)"), else ""."""
    if not lines:
        return ""
    head = re.split(r"[:：;；]", lines[0], maxsplit=1)[0].strip()
    return head if head != lines[0].strip() and 0 < len(head) <= 40 else ""


def hand_titles(timeline: Timeline, lines_of) -> list[str]:
    """The names of the hands: the heads of their first log lines when every hand's first line
    names it (the mahjong games' "East 1 …"), else "Round n"; a game of one hand is "The game"."""
    if len(timeline.hands) == 1:
        return [translate("ReviewHands", "The game")]
    heads = [_head(lines_of(timeline.hand_events(Step(h.start)) if h.start else timeline.events[0]))
             for h in timeline.hands]
    if all(heads) and len(set(heads)) > 1:
        return heads
    return [translate("ReviewHands", "Round {n}").format(n=h.number) for h in timeline.hands]


def hand_result(timeline: Timeline, k: int, lines_of) -> str:
    """How hand ``k`` ended, in the log's words (the lines of its round-end events)."""
    hand = timeline.hands[k]
    events = timeline.events[hand.move][:hand.cut]
    ends = [e for e in events if e.kind in timeline.end_kinds] or events[-1:]
    return " ".join(lines_of(ends))


class HandList(QListWidget):
    """One row per hand: "East 1 · Yui wins by ron …". ``hand_chosen(k)`` on a click."""

    hand_chosen = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("review_hands")
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlternatingRowColors(True)
        self.setSpacing(1)
        self.itemClicked.connect(lambda item: self.hand_chosen.emit(item.data(Qt.ItemDataRole.UserRole)))

    def fill(self, timeline: Timeline, names: list[str], you: int | None, viewpoint: int | None) -> None:
        """The hands of ``timeline``, their events as ``viewpoint`` saw them."""
        def lines_of(events):
            return event_lines([e.redacted(viewpoint) for e in events], names, you, timeline.game.id)
        self.clear()
        for k, title in enumerate(hand_titles(timeline, lines_of)):
            result = hand_result(timeline, k, lines_of)
            item = QListWidgetItem(f"{title}\n{result}" if result else title)
            item.setToolTip(result)
            item.setData(Qt.ItemDataRole.UserRole, k)
            self.addItem(item)

    def mark(self, k: int) -> None:
        """Select the row of hand ``k`` (the hand shown) and keep it in view."""
        if 0 <= k < self.count():
            self.setCurrentRow(k)
            self.scrollToItem(self.item(k))


__all__ = ["HandList", "hand_result", "hand_titles"]
