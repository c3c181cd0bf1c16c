"""Rewrites from a removed or deprecated JAX API to its replacement (JAX901, JAX902).

Three shapes: a reference renamed to a qualified name, spelled through the module's own
imports (`np2.trapz` -> `np2.trapezoid` when the module imports `jax.numpy as np2`); a template
filled with the call's arguments or the method's receiver (`jax.ops.index_update(x, i, v)` ->
`x.at[i].set(v)`); and import statements rewritten name by name
(`from jax.config import config` -> `from jax import config`).
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Callable

import libcst as cst

from jaxlint.analysis.api import ModuleView
from jaxlint.fixers.edits import NodeEdit, code
from jaxlint.fixers.imports import import_edit, name_for

_ATOMS = (cst.Name, cst.Attribute, cst.Call, cst.Subscript, cst.Integer, cst.Float, cst.Imaginary,
          cst.SimpleString, cst.List, cst.Dict, cst.Set, cst.ListComp, cst.DictComp, cst.SetComp)


def atomic(node: cst.BaseExpression) -> str:
    """The node's text, parenthesised unless it binds tighter than attribute access."""
    text = code(node).strip()
    if isinstance(node, _ATOMS) or getattr(node, "lpar", None):
        return text
    return f"({text})"


def reachable(alias_target: str, target: str, lazy: tuple[str, ...]) -> bool:
    """`target` can be reached by attribute access from an imported `alias_target`: no module
    between them that `import jax` does not load (`jax.extend`)."""
    return not any(_within(target, m) and not _within(alias_target, m) for m in lazy)


def _within(name: str, module: str) -> bool:
    return name == module or name.startswith(module + ".")


@dataclass(frozen=True)
class Namer:
    """Spells qualified names where a fix writes them: through the module's own imports, never
    through a name a local variable shadows (`shadowed`), importing a module below one that
    `import jax` does not load (`lazy`) when the target lives there."""

    module: ModuleView
    lazy: tuple[str, ...] = ()
    shadowed: Callable[[str], bool] = lambda name: False
    is_module: Callable[[str], bool] = lambda name: False

    def spell(self, target: str, prefer: str | None = None) -> tuple[str, NodeEdit | None] | None:
        """(an expression naming `target`, an import to add or None), or None. `prefer`: the
        alias the code being rewritten used, kept when it reaches the target (`np2.trapz`
        becomes `np2.trapezoid`, not `jnp.trapezoid`)."""
        best = None
        for alias, full in self.module.top_level_imports.items():
            if self.shadowed(alias) or not _within(target, full) or not reachable(full, target, self.lazy):
                continue
            if alias == prefer:
                return alias + target[len(full):], None
            if best is None or len(full) > len(best[1]):
                best = (alias, full)
        if best is not None:
            alias, full = best
            return alias + target[len(full):], None
        root = target.split(".", 1)[0]
        alias, edit = name_for(self.module, root)
        if alias is None or self.shadowed(alias.split(".", 1)[0]):
            return None
        if reachable(root, target, self.lazy):
            return alias + target[len(root):], edit
        if alias != root:
            return None  # `import jax as jx`: importing the lazy module binds `jax`, not `jx`
        loaded = target if self.is_module(target) else target.rpartition(".")[0]
        return target, import_edit(self.module, f"import {loaded}")

    def render(self, template: str, values: dict[str, str]) -> tuple[str, list[NodeEdit]] | None:
        """Fill `{0}`, `{x}` (from `values`) and `{qualified.name}` (spelled) in a template."""
        out, edits = [], []
        for literal, field, _, _ in string.Formatter().parse(template):
            out.append(literal)
            if field is None:
                continue
            if field in values:
                out.append(values[field])
                continue
            if "." not in field:
                return None  # a placeholder the caller could not fill
            spelled = self.spell(field)
            if spelled is None:
                return None
            out.append(spelled[0])
            if spelled[1] is not None and spelled[1] not in edits:
                edits.append(spelled[1])
        return "".join(out), edits


def import_statement(replacement: str, bound: str, is_module: bool) -> str:
    """The statement that binds `bound` to `replacement`: `from jax import Array as DeviceArray`,
    `import jax.example_libraries.optimizers as optimizers`."""
    parent, _, leaf = replacement.rpartition(".")
    if is_module or not parent:
        return f"import {replacement}" + (f" as {bound}" if bound != replacement else "")
    return f"from {parent} import {leaf}" + (f" as {bound}" if bound != leaf else "")


def plain_import(old: str, replacement: str, is_module: bool) -> str | None:
    """`import a.b` (binds `a`) rewritten so that `a` still names the root and the replacement
    is loaded; None when the replacement lives under another root."""
    root = old.split(".", 1)[0]
    if replacement.split(".", 1)[0] != root:
        return None
    loaded = replacement if is_module else replacement.rpartition(".")[0]
    return f"import {loaded or root}"


def from_import(module: str, kept: list[str], moved: list[tuple[str, str, bool]]) -> str:
    """`from module import <kept>` plus the statements for the moved names (replacement, bound
    name, whether it is a module), joined on one line; names from one module share a statement."""
    statements = [f"from {module} import {', '.join(kept)}"] if kept else []
    grouped: dict[str, list[str]] = {}
    for replacement, bound, is_module in moved:
        parent, _, leaf = replacement.rpartition(".")
        if not parent:  # `from jax import api` -> `import jax as api`
            statements.append(import_statement(replacement, bound, is_module))
        else:  # `from parent import leaf` works for modules and attributes alike
            grouped.setdefault(parent, []).append(leaf if leaf == bound else f"{leaf} as {bound}")
    statements += [f"from {parent} import {', '.join(names)}" for parent, names in grouped.items()]
    return "; ".join(statements)
