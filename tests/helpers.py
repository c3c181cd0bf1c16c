"""Shared snippets, an in-process CLI runner and the executed-shape-case check for the tests."""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import os
import re
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from jaxlint.cli import main

REPO = Path(__file__).resolve().parent.parent

# JAX101 at 4:8 (1-based column).
TRACED_IF = """\
import jax
@jax.jit
def f(x):
    if x > 0:
        return x
    return -x
"""

# JAX101 at 4:8 and JAX302 at 5:9.
IF_AND_PRINT = """\
import jax
@jax.jit
def f(x):
    if x > 0:
        print(x)
        return x
    return -x
"""

CLEAN = """\
import jax
@jax.jit
def f(x):
    return x + 1
"""


@pytest.fixture
def isolated(tmp_path, monkeypatch):
    """Run in tmp_path with no output-format or debug variables leaking in from the shell."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("JAXLINT_OUTPUT_FORMAT", raising=False)
    monkeypatch.delenv("JAXLINT_DEBUG", raising=False)
    return tmp_path


def write(root: Path, name: str, text: str | bytes) -> Path:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    """jaxlint.cli.main in-process: (exit code, stdout, stderr)."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def codes_at(capsys, *argv: str) -> list[tuple[str, str, int, int]]:
    """(filename, code, row, 1-based column) of every diagnostic, via the JSON format."""
    code, out, err = run_cli(capsys, *argv, "--output-format", "json")
    assert code in (0, 1), err
    return [(d["filename"], d["code"], d["location"]["row"], d["location"]["column"]) for d in json.loads(out)]


def run_subprocess(*argv: str, cwd: Path, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    """`python -m jaxlint` in a fresh interpreter: for what in-process calls cannot show."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT_")}
    env["PYTHONPATH"] = str(REPO)
    return subprocess.run([sys.executable, "-m", "jaxlint", *argv], cwd=cwd, input=stdin,
                          capture_output=True, timeout=60, env=env)


@contextlib.contextmanager
def project_imports(root: Path):
    """Import a test project's modules in this interpreter, as a fresh one would.

    A fresh interpreter per project run costs its JAX import, about 1.8 s. The projects reuse
    module names (train.py, model.py) and a fix rewrites them, so their modules are dropped on
    leaving, no bytecode is written, and the global flags a project may set are restored."""
    import jax

    flags = ("jax_debug_key_reuse", "jax_enable_x64")
    saved = {flag: getattr(jax.config, flag) for flag in flags}
    shadowed = {name: sys.modules.pop(name) for name in _top_level_names(root) if name in sys.modules}
    before, bytecode = set(sys.modules), sys.dont_write_bytecode
    sys.path.insert(0, str(root))
    sys.dont_write_bytecode = True
    importlib.invalidate_caches()
    try:
        with contextlib.redirect_stdout(io.StringIO()), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    finally:
        sys.path.remove(str(root))
        sys.dont_write_bytecode = bytecode
        for name in set(sys.modules) - before:
            if _is_under(sys.modules[name], root):
                del sys.modules[name]
        sys.modules.update(shadowed)
        for flag, value in saved.items():
            jax.config.update(flag, value)


def _top_level_names(root: Path) -> set[str]:
    """The names the project's own modules and packages import as (a `utils` may be imported already)."""
    return {path.stem for path in root.iterdir() if path.suffix == ".py" or (path / "__init__.py").is_file()}


def _is_under(module, root: Path) -> bool:
    places = [getattr(module, "__file__", None), *(getattr(module, "__path__", None) or ())]
    return any(place and Path(place).resolve().is_relative_to(root.resolve()) for place in places)


def with_use(source: str, call: str) -> str:
    """A program and its use: `call` inside a function, so the analysis sees how the code is
    called (call-site evidence) and nothing runs at import."""
    return source.rstrip("\n") + f"\n\n\ndef _use():\n    return {call}\n"


def notebook_json(cells: list[tuple[str, str]], outputs: dict[int, list] | None = None, language: str = "python") -> str:
    """An nbformat 4.5 notebook as Jupyter writes it (one-space indent, sorted keys, sources as
    lists of lines, a trailing newline): `cells` are (cell_type, source); `outputs` maps a
    cell's 0-based index to its outputs (code cells then get an execution count)."""
    out = []
    for index, (kind, source) in enumerate(cells):
        cell = {"cell_type": kind, "id": f"cell-{index}", "metadata": {},
                "source": source.splitlines(keepends=True)}
        if kind == "code":
            cell["outputs"] = (outputs or {}).get(index, [])
            cell["execution_count"] = index + 1 if cell["outputs"] else None
        out.append(cell)
    metadata = {"kernelspec": {"display_name": language, "language": language, "name": language},
                "language_info": {"name": language}}
    return json.dumps({"cells": out, "metadata": metadata, "nbformat": 4, "nbformat_minor": 5},
                      indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def assert_runs_as_labelled(name: str, source: str, error: str | None) -> None:
    """A self-contained case runs as labelled under JAX (`error`: the exception class it raises,
    None: it runs)."""
    import contextlib
    import io

    raised = None
    with contextlib.redirect_stdout(io.StringIO()):
        try:
            # dont_inherit: the case runs with its own `from __future__` flags, not this module's
            exec(compile(source, "<case>", "exec", dont_inherit=True), {"__name__": "__main__"})
        except Exception as exc:  # the case's own failure is the datum
            raised = exc
    if error is None:
        assert raised is None, f"{name} raised {type(raised).__name__}: {raised}"
    else:
        assert raised is not None and error in {c.__name__ for c in type(raised).__mro__}, raised


def lint_rows(source: str, filename: str) -> list[tuple[str, int]]:
    """(code, row) of each finding jaxlint makes on `source`, linted as `filename`."""
    from jaxlint.config import Config
    from jaxlint.engine import lint_source

    return [(d.code, d.location.row) for d in lint_source(source, filename, Config()).diagnostics]


def assert_shape_case(name: str, source: str, error: str | None, finding: str) -> None:
    """A self-contained case runs as labelled under JAX and jaxlint reports exactly `finding`
    (space-separated codes) on it."""
    assert_runs_as_labelled(name, source, error)
    found = [code for code, _ in lint_rows(source, f"{name}.py")]
    assert sorted(found) == sorted(finding.split() if finding else []), found



# --- multi-file rounds: small projects written, linted, fixed and run ----------------------------

def write_files(root: Path, files: dict[str, str]) -> None:
    """Each `relative path -> dedented text` under `root`."""
    import textwrap

    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"))


def json_findings(capsys, *args: str) -> list[tuple[str, int, str]]:
    """(file name, row, code) of each finding `jaxlint check ARGS` prints, sorted."""
    main(["check", "--no-cache", "--output-format", "json", *args])
    return sorted((Path(d["filename"]).name, d["location"]["row"], d["code"]) for d in json.loads(capsys.readouterr()[0]))


def run_project(root: Path, code: str) -> subprocess.CompletedProcess:
    """`python -c CODE` in `root` (on its path), on the CPU, in a fresh interpreter."""
    return subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=300,
                          env={"PYTHONPATH": str(root), "JAX_PLATFORMS": "cpu", "PATH": "/usr/bin:/bin"})


def assert_project_outcome(root: Path, code: str, error: str | None) -> None:
    """`code` run in `root` (run_project) runs (`error` None) or fails with `error` in its stderr."""
    ran = run_project(root, code)
    assert (ran.returncode == 0) if error is None else (ran.returncode != 0 and error in ran.stderr), ran.stderr[-2000:]


def folder_and_alone_findings(capsys, monkeypatch, root: Path, alone: str) -> tuple[list, list]:
    """(findings of the folder `root`, findings `check ALONE` reports in that file)."""
    monkeypatch.chdir(root)
    folder = json_findings(capsys, ".")
    own = [f for f in json_findings(capsys, alone) if f[0] == Path(alone).name]
    return folder, own


def assert_fix_makes_project_run(project: Path, root: Path, capsys, monkeypatch, advice_only: bool,
                                 left: int | None = None) -> None:
    """A copy of `project` at `root`, after `check --fix --unsafe-fixes`, runs its case.toml `run`
    line and has no finding left; or, where the fix can only advise, still raises as marked and
    keeps its marked findings (one per `# expect:` mark, or `left` of them where the others are
    fixed and one left as advice still makes it fail)."""
    import shutil
    import tomllib

    shutil.copytree(project, root)
    monkeypatch.chdir(root)
    main(["check", "--no-cache", "--fix", "--unsafe-fixes", "--output-format", "json", "."])
    remaining = json.loads(capsys.readouterr()[0])
    case = tomllib.loads((root / "case.toml").read_text())
    ran = run_project(root, case["run"])
    if advice_only:
        marks = sum(len(re.findall(r"#\s*expect:\s*JAX\d{3}", path.read_text())) for path in project.rglob("*.py"))
        assert ran.returncode != 0 and case["raises"] in ran.stderr
        assert len(remaining) == (marks if left is None else left), remaining
    else:
        assert ran.returncode == 0, ran.stderr[-2000:]
        assert remaining == []


def call_project(root: Path, target: str, eager: bool):
    """Call `module:function` of a test project (no arguments), under jit as written or eagerly
    (`jax.disable_jit`): the leaves of what it returns as NumPy arrays, or the name of the error
    it raises (the unfixed project's failure is the datum)."""
    import importlib

    import jax
    import numpy as np

    module, _, function = target.partition(":")
    with project_imports(root):
        fn = getattr(importlib.import_module(module), function)
        try:
            with jax.disable_jit() if eager else contextlib.nullcontext():
                out = fn()
        except Exception as exc:
            return type(exc).__name__
        return [np.asarray(leaf) for leaf in jax.tree.leaves(out)]


def fix_project(root: Path, capsys) -> str:
    """`jaxlint check --no-cache --fix --unsafe-fixes root` in this process: its printed summary."""
    from jaxlint.cli import main

    main(["check", "--no-cache", "--fix", "--unsafe-fixes", str(root)])
    return capsys.readouterr().out
