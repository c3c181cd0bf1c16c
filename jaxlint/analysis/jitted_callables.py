"""Callable objects handed to `jax.jit` as the function it compiles (JAX810).

`jax.jit(fun)` keys its compilation cache by `fun` itself, so every call of the jitted
callable hashes it. A def or a plain object hashes by identity, but an instance whose class
derives its hash from its fields does not: an equinox Module or a frozen dataclass hashes its
fields (an array field raises `TypeError: unhashable type`), and a `@dataclass` left with
`eq=True` has no hash at all. Measured under JAX 0.10.2: `jax.jit(model)` itself succeeds and
the first call of the result raises, so the finding belongs on that call.

Followed here: the callee of a call is `jax.jit(obj)(...)` written in place, or a name that every
run reaching the call last bound to `jax.jit(obj)` (`model = jax.jit(model)` included); `obj` is
the constructor call, or a name last bound to one the same way. What the instance holds is decided
by Hashability.
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.hashability import MAYBE, Hashability, Unhashable
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex, constructed_class
from jaxlint.analysis.scopes import binding_scope, scope_info

# Instances of classes (not displays or arrays, which are no callables to jit).
_INSTANCE_KINDS = frozenset({"module", "dataclass", "eq", "holder"})


@dataclass(frozen=True)
class JittedCallable:
    wrapper: cst.Call  # the `jax.jit(obj)` call
    why: Unhashable  # what `obj` is


def unhashable_jitted_callable(index: ModuleIndex, call: cst.Call, scope: FunctionInfo | None,
                               hashability: Hashability) -> JittedCallable | None:
    """The `jax.jit(obj)` a call reaches when `obj` cannot be hashed, with why."""
    wrapper = _reaching_call(index, call.func, call, scope)
    if wrapper is None or facts.canonical(index.resolver.qualname(wrapper.func) or "") != "jax.jit":
        return None
    positional = [a for a in wrapper.args if a.keyword is None]
    if len(positional) != 1 or positional[0].star:
        return None
    made = _reaching_call(index, positional[0].value, wrapper, scope)
    if made is None or facts.canonical(index.resolver.qualname(made.func) or "") == "jax.jit":
        return None
    why = hashability.of(made, scope)
    if why is None or why is MAYBE or why.kind not in _INSTANCE_KINDS:
        return None
    return JittedCallable(wrapper, why)


def reaching_jit(index: ModuleIndex, call: cst.Call, scope: FunctionInfo | None) -> cst.Call | None:
    """The `jax.jit(...)` call whose result `call` calls: written in place, or the value a name
    was last bound to on every run reaching `call`."""
    wrapper = _reaching_call(index, call.func, call, scope)
    if wrapper is None or facts.canonical(index.resolver.qualname(wrapper.func) or "") != "jax.jit":
        return None
    return wrapper


def _reaching_call(index: ModuleIndex, expr: cst.BaseExpression, at: cst.CSTNode,
                   scope: FunctionInfo | None) -> cst.Call | None:
    """`expr` itself when it is a call; for a local name (or a module global read at the top
    level), the call its binding that every run reaching `at` last made assigns; for a module
    global read in a function, the call its one binding assigns."""
    if isinstance(expr, cst.Call):
        return expr
    if not isinstance(expr, cst.Name):
        return None
    name = expr.value
    if scope is None:
        value = flow_of(index.module).dominating_value(name, at)
        return value if isinstance(value, cst.Call) else None
    scope = binding_scope(scope, name)
    if scope is not None:
        if name in scope_info(scope.node).params:
            return None
        value = flow_of(scope.node).dominating_value(name, at)
        return value if isinstance(value, cst.Call) else None
    # a module global read inside a function: its one binding, when nothing rebinds it
    if name in index.reassigned_globals or name not in index.module_assignments:
        return None
    values = flow_of(index.module).assigned_values(name)
    return values[0] if len(values) == 1 and isinstance(values[0], cst.Call) else None


# Bases that give a class no `__call__` of their own: its instances are not callable.
_UNCALLABLE_BASES = frozenset({"typing.NamedTuple"})


def non_callable_jitted(index: ModuleIndex, call: cst.Call, scope: FunctionInfo | None) -> str | None:
    """The class of the object a `jax.jit(obj)` call is handed when `obj` is an instance of a
    class of this module that is not callable: `Cls(...)`, a function whose every return builds
    one, or a name last bound to either; the class plain or a NamedTuple, undecorated, defining no
    `__call__`. Measured under JAX 0.10.2: jax.jit raises TypeError ("Expected a callable value")
    at once (JAX811)."""
    if facts.canonical(index.resolver.qualname(call.func) or "") != "jax.jit":
        return None
    positional = [a for a in call.args if a.keyword is None]
    if len(positional) != 1 or positional[0].star:
        return None
    made = _reaching_call(index, positional[0].value, call, scope)
    if made is None or not isinstance(made.func, cst.Name):
        return None
    name = made.func.value
    if name not in index.classes and name in index.module_functions:
        name = constructed_class(index, index.module_functions[name])
    node = index.classes.get(name) if name is not None else None
    if node is None or node.decorators or node.keywords or name in index.module_assignments:
        return None
    if not all(index.resolver.qualname(base.value) in _UNCALLABLE_BASES for base in node.bases):
        return None
    methods = index.class_methods.get(id(node), {})
    if "__call__" in methods or "__getattr__" in methods:
        return None
    return name
