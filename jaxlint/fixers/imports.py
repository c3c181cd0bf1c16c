"""Names a fix can use for jax, jax.numpy, numpy, math and functools.partial, adding the import
when the module lacks one, in the module's own style, and never shadowing an existing name."""

from __future__ import annotations

from jaxlint.analysis.module_index import ModuleIndex
from jaxlint.fixers.edits import NodeEdit

# module -> (preferred alias, import statement that binds it)
_DEFAULTS = {
    "jax": ("jax", "import jax"),
    "jax.numpy": ("jnp", "import jax.numpy as jnp"),
    "numpy": ("np", "import numpy as np"),
    "math": ("math", "import math"),
    "functools.partial": ("partial", "from functools import partial"),
}


def _bound_names(index: ModuleIndex) -> set[str]:
    return (set(index.imports.aliases) | set(index.module_assignments) | set(index.module_functions)
            | set(index.classes))


def name_for(index: ModuleIndex, target: str) -> tuple[str | None, NodeEdit | None]:
    """(expression that names `target`, an import edit or None); (None, None) when impossible."""
    top = index.imports.top_level
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
    if alias in _bound_names(index):
        return None, None  # the usual name means something else here: do not shadow it
    return alias, import_edit(index, statement)


def import_edit(index: ModuleIndex, statement: str) -> NodeEdit | None:
    anchor = index.last_top_import or index.docstring
    if anchor is not None:
        return NodeEdit(anchor, statement + "\n", mode="line_after")
    if index.first_statement is not None:
        return NodeEdit(index.first_statement, statement + "\n", mode="line_before")
    return None
