"""Waits (待ち), ukeire (受け入れ), the discard table and furiten (振聴).

All work on counts (34 ints) as in ``shanten``, with the same ``melds``, ``terminals`` and
``kinds`` (the kinds of the tile set in play: a kind the set lacks, like 2m-8m in sanma, is
never a wait nor an ukeire tile).

- ``waits``: the kinds that complete a tenpai (聴牌) hand of ``13 - 3 * melds`` tiles. A kind the
  hand already holds four of cannot be drawn, so it is no wait.
- ``ukeire``: the kinds that lower the shanten (向聴数) of such a hand, each with the copies
  still unseen by the player (``unseen``; by default ``4 - counts - visible``, ``visible``
  being the copies the player sees outside the hand: discards, melds, dora indicators).
- ``discard_table``: for a hand of ``14 - 3 * melds`` tiles, each kind it could discard with the
  shanten and the ukeire after that discard (何切る).
- ``is_furiten``: permanent furiten, a wait among one's own discards.

Furiten (振聴) has three causes; only the first is a property of the hand and the discards:

- permanent (捨て牌の振聴): a wait is among the player's own discards (``is_furiten``);
- same-turn (同巡内の振聴): a winning tile discarded by another player was let pass since the
  player's last discard;
- riichi (立直後の振聴): a winning tile was let pass after riichi, for the rest of the hand.

The game tracks the last two with a ``missed_ron`` flag on the seat (cleared by the player's
own discard, unless in riichi) and combines it with ``is_furiten``.
"""
from __future__ import annotations

from core.mahjong.shanten import KOKUSHI_13, N_KINDS, shanten, shanten_after_draw

_WAITING_TILES = {0: 13, 1: 10, 2: 7, 3: 4, 4: 1}       # a waiting hand's tiles, by called melds


def waits(counts, melds: int = 0, kinds=None, terminals=KOKUSHI_13) -> list[int]:
    """Kinds (sorted) that complete a tenpai hand of ``13 - 3 * melds`` tiles; ``[]`` if the
    hand is not tenpai. A kind held four times is excluded (no fifth copy); a kind whose
    other copies are all visible still is a wait (空聴 karaten)."""
    hand = _waiting_hand(counts, melds)
    if shanten(hand, melds, terminals, kinds) != 0:
        return []
    after = shanten_after_draw(hand, melds, terminals, kinds)
    return [kind for kind, s in enumerate(after) if s is not None and s < 0]


def ukeire(counts, melds: int = 0, unseen=None, *, visible=None, kinds=None,
           terminals=KOKUSHI_13) -> dict[int, int]:
    """Ukeire (受け入れ) of a hand of ``13 - 3 * melds`` tiles: kind -> copies left unseen, for
    every kind whose draw lowers the shanten (including those with none left).

    ``unseen`` (34 ints) are the copies the player cannot see; without it, ``4 - counts``
    minus ``visible`` (34 ints, copies seen outside the hand) if given.
    """
    hand = _waiting_hand(counts, melds)
    left = _unseen(hand, unseen, visible)
    return _ukeire(hand, melds, left, kinds, terminals, shanten(hand, melds, terminals, kinds))


def discard_table(counts14, melds: int = 0, unseen=None, *, visible=None, kinds=None,
                  terminals=KOKUSHI_13) -> list[tuple[int, int, dict[int, int]]]:
    """For each kind held in a hand of ``14 - 3 * melds`` tiles, in kind order:
    ``(discard, shanten after it, ukeire after it)``.

    ``unseen`` / ``visible`` as for ``ukeire``, about the 14-tile hand (the discard stays seen:
    it lies in the pond).
    """
    hand = _counts(counts14)
    if len(hand) != N_KINDS or sum(hand) != _tiles_waiting(melds) + 1:
        raise ValueError(f"a hand to discard from holds {14 - 3 * melds} tiles "
                         f"with {melds} melds, got {sum(hand)}")
    left = _unseen(hand, unseen, visible)
    table = []
    for kind in range(N_KINDS):
        if hand[kind]:
            hand[kind] -= 1
            after = shanten(hand, melds, terminals, kinds)
            table.append((kind, after, _ukeire(hand, melds, left, kinds, terminals, after)))
            hand[kind] += 1
    return table


def is_furiten(waits, own_discards_kinds) -> bool:
    """Permanent furiten (振聴): one of the hand's waits is among the player's own discards
    (any wait, not only the tile that would win). Same-turn and riichi furiten are the game's
    ``missed_ron`` flags (see the module docstring)."""
    discarded = set(own_discards_kinds)
    return any(kind in discarded for kind in waits)


# --- helpers ---------------------------------------------------------------------------------

def _counts(counts) -> bytearray:
    """A mutable copy (a bytearray: ``shanten`` reads it fastest)."""
    try:
        return bytearray(counts)
    except (TypeError, ValueError):
        raise ValueError(f"counts must be 34 ints in 0..4, got {counts!r}") from None


def _waiting_hand(counts, melds: int) -> bytearray:
    hand = _counts(counts)
    if len(hand) != N_KINDS or sum(hand) != _tiles_waiting(melds):
        raise ValueError(f"a waiting hand holds {13 - 3 * melds} tiles with {melds} melds, "
                         f"got {sum(hand)} in {len(hand)} counts")
    return hand


def _tiles_waiting(melds) -> int:
    """Tiles of a waiting hand with ``melds`` called melds (-2 for no such number)."""
    return _WAITING_TILES.get(melds, -2) if isinstance(melds, int) else -2


def _unseen(hand, unseen, visible) -> list[int]:
    if unseen is not None:
        left = list(unseen)
    elif visible is not None:
        left = [max(0, 4 - h - v) for h, v in zip(hand, visible)]
    else:
        left = [4 - h for h in hand]
    if len(left) != N_KINDS:
        raise ValueError("unseen / visible must be 34 counts")
    return left


def _ukeire(hand, melds, left, kinds, terminals, before) -> dict[int, int]:
    """Kinds whose draw lowers the shanten from ``before``, with the copies ``left``."""
    after = shanten_after_draw(hand, melds, terminals, kinds)
    return {kind: left[kind] for kind, s in enumerate(after) if s is not None and s < before}
