"""The text notation for mahjong tiles, used in tests, logs and records.

Digits followed by their suit letter: ``123m456p789s1234567z`` is 1-9 of each suit and the
seven honours. Suits: ``m`` characters (萬子), ``p`` circles (筒子), ``s`` bamboo (索子), ``z``
honours numbered 東南西北白發中 = ``1z``-``7z``, ``f`` flowers 春夏秋冬 = ``1f``-``4f`` (華牌).

A mark letter follows the digit it marks:

- ``0m`` ``0p`` ``0s``: red five (赤ドラ), mark ``red``; ``5rm`` ``5rp`` ``5rs`` say the same;
- ``5gp`` ``5gs``: gold five (金五筒, 金五索), mark ``gold``;
- ``4gz``: gold north (金北), mark ``gold``;
- ``5Gz`` ``5Bz`` ``5Yz`` ``5Cz``: 白 pocchi (白ポッチ) with a green, blue, yellow or crimson
  (red) sticker: 正ポッチ, 倍正ポッチ, 逆ポッチ, 倍逆ポッチ; marks ``green`` ``blue`` ``yellow``
  ``crimson``.

Grammar (spaces may separate groups, never split one)::

    text  = { " " | group }
    group = item { item } suit
    item  = digit [ mark ]          "0" (a red five) takes no mark
    digit = "0" | "1" | ... | "9"
    mark  = "r" | "g" | "G" | "B" | "Y" | "C"
    suit  = "m" | "p" | "s" | "z" | "f"

Examples: ``parse("055p")`` is a red 5p and two plain 5p; ``parse("5gp5rp")`` a gold and a red
5p; ``parse("1234z 5G5B5Y5Cz")`` the four winds and the four pocchi; ``parse("11f")`` two 春.
``to_text`` writes the canonical form: tiles sorted (kind, then mark in ``tiles.MARKS`` order),
one group per suit in the order m p s z f, red fives as ``0``: ``to_text(parse("0p5p5gp1m"))``
is ``"1m505gp"``. ``parse(to_text(tiles)) == canonical(tiles)``.
"""
from __future__ import annotations

from typing import Iterable

from .tiles import (
    FLOWER, HONOR, KIND_NUMBER, KIND_SUIT, MARK_RULES, MAX_COPY, MARKS, NUMBERED_SUITS,
    N_ALL_KINDS, SUITS, Tile, kind_of, label, mark_allowed,
)

MARK_LETTERS = {"r": "red", "g": "gold", "G": "green", "B": "blue", "Y": "yellow", "C": "crimson"}
LETTER_OF_MARK = {mark: letter for letter, mark in MARK_LETTERS.items()}
_MARK_ORDER = {mark: i for i, mark in enumerate(MARKS)}
_SUIT_RANGE = {HONOR: "honours run 1z-7z", FLOWER: "flowers run 1f-4f"}


def _error(text: str, message: str) -> ValueError:
    return ValueError(f"bad tile notation {text!r}: {message}")


def _resolve(text: str, item: tuple[int, str, int], suit: str) -> tuple[int, str, int]:
    """(kind, mark, position) of one pending digit once its suit letter is known."""
    pos, digit, mark_pos = item
    mark = MARK_LETTERS[text[mark_pos]] if mark_pos >= 0 else ""
    where = f"{digit}{text[mark_pos] if mark_pos >= 0 else ''}{suit}' at position {pos}"
    if digit == "0":
        if suit not in NUMBERED_SUITS:
            raise _error(text, f"'{where}: 0 is a red five, which exists only in m, p and s")
        return kind_of(suit, 5), "red", pos
    number = int(digit)
    if number == 0 or number > (9 if suit in NUMBERED_SUITS else 7 if suit == HONOR else 4):
        rule = _SUIT_RANGE.get(suit, "suits run 1-9")
        raise _error(text, f"'{where}: no such tile ({rule})")
    kind = kind_of(suit, number)
    if not mark_allowed(kind, mark):
        raise _error(text, f"'{where}: {MARK_RULES[mark]}")
    return kind, mark, pos


def _scan(text: str) -> list[tuple[int, str, int]]:
    """(kind, mark, position of the digit) of every tile in ``text``, in order of appearance."""
    if not isinstance(text, str):
        raise TypeError(f"tile notation must be a str, not {type(text).__name__}")
    found: list[tuple[int, str, int]] = []
    pending: list[tuple[int, str, int]] = []      # (digit position, digit, mark position or -1)
    for pos, ch in enumerate(text):
        if "0" <= ch <= "9":
            pending.append((pos, ch, -1))
        elif ch in MARK_LETTERS:
            prev = text[pos - 1] if pos else ""
            if not ("0" <= prev <= "9"):
                why = "a tile takes one mark" if prev in MARK_LETTERS else "it must follow a digit"
                raise _error(text, f"mark {ch!r} at position {pos}: {why}")
            if prev == "0":
                raise _error(text, f"mark {ch!r} at position {pos}: 0 is already a red five "
                                   "and takes no mark")
            pending[-1] = (pending[-1][0], prev, pos)
        elif ch in SUITS:
            if not pending:
                raise _error(text, f"suit letter {ch!r} at position {pos} has no digits before it")
            found.extend(_resolve(text, item, ch) for item in pending)
            pending = []
        elif ch.isspace():
            if pending:
                raise _error(text, f"digits at position {pending[0][0]} need a suit letter "
                                   f"(m, p, s, z or f) before the space at position {pos}")
        else:
            hint = " (suit letters are lower case)" if ch.lower() in SUITS else ""
            raise _error(text, f"unexpected character {ch!r} at position {pos}{hint}: expected "
                               "a digit, a mark (r g G B Y C), a suit letter (m p s z f) or a space")
    if pending:
        raise _error(text, f"digits at position {pending[0][0]} have no suit letter "
                           "(m, p, s, z or f) after them")
    return found


def parse(text: str) -> list[Tile]:
    """The tiles written in ``text``, in order of appearance.

    Copies are numbered from 0 in order of appearance per (kind, mark), so ``parse("5505p")``
    is 5p copies 0 and 1, a red 5p copy 0, and 5p copy 2. More than eight tiles of one kind
    and mark cannot be told apart and raise ValueError, as does any malformed text.
    """
    seen: dict[tuple[int, str], int] = {}
    tiles = []
    for kind, mark, pos in _scan(text):
        copy = seen.get((kind, mark), 0)
        if copy > MAX_COPY:
            raise _error(text, f"the tile at position {pos} is a {MAX_COPY + 2}th "
                               f"{label(Tile(kind, 0, mark))}: at most {MAX_COPY + 1} copies")
        seen[kind, mark] = copy + 1
        tiles.append(Tile(kind, copy, mark))
    return tiles


def parse_kinds(text: str) -> list[int]:
    """The kinds written in ``text``, in order of appearance (marks dropped, no copy limit)."""
    return [kind for kind, _mark, _pos in _scan(text)]


def _kind_and_mark(item: Tile | int) -> tuple[int, str]:
    if isinstance(item, Tile):
        return item.kind, item.mark
    if isinstance(item, int) and 0 <= item < N_ALL_KINDS:
        return item, ""
    raise ValueError(f"not a tile or a tile kind: {item!r}")


def to_text(tiles_or_kinds: Iterable[Tile | int]) -> str:
    """The canonical text of some tiles or kinds (a kind is a plain tile).

    Sorted by kind, then mark in ``tiles.MARKS`` order (plain, red, gold, pocchi colours), one
    group per suit in the order m p s z f; a red five is ``0``, other marks follow their digit:
    ``to_text(parse("5gp0p5p1m"))`` is ``"1m505gp"``. Copies are not written.
    """
    pairs = sorted((_kind_and_mark(item) for item in tiles_or_kinds),
                   key=lambda pair: (pair[0], _MARK_ORDER[pair[1]]))
    out: list[str] = []
    suit = ""
    for kind, mark in pairs:
        if KIND_SUIT[kind] != suit:
            if suit:
                out.append(suit)
            suit = KIND_SUIT[kind]
        out.append("0" if mark == "red" else f"{KIND_NUMBER[kind]}{LETTER_OF_MARK.get(mark, '')}")
    if suit:
        out.append(suit)
    return "".join(out)


def canonical(tiles: Iterable[Tile]) -> list[Tile]:
    """``tiles`` as ``parse(to_text(tiles))`` gives them back: sorted, copies renumbered from 0
    per (kind, mark)."""
    seen: dict[tuple[int, str], int] = {}
    out = []
    for tile in sorted(tiles):
        copy = seen.get((tile.kind, tile.mark), 0)
        seen[tile.kind, tile.mark] = copy + 1
        out.append(Tile(tile.kind, copy, tile.mark))
    return out


class TileList(tuple):
    """Tile tokens as an argument of a translatable message (an AI's reason: "Discards {tile}"):
    formats as the tokens (``3z``) in core, and the GUI, seeing the type, writes them as its log
    does ("West", 西)."""

    def __str__(self) -> str:
        return " ".join(self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

