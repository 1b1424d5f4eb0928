"""The settings dialog is generated from OptionSpecs: groups, 《OP》 marks, presets, conflicts."""
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QLabel, QSpinBox

from core.engine import Game, OptionSpec
from gui.dialogs.settings import SettingsDialog


class FakeGame(Game):
    id = "fake"
    title = "Fake"
    players = (3,)
    options = (
        OptionSpec("chips", "bool", False, "Chips", group="Scoring", optional=True),
        OptionSpec("chip_value", "int", 2, "Chip value", group="Scoring", minimum=1, maximum=10, requires=("chips",)),
        OptionSpec("fever", "bool", False, "Fever riichi", group="Riichi", optional=True, excludes=("plain",)),
        OptionSpec("plain", "bool", False, "Plain riichi", group="Riichi"),
        OptionSpec("dora", "choice", "red", "Dora", group="Tiles", choices=("none", "red", "all"),
                   choice_labels=("None", "Red fives", "All")),
    )
    preset_values = {"default": {}, "full": {"chips": True, "fever": True, "dora": "all"}}


def test_widgets_groups_and_op_marks(qtbot):
    d = SettingsDialog(FakeGame())
    qtbot.addWidget(d)
    assert isinstance(d.findChild(QCheckBox, "option_chips"), QCheckBox)
    assert isinstance(d.findChild(QSpinBox, "option_chip_value"), QSpinBox)
    assert isinstance(d.findChild(QComboBox, "option_dora"), QComboBox)
    assert d.findChild(QLabel, "label_chips").text().startswith("《OP》")
    assert not d.findChild(QLabel, "label_plain").text().startswith("《OP》")


def test_presets_fill_the_widgets(qtbot):
    d = SettingsDialog(FakeGame())
    qtbot.addWidget(d)
    d.preset.setCurrentIndex(d.preset.findData("full"))
    assert d.values() == {"chips": True, "chip_value": 2, "fever": True, "plain": False, "dora": "all"}
    assert d.options()["dora"] == "all"


def test_conflicts_are_shown_and_block_ok(qtbot):
    d = SettingsDialog(FakeGame())
    qtbot.addWidget(d)
    ok = d.buttons.button(QDialogButtonBox.StandardButton.Ok)
    d.findChild(QCheckBox, "option_fever").setChecked(True)
    d.findChild(QCheckBox, "option_plain").setChecked(True)
    assert "cannot be used with" in d.problems.text() and not ok.isEnabled()
    d.findChild(QCheckBox, "option_plain").setChecked(False)
    assert d.problems.text() == "" and ok.isEnabled()
    d.findChild(QSpinBox, "option_chip_value").setValue(5)
    assert "needs" in d.problems.text() and not ok.isEnabled()
    assert d.preset.currentData() is None   # custom


def test_fingerprint_changes_with_options(qtbot):
    d = SettingsDialog(FakeGame())
    qtbot.addWidget(d)
    before = d.fingerprint.text()
    d.findChild(QComboBox, "option_dora").setCurrentIndex(0)
    assert d.fingerprint.text() != before


def test_daifugo_rule_presets_give_their_rules(qtbot):
    """Issue 18 #19: choosing "低速 with ten well-known rules" or "倍速 with 24 rules" gives those
    rules (a data option), the preset box stays on it, and another preset takes them away."""
    from core.registry import GAMES
    game = GAMES["daifugo"]
    d = SettingsDialog(game, game.presets["default"])
    qtbot.addWidget(d)
    for name, n, speed in (("ten_rules", 10, 0), ("many_rules", 24, 2)):
        d.preset.setCurrentIndex(d.preset.findData(name))
        options = d.options()
        assert len(options["rules"]) == n and options["speed"] == speed
        assert options["rules"] == game.presets[name]["rules"]
        assert d.preset.currentData() == name
    d.preset.setCurrentIndex(d.preset.findData("slow"))
    assert d.options()["rules"] == [] and d.options()["speed"] == 0 and d.preset.currentData() == "slow"
    d.preset.setCurrentIndex(d.preset.findData("many_rules"))
    d.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert d.options() == game.presets["default"] and d.preset.currentData() == "default"


def test_daifugo_a_session_under_way_keeps_its_rules_and_is_no_preset(qtbot):
    """Opened on a session's options (rules added, games played), the dialog keeps them and shows
    "(custom)": no preset has them."""
    from core.registry import GAMES
    game = GAMES["daifugo"]
    opened = game.make_options({"speed": 0, "rules": game.presets["ten_rules"]["rules"][:3], "history": [[0, 1, 2]]})
    d = SettingsDialog(game, opened)
    qtbot.addWidget(d)
    assert d.preset.currentData() is None and d.options() == opened


def test_with_the_seat_count_a_pack_too_small_disables_ok_with_the_reason(qtbot):
    """Indian Rummy, 8 players: 2 decks cannot be chosen (OK disabled, the reason shown)."""
    from core.registry import GAMES

    d = SettingsDialog(GAMES["indian_rummy"], seats=8)
    qtbot.addWidget(d)
    ok = d.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    decks = d.findChild(QComboBox, "option_deck_count")
    decks.setCurrentIndex(decks.findData(2))
    assert not ok.isEnabled() and "not enough for 8 players" in d.problems.text()
    decks.setCurrentIndex(decks.findData(3))
    assert ok.isEnabled() and not d.problems.text()


def test_the_india_presets_are_not_offered_for_seven_players_or_more(qtbot):
    """India's tables seat 2 to 6 (issue 18 item 23): with 7-10 seats only the seed's preset."""
    from core.registry import GAMES

    game = GAMES["indian_rummy"]
    big = SettingsDialog(game, seats=7)
    qtbot.addWidget(big)
    offered = [big.preset.itemData(i) for i in range(1, big.preset.count())]
    assert offered == ["default"]
    small = SettingsDialog(game, seats=6)
    qtbot.addWidget(small)
    assert [small.preset.itemData(i) for i in range(1, small.preset.count())] == list(game.presets)
    decks = big.findChild(QComboBox, "option_deck_count")
    decks.setCurrentIndex(decks.findData("india"))             # chosen by hand: refused with the reason
    assert not big.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert "India's tables seat 2 to 6 players" in big.problems.text()
