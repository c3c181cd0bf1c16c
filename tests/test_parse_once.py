"""Issue #14: a run parses each file at most once, in process and in the pool, for `check`
and for `check --fix`.

A generated project whose modules are followed by many files, in lints far apart (each
`mid` module by two files 26 files apart: other pool batches, and more than the memo's 24
modules between them), whose followed texts together pass 600 KB, with one module past
600 KB. A second one (jax's test modules, flax's `cursor.py`): modules with lints of their own
that other files follow through a project's own jit wrapper (no transform spelled where they
are followed), the followers first in the run's order, the followed last. Parses are counted
(LibCST's `parse_module`, by text), not timed, in a subprocess: the pool's workers fork from it
and count with it.
"""

from __future__ import annotations

import collections
import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
MIDS = 26
USERS = 2 * MIDS

_COUNTING = r"""
import hashlib, os, sys
import libcst
log = sys.argv[1]
COMMAND = os.getpid()  # parses in the command's own process are marked apart from the pool's
parse = libcst.parse_module
def counted(text, *args, **kwargs):
    fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    digest = hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()
    os.write(fd, f"{digest}{'' if os.getpid() == COMMAND else '+'}\n".encode())
    os.close(fd)
    return parse(text, *args, **kwargs)
libcst.parse_module = counted
from jaxlint.cli import main
sys.exit(main(["check", "--no-cache", "--output-format", "json", *sys.argv[2:]]))
"""
HELPERS = 24


def _filler(size: int) -> str:
    line = "# " + "x" * 98 + "\n"
    return line * (size // len(line))


def _project(root: Path) -> dict[str, Path]:
    pkg = root / "pkg"
    pkg.mkdir()
    files = {"pkg/__init__.py": "\"\"\"A generated package.\"\"\"\n"}
    files["pkg/hub.py"] = "def scale(x):\n    return x * 2\n" + _filler(120_000)
    files["pkg/big.py"] = "import jax\n\n\ndef offset(x):\n    return x + 1\n" + _filler(620_000)  # linted, never followed
    for k in range(MIDS):
        files[f"pkg/mid{k:02d}.py"] = f"def shift(x):\n    if x > 0:\n        return x\n    return x + {k}\n" + _filler(26_000)
    for i in range(USERS):
        files[f"pkg/user{i:02d}.py"] = (
            f"# user {i}\nimport jax\n\nfrom pkg import big, mid{i % MIDS:02d} as mid\nfrom pkg.hub import scale\n\n\n"
            "@jax.jit\ndef step(x):\n    return mid.shift(scale(x)) + big.offset(x)\n")
    for name, text in files.items():
        (root / name).write_text(text)
    return {name: root / name for name in files}


def _wrapped_project(root: Path) -> dict[str, Path]:
    """Followers (`a_user*`, first in the run's order) jit through the project's own wrapper
    (`@compiled`) a function calling a helper module (`z_help*`, last) that its own lint reads."""
    pkg = root / "pkg"
    pkg.mkdir()
    files = {"pkg/__init__.py": "\"\"\"A generated package.\"\"\"\n",
             "pkg/wrap.py": "import jax\n\n\ndef compiled(fn):\n    return jax.jit(fn)\n"}
    for k in range(HELPERS):
        files[f"pkg/z_help{k:02d}.py"] = (f"import jax.numpy as jnp\n\n\ndef shift(x):\n    if x > 0:\n        return x\n"
                                          f"    return jnp.abs(x) + {k}\n" + _filler(4_000))
        files[f"pkg/a_user{k:02d}.py"] = (f"import jax\nfrom pkg import z_help{k:02d} as helper\nfrom pkg.wrap import compiled\n\n\n"
                                          "@compiled\ndef step(x):\n    return helper.shift(x)\n" + _filler(4_000))
    for name, text in files.items():
        (root / name).write_text(text)
    return {name: root / name for name in files}


def _parses(tmp_path: Path, jobs: int, fix: bool = False, make=_project,
            pool_only: bool = False) -> tuple[collections.Counter, dict, list]:
    root = tmp_path / f"j{jobs}"
    root.mkdir()
    files = make(root)
    by_text = {hashlib.sha1(p.read_text().encode()).hexdigest(): name for name, p in files.items()}
    log = tmp_path / f"parses{jobs}.log"
    proc = subprocess.run([sys.executable, "-c", _COUNTING, str(log), "-j", str(jobs), *(["--fix"] if fix else []),
                           str(root)], cwd=REPO, capture_output=True, text=True, timeout=600)
    assert proc.returncode in (0, 1), proc.stderr[-2000:]
    entries = [(h.rstrip("+"), h.endswith("+")) for h in log.read_text().split()]
    counts = collections.Counter(by_text[h] for h, pooled in entries if h in by_text and (pooled or not pool_only))
    return counts, by_text, json.loads(proc.stdout)


@pytest.mark.parametrize("jobs", [1, 2])
def test_each_file_is_parsed_at_most_once(tmp_path, jobs):
    counts, _, findings = _parses(tmp_path, jobs)
    assert counts, "nothing parsed: the project no longer exercises the lint"
    twice = {name: n for name, n in counts.items() if n > 1}
    assert not twice, f"parsed more than once with -j {jobs}: {twice}"
    # the followed modules were followed: the hub and every mid module were parsed (the
    # `if x > 0` on a tracer in each mid module is a finding there)
    assert counts["pkg/hub.py"] == 1 and all(counts[f"pkg/mid{k:02d}.py"] == 1 for k in range(MIDS))
    assert {Path(d["filename"]).name for d in findings} >= {f"mid{k:02d}.py" for k in range(MIDS)}


def test_the_fix_pool_parses_each_followed_module_once(tmp_path):
    """`check --fix` over the tree: its pool (forked after the shared modules are parsed, as
    `check`'s) parses each module the lints follow once (main: the hub and every mid twice in
    the pool). Not yet once in the whole run: without the run's file list, a `mid` module's
    lint looks for entry points in its importers and may parse a `user` file the other worker
    lints; and the command's second pass, which prepares again the files other files' traced
    code has fixable findings in (every `mid`, with its importers' lints), parses them in the
    command's own process."""
    counts, _, _ = _parses(tmp_path, 2, fix=True, pool_only=True)
    followed = {name: n for name, n in counts.items() if n > 1 and not name.startswith("pkg/user")}
    assert not followed, f"followed modules parsed more than once by --fix's pool: {followed}"
    assert counts["pkg/hub.py"] == 1 and all(counts[f"pkg/mid{k:02d}.py"] == 1 for k in range(MIDS))


@pytest.mark.parametrize("fix", [False, True], ids=["check", "fix"])
def test_modules_followed_through_a_project_wrapper_are_parsed_once(tmp_path, fix):
    """Jax's shape: a module's own lint and the lints that follow it in different workers,
    followed from files that spell no transform (`@compiled`, the project's wrapper)."""
    counts, _, findings = _parses(tmp_path, 2, fix=fix, make=_wrapped_project, pool_only=fix)
    twice = {name: n for name, n in counts.items() if n > 1}
    assert not twice, f"parsed more than once: {twice}"
    assert all(counts[f"pkg/z_help{k:02d}.py"] == 1 for k in range(HELPERS))
    # followed indeed: the wrapper's jit reaches each helper's `if x > 0` (reported there; with
    # --fix, fixed there: a finding a far importer causes in a file of the run, branch fixes28)
    helpers = {f"z_help{k:02d}.py" for k in range(HELPERS)}
    if fix:
        assert not findings and all("if x > 0" not in (tmp_path / "j2" / "pkg" / h).read_text() for h in helpers)
    else:
        assert {Path(d["filename"]).name for d in findings} >= helpers
