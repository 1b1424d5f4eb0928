"""Hero Mahjong in words (gui/log_hero.py through the riichi log): every hero event has a line for
its owner and for every other reader, the secrets of a peek, a suit count, a draft and the wall
tricks stay in the owner's line, every hero action reads as an instruction, seeded games of each
deck mode read without gaps, and the end-of-hand dialog shows the han a card added."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from core.engine import Event
from core.games.hero_mahjong.rules import HeroAction
from core.registry import GAMES
from self_play import EagerAgent, agents_for, self_play  # noqa: E402
from gui.families.mahjong.round_dialog import MahjongRoundDialog, summary_lines, yaku_rows
from gui.games.hero_mahjong.round_dialog import HeroRoundExtras
from gui.games.hero_mahjong.log import HERO_ACTIONS, HERO_KINDS, describe_hero_action, hero_line
from gui.log_text import describe_action, event_line

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from riichi_helpers import position  # noqa: E402

NAMES = ["Ann", "Bo", "Cy", "Dee"]
A, B, C, D = range(4)


def private(seat, kind, cards=(), **kw):
    """An event only ``seat`` may see."""
    return Event(kind, seat, tuple(cards), visible_to=(seat,), **kw)


HERO_EVENTS = [
    Event("card_used", A, info={"card": "alex_1", "timing": "BEFORE_DISCARD", "option": ""}),
    Event("card_used", A, info={"card": "alex_3", "timing": "BEFORE_DISCARD", "option": "n=2"}),
    Event("card_used", A, info={"card": "eliz_3", "timing": "BEFORE_DISCARD", "option": "seat=1"}),
    Event("card_used", A, info={"card": "archi_av", "timing": "BEFORE_DISCARD", "option": "hand=3m,river=2"}),
    Event("card_used", A, visible_to=(A,), info={"card": "leo_av", "timing": "BEFORE_DISCARD", "option": "",
                                                 "private": {"option": "hand=4z"}}),
    Event("card_used", A, info={"card": "suntzu_1", "timing": "BEFORE_DISCARD", "option": ""}),
    Event("card_used", A, info={"card": "musashi_2", "timing": "BEFORE_DISCARD", "option": "seat=2"}),
    Event("card_used", A, info={"card": "khan_2", "timing": "BEFORE_CALL", "option": ""}),
    Event("accel", A, info={"super": 2, "plain": 1}),
    Event("deposited", A, info={"amount": 2000, "asked": 2000, "scores": [23000, 25000, 25000, 25000], "pool": 3000}),
    Event("deposited", B, info={"amount": 2000, "asked": 3000, "scores": [25000, 0, 25000, 25000], "pool": 2000}),
    private(A, "peeked", ("7m", "2z")),
    private(A, "counted", info={"seat": B, "private": {"man": 4, "pin": 3, "sou": 5, "honours": 1}}),
    Event("swapped", A, ("3m", "6s"), "hand:0", "pond:0", info={"place": 2}),
    Event("rivers_swapped", A, ("1p", "0s"), info={"seat": C, "place": 0, "mine": 1}),
    private(A, "put_back", ("9p",), src="hand:0", dst="wall"),
    private(A, "took_top", ("8s", "4s", "9m"), src="wall", dst="hand:0"),
    private(A, "to_wall_end", ("4z",), src="hand:0", dst="wall"),
    private(A, "sketched", info={"moved": True}),
    private(A, "sketched", info={"moved": False}),
    Event("card_paid", B, info={"to": A, "amount": 1000, "scores": [26000, 24000, 25000, 25000]}),
    Event("card_paid", B, info={"to": A, "amount": 0, "scores": [26000, 0, 25000, 25000]}),
    Event("pool_taken", A, info={"amount": 1000, "scores": [26000, 25000, 25000, 25000]}),
    Event("window", A, visible_to=(A,), info={"private": {"timing": "AFTER_OWN_WIN"}}),
    Event("window", A, visible_to=(A,), info={"private": {"timing": "END_OF_HAND"}}),
    Event("window", A, visible_to=(A,), info={"private": {"timing": "BEFORE_DRAW"}}),
    private(A, "picked", info={"private": {"card": "alex_2"}}),
    private(A, "picked", info={}),
    Event("deck_ready", A, ("khan_av",), visible_to=(A,), info={"private": {"avatar": "khan_av"}}),
    Event("decks_ready", None, info={"avatars": ["khan_av", "himiko_av", "leo_av", "eliz_av"]}),
    Event("decks_chosen", None, info={"mode": "two_pick"}),
    Event("decks_chosen", None, info={"mode": "construction"}),
    Event("dora_revealed", None, ("9p",), "dead_wall", "dora", info={"card": True}),
]
#: the events whose owner alone learns something, and the words of that secret
SECRETS = {"peeked": ("7m", "South"), "counted": ("4 man",), "picked": ("Forced March", "強行軍"),
           "put_back": ("9p",), "took_top": ("8s", "4s", "9m"), "to_wall_end": ("North",),
           "sketched": ("move the seen", "leave the seen")}
#: a window line is for the reader's own 自分アガり後 and 終局時 windows only
QUIET_WINDOWS = ("BEFORE_DRAW",)


def line(event, you=None):
    """What ``you`` reads: the event as the controller passes it to the log (redacted)."""
    return event_line(event.redacted(you), NAMES, you, "hero_mahjong")


def by_kind(kind):
    return [e for e in HERO_EVENTS if e.kind == kind]


# --- the events --------------------------------------------------------------------------------
def test_the_hand_made_list_covers_every_hero_event():
    assert {e.kind for e in HERO_EVENTS} == set(HERO_KINDS) | {"dora_revealed"}


@pytest.mark.parametrize("event", [e for e in HERO_EVENTS if e.kind != "window"], ids=lambda e: e.kind)
def test_every_hero_event_has_a_line_for_its_owner_and_for_the_others(qapp, event):
    for you in (None, A, B, C):
        text = line(event, you)
        assert text and "{" not in text and "??" not in text and "None" not in text, (event.kind, you, text)
    if event.seat is not None:
        assert line(event, event.seat).startswith(("You", "Your")), line(event, event.seat)
        assert NAMES[event.seat] in line(event, (event.seat + 1) % 4)


def test_a_window_is_told_only_to_its_owner_and_not_at_every_draw(qapp):
    after_win, end, before_draw = by_kind("window")
    assert line(after_win, A) == "Your win stands; before it is scored you may use a card (自分アガり後)."
    assert line(end, A) == "The hand's payments are done; you may use a card now (終局時)."
    assert line(before_draw, A) is None, "the choices (cards or Draw) say it; a line at every draw is noise"
    for e in (after_win, end, before_draw):
        assert all(line(e, you) is None for you in (None, B, C)), "others learn nothing of a hidden card"


def test_the_lines_read_as_a_player_says_them(qapp):
    used = by_kind("card_used")
    assert line(used[0], B) == "Ann uses Cavalry Charge (騎兵突撃)."
    assert line(used[0], A) == "You use Cavalry Charge (騎兵突撃)."
    assert line(used[1], B) == "Ann uses To the World's End (世界の果てへ) with N = 2."
    assert line(used[2], B) == "Ann uses Defeat of the Armada (無敵艦隊の撃破) on you."
    assert line(used[2], C) == "Ann uses Defeat of the Armada (無敵艦隊の撃破) on Bo."
    assert line(used[3], A) == "You use The Lever (てこの原理), swapping 3m with your river's 3rd tile."
    assert line(used[3], B) == "Ann uses The Lever (てこの原理), swapping 3m from the hand with the river's 3rd tile."
    assert line(used[5], B) == ("Ann uses Firm Formation (堅陣). Nobody may pon, chi or kan Ann's discards until "
                                "Ann draws again; ron (ロン) still may.")
    assert line(used[6], C) == ("Ann uses Duel at Ganryū Island (巌流島) on you. For the rest of the hand a ron (ロン) "
                                "between Ann and you pays 2,000 more.")
    assert line(used[7], A) == "You use Relay Roads (駅伝の道). Your chi (チー) may take any player's discard."
    assert line(by_kind("accel")[0], A) == ("You now have super acceleration (超加速2) and acceleration (加速1) "
                                            "pending: extra draws and discards after your normal discard.")
    full, short = by_kind("deposited")
    assert line(full, B) == "Ann deposits 2,000 (供託); 3,000 on the table now."
    assert line(short, A) == "Bo must deposit 3,000 (供託) but has only 2,000: all of it goes, and Bo stays at 0, not bust."
    assert line(short, B) == "You must deposit 3,000 (供託) but have only 2,000: all of it goes, and you stay at 0, not bust."
    assert line(by_kind("peeked")[0], A) == "You look at the next 2 tiles of the wall, in draw order: 7m South."
    assert line(by_kind("peeked")[0], B) == "Ann looks at the next 2 tiles of the wall."
    assert line(by_kind("counted")[0], A) == "You count Bo's hand: 4 man, 3 pin, 5 sou and 1 honour tiles."
    assert line(by_kind("counted")[0], B) == "Ann counts the man, pin, sou and honour tiles in your hand."
    assert line(by_kind("swapped")[0], B) == ("Ann takes 6s from the river into the hand and puts 3m in its place "
                                              "(捨牌の入れ替え).")
    assert line(by_kind("rivers_swapped")[0], C) == ("Ann swaps a river tile with another: Ann's 1p and your red 5s "
                                                     "change places (捨牌の入れ替え).")
    assert line(by_kind("rivers_swapped")[0], A) == ("You swap your 1p with Cy's red 5s: the two river tiles change "
                                                     "places (捨牌の入れ替え).")
    assert line(by_kind("put_back")[0], A) == "You put 9p back on top of the wall."
    assert line(by_kind("took_top")[0], B) == "Ann takes the next 3 tiles of the wall into the hand."
    assert line(by_kind("to_wall_end")[0], A) == "You put North at the end of the wall: it becomes the last tile."
    assert [line(e, A) for e in by_kind("sketched")] == ["You move the seen tile to the end of the wall.",
                                                         "You leave the seen tile on top of the wall."]
    paid, nothing = by_kind("card_paid")
    assert line(paid, A) == "Bo pays 1,000 to you (card payment)."
    assert line(nothing, C) == "Bo has no points left to pay Ann (card payment)."
    assert line(by_kind("pool_taken")[0], A) == "You take 1,000 from the deposits (供託)."
    assert [line(e, A) for e in by_kind("picked")] == ["You choose Forced March (強行軍) for your deck.",
                                                       "You have finished choosing."]
    assert line(by_kind("deck_ready")[0], A) == "Your deck is ready, with The Blue Wolf (蒼き狼) as avatar (アバター)."
    assert line(by_kind("deck_ready")[0], B) == "Ann's deck is ready.", "avatars are turned up together"
    assert line(by_kind("decks_ready")[0], B) == (
        "The decks are ready. Avatars (アバター): Ann: The Blue Wolf (蒼き狼), you: The Spirit Way (鬼道), "
        "Cy: Universal Man (万能の人), Dee: Royal Coffers (王室の金庫).")
    assert line(by_kind("decks_chosen")[0]).startswith("The decks are drafted first (2Pickルール)")
    assert line(by_kind("dora_revealed")[0]) == "A card turns over another dora indicator (ドラ表示牌): 9p."


@pytest.mark.parametrize("kind", sorted(SECRETS))
def test_a_secret_stays_in_its_owners_line(qapp, kind):
    for event in by_kind(kind):
        owner = line(event, A)
        if event.cards or event.info.get("private") or kind == "sketched":     # not the end of a draft
            assert any(word in owner for word in SECRETS[kind]), owner
        for you in (None, B, C, D):
            text = line(event, you)
            assert not any(word in text for word in SECRETS[kind]), (you, text)
            assert text == event_line(event, NAMES, you, "hero_mahjong"), "the line never reads the secret, redacted or not"


def test_a_tile_sent_to_the_walls_end_is_not_named_by_the_card_use(qapp):
    """万能の人's choice ("hand=4z") travels in a public event: only the owner's later line names it."""
    used = by_kind("card_used")[4]
    for you in (None, A, B):
        assert "North" not in line(used, you)


# --- the actions -------------------------------------------------------------------------------
HERO_ACTION_LIST = [
    (HeroAction("card", A, target="alex_1"), "Use Cavalry Charge (騎兵突撃)"),
    (HeroAction("card", A, target="alex_3", option="n=2"), "Use To the World's End (世界の果てへ): 超加速2, deposit 2,000"),
    (HeroAction("card", A, target="eliz_3", option="seat=1"), "Use Defeat of the Armada (無敵艦隊の撃破) on Bo"),
    (HeroAction("card", A, target="archi_av", option="hand=3m,river=2"),
     "Use The Lever (てこの原理), swapping 3m with your river's 3rd tile"),
    (HeroAction("card", A, target="leo_av", option="hand=0p"),
     "Use Universal Man (万能の人), putting red 5p at the end of the wall"),
    (HeroAction("draw", A), "Draw (ツモ)"),
    (HeroAction("pass", A), "Pass: no call, no card"),
    (HeroAction("sketch", A, target="keep"), "Leave the seen tile on top of the wall"),
    (HeroAction("sketch", A, target="move"), "Move the seen tile to the end of the wall"),
    (HeroAction("swap", A, option="hand=1z,river=0"), "Swap East with your river's 1st tile"),
    (HeroAction("swap_rivers", A, option="mine=1,seat=2,place=0"), "Swap your river's 2nd tile with Cy's 1st river tile"),
    (HeroAction("put_back", A, ("9p",)), "Put 9p back on top of the wall"),
    (HeroAction("done", A), "Done"),
    (HeroAction("pick", A, target="khan_2"), "Choose Relay Roads (駅伝の道): Genghis Khan, II"),
    (HeroAction("chi", A, ("4p", "6p"), "meld", option="card=khan_2"), "Call chi (チー) with 4p 6p, using Relay Roads (駅伝の道)"),
]


def test_the_action_list_covers_every_hero_action():
    assert {a.kind for a, _ in HERO_ACTION_LIST} == set(HERO_ACTIONS) | {"pass", "chi"}


@pytest.mark.parametrize("action,text", HERO_ACTION_LIST, ids=lambda x: getattr(x, "kind", ""))
def test_every_hero_action_reads_as_an_instruction(qapp, action, text):
    assert describe_hero_action(action, NAMES) == text
    assert describe_action(action, NAMES, "hero_mahjong") == text


def test_the_riichi_actions_of_the_hero_game_read_as_in_riichi(qapp):
    assert describe_hero_action(HeroAction("discard", A, ("5p",), "pond"), NAMES) == "Discard 5p"
    assert describe_hero_action(HeroAction("chi", A, ("4p", "6p"), "meld"), NAMES) == "Call chi (チー) with 4p 6p"


# --- seeded games ------------------------------------------------------------------------------
def eager_game(mode, seed):
    """A seeded game whose players like cards and their choices (for the rarer events)."""
    state = GAMES["hero_mahjong"].new_state(4, {"deck_mode": mode}, seed)
    eager = EagerAgent(random.Random(seed), lambda a: a.kind in HERO_ACTIONS or a.option, 0.8)
    events, offered = self_play(state, [eager] * 4)
    return list(state.start_events) + events, offered


def ai_game(mode, seed):
    state = GAMES["hero_mahjong"].new_state(4, {"deck_mode": mode}, seed)
    events, offered = self_play(state, agents_for("hero_mahjong", 4, seed=seed * 7))
    return list(state.start_events) + events, offered


def quiet(event, you) -> bool:
    """The log keeps quiet: who may call a discard, and the windows (see gui/log_hero.py)."""
    if event.kind == "answered":
        return you != event.seat
    if event.kind == "window":
        return you != event.seat or event.info["private"]["timing"] in QUIET_WINDOWS
    return False


@pytest.mark.parametrize("mode", ["basic", "two_pick", "construction"])
def test_seeded_games_of_each_deck_mode_read_without_gaps_or_leaks(qapp, mode):
    kinds = set()
    for events, offered in (eager_game(mode, 3), ai_game(mode, 3)):
        for e in events:
            kinds.add(e.kind)
            for you in (None, A, B, C, D):
                text = hero_line(e.redacted(you), NAMES, you)
                if quiet(e, you):
                    continue
                assert text and "{" not in text and "??" not in text, (e, you, text)
                if e.kind in HERO_KINDS and e.visible_to is not None and you not in e.visible_to:
                    assert text == hero_line(e, NAMES, you), ("a secret in another seat's line", e, you)
        for a in offered:
            text = describe_hero_action(a, NAMES)
            assert text and text != a.kind and "{" not in text, a
    assert {"card_used", "window"} <= kinds
    if mode != "basic":
        assert {"decks_chosen", "picked", "deck_ready", "decks_ready"} <= kinds


# --- the end of the hand -----------------------------------------------------------------------
def musashi_win():
    """A riichi tsumo after 五輪の書 (+1 han), as in tests/core/test_hero_rules.py."""
    from core.games.hero_mahjong.game import HeroMahjong
    from core.games.hero_mahjong.decks import Deck

    hands = ["123m456p789s11z23s", "147m258p369s1234z", "147m258p369s1235z", "147m258p369s1236z"]
    st = position(hands, drawn="4s", game=HeroMahjong())
    st.decks[0] = Deck("musashi_av", ("musashi_1", "musashi_2", "musashi_3"))
    st.discards_made[0] = 1
    st.step, st._legal_cache = "turn", None
    st.riichi[0], st.no_calls = 1, False
    events = []
    for kind, target in (("tsumo", ""), ("card", "musashi_3"), ("pass", "")):
        action = next(a for a in st.legal_actions(0) if a.kind == kind and (not target or a.target == target))
        events += st.apply(action)
    return events


def test_a_cards_han_shows_in_the_end_of_hand_dialog(qapp, qtbot):
    events = musashi_win()
    assert [line(e, A) for e in events if e.kind in ("window", "card_used")] == [
        "Your win stands; before it is scored you may use a card (自分アガり後).",
        "You use The Book of Five Rings (五輪の書). Your riichi (立直) win gains 1 han."]
    won = next(e for e in events if e.kind == "won")
    rows = yaku_rows(won.info, HeroRoundExtras())
    assert rows[-1] == ("Hero card (カード効果)", "1 han")
    assert sum(int(h.split()[0]) for _, h in rows) == won.info["han"], "the rows add up to the total"
    dialog = MahjongRoundDialog([won], NAMES, you=A, extras=HeroRoundExtras())
    qtbot.addWidget(dialog)
    assert "  Hero card (カード効果): 1 han" in dialog.text().splitlines()


def test_a_win_without_a_card_has_no_card_row(qapp):
    info = {"winner": A, "tsumo": True, "tile": "4s", "yaku": [["riichi", 1], ["tsumo", 1]], "han": 2, "fu": 30,
            "limit": "", "points": 2000, "delta": [2000, -500, -500, -1000]}
    assert not any("Hero card" in row for row in summary_lines([Event("won", A, info=info)], NAMES,
                                                                extras=HeroRoundExtras()))
    yakuman = dict(info, yaku=[["kokushi", 13]], han=13, limit="yakuman")
    assert len(yaku_rows(yakuman, HeroRoundExtras())) == 1
