"""A host side effect a jitted function runs on a traced value (JAX105 `float(value)` in a metrics
object's `update`, JAX301 a logger appending the value to a global list) -> the call moves out of
the jitted function into a plain wrapper of the same name, which runs it on the returned value.

    @jax.jit                                   @jax.jit
    def train_step(w, x, y):                   def _train_step_traced(w, x, y):
        loss, g = grad_fn(w, x, y)                 loss, g = grad_fn(w, x, y)
        meter.update(loss)             ->          return w - lr * g, (loss,)
        return w - lr * g
                                               def train_step(w, x, y):
                                                   out, (loss,) = _train_step_traced(w, x, y)
                                                   meter.update(loss)
                                                   return out

The helper then gets a concrete array each step, as it does when the function runs eagerly, and
its callers keep calling `train_step` with the same arguments and get the same result. Where the
mistake is (the helper's module) is not where the edit goes: the call's module.

Only where the move is plain: the call is a statement of the jitted function's own body (not in
a loop or branch), its value unused, its arguments names of that function never rebound after it
(or literals); what it calls (`meter`, `log_scalar`) is read nowhere else in the function, so
nothing there sees the effect; the function is a `def` with one `return`, its last statement, and
one `@jax.jit` or `@partial(jax.jit, ...)` decorator; its defaults are literals.

Unsafe: the effect now runs after the computation instead of in its middle, once per call also
when jit would have run it once per trace (a cache hit skips the body: the original helper
recorded the first trace's tracer only), and the jitted function, now under another name, is no
longer what `train_step.lower(...)` or a `jax.jit` attribute read elsewhere finds.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import iter_scope, iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.tree import names_in, parent_map

_LITERALS = (cst.Integer, cst.Float, cst.SimpleString)


def hoisted_effect_fix(ctx, parameter: str) -> PendingFix | None:
    """`parameter` of the function holding the finding is handed its value by a call statement
    of a jitted function: move that call out (see the module doc)."""
    found = ctx.handing_call(parameter)
    if found is None:
        return None
    view, call = found
    module = view.node
    if module is None:
        return None
    parents = parent_map(module)
    statement = parents.get(id(parents.get(id(call))))
    if not (isinstance(parents.get(id(call)), cst.Expr) and isinstance(statement, cst.SimpleStatementLine)
            and len(statement.body) == 1):
        return None
    block = parents.get(id(statement))
    function = parents.get(id(block))
    if not (isinstance(block, cst.IndentedBlock) and isinstance(function, cst.FunctionDef)
            and _jitted_once(view, function) and function.asynchronous is None):
        return None
    body = list(block.body)
    position = body.index(statement)
    returned = _last_return(function, body)
    hoisted = _hoisted_names(call, function, body[position + 1:])
    if returned is None or hoisted is None or not _defaults_plain(function.params):
        return None
    traced_name = f"_{function.name.value}_traced"
    read = {n.value for n in iter_tree(call) if isinstance(n, cst.Name)}
    if traced_name in view.bound_names() or function.name.value in read:
        return None
    packed = "(" + ", ".join(hoisted) + ("," if len(hoisted) == 1 else "") + ")"
    value = code(returned.value).strip()
    if isinstance(returned.value, cst.Tuple) and not returned.value.lpar:
        value = f"({value})"
    indent = _indent_of(module, parents, function)
    inner = indent + (module.default_indent if isinstance(module.default_indent, str) else "    ")
    wrapper = (f"\n{'' if indent else chr(10)}{indent}def {function.name.value}({code(function.params).strip()}):\n"
               f"{inner}out, {packed} = {traced_name}({_forwarded(function.params)})\n"
               f"{inner}{code(call).strip()}\n"
               f"{inner}return out\n")
    edits = [NodeEdit(function.name, traced_name), NodeEdit(statement, "", mode="delete_lines"),
             NodeEdit(returned.value, f"{value}, {packed}"), NodeEdit(function, wrapper, mode="line_after")]
    fix = PendingFix(f"Move `{code(call).strip()}` out of the jitted '{function.name.value}' into a plain wrapper of "
                     f"that name that runs it on the returned value (unsafe: it now runs after the computation, "
                     f"on every call, and the jitted function has another name)", edits, Applicability.UNSAFE)
    fix.target = view
    return fix


def _jitted_once(view, function: cst.FunctionDef) -> bool:
    """One decorator, `@jax.jit` or `@partial(jax.jit, ...)`."""
    if len(function.decorators) != 1:
        return False
    decorator = function.decorators[0].decorator
    if isinstance(decorator, (cst.Name, cst.Attribute)):
        return view.qualified_name(decorator) == "jax.jit"
    return (isinstance(decorator, cst.Call) and view.qualified_name(decorator.func) == "functools.partial"
            and bool(decorator.args) and decorator.args[0].keyword is None
            and view.qualified_name(decorator.args[0].value) == "jax.jit")


def _last_return(function: cst.FunctionDef, body: list) -> cst.Return | None:
    last = body[-1] if body else None
    if not (isinstance(last, cst.SimpleStatementLine) and len(last.body) == 1 and isinstance(last.body[0], cst.Return)
            and last.body[0].value is not None):
        return None
    inner = [n for n in iter_scope(function.body) if isinstance(n, (cst.Return, cst.Yield, cst.Await))]
    return last.body[0] if inner == [last.body[0]] else None


def _hoisted_names(call: cst.Call, function: cst.FunctionDef, after: list) -> list[str] | None:
    """The names the call's arguments read, when each argument is a name or a literal, none is
    bound again after the call, and what the call calls is mentioned nowhere else in the function."""
    names: list[str] = []
    for arg in call.args:
        if arg.star or isinstance(arg.value, _LITERALS):
            continue
        if not isinstance(arg.value, cst.Name):
            return None
        if arg.value.value not in names:
            names.append(arg.value.value)
    if not names:
        return None
    for statement in after:
        for node in iter_tree(statement):
            target = getattr(node, "target", None)
            if isinstance(node, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr)) and any(
                    isinstance(n, cst.Name) and n.value in names for n in iter_tree(target)):
                return None
    root = call.func
    while isinstance(root, cst.Attribute):
        root = root.value
    if not isinstance(root, cst.Name) or root.value in names or root.value in _parameters(function.params) \
            or len(names_in(function.body, root.value)) != 1:
        return None  # the callee is read elsewhere in the function (it may see the effect), or is local
    return names


def _parameters(params: cst.Parameters) -> set[str]:
    return {p.name.value for p in iter_tree(params) if isinstance(p, cst.Param)}


def _defaults_plain(params: cst.Parameters) -> bool:
    return all(p.default is None or isinstance(p.default, _LITERALS) or (
        isinstance(p.default, cst.Name) and p.default.value in ("True", "False", "None"))
        for p in iter_tree(params) if isinstance(p, cst.Param))


def _forwarded(params: cst.Parameters) -> str:
    """The arguments that pass the wrapper's parameters on as they came."""
    out = [p.name.value for p in (*params.posonly_params, *params.params)]
    if isinstance(params.star_arg, cst.Param):
        out.append(f"*{params.star_arg.name.value}")
    out += [f"{p.name.value}={p.name.value}" for p in params.kwonly_params]
    if params.star_kwarg is not None:
        out.append(f"**{params.star_kwarg.name.value}")
    return ", ".join(out)


def _indent_of(module: cst.Module, parents, node: cst.CSTNode) -> str:
    unit = module.default_indent
    depth = ""
    parent = parents.get(id(node))
    while parent is not None:
        if isinstance(parent, cst.IndentedBlock):
            depth = (parent.indent if parent.indent is not None else unit) + depth
        parent = parents.get(id(parent))
    return depth
