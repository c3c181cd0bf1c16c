"""Target devices: what the worker's environment says and which platform it probes.

Every device goes through the same path: the worker starts with `JAX_PLATFORMS` set for the
target and calls `jax.devices(<platform>)`; if that fails the run stops with a one-line error
(exit 2). The memory cap (RLIMIT_AS) applies on CPU only: the CUDA and TPU runtimes reserve
address space far beyond physical memory, so an address-space limit breaks them.
"""

from __future__ import annotations

import os

DEVICES = ("cpu", "gpu", "tpu")
JAX_PLATFORMS = {"cpu": "cpu", "gpu": "cuda", "tpu": "tpu"}
PROBE_PLATFORM = {"cpu": "cpu", "gpu": "gpu", "tpu": "tpu"}
MEMORY_ENV = "JAXLINT_VERIFY_MEMORY_MB"
MIN_MEMORY = 16 << 30  # jax on CPU maps ~1.5 GiB of address space before any user code runs


def memory_limit(device: str) -> int | None:
    """Bytes of address space a CPU worker may map: $JAXLINT_VERIFY_MEMORY_MB (0 = none), else
    the machine's physical memory, but at least 16 GiB."""
    if device != "cpu":
        return None
    configured = os.environ.get(MEMORY_ENV)
    if configured:
        try:
            mb = int(configured)
        except ValueError:
            mb = -1
        if mb < 0:
            raise ValueError(f"{MEMORY_ENV} must be a whole number of megabytes (0 for no limit)")
        return mb << 20 if mb else None
    try:
        physical = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        physical = 0
    return max(physical, MIN_MEMORY)


def worker_environment(device: str) -> dict[str, str]:
    env = dict(os.environ)
    env["JAX_PLATFORMS"] = JAX_PLATFORMS[device]
    env["PYTHONDONTWRITEBYTECODE"] = "1"  # importing the user's modules must not write __pycache__
    env["PYTHONUNBUFFERED"] = "1"
    env.pop("PYTHONSTARTUP", None)
    env.pop("JAXLINT_WORKER_PATH", None)
    package_parent = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    existing = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    if package_parent not in existing:  # so the worker can import jaxlint; it drops it once started
        env["PYTHONPATH"] = os.pathsep.join(existing + [package_parent])
        env["JAXLINT_WORKER_PATH"] = package_parent
    return env
