"""The results cache: an unchanged tree re-lints without reading or parsing a file.

One pickle per (jaxlint version, configuration fingerprint) under `.jaxlint_cache/`, mapping
each file's absolute path to (mtime_ns, size, sha256, outcome). A file whose mtime and size
match is a hit without being read; otherwise its content hash decides. Writes go through a
temporary file and a rename, merged with what another run may have saved meanwhile, so
concurrent runs never leave a torn cache (the worst case is a lost entry: a re-lint).
"""

from __future__ import annotations

import hashlib
import os
import pickle
import shutil
import tempfile
from pathlib import Path

from jaxlint import __version__

CACHE_DIR_NAME = ".jaxlint_cache"


def default_cache_dir(root: Path) -> Path:
    return root / CACHE_DIR_NAME


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class ResultCache:
    def __init__(self, directory: Path, fingerprint: str) -> None:
        self.path = directory / __version__ / f"{fingerprint}.pickle"
        self.entries: dict[str, tuple[int, int, str, object]] = {}
        self.dirty: dict[str, tuple[int, int, str, object]] = {}
        try:
            with open(self.path, "rb") as handle:
                loaded = pickle.load(handle)
            if isinstance(loaded, dict):
                self.entries = loaded
        except Exception:  # any damage (truncated, foreign, from an older build) is a miss
            self.entries = {}

    def lookup(self, path: str) -> object | None:
        """The cached outcome when the file is unchanged (by mtime and size, then by hash)."""
        key = os.path.abspath(path)
        entry = self.entries.get(key)
        if entry is None:
            return None
        try:
            st = os.stat(path)
        except OSError:
            return None
        mtime, size, sha, outcome = entry
        if st.st_mtime_ns == mtime and st.st_size == size:
            return outcome
        if st.st_size != size:
            return None
        try:
            with open(path, "rb") as handle:
                if digest(handle.read()) != sha:
                    return None
        except OSError:
            return None
        self.dirty[key] = (st.st_mtime_ns, size, sha, outcome)
        return outcome

    def store(self, path: str, sha: str, outcome: object) -> None:
        try:
            st = os.stat(path)
        except OSError:
            return
        self.dirty[os.path.abspath(path)] = (st.st_mtime_ns, st.st_size, sha, outcome)

    def save(self) -> None:
        if not self.dirty:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            gitignore = self.path.parent.parent / ".gitignore"
            if not gitignore.exists():
                gitignore.write_text("# Automatically created by jaxlint.\n*\n")
            merged = {}
            try:
                with open(self.path, "rb") as handle:
                    on_disk = pickle.load(handle)
                if isinstance(on_disk, dict):
                    merged.update(on_disk)
            except Exception:
                pass
            merged.update(self.entries)
            merged.update(self.dirty)
            fd, tmp = tempfile.mkstemp(prefix=".cache-", dir=self.path.parent)
            with os.fdopen(fd, "wb") as handle:
                pickle.dump(merged, handle, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, self.path)
        except OSError:
            pass  # a cache that cannot be written only costs speed


def clean(directory: Path) -> bool:
    if directory.is_dir():
        shutil.rmtree(directory, ignore_errors=True)
        return True
    return False
