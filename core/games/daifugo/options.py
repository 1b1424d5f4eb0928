"""Options of plain daifugō: the speed (速度) of the 《ルール追加》 session."""
from core.engine import QT_TRANSLATE_NOOP, OptionSpec

SPEED = OptionSpec(
    id="speed", kind="int", default=2, minimum=0, maximum=99,
    label=QT_TRANSLATE_NOOP("options", "Speed (速度)"),
    help=QT_TRANSLATE_NOOP("options", "When the game ends: 低速 (slow) plays until every place is decided; "
                                      "n倍速 ends as soon as places 1 to n exist (一倍速 = 1, 倍速 = 2)."),
    group=QT_TRANSLATE_NOOP("options", "Session"),
    special_labels=((0, QT_TRANSLATE_NOOP("options", "低速 (slow)")),
                    (1, QT_TRANSLATE_NOOP("options", "一倍速 (1×)")),
                    (2, QT_TRANSLATE_NOOP("options", "倍速 (2×)"))),
)

OPTIONS = (SPEED,)

PRESETS = {"default": {"speed": 2}, "slow": {"speed": 0}, "one_times": {"speed": 1}}
PRESET_LABELS = {"default": QT_TRANSLATE_NOOP("presets", "倍速 (2×), the seed's recommendation"),
                 "slow": QT_TRANSLATE_NOOP("presets", "低速: play out every place"),
                 "one_times": QT_TRANSLATE_NOOP("presets", "一倍速: stop at the first winner")}
