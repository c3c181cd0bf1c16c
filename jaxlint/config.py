"""`[tool.jaxlint]` in the nearest pyproject.toml (or a jaxlint.toml), plus CLI overrides.

The closest file that configures jaxlint wins, as in Ruff; there is no implicit merging.
Unknown keys and wrong types are errors (exit 2) naming the file and the key.

A config file configures its own project only, since a cloned repository (or anyone who can
write a folder above it) chooses what it holds:

* The search goes up from the linted path and stops at the first config file found, after
  the first folder that holds `.git` or `.hg` (the repository root), and at the user's home
  folder (searched itself, never above it).
* A file owned by another user (not the current user or root), writable by other users, or
  in a world-writable folder (a shared /tmp) is skipped with a warning on stderr.
* Paths in a config file resolve against that file's folder, not the working directory; the
  cache folder must lie below it (`cache-dir = ".."`, `"/"` or a link out is an error naming
  the file and the key). A `--cache-dir` or JAXLINT_CACHE_DIR from the user may be anywhere.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import os
import re
import stat
import sys
from dataclasses import dataclass, field, fields
from pathlib import Path

from jaxlint.catalog import KNOWN_CODES, PREVIEW
from jaxlint.installed import installed_version


class ConfigError(Exception):
    """A configuration problem; the CLI prints it on one line and exits 2."""


DEFAULT_EXCLUDE = (
    ".bzr", ".direnv", ".eggs", ".git", ".git-rewrite", ".hg", ".mypy_cache", ".nox", ".pants.d",
    ".pytype", ".ruff_cache", ".jaxlint_cache", ".svn", ".tox", ".venv", "__pypackages__",
    "_build", "buck-out", "dist", "node_modules", "site-packages", "venv", "__pycache__",
)

_LIST_KEYS = {"select", "ignore", "extend-select", "exclude", "extend-exclude", "extra-jit-decorators",
              "fixable", "unfixable", "extend-safe-fixes", "extend-unsafe-fixes", "extend-ignore"}
_BOOL_KEYS = {"fix", "unsafe-fixes", "force-exclude", "respect-gitignore", "enable-x64", "preview"}
_STR_KEYS = {"shape-math-fix", "output-format", "cache-dir", "target-jax"}
_TABLE_KEYS = {"per-file-ignores", "extend-per-file-ignores", "verify", "severity"}
KNOWN_KEYS = _LIST_KEYS | _BOOL_KEYS | _STR_KEYS | _TABLE_KEYS | {"max-file-size"}
DEFAULT_MAX_FILE_SIZE = 1 << 20  # bytes; larger files get JAX001 and no analysis (0: no cap)
SEVERITIES = ("error", "warning", "info")


@dataclass
class Config:
    select: tuple[str, ...] = ("JAX",)
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    per_file_ignores: dict[str, tuple[str, ...]] = field(default_factory=dict)
    exclude: tuple[str, ...] = DEFAULT_EXCLUDE
    extend_exclude: tuple[str, ...] = ()
    extra_jit_decorators: tuple[str, ...] = ()
    fix: bool = False
    unsafe_fixes: bool = False
    fixable: tuple[str, ...] = ("JAX",)
    unfixable: tuple[str, ...] = ()
    shape_math_fix: str = "np.prod"
    force_exclude: bool = False
    enable_x64: bool = False  # the project turns on jax_enable_x64 (JAX702 stays quiet)
    preview: bool = False  # prefixes ("JAX", "JAX7") select the advisory rules of catalog.PREVIEW too
    severity: dict[str, str] = field(default_factory=dict)  # code or prefix -> error/warning/info
    respect_gitignore: bool = True
    output_format: str | None = None
    cache_dir: str | None = None
    target_jax: str | None = None  # the JAX version JAX901/JAX902 judge against (default: the installed one)
    verify: dict = field(default_factory=dict)
    max_file_size: int = DEFAULT_MAX_FILE_SIZE
    # not a setting: a file linted alone also lints its importers (engine); a --fix run over many
    # files turns that off, since each importer is then fixed and reported by its own lint
    lint_importers: bool = True
    root: Path = field(default_factory=Path.cwd)  # directory of the config file (or cwd)
    source: Path | None = None  # the file the config came from

    def fingerprint(self) -> str:
        """A hash of everything that changes lint results (for the cache)."""
        data = {
            "select": self.select, "extend_select": self.extend_select, "ignore": self.ignore,
            "per_file_ignores": sorted(self.per_file_ignores.items()),
            "extra_jit_decorators": self.extra_jit_decorators, "shape_math_fix": self.shape_math_fix,
            "enable_x64": self.enable_x64, "root": str(self.root), "max_file_size": self.max_file_size,
            "target_jax": self.target_jax or installed_jax_version(), "preview": self.preview,
            "severity": sorted(self.severity.items()), "build": _source_build(),
        }
        return hashlib.sha256(json.dumps(data, sort_keys=True, default=list).encode()).hexdigest()[:16]

    def is_selected(self, code: str, path: str | None = None) -> bool:
        selectors = self.select + self.extend_select
        if code in PREVIEW and not self.preview:  # an advisory rule: only when named
            selectors = tuple(s for s in selectors if s.upper() == code)
        chosen = _best_match(code, selectors, self.ignore)
        if not chosen:
            return False
        if path and self.per_file_ignores:
            rel = _relative(path, self.root)
            for pattern, codes in self.per_file_ignores.items():
                if _glob_match(rel, pattern) and any(_matches(code, c) for c in codes):
                    return False
        return True

    def severity_for(self, code: str, default: str) -> str:
        """The `[tool.jaxlint.severity]` entry for a code (the longest matching code or prefix
        wins), else the rule's own severity."""
        best = max((s for s in self.severity if _matches(code, s)), key=lambda s: 0 if s.upper() == "ALL" else len(s),
                   default=None)
        return self.severity[best] if best is not None else default

    def is_fixable(self, code: str) -> bool:
        return _best_match(code, self.fixable, self.unfixable)

    def is_excluded(self, path: Path) -> bool:
        rel = _relative(str(path), self.root)
        parts = Path(rel).parts
        for pattern in self.exclude + self.extend_exclude:
            if any(fnmatch.fnmatch(part, pattern) for part in parts) or _glob_match(rel, pattern):
                return True
        return False

    def excludes_entry(self, path: Path) -> bool:
        """For a folder walk: the entry's own name (and `/` patterns against its path), not its
        ancestors, which the walk has already passed; `jaxlint dist/proj` then lints as it does
        from inside dist/ (Ruff's behaviour)."""
        rel = _relative(str(path), self.root)
        for pattern in self.exclude + self.extend_exclude:
            if fnmatch.fnmatch(path.name, pattern.rstrip("/")) or ("/" in pattern and _glob_match(rel, pattern)):
                return True
        return False


def target_jax_version(value: str, where: str) -> str:
    """A `target-jax` value: a version such as "0.4.30" (digits and dots), else ConfigError."""
    parts = value.strip().split(".")
    if not 1 <= len(parts) <= 3 or not all(part.isdigit() for part in parts):
        raise ConfigError(f'{where} must be a JAX version such as "0.4.30" (got "{value}")')
    return value.strip()


def installed_jax_version() -> str | None:
    """The installed JAX's version from its metadata (never by importing JAX), for the cache key."""
    return installed_version("jax")


def _relative(path: str, root: Path) -> str:
    try:
        return os.path.relpath(os.path.abspath(path), root).replace(os.sep, "/")
    except ValueError:
        return path.replace(os.sep, "/")


def _glob_match(rel: str, pattern: str) -> bool:
    pattern = pattern.replace(os.sep, "/").removeprefix("./")
    if fnmatch.fnmatch(rel, pattern) or fnmatch.fnmatch(os.path.basename(rel), pattern):
        return True
    if pattern.endswith("/**") or pattern.endswith("/"):
        return rel.startswith(pattern.rstrip("*").rstrip("/") + "/")
    return fnmatch.fnmatch(rel, pattern.rstrip("/") + "/*")


def _matches(code: str, selector: str) -> bool:
    selector = selector.upper()
    return selector == "ALL" or code.startswith(selector)


def _best_match(code: str, selected: tuple[str, ...], ignored: tuple[str, ...]) -> bool:
    """The longest matching selector wins, as in Ruff; ties go to ignore."""
    best_select = max((len(s) if s.upper() != "ALL" else 0 for s in selected if _matches(code, s)), default=-1)
    best_ignore = max((len(s) if s.upper() != "ALL" else 0 for s in ignored if _matches(code, s)), default=-1)
    return best_select >= 0 and best_select > best_ignore


def find_config_file(start: Path) -> tuple[Path, dict] | None:
    """The nearest jaxlint.toml, or pyproject.toml with a [tool.jaxlint] table, from `start` up
    (bounded: see the module docstring)."""
    current = start if start.is_dir() else start.parent
    for directory in _search_folders(current.resolve()):
        for name in ("jaxlint.toml", ".jaxlint.toml", "pyproject.toml"):
            candidate = directory / name
            if not candidate.is_file():
                continue
            distrust = _distrust(candidate)
            if distrust is None:
                data = _load_toml(candidate)
                if name != "pyproject.toml":
                    return candidate, data
                tool = data.get("tool", {})
                if isinstance(tool, dict) and "jaxlint" in tool:
                    return candidate, tool["jaxlint"]
            elif name != "pyproject.toml" or _mentions_jaxlint(candidate):
                warn(f"ignoring {candidate}: {distrust}")
    return None


def _search_folders(start: Path):
    """`start` and its parents, up to the first repository root and never above home."""
    try:
        home = Path.home().resolve()
    except RuntimeError:
        home = None
    for directory in (start, *start.parents):
        yield directory
        if directory == home or any(os.path.lexists(directory / vcs) for vcs in (".git", ".hg")):
            return


def _distrust(path: Path) -> str | None:
    """Why a config file may have been planted by someone else, or None."""
    geteuid = getattr(os, "geteuid", None)
    if geteuid is None:  # no POSIX owners (Windows)
        return None
    try:
        st, folder = os.stat(path), os.stat(path.parent)
    except OSError:
        return None  # reading it reports the problem
    if folder.st_mode & stat.S_IWOTH:
        return "it sits in a world-writable folder"
    if st.st_uid not in (geteuid(), 0):
        return f"it is owned by another user (uid {st.st_uid})"
    if st.st_mode & stat.S_IWOTH:
        return "it is world-writable"
    return None


def _mentions_jaxlint(path: Path) -> bool:
    from jaxlint.source_io import SourceError, read_regular

    try:
        return b"jaxlint" in read_regular(path, 1 << 20)
    except SourceError:
        return False


_WARNED: set[str] = set()


def warn(message: str) -> None:
    """One line on stderr, once per process (the CLI, the server and flake8 all come here)."""
    if message not in _WARNED:
        _WARNED.add(message)
        print(f"jaxlint: warning: {message}", file=sys.stderr)


def _load_toml(path: Path) -> dict:
    import tomllib  # here: a file outside any configured project reads no TOML

    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from None
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: invalid TOML: not UTF-8 text") from None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror}") from None


def config_from_table(table: dict, path: Path | None) -> Config:
    where = f"{path}" if path else "configuration"
    section = "" if path is None or path.name.endswith("jaxlint.toml") else " [tool.jaxlint]"
    if not isinstance(table, dict):
        raise ConfigError(f"{where}:{section} must be a table")
    config = Config(root=path.parent.resolve() if path else Path.cwd(), source=path)
    for key, value in table.items():
        if key not in KNOWN_KEYS:
            raise ConfigError(f"{where}:{section} unknown key '{key}'")
        attr = key.replace("-", "_")
        if key in _LIST_KEYS:
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise ConfigError(f"{where}:{section} key '{key}' must be a list of strings")
            if key == "extend-ignore":
                config.ignore = config.ignore + tuple(value)
                continue
            setattr(config, attr, tuple(value))
        elif key in _BOOL_KEYS:
            if not isinstance(value, bool):
                raise ConfigError(f"{where}:{section} key '{key}' must be true or false")
            setattr(config, attr, value)
        elif key in _STR_KEYS:
            if not isinstance(value, str):
                raise ConfigError(f"{where}:{section} key '{key}' must be a string")
            if key == "shape-math-fix" and value not in ("np.prod", "math.prod"):
                raise ConfigError(f"{where}:{section} key 'shape-math-fix' must be \"np.prod\" or \"math.prod\"")
            if key == "cache-dir":
                value = _contained_folder(value, config.root, path, f"{where}:{section} key 'cache-dir'")
            if key == "target-jax":
                value = target_jax_version(value, f"{where}:{section} key 'target-jax'")
            setattr(config, attr, value)
        elif key in ("per-file-ignores", "extend-per-file-ignores"):
            if not isinstance(value, dict) or not all(
                    isinstance(v, list) and all(isinstance(c, str) for c in v) for v in value.values()):
                raise ConfigError(f"{where}:{section} key '{key}' must map globs to lists of codes")
            config.per_file_ignores.update({k: tuple(v) for k, v in value.items()})
        elif key == "verify":
            config.verify = _verify_table(value, f"{where}:{section}")
        elif key == "severity":
            config.severity = severity_table(value, f"{where}:{section} key 'severity'")
        elif key == "max-file-size":
            config.max_file_size = _size(value, f"{where}:{section}")
    return config


def _contained_folder(value: str, root: Path, path: Path | None, where: str) -> str:
    """A folder named in a config file: resolved against the file's folder, and strictly inside
    it (links resolved), so a repository cannot point jaxlint's writes or `clean` elsewhere."""
    if path is None:  # not from a file: the caller's own choice, relative to the cwd
        return value
    folder = Path(os.path.realpath(root / os.path.expanduser(value)))
    if root.resolve() not in folder.parents:
        raise ConfigError(f"{where} must name a folder inside the project, below {root} (got \"{value}\")")
    return str(folder)
_SIZE = re.compile(r"(\d+(?:\.\d+)?)\s*([KMG]i?B|B)?", re.I)
_UNITS = {"b": 1, "kb": 10**3, "mb": 10**6, "gb": 10**9, "kib": 1 << 10, "mib": 1 << 20, "gib": 1 << 30}


def _size(value: object, where: str) -> int:
    """`max-file-size`: bytes, or a string with a unit ("1 MiB", "500KB"); 0 turns the cap off."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    match = _SIZE.fullmatch(value.strip()) if isinstance(value, str) else None
    if match is None:
        raise ConfigError(f"{where} key 'max-file-size' must be a number of bytes or a size such as "
                          f"\"1 MiB\" or \"500 KB\"")
    return int(float(match.group(1)) * _UNITS[(match.group(2) or "B").lower()])


def severity_table(value: object, where: str) -> dict[str, str]:
    """`[tool.jaxlint.severity]`: codes or prefixes ("JAX702", "JAX3", "ALL") -> "error",
    "warning" or "info"."""
    if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
        raise ConfigError(f"{where} must map codes or prefixes to \"error\", \"warning\" or \"info\"")
    for selector, level in value.items():
        if level not in SEVERITIES:
            raise ConfigError(f"{where}: '{selector}' must be \"error\", \"warning\" or \"info\" (got \"{level}\")")
        if not known_selector(selector):
            raise ConfigError(f"{where}: unknown rule selector '{selector}' (see `jaxlint rule --all`)")
    return {selector.upper(): level for selector, level in value.items()}


def known_selector(selector: str) -> bool:
    """A code, a prefix of one, or ALL (Ruff rejects selectors that select nothing)."""
    upper = selector.upper()
    return upper == "ALL" or any(code.startswith(upper) for code in KNOWN_CODES)


VERIFY_DEVICES = ("cpu", "gpu", "tpu")


def _verify_table(value: object, where: str) -> dict:
    """`[tool.jaxlint.verify]`: device, timeout (seconds per step), memory-limit-mb (the worker's
    address-space cap; 0 for none), examples (function name or
    "module:function" -> a call string such as "f(jnp.ones(4))", or a list of them)."""
    if not isinstance(value, dict):
        raise ConfigError(f"{where} key 'verify' must be a table")
    for key, item in value.items():
        if key == "device":
            if item not in VERIFY_DEVICES:
                raise ConfigError(f"{where} key 'verify.device' must be one of \"cpu\", \"gpu\", \"tpu\"")
        elif key == "timeout":
            if isinstance(item, bool) or not isinstance(item, (int, float)) or not item > 0:
                raise ConfigError(f"{where} key 'verify.timeout' must be a positive number of seconds")
        elif key == "memory-limit-mb":
            if isinstance(item, bool) or not isinstance(item, int) or item < 0:
                raise ConfigError(f"{where} key 'verify.memory-limit-mb' must be a whole number of megabytes "
                                  f"(0 for no limit)")
        elif key == "examples":
            if not isinstance(item, dict) or not all(
                    isinstance(v, str) or (isinstance(v, list) and v and all(isinstance(c, str) for c in v))
                    for v in item.values()):
                raise ConfigError(f"{where} key 'verify.examples' must map function names to call strings "
                                  f"(or lists of them)")
        else:
            raise ConfigError(f"{where} unknown key 'verify.{key}' (expected device, timeout, memory-limit-mb, "
                              f"examples)")
    return dict(value)


def load_config(start: Path, explicit: Path | None = None) -> Config:
    if explicit is not None:
        if not explicit.is_file():
            raise ConfigError(f"{explicit}: config file not found")
        data = _load_toml(explicit)
        if explicit.name == "pyproject.toml":
            data = data.get("tool", {}).get("jaxlint", {})
        return config_from_table(data, explicit)
    found = find_config_file(start)
    if found is None:
        return Config(root=Path.cwd())
    path, table = found
    return config_from_table(table, path)


CONFIG_FIELDS = {f.name for f in fields(Config)}


def _source_build() -> int | None:
    """For jaxlint run from a source checkout (an editable install), the newest mtime of its
    own modules: editing the analysis changes results under the same version, so the cache
    must not answer for the old code. None for an installed wheel (the version decides)."""
    package = os.path.dirname(os.path.abspath(__file__))
    if any(part in ("site-packages", "dist-packages") for part in Path(package).parts):
        return None
    newest, folders = 0, [package]
    while folders:
        with os.scandir(folders.pop()) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False) and entry.name != "__pycache__":
                    folders.append(entry.path)
                elif entry.name.endswith(".py"):
                    newest = max(newest, entry.stat().st_mtime_ns)
    return newest
