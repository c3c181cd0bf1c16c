"""Fewer garbage collections while a file is linted: the trees it builds are alive, not garbage.

A parse builds a few hundred thousand nodes, all reachable until the lint ends. With Python's
default thresholds (700, 10, 10) the collector runs every 700 allocations and re-scans those
live nodes again and again, the full heap (followed modules included) at every gen-2 pass:
about a quarter of a worker's cpu over the corpus, most of it inside the parse. LibCST trees
hold no reference cycles (no parent links), so collecting rarely frees nothing sooner. The thresholds are raised
for the lint only and restored after, so a process embedding jaxlint (flake8, an editor)
keeps its own.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager

LINT_THRESHOLDS = (100_000, 20, 100)


@contextmanager
def fewer_collections():
    saved = gc.get_threshold()
    if not gc.isenabled() or saved[0] == 0 or saved[0] >= LINT_THRESHOLDS[0]:  # its owner's choice, or nested
        yield
        return
    gc.set_threshold(*LINT_THRESHOLDS)
    try:
        yield
    finally:
        gc.set_threshold(*saved)
