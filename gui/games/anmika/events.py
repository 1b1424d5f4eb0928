"""Anmika events as animation steps of the mahjong table (notes/anmika_contract.md, helper
"table"): ``extracted`` (a north or flower flies to the seat's extracted row), ``chips`` (the
ledger changes, a bubble per seat), ``dice`` (the dice chance rolls), ``fever_started`` /
``fever_ended``, ``pocchi`` (the pocchi state badge), ``winter`` (冬's flips and hits), and the
Anmika additions to ``riichi`` (kind, 祝儀倍, the tiles an open riichi shows) and ``won`` (the
chip delta, the fever's win count). The Anmika variant
(:mod:`gui.games.anmika.table`) calls these from its animation hooks."""
from __future__ import annotations

from core.engine import HIDDEN, Event, View

from ...i18n import translate
from ...table.animator import Tweens
from .scene import signed
from ...families.mahjong.items import tile_of


def _seat(ev: Event, seats: int) -> int | None:
    return ev.seat if isinstance(ev.seat, int) and 0 <= ev.seat < seats else None


def _per_seat(sc, key: str, default) -> list:
    value = sc.info.get(key)
    out = list(value) if isinstance(value, (list, tuple)) else []
    return out + [default] * (sc.seats - len(out))


def extract_word(code: str, what: str = "") -> str:
    """The shout of an extraction: "North! (北抜き)" or "Flower! (華)"."""
    kind = tile_of(code)[0] if code and code != HIDDEN else (30 if what == "north" else 34)
    if what == "north" or kind == 30:
        return translate("AnmikaTable", "North! (北抜き)")
    return translate("AnmikaTable", "Flower! (華)")


def pocchi_text(sign: int, factor: int) -> str:
    """The pocchi state in words: "Pocchi: 逆 ×2"."""
    state = translate("AnmikaTable", "逆 ×{n}") if int(sign) < 0 else translate("AnmikaTable", "正 ×{n}")
    return translate("AnmikaTable", "Pocchi! {state}").format(state=state.format(n=int(factor)))


def animate_anmika(view, tw: Tweens, group: list[Event], view_after: View) -> bool:
    """Describe an Anmika-only event on ``view``'s scene; False for a kind it does not know."""
    sc = view._scene
    ev = group[0]
    kind, info = ev.kind, ev.info or {}
    seat = _seat(ev, sc.seats)
    if kind == "extracted" and seat is not None and ev.cards:
        view._bubble(tw, seat, extract_word(ev.cards[0], info.get("what", "")), "info", hold=260)
        view.variant.step_extract(tw, seat, ev.cards[0])
    elif kind == "chips":
        _chips_bubbles(view, tw, info.get("delta") or [])
        view.variant.set_chips(info.get("chips"))
    elif kind == "dice":
        owner = sc.name(seat) if seat is not None else "?"
        view.variant.step_dice(tw, info, view.variant.dice_title(info, owner), dice_result(info))
    elif kind == "fever_started" and seat is not None:
        sc.info["fever"] = {"seat": seat, "tier": int(info.get("tier") or 1), "wins": 0}
        kinds = _per_seat(sc, "riichi_kind", "")
        kinds[seat] = "fever"
        sc.info["riichi_kind"] = kinds
        sc.refresh_plates()
        view._bubble(tw, seat, translate("AnmikaTable", "Fever! (フィーバー)"), "place", hold=700)
        if ev.cards and HIDDEN not in ev.cards:     # the fever player opens the hand (§2.5)
            sc.step_reveal(tw, seat, list(ev.cards))
    elif kind == "fever_ended":
        sc.info["fever"] = None
        sc.refresh_plates()
        view._bubble(tw, seat, translate("AnmikaTable", "The fever is over"), "info", hold=500)
    elif kind == "pocchi" and seat is not None:
        pocchi = _per_seat(sc, "pocchi", None)
        pocchi[seat] = {"sign": int(info.get("sign") or 1), "factor": int(info.get("factor") or 1)}
        sc.info["pocchi"] = pocchi
        sc.refresh_plates()
        view._bubble(tw, seat, pocchi_text(pocchi[seat]["sign"], pocchi[seat]["factor"]),
                     "bad" if pocchi[seat]["sign"] < 0 else "place", hold=600)
    elif kind == "winter" and seat is not None:
        view._bubble(tw, seat, translate("AnmikaTable", "Winter (冬): {n} hits").format(n=int(info.get("hits") or 0)),
                     "place", hold=600)
    else:
        return False
    return True


def dice_result(info: dict) -> str:
    """The line under the dice: "1 hit: +70 from each" / "No hit"."""
    hits = int(info.get("hits") or 0)
    if not hits:
        return translate("AnmikaTable", "No hit")
    per = int(info.get("per_hit") or 0)
    return translate("AnmikaTable", "{hits} hit(s): {n} from each").format(hits=hits, n=signed(per * hits))


def _chips_bubbles(view, tw: Tweens, delta) -> None:
    sc = view._scene
    for s, d in enumerate(delta):
        if d and 0 <= s < sc.seats:
            view._bubble(tw, s, translate("AnmikaTable", "{n} chips").format(n=signed(d)),
                         "place" if d > 0 else "pass", hold=380)


def riichi_extras(view, tw: Tweens, seat: int, info: dict) -> None:
    """The Anmika parts of a ``riichi`` event: the kind and 祝儀倍 badges, an open riichi's shown
    tiles turned face up."""
    sc = view._scene
    kinds = _per_seat(sc, "riichi_kind", "")
    kinds[seat] = info.get("kind") or "riichi"
    shuba = _per_seat(sc, "shuba", False)
    shuba[seat] = bool(info.get("shuba"))
    sc.info["riichi_kind"], sc.info["shuba"] = kinds, shuba
    if shuba[seat]:
        used = _per_seat(sc, "shuba_used", False)
        used[seat] = True
        sc.info["shuba_used"] = used
    shown = [t for t in info.get("shown") or () if t and t != HIDDEN]
    if shown:
        show_tiles(view.variant, tw, seat, shown)
    sc.refresh_plates()
    words = {"open": translate("AnmikaTable", "Open riichi! (オープン立直)"),
             "fever": translate("AnmikaTable", "Fever riichi! (フィーバー立直)")}
    text = words.get(kinds[seat], "")
    if shuba[seat]:
        text = (text + " " if text else "") + translate("AnmikaTable", "Shuba! (祝儀倍)")
    if text:
        view._bubble(tw, seat, text, "place", hold=500)


def show_tiles(variant, tw: Tweens, seat: int, shown: list[str]) -> None:
    """Turn ``shown`` face up in ``seat``'s hand (hidden tiles take their codes)."""
    sc = variant.scene
    hand = sc.hands[seat]
    known = [t.code for t in hand if t.code != HIDDEN]
    for tok in shown:
        if tok in known:
            known.remove(tok)
            continue
        hidden = [t for t in hand if t.code == HIDDEN]
        if not hidden:
            break
        hidden[-1].set_code(tok)
    variant.shown.add(seat)
    sc.place(tw, ms=320, items=hand)


def won_extras(sc, group: list[Event]) -> None:
    """The Anmika parts of the wins of one step: the chips they move, the fever's win count."""
    chips = _per_seat(sc, "chips", 0)
    moved = False
    for e in group:
        i = e.info or {}
        for s, d in enumerate(i.get("chip_delta") or ()):
            if s < len(chips) and d:
                chips[s] = int(chips[s] or 0) + int(d)
                moved = True
        fever = sc.info.get("fever")
        if i.get("fever_win") and isinstance(fever, dict):
            fever["wins"] = int(i["fever_win"])
    if moved:
        sc.info["chips"] = chips
    sc.refresh_plates()


def fever_goes_on(group) -> bool:
    """A fever win that the fever's end does not follow in the same batch: the fever goes on
    (more wins may come, in this batch or after the choice of 冬), so the hand has not ended yet
    (フィーバーリーチ: every win is paid at once; one dialog shows them all at the end)."""
    if not (group[0].info or {}).get("fever_win"):
        return False
    return not any(e.kind in ("fever_ended", "hand_started") for e in getattr(group, "later", ()))


__all__ = ["animate_anmika", "fever_goes_on", "riichi_extras", "won_extras", "show_tiles", "extract_word", "pocchi_text",
           "dice_result"]
