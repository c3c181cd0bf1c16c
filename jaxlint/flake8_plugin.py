"""flake8 plugin: `flake8 --select JAX` reports what `jaxlint check` reports.

Registered as `[project.entry-points."flake8.extension"] JAX = "jaxlint.flake8_plugin:JaxlintChecker"`.
The checker is a thin adapter over `jaxlint.engine.lint_source`:

* the same codes, lines, columns and messages as `jaxlint check` (flake8 adds 1 to the 0-based
  column we yield, as jaxlint's own output does);
* lint only, no fixes;
* flake8 applies `--select`/`--ignore`/`--extend-ignore`/`per-file-ignores` itself, so the
  engine runs with every rule selected, except the advisory ones (catalog.PREVIEW): as in
  `jaxlint check`, those run only when named (in flake8's `--select`/`--extend-select` or
  jaxlint's config) or with `preview = true`;
* `# noqa` means what it means in `jaxlint check` (codes are case-insensitive: flake8 alone
  would not honour `# noqa: jax101`), so the engine applies its own filter, unless flake8 runs
  with `--disable-noqa`; JAX100 unused-noqa is left to `jaxlint check` (which codes flake8
  selects is not known here);
* analysis options (`extra-jit-decorators`, `shape-math-fix`) come from the nearest
  `[tool.jaxlint]` (pyproject.toml or jaxlint.toml), since flake8 never reads pyproject;
* files that never mention jax are not parsed, and a file that does not parse yields nothing
  (flake8 reports E999 itself); a file above `max-file-size` yields one JAX001;
* it never raises (that would stop flake8 for every file and every code): any failure is one
  JAX999 on line 1.

Importing this module is cheap: flake8 imports every plugin at start-up, so the engine (and
LibCST) are imported only when a file mentions jax.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

from jaxlint import __version__

if TYPE_CHECKING:
    from jaxlint.config import Config

# A cheap first look before importing the engine; the engine's own prefilter decides.
_MAYBE_JAX = re.compile(r"jax|equinox|flax|haiku")
_STDIN_NAMES = {"-", "stdin", "<stdin>"}

_config_cache: dict[Path, "Config"] = {}


def _config_for(filename: str) -> "Config":
    """The nearest [tool.jaxlint] from the file's folder (cwd for stdin), cached per folder.

    Selection is left to flake8: every rule is selected here and jaxlint's own ignore and
    per-file-ignores are dropped. A broken config stops flake8 with one line naming the file
    and the key (the CLI exits 2 on the same file), not a traceback."""
    from flake8.exceptions import ExecutionError

    from jaxlint.catalog import PREVIEW
    from jaxlint.config import Config, ConfigError, config_from_table, find_config_file

    if filename in _STDIN_NAMES:
        start = Path.cwd()
    else:
        start = Path(os.path.abspath(filename)).parent
        while not start.exists() and start != start.parent:
            start = start.parent
    config = _config_cache.get(start)
    if config is None:
        try:
            found = find_config_file(start)
            config = config_from_table(found[1], found[0]) if found else Config(root=Path.cwd())
        except ConfigError as exc:
            raise ExecutionError(f"jaxlint (flake8 plugin JAX): {exc}") from None
        named = set(config.select + config.extend_select) | set(JaxlintChecker.named)
        config.select = ("ALL",)
        config.extend_select = tuple(sorted(code for code in PREVIEW if code in named))
        config.ignore = ()
        config.per_file_ignores = {}
        _config_cache[start] = config
    return config


class JaxlintChecker:
    """flake8 calls this once per file (it asks for `tree`, which makes it an AST plugin)."""

    name = "jaxlint"
    version = __version__
    disable_noqa = False  # flake8's --disable-noqa
    named: tuple[str, ...] = ()  # the codes in flake8's --select and --extend-select

    @classmethod
    def parse_options(cls, options: Any) -> None:
        """flake8 hands every plugin its options once they are parsed (in each worker too)."""
        cls.disable_noqa = bool(getattr(options, "disable_noqa", False))
        named = [*(getattr(options, "select", None) or ()), *(getattr(options, "extend_select", None) or ())]
        cls.named = tuple(code.strip().upper() for code in named)
        _config_cache.clear()

    def __init__(self, tree: Any, lines: list[str], filename: str = "stdin") -> None:
        del tree  # unused: jaxlint parses with LibCST; the parameter tells flake8 to call us once per file
        self.lines = lines
        self.filename = filename

    def run(self) -> Iterator[tuple[int, int, str, type]]:
        source = "".join(self.lines)
        config = _config_for(self.filename)
        if not _MAYBE_JAX.search(source) and not any(
                name.split(".")[0] in source for name in config.extra_jit_decorators):
            from jaxlint.prefilter import transformed_elsewhere

            if self.filename in _STDIN_NAMES or not os.path.isfile(self.filename) or not transformed_elsewhere(
                    self.filename, config, frozenset()):
                return
        try:
            from jaxlint import engine

            diagnostics = engine.lint_source(source, self.filename, config, apply_noqa=not self.disable_noqa).diagnostics
        except Exception as exc:  # noqa: BLE001 - a plugin that raises stops flake8 for every file and code
            yield 1, 0, f"JAX999 internal error: {type(exc).__name__}: {exc}; please report it with this file", type(self)
            return
        for d in diagnostics:
            if d.code in ("JAX000", "JAX100"):
                continue  # flake8 reports E999 itself; JAX100: see the module docstring
            yield d.location.row, d.location.column, f"{d.code} {d.message}", type(self)
