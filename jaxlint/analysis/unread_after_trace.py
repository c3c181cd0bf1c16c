"""Whether an object a trace stores a tracer on dies unread: a local of the function that
applies the transform, built there by a constructor, handed to the traced function (bound by
`functools.partial`, or read as a closure variable) in the statement applying the transform,
and read by nothing after that statement (`state = LIFState(...)`, then
`jax.value_and_grad(partial(loss, state))(w)`, then `state = LIFState(...)` again). The tracer
`loss` keeps on `state.I` is never used, so no UnexpectedTracerError follows (JAX301 asks).

Conservative in the direction of "read": a parameter, a global or nonlocal, a binding that is
not a constructor call, a read that may alias the object before the trace (`xs.append(state)`),
a read after it that a rebinding does not surely precede, a read in another nested function or
lambda, or an application inside a loop (the next iteration's trace reads the stale tracer)
keeps the object live.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.dead_values import _declared, _rebound_first, own_reads
from jaxlint.analysis.defuse import FunctionDefUse
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.scopes import scope_info
from jaxlint.analysis.walk import iter_scope, iter_tree

_NESTED = (cst.Lambda, cst.FunctionDef, cst.ClassDef)


def dies_unread(function: cst.CSTNode, applied: cst.CSTNode, name: str, traced: cst.CSTNode,
                fresh=None) -> bool:
    """`name`, a local of `function` (a def) holding a freshly constructed object, is read by no
    statement that runs after the one holding `applied` (the call applying the transform), but
    for `traced` (the traced function's own def, which reads it during the trace). `fresh`:
    whether a binding statement makes the new object (default: a constructor call)."""
    fresh = fresh or _constructs
    if not isinstance(function, cst.FunctionDef):
        return False
    params = function.params
    if name in {p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)} or any(
            isinstance(p, cst.Param) and p.name.value == name for p in (params.star_arg, params.star_kwarg)):
        return False  # the caller's caller may still hold it
    view = flow_of(function)
    if name in _declared(view):
        return False
    place = view.place(applied)
    if place is None or place.loops:
        return False  # not found, or run again with the same object by the next iteration
    bindings = view.assignments(name)
    if not bindings or not all(fresh(p.statement, name) for p in bindings):
        return False
    defuse = FunctionDefUse(function)
    for read in view.places:
        if read is place or read.statement is traced or name not in own_reads(read.statement):
            continue
        if isinstance(read.statement, _NESTED) or _read_in_lambda(read.statement, name):
            return False  # another function may read it at any time
        if read.order < place.order and not set(read.loops) & set(place.loops):
            if _rebound_first(view, defuse, name, read, place):
                continue  # it read an object built before the one the trace gets
            if not _attribute_reads_only(read.statement, name):
                return False  # `xs.append(state)`: another name may reach the object after the trace
            continue
        if not _rebound_first(view, defuse, name, place, read):
            return False
    return True


def _constructs(stmt: cst.CSTNode, name: str) -> bool:
    """`name = Cls(...)`: the statement binds `name` alone to a new object of a class (spelled
    with a capital, as classes are; a function's result may be an object others hold)."""
    if not isinstance(stmt, (cst.Assign, cst.AnnAssign)) or stmt.value is None:
        return False
    targets = [t.target for t in stmt.targets] if isinstance(stmt, cst.Assign) else [stmt.target]
    if not (len(targets) == 1 and isinstance(targets[0], cst.Name) and targets[0].value == name):
        return False
    value = stmt.value
    if not isinstance(value, cst.Call):
        return False
    func = value.func
    callee = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else ""
    return callee[:1].isupper()


def _attribute_reads_only(stmt: cst.CSTNode, name: str) -> bool:
    """Every read of `name` in `stmt` is the object of an attribute (`state.I`), which hands no
    other name the object itself."""
    owners = {id(node.value) for node in iter_tree(stmt) if isinstance(node, cst.Attribute)}
    return all(id(node) in owners for node in iter_tree(stmt)
               if isinstance(node, cst.Name) and node.value == name and not _is_binding(stmt, node))


def _is_binding(stmt: cst.CSTNode, node: cst.Name) -> bool:
    if isinstance(stmt, cst.Assign):
        return any(t.target is node for t in stmt.targets)
    return isinstance(stmt, cst.AnnAssign) and stmt.target is node


def _read_in_lambda(stmt: cst.CSTNode, name: str) -> bool:
    return any(isinstance(node, cst.Lambda) and any(isinstance(n, cst.Name) and n.value == name
                                                    for n in iter_tree(node.body)) for node in iter_tree(stmt))


def cell_dies_unread(applier: cst.CSTNode | None, applied: cst.Call | None, made_by: cst.Call | None,
                     factory: cst.FunctionDef, closure: cst.FunctionDef, name: str) -> bool:
    """The cell of `name`, a local of `factory` that `closure` (a def nested in it, the traced
    function) rebinds as `nonlocal`, is read by nothing after the trace (jaxrl-learning's
    `make_eval_continuous`, round 27): the factory's run made the cell; only `closure` reaches
    it (no other function nested in the factory spells `name`, and the factory hands `closure`
    out only by returning it); and what that run returned serves the applying call alone:
    `made_by` (the factory's call, when known) sits inside `applied` (a new run, a new cell, for
    each application), or the run is the whole value of `g = make(...)`, bound once in
    `applier` (the def making the applying call), and nothing reads `g` after the applying
    statement (dies_unread). `applied` None: the one call in `applier` handed `g`."""
    if name not in scope_info(factory).locals | set(scope_info(factory).params):
        return False  # the cell is an enclosing scope's, made once for every run of the factory
    if not _only_closure_reaches(factory, closure, name):
        return False
    if made_by is not None and applied is not None and any(node is made_by for node in iter_tree(applied)):
        return True
    if not isinstance(applier, cst.FunctionDef):
        return False
    bindings = [stmt for stmt in iter_scope(applier.body) if isinstance(stmt, cst.Assign) and len(stmt.targets) == 1
                and isinstance(stmt.targets[0].target, cst.Name) and isinstance(stmt.value, cst.Call)
                and (stmt.value is made_by if made_by is not None else _calls(stmt.value, factory.name.value))]
    if len(bindings) != 1:
        return False
    binding = bindings[0]
    product = binding.targets[0].target.value
    if applied is None:
        uses = [node for node in iter_scope(applier.body) if isinstance(node, cst.Call) and any(
            isinstance(a.value, cst.Name) and a.value.value == product for a in node.args)]
        if len(uses) != 1:
            return False
        applied = uses[0]
    return dies_unread(applier, applied, product, closure, fresh=lambda stmt, _: stmt is binding)


def _calls(call: cst.Call, name: str) -> bool:
    """`name(...)` or `module.name(...)`."""
    func = call.func
    return isinstance(func, cst.Name) and func.value == name or isinstance(func, cst.Attribute) and func.attr.value == name


def _only_closure_reaches(factory: cst.FunctionDef, closure: cst.FunctionDef, name: str) -> bool:
    """No function nested in `factory` but `closure` spells `name`, and every other mention of
    `closure`'s name in the factory is what a `return` gives."""
    inner = {id(n) for n in iter_tree(closure)}
    returned = {id(stmt.value) for stmt in iter_tree(factory.body) if isinstance(stmt, cst.Return)}
    for node in iter_tree(factory.body):
        if id(node) in inner:
            continue
        if isinstance(node, _NESTED + (cst.Lambda,)) and any(
                isinstance(n, cst.Name) and n.value == name for n in iter_tree(node)):
            return False  # another reader or writer of the cell may run after the trace
        if isinstance(node, cst.Name) and node.value == closure.name.value and id(node) not in returned \
                and node is not closure.name:
            return False  # stored, handed on or called in the factory
    return True
