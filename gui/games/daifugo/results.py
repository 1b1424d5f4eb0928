"""The words of daifugō's results dialog: why the game ended, the places with their titles
(大富豪 … 大貧民) and what befell a player (都落ち, a rule's bottom place, 脱落), and the rules
the game was played under with who adds the next ones."""
from __future__ import annotations

from ...i18n import translate
from ...log_text import ordinal

CTX = "DaifugoResults"


def title(place: int, seats: int) -> str:
    """The title of ``place`` (1-based) among ``seats`` players: 大富豪, 富豪, 平民 …, 貧民, 大貧民
    (two players: 大富豪 and 大貧民; three: 大富豪, 平民, 大貧民)."""
    if place == 1:
        return translate("DaifugoResults", "大富豪 (Grand Millionaire)")
    if place == seats:
        return translate("DaifugoResults", "大貧民 (Grand Poor)")
    if seats >= 4 and place == 2:
        return translate("DaifugoResults", "富豪 (Millionaire)")
    if seats >= 4 and place == seats - 1:
        return translate("DaifugoResults", "貧民 (Poor)")
    return translate("DaifugoResults", "平民 (Commoner)")


def _fate(seat: int, detail: dict) -> str:
    """What put ``seat`` where it is, if not its own play: 都落ち, a rule, 脱落."""
    if seat in detail.get("fallen", ()):
        return translate("DaifugoResults", "fell from the capital (都落ち)")
    if seat in detail.get("eliminated", ()):
        return translate("DaifugoResults", "eliminated (脱落)")
    if seat in detail.get("bottom", ()):
        return translate("DaifugoResults", "put at the bottom by a rule")
    return ""


def _names(seats, names: list[str]) -> str:
    return translate("DaifugoResults", ", ").join(names[s] for s in seats)


def _why(result, names: list[str]) -> str:
    """Why the game ended: who was left holding cards (or that everyone went out)."""
    d = result.detail or {}
    left = list(d.get("holding", ()))
    game = int(d.get("game", 1))
    if len(left) == 1:
        return translate("DaifugoResults", "{name} was left holding cards: game {n} of the session is over.").format(
            name=names[left[0]], n=game)
    if left:
        return translate("DaifugoResults", "{names} still held cards when game {n} of the session ended.").format(
            names=_names(left, names), n=game)
    return translate("DaifugoResults", "Every player is out: game {n} of the session is over.").format(n=game)


def game_end_lines(result, names: list[str]) -> list[str]:
    """The results dialog's lines of a finished daifugō game."""
    d = result.detail or {}
    seats = len(result.ranking)
    lines = [_why(result, names)]
    for i, seat in enumerate(result.ranking):
        line = translate("DaifugoResults", "{place}, {title}: {name}").format(place=ordinal(i + 1), title=title(i + 1, seats),
                                                                  name=names[seat])
        fate = _fate(seat, d)
        lines.append(translate("DaifugoResults", "{line}, {fate}").format(line=line, fate=fate) if fate else line)
    rules = int(d.get("rules", 0))
    lines.append(translate("DaifugoResults", "Added rules in force: {n}.").format(n=rules) if rules
                 else translate("DaifugoResults", "No added rules were in force."))
    adders = result.ranking[:max(1, int(d.get("speed", 1)))]
    lines.append(translate("DaifugoResults", "Next, rules are added by: {names}.").format(names=_names(adders, names)))
    return lines
