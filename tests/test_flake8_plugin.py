"""The flake8 plugin reports what `jaxlint check` reports: same codes, lines, columns, messages.

Both tools run as subprocesses on the same files; flake8's `path:row:col: CODE message` lines
must equal jaxlint's concise lines once its `[*]` fix marker is removed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from tests.helpers import REPO, write

pytestmark = pytest.mark.skipif(
    not any(ep.name == "JAX" and ep.value == "jaxlint.flake8_plugin:JaxlintChecker"
            for ep in entry_points(group="flake8.extension")),
    reason="jaxlint is not installed (pip install -e .), so flake8 cannot find its JAX plugin")

# A finding after non-ASCII text on the same line (é is 1 code point, 2 UTF-8 bytes; 😀 is 1 code
# point, 2 UTF-16 units, 4 bytes), a finding silenced by `# noqa: JAX101`, and several rules.
MODEL = """\
import jax
import jax.numpy as jnp


@jax.jit
def f(x, y):
    s = "é😀"; z = 1.0 if x > 0 else 2.0
    if x > 1:  # noqa: JAX101
        z = z + 1
    w = x and y
    print(x)
    return z + w + max(x, y)
"""

PLAIN = """\
def g(x):
    if x > 0:
        return x
    return -x
"""

CUSTOM_JIT = """\
import mypkg


@mypkg.jit
def h(x):
    while x > 0:
        x = x - 1
    return x
"""


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JAXLINT_", "FLAKE8"))}
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    env["PYTHONIOENCODING"] = "utf-8"
    return env


def flake8(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "flake8", "--isolated", *args], cwd=cwd, capture_output=True,
                          text=True, encoding="utf-8", env=_env(), timeout=120)


def jaxlint_concise(cwd: Path, *paths: str) -> list[str]:
    proc = subprocess.run([sys.executable, "-m", "jaxlint", "check", "--output-format", "concise", "-q", *paths],
                          cwd=cwd, capture_output=True, text=True, encoding="utf-8", env=_env(), timeout=120)
    assert proc.returncode in (0, 1), proc.stderr
    return [line.replace(" [*] ", " ", 1) for line in proc.stdout.splitlines()]


def test_flake8_matches_jaxlint_check(tmp_path):
    write(tmp_path, "model.py", MODEL)
    write(tmp_path, "plain.py", PLAIN)
    proc = flake8(tmp_path, "--select", "JAX", "model.py", "plain.py")
    assert proc.returncode == 1, proc.stderr
    got = proc.stdout.splitlines()
    expected = jaxlint_concise(tmp_path, "model.py", "plain.py")
    assert got == expected
    assert {line.split(": ")[1].split()[0] for line in got} == {"JAX101", "JAX102", "JAX103", "JAX302"}

    # The column after 'é😀' counts code points, in both tools (flake8 adds 1 to ours).
    line7 = MODEL.splitlines()[6]
    assert f"model.py:7:{line7.index('x > 0') + 1}: JAX101 " in proc.stdout
    # The `# noqa: JAX101` line is dropped by both, and nothing comes from the file without jax.
    assert not any(line.startswith(("model.py:8:", "plain.py")) for line in got)


def test_flake8_applies_noqa_and_selection_itself(tmp_path):
    write(tmp_path, "model.py", MODEL)
    # flake8, not the plugin, drops noqa'd lines: --disable-noqa brings line 8 back.
    proc = flake8(tmp_path, "--select", "JAX", "--disable-noqa", "model.py")
    assert any(line.startswith("model.py:8:8: JAX101 ") for line in proc.stdout.splitlines()), proc.stdout
    proc = flake8(tmp_path, "--select", "JAX", "--extend-ignore", "JAX1", "model.py")
    assert [line.split(": ")[1].split()[0] for line in proc.stdout.splitlines()] == ["JAX302"]
    proc = flake8(tmp_path, "--select", "JAX", "--per-file-ignores", "model.py:JAX302,JAX103", "model.py")
    assert {line.split(": ")[1].split()[0] for line in proc.stdout.splitlines()} == {"JAX101", "JAX102"}


def test_flake8_reads_tool_jaxlint_for_analysis_options(tmp_path):
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\nextra-jit-decorators = ["mypkg.jit"]\n')
    write(tmp_path, "pkg/custom.py", CUSTOM_JIT)
    proc = flake8(tmp_path, "--select", "JAX", "pkg/custom.py")
    lines = proc.stdout.splitlines()
    assert len(lines) == 1 and lines[0].startswith("pkg/custom.py:6:11: JAX101 "), proc.stdout + proc.stderr
    assert "traced by mypkg.jit" in lines[0]
    assert jaxlint_concise(tmp_path, "pkg/custom.py") == lines

    # Selection is flake8's: [tool.jaxlint] ignore does not hide what `--select JAX` asks for.
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\nextra-jit-decorators = ["mypkg.jit"]\nignore = ["JAX101"]\n')
    assert flake8(tmp_path, "--select", "JAX", "pkg/custom.py").stdout.splitlines() == lines


def test_syntax_error_is_flake8s_e999_not_jax000(tmp_path):
    write(tmp_path, "broken.py", "import jax\ndef f(:\n    pass\n")
    proc = flake8(tmp_path, "--select", "JAX,E999", "broken.py")
    lines = proc.stdout.splitlines()
    assert len(lines) == 1 and " E999 " in lines[0], proc.stdout + proc.stderr


def test_broken_config_is_one_line_not_a_traceback(tmp_path):
    write(tmp_path, "pyproject.toml", "[tool.jaxlint]\nbogus = 1\n")
    write(tmp_path, "model.py", MODEL)
    proc = flake8(tmp_path, "--select", "JAX", "model.py")
    assert proc.returncode != 0
    assert "unknown key 'bogus'" in proc.stdout + proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr


def test_plugin_is_registered():
    proc = subprocess.run([sys.executable, "-m", "flake8", "--version"], capture_output=True, text=True,
                          env=_env(), timeout=60)
    assert proc.returncode == 0 and "jaxlint" in proc.stdout, proc.stdout + proc.stderr
