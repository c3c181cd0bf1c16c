"""The house rules of DESIGN §2, enforced on the import graph of `jaxlint/`.

* The analysis imports no rules, fixers, engine, report or faces; fixers import no rules or
  engine; the report imports no rules (it reads the catalog); rules import no engine, report or
  faces; the runtime checker imports no rules.
* Outside `jaxlint/analysis/`, only the declared contract `jaxlint.analysis.api` is imported.
* No import cycle inside `jaxlint/analysis/`.

Imports inside functions count (a lazy import is still an arrow); imports under
`if TYPE_CHECKING:` do not (they never run).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "jaxlint"
FACES = ("jaxlint.cli", "jaxlint.lsp", "jaxlint.lsp_edits", "jaxlint.flake8_plugin", "jaxlint.__main__")
ENGINE = ("jaxlint.engine", "jaxlint.fix_loop", "jaxlint.fix_runner", "jaxlint.runner")
REPORT = ("jaxlint.report",)
RULES = ("jaxlint.rules",)
FIXERS = ("jaxlint.fixers",)
CONTRACT = "jaxlint.analysis.api"


def _module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking_blocks(tree: ast.AST) -> set[int]:
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                skipped.update(id(n) for n in ast.walk(inner))
    return skipped


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_checking_blocks(tree)
    here = _module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    out = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([base] if base else []))
            out.add(base)
            out.update(f"{base}.{alias.name}" for alias in node.names)  # `from pkg import module`
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "deferred" \
                and node.args and isinstance(node.args[0], ast.Constant):  # jaxlint/fixers/deferred.py
            out.add(node.args[0].value)
    return {name for name in out if name == "jaxlint" or name.startswith("jaxlint.")}


MODULES = {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}
GRAPH = {name: {i for i in _imports(path) if i in MODULES} for name, path in MODULES.items()}


def _in(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


NEVER = [
    ("jaxlint.analysis", RULES + FIXERS + ENGINE + REPORT + FACES + ("jaxlint.catalog",)),
    ("jaxlint.fixers", RULES + ENGINE + REPORT + FACES),
    ("jaxlint.report", RULES + ENGINE + FIXERS + ("jaxlint.analysis",)),
    ("jaxlint.rules", ENGINE + REPORT + FACES),
    ("jaxlint.runtime_check", RULES + FIXERS),
]


@pytest.mark.parametrize("source, forbidden", NEVER, ids=[s for s, _ in NEVER])
def test_never_arrows(source, forbidden):
    bad = sorted((name, target) for name, targets in GRAPH.items() if _in(name, (source,))
                 for target in targets if _in(target, forbidden))
    assert not bad, f"{source} must not import these: {bad}"


def test_only_the_contract_crosses_into_the_analysis():
    bad = sorted((name, target) for name, targets in GRAPH.items() if not _in(name, ("jaxlint.analysis",))
                 for target in targets
                 if _in(target, ("jaxlint.analysis",)) and target not in (CONTRACT, "jaxlint.analysis"))
    assert not bad, f"import jaxlint.analysis.api instead: {bad}"


def test_no_import_cycle_inside_the_analysis():
    analysis = {n: {t for t in ts if _in(t, ("jaxlint.analysis",)) and t != "jaxlint.analysis"}
                for n, ts in GRAPH.items() if _in(n, ("jaxlint.analysis",))}
    state: dict[str, int] = {}
    cycle: list[str] = []

    def visit(node: str, stack: list[str]) -> bool:
        state[node] = 1
        for target in sorted(analysis.get(node, ())):
            if state.get(target) == 1:
                cycle.extend(stack[stack.index(target):] + [target] if target in stack else [node, target])
                return True
            if state.get(target) is None and visit(target, stack + [target]):
                return True
        state[node] = 2
        return False

    for start in sorted(analysis):
        if state.get(start) is None and visit(start, [start]):
            break
    assert not cycle, " -> ".join(cycle)


def test_the_graph_is_real():
    """The checks above see the package: the engine reaches the contract, rules reach fixers."""
    assert CONTRACT in GRAPH["jaxlint.engine"]
    assert any(_in(t, FIXERS) for n, ts in GRAPH.items() if _in(n, RULES) for t in ts)
