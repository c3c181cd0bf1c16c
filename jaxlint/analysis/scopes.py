"""Python's scoping rules for one function, computed from its own body (no ScopeProvider)."""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.node_memo import node_memo
from jaxlint.analysis.walk import iter_scope, paired_targets


@dataclass(frozen=True)
class ScopeInfo:
    locals: frozenset[str]
    globals: frozenset[str]
    nonlocals: frozenset[str]
    params: tuple[str, ...]
    assigned: frozenset[str] = frozenset()  # bound by assignment (not def/class/import)
    containers: frozenset[str] = frozenset()  # parameters used as pytrees
    arrays: frozenset[str] = frozenset()  # parameters used as arrays (or numbers: `p * 2`, `jnp.eye(p)`)
    array_attributes: frozenset[str] = frozenset()  # parameters whose array attributes are read (`p.shape`)


_SCOPES = node_memo()  # a function's scope depends on its own node alone

# The node types `_note_parameter_use` and the binding branches of `scope_info` look at (LibCST's
# concrete node classes have no subclasses, so a type test is `isinstance` without its ABC cost).
_PARAMETER_USES = frozenset({cst.Subscript, cst.Attribute, cst.Arg, cst.Call, cst.Assign, cst.For,
                             cst.BinaryOperation, cst.UnaryOperation, cst.Comparison})
_BINDERS = frozenset({cst.AssignTarget, cst.AnnAssign, cst.AugAssign, cst.For, cst.NamedExpr, cst.AsName,
                      cst.FunctionDef, cst.ClassDef, cst.Import, cst.ImportFrom, cst.Global, cst.Nonlocal,
                      cst.MatchAs, cst.MatchStar})


def parameter_names(params: cst.Parameters) -> tuple[str, ...]:
    names = [p.name.value for p in params.posonly_params]
    names += [p.name.value for p in params.params]
    if isinstance(params.star_arg, cst.Param):
        names.append(params.star_arg.name.value)
    names += [p.name.value for p in params.kwonly_params]
    if params.star_kwarg is not None:
        names.append(params.star_kwarg.name.value)
    return tuple(names)


def target_names(target: cst.CSTNode) -> set[str]:
    """The names an assignment target binds (`a`, `a, (b, *c)`; not attributes or items)."""
    out: set[str] = set()
    _bind_target(target, out)
    return out


def _bind_target(target: cst.CSTNode, out: set[str]) -> None:
    if isinstance(target, cst.Name):
        out.add(target.value)
    elif isinstance(target, (cst.Tuple, cst.List)):
        for el in target.elements:
            _bind_target(el.value, out)
    elif isinstance(target, cst.StarredElement):
        _bind_target(target.value, out)


def scope_info(func: cst.FunctionDef | cst.Lambda) -> ScopeInfo:
    """Everything the analysis asks about one function's own scope, from one walk of its body."""
    return _SCOPES.get(func, _scope_info)


def _scope_info(func: cst.FunctionDef | cst.Lambda) -> ScopeInfo:
    is_lambda = isinstance(func, cst.Lambda)
    params = parameter_names(func.params)
    param_set = set(params)
    bound: set[str] = set(params)
    assigned: set[str] = set()
    globals_: set[str] = set()
    nonlocals: set[str] = set()
    containers: set[str] = set()
    arrays: set[str] = set()
    attributes: set[str] = set()
    for node in iter_scope(cst.Expr(func.body) if is_lambda else func.body):
        kind = type(node)  # most nodes matter to neither question: one set test skips them
        if kind in _PARAMETER_USES:
            _note_parameter_use(node, param_set, containers, arrays)
            if (kind is cst.Attribute and type(node.value) is cst.Name and node.value.value in param_set
                    and node.attr.value in _ARRAYISH):
                attributes.add(node.value.value)
        if is_lambda or kind not in _BINDERS:
            continue
        if isinstance(node, (cst.AssignTarget, cst.AnnAssign, cst.AugAssign)):
            _bind_target(node.target, bound)
            _bind_target(node.target, assigned)
        elif isinstance(node, (cst.For, cst.NamedExpr)):
            _bind_target(node.target, bound)
        elif isinstance(node, cst.AsName):
            _bind_target(node.name, bound)
        elif isinstance(node, (cst.FunctionDef, cst.ClassDef)):
            bound.add(node.name.value)
        elif isinstance(node, cst.Import):
            for alias in node.names:
                if alias.asname is None:
                    bound.add((cst.Module([]).code_for_node(alias.name)).split(".")[0])
        elif isinstance(node, cst.ImportFrom) and not isinstance(node.names, cst.ImportStar):
            for alias in node.names:
                if alias.asname is None and isinstance(alias.name, cst.Name):
                    bound.add(alias.name.value)
        elif isinstance(node, cst.Global):
            globals_.update(item.name.value for item in node.names)
        elif isinstance(node, cst.Nonlocal):
            nonlocals.update(item.name.value for item in node.names)
        elif isinstance(node, (cst.MatchAs, cst.MatchStar)) and node.name is not None:
            bound.add(node.name.value)
    containers &= param_set
    info = ScopeInfo(frozenset(bound - globals_ - nonlocals), frozenset(globals_), frozenset(nonlocals), params,
                     assigned=frozenset(assigned), containers=frozenset(containers),
                     arrays=frozenset(arrays - containers) if not is_lambda else frozenset(),
                     array_attributes=frozenset(attributes - containers))
    return info


def _note_parameter_use(node: cst.CSTNode, params: set[str], containers: set[str], arrays: set[str]) -> None:
    """A parameter used as a dict, sequence or object (`p["w"]`, `p.items()`, `**p`, `p.step`,
    `isinstance(p, dict)`, `a, b = p`) is a pytree; one used as `p.shape`, `p.sum()` an array.
    Type tests, not `isinstance` (see `_PARAMETER_USES`): this runs on most nodes of every function."""
    kind = type(node)
    if kind is cst.Subscript and type(node.value) is cst.Name and node.value.value in params:
        if any(type(e.slice) is cst.Index and type(e.slice.value) in _STRINGS for e in node.slice):
            containers.add(node.value.value)
    elif kind is cst.Attribute and type(node.value) is cst.Name and node.value.value in params:
        (arrays if node.attr.value in _ARRAYISH else containers).add(node.value.value)
    elif kind is cst.Arg and node.star == "**" and type(node.value) is cst.Name:
        containers.add(node.value.value)
    elif kind is cst.Call and type(node.func) is cst.Name and node.func.value == "isinstance" \
            and node.args and type(node.args[0].value) is cst.Name:
        containers.add(node.args[0].value.value)
    elif kind is cst.Assign and type(node.value) is cst.Name and any(
            type(t.target) in _SEQUENCES for t in node.targets):
        containers.add(node.value.value)
    elif kind is cst.For and type(node.iter) is cst.Name and type(node.target) in _SEQUENCES:
        containers.add(node.iter.value)
    elif kind is cst.BinaryOperation:  # arithmetic: pytrees have none
        for operand in (node.left, node.right):
            if type(operand) is cst.Name and operand.value in params:
                arrays.add(operand.value)
    elif kind is cst.UnaryOperation and type(node.operator) is not cst.Not:
        if type(node.expression) is cst.Name and node.expression.value in params:
            arrays.add(node.expression.value)
    elif kind is cst.Comparison and all(  # ordering against a number: `==` and `is` say nothing
            type(c.operator) in _ORDERINGS for c in node.comparisons):
        operands = [node.left] + [c.comparator for c in node.comparisons]
        if not any(type(o) in _ALL_STRINGS for o in operands):
            for operand in operands:
                if type(operand) is cst.Name and operand.value in params:
                    arrays.add(operand.value)
    elif kind is cst.Call:
        statics = _static_positions(node.func)
        if statics is None:
            return
        positions, keywords = statics
        for i, arg in enumerate(a for a in node.args if a.keyword is None and not a.star):
            if type(arg.value) is cst.Name and arg.value.value in params and i not in positions:
                arrays.add(arg.value.value)
        for arg in node.args:
            if arg.keyword is not None and arg.keyword.value not in keywords and type(arg.value) is cst.Name \
                    and arg.value.value in params:
                arrays.add(arg.value.value)


_STRINGS = frozenset({cst.SimpleString, cst.ConcatenatedString})
_ALL_STRINGS = _STRINGS | {cst.FormattedString}
_SEQUENCES = frozenset({cst.Tuple, cst.List})
_ORDERINGS = frozenset({cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual})


_ARRAY_MODULES = ("jnp.", "np.", "lax.", "jax.numpy.", "jax.lax.", "jax.nn.", "jax.random.", "numpy.")


_SPELLED = {"jnp": "jax.numpy", "np": "numpy", "lax": "jax.lax"}


def _static_positions(func: cst.BaseExpression) -> tuple[tuple[int, ...], tuple[str, ...]] | None:
    """For `jnp.sum`, `lax.dot`... (spelled with the usual aliases): the positions and keywords
    that take Python ints and shapes (`jnp.zeros(n)`: `n` is a size, not an array); None for a
    call that is not to an array function."""
    from jaxlint.analysis.facts import lookup

    parts = []
    while isinstance(func, cst.Attribute):
        parts.append(func.attr.value)
        func = func.value
    if not isinstance(func, cst.Name):
        return None
    dotted = ".".join([func.value, *reversed(parts)])
    if not (dotted + ".").startswith(_ARRAY_MODULES) or dotted.count(".") < 1:
        return None
    head, _, rest = dotted.partition(".")
    known = lookup(f"{_SPELLED.get(head, head)}.{rest}")
    return known.static_args if known is not None and known.static_args is not None else ((), ())


def assigned_names(func: cst.FunctionDef | cst.Lambda) -> frozenset[str]:
    """Names bound by assignment (not by def/class/import) in the function's own scope."""
    return scope_info(func).assigned


def container_params(func: cst.FunctionDef | cst.Lambda) -> frozenset[str]:
    """Parameters the body uses as pytrees (dicts, sequences, objects), not arrays."""
    return scope_info(func).containers


def array_params(func: cst.FunctionDef | cst.Lambda) -> frozenset[str]:
    """Parameters the body treats as arrays: `p.shape`, `p.sum()`, `p.at[...]`, `p.T`."""
    return scope_info(func).arrays


def literal_kind(func: cst.FunctionDef, name: str) -> str | None:
    """'list'/'dict'/'set' when every assignment of `name` in the function is such a literal."""
    kinds = set()
    for node in iter_scope(func.body):
        if isinstance(node, cst.Assign) and any(
                isinstance(t.target, cst.Name) and t.target.value == name for t in node.targets):
            value = node.value
            if isinstance(value, (cst.List, cst.ListComp)):
                kinds.add("list")
            elif isinstance(value, (cst.Dict, cst.DictComp)):
                kinds.add("dict")
            elif isinstance(value, (cst.Set, cst.SetComp)):
                kinds.add("set")
            elif isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value in (
                    "list", "dict", "set"):
                kinds.add(value.func.value)
            else:
                kinds.add("other")
    return kinds.pop() if len(kinds) == 1 and "other" not in kinds else None


_ARRAYISH = frozenset({"shape", "ndim", "dtype", "size", "T", "mT", "real", "imag", "at", "astype", "sum",
                       "mean", "max", "min", "prod", "reshape", "transpose", "squeeze", "ravel", "flatten",
                       "std", "var", "argmax", "argmin", "cumsum", "dot", "clip", "round", "any", "all",
                       "item", "tolist", "sort", "conj", "itemsize", "nbytes", "swapaxes", "take", "repeat",
                       "tobytes", "is_deleted", "on_device_size_in_bytes", "unsafe_buffer_pointer",
                       # placement attributes of arrays (`x.device` is left out: many objects have one)
                       "sharding", "committed", "addressable_shards", "global_shards", "is_fully_replicated",
                       "is_fully_addressable"})
def single_assignment(func: cst.FunctionDef, name: str) -> cst.BaseExpression | None:
    """The value of `name = value` (or the element of `name, other = value, v` paired with it)
    when that is the only binding of `name` in the function's own scope (no other assignment,
    loop, `with`, import, def, global or parameter binds it), else None."""
    info = scope_info(func)
    if name in info.params or name not in info.locals:
        return None
    table = _BINDINGS.get(func, _bindings_table)
    return table.values.get(name) if table.count(name) == 1 else None


def binding_count(func: cst.FunctionDef | cst.Module, name: str) -> int:
    """How many nodes of the function's (or the module's) own scope bind `name` (assignments,
    loops, `with`, imports, defs; a match capture or a star import counts for every name)."""
    return _BINDINGS.get(func, _bindings_table).count(name)


@dataclass(frozen=True)
class _Bindings:
    counts: dict[str, int]  # name -> how many nodes bind it
    anything: int  # nodes that may bind any name (`case x:` captures, `from m import *`)
    values: dict[str, cst.BaseExpression]  # name -> the value of its last `name = value`

    def count(self, name: str) -> int:
        return self.counts.get(name, 0) + self.anything


_BINDINGS = node_memo()  # a function's bindings, from one walk (asked for name after name)


def _bindings_table(func: cst.FunctionDef | cst.Module) -> _Bindings:
    counts: dict[str, int] = {}
    anything = 0
    values: dict[str, cst.BaseExpression] = {}
    for node in iter_scope(func if isinstance(func, cst.Module) else func.body):
        kind = type(node)
        if kind is cst.Assign:  # `a = v`, and each name of `a, b = x, y` (`walk.paired_targets`)
            for target in node.targets:
                for bound, value in paired_targets(target.target, node.value):
                    if type(bound) is cst.Name and value is not None:
                        values[bound.value] = value
        if kind not in _BINDERS:
            continue
        bound: set[str] = set()
        if isinstance(node, (cst.AssignTarget, cst.AnnAssign, cst.AugAssign, cst.For, cst.NamedExpr)):
            _bind_target(node.target, bound)
        elif isinstance(node, cst.AsName):
            _bind_target(node.name, bound)
        elif isinstance(node, (cst.FunctionDef, cst.ClassDef)):
            bound.add(node.name.value)
        elif isinstance(node, (cst.MatchAs, cst.MatchStar)) or (
                isinstance(node, cst.ImportFrom) and isinstance(node.names, cst.ImportStar)):
            anything += 1
        elif isinstance(node, cst.Import):
            bound.update(cst.Module([]).code_for_node(a.name).split(".")[0] for a in node.names if a.asname is None)
        elif isinstance(node, cst.ImportFrom):
            bound.update(a.name.value for a in node.names if a.asname is None and isinstance(a.name, cst.Name))
        for one in bound:
            counts[one] = counts.get(one, 0) + 1
    return _Bindings(counts, anything, values)


def local_names(func: cst.FunctionDef | cst.Lambda) -> frozenset[str]:
    return scope_info(func).locals


def binding_scope(scope, name: str):
    """The nearest function from `scope` outwards (a FunctionInfo, following `.parent`) that binds
    `name` locally; None when the name is the module's."""
    while scope is not None and name not in local_names(scope.node):
        scope = scope.parent
    return scope

