"""Riichi mahjong (リーチ麻雀) for four players: the plain base game that Hero Mahjong builds on,
with the base rules of its seed (east-only, 25,000 points, red fives, open tanyao, atozuke, ura
and kan dora, no abortive draws but four kans, agari-yame and tenpai-yame, the bust end).

The game itself (its ``Game``) is in :mod:`.game`; the registry lists it."""
