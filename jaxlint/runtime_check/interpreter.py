"""Which Python runs the user's code under `jaxlint verify`: the project's own, so that the code
is verified against the project's JAX and dependencies, not whatever jaxlint was installed with.

`--python PATH` wins; else the active virtualenv's interpreter (`$VIRTUAL_ENV/bin/python`); else
the interpreter running jaxlint. jaxlint need not be installed there: the worker needs only the
standard library, JAX and NumPy, and finds its own modules through a folder that holds nothing
but a link to this package (`worker_path`), so none of jaxlint's other dependencies leak into
the child. A short probe, which imports neither JAX nor user code, says in one line what is
wrong with the interpreter (missing, not Python, too old, without JAX) before any worker starts.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from jaxlint.runtime_check.supervisor import VerifyError

DISTRIBUTION = "jaxlint-tracer"
MIN_VERSION = (3, 9)  # the worker's modules need nothing newer (tried: the example project on 3.9, JAX 0.4.30)
PROBE_TIMEOUT = 60.0
# Runs in the other interpreter, whatever its version (Python 2 too, to say it is too old);
# find_spec locates jax without importing it.
_PROBE = """import sys, json
try:
    import importlib.util
    jax = importlib.util.find_spec('jax') is not None
except ImportError:
    jax = False
print(json.dumps({'version': list(sys.version_info[:3]), 'jax': jax}))
"""


def resolve(option: str | None) -> tuple[str, str]:
    """(the interpreter, where it came from). The path is made absolute but not resolved: a
    virtualenv's `bin/python` is a link to the base interpreter, and following it would lose
    the virtualenv."""
    if option:
        return os.path.abspath(os.path.expanduser(option)), "--python"
    venv = os.environ.get("VIRTUAL_ENV")
    if venv:
        python = os.path.join(venv, "bin", "python")
        if not os.path.exists(python):
            raise VerifyError(f"$VIRTUAL_ENV is {venv}, but it has no bin/python: activate the project's "
                              "virtualenv again or pass --python PATH")
        return python, "$VIRTUAL_ENV"
    return sys.executable, "jaxlint's interpreter"


@functools.lru_cache(maxsize=8)
def check(python: str, source: str) -> tuple[int, ...]:
    """The interpreter's version, once it is known to be a Python the worker can run on and to
    have JAX; else VerifyError with the fix in one line."""
    try:
        probe = subprocess.run([python, "-c", _PROBE], stdin=subprocess.DEVNULL, capture_output=True,
                               timeout=PROBE_TIMEOUT)
    except FileNotFoundError:
        raise VerifyError(f"{python} ({source}): no such interpreter") from None
    except PermissionError:
        raise VerifyError(f"{python} ({source}): cannot run it: permission denied") from None
    except OSError as exc:
        raise VerifyError(f"{python} ({source}): cannot run it: {exc.strerror or exc}") from None
    except subprocess.TimeoutExpired:
        raise VerifyError(f"{python} ({source}) did not answer within {PROBE_TIMEOUT:.0f} s") from None
    try:
        info = json.loads(probe.stdout.decode("utf-8", "replace").strip().splitlines()[-1])
        version = tuple(int(part) for part in info["version"])
    except (ValueError, IndexError, KeyError, TypeError):
        why = probe.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [f"exit code {probe.returncode}"]
        raise VerifyError(f"{python} ({source}) is not a Python interpreter jaxlint can use: {why[0]}") from None
    if version[:2] < MIN_VERSION:
        raise VerifyError(f"{python} ({source}) is Python {'.'.join(map(str, version))}; the verification "
                          f"worker needs Python {'.'.join(map(str, MIN_VERSION))} or later")
    if not info["jax"]:
        raise VerifyError(_no_jax(python, source))
    return version


def _no_jax(python: str, source: str) -> str:
    if source == "jaxlint's interpreter":
        return (f"verification runs your code under JAX, but jaxlint's interpreter ({python}) has no jax: "
                f"pip install '{DISTRIBUTION}[verify]', or pass --python PATH to your project's interpreter")
    return (f"verification runs your code under JAX, but {python} ({source}) has no jax: install it there "
            f"({python} -m pip install jax), or pass --python PATH to an interpreter that has it")


def worker_path(workdir: Path) -> str:
    """A folder that holds only `jaxlint` (a link to this package, or a copy where links fail),
    for the child's PYTHONPATH: the worker imports its own modules from there, and nothing else
    of jaxlint's environment (its site-packages may hold another JAX) comes along."""
    folder = workdir / "worker-path"
    folder.mkdir(exist_ok=True)
    package = Path(__file__).resolve().parent.parent
    link = folder / package.name
    if not link.exists():
        try:
            link.symlink_to(package, target_is_directory=True)
        except OSError:
            shutil.copytree(package, link, ignore=shutil.ignore_patterns("__pycache__"))
    return str(folder)
