"""The pre-commit hooks (.pre-commit-hooks.yaml): valid by pre-commit's own schema, and each
hook's `entry` does the right thing when run the way pre-commit runs it; then, where the hook
environment can be built, the real thing: `pre-commit try-repo` against a snapshot of this
working tree in a throwaway git repository.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO, notebook_json, write

clientlib = pytest.importorskip("pre_commit.clientlib")
identify = pytest.importorskip("identify.identify")

MANIFEST = REPO / ".pre-commit-hooks.yaml"

# JAX101 and JAX302 have safe fixes; nothing else is reported.
FIXABLE = """\
import jax


@jax.jit
def f(x):
    z = 1.0 if x > 0 else 2.0
    print(x)
    return z
"""

# JAX102's fix is unsafe: --fix leaves it, so the fix hook still fails.
UNFIXABLE = """\
import jax


def both(x, y):
    return (x > 0) and (y > 0)


@jax.jit
def g(x, y):
    return both(x, y)
"""  # the helper may also run eagerly: its fix is unsafe, and the fix hook leaves it

CLEAN = """\
import jax


@jax.jit
def h(x):
    return x + 1
"""


def _hooks() -> dict[str, dict]:
    return {hook["id"]: hook for hook in clientlib.load_manifest(str(MANIFEST))}


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JAXLINT_", "PRE_COMMIT"))}
    env["PYTHONIOENCODING"] = "utf-8"
    return env


def test_manifest_is_valid_by_pre_commits_schema():
    hooks = _hooks()  # load_manifest validates against pre_commit.clientlib.MANIFEST_SCHEMA
    assert set(hooks) == {"jaxlint", "jaxlint-fix"}
    assert hooks["jaxlint"]["entry"] == "jaxlint check --force-exclude"
    assert hooks["jaxlint-fix"]["entry"] == "jaxlint check --fix --force-exclude"
    for hook in hooks.values():
        assert hook["language"] == "python"
        assert hook["types_or"] == ["python", "pyi", "jupyter"]
        assert hook["require_serial"] is True
        assert hook["minimum_pre_commit_version"] == "2.9.2"
        assert hook["pass_filenames"] is True and hook["args"] == []


def _selected(hook: dict, files: list[Path], cwd: Path) -> list[str]:
    """The files pre-commit would pass (relative to the repository root): tags from `identify`,
    then types / types_or / exclude_types."""
    out = []
    for path in files:
        tags = identify.tags_from_path(str(path))
        if (set(hook["types"]) <= tags and (not hook["types_or"] or tags & set(hook["types_or"]))
                and not tags & set(hook["exclude_types"])):
            out.append(os.path.relpath(path, cwd))
    return out


def run_entry(hook: dict, files: list[Path], cwd: Path) -> subprocess.CompletedProcess:
    """`entry` split as pre-commit splits it, then args, then the file names; the console script
    of this interpreter's environment (pre-commit puts its environment's first on PATH), else
    this interpreter's `-m jaxlint`. A `jaxlint` elsewhere on PATH may be another install."""
    command = shlex.split(hook["entry"]) + list(hook["args"]) + _selected(hook, files, cwd)
    script = Path(sys.executable).with_name(command[0])
    exe = str(script) if script.is_file() else None
    command = [exe, *command[1:]] if exe else [sys.executable, "-m", "jaxlint", *command[1:]]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, encoding="utf-8", env=_env(),
                          timeout=300)


@pytest.fixture
def project(tmp_path) -> Path:
    write(tmp_path, "buggy.py", FIXABLE)
    write(tmp_path, "unfixable.py", UNFIXABLE)
    write(tmp_path, "clean.py", CLEAN)
    write(tmp_path, "stubs.pyi", "def f(x: int) -> int: ...\n")
    write(tmp_path, "README.md", "if x > 0: print(x)  # not python\n")
    write(tmp_path, "explore.ipynb", notebook_json([("markdown", "# Explore\n"), ("code", FIXABLE)]))
    write(tmp_path, "vendored/third_party.py", FIXABLE)
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\nextend-exclude = ["vendored"]\n')
    return tmp_path


def test_check_hook_entry(project):
    hook = _hooks()["jaxlint"]
    files = [project / n for n in ("buggy.py", "clean.py", "stubs.pyi", "README.md", "explore.ipynb")]
    assert _selected(hook, files, project) == ["buggy.py", "clean.py", "stubs.pyi", "explore.ipynb"]
    proc = run_entry(hook, files, project)
    assert proc.returncode == 1, proc.stderr
    assert "buggy.py:6:16: JAX101" in proc.stdout and "buggy.py:7:5: JAX302" in proc.stdout
    assert "explore.ipynb:cell 2:6:16: JAX101" in proc.stdout  # a notebook's code cell, row within the cell
    assert "clean.py" not in proc.stdout and "stubs.pyi" not in proc.stdout
    assert (project / "buggy.py").read_text(encoding="utf-8") == FIXABLE  # the check hook never writes

    proc = run_entry(hook, [project / "clean.py", project / "stubs.pyi"], project)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_force_exclude_applies_to_file_names_pre_commit_passes(project):
    proc = run_entry(_hooks()["jaxlint"], [project / "vendored" / "third_party.py"], project)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "third_party" not in proc.stdout


def test_fix_hook_entry(project):
    hook = _hooks()["jaxlint-fix"]
    proc = run_entry(hook, [project / "buggy.py", project / "clean.py"], project)
    fixed = (project / "buggy.py").read_text(encoding="utf-8")
    assert fixed != FIXABLE  # pre-commit fails the hook because the file changed
    assert "jax.numpy.where(x > 0, 1.0, 2.0)" in fixed and 'jax.debug.print("{}", x)' in fixed
    assert proc.returncode == 0, proc.stdout + proc.stderr  # nothing remains
    assert (project / "clean.py").read_text(encoding="utf-8") == CLEAN
    assert run_entry(_hooks()["jaxlint"], [project / "buggy.py"], project).returncode == 0

    # An unsafe fix is not applied: the file stays as it was and the hook fails on the finding.
    proc = run_entry(hook, [project / "unfixable.py"], project)
    assert proc.returncode == 1 and "JAX102" in proc.stdout
    assert (project / "unfixable.py").read_text(encoding="utf-8") == UNFIXABLE


# --- the real pre-commit -------------------------------------------------------------------------

def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=jaxlint-tests", "-c", "user.email=tests@jaxlint.invalid",
                    "-c", "commit.gpgsign=false", *args], cwd=cwd, check=True, capture_output=True, timeout=120)


def _snapshot_of_this_tree(dest: Path) -> Path:
    """This working tree (tracked and untracked-but-not-ignored files) committed to a fresh repo:
    what pre-commit would clone from the published repository at a tag."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO,
                            capture_output=True, check=True, timeout=120).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = REPO / name
        if source.is_file() and not source.is_symlink():
            target = dest / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    _git(dest, "init", "-q")
    _git(dest, "add", "-A")
    _git(dest, "commit", "-q", "-m", "snapshot")
    return dest


@pytest.mark.skipif(shutil.which("git") is None, reason="pre-commit needs git")
def test_pre_commit_try_repo(tmp_path):
    if not (REPO / ".git").exists():
        pytest.skip("not a git checkout: nothing for pre-commit to clone")
    hook_repo = _snapshot_of_this_tree(tmp_path / "hook-repo")
    project = tmp_path / "project"
    write(project, "buggy.py", FIXABLE)
    write(project, "clean.py", CLEAN)
    _git(project, "init", "-q")
    _git(project, "add", "-A")

    env = _env()
    env["PRE_COMMIT_HOME"] = str(tmp_path / "pre-commit-home")
    # Build the hook's virtualenv from the packages this interpreter already has (jax, libcst...)
    # and without an index, so the test does not need the network. pip still installs this
    # repository into it from the snapshot, as pre-commit does for a user.
    env["VIRTUALENV_SYSTEM_SITE_PACKAGES"] = "1"
    env["PIP_NO_INDEX"] = "1"
    env["PIP_NO_BUILD_ISOLATION"] = "0"

    def try_repo(hook_id: str, *files: str) -> subprocess.CompletedProcess:
        selection = ["--files", *files] if files else ["--all-files"]
        return subprocess.run([sys.executable, "-m", "pre_commit", "try-repo", str(hook_repo), hook_id, *selection],
                              cwd=project, capture_output=True, text=True, encoding="utf-8", env=env, timeout=600)

    proc = try_repo("jaxlint")
    output = proc.stdout + proc.stderr
    if proc.returncode == 3 and ("-mpip" in output or "virtualenv" in output):
        # An environment that cannot be built (no wheel for a dependency, no network) is the
        # machine's limit, not a defect of the hooks; anything else below is a failure.
        errors = [line.strip() for line in output.splitlines() if "error" in line.lower()]
        reason = next((line for line in reversed(errors) if line.startswith("ERROR:")), errors[0] if errors else "")
        pytest.skip(f"pre-commit could not build the hook environment offline: {reason}")
    assert proc.returncode == 1, output
    assert "jaxlint" in output and "Failed" in output
    assert "buggy.py:6:16: JAX101" in output and "clean.py" not in output.split("Failed", 1)[1]

    assert try_repo("jaxlint", "clean.py").returncode == 0

    proc = try_repo("jaxlint-fix")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "files were modified by this hook" in proc.stdout
    fixed = (project / "buggy.py").read_text(encoding="utf-8")
    assert "jax.numpy.where(x > 0, 1.0, 2.0)" in fixed and 'jax.debug.print("{}", x)' in fixed
    assert try_repo("jaxlint", "buggy.py", "clean.py").returncode == 0
