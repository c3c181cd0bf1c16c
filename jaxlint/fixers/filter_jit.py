"""An equinox model (an `eqx.Module` or layer, whose weights are arrays) passed to a static
parameter of a jitted function (JAX810) -> jit the function with `eqx.filter_jit`, which traces
every array leaf of every argument and keeps everything else static:

    @partial(jax.jit, static_argnums=(0, 2))         @eqx.filter_jit
    def sample(model, key, n):                  ->   def sample(model, key, n):
        ...                                              ...

Dropping the model from `static_argnums` would not do: plain `jax.jit` rejects a model's
non-array fields (an `eqx.nn.MLP` holds its activation functions). The parameters that stay
static are still static under filter_jit as long as callers pass them non-array values (they
were hashed, so no array reached them). Only for a transform that is `jax.jit` (through
`functools.partial` or called on the function) with nothing but `static_argnums`/
`static_argnames`: donation, shardings or a backend have no filter_jit spelling here. Unsafe: a
Python number the caller passes to a parameter jit traced is now a static value (one compilation
per value, and it stays a Python number inside: `n.astype(...)` would fail).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import drop_replaced_import, import_edit as add_import, name_for

_STATIC_KEYWORDS = frozenset({"static_argnums", "static_argnames"})


def filter_jit_fix(ctx, call: cst.Call) -> PendingFix | None:
    """The fix for a model reaching a static parameter of the function `call` calls; None when
    the function or its transform is not one this rewrite can spell."""
    found = ctx.jitted_definition(call)
    if found is None:
        return None
    module, function, transform = found
    if not isinstance(function.node, cst.FunctionDef) or not isinstance(transform, cst.Call):
        return None
    rewritten = _filter_jitted(module, function.node, transform)
    if rewritten is None:
        return None
    alias, import_edit = name_for(module, "equinox")
    if alias is None:  # not imported there: `import equinox as eqx`, unless `eqx` means something else
        if "eqx" in module.bound_names():
            return None
        alias, import_edit = "eqx", add_import(module, "import equinox as eqx")
    text, replaced = rewritten
    edits = [NodeEdit(transform, text.format(filter_jit=f"{alias}.filter_jit"))]
    if import_edit is not None:
        edits.append(import_edit)
    dropped = _drop_unused_import(module, replaced) if replaced is not None else None
    if dropped is not None:
        edits.append(dropped)
    fix = PendingFix(f"Jit '{function.name}' with eqx.filter_jit: it traces the model's arrays and keeps its other "
                     f"fields, and the non-array arguments, static", edits, Applicability.UNSAFE)
    if module.node is not ctx.module.node:
        fix.target = module
    return fix


def _filter_jitted(module, function: cst.FunctionDef, transform: cst.Call) -> tuple[str, cst.CSTNode | None] | None:
    """(the replacement with a `{filter_jit}` slot, the name it stops using or None):
    `partial(jax.jit, static_...)` as a decorator of `function` -> `{filter_jit}`,
    `jax.jit(function, static_...)` -> `{filter_jit}(function)`."""
    qual = module.qualified_name(transform.func)
    args = list(transform.args)
    if any(a.star for a in args) or not args:
        return None
    decorated = any(d.decorator is transform for d in function.decorators)
    if qual == "functools.partial" and decorated:
        jit, rest = args[0], args[1:]
        if jit.keyword is not None or module.qualified_name(jit.value) != "jax.jit":
            return None
        if not rest or not all(a.keyword is not None and a.keyword.value in _STATIC_KEYWORDS for a in rest):
            return None
        return "{filter_jit}", transform.func
    if qual == "jax.jit" and not decorated:
        target, rest = args[0], args[1:]
        if target.keyword is not None or not (isinstance(target.value, cst.Name)
                                              and target.value.value == function.name.value):
            return None
        if not rest or not all(a.keyword is not None and a.keyword.value in _STATIC_KEYWORDS for a in rest):
            return None
        return "{filter_jit}(" + code(target.value).strip() + ")", None
    return None


def _drop_unused_import(module, replaced: cst.BaseExpression) -> NodeEdit | None:
    """The edit removing the import of the `partial` the decorator stops spelling: `from functools
    import partial` (shared helper), or a lone `import functools` line when `functools.partial`
    was its one use."""
    if isinstance(replaced, cst.Name):
        return drop_replaced_import(module, replaced)
    tree = module.node
    if tree is None or not (isinstance(replaced, cst.Attribute) and isinstance(replaced.value, cst.Name)):
        return None
    name = replaced.value.value
    lines = [stmt for stmt in tree.body if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1
             and isinstance(stmt.body[0], cst.Import) and len(stmt.body[0].names) == 1
             and stmt.body[0].names[0].asname is None and code(stmt.body[0].names[0].name) == name]
    if len(lines) != 1:
        return None
    froms = [n for n in iter_tree(tree) if isinstance(n, cst.ImportFrom)]  # `from functools import x`: no use
    named = {id(n) for f in froms for n in iter_tree(f) if isinstance(n, cst.Name)}
    uses = [n for n in iter_tree(tree) if isinstance(n, cst.Name) and n.value == name and id(n) not in named]
    if len(uses) != 2 or replaced.value not in uses:  # the import's own name and the replaced one
        return None
    if any(isinstance(n, cst.SimpleString) and n.evaluated_value == name for n in iter_tree(tree)):
        return None
    return NodeEdit(lines[0], "", mode="delete_lines")
