"""Fix rate on repros in the style of public bug reports (issue #15): `tests/data/fix_repros/`.

Each file is a small program as users post them (helpers, scan/vmap bodies, methods, partial,
pytrees, early returns, elif chains), with its use in `main()`. Its docstring carries what the
harness needs, one `key: value` per line:

* `kind`: the fix class (`ok` for correct code that must come out unchanged or behave the same);
* `run`: the expression whose value is compared; `grad`: a gradient expression compared too;
* `reference` / `grad_reference`: the intended values, where the original cannot give them even
  eagerly (a `vmap` trace, a NumPy-style error); otherwise the original's eager result is the
  reference (`jax.disable_jit()`, which also runs `scan`/`while_loop` bodies eagerly);
* `failing`: an expression the fixed program must still reject (a check that survives tracing);
* `symptom`: `raises` (default), `prints-tracer` or `wrong-result` (how the original is buggy);
* `xfail`: why jaxlint does not fix this case (the refused fix class); it is counted as unfixed.

The whole folder is copied and fixed once with `jaxlint check --fix --unsafe-fixes`, the way a
user runs it; each fixed file is then executed under its own transforms and compared.
"""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import warnings
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import jax
import pytest

from jaxlint.cli import main as jaxlint_main
from tests.rules.example_runner import same_values

REPROS = Path(__file__).resolve().parent.parent / "data" / "fix_repros"
_META = re.compile(r"^(kind|run|grad|reference|grad_reference|failing|symptom|xfail): (.*)$", re.M)


@dataclass(frozen=True)
class Repro:
    name: str
    text: str
    meta: dict

    @property
    def kind(self) -> str:
        return self.meta["kind"]

    @property
    def ok(self) -> bool:
        return self.kind == "ok"

    @property
    def refused(self) -> str:
        return self.meta.get("xfail", "")


def _load_repros() -> list[Repro]:
    out = []
    for path in sorted(REPROS.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        out.append(Repro(path.stem, text, dict(_META.findall(text))))
    return out


REPROS_ALL = _load_repros()
BUGGY = [r for r in REPROS_ALL if not r.ok]
OK = [r for r in REPROS_ALL if r.ok]


def _execute(source: str, expression: str, eager: bool = False):
    """Exec a program (not as __main__), then evaluate `expression` in it: (value, stdout)."""
    namespace: dict = {"__name__": "repro"}
    out = io.StringIO()
    with contextlib.redirect_stdout(out), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        exec(compile(source, "<repro>", "exec", dont_inherit=True), namespace)
        with jax.disable_jit() if eager else contextlib.nullcontext():
            value = eval(expression, namespace)
        jax.effects_barrier()
    return value, out.getvalue()


def _reference(repro: Repro, key: str):
    if f"{key}_reference" in repro.meta or (key == "run" and "reference" in repro.meta):
        expression = repro.meta["reference" if key == "run" else f"{key}_reference"]
        return _execute("import jax\nimport jax.numpy as jnp\n", expression)[0]
    return _execute(repro.text, repro.meta[key], eager=True)[0]


def _fix_folder(folder: Path) -> None:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        jaxlint_main(["check", "--fix", "--unsafe-fixes", "--no-cache", "--quiet", str(folder)])


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> dict[str, str]:
    """name -> the fixed text of every repro (one `--fix --unsafe-fixes` run over a copy)."""
    folder = tmp_path_factory.mktemp("repros") / "fix_repros"
    shutil.copytree(REPROS, folder)
    _fix_folder(folder)
    return {p.stem: p.read_text(encoding="utf-8") for p in folder.glob("*.py")}


_VERDICTS: dict[tuple[str, str], tuple[bool, str]] = {}


def _fixed_and_matches(repro: Repro, source: str) -> tuple[bool, str]:
    """Whether the fixed program runs under its transforms and gives the intended values
    (computed once per program and text: the per-case tests and the rate share it)."""
    key = (repro.name, source)
    if key not in _VERDICTS:
        _VERDICTS[key] = _verdict(repro, source)
    return _VERDICTS[key]


def _verdict(repro: Repro, source: str) -> tuple[bool, str]:
    try:
        got, printed = _execute(source, repro.meta["run"])
    except Exception as exc:  # a fix that does not run is a fix that failed
        return False, f"raises {type(exc).__name__}: {exc}"
    if not same_values(_reference(repro, "run"), got):
        return False, f"result {got!r} differs from {_reference(repro, 'run')!r}"
    if repro.meta.get("symptom") == "prints-tracer" and ("Tracer" in printed or not printed.strip()):
        return False, f"prints {printed!r}"
    if "grad" in repro.meta:
        try:
            grad = _execute(source, repro.meta["grad"])[0]
        except Exception as exc:
            return False, f"gradient raises {type(exc).__name__}: {exc}"
        if not same_values(_reference(repro, "grad"), grad):
            return False, f"gradient {grad!r} differs from {_reference(repro, 'grad')!r}"
    if "failing" in repro.meta:
        try:
            _execute(source, repro.meta["failing"])
        except Exception:
            return True, ""
        return False, f"{repro.meta['failing']} no longer fails"
    return True, ""


@pytest.mark.parametrize("repro", BUGGY, ids=lambda r: r.name)
def test_repro_is_buggy(repro: Repro):
    symptom = repro.meta.get("symptom", "raises")
    if symptom == "prints-tracer":
        assert "Tracer" in _execute(repro.text, repro.meta["run"])[1]
    elif symptom == "wrong-result":
        assert not same_values(_reference(repro, "run"), _execute(repro.text, repro.meta["run"])[0])
    else:
        with pytest.raises(Exception):
            _execute(repro.text, repro.meta["run"])


@pytest.mark.parametrize("repro", [pytest.param(r, marks=pytest.mark.xfail(strict=True, reason=r.refused))
                                   if r.refused else r for r in BUGGY], ids=lambda r: r.name)
def test_fixed_repro_runs_and_matches(repro: Repro, fixed):
    good, why = _fixed_and_matches(repro, fixed[repro.name])
    assert good, f"{why}\n{fixed[repro.name]}"


@pytest.mark.parametrize("repro", OK, ids=lambda r: r.name)
def test_correct_code_is_unchanged_or_behaves_the_same(repro: Repro, fixed):
    if fixed[repro.name] == repro.text:
        return
    assert _execute(repro.text, repro.meta["run"])[0] is not None
    good, why = _fixed_and_matches(repro, fixed[repro.name])
    assert good, f"{why}\n{fixed[repro.name]}"


def test_a_second_run_changes_nothing(fixed, tmp_path):
    folder = tmp_path / "again"
    folder.mkdir()
    for name, text in fixed.items():
        (folder / f"{name}.py").write_text(text, encoding="utf-8")
    _fix_folder(folder)
    changed = [p.stem for p in folder.glob("*.py") if p.read_text(encoding="utf-8") != fixed[p.stem]]
    assert not changed


def test_fix_rate(fixed, capsys):
    """Per fix class: how many repros, and how many are fixed so that they run and match."""
    total, good = Counter(), Counter()
    for repro in BUGGY:
        total[repro.kind] += 1
        good[repro.kind] += _fixed_and_matches(repro, fixed[repro.name])[0]
    with capsys.disabled():
        for kind in sorted(total):
            print(f"\nrepro fix rate {kind}: {good[kind]}/{total[kind]}", end="")
        print(f"\nrepro fix rate overall: {sum(good.values())}/{len(BUGGY)}")
    assert len(BUGGY) >= 40 and len(OK) >= 15
    assert sum(good.values()) == len([r for r in BUGGY if not r.refused])
