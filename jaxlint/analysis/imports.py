"""Resolve names through a module's own imports, without LibCST's scope metadata.

`import jax.numpy as jnp` binds `jnp` to `jax.numpy`; `from jax import lax, jit` binds `lax`
to `jax.lax` and `jit` to `jax.jit`. `qualified_name(expr)` turns `jnp.sum` into
`jax.numpy.sum` and gives up (None) on anything that is not a dotted name rooted in an
import. Spelling alone never decides: a local `jnp = ...` is not `jax.numpy`. A name imports bind
to different objects (a script's `import jax.numpy as np`, then `import numpy as np` for its last
stage) resolves to neither: which one a function reads depends on when it runs.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.facts import canonical

def dotted_name(expr: cst.BaseExpression) -> str | None:
    parts: list[str] = []
    while isinstance(expr, cst.Attribute):
        parts.append(expr.attr.value)
        expr = expr.value
    if not isinstance(expr, cst.Name):
        return None
    parts.append(expr.value)
    return ".".join(reversed(parts))


def _module_name(expr: cst.BaseExpression | None) -> str:
    return dotted_name(expr) or "" if expr is not None else ""


class ImportTable:
    """Alias name -> qualified name, gathered from every import in the module."""

    def __init__(self) -> None:
        self.aliases: dict[str, str] = {}
        self.top_level: dict[str, str] = {}  # bindings made by module-level imports only
        self.package: str = ""  # the module's package, for relative imports
        self.stars: list[str] = []  # modules of module-level `from m import *` (the project binds their names)
        # names imports bind to different objects (`import jax.numpy as np` ... `import numpy as np`
        # further down a script): which one a function reads depends on when it runs
        self.rebound: set[str] = set()
        # imported names (as spelled) of project functions that do exactly what a library's does
        # (a vendored `struct.dataclass` / `struct.field`): the library's qualified name
        self.shims: dict[str, str] = {}

    def add_import(self, node: cst.Import, top_level: bool = False) -> None:
        for alias in node.names:
            full = dotted_name(alias.name) or ""
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                self._bind(alias.asname.name.value, full, top_level)
            else:
                head = full.split(".", 1)[0]
                self.aliases.setdefault(head, head)
                if top_level:
                    self.top_level.setdefault(head, head)

    def _bind(self, name: str, target: str, top_level: bool) -> None:
        before = self.aliases.get(name)
        if before is not None and canonical(before) != canonical(target):
            self.rebound.add(name)
        self.aliases[name] = target
        if top_level:
            self.top_level[name] = target

    def add_import_from(self, node: cst.ImportFrom, top_level: bool = False) -> None:
        module = _module_name(node.module)
        if node.relative:
            module = "." * len(node.relative) + module
        if isinstance(node.names, cst.ImportStar):
            if top_level and module not in self.stars:
                self.stars.append(module)
            return
        for alias in node.names:
            name = dotted_name(alias.name) or ""
            self._bind(_bound_name(alias), f"{module}.{name}" if module and not module.endswith(".") else module + name, top_level)

    def bind_star(self, module: str, name: str) -> None:
        """`name` as `from module import *` binds it, unless the module binds it otherwise."""
        if name not in self.aliases:
            self._bind(name, module + name if module.endswith(".") else f"{module}.{name}", True)

    def follow_reexport(self, name: str, target: str) -> None:
        """`name`, imported from a project module that only re-exports it, is `target` (a
        library's object): bind it there, as the re-export's own import does."""
        self.aliases[name] = target
        self.top_level[name] = target

    def bind_shim(self, spelled: str, target: str) -> None:
        """The project function `spelled` (as `spelled` spells it) behaves as library object
        `target`: names resolving to it resolve to `target`."""
        self.shims[spelled] = target

    def note_assignments(self, assignments: dict) -> None:
        """A name a module-level import binds that the module also assigns at top level
        (`hessian = hessian(psi)`, `np = onp`): which object a function reads depends on when it
        runs, as for a name two imports bind. An alias of the same object (`tree_map =
        jax.tree_util.tree_map`) keeps it. `assignments`: name -> the values assigned (None for
        an augmented assignment)."""
        for name, values in assignments.items():
            if name not in self.top_level or name in self.rebound:
                continue
            target = self.resolve(name)
            for value in values:
                spelled = dotted_name(value) if value is not None else None
                if spelled is None or self.resolve(spelled) != target:
                    self.rebound.add(name)
                    break

    def note_definitions(self, module: cst.Module) -> None:
        """A name a module-level import binds and a later top-level `def` or `class` of the
        module binds again (`from .cov2 import block` ... `def block(...)`): the def runs after
        the import, so the functions calling the name at run time call the def; the import's
        object is not what they read (tests/data/unseen37_triage.md class C). Only statements
        directly in the module body count: a def in a `try`/`if` is a fallback, not a
        replacement."""
        imported: set[str] = set()
        for stmt in module.body:
            if isinstance(stmt, cst.SimpleStatementLine):
                for small in stmt.body:
                    if isinstance(small, cst.ImportFrom) and not isinstance(small.names, cst.ImportStar):
                        imported.update(_bound_name(alias) for alias in small.names)
                    elif isinstance(small, cst.Import):
                        imported.update(_bound_name(alias) for alias in small.names)
            elif isinstance(stmt, (cst.FunctionDef, cst.ClassDef)) and stmt.name.value in imported \
                    and stmt.name.value in self.top_level:
                self.rebound.add(stmt.name.value)

    def resolve(self, dotted: str) -> str | None:
        full = self.spelled(dotted)
        if full is not None and full in self.shims:
            return self.shims[full]
        return canonical(full) if full is not None else None

    def spelled(self, dotted: str) -> str | None:
        """The imported name as written (`jax.experimental.pjit.pjit`), before `resolve` maps
        it to the object's one spelling (`jax.jit`): what a removed-API rule must look at."""
        head, _, rest = dotted.partition(".")
        base = self.aliases.get(head)
        if base is None or head in self.rebound:
            return None
        return f"{base}.{rest}" if rest else base


def _bound_name(alias: cst.ImportAlias) -> str:
    """The name `import a.b` (`a`), `import a as b` or `from m import a as b` binds."""
    if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
        return alias.asname.name.value
    return (dotted_name(alias.name) or "").split(".", 1)[0]
