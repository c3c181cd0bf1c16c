"""Limits the worker puts on itself before any user code runs (runs in the worker).

The address-space cap (RLIMIT_AS) is set as both the soft and the hard limit, so user code
cannot raise it; a process with CAP_SYS_RESOURCE (root) could, so that capability is dropped
from the effective, permitted, inheritable, ambient and bounding sets first (Linux; elsewhere
only unprivileged processes run the worker and the hard limit holds).
"""

from __future__ import annotations

import sys

CAP_SYS_RESOURCE = 24
_PR_CAPBSET_DROP, _PR_CAP_AMBIENT, _PR_CAP_AMBIENT_CLEAR_ALL = 24, 47, 4
_CAPABILITY_VERSION_3 = 0x20080522


def limit_memory(limit: int | None) -> int | None:
    """Cap the address space at `limit` bytes (soft = hard); returns the cap in force."""
    if not limit:
        return None
    try:
        import resource
    except ImportError:
        return None
    drop_capability(CAP_SYS_RESOURCE)
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    try:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ValueError, OSError):
        return None
    return limit


def drop_capability(cap: int) -> bool:
    """Remove one capability from this process for good (Linux, through libc); False if not possible."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)

        class Header(ctypes.Structure):
            _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

        class Data(ctypes.Structure):
            _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32),
                        ("inheritable", ctypes.c_uint32)]

        header, data = Header(_CAPABILITY_VERSION_3, 0), (Data * 2)()
        if libc.capget(ctypes.byref(header), data) != 0:
            return False
        word, bit = divmod(cap, 32)
        if not (data[word].effective | data[word].permitted) & (1 << bit):
            return True  # not held: nothing to drop
        libc.prctl(_PR_CAP_AMBIENT, _PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)
        libc.prctl(_PR_CAPBSET_DROP, cap, 0, 0, 0)  # needs CAP_SETPCAP; harmless without
        mask = ~(1 << bit) & 0xFFFFFFFF
        data[word].effective &= mask
        data[word].permitted &= mask
        data[word].inheritable &= mask
        return libc.capset(ctypes.byref(header), data) == 0
    except (OSError, AttributeError, ValueError):
        return False
