"""Hero Mahjong AI: the riichi AI for the tiles, and a card policy on top (hero_mahjong.md §5).

- Choosing decks: the card with the highest :data:`WORTH` of those offered (2-Pick), or an avatar
  and action cards of total level 6 by worth (constructed).
- Windows: cards that only help (peeks, counts, end-of-hand and after-win bonuses, a riichi win's
  han) are used whenever offered; 加速 and 超加速 when the hand is one step from ready or ready;
  a paid 超加速 for one step only; dora cards when ready; deposits forced on the leader; the call
  lock and the unronnable discard when ready. Swaps and wall tricks are left alone (easy and
  normal); the sketch keeps a tile that improves the hand.

Every choice sets :attr:`reason` (context "ai").
"""
from __future__ import annotations

from typing import Sequence

from core.engine import QT_TRANSLATE_NOOP, Action, View
from core.games.riichi import ai as base
from core.mahjong.shanten import shanten

LEVELS = base.LEVELS
T_CARD = QT_TRANSLATE_NOOP("ai", "Uses the card {card}.")
T_PICK = QT_TRANSLATE_NOOP("ai", "Keeps the card {card}.")
T_WAIT = QT_TRANSLATE_NOOP("ai", "Keeps its cards for later.")

#: how much a card is worth when choosing a deck (higher first)
WORTH = {"alex_av": 5, "himiko_av": 3, "archi_av": 2, "eliz_av": 4, "suntzu_av": 2, "khan_av": 4, "leo_av": 2,
         "musashi_av": 3, "alex_1": 5, "himiko_1": 2, "archi_1": 1, "eliz_1": 3, "suntzu_1": 3, "khan_1": 3,
         "leo_1": 2, "musashi_1": 3, "alex_2": 5, "himiko_2": 4, "archi_2": 1, "eliz_2": 3, "suntzu_2": 4,
         "khan_2": 2, "leo_2": 3, "musashi_2": 2, "alex_3": 5, "himiko_3": 5, "archi_3": 1, "eliz_3": 4,
         "suntzu_3": 3, "khan_3": 3, "leo_3": 1, "musashi_3": 5}
ALWAYS_GOOD = {"peek", "count_suits", "pool_if_last", "winner_pays", "noten_pays", "open_melds_bonus",
               "ron_on_riichi_bonus", "riichi_han", "forced_deposit", "accel_after_call", "super_accel_after_call",
               "chi_from_anyone", "duel"}
WHEN_CLOSE = {"accel", "super_accel", "paid_super_accel"}
WHEN_READY = {"dora", "call_lock", "no_ron", "free_riichi"}


class HeroAgent(base.RiichiAgent):
    """One seat's AI at ``level`` (see the module docstring)."""

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        from .cards import load_set
        cards = load_set("original_v1")
        kinds = {a.kind for a in legal}
        if "pick" in kinds:
            pick = max((a for a in legal if a.kind == "pick"), key=lambda a: WORTH.get(a.target, 0))
            if "done" in kinds and WORTH.get(pick.target, 0) < 3:
                return next(a for a in legal if a.kind == "done")
            self.reason = base._m(T_PICK, card=pick.target)
            return pick
        if kinds <= {"done"}:
            return legal[0]
        if "sketch" in kinds:
            return next(a for a in legal if a.target == "keep")
        if kinds & {"swap", "swap_rivers", "put_back", "done"}:
            done = [a for a in legal if a.kind == "done"]
            return done[0] if done else legal[0]
        usable = [a for a in legal if a.kind == "card" and self._wants(view, cards.card(a.target), a)]
        if usable and self.level != "easy":
            pick = usable[0]
            self.reason = base._m(T_CARD, card=pick.target)
            return pick
        rest = [a for a in legal if a.kind != "card"]
        if set(a.kind for a in rest) <= {"draw", "pass"} and rest:
            self.reason = base._m(T_WAIT)
            return rest[0]
        return super().choose(view, [a for a in rest if a.kind not in ("draw",)] or rest)

    def _wants(self, view: View, card, action) -> bool:
        ops = {e.op for e in card.effects}
        if ops & ALWAYS_GOOD:
            return not (ops & WHEN_CLOSE) or self._steps(view) <= 1
        if action.option.startswith("n=") and action.option != "n=1":
            return False
        if ops & WHEN_CLOSE:
            return self._steps(view) <= 1
        if ops & WHEN_READY:
            return self._steps(view) <= 0
        return False

    def _steps(self, view: View) -> int:
        """The hand's distance from ready (shanten), as the riichi AI reads it."""
        r = base.Reading(view)
        if sum(r.counts) % 3 == 2:
            return base._best_after(r)[0]
        return shanten(r.counts, r.melds)


def make(level: str, seed: int = 0):
    return HeroAgent(level, seed) if level in LEVELS else None
