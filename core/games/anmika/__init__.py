"""Anmika sanma (華八アンミカ筋肉GT五等, "Anmika Muscle"): three-player mahjong with eight flowers,
coloured pocchi whites, fever riichi, the GT 7m and chips (祝儀) beside the points
(shared/rules/anmika.md). Three seats, or four with one sitting out each hand (4人回し).

The game itself (its ``Game``) is in :mod:`.game`; the registry lists it."""
