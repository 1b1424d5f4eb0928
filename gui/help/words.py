"""The words of the generated parts of a help page, in the page's language. A help page is
written in one language as a whole (its prose is per-language data, see gui/games/<id>/help/),
so these few words are kept with it here rather than in the Qt translation."""
from __future__ import annotations

WORDS = {
    "en": {"picture": "The cards and tiles, as the table shows them",
           "options": "The options in force",
           "options_play": "The options of the game on the table.",
           "options_default": "The default options (a new game starts with these; change them with Rules… in the New Game dialog).",
           "options_chosen": "The options chosen for the new game.",
           "option": "Option", "value": "Value", "effect": "What it does",
           "on": "on", "off": "off", "none": "none yet", "entries": "{n} recorded",
           "in_force": "In force now",
           "keys": "Keyboard keys", "on_table": "On the table", "in_window": "In the window",
           "keys_note": "F1 opens this page during a game; ? opens the keyboard keys alone.",
           "players": "{low}–{high} players", "players_one": "{n} players", "line": "{line} ({players})"},
    "ja": {"picture": "札と牌（卓上と同じ絵柄）",
           "options": "適用中のルール設定",
           "options_play": "卓上のゲームのルール設定です。",
           "options_default": "既定のルール設定です（新しいゲームはこの設定で始まります。新しいゲームのダイアログの「ルール…」で変更できます）。",
           "options_chosen": "新しいゲームに選んだルール設定です。",
           "option": "設定", "value": "値", "effect": "効果",
           "on": "あり", "off": "なし", "none": "まだなし", "entries": "{n}件記録",
           "in_force": "現在適用中",
           "keys": "キー操作", "on_table": "卓上", "in_window": "ウィンドウ",
           "keys_note": "ゲーム中に F1 でこのページを開きます。? はキー操作の一覧だけを開きます。",
           "players": "{low}〜{high}人", "players_one": "{n}人", "line": "{line}（{players}）"},
}


def words(lang: str) -> dict:
    """The words of ``lang`` (English for an unknown language)."""
    return WORDS.get(lang, WORDS["en"])


def players_text(players, lang: str) -> str:
    """A game's seat range in words: "2–10 players", "4 players"."""
    w = words(lang)
    low, high = min(players), max(players)
    return w["players_one"].format(n=low) if low == high else w["players"].format(low=low, high=high)
