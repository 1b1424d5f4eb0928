"""The mahjong table's variants plug in (issue 20): each game's table is made by its front end
with its own :class:`~gui.families.mahjong.variant.TableVariant` (riichi: the plain base), and the family
code in gui/families/mahjong/ names no variant."""
from __future__ import annotations

import pathlib

import pytest

import gui.families.mahjong

@pytest.mark.parametrize("game_id, variant", [("riichi", "gui.families.mahjong.variant:TableVariant"),
                                              ("anmika", "gui.games.anmika.table:AnmikaVariant"),
                                              ("hero_mahjong", "gui.games.hero_mahjong.table:HeroVariant")])
def test_each_mahjong_game_makes_its_table_with_its_variant(qtbot, game_id, variant):
    from gui.registry import make_table
    from gui.families.mahjong.view import MahjongTableView
    table = make_table(game_id)
    qtbot.addWidget(table)
    assert isinstance(table, MahjongTableView)
    kind = type(table.variant)
    assert f"{kind.__module__}:{kind.__qualname__}" == variant
    assert table.table_scene.variant is table.variant and table.variant.view is table
    assert table.variant.action_kinds <= table.TABLE_KINDS


def test_the_riichi_table_knows_only_riichi_actions(qtbot):
    from gui.families.mahjong.view import MahjongTableView
    table = MahjongTableView()
    qtbot.addWidget(table)
    assert table.TABLE_KINDS == MahjongTableView.TABLE_KINDS
    assert "extract" not in table.TABLE_KINDS and "card" not in table.TABLE_KINDS


def test_no_module_of_the_mahjong_family_names_a_variant():
    folder = pathlib.Path(gui.families.mahjong.__file__).parent
    named = {}
    for path in sorted(folder.glob("*.py")):
        text = path.read_text(encoding="utf-8").lower()
        found = [word for word in ("anmika", "hero") if word in text]
        if found:
            named[path.name] = found
    assert named == {}
