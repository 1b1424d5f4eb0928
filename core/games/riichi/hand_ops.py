"""What the riichi-family states (riichi, Anmika) do alike: cache the legal actions, find the
physical tiles an action names by token, offer and declare closed and added kans.

The state provides ``hands``, ``melds``, ``kans``, ``ippatsu``, ``no_calls``, ``pending_dora``,
``drawn``, ``riichi``, ``wall``, ``seats``, ``step``, ``_legal_cache``, ``_legal_actions`` and
``game.action_class``.
"""
from __future__ import annotations

from itertools import combinations

from core.engine import Event

from .actions import token
from .calls import Called


class HandOps:
    """Mixin of the riichi-family states (see the module docstring)."""

    def legal_actions(self, seat: int) -> list:
        """Every legal action of ``seat`` (``_legal_actions``), cached until the next action: a
        table and its agent ask for the same list several times."""
        key = (len(self.actions), seat, self.step)
        if self._legal_cache is not None and self._legal_cache[0] == key:
            return list(self._legal_cache[1])
        found = self._legal_actions(seat)
        self._legal_cache = (key, found)
        return list(found)

    def _tile_by_token(self, seat: int, tok: str):
        for t in self.hands[seat]:
            if token(t) == tok:
                return t
        raise KeyError(tok)

    def _tiles_by_tokens(self, seat: int, tokens) -> list:
        """Distinct physical tiles of the hand for these tokens (``5p 5p`` is two tiles)."""
        left, out = list(self.hands[seat]), []
        for tok in tokens:
            tile = next(t for t in left if token(t) == tok)
            left.remove(tile)
            out.append(tile)
        return out

    def _kan_options(self, seat: int, counts: list[int], closed_ok) -> list:
        """The closed kans (暗槓) of four in hand that ``closed_ok(kind)`` allows, and, outside
        riichi, the added kans (加槓) on a pon with its fourth tile in hand."""
        make = self.game.action_class
        out = []
        for kind in range(34):
            if counts[kind] == 4 and closed_ok(kind):
                tiles = [t for t in self.hands[seat] if t.kind == kind]
                out.append(make("closed_kan", seat, tuple(token(t) for t in tiles), "meld"))
        if not self.riichi[seat]:
            for i, m in enumerate(self.melds[seat]):
                if m.kind == "pon" and counts[m.tiles[0].kind] >= 1:
                    tile = next(t for t in self.hands[seat] if t.kind == m.tiles[0].kind)
                    out.append(make("added_kan", seat, (token(tile),), f"meld:{i}"))
        return out

    def _declare_closed_kan(self, seat: int, tiles: list) -> list[Event]:
        """暗槓: the four tiles become a meld and its kan dora is shown at once (the replacement
        draw is the caller's)."""
        for t in tiles:
            self.hands[seat].remove(t)
        self.melds[seat].append(Called("closed_kan", tuple(sorted(tiles)), None, None))
        self.kans[seat] += 1
        self.ippatsu = [False] * self.seats
        self.no_calls = False
        events = [Event("called", seat, tuple(token(t) for t in tiles), f"hand:{seat}", f"meld:{seat}",
                        info={"call": "closed_kan"})]
        return events + self._reveal_dora(1)

    def _reveal_dora(self, count: int) -> list[Event]:
        """Turn up to ``count`` more dora indicators (槓ドラ), as many as the wall still shows."""
        events = []
        for _ in range(count):
            shown = self.wall.reveal()
            if shown is not None:
                events.append(Event("dora_revealed", None, (token(shown),), "dead_wall", "dora"))
        return events

    def _declare_added_kan(self, seat: int, tile, index: int) -> list[Event]:
        """加槓: the tile joins pon ``index``; its kan dora waits for the next discard (the robbing
        window and the replacement draw are the caller's)."""
        self.hands[seat].remove(tile)
        old = self.melds[seat][index]
        self.melds[seat][index] = Called("added_kan", tuple(sorted(old.tiles + (tile,))), old.called, old.source)
        self.kans[seat] += 1
        self.pending_dora += 1
        self.ippatsu = [False] * self.seats
        self.no_calls = False
        self.drawn = None
        return [Event("called", seat, (token(tile),), f"hand:{seat}", f"meld:{seat}",
                      info={"call": "added_kan", "meld": index})]


def distinct_choices(tiles: list, n: int) -> list[tuple]:
    """The different ways (by token) to pick ``n`` of these same-kind tiles: a red, gold or pocchi
    tile is a choice of its own."""
    seen, out = set(), []
    for combo in combinations(tiles, n):
        key = tuple(sorted(token(t) for t in combo))
        if key not in seen:
            seen.add(key)
            out.append(combo)
    return out
