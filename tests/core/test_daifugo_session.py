"""The 《ルール追加》 session (seed §2.1-2.2; spec daifugo.md §1.1, §2.9): who adds rules after a
game, later rules in force, repairs by the adder only, repeal, speed change, session end, and the
rules in force travelling with each game's record."""
from __future__ import annotations

import pytest

from core.engine import Rng
from core.games.daifugo.catalogue import make_rule
from core.games.daifugo.session import Session, SessionError
from core.records import replay
from core.registry import GAMES

GAME = GAMES["daifugo"]


def play_out(state, seed=0):
    rng = Rng(seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions(state.to_move()[0])))
    return state


@pytest.mark.parametrize("speed, adders", [(0, [2]), (1, [2]), (2, [2, 0]), (3, [2, 0, 3])])
def test_the_speed_names_the_adders_in_place_order(speed, adders):
    """低速 and 一倍速: 1st only; 倍速: 1st then 2nd; n倍速: 1st … nth."""
    s = Session(4, speed)
    assert s.game_over([2, 0, 3, 1]) == adders


def test_each_game_is_played_with_every_rule_added_so_far():
    s = Session(4, 2)
    state = play_out(GAME.new_state(4, s.next_options(), 1))
    first, second = s.game_over(state.result().ranking)
    s.add_catalogue("eight_cut", first)
    s.add_catalogue("revolution", second)
    nxt = GAME.new_state(4, s.next_options(), 2)
    assert [r.id for r in nxt.book.rules] == ["eight_cut", "revolution"]
    assert [r.instance for r in nxt.book.rules] == [1, 2]
    assert nxt.book.rules[0].by == first and nxt.game_index == 2 and nxt.history == [state.result().ranking]


def test_the_rules_in_force_are_part_of_the_record_and_replay():
    s = Session(4, 2)
    s.game_over([0, 1, 2, 3])
    s.add_catalogue("seven_pass", 0)
    s.add_catalogue("queen_bomber", 1)
    state = play_out(GAME.new_state(4, s.next_options(), 5), 5)
    record = state.record()
    assert [r["id"] for r in record.options["rules"]] == ["seven_pass", "queen_bomber"]
    again = replay(record)
    assert again.digest() == state.digest()


def test_only_the_adder_may_repair_or_withdraw_their_rule():
    """Seed §2.2: ルールの決定権者は該当ルールの追加者."""
    s = Session(3, 1)
    s.game_over([1, 0, 2])
    rule = s.add_catalogue("five_skip", 1)
    with pytest.raises(SessionError):
        s.repair(rule["instance"], 0, None)
    s.repair(rule["instance"], 1, make_rule("five_skip", 0, params={"per_card": False}))
    assert s.find(rule["instance"])["params"]["per_card"] is False
    s.repair(rule["instance"], 1, None)
    assert GAME.new_state(3, s.next_options(), 1).book.rules == []


def test_repeal_takes_a_rule_out_of_force_from_the_next_game():
    s = Session(4, 1)
    s.game_over([0, 1, 2, 3])
    s.add_catalogue("eight_cut", 0)
    s.game_over([3, 1, 2, 0])
    s.add_catalogue("repeal_rule", 3, params={"target": 1})
    state = GAME.new_state(4, s.next_options(), 3)
    assert [r.id for r in state.book.rules] == ["repeal_rule"]
    assert [r["id"] for r in state.options["rules"]] == ["eight_cut", "repeal_rule"]   # kept in the record
    with pytest.raises(SessionError):
        s.add_catalogue("repeal_rule", 3, params={"target": 1})                    # already repealed


def test_change_speed_applies_from_the_next_game():
    s = Session(4, 2)
    s.game_over([0, 1, 2, 3])
    s.add_catalogue("change_speed", 0, params={"speed": 1})
    assert s.next_options()["speed"] == 1
    assert s.game_over([2, 1, 0, 3]) == [2]


def test_no_built_in_end_but_the_session_end_rule_ends_it():
    """M1: 「ルール追加を終わらせる」ルールは含まれていない; ルール追加の終了 adds one."""
    s = Session(4, 1)
    for g in range(5):
        s.game_over([g % 4, (g + 1) % 4, (g + 2) % 4, (g + 3) % 4])
        assert not s.is_over()
    s.add_catalogue("session_end", 0, params={"games": 2, "wins": 0})
    s.game_over([0, 1, 2, 3])
    assert not s.is_over()
    s.game_over([0, 1, 2, 3])
    assert s.is_over()


def test_a_rule_the_engine_cannot_run_is_refused_and_nothing_changes():
    s = Session(4, 2)
    s.game_over([0, 1, 2, 3])
    bad = {"id": "custom", "components": [{"kind": "trigger", "on": "pass", "do": [{"do": "skip", "n": {"count": "5"}}]}]}
    with pytest.raises(SessionError) as err:
        s.add(bad, 0)
    assert "no play" in err.value.reason.english()
    assert s.rules == []


def test_ai_adders_pick_compatible_catalogue_rules():
    s = Session(4, 2)
    rng = Rng(4)
    for g in range(12):
        s.game_over([g % 4, (g + 1) % 4, (g + 2) % 4, (g + 3) % 4])
        rid = s.ai_pick(rng)
        s.add_catalogue(rid, g % 4)
    ids = [r["id"] for r in s.rules]
    assert len(ids) == len(set(ids)) == 12
    assert not {"session_end", "repeal_rule", "change_speed"} & set(ids)


# --- issue 18 #20: the same rule again with other settings; each 上がり禁止 on its own -----------------------------

def test_a_catalogue_rule_may_be_added_again_with_other_settings_and_the_later_wins():
    """The seed forbids no rule twice; a second 5スキップ with "one per play" overrides the first
    ("one per card"), seed §2.2: 後で追加されたルールの方が優先されます. The very same rule again
    (same settings, same precedence) changes nothing and is refused."""
    from daifugo_helpers import play, position
    s = Session(4, 2)
    s.game_over([0, 1, 2, 3])
    s.add_catalogue("five_skip", 0)
    with pytest.raises(SessionError):
        s.add_catalogue("five_skip", 1)
    again = s.add_catalogue("five_skip", 1, {"per_card": False})
    assert [r["id"] for r in s.in_force()] == ["five_skip", "five_skip"] and again["instance"] == 2
    state = position(["5s 5h 3c", "6h 6c", "7d 7c", "8d 8c"], turn=0, rules=s.in_force())
    play(state, "5s 5h")
    assert state.turn == 2                                       # one skip (per play), not two


def test_repeal_may_be_added_twice_and_both_apply():
    s = Session(3, 2)
    s.game_over([0, 1, 2])
    s.add_catalogue("eight_cut", 0)
    s.add_catalogue("five_skip", 1)
    s.game_over([0, 1, 2])
    s.add_catalogue("repeal_rule", 0, {"target": 1})
    s.add_catalogue("repeal_rule", 1, {"target": 2})
    assert [r["id"] for r in s.in_force()] == ["repeal_rule", "repeal_rule"]
