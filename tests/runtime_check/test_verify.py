"""End to end: `jaxlint verify` and `jaxlint check --fix --verify` run user code in workers.

One `verify` run over a folder of misbehaving modules covers most statuses at once (each
worker imports jax, so the cases share runs): hangs, os._exit, sys.exit, megabytes of output,
fork, a memory hog, an import error, code that still breaks under jit, missing inputs.
"""

from __future__ import annotations

import hashlib
import secrets
import io
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from jaxlint.cli import main
from jaxlint.config import Config
from jaxlint.runtime_check.command import verify_changes
from jaxlint.runtime_check.device import memory_limit
from jaxlint.runtime_check.plan import Change
from jaxlint.runtime_check.report import Progress

HEADER = ("import os\nimport sys\nimport jax\nimport jax.numpy as jnp\nimport numpy as np\n"
          "from functools import partial\n")

DAEMON = HEADER + """
    @jax.jit
    def daemon(x: jax.Array):
        import subprocess
        subprocess.Popen(["setsid", "sleep", os.environ["ZOO_SLEEP"]])
        while True:
            pass
"""


def sleepers(token: str) -> list[int]:
    """Processes running `sleep <token>` (the daemons the zoo starts), by their /proc entries."""
    found = []
    for name in os.listdir("/proc"):
        try:
            with open(f"/proc/{name}/cmdline", "rb") as handle:
                if handle.read().split(b"\0")[:2] == [b"sleep", token.encode()]:
                    found.append(int(name))
        except (OSError, ValueError):
            continue
    return found


ZOO = {
    "pyproject.toml": """
        [tool.jaxlint.verify]
        timeout = 3
        [tool.jaxlint.verify.examples]
        "ok:scaled" = "scaled(jnp.arange(3.0), 4)"
    """,
    "ok.py": HEADER + """
        @jax.jit
        def where_ok(x):
            return jnp.where(x > 0, x, -x)

        @partial(jax.jit, static_argnums=1)
        def scaled(x, k):
            return x * k

        @jax.jit
        def still_broken(x):
            if x.sum() > 0:
                return x
            return -x

        @jax.jit
        def no_inputs(params, x):
            return params["w"] * x

        @jax.jit
        def exits(x):
            sys.exit(3)

        @jax.jit
        def chatty(x):
            for _ in range(40000):
                print("spam " * 30)
            return x + 1

        @jax.jit
        def forks(x):
            os.fork()
            return x * 2

        @jax.jit
        def hog(x):
            np.ones(4 << 30, dtype=np.uint8)  # 4 GiB, over the 3 GiB cap the test sets
            return x

        @jax.jit
        def writes(x):
            with open(os.path.join(os.path.dirname(__file__), "written.txt"), "w") as f:
                f.write("x")
            with open("relative.txt", "w") as f:
                f.write("x")
            return x

        def _usage():
            where_ok(jnp.array([1.0, -2.0]))
            exits(jnp.ones(2))
            hog(jnp.ones(2))
            still_broken(jnp.ones(2))
    """,
    "hang.py": HEADER + """
        @jax.jit
        def spins(x: jax.Array):
            while True:
                pass

        @jax.jit
        def after_hang(x: jax.Array):
            return x - 1
    """,
    "dies.py": HEADER + """
        @jax.jit
        def hard_exit(x: jax.Array):
            os._exit(7)

        @jax.jit
        def after_death(x: jax.Array):
            return x / 2
    """,
    "state.py": HEADER + """
        import dataclasses

        SEEN = []
        SCALE = 2.0

        def set_scale(value):
            global SCALE
            SCALE = value

        @jax.jit
        def leaks(x: jax.Array):
            SEEN.append(x)
            return x + 1

        @jax.jit
        def scaled_by_global(x: jax.Array):
            return x * SCALE

        @partial(jax.tree_util.register_dataclass, data_fields=["value"], meta_fields=["post"])
        @dataclasses.dataclass
        class Boxed:
            value: jax.Array
            post: object

        @jax.jit
        def boxed(x: jax.Array):
            return Boxed(x * 2, lambda y: y + 1)
    """,
    "limits.py": HEADER + """
        @jax.jit
        def hog_made_up(x: jax.Array):
            np.ones(4 << 30, dtype=np.uint8)
            return x

        @jax.jit
        def raises_cap(x: jax.Array):
            import resource
            resource.setrlimit(resource.RLIMIT_AS, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
            return x
    """,
    "daemon.py": DAEMON,
    "broken_import.py": HEADER + """
        raise RuntimeError("boom at import")

        @jax.jit
        def f(x: jax.Array):
            return x
    """,
}


def write_tree(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text) if not text.startswith(HEADER) else
                        HEADER + textwrap.dedent(text[len(HEADER):]), encoding="utf-8")


def snapshot(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()} | {
        str(p.relative_to(root)) + "/": "" for p in root.rglob("*") if p.is_dir()}


@pytest.fixture(scope="module")
def zoo(tmp_path_factory):
    root = tmp_path_factory.mktemp("zoo")
    write_tree(root, ZOO)
    before = snapshot(root)
    old_cwd = os.getcwd()
    token = f"{300 + secrets.randbelow(10**6) / 10**6:.6f}"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("JAXLINT_VERIFY_MEMORY_MB", "3072")
        mp.setenv("ZOO_SLEEP", token)
        mp.setenv("XDG_CACHE_HOME", str(root.parent / "zoo-cache"))
        mp.delenv("JAXLINT_OUTPUT_FORMAT", raising=False)
        os.chdir(root)
        out, err = io.StringIO(), io.StringIO()
        mp.setattr(sys, "stdout", out)
        mp.setattr(sys, "stderr", err)
        try:
            code = main(["verify", ".", "--output-format", "json"])
        finally:
            os.chdir(old_cwd)
    results = json.loads(out.getvalue())
    return {"code": code, "results": {r["function"]: r for r in results}, "list": results, "stderr": err.getvalue(),
            "unchanged": snapshot(root) == before, "sleepers": sleepers(token)}


@pytest.mark.parametrize("function, status, detail", [
    ("where_ok", "verified", "inputs: call site ok.py:"),
    ("scaled", "verified", "inputs: [tool.jaxlint.verify.examples] 'ok:scaled'"),
    ("still_broken", "compile-error", "TracerBoolConversionError"),
    ("no_inputs", "unverified", "cannot make up a value for parameter 'params'"),
    ("exits", "runtime-error", "SystemExit: the code called sys.exit(3)"),
    ("chatty", "verified", ""),
    ("forks", "verified", ""),
    ("hog", "runtime-error", "MemoryError"),
    ("writes", "verified", ""),
    ("spins", "timeout", "running the original eagerly did not finish within 3 s"),
    ("after_hang", "verified", ""),
    ("hard_exit", "runtime-error", "the worker process died (exit code 7"),
    ("after_death", "verified", ""),
    ("f", "import-error", "the module raised at import: RuntimeError: boom at import (line 8)"),
    ("leaks", "compile-error", "tracer leak (found by jax.checking_leaks"),
    ("scaled_by_global", "mismatch", "stale global: after module global SCALE changed between calls"),
    ("boxed", "verified", ""),
    ("hog_made_up", "runtime-error", "out of memory"),
    ("raises_cap", "unverified", "not allowed to raise maximum limit"),
    ("daemon", "timeout", "running the original eagerly did not finish within 3 s"),
])
def test_zoo_statuses(zoo, function, status, detail):
    result = zoo["results"][function]
    assert (result["status"], detail in result["detail"]) == (status, True), result


def test_zoo_report_and_exit_code(zoo):
    assert zoo["code"] == 1
    assert zoo["stderr"] == ""  # no progress: stderr is not a terminal
    fields = {"filename", "function", "line", "status", "device", "checks", "inputs", "detail", "via",
              "compile_ms", "run_ms"}
    for r in zoo["list"]:
        assert set(r) == fields
        assert r["device"] == "cpu"
    verified = zoo["results"]["where_ok"]
    assert verified["filename"] == "ok.py" and verified["line"] == 9
    assert verified["compile_ms"] > 0 and verified["run_ms"] > 0
    assert zoo["results"]["spins"]["compile_ms"] is None


def test_zoo_leak_and_stale_global_show_on_the_second_look(zoo):
    leak, stale = zoo["results"]["leaks"], zoo["results"]["scaled_by_global"]
    assert leak["checks"]["leak"] == "failed"
    assert stale["checks"]["forward"] == "passed" and stale["checks"]["repeat"] == "failed"


def test_zoo_setsid_daemon_killed_with_its_worker(zoo):
    assert zoo["sleepers"] == []


def test_zoo_user_files_untouched(zoo):
    assert zoo["unchanged"]  # byte-identical, and no __pycache__, written.txt or relative.txt


def test_fix_then_verify_rewrite(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "model.py").write_text(HEADER + textwrap.dedent("""
        @jax.jit
        def relu_or_double(x):
            if x.sum() < 0:
                return -x
            return x * 2

        @jax.jit
        def untouched(x):
            return x + 1

        relu_or_double(jnp.array([1.0, -3.0]))  # runs at import: eagerly in the original
    """), encoding="utf-8")
    code = main(["check", "--fix", "--verify", "model.py"])
    out, err = capsys.readouterr()
    assert code == 0, out + err
    assert "jnp.where(x.sum() < 0, -x, x * 2)" in (tmp_path / "model.py").read_text()
    lines = [line for line in out.splitlines() if line.startswith("model.py:")]
    assert len(lines) == 1 and "relu_or_double" in lines[0] and " verified " in lines[0]
    fixed = (tmp_path / "model.py").read_text().splitlines()
    call_line = next(i for i, line in enumerate(fixed, 1) if line.startswith("relu_or_double("))
    assert f"inputs: call site model.py:{call_line}" in lines[0]


def test_planted_rewrites_mismatch_and_compile_error(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    original = HEADER + textwrap.dedent("""
        @jax.jit
        def clip(x):
            return jnp.where(x > 0, x, -x)

        @jax.jit
        def sign(x: jax.Array):
            return jnp.where(x.sum() > 0, x, -x)

        clip(jnp.array([1.0, -2.0, 3.0]))
    """)
    rewritten = original.replace("jnp.where(x > 0, x, -x)", "jnp.where(x > 0, x, 0.0)").replace(
        "    return jnp.where(x.sum() > 0, x, -x)", "    if x.sum() > 0:\n        return x\n    return -x")
    (tmp_path / "planted.py").write_text(rewritten, encoding="utf-8")
    results, _ = verify_changes([Change(Path("planted.py"), original, rewritten, "utf-8")], [Path("planted.py")],
                                Config(root=tmp_path), timeout=30)
    by_name = {r.function: r for r in results}
    assert by_name["clip"].status == "mismatch"
    assert by_name["clip"].detail.startswith("output: values differ: largest difference 2 at index [1]")
    assert by_name["sign"].status == "compile-error"
    assert "TracerBoolConversionError" in by_name["sign"].detail


@pytest.mark.skipif(shutil.which("nvidia-smi") is not None, reason="a GPU may be present")
def test_missing_device_is_a_one_line_error(tmp_path):
    (tmp_path / "m.py").write_text(HEADER + "@jax.jit\ndef f(x: jax.Array):\n    return x\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT_")}
    proc = subprocess.run([sys.executable, "-m", "jaxlint", "verify", "m.py", "--device", "gpu"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120, env=env)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.startswith("jaxlint: error: device 'gpu' is not available: ")
    assert proc.stderr.count("\n") == 1


def test_progress_only_on_a_terminal():
    class Stream(io.StringIO):
        def __init__(self, tty):
            super().__init__()
            self.tty = tty

        def isatty(self):
            return self.tty

    for tty in (False, True):
        stream = Stream(tty)
        progress = Progress(2, stream)
        progress.event("m.py", {"event": "step", "name": "f", "step": "compile"})
        progress.close()
        assert ("compiling m.py:f" in stream.getvalue()) is tty


def test_memory_cap_defaults(monkeypatch):
    monkeypatch.delenv("JAXLINT_VERIFY_MEMORY_MB", raising=False)
    physical = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    assert memory_limit("cpu") == max(min(4 << 30, physical // 2), 1 << 30)
    assert memory_limit("gpu") is None and memory_limit("tpu") is None
    assert memory_limit("gpu", 2048) == 2 << 30 and memory_limit("cpu", 0) is None
    assert memory_limit("cpu", None, 1024) == 1 << 30  # [tool.jaxlint.verify] memory-limit-mb
    monkeypatch.setenv("JAXLINT_VERIFY_MEMORY_MB", "512")
    assert memory_limit("cpu", None, 1024) == 512 << 20 and memory_limit("cpu", 256, 1024) == 256 << 20
