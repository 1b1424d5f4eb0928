"""Wild Rummy R's teaching panel (beside the table in teaching mode): a line for each special card
that matters now, what it is and what it may do: 太極 (GW), a 空無 card (RW, ZAT), a 陰陽 card (SW)
the player holds, and each wild (SW / RW / GW) or ZAT card of a meld lit as a target."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...i18n import translate
from .items import card_tip, role_tip

SPECIAL_ROLES = ("SW", "RW", "GW", "ZAT")


def special_lines(hand: list[str], lit_slots: list[dict]) -> list[str]:
    """The lines to show: one per special card kind held (太極, each 空無, each 陰陽 rank), then
    one per lit wild or ZAT slot; no line twice."""
    lines: list[str] = []
    for code in hand:
        line = card_tip(code)
        if line and line not in lines:
            lines.append(line)
    for slot in lit_slots:
        if slot.get("role") in SPECIAL_ROLES:
            line = role_tip(slot)
            if line and line not in lines:
                lines.append(line)
    return lines


class SpecialCardsPanel(QWidget):
    """The panel: a title and the lines of :func:`special_lines` (empty: nothing shown)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold;")
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.title)
        layout.addWidget(self.body, 1)
        self._args: tuple[list[str], list[dict]] = ([], [])
        self._render()

    def show_for(self, hand: list[str], lit_slots: list[dict]) -> None:
        """Explain the special cards of ``hand`` and of the lit meld slots ``lit_slots``."""
        self._args = (list(hand), list(lit_slots))
        self._render()

    def clear(self) -> None:
        self.show_for([], [])

    def text(self) -> str:
        """Everything the panel says (for tests): "" when it explains nothing."""
        lines = self.body.text()
        return f"{self.title.text()}\n{lines}" if lines else ""

    def _render(self) -> None:
        lines = special_lines(*self._args)
        self.title.setText(translate("WildTeaching", "Special cards") if lines else "")
        self.title.setVisible(bool(lines))
        self.body.setText("\n\n".join(f"• {line}" for line in lines))

    def changeEvent(self, event) -> None:  # noqa: N802 - the language switches live
        if event.type() == QEvent.Type.LanguageChange:
            self._render()
        super().changeEvent(event)
