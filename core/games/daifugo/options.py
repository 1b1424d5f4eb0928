"""Options of rule-addition daifugō: the speed of rule adding (ルール追加の速度: how many places a
game decides, so how many rules it adds), and as data the rules in force and the places of the
session's earlier games (what 都落ち, カード交換 and the like remember)."""
from core.engine import QT_TRANSLATE_NOOP, OptionSpec, msg

from .book import check_rules

SPEED = OptionSpec(
    id="speed", kind="int", default=2, minimum=0, maximum=99,
    label=QT_TRANSLATE_NOOP("options", "Places decided per game (ルール追加の速度)"),
    help=QT_TRANSLATE_NOOP("options", "When the game ends: 低速 (slow) plays until every place is decided; "
                                      "n倍速 ends as soon as places 1 to n exist (一倍速 = 1, 倍速 = 2)."),
    group=QT_TRANSLATE_NOOP("options", "Session"),
    special_labels=((0, QT_TRANSLATE_NOOP("options", "低速 (slow)")),
                    (1, QT_TRANSLATE_NOOP("options", "一倍速 (1×)")),
                    (2, QT_TRANSLATE_NOOP("options", "倍速 (2×)"))),
)


def _check_history(value) -> list:
    ok = isinstance(value, list) and all(
        isinstance(p, list) and all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < 1000 for s in p)
        and len(set(p)) == len(p) for p in value)
    return [] if ok else [msg("options", QT_TRANSLATE_NOOP("options", "The session history must list each game's places."))]


RULES = OptionSpec(
    id="rules", kind="data", default=[], validator=check_rules,
    label=QT_TRANSLATE_NOOP("options", "Rules in force (追加ルール)"),
    group=QT_TRANSLATE_NOOP("options", "Session"))
HISTORY = OptionSpec(
    id="history", kind="data", default=[], validator=_check_history,
    label=QT_TRANSLATE_NOOP("options", "Places in the session's earlier games"),
    group=QT_TRANSLATE_NOOP("options", "Session"))

OPTIONS = (SPEED, RULES, HISTORY)

def _house(seed: int, n: int, speed: int) -> dict:
    """A session already under way: ``n`` catalogue rules the AI policy would have added (the
    conformance suite plays every preset, so these run it under added rules)."""
    from core.engine import Rng
    from .catalogue import random_rules
    return {"speed": speed, "rules": random_rules(Rng(seed), n)}


PRESETS = {"default": {"speed": 2}, "slow": {"speed": 0}, "one_times": {"speed": 1},
           "ten_rules": _house(3, 10, 0), "many_rules": _house(8, 24, 2)}
PRESET_LABELS = {"default": QT_TRANSLATE_NOOP("presets", "倍速 (2×), the seed's recommendation"),
                 "slow": QT_TRANSLATE_NOOP("presets", "低速: play out every place"),
                 "one_times": QT_TRANSLATE_NOOP("presets", "一倍速: stop at the first winner"),
                 "ten_rules": QT_TRANSLATE_NOOP("presets", "低速 with ten well-known rules already added"),
                 "many_rules": QT_TRANSLATE_NOOP("presets", "倍速 with 24 rules already added")}
