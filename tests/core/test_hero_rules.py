"""Hero Mahjong's cards in play: the seed's worked facts (hero_mahjong.md §9) with the original set."""
from __future__ import annotations

from riichi_helpers import position

from core.games.hero_mahjong.game import HeroMahjong
from core.games.hero_mahjong.decks import Deck

GAME = HeroMahjong()
HANDS = ["123m456p789s1234z", "147m258p369s1234z", "147m258p369s1235z", "147m258p369s1236z"]


def hero(drawn="5z", draws="", deck=("alex_av", ("alex_1", "leo_2", "alex_3")), scores=None, hands=HANDS):
    st = position(hands, drawn=drawn, draws=draws, game=GAME, scores=scores)
    st.decks[0] = Deck(deck[0], tuple(deck[1]))
    st.discards_made[0] = 1
    st.step = "turn"                  # the deal's own draw may have opened a 自分ツモ前 window
    st._legal_cache = None
    return st


def act(st, seat, kind, *cards, **fields):
    for a in st.legal_actions(seat):
        if a.kind == kind and (not cards or a.cards == cards) and all(getattr(a, k) == v for k, v in fields.items()):
            return st.apply(a)
    raise AssertionError(f"no {kind} {cards} {fields}: {[(a.kind, a.cards, a.target, a.option) for a in st.legal_actions(seat)]}")


def test_accel_stacks_and_a_call_ends_it_with_the_rest_lost():
    """The seed's fact with the original set: 加速2 (alex_1) + 加速1 (leo_2) = 加速3; a pon on
    the second extra discard ends it, the last step is lost."""
    st = hero(draws="9m6z", hands=HANDS[:3] + ["147m258p369s1266z"])     # seat 3 holds 6z 6z
    act(st, 0, "card", target="alex_1")
    act(st, 0, "card", target="leo_2")
    assert st.accel[0] == [0, 3]
    act(st, 0, "discard", "5z")                           # the normal discard
    assert st.turn == 0 and st.accel[0] == [0, 2], "the first extra step: seat 0 draws 9m"
    act(st, 0, "discard", "9m")                           # 1st extra discard
    assert st.turn == 0 and st.accel[0] == [0, 1], "the second extra step: seat 0 draws 6z"
    act(st, 0, "discard", "6z")                           # 2nd extra discard: seat 3 may pon
    assert st.step == "claims" and 3 in st.to_move()
    for seat in st.to_move():
        act(st, seat, "pon" if seat == 3 else "pass")
    assert st.accel[0] == [0, 0] and st.turn == 3, "the call ended it: the last step is lost"


def test_a_paid_super_accel_is_limited_by_the_points():
    st = hero(scores=[2500, 25000, 25000, 22500])
    assert sorted(a.option for a in st.legal_actions(0) if a.target == "alex_3") == ["n=1", "n=2"]
    st = hero(scores=[900, 25000, 25000, 24100])
    assert not any(a.target == "alex_3" for a in st.legal_actions(0)), "unusable below 1,000"
    st = hero(scores=[2500, 25000, 25000, 22500])
    act(st, 0, "card", target="alex_3", option="n=2")
    assert st.scores[0] == 500 and st.deposit == 2000 and st.accel[0] == [2, 0]


def test_a_forced_deposit_beyond_the_points_takes_all_and_leaves_zero():
    st = hero(deck=("eliz_av", ("eliz_1", "eliz_2", "eliz_3")), scores=[25000, 2000, 25000, 48000])
    events = act(st, 0, "card", target="eliz_3", option="seat=1")
    dep = next(e for e in events if e.kind == "deposited")
    assert dep.seat == 1 and dep.info["amount"] == 2000 and dep.info["asked"] == 3000
    assert st.scores[1] == 0 and not st.is_over(), "0 is no bust"


def test_the_dora_cap_of_four_indicators():
    st = hero(deck=("himiko_av", ("himiko_1", "himiko_2", "himiko_3")))
    st.wall.shown = 4
    assert not any(a.target == "himiko_2" for a in st.legal_actions(0)), "no 5th indicator"
    assert st.wall.reveal() is None, "a kan is still legal but turns no indicator"
    st = hero(deck=("himiko_av", ("himiko_1", "himiko_2", "himiko_3")))
    events = act(st, 0, "card", target="himiko_2")
    assert [e.kind for e in events].count("dora_revealed") == 1 and st.wall.shown == 2


def test_super_accel_forbids_calls_and_action_cards_are_spent():
    st = hero(deck=("alex_av", ("alex_1", "alex_2", "alex_3")))
    act(st, 0, "card", target="alex_2")            # 超加速1
    assert not any(a.target == "alex_2" for a in st.legal_actions(0)), "spent"
    act(st, 0, "discard", "5z")
    assert st.step == "turn" and st.turn == 0, "nobody was asked about the discard: seat 0 draws again"


def test_random_play_with_cards_is_deterministic_and_json_clean():
    """The conformance suite's core checks, until the game is registered and runs it."""
    import json
    import random
    for seed in range(3):
        st = GAME.new_state(4, None, seed)
        rng = random.Random(seed)
        cards = 0
        while not st.is_over():
            legal = st.legal_actions(st.to_move()[0])
            a = rng.choice(legal)
            assert GAME.action_from_json(json.loads(json.dumps(a.to_json()))) == a
            cards += a.kind == "card"
            assert st.clone().apply(a) == st.apply(a)
        assert sum(st.scores) == 100000, "points are kept, deposits included"
        json.dumps(st.snapshot())
    assert cards


def test_before_the_draw_a_peek_is_seen_by_its_owner_only():
    st = hero(deck=("himiko_av", ("himiko_1", "himiko_2", "himiko_3")))
    st.decks[1] = Deck("suntzu_av", ("suntzu_1", "suntzu_2", "suntzu_3"))
    st.decks[0] = Deck("alex_av", ("alex_1", "alex_2", "alex_3"))
    st.decks[2] = Deck("eliz_av", ("eliz_1", "eliz_2", "eliz_3"))
    st.decks[3] = Deck("leo_av", ("leo_1", "leo_2", "leo_3"))
    act(st, 0, "discard", "5z")
    if st.step == "claims":
        for s in st.to_move():
            act(st, s, "pass")
    assert st.step == "before_draw" and st.to_move() == (1,), "自分ツモ前: Sun Tzu's avatar may be used"
    assert st.view(1).data["step"] == "before_draw" and st.view(0).data["step"] == "turn", \
        "the others cannot tell that a window opened (a card for it is held)"
    events = act(st, 1, "card", target="suntzu_av", option="seat=0")
    counted = next(e for e in events if e.kind == "counted")
    assert counted.visible_to == (1,) and counted.info["seat"] == 0
    counts = counted.info["private"]
    assert sum(counts[k] for k in ("man", "pin", "sou", "honours")) == len(st.hands[0])
    assert "private" not in counted.redacted(0).info and counted.redacted(1) == counted, "the count is secret"
    assert not any(a.target == "suntzu_av" for a in st.legal_actions(1)), "once per hand"
    assert st.view(1).data["known"][1] == [dict(counts, kind="count", seat=0)], "kept in its owner's view"
    assert st.view(0).data["known"] == [[], [], [], []], "and nobody else's"
    act(st, 1, "draw")
    assert st.step == "turn" and st.drawn is not None


def test_end_of_hand_cards_after_the_payments():
    st = hero(deck=("suntzu_av", ("suntzu_1", "suntzu_2", "suntzu_3")))
    st.history.append({"result": "draw", "tenpai": [0], "delta": [3000, -1000, -1000, -1000]})
    st.scores = [28000, 24000, 24000, 500]
    events = st._hand_over(dealer_keeps=True, kind="draw")
    assert st.step == "end_of_hand" and st.to_move() == (0,)
    events = act(st, 0, "card", target="suntzu_3")
    paid = [e.info["amount"] for e in events if e.kind == "card_paid"]
    assert paid == [1000, 1000, 500], "each noten player pays 1,000 more, capped at their points"
    assert st.scores == [30500, 23000, 23000, 0]
    honba = st.honba
    act(st, 0, "pass")
    assert st.honba == honba + 1 and st.step in ("turn", "before_draw"), "then the next hand"


def test_after_own_win_a_card_changes_the_score_before_it_is_paid():
    hands = ["123m456p789s11z23s"] + HANDS[1:]
    st = hero(drawn="4s", hands=hands, deck=("musashi_av", ("musashi_1", "musashi_2", "musashi_3")))
    st.riichi[0] = 1
    st.no_calls = False
    plain = st.clone()
    events = act(st, 0, "tsumo")
    assert st.step == "after_win" and not [e for e in events if e.kind == "won"], "not scored yet"
    act(st, 0, "card", target="musashi_3")             # a riichi win gains 1 han
    won = next(e for e in act(st, 0, "pass") if e.kind == "won")
    act(plain, 0, "tsumo")
    base = next(e for e in act(plain, 0, "pass") if e.kind == "won")
    assert won.info["han"] == base.info["han"] + 1


def test_before_a_call_khans_card_gives_a_super_accel_after_the_calls_discard():
    st = hero(hands=HANDS[:3] + ["147m258p369s1255z"])
    st.decks[3] = Deck("khan_av", ("khan_1", "khan_2", "khan_3"))
    act(st, 0, "discard", "5z")
    assert st.step == "claims" and 3 in st.to_move()
    assert any(a.target == "khan_1" for a in st.legal_actions(3)), "自分副露前, beside the pon"
    act(st, 3, "card", target="khan_1")
    for seat in st.to_move():
        act(st, seat, "pon" if seat == 3 else "pass")
    assert st.turn == 3 and st.accel[3] == [1, 0]
    discard = next(a for a in st.legal_actions(3) if a.kind == "discard")
    st.apply(discard)
    assert st.turn == 3 and st.step in ("turn", "before_draw"), "the extra step: seat 3 draws again"


def test_a_duel_makes_a_ron_between_the_two_pay_more():
    hands = [HANDS[0], "123m456p789s11z23s", HANDS[2], HANDS[3]]
    st = hero(drawn="4s", hands=hands, deck=("musashi_av", ("musashi_1", "musashi_2", "musashi_3")))
    st.riichi[1] = 1
    act(st, 0, "card", target="musashi_2", option="seat=1")
    assert st.duels == [(0, 1, 2000)]
    act(st, 0, "discard", "4s")
    events = act(st, 1, "ron")
    won = next(e for e in events if e.kind == "won")
    extra = [e for e in events if e.kind == "card_paid"]
    assert won.info["winner"] == 1 and [(e.seat, e.info["to"], e.info["amount"]) for e in extra] == [(0, 1, 2000)]
    assert won.info["card_delta"] == [-2000, 2000, 0, 0], "the win tells the duel's payment beside its own"
    assert won.info["scores"] == st.scores
    assert [won.info["scores"][s] - 25000 for s in range(4)] == \
        [won.info["delta"][s] + won.info["card_delta"][s] for s in range(4)], "the end-of-hand dialog adds up"


def test_furiten_after_a_swap_puts_a_winning_tile_in_ones_own_river():
    """The seed's fact: the river after the swap decides furiten."""
    hands = ["123m456p789s11z23s", HANDS[1], HANDS[2], HANDS[3]]
    st = hero(drawn="4s", hands=hands, deck=("archi_av", ("archi_1", "archi_2", "archi_3")))
    red = next(t for t in st.wall.live if t.kind == 33)
    st.wall.live.remove(red)
    st.ponds[0] = [{"tile": red, "riichi": False, "called": False}]
    act(st, 0, "card", target="archi_av", option="hand=4s,river=0")     # 4s into the river, 中 into the hand
    assert [p["tile"].kind for p in st.ponds[0]] == [21] and any(t.kind == 33 for t in st.hands[0])
    act(st, 0, "discard", "7z")
    assert st.is_furiten(0), "waiting on 1s-4s with a 4s in its own river"


def test_leonardos_wall_tricks():
    st = hero(deck=("leo_av", ("leo_1", "leo_2", "leo_3")))
    top = st.wall.live[-1]
    events = act(st, 0, "card", target="leo_av", option="hand=1z")
    assert st.wall.live[0].kind == 27, "東 is now the last tile of the live wall"
    assert st.drawn is top and any(e.kind == "drew" for e in events)
    st = hero(deck=("leo_av", ("leo_1", "leo_2", "leo_3")))
    st.decks[1] = Deck("leo_av", ("leo_1", "leo_2", "leo_3"))
    act(st, 0, "discard", "5z")
    for seat in st.to_move() if st.step == "claims" else ():
        act(st, seat, "pass")
    assert (st.step, st.turn) == ("before_draw", 1), "素描 opens seat 1's 自分ツモ前 window"
    nxt = st.wall.live[-1]
    events = act(st, 1, "card", target="leo_1")
    assert [e.cards for e in events if e.kind == "peeked"] == [(token_of(nxt),)]
    act(st, 1, "sketch", target="move")
    assert st.wall.live[0] is nxt and st.drawn is not nxt, "moved to the end, then the next tile drawn"


def token_of(tile):
    from core.games.riichi.actions import token
    return token(tile)


def test_khans_relay_roads_chi_on_anyones_discard():
    hands = ["123m456p789s1234z", "147m258p369s1234z", "147m258p369s1235z", "46m258p369s12345z"]
    st = hero(drawn="5m", hands=hands)
    st.decks[3] = Deck("khan_av", ("khan_1", "khan_2", "khan_3"))
    act(st, 0, "discard", "5m")
    assert st.step == "claims" and 3 in st.to_move(), "seat 3 is not the next seat, yet may chi with the card"
    chi = next(a for a in st.legal_actions(3) if a.kind == "chi")
    assert chi.option == "card=khan_2" and chi.cards == ("4m", "6m")
    for seat in st.to_move():
        if seat == 3:
            st.apply(chi)
        else:
            act(st, seat, "pass")
    assert st.turn == 3 and st.melds[3][0].kind == "chi" and "khan_2" in st.used[3]


def _river(st, seat, kinds):
    tiles = []
    for k in kinds:
        t = next(t for t in st.wall.live if t.kind == k)
        st.wall.live.remove(t)
        tiles.append({"tile": t, "riichi": False, "called": False})
    st.ponds[seat] = tiles


def test_cards_with_several_choices_take_them_one_at_a_time():
    st = hero(deck=("archi_av", ("archi_1", "archi_2", "archi_3")))
    _river(st, 0, [33, 32])
    _river(st, 1, [31])
    act(st, 0, "card", target="archi_3")                      # up to three swaps
    assert st.step == "card_step" and any(a.kind == "done" for a in st.legal_actions(0))
    act(st, 0, "swap", option="hand=1z,river=0")
    act(st, 0, "done")
    assert st.step == "turn" and st.ponds[0][0]["tile"].kind == 27 and len(st.hands[0]) == 14
    act(st, 0, "card", target="archi_2")                      # rivers: my 發 for seat 1's 白
    act(st, 0, "swap_rivers", option="mine=1,seat=1,place=0")
    assert st.ponds[0][1]["tile"].kind == 31 and st.ponds[1][0]["tile"].kind == 32 and st.step == "turn"


def test_mona_lisa_takes_three_and_puts_three_back_on_top():
    st = hero(deck=("leo_av", ("leo_1", "leo_2", "leo_3")))
    top3 = list(reversed(st.wall.live[-3:]))
    act(st, 0, "card", target="leo_3")
    assert len(st.hands[0]) == 17 and all(t in st.hands[0] for t in top3)
    for tok in ("1z", "2z", "3z"):
        act(st, 0, "put_back", tok)
    assert len(st.hands[0]) == 14 and [t.kind for t in st.wall.live[-3:]] == [27, 28, 29], "3z is drawn first"
    assert st.step == "turn"


def test_two_pick_decks_are_drafted_before_play_with_the_hands_hidden():
    st = GAME.new_state(4, {"deck_mode": "two_pick"}, 3)
    assert st.step == "draft" and st.to_move() == (0,)
    assert all(t == "??" for t in st.view(0).data["hands"][0]), "nobody sees a hand while choosing"
    for seat in range(4):
        for level in range(4):
            offered = [a.target for a in st.legal_actions(seat)]
            assert len(offered) == 2 and {st.cardset.card(c).level for c in offered} == {level}
            events = st.apply(st.legal_actions(seat)[1])
    assert st.step in ("turn", "before_draw") and any(e.kind == "dealt" for e in events), "then the deal"
    v = st.view(1)
    assert v.data["decks"][1] == list(st.decks[1].ids()), "one's own deck in full"
    assert v.data["decks"][0] == [st.decks[0].avatar], "another's action cards stay hidden until used"


def test_constructed_decks_total_six_levels_in_play():
    st = GAME.new_state(4, {"deck_mode": "construction"}, 3)
    assert st.step == "build"
    act(st, 0, "pick", target="alex_av")
    assert not any(a.kind == "done" for a in st.legal_actions(0))
    for card in ("himiko_3", "archi_2"):
        act(st, 0, "pick", target=card)
    assert {st.cardset.card(a.target).level for a in st.legal_actions(0) if a.kind == "pick"} == {1}
    act(st, 0, "pick", target="eliz_1")
    assert [a.kind for a in st.legal_actions(0)] == ["done"], "levels total 6: nothing more fits"
    act(st, 0, "done")
    assert st.decks[0] == Deck("alex_av", ("himiko_3", "archi_2", "eliz_1")) and st.to_move() == (1,)


def test_the_ai_chooses_decks_and_plays_cards_legally():
    from core.engine import Msg
    from core.games.hero_mahjong.ai import HeroAgent
    for mode in ("basic", "two_pick", "construction"):
        st = GAME.new_state(4, {"deck_mode": mode}, 2)
        agents = [HeroAgent("normal", s) for s in range(4)]
        used = 0
        while not st.is_over():
            seat = st.to_move()[0]
            legal = st.legal_actions(seat)
            action = agents[seat].choose(st.view(seat), legal)
            assert action in legal
            if action.kind == "card":
                used += 1
                assert isinstance(agents[seat].reason, Msg)
            st.apply(action)
        assert used, f"{mode}: the AI used no card"


def test_no_seat_learns_another_seats_secrets_from_the_events():
    """Hidden decks (2Pick, 構築), peeks, counts, a tile sent to the wall's end and the card windows
    reach only their owner: redacted for anyone else, an event carries no private facts and no
    hidden tile or card."""
    from core.engine import HIDDEN
    from self_play import agents_for, self_play
    for mode in ("two_pick", "construction", "basic"):
        st = GAME.new_state(4, {"deck_mode": mode}, 11)
        events, _ = self_play(st, agents_for("hero_mahjong", 4), limit=3000)
        secrets = [e for e in events if e.visible_to is not None]
        for e in secrets:
            for other in set(range(4)) - set(e.visible_to):
                seen = e.redacted(other)
                assert "private" not in seen.info and all(c == HIDDEN for c in seen.cards), (e, other)
        assert secrets, mode


def test_a_drafted_before_draw_card_opens_the_dealers_first_window():
    """2Pick: the dealer who keeps a 自分ツモ前 card (骨卜) may use it before the deal's first draw,
    as in the basic rule."""
    st = GAME.new_state(4, {"deck_mode": "two_pick"}, 1)
    dealer = st.turn
    assert "himiko_1" in st.offers[dealer][1], "seed 1 offers the dealer 骨卜"
    for _ in range(16):
        seat = st.to_move()[0]
        picks = st.legal_actions(seat)
        keep = next((a for a in picks if a.target == "himiko_1"), None) if seat == dealer else None
        events = st.apply(keep or picks[0])
    assert "himiko_1" in st.decks[dealer].ids()
    assert st.step == "before_draw" and st.to_move() == (dealer,) and st.drawn is None
    assert len(st.hands[dealer]) == 13 and not any(e.kind == "drew" for e in events)
    act(st, dealer, "card", target="himiko_1")
    act(st, dealer, "draw")
    assert st.step == "turn" and len(st.hands[dealer]) == 14 and st.drawn is not None
    assert sum(len(h) for h in st.hands) + len(st.wall.live) == 136 - 14, "no tile lost or made"


def test_a_tile_taken_from_the_river_in_the_drawn_tiles_place_is_no_tsumo():
    """てこの原理 swaps the drawn tile into the river: the river tile it takes completes the hand,
    but it was not drawn from the wall, so there is no tsumo (the hand waits for a real draw)."""
    from core.games.riichi.actions import token
    st = hero(drawn="4z", deck=("archi_av", ("archi_1", "archi_2", "archi_3")),
              hands=["123m456p789s1122z", "147m258p369s5566z", "147m258p369s5577z", "258m147p369s6677z"])
    one = next(t for t in st.wall.live if token(t) == "1z")
    st.wall.live.remove(one)
    st.ponds[0].append({"tile": one, "riichi": False, "called": False})
    st._legal_cache = None
    act(st, 0, "card", target="archi_av", option="hand=4z,river=0")
    kinds = {a.kind for a in st.legal_actions(0)}
    assert "tsumo" not in kinds and "discard" in kinds


def test_royal_coffers_takes_1000_from_the_pool_and_keeps_points_plus_pool():
    """王室の金庫 (eliz_av, 終局時): the last player takes 1,000 from the table's deposits. With 500
    in card deposits and one riichi stick the player gains 1,000 and the pool loses exactly 1,000
    (the stick is broken into change): points plus pool are conserved."""
    st = hero(deck=("eliz_av", ("eliz_1", "eliz_2", "eliz_3")), scores=[10000, 30000, 30000, 28500])
    st.deposit, st.sticks = 500, 1
    st.history.append({"result": "draw", "tenpai": [], "delta": [0, 0, 0, 0]})
    before = sum(st.scores) + st.pool_points()
    assert before == 100000
    st._hand_over(dealer_keeps=True, kind="draw")
    assert st.step == "end_of_hand" and st.to_move() == (0,)
    act(st, 0, "card", target="eliz_av")
    assert st.scores[0] == 11000 and st.pool_points() == 500
    assert sum(st.scores) + st.pool_points() == before


def test_a_bust_ends_the_game_before_the_end_of_hand_cards():
    """ハコ割れ: "いずれかのプレイヤーが0点未満となったとき(トビが出たとき)、ゲームは終了となりその時点での
    順位が最終順位となります" (seed). Seat 0 deals into seat 3 and goes below 0; its 私掠免状 (eliz_2,
    終局時: the winner pays it 1,000) would lift it back to 0 or more, but the game is over first."""
    hands = ["19m19p19s123456z1z", "46m2378p2378s567z", "55m1379p1379s123z", "46m123456789p11s"]
    st = hero(drawn="5m", hands=hands, deck=("eliz_av", ("eliz_1", "eliz_2", "eliz_3")),
              scores=[2300, 25000, 25000, 47700])
    st.decks[3] = Deck("alex_av", ("alex_1", "alex_2", "alex_3"))      # no 自分アガり後 card
    act(st, 0, "discard", "5m")
    for seat in st.to_move():
        act(st, seat, "ron" if seat == 3 else "pass")
    assert st.scores[0] < 0 and st.scores[0] + 1000 >= 0, st.scores
    assert st.is_over() and st.step == "over", "the bust ends the game: no 終局時 window"
    assert st.result().ranking[-1] == 0


def test_four_kans_the_discard_after_the_fourth_may_only_be_ronned_even_with_a_relay_road_chi():
    """四開槓 ("四開槓は打牌成立後に途中流局", seed) comes from the riichi engine: after the fourth kan
    by several players the next discard may only be ronned, not even chied with 駅伝の道."""
    hands = ["111m19p19s123456z", "46m2378p2378s567z", "46m1379p1379s123z", "46m123456789p11s"]
    st = position(hands, drawn="1m", replacements="5m", game=GAME)      # 5m is drawn from the dead wall
    st.step, st._legal_cache = "turn", None
    st.decks[0] = Deck("alex_av", ("alex_1", "alex_2", "alex_3"))
    st.decks[2] = Deck("khan_av", ("khan_1", "khan_2", "khan_3"))
    st.kans = [2, 1, 0, 0]
    act(st, 0, "closed_kan")
    act(st, 0, "discard", "5m")
    assert st.to_move() == (3,) and {a.kind for a in st.legal_actions(3)} == {"ron", "pass"}
    events = act(st, 3, "pass")
    assert any(e.kind == "hand_aborted" for e in events)


def _set_with(**changes):
    """The original set with some cards' data changed: ``changes`` maps a card id to its new fields."""
    import json
    from core.games.hero_mahjong.cards import SETS_DIR, parse_set
    data = json.loads((SETS_DIR / "original_v1.json").read_text(encoding="utf-8"))
    for c in data["cards"]:
        c.update(changes.get(c["id"], {}))
    return parse_set(data)


def _to_own_turn(st, seat=0):
    """Play on (discards and passes only, never a card) until ``seat`` decides again."""
    while True:
        mover = st.to_move()[0]
        if mover == seat and st.step in ("turn", "before_draw"):
            return
        legal = [a for a in st.legal_actions(mover) if a.kind in ("discard", "pass", "draw")]
        st.apply(legal[-1])


def test_an_avatar_fires_again_and_again_unless_its_data_says_once_a_hand():
    """"アバターカード:自分の分身となり、何度でも能力を使用できるカードです" (seed): an avatar is used
    at each of its moments (once per window); a card whose data says ``once_per_hand`` only once
    a hand. 鬼道 (himiko_av, 自分打牌前) is marked once a hand; unmarked, it peeks every turn."""
    deck = ("himiko_av", ("himiko_1", "himiko_2", "himiko_3"))
    for once in (True, False):
        st = hero(deck=deck, draws="1s")
        st.cardset = _set_with(himiko_av={"once_per_hand": once})
        act(st, 0, "card", target="himiko_av")
        assert not any(a.target == "himiko_av" for a in st.legal_actions(0)), "not twice in one window"
        assert st.card_notes(0)["himiko_av"] == ("used_this_hand" if once else "used_now")
        act(st, 0, "discard", "5z")
        _to_own_turn(st)
        if st.step == "before_draw":
            act(st, 0, "draw")
        again = any(a.target == "himiko_av" for a in st.legal_actions(0))
        assert again is (not once), f"once_per_hand={once}"


def test_always_cards_are_offered_in_every_window_of_their_owner_where_their_effect_is_defined():
    """常時: "いつでも能力を使用できます" (seed). A 常時 avatar that peeks (鬼道 made 常時) is offered
    in its owner's turn, opens the 自分ツモ前 window before its draws and is offered beside a
    call; a peek means nothing at 終局時, so that window does not open for it. A 常時
    王室の金庫 is offered at 終局時 only."""
    st = hero(deck=("himiko_av", ("himiko_1", "himiko_2", "himiko_3")), hands=HANDS[:3] + ["147m258p369s1266z"], drawn="6z",
              draws="1s")
    st.cardset = _set_with(himiko_av={"timing": "ALWAYS"}, himiko_1={"timing": "AFTER_OWN_WIN"})
    st.decks[3] = Deck("himiko_av", ("alex_1", "alex_2", "alex_3"))
    assert any(a.target == "himiko_av" for a in st.legal_actions(0)), "in its turn"
    act(st, 0, "discard", "6z")
    assert st.step == "claims" and st.to_move() == (3,)
    assert any(a.target == "himiko_av" for a in st.legal_actions(3)), "beside a call"
    act(st, 3, "pass")
    _to_own_turn(st)
    assert st.step == "before_draw", "it opens the 自分ツモ前 window"
    assert any(a.target == "himiko_av" for a in st.legal_actions(0))
    act(st, 0, "draw")
    st.history.append({"result": "draw", "tenpai": [], "delta": [0, 0, 0, 0]})
    st._hand_over(dealer_keeps=True, kind="draw")
    assert st.step != "end_of_hand" or 0 not in st.to_move(), "no 終局時 window for a peek"
    st = hero(deck=("eliz_av", ("eliz_1", "eliz_2", "eliz_3")), scores=[10000, 30000, 30000, 29000])
    st.cardset = _set_with(eliz_av={"timing": "ALWAYS"})
    st.sticks = 1
    assert not any(a.target == "eliz_av" for a in st.legal_actions(0)), "not in the turn: it reads the hand's end"
    st.history.append({"result": "draw", "tenpai": [], "delta": [0, 0, 0, 0]})
    st._hand_over(dealer_keeps=True, kind="draw")
    assert st.step == "end_of_hand" and any(a.target == "eliz_av" for a in st.legal_actions(0))


def test_the_ai_with_an_always_avatar_usable_again_and_again_ends_the_game(monkeypatch):
    """An avatar with no once-a-hand limit, 常時 and always worth using for the AI (a peek) is
    used once in each window: the game does not stick in one window."""
    from core.ai import make_agent
    from core.games.hero_mahjong import ai as hero_ai, rules as hero_rules
    changed = _set_with(**{f"{h}_av": {"timing": "ALWAYS", "once_per_hand": False, "effects": [{"op": "peek", "n": 1}]}
                           for h in ("alex", "himiko", "archi", "eliz", "suntzu", "khan", "leo", "musashi")})
    monkeypatch.setattr(hero_rules, "load_set", lambda set_id: changed)
    monkeypatch.setattr(hero_ai, "CARDS", changed)                    # the AI reads the cards' data too
    st = GAME.new_state(4, None, 5)
    agents = [make_agent("hero_mahjong", "normal", 5 * 7 + i) for i in range(4)]
    uses = in_window = most = 0
    for _ in range(20000):
        if st.is_over():
            break
        seat = st.to_move()[0]
        action = agents[seat].choose(st.view(seat), st.legal_actions(seat))
        in_window = in_window + 1 if action.kind == "card" else 0
        most = max(most, in_window)
        uses += action.kind == "card"
        st.apply(action)
    assert st.is_over(), "the game ends"
    assert uses > 8 and most <= 4, (uses, most)
