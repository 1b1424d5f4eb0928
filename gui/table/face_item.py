"""The part every card and tile item shares: what it shows (``code``) and which side is up
(``turn``, animatable, so that a card or tile can be seen turning over)."""
from __future__ import annotations

from PySide6.QtCore import Property
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from core.engine import HIDDEN


class FaceItem(QGraphicsObject):
    """A card or tile on the table. ``code`` is its code or token, ``"??"`` when unknown (then
    always shown face down); ``turn`` runs from -1 (back) to 1 (face)."""

    def __init__(self, code: str = HIDDEN, face_up: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._code = code
        self._turn = 1.0 if face_up else -1.0

    @property
    def code(self) -> str:
        """The code shown (``??`` for an unknown card or tile)."""
        return self._code

    def set_code(self, code: str) -> None:
        """Show another card or tile (an unknown one revealed as it is played)."""
        if code != self._code:
            self._code = code
            self.update()

    @property
    def face_up(self) -> bool:
        """True if the face shows (an unknown one always shows its back)."""
        return self._turn > 0

    def set_face_up(self, up: bool) -> None:
        """Turn it face up or down at once (animate ``turn`` to see it turn over)."""
        self._set_turn(1.0 if up else -1.0)

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        value = max(-1.0, min(1.0, float(value)))
        if value != self._turn:
            self._turn = value
            self.update()

    turn = Property(float, _get_turn, _set_turn)
