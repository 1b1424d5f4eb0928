"""The duplicate arena: rotations seat each level everywhere on the same deal, the score is the
share of pairs won, and the figures do not depend on the number of worker processes."""
from core.arena import GameOutcome, Match, interval, main, pairwise, percentile, play_deal, run


def test_every_rotation_seats_level_a_at_a_new_seat_on_the_same_deal():
    m = Match("daifugo", "normal", "random", seats=4)
    assert [m.levels(r).index("normal") for r in range(4)] == [0, 1, 2, 3]
    assert Match("daifugo", "a", "b", 4, a_seats=2).levels(3) == ["a", "b", "b", "a"]
    deal = play_deal((m, 7))
    assert [g.levels.index("normal") for g in deal] == [0, 1, 2, 3]
    assert all(g.ended and sorted(g.ranks) == [1, 2, 3, 4] for g in deal)


def test_the_pairwise_score_counts_pairs_won_and_half_a_tie():
    g = GameOutcome(["a", "b", "b", "b"], [2, 1, 3, 4], [10, 20, 10, 0], True)
    assert pairwise(g, "a") == (0 + 0.5 + 1) / 3          # below seat 1, tied with seat 2, above seat 3


def test_the_figures_are_the_same_with_one_or_two_workers():
    m = Match("daifugo", "normal", "random", seats=3)
    one, two = run(m, 6, seed=3, jobs=1), run(m, 6, seed=3, jobs=2)
    assert [[g.ranks for g in d] for d in one.deals] == [[g.ranks for g in d] for d in two.deals]
    assert one.score() == two.score() and len(one.deals) == 2


def test_interval_and_percentile():
    mean, half = interval([0.0, 1.0, 0.0, 1.0])
    assert mean == 0.5 and abs(half - 1.96 * 0.57735 / 2) < 1e-4
    assert percentile(list(range(1, 101)), 0.99) == 99


def test_the_command_prints_the_score_the_ranks_the_times_and_the_choices(capsys):
    assert main(["--game", "daifugo", "--a", "normal", "--b", "random", "--games", "4", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "normal vs random, pairwise:" in out and "(95 %)" in out
    assert out.count("mean rank") == 2 and "p99" in out and "choices" in out


def test_the_random_player_ranks_every_legal_move_alike_and_other_agents_say_if_they_cannot():
    from core.ai import Agent, Choice, make_agent
    from core.registry import GAMES
    state = GAMES["daifugo"].new_state(4, None, 1)
    seat = state.to_move()[0]
    legal = state.legal_actions(seat)
    ranked = make_agent("daifugo", "random", 1).rank(state.view(seat), legal)
    assert [c.action for c in ranked] == legal and {c.value for c in ranked} == {0.0}
    assert all(isinstance(c, Choice) and c.reason is not None for c in ranked)
    import pytest
    with pytest.raises(NotImplementedError):
        Agent().rank(state.view(seat), legal)
