"""`[tool.jaxlint]` in the nearest pyproject.toml (or a jaxlint.toml), plus CLI overrides.

The closest file that configures jaxlint wins, as in Ruff; there is no implicit merging.
Unknown keys and wrong types are errors (exit 2) naming the file and the key.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import os
import re
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path


class ConfigError(Exception):
    """A configuration problem; the CLI prints it on one line and exits 2."""


DEFAULT_EXCLUDE = (
    ".bzr", ".direnv", ".eggs", ".git", ".git-rewrite", ".hg", ".mypy_cache", ".nox", ".pants.d",
    ".pytype", ".ruff_cache", ".jaxlint_cache", ".svn", ".tox", ".venv", "__pypackages__",
    "_build", "buck-out", "dist", "node_modules", "site-packages", "venv", "__pycache__",
)

_LIST_KEYS = {"select", "ignore", "extend-select", "exclude", "extend-exclude", "extra-jit-decorators",
              "fixable", "unfixable", "extend-safe-fixes", "extend-unsafe-fixes", "extend-ignore"}
_BOOL_KEYS = {"fix", "unsafe-fixes", "force-exclude", "respect-gitignore", "enable-x64"}
_STR_KEYS = {"shape-math-fix", "output-format", "cache-dir"}
_TABLE_KEYS = {"per-file-ignores", "extend-per-file-ignores", "verify"}
KNOWN_KEYS = _LIST_KEYS | _BOOL_KEYS | _STR_KEYS | _TABLE_KEYS | {"max-file-size"}
DEFAULT_MAX_FILE_SIZE = 1 << 20  # bytes; larger files get JAX001 and no analysis (0: no cap)


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
    respect_gitignore: bool = True
    output_format: str | None = None
    cache_dir: str | None = None
    verify: dict = field(default_factory=dict)
    max_file_size: int = DEFAULT_MAX_FILE_SIZE
    root: Path = field(default_factory=Path.cwd)  # directory of the config file (or cwd)
    source: Path | None = None  # the file the config came from

    def fingerprint(self) -> str:
        """A hash of everything that changes lint results (for the cache)."""
        data = {
            "select": self.select, "extend_select": self.extend_select, "ignore": self.ignore,
            "per_file_ignores": sorted(self.per_file_ignores.items()),
            "extra_jit_decorators": self.extra_jit_decorators, "shape_math_fix": self.shape_math_fix,
            "enable_x64": self.enable_x64, "root": str(self.root), "max_file_size": self.max_file_size,
        }
        return hashlib.sha256(json.dumps(data, sort_keys=True, default=list).encode()).hexdigest()[:16]

    def is_selected(self, code: str, path: str | None = None) -> bool:
        chosen = _best_match(code, self.select + self.extend_select, self.ignore)
        if not chosen:
            return False
        if path and self.per_file_ignores:
            rel = _relative(path, self.root)
            for pattern, codes in self.per_file_ignores.items():
                if _glob_match(rel, pattern) and any(_matches(code, c) for c in codes):
                    return False
        return True

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
    """The nearest jaxlint.toml, or pyproject.toml with a [tool.jaxlint] table, from `start` up."""
    current = start if start.is_dir() else start.parent
    current = current.resolve()
    for directory in (current, *current.parents):
        for name in ("jaxlint.toml", ".jaxlint.toml"):
            candidate = directory / name
            if candidate.is_file():
                return candidate, _load_toml(candidate)
        candidate = directory / "pyproject.toml"
        if candidate.is_file():
            data = _load_toml(candidate)
            tool = data.get("tool", {})
            if isinstance(tool, dict) and "jaxlint" in tool:
                return candidate, tool["jaxlint"]
    return None


def _load_toml(path: Path) -> dict:
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
            setattr(config, attr, value)
        elif key in ("per-file-ignores", "extend-per-file-ignores"):
            if not isinstance(value, dict) or not all(
                    isinstance(v, list) and all(isinstance(c, str) for c in v) for v in value.values()):
                raise ConfigError(f"{where}:{section} key '{key}' must map globs to lists of codes")
            config.per_file_ignores.update({k: tuple(v) for k, v in value.items()})
        elif key == "verify":
            config.verify = _verify_table(value, f"{where}:{section}")
        elif key == "max-file-size":
            config.max_file_size = _size(value, f"{where}:{section}")
    return config


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


VERIFY_DEVICES = ("cpu", "gpu", "tpu")


def _verify_table(value: object, where: str) -> dict:
    """`[tool.jaxlint.verify]`: device, timeout (seconds per step), examples (function name or
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
        elif key == "examples":
            if not isinstance(item, dict) or not all(
                    isinstance(v, str) or (isinstance(v, list) and v and all(isinstance(c, str) for c in v))
                    for v in item.values()):
                raise ConfigError(f"{where} key 'verify.examples' must map function names to call strings "
                                  f"(or lists of them)")
        else:
            raise ConfigError(f"{where} unknown key 'verify.{key}' (expected device, timeout, examples)")
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
