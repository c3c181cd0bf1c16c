"""Find and kill every process a worker started, including ones that left its session.

A worker runs in its own session, so killing its process group catches ordinary children,
but a child that calls `setsid` (a daemon) leaves the group and, once its parent dies, is
re-parented out of the tree. Two ways find it anyway: the worker runs inside a PID namespace
when the system allows one (`unshare`; its death takes the namespace with it), and every
worker carries a random marker in its environment that all its descendants inherit, so a
walk over /proc finds them by marker as well as by parent. Killing repeats until a walk
finds nothing alive, so processes forked while the kill is under way are caught too.
"""

from __future__ import annotations

import os
import signal
import time

MARKER = "JAXLINT_VERIFY_TOKEN"
_ROUNDS = 60


def _table() -> dict[int, tuple[int, str]]:
    """{pid: (parent pid, state)} from /proc; empty where there is no /proc."""
    table = {}
    try:
        names = os.listdir("/proc")
    except OSError:
        return table
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as handle:
                stat = handle.read().decode("ascii", "replace")
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()  # the command name may hold spaces and parentheses
        if len(fields) >= 2 and fields[1].lstrip("-").isdigit():
            table[int(name)] = (int(fields[1]), fields[0])
    return table


def _marked(token: str, pids) -> set[int]:
    needle = f"{MARKER}={token}".encode()
    found = set()
    for pid in pids:
        try:
            with open(f"/proc/{pid}/environ", "rb") as handle:
                if needle in handle.read().split(b"\0"):
                    found.add(pid)
        except OSError:
            continue
    return found


def _descendants(root: int, table: dict[int, tuple[int, str]]) -> set[int]:
    children: dict[int, list[int]] = {}
    for pid, (parent, _) in table.items():
        children.setdefault(parent, []).append(pid)
    out, stack = set(), [root]
    while stack:
        for child in children.get(stack.pop(), []):
            if child not in out:
                out.add(child)
                stack.append(child)
    return out


def tree(root: int, token: str) -> set[int]:
    """Live processes (not zombies) below `root` or carrying the marker `token`."""
    table = _table()
    pids = _descendants(root, table) | _marked(token, table)
    if root in table:
        pids.add(root)
    pids.discard(os.getpid())
    return {pid for pid in pids if table.get(pid, (0, "?"))[1] not in ("Z", "X")}


def kill_tree(root: int, token: str) -> bool:
    """SIGKILL the worker, its process group and everything `tree` finds, until nothing is left."""
    try:
        os.killpg(root, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, OSError):
        pass
    for round_ in range(_ROUNDS):
        victims = tree(root, token)
        if not victims:
            return True
        for pid in victims:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        time.sleep(min(0.002 * (round_ + 1), 0.05))
    return not tree(root, token)
