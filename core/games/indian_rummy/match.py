"""The match around the rounds: the ledger, the number of rounds, the formats and the ranking.

Formats (spec §9, §10):

- ``rounds`` (the seed): a chip ledger, ``starting_chips`` each (200), zero-sum, balances may go
  negative; a fixed number of rounds, one deal per player by default. A void round (流局) counts
  as a round: the deal passes on.
- ``points`` (India, points rummy): the same with one deal (``rounds`` = 1).
- ``pool`` (India, pool 101 / 201): counts add up as points (the winner of a round adds 0); a
  player reaching the limit is out. With ``pool_rejoins`` an eliminated player is offered to
  rejoin (the player chooses; at most ``pool_rejoins`` times in the match) while nobody left is
  above 79 (101) / 174 (201) and at least two players are left, with one point more than the
  highest score left. The last player left wins. Safeguard:
  the match also ends after ``MAX_POOL_ROUNDS`` rounds; the players left then rank by the lowest
  score.
- ``deals`` (India, deals rummy): 80 chips per deal per player; after the fixed number of deals
  the most chips wins; a tie for the most chips is broken by a further deal between the tied
  players only (``tied``; the others sit it out), at most ``MAX_EXTRA_DEALS`` of them (then the
  tie stands and the lower seat index ranks first).

Scores of :meth:`Match.scores` are "higher is better": chips, or minus the pool points.
"""
from __future__ import annotations

MAX_POOL_ROUNDS = 60
MAX_EXTRA_DEALS = 10
DEAL_CHIPS = 80
REJOIN_LIMIT = {101: 79, 201: 174}


def match_format(options) -> str:
    """ "pool", "deals", "points" (a single round) or "rounds"."""
    if options["pool_limit"]:
        return "pool"
    if options["deals_count"]:
        return "deals"
    return "points" if options["rounds"] == 1 else "rounds"


class Match:
    """Ledger and progress of a match: ``ledger`` per seat (chips, or pool points), ``out`` (pool:
    eliminated seats, in order), ``round_no`` (rounds played or under way)."""

    __slots__ = ("format", "seats", "ledger", "round_no", "rounds_total", "limit", "rejoin", "out",
                 "out_round", "rejoins", "offers", "extra_deals", "tied", "end_reason")

    def __init__(self, seats: int, options) -> None:
        self.format = match_format(options)
        self.seats = seats
        self.limit = options["pool_limit"]
        self.rejoin = options["pool_rejoins"]          # rejoins allowed to one player
        if self.format == "pool":
            self.ledger = [0] * seats
            self.rounds_total = None
        elif self.format == "deals":
            self.ledger = [DEAL_CHIPS * options["deals_count"]] * seats
            self.rounds_total = options["deals_count"]
        else:
            self.ledger = [options["starting_chips"]] * seats
            self.rounds_total = options["rounds"] or seats
        self.round_no = 0
        self.out: list[int] = []
        self.out_round = [0] * seats
        self.rejoins = [0] * seats                     # how often each seat has rejoined
        self.offers: list[list[int]] = []              # pool: [seat, score] offered to rejoin, in seat order
        self.extra_deals = 0
        self.tied: list[int] = []              # deals: the players of a tie-break deal
        self.end_reason: str | None = None

    # --- a round's outcome ----------------------------------------------------------------
    def book(self, payments: list[int], paid: list[int]) -> list[int]:
        """Enter a round: ``payments`` signed chips per seat, ``paid`` what each seat paid.
        Returns the change of the ledger per seat (pool: the points added)."""
        change = list(paid) if self.format == "pool" else list(payments)
        self.ledger = [a + b for a, b in zip(self.ledger, change)]
        return change

    def eliminate(self) -> list[tuple[str, int, int]]:
        """Pool: the seats at or over the limit go out, or are offered to rejoin (see the module;
        :meth:`answer` takes the choice). Returns [("eliminated" | "rejoin_offered", seat, score)]
        in seat order; the score offered is the highest left plus one."""
        if self.format != "pool":
            return []
        gone = [s for s in range(self.seats) if s not in self.out and self.ledger[s] >= self.limit]
        left = [s for s in range(self.seats) if s not in self.out and s not in gone]
        top = max((self.ledger[x] for x in left), default=0)
        out = []
        for s in gone:
            if (self.rejoins[s] < self.rejoin and len(left) >= 2
                    and top <= REJOIN_LIMIT.get(self.limit, self.limit)):
                self.offers.append([s, top + 1])
                out.append(("rejoin_offered", s, top + 1))
            else:
                self._out(s)
                out.append(("eliminated", s, self.ledger[s]))
        return out

    def answer(self, seat: int, rejoin: bool) -> tuple[str, int, int]:
        """The first offered ``seat`` rejoins (with the score offered) or stays out."""
        offered = self.offers.pop(0)
        assert offered[0] == seat
        if rejoin:
            self.rejoins[seat] += 1
            self.ledger[seat] = offered[1]
            return ("rejoined", seat, offered[1])
        self._out(seat)
        return ("eliminated", seat, self.ledger[seat])

    def _out(self, seat: int) -> None:
        self.out.append(seat)
        self.out_round[seat] = self.round_no

    def in_play(self) -> list[int]:
        """Seats still in the match (in a tie-break deal: the tied players)."""
        if self.tied:
            return list(self.tied)
        return [s for s in range(self.seats) if s not in self.out]

    def finished(self) -> bool:
        """Whether the match ends after the round just booked (sets ``end_reason``)."""
        if self.format == "pool":
            if len(self.in_play()) <= 1:
                self.end_reason = "last_player"
            elif self.round_no >= MAX_POOL_ROUNDS:
                self.end_reason = "safeguard"
            return self.end_reason is not None
        if self.round_no < self.rounds_total + self.extra_deals:
            return False
        if self.format == "deals" and self._top_tied():
            if self.extra_deals < MAX_EXTRA_DEALS:
                self.extra_deals += 1
                best = max(self.ledger)
                self.tied = [s for s in range(self.seats) if self.ledger[s] == best]
                return False
            self.end_reason = "safeguard"
            return True
        self.end_reason = "rounds"
        return True

    def _top_tied(self) -> bool:
        best = max(self.ledger)
        return sum(1 for v in self.ledger if v == best) > 1

    # --- the outcome ------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """Higher is better: chips, or minus the pool points."""
        return [-v for v in self.ledger] if self.format == "pool" else list(self.ledger)

    def ranking(self) -> list[int]:
        """Seats best first. Pool: players left by the lowest score, then the eliminated, the
        last eliminated first. Chips: most chips first. Ties: the lower seat index first."""
        if self.format == "pool":
            return sorted(range(self.seats), key=lambda s: (s in self.out, -self.out_round[s], self.ledger[s], s))
        return sorted(range(self.seats), key=lambda s: (-self.ledger[s], s))

    def rounds_shown(self) -> int | None:
        """The total number of rounds (with tie-break deals), or None for a pool."""
        return None if self.rounds_total is None else self.rounds_total + self.extra_deals

    # --- copying and saving -------------------------------------------------------------------
    def clone(self) -> "Match":
        other = Match.__new__(Match)
        for k in self.__slots__:
            v = getattr(self, k)
            setattr(other, k, [list(x) if isinstance(x, list) else x for x in v] if isinstance(v, list) else v)
        return other

    def snapshot(self) -> dict:
        return {k: getattr(self, k) for k in self.__slots__}
