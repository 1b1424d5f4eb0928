"""Every 《OP》 option of the seed (and the other switches) does what it says, and its effect is
gone when it is off."""
from __future__ import annotations

import pytest
from anmika_helpers import act, events_of, position

from core.registry import GAMES

GAME = GAMES["anmika"]
OTHERS = ["1p2p3p4p5p6p7p8p9p1s1s2s3s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"]


def _riichi(state, seat: int) -> None:
    state.riichi[seat], state.riichi_kind[seat] = 1, "riichi"
    state.discards_made[seat] = max(1, state.discards_made[seat])
    state.no_calls = False


def test_the_ten_op_marks():
    marked = {o.id for o in GAME.options if o.optional}
    assert marked == {"gt", "hachirenchan", "sanshoku_789_dice", "shubari", "shuba_dice", "hand_yaku_chips",
                      "tontonbu", "akiaki_kinpei_chips", "consecutive_top_chips"}, \
        "the seed's ten 《OP》 but 三味線・ボディータッチ (table talk, no rule)"
    assert all(GAME.make_options(None)[o] for o in marked), "the 《OP》 rules are on by default"


@pytest.mark.parametrize("gt", [True, False])
def test_gt(gt):
    st = GAME.new_state(3, {"gt": gt}, 1)
    kinds = {t.kind for t in st.setup.tileset.tiles}
    assert (6 in kinds, 0 in kinds) == (gt, not gt), "GT: 7m in place of 1m"
    assert ("kanpachi" in st.setup.table) == gt


@pytest.mark.parametrize("on", [True, False])
def test_hachirenchan(on):
    st = position(["123p456p789p11s5s6s", *OTHERS], drawn="9s", draws="1z2z7s", honba=8,
                  options={"hachirenchan": on})
    st.discards_made[0] = 1
    st.no_calls = False
    act(st, 0, "riichi", "9s", shuba=False)
    act(st, 1, "discard", "1z")
    act(st, 2, "discard", "2z")
    won = events_of(act(st, 0, "tsumo"), "won")[0]
    assert ("hachirenchan" in dict(won.info["yaku"])) == on
    assert (won.info["tier"] == "yakuman") == on


def _kanpachi_ron(**options):
    """Seat 1 in riichi on 79m 789p 789s 123p 55s (GT): seat 0 discards a green pocchi, the 8m."""
    st = position(["1z2z3z1p2p3p4p5p6p1s2s3s4s", "79m789p789s123p55s", "1p2p3p4p5p6p7p8p9p1s1s2s3s"],
                  drawn="5Gz", options=options)
    st.discards_made[0] = 1
    _riichi(st, 1)
    act(st, 0, "discard", "5Gz")
    return st, act(st, 1, "ron")


@pytest.mark.parametrize("on", [True, False])
def test_sanshoku_789_dice(on):
    st, events = _kanpachi_ron(sanshoku_789_dice=on)
    yaku = dict(events_of(events, "won")[0].info["yaku"])
    assert yaku.get("kanpachi") == 8 and yaku.get("sanshoku") == 4
    sources = [c["source"] for c in st.dice_chances]
    assert ("sanshoku_789" in sources) == on
    if on:
        assert events_of(events, "dice_offered")[0].info == {"source": "sanshoku_789", "base": 140}


@pytest.mark.parametrize("on", [True, False])
def test_shubari(on):
    st = position(["123p456p789p11s5s6s", *OTHERS], drawn="9s", options={"shubari": on, "shuba_dice": on})
    st.discards_made[0] = 1
    assert any(a.shuba for a in st.legal_actions(0)) == on


@pytest.mark.parametrize("on", [True, False])
def test_shuba_dice(on):
    st = position(["123p456p789p11s5s6s", *OTHERS], drawn="7s", options={"shuba_dice": on})
    act(st, 0, "tsumo")                                   # 天和: shuba dice without a declaration
    assert st.dice_chances[0]["shuba_dice"] == on


@pytest.mark.parametrize("on", [True, False])
def test_hand_yaku_chips(on):
    st = position(["1p2p3p4p5p6p7p8p9p1z1z2z2z", *OTHERS[:1], "1s2s3s4s5s6s7s8s9s3z3z4s4s"], drawn="1z",
                  draws="6z7z2z", options={"hand_yaku_chips": on})
    st.discards_made[0] = 1
    st.no_calls = False
    act(st, 0, "riichi", "1z", shuba=False)
    act(st, 1, "discard", "6z")
    act(st, 2, "discard", "7z")
    won = events_of(act(st, 0, "tsumo"), "won")[0]
    assert "chinitsu" not in dict(won.info["yaku"]) and "honitsu" in dict(won.info["yaku"])
    items = {i["name"]: i["amount"] for i in won.info["chips"]}
    assert items.get("hand_yaku") == (5 if on else None), "closed 混一色: 5 chips"


@pytest.mark.parametrize("on", [True, False])
def test_tontonbu(on):
    st = GAME.new_state(3, {"tontonbu": on}, 1)
    st.scores, st.chips = [80000, -1000, 26000], [0, 0, 0]
    st.history.append({"result": "win", "wins": [{"winner": 0}]})
    events = st._finish_hand((0,), "win")
    game_end = next(e for e in events if e.kind == "chips" and e.info["reason"] == "game_end")
    tonton = next(i for i in game_end.info["items"] if i["name"] == "tontonbu")
    assert tonton["amount"] == (6 if on else 0)
    assert st.chips[0] == 45 + 2 * 6 + (12 if on else 0), "rank +45 (2nd below 40,000), 80,000 bonus and トントンブー 6 all"


@pytest.mark.parametrize("on", [True, False])
def test_akiaki_kinpei_chips(on):
    st = position(["123p456p789p11s5s6s", *OTHERS], drawn="9s", draws="1z2z7s",
                  extracted=["3f3f4gz", "", ""], options={"akiaki_kinpei_chips": on})
    st.discards_made[0] = 1
    st.no_calls = False
    act(st, 0, "riichi", "9s", shuba=False)
    act(st, 1, "discard", "1z")
    act(st, 2, "discard", "2z")
    offer = events_of(act(st, 0, "tsumo"), "gold_north_offered")[0]
    assert offer.info["targets"] == ["autumn"], "the winner names the 金北 target (§4.3)"
    assert [a.target for a in st.legal_actions(0)] == ["autumn", "none"]
    won = events_of(act(st, 0, "gold_north", target="autumn"), "won")[0]
    assert won.info["gold_north"] == "autumn"
    items = {i["name"]: i["amount"] for i in won.info["chips"]}
    assert ("akiaki" in items) == on
    if on:
        assert items["akiaki"] == won.info["han"], "秋秋金北: chips equal to the han (no 夏 held)"


@pytest.mark.parametrize("on", [True, False])
def test_consecutive_top_chips(on):
    st = GAME.new_state(3, {"consecutive_top_chips": on, "top_streak": [0, 2]}, 1)
    st.scores, st.chips = [50000, 30000, 25000], [0, 0, 0]
    events = st._end_game()
    item = next(i for e in events if e.kind == "chips" for i in e.info["items"] if i["name"] == "consecutive_top")
    assert item["games"] == 3 and item["amount"] == (8 if on else 0), "the 3rd top in a row: 2 × 2² = 8 all"
    assert st.result().detail["top_streak"] == [0, 3]
    st = GAME.new_state(3, {"top_streak": [1, 4]}, 1)
    st.scores, st.chips = [50000, 30000, 25000], [0, 0, 0]
    st._end_game()
    assert st.result().detail["top_streak"] == [0, 1], "another top starts a new streak"


def test_a_bad_top_streak_is_refused():
    from core.engine import OptionError
    with pytest.raises(OptionError):
        GAME.make_options({"top_streak": [9, 0]})
