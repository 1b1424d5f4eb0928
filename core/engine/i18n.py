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
        """The message in English (the source language); nested messages too."""
        return self.text.format(**{k: _english(v) for k, v in self.args.items()})

    def to_json(self) -> dict:
        return {"context": self.context, "text": self.text,
                "args": {k: _arg_json(v) for k, v in self.args.items()}}

    @classmethod
    def from_json(cls, data: dict) -> "Msg":
        return cls(str(data["context"]), str(data["text"]),
                   {k: _arg_from_json(v) for k, v in dict(data.get("args", {})).items()})

    def __str__(self) -> str:
        return self.english()


def msg(context: str, text: str, **args: Any) -> Msg:
    """Shorthand for ``Msg(context, text, args)``; ``text`` must be marked with QT_TRANSLATE_NOOP."""
    return Msg(context, text, args)


class MsgList(tuple):
    """Several messages as one argument, joined with a translatable separator (", " / "、")."""

    sep_context = "engine"
    sep = QT_TRANSLATE_NOOP("engine", ", ")


def _english(value: Any) -> Any:
    if isinstance(value, Msg):
        return value.english()
    if isinstance(value, MsgList):
        return type(value).sep.join(_english(v) for v in value)
    return value


def _arg_json(value: Any) -> Any:
    if isinstance(value, Msg):
        return {"msg": value.to_json()}
    if isinstance(value, MsgList):
        return {"msgs": [_arg_json(v) for v in value]}
    return value


def _arg_from_json(value: Any) -> Any:
    if isinstance(value, dict) and set(value) == {"msg"}:
        return Msg.from_json(value["msg"])
    if isinstance(value, dict) and set(value) == {"msgs"}:
        return MsgList(_arg_from_json(v) for v in value["msgs"])
    return value
