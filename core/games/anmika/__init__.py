"""Anmika sanma (華八アンミカ筋肉GT五等, "Anmika Muscle"): three-player mahjong with flowers, pocchi
whites, fever riichi and the GT 7m (shared/rules/anmika.md). The game is being built; this package
so far holds its yaku table and hand rules (:mod:`core.games.anmika.yaku`)."""
