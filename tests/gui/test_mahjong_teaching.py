"""The teaching-mode efficiency panel (牌効率) of the mahjong games, offscreen: the rows for a real
riichi position, the header and warnings of a waiting hand, and that nothing is clipped at a
side-panel width of 360 px."""
from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QColor

from core.engine import View
from core.mahjong.notation import parse_kinds, to_text
from core.registry import GAMES
from gui.families.mahjong.teaching import BEST_BG, EfficiencyPanel

WIDTH = 360


def turn_position(seed: int, min_actions: int = 20):
    """A seeded riichi state after random legal play, at a seat's turn to discard."""
    state = GAMES["riichi"].new_state(4, None, seed)
    rng = random.Random(seed)
    n = 0
    while True:
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        if n >= min_actions and state.view(seat)["step"] == "turn" and \
                sum(a.kind == "discard" for a in legal) > 3:
            return state, seat
        state.apply(rng.choice(legal))
        n += 1


def toks(text: str) -> list[str]:
    return [to_text([kind]) for kind in parse_kinds(text)]


def waiting_view(hand: str, pond: str = "", melds=()) -> View:
    """Seat 1 (South) holding ``hand`` (13 tiles, or fewer with ``melds``), discarded ``pond``."""
    data = {"seats": 4, "step": "turn", "turn": 2, "dealer": 0, "round_wind": 0, "dora_indicators": ["7z"],
            "hands": [["??"] * 13, toks(hand), ["??"] * 13, ["??"] * 13], "drawn": None,
            "melds": [[], [{"kind": m[0], "tiles": toks(m[1]), "called": m[2], "from": m[3]} for m in melds],
                      [], []],
            "ponds": [[], [{"tile": t, "riichi": False, "called": False} for t in toks(pond)], [], []],
            "riichi": [0, 0, 0, 0]}
    return View("riichi", 1, data)


@pytest.fixture
def panel(qtbot):
    p = EfficiencyPanel(lang="en")
    qtbot.addWidget(p)
    return p


def assert_fits(panel: EfficiencyPanel) -> None:
    """Laid out at WIDTH: every visible part gets at least the height its width needs, inside the
    panel, and the grabbed image is WIDTH wide."""
    size = panel.fit_width(WIDTH)
    panel.show()
    image = panel.grab().toImage()
    assert image.width() == WIDTH and image.height() == size.height()
    for w in (panel.header, panel.strip, panel.warnings, panel.hint, panel.table, panel.show_all):
        if not w.isVisible():
            continue
        g = w.geometry()
        assert g.left() >= 0 and g.right() < WIDTH and g.bottom() < size.height(), w.objectName()
        if w.hasHeightForWidth():
            assert g.height() >= w.heightForWidth(g.width()), w.objectName()
        else:
            assert g.height() >= w.sizeHint().height(), w.objectName()
    return image


def test_rows_for_a_real_riichi_turn(panel):
    state, seat = turn_position(3)
    legal = state.legal_actions(seat)
    panel.show_for(state.view(seat), legal)
    eff = panel.efficiency
    assert eff is not None and eff.to_discard
    legal_kinds = {parse_kinds(a.cards[0])[0] for a in legal if a.kind in ("discard", "riichi")}
    assert {r.kind for r in eff.discards if r.legal} == legal_kinds
    rows = panel.table.rows
    assert rows and rows[0].best and rows[0].lead[0][0] == eff.best.kind
    shown = {r.lead[0][0] for r in rows if r.lead} | {c.kind for r in rows if not r.lead for c in r.chips}
    assert shown == legal_kinds                # every legal discard: a row or in the folded line
    assert "shanten" in panel.header.text() or "Tenpai" in panel.header.text()
    assert panel.hint.text().startswith("Hint: discard")


def test_show_every_discard_unfolds_the_rows(panel):
    state, seat = turn_position(3)
    panel.show_for(state.view(seat), state.legal_actions(seat))
    folded = len(panel.table.rows)
    if not panel.show_all.isVisibleTo(panel):
        pytest.skip("no discard loses a step here")
    panel.show_all.setChecked(True)
    legal = {r.kind for r in panel.efficiency.discards if r.legal}
    assert len(panel.table.rows) == len(legal) >= folded


@pytest.mark.parametrize("seed", [3, 11, 17, 29])
def test_nothing_is_clipped_at_side_panel_width(panel, seed):
    state, seat = turn_position(seed)
    panel.show_for(state.view(seat), state.legal_actions(seat))
    image = assert_fits(panel)
    # the best row's highlight is painted inside the table
    y = panel.table.geometry().top() + panel.table._layout(panel.table.width())[0] + 6
    colours = {QColor(image.pixel(x, y)).name() for x in range(30, 300, 7)}
    assert BEST_BG.name() in colours
    panel.show_all.setChecked(True)
    assert_fits(panel)


def test_tenpai_header_waits_and_furiten(panel):
    panel.show_for(waiting_view("123m456p789s11z45s", pond="2z6s"))
    eff = panel.efficiency
    assert eff.tenpai and eff.furiten
    assert panel.header.text().startswith("Tenpai (聴牌): waits 3s 6s")
    assert [c.kind for c in panel.strip.chips] == [parse_kinds("3s")[0], parse_kinds("6s")[0]]
    assert "Furiten (振聴)" in panel.warnings.text()
    assert "No yaku (役なし) on ron (ロン)" in panel.warnings.text()   # closed: riichi or tsumo
    assert "riichi (立直)" in panel.warnings.text()
    assert not panel.table.isVisibleTo(panel)
    assert_fits(panel)


def test_open_hand_without_yaku_warns(panel):
    panel.show_for(waiting_view("456p789s11z45s", melds=[("chi", "123m", "2m", 0)]))
    assert "No yaku (役なし): this open hand cannot win" in panel.warnings.text()
    assert_fits(panel)


def test_shanten_header_for_a_waiting_turn(panel):
    panel.show_for(waiting_view("19m123p456p789s11z"))
    assert panel.header.text().startswith("1-shanten (1向聴)")
    assert panel.strip.chips and not panel.warnings.isVisibleTo(panel)


def test_japanese_tile_names(panel):
    panel.set_language("ja")
    panel.show_for(waiting_view("123m456p789s11z45s"))
    assert "三索 六索" in panel.header.text()


def test_clear_and_hidden_hands(panel):
    state, seat = turn_position(3)
    panel.show_for(state.view(seat), state.legal_actions(seat))
    panel.clear()
    assert panel.efficiency is None and not panel.table.isVisibleTo(panel)
    panel.show_for(state.view(seat), seat=(seat + 1) % 4)        # that hand is hidden in this view
    assert panel.efficiency is None
    panel.show_for(state.view(None), seat=seat)                  # review: the open view, any seat
    assert panel.efficiency is not None
    assert_fits(panel)


def test_clicking_a_row_picks_its_discard(panel, qtbot):
    from PySide6.QtCore import QPoint, Qt

    state, seat = turn_position(3)
    panel.show_for(state.view(seat), state.legal_actions(seat))
    assert_fits(panel)
    table = panel.table
    head_h, rows, _ = table._layout(table.width())
    row, y, height = rows[0][:3]
    assert "Discard" in row.tip and row.chips[0].tip.endswith("left unseen")
    with qtbot.waitSignal(panel.picked) as picked:
        qtbot.mouseClick(table, Qt.MouseButton.LeftButton, pos=QPoint(10, y + height // 2))
    assert picked.args == [panel.efficiency.best.token]
