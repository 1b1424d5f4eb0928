"""When the autosave fails (disk full ...), a banner in the window says the game is not being
saved and why; it stays until a save succeeds, then disappears."""
from __future__ import annotations

import errno

import pytest

from core import autosaves, saves
from core.registry import GAMES
from gui.players import default_players


def disk_full(*_args, **_kw):
    raise OSError(errno.ENOSPC, "No space left on device")


def wait_for_human(qtbot, c):
    qtbot.waitUntil(lambda: bool(c.state.is_over() or (not c._busy and c._legal_for_viewpoint())), timeout=10000)


def human_move(qtbot, window):
    c = window.controller
    wait_for_human(qtbot, c)
    window.table.action_chosen.emit(c._legal_for_viewpoint()[0])
    wait_for_human(qtbot, c)


@pytest.fixture
def game(qtbot, window):
    window.start_game(GAMES["daifugo"].new_state(4, None, 11), default_players(4))
    wait_for_human(qtbot, window.controller)
    return window


def test_a_failing_autosave_shows_a_banner_until_a_save_succeeds(qtbot, game, monkeypatch):
    window, banner = game, game.save_banner
    assert not banner.isVisible()
    with monkeypatch.context() as m:
        m.setattr("core.saves.atomic_write", disk_full)
        human_move(qtbot, window)
        assert banner.isVisible()
        text = banner.text()
        assert "Your game is not being saved" in text and "No space left on device" in text
        assert "Free some disk space" in text
        human_move(qtbot, window)                  # still failing: the banner stays
        assert banner.isVisible()
    human_move(qtbot, window)                      # the disk has room again: saved, the banner goes
    assert not banner.isVisible()
    assert autosaves.load_autosave().state.digest() == window.controller.state.digest()


def test_the_banner_try_again_button_saves_at_once(qtbot, game, monkeypatch):
    window, banner = game, game.save_banner
    with monkeypatch.context() as m:
        m.setattr("core.saves.atomic_write", disk_full)
        human_move(qtbot, window)
        banner.retry_button.click()               # still full
        assert banner.isVisible()
    banner.retry_button.click()
    assert not banner.isVisible()
    assert autosaves.load_autosave().state.digest() == window.controller.state.digest()


def test_a_read_only_folder_is_named_in_the_banner(qtbot, game, monkeypatch):
    def read_only(*_a, **_k):
        raise OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr("core.saves.atomic_write", read_only)
    human_move(qtbot, game)
    text = game.save_banner.text()
    assert "Read-only file system" in text and str(saves.data_dir()) in text


def test_the_banner_of_a_closed_game_goes_with_it(qtbot, game, monkeypatch):
    monkeypatch.setattr("core.saves.atomic_write", disk_full)
    human_move(qtbot, game)
    assert game.save_banner.isVisible()
    game.go_home()
    assert not game.save_banner.isVisible()


def test_the_banner_speaks_the_players_language(qtbot, game, monkeypatch, qapp):
    from gui.i18n import install_language
    monkeypatch.setattr("core.saves.atomic_write", disk_full)
    human_move(qtbot, game)
    before = game.save_banner.text()
    try:
        game.set_language("ja")
        assert game.save_banner.isVisible() and "No space left on device" in game.save_banner.text()
    finally:
        install_language(qapp, "en")
        game.retranslate()
    assert game.save_banner.text() == before


def test_a_finished_game_that_could_not_be_kept_is_kept_by_the_retry(qtbot, window, monkeypatch):
    window.demo()
    c = window.controller
    c.autosave_enabled = True                      # the demo is never saved; this one is
    with monkeypatch.context() as m:
        m.setattr("core.saves.atomic_write", disk_full)
        qtbot.waitUntil(c.state.is_over, timeout=20000)
        qtbot.waitUntil(window.save_banner.isVisible, timeout=5000)
        assert not saves.list_saves()
    window.save_banner.retry_button.click()
    assert not window.save_banner.isVisible()
    kept = saves.list_saves()
    assert len(kept) == 1 and saves.load_game(kept[0]).state.digest() == c.state.digest()
    window.save_banner.retry_button.click()        # a second retry keeps no second copy
    assert len(saves.list_saves()) == 1
