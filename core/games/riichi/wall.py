"""The wall (山) of a hand: the live wall drawn from, and the dead wall (王牌) with its
replacement tiles (嶺上牌) and dora indicators (ドラ表示牌) with the ura indicators beneath.

One model serves four- and three-player tables: a replacement draw (after a kan, or a north or
flower extraction) takes the next replacement tile and moves the last tile of the live wall into
the dead wall, so the dead wall keeps its size and the last draw (海底) comes one tile sooner.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Wall:
    """The tiles of one hand after the shuffle. ``live[-1]`` is drawn next; ``live[0]`` is the
    last tile (海底). ``shown`` dora indicators are face up."""

    live: list
    replacements: list
    indicators: list
    ura: list
    shown: int = 1
    moved: list = field(default_factory=list)   # live tiles moved into the dead wall
    cap: int = 0                                # at most this many indicators face up (0: all there are)

    @classmethod
    def build(cls, tiles: list, replacements: int = 4, indicators: int = 5, shown: int = 1) -> "Wall":
        """Split a shuffled tile list: the dead wall first (replacements, indicators, ura), the
        live wall after it."""
        dead = 2 * indicators + replacements
        if len(tiles) <= dead:
            raise ValueError("too few tiles for the dead wall")
        return cls(live=list(tiles[dead:]), replacements=list(tiles[:replacements]),
                   indicators=list(tiles[replacements:replacements + indicators]),
                   ura=list(tiles[replacements + indicators:dead]), shown=shown)

    def __len__(self) -> int:
        """Tiles left to draw from the live wall."""
        return len(self.live)

    def draw(self):
        return self.live.pop()

    def draw_replacement(self):
        """A replacement draw (嶺上牌); the last live tile moves into the dead wall."""
        tile = self.replacements.pop(0)
        if self.live:
            moved = self.live.pop(0)
            self.moved.append(moved)
            self.replacements.append(moved)
        return tile

    def reveal(self) -> object | None:
        """Turn the next dora indicator face up (a kan's new dora, 槓ドラ); None if none is left."""
        if self.shown >= len(self.indicators) or (self.cap and self.shown >= self.cap):
            return None
        self.shown += 1
        return self.indicators[self.shown - 1]

    @property
    def dora_indicators(self) -> list:
        return self.indicators[:self.shown]

    @property
    def ura_indicators(self) -> list:
        return self.ura[:self.shown]

    def all_tiles(self) -> list:
        """Every tile still in the wall (live and dead), for counting."""
        return self.live + self.replacements + self.indicators + self.ura

    def to_json(self, code) -> dict:
        return {"live": [code(t) for t in self.live], "replacements": [code(t) for t in self.replacements],
                "indicators": [code(t) for t in self.indicators], "ura": [code(t) for t in self.ura],
                "shown": self.shown, "moved": [code(t) for t in self.moved]}
