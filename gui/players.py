"""Who sits where: a human or an AI (with its level) and a name."""
from __future__ import annotations

from dataclasses import dataclass

LEVELS = ("easy", "normal", "strong", "random")
AI_NAMES = ("Aoi", "Ren", "Yui", "Sora", "Hina", "Kaito", "Mio", "Riku", "Saki", "Taro")


@dataclass
class Player:
    """One seat's player. ``kind`` is "human" or "ai"; ``level`` only for an AI."""

    name: str
    kind: str = "human"
    level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: dict) -> "Player":
        return cls(str(data.get("name", "?")), str(data.get("kind", "ai")), data.get("level"))


def says_you(name: str) -> bool:
    """Whether a player's name is already the word "you" (the one human's default name, "You" /
    "あなた"): the tables then show it without "(you)" after it."""
    from .i18n import translate
    word = name.strip().casefold()
    return word in ("you", "あなた") or word == translate("NewGameDialog", "You").casefold()


def default_players(seats: int, humans: int = 1, level: str = "normal") -> list[Player]:
    """Seat 0..humans-1 human ("You" alone, else "Player n" each: two humans never share a
    name), the rest AI at ``level``."""
    out = []
    for s in range(seats):
        if s < humans:
            out.append(Player("You" if humans == 1 else f"Player {s + 1}", "human"))
        else:
            out.append(Player(AI_NAMES[s % len(AI_NAMES)], "ai", level))
    return out
