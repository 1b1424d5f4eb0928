"""Shared rummy machinery: melds (runs, straight runs, sets, wild cards), card values, and the
exact best arrangement of a hand under the loser-counting tiers. Pure Python; never imports Qt.

Cards use the French notation of core.cards (``Ah Td 7s Qc``, ``#2``/``#3`` copies, ``X`` joker).
"""
from .arrange import best_arrangement, declaration_problem, is_rummy
from .melds import Meld, MeldRules, card_value, classify, is_wild, why_not_meld
from .tiers import Arrangement, meets_run_condition, tally

__all__ = ["MeldRules", "Meld", "Arrangement", "is_wild", "card_value", "classify", "why_not_meld",
           "best_arrangement", "is_rummy", "declaration_problem", "meets_run_condition", "tally"]
