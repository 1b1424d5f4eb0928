"""Events to animation steps on the rummy table: each event of the engine becomes a step of the
scene (:mod:`gui.families.rummy.steps`) and a bubble; a round's end is announced with ``round_ended``.
:class:`RummyEvents` is mixed into :class:`~gui.families.rummy.view.RummyTableView`.
"""
from __future__ import annotations

import dataclasses

from core.engine import HIDDEN, Event, View

from ...i18n import tr_msg, translate
from ...table.animator import Tweens
from .texts import round_text, wild_text



class RummyEvents:
    """The event animation of :class:`~gui.families.rummy.view.RummyTableView`."""

    # --- events -> animation steps -------------------------------------------------------------
    def _announce(self, tw: Tweens, events: list[Event], view_after: View) -> None:
        """At speed 0 nothing animates, but a round end is still announced (and held)."""
        for ev in events:
            if ev.kind in ("round_scored", "round_void"):
                self.round_ended.emit(self._round_result(ev, view_after))
                self._hold_round(tw)

    def _round_result(self, ev: Event, view_after: View) -> dict:
        """The result of the round that ended (``round_scored``'s info, else the view's
        ``last_result``), with the round's ``wild_ranks`` added for the end-of-round dialog."""
        if ev.kind == "round_scored" and ev.info:
            out = dict(ev.info)
        elif view_after.data.get("last_result") is not None:
            out = dict(view_after.data["last_result"])
        else:
            out = {"void": True, "round": ev.info.get("round"), "declarer": None, "losers": [], "packers": [],
                   "payments": [], "hand_rummy": False}
        out.setdefault("wild_ranks", sorted(self._rules.wild_ranks))
        return out

    def _animate(self, tw: Tweens, group: list[Event], view_after: View) -> None:
        sc = self._scene
        ev = group[0]
        kind = ev.kind
        if not sc.seats:
            return
        seat = ev.seat if isinstance(ev.seat, int) and 0 <= ev.seat < sc.seats else None
        card = ev.cards[0] if ev.cards else HIDDEN
        if kind == "seat_drawn":
            sc.step_seat_draw(tw, ev.info.get("cards") or [], ev.info.get("ring"))
        elif kind == "dealer_chosen" and seat is not None:
            sc.dealer = seat
            sc.refresh_plates()
            self._bubble(tw, seat, translate("RummyTable", "Dealer (ディーラー)"), "info", hold=600)
        elif kind == "round_started":
            self._round = ev.info.get("round")
            sc.dealer = ev.info.get("dealer", sc.dealer)
            n, total = ev.info.get("round"), ev.info.get("rounds")
            sc.step_round_start(tw, round_text({"round": n, "rounds": total}))
        elif kind == "cut_joker_turned":
            sc.wild_label.set_text(wild_text(ev.info.get("wild_ranks"), bool(ev.info.get("printed_only"))))
            self._rules = dataclasses.replace(self._rules, wild_ranks=frozenset(ev.info.get("wild_ranks") or ()))
            sc.step_cut(tw, card, None, bool(ev.info.get("in_stock", True)))
        elif kind == "dealt":
            sc.step_deal(tw, [(e.seat, list(e.cards)) for e in group if e.seat is not None and e.seat < sc.seats])
            sc.set_group_labels([])                      # the labels come once the cards have landed
            tw.then(self._update_group_labels)
        elif kind == "discard_started":
            sc.step_upcard(tw, card)
        elif kind in ("drew", "took_discard") and seat is not None:
            sc.step_draw(tw, seat, card, "discard" if kind == "took_discard" else "stock",
                         cut=bool(ev.info.get("cut_joker")))
            self._update_group_labels()
        elif kind == "discarded" and seat is not None:
            sc.step_discard(tw, seat, card)
            self._update_group_labels()
        elif kind == "packed" and seat is not None:
            first = ev.dst == "stock" or bool(ev.info.get("first_turn"))
            sc.step_pack(tw, seat, list(ev.cards), first, int(ev.info.get("penalty", 0)))
            self._update_group_labels()
            self._bubble(tw, seat, translate("RummyTable", "Pack (パッキング)"), "pass")
        elif kind == "declared" and seat is not None:
            melds = [list(m.get("cards", [])) for m in ev.info.get("melds", [])]
            title = (translate("RummyTable", "Hand Rummy (ハンド・ラミー): {name}") if ev.info.get("hand_rummy")
                     else translate("RummyTable", "Rummy (ラミー): {name}")).format(name=sc.name(seat))
            sc.step_reveal(tw, seat, list(ev.cards), melds, title)
            self._update_group_labels()
            self._bubble(tw, seat, translate("RummyTable", "Rummy! (ラミー)"), "place", hold=1500)
        elif kind == "declaration_refused" and seat is not None:
            reason = tr_msg(ev.text) if ev.text is not None else ""
            sc.step_reveal(tw, seat, list(ev.cards), [list(ev.cards)],
                           translate("RummyTable", "Invalid declaration: {reason}").format(reason=reason))
            self._update_group_labels()
            tw.hold(1400)
            sc.status[seat] = "packed"
            sc.penalties[seat] = int(ev.info.get("penalty", 0))

            def back(t2: Tweens, s=seat) -> None:
                sc.step_unreveal(t2, s)
            tw.then(lambda: self._animator.detach(back))
        elif kind in ("round_scored", "round_void"):
            sc.turn = None
            sc.refresh_plates()
            if kind == "round_void":
                self._bubble(tw, None, translate("RummyTable", "Void round (流局): nobody pays"), "info", hold=1200)
            else:
                tw.hold(1300)
            self.round_ended.emit(self._round_result(ev, view_after))
            self._hold_round(tw)
        elif kind == "dealer_passed":
            sc.dealer = ev.info.get("dealer", seat)
            sc.refresh_plates()
        elif kind == "stock_reshuffled":
            sc.step_reshuffle(tw, int(ev.info.get("count", 0)))
            self._bubble(tw, None, translate("RummyTable", "The discards become the stock"), "info")
        elif kind == "eliminated" and seat is not None:
            sc.status[seat] = "out"
            sc.refresh_plates()
            self._bubble(tw, seat, translate("RummyTable", "Out"), "bad", hold=650)
        elif kind == "match_ended":
            sc.turn = None
            sc.refresh_plates()
            self._bubble(tw, None, translate("RummyTable", "Match over"), "info", hold=700)
        elif ev.text is not None:
            self._bubble(tw, seat, tr_msg(ev.text), "info", hold=800)
