"""Which worker of a run parses a file: the first to claim it; a lint that would parse it again
in another worker is handed to that worker instead (issue #14: no file parsed twice in a run).

A pinned pool (`pool._run_pinned`) gives each worker a number and one folder of claims for the
run. Before a worker parses a file, for its own lint (`engine`) or to follow it (`project._load`),
it claims the file's path. When another worker already parsed the file a lint is about to
parse as its own, before anything of it is parsed, the lint is handed to that worker
(`Deferred`), whose memo holds the tree. A module followed in the middle of a lint is parsed
where the lint runs, claimed or not: handing the lint over then would parse its own file again
(and cost the analysis done so far).
"""

from __future__ import annotations

import hashlib
import os
from typing import Callable

_STATE: dict = {"folder": None, "worker": -1, "defer": False}


class Deferred(BaseException):
    """A lint that needs a file another worker parsed: `owner`, that worker's number."""

    def __init__(self, owner: int) -> None:
        super().__init__(owner)
        self.owner = owner


def start(folder: str, worker: int) -> None:
    """A pinned pool's worker starts (the executor's initializer)."""
    _STATE.update(folder=folder, worker=worker, defer=False)


def claim(path: str, own: bool = False) -> None:
    """Before this worker parses `path`: claim it. For a lint's `own` file held by another
    worker, while lints may be handed over: `Deferred`. A claim being written (empty) counts
    as none: the file is parsed."""
    folder = _STATE["folder"]
    if folder is None:
        return
    key = os.path.join(folder, hashlib.sha1(os.path.abspath(path).encode("utf-8", "surrogatepass")).hexdigest())
    try:
        fd = os.open(key, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        try:
            with open(key, encoding="ascii") as held:
                owner = int(held.read() or -1)
        except (OSError, ValueError):
            return
        if own and _STATE["defer"] and owner >= 0 and owner != _STATE["worker"]:
            raise Deferred(owner) from None
        return
    except OSError:
        return
    try:
        os.write(fd, str(_STATE["worker"]).encode("ascii"))
    finally:
        os.close(fd)


def deferring(work: Callable[..., list], batch: list[str], *args) -> list:
    """`work` file by file (inside one run, collections held back as a batch does); a file whose
    lint was handed over gets its `Deferred` as its result."""
    from jaxlint.project_scan import one_run
    from jaxlint.gc_tuning import fewer_collections

    out: list = []
    _STATE["defer"] = True
    try:
        with fewer_collections(), one_run():
            for name in batch:
                try:
                    out.append(work([name], *args)[0])
                except Deferred as handed:
                    out.append(handed)
    finally:
        _STATE["defer"] = False
    return out


def undeferred(work: Callable[..., list], batch: list[str], *args) -> list:
    """`work` on files handed to this worker: linted to the end here."""
    _STATE["defer"] = False
    return work(batch, *args)
