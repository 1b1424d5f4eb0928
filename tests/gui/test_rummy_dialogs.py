"""The end-of-round dialog and the chip ledger of the rummy table, built from real rounds of the
indian_rummy engine."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from core.registry import GAMES
from core.rummy import MeldRules, best_arrangement, card_value
from gui.games.indian_rummy.round_dialog import CardRows, RummyRoundDialog, headline, show_round_result
from gui.chip_ledger import ChipLedger
from gui.games.indian_rummy.view import meld_rules_of

NAMES = ["You", "Ren", "Yui", "Sora"]


def greedy(state, seat):
    legal = state.legal_actions(seat)
    for a in legal:
        if a.kind == "declare":
            return a
    view = state.view(seat)
    if view["phase"] == "draw":
        return next(a for a in legal if a.kind == "draw_stock")
    rules = meld_rules_of(view.data)
    best = None
    for a in legal:
        if a.kind == "discard":
            rest = list(view["hands"][seat])
            rest.remove(a.cards[0])
            count = best_arrangement(rest, rules).count
            if best is None or count < best[0]:
                best = (count, a)
    return best[1]


def stock_only(state, seat):
    """Draw from the stock and throw the first card back: nobody ever declares."""
    legal = state.legal_actions(seat)
    return next(a for a in legal if a.kind in ("draw_stock", "discard"))


def play_round(policy, seats=4, seed=5):
    """Play round 1 with ``policy``; return the state and the round's result, with the round's
    wild ranks added as the table adds them (``round_ended``)."""
    state = GAMES["indian_rummy"].new_state(seats, None, seed)
    wild = state.view(None)["wild_ranks"]
    while state.view(None)["round"] == 1 and not state.is_over():
        state.apply(policy(state, state.to_move()[0]))
    return state, dict(state.view(None)["last_result"], wild_ranks=wild)


@pytest.fixture
def scored():
    return play_round(greedy)


def test_the_round_dialog_lists_each_losers_count_and_what_is_paid(scored, qtbot):
    state, result = scored
    assert result["losers"] and not result["void"]
    dialog = RummyRoundDialog(result, NAMES, options=state.view(None)["options"])
    qtbot.addWidget(dialog)
    text = dialog.text()
    declarer = NAMES[result["declarer"]]
    assert text.splitlines()[0] == f"{declarer} declares Rummy (ラミー宣言) and wins round 1!"
    for loser in result["losers"]:
        assert f"{NAMES[loser['seat']]}: count {loser['count']}, pays {loser['paid']}" in text
    amounts = [lab.text() for lab in dialog.loser_labels]
    assert [a.split("  (")[0] for a in amounts] == [f"Count {x['count']} → pays {x['paid']}" for x in result["losers"]]
    assert f"{declarer} receives {result['payments'][result['declarer']]}." in text
    rows = dialog.findChildren(CardRows)
    assert len(rows) == 1 + len(result["losers"])                 # the declarer's hand, then each loser
    for row, loser in zip(rows[1:], result["losers"]):
        kinds = [k for k, _ in row.groups]
        assert kinds == [m["kind"] for m in loser["melds"]] + (["deadwood"] if loser["deadwood"] else [])
        assert sorted(c for _, cards in row.groups for c in cards) == sorted(
            [c for m in loser["melds"] for c in m["cards"]] + loser["deadwood"])
    assert all(k in ("straight_run", "run", "set") for k, _ in rows[0].groups)


def test_notes_for_hand_rummy_halving_and_the_cap(scored, qtbot):
    _, result = scored
    result = dict(result, hand_rummy=True)
    del result["wild_ranks"]                                      # (made-up counts: no note on melded cards)
    loser = dict(result["losers"][0], count=86, paid=80, half=True)
    result["losers"] = [loser]
    dialog = RummyRoundDialog(result, NAMES, options={"hand_rummy_double": True, "max_count": 80})
    qtbot.addWidget(dialog)
    assert "Hand Rummy (ハンド・ラミー)" in dialog.headline.text()
    assert dialog.loser_labels[0].text() == ("Count 86 → pays 80  (×2: Hand Rummy (ハンド・ラミー); ½: had no turn yet; "
                                             "capped at 80)")              # 86 × 2 ÷ 2 = 86 > 80
    capped = dict(loser, half=False, count=90)
    dialog = RummyRoundDialog(dict(result, hand_rummy=False, losers=[capped]), NAMES, options={"max_count": 80})
    qtbot.addWidget(dialog)
    assert dialog.loser_labels[0].text() == "Count 90 → pays 80  (capped at 80)"


def test_a_void_round_says_so(qtbot):
    state, result = play_round(stock_only)
    assert result["void"]
    dialog = RummyRoundDialog(result, NAMES)
    qtbot.addWidget(dialog)
    assert dialog.headline.text().startswith("Round 1 is void (流局): nobody pays.")
    assert not dialog.findChildren(CardRows) and dialog.findChild(type(dialog.headline), "total").text() == \
        "No payments this round."


def test_packers_are_listed_with_their_penalty(qtbot):
    state = GAMES["indian_rummy"].new_state(4, None, 5)
    first = state.to_move()[0]
    state.apply(next(a for a in state.legal_actions(first) if a.kind == "pack"))
    while state.view(None)["round"] == 1:
        state.apply(greedy(state, state.to_move()[0]))
    result = state.view(None)["last_result"]
    dialog = RummyRoundDialog(result, NAMES)
    qtbot.addWidget(dialog)
    packers = [lab.text() for lab in dialog.findChildren(type(dialog.headline), "packer")]
    assert not result["void"] and packers == [f"{NAMES[first]} packed (パッキング): penalty 10, pays 10"]


def test_show_round_result_opens_without_blocking_and_reports_closing(scored, qtbot):
    _, result = scored
    closed = []
    dialog = show_round_result(None, result, NAMES, on_closed=lambda: closed.append(1))
    assert dialog.isVisible() and closed == []
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: closed == [1], timeout=2000)
    assert headline({"round": 3, "void": False, "declarer": 1, "last_standing": True}, NAMES) == \
        "Ren wins round 3: everybody else packed (パッキング)."


def test_the_ledger_follows_the_rounds(qtbot):
    state = GAMES["indian_rummy"].new_state(4, None, 5)
    ledger = ChipLedger()
    qtbot.addWidget(ledger)
    ledger.update_from_view(state.view(0), NAMES)
    assert ledger.round_label.text() == "Round 1 / 4" and ledger.table.columnCount() == 2
    assert ledger.values() == [200] * 4
    while state.view(None)["round"] < 3:
        state.apply(greedy(state, state.to_move()[0]))
        ledger.update_from_view(state.view(0), NAMES)
    view = state.view(0)
    assert ledger.round_label.text() == "Round 3 / 4"
    assert ledger.values() == view["chips"]
    headers = [ledger.table.horizontalHeaderItem(c).text() for c in range(ledger.table.columnCount())]
    assert headers == ["Player", "R1", "R2", "Chips"]
    r1 = [ledger.table.item(s, 1).text() for s in range(4)]
    assert sum(int(t.replace("—", "0")) for t in r1) == 0                 # chips change hands, none are made


def test_a_count_that_includes_melded_cards_says_why(scored, qtbot):
    _, result = scored
    rules = MeldRules(wild_ranks=frozenset(result["wild_ranks"]))
    dialog = RummyRoundDialog(result, NAMES)
    qtbot.addWidget(dialog)
    notes = 0
    for loser, label in zip(result["losers"], dialog.loser_labels):
        loose = sum(card_value(c, rules) for c in loser["deadwood"])
        straight = any(m["kind"] == "straight_run" for m in loser["melds"])
        if loser["count"] > loose:
            notes += 1
            assert ("no straight run (ストレートラン): every card counts" if not straight
                    else "no second run (ラン): melded cards count too") in label.text()
        else:
            assert "(" not in label.text()
    assert notes >= 1


def test_the_one_human_is_addressed_as_you_when_declaring(scored, qtbot):
    """The default name of a lone human is "You": the dialog says "You declare", not "You declares"."""
    state, result = scored
    you = result["declarer"]
    dialog = RummyRoundDialog(result, NAMES, options=state.view(None)["options"], you=you)
    qtbot.addWidget(dialog)
    lines = dialog.text().splitlines()
    assert lines[0] == "You declare Rummy (ラミー宣言) and win round 1!"
    assert lines[-1] == f"You receive {result['payments'][you]}."
    other = (you + 1) % len(NAMES)
    assert headline(result, NAMES, other).startswith(f"{NAMES[you]} declares Rummy")


@pytest.fixture(params=["en", "ja"])
def language(request, qapp):
    """The app in English, then in Japanese; English again afterwards."""
    from gui.i18n import install_language
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "en")


def test_the_chip_ledger_shows_every_row_of_a_small_table_without_a_scroll_bar(qtbot, tmp_path, monkeypatch, language):
    """Three Anmika seats fit the side panel's ledger at 1024x640: no vertical scroll bar, the
    last row whole (it only scrolls from six seats on), also under a Japanese header, which is
    taller than the English one."""
    from gui.main_window import MainWindow
    from gui.players import default_players
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    w = MainWindow({"speed": 0.0, "language": language})
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.resize(1024, 640)
    w.show()
    qtbot.waitExposed(w)
    w.start_game(GAMES["anmika"].new_state(3, None, 5), default_players(3), autosave=False)
    table = w.side.ledger.table
    qtbot.waitUntil(lambda: table.isVisible() and table.rowCount() == 3)
    qtbot.wait(50)
    assert not table.verticalScrollBar().isVisible()
    assert table.visualItemRect(table.item(2, 0)).bottom() <= table.viewport().height()
    w._close_game()
