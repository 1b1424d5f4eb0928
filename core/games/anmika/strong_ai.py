"""The strong Anmika AI's reading of a decision: the riichi evaluation (core.games.riichi.strong)
with what Anmika's table adds to the cost of dealing in.

A deal-in in Anmika costs more than in riichi (measured over 90 arena games: 10,000 to 18,000
points and 8 to 13 chips on average): every seat's norths set aside are its dora and its chips,
flowers lift the value (夏) and pay chips, and a shuba declarer receives its chips twice. Each
threatening seat's cost is read from what the view shows of that seat.
"""
from __future__ import annotations

from core.games.riichi import strong

#: what a deal-in into a plain riichi costs in Anmika, in points (a dealer's: half as much again;
#: a hand with three calls: DEAL_IN_OPEN_SHARE of it)
DEAL_IN_RIICHI_PTS = 9000.0
DEAL_IN_OPEN_SHARE = 0.7
#: ... more per north (a dora and a chip) and per flower that seat has set aside
PER_NORTH_PTS = 1500.0
PER_FLOWER_PTS = 800.0
#: the chips of a deal-in beside that seat's norths (red and gold fives, ura, ippatsu); doubled
#: when that seat declared shuba
DEAL_IN_BASE_CHIPS = 7.0


class AnmikaSituation(strong.Situation):
    """The strong Situation with Anmika's deal-in costs per threatening seat."""

    def _threats(self, d) -> list:
        out = super()._threats(d)
        extracted = d.get("extracted") or [[] for _ in range(self.seats)]
        shuba = d.get("shuba") or [False] * self.seats
        for t in out:
            t.cost = self.deal_in_cost(t.seat, t.riichi, d["dealer"], extracted[t.seat], bool(shuba[t.seat]))
        return out

    def deal_in_cost(self, seat: int, riichi: bool, dealer: int, extracted: list, shuba: bool) -> float:
        """Points and chips (at ``chip_points`` each) a deal-in into ``seat`` costs."""
        norths = sum(1 for x in extracted if x.endswith("z"))
        flowers = sum(1 for x in extracted if x.endswith("f"))
        pts = DEAL_IN_RIICHI_PTS * (1.0 if riichi else DEAL_IN_OPEN_SHARE) * (1.5 if seat == dealer else 1.0)
        pts += PER_NORTH_PTS * norths + PER_FLOWER_PTS * flowers
        chips = (DEAL_IN_BASE_CHIPS + norths) * (2 if shuba else 1)
        return pts + self.chip_points * chips
