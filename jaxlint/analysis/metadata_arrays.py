"""Arrays kept in the static part (metadata, aux data) of a pytree passed to a jitted function.

`jax.jit` keys its cache by the argument's treedef, and a treedef compares its nodes' aux data
with `==` when the next call looks the cache up. An array there (a register_dataclass
`meta_fields` field, what a `tree_flatten` returns as aux data, `eqx.field(static=True)`,
`flax.struct.field(pytree_node=False)`, or a dataclass held there whose `__eq__` compares an
array field) compares element-wise, and the truth value of that comparison raises ValueError.
Measured under JAX 0.10.2: the first call runs, a second call of the same jitted function with
the same instance runs too (the comparison of the very same object short-cuts), and a call with
another instance whose metadata holds another array of more than one element raises.

So a finding needs, in one scope, two calls of the same jitted function whose arguments at the
same parameter are pytrees built by separate evaluations of an array-making call (`np.ones(10)`
at each construction, or inside a factory function each call runs). An array bound once and
shared by both instances, a default (evaluated once with the class), a scalar or a one-element
array say nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.classes import class_info
from jaxlint.analysis.definitions import Definition, Definitions, Place
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.hashability import _annotated, _dataclass_options, _field_spec, qualified_name
from jaxlint.analysis.module_index import FunctionInfo, passed_argument
from jaxlint.analysis.scopes import binding_scope, scope_info
from jaxlint.analysis.walk import iter_children, iter_scope, SCOPE_NODES

_DEPTH = 6
_ARRAY_KINDS = ("NumPy array", "JAX array")


@dataclass(frozen=True)
class MetadataArray:
    record: str  # the pytree class
    field: str  # its static field holding the array
    path: str  # how the array is reached from that field ("" or " (its field 'masses')")
    fresh: int  # id of the node whose evaluation makes the array anew (a call)


class MetadataArrays:
    def __init__(self, definitions: Definitions) -> None:
        self.definitions = definitions

    def of(self, expr: cst.BaseExpression, scope: FunctionInfo | None, place: Place | None = None,
           fresh: int | None = None, depth: int = 0) -> MetadataArray | None:
        """The pytree instance `expr` builds and the static field of it that holds an array."""
        place = place or self.definitions.home
        if depth > _DEPTH:
            return None
        if isinstance(expr, cst.Name):
            found = self._binding(expr.value, scope)
            return self.of(found[0], found[1], place, fresh, depth + 1) if found else None
        if not isinstance(expr, cst.Call) or any(a.star for a in expr.args):
            return None
        method = self._static_method(expr.func, scope, place)
        if method is not None:
            returned = _sole_return(method.node)
            if returned is None:
                return None
            return self.of(returned, method, place, fresh if fresh is not None else id(expr), depth + 1)
        found = self.definitions.of_expr(expr.func, scope, place)
        if not isinstance(found, Definition) or found.place is not place:
            return None
        if found.function is not None and found.cls is None:
            resolved = found.function
            if resolved.specs or resolved.bound or resolved.bound_keywords or getattr(
                    resolved.info.node, "decorators", ()):  # a cache (`lru_cache`) returns one instance
                return None
            returned = _sole_return(resolved.info.node)
            if returned is None:
                return None
            return self.of(returned, resolved.info, place, fresh if fresh is not None else id(expr), depth + 1)
        if found.cls is None:
            return None
        info = class_info(place.index, found.cls)
        if not (info.pytree and info.static_fields):
            return None
        init = place.index.class_methods.get(id(found.cls), {}).get("__init__")
        # `self.f = jr.uniform(...)` in __init__ runs at each construction: the array is made anew
        # by this constructor call, not once by the expression written in __init__
        per_call = (init, id(expr)) if init is not None else None
        for name, value, value_scope in self._field_values(found, expr, scope, place):
            if name not in info.static_fields:
                continue
            why = self._array(value, value_scope, place, fresh, depth + 1, per_call)
            if why is not None:
                return MetadataArray(found.name, name, why[0], why[1])
        return None

    def _array(self, expr, scope, place: Place, fresh: int | None, depth: int,
               per_call: tuple[FunctionInfo, int] | None = None) -> tuple[str, int] | None:
        """(where in the value, the fresh node) of an array a field's value holds, made anew.
        `per_call`: (the constructor's __init__, the constructor call): an array made in that
        __init__ is made anew by each such call."""
        if depth > _DEPTH:
            return None
        if isinstance(expr, cst.Name):
            found = self._binding(expr.value, scope)
            return self._array(found[0], found[1], place, fresh, depth + 1, per_call) if found else None
        if isinstance(expr, cst.Tuple):
            for element in expr.elements:
                if not isinstance(element, cst.StarredElement):
                    inner = self._array(element.value, scope, place, fresh, depth + 1, per_call)
                    if inner is not None:
                        return inner
            return None
        if not isinstance(expr, cst.Call) or any(a.star for a in expr.args):
            return None
        known = facts.lookup(qualified_name(place, expr.func, scope))
        if known is not None and known.unhashable in _ARRAY_KINDS:
            if _at_most_one_element(expr):
                return None
            if fresh is None and per_call is not None and scope is per_call[0]:
                return "", per_call[1]
            return "", fresh if fresh is not None else id(expr)
        found = self.definitions.of_expr(expr.func, scope, place)
        if not isinstance(found, Definition) or found.place is not place or found.cls is None:
            return None
        record = _compared_dataclass(found)
        if record is None:
            return None
        for name, value, value_scope in self._field_values(found, expr, scope, place):
            if name in record:
                inner = self._array(value, value_scope, place, fresh, depth + 1)
                if inner is not None:
                    return f" (its field '{name}' of '{found.name}')" + inner[0], inner[1]
        return None

    def _field_values(self, found: Definition, call: cst.Call, scope, place: Place):
        """(field, value expression, its scope) a constructor call gives each field it sets:
        by the dataclass order of the annotated fields, or through `self.f = param` in the
        class's own __init__ (defaults, evaluated once with the class, are left out)."""
        methods = place.index.class_methods.get(id(found.cls), {})
        init = methods.get("__init__")
        if init is not None and isinstance(init.node, cst.FunctionDef):
            params = scope_info(init.node).params
            rebound = flow_of(init.node)
            for stmt in iter_scope(init.node.body):
                if not (isinstance(stmt, cst.Assign) and len(stmt.targets) == 1):
                    continue
                target = stmt.targets[0].target
                if not (isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name)
                        and target.value.value == "self"):
                    continue
                value = stmt.value
                if isinstance(value, cst.Name) and value.value in params:
                    if rebound.assigned_values(value.value):
                        continue
                    given = passed_argument(call, init.node, value.value, bound=1)
                    if given is not None:
                        yield target.attr.value, given, scope
                else:
                    yield target.attr.value, value, init
            return
        names = [name for name, _, _ in _annotated(found.cls, place)]
        positional = [a for a in call.args if a.keyword is None]
        for name, arg in zip(names, positional):
            yield name, arg.value, scope
        for arg in call.args:
            if arg.keyword is not None and arg.keyword.value in names:
                yield arg.keyword.value, arg.value, scope

    def _static_method(self, func: cst.BaseExpression, scope, place: Place) -> FunctionInfo | None:
        """`Model.build(...)`: a `@staticmethod` of a class of this module called on the class."""
        if not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)):
            return None
        found = self.definitions.of_expr(func.value, scope, place)
        if not isinstance(found, Definition) or found.place is not place or found.cls is None:
            return None
        method = place.index.class_methods.get(id(found.cls), {}).get(func.attr.value)
        if method is None or not isinstance(method.node, cst.FunctionDef) or [
                d.decorator.value if isinstance(d.decorator, cst.Name) else None
                for d in method.node.decorators] != ["staticmethod"]:
            return None
        return method

    def _binding(self, name: str, scope) -> tuple[cst.BaseExpression, FunctionInfo | None] | None:
        """The one value a name is bound to where it is read (not a parameter)."""
        owner = binding_scope(scope, name)
        if owner is not None:
            if name in scope_info(owner.node).params:
                return None
            values = flow_of(owner.node).assigned_values(name)
        else:
            index = self.definitions.home.index
            if name in index.reassigned_globals or name not in index.module_assignments:
                return None
            values = flow_of(index.module).assigned_values(name)
        if len(values) != 1 or values[0] is None:
            return None
        return values[0], owner


def _sole_return(node) -> cst.BaseExpression | None:
    """The value of the one `return` of a plain def (or a `@staticmethod`)."""
    if not isinstance(node, cst.FunctionDef) or node.asynchronous is not None:
        return None
    if any(not (isinstance(d.decorator, cst.Name) and d.decorator.value == "staticmethod") for d in node.decorators):
        return None
    returns = [n for n in iter_scope(node.body) if isinstance(n, cst.Return)]
    if len(returns) != 1 or returns[0].value is None or any(isinstance(n, (cst.Yield, cst.Await))
                                                            for n in iter_scope(node.body)):
        return None
    return returns[0].value


def _compared_dataclass(found: Definition) -> frozenset[str] | None:
    """The fields a plain `@dataclass` (eq left on, no `__eq__` of its own) compares in `==`."""
    cls = found.cls
    if len(cls.decorators) != 1 or cls.bases or cls.keywords:
        return None
    if any(isinstance(s, cst.FunctionDef) and s.name.value == "__eq__" for s in cls.body.body):
        return None
    options = _dataclass_options(cls.decorators[0].decorator, found.place)
    if options is None or not options["eq"]:
        return None
    compared = set()
    for name, default, _ in _annotated(cls, found.place):
        spec = _field_spec(default, found.place)
        if spec is None:
            return None
        if spec["compare"] is not False:
            compared.add(name)
    return frozenset(compared)


def _at_most_one_element(call: cst.Call) -> bool:
    """`np.array(3.0)`, `np.ones(1)`, `np.zeros(())`, `jnp.array([x])`: a comparison of it
    has a truth value. Unknown sizes count as larger."""
    if not call.args or call.args[0].keyword is not None:
        return False
    first = call.args[0].value
    if isinstance(first, cst.UnaryOperation):
        first = first.expression
    if isinstance(first, (cst.Integer, cst.Float)):
        name = call.func.attr.value if isinstance(call.func, cst.Attribute) else getattr(call.func, "value", "")
        if name in ("ones", "zeros", "empty", "full", "arange"):
            return first.evaluated_value <= 1 if isinstance(first, cst.Integer) else False
        return name in ("array", "asarray", "float32", "float64", "int32", "int64")  # zero-dimensional
    if isinstance(first, (cst.List, cst.Tuple)):
        return len(first.elements) <= 1 and not any(isinstance(e.value, (cst.List, cst.Tuple))
                                                    for e in first.elements)
    return isinstance(first, cst.Name) and first.value in ("True", "False")


# Statements whose body may not run (or may run zero times) where the statement does.
_GUARDS = (cst.If, cst.Else, cst.For, cst.While, cst.ExceptHandler, cst.Finally, cst.Match, cst.IfExp,
           cst.BooleanOperation)


def guards_of(owner: cst.CSTNode, target: cst.CSTNode) -> list[cst.CSTNode] | None:
    """The branches between `owner` and `target` that may be skipped (an `if` arm, a loop body,
    a handler, the right of `x and f()`); None when `target` is not under `owner` in its own
    scope."""
    path: list[cst.CSTNode] = []

    def walk(node: cst.CSTNode) -> bool:
        if node is target:
            return True
        for child in iter_children(node):
            if isinstance(child, SCOPE_NODES) and child is not target:
                continue
            path.append(child)
            if walk(child):
                return True
            path.pop()
        return False

    if not walk(owner):
        return None
    # the branch taken below each guard (an `if`'s body or its `else`, a loop's body, ...)
    return [path[i + 1] for i, node in enumerate(path[:-1]) if isinstance(node, _GUARDS)]
