"""Device selection: the worker's JAX_PLATFORMS and probe follow --device; a missing device is one
line and exit 2 (test_verify); where a GPU is present the same run happens on it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

from jaxlint.cli import main
from jaxlint.runtime_check import command
from jaxlint.runtime_check.device import JAX_PLATFORMS, PROBE_PLATFORM, memory_limit, worker_environment


def test_device_selects_the_platform_whatever_the_environment_says(monkeypatch):
    monkeypatch.setenv("JAX_PLATFORMS", "cuda")
    assert worker_environment("cpu", "/nonexistent")["JAX_PLATFORMS"] == "cpu"
    monkeypatch.setenv("JAX_PLATFORMS", "cpu")
    # An accelerator keeps the CPU backend beside it: jax.debug.print's callback needs a CPU device.
    assert worker_environment("gpu", "/nonexistent")["JAX_PLATFORMS"] == "cuda,cpu" and PROBE_PLATFORM["gpu"] == "gpu"
    assert worker_environment("tpu", "/nonexistent")["JAX_PLATFORMS"] == "tpu,cpu" == JAX_PLATFORMS["tpu"]
    assert memory_limit("gpu") is None  # CUDA reserves address space far beyond memory: no default cap


def test_accelerators_get_one_worker(monkeypatch):
    seen = {}

    class FakePool:
        def __init__(self, settings, size, on_event):
            seen[settings.device] = size

        def run(self, jobs):
            return []

    monkeypatch.setattr(command, "Pool", FakePool)
    monkeypatch.setattr(command.os, "cpu_count", lambda: 16)
    jobs = [command.ModuleJob(f"m{i}.py", f"m{i}", [object()], {}, [], []) for i in range(8)]
    for device in ("cpu", "gpu"):
        command._execute(jobs, command.Settings(device, 1.0, None))
    assert seen == {"cpu": 4, "gpu": 1}


def _accelerator_usable(device: str) -> bool:
    """A GPU needs nvidia-smi and a CUDA plugin, a TPU libtpu; then JAX must open it."""
    import importlib.util

    if device == "gpu" and shutil.which("nvidia-smi") is None:
        return False
    if device == "tpu" and importlib.util.find_spec("libtpu") is None:
        return False
    probe = subprocess.run([sys.executable, "-c", f"import jax; jax.devices({PROBE_PLATFORM[device]!r})"],
                           capture_output=True, env={**os.environ, "JAX_PLATFORMS": JAX_PLATFORMS[device]},
                           timeout=300)
    return probe.returncode == 0


@pytest.mark.parametrize("device", ["gpu", "tpu"])
def test_verify_on_an_accelerator(device, tmp_path, monkeypatch, capsys):
    """The main job on the accelerator, a print rewritten to jax.debug.print included: its host
    callback needs the CPU backend beside the accelerator (on a TPU it failed without one)."""
    if not _accelerator_usable(device):
        pytest.skip(f"no usable {device}")
    (tmp_path / "m.py").write_text(textwrap.dedent("""
        import jax
        import jax.numpy as jnp

        @jax.jit
        def relu_or_neg(x: jax.Array):
            return x if x.sum() > 0 else -x

        @jax.jit
        def shout(x: jax.Array):
            print("x is", x)
            return x * 2
    """), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--fix", "--verify", "--device", device, "--verify-report", "r.json", "m.py"]) == 0
    rows = json.loads((tmp_path / "r.json").read_text())
    assert {r["function"] for r in rows} == {"relu_or_neg", "shout"}
    assert all(r["status"] == "verified" and r["device"] not in (None, "cpu") for r in rows), rows
    capsys.readouterr()
    assert main(["verify", "m.py", "--device", device, "--output-format", "json"]) == 0
    assert {r["status"] for r in json.loads(capsys.readouterr().out)} == {"verified"}


def test_a_host_callbacks_error_names_its_inner_exception():
    """XLA wraps a failing callback's Python traceback in its own error; the verdict's one line
    keeps the last line, which says what went wrong (on a TPU: no CPU device for the callback)."""
    from jaxlint.runtime_check.channel import one_line

    wrapped = RuntimeError("INTERNAL: Execute event error: CpuCallback error: Traceback (most recent call last):\n"
                           '  File "m.py", line 3, in f\n    print(x)\n'
                           "RuntimeError: jax.debug.callback failed to find a local CPU device")
    assert one_line(wrapped) == ("RuntimeError: INTERNAL: Execute event error: CpuCallback error: ... "
                                 "RuntimeError: jax.debug.callback failed to find a local CPU device")
    assert one_line(ValueError("plain\nsecond line")) == "ValueError: plain"
