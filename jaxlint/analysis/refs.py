"""Callables the analysis can follow: a function of the module (with its closure and the
arguments `functools.partial` fixed), or a transform applied to one."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from jaxlint.analysis.module_index import FunctionInfo
    from jaxlint.analysis.transforms import TransformSpec
    from jaxlint.analysis.values import Value


@dataclass(eq=False)
class FunctionRef:
    info: "FunctionInfo"
    closure: Any  # the evaluator Frame it was defined in, or None
    bound: "tuple[Value, ...]" = ()  # positional arguments fixed by functools.partial
    bound_keywords: "tuple[tuple[str, Value], ...]" = ()
    owner: Any = None  # the evaluator of the module defining it, when that is another project module
    spread: bool = False  # functools.partial also bound a `*args`/`**kwargs` the analysis cannot read


def owned(ref: FunctionRef, owner: Any) -> FunctionRef:
    """`ref` run by `owner` (the evaluator of the module defining it) when it names no owner: a
    function handed from that module to another's keeps reading its own module's names."""
    return ref if ref.owner is not None else replace(ref, owner=owner)


@dataclass(eq=False)
class ClassRef:
    info: Any  # classes.ClassInfo
    owner: Any = None  # the evaluator of the module defining it, when that is another project module


@dataclass(eq=False)
class TransformedRef:
    spec: "TransformSpec"
    target: "FunctionRef | TransformedRef | None"


@dataclass(eq=False)
class FunctionChoice:
    """A parameter the callers of its (untraced) function pass different functions for: a call
    of it in traced code runs each of them, one per caller (passed_functions.py)."""
    refs: "tuple[FunctionRef, ...]"


@dataclass(eq=False)
class ObjectChoice:
    """An object that is any of several of different classes (a loop variable over
    constructions, a parameter callers pass different classes' objects for): an attribute of it
    is each option's, a method name only some classes define is followed in those."""
    options: "tuple[Value, ...]"


def function_identity(ref: "FunctionRef | TransformedRef | FunctionChoice | None") -> tuple:
    """Which def a function value runs, with how many positional arguments and which keywords
    functools.partial (or tree_util.Partial) binds: two callers passing it agree on this. A
    choice (a parameter its callers pass different functions for, handed on) is the set of its
    options' identities: two callers handing on the same choice agree."""
    if isinstance(ref, TransformedRef):
        return ("transformed", ref.spec.kind, function_identity(ref.target))
    if isinstance(ref, FunctionChoice):
        return ("choice", tuple(sorted(function_identity(r) for r in ref.refs)))
    if ref is None:
        return ("none",)
    return (id(ref.info.node), len(ref.bound), tuple(k for k, _ in ref.bound_keywords))
