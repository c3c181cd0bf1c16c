"""Names a fix can use for jax, jax.numpy, numpy, math and functools.partial, adding the import
when the module lacks one, in the module's own style, and never shadowing an existing name."""

from __future__ import annotations

import sys

import libcst as cst

from jaxlint.analysis.api import LeadingImport, ModuleView, iter_tree
from jaxlint.fixers.edits import NodeEdit, code

# module -> (preferred alias, import statement that binds it)
_DEFAULTS = {
    "jax": ("jax", "import jax"),
    "jax.numpy": ("jnp", "import jax.numpy as jnp"),
    "jax.lax": ("lax", "from jax import lax"),
    "numpy": ("np", "import numpy as np"),
    "math": ("math", "import math"),
    "dataclasses": ("dataclasses", "import dataclasses"),
    "functools.partial": ("partial", "from functools import partial"),
}


def name_for(module: ModuleView, target: str) -> tuple[str | None, NodeEdit | None]:
    """(expression that names `target`, an import edit or None); (None, None) when impossible."""
    top = module.top_level_imports
    for alias, full in top.items():
        if full == target:
            return alias, None
    parent, _, leaf = target.rpartition(".")
    if parent:
        for alias, full in top.items():
            if full == parent:
                return f"{alias}.{leaf}", None
    if target == "jax.numpy":
        for alias, full in top.items():
            if full == "jax":
                return f"{alias}.numpy", None
    if target not in _DEFAULTS:
        return None, None
    alias, statement = _DEFAULTS[target]
    if alias in module.bound_names():
        return None, None  # the usual name means something else here: do not shadow it
    return alias, import_edit(module, statement)


def import_edit(module: ModuleView, statement: str) -> NodeEdit | None:
    """The edit that adds `statement` where isort would put it: in its section (`__future__`,
    standard library, third party, relative; sections are the blank-line separated groups of
    the module's leading imports), `import` lines before `from` lines, alphabetical. A module
    without a leading block of imports gets it after its last top-level import or docstring."""
    block = module.leading_imports()
    if not block:
        anchor, mode = module.import_anchor()
        if anchor is None:
            return None
        return NodeEdit(anchor, statement + "\n", mode=mode)
    is_from = statement.startswith("from ")
    name = statement.split()[1]
    key = (is_from, name.lower())
    groups: list[list[LeadingImport]] = []
    for entry in block:
        if entry.starts_group or not groups:
            groups.append([])
        groups[-1].append(entry)
    section = _section(name)
    group = _group_for(groups, name, section)
    if group is not None:
        later = next((e for e in group if (e.is_from, e.module.lower()) > key), None)
        if later is not None:
            return NodeEdit(later.statement, statement + "\n", mode="line_before")
        return NodeEdit(group[-1].statement, statement + "\n", mode="line_after")
    after = next((g for g in groups if _section(g[0].module) > section), None)
    if after is not None:  # a new section before the first later one
        return NodeEdit(after[0].statement, statement + "\n\n", mode="line_before")
    return NodeEdit(block[-1].statement, "\n" + statement + "\n", mode="line_after")


FUTURE, STDLIB, THIRD_PARTY, LOCAL = range(4)


def _section(name: str) -> int:
    if name.startswith("."):
        return LOCAL
    top = name.split(".")[0]
    if top == "__future__":
        return FUTURE
    return STDLIB if top in sys.stdlib_module_names else THIRD_PARTY


def _group_for(groups: list[list[LeadingImport]], name: str, section: int) -> list[LeadingImport] | None:
    """The group the new import joins: one that imports from the same package, else the first
    one of its section (third party and first party cannot be told apart from the text; the
    first such group is third party in isort's order)."""
    top = name.split(".")[0]
    same = next((g for g in groups if any(e.module.split(".")[0] == top for e in g)), None)
    if same is not None:
        return same
    return next((g for g in groups if any(_section(e.module) == section for e in g)), None)


def drop_replaced_import(module: ModuleView, replaced: cst.BaseExpression) -> NodeEdit | None:
    """The edit removing the name a fix stops spelling (`@compiled` rewritten to
    `@partial(jax.jit, ...)`) from its top-level `from X import ...`, when nothing else in the
    module reads or re-exports it: the fixed file would otherwise import a name it never uses
    (flake8's F401). None when the name is used elsewhere, bound twice, or listed in `__all__`."""
    tree = module.node
    if tree is None or not isinstance(replaced, cst.Name):
        return None
    name = replaced.value
    found = [(stmt, node, alias) for stmt in tree.body if isinstance(stmt, cst.SimpleStatementLine)
             for node in stmt.body if isinstance(node, cst.ImportFrom) and not isinstance(node.names, cst.ImportStar)
             for alias in node.names if _bound_by(alias) == name]
    if len(found) != 1 or len(found[0][0].body) != 1:
        return None
    stmt, node, alias = found[0]
    for other in iter_tree(tree):
        if isinstance(other, cst.Name) and other.value == name and other is not replaced \
                and not _within_alias(other, alias):
            return None
        if isinstance(other, cst.SimpleString) and other.evaluated_value == name:
            return None  # `__all__ = ["compiled"]`, a getattr by name: still wanted
    kept = [a for a in node.names if a is not alias]
    if not kept:
        return NodeEdit(stmt, "", mode="delete_lines")
    source = "." * len(node.relative) + (code(node.module) if node.module is not None else "")
    names = ", ".join(code(a.name) + (f" as {_bound_by(a)}" if a.asname is not None else "") for a in kept)
    return NodeEdit(node, f"from {source} import {names}")


def _within_alias(name: cst.Name, alias: cst.ImportAlias) -> bool:
    return name is alias.name or alias.asname is not None and name is alias.asname.name


def _bound_by(alias: cst.ImportAlias) -> str | None:
    if alias.asname is not None:
        target = alias.asname.name
        return target.value if isinstance(target, cst.Name) else None
    return code(alias.name).split(".")[0]
