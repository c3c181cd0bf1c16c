"""The runtime checker runs the user's code in the project's interpreter (`--python`, default
$VIRTUAL_ENV's, else jaxlint's), which needs JAX but not jaxlint; an interpreter that cannot
run the worker is one line and exit 2, before anything is fixed."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import textwrap
from pathlib import Path

import pytest

import jaxlint
from jaxlint.cli import main
from jaxlint.runtime_check.interpreter import resolve, worker_path

PROJECT = {
    "pyproject.toml": """
        [tool.jaxlint.verify]
        timeout = 60
        [tool.jaxlint.verify.examples]
        "model:scale" = "scale(jnp.arange(3.0))"
    """,
    # `project_dep` exists only in the project's interpreter: importing it shows which one ran.
    "model.py": """
        import jax
        import jax.numpy as jnp
        import project_dep

        @jax.jit
        def scale(x):
            return x * project_dep.FACTOR
    """,
}
FIXABLE = "import jax\n\n\n@jax.jit\ndef f(x):\n    return 1.0 if x > 0 else 2.0\n"


def _venv(path: Path) -> Path:
    """A virtualenv without pip (fast to make); returns its bin/python."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(path)], check=True, capture_output=True,
                   timeout=120)
    return path / "bin" / "python"


def _site_packages(python: Path) -> Path:
    out = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                         capture_output=True, text=True, check=True, timeout=60).stdout
    return Path(out.strip())


@pytest.fixture(scope="module")
def bare(tmp_path_factory) -> Path:
    """An interpreter with nothing installed: no JAX."""
    return _venv(tmp_path_factory.mktemp("bare") / "venv")


@pytest.fixture(scope="module")
def project_python(tmp_path_factory) -> Path:
    """The project's own interpreter: JAX borrowed from this environment (a .pth line adds its
    site-packages, whose own .pth files, such as an editable jaxlint's finder, are not run),
    `project_dep`, which only it has, and a `jaxlint` that cannot be imported, so the worker
    must bring its own."""
    python = _venv(tmp_path_factory.mktemp("project") / "venv")
    site = _site_packages(python)
    (site / "borrowed.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    (site / "project_dep.py").write_text("FACTOR = 3.0\n", encoding="utf-8")
    (site / "jaxlint").mkdir()
    poisoned = "raise ImportError('not the jaxlint under test')\n"
    (site / "jaxlint" / "__init__.py").write_text(poisoned, encoding="utf-8")
    return python


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    for name, text in PROJECT.items():
        (tmp_path / name).write_text(textwrap.dedent(text), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("JAXLINT_OUTPUT_FORMAT", raising=False)
    return tmp_path


def _one_line(err: str) -> str:
    assert err.count("\n") == 1 and err.startswith("jaxlint: error: "), err
    return err


def test_the_project_interpreter_has_jax_and_no_usable_jaxlint(project_python, tmp_path):
    probe = "import jax, project_dep\ntry:\n    import jaxlint\nexcept ImportError as e:\n    print(e)\n"
    proc = subprocess.run([str(project_python), "-c", probe], capture_output=True, text=True, timeout=120,
                          cwd=tmp_path, env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "not the jaxlint under test"


def test_verify_runs_in_the_interpreter_given(project, project_python, capsys):
    code = main(["verify", "--python", str(project_python), "--output-format", "json", "model.py"])
    out, err = capsys.readouterr()
    assert code == 0, out + err
    assert '"status": "verified"' in out and '"function": "scale"' in out


def test_the_active_virtualenv_is_the_default(project, project_python, monkeypatch, capsys):
    monkeypatch.setenv("VIRTUAL_ENV", str(project_python.parent.parent))
    assert resolve(None) == (str(project_python), "$VIRTUAL_ENV")
    code = main(["verify", "--output-format", "json", "model.py"])
    out, err = capsys.readouterr()
    assert code == 0, out + err
    assert '"status": "verified"' in out


def test_jaxlints_interpreter_lacks_the_projects_dependencies(project, monkeypatch, capsys):
    monkeypatch.delenv("VIRTUAL_ENV", raising=False)
    assert resolve(None) == (sys.executable, "jaxlint's interpreter")
    code = main(["verify", "--output-format", "json", "model.py"])
    out, err = capsys.readouterr()
    assert code == 1, out + err
    assert '"status": "import-error"' in out and "No module named 'project_dep'" in out


def test_an_interpreter_without_jax_is_one_line(project, bare, capsys):
    assert main(["verify", "--python", str(bare), "model.py"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert _one_line(err) == (f"jaxlint: error: verification runs your code under JAX, but {bare} (--python) has "
                              f"no jax: install it there ({bare} -m pip install jax), or pass --python PATH to an "
                              "interpreter that has it\n")


def test_check_fix_verify_without_jax_writes_nothing(project, bare, monkeypatch, capsys):
    (project / "fixable.py").write_text(FIXABLE, encoding="utf-8")
    monkeypatch.setenv("VIRTUAL_ENV", str(bare.parent.parent))
    assert main(["check", "--fix", "--verify", "fixable.py"]) == 2
    out, err = capsys.readouterr()
    assert "($VIRTUAL_ENV) has no jax" in _one_line(err)
    assert (project / "fixable.py").read_text(encoding="utf-8") == FIXABLE


@pytest.mark.parametrize("case", ["missing", "not-python", "stale-virtualenv"])
def test_unusable_interpreters_are_one_line(project, tmp_path, monkeypatch, capsys, case):
    argv = ["verify", "model.py"]
    if case == "missing":
        argv += ["--python", str(tmp_path / "nope" / "python")]
        expected = f"{tmp_path / 'nope' / 'python'} (--python): no such interpreter"
    elif case == "not-python":
        script = tmp_path / "fake-python"
        script.write_text("#!/bin/sh\necho 'not python' >&2\nexit 3\n", encoding="utf-8")
        script.chmod(0o755)
        argv += ["--python", str(script)]
        expected = f"{script} (--python) is not a Python interpreter jaxlint can use: not python"
    else:
        monkeypatch.setenv("VIRTUAL_ENV", str(tmp_path / "gone"))
        expected = f"$VIRTUAL_ENV is {tmp_path / 'gone'}, but it has no bin/python"
    assert main(argv) == 2
    assert expected in _one_line(capsys.readouterr().err)


def test_python_needs_verify(project, capsys):
    (project / "fixable.py").write_text(FIXABLE, encoding="utf-8")
    assert main(["check", "--python", sys.executable, "fixable.py"]) == 2
    assert "--python need --verify" in _one_line(capsys.readouterr().err)


def test_the_worker_path_holds_only_jaxlint(tmp_path):
    folder = Path(worker_path(tmp_path))
    assert [p.name for p in folder.iterdir()] == ["jaxlint"]
    assert (folder / "jaxlint").resolve() == Path(jaxlint.__file__).resolve().parent
