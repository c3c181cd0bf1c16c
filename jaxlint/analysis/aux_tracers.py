"""Tracers a transform's output carries out of the trace in a pytree's aux data.

A registered pytree flattens to leaves and aux data (register_dataclass `meta_fields`, what a
`tree_flatten` returns second, fields marked static). A transform traces and returns the leaves
only: the aux data of the object the traced function returns is handed back as it is. A tracer
kept there (a vmapped parameter stored in a meta field, `jnp.sqrt(n)` staged under jit or
eval_shape) is a tracer of a finished trace in the returned object, and its first use raises
UnexpectedTracerError (measured under JAX 0.10.2 for jit, vmap and eval_shape; a jnp value of
constants is concrete under vmap alone, which the traced analysis knows).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

import libcst as cst

from jaxlint.analysis.module_index import ModuleIndex
from jaxlint.analysis.scopes import single_assignment
from jaxlint.analysis.values import Value, contains_tracer, first_tracer

_DEPTH = 3


@dataclass(frozen=True)
class AuxTracer:
    record: str  # the pytree class
    field: str  # its static field holding the tracer
    tracer: Value
    node: cst.CSTNode  # where the tracer is put there: the argument, or its one assignment


def aux_tracers(output: Value, index: ModuleIndex) -> list[AuxTracer]:
    """The static fields of pytrees built in this module that `output` (a transform's result)
    holds with a tracer in them: an instance itself, or one inside a tuple/list or a data field."""
    out, seen = [], set()
    for instance in _instances(output, 0):
        call = instance.node
        if not isinstance(call, cst.Call) or id(call) in seen or index.function_making(call) is None:
            continue  # built in another module (its nodes are not this file's), or at the top level
        seen.add(id(call))
        info = instance.cls.info
        attrs = dict(instance.attrs)
        for name in sorted(info.static_fields):
            held = attrs.get(name)
            if held is None or not contains_tracer(held):
                continue
            tracer = first_tracer(held)
            out.append(AuxTracer(info.name, name, tracer, _put_at(call, info, name, index)))
    return out


def _instances(value: Value, depth: int) -> Iterator[Value]:
    if depth > _DEPTH:
        return
    if value.cls is not None and value.pytype == "object" and value.attrs:
        if value.node is not None:
            yield value
        statics = value.cls.info.static_fields
        for name, held in value.attrs:
            if name not in statics:
                yield from _instances(held, depth + 1)
    for item in value.items or ():
        yield from _instances(item, depth + 1)


def _put_at(call: cst.Call, info, field: str, index: ModuleIndex) -> cst.CSTNode:
    """The argument of `call` the field is built from (by keyword, by the generated `__init__`'s
    field order, or by an `__init__` parameter of the field's name); when that argument is a name
    the function binds once (`scale = 1.0 / jnp.sqrt(d)`), that value, where the tracer is made;
    the call itself when the argument is not known."""
    if any(a.star for a in call.args):
        return call
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value == field:
            return _made_at(arg.value, call, index)
    positional = [a.value for a in call.args if a.keyword is None]
    init = info.methods.get("__init__")
    if init is None and info.dataclass_like:
        order = list(info.fields)
    elif init is not None and isinstance(init.node, cst.FunctionDef):
        order = [p.name.value for p in (*init.node.params.posonly_params, *init.node.params.params)][1:]
    else:
        return call
    if field in order and order.index(field) < len(positional):
        return _made_at(positional[order.index(field)], call, index)
    return call


def _made_at(arg: cst.BaseExpression, call: cst.Call, index: ModuleIndex) -> cst.BaseExpression:
    if isinstance(arg, cst.Name):
        function = index.function_making(call)
        if function is not None and isinstance(function.node, cst.FunctionDef):
            value = single_assignment(function.node, arg.value)
            if value is not None:
                return value
    return arg
