"""An unhashable value (a dict, a NumPy or JAX array) passed to a static parameter (JAX810) ->
drop the parameter from `static_argnums`/`static_argnames`, so jit traces it, where the jitted
function only computes with it:

    @partial(jax.jit, static_argnums=(2,))        @jax.jit
    def step(params, grads, config):         ->   def step(params, grads, config):
        return params - config["lr"] * grads          return params - config["lr"] * grads

Only when every read of the parameter in the function (a dict's: `config["key"]`, a literal key)
is arithmetic whose result, like the value itself, lands where a traced array is taken as well:
an array argument of a `jax.numpy`/`jax.nn`/`jax.scipy` function (not one of its static
positions), an index of one of the function's traced parameters, or the returned value (jit
returns arrays either way). Unsafe: a caller that passes a hashable value there (a number, a
tuple) now has it traced (weakly typed, one compilation for all values), and a dict's keys
become part of the traced pytree's structure.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import fact, facts, iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.tree import names_in, parent_map
from jaxlint.parsing import parse_expression

_ARITHMETIC = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power,
               cst.MatrixMultiply)
_ARRAY_MODULES = ("jax.numpy.", "jax.nn.", "jax.scipy.")


def traced_instead_fix(ctx, call: cst.Call, parameter: str, kind: str) -> PendingFix | None:
    """`kind`: "dict" or "array", what the call passes for `parameter`."""
    found = ctx.jitted_definition(call)
    if found is None:
        return None
    module, function, transform = found
    node = function.node
    index, param = function.param(parameter)
    if not isinstance(node, cst.FunctionDef) or param is None or param.star or not isinstance(transform, cst.Call):
        return None
    if transform.args and isinstance(transform.args[0].value, cst.Call):
        return None  # jax.jit(partial(f, ...), ...): positions shift by what partial binds
    if _rebound(node, parameter):
        return None
    parents = parent_map(node)
    uses = [n for n in names_in(node.body, parameter)]
    statics = _static_names(node, transform)
    if statics is None or not uses or not all(_computes_with(module, parents, use, kind, statics) for use in uses):
        return None
    text = _without(module, transform, parameter, index)
    if text is None:
        return None
    fix = PendingFix(f"Drop '{parameter}' from the static arguments of '{function.name}': jit traces it, and the "
                     f"function only computes with {'its values' if kind == 'dict' else 'it'}",
                     [NodeEdit(transform, text)], Applicability.UNSAFE)
    if module.node is not ctx.module.node:
        fix.target = module
    return fix


def scalar_argument_fix(ctx, call: cst.Call, parameter: str, value: cst.BaseExpression) -> PendingFix | None:
    """An array passed to a static parameter that the jitted function only uses where a Python
    integer is taken (a static position of a jnp/jax.nn function: `jax.nn.one_hot(x, depth)`,
    `range(n)`) -> `value.item()` at the call: the one number such a position can use, hashable.
    Unsafe: an array of several elements now raises at the call (it could not be used there
    either)."""
    found = ctx.jitted_definition(call)
    if found is None:
        return None
    module, function, _ = found
    node = function.node
    _, param = function.param(parameter)
    if not isinstance(node, cst.FunctionDef) or param is None or param.star or _rebound(node, parameter):
        return None
    parents = parent_map(node)
    uses = names_in(node.body, parameter)
    if not uses or not all(_takes_an_integer(module, parents, use) for use in uses):
        return None
    text = code(value).strip()
    atom = isinstance(value, (cst.Name, cst.Attribute, cst.Call, cst.Subscript)) or value.lpar
    return PendingFix(f"Pass {text}.item(): '{function.name}' uses '{parameter}' only where a Python integer is taken",
                      [NodeEdit(value, f"{text if atom else f'({text})'}.item()")], Applicability.UNSAFE)


def _takes_an_integer(module, parents: dict[int, cst.CSTNode], use: cst.Name) -> bool:
    """The name is an argument at a static position of a jnp/jax.nn/jax.scipy function (facts)
    that takes one integer (`num_classes`, not `shape`), or the sole argument of `range`."""
    parent = parents.get(id(use))
    outer = parents.get(id(parent))
    if not (isinstance(parent, cst.Arg) and not parent.star and isinstance(outer, cst.Call) and outer.func is not use):
        return False
    qual = module.qualified_name(outer.func) or ""
    if qual == "range" or isinstance(outer.func, cst.Name) and outer.func.value == "range" and not qual:
        return len(outer.args) == 1
    known = fact(qual) if qual.startswith(_ARRAY_MODULES) else None
    if known is None or known.static_args is None:
        return False
    positions, keywords = known.static_args
    if parent.keyword is not None:
        return parent.keyword.value in keywords and parent.keyword.value in facts.ONE_INTEGER_STATICS
    position = [a for a in outer.args if a.keyword is None].index(parent)
    return facts.static_keyword_at(known, position) in facts.ONE_INTEGER_STATICS


def _rebound(function: cst.FunctionDef, name: str) -> bool:
    """The name is bound again in the function (an assignment, a loop, a nested def's parameter)."""
    for node in iter_tree(function.body):
        if isinstance(node, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For, cst.Del)) and any(
                isinstance(n, cst.Name) and n.value == name for n in iter_tree(node.target)):
            return True
        if isinstance(node, cst.Param) and node.name.value == name:
            return True
        if isinstance(node, (cst.Global, cst.Nonlocal, cst.NamedExpr)):
            return True
    return False


def _static_names(function: cst.FunctionDef, transform: cst.Call) -> set[str] | None:
    """The function's parameters the transform keeps static, or None when not literal."""
    params = list(function.params.posonly_params) + list(function.params.params)
    names: set[str] = set()
    for arg in transform.args:
        if arg.keyword is None or arg.keyword.value not in ("static_argnums", "static_argnames"):
            continue
        items = _items(arg.value)
        if items is None:
            return None
        for item in items:
            if isinstance(item, cst.Integer):
                i = int(item.value)
                if i >= len(params):
                    return None
                names.add(params[i].name.value)
            elif isinstance(item.evaluated_value, str):
                names.add(item.evaluated_value)
    return names


def _items(expr: cst.BaseExpression) -> list | None:
    values = [e.value for e in expr.elements] if isinstance(expr, (cst.Tuple, cst.List)) else [expr]
    if not all(isinstance(v, cst.Integer) or isinstance(v, cst.SimpleString) for v in values):
        return None
    return values


def _computes_with(module, parents: dict[int, cst.CSTNode], use: cst.Name, kind: str, statics: set[str]) -> bool:
    node: cst.CSTNode = use
    if kind == "dict":
        parent = parents.get(id(node))
        if not (isinstance(parent, cst.Subscript) and parent.value is node and len(parent.slice) == 1
                and isinstance(parent.slice[0].slice, cst.Index)
                and isinstance(parent.slice[0].slice.value, (cst.SimpleString, cst.Integer))):
            return False
        node = parent
    parent = parents.get(id(node))
    while isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, _ARITHMETIC) or \
            isinstance(parent, cst.UnaryOperation) and isinstance(parent.operator, (cst.Minus, cst.Plus)):
        node, parent = parent, parents.get(id(parent))
    if isinstance(parent, cst.Return):
        return True  # jit returns an array either way
    if isinstance(parent, cst.Arg) and not parent.star:
        outer = parents.get(id(parent))
        if not isinstance(outer, cst.Call) or outer.func is node:
            return False
        qual = module.qualified_name(outer.func) or ""
        if not qual.startswith(_ARRAY_MODULES):
            return False
        known = fact(qual)
        if known is not None and known.static_args is not None:
            positions, keywords = known.static_args
            if parent.keyword is not None and parent.keyword.value in keywords:
                return False
            positional = [a for a in outer.args if a.keyword is None]
            if parent.keyword is None and positional.index(parent) in positions:
                return False
        return True
    if isinstance(parent, cst.Index):
        subscript = parents.get(id(parents.get(id(parent))))
        base = subscript.value if isinstance(subscript, cst.Subscript) else None
        function = _function_of(parents, node)
        return isinstance(base, cst.Name) and function is not None and base.value not in statics and any(
            p.name.value == base.value for p in function.params.params) and not _is_store(parents, subscript)
    return False


def _function_of(parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> cst.FunctionDef | None:
    while node is not None and not isinstance(node, cst.FunctionDef):
        node = parents.get(id(node))
    return node


def _is_store(parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    parent = parents.get(id(node))
    return isinstance(parent, (cst.AssignTarget, cst.AugAssign, cst.Del))


def _without(module, transform: cst.Call, name: str, index: int | None) -> str | None:
    """The transform's code without the parameter among its static ones (a keyword left empty
    goes; `partial(jax.jit)` left with nothing becomes `jax.jit`)."""
    args, removed = [], False
    for arg in transform.args:
        if arg.keyword is None or arg.keyword.value not in ("static_argnums", "static_argnames"):
            args.append(arg)
            continue
        items = _items(arg.value)
        if items is None:
            return None
        if any(isinstance(i, cst.Integer) and int(i.value) < 0 for i in items):
            return None
        kept = [i for i in items if not (isinstance(i, cst.Integer) and index is not None and int(i.value) == index
                                         or isinstance(i, cst.SimpleString) and i.evaluated_value == name)]
        if len(kept) == len(items):
            args.append(arg)
            continue
        removed = True
        if kept:
            text = ", ".join(code(i).strip() for i in kept)
            value = parse_expression(f"({text},)" if isinstance(arg.value, cst.Tuple) or len(kept) > 1 and not
                                         isinstance(arg.value, cst.List) else f"[{text}]" if isinstance(arg.value, cst.List)
                                         else text)
            args.append(arg.with_changes(value=value))
    if not removed:
        return None
    if args:
        args[-1] = args[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    if len(args) == 1 and args[0].keyword is None and module.qualified_name(transform.func) == "functools.partial":
        return code(args[0].value).strip()  # partial(jax.jit) -> jax.jit
    return code(transform.with_changes(args=args)).strip()
