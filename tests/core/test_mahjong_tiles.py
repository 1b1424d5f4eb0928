"""The tile layer of core/mahjong: kinds and their predicates, the physical tile, names, the text
notation, the three tile sets (riichi 136, sanma 108, Anmika 116) and dora from an indicator."""
from __future__ import annotations

import ast
import dataclasses
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.mahjong import notation, tiles as tl, tilesets
from core.mahjong.notation import canonical, parse, parse_kinds, to_text
from core.mahjong.tiles import (
    EAST, GREEN, MARKS, N_KINDS, NORTH, RED, SOUTH, WEST, WHITE, Tile, counts_of, is_honor,
    is_simple, is_terminal, is_terminal_or_honor, kind_of, label, name, number_of, suit_of,
)
from core.mahjong.tilesets import TileSet, anmika_116, dora_of, riichi_136, sanma_108

K = parse_kinds      # K("9p") -> [17]


def k(text: str) -> int:
    (kind,) = parse_kinds(text)
    return kind


# --- kinds ---------------------------------------------------------------------------------

def test_kind_table_of_the_contract():
    assert [kind_of("m", n) for n in range(1, 10)] == list(range(0, 9))
    assert [kind_of("p", n) for n in range(1, 10)] == list(range(9, 18))
    assert [kind_of("s", n) for n in range(1, 10)] == list(range(18, 27))
    assert [kind_of("z", n) for n in range(1, 8)] == [EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED]
    assert (EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED) == tuple(range(27, 34))
    assert [kind_of("f", n) for n in range(1, 5)] == [34, 35, 36, 37]
    assert N_KINDS == 34 and (tl.MAN, tl.PIN, tl.SOU, tl.HONOR, tl.FLOWER) == tuple("mpszf")


def test_suit_and_number_invert_kind_of():
    for kind in range(38):
        assert kind_of(suit_of(kind), number_of(kind)) == kind


@pytest.mark.parametrize("suit, number, words", [
    ("x", 1, "unknown suit 'x'"), ("m", 0, "numbers run 1-9"), ("p", 10, "numbers run 1-9"),
    ("z", 8, "numbers run 1-7"), ("f", 5, "numbers run 1-4"), ("s", "5", "no tile '5'"),
])
def test_kind_of_rejects_what_names_no_tile(suit, number, words):
    with pytest.raises(ValueError, match=words):
        kind_of(suit, number)


def test_terminals_honours_and_simples_partition_the_hand_kinds():
    terminals = {k for k in range(N_KINDS) if is_terminal(k)}
    honours = {k for k in range(N_KINDS) if is_honor(k)}
    simples = {k for k in range(N_KINDS) if is_simple(k)}
    assert terminals == set(K("19m19p19s"))
    assert honours == set(K("1234567z"))
    assert simples == set(K("2345678m2345678p2345678s"))
    assert terminals | honours | simples == set(range(N_KINDS)) and len(simples) == 21
    yaochuu = {k for k in range(N_KINDS) if is_terminal_or_honor(k)}
    assert yaochuu == terminals | honours == set(tl.YAOCHUU) and len(tl.YAOCHUU) == 13


def test_flowers_are_neither_terminal_honour_nor_simple():
    for kind in K("1234f"):
        assert tl.is_flower(kind)
        assert not (is_terminal(kind) or is_honor(kind) or is_terminal_or_honor(kind) or is_simple(kind))
    assert not any(tl.is_flower(kind) for kind in range(N_KINDS))


def test_counts_of_kinds_and_tiles_ignores_flowers():
    counts = counts_of(parse("1112345678999m 0p 11f"))
    assert len(counts) == 34 and sum(counts) == 14
    assert counts[0] == 3 and counts[8] == 3 and counts[4] == 1 and counts[13] == 1
    assert counts_of(K("77z")) == counts_of([RED, Tile(RED, 1)])
    assert counts_of([]) == [0] * 34


@pytest.mark.parametrize("bad", [38, -1, 99])
def test_counts_of_rejects_non_kinds(bad):
    with pytest.raises(ValueError, match=f"not a tile kind: {bad}"):
        counts_of([0, bad])


# --- the physical tile ---------------------------------------------------------------------

def test_tiles_sort_by_kind_then_mark_then_copy():
    five_p = [Tile(13, 1), Tile(13, 0, "gold"), Tile(13, 0), Tile(13, 0, "red"), Tile(12, 3),
              Tile(14, 0)]
    assert sorted(five_p) == [Tile(12, 3), Tile(13, 0), Tile(13, 1), Tile(13, 0, "red"),
                              Tile(13, 0, "gold"), Tile(14, 0)]
    whites = [Tile(WHITE, 0, c) for c in ("crimson", "yellow", "blue", "green")] + [Tile(WHITE, 3)]
    assert [t.mark for t in sorted(whites)] == ["", "green", "blue", "yellow", "crimson"]
    assert MARKS == ("", "red", "gold", "green", "blue", "yellow", "crimson")
    assert Tile(13, 0, "red") > Tile(13, 7) and Tile(13, 7) <= Tile(13, 0, "red")
    assert Tile(13, 0, "red") >= Tile(13, 0, "red") and Tile(0, 7) < Tile(1, 0)


def test_tile_is_frozen_hashable_and_compares_only_with_tiles():
    tile = Tile(13, 0, "red")
    assert tile == Tile(13, 0, "red") != Tile(13, 0) and len({tile, Tile(13, 0, "red")}) == 1
    assert tile.is_red and not tile.is_gold and not tile.is_pocchi
    assert Tile(WHITE, 0, "blue").is_pocchi and Tile(NORTH, 0, "gold").is_gold
    with pytest.raises(dataclasses.FrozenInstanceError):
        tile.kind = 4
    with pytest.raises(TypeError):
        tile < 13


@pytest.mark.parametrize("args, words", [
    ((38,), "not a tile kind: 38"), ((-1,), "not a tile kind: -1"), ((0, 8), "copy must be 0-7"),
    ((0, -1), "copy must be 0-7"), ((13, 0, "purple"), "unknown mark 'purple'"),
    ((12, 0, "red"), r"red \(赤\) is only on 5m, 5p and 5s, not on 4p"),
    ((4, 0, "gold"), r"gold \(金\) is only on 5p, 5s and north, not on 5m"),
    ((GREEN, 0, "green"), r"pocchi \(ポッチ\) colours are only on white \(白\), not on green"),
])
def test_tile_rejects_impossible_tiles(args, words):
    with pytest.raises(ValueError, match=words):
        Tile(*args)


# --- names ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text, en, ja", [
    ("5p", "5 of circles", "五筒"), ("1m", "1 of characters", "一萬"), ("9s", "9 of bamboo", "九索"),
    ("1z", "East", "東"), ("4z", "North", "北"), ("5z", "White dragon", "白"),
    ("6z", "Green dragon", "發"), ("7z", "Red dragon", "中"), ("1f", "Spring", "春"),
    ("4f", "Winter", "冬"),
])
def test_names_in_english_and_japanese(text, en, ja):
    assert name(k(text)) == en and name(k(text), "en") == en and name(k(text), "ja") == ja


@pytest.mark.parametrize("text, en, ja", [
    ("5p", "5p", "五筒"), ("0p", "red 5p", "赤五筒"), ("0m", "red 5m", "赤五萬"),
    ("5gs", "gold 5s", "金五索"), ("4gz", "gold north", "金北"), ("4z", "north", "北"),
    ("5z", "white", "白"), ("5Gz", "green pocchi white", "正ポッチ白"),
    ("5Bz", "blue pocchi white", "倍正ポッチ白"), ("5Yz", "yellow pocchi white", "逆ポッチ白"),
    ("5Cz", "crimson pocchi white", "倍逆ポッチ白"), ("3f", "autumn", "秋"),
])
def test_labels_show_the_mark(text, en, ja):
    (tile,) = parse(text)
    assert label(tile) == en and label(tile, "ja") == ja


def test_label_of_a_kind_and_languages():
    assert label(k("7z")) == "red" and label(k("7z"), "ja") == "中"
    assert name(k("2z"), "ja_JP") == "南" and name(k("2z"), "en-GB") == "South"
    with pytest.raises(ValueError, match="unsupported language 'fr'"):
        name(0, "fr")


# --- notation ------------------------------------------------------------------------------

def test_plain_notation():
    assert parse_kinds("123m456p789s1234567z") == [0, 1, 2, 12, 13, 14, 24, 25, 26, *range(27, 34)]
    assert parse("") == [] and to_text([]) == "" and parse("  ") == []
    assert parse("1m 1m") == [Tile(0, 0), Tile(0, 1)]


def test_every_extra_parses_to_its_mark():
    assert parse("0m0p0s") == [Tile(4, 0, "red"), Tile(13, 0, "red"), Tile(22, 0, "red")]
    assert parse("5rm5rp5rs") == parse("0m0p0s")
    assert parse("5gp5gs4gz") == [Tile(13, 0, "gold"), Tile(22, 0, "gold"), Tile(NORTH, 0, "gold")]
    assert parse("5G5B5Y5Cz") == [Tile(WHITE, 0, c) for c in ("green", "blue", "yellow", "crimson")]
    assert parse_kinds("1234f") == [34, 35, 36, 37]
    assert parse_kinds("0p5gp5Gz") == [13, 13, WHITE]


def test_copies_numbered_in_order_of_appearance_per_kind_and_mark():
    assert parse("5505p") == [Tile(13, 0), Tile(13, 1), Tile(13, 0, "red"), Tile(13, 2)]
    assert parse("11f1f") == [Tile(34, 0), Tile(34, 1), Tile(34, 2)]
    assert parse("0p5rp") == [Tile(13, 0, "red"), Tile(13, 1, "red")]


@pytest.mark.parametrize("text, canon", [
    ("5gp0p5p1m", "1m505gp"), ("055p", "550p"), ("5rm", "0m"), ("1f 7z 1s 1p 1m", "1m1p1s7z1f"),
    ("5C5Y5B5G5z", "55G5B5Y5Cz"), ("4gz4z", "44gz"), ("987m", "789m"), ("1m2m3m", "123m"),
    ("4f3f2f1f 5gs0s5s", "505gs1234f"),
])
def test_to_text_is_canonical(text, canon):
    assert to_text(parse(text)) == canon
    assert to_text(parse(canon)) == canon
    assert parse(canon) == canonical(parse(text))


def test_to_text_of_kinds_and_mixed():
    assert to_text([33, 0, 27, 17, 34]) == "1m9p17z1f"
    assert to_text([13, Tile(13, 0, "red"), Tile(13, 0, "gold")]) == "505gp"
    with pytest.raises(ValueError, match="not a tile or a tile kind: 38"):
        to_text([38])
    with pytest.raises(ValueError, match="not a tile or a tile kind: '1m'"):
        to_text(["1m"])


@pytest.mark.parametrize("extra", ["0m", "0p", "0s", "5gp", "5gs", "4gz", "5Gz", "5Bz", "5Yz",
                                   "5Cz", "1f", "2f", "3f", "4f"])
def test_every_extra_round_trips(extra):
    assert to_text(parse(extra)) == extra
    tiles = parse(extra * 3)
    assert parse(to_text(tiles)) == tiles and len(tiles) == 3


@pytest.mark.parametrize("text, words", [
    ("12", "digits at position 0 have no suit letter (m, p, s, z or f) after them"),
    ("1m23", "digits at position 2 have no suit letter"),
    ("m", "suit letter 'm' at position 0 has no digits before it"),
    ("1mm", "suit letter 'm' at position 2 has no digits before it"),
    ("12 3m", "digits at position 0 need a suit letter (m, p, s, z or f) before the space at position 2"),
    ("1x", "unexpected character 'x' at position 1: expected a digit"),
    ("1M", "unexpected character 'M' at position 1 (suit letters are lower case)"),
    ("1m,2m", "unexpected character ',' at position 2"),
    ("r5p", "mark 'r' at position 0: it must follow a digit"),
    ("5p g", "mark 'g' at position 3: it must follow a digit"),
    ("5rgp", "mark 'g' at position 2: a tile takes one mark"),
    ("0rp", "mark 'r' at position 1: 0 is already a red five and takes no mark"),
    ("0gs", "mark 'g' at position 1: 0 is already a red five"),
    ("10z", "'0z' at position 1: 0 is a red five, which exists only in m, p and s"),
    ("0f", "'0f' at position 0: 0 is a red five, which exists only in m, p and s"),
    ("18z", "'8z' at position 1: no such tile (honours run 1z-7z)"),
    ("9z", "'9z' at position 0: no such tile (honours run 1z-7z)"),
    ("5f", "'5f' at position 0: no such tile (flowers run 1f-4f)"),
    ("3rp", "'3rp' at position 0: red (赤) is only on 5m, 5p and 5s"),
    ("5rz", "'5rz' at position 0: red (赤) is only on 5m, 5p and 5s"),
    ("5gm", "'5gm' at position 0: gold (金) is only on 5p, 5s and north"),
    ("1gz", "'1gz' at position 0: gold (金) is only on 5p, 5s and north"),
    ("4Gz", "'4Gz' at position 0: pocchi (ポッチ) colours are only on white (白)"),
    ("5Bp", "'5Bp' at position 0: pocchi (ポッチ) colours are only on white (白)"),
    ("5Rz", "unexpected character 'R' at position 1"),
    ("111111111p", "the tile at position 8 is a 9th 1p: at most 8 copies"),
])
def test_bad_notation_says_which_character_and_why(text, words):
    with pytest.raises(ValueError) as info:
        parse(text)
    message = str(info.value)
    assert message.startswith(f"bad tile notation {text!r}: ") and words in message


def test_parse_kinds_has_no_copy_limit_but_checks_the_text():
    assert parse_kinds("1" * 12 + "m") == [0] * 12
    with pytest.raises(ValueError, match="'0z' at position 0"):
        parse_kinds("0z")
    with pytest.raises(TypeError, match="must be a str"):
        parse_kinds(["1m"])


# --- notation properties -------------------------------------------------------------------

KIND_MARKS = [(kind, mark) for kind in range(38) for mark in MARKS if tl.mark_allowed(kind, mark)]


def _numbered(pairs: list[tuple[int, str]]) -> list[Tile]:
    """Tiles for (kind, mark) pairs, copies by appearance, at most eight of each."""
    seen: Counter = Counter()
    out = []
    for pair in pairs:
        if seen[pair] <= tl.MAX_COPY:
            out.append(Tile(pair[0], seen[pair], pair[1]))
            seen[pair] += 1
    return out


tile_lists = st.lists(st.sampled_from(KIND_MARKS), max_size=40).map(_numbered)


def _loose_text(tiles: list[Tile], data) -> str:
    """The tiles in their own order, one group each, red fives as 0 or 5r, random spaces."""
    parts = []
    for tile in tiles:
        digit = str(number_of(tile.kind))
        if tile.mark == "red":
            digit = data.draw(st.sampled_from(["0", "5r"]))
        elif tile.mark:
            digit += notation.LETTER_OF_MARK[tile.mark]
        parts.append(digit + suit_of(tile.kind) + data.draw(st.sampled_from(["", " ", "  "])))
    return "".join(parts)


@settings(max_examples=300, deadline=None)
@given(tile_lists)
def test_round_trip_property(tiles):
    text = to_text(tiles)
    assert parse(text) == canonical(tiles)
    assert to_text(parse(text)) == text
    assert parse_kinds(text) == sorted(t.kind for t in tiles)
    assert parse(to_text(canonical(tiles))) == canonical(tiles)


@settings(max_examples=300, deadline=None)
@given(tile_lists, st.data())
def test_any_spelling_parses_back_in_order(tiles, data):
    text = _loose_text(tiles, data)
    assert parse(text) == tiles
    assert to_text(parse(text)) == to_text(tiles)


# --- tile sets -----------------------------------------------------------------------------

def _census(tileset: TileSet) -> Counter:
    return Counter((t.kind, t.mark) for t in tileset.tiles)


def test_riichi_136():
    ts = riichi_136()
    assert len(ts.tiles) == 136 and ts.players == 4 and ts.name == "riichi_136"
    assert ts.kinds_used == frozenset(range(34)) and ts.hand_kinds == tuple(range(34))
    assert all(ts.copies(kind) == 4 for kind in range(34)) and ts.copies(34) == 0
    assert {t for t in ts.tiles if t.mark} == set(parse("0m0p0s"))
    assert [t for t in ts.tiles if t.kind == 13] == parse("5550p")
    assert list(ts.tiles) == sorted(ts.tiles) and len(set(ts.tiles)) == 136


def test_riichi_red_fives_option():
    assert not any(t.mark for t in riichi_136((0, 0, 0)).tiles)
    ts = riichi_136((0, 2, 4))
    assert ts.copies_of(13, "red") == 2 and ts.copies_of(13, "") == 2
    assert ts.copies_of(22, "red") == 4 and ts.copies(22) == 4 and ts.copies_of(4, "red") == 0
    for bad in [(5, 0, 0), (1, 1), (1, -1, 1), ("1", 1, 1)]:
        with pytest.raises(ValueError, match="red_fives must be three counts 0-4"):
            riichi_136(bad)


def test_sanma_108():
    ts = sanma_108()
    assert len(ts.tiles) == 108 and ts.players == 3
    assert ts.kinds_used == frozenset(K("19m")) | frozenset(range(9, 34))
    assert [ts.copies(kind) for kind in range(9)] == [4, 0, 0, 0, 0, 0, 0, 0, 4]
    assert {t for t in ts.tiles if t.mark} == set(parse("0p0s"))
    assert sum(1 for t in sanma_108((0, 0, 0)).tiles if t.mark) == 0
    with pytest.raises(ValueError, match="sanma has no 5m"):
        sanma_108((1, 1, 1))


def test_anmika_116_with_gt():
    ts = anmika_116()
    assert len(ts.tiles) == 116 and ts.players == 3 and ts.name == "anmika_116"
    census = _census(ts)
    manzu = {kind: ts.copies(kind) for kind in range(9) if ts.copies(kind)}
    assert manzu == {k("7m"): 4, k("9m"): 4}
    for five in ("p", "s"):
        kind = k("5" + five)
        assert [t for t in ts.tiles if t.kind == kind] == parse(f"550{five}5g{five}")
    assert all(ts.copies(kind) == 4 for kind in range(9, 34))
    assert census[NORTH, "gold"] == 1 and census[NORTH, ""] == 3
    assert [t for t in ts.tiles if t.kind == WHITE] == parse("5G5B5Y5Cz") and census[WHITE, ""] == 0
    assert all(ts.copies(kind) == 2 for kind in range(34, 38))
    assert to_text(t for t in ts.tiles if t.kind >= 34) == "11223344f"
    assert sum(ts.copies(kind) for kind in range(38)) == 8 + 36 + 36 + 16 + 12 + 8 == 116
    assert not any(t.mark == "red" for t in ts.tiles if t.kind < 9)


def test_anmika_116_without_gt_and_with_two_gold_norths():
    ts = anmika_116(gt=False, gold_norths=2)
    assert len(ts.tiles) == 116
    assert {kind for kind in range(9) if ts.copies(kind)} == set(K("19m"))
    assert ts.copies(k("7m")) == 0 and ts.copies(k("1m")) == 4
    assert ts.copies_of(NORTH, "gold") == 2 and ts.copies_of(NORTH, "") == 2
    assert anmika_116(gold_norths=0).copies_of(NORTH, "gold") == 0
    for bad in (5, -1, 1.0):
        with pytest.raises(ValueError, match="gold_norths must be 0-4"):
            anmika_116(gold_norths=bad)


def test_tile_sets_are_frozen_hashable_and_compare_by_content():
    ts = riichi_136()
    assert ts == riichi_136() and hash(ts) == hash(riichi_136()) and ts != riichi_136((0, 0, 0))
    with pytest.raises(dataclasses.FrozenInstanceError):
        ts.players = 3
    with pytest.raises(TypeError):
        ts.dora_next[0] = 5
    with pytest.raises(ValueError, match="holds the same tile twice"):
        TileSet.of("broken", [Tile(0), Tile(0)], players=4)


def test_tile_set_of_derives_kinds_and_dora():
    ts = TileSet.of("mini", parse("1199m 11f"), players=2)
    assert ts.kinds_used == {0, 8, 34} and ts.hand_kinds == (0, 8)
    assert dict(ts.dora_next) == {0: 8, 8: 0}


# --- dora ----------------------------------------------------------------------------------

@pytest.mark.parametrize("indicator, dora", [
    ("1m", "2m"), ("9m", "1m"), ("4p", "5p"), ("9p", "1p"), ("9s", "1s"),
    ("1z", "2z"), ("3z", "4z"), ("4z", "1z"), ("5z", "6z"), ("6z", "7z"), ("7z", "5z"),
])
def test_riichi_dora_cycles(indicator, dora):
    assert dora_of(k(indicator), riichi_136()) == k(dora)


@pytest.mark.parametrize("tileset, indicator, dora", [
    (sanma_108(), "1m", "9m"), (sanma_108(), "9m", "1m"), (sanma_108(), "9p", "1p"),
    (anmika_116(), "7m", "9m"), (anmika_116(), "9m", "7m"), (anmika_116(), "4z", "1z"),
    (anmika_116(gt=False), "1m", "9m"), (anmika_116(gt=False), "9m", "1m"),
    (anmika_116(), "7z", "5z"), (anmika_116(), "9s", "1s"),
])
def test_dora_skips_kinds_missing_from_the_set(tileset, indicator, dora):
    assert dora_of(k(indicator), tileset) == k(dora)


@pytest.mark.parametrize("tileset", [riichi_136(), sanma_108(), anmika_116(), anmika_116(gt=False)])
def test_dora_next_is_a_cycle_through_every_hand_kind_of_the_set(tileset):
    nxt = tileset.dora_next
    assert set(nxt) == set(tileset.hand_kinds) == set(nxt.values())
    for start in nxt:
        seen, kind = [], start
        while kind not in seen:
            seen.append(kind)
            kind = nxt[kind]
        assert kind == start and {suit_of(x) for x in seen} == {suit_of(start)}


@pytest.mark.parametrize("tileset, indicator, words", [
    (anmika_116(), 34, r"a flower indicator \(spring\) has no dora here.*Anmika §4"),
    (anmika_116(), 37, r"flower indicator \(winter\)"),
    (sanma_108(), 4, "5m is not a tile of the sanma_108 set"),
    (anmika_116(), 0, "1m is not a tile of the anmika_116 set"),
    (riichi_136(), 38, "not a tile kind: 38"), (riichi_136(), -1, "not a tile kind: -1"),
])
def test_dora_of_refuses_what_it_cannot_answer(tileset, indicator, words):
    with pytest.raises(ValueError, match=words):
        dora_of(indicator, tileset)


# --- hygiene -------------------------------------------------------------------------------

def test_tile_layer_imports_only_the_standard_library():
    allowed = {"__future__", "dataclasses", "types", "typing"}
    for module in (tl, notation, tilesets):
        tree = ast.parse(Path(module.__file__).read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert {a.name.split(".")[0] for a in node.names} <= allowed, module.__name__
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                assert node.module.split(".")[0] in allowed, module.__name__
