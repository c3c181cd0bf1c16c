"""The transform table: which JAX callables trace a function, and how.

A `TransformSpec` says what a decorator or a wrapping call such as
`partial(jax.jit, static_argnames=("n",))` does to the wrapped function's parameters.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.imports import ImportTable, dotted_name

PARTIAL = {facts.PARTIAL}


@dataclass(frozen=True)
class TransformSpec:
    name: str  # qualified, e.g. "jax.jit"
    kind: str  # facts.JIT, VMAP, FILTER_JIT, GRAD or PASS
    static_argnums: tuple[int, ...] = ()
    static_argnames: tuple[str, ...] = ()
    in_axes: object = 0  # vmap: 0, None, or a tuple of per-argument axes; ... when unknown
    statics_known: bool = True
    node: cst.CSTNode | None = field(default=None, compare=False)  # the decorator or call
    argnums: tuple[int, ...] = (0,)  # grad: the differentiated arguments
    has_aux: bool = False  # grad: the function returns (output, aux)
    nondiff_argnums: tuple[int, ...] = ()  # custom_vjp/custom_jvp: arguments the rule gets as they are

    @property
    def concrete_tracers(self) -> bool:
        """jax.grad / value_and_grad: its tracers hold concrete values (see the facts table)."""
        fact = facts.lookup(self.name)
        return self.kind == facts.GRAD and fact is not None and fact.concrete_tracers

    @property
    def makes_entry(self) -> bool:
        """Whether the function it wraps is traced code to walk: a tracing transform, or a grad
        whose tracers are concrete; the same for `@jax.grad` as for `jax.grad(f)`."""
        return self.kind not in (facts.GRAD, facts.PASS) or self.concrete_tracers

    @property
    def label(self) -> str:
        return (self.name.replace("jax.lax.", "lax.").replace("equinox.", "eqx.").replace("flax.nnx.", "nnx.")
                .replace("haiku.", "hk."))


def literal(expr: cst.BaseExpression) -> object:
    """The Python value of a literal expression, or Ellipsis when it is not one."""
    try:
        return ast.literal_eval(cst.Module([]).code_for_node(expr))
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return ...


def _int_tuple(value: object) -> tuple[int, ...] | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return (value,)
    if isinstance(value, (tuple, list)) and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return tuple(value)
    return None


def _str_tuple(value: object) -> tuple[str, ...] | None:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, (tuple, list)) and all(isinstance(v, str) for v in value):
        return tuple(value)
    if isinstance(value, (set, frozenset)) and all(isinstance(v, str) for v in value):
        return tuple(sorted(value))  # `static_argnames={"y"}`: JAX takes any iterable of names
    return None


def _none_positions(specs: cst.Tuple) -> tuple[int, ...]:
    """The positions of a tuple of per-argument specs spelled `None` (before any `*rest`)."""
    out = []
    for i, el in enumerate(specs.elements):
        if isinstance(el, cst.StarredElement):
            break
        if isinstance(el.value, cst.Name) and el.value.value == "None":
            out.append(i)
    return tuple(out)


class TransformResolver:
    """Recognise transforms in decorators and calls, through the module's imports."""

    def __init__(self, imports: ImportTable, extra_jit: frozenset[str] = frozenset()) -> None:
        self.imports = imports
        self.extra_jit = extra_jit

    def qualname(self, expr: cst.BaseExpression) -> str | None:
        dotted = dotted_name(expr)
        return self.imports.resolve(dotted) if dotted else None

    def wrapper_kind(self, qualname: str | None) -> str | None:
        if qualname is None:
            return None
        fact = facts.lookup(qualname)
        if fact is not None and fact.transform is not None:
            return fact.transform
        if qualname in self.extra_jit:
            return facts.JIT
        return None

    def spec_from_decorator(self, expr: cst.BaseExpression) -> TransformSpec | None:
        """`@jax.jit`, `@jax.jit(...)`, `@partial(jax.jit, ...)`; None for anything else."""
        if isinstance(expr, cst.Call):
            head = self.qualname(expr.func)
            if head in PARTIAL and expr.args and expr.args[0].keyword is None and expr.args[0].star == "":
                inner = self.qualname(expr.args[0].value)
                kind = self.wrapper_kind(inner)
                if kind is None:
                    return None
                return self._with_options(inner, kind, expr.args[1:], expr)
            kind = self.wrapper_kind(head)
            if kind is None:
                return None
            # `@jax.jit(static_argnames=...)`: options only, no function argument.
            if any(a.keyword is None for a in expr.args):
                return None
            return self._with_options(head, kind, expr.args, expr)
        qual = self.qualname(expr)
        kind = self.wrapper_kind(qual)
        if kind is None:
            return None
        return TransformSpec(name=qual, kind=kind, node=expr)

    def spec_from_call(self, call: cst.Call) -> tuple[TransformSpec, cst.BaseExpression] | None:
        """`jax.jit(f, static_argnums=1)` -> (spec, f); None when `call` is not a wrapper call."""
        qual = self.qualname(call.func)
        kind = self.wrapper_kind(qual)
        if kind is None or not call.args:
            return None
        first = call.args[0]
        if first.keyword is not None and first.keyword.value not in ("fun", "f"):
            return None
        if first.star:
            return None
        return self._with_options(qual, kind, call.args[1:], call), first.value

    def _with_options(self, name: str, kind: str, args, node) -> TransformSpec:
        static_argnums: tuple[int, ...] = ()
        static_argnames: tuple[str, ...] = ()
        in_axes: object = 0
        argnums: tuple[int, ...] = (0,)
        has_aux = False
        nondiff_argnums: tuple[int, ...] = ()
        known = True
        positional = [a for a in args if a.keyword is None]
        if kind == "vmap" and positional:
            in_axes = literal(positional[0].value)
        unspecced = getattr(facts.lookup(name), "unspecced_static", None)
        for arg in args:
            if arg.keyword is None:
                continue
            key = arg.keyword.value
            if key == unspecced and isinstance(arg.value, cst.Tuple):
                static_argnums += _none_positions(arg.value)
            if key in ("static_argnums", "static_broadcasted_argnums"):
                parsed = _int_tuple(literal(arg.value))
                if parsed is None:
                    known = False
                else:
                    static_argnums = parsed
            elif key == "static_argnames":
                parsed_names = _str_tuple(literal(arg.value))
                if parsed_names is None:
                    known = False
                else:
                    static_argnames = parsed_names
            elif key == "in_axes":
                in_axes = literal(arg.value)
            elif key == "argnums":
                argnums = _int_tuple(literal(arg.value)) or argnums
            elif key == "has_aux":
                has_aux = literal(arg.value) is True
            elif key == "nondiff_argnums":
                nondiff_argnums = _int_tuple(literal(arg.value)) or ()
        return TransformSpec(
            name=name,
            kind=kind,
            static_argnums=static_argnums,
            static_argnames=static_argnames,
            in_axes=in_axes,
            statics_known=known,
            node=node,
            argnums=argnums,
            has_aux=has_aux,
            nondiff_argnums=nondiff_argnums,
        )

    def body_call(self, call: cst.Call) -> tuple[str, list[cst.BaseExpression]] | None:
        """For `lax.scan(body, ...)` and friends: (short name, [function expressions])."""
        qual = self.qualname(call.func)
        fact = facts.lookup(qual)
        if fact is None:
            return None
        positional = [a for a in call.args if a.keyword is None and not a.star]
        if fact.bodies is not None:
            positions, keywords = fact.bodies
            funcs = [positional[p].value for p in positions if p < len(positional)]
            funcs += [a.value for a in call.args if a.keyword is not None and a.keyword.value in keywords]
            return fact.label or qual.replace("jax.", "", 0), funcs
        if fact.branch_list is not None:
            pos = fact.branch_list
            funcs = []
            if pos < len(positional) and isinstance(positional[pos].value, (cst.List, cst.Tuple)):
                funcs = [el.value for el in positional[pos].value.elements]
            return fact.label, funcs
        return None


def body_arity(qual: str | None, call: cst.Call) -> int | None:
    """How many arguments a lax primitive passes to the functions it traces."""
    positional = [a for a in call.args if a.keyword is None]
    if any(a.star for a in positional):
        return None
    fact = facts.lookup(qual)
    arity = fact.body_arity if fact is not None else None
    if isinstance(arity, int):
        return arity
    if arity is not None:  # ("after", k): the positional arguments after the first k
        return max(len(positional) - arity[1], 0)
    return None
