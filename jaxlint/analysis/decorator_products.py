"""What a transform traces when a project decorator sits below it (`@jax.jit @qnode(dev) def f`).

Python applies `@qnode(dev)` first: `jax.jit` gets what that decorator returns, not `f`. Real
packages decorate with their own decorators everywhere (PennyLane's `@qnode(dev)` returns a
`QNode` whose `__call__` runs `f` inside a `with` block recording onto a tape, then executes the
tape on `self.device`), so analysing `f` as if jitted directly misses what the product's code
does and misreads what `f` does inside it (a stack the `with` pushed). Followed here, for one
project decorator (a def of this or another project module, or a call of a factory returning
one nested def) whose one `return` is:

- a nested def (a `functools.wraps` closure): that def is traced, closing over the decorated
  function;
- `Cls(...)` of a project class with `__call__`: `__call__` is traced with `self` that object,
  each attribute its `__init__` stores from a parameter as it is holding what the construction
  passes (the decorated function, or what the factory's call was given).

Anything else (a library decorator, several returns, static_argnums that would have to be
mapped through `*args`) keeps the old reading: the decorated def traced directly.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.classes import bindings_of, class_bindings, constructor_parameter
from jaxlint.analysis.module_index import FunctionInfo, factory_return, passed_argument
from jaxlint.analysis.refs import ClassRef, FunctionRef
from jaxlint.analysis.values import Kind, Value


def product_of(ev, info: FunctionInfo, adopt):
    """(the evaluator defining what runs, the function it runs, the closures it reads as
    (function, names -> values) pairs, outermost first, the receiver object or None) for the def
    `info` decorated by one project decorator under its transforms; None when that is not known.
    `adopt(value, ev)`: a value `ev` computed, as the defining module's evaluator holds it."""
    decorators = info.inner_decorators
    if not decorators or len(decorators) != 1 or info.is_method or not isinstance(info.node, cst.FunctionDef):
        return None
    expr = decorators[0]
    scope = info.parent
    factory_env: dict[str, Value] = {}
    if isinstance(expr, cst.Call):
        factory = _project_def(ev, expr.func, scope)
        if factory is None or any(a.star for a in expr.args):
            return None
        owner, factory_info = factory
        returned = factory_return(factory_info)
        if not isinstance(returned, cst.Name) or returned.value not in factory_info.nested:
            return None
        maker = factory_info.nested[returned.value]
        for p in (*factory_info.node.params.posonly_params, *factory_info.node.params.params,
                  *factory_info.node.params.kwonly_params):
            given = passed_argument(expr, factory_info.node, p.name.value)
            held = ev._held_at(given, scope) if given is not None else None
            if held is not None:
                factory_env[p.name.value] = held if owner is ev else adopt(held, ev)
    else:
        found = _project_def(ev, expr, scope)
        if found is None:
            return None
        owner, maker = found
    params = maker.node.params if isinstance(maker.node, cst.FunctionDef) else None
    if params is None or maker.specs or maker.node.decorators or len(params.params) != 1 or params.posonly_params \
            or isinstance(params.star_arg, cst.Param) or params.kwonly_params or params.star_kwarg is not None:
        return None
    wrapped = params.params[0].name.value
    function = Value(Kind.STATIC, pytype="function", func=FunctionRef(info, None, owner=ev if owner is not ev else None))
    env = {**factory_env, wrapped: function}
    returned = factory_return(maker)
    if isinstance(returned, cst.Name) and returned.value in maker.nested:
        outer = [(maker.parent, dict(factory_env))] if maker.parent is not None and factory_env else []
        return owner, maker.nested[returned.value], [*outer, (maker, env)], None
    if not isinstance(returned, cst.Call) or any(a.star for a in returned.args):
        return None
    cls = owner.class_ref(returned.func, maker)
    if cls is None or cls.owner is not None or not cls.info.plain:
        return None  # a class of a third module: not followed
    call = cls.info.methods.get("__call__")
    init = cls.info.methods.get("__init__")
    if call is None or init is None or call.specs or not call.is_method:
        return None
    attrs = dict(owner._built_attributes(cls, returned, maker) or ())
    for attribute in class_bindings(owner.index, cls.info) or ():
        stored = [b for b in bindings_of(cls.info, attribute) if b.method is init]
        param = constructor_parameter(stored[0], init) if len(stored) == 1 else None
        given = passed_argument(returned, init.node, param, bound=1) if param is not None else None
        if isinstance(given, cst.Name) and given.value in env:
            attrs[attribute] = env[given.value]
    receiver = Value(Kind.STATIC, pytype="object", cls=ClassRef(cls.info), attrs=tuple(attrs.items()) or None)
    return owner, call, [], receiver


def _project_def(ev, expr: cst.BaseExpression, scope: FunctionInfo | None):
    """(the evaluator of its module, the def) a decorator's name spells, when a project def."""
    if not isinstance(expr, (cst.Name, cst.Attribute)):
        return None
    ref = ev._callable_at(expr, scope)
    if not isinstance(ref, FunctionRef) or ref.bound or ref.bound_keywords or ref.closure is not None:
        return None
    info = ref.info
    if not isinstance(info.node, cst.FunctionDef) or info.specs or info.node.decorators or info.is_method:
        return None
    return (ref.owner or ev), info

