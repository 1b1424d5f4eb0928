"""core.analysis (issue 24, item 3): the analysis of one seat's decisions, its plain structure,
its cache beside the save (a corrupt or stale cache ignored, a failed write no error), its
cancellation and progress, and the way it feeds the analysing agent (as live play does)."""
from __future__ import annotations

import json

import pytest

from core import analysis
from core.ai import Choice, make_agent
from core.registry import GAMES
from tests.self_play import agents_for, self_play


def riichi_record(seed: int = 7):
    state = GAMES["riichi"].new_state(4, None, seed)
    self_play(state, agents_for("riichi", 4, "normal", seed))
    return state.record()


@pytest.fixture(scope="module")
def record():
    return riichi_record()


@pytest.fixture(scope="module")
def normal(record):
    return analysis.analyse(record, 1, "normal")


def test_every_decision_of_the_seat_with_a_choice_is_analysed_and_nothing_else(record, normal):
    state = GAMES["riichi"].new_state(4, record.options, record.seed)
    expected = []
    for i, action in enumerate(record.actions):
        if action.seat == 1 and len(state.legal_actions(1)) > 1:
            expected.append(i)
        state.apply(action)
    assert [d["index"] for d in normal["decisions"]] == expected
    assert normal["seat"] == 1 and normal["game"] == "riichi" and normal["unit"] and normal["complete"]
    for d in normal["decisions"]:
        assert d["played"] == record.actions[d["index"]].to_json()
        assert 1 <= len(d["top"]) <= analysis.TOP
        assert d["best"] == d["top"][0]["value"]
        assert d["ranked"] and d["loss"] == pytest.approx(d["best"] - d["value"]) and d["loss"] >= 0
        assert all(c["reason"] is None or c["reason"]["context"] for c in d["top"])


def test_the_analysis_is_plain_json_and_deterministic(record, normal):
    text = json.dumps(normal, allow_nan=False)
    assert json.loads(text) == normal
    assert analysis.analyse(record, 1, "normal") == normal


def test_a_reasons_tiles_read_back_as_tiles_for_the_gui_to_write_in_its_notation(record, tmp_path):
    from core.mahjong.notation import TileList
    strong = analysis.analyse(record, 0, "strong", until=60)
    reasons = [analysis.reason_of(c["reason"]) for d in strong["decisions"] for c in d["top"] if c["reason"]]
    tiles = [v for m in reasons for v in m.args.values() if isinstance(v, TileList)]
    assert tiles                                                    # "Discards {tile}: …" keeps its TileList
    path = tmp_path / "c.json"
    analysis.store_cached(path, {**strong, "complete": True})
    back = analysis.load_cached(path, record, 0, "strong")
    assert [analysis.reason_of(c["reason"]) for d in back["decisions"] for c in d["top"] if c["reason"]] == reasons


def test_losses_are_biggest_first(normal):
    biggest = analysis.losses(normal)
    assert [d["loss"] for d in biggest] == sorted((d["loss"] for d in biggest), reverse=True)
    assert all(d["loss"] > 0 for d in biggest)
    assert analysis.total_loss(normal) == pytest.approx(sum(d["loss"] for d in biggest))


def test_cancelling_stops_between_decisions_and_progress_counts_the_actions(record):
    asked, seen = [], []

    def cancelled():
        asked.append(1)
        return len(asked) > 3
    with pytest.raises(analysis.Cancelled):
        analysis.analyse(record, 0, "normal", cancelled=cancelled, progress=lambda done, total: seen.append((done, total)))
    assert len(asked) == 4
    assert seen and seen[-1][0] < len(record.actions) and all(t == len(record.actions) for _, t in seen)


class Spy:
    """An agent that notes what it is asked, and ranks the legal actions in their order."""

    level, unit = "spy", "points"

    def __init__(self, leave_out_played=None) -> None:
        self.calls, self.leave_out = [], leave_out_played

    def choose(self, view, legal):
        self.calls.append(("choose", view.seat, len(legal)))
        return legal[0]

    def rank(self, view, legal):
        self.calls.append(("rank", view.seat, len(legal)))
        return [Choice(a, -k, None) for k, a in enumerate(legal) if a != self.leave_out]


def test_the_agent_sees_the_seats_views_in_order_as_in_live_play(record):
    spy = Spy()
    analysis.analyse(record, 2, agent=spy)
    turns = [a for a in record.actions if a.seat == 2]
    assert len(spy.calls) == len(turns)                          # every turn of the seat, forced ones too
    assert {seat for _, seat, _ in spy.calls} == {2}
    assert all((kind == "rank") == (n > 1) for kind, _, n in spy.calls)      # ranked at a choice, else chosen


def test_a_move_the_agent_did_not_rank_is_reported_not_crashed_on(record):
    played = next(a for a in record.actions if a.seat == 0 and a.kind == "discard")
    out = analysis.analyse(record, 0, agent=Spy(leave_out_played=played))
    missing = [d for d in out["decisions"] if d["played"] == played.to_json()]
    assert missing and all(not d["ranked"] and d["loss"] is None and d["value"] is None for d in missing)
    assert missing[0] in analysis.losses(out)


# --- the cache ------------------------------------------------------------------------------------------
def test_the_cache_beside_the_save_gives_the_same_analysis(tmp_path, record, normal):
    save = tmp_path / "game.json"
    path = analysis.cache_path(save)
    assert path.name == "game.json.analysis.json"
    assert analysis.load_cached(path, record, 1, "normal") is None
    assert analysis.store_cached(path, normal)
    assert analysis.load_cached(path, record, 1, "normal") == normal
    assert analysis.load_cached(path, record, 1, "strong") is None          # another level
    assert analysis.load_cached(path, record, 0, "normal") is None          # another seat
    other = analysis.analyse(record, 0, "normal")
    assert analysis.store_cached(path, other)                       # kept beside the first
    assert analysis.load_cached(path, record, 0, "normal") == other
    assert analysis.load_cached(path, record, 1, "normal") == normal


def test_a_stale_cache_of_another_record_or_format_is_ignored(tmp_path, record, normal):
    path = tmp_path / "g.analysis.json"
    analysis.store_cached(path, normal)
    shorter = type(record)(record.game, record.options, record.seats, record.seed, record.actions[:-1],
                           record.rules_version)
    assert analysis.load_cached(path, shorter, 1, "normal") is None
    doc = json.loads(path.read_text())
    doc["format"] = analysis.FORMAT + 1
    path.write_text(json.dumps(doc))
    assert analysis.load_cached(path, record, 1, "normal") is None


def test_a_cache_made_by_another_version_of_the_ai_is_ignored(tmp_path, record, normal, monkeypatch):
    """An update of the AI may value the same moves differently: its old analyses are stale."""
    path = tmp_path / "g.analysis.json"
    analysis.store_cached(path, normal)
    assert normal["code"] == analysis.agent_code(record.game, "normal") != ""
    assert analysis.load_cached(path, record, 1, "normal") == normal
    monkeypatch.setattr(analysis, "agent_code", lambda game, level: "another")
    assert analysis.load_cached(path, record, 1, "normal") is None


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '{"format": 1, "analyses": []}',
                                  '{"format": 1, "analyses": {"1:normal": {"format": 1}}}', "\x00\xff",
                                  '{"format": 1, "analyses": {"1:normal": NaN}}'])
def test_a_corrupt_cache_is_ignored(tmp_path, record, text):
    path = tmp_path / "g.analysis.json"
    path.write_bytes(text.encode("latin-1"))
    assert analysis.load_cached(path, record, 1, "normal") is None


def test_a_cache_with_a_damaged_decision_is_ignored(tmp_path, record, normal):
    path = tmp_path / "g.analysis.json"
    for damage in ({"index": "3"}, {"loss": "big"}, {"played": {"kind": 3}}, {"top": [{"action": None}]},
                   {"ranked": 1}, {"top": [{"action": normal["decisions"][0]["played"], "value": None,
                                            "reason": {"text": "no context"}}]}):
        broken = json.loads(json.dumps(normal))
        broken["decisions"][0].update(damage)
        analysis.store_cached(path, broken)
        assert analysis.load_cached(path, record, 1, "normal") is None, damage


def test_a_cache_that_cannot_be_written_is_not_an_error(tmp_path, normal):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    assert analysis.store_cached(blocker / "game.json.analysis.json", normal) is False


def test_every_game_analyses_a_short_stretch_at_the_normal_level():
    for game_id, seats in (("wild_rummy", 4), ("indian_rummy", 4), ("anmika", 3), ("hero_mahjong", 4),
                           ("daifugo", 4)):
        state = GAMES[game_id].new_state(seats, None, 3)
        self_play(state, agents_for(game_id, seats, "easy", 3), limit=60)
        out = analysis.analyse(state.record(), 0, "normal")
        assert out["decisions"], game_id
        assert out["unit"] == make_agent(game_id, "normal").unit
        json.dumps(out, allow_nan=False)


def test_the_data_folders_loose_analyses_are_pruned_to_the_most_recent(tmp_path):
    """Analyses of games reviewed without a save go to the data folder; only the newest
    ``LOOSE_KEPT`` stay, and other files there are left alone."""
    import os
    from core import analysis as core_analysis
    for k in range(7):
        f = tmp_path / f"{k:02d}.json"
        f.write_text("{}")
        os.utime(f, (1_000_000 + k, 1_000_000 + k))
    (tmp_path / "notes.txt").write_text("mine")
    assert core_analysis.prune_folder(tmp_path, keep=4) == 3
    assert sorted(f.name for f in tmp_path.iterdir()) == ["03.json", "04.json", "05.json", "06.json", "notes.txt"]
    assert core_analysis.prune_folder(tmp_path / "missing", keep=4) == 0
