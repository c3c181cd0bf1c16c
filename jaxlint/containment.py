"""Where jaxlint may go: inside the paths it was given, and never into the kernel's pseudo-files.

A checkout is untrusted input. A committed symlink can point anywhere, so folder walks and
`--fix` compare real paths (symlinks resolved) against the real paths of the given roots, and a
link to /proc, /sys or /dev (where "regular" files are generated on read: the environment,
memory maps, endless zeros) is never read.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterable

# Kernel pseudo-filesystems: procfs files claim to be regular files of size 0.
SYSTEM_FOLDERS = ("/proc", "/sys", "/dev")


def real_roots(paths: Iterable[os.PathLike | str]) -> tuple[str, ...]:
    """The real paths of the given files and folders (explicitly named files are roots too)."""
    return tuple(sorted({os.path.realpath(p) for p in paths}))


def inside(real: str, roots: Iterable[str]) -> bool:
    """Whether the real path `real` is one of `roots` or lies below one of them."""
    return any(real == root or real.startswith(root.rstrip(os.sep) + os.sep) for root in roots)


def in_system_folder(real: str) -> bool:
    """Whether a real path lies in /proc, /sys or /dev (on systems that have them)."""
    return os.name == "posix" and inside(real, SYSTEM_FOLDERS)


@functools.lru_cache(maxsize=1)
def system_devices() -> frozenset[int]:
    """Device numbers of the pseudo-filesystems mounted at /proc, /sys and /dev, so that an open
    file can be checked wherever they are mounted too. A folder on the root filesystem (not a
    mount: a chroot, a container without /sys) is left out, or every file would be refused."""
    if os.name != "posix":
        return frozenset()
    try:
        root = os.stat("/").st_dev
    except OSError:
        return frozenset()
    devices = set()
    for folder in SYSTEM_FOLDERS:
        try:
            device = os.stat(folder).st_dev
        except OSError:
            continue
        if device != root:
            devices.add(device)
    return frozenset(devices)
