"""The layers hold: no import cycles among the project's modules, and the engine knows no game.

Every import statement of every module of core/, gui/ and tools/ counts, also the ones inside
functions; relative imports are resolved. ``from package import name`` depends on the package
(its ``__init__``) and, when ``name`` is a submodule, on it too (see :func:`import_graph`). Cycles are the strongly
connected components of the graph (Tarjan). Pure Python and fast: the sources are parsed, nothing
is imported. The helpers serve other checks too: ``cycles(import_graph(root))``.
(core/ never importing Qt is tests/core/test_no_qt.py.)
"""
from __future__ import annotations

import ast
import collections
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("core", "gui", "tools")


def module_files(root: Path, packages=PACKAGES) -> dict[str, Path]:
    """Dotted module name -> source file, for every ``.py`` under ``root/<package>``."""
    found = {}
    for top in packages:
        for path in sorted((root / top).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def imported_names(module: str, path: Path) -> list[str]:
    """The dotted names every import statement of ``module`` (at ``path``) names, relative ones
    made absolute; ``from a import b`` names ``a`` and ``a.b``."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            names += [base] + [f"{base}.{alias.name}" for alias in node.names]
    return names


def import_graph(root: Path = ROOT, packages=PACKAGES) -> dict[str, set[str]]:
    """Module -> the project's modules it imports (each name resolved to the longest module it
    starts with; the standard library and third parties are left out).

    ``from package import name`` depends on the package's ``__init__`` and, when ``name`` is a
    submodule, on it too: a submodule that says ``from . import rules`` is in a cycle with a
    package ``__init__`` that imports it back (the strict reading of ../shared/tools/import_cycles.py;
    a game's package ``__init__`` is therefore only its docstring, its ``Game`` lives in ``game.py``)."""
    files = module_files(root, packages)
    graph: dict[str, set[str]] = {m: set() for m in files}
    for module, path in files.items():
        for name in imported_names(module, path):
            while name and name not in files:
                name = name.rpartition(".")[0]
            if name and name != module:
                graph[module].add(name)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles of ``graph``: each strongly connected component of more than one module,
    sorted (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            for succ in successors:
                if succ not in index:
                    index[succ] = low[succ] = len(index)
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter(sorted(graph.get(succ, ())))))
                    break
                if succ in on_stack:
                    low[node] = min(low[node], index[succ])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return sorted(found)


def reachable(graph: dict[str, set[str]], start: str) -> dict[str, str | None]:
    """Every module ``start`` imports, directly or not -> the module it is imported from (on a
    shortest chain of imports; ``start`` -> None)."""
    via: dict[str, str | None] = {start: None}
    todo = collections.deque([start])
    while todo:
        node = todo.popleft()
        for succ in sorted(graph.get(node, ())):
            if succ not in via:
                via[succ] = node
                todo.append(succ)
    return via


def import_path(via: dict[str, str | None], end: str) -> list[str]:
    """The chain of imports that :func:`reachable` found from its start to ``end``."""
    chain = [end]
    while via[chain[-1]] is not None:
        chain.append(via[chain[-1]])
    return chain[::-1]


@functools.lru_cache(maxsize=1)
def project_graph() -> dict[str, set[str]]:
    return import_graph(ROOT)


def describe(found: list[list[str]]) -> str:
    return "\n".join(f"cycle of {len(c)}: " + " <-> ".join(c) for c in found)


def test_the_project_has_no_import_cycles():
    """No module of core/, gui/ or tools/ is in an import cycle (also through imports inside functions)."""
    found = cycles(project_graph())
    assert not found, "import cycles:\n" + describe(found)


def test_the_engine_imports_no_game_and_not_the_registry():
    graph = project_graph()
    engine = [m for m in graph if m == "core.engine" or m.startswith("core.engine.")]
    assert "core.engine.protocol" in engine
    def forbidden(module):
        return module in ("core.registry", "core.games") or module.startswith("core.games.")

    offenders = []
    for module in engine:
        via = reachable(graph, module)
        offenders += [" -> ".join(import_path(via, m)) for m in sorted(via)
                      if forbidden(m) and not forbidden(via[m])]      # where a chain first enters
    assert not offenders, "the engine depends on the games:\n" + "\n".join(offenders)


def test_the_graph_sees_every_import_form(tmp_path):
    (tmp_path / "core" / "pkg").mkdir(parents=True)
    sources = {
        "core/__init__.py": "",
        "core/pkg/__init__.py": "from .a import A\n",
        "core/pkg/a.py": "import json\nA = 1\ndef later():\n    from . import b\n",   # a submodule, through pkg
        "core/pkg/b.py": "from ..top import T\n",
        "core/top.py": "def f():\n    from core.pkg import A\n",                     # a re-export: an edge to pkg
        "core/alone.py": "from core.pkg.a import A\nfrom core import top\nimport core.pkg.b as b\n",
    }
    for name, text in sources.items():
        (tmp_path / name).write_text(text)
    graph = import_graph(tmp_path, ("core",))
    assert graph == {"core": set(), "core.pkg": {"core.pkg.a"}, "core.pkg.a": {"core.pkg", "core.pkg.b"},
                     "core.pkg.b": {"core.top"}, "core.top": {"core.pkg"},
                     "core.alone": {"core", "core.pkg.a", "core.top", "core.pkg.b"}}
    assert cycles(graph) == [["core.pkg", "core.pkg.a", "core.pkg.b", "core.top"]]
    via = reachable(graph, "core.pkg.b")
    assert import_path(via, "core.pkg.a") == ["core.pkg.b", "core.top", "core.pkg", "core.pkg.a"]


def test_cycles_finds_each_component_and_no_false_one():
    graph = {"a": {"b"}, "b": {"a", "c"}, "c": {"d"}, "d": {"e"}, "e": {"c"}, "f": {"a"}, "g": set()}
    assert cycles(graph) == [["a", "b"], ["c", "d", "e"]]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []
