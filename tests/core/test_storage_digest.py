"""The checksum of a save covers everything that decides the game (issue 19, item 6).

A save's ``digest`` is :meth:`State.digest`: the game, its rules version, the options, the seats,
the seed and the position. For every game, every preset and every option of the game (flip a
bool, move an int within its range, pick each other choice, change the data of a data option), a
short seeded game is saved with ``save_game``, that one option is edited in the file, and the
load must refuse it with SaveError. So must an edit of the seats or of the seed.

Saves written before the digest covered the options (format version 1, files made by that code
in ``saves_v1/``) still load, checked by their old digest (the position only): an option edited
in such a file is still accepted, as it always was.
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from core import saves
from core.engine import OptionError, Rng
from core.registry import GAMES
from core.soak import playable
from core.saves import SaveError

MOVES = 20
V1_SAVES = Path(__file__).parent / "saves_v1"
REFUSALS = (saves.CHECKSUM, saves.CANNOT_REPLAY)


def short_game(game_id: str, preset: str, seats: int, seed: int = 19):
    """A seeded random game of ``MOVES`` actions (fewer if it ends)."""
    game = GAMES[game_id]
    state = game.new_state(seats, game.presets[preset], seed)
    rng = Rng(seed)
    while len(state.actions) < MOVES and not state.is_over():
        seat = state.to_move()[rng.randbelow(len(state.to_move()))]
        legal = state.legal_actions(seat)
        state.apply(legal[rng.randbelow(len(legal))])
    return state


def players(seats: int) -> list[dict]:
    return [{"name": f"P{i}", "kind": "human" if i == 0 else "ai", "level": None if i == 0 else "easy"}
            for i in range(seats)]


#: (game, option id) -> further values of a data option to try (its default is [])
DATA_VALUES: dict[tuple, list] = {
    ("daifugo", "history"): [[[0, 1, 2, 3]], [[3, 2, 1, 0], [0, 1, 2, 3]]],
    ("anmika", "top_streak"): [[0, 2], [1, 5]],
}


def _data_edits(game_id: str, spec, value) -> list:
    """Other data for a data option: the data of other presets, the value with an item dropped,
    the values of DATA_VALUES."""
    out = [p[spec.id] for p in GAMES[game_id].presets.values()] + DATA_VALUES.get((game_id, spec.id), [])
    if isinstance(value, list) and value:
        out += [value[1:], value[:-1]]
    if isinstance(value, list) and len(value) > 1:
        out.append(value[::-1])
    return out


def option_edits(game_id: str, options: dict) -> list[tuple[str, object]]:
    """(option id, another value) for every option: each edit changes that one option."""
    edits = []
    for spec in GAMES[game_id].options:
        value = options[spec.id]
        if spec.kind == "bool":
            others = [not value]
        elif spec.kind == "int":
            others = [v for v in (value + 1, value - 1, spec.minimum, spec.maximum) if spec.minimum <= v <= spec.maximum]
        elif spec.kind == "choice":
            others = list(spec.choices)
        else:
            others = _data_edits(game_id, spec, value)
        seen = [value]
        for other in others:
            if other not in seen:
                seen.append(other)
                edits.append((spec.id, other))
    return edits


def edit_options_of_saves(tmp_path: Path, game_id: str) -> tuple[Counter, list[str]]:
    """Every single-option edit of a save of every preset: (refusals by message, edits accepted)."""
    game = GAMES[game_id]
    tally, accepted = Counter(), []
    for preset, seats in dict(playable(game)).items():
        state = short_game(game_id, preset, seats)
        path = tmp_path / f"{game_id}-{preset}.json"
        saves.save_game(path, state, players(seats))
        doc = json.loads(path.read_text("utf-8"))
        assert saves.load_game(path).state.digest() == doc["digest"]
        for option, value in option_edits(game_id, doc["record"]["options"]):
            edited = dict(doc, record={**doc["record"], "options": {**doc["record"]["options"], option: value}})
            path.write_text(json.dumps(edited), "utf-8")
            try:
                saves.load_game(path)
            except SaveError as exc:
                tally[exc.reason.text] += 1
            else:
                accepted.append(f"{game_id}/{preset}: {option} = {value!r}")
    return tally, accepted


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_save_with_any_one_option_edited_is_refused(tmp_path, game_id):
    tally, accepted = edit_options_of_saves(tmp_path, game_id)
    assert sum(tally.values()) >= len(GAMES[game_id].options)
    assert not accepted, f"{len(accepted)} edits accepted:\n" + "\n".join(accepted)
    assert set(tally) <= {*REFUSALS, saves.BAD_OPTIONS}, tally


def _valid(game_id: str, options: dict) -> bool:
    try:
        GAMES[game_id].make_options(options)
    except OptionError:
        return False
    return True


@pytest.mark.parametrize("game_id", list(GAMES))
def test_an_option_edit_that_keeps_the_rules_valid_is_refused_by_the_checksum(tmp_path, game_id):
    """Not merely by the option check: the edited options are valid, the digest does not match."""
    state = short_game(game_id, "default", 4 if 4 in GAMES[game_id].players else GAMES[game_id].players[0])
    path = tmp_path / "g.json"
    saves.save_game(path, state, players(state.seats))
    doc = json.loads(path.read_text("utf-8"))
    checked = 0
    for option, value in option_edits(game_id, doc["record"]["options"]):
        options = {**doc["record"]["options"], option: value}
        if not _valid(game_id, options) or GAMES[game_id].seats_problem(state.seats, GAMES[game_id].make_options(options)):
            continue
        path.write_text(json.dumps(dict(doc, record={**doc["record"], "options": options})), "utf-8")
        with pytest.raises(SaveError) as err:
            saves.load_game(path)
        assert err.value.reason.text in REFUSALS, f"{option} = {value!r}: {err.value}"
        checked += 1
    assert checked


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_save_with_its_seats_or_seed_edited_is_refused(tmp_path, game_id):
    game = GAMES[game_id]
    state = short_game(game_id, "default", 4 if 4 in game.players else game.players[0])
    path = tmp_path / "g.json"
    saves.save_game(path, state, players(state.seats))
    doc = json.loads(path.read_text("utf-8"))
    record = doc["record"]
    edits = [{**doc, "record": {**record, "seed": seed}} for seed in (record["seed"] + 1, 0, 2 ** 64 - 1)]
    edits += [{**doc, "players": players(n), "record": {**record, "seats": n}}
              for n in game.players if n != record["seats"]]
    edits += [{**doc, "record": {**record, "seats": record["seats"] + 1}}]      # the players kept
    for edited in edits:
        path.write_text(json.dumps(edited), "utf-8")
        with pytest.raises(SaveError):
            saves.load_game(path)


def test_a_new_save_has_format_version_2_and_the_full_digest(tmp_path):
    state = short_game("riichi", "default", 4)
    saves.save_game(tmp_path / "g.json", state, players(4))
    doc = json.loads((tmp_path / "g.json").read_text("utf-8"))
    assert (doc["version"], doc["digest"]) == (2, state.digest())
    assert state.digest() != state.position_digest()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_save_of_format_version_1_still_loads(game_id):
    """Files written by the app before the digest covered the options (saves_v1/)."""
    path = V1_SAVES / f"{game_id}.json"
    doc = json.loads(path.read_text("utf-8"))
    assert doc["version"] == 1
    loaded = saves.load_game(path)
    assert loaded.state.position_digest() == doc["digest"]
    assert len(loaded.state.actions) == len(doc["record"]["actions"])


def test_a_version_1_save_is_checked_by_its_old_digest(tmp_path):
    """A move removed is still refused; an option edited is accepted, as it always was (the old
    digest did not cover the options): only saves of version 2 are protected from that."""
    doc = json.loads((V1_SAVES / "riichi.json").read_text("utf-8"))
    path = tmp_path / "old.json"
    path.write_text(json.dumps(dict(doc, record={**doc["record"], "actions": doc["record"]["actions"][:-1]})), "utf-8")
    with pytest.raises(SaveError) as err:
        saves.load_game(path)
    assert err.value.reason.text == saves.CHECKSUM
    options = {**doc["record"]["options"], "kiriage": not doc["record"]["options"]["kiriage"]}
    path.write_text(json.dumps(dict(doc, record={**doc["record"], "options": options})), "utf-8")
    assert saves.load_game(path).state.options["kiriage"] == options["kiriage"]


if __name__ == "__main__":      # the figures of issue 19: python -m tests.core.test_storage_digest
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        total = refused = 0
        for gid in GAMES:
            counts, ok = edit_options_of_saves(Path(tmp), gid)
            n = sum(counts.values()) + len(ok)
            total, refused = total + n, refused + sum(counts.values())
            print(f"{gid}: {n} single-option edits, {sum(counts.values())} refused "
                  f"({', '.join(f'{c} {t[:40]!r}' for t, c in counts.items())}); accepted: {ok[:5]}", flush=True)
        print(f"all games: {total} edits, {refused} refused")
