"""Target devices: what the worker's environment says, which platform it probes, and the
memory cap.

Every device goes through the same path: the worker starts with `JAX_PLATFORMS` set for the
target (an accelerator with the CPU beside it, for host callbacks) and calls `jax.devices(<platform>)`; if that fails the run stops with a one-line error
(exit 2). The memory cap (RLIMIT_AS, soft = hard) applies by default on CPU only: the CUDA and
TPU runtimes reserve address space far beyond physical memory, so an address-space limit
breaks them; one given explicitly applies on every device.
"""

from __future__ import annotations

import os

DEVICES = ("cpu", "gpu", "tpu")
# An accelerator's worker keeps the CPU backend too: host callbacks (jax.debug.print, the fix for
# print under jit; pure_callback) place their operands on a CPU device and fail without one. The
# accelerator comes first, so it stays the default device; the probe still asks for it by name.
JAX_PLATFORMS = {"cpu": "cpu", "gpu": "cuda,cpu", "tpu": "tpu,cpu"}
PROBE_PLATFORM = {"cpu": "cpu", "gpu": "gpu", "tpu": "tpu"}
MEMORY_ENV = "JAXLINT_VERIFY_MEMORY_MB"
DEFAULT_CAP = 4 << 30  # bytes; with glibc's arenas limited, JAX on CPU maps ~0.6 GiB before user code
FLOOR = 1 << 30


def default_memory_limit() -> int:
    """The smaller of 4 GiB and half the machine's physical memory (at least 1 GiB)."""
    try:
        physical = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        physical = 0
    return max(min(DEFAULT_CAP, physical // 2 if physical else DEFAULT_CAP), FLOOR)


def memory_limit(device: str, option_mb: int | None = None, config_mb: int | None = None) -> int | None:
    """Bytes of address space a worker may map: --memory-limit, else $JAXLINT_VERIFY_MEMORY_MB, else
    `memory-limit-mb` in [tool.jaxlint.verify], else the default (CPU only); 0 means no cap."""
    megabytes = option_mb
    if megabytes is None and os.environ.get(MEMORY_ENV):
        try:
            megabytes = int(os.environ[MEMORY_ENV])
        except ValueError:
            megabytes = -1
        if megabytes < 0:
            raise ValueError(f"{MEMORY_ENV} must be a whole number of megabytes (0 for no limit)")
    if megabytes is None:
        megabytes = config_mb
    if megabytes is not None:
        if megabytes < 0:
            raise ValueError("--memory-limit must be a whole number of megabytes (0 for no limit)")
        return megabytes << 20 if megabytes else None
    return default_memory_limit() if device == "cpu" else None


def compilation_cache_dir() -> str | None:
    """Where workers keep XLA executables between runs (JAX's persistent compilation cache: the
    eager reference compiles one small executable per primitive and shape, and loading them is
    cheaper than compiling them again). jaxlint's own folder in the user's cache directory, never
    one in the project; JAXLINT_NO_CACHE=1 turns it off."""
    if os.environ.get("JAXLINT_NO_CACHE") == "1":
        return None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "jaxlint", "xla")


def worker_environment(device: str, worker_path: str) -> dict[str, str]:
    """The worker's environment; `worker_path` (see interpreter.worker_path) goes on its
    PYTHONPATH so that it can import its own modules in an interpreter without jaxlint, and is
    dropped from sys.path once the worker has started."""
    env = dict(os.environ)
    env["JAX_PLATFORMS"] = JAX_PLATFORMS[device]
    env["PYTHONDONTWRITEBYTECODE"] = "1"  # importing the user's modules must not write __pycache__
    env["PYTHONUNBUFFERED"] = "1"
    env.setdefault("MALLOC_ARENA_MAX", "2")  # per-thread malloc arenas would reserve GiBs of address space
    env.pop("PYTHONSTARTUP", None)
    env.pop("JAXLINT_WORKER_PATH", None)
    existing = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    if worker_path not in existing:
        env["PYTHONPATH"] = os.pathsep.join([worker_path, *existing])
        env["JAXLINT_WORKER_PATH"] = worker_path
    return env
