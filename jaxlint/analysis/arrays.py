"""Is this traced value an array, or a container that holds tracers?

The lattice says *traced*; fixes need more. Under `jit` a parameter is whatever the caller
passes, and a dict or list of arrays is traced leaf by leaf: `state["metrics"]` is traced, yet it
may be a dict. A rewrite that gives a value an array API (`.at[k].set`, `jnp.sort`,
`jnp.asarray`, `static_argnames` on an array) must know the value is an array, so this module
reads how the value was computed:

* ``ARRAY``: computed as an array (a jnp/lax/random call, arithmetic that fails on containers,
  an array method or attribute), or a parameter the body uses or annotates as an array;
* ``PARAMETER``: a traced parameter with no sign either way (the analysis treats it as an
  array, as every rule does; a container would carry a sign such as `p["w"]`);
* ``NOT_ARRAY``: a Python container, function, string, None, or a pytree parameter;
* ``UNKNOWN``: anything else (a subscript of a pytree, a helper's result, a loop variable).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.scopes import array_params, container_params
from jaxlint.analysis.values import Kind

if TYPE_CHECKING:
    from jaxlint.analysis.evaluator import Evaluator

ARRAY = "array"
PARAMETER = "parameter"
NOT_ARRAY = "not-array"
UNKNOWN = "unknown"

# Python types a traced or static value can carry that are never an array.
NON_ARRAY_TYPES = frozenset({"list", "tuple", "dict", "set", "str", "none", "function", "pytree", "class", "object",
                             "module", "shape", "range", "generator", "iter", "at", "at_ref", "ref"})
ARRAY_ANNOTATIONS = frozenset({"Array", "ndarray", "ArrayLike"})
# Operators that raise on dicts, lists and tuples: a traced result is an array.
_ARRAY_ONLY_OPS = (cst.Subtract, cst.Divide, cst.FloorDivide, cst.Power, cst.MatrixMultiply, cst.Modulo)
_ORDERING = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual)
_EQUALITY = (cst.Equal, cst.NotEqual)
# Methods no Python container has: a traced receiver calling one is an array.
_ARRAY_ONLY_METHODS = frozenset({
    "astype", "reshape", "sum", "mean", "max", "min", "prod", "std", "var", "argmax", "argmin", "transpose",
    "squeeze", "ravel", "flatten", "cumsum", "cumprod", "dot", "clip", "round", "conj", "all", "any", "sort",
    "argsort", "take", "repeat", "swapaxes", "diagonal", "trace", "nonzero", "searchsorted", "block_until_ready",
})
_MAX_DEPTH = 8


def annotated_as_array(param: cst.Param | None) -> bool:
    """`x: jax.Array`, `x: jnp.ndarray`, `x: ArrayLike` (also quoted, or inside Optional[...])."""
    if param is None or param.annotation is None:
        return False
    annotation = param.annotation.annotation
    if isinstance(annotation, cst.SimpleString):
        text = annotation.evaluated_value if isinstance(annotation.evaluated_value, str) else ""
        return text.split(".")[-1].split("[")[0] in ARRAY_ANNOTATIONS
    text = dotted_name(annotation) or ""
    return text.split(".")[-1] in ARRAY_ANNOTATIONS


_SELF = "self"  # a name read inside its own definition (`x = x * 2`): says nothing either way


def combine(statuses: list[str]) -> str:
    """The status of a value that is one of several (join of branches, reaching definitions)."""
    others = [s for s in statuses if s != _SELF]
    if not others:
        return _SELF if statuses else UNKNOWN
    statuses = others
    if all(s == ARRAY for s in statuses):
        return ARRAY
    if NOT_ARRAY in statuses:
        return NOT_ARRAY
    if all(s in (ARRAY, PARAMETER) for s in statuses):
        return PARAMETER
    return UNKNOWN


class ArrayStatus:
    """Answers `status(node)` for the function the evaluator is walking."""

    def __init__(self, ev: "Evaluator") -> None:
        self._ev = ev
        frame = ev.frame
        self._function = frame.info.node if frame is not None else None
        self._params = frame.param_values if frame is not None else {}
        self._visiting: set[str] = set()

    def status(self, node: cst.CSTNode, depth: int = 0) -> str:
        value = self._ev.value(node)
        if value.pytype in NON_ARRAY_TYPES or value.items is not None or value.elem is not None:
            return NOT_ARRAY
        if value.kind is not Kind.TRACED or depth > _MAX_DEPTH:
            return UNKNOWN
        if value.certain and value.pytype is None and not isinstance(node, cst.Name):
            return ARRAY  # a helper's result its every `return` computes as an array
        handler = getattr(self, "_" + type(node).__name__, None)
        return handler(node, depth + 1) if handler is not None else UNKNOWN

    # One handler per expression type --------------------------------------------------------
    def _Name(self, node: cst.Name, depth: int) -> str:
        name = node.value
        if name in self._visiting:
            return _SELF
        if self._ev.name_scope(name) != "local":
            return UNKNOWN
        function = self._function
        if not isinstance(function, cst.FunctionDef):
            return self._parameter(name) if name in self._params else UNKNOWN
        statements = flow_of(function).assignments(name)
        if name in self._params and not statements:
            return self._parameter(name)
        self._visiting.add(name)
        try:
            found = [self._parameter(name)] if name in self._params else []
            for place in statements:
                stmt = place.statement
                if isinstance(stmt, cst.AugAssign):
                    continue  # `x += v` keeps what x is
                if isinstance(stmt, (cst.Assign, cst.AnnAssign)) and stmt.value is not None and all(
                        isinstance(t, cst.Name) for t in _targets(stmt)):
                    if self._operand(stmt.value, depth) is not None:  # `acc = 0.0` first: neutral
                        found.append(self.status(stmt.value, depth))
                else:
                    carried = self._carry_element(stmt, name, depth)
                    if carried is not None:
                        found.append(carried)
                        continue
                    value = self._ev.value(node)
                    if value.kind is Kind.TRACED and value.pytype is None and value.certain and len(statements) == 1:
                        return ARRAY  # `i, buf = carry`, the carry's element one array (its init says so)
                    return UNKNOWN  # a loop target, unpacking, `with ... as`: not followed
            return combine(found)
        finally:
            self._visiting.discard(name)

    def _carry_element(self, stmt: cst.CSTNode, name: str, depth: int) -> str | None:
        """`x, r, it = lax.while_loop(cond, body, (x0, r0, 0))` (or `lax.fori_loop`): JAX makes
        the body keep the carry's structure and types, so each element is what the initial
        carry's element at that position is. None for any other statement."""
        if not (isinstance(stmt, cst.Assign) and len(stmt.targets) == 1 and isinstance(stmt.value, cst.Call)):
            return None
        target = stmt.targets[0].target
        init = _loop_carry(self._ev, stmt.value)
        if not isinstance(target, (cst.Tuple, cst.List)) or init is None:
            return None
        for i, element in enumerate(target.elements):
            if isinstance(element, cst.StarredElement):
                return None
            if isinstance(element.value, cst.Name) and element.value.value == name:
                return self.status(init.elements[i].value, depth) if i < len(init.elements) and not isinstance(
                    init.elements[i], cst.StarredElement) else None
        return None

    def _parameter(self, name: str) -> str:
        value = self._params.get(name)
        if value is None or value.kind is not Kind.TRACED:
            return UNKNOWN
        function = self._function
        if value.pytype == "pytree" or name in container_params(function):
            return NOT_ARRAY
        if value.certain:
            return ARRAY  # its callers pass arrays, or its use or annotation says so
        if name in array_params(function) or annotated_as_array(_param(function, name)):
            return ARRAY
        return PARAMETER

    def _Call(self, node: cst.Call, depth: int) -> str:
        qual = self._ev.call_targets.get(id(node))
        if qual is not None:
            known = facts.lookup(qual)
            if known is not None and (known.returns != facts.ARRAY or known.returns_tuple or known.bodies
                                      or known.branch_list is not None or known.transform):
                return UNKNOWN
            if qual == "jax.numpy.where" and len(node.args) == 1:
                return UNKNOWN  # one-argument where: a tuple of index arrays
            if any(a.keyword is not None and a.keyword.value.startswith("return_") for a in node.args):
                return UNKNOWN  # jnp.unique(..., return_counts=True): a tuple
            if qual.startswith(("jax.numpy.", "jax.random.", "jax.nn.", "jax.scipy.special.")):
                return ARRAY
            return UNKNOWN
        func = node.func
        if not isinstance(func, cst.Attribute):
            return UNKNOWN
        method = func.attr.value
        receiver = self._ev.value(func.value)
        if receiver.pytype == "at_ref" and method in facts.AT_METHODS:
            return ARRAY  # x.at[i].set(v), x.at[i].get()
        if receiver.kind is Kind.TRACED and receiver.pytype is None:
            if method in _ARRAY_ONLY_METHODS:
                return ARRAY
            known = facts.method(method)
            if known is not None and known.array_method and self.status(func.value, depth) == ARRAY:
                return ARRAY
        return UNKNOWN

    def _BinaryOperation(self, node: cst.BinaryOperation, depth: int) -> str:
        if isinstance(node.operator, _ARRAY_ONLY_OPS):
            return ARRAY
        statuses = [self._operand(node.left, depth), self._operand(node.right, depth)]
        if ARRAY in statuses:
            return ARRAY  # an array combined with anything is an array (or an error)
        return combine([s for s in statuses if s is not None])

    def _operand(self, node: cst.BaseExpression, depth: int) -> str | None:
        """None for a number literal (neutral in arithmetic)."""
        value = self._ev.value(node)
        if value.kind is Kind.STATIC and value.pytype in ("int", "float", "bool", "complex", "shape_int"):
            return None
        return self.status(node, depth)

    def _UnaryOperation(self, node: cst.UnaryOperation, depth: int) -> str:
        if isinstance(node.operator, (cst.Minus, cst.BitInvert, cst.Plus)):
            return ARRAY
        return UNKNOWN

    def _Comparison(self, node: cst.Comparison, depth: int) -> str:
        if all(isinstance(t.operator, _ORDERING) for t in node.comparisons):
            return ARRAY  # `<` on a container raises or compares tracers (which raises)
        if len(node.comparisons) == 1 and isinstance(node.comparisons[0].operator, _EQUALITY):
            # `x == v` is what its operands are: an array compared with a number or an array is an
            # array; two parameters with no sign either way stay that (a dict == a dict is a bool)
            sides = [self._operand(node.left, depth), self._operand(node.comparisons[0].comparator, depth)]
            if NOT_ARRAY in sides:
                return UNKNOWN  # `x == None`, a list against an array: not followed
            if ARRAY in sides:
                return ARRAY
            return combine([s for s in sides if s is not None])
        return UNKNOWN

    def _Subscript(self, node: cst.Subscript, depth: int) -> str:
        init = _loop_carry(self._ev, node.value) if isinstance(node.value, cst.Call) else None
        if init is not None and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index) and isinstance(
                node.slice[0].slice.value, cst.Integer):  # `lax.while_loop(cond, body, (x0, 0))[0]`
            i = int(node.slice[0].slice.value.value)
            elements = init.elements
            if i < len(elements) and not any(isinstance(e, cst.StarredElement) for e in elements[:i + 1]):
                return self.status(elements[i].value, depth)
            return UNKNOWN
        if any(isinstance(e.slice, cst.Index) and isinstance(e.slice.value, (cst.SimpleString,
                                                                             cst.ConcatenatedString))
               for e in node.slice):
            return UNKNOWN  # a dict lookup
        return ARRAY if self.status(node.value, depth) == ARRAY else UNKNOWN

    def _Attribute(self, node: cst.Attribute, depth: int) -> str:
        known = facts.attribute(node.attr.value)
        if known is not None and known.traced_attr and node.attr.value != "at":
            return ARRAY if self.status(node.value, depth) in (ARRAY, PARAMETER) else UNKNOWN
        return UNKNOWN

    def _BooleanOperation(self, node: cst.BooleanOperation, depth: int) -> str:
        """`x or default` is one of its operands."""
        return combine([s for s in (self._operand(node.left, depth), self._operand(node.right, depth))
                        if s is not None])

    def _IfExp(self, node: cst.IfExp, depth: int) -> str:
        return combine([self.status(node.body, depth), self.status(node.orelse, depth)])


def _loop_carry(ev: "Evaluator", call: cst.Call) -> cst.Tuple | None:
    """The initial carry of a loop that returns its carry (`lax.while_loop`, `lax.fori_loop`: the
    facts' `carry` argument, or `init_val=`), when it is a tuple display."""
    fact = facts.lookup(ev.call_targets.get(id(call)))
    if fact is None or fact.carry is None or fact.body_result != "carry" or any(a.star for a in call.args):
        return None
    position = fact.carry[1]
    given = [a.value for a in call.args if a.keyword is not None and a.keyword.value == "init_val"]
    positional = [a.value for a in call.args if a.keyword is None]
    init = given[0] if given else positional[position] if len(positional) > position else None
    return init if isinstance(init, cst.Tuple) else None


def _targets(stmt: cst.Assign | cst.AnnAssign) -> list[cst.BaseExpression]:
    return [t.target for t in stmt.targets] if isinstance(stmt, cst.Assign) else [stmt.target]


def _param(function, name: str) -> cst.Param | None:
    params = function.params
    for p in (*params.posonly_params, *params.params, *params.kwonly_params):
        if p.name.value == name:
            return p
    return None


def array_status(ev: "Evaluator", node: cst.CSTNode) -> str:
    status = ArrayStatus(ev).status(node)
    return UNKNOWN if status == _SELF else status
