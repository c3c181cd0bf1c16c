"""Find the Python files to lint: walk folders, skip excluded and .gitignored paths."""

from __future__ import annotations

import fnmatch
import os
from dataclasses import dataclass
from pathlib import Path

from jaxlint.config import Config

PYTHON_SUFFIXES = (".py", ".pyi")


@dataclass(frozen=True)
class _Pattern:
    base: str  # directory the .gitignore lives in (absolute, '/'-separated)
    pattern: str
    negate: bool
    dir_only: bool
    anchored: bool


def _read_gitignore(directory: str) -> list[_Pattern]:
    path = os.path.join(directory, ".gitignore")
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
    except OSError:
        return []
    patterns = []
    for raw in lines:
        line = raw.rstrip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        if negate:
            line = line[1:]
        dir_only = line.endswith("/")
        line = line.rstrip("/")
        anchored = "/" in line
        patterns.append(_Pattern(directory.replace(os.sep, "/"), line.lstrip("/"), negate, dir_only, anchored))
    return patterns


def _ignored(path: str, is_dir: bool, patterns: list[_Pattern]) -> bool:
    result = False
    norm = path.replace(os.sep, "/")
    for p in patterns:
        if p.dir_only and not is_dir:
            continue
        if not norm.startswith(p.base + "/"):
            continue
        rel = norm[len(p.base) + 1:]
        if p.anchored:
            hit = fnmatch.fnmatch(rel, p.pattern) or fnmatch.fnmatch(rel, p.pattern.replace("**/", ""))
        else:
            hit = fnmatch.fnmatch(os.path.basename(rel), p.pattern)
        if hit:
            result = not p.negate
    return result


def _is_virtualenv(directory: str) -> bool:
    return os.path.isfile(os.path.join(directory, "pyvenv.cfg"))


def discover(paths: list[Path], config: Config) -> tuple[list[Path], list[str]]:
    """Files to lint, and one-line errors for paths that do not exist or folders that cannot be read."""
    files: list[Path] = []
    errors: list[str] = []
    seen: set[str] = set()
    for path in paths:
        if not os.path.lexists(path):
            errors.append(f"{path}: No such file or directory")
            continue
        if path.is_file() or (not path.is_dir() and path.exists()):
            if config.force_exclude and config.is_excluded(path):
                continue
            key = os.path.abspath(path)
            if key not in seen:
                seen.add(key)
                files.append(path)
            continue
        if not path.exists():  # a dangling symlink given explicitly
            errors.append(f"{path}: No such file or directory")
            continue
        _walk(path, config, files, seen, errors)
    return files, errors


def _walk(root: Path, config: Config, files: list[Path], seen: set[str], errors: list[str]) -> None:
    patterns: list[_Pattern] = []
    if config.respect_gitignore:
        # .gitignore files above the root (up to the repository's top) apply too; none from
        # outside the repository when the root is its top (a $HOME dotfiles `*` would hide all).
        parents = []
        current = os.path.abspath(root)
        while not os.path.exists(os.path.join(current, ".git")):  # a file in submodules
            parent = os.path.dirname(current)
            if parent == current:
                break
            current = parent
            parents.append(current)
        for directory in reversed(parents):
            patterns.extend(_read_gitignore(directory))
    visited_real: set[str] = set()

    def unreadable(exc: OSError) -> None:  # a folder we cannot list: say so (no false all-clear)
        if not isinstance(exc, (FileNotFoundError, NotADirectoryError)):  # not gone meanwhile
            errors.append(f"{exc.filename}: cannot read directory: {exc.strerror or exc}")

    for dirpath, dirnames, filenames in os.walk(root, onerror=unreadable, followlinks=True):
        real = os.path.realpath(dirpath)
        if real in visited_real:  # a symlink loop
            dirnames[:] = []
            continue
        visited_real.add(real)
        absolute_dir = os.path.abspath(dirpath)
        local = _read_gitignore(absolute_dir) if config.respect_gitignore else []
        patterns_here = patterns + local
        if local:
            patterns = patterns + local
        kept = []
        for name in sorted(dirnames):
            full = os.path.join(absolute_dir, name)
            if name == ".git" or _is_virtualenv(full):
                continue
            if config.excludes_entry(Path(os.path.join(dirpath, name))):
                continue
            if patterns_here and _ignored(full, True, patterns_here):
                continue
            kept.append(name)
        dirnames[:] = kept
        for name in sorted(filenames):
            if not name.endswith(PYTHON_SUFFIXES):
                continue
            full = os.path.join(dirpath, name)
            if config.excludes_entry(Path(full)):
                continue
            if patterns_here and _ignored(os.path.abspath(full), False, patterns_here):
                continue
            if not os.path.isfile(full):  # a dangling symlink, a FIFO (reading it would block): skip
                continue
            key = os.path.abspath(full)
            if key not in seen:
                seen.add(key)
                files.append(Path(full))
