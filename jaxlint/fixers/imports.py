"""Names a fix can use for jax, jax.numpy, numpy, math and functools.partial, adding the import
when the module lacks one, in the module's own style, and never shadowing an existing name."""

from __future__ import annotations

from jaxlint.analysis.api import ModuleView
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
    anchor, mode = module.import_anchor()
    if anchor is None:
        return None
    return NodeEdit(anchor, statement + "\n", mode=mode)
