"""Which modules a whole-tree run's pool workers would each parse: those are parsed once, before.

A module that files of several pool batches import is followed by the lints of each batch, so
every worker that lints one of them parsed it: a cold `check -j 2` over flax parsed 38 of its
77 parsed files in both workers, equinox 56 of 71 (issue #14: no file parsed twice in a run).
The workers are forked from a process that parsed those modules first (`pool.run_pooled_after`)
and inherit them. Which modules a lint follows is known only once it runs, so the import
statements stand in for it: a module imported, directly or through the package `__init__`s
a file imports, by files of two batches or more that apply a transform (only traced code
follows calls); its own batch counts when it mentions JAX (its own lint may parse it).
A module no worker would have followed costs a parse it did not need; never a second one.
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path
from typing import Callable, TypeVar

from jaxlint.config import Config

R = TypeVar("R")

_IMPORT_START = re.compile(r"\b(?:from|import)\b")
# A def handing its own (first) parameter to a transform (`def compiled(fn): return jax.jit(fn)`,
# `def __init__(self, fn): self.f = jax.jit(fn)`): its lint traces what its callers pass.
_WRAPS_PARAMETER = re.compile(r"\bdef\s+\w+\s*\(\s*(?:self\s*,\s*)?(\w+)[^)]*\)[^:]*:(?:(?!\bdef\b).){0,400}?\b"
                              r"(?:jit|vmap|pmap|grad|value_and_grad|checkpoint|remat|shard_map|filter_jit)"
                              r"\s*\(\s*\1\b", re.S)
BUDGET = 4_000_000  # bytes of text parsed ahead: half the memo a run keeps (`project.RUN_MEMO_BYTES`)
INIT_HOPS = 3  # package `__init__`s followed through (`flax.linen` -> `linen/__init__.py` -> `.module`)


def shared_modules(groups: list[list[str]], config: Config, budget: int) -> list[str]:
    """The modules the lints of two groups or more (the pool's batches) may parse, most-shared
    first, as many as `budget` bytes of text hold; each at most `project.MAX_BYTES`. A lint
    parses its own file (when it mentions JAX), the modules it imports, directly or through
    package `__init__`s (when it applies a transform, or one of those modules does: a project's
    own jit wrapper; only traced code follows calls), and a module that imports a project wrapper
    of a parameter (its lint traces what the callers hand it, parsing them). What a
    lint reads beyond these (the callers of its functions and factories) it parses where the
    first worker to parse it lints it (`parse_claims`)."""
    from jaxlint.analysis import api
    from jaxlint.prefilter import mentions_jax
    from jaxlint.project_scan import _TRANSFORM, MAX_BYTES, _read

    extra_jit = frozenset(config.extra_jit_decorators)
    direct: dict[str, set[str]] = {}  # file -> the project files its import statements name

    def imports_of(path: str) -> set[str]:
        if path not in direct:
            direct[path] = set()
            text = _read(path)
            if text is not None:
                project = api.project_for(path, config.root, extra_jit)
                direct[path] = {f for f in (project.file_of(d) for d in _imported_names(text)) if f is not None}
        return direct[path]

    def reached(path: str) -> set[str]:
        found, level = set(imports_of(path)), imports_of(path)
        for _ in range(INIT_HOPS):
            level = {m for init in level if init.endswith("__init__.py") for m in imports_of(init)} - found
            found |= level
        found.discard(path)
        return found

    def applies_transform(path: str) -> bool:  # a project's own jit wrapper, say
        if path not in transforms:
            transforms[path] = _TRANSFORM.search(_read(path) or "") is not None
        return transforms[path]

    transforms: dict[str, bool] = {}
    shared_by: dict[str, set[int]] = defaultdict(set)
    weight: dict[str, int] = defaultdict(int)  # how many lints may parse it
    wrappers: dict[str, int] = {}  # a module transforming its own function's parameter -> its group
    for number, group in enumerate(groups):
        for path in group:
            path = str(Path(path).resolve())
            text = _read(path) or ""
            own = mentions_jax(text, config)
            if own:  # its own lint may parse it
                shared_by[path].add(number)
                weight[path] += 1
                if _WRAPS_PARAMETER.search(text):
                    wrappers[path] = number
            if _TRANSFORM.search(text) or (own and any(applies_transform(m) for m in reached(path))):
                for module in reached(path):
                    shared_by[module].add(number)
                    weight[module] += 1
    if wrappers:  # a wrapper's lint follows the functions its callers hand it: it parses its importers
        for group in groups:
            for path in group:
                path = str(Path(path).resolve())
                for wrapper in reached(path) & wrappers.keys():
                    shared_by[path].add(wrappers[wrapper])
                    weight[path] += 1
    ranked = sorted((m for m, numbers in shared_by.items() if len(numbers) > 1),
                    key=lambda m: (-len(shared_by[m]), -weight[m], m))
    chosen, total = [], 0
    for module in ranked:
        size = _size(module)
        if 0 < size <= MAX_BYTES and total + size <= budget:
            chosen.append(module)
            total += size
    return chosen


def _size(path: str) -> int:
    try:
        return Path(path).stat().st_size
    except OSError:
        return 0


def _imported_names(text: str) -> list[str]:
    """The dotted module names a text's import statements spell, relative ones with their dots;
    `from m import a` spells `m` and `m.a` (a submodule, when one is a file)."""
    from jaxlint.project_scan import _IMPORT_STATEMENT

    names: list[str] = []
    for match in _IMPORT_STATEMENT.finditer(text):
        statement = match.group(0)
        start = _IMPORT_START.search(statement)
        if start is None:
            continue
        try:
            tree = ast.parse(statement[start.start():].strip())
        except (SyntaxError, ValueError):
            continue
        for node in tree.body:
            if isinstance(node, ast.Import):
                names += [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = "." * node.level + (node.module or "")
                if node.module:
                    names.append(base)
                names += [f"{base}{'' if base.endswith('.') else '.'}{a.name}" for a in node.names if a.name != "*"]
    return names


def parse_shared(groups: list[list[str]], config: Config) -> int:
    """Parse the shared modules (`shared_modules`) into this process's memo of followed
    modules, within one run's budget: how many."""
    from jaxlint.analysis import api
    from jaxlint.project_scan import one_run

    from jaxlint.engine import module_record

    with one_run():
        modules = shared_modules(groups, config, BUDGET)
        if modules:  # indexed with what their own lints record, which then reuse the index
            api.record_followed_as(module_record(config, modules[0]))
        return api.parse_ahead(modules, frozenset(config.extra_jit_decorators))


def run_shared(work: Callable[..., list[R]], names: list[str], args: tuple, jobs: int,
               crashed: Callable[[str, str], R], config: Config) -> list[R]:
    """`work` over `names` in `jobs` workers, the batches dealt to them in turn (`pool.deal`),
    forked from a process that parsed first the modules two batches' lints may parse; a lint
    whose file another worker parsed is handed to that worker (`parse_claims`)."""
    from jaxlint.pool import BATCH, deal, run_pooled_after

    batches = [names[i:i + BATCH] for i in range(0, len(names), BATCH)]
    return run_pooled_after(lambda: parse_shared(batches, config), work, names, args, jobs, crashed,
                            deal(names, jobs))
