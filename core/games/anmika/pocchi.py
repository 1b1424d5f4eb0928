"""白ポッチ (pocchi whites) of Anmika sanma: the four colours and the chip-multiplier state they build
after riichi (shared/rules/anmika.md §4.5, §4.6).

- 正ポッチ (green) and 倍正ポッチ (blue) are positive: a wildcard win paid normally, blue ×2 chips;
- 逆ポッチ (yellow) and 倍逆ポッチ (crimson, the red sticker) are reverse: the drawer pays what they
  would have received, crimson ×2 chips.

The state (:class:`PocchiState`) starts neutral and each pocchi the riichi player draws updates it
*before* that win is paid. Same direction: the larger size stays (倍正 then 正 keeps ×2; 逆 then 倍逆
stays reversed at ×2: 逆×逆 is never 正). A reversal 逆→正 multiplies the chips by the old factor × 2
(逆転) × the new size (the seed: 倍逆 then 倍正 = 2 × 2 × 2 = ×8, 70 → 560); 正→逆 multiplies by the
old factor × the new size, × 2 more only with the option ``reversal_double_pos_to_neg``.
"""
from __future__ import annotations

from dataclasses import dataclass

#: colour (``Tile.mark``) -> (sign, size): + pays normally, - reverses; size is the chip factor.
COLOURS = {"green": (+1, 1), "blue": (+1, 2), "yellow": (-1, 1), "crimson": (-1, 2)}
#: The seed's names of the colours.
NAMES_JA = {"green": "正ポッチ", "blue": "倍正ポッチ", "yellow": "逆ポッチ", "crimson": "倍逆ポッチ"}


def _colour(colour: str) -> tuple[int, int]:
    try:
        return COLOURS[colour]
    except KeyError:
        raise ValueError(f"not a pocchi colour: {colour!r}") from None


def is_positive(colour: str) -> bool:
    """正ポッチ (green, blue): True; 逆ポッチ (yellow, crimson): False."""
    return _colour(colour)[0] > 0


def effect_of(colour: str, white_wait: bool) -> str:
    """What a pocchi drawn after riichi does, by the law 正ポッチ > 白 > 逆ポッチ (§4.5 rule 4):
    ``"wild"`` for a positive one (even when waiting on 白), ``"white"`` for a reverse one when
    the hand wins on 白 (dodged: a normal win, no pocchi effect), else ``"reverse"``."""
    if is_positive(colour):
        return "wild"
    return "white" if white_wait else "reverse"


@dataclass(frozen=True)
class PocchiState:
    """The ポッチ state of one riichi player (§4.6). ``sign`` +1 (positive or neutral) or -1
    (reversed: the drawer pays); ``size`` the largest size drawn in the current direction;
    ``bonus`` what earlier directions and reversals (逆転) carry into it; ``neutral``: no pocchi
    drawn yet. :attr:`factor` = size × bonus is the chip multiplier; ``reversal`` the part of it
    that the 逆転 ×2 make (1, 2, 4 …), which the bust prize does not take (seed L303-304)."""

    sign: int = 1
    size: int = 1
    bonus: int = 1
    neutral: bool = True
    reversal: int = 1

    @property
    def factor(self) -> int:
        """The chip (and dice) multiplier of the state."""
        return self.size * self.bonus

    @property
    def points_sign(self) -> int:
        """+1: points are received; -1: the win is paid out (逆ポッチ, §4.5 rule 5; [P] §8 Q16:
        crimson reverses points too)."""
        return self.sign

    @property
    def reversed(self) -> bool:
        return self.sign < 0

    @property
    def doubling(self) -> int:
        """The factor without the 逆転 ×2: the 祝儀倍 pocchi sizes alone (倍正, 倍逆)."""
        return self.factor // self.reversal

    def to_json(self) -> list:
        """The state as ``[sign, size, bonus, neutral, reversal]`` (the factor alone cannot be
        restored: a later same-direction pocchi needs the size)."""
        return [self.sign, self.size, self.bonus, self.neutral, self.reversal]

    @classmethod
    def from_json(cls, data: list) -> "PocchiState":
        sign, size, bonus, neutral = data[:4]
        reversal = data[4] if len(data) > 4 else 1
        return cls(int(sign), int(size), int(bonus), bool(neutral), int(reversal))

    def after(self, colour: str, pos_to_neg_double: bool = False) -> "PocchiState":
        """The state after drawing a pocchi of ``colour``. ``pos_to_neg_double``: the option that
        a 正→逆 reversal is also ×2 (off by default)."""
        sign, size = _colour(colour)
        if self.neutral:
            return PocchiState(sign, size, 1, False)
        if sign == self.sign:                                   # same direction: the larger size stays
            return PocchiState(sign, max(self.size, size), self.bonus, False, self.reversal)
        turn = 2 if sign > 0 or pos_to_neg_double else 1       # 逆→正: 逆転 ×2; 正→逆 only with the option
        return PocchiState(sign, size, self.factor * turn, False, self.reversal * turn)


__all__ = ["COLOURS", "NAMES_JA", "PocchiState", "effect_of", "is_positive"]
