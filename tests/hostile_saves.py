"""The hostile-save corpus (issue 19): save files crafted to break the loader, each named after
what it is, with the reason the loader must give for it.

The small files are committed in ``tests/data/hostile_saves/`` (regenerate them with
``PYTHONPATH=. python tests/hostile_saves.py``); the big ones (megabytes) are made at test time
by :func:`big_cases`. :func:`control_saves` makes a valid save of every game, which must load.
Every case is a function of a valid base document, so that exactly one thing is wrong in it.
"""
from __future__ import annotations

import json
import pickle
import sys
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from core import saves  # noqa: E402
from core.engine import Rng  # noqa: E402
from core.registry import GAMES  # noqa: E402

FOLDER = Path(__file__).resolve().parent / "data" / "hostile_saves"
SAVED_AT = "2024-05-01T12:00:00+09:00"
PLAYERS = [{"name": "You", "kind": "human", "level": None},
           {"name": "Aoi", "kind": "ai", "level": "easy"},
           {"name": "Ren", "kind": "ai", "level": "normal"},
           {"name": "Yui", "kind": "ai", "level": "strong"}]

# the reasons (English source of the storage messages)
EMPTY = "The save file is empty."
NOT_JSON = "The file is not a House Rules save (it is not JSON)."
DAMAGED = "The save is truncated or damaged."
HUGE = "The save contains a number that is far too large."
DEEP = "The save is damaged (it is nested too deeply)."
NOT_A_SAVE = "The file is JSON but not a House Rules save."
TOO_LARGE = f"The save is too large (limit {saves.MAX_SAVE_BYTES // 2 ** 20} MB)."
OPTIONS = "The rule options in this save are not valid for this game."
REPLAY = "The moves in this save cannot be replayed."
CHECKSUM = "The save does not match its checksum: it was changed or made by different rules."
RECORD = "The game record in this save is damaged."
#: a malformed Wild Rummy R action: refused when read or when replayed (issue 19 item 9 decides which)
MALFORMED = ("Move 1 in this save is damaged.", REPLAY)


def missing(field: str) -> str:
    return f"Field '{field}' is missing."


def wrong(field: str) -> str:
    return f"Field '{field}' has the wrong type."


def out_of_range(field: str) -> str:
    return f"Field '{field}' is out of range."


def too_long(field: str, limit: int) -> str:
    return f"Field '{field}' is too long (at most {limit} characters)."


def move(n: int) -> str:
    return f"Move {n} in this save is damaged."


# --- valid documents ----------------------------------------------------------------------------
def play(game_id: str, seats: int, seed: int, moves: int | None, options: dict | None = None):
    """A state of ``game_id`` after ``moves`` random legal actions (None: to the end)."""
    state = GAMES[game_id].new_state(seats, options, seed)
    rng = Rng(seed + 1000)
    n = 0
    while not state.is_over() and (moves is None or n < moves):
        state.apply(rng.choice(state.legal_actions(state.to_move()[0])))
        n += 1
    return state


def document(state, players: list[dict] | None = None, title: str = "") -> dict:
    """The save document of ``state`` (what saves.save_game writes)."""
    players = players or [{"name": f"P{s}", "kind": "ai", "level": "normal"} for s in range(state.seats)]
    return {"format": "houserules-save", "version": 1, "title": title, "saved_at": SAVED_AT,
            "finished": state.is_over(), "players": players, "digest": state.digest(),
            "record": state.record().to_json()}


def base() -> dict:
    """The valid daifugō save most cases change one thing of: 4 seats, 12 moves played."""
    return document(play("daifugo", 4, 11, 12), PLAYERS, "t")


def dumped(doc) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode()


DELETE = object()


def changed(doc: dict, path: list, value) -> dict:
    """A copy of ``doc`` with the field at ``path`` set to ``value`` (deleted if DELETE)."""
    doc = json.loads(json.dumps(doc))
    target = doc
    for key in path[:-1]:
        target = target[key]
    if value is DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return doc


def set_(path: list, value) -> Callable[[dict], bytes]:
    return lambda d: dumped(changed(d, path, value))


def raw(path: list, text: str) -> Callable[[dict], bytes]:
    """The document with the field at ``path`` replaced by the raw JSON text ``text``."""
    return lambda d: dumped(changed(d, path, "@@RAW@@")).replace(b'"@@RAW@@"', text.encode())


def nested(depth: int, inner: str = '"3s"') -> str:
    """``inner`` inside ``depth`` lists."""
    return "[" * depth + inner + "]" * depth


def daifugo_rule_nested(depth: int) -> Callable[[dict], bytes]:
    """A rule-addition daifugō save whose one rule (deny a play of 99 cards: never) nests its
    condition in ``depth`` "not"s (an even depth: the rule never fires, the moves replay). Built
    as text: json.dumps itself would recurse too deep."""
    def make(d):
        rule = {"instance": 1, "id": "deep", "by": 0, "components": [
            {"kind": "static", "type": "deny", "if": "@@COND@@"}]}
        doc = changed(d, ["record", "options", "rules"], [rule])
        cond = '{"not":' * depth + '{"test":"count","op":"==","n":99}' + "}" * depth
        return dumped(doc).replace(b'"@@COND@@"', cond.encode())
    return make


def game_doc(game_id: str, seats: int, moves: int, seed: int = 5) -> dict:
    return document(play(game_id, seats, seed, moves))


def other_game(game_id: str, seats: int, path: list, value, moves: int = 6) -> Callable[[dict], bytes]:
    """A save of ``game_id`` (``moves`` played) with the field at ``path`` set to ``value``."""
    return lambda d: dumped(changed(game_doc(game_id, seats, moves), path, value))


def other_game_raw(game_id: str, seats: int, path: list, text: str, moves: int = 6) -> Callable[[dict], bytes]:
    return lambda d: raw(path, text)(game_doc(game_id, seats, moves))


def actions(d: dict) -> list:
    return d["record"]["actions"]


def garbage_actions(n: int) -> Callable[[dict], bytes]:
    """``n`` actions of every malformed shape in turn."""
    shapes = [None, 7, "pass", [], {}, {"kind": 5, "seat": 0}, {"kind": "play"}, {"seat": 0},
              {"kind": "play", "seat": "0"}, {"kind": "play", "seat": 0, "cards": "3s"},
              {"kind": "play", "seat": 0, "cards": [3]}, {"kind": "play", "seat": 0, "bogus": 1},
              {"kind": "play", "seat": 0, "target": 9}, {"kind": "play", "seat": True}]
    return set_(["record", "actions"], [shapes[i % len(shapes)] for i in range(n)])


def passes(n: int) -> Callable[[dict], bytes]:
    """``n`` well-formed actions that are not legal (every seat passes, on and on)."""
    return set_(["record", "actions"], [{"kind": "pass", "seat": i % 4, "cards": [], "target": "pass"}
                                        for i in range(n)])


# --- the corpus: file name -> (how to make it from the base document, the reason) -------------
CASES: dict[str, tuple[Callable[[dict], bytes], str | tuple]] = {
    # not JSON, or not a save
    "empty.json": (lambda d: b"", EMPTY),
    "whitespace_only.json": (lambda d: b" \n\t\r\n", EMPTY),
    "truncated_half.json": (lambda d: dumped(d)[: len(dumped(d)) // 2], DAMAGED),
    "truncated_last_byte.json": (lambda d: dumped(d)[:-1], DAMAGED),
    "truncated_after_format.json": (lambda d: b'{"format": "houserules-save", "vers', DAMAGED),
    "invalid_utf8.json": (lambda d: dumped(d).replace(b'"t"', b'"\xff\xfe"'), DAMAGED),
    "utf16_encoded.json": (lambda d: json.dumps(d).encode("utf-16"), NOT_JSON),
    "nul_bytes.json": (lambda d: bytes(4096), NOT_JSON),
    "plain_text.json": (lambda d: b"Hello, this is a letter, not a game.", NOT_JSON),
    "png_header.json": (lambda d: b"\x89PNG\r\n\x1a\n" + bytes(64), NOT_JSON),
    "pickle_of_a_save.json": (lambda d: pickle.dumps(d, protocol=2), NOT_JSON),
    "bom_then_garbage.json": (lambda d: b"\xef\xbb\xbf{garbage", DAMAGED),
    "json_list.json": (lambda d: b"[1, 2, 3]", NOT_A_SAVE),
    "json_string.json": (lambda d: b'"houserules-save"', NOT_A_SAVE),
    "json_null.json": (lambda d: b"null", NOT_A_SAVE),
    "json_number.json": (lambda d: b"42", NOT_A_SAVE),
    "json_empty_object.json": (lambda d: b"{}", NOT_A_SAVE),
    "bare_record.json": (lambda d: dumped(d["record"]), NOT_A_SAVE),
    "trailing_garbage.json": (lambda d: dumped(d) + b" {}", DAMAGED),
    # numbers JSON does not have, or far too large
    "nan_seed.json": (raw(["record", "seed"], "NaN"), DAMAGED),
    "infinity_seed.json": (raw(["record", "seed"], "Infinity"), DAMAGED),
    "negative_infinity_seats.json": (raw(["record", "seats"], "-Infinity"), DAMAGED),
    "huge_int_5000_digits.json": (raw(["record", "seed"], "1" + "0" * 5000), HUGE),
    "huge_negative_int_seats.json": (raw(["record", "seats"], "-" + "9" * 2000), HUGE),
    "huge_float_seed.json": (raw(["record", "seed"], "1e999999"), wrong("seed")),
    "seed_10_pow_400.json": (raw(["record", "seed"], "1" + "0" * 400), out_of_range("seed")),
    # nested too deeply
    "deep_cards_65.json": (raw(["record", "actions", 0, "cards"], nested(65)), DEEP),
    "deep_cards_500.json": (raw(["record", "actions", 0, "cards"], nested(500)), DEEP),
    "deep_cards_800.json": (raw(["record", "actions", 0, "cards"], nested(800)), DEEP),
    "deep_cards_1000.json": (raw(["record", "actions", 0, "cards"], nested(1000)), DEEP),
    "deep_title_array_1000.json": (raw(["title"], nested(1000, "1")), DEEP),
    "deep_objects_3000.json": (raw(["title"], '{"a":' * 3000 + "1" + "}" * 3000), DEEP),
    "deep_daifugo_condition_600.json": (daifugo_rule_nested(600), DEEP),
    "deep_daifugo_condition_950.json": (daifugo_rule_nested(950), DEEP),
    "deep_daifugo_condition_50.json": (daifugo_rule_nested(50), OPTIONS),
    "deep_anmika_top_streak_990.json": (other_game_raw("anmika", 4, ["record", "options", "top_streak"],
                                                       nested(990, "0")), DEEP),
    "deep_anmika_top_streak_40.json": (other_game_raw("anmika", 4, ["record", "options", "top_streak"],
                                                      nested(40, "0")), OPTIONS),
    # the header
    "format_wrong.json": (set_(["format"], "mahjong-save"), NOT_A_SAVE),
    "format_missing.json": (set_(["format"], DELETE), NOT_A_SAVE),
    "format_number.json": (set_(["format"], 1), NOT_A_SAVE),
    "version_newer.json": (set_(["version"], 7), "This save was made by a newer version (format version 7)."),
    "version_zero.json": (set_(["version"], 0), "The save has an unknown format version (0)."),
    "version_negative.json": (set_(["version"], -1), "The save has an unknown format version (-1)."),
    "version_string.json": (set_(["version"], "1"), "The save has an unknown format version ('1')."),
    "version_true.json": (set_(["version"], True), "The save has an unknown format version (True)."),
    "version_float.json": (set_(["version"], 1.0), "The save has an unknown format version (1.0)."),
    "version_missing.json": (set_(["version"], DELETE), "The save has an unknown format version (None)."),
    "version_10_pow_300.json": (set_(["version"], 10 ** 300), "The save has an unknown format version (1000000000000000000000000000000000000...)."),
    # title, saved_at, finished, digest
    "title_number.json": (set_(["title"], 5), wrong("title")),
    "title_null.json": (set_(["title"], None), wrong("title")),
    "title_list.json": (set_(["title"], ["a"]), wrong("title")),
    "title_missing.json": (set_(["title"], DELETE), missing("title")),
    "title_201_chars.json": (set_(["title"], "t" * 201), too_long("title", saves.MAX_TITLE_CHARS)),
    "saved_at_year_1.json": (set_(["saved_at"], "0001-01-01T00:00:00"), out_of_range("saved_at")),
    "saved_at_year_1_with_zone.json": (set_(["saved_at"], "0001-01-01T00:00:00+14:00"), out_of_range("saved_at")),
    "saved_at_year_9999.json": (set_(["saved_at"], "9999-12-31T23:59:59"), out_of_range("saved_at")),
    "saved_at_not_a_time.json": (set_(["saved_at"], "last Tuesday"), wrong("saved_at")),
    "saved_at_number.json": (set_(["saved_at"], 1714532400), wrong("saved_at")),
    "saved_at_missing.json": (set_(["saved_at"], DELETE), missing("saved_at")),
    "saved_at_10000_chars.json": (set_(["saved_at"], "2024" * 2500), too_long("saved_at", 64)),
    "finished_string.json": (set_(["finished"], "no"), wrong("finished")),
    "finished_null.json": (set_(["finished"], None), wrong("finished")),
    "finished_missing.json": (set_(["finished"], DELETE), missing("finished")),
    "digest_wrong.json": (set_(["digest"], "0" * 64), CHECKSUM),
    "digest_missing.json": (set_(["digest"], DELETE), missing("digest")),
    "digest_number.json": (set_(["digest"], 12345), wrong("digest")),
    "digest_not_hex.json": (set_(["digest"], "z" * 64), out_of_range("digest")),
    "digest_too_long.json": (set_(["digest"], "0" * 1000), out_of_range("digest")),
    # players
    "players_string.json": (set_(["players"], "You, Aoi, Ren, Yui"), wrong("players")),
    "players_object.json": (set_(["players"], {"0": PLAYERS[0]}), wrong("players")),
    "players_missing.json": (set_(["players"], DELETE), missing("players")),
    "players_empty.json": (set_(["players"], []), "The save lists 0 players for 4 seats."),
    "players_too_few.json": (set_(["players"], PLAYERS[:3]), "The save lists 3 players for 4 seats."),
    "players_1000.json": (set_(["players"], PLAYERS * 250), "The save lists 1000 players for 4 seats."),
    "player_string.json": (set_(["players", 0], "You"), wrong("players[0]")),
    "player_null.json": (set_(["players", 3], None), wrong("players[3]")),
    "player_name_null.json": (set_(["players", 1, "name"], None), wrong("players[1].name")),
    "player_name_number.json": (set_(["players", 1, "name"], 7), wrong("players[1].name")),
    "player_name_missing.json": (set_(["players", 2, "name"], DELETE), missing("players[2].name")),
    "player_name_41_chars.json": (set_(["players", 0, "name"], "N" * 41), too_long("players[0].name", 40)),
    "player_name_10000_chars.json": (set_(["players", 3, "name"], "名" * 10_000), too_long("players[3].name", 40)),
    "player_kind_robot.json": (set_(["players", 2, "kind"], "robot"), out_of_range("players[2].kind")),
    "player_kind_missing.json": (set_(["players", 2, "kind"], DELETE), missing("players[2].kind")),
    "player_level_number.json": (set_(["players", 1, "level"], 3), wrong("players[1].level")),
    "player_level_unknown.json": (set_(["players", 1, "level"], "grandmaster"),
                                  "The save asks for an unknown AI level 'grandmaster'."),
    "player_level_empty.json": (set_(["players", 1, "level"], ""), "The save asks for an unknown AI level ''."),
    "player_level_long_unknown.json": (set_(["players", 1, "level"], "x" * 5000),
                                       "The save asks for an unknown AI level 'xxxxxxxxxxxxxxxxxxxx'."),
    "human_with_unknown_level.json": (set_(["players", 0, "level"], "superhuman"),
                                      "The save asks for an unknown AI level 'superhuman'."),
    # the record
    "record_list.json": (set_(["record"], []), wrong("record")),
    "record_null.json": (set_(["record"], None), wrong("record")),
    "record_missing.json": (set_(["record"], DELETE), missing("record")),
    "record_format_wrong.json": (set_(["record", "format"], "chess-pgn"), RECORD),
    "record_version_newer.json": (set_(["record", "version"], 3), "This save was made by a newer version (record version 3)."),
    "record_version_string.json": (set_(["record", "version"], "1"), wrong("record.version")),
    "record_version_negative.json": (set_(["record", "version"], -5), out_of_range("record.version")),
    "game_unknown.json": (set_(["record", "game"], "chess"), "The save refers to an unknown game 'chess'."),
    "game_unknown_long_name.json": (set_(["record", "game"], "g" * 5000),
                                    f"The save refers to an unknown game '{'g' * 40}'."),
    "game_number.json": (set_(["record", "game"], 7), wrong("game")),
    "game_missing.json": (set_(["record", "game"], DELETE), missing("game")),
    "seats_string.json": (set_(["record", "seats"], "four"), wrong("seats")),
    "seats_float.json": (set_(["record", "seats"], 4.0), wrong("seats")),
    "seats_true.json": (set_(["record", "seats"], True), wrong("seats")),
    "seats_negative.json": (set_(["record", "seats"], -4), out_of_range("seats")),
    "seats_zero.json": (set_(["record", "seats"], 0), out_of_range("seats")),
    "seats_one.json": (set_(["record", "seats"], 1), out_of_range("seats")),
    "seats_billion.json": (set_(["record", "seats"], 10 ** 9), out_of_range("seats")),
    "seats_3_for_4_players.json": (set_(["record", "seats"], 3), "The save lists 4 players for 3 seats."),
    "seed_negative.json": (set_(["record", "seed"], -1), out_of_range("seed")),
    "seed_2_pow_64.json": (set_(["record", "seed"], 2 ** 64), out_of_range("seed")),
    "seed_float.json": (set_(["record", "seed"], 11.0), wrong("seed")),
    "seed_string.json": (set_(["record", "seed"], "11"), wrong("seed")),
    "rules_version_string.json": (set_(["record", "rules_version"], "3"), wrong("rules_version")),
    "rules_version_zero.json": (set_(["record", "rules_version"], 0), out_of_range("rules_version")),
    "rules_version_huge.json": (set_(["record", "rules_version"], 10 ** 300), out_of_range("rules_version")),
    "options_list.json": (set_(["record", "options"], []), wrong("options")),
    "options_null.json": (set_(["record", "options"], None), wrong("options")),
    "options_unknown.json": (set_(["record", "options", "revolution"], True), OPTIONS),
    "options_out_of_range.json": (set_(["record", "options", "speed"], 500), OPTIONS),
    "options_wrong_type.json": (set_(["record", "options", "speed"], "fast"), OPTIONS),
    "daifugo_rules_not_a_list.json": (set_(["record", "options", "rules"], "all"), OPTIONS),
    "daifugo_rule_unknown_condition.json": (set_(["record", "options", "rules"], [
        {"instance": 1, "id": "x", "components": [{"kind": "static", "type": "deny", "if": {"test": "moon_is_full"}}]}]),
        OPTIONS),
    "daifugo_history_strings.json": (set_(["record", "options", "history"], [["a", "b"]]), OPTIONS),
    # the moves
    "actions_object.json": (set_(["record", "actions"], {"0": "pass"}), wrong("actions")),
    "actions_missing.json": (set_(["record", "actions"], DELETE), missing("actions")),
    "action_not_an_object.json": (set_(["record", "actions", 0], "pass"), move(1)),
    "action_kind_number.json": (set_(["record", "actions", 2], {"kind": 5, "seat": 0}), move(3)),
    "action_seat_string.json": (set_(["record", "actions", 0, "seat"], "0"), move(1)),
    "action_seat_negative.json": (set_(["record", "actions", 0, "seat"], -1), REPLAY),
    "action_seat_99.json": (set_(["record", "actions", 0, "seat"], 99), REPLAY),
    "action_seat_huge.json": (set_(["record", "actions", 0, "seat"], 10 ** 30), REPLAY),
    "action_cards_numbers.json": (set_(["record", "actions", 0, "cards"], [3]), move(1)),
    "action_cards_string.json": (set_(["record", "actions", 0, "cards"], "3s"), move(1)),
    "action_extra_field.json": (set_(["record", "actions", 0, "cheat"], True), move(1)),
    "action_illegal_pass.json": (set_(["record", "actions", 0], {"kind": "pass", "seat": 0, "cards": [], "target": "pass"}),
                                 REPLAY),
    "action_unknown_card.json": (set_(["record", "actions", 0, "cards"], ["ZZ"]), REPLAY),
    "actions_1000_garbage.json": (garbage_actions(1000), move(1)),
    "actions_1000_illegal_passes.json": (passes(1000), REPLAY),
    "actions_last_removed.json": (lambda d: dumped(changed(d, ["record", "actions"], actions(d)[:-1])), CHECKSUM),
    "actions_repeated.json": (lambda d: dumped(changed(d, ["record", "actions"], actions(d) * 2)), REPLAY),
    # the take-backs of a practice game (issue 22 item 2): the base has 12 moves
    "take_backs_string.json": (set_(["take_backs"], "3"), wrong("take_backs")),
    "take_backs_object.json": (set_(["take_backs"], {"0": 3}), wrong("take_backs")),
    "take_backs_null.json": (set_(["take_backs"], None), wrong("take_backs")),
    "take_backs_true.json": (set_(["take_backs"], True), wrong("take_backs")),
    "take_backs_float.json": (set_(["take_backs"], [3.0]), wrong("take_backs[0]")),
    "take_backs_bool.json": (set_(["take_backs"], [5, True]), wrong("take_backs[1]")),
    "take_backs_nested.json": (set_(["take_backs"], [[1]]), wrong("take_backs[0]")),
    "take_backs_strings.json": (set_(["take_backs"], ["1"]), wrong("take_backs[0]")),
    "take_backs_negative.json": (set_(["take_backs"], [-1]), out_of_range("take_backs[0]")),
    "take_backs_10_pow_30.json": (set_(["take_backs"], [1, 10 ** 30]), out_of_range("take_backs[1]")),
    "take_backs_past_the_record.json": (set_(["take_backs"], [13]), out_of_range("take_backs[0]")),
    "take_backs_10001.json": (set_(["take_backs"], [0] * 10_001),
                              f"Field 'take_backs' is too long (at most {saves.MAX_TAKE_BACKS} entries)."),
    # other games
    "wild_rummy_action_form_number.json": (other_game("wild_rummy", 4, ["record", "actions", 0, "form"], 5), MALFORMED),
    "wild_rummy_action_idents_object.json": (other_game("wild_rummy", 4, ["record", "actions", 0, "idents"], {"a": 1}),
                                             MALFORMED),
    "wild_rummy_action_at_list.json": (other_game("wild_rummy", 4, ["record", "actions", 0, "at"], ["x"]), MALFORMED),
    "riichi_options_wrong.json": (other_game("riichi", 4, ["record", "options", "red_fives"], "many"), OPTIONS),
    "riichi_seats_3.json": (other_game("riichi", 4, ["record", "seats"], 3), out_of_range("seats")),
    "anmika_top_streak_string.json": (other_game("anmika", 4, ["record", "options", "top_streak"], "me"), OPTIONS),
    "anmika_digest_wrong.json": (other_game("anmika", 4, ["digest"], "f" * 64), CHECKSUM),
    "indian_rummy_unknown_option.json": (other_game("indian_rummy", 4, ["record", "options", "jokers_everywhere"], 1),
                                         OPTIONS),
    "indian_rummy_seats_11.json": (other_game("indian_rummy", 4, ["record", "seats"], 11), out_of_range("seats")),
    "hero_mahjong_seats_3.json": (other_game("hero_mahjong", 4, ["record", "seats"], 3), out_of_range("seats")),
    "hero_mahjong_action_garbage.json": (other_game("hero_mahjong", 4, ["record", "actions", 0], {"kind": "zap", "seat": 0}),
                                         REPLAY),
}


def corpus_files() -> list[Path]:
    """The committed corpus, in name order."""
    return sorted(p for p in FOLDER.glob("*.json"))


def write_corpus(folder: Path = FOLDER) -> None:
    """(Re)write every committed hostile save."""
    folder.mkdir(parents=True, exist_ok=True)
    doc = base()
    for name, (make, _) in CASES.items():
        (folder / name).write_bytes(make(doc))


# --- made at test time ----------------------------------------------------------------------------
def big_cases() -> dict[str, tuple[Callable[[], bytes], str]]:
    """Cases of megabytes (not committed): name -> (maker, reason)."""
    limit = saves.MAX_SAVE_BYTES
    mb = 2 ** 20

    def names(size: int) -> bytes:
        players = [dict(p, name="N" * size) for p in PLAYERS]
        return dumped(changed(base(), ["players"], players))

    return {
        "names_4mb_each_16mb.json": (lambda: names(4 * mb), TOO_LARGE),
        "names_just_under_the_size_limit.json": (lambda: names((limit - 20_000) // 4), too_long("players[0].name", 40)),
        "title_just_under_the_size_limit.json": (lambda: dumped(changed(base(), ["title"], "t" * (limit - 20_000))),
                                                 too_long("title", saves.MAX_TITLE_CHARS)),
        "one_byte_over_the_size_limit.json": (lambda: dumped(base()).ljust(limit + 1), TOO_LARGE),
        "deep_arrays_100000.json": (lambda: raw(["title"], nested(100_000, "1"))(base()), DEEP),
        "deep_objects_100000.json": (lambda: raw(["title"], '{"a":' * 100_000 + "1" + "}" * 100_000)(base()), DEEP),
        "actions_100000_garbage.json": (lambda: garbage_actions(100_000)(base()), move(1)),
        "actions_60000_illegal_passes.json": (lambda: passes(60_000)(base()), REPLAY),
        "int_3_million_digits.json": (lambda: raw(["title"], "9" * 3_000_000)(base()), HUGE),
    }


def control_saves(folder: Path) -> dict[str, Path]:
    """A valid save of every game (an unfinished one, and a finished daifugō game), written with
    saves.save_game into ``folder``: these must load on every path."""
    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    for game_id, game in GAMES.items():
        seats = 4 if 4 in game.players else game.players[0]
        state = play(game_id, seats, 3, 10)
        path = folder / f"control_{game_id}.json"
        saves.save_game(path, state, [{"name": f"P{s}", "kind": "human" if s == 0 else "ai",
                                         "level": None if s == 0 else "normal"} for s in range(seats)])
        out[path.name] = path
    state = play("daifugo", 4, 3, None)
    path = folder / "control_daifugo_finished.json"
    saves.save_game(path, state, PLAYERS)
    out[path.name] = path
    return out


if __name__ == "__main__":
    write_corpus()
    print(f"{len(CASES)} files in {FOLDER}")
