"""Names a fix can use for jax, jax.numpy, numpy, math and functools.partial, adding the import
when the module lacks one, in the module's own style, and never shadowing an existing name."""

from __future__ import annotations

import sys

from jaxlint.analysis.api import LeadingImport, ModuleView
from jaxlint.fixers.edits import NodeEdit

# module -> (preferred alias, import statement that binds it)
_DEFAULTS = {
    "jax": ("jax", "import jax"),
    "jax.numpy": ("jnp", "import jax.numpy as jnp"),
    "jax.lax": ("lax", "from jax import lax"),
    "numpy": ("np", "import numpy as np"),
    "math": ("math", "import math"),
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
