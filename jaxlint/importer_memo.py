"""Importers linted for a module, remembered while nothing they read has changed (the editor).

A module linted alone also gets what its importers' traced code finds in it
(`engine._add_findings_from_importers`), so every edit in the editor linted every importer
again. An importer whose lint never read the edited module (the module is not among that
lint's dependencies: no definition, index, text or re-export of it was asked for) found
nothing in it, and its lint finds the same again, whatever the edited module now says, while
its own file and every file its lint read keep their stamps and the folders it searched keep
their fingerprints. Such a lint is remembered and not run again; one that read the module is
always run again (its traced code may walk into the edited functions).
"""

from __future__ import annotations

import os
from collections import OrderedDict
from dataclasses import dataclass

from jaxlint.config import Config

MAX_KEPT = 256


@dataclass(frozen=True)
class KeptLint:
    """What an importer's lint contributed to the module's result: nothing found there, but
    the files and folders that decided it (the module's result depends on them too)."""

    config: Config
    stamp: tuple[int, int]  # the importer's (mtime_ns, size)
    dependencies: dict[str, tuple[int, int]]
    project_files: dict[str, str]


_KEPT: "OrderedDict[tuple, KeptLint]" = OrderedDict()


def key_of(module: str, importer: str, together: frozenset[str], apply_noqa: bool,
           statement_fixes: bool) -> tuple:
    return (_same_file(module), _same_file(importer), together, apply_noqa, statement_fixes)


def recall(key: tuple, config: Config, stamp: tuple[int, int]) -> KeptLint | None:
    """The remembered lint, when it still holds: same configuration, the importer's file and
    every file it read unchanged on disk, every folder it searched listing the same files."""
    kept = _KEPT.get(key)
    if kept is None:
        return None
    if kept.stamp != stamp or kept.config != config or not _unchanged(kept):
        del _KEPT[key]
        return None
    _KEPT.move_to_end(key)
    return kept


def keep(key: tuple, config: Config, stamp: tuple[int, int], found) -> None:
    """Remember an importer's lint (`found`, an engine LintResult) when it did not read the
    module it was linted for; forget any earlier one otherwise."""
    module = key[0]
    read = {_same_file(p) for p in found.dependencies}
    if found.internal_error or module in read or any(_same_file(d.filename) == module for d in found.related):
        _KEPT.pop(key, None)
        return
    _KEPT[key] = KeptLint(config, stamp, dict(found.dependencies), dict(found.project_files))
    _KEPT.move_to_end(key)
    while len(_KEPT) > MAX_KEPT:
        _KEPT.popitem(last=False)


def forget_all() -> None:
    _KEPT.clear()


def _unchanged(kept: KeptLint) -> bool:
    for path, stamp in kept.dependencies.items():
        try:
            st = os.stat(path)
        except OSError:
            return False
        if (st.st_mtime_ns, st.st_size) != tuple(stamp):
            return False
    if kept.project_files:
        from jaxlint.project_scan import files_fingerprint

        return all(files_fingerprint(root) == fingerprint for root, fingerprint in kept.project_files.items())
    return True


def _same_file(path: str) -> str:
    return os.path.normcase(os.path.realpath(path))
