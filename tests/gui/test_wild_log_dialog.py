"""Wild Rummy R in words: every event and action of the protocol as a log line (hidden cards
hidden), the end-of-round dialog under each scoring method, and the main window opening that
dialog for a wild_rummy table."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QObject, Signal

from core.engine import Event
from core.games.wild_rummy.game import WildRummy, WildRummyAction
from core.games.wild_rummy import scoring
from core.games.wild_rummy.meld import Meld, MeldRules, Slot
from core.games.wild_rummy.rules import meld_json
from gui.games.wild_rummy.round_dialog import WildRoundDialog, headline, penalty_formula, show_wild_round_result
from gui.log_text import describe_action, event_line
from gui.games.wild_rummy.log import describe_wild_action, wild_line

NAMES = ["Ann", "Bo", "Cy", "Dee"]
A, B, C, D = range(4)

EVENT_KINDS = ("round_started", "dealt", "drew", "took_discard", "discarded", "phase_changed",
               "passed", "called", "melded", "laid_off", "swapped", "took_natural", "buried", "excavated", "slid",
               "retrieved", "call_ended", "stock_reshuffled", "went_out", "round_scored", "dealer_passed",
               "match_over")
ACTION_KINDS = ("draw", "take_discard", "meld", "lay_off", "swap_wild", "take_natural", "bury", "excavate", "slide",
                "retrieve", "discard", "call", "pass", "end_call")


def slots(*spec):
    """Slots from (card, ident, role[, buried]) tuples; a bare card is natural."""
    out = []
    for s in spec:
        if isinstance(s, str):
            out.append({"card": s, "ident": s, "role": "ZAT" if s.endswith("0") and len(s) == 3 else "natural",
                        "buried": ""})
        else:
            card, ident, role, *buried = s
            out.append({"card": card, "ident": ident, "role": role, "buried": buried[0] if buried else ""})
    return out


def meld(meld_id, owner, kind, *spec, order=0):
    return {"id": meld_id, "owner": owner, "kind": kind, "order": order, "slots": slots(*spec)}


BO_RUN = meld(3, B, "run", "wo3", "wo4", "wo5", ("yy0", "wo6", "GW"), "wo7")
CY_SOJUN = meld(5, C, "sojun", "wo1", "fi2", ("yy3", "ea3", "SW"), "me4", "wa5", order=1)
# every event kind of the protocol, as the engine words its fields (docs: wild_rummy_protocol.md)
HAND_EVENTS = [
    Event("round_started", A, info={"round": 1, "rounds": 4, "dealer": A, "phase": "yin"}),
    Event("dealt", B, ("wo1", "wo2", "fi3"), "stock", "hand:1", visible_to=(B,)),
    Event("drew", B, ("wo7",), "stock", "hand:1", visible_to=(B,), info={"stock": 40}),
    Event("took_discard", A, ("yy4",), "discard", "hand:0"),
    Event("discarded", A, ("yy4",), "hand:0", "discard"),
    Event("phase_changed", A, ("yy4",), info={"phase": "yin"}),
    Event("passed", C),
    Event("called", B, ("yy4",), "discard", "hand:1", info={"from": A}),
    Event("melded", A, ("wo3", "wo4", "wo5"), "hand:0", "meld:1",
          info={"meld": meld(1, A, "run", "wo3", "wo4", "wo5"), "at": "", "idents": ["wo3", "wo4", "wo5"],
                "form": "run", "taken": []}),
    Event("laid_off", A, ("wo7",), "hand:0", "meld:3", info={"meld": BO_RUN, "at": "", "idents": ["wo7"],
                                                             "form": "", "taken": []}),
    Event("swapped", A, ("ea3",), "hand:0", "meld:5", info={"meld": CY_SOJUN, "at": "yy0", "idents": [], "form": "",
                                                            "taken": ["yy0"]}),
    Event("took_natural", A, ("me0",), "hand:0", "meld:4",
          info={"meld": meld(4, B, "run", "me7", ("me0", "me8", "RW"), "me9"), "at": "me8", "idents": [], "form": "",
                "taken": ["me8"]}),
    Event("buried", A, ("wo4",), "hand:0", "meld:3",
          info={"meld": meld(3, B, "run", "wo3", ("wo4", "wo4", "natural", "yy0"), "wo5"), "at": "yy0", "idents": [],
                "form": "", "taken": []}),
    Event("excavated", A, ("yy4",), "hand:0", "meld:3",
          info={"meld": meld(3, B, "run", "wo3", ("yy4", "wo4", "SW"), "wo5"), "at": "wo4", "idents": [], "form": "",
                "taken": ["wo4", "yy0"]}),
    Event("slid", A, ("fi6",), "hand:0", "meld:5",
          info={"meld": meld(5, C, "sojun", "fi2", "ea3", "me4", "wa5", "fi6", order=1), "at": "", "idents": ["fi6"],
                "form": "", "taken": ["wo1"]}),
    Event("retrieved", A, ("wo3", "wo4", "wo5"), "meld:1", "hand:0", info={"meld": meld(1, A, "run", "wo3", "wo4", "wo5")}),
    Event("call_ended", B),
    Event("stock_reshuffled", None, info={"count": 31}),
    Event("went_out", A, info={"concealed": True}),
    Event("round_scored", B, info={"round": 1, "winner": B, "concealed": False, "void": False, "reason": None,
                                   "method": "penalty", "payments": [-8, 33, -20, -5], "multiplier": 1}),
    Event("dealer_passed", B),
    Event("match_over", None, info={"totals": [-8, 33, -20, -5], "ranking": [1, 3, 0, 2]}),
]


class FakeAction:
    """An action as the protocol shapes it (the engine's WildRummyAction has these fields)."""

    def __init__(self, kind, seat=0, cards=(), target="", at="", idents=(), form=""):
        self.kind, self.seat, self.cards, self.target = kind, seat, tuple(cards), target
        self.at, self.idents, self.form = at, tuple(idents), form


HAND_ACTIONS = [
    WildRummyAction("draw", A, (), "hand"),
    WildRummyAction("take_discard", A, ("yy4",), "hand"),
    WildRummyAction("meld", A, ("wo3", "wo4", "yy0"), "new", idents=("wo3", "wo4", "wo5"), form="run"),
    WildRummyAction("lay_off", A, ("yy0",), "meld:3", idents=("wo8",)),
    WildRummyAction("lay_off", A, ("wa1",), "meld:7", idents=("wo0:wo12", "ea0:ea0", "wa1:wa1"), form="sojun+2"),
    WildRummyAction("swap_wild", A, ("wo6",), "meld:3", at="yy0"),
    WildRummyAction("take_natural", A, ("me0",), "meld:4", at="me8"),
    WildRummyAction("bury", A, ("wo6",), "meld:3", at="yy0"),
    WildRummyAction("excavate", A, ("yy4",), "meld:3", at="wo4"),
    WildRummyAction("slide", A, ("fi6",), "meld:5", idents=("fi6",)),
    WildRummyAction("retrieve", A, ("wo3", "wo4", "wo5"), "hand", at="meld:1"),
    WildRummyAction("discard", A, ("wo9",), "discard"),
    WildRummyAction("call", B, ("yy4",), "hand"),
    WildRummyAction("pass", B),
    WildRummyAction("end_call", B),
]


# --- the log --------------------------------------------------------------------------------------
def test_the_hand_made_lists_cover_the_protocol():
    assert {e.kind for e in HAND_EVENTS} == set(EVENT_KINDS)
    assert {a.kind for a in HAND_ACTIONS} == set(ACTION_KINDS)


def test_who_could_call_is_not_announced(qapp):
    """A seat's pass (it could have called) is told only to that seat."""
    passed = next(e for e in HAND_EVENTS if e.kind == "passed")
    for you in (None, A, B):
        assert event_line(passed.redacted(you), NAMES, you, "wild_rummy") is None
    assert event_line(passed, NAMES, passed.seat, "wild_rummy")


@pytest.mark.parametrize("event", [e for e in HAND_EVENTS if e.kind != "passed"], ids=lambda e: e.kind)
def test_every_event_kind_has_a_line_for_every_reader(qapp, event):
    for you in (None, A, B, C):
        line = event_line(event.redacted(you), NAMES, you, "wild_rummy")
        assert line and "??" not in line and "{" not in line, (event.kind, you, line)


@pytest.mark.parametrize("action", HAND_ACTIONS, ids=lambda a: f"{a.kind}{'_retype' if a.form and a.kind == 'lay_off' else ''}")
def test_every_action_kind_has_an_instruction(qapp, action):
    text = describe_action(action, NAMES, "wild_rummy")
    assert text and text != action.kind and "{" not in text and "??" not in text
    assert describe_wild_action(FakeAction(action.kind, action.seat, action.cards, action.target, action.at,
                                           action.idents, action.form), NAMES) == text


def line(event, you=None):
    return wild_line(event, NAMES, you)


def test_the_operations_read_as_the_rulebook_names_them(qapp):
    by = {e.kind: e for e in HAND_EVENTS}
    assert line(by["laid_off"]) == "Ann lays 木7 off onto Bo's 順 (run) (付け札)."
    assert line(by["swapped"]) == "Ann swaps 土3 into Cy's 相順 (cycle run, 相生昇順) and takes 太極 (差し札)."
    assert line(by["took_natural"]) == "Ann takes 金8 out of Bo's 順 (run) with 空無金 (抜き札)."
    assert line(by["buried"]) == "Ann buries 太極 under 木4 in Bo's 順 (run) (埋め潰し)."
    assert line(by["excavated"]) == "Ann excavates 木4 and 太極 from Bo's 順 (run) with 陰4 (発掘)."
    assert line(by["slid"]) == ("Ann adds 火6 to Cy's 相順 (cycle run, 相生昇順) and takes 木1 from the other end "
                                "(付け抜き札).")
    assert line(by["melded"]) == "Ann melds a 順 (run): 木3 木4 木5."
    assert line(by["melded"], you=A) == "You meld a 順 (run): 木3 木4 木5."
    assert line(by["retrieved"]) == "Ann takes back their 順 (run) (メルドの回収): 木3 木4 木5."
    assert line(by["called"]) == "Bo calls 陰4 (鳴き)."
    assert line(by["phase_changed"]) == "The field is now 陰場: 相克 cycle runs are active."
    assert line(by["went_out"]) == "Ann goes out at once (一度に上がり)!"
    assert line(by["round_started"]) == "Round 1 of 4 begins; Ann deals. The field starts as 陰場: 相克 cycle runs are active."
    assert line(by["round_scored"]) == ("Round 1 is scored by 罰点支払い方式 (penalty payment). "
                                        "Payments: Bo +33, Dee −5, Ann −8, Cy −20.")
    assert line(by["match_over"], you=B) == "The match is over: 1st you (+33), 2nd Dee (−5), 3rd Ann (−8), 4th Cy (−20)."


def test_wild_cards_say_what_they_stand_for_and_own_melds_read_naturally(qapp):
    wild_meld = Event("melded", B, ("wo3", "yy0", "wo5"), "hand:1", "meld:2",
                      info={"meld": meld(2, B, "run", "wo3", ("yy0", "wo4", "GW"), "wo5"), "idents": [], "form": "run"})
    assert line(wild_meld) == "Bo melds a 順 (run): 木3 太極 (as 木4) 木5."
    own = Event("laid_off", B, ("yy0",), "hand:1", "meld:3", info={"meld": BO_RUN, "idents": ["wo6"], "form": ""})
    assert line(own) == "Bo lays 太極 (as 木6) off onto their own 順 (run) (付け札)."
    assert line(own, you=B) == "You lay 太極 (as 木6) off onto your 順 (run) (付け札)."
    assert line(own, you=A) == "Bo lays 太極 (as 木6) off onto their own 順 (run) (付け札)."
    retype = Event("laid_off", A, ("wa1",), "hand:0", "meld:7",
                   info={"meld": meld(7, A, "sojun", ("wo0", "wo12", "RW"), "ea0", "wa1", order=2), "form": "sojun+2",
                         "idents": ["wo0:wo12", "ea0:ea0", "wa1:wa1"]})
    assert line(retype) == ("Ann lays 水1 off onto their own meld, turning it into a 相順 (cycle run, 相克昇順) (付け札).")
    concealed = dict(next(e for e in HAND_EVENTS if e.kind == "round_scored").info, concealed=True, multiplier=2, payments=[-16, 66, -40, -10])
    assert "multiplies the score by 2" in line(Event("round_scored", B, info=concealed))
    void = {"round": 2, "winner": None, "void": True, "reason": "stock_exhausted", "payments": [0, 0, 0, 0]}
    assert line(Event("round_scored", None, info=void)) == "Round 2 is void (流局): the stock ran out. Nobody pays."


def test_hidden_cards_read_as_face_down_cards(qapp):
    drew = HAND_EVENTS[2]
    assert line(drew.redacted(A), you=A) == "Bo draws a face-down card from the stock."
    assert line(drew.redacted(B), you=B) == "You draw 木7 from the stock."
    dealt = HAND_EVENTS[1]
    assert line(dealt.redacted(A), you=A) == "Bo is dealt 3 cards."
    assert line(dealt.redacted(B), you=B) == "You are dealt 木1 木2 火3."


def test_instructions_name_the_meld_when_the_view_is_given(qapp):
    melds = [BO_RUN, CY_SOJUN, meld(7, A, "void_set", "wo0", "ea0")]
    swap = WildRummyAction("swap_wild", A, ("wo6",), "meld:3", at="yy0")
    assert describe_wild_action(swap, NAMES, melds) == "Swap 木6 for 太極 in Bo's 順 (run) (差し札)"
    assert describe_wild_action(swap, NAMES, melds, you=B) == "Swap 木6 for 太極 in your 順 (run) (差し札)"
    assert describe_wild_action(HAND_ACTIONS[3], NAMES, melds) == "Lay 太極 (as 木8) off onto Bo's 順 (run) (付け札)"
    assert describe_wild_action(HAND_ACTIONS[4], NAMES, melds) == \
        "Lay 水1 off onto Ann's meld, turning it into a 相順 (cycle run, 相克昇順) (付け札)"
    assert describe_wild_action(HAND_ACTIONS[2], NAMES) == "Meld a 順 (run): 木3 木4 太極 (as 木5)"
    assert describe_wild_action(HAND_ACTIONS[8], NAMES) == "Excavate 木4 and the wild under it from a meld with 陰4 (発掘)"


def play_match(seed, options=None, rounds_wanted=None):
    """Play a whole match by a random policy that likes table moves; every event, the actions
    offered, and every round's result."""
    state = WildRummy().new_state(4, options, seed)
    rng = random.Random(seed)
    events, offered, results = list(state.start_events), [], []
    for _ in range(4000):
        if state.is_over():
            break
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        offered += legal
        table = [a for a in legal if a.kind not in ("discard", "pass", "end_call", "retrieve")]
        new = state.apply(rng.choice(table) if table and rng.random() < 0.8 else rng.choice(legal))
        events += new
        results += [e.info for e in new if e.kind == "round_scored"]
    return state, events, offered, results


def test_a_real_match_reads_without_gaps(qapp):
    kinds, actions = set(), set()
    for seed in (1, 2, 3):
        state, events, offered, _ = play_match(seed)
        for e in events:
            kinds.add(e.kind)
            for you in (None, 0, 2):
                text = event_line(e.redacted(you), NAMES, you, "wild_rummy")
                if e.kind == "passed" and you != e.seat:
                    assert text is None
                    continue
                assert text and "??" not in text and "{" not in text, (e, text)
        for a in offered:
            actions.add(a.kind)
            text = describe_action(a, NAMES, "wild_rummy")
            assert text and "{" not in text
    assert {"drew", "melded", "laid_off", "swapped", "took_natural", "round_scored", "match_over"} <= kinds
    assert {"draw", "meld", "lay_off", "discard"} <= actions


# --- the end-of-round dialog -----------------------------------------------------------------------
RULES = MeldRules()


def _m(meld_id, owner, kind, *spec, order=0):
    return Meld(kind, tuple(Slot(*s) if isinstance(s, tuple) else Slot(s, s, "ZAT" if s[2:] == "0" else "natural")
                            for s in spec), owner, meld_id, order)


# spec §8.3 example B: Bo's four melds worth 1, 0, 2 and 1
SEED_MELDS = [
    _m(1, B, "run", "wo3", "wo4", "wo5", ("wo0", "wo6", "RW"), "wo7"),
    _m(2, B, "set", "wo9", "fi9", ("yy9", "ea9", "SW")),
    _m(3, B, "run", "me1", "me2", "me3", "me4"),
    _m(4, B, "set", "fi11", "ea11", "wa11"),
]
# spec §8.1 example A: A 3 element + 1 空無, C 8 element + 空無 + 太極, D 2 element + 陰陽
SEED_HANDS = [["wo2", "fi5", "me9", "wa0"], [],
              ["fi1", "fi2", "fi3", "ea5", "ea6", "ea7", "wa1", "wa2", "ea0", "yy0"], ["wa5", "wa6", "yy3"]]


def seed_result(method="penalty", concealed=False, winner=B, reason=None):
    """A last_result dict for the rulebook's examples, scored by the engine's own scoring."""
    hands = [list(h) for h in SEED_HANDS]
    if winner is None:
        hands[B] = ["wa9"]
    sc = scoring.score_round(hands, SEED_MELDS, winner, concealed, method, RULES)
    return {"round": 1, "winner": winner, "concealed": concealed, "void": winner is None, "reason": reason,
            "method": method, "payments": list(sc.payments), "penalty": list(sc.penalty), "bonus": list(sc.bonus),
            "hand_penalties": list(sc.hand_penalties), "meld_totals": list(sc.meld_totals),
            "multiplier": sc.multiplier, "totals": [p + 10 for p in sc.payments], "hands": hands,
            "melds": [dict(meld_json(m), points=scoring.meld_points(m, RULES),
                           segments=scoring.meld_breakdown(m, RULES)) for m in SEED_MELDS]}


def dialog_for(qtbot, result, you=None, options=None):
    d = WildRoundDialog(result, NAMES, options=options, you=you)
    qtbot.addWidget(d)
    return d


def cell(d, seat, col):
    return d.cells[(seat, col)].text()


def test_the_seed_example_penalty_payment(qapp, qtbot):
    r = seed_result()
    assert r["payments"] == [-8, 33, -20, -5]
    d = dialog_for(qtbot, r)
    assert d.headline.text() == "Bo goes out (上がり) and wins round 1!"
    assert "罰点支払い方式" in d.method.text()
    assert [cell(d, s, "round") for s in range(4)] == ["−8", "+33", "−20", "−5"]
    assert [cell(d, s, "penalty") for s in range(4)] == ["−8", "+33", "−20", "−5"]
    assert [cell(d, s, "total") for s in range(4)] == ["2", "43", "−10", "5"]
    assert (0, "bonus") not in d.cells
    text = d.text()
    assert "罰点 3×1 + 1×5 = 8 → pays 8." in text
    assert "罰点 8×1 + 1×5 + 1×7 = 20 → pays 20." in text
    assert "罰点 2×1 + 1×3 = 5 → pays 5." in text
    assert "Went out (上がり): receives 33 in 罰点." in text
    assert "Cards left: 木2 火5 金9 空無水" in text
    assert "Meld total" not in text                     # no meld breakdown under the penalty method
    assert penalty_formula(SEED_HANDS[2]) == "8×1 + 1×5 + 1×7 = 20"


def test_a_concealed_win_doubles_and_says_so(qapp, qtbot):
    r = seed_result(concealed=True)
    assert r["payments"] == [-16, 66, -40, -10]
    d = dialog_for(qtbot, r, you=B)
    assert d.headline.text() == "You go out at once (一度に上がり) and win round 1: score ×2!"
    assert [cell(d, s, "round") for s in range(4)] == ["−16", "+66", "−40", "−10"]
    assert "罰点 3×1 + 1×5 = 8, ×2 = 16 → pays 16." in d.text()
    assert any("Bo (you)" in lab.text() for lab in d.findChildren(type(d.headline)))


def test_the_meld_bonus_method_shows_each_meld_and_its_segments(qapp, qtbot):
    r = seed_result("meld_bonus")
    assert r["meld_totals"] == [0, 4, 0, 0] and r["payments"] == [-4, 12, -4, -4]
    d = dialog_for(qtbot, r)
    assert "出来役加点の収集方式" in d.method.text()
    assert [cell(d, s, "bonus") for s in range(4)] == ["−4", "+12", "−4", "−4"]
    assert (0, "penalty") not in d.cells
    text = d.text()
    assert "順 (run): 木3 木4 木5 空無木→木6 木7 (segments 3 + 1 → 1 pt)" in text
    assert "組 (set): 木9 火9 陽9→土9 (2 natural → 0 pt)" in text
    assert "順 (run): 金1 金2 金3 金4 (segments 4 → 2 pt)" in text
    assert "Meld total 4 → meld bonus +12" in text
    assert "Meld total 0 → meld bonus −4" in text
    assert "罰点" not in text.split("\n", 2)[2]          # no penalty breakdown under meld bonus


def test_both_methods_show_both_breakdowns(qapp, qtbot):
    r = seed_result("both", concealed=True)
    # penalty doubled (16, 40, 10 -> 66) and Bo's meld total doubled (8, from each of 3 players)
    assert r["payments"] == [-16 - 8, 66 + 24, -40 - 8, -10 - 8]
    d = dialog_for(qtbot, r, options={"meld_bonus_collectors": "all_players"})
    assert [cell(d, s, "penalty") for s in range(4)] == ["−16", "+66", "−40", "−10"]
    assert [cell(d, s, "bonus") for s in range(4)] == ["−8", "+24", "−8", "−8"]
    assert [cell(d, s, "round") for s in range(4)] == ["−24", "+90", "−48", "−18"]
    text = d.text()
    assert "→ pays 16." in text and "Meld total 4 ×2 = 8 → meld bonus +24" in text


def test_a_void_round_pays_no_penalty(qapp, qtbot):
    r = seed_result(winner=None, reason="stock_exhausted")
    d = dialog_for(qtbot, r)
    assert headline(r, NAMES) == d.headline.text() == "Round 1 is void (流局): the stock ran out."
    assert [cell(d, s, "round") for s in range(4)] == ["0", "0", "0", "0"]
    assert "罰点 3×1 + 1×5 = 8: not paid (流局)." in d.text()
    r2 = seed_result("meld_bonus", winner=None, reason="safeguard")
    d2 = dialog_for(qtbot, r2)
    assert d2.headline.text() == "Round 1 is void (流局): the round went on too long."
    assert [cell(d2, s, "bonus") for s in range(4)] == ["−4", "+12", "−4", "−4"]
    assert "still scored in a void round" in d2.findChild(type(d2.headline), "legend").text()


@pytest.mark.parametrize("method", ["penalty", "meld_bonus", "both"])
def test_real_rounds_build_under_each_method(qapp, qtbot, method):
    _, _, _, results = play_match(7, {"scoring_method": method})
    assert results
    for r in results:
        d = dialog_for(qtbot, r, you=0)
        assert d.text()
        shown = [int(cell(d, s, "round").replace("−", "-")) for s in range(4)]
        assert shown == r["payments"]


def test_the_dialog_fits_a_1280_by_800_screen(qapp, qtbot):
    d = dialog_for(qtbot, seed_result("both", concealed=True), you=0)
    d.show()
    qtbot.waitExposed(d)
    assert d.width() <= 1100 and d.height() <= 760
    for lab in d.findChildren(type(d.headline)):
        if lab.isVisible() and not lab.wordWrap():
            assert lab.width() >= lab.sizeHint().width() - 1, lab.text()


def test_show_opens_without_blocking_and_reports_closing(qapp, qtbot):
    closed = []
    d = show_wild_round_result(None, seed_result(), NAMES, on_closed=lambda: closed.append(1))
    qtbot.waitExposed(d)
    d.ok_button.click()
    assert closed == [1]


# --- the main window opens it --------------------------------------------------------------------
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
        self.state = WildRummy().new_state(4, None, 3)


def test_the_main_window_opens_the_wild_dialog_for_a_wild_rummy_round(qapp, qtbot):
    from gui.registry import frontend
    from gui.main_window import MainWindow

    assert frontend("wild_rummy").round_dialog.target == "gui.games.wild_rummy.round_dialog:show_wild_round_result"
    assert frontend("indian_rummy").round_dialog.target == "gui.games.indian_rummy.round_dialog:show_round_result"
    w = MainWindow({"speed": 0.0})
    qtbot.addWidget(w)
    table = FakeTable()
    w._connect_round_dialog(table, FakeController())
    assert table.paused is True
    table.round_ended.emit(seed_result())
    dialogs = w.findChildren(WildRoundDialog)
    assert len(dialogs) == 1 and dialogs[0].you == 0
    assert dialogs[0].headline.text() == "Bo goes out (上がり) and wins round 1!"
    dialogs[0].ok_button.click()
    assert table.resumed == 1


def test_a_wild_rummy_game_in_the_main_window_gets_the_wild_dialog(qapp, qtbot):
    from core.registry import GAMES
    from gui.main_window import MainWindow
    from gui.players import default_players

    w = MainWindow({"speed": 0.0})
    qtbot.addWidget(w)
    w.start_game(GAMES["wild_rummy"].new_state(4, None, 3), default_players(4), autosave=False)
    w.table.round_ended.emit(seed_result())
    dialogs = w.findChildren(WildRoundDialog)
    assert len(dialogs) == 1 and dialogs[0].names == w.controller.names
    dialogs[0].ok_button.click()
