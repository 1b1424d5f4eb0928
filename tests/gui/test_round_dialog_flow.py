"""Issue 21 #8 for the review's side panel: a rummy end-of-round dialog laid in the narrow panel
(about 370 px at 1024 x 640) wraps its hands' meld groups onto more lines instead of scrolling
sideways, and clips nothing; the standalone dialog keeps each hand on one line at 1280 x 800."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from gui.games.indian_rummy.round_dialog import CardGroup, CardRows, RummyRoundDialog
from tests.gui.test_review_language import NAMES, mid_hand_end, played, review  # noqa: F401 (fixture)
from tests.gui.test_rummy_dialogs import greedy, play_round


def _scroll_of(dialog) -> QScrollArea:
    return next(s for s in dialog.findChildren(QScrollArea) if s.widget() is not None)


def _right_edge(widget, viewport) -> int:
    return widget.mapTo(viewport, widget.rect().topRight()).x()


def _groups(rows: CardRows) -> list[CardGroup]:
    return rows.findChildren(CardGroup)


def _assert_fits_sideways(dialog, qtbot) -> None:
    """No sideways scroll bar, and every meld group and every visible label ends inside the
    scroll area's viewport (once the posted layout requests are done)."""
    qtbot.wait(50)
    scroll = _scroll_of(dialog)
    viewport = scroll.viewport()
    assert not scroll.horizontalScrollBar().isVisible()
    assert scroll.widget().width() <= viewport.width()
    for rows in dialog.findChildren(CardRows):
        groups = _groups(rows)
        assert len(groups) == len(rows.groups)
        for group in groups:
            assert _right_edge(group, viewport) <= viewport.width(), rows.groups
    for label in scroll.widget().findChildren(QLabel):
        if label.isVisible():
            assert _right_edge(label, viewport) <= viewport.width(), label.text()
            assert label.width() >= label.minimumSizeHint().width() - 1, label.text()
            if label.wordWrap():
                assert label.height() >= label.heightForWidth(label.width()) - 1, label.text()


def _embedded(qtbot, game_id, result, options, width=380):
    from gui.review.summary import embedded_round_dialog
    host = QWidget()
    QVBoxLayout(host)
    qtbot.addWidget(host)
    host.resize(width, 560)
    dialog = embedded_round_dialog(game_id, result, NAMES, options=options, you=0, host=host)
    host.layout().addWidget(dialog)
    dialog.show()
    host.show()
    qtbot.waitExposed(host)
    return host, dialog


def test_an_indian_round_in_a_380_px_host_wraps_its_meld_groups_instead_of_scrolling_sideways(qtbot):
    state, result = play_round(greedy)
    host, dialog = _embedded(qtbot, "indian_rummy", result, state.view(None)["options"])
    scroll = _scroll_of(dialog)
    qtbot.waitUntil(lambda: scroll.viewport().width() > 0)
    _assert_fits_sideways(dialog, qtbot)
    wrapped = [rows for rows in dialog.findChildren(CardRows) if len({g.y() for g in _groups(rows)}) > 1]
    assert wrapped                                      # some hand's groups did need a second line
    for rows in wrapped:
        assert rows.height() >= rows.heightForWidth(rows.width())     # the lines are all shown, not cut


@pytest.mark.parametrize("size", ((1024, 640), (1280, 800)))
@pytest.mark.parametrize("game_id", ("indian_rummy", "wild_rummy"))
def test_a_rummy_hands_end_in_the_review_panel_clips_nothing_and_has_no_sideways_scroll(review, qtbot, game_id, size):
    r = review(played(game_id), size)
    r.goto_step(mid_hand_end(r))
    assert r.summary is not None and r.summary.isVisible()
    _assert_fits_sideways(r.summary, qtbot)


def test_the_standalone_round_dialog_keeps_each_hand_on_one_line_at_1280_x_800(qtbot):
    state, result = play_round(greedy)
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    dialog = RummyRoundDialog(result, NAMES, window, options=state.view(None)["options"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert 620 <= dialog.width() <= 1100
    for rows in dialog.findChildren(CardRows):
        groups = _groups(rows)
        assert len(groups) == len(rows.groups) and len({g.y() for g in groups}) == 1
    _assert_fits_sideways(dialog, qtbot)


def test_a_wild_round_in_a_380_px_host_puts_an_amount_that_does_not_fit_under_its_name(qtbot):
    from tests.gui.test_wild_log_dialog import seed_result
    host, dialog = _embedded(qtbot, "wild_rummy", seed_result("meld_bonus", concealed=True), {})
    _assert_fits_sideways(dialog, qtbot)
    under = 0
    for frame in dialog.seat_frames:
        amount = frame.findChild(QLabel, "amount")
        heads = [lab for lab in frame.findChildren(QLabel) if lab.y() < amount.y() + amount.height()
                 and lab is not amount and lab.isVisible()]
        assert not any(lab.geometry().intersects(amount.geometry()) for lab in heads)
        assert amount.geometry().right() < frame.width() and amount.width() >= amount.sizeHint().width()
        under += amount.y() >= max(lab.y() + lab.height() for lab in heads)      # a line of its own, whole
    assert under                                          # the winner's, beside its name and 一度に上がり tag


def test_the_standalone_wild_dialog_keeps_each_amount_at_the_right_of_its_names_line(qtbot):
    from tests.gui.test_wild_log_dialog import seed_result
    from gui.games.wild_rummy.round_dialog import WildRoundDialog
    dialog = WildRoundDialog(seed_result("both", concealed=True), NAMES, you=0)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)
    for frame in dialog.seat_frames:
        amount = frame.findChild(QLabel, "amount")
        name = frame.findChildren(QLabel)[0]
        assert abs(amount.geometry().center().y() - name.geometry().center().y()) <= 2
        assert frame.width() - amount.geometry().right() <= 16           # at the frame's right margin


@pytest.mark.parametrize("game_id", ("indian_rummy", "wild_rummy"))
def test_a_headline_in_the_review_panel_is_set_smaller_than_in_its_window(review, qtbot, game_id):
    """At 1024 x 640 the panel's height goes to the details: the 15 pt headline of the window is
    12 pt there (gui/review/summary.py HEADLINE_PT), and the details keep at least 80 px in view."""
    from gui.review.summary import HEADLINE_PT
    r = review(played(game_id), (1024, 640))
    r.goto_step(mid_hand_end(r))
    sizes = [label.font().pointSizeF() for label in r.summary.findChildren(QLabel) if label.isVisible()]
    assert sizes and max(sizes) <= HEADLINE_PT
    scroll = _scroll_of(r.summary)
    assert scroll.viewport().height() >= 80
