"""`jax.grad(f)` / `jax.value_and_grad(f)` of a function returning `(loss, aux)` (JAX813), where
the code already unpacks the pair the way `has_aux=True` returns it -> pass `has_aux=True`:

    grad_fn = jax.jit(jax.value_and_grad(loss))         grad_fn = jax.jit(jax.value_and_grad(loss, has_aux=True))
    (loss, metrics), g = grad_fn(w, x, y)         ->    (unchanged)

`value_and_grad` with has_aux returns `((loss, aux), grads)`, `grad` returns `(grads, aux)`. Only
where every `return` of `f` is a two-element tuple display, and every call of the gradient
function in view (applied at once, or through the one module-level or local name bound to it,
possibly inside `jax.jit(...)`) is unpacked into that shape: `(v, aux), g = ...` or `g, aux = ...`
(or printed, which shows any shape), or bound as if `f` returned the scalar alone (`g = ...`,
`v, g = ...`): those targets gain the aux (`g, aux = ...`, `(v, aux), g = ...`). Code that reads
the result otherwise (`grad_fn(p)["w"]`) is left alone.

Unsafe: the code never ran, so what the author meant by the pair is read from how they unpack it.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.diagnostics import Applicability
from jaxlint.fixers.blocks import fresh_name
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.tree import parent_map

_WRAPPERS = ("jax.jit",)  # transforms that return what the gradient function returns


def has_aux_fix(ctx, call: cst.Call, value_and_grad: bool) -> PendingFix | None:
    if not call.args or any(a.star for a in call.args) or not ctx.gradient_of_pairs(call):
        return None
    parents = parent_map(ctx.module.node)
    applications = _applications(ctx, parents, call)
    if not applications:
        return None
    aux = fresh_name("aux", {n.value for n in _walk(ctx.module.node) if isinstance(n, cst.Name)})
    edits = []
    for application in applications:
        if _unpacked(parents, application, value_and_grad):
            continue
        edit = _gradient_target(parents, application, value_and_grad, aux)
        if edit is None:
            return None
        edits.append(edit)
    last = call.args[-1]
    edits.append(NodeEdit(last.value, f"{code(last.value).strip()}, has_aux=True"))
    return PendingFix("Pass has_aux=True: the function returns (loss, aux)"
                      + (f", and unpack its {aux}" if len(edits) > 1 else ", unpacked as has_aux gives it"),
                      edits, Applicability.UNSAFE)


def _gradient_target(parents: dict[int, cst.CSTNode], application: cst.Call, value_and_grad: bool,
                     aux: str) -> NodeEdit | None:
    """`g = grad_fn(p)` (grad) or `v, g = vag_fn(p)` (value_and_grad), written as if `f`
    returned the scalar alone: the gradient (and value) the author named keep their names,
    the aux beside them gets one (`g, aux = ...`, `(v, aux), g = ...`)."""
    assign = parents.get(id(application))
    if not (isinstance(assign, cst.Assign) and assign.value is application and len(assign.targets) == 1):
        return None
    target = assign.targets[0].target
    if not value_and_grad and isinstance(target, cst.Name):
        return NodeEdit(target, f"{target.value}, {aux}")
    if value_and_grad and isinstance(target, (cst.Tuple, cst.List)) and len(target.elements) == 2 \
            and isinstance(target.elements[0].value, cst.Name):
        first = target.elements[0].value
        return NodeEdit(first, f"({first.value}, {aux})")
    return None


def _applications(ctx, parents: dict[int, cst.CSTNode], call: cst.Call) -> list[cst.Call] | None:
    """The calls of the gradient function: `jax.grad(f)(p)` itself, or every call of the name
    bound to it (`g = jax.grad(f)`, `g = jax.jit(jax.grad(f))`); None when it goes elsewhere."""
    made: cst.CSTNode = call
    while True:
        parent = parents.get(id(made))
        if isinstance(parent, cst.Call) and parent.func is made:
            return [parent]
        outer = parents.get(id(parent))
        if isinstance(parent, cst.Arg) and isinstance(outer, cst.Call) and outer.args[0] is parent and \
                parent.keyword is None and ctx.qualified_name(outer.func) in _WRAPPERS:
            made = outer
            continue
        break
    if not (isinstance(parent, cst.Assign) and len(parent.targets) == 1
            and isinstance(parent.targets[0].target, cst.Name)):
        return None
    name = parent.targets[0].target.value
    scope = _scope(parents, parent)
    uses, calls = [], []
    for node in _walk(scope):
        if isinstance(node, cst.Name) and node.value == name and node is not parent.targets[0].target:
            uses.append(node)
        elif isinstance(node, (cst.AssignTarget, cst.AugAssign)) and node is not parent.targets[0] and any(
                isinstance(n, cst.Name) and n.value == name for n in _walk(node)):
            return None  # bound again: which function a call meets is not ours to tell
    for use in uses:
        outer = parents.get(id(use))
        if not (isinstance(outer, cst.Call) and outer.func is use):
            return None
        calls.append(outer)
    return calls


def _unpacked(parents: dict[int, cst.CSTNode], application: cst.Call, value_and_grad: bool) -> bool:
    """`(v, aux), g = application` (value_and_grad) or `g, aux = application` (grad), or
    `print(application)`, which shows whatever it returns."""
    assign = parents.get(id(application))
    printer = parents.get(id(assign))
    if isinstance(assign, cst.Arg) and isinstance(printer, cst.Call) and len(printer.args) == 1 and isinstance(
            printer.func, cst.Name) and printer.func.value == "print":
        return True
    if not (isinstance(assign, cst.Assign) and assign.value is application and len(assign.targets) == 1):
        return False
    target = assign.targets[0].target
    if not (isinstance(target, (cst.Tuple, cst.List)) and len(target.elements) == 2):
        return False
    first = target.elements[0].value
    return not value_and_grad or isinstance(first, (cst.Tuple, cst.List)) and len(first.elements) == 2


def _scope(parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> cst.CSTNode:
    """The def (or module) whose names `node` binds."""
    while node is not None and not isinstance(node, (cst.FunctionDef, cst.Module)):
        node = parents.get(id(node))
    return node


def _walk(root: cst.CSTNode):
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, cst.Attribute):
            stack.append(node.value)  # `obj.grad_fn` is no use of a name grad_fn
        else:
            stack.extend(node.children)
