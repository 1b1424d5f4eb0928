"""Teaching mode for Anmika sanma: the efficiency panel counts the sanma set (no 2m-8m, flowers
and extracted norths seen), survives a flower among the indicators, and says why a complete
closed hand may not win dama (筋肉) and when a kan is a must (カンの強制)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gui.families.mahjong.teaching import EfficiencyPanel
from gui.games.anmika.teaching import anmika_efficiency

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from anmika_helpers import position  # noqa: E402


@pytest.fixture
def panel(qtbot):
    p = EfficiencyPanel(lang="en")
    qtbot.addWidget(p)
    return p


def test_the_sanma_set_and_a_flower_indicator(panel):
    st = position(["123p456p789p1s3s4z9m", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"],
                  drawn="5s", indicators="1f2p", extracted=["4z", "", ""])
    st.discards_made[0] = 1
    view = st.view(0)
    kwargs = anmika_efficiency(view)
    assert kwargs["copies"][1] == 0 and kwargs["copies"][6] == 4, "2m is not in the set, 7m is (GT)"
    panel.show_for(view, st.legal_actions(0), seat=0, **kwargs)
    eff = panel.efficiency
    assert eff is not None and eff.to_discard
    assert eff.unseen[30] == 4 - 1 - 1, "a north in hand and one set aside are seen"
    assert eff.unseen[1] == 0
    assert "north" in view.data["notes"] and "北抜き" in panel.hint.text()


def test_the_muscle_note_is_the_hint(panel):
    st = position(["123p456p789p11s5s6s", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"], drawn="7s")
    st.discards_made[0] = 1
    st.no_calls = False
    view = st.view(0)
    panel.show_for(view, st.legal_actions(0), seat=0, **anmika_efficiency(view))
    assert "筋肉" in panel.hint.text() and panel.hint.isVisibleTo(panel)


def test_a_fever_win_ends_the_hand_on_the_table_only_with_the_fevers_end():
    from core.engine import Event
    from gui.families.mahjong.events import EventGroup
    from gui.games.anmika.events import fever_goes_on as _fever_goes_on
    won = Event("won", 0, (), info={"fever_win": 1})
    assert _fever_goes_on(EventGroup([won], later=[Event("drew", 1), Event("winter_offered", 0)]))
    assert not _fever_goes_on(EventGroup([won], later=[Event("fever_ended", 0), Event("hand_started", None)]))
    plain = Event("won", 0, (), info={"fever_win": 0})
    assert not _fever_goes_on(EventGroup([plain], later=[]))


def test_a_north_in_hand_is_air_for_the_efficiency(panel):
    from gui.games.anmika.teaching import air_view
    st = position(["123p456p789p1s3s4z9m", "1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"], drawn="5s")
    st.discards_made[0] = 1
    view = st.view(0)
    air = air_view(view)
    assert "4z" not in air.data["hands"][0] and len(air.data["hands"][0]) == 13
    panel.show_for(air, st.legal_actions(0), seat=0, **anmika_efficiency(view))
    eff = panel.efficiency
    assert eff is not None and not eff.to_discard, "the 13 tiles that wait for the north's replacement"
    assert eff.counts[30] == 0


def test_a_north_is_never_counted_as_an_improving_tile(panel):
    """Ren waits with 123456789p 11s 3s and a north: another north would pair it, but a drawn north
    is set aside (北抜き), so the panel lists 1s-5s and no 北."""
    st = position(["123p456p789p1s3s5z9m", "1p2p3p4p5p6p7p8p9p1s1s3s4z", "1p3p5p7p9p1s3s5s7s9s1z2z3z"], drawn="5s")
    st.discards_made[0] = 1
    view = st.view(1)
    panel.show_for(view, [], seat=1, **anmika_efficiency(view))
    kinds = [k for k, _ in panel.efficiency.improving]
    assert kinds and 30 not in kinds and 20 in kinds


def test_two_norths_in_hand_still_show_the_efficiency_on_your_turn(panel):
    """A dealt hand with a north and a gold north (seed 5): the panel reads the hand with one
    north set aside (the other waits its turn) instead of going blank ("shown on your turn")."""
    from core.registry import GAMES
    from gui.games.anmika.teaching import air_view
    st = GAMES["anmika"].new_state(3, None, 5)
    view = st.view(0)
    assert sorted(t for t in view.data["hands"][0] if t in ("4z", "4gz")) == ["4gz", "4z"]
    air = air_view(view)
    assert len(air.data["hands"][0]) % 3 == 1
    panel.show_for(air, st.legal_actions(0), seat=0, **anmika_efficiency(view))
    assert panel.efficiency is not None
    assert "shown on your turn" not in panel.header.text()
