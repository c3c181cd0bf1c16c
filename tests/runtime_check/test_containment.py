"""Containment of the verification worker: the hard memory cap, and killing a worker's whole
process tree, `setsid` daemons included, with and without a PID namespace."""

from __future__ import annotations

import io
import json
import os
import resource
import secrets
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from jaxlint.cli import main
from jaxlint.runtime_check import sandbox
from jaxlint.runtime_check.proctree import MARKER, kill_tree

from tests.runtime_check.test_verify import DAEMON, sleepers, write_tree

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="needs /proc")


def _token() -> str:
    return f"{300 + secrets.randbelow(10**6) / 10**6:.6f}"


def _wait_for(predicate, seconds: float = 20.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = predicate()
        if found:
            return found
        time.sleep(0.05)
    return predicate()


def test_kill_tree_finds_children_that_left_the_session():
    token, marker = _token(), secrets.token_hex(8)
    script = f"import subprocess, time\nsubprocess.Popen(['setsid', 'sleep', {token!r}])\ntime.sleep(60)\n"
    proc = subprocess.Popen([sys.executable, "-c", script], start_new_session=True,
                            env={**os.environ, MARKER: marker})
    try:
        assert _wait_for(lambda: sleepers(token)), "the daemon did not start"
        os.killpg(proc.pid, signal.SIGKILL)  # what a process-group kill alone reaches
        time.sleep(0.2)
        assert sleepers(token), "the daemon should have survived the group kill"
        assert kill_tree(proc.pid, marker)
        assert _wait_for(lambda: not sleepers(token), 5.0)
    finally:
        proc.wait()
        for pid in sleepers(token):
            os.kill(pid, signal.SIGKILL)


def test_worker_without_a_pid_namespace_still_loses_its_daemons(tmp_path, monkeypatch, capsys):
    token = _token()
    write_tree(tmp_path, {"daemon.py": DAEMON})
    monkeypatch.setattr(sandbox, "isolation_prefix", lambda: ())
    monkeypatch.setenv("ZOO_SLEEP", token)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    try:
        code = main(["verify", "daemon.py", "--timeout", "3", "--output-format", "json"])
        results = json.loads(capsys.readouterr().out)
        assert code == 1 and [(r["function"], r["status"]) for r in results] == [("daemon", "timeout")]
        assert _wait_for(lambda: not sleepers(token), 5.0)
    finally:
        for pid in sleepers(token):
            os.kill(pid, signal.SIGKILL)


def test_pid_namespace_used_where_the_system_allows_it():
    prefix = sandbox.isolation_prefix()
    probe = subprocess.run(["unshare", "--pid", "--fork", "true"], capture_output=True) if os.geteuid() == 0 \
        else subprocess.run(["unshare", "--user", "--pid", "--fork", "true"], capture_output=True)
    assert ("--pid" in prefix) == (probe.returncode == 0)


def test_memory_cap_is_soft_and_hard_and_cannot_be_raised():
    script = textwrap.dedent("""
        import resource
        from jaxlint.runtime_check.containment import limit_memory
        print(limit_memory(1 << 30), resource.getrlimit(resource.RLIMIT_AS))
        try:
            resource.setrlimit(resource.RLIMIT_AS, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
            print("raised")
        except (ValueError, OSError) as exc:
            print("refused", exc)
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60).stdout
    first, second = out.splitlines()
    assert first == f"{1 << 30} ({1 << 30}, {1 << 30})"
    assert second.startswith("refused")
    assert resource.getrlimit(resource.RLIMIT_AS)[1] != 1 << 30  # the test process itself is not capped


def test_unwritable_report_is_a_usage_error(tmp_path, monkeypatch):
    (tmp_path / "m.py").write_text("import jax\n\n@jax.jit\ndef f(params, x):\n    return params['w'] * x\n",
                                   encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    err = io.StringIO()
    monkeypatch.setattr(sys, "stderr", err)
    code = main(["verify", "m.py", "--verify-report", str(tmp_path / "missing" / "r.json")])
    assert code == 2 and err.getvalue().startswith("jaxlint: error: ") and err.getvalue().count("\n") == 1


def test_require_verified_fails_on_unverified(tmp_path, monkeypatch, capsys):
    (tmp_path / "m.py").write_text("import jax\n\n@jax.jit\ndef f(params, x):\n    return params['w'] * x\n",
                                   encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["verify", "m.py"]) == 0  # no inputs: listed, not a failure
    assert main(["verify", "m.py", "--require-verified", "--verify-report", "r.json"]) == 1
    assert json.loads((tmp_path / "r.json").read_text())[0]["status"] == "unverified"
    assert "unverified" in capsys.readouterr().out
