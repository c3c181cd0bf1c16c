"""Nothing in jaxlint turns bytes read from disk into code: no unpickling, no marshal, no YAML
object loading, no shelve, no eval/exec. Only the runtime checker (`jaxlint verify`, which runs
the user's code on purpose, contained) is exempt."""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "jaxlint"
EXEMPT = PACKAGE / "runtime_check"

FORBIDDEN_TEXT = re.compile(r"pickle\.loads?\b|marshal\.loads?\b|yaml\.load\(|shelve\.open|yaml\.unsafe_load")
FORBIDDEN_MODULES = {"pickle", "cPickle", "_pickle", "marshal", "shelve", "dill", "cloudpickle", "joblib"}
FORBIDDEN_BUILTINS = {"eval", "exec"}


def _sources() -> list[Path]:
    files = [p for p in PACKAGE.rglob("*.py") if EXEMPT not in p.parents]
    assert len(files) > 20, "the package was not found"
    return files


def test_no_loader_of_code_appears_in_the_text():
    hits = [f"{path.relative_to(PACKAGE.parent)}:{n}: {line.strip()}"
            for path in _sources()
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if FORBIDDEN_TEXT.search(line)]
    assert hits == []


def test_no_module_that_loads_code_is_imported_and_no_bare_eval_or_exec():
    hits = []
    for path in _sources():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name.split(".")[0] for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names = [node.module.split(".")[0]]
            bad = [name for name in names if name in FORBIDDEN_MODULES]
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FORBIDDEN_BUILTINS:
                bad.append(f"{node.func.id}()")
            hits += [f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {name}" for name in bad]
    assert hits == []


def test_the_checks_would_catch_what_they_look_for():
    assert FORBIDDEN_TEXT.search("data = pickle.load(handle)")
    assert FORBIDDEN_TEXT.search("x = yaml.load(text)")
    sample = ast.parse("import pickle\nfrom marshal import loads\neval(s)\nself.eval(node)\n")
    calls = [n for n in ast.walk(sample) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)]
    assert [c.func.id for c in calls] == ["eval"]  # `self.eval(...)` is a method, not the builtin
