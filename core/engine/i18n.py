"""Translatable text for core/ without Qt.

core/ never imports Qt, yet every reason and log line must be translatable. Strings are marked
with ``QT_TRANSLATE_NOOP(context, text)`` (a no-op here, recognised by pyside6-lupdate) and carried
as :class:`Msg`: the English source text, its translation context and format arguments. The GUI
translates ``msg.context, msg.text`` and then formats with ``msg.args``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Mark ``text`` for translation in ``context``; returns it unchanged."""
    return text


@dataclass(frozen=True)
class Msg:
    """A translatable message: English source ``text`` with ``{name}`` fields filled from ``args``."""

    context: str
    text: str
    args: dict[str, Any] = field(default_factory=dict)

    def english(self) -> str:
        """The message in English (the source language)."""
        return self.text.format(**self.args)

    def to_json(self) -> dict:
        return {"context": self.context, "text": self.text, "args": dict(self.args)}

    @classmethod
    def from_json(cls, data: dict) -> "Msg":
        return cls(str(data["context"]), str(data["text"]), dict(data.get("args", {})))

    def __str__(self) -> str:
        return self.english()


def msg(context: str, text: str, **args: Any) -> Msg:
    """Shorthand for ``Msg(context, text, args)``; ``text`` must be marked with QT_TRANSLATE_NOOP."""
    return Msg(context, text, args)
