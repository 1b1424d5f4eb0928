"""Riichi mahjong in words: every event and action of the protocol as a log line (hidden draws
stay hidden), the end-of-hand dialog for a win, several winners, a draw and an abort, the main
window opening it for a mahjong table, and the hand calculator (点数計算機) with the payment table
of hero_mahjong.md §7."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt, Signal

from core.engine import Event
from core.games.riichi.actions import RiichiAction
from core.registry import GAMES
from self_play import EagerAgent, agents_for, self_play  # noqa: E402
from gui.families.mahjong.hand_calc import CalcError, Situation, calculate, parse_meld
from gui.families.mahjong.hand_calculator import HandCalculatorDialog
from gui.families.mahjong.round_dialog import MahjongRoundDialog, outcome, payment_text, show_mahjong_round_result
from gui.families.mahjong.log import describe_mahjong_action, tile_word
from gui.log_text import describe_action, event_line

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from riichi_helpers import act, position  # noqa: E402

NAMES = ["Ann", "Bo", "Cy", "Dee"]
A, B, C, D = range(4)
EVENT_KINDS = ("hand_started", "dealt", "drew", "discarded", "answered", "riichi", "called",
               "dora_revealed", "won", "hand_drawn", "hand_aborted", "stop_offered", "game_over")
ACTION_KINDS = ("tsumo", "ron", "riichi", "discard", "closed_kan", "added_kan", "open_kan", "pon", "chi", "pass",
                "stop", "play_on")

RON_INFO = {"winner": D, "from": A, "tsumo": False, "tile": "5m", "hand": ["4m", "6m"] + [f"{n}p" for n in range(1, 10)]
            + ["1s", "1s"], "melds": [], "yaku": [["ittsu", 2]], "han": 2, "fu": 40, "limit": "", "points": 2600,
            "delta": [-2600, 0, 0, 2600], "scores": [22400, 25000, 25000, 27600], "dora_indicators": ["7z"],
            "ura_indicators": []}
TSUMO_INFO = {"winner": B, "from": None, "tsumo": True, "tile": "0s",
              "hand": ["2m", "3m", "4m", "6p", "7p", "8p", "3s", "4s", "0s", "5s", "6s", "7s", "7s"],
              "melds": [{"kind": "pon", "tiles": ["1z", "1z", "1z"], "called": "1z", "from": A}],
              "yaku": [["riichi", 1], ["tanyao", 1], ["aka", 1], ["ura", 2]], "han": 5, "fu": 30, "limit": "mangan",
              "points": 9000, "delta": [-4000, 9000, -2000, -2000], "scores": [21000, 34000, 23000, 23000],
              "dora_indicators": ["3z"], "ura_indicators": ["5p"]}
DRAW_INFO = {"tenpai": [A, C], "nagashi": [], "delta": [1500, -1500, 1500, -1500], "scores": [26500, 23500, 26500, 23500],
             "hands": {"0": ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1z", "1z", "2z", "2z"],
                       "2": ["1m", "1m", "1m", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p", "5z", "5z"]}}
HAND_EVENTS = [
    Event("hand_started", None, info={"round_wind": 1, "hand": 5, "dealer": B, "honba": 2, "sticks": 1,
                                      "scores": [25000] * 4, "dora_indicators": ["3p"]}),
    Event("dealt", B, ("1m", "2m", "3m"), "wall", "hand:1", visible_to=(B,)),
    Event("drew", B, ("5p",), "wall", "hand:1", visible_to=(B,), info={"wall": 60}),
    Event("drew", B, ("7z",), "dead_wall", "hand:1", visible_to=(B,), info={"wall": 59}),
    Event("discarded", B, ("5p",), "hand:1", "pond:1", info={"riichi": False, "tsumogiri": False}),
    Event("discarded", B, ("0p",), "hand:1", "pond:1", info={"riichi": False, "tsumogiri": True}),
    Event("discarded", B, ("9m",), "hand:1", "pond:1", info={"riichi": True, "tsumogiri": False}),
    Event("answered", C, visible_to=(C,)),
    Event("riichi", B, info={"double": False, "sticks": 2, "scores": [25000, 24000, 25000, 25000]}),
    Event("riichi", C, info={"double": True, "sticks": 3, "scores": [25000, 24000, 24000, 25000]}),
    Event("called", C, ("7m", "8m", "9m"), "pond:1", "meld:2", info={"call": "chi", "from": B, "tile": "9m"}),
    Event("called", D, ("3z", "3z", "3z"), "pond:0", "meld:3", info={"call": "pon", "from": A, "tile": "3z"}),
    Event("called", A, ("1p", "1p", "1p", "1p"), "pond:3", "meld:0", info={"call": "open_kan", "from": D, "tile": "1p"}),
    Event("called", A, ("5z", "5z", "5z", "5z"), "hand:0", "meld:0", info={"call": "closed_kan"}),
    Event("called", D, ("3z",), "hand:3", "meld:3", info={"call": "added_kan", "meld": 0}),
    Event("dora_revealed", None, ("4s",), "dead_wall", "dora"),
    Event("won", D, tuple(RON_INFO["hand"]), info=RON_INFO),
    Event("won", B, tuple(TSUMO_INFO["hand"]), info=TSUMO_INFO),
    Event("hand_drawn", None, info=DRAW_INFO),
    Event("hand_aborted", None, info={"reason": "four_kans"}),
    Event("stop_offered", D, info={"reason": "win"}),
    Event("game_over", None, info={"scores": [21000, 34000, 23000, 22000], "ranking": [1, 2, 3, 0], "stopped": True}),
]
HAND_ACTIONS = [
    RiichiAction("tsumo", B, ("5p",), "hand"), RiichiAction("ron", C, ("9m",), "hand"),
    RiichiAction("riichi", B, ("9m",), "pond"), RiichiAction("discard", B, ("0p",), "pond"),
    RiichiAction("closed_kan", A, ("5z", "5z", "5z", "5z"), "meld"), RiichiAction("added_kan", D, ("3z",), "meld:0"),
    RiichiAction("open_kan", A, ("1p", "1p", "1p"), "meld"), RiichiAction("pon", D, ("3z", "3z"), "meld"),
    RiichiAction("chi", C, ("7m", "8m"), "meld"), RiichiAction("pass", C), RiichiAction("stop", D),
    RiichiAction("play_on", D),
]


def line(event, you=None):
    return event_line(event.redacted(you), NAMES, you, "riichi")


# --- the log --------------------------------------------------------------------------------------
def test_the_hand_made_lists_cover_the_protocol():
    assert {e.kind for e in HAND_EVENTS} == set(EVENT_KINDS)
    assert {a.kind for a in HAND_ACTIONS} == set(ACTION_KINDS)


#: events the log keeps quiet: a real table does not announce who may call a discard
QUIET = ("answered",)


def test_who_may_call_is_never_announced(qapp):
    for e in HAND_EVENTS:
        if e.kind in QUIET:
            for you in (None, A, B, C):
                assert line(e, you) is None or you == e.seat


@pytest.mark.parametrize("event", [e for e in HAND_EVENTS if e.kind not in QUIET], ids=lambda e: e.kind)
def test_every_event_kind_has_a_line_for_every_reader(qapp, event):
    for you in (None, A, B, C):
        text = line(event, you)
        assert text and "??" not in text and "{" not in text, (event.kind, you, text)


@pytest.mark.parametrize("action", HAND_ACTIONS, ids=lambda a: a.kind)
def test_every_action_kind_has_an_instruction(qapp, action):
    text = describe_action(action, NAMES, "riichi")
    assert text and text != action.kind and "{" not in text and "??" not in text
    assert describe_mahjong_action(action, NAMES) == text


def test_the_lines_read_as_a_player_says_them(qapp):
    by = {}
    for e in HAND_EVENTS:
        by.setdefault(e.kind, []).append(e)
    assert line(by["hand_started"][0]) == ("South 2 (南2局), 2 honba (本場): Bo deals (親). "
                                           "Riichi sticks on the table (供託): 1. Dora indicator (ドラ表示牌): 3p.")
    assert line(by["hand_started"][0], you=B).startswith("South 2 (南2局), 2 honba (本場): you deal (親).")
    assert line(by["dealt"][0], you=B) == "You are dealt 1m 2m 3m."
    assert line(by["drew"][1], you=B) == "You draw Red as the replacement tile (嶺上牌)."
    assert line(by["drew"][1], you=A) == "Bo draws a replacement tile (嶺上牌)."
    assert [line(e) for e in by["discarded"]] == [
        "Bo discards 5p.", "Bo discards red 5p, the tile just drawn (ツモ切り).",
        "Bo declares riichi (立直) and discards 9m sideways."]
    assert line(by["riichi"][0], you=B) == \
        "Your riichi (立直) stands: a 1,000-point stick goes on the table (2 there now)."
    assert "double riichi (ダブル立直)" in line(by["riichi"][1])
    assert [line(e, you=A) for e in by["called"]] == [
        "Cy calls chi (チー) on Bo's 9m: 7m 8m 9m.",
        "Dee calls pon (ポン) on your West: West West West.",
        "You call kan (大明槓) on Dee's 1p: 1p 1p 1p 1p.",
        "You declare a closed kan (暗槓): White White White White.",
        "Dee adds West to a pon: added kan (加槓)."]
    assert line(by["dora_revealed"][0]) == "A new dora indicator is turned over (カンドラ): 4s."
    assert line(by["won"][0]) == ("Dee wins by ron (ロン) on Ann's 5m: Pure straight (一気通貫) 2; 2 han 40 fu, +2,600.")
    assert line(by["won"][1], you=B) == (
        "You win by tsumo (ツモ) with red 5s: Riichi (立直) 1, All simples (断么九) 1, Red fives (赤ドラ) 1, "
        "Ura dora (裏ドラ) 2; 5 han, Mangan (満貫), +9,000.")
    assert line(by["hand_drawn"][0]) == ("Exhaustive draw (流局). Tenpai (聴牌): Ann, Cy; noten (不聴): Bo, Dee. "
                                         "Payments: Ann +1,500, Cy +1,500, Bo −1,500, Dee −1,500.")
    assert line(by["hand_aborted"][0]) == "The hand is aborted (途中流局): four kans (四開槓)."
    assert "may end the game here" in line(by["stop_offered"][0])
    assert line(by["game_over"][0], you=B) == (
        "The last dealer ends the game (アガリ止め・テンパイ止め). "
        "Game over: 1st you (34,000), 2nd Cy (23,000), 3rd Dee (22,000), 4th Ann (21,000).")


def test_tiles_are_written_compactly(qapp):
    assert [tile_word(t) for t in ("5p", "0p", "1z", "5z", "6z", "7z", "9s")] == \
        ["5p", "red 5p", "East", "White", "Green", "Red", "9s"]


def test_hidden_draws_never_show_the_tile(qapp):
    drew = HAND_EVENTS[2]
    assert line(drew, you=A) == "Bo draws a tile."
    assert line(drew, you=B) == "You draw 5p."
    assert line(HAND_EVENTS[1], you=A) == "Bo is dealt 3 tiles."


def ai_game(seed, level="normal"):
    """A whole seeded riichi game between AI players: the state and every event."""
    state = GAMES["riichi"].new_state(4, None, seed)
    events, offered = self_play(state, agents_for("riichi", 4, level, seed), limit=6000)
    return state, events, offered


def random_game(seed):
    """A seeded game by a policy that likes calls and kans (for the call and kan events)."""
    state = GAMES["riichi"].new_state(4, None, seed)
    eager = EagerAgent(random.Random(seed), lambda a: a.kind not in ("discard", "pass"), 0.7)
    events, offered = self_play(state, [eager] * 4, limit=6000)
    return state, events, offered


def test_seeded_games_read_without_gaps_and_hide_other_seats_draws(qapp):
    kinds, actions = set(), set()
    games = [ai_game(seed) for seed in (1, 2, 3, 4, 5)] + [random_game(1)]
    for _, events, offered in games:
        for e in events:
            kinds.add(e.kind)
            for you in (None, A, C):
                text = line(e, you)
                if e.kind in QUIET and you != e.seat:
                    assert text is None
                    continue
                assert text and "??" not in text and "{" not in text, (e, text)
                if e.kind == "drew" and you is not None and e.seat != you:
                    assert text in (f"{NAMES[e.seat]} draws a tile.",
                                    f"{NAMES[e.seat]} draws a replacement tile (嶺上牌)."), text
                if e.kind == "dealt" and you is not None and e.seat != you:
                    assert text == f"{NAMES[e.seat]} is dealt {len(e.cards)} tiles."
        for a in offered:
            actions.add(a.kind)
            text = describe_action(a, NAMES, "riichi")
            assert text and text != a.kind and "{" not in text
    assert set(EVENT_KINDS) - {"hand_aborted"} <= kinds
    assert {"discard", "riichi", "tsumo", "ron", "pon", "chi", "pass"} <= actions


# --- the end-of-hand dialog -------------------------------------------------------------------------
CLAIM_HANDS = ["19m19p19s123456z1z", "46m2378p2378s567z", "55m1379p1379s123z", "46m123456789p11s"]


def dialog_for(qtbot, result, you=None):
    d = MahjongRoundDialog(result, NAMES, you=you)
    qtbot.addWidget(d)
    return d


def cells(d, key):
    return [d.cells[(s, key)].text() for s in range(4)]


def test_a_ron_win_from_the_engine(qapp, qtbot):
    s = position(CLAIM_HANDS, drawn="5m")
    act(s, 0, "discard", "5m")
    act(s, 1, "pass")
    act(s, 2, "pass")
    won = [e for e in act(s, 3, "ron") if e.kind == "won"]
    d = dialog_for(qtbot, won, you=A)
    assert d.headline.text() == "Dee wins by ron (ロン) on your 5m"
    text = d.text()
    assert "Pure straight (一気通貫): 2 han" in text and "Total: 2 han 40 fu" in text
    assert "Ron (ロン) from Ann (you): 2,600" in text
    assert cells(d, "change") == ["−2,600", "0", "0", "+2,600"]
    assert cells(d, "score") == ["22,400", "25,000", "25,000", "27,600"]
    assert len(d.win_frames) == 1
    row = d.hand_rows[0]
    assert row.tokens()[-1] == "5m" and len(row.tokens()) == 14        # the winning tile apart, last


def test_a_tsumo_with_a_call_red_five_ura_and_sticks(qapp, qtbot):
    d = dialog_for(qtbot, TSUMO_INFO)
    assert d.headline.text() == "Bo wins by tsumo (ツモ) with red 5s"
    text = d.text()
    for want in ("Riichi (立直): 1 han", "All simples (断么九): 1 han", "Red fives (赤ドラ): 1 han",
                 "Ura dora (裏ドラ): 2 han", "Total: 5 han, Mangan (満貫)",
                 "Tsumo (ツモ) payment: 2,000/4,000, plus 1,000 in riichi sticks (供託)"):
        assert want in text, want
    assert d.findChild(type(d.headline), "limit").text() == "Mangan (満貫)"
    tokens = d.hand_rows[0].tokens()
    assert tokens.count("0s") == 1 and tokens[12] == "0s" and tokens[-3:] == ["1z", "1z", "1z"]
    assert cells(d, "change") == ["−4,000", "+9,000", "−2,000", "−2,000"]


def test_tenhou_is_a_yakuman_paid_all_round(qapp, qtbot):
    s = position(["123m456p789s222z5z", "147m258p369s1234z", "147m258p369s1234z", "147m258p369s1234z"], drawn="5z")
    won = [e for e in act(s, 0, "tsumo") if e.kind == "won"]
    d = dialog_for(qtbot, won[0], you=A)
    assert d.headline.text() == "You win by tsumo (ツモ) with White"
    assert "Blessing of heaven (天和): Yakuman (役満)" in d.text()
    assert "Tsumo (ツモ) payment: 16,000 all" in d.text()
    assert cells(d, "change") == ["+48,000", "−16,000", "−16,000", "−16,000"]


def test_two_winners_in_one_dialog(qapp, qtbot):
    s = position(["19m19p19s123456z1z", "19m19p19s123456z2z", "46m123456789p11s", "46m123456789s11p"], drawn="5m")
    act(s, 0, "discard", "5m")
    events = []
    for seat in s.to_move():
        kinds = {a.kind for a in s.legal_actions(seat)}
        events += act(s, seat, "ron" if "ron" in kinds else "pass")
    won = [e for e in events if e.kind == "won"]
    assert len(won) == 2
    d = dialog_for(qtbot, {"events": [e.to_json() for e in events]})
    assert d.headline.text() == "Several winners (ダブロン): Cy, Dee"
    assert len(d.win_frames) == 2
    assert cells(d, "change") == ["−5,200", "0", "+2,600", "+2,600"]
    assert cells(d, "score") == ["19,800", "25,000", "27,600", "27,600"]


def test_an_exhaustive_draw_shows_the_tenpai_hands_and_noten_payments(qapp, qtbot):
    d = dialog_for(qtbot, DRAW_INFO, you=C)
    assert d.headline.text() == "Exhaustive draw (流局)"
    assert [r.tokens()[:3] for r in d.hand_rows] == [["1m", "2m", "3m"], ["1m", "1m", "1m"]]
    text = d.text()
    assert "Tenpai (聴牌): Ann, you" in text and "Noten (不聴): Bo, Dee" in text
    assert "Noten payments (ノーテン罰符)" in text
    assert cells(d, "change") == ["+1,500", "−1,500", "+1,500", "−1,500"]


def test_nagashi_mangan_is_named(qapp, qtbot):
    info = dict(DRAW_INFO, nagashi=[B], tenpai=[], delta=[-4000, 8000, -2000, -2000])
    d = dialog_for(qtbot, Event("hand_drawn", None, info=info))
    assert "Nagashi mangan (流し満貫): Bo" in d.text()
    assert cells(d, "change") == ["−4,000", "+8,000", "−2,000", "−2,000"]


def test_an_abort_says_why_and_nobody_pays(qapp, qtbot):
    d = dialog_for(qtbot, {"kind": "hand_aborted", "info": {"reason": "four_kans"}})
    assert d.headline.text() == "The hand is aborted (途中流局): four kans (四開槓)."
    assert cells(d, "change") == ["0"] * 4
    assert not d.win_frames


def test_the_result_forms_are_read_alike(qapp):
    ev = Event("won", D, tuple(RON_INFO["hand"]), info=RON_INFO)
    for form in (ev, [ev], RON_INFO, {"wins": [RON_INFO]}, ev.to_json(), {"events": [ev]}):
        o = outcome(form)
        assert len(o["wins"]) == 1 and o["wins"][0]["han"] == 2
    assert outcome({"reason": "win"})["abort"] is None            # a stop_offered info is no abort
    assert payment_text(RON_INFO, NAMES) == "Ron (ロン) from Ann: 2,600"


def table_form(events, round_wind=0, hand_no=1, honba=0, dealer=1, scores=None):
    """What the mahjong table's ``round_ended`` carries (gui/table/mahjong_view.py round_result)."""
    ends = [e for e in events if e.kind in ("won", "hand_drawn", "hand_aborted")]
    last = ends[-1]
    return {"kind": last.kind, "wins": [dict(e.info) for e in ends if e.kind == "won"], "info": dict(ends[0].info),
            "scores": scores or list(last.info.get("scores") or []), "round_wind": round_wind, "hand_no": hand_no,
            "honba": honba, "dealer": dealer}


def test_the_tables_round_ended_form(qapp, qtbot):
    two = [Event("won", D, (), info=RON_INFO), Event("won", B, (), info=dict(TSUMO_INFO, delta=[0, 1000, 0, -1000]))]
    d = dialog_for(qtbot, table_form(two, round_wind=1, hand_no=5))
    assert d.windowTitle() == "End of South 2 (南2局)"
    assert len(d.win_frames) == 2 and d.headline.text() == "Several winners (ダブロン): Dee, Bo"
    assert cells(d, "change") == ["−2,600", "+1,000", "0", "+1,600"]
    d = dialog_for(qtbot, table_form([Event("hand_drawn", None, info=DRAW_INFO)]))
    assert d.outcome["draw"] is not None and cells(d, "change")[0] == "+1,500"
    abort = table_form([Event("hand_aborted", None, info={"reason": "four_kans"})], scores=[25000, 24000, 26000, 25000])
    d = dialog_for(qtbot, abort)
    assert "four kans (四開槓)" in d.headline.text()
    assert cells(d, "score") == ["25,000", "24,000", "26,000", "25,000"]
    try:
        from gui.families.mahjong.view import round_result
    except ImportError:
        return
    made = round_result(two, {"round_wind": 1, "hand_no": 5, "honba": 0, "dealer": 1}, None)
    assert len(outcome(made)["wins"]) == 2


def test_real_hands_match_the_engine_and_fit_the_screen(qapp, qtbot):
    state, events, _ = ai_game(4)
    ends = [e for e in events if e.kind in ("won", "hand_drawn")]
    assert ends
    for e in ends:
        d = dialog_for(qtbot, e, you=0)
        assert [int(c.replace("−", "-").replace(",", "")) for c in cells(d, "change")] == e.info["delta"]
        assert [int(c.replace(",", "")) for c in cells(d, "score")] == e.info["scores"]
    d = dialog_for(qtbot, [e for e in HAND_EVENTS if e.kind == "won"][:2], you=0)   # a double ron at once
    d.show()
    qtbot.waitExposed(d)
    assert d.width() <= 1100 and d.height() <= 760
    for lab in d.findChildren(type(d.headline)):
        if lab.isVisible() and not lab.wordWrap():
            assert lab.width() >= lab.sizeHint().width() - 1, lab.text()


def test_show_opens_without_blocking_and_reports_closing(qapp, qtbot):
    closed = []
    d = show_mahjong_round_result(None, RON_INFO, NAMES, options={}, on_closed=lambda: closed.append(1), you=None)
    qtbot.waitExposed(d)
    d.ok_button.click()
    assert closed == [1]


class FakeTable(QObject):
    round_ended = Signal(object)

    def __init__(self):
        super().__init__()
        self.paused, self.resumed = None, 0

    def set_round_pause(self, on):
        self.paused = on

    def resume_after_round(self):
        self.resumed += 1


class FakeController:
    def __init__(self):
        self.names, self.you = NAMES, 0
        self.state = GAMES["riichi"].new_state(4, None, 3)


def test_the_main_window_opens_the_mahjong_dialog(qapp, qtbot):
    from gui.registry import frontend
    from gui.main_window import MainWindow

    targets = {"riichi": "gui.families.mahjong.round_dialog:show_mahjong_round_result",
               "anmika": "gui.games.anmika.round_dialog:show_round_result",
               "hero_mahjong": "gui.games.hero_mahjong.round_dialog:show_round_result"}
    for game, target in targets.items():
        assert frontend(game).round_dialog.target == target
    w = MainWindow({"speed": 0.0})
    qtbot.addWidget(w)
    table = FakeTable()
    w._connect_round_dialog(table, FakeController())
    table.round_ended.emit(RON_INFO)
    dialogs = w.findChildren(MahjongRoundDialog)
    assert len(dialogs) == 1 and dialogs[0].you == 0
    assert dialogs[0].headline.text() == "Dee wins by ron (ロン) on your 5m"
    dialogs[0].ok_button.click()
    assert table.resumed == 1
    calc = w.open_calculator()
    qtbot.waitExposed(calc)
    assert isinstance(calc, HandCalculatorDialog)
    assert "calculator" in w.actions_["calculator"].text()
    calc.close()


# --- the hand calculator ---------------------------------------------------------------------------
NON_DEALER = 1


@pytest.mark.parametrize("hand, win, melds, sit, want", [
    # 20 fu 2 han pinfu tsumo: 400/700
    ("234m567p345s99m678s", "6s", (), Situation(tsumo=True, seat_wind=NON_DEALER), (2, 20, "", "400/700")),
    # riichi tsumo pinfu: 20 fu 3 han 700/1,300; as the dealer 1,300 all
    ("234m567p345s99m678s", "6s", (), Situation(tsumo=True, riichi=1, seat_wind=NON_DEALER), (3, 20, "", "700/1,300")),
    ("234m567p345s99m678s", "6s", (), Situation(tsumo=True, riichi=1), (3, 20, "", "1,300 all")),
    # riichi tsumo tanyao dora 1 on a closed wait: 30 fu 4 han 2,000/3,900
    ("234m57p345s678s55p6p", "6p", (), Situation(tsumo=True, riichi=1, seat_wind=NON_DEALER, dora_indicators="1m"),
     (4, 30, "", "2,000/3,900")),
    # seven pairs ron: 25 fu 2 han 1,600 (dealer 2,400)
    ("11m22p33s44z55z66z77z", "7z", (), Situation(seat_wind=NON_DEALER), (2, 25, "", "1,600")),
    ("11m22p33s44z55z66z77z", "7z", (), Situation(), (2, 25, "", "2,400")),
    # an open hand: pon of 白 and a chi, ron 30 fu 1 han 1,000
    ("567p99s45s3s", "3s", ("pon 555z", "chi 789m"), Situation(seat_wind=NON_DEALER), (1, 30, "", "1,000")),
    # nine gates (九蓮宝燈), a yakuman: 32,000 on a non-dealer ron
    ("1112345678999m5m", "5m", (), Situation(seat_wind=NON_DEALER), None),
])
def test_the_calculator_matches_the_payment_table(qapp, hand, win, melds, sit, want):
    value = calculate(hand, win, melds, sit)
    assert value.is_win, value.error
    if want is None:
        assert value.yakuman and value.payment.text() == "32,000"         # 九蓮宝燈 (nine gates)
        return
    han, fu, limit, text = want
    assert (value.han, value.fu, value.limit, value.payment.text()) == (han, fu, limit, text)


def test_meld_words_in_english_and_japanese(qapp):
    for text, kind in (("pon 555p", "pon"), ("ポン 555p", "pon"), ("chi 312m", "chi"), ("kan 1111z", "kan"),
                       ("closed kan 2222p", "closed_kan"), ("暗槓 2222p", "closed_kan"), ("kakan 5505s", "added_kan"),
                       ("777s", "pon"), ("456s", "chi")):
        assert parse_meld(text)[0].kind == kind, text
    assert parse_meld("  ") is None
    with pytest.raises(CalcError, match="is not a meld"):
        parse_meld("pon 556p")


@pytest.mark.parametrize("hand, melds, message", [
    ("123m45x", (), "cannot be read"),
    ("11111m", (), "a set has only four"),
    ("123m456p789s11z", (), "a winning hand has 14"),
    ("", (), "Enter the hand"),
    ("123m456p11z", ("pon 556p", ""), "is not a meld"),
])
def test_the_calculator_refuses_bad_input_with_a_message(qapp, hand, melds, message):
    with pytest.raises(CalcError, match=message):
        calculate(hand, None, melds)


def test_the_calculator_dialog_computes_live_and_keeps_the_last_result_on_bad_input(qapp, qtbot):
    d = HandCalculatorDialog()
    qtbot.addWidget(d)
    d.seat_wind.setCurrentIndex(NON_DEALER)
    d.tsumo.setChecked(True)
    d.riichi.setCurrentIndex(1)
    d.dora.setText("1m")
    d.hand.setText("234m57p345s678s55p6p")
    assert d.win.currentData() == "6p" and d.error == ""
    text = d.result_text()
    assert "Riichi (立直): 1 han" in text and "Total: 4 han 30 fu" in text
    assert "Tsumo (ツモ) payment: 2,000/3,900" in text
    good = d.value
    d.hand.setText("234m57p345s678s55p6x")
    assert "cannot be read" in d.error and d.message.text() == d.error
    assert d.value is good and not d.result.isEnabled()
    d.hand.setText("234m57p345s678s55p6p")
    d.honba.setValue(1)
    d.sticks.setValue(2)
    assert d.error == "" and "2,100/4,000" in d.result_text()
    assert "gains 10,200" in d.result_text()


def test_the_palette_and_the_meld_fields(qapp, qtbot):
    d = HandCalculatorDialog()
    qtbot.addWidget(d)
    d.seat_wind.setCurrentIndex(NON_DEALER)
    for tok in ("5p", "6p", "7p", "9s", "9s", "4s", "5s"):
        d.palette[tok].click()
    assert d.hand.text() == "5p 6p 7p 9s 9s 4s 5s"
    assert "has 7 tiles" in d.error
    d.target = d.melds[0]
    for tok in ("5z", "5z", "5z"):
        d.palette[tok].click()
    assert d.melds[0].text() == "pon 5z 5z 5z"
    d.melds[1].setText("chi 789m")
    d.target = d.hand
    d.palette["3s"].click()
    assert d.win.currentData() == "3s" and d.error == ""
    assert "Value tiles: white dragon (役牌 白): 1 han" in d.result_text()
    assert "Ron (ロン) payment: 1,000" in d.result_text()
    d.palette["0p"].click()
    assert "has 15 tiles" in d.error
    d.remove_tile()                                      # Back takes the red five out
    assert d.hand.text().endswith("3s") and d.error == ""
    d.clear()
    assert d.hand.text() == "" and "Enter the hand" in d.error


def test_the_draw_dialog_shows_a_tenpai_hand_with_its_called_melds(qtbot):
    """流局: Ann called a chi of 1m2m3m and is tenpai: her row shows the concealed tiles and, apart,
    the chi with the called tile sideways."""
    from core.games.riichi.calls import Called
    from core.games.riichi.actions import token
    from gui.families.mahjong.dialog_tiles import TileSpec
    from gui.families.mahjong.view import round_result
    junk = "147m258p369s1234z"
    s = position(["123456789m2345p", junk, junk, junk], drawn="5s", draws="2s3s4s")
    chi = [t for t in s.hands[0] if token(t) in ("1m", "2m", "3m")]
    s.melds[0] = [Called("chi", tuple(chi), chi[0], 3)]
    s.hands[0] = [t for t in s.hands[0] if t not in chi]
    s.wall.live = s.wall.live[-3:]
    act(s, 0, "discard", "5s")
    events = []
    for seat in (1, 2, 3):
        events += act(s, seat, "discard", token(s.drawn))
    dialog = MahjongRoundDialog(round_result(events, {"round_wind": 0, "hand_no": 0}, None), NAMES)
    qtbot.addWidget(dialog)
    (row,) = dialog.hand_rows
    assert row.tokens()[:10] == ["4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p", "4p", "5p"]
    assert sorted(row.tokens()[10:]) == ["1m", "2m", "3m"]
    assert TileSpec("1m", sideways=True) in row.items


def test_the_calculator_explains_the_fu(qapp, qtbot):
    """234m 57p+6p 345s 678s 55p, tsumo: base 20, tsumo 2, the closed wait 2 = 24, rounded up to 30."""
    from PySide6.QtTest import QTest
    d = HandCalculatorDialog()
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.seat_wind.setCurrentIndex(NON_DEALER)
    d.riichi.setCurrentIndex(1)
    qtbot.mouseClick(d.tsumo, Qt.MouseButton.LeftButton)
    QTest.keyClicks(d.hand, "234m57p345s678s55p6p")
    assert ("Fu (符): base (副底) 20 + tsumo (ツモ符) 2 + closed wait (嵌張) 2 = 24, rounded up to 30"
            in d.result_text().splitlines())
    assert "Fu (符)" in d.result.text()


def test_the_calculator_shows_every_line_of_a_seven_yaku_hand_at_1024x640(qapp, qtbot):
    """Riichi, ippatsu, tsumo, pinfu, tanyao, iipeikou and dora: the whole result is inside the
    dialog and the result label is as tall as its text needs."""
    from PySide6.QtTest import QTest
    d = HandCalculatorDialog()
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    qtbot.mouseClick(d.tsumo, Qt.MouseButton.LeftButton)
    d.riichi.setCurrentIndex(1)
    qtbot.mouseClick(d.flags["ippatsu"], Qt.MouseButton.LeftButton)
    QTest.keyClicks(d.dora, "1m")
    QTest.keyClicks(d.hand, "223344m456p67s55s8s")
    assert len(d.value.yaku) >= 5 and d.value.dora == 2
    qapp.processEvents()
    d.resize(1024, 640)
    qapp.processEvents()
    r = d.result
    assert d.height() <= 640
    assert r.height() >= r.heightForWidth(r.width())
    assert r.mapTo(d, r.rect().bottomLeft()).y() <= d.height()


@pytest.mark.parametrize("language, west, raw", [("en", "West", "3z"), ("ja", "西", "3z")])
def test_a_hint_names_the_tiles_as_the_log_does(qapp, qtbot, language, west, raw):
    """The hint for a hand with a lone West: the move and the AI's reason both say "West" (西),
    never the notation "3z"."""
    from gui.i18n import install_language
    from gui.main_window import MainWindow
    from gui.players import default_players
    junk = "147m258p369s1234z"
    state = position(["123m456p789s55p6s3z", junk, junk, junk], drawn="2m")
    install_language(qapp, language)
    try:
        window = MainWindow({"speed": 0.0})
        qtbot.addWidget(window)
        window.start_game(state, default_players(4), autosave=False)
        c = window.controller
        qtbot.waitUntil(lambda: bool(not c._busy and c._legal_for_viewpoint()), timeout=10000)
        with qtbot.waitSignal(c.hint_ready, timeout=5000) as hint:
            window.actions_["hint"].trigger()
        text = hint.args[0]
        assert text.count(west) >= 2 and raw not in text, text
    finally:
        install_language(qapp, "en")


def _eleven_row_hand(qtbot, d):
    """Riichi, ippatsu, tsumo, pinfu, tanyao, iipeikou, haitei, sanshoku, dora 2, a red five and
    ura dora: eleven yaku rows, then the total, the fu, the payment and the gain."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest
    qtbot.mouseClick(d.tsumo, Qt.MouseButton.LeftButton)
    d.riichi.setCurrentIndex(1)
    for flag in ("ippatsu", "last_tile"):                 # a click on the box itself
        box = d.flags[flag]
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    QTest.keyClicks(d.dora, "1m")
    QTest.keyClicks(d.ura, "1p")
    QTest.keyClicks(d.hand, "223344m234p0p5p23s4s")


def test_every_row_of_an_eleven_yaku_hand_can_be_scrolled_to_and_read_at_1024x640(qapp, qtbot):
    """In a 1024×640 calculator each yaku row's name and han lie whole inside the result area,
    and scrolling it with the wheel to the end brings the last row (ura dora) into view; the
    total and the payment are in view beside it."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    d = HandCalculatorDialog()
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    _eleven_row_hand(qtbot, d)
    assert len(d.row_labels) >= 11 and d.error == ""
    qapp.processEvents()
    d.resize(1024, 640)
    qapp.processEvents()
    assert d.height() <= 640
    area, content = d.result_area, d.result_area.widget()
    port = area.viewport()
    assert port.mapTo(d, QPoint(0, port.height())).y() <= d.height()
    assert port.height() >= 5 * d.fontMetrics().lineSpacing()
    assert content.height() <= port.height() + area.verticalScrollBar().maximum()
    for name, han in d.row_labels:
        for label in (name, han):
            g = label.geometry()
            assert label.isVisibleTo(d) and content.rect().contains(g), label.text()
            assert g.height() >= (label.heightForWidth(g.width()) if label.wordWrap() else label.sizeHint().height())
            assert g.width() >= min(label.sizeHint().width(), label.fontMetrics().horizontalAdvance("Dora (ドラ)"))
    summary, beside = d.result, d.summary_area.viewport()            # total and payment: beside, in view
    assert summary.mapTo(beside, QPoint(0, summary.height())).y() <= beside.height()
    assert "16,000 all" in summary.text() and beside.mapTo(d, QPoint(0, beside.height())).y() <= d.height()
    last = d.row_labels[-1][0]
    assert "Ura" in last.text()
    for _ in range(30):
        wheel = QWheelEvent(QPointF(port.width() / 2, port.height() / 2), QPointF(port.mapToGlobal(QPoint(5, 5))),
                            QPoint(0, 0), QPoint(0, -120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        qapp.sendEvent(port, wheel)
    qapp.processEvents()
    bottom = last.mapTo(port, QPoint(0, last.height())).y()
    top = last.mapTo(port, QPoint(0, 0)).y()
    assert 0 <= top and bottom <= port.height()


@pytest.mark.parametrize("info", [RON_INFO, TSUMO_INFO], ids=["ron", "tsumo_long_payment"])
def test_a_win_in_the_reviews_narrow_panel_shrinks_its_tiles_rather_than_scrolling_sideways(qapp, qtbot, info):
    """The review lays the end-of-hand dialog in its side panel (about 360 px wide at 1024 x 640):
    the winner's tiles shrink to fit and a long payment line wraps, so no sideways scroll bar hides
    the points won."""
    from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget
    from gui.review.summary import embedded_round_dialog
    host = QWidget()
    QVBoxLayout(host)
    qtbot.addWidget(host)
    host.resize(380, 420)
    d = embedded_round_dialog("riichi", info, NAMES, options={}, you=A, host=host)
    host.layout().addWidget(d)
    d.show()
    host.show()
    qtbot.waitExposed(host)
    scroll = d.findChild(QScrollArea, "details")
    qtbot.waitUntil(lambda: scroll.viewport().width() > 0)
    assert not scroll.horizontalScrollBar().isVisible()
    row = d.hand_rows[0]
    assert 0.6 <= row.scale() < 1.0
    gain = [lab for lab in d.findChildren(QLabel) if lab.text() == f"+{info['points']:,}" and lab.isVisible()]
    assert gain and all(lab.width() >= lab.sizeHint().width() - 1 for lab in gain)
    right = [lab.mapTo(scroll.viewport(), lab.rect().topRight()).x() for lab in gain]
    assert max(right) <= scroll.viewport().width()
