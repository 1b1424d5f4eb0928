"""``quick_init``: a faster ``__init__`` for the small frozen dataclasses of the hand value.

A frozen dataclass's own ``__init__`` sets each field through ``object.__setattr__``; the hand
value makes a few such objects per win (readings, payments, values), and that was a visible
share of its time. The replacement has the same signature (the fields in order, their defaults)
and fills the instance's ``__dict__`` in one step. Only for classes without ``__post_init__``,
``default_factory`` or ``__slots__``; everything else (eq, hash, repr, ``replace``) is the
dataclass's own.
"""
from __future__ import annotations

from dataclasses import MISSING, fields


def quick_init(cls):
    """Class decorator, applied above ``@dataclass(frozen=True)``."""
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has __post_init__")
    params, items, defaults = [], [], {}
    for f in fields(cls):
        if f.default_factory is not MISSING:
            raise TypeError(f"{cls.__name__}.{f.name} has a default_factory")
        if f.default is MISSING:
            params.append(f.name)
        else:
            defaults[f"_d_{f.name}"] = f.default
            params.append(f"{f.name}=_d_{f.name}")
        items.append(f"{f.name!r}: {f.name}")
    source = (f"def __init__(self, {', '.join(params)}):\n"
              f"    _set(self, '__dict__', {{{', '.join(items)}}})\n")
    namespace = {"_set": object.__setattr__, **defaults}
    exec(source, namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init
    return cls
