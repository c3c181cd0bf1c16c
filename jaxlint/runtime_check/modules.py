"""Where a file's module lives (import root, dotted name) and the copies the worker imports.

The worker never imports the user's file itself: each module being verified is copied into a
temporary folder, and an import hook maps its dotted name to the copy, so `__file__`-relative
writes land in the copy's folder and the user's files stay byte-identical. Other modules the
copy imports are read (not written: bytecode writing is off) from the user's import root.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from jaxlint.source_io import encode_source


@dataclass(frozen=True)
class ModuleLocation:
    path: Path  # absolute
    root: Path  # the folder that must be on sys.path to import it
    name: str  # dotted module name relative to root

    @property
    def is_package(self) -> bool:
        return self.path.name == "__init__.py"


def locate(path: Path) -> ModuleLocation:
    """Walk up through folders with an `__init__.py`: `pkg/sub/mod.py` -> (parent of pkg, pkg.sub.mod)."""
    path = Path(os.path.abspath(path))
    parts = [] if path.name == "__init__.py" else [path.stem]
    directory = path.parent
    while (directory / "__init__.py").is_file() and directory.parent != directory:
        parts.insert(0, directory.name)
        directory = directory.parent
    return ModuleLocation(path, directory, ".".join(parts) or path.parent.name)


def write_overlay(folder: Path, texts: dict[ModuleLocation, tuple[str, str]]) -> dict[str, dict]:
    """Copy each (text, encoding) to `folder`, keeping file names and the file's encoding (a
    coding cookie must stay true); returns {real path: overlay entry}, see `overlay_for`."""
    entries: dict[str, dict] = {}
    for i, (location, (text, encoding)) in enumerate(sorted(texts.items(), key=lambda kv: str(kv[0].path))):
        directory = folder / str(i)
        directory.mkdir(parents=True, exist_ok=True)
        copy = directory / location.path.name
        copy.write_bytes(encode_source(text, encoding))
        entries[str(location.path)] = {
            "name": location.name,
            "path": str(copy),
            "package_dir": str(location.path.parent) if location.is_package else None,
        }
    return entries


def overlay_for(location: ModuleLocation, entries: dict[str, dict]) -> dict[str, dict]:
    """The worker's map {dotted name: entry} for verifying `location`: every copied module, and
    `location`'s own copy when two files share a dotted name (two scripts' `utils.py`)."""
    overlay = {e["name"]: e for e in entries.values()}
    overlay[location.name] = entries[str(location.path)]
    return overlay
