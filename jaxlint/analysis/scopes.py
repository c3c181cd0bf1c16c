"""Python's scoping rules for one function, computed from its own body (no ScopeProvider)."""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.walk import iter_scope


@dataclass(frozen=True)
class ScopeInfo:
    locals: frozenset[str]
    globals: frozenset[str]
    nonlocals: frozenset[str]
    params: tuple[str, ...]


_CACHE: dict[int, tuple[cst.CSTNode, ScopeInfo]] = {}


def parameter_names(params: cst.Parameters) -> tuple[str, ...]:
    names = [p.name.value for p in params.posonly_params]
    names += [p.name.value for p in params.params]
    if isinstance(params.star_arg, cst.Param):
        names.append(params.star_arg.name.value)
    names += [p.name.value for p in params.kwonly_params]
    if params.star_kwarg is not None:
        names.append(params.star_kwarg.name.value)
    return tuple(names)


def _bind_target(target: cst.CSTNode, out: set[str]) -> None:
    if isinstance(target, cst.Name):
        out.add(target.value)
    elif isinstance(target, (cst.Tuple, cst.List)):
        for el in target.elements:
            _bind_target(el.value, out)
    elif isinstance(target, cst.StarredElement):
        _bind_target(target.value, out)


def scope_info(func: cst.FunctionDef | cst.Lambda) -> ScopeInfo:
    cached = _CACHE.get(id(func))
    if cached is not None and cached[0] is func:
        return cached[1]
    bound: set[str] = set()
    globals_: set[str] = set()
    nonlocals: set[str] = set()
    params = parameter_names(func.params)
    bound.update(params)
    body = func.body
    for node in iter_scope(body) if not isinstance(func, cst.Lambda) else ():
        if isinstance(node, cst.AssignTarget):
            _bind_target(node.target, bound)
        elif isinstance(node, (cst.AnnAssign, cst.AugAssign)):
            _bind_target(node.target, bound)
        elif isinstance(node, (cst.For,)):
            _bind_target(node.target, bound)
        elif isinstance(node, cst.AsName):
            _bind_target(node.name, bound)
        elif isinstance(node, (cst.FunctionDef, cst.ClassDef)):
            bound.add(node.name.value)
        elif isinstance(node, cst.NamedExpr):
            _bind_target(node.target, bound)
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
    info = ScopeInfo(frozenset(bound - globals_ - nonlocals), frozenset(globals_), frozenset(nonlocals), params)
    _CACHE[id(func)] = (func, info)
    return info


_ASSIGNED: dict[int, tuple[cst.CSTNode, frozenset[str]]] = {}


def assigned_names(func: cst.FunctionDef | cst.Lambda) -> frozenset[str]:
    """Names bound by assignment (not by def/class/import) in the function's own scope."""
    cached = _ASSIGNED.get(id(func))
    if cached is not None and cached[0] is func:
        return cached[1]
    out: set[str] = set()
    if not isinstance(func, cst.Lambda):
        for node in iter_scope(func.body):
            if isinstance(node, cst.AssignTarget):
                _bind_target(node.target, out)
            elif isinstance(node, (cst.AnnAssign, cst.AugAssign)):
                _bind_target(node.target, out)
    result = frozenset(out)
    _ASSIGNED[id(func)] = (func, result)
    return result


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
                       "item", "tolist", "sort", "conj", "itemsize", "nbytes", "swapaxes", "take", "repeat"})
_CONTAINER_CACHE: dict[int, tuple[cst.CSTNode, frozenset[str]]] = {}


def container_params(func: cst.FunctionDef | cst.Lambda) -> frozenset[str]:
    """Parameters the body uses as a dict, sequence or object (a pytree, not an array):
    `p["w"]`, `p.items()`, `**p`, `p.step`, `isinstance(p, dict)`, `a, b = p`."""
    cached = _CONTAINER_CACHE.get(id(func))
    if cached is not None and cached[0] is func:
        return cached[1]
    params = set(parameter_names(func.params))
    found: set[str] = set()
    body = func.body
    nodes = iter_scope(body) if not isinstance(func, cst.Lambda) else iter_scope(cst.Expr(body))
    for node in nodes:
        if isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) and node.value.value in params:
            if any(isinstance(e.slice, cst.Index) and isinstance(e.slice.value, (cst.SimpleString, cst.ConcatenatedString))
                   for e in node.slice):
                found.add(node.value.value)
        elif isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value in params:
            if node.attr.value not in _ARRAYISH:
                found.add(node.value.value)
        elif isinstance(node, cst.Arg) and node.star == "**" and isinstance(node.value, cst.Name):
            found.add(node.value.value)
        elif isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "isinstance" \
                and node.args and isinstance(node.args[0].value, cst.Name):
            found.add(node.args[0].value.value)
        elif isinstance(node, cst.Assign) and isinstance(node.value, cst.Name) and any(
                isinstance(t.target, (cst.Tuple, cst.List)) for t in node.targets):
            found.add(node.value.value)
        elif isinstance(node, cst.For) and isinstance(node.iter, cst.Name) and isinstance(node.target, (cst.Tuple, cst.List)):
            found.add(node.iter.value)
    result = frozenset(found & params)
    _CONTAINER_CACHE[id(func)] = (func, result)
    return result


def array_params(func: cst.FunctionDef | cst.Lambda) -> frozenset[str]:
    """Parameters the body treats as arrays: `p.shape`, `p.sum()`, `p.at[...]`, `p.T`."""
    params = set(parameter_names(func.params))
    found = set()
    if isinstance(func, cst.Lambda):
        return frozenset()
    for node in iter_scope(func.body):
        if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value in params \
                and node.attr.value in _ARRAYISH:
            found.add(node.value.value)
    return frozenset(found - container_params(func))


def local_names(func: cst.FunctionDef | cst.Lambda) -> frozenset[str]:
    return scope_info(func).locals


def clear_cache() -> None:
    """Forget the scopes of the last module (the engine calls this between files)."""
    _CACHE.clear()
    _ASSIGNED.clear()
    _CONTAINER_CACHE.clear()
