"""The app's files under one name for the GUI, which still says ``storage.<name>``: saves
(:mod:`core.saves`), the autosave of each game in progress with its lock (:mod:`core.autosaves`)
and the settings (:mod:`core.settings`). Only re-exports; new code imports those modules.

A test that replaces a function to change what the others do replaces it in its own module
(``saves.atomic_write``), not here.
"""
from __future__ import annotations

from .autosaves import (_HELD, Autosave, autosave, autosave_path, autosaves_dir, claim_autosave, clear_autosave,
                        list_autosaves, load_autosave, lock_owner, new_game_id, release_autosave, tidy_data_folder)
from .saves import (CTX, MAX_NAME_CHARS, MAX_SAVE_BYTES, MAX_TITLE_CHARS, UNUSABLE, SaveError, config_dir, data_dir,
                    list_saves, load_game, save_game, saves_dir, set_aside)
from .settings import DEFAULT_SETTINGS, checked_settings, load_settings, save_settings, settings_path

__all__ = ["_HELD", "Autosave", "autosave", "autosave_path", "autosaves_dir", "claim_autosave", "clear_autosave",
           "list_autosaves", "load_autosave", "lock_owner", "new_game_id", "release_autosave", "tidy_data_folder",
           "CTX", "MAX_NAME_CHARS", "MAX_SAVE_BYTES", "MAX_TITLE_CHARS", "UNUSABLE", "SaveError", "config_dir",
           "data_dir", "list_saves", "load_game", "save_game", "saves_dir", "set_aside",
           "DEFAULT_SETTINGS", "checked_settings", "load_settings", "save_settings", "settings_path"]
