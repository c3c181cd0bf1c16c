"""Find the Python files and Jupyter notebooks to lint: walk folders, skip excluded and .gitignored paths, and stay
inside the given paths: a folder or file symlink whose real path lies outside them is not
followed (Ruff does not follow them either), and only regular files outside /proc, /sys and
/dev are kept."""

from __future__ import annotations

import os
from pathlib import Path

from jaxlint.config import Config
from jaxlint.containment import in_system_folder, inside, real_roots
from jaxlint.gitignore import GitignoreMatcher, compile_gitignore
from jaxlint.notebooks import NOTEBOOK_SUFFIX
from jaxlint.source_io import SourceError, read_regular

PYTHON_SUFFIXES = (".py", ".pyi")
LINTED_SUFFIXES = PYTHON_SUFFIXES + (NOTEBOOK_SUFFIX,)  # a notebook's code cells are one module


def _read_gitignore(directory: str) -> list[GitignoreMatcher]:
    """The compiled .gitignore of `directory` (absolute), as a list of zero or one matcher."""
    try:
        text = read_regular(Path(directory, ".gitignore")).decode("utf-8", errors="replace")
    except SourceError:
        return []
    return [compile_gitignore(directory.replace(os.sep, "/"), text)]


def _ignored(path: str, is_dir: bool, matchers: list[GitignoreMatcher]) -> bool:
    """Whether the deepest .gitignore with a matching pattern ignores `path` (absolute,
    '/'-separated): a folder's own .gitignore overrides its parents'."""
    for matcher in reversed(matchers):
        if path.startswith(matcher.prefix):
            verdict = matcher.match(path[len(matcher.prefix):], is_dir)
            if verdict is not None:
                return verdict
    return False


def _is_virtualenv(directory: str) -> bool:
    return os.path.isfile(os.path.join(directory, "pyvenv.cfg"))


def discover(paths: list[Path], config: Config) -> tuple[list[Path], list[str]]:
    """Files to lint, and one-line errors for paths that do not exist or folders that cannot be read."""
    files: list[Path] = []
    errors: list[str] = []
    seen: set[str] = set()
    roots = real_roots(p for p in paths if os.path.exists(p))
    for path in paths:
        if not os.path.lexists(path):
            errors.append(f"{path}: No such file or directory")
            continue
        if path.is_file() or (not path.is_dir() and path.exists()):
            # named explicitly: kept even if it is not a regular file, so that reading it reports
            # "not a regular file" (JAX000) instead of skipping it without a word
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
        _walk(path, config, roots, files, seen, errors)
    return files, errors


def _parent_gitignores(root: Path) -> list[GitignoreMatcher]:
    """.gitignore files above the root (up to the repository's top) apply too; none from outside
    the repository when the root is its top (a $HOME dotfiles `*` would hide all)."""
    parents = []
    current = os.path.abspath(root)
    while not os.path.exists(os.path.join(current, ".git")):  # a file in submodules
        parent = os.path.dirname(current)
        if parent == current:
            break
        current = parent
        parents.append(current)
    return [m for directory in reversed(parents) for m in _read_gitignore(directory)]


def _walk(root: Path, config: Config, roots: tuple[str, ...], files: list[Path], seen: set[str],
          errors: list[str]) -> None:
    """Depth first, in name order, each real folder once. A folder symlink is followed only when
    its real path lies inside `roots`, and after the real folders, so that a folder reached both
    directly and through a link is linted under its own name."""
    gitignore = config.respect_gitignore
    visited: set[tuple[int, int]] = set()
    linked: list[tuple[str, str, list[GitignoreMatcher]]] = []  # folder links, walked last
    real_root = os.path.realpath(root)
    if in_system_folder(real_root):
        return
    pending = [(str(root), real_root, _parent_gitignores(root) if gitignore else [])]
    while pending or linked:
        dirpath, real_dir, matchers = pending.pop() if pending else linked.pop(0)
        try:
            info = os.stat(dirpath)
            if (info.st_dev, info.st_ino) in visited:  # a symlink loop, or a folder seen through a link
                continue
            visited.add((info.st_dev, info.st_ino))
            with os.scandir(dirpath) as listing:
                entries = sorted(listing, key=lambda entry: entry.name)
        except OSError as exc:  # a folder we cannot list: say so (no false all-clear)
            if not isinstance(exc, (FileNotFoundError, NotADirectoryError)):  # not gone meanwhile
                errors.append(f"{exc.filename or dirpath}: cannot read directory: {exc.strerror or exc}")
            continue
        absolute_dir = os.path.abspath(dirpath).replace(os.sep, "/").rstrip("/")
        if gitignore and any(entry.name == ".gitignore" for entry in entries):
            matchers = matchers + _read_gitignore(absolute_dir or "/")
        subfolders = []
        for entry in entries:
            name = entry.name
            full = os.path.join(dirpath, name)
            try:
                is_dir = entry.is_dir()
            except OSError:
                is_dir = False
            if is_dir:
                if name == ".git" or config.excludes_entry(Path(full)):
                    continue
                if matchers and _ignored(f"{absolute_dir}/{name}", True, matchers):
                    continue
                if _is_virtualenv(full):
                    continue
                if not entry.is_symlink():
                    real = f"{real_dir.rstrip(os.sep)}{os.sep}{name}"
                    if not in_system_folder(real):  # /proc below a walk of /
                        subfolders.append((full, real, matchers))
                elif (real := _followable(full, roots)) is not None:
                    linked.append((full, real, matchers))
                continue
            if not name.endswith(LINTED_SUFFIXES) or config.excludes_entry(Path(full)):
                continue
            if matchers and _ignored(f"{absolute_dir}/{name}", False, matchers):
                continue
            if entry.is_symlink():
                # a dangling link, a FIFO (reading it would block), a file outside the roots: skip
                if _followable(full, roots) is None or not entry.is_file():
                    continue
            elif not entry.is_file(follow_symlinks=False):
                continue
            key = os.path.abspath(full)
            if key not in seen:
                seen.add(key)
                files.append(Path(full))
        pending.extend(reversed(subfolders))


def _followable(link: str, roots: tuple[str, ...]) -> str | None:
    """The real path of a symlink met by a walk, when the walk may follow it: inside the
    roots, outside /proc, /sys and /dev."""
    real = os.path.realpath(link)
    return real if inside(real, roots) and not in_system_folder(real) else None
