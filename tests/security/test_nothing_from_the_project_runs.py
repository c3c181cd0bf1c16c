"""No code path outside the runtime checker can run what a repository ships.

A grep over the package, so that a later change cannot bring back the pickle cache (or any
other way of turning project data into code) without this test failing. `runtime_check/` is
the one place that runs user code, on purpose and contained (`jaxlint verify`)."""

from __future__ import annotations

import ast

from tests.helpers import REPO

PACKAGE = REPO / "jaxlint"
FORBIDDEN_MODULES = {"pickle", "cPickle", "_pickle", "marshal", "shelve", "dill", "cloudpickle", "joblib", "yaml"}
FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__"}
FORBIDDEN_ATTRIBUTES = {("importlib", "import_module"), ("runpy", "run_path"), ("runpy", "run_module")}
# (file, call) -> why it is fine: the registry imports jaxlint's own rule modules, named in RULES.
ALLOWED = {("jaxlint/catalog.py", "importlib.import_module()"): "jaxlint.rules.<name> from catalog.RULES"}


def _offences(path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [f"import {a.name}" for a in node.names if a.name.split(".")[0] in FORBIDDEN_MODULES]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in FORBIDDEN_MODULES:
            found.append(f"from {node.module} import ...")
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in FORBIDDEN_CALLS and not _ast_only(node):
                found.append(f"{func.id}() at line {node.lineno}")
            elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and (
                    func.value.id, func.attr) in FORBIDDEN_ATTRIBUTES:
                found.append(f"{func.value.id}.{func.attr}() at line {node.lineno}")
    return found


def _ast_only(call: ast.Call) -> bool:
    """`compile(text, name, mode, ast.PyCF_ONLY_AST)`: a parse to a tree, no code object."""
    return isinstance(call.func, ast.Name) and call.func.id == "compile" and any(
        isinstance(a, ast.Attribute) and a.attr == "PyCF_ONLY_AST" for a in call.args + [k.value for k in call.keywords])


def test_no_module_outside_the_runtime_checker_can_turn_data_into_code():
    offences = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(REPO).as_posix()
        found = [f for f in _offences(path) if (name, f.split(" at line")[0]) not in ALLOWED]
        if "runtime_check" not in path.parts and found:
            offences[name] = found
    assert offences == {}


def test_the_grep_sees_what_it_looks_for(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text("import ast, pickle\nimport importlib\nvalue = eval('1')\nimportlib.import_module('x')\n"
                       "tree = compile('1', 'f', 'eval', ast.PyCF_ONLY_AST)\ncode = compile('1', 'f', 'eval')\n")
    assert _offences(planted) == ["import pickle", "eval() at line 3", "importlib.import_module() at line 4",
                                  "compile() at line 6"]
