"""Which files can hold a finding, decided from their text, before LibCST is imported.

Most files of a mixed repository never mention jax: they are not parsed at all. A module that
never mentions jax can still be traced when another project module, not linted in the same
run, passes its functions to a transform; `transformed_elsewhere` finds that from the
project's text (jaxlint/project_scan.py).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from jaxlint.config import Config
from jaxlint.project_scan import candidates

MENTIONS_JAX = re.compile(r"\bjax\b|\bequinox\b|\bflax\b|\bhaiku\b")


def mentions_jax(source: str, config: Config) -> bool:
    if MENTIONS_JAX.search(source):
        return True
    return any(name.split(".")[0] in source for name in config.extra_jit_decorators)


def scan_root(filename: str, config: Config):
    """Where other modules that may transform this file's functions live: the configured
    project, else the repository, else the top package."""
    if config.source is not None:
        return config.root
    here = Path(os.path.abspath(filename)).parent
    for folder in [here, *here.parents][:8]:
        if (folder / ".git").exists() or (folder / ".hg").exists():
            return folder
    top = here
    while (top / "__init__.py").exists() and top.parent != top:
        top = top.parent
    return top


def transformed_elsewhere(filename: str, config: Config, linted_together: frozenset[str]) -> bool:
    """A module that never mentions jax can still be traced: another project module, not
    linted in this run, may pass its functions to a transform (a text test, no parse)."""
    together = frozenset(os.path.abspath(p) for p in linted_together)
    return bool(candidates(filename, scan_root(filename, config), together, hops=2, enough=1))
