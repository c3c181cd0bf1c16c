"""static_argnames on the jitted entry point in another file (issue #15 item 3).

The projects under tests/projects/ whose case.toml has a `[cross_file]` table jit an entry
point in one file and test a flag or size in a helper of another (`if`, `range`, `reshape`).
`changed`: `check --fix --unsafe-fixes` edits exactly those files (the entry point's), the
unfixed entry point fails under JAX with the error the rule names, and the fixed one runs and
matches the unfixed code run eagerly (`jax.disable_jit`). `refused`: some use of the entry
point passes an array or hands the function on, so nothing is written and the finding's
display-only advice names that call site (`file:line`).
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import tomllib
from pathlib import Path

import jax
import numpy as np
import pytest

from jaxlint.cli import main
from jaxlint.diagnostics import Applicability
from jaxlint.records import diagnostic_from_record, diagnostic_record
from tests.helpers import project_imports
from tests.analysis.test_projects import PROJECTS, project  # noqa: F401  (the fixture: a project's copy)

CASES = {p.name: tomllib.loads((p / "case.toml").read_text()) for p in sorted(PROJECTS.iterdir())
         if (p / "case.toml").is_file() and "cross_file" in tomllib.loads((p / "case.toml").read_text())}
FIXABLE = sorted(name for name, case in CASES.items() if "changed" in case["cross_file"])
REFUSED = sorted(name for name, case in CASES.items() if "refused" in case["cross_file"])

def _call(root: Path, target: str, mode: str) -> dict:
    """Call `module:function` of the project, jitted as written or eagerly (`jax.disable_jit`);
    return its leaves or the name of the exception it raised."""
    module, _, function = target.partition(":")
    with project_imports(root):
        fn = getattr(importlib.import_module(module), function)
        try:
            with jax.disable_jit() if mode == "eager" else contextlib.nullcontext():
                out = fn()
        except Exception as exc:  # the unfixed project's failure is the datum
            return {"error": type(exc).__name__, "text": str(exc)[:300]}
        return {"leaves": [np.asarray(leaf).tolist() for leaf in jax.tree.leaves(out)]}


def _texts(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): p.read_text() for p in sorted(root.rglob("*.py"))}


def _findings(capsys, *args: str) -> tuple[int, list[dict]]:
    code = main(["check", "--no-cache", "--output-format", "json", *args])
    out, err = capsys.readouterr()
    assert code in (0, 1), err
    return code, json.loads(out)


def test_the_suite_has_the_cases_the_issue_asks_for():
    assert len(FIXABLE) >= 5 and len(REFUSED) >= 3


@pytest.mark.parametrize("project", FIXABLE, indirect=True)
def test_the_fix_lands_on_the_entry_point_and_the_fixed_project_matches_eager(project, capsys):
    case = CASES[project.name]
    target = case["cross_file"]["call"]
    unfixed = _call(project, target, "jit")
    assert unfixed.get("error") == case["raises"] or case["raises"] in unfixed.get("text", ""), unfixed
    reference = _call(project, target, "eager")
    assert "leaves" in reference, reference
    before = _texts(project)
    _, found = _findings(capsys, ".")
    assert found and all(d["fix"] and d["fix"]["filename"] != os.path.abspath(d["filename"]) for d in found)

    assert main(["check", "--no-cache", "--fix", "--unsafe-fixes", "."]) == 0
    summary = capsys.readouterr().out
    assert f"{len(found)} fixed, 0 remaining" in summary, summary
    after = _texts(project)
    assert {name for name in before if before[name] != after[name]} == set(case["cross_file"]["changed"])
    assert "static_arg" in "".join(after[name] for name in case["cross_file"]["changed"])
    assert _findings(capsys, ".") == (0, [])

    fixed = _call(project, target, "jit")
    assert "leaves" in fixed, fixed
    assert len(fixed["leaves"]) == len(reference["leaves"])
    for got, want in zip(fixed["leaves"], reference["leaves"]):
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("project", REFUSED, indirect=True)
def test_a_call_site_that_rules_static_out_is_named_and_nothing_is_written(project, capsys):
    where = CASES[project.name]["cross_file"]["refused"]
    before = _texts(project)
    _, found = _findings(capsys, ".")
    assert found
    for d in found:
        assert d["fix"]["applicability"] == Applicability.DISPLAY_ONLY.value and not d["fix"]["edits"]
        assert f"{where} " in d["fix"]["message"], d["fix"]["message"]
    assert main(["check", "--no-cache", "--fix", "--unsafe-fixes", "."]) == 1
    assert f"0 fixed, {len(found)} remaining" in capsys.readouterr().out
    assert _texts(project) == before


@pytest.mark.parametrize("project", ["xs_flag"], indirect=True)
def test_diff_shows_the_entry_points_file_and_writes_nothing(project, capsys):
    before = _texts(project)
    main(["check", "--no-cache", "--diff", "--unsafe-fixes", "."])
    out = capsys.readouterr().out
    assert "+++ b/train.py" in out and '+@partial(jax.jit, static_argnames=("use_norm",))' in out
    assert "model.py" not in out.split("Would fix")[0].replace("import model", "")
    assert _texts(project) == before


@pytest.mark.parametrize("project", ["xs_flag"], indirect=True)
def test_diff_shows_both_files_when_the_helpers_file_has_fixes_of_its_own(project, capsys):
    (project / "model.py").write_text((project / "model.py").read_text() + "\n\ndef report(x):\n    print(x)\n"
                                                                           "    return x\n")
    train = project / "train.py"
    train.write_text(train.read_text().replace("    return model.forward", "    model.report(x)\n    return model.forward"))
    main(["check", "--no-cache", "--diff", "--unsafe-fixes", "."])
    out = capsys.readouterr().out
    assert "+++ b/model.py" in out and '+    jax.debug.print("{}", x)' in out
    assert "+++ b/train.py" in out and '+@partial(jax.jit, static_argnames=("use_norm",))' in out


@pytest.mark.parametrize("project", ["xs_flag"], indirect=True)
def test_the_helpers_file_fixed_alone_leaves_the_entry_points_file_alone(project, capsys):
    """Linted alone, model.py still reports the finding (train.py's transform traces it), with
    the fix on train.py; a run given only model.py never writes train.py, and says so."""
    before = _texts(project)
    _, found = _findings(capsys, "model.py")
    assert [d["fix"]["filename"] for d in found] == [str(project / "train.py")]
    assert main(["check", "--no-cache", "--fix", "--unsafe-fixes", "model.py"]) == 1
    assert "0 fixed, 1 remaining" in capsys.readouterr().out
    assert _texts(project) == before


@pytest.mark.parametrize("project", ["xs_flag"], indirect=True)
def test_a_fix_target_survives_the_results_cache_record(project, capsys):
    _, found = _findings(capsys, ".")
    from jaxlint.engine import lint_source

    result = lint_source((project / "train.py").read_text(), str(project / "train.py"))
    (d,) = result.related
    assert d.fix.target == str(project / "train.py")
    assert diagnostic_from_record(diagnostic_record(d)).fix == d.fix
