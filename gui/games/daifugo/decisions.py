"""The decisions of added rules (追加ルール) that daifugō asks: what a rule waits for, in words (the
cards to give, discard or take, the rank to name and the rule to put first are clicked on the
table), and the text of a decision's words elsewhere (the hint, the review)."""
from __future__ import annotations

from core.games.daifugo.describe import numbered_title

from ...i18n import translate, tr_msg


def decision_prompt(pending: dict, names: list[str]) -> str:
    """What a rule waits for, in words."""
    t = pending.get("type")
    if t == "pick":
        left, done = pending.get("left", 1), pending.get("need", 0) <= 0
        if pending.get("verb") == "give":
            to = pending.get("to")
            name = names[to] if isinstance(to, int) and 0 <= to < len(names) else "?"
            if done:
                return translate("GameController", "Click a card to give to {name} ({n} left), or Done.").format(name=name, n=left)
            return translate("GameController", "Click a card to give to {name} ({n} left).").format(name=name, n=left)
        if pending.get("verb") == "discard":
            if done:
                return translate("GameController", "Click a card to discard ({n} left), or Done.").format(n=left)
            return translate("GameController", "Click a card to discard ({n} left).").format(n=left)
        if done:
            return translate("GameController", "Click a card of the discard pile laid on the table to take it ({n} left), or Done.").format(n=left)
        return translate("GameController", "Click a card of the discard pile laid on the table to take it ({n} left).").format(n=left)
    if t == "declare":
        return translate("GameController", "Click a rank on the table: every player discards all cards of it ({n} left), or Done.").format(n=pending.get("left", 1))
    if t == "order":
        return translate("GameController", "Several of your rules fire at once: click on the table the one that goes first.")
    if t == "respond":
        return translate("GameController", "The field is about to be cleared: play cards on the field to answer it, or let it pass.")
    return ""


def choice_label(action, names: list[str], state) -> str | None:
    """The button text of a decision ``action`` (None: the hint's wording will do); a card to
    give or discard is clicked on the table, no button."""
    if action.kind == "order":
        inst = int(action.target.split(":", 1)[1])
        rule = next((r for r in state.options.get("rules", []) if r.get("instance") == inst), None)
        if rule is not None:
            return translate("GameController", "{rule} first").format(rule=tr_msg(numbered_title(rule)))
    if action.kind == "declare":
        r = action.target.split(":", 1)[1]
        return translate("GameController", "Name {rank}").format(rank="10" if r == "T" else r)
    return None
