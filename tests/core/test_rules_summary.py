"""The rules in a few words: the preset the options match or are closest to, and how many of the
options a person sets differ from it (data options such as daifugō's rules in force do not count)."""
from core.engine import Game, OptionSpec
from core.engine.options import closest_preset
from core.registry import GAMES


class FakeGame(Game):
    id = "fake"
    title = "Fake"
    players = (3,)
    options = (
        OptionSpec("chips", "bool", False, "Chips"),
        OptionSpec("fever", "bool", False, "Fever"),
        OptionSpec("dora", "choice", "red", "Dora", choices=("none", "red", "all")),
        OptionSpec("log", "data", [], "Log"),
    )
    preset_values = {"default": {}, "full": {"chips": True, "fever": True, "dora": "all"}}


def test_a_preset_itself_is_that_preset_with_nothing_changed():
    game = FakeGame()
    for name, options in game.presets.items():
        assert closest_preset(game.options, game.presets, options) == (name, 0)


def test_the_closest_preset_and_the_options_changed_from_it():
    game = FakeGame()
    assert closest_preset(game.options, game.presets, game.make_options({"chips": True, "fever": True})) == ("full", 1)
    assert closest_preset(game.options, game.presets, game.make_options({"dora": "none"})) == ("default", 1)
    assert closest_preset(game.options, game.presets, game.make_options({"chips": True, "dora": "none"})) == ("default", 2)


def test_data_options_are_not_counted_as_changes():
    game = FakeGame()
    assert closest_preset(game.options, game.presets, game.make_options({"log": [1, 2]})) == ("default", 0)


def test_every_games_presets_are_recognised():
    for game in GAMES.values():
        for name, options in game.presets.items():
            found, changed = closest_preset(game.options, game.presets, options)
            assert changed == 0 and game.presets[found] == options, (game.id, name, found)
