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
    assert worker_environment("gpu", "/nonexistent")["JAX_PLATFORMS"] == "cuda" and PROBE_PLATFORM["gpu"] == "gpu"
    assert worker_environment("tpu", "/nonexistent")["JAX_PLATFORMS"] == "tpu" == JAX_PLATFORMS["tpu"]
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


def _gpu_usable() -> bool:
    if shutil.which("nvidia-smi") is None:
        return False
    probe = subprocess.run([sys.executable, "-c", "import jax; jax.devices('gpu')"], capture_output=True,
                           env={**os.environ, "JAX_PLATFORMS": "cuda"}, timeout=300)
    return probe.returncode == 0


@pytest.mark.skipif(not _gpu_usable(), reason="no usable GPU (nvidia-smi and a CUDA jax plugin)")
def test_verify_on_the_gpu(tmp_path, monkeypatch, capsys):
    (tmp_path / "m.py").write_text(textwrap.dedent("""
        import jax
        import jax.numpy as jnp

        @jax.jit
        def relu_or_neg(x: jax.Array):
            return x if x.sum() > 0 else -x
    """), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--fix", "--verify", "--device", "gpu", "--verify-report", "r.json", "m.py"]) == 0
    (row,) = json.loads((tmp_path / "r.json").read_text())
    assert row["status"] == "verified" and row["device"] not in (None, "cpu"), row
    capsys.readouterr()
    assert main(["verify", "m.py", "--device", "gpu", "--output-format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["status"] == "verified"
