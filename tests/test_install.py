"""The install: the core distribution needs LibCST only (JAX is the `verify` extra, pygls the
`lsp` one), `check` never imports JAX, the README's two set-up commands use a virtualenv and a
temporary folder of their own, and CI runs exactly the README's test command. The acceptance
test installs the project into a fresh virtualenv and lints the example project there."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path

import pytest

from tests.helpers import REPO

PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
HEAVY = ("jax", "jaxlib", "numpy", "scipy", "ml-dtypes", "flake8", "pygls")


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~\[; ]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def _setup_commands() -> list[str]:
    """The README's set-up block: one command a line, trailing comments dropped."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Set-up: two commands", 1)[1]
    block = section.split("```sh\n", 1)[1].split("```", 1)[0]
    return [re.sub(r"\s+#.*$", "", line).strip() for line in block.splitlines() if line.strip()]


def test_the_core_depends_on_libcst_only():
    assert [_name(r) for r in PYPROJECT["project"]["dependencies"]] == ["libcst"]
    extras = PYPROJECT["project"]["optional-dependencies"]
    assert {_name(r) for r in extras["verify"]} == {"jax", "jaxlib"}
    assert {"pygls", "lsprotocol"} <= {_name(r) for r in extras["lsp"]}
    dev = {_name(r) for r in extras["dev"]}
    for extra in ("verify", "lsp"):
        assert {_name(r) for r in extras[extra]} <= dev  # the tests need every extra
    assert {"flake8", "pytest", "pytest-lsp", "optax", "equinox"} <= dev
    assert PYPROJECT["project"]["name"] == "jaxlint-tracer"  # `jaxlint` on PyPI is another project
    assert PYPROJECT["project"]["scripts"] == {"jaxlint": "jaxlint.cli:main"}


def test_the_pre_commit_hooks_pull_no_extra_packages():
    manifest = (REPO / ".pre-commit-hooks.yaml").read_text(encoding="utf-8")
    assert "additional_dependencies" not in manifest.replace("# No additional_dependencies", "")
    assert "github.com" not in manifest


def test_the_readme_set_up_is_two_commands_in_a_virtualenv():
    main_job, tests = _setup_commands()
    assert main_job.startswith("python3 -m venv .venv && .venv/bin/pip install -e '.[dev]' && ")
    assert 'D=$(mktemp -d) && cp -r examples "$D"/ && ' in main_job  # a temporary folder of its own
    assert main_job.endswith('.venv/bin/jaxlint check --fix --unsafe-fixes --verify "$D"/examples')
    assert "rm -rf" not in main_job and "/tmp/" not in main_job
    assert tests == ".venv/bin/python -m pytest -q"


def test_ci_installs_and_tests_as_the_readme_says():
    main_job, tests = _setup_commands()
    install = main_job.split(" && D=", 1)[0]
    ci = [line.strip() for line in (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert install.replace("pip install ", "pip install -q ") in ci
    assert tests in ci  # exactly the README's test command
    assert ci.index(tests) > ci.index(install.replace("pip install ", "pip install -q "))


def test_the_readme_names_no_repository_url():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "github.com/jaxlint" not in readme and "git+" not in readme
    assert "jaxlint-tracer[verify]" in readme and "--python PATH" in readme


CHECK_IN_PROCESS = textwrap.dedent("""
    import sys
    from jaxlint.cli import main
    code = main(sys.argv[1:])
    loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("jax", "jaxlib"))
    print("LOADED", loaded, file=sys.stderr)
    sys.exit(code)
""")


@pytest.mark.parametrize("argv", [["check", "--no-cache", "-j", "1"], ["check", "--no-cache", "--fix", "--diff"],
                                  ["rule", "JAX101"]])
def test_check_never_imports_jax(tmp_path, argv):
    shutil.copytree(REPO / "examples", tmp_path / "examples")
    target = [] if argv[0] == "rule" else ["examples"]
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT_")}
    proc = subprocess.run([sys.executable, "-c", CHECK_IN_PROCESS, *argv, *target], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == (0 if argv[0] == "rule" else 1), proc.stderr
    assert "LOADED []" in proc.stderr


def test_the_server_without_pygls_is_one_line(tmp_path):
    blocked = "import sys\nsys.modules['pygls'] = None\nfrom jaxlint.cli import main\nsys.exit(main(['server']))\n"
    proc = subprocess.run([sys.executable, "-c", blocked], cwd=tmp_path, capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=120)
    assert proc.returncode == 2
    assert proc.stderr == "jaxlint: error: the language server needs pygls 2: pip install 'jaxlint-tracer[lsp]'\n"


# --- the acceptance test: a fresh virtualenv -----------------------------------------------------

def _source_copy(dest: Path) -> Path:
    """What the build needs, copied, so that building never writes into this working tree."""
    dest.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(REPO / name, dest / name)
    shutil.copytree(REPO / "jaxlint", dest / "jaxlint", ignore=shutil.ignore_patterns("__pycache__"))
    return dest


def _size(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def test_pip_install_in_a_fresh_virtualenv_is_light(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, capture_output=True, timeout=300)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JAXLINT_", "PIP_REQUIRE", "VIRTUAL_ENV"))}
    # As a user would: pip builds it in isolation (setuptools from the index) and adds LibCST.
    install = subprocess.run([str(venv / "bin" / "pip"), "install", "-q", str(_source_copy(tmp_path / "src"))],
                             capture_output=True, text=True, env=env, timeout=600)
    if install.returncode != 0 and "No matching distribution found for" in install.stderr:
        pytest.skip("no package index with setuptools and LibCST is reachable")
    assert install.returncode == 0, install.stderr
    listed = subprocess.run([str(venv / "bin" / "pip"), "list", "--format", "freeze"], capture_output=True,
                            text=True, env=env, timeout=120).stdout
    installed = {_name(line.split("==")[0]) for line in listed.splitlines() if "==" in line}
    assert {"jaxlint-tracer", "libcst"} <= installed
    assert not installed & set(HEAVY), installed
    site = Path(subprocess.run([str(venv / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_paths()"
                                "['purelib'])"], capture_output=True, text=True, check=True, timeout=60).stdout.strip())
    tools = ("pip", "setuptools", "pkg_resources", "_distutils_hack")
    ours = sum(_size(p) for p in site.iterdir() if p.is_dir() and not p.name.startswith(tools))
    assert ours < 40 << 20, ours  # jaxlint, LibCST, PyYAML: 21 MiB today; JAX alone would be 30 times that
    assert _size(venv) < 60 << 20  # what a pre-commit hook environment holds, pip and setuptools included

    project = tmp_path / "work"
    shutil.copytree(REPO / "examples", project / "examples")
    jaxlint = str(venv / "bin" / "jaxlint")
    proc = subprocess.run([jaxlint, "check", "--no-cache", "--output-format", "concise", "examples/"], cwd=project,
                          capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 1, proc.stderr
    assert re.search(r"^examples/\S+\.py:\d+:\d+: JAX\d{3} ", proc.stdout, re.M), proc.stdout

    proc = subprocess.run([jaxlint, "verify", "examples/"], cwd=project, capture_output=True, text=True, env=env,
                          timeout=300)
    assert proc.returncode == 2 and proc.stdout == ""
    python = Path(jaxlint).read_text(encoding="utf-8").splitlines()[0].removeprefix("#!")  # the script's interpreter
    assert proc.stderr == (f"jaxlint: error: verification runs your code under JAX, but jaxlint's interpreter "
                           f"({python}) has no jax: pip install 'jaxlint-tracer[verify]', or pass --python PATH to "
                           "your project's interpreter\n")

    # The same install verifies against another interpreter's JAX (this one's).
    (project / "m.py").write_text("import jax\n\n\n@jax.jit\ndef f(x: jax.Array):\n    return x * 2\n",
                                  encoding="utf-8")
    proc = subprocess.run([jaxlint, "verify", "--python", sys.executable, "--output-format", "json", "m.py"],
                          cwd=project, capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert '"status": "verified"' in proc.stdout
