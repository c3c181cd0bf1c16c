"""Which identifiers a project file spells, read once per file version in a process.

Searching the project for the callers of a function asks "does this file spell one of these
names?" of every file, with a different set of names per question: a regular expression
`\\b(?:a|b)\\b` over each text, about 36 full scans of every file of a 100-file tree in a cold
run. `\\bname\\b` matches exactly when one of the text's maximal `\\w+` runs equals `name` (both
ends are word/non-word boundaries by the same `\\w`), so the set of a file's `\\w+` runs answers
every such question with a lookup, after one scan of the file.
"""

from __future__ import annotations

import os
import re
import sys
from collections import OrderedDict
from typing import Callable

MAX_FILES = 2048  # word sets kept (about 300 words each); a file beyond is asked by its regex instead

_WORD = re.compile(r"\w+")
# path -> (mtime_ns, size, words, the epoch it was last checked in)
_WORDS: "OrderedDict[str, tuple[int, int, frozenset[str], int]]" = OrderedDict()


def plain_words(names: tuple[str, ...]) -> bool:
    """Whether every name is one whole `\\w+` run, so a word set answers for it."""
    return bool(names) and all(_WORD.fullmatch(name) for name in names)


def words_of(path: str, read: Callable[[str], str | None]) -> frozenset[str] | None:
    """The `\\w+` runs of the file's text as it is now (a file that cannot be read has none);
    None when it is not kept and no room is left (the caller searches its text instead: a
    tree larger than the cache, scanned in order, would otherwise evict every set it needs).
    Under a run (`project_scan.one_run`: the files do not change) a set checked in the run's
    epoch is not checked again: one stat per file per run, not per question and lint."""
    from jaxlint.project_scan import _EPOCH, in_run

    cached = _WORDS.get(path)
    if cached is not None and cached[3] == _EPOCH[0] and in_run():
        return cached[2]
    try:
        st = os.stat(path)
    except OSError:
        return frozenset()
    if cached is not None and cached[0] == st.st_mtime_ns and cached[1] == st.st_size:
        _WORDS[path] = (*cached[:3], _EPOCH[0])
        return cached[2]
    if cached is None and len(_WORDS) >= MAX_FILES:
        return None
    words = frozenset(map(sys.intern, _WORD.findall(read(path) or "")))
    _WORDS[path] = (st.st_mtime_ns, st.st_size, words, _EPOCH[0])
    return words

