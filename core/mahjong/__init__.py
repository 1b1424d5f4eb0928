"""Mahjong machinery shared by the mahjong games (riichi, Hero Mahjong, Anmika).

Pure Python, no Qt. Every module works on tile *kinds* (ints 0..37, see ``tiles``); physical
tiles appear only where a copy or a mark matters. The contract between the modules is in
the project notes (``mahjong_contract.md``).

Modules, by job:

- ``tiles``: tile kinds and their predicates (terminal, honour, simple), the physical ``Tile``
  with its mark (red 赤, gold 金, 白 pocchi ポッチ colours), names and labels in English and
  Japanese, and ``counts_of`` (the 34-long counts a hand shape is analysed as).
- ``notation``: the text notation ``123m456p789s1234567z`` with its extras (``0p`` red five,
  ``5gs`` gold five, ``4gz`` gold north, ``5Gz`` pocchi, ``1f`` flowers): parse and write.
- ``tilesets``: the physical sets (riichi 136, sanma 108, Anmika 116), copies per kind, and
  the dora that an indicator points to.
- ``shanten``: shanten number (向聴数) of regular hands, seven pairs and thirteen orphans.
- ``waits``: waits (待ち), ukeire (受け入れ) and discard tables, furiten helpers.
- ``hand``: decomposition of a complete hand into melds and a pair, with the wait shape.
- ``yaku``: the yaku (役) registry and the tables the rulesets pick from.
- ``fu``: fu (符) of a winning hand.
- ``points``: points from han and fu, payments, honba and riichi sticks.
"""
