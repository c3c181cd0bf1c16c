"""The worker's side of its pipes (runs in the worker): JSON-line events out, job commands in.

stdout and stderr belong to the user's code (the parent captures them); events go on a
private pipe. A process forked by user code that returns into the worker's code exits at
once, silently (`guard`), so it can neither report nor run further jobs.
"""

from __future__ import annotations

import json
import os


class Events:
    def __init__(self, fd: int) -> None:
        self.stream = os.fdopen(fd, "w", buffering=1, encoding="utf-8")
        self.pid = os.getpid()

    def guard(self) -> None:
        if os.getpid() != self.pid:
            os._exit(0)

    def emit(self, event: str, **data) -> None:
        self.guard()
        self.stream.write(json.dumps({"event": event, **data}, default=str) + "\n")
        self.stream.flush()


class Commands:
    """Reads one JSON object per line; None at end of file (the parent went away)."""

    def __init__(self, fd: int) -> None:
        self.stream = os.fdopen(fd, "r", encoding="utf-8")

    def next(self) -> dict | None:
        line = self.stream.readline()
        return json.loads(line) if line else None


def one_line(exc: BaseException, limit: int = 400) -> str:
    if isinstance(exc, SystemExit):
        return f"SystemExit: the code called sys.exit({exc.code!r})"
    lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
    text = f"{type(exc).__name__}: {lines[0]}" if lines else type(exc).__name__
    if len(lines) > 1 and any("Traceback (most recent call last)" in ln for ln in lines):
        # A host callback's error (jax.debug.print, pure_callback) arrives as XLA's error with the
        # Python traceback inside it: its last line names what actually went wrong.
        text = f"{text.removesuffix(' Traceback (most recent call last):')} ... {lines[-1]}"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def is_out_of_memory(exc: BaseException) -> bool:
    """MemoryError, or XLA failing an allocation (RESOURCE_EXHAUSTED)."""
    if isinstance(exc, MemoryError):
        return True
    text = str(exc)
    return "RESOURCE_EXHAUSTED" in text or "Out of memory" in text or "out of memory" in text
