"""Which arguments of a call land on static parameters of a jitted function.

`jax.jit` hashes its static arguments at every call (the compilation cache is keyed by them).
For a call whose callee resolves (through `definitions`) to a def wrapped by a transform that
hashes them (`facts.hashes_statics`), the arguments are matched to parameters the way JAX
does: `static_argnums` and `static_argnames` each inferred from the other through the
signature when only one is given (jax.jit), negative numbers counted from the call's own
positional arguments. `*args`/`**kwargs` at the call, a `functools.partial` between, or
statics that are not literals make the matching unknown: nothing is returned.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.definitions import Definition
from jaxlint.analysis.transforms import TransformSpec, literal

VECTORIZE = "jax.numpy.vectorize"


@dataclass(frozen=True)
class JitTarget:
    name: str  # as the caller spells the function's definition ("step")
    path: str | None  # the module defining it, None for the linted one
    params: cst.Parameters
    spec: TransformSpec  # the outermost transform: the one the caller calls
    matching: str  # facts.Fact.hashes_statics: "signature" or "positions"
    shift: int = 0  # arguments bound before the caller's (the instance of `self.method(...)`)
    bound: bool = False  # with `shift`: the instance is bound in the jitted callable (`jax.jit(agent.act)`)


@dataclass(frozen=True)
class StaticArgument:
    """An argument of a call that JAX hashes, and the parameter it lands on."""

    arg: cst.Arg
    parameter: str
    function: str
    path: str | None  # the module defining the function, None for the linted one
    transform: str  # "jax.jit"


def _as_called(found: Definition, spec: TransformSpec) -> tuple[TransformSpec, int, bool]:
    """(the spec with its argument numbers counted over the def's parameters, the shift, whether
    the instance is bound inside): `jax.jit(agent.act, static_argnums=1)` numbers the bound
    method's parameters, `self` left out; a method jitted with `self` numbers `self` too."""
    if found.bound_inside:
        return replace(spec, static_argnums=tuple(i + 1 if i >= 0 else i for i in spec.static_argnums)), 1, True
    return spec, 1 if found.bound_self else 0, False


def jit_target(found: Definition | None) -> JitTarget | None:
    """The jitted function a definition is, when its transform hashes static arguments."""
    resolved = found.function if isinstance(found, Definition) else None
    if resolved is None or not resolved.specs or resolved.bound or resolved.bound_keywords:
        return None
    spec = resolved.specs[-1]
    known = facts.lookup(facts.canonical(spec.name))
    if known is None or known.hashes_statics is None or not spec.statics_known:
        return None
    if not (spec.static_argnums or spec.static_argnames):
        return None
    name = found.name if found.name != "<call>" else resolved.info.name
    spec, shift, bound = _as_called(found, spec)
    return JitTarget(name, found.place.path, resolved.info.node.params, spec, known.hashes_statics, shift, bound)


# Transforms that trace every argument they do not mark static themselves (not vmap, whose
# in_axes may pass one through, nor shard_map, whose in_specs may).
_TRACING_ALL = frozenset({"jax.jit", "jax.make_jaxpr", "jax.pmap", "jax.checkpoint"})


def traced_statics(found: Definition | None) -> tuple[JitTarget, str] | None:
    """`jax.make_jaxpr(jit_func)`: (the jitted function with hashed statics inside, the label of
    the transform around it that traces those arguments before the jit sees them)."""
    resolved = found.function if isinstance(found, Definition) else None
    if resolved is None or len(resolved.specs) < 2 or resolved.bound or resolved.bound_keywords:
        return None
    inner, outer = resolved.specs[-2], resolved.specs[-1]
    if facts.canonical(outer.name) not in _TRACING_ALL or not outer.statics_known or outer.static_argnames:
        return None
    known = facts.lookup(facts.canonical(inner.name))
    if known is None or known.hashes_statics is None or not inner.statics_known or not (
            inner.static_argnums or inner.static_argnames):
        return None
    name = found.name if found.name != "<call>" else resolved.info.name
    inner, shift, bound = _as_called(found, inner)
    target = JitTarget(name, found.place.path, resolved.info.node.params, inner, known.hashes_statics, shift, bound)
    return target, outer.label


def kept_static_by(call: cst.Call, outer_argnums: tuple[int, ...], statics: list[StaticArgument]):
    """The static arguments the outer transform traces: those it does not mark static itself."""
    positional = [arg for arg in call.args if arg.keyword is None]
    count = len(positional)
    kept = {i % count if i < 0 else i for i in outer_argnums} if count else set()
    return [s for s in statics if s.arg.keyword is not None or s.arg in positional and positional.index(s.arg) not in kept]


def shown_from(target: JitTarget, folder: str) -> JitTarget:
    """The target with its module's path relative to `folder` (how messages spell it)."""
    return replace(target, path=os.path.relpath(target.path, folder)) if target.path else target


def static_arguments(call: cst.Call, target: JitTarget) -> list[StaticArgument]:
    if any(arg.star for arg in call.args):
        return []  # *args / **kwargs: which parameter gets what is unknown
    params = target.params
    positional_params = list(params.posonly_params) + list(params.params)
    first_keyword = len(params.posonly_params)  # POSITIONAL_OR_KEYWORD parameters start here
    argnums, argnames = target.spec.static_argnums, target.spec.static_argnames
    if target.matching == "positions":
        argnames = ()
    elif not (argnums and argnames):  # jax.jit infers the missing half from the signature
        if argnums:
            argnames = tuple(p.name.value for i, p in enumerate(positional_params)
                             if i >= first_keyword and i in argnums)
        else:
            argnums = tuple(i for i, p in enumerate(positional_params)
                            if i >= first_keyword and p.name.value in argnames)
    positional = [arg for arg in call.args if arg.keyword is None]
    count = len(positional) + target.shift
    if target.matching == "positions" and any(i < 0 for i in argnums):
        return []
    statics = {i % count if i < 0 else i for i in argnums} if count else set()
    out = []
    if target.shift == 1 and not target.bound and 0 in statics and positional_params \
            and isinstance(call.func, cst.Attribute):
        # `model.energy(x)` of a method jitted with static_argnums=0: JAX hashes the instance
        out.append(StaticArgument(cst.Arg(call.func.value), positional_params[0].name.value, target.name,
                                  target.path, target.spec.label))
    for i, arg in enumerate(positional, start=target.shift):
        if i not in statics:
            continue
        if i < len(positional_params):
            parameter = positional_params[i].name.value
        elif isinstance(params.star_arg, cst.Param):
            parameter = f"*{params.star_arg.name.value}[{i - len(positional_params)}]"
        else:
            continue  # more arguments than parameters: a TypeError of its own
        out.append(StaticArgument(arg, parameter, target.name, target.path, target.spec.label))
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value in argnames:
            out.append(StaticArgument(arg, arg.keyword.value, target.name, target.path, target.spec.label))
    return out


def traced_target(found: Definition | None) -> JitTarget | None:
    """The jitted function a definition is when `jax.jit` is the transform its callers call and
    its static parameters are known (it traces every other argument)."""
    resolved = found.function if isinstance(found, Definition) else None
    if resolved is None or not resolved.specs or resolved.bound or resolved.bound_keywords:
        return None
    spec = resolved.specs[-1]
    if facts.canonical(spec.name) != "jax.jit" or not spec.statics_known or spec.wrapper is not None:
        return None
    node = resolved.info.node  # a def, or a lambda jitted where it is written (`f = jax.jit(lambda x: x)`)
    if not isinstance(node, (cst.FunctionDef, cst.Lambda)):
        return None
    name = found.name if found.name != "<call>" else resolved.info.name
    spec, shift, bound = _as_called(found, spec)
    return JitTarget(name, found.place.path, node.params, spec, "signature", shift, bound)


def mapped_target(found: Definition | None) -> JitTarget | None:
    """The function `jax.pmap` wraps, as a target whose traced parameters are all but its
    `static_broadcasted_argnums` (pmap has no static names): pmap maps every other argument, and
    one it cannot turn into an array (`self` of a method under a bare `@jax.pmap`, a string, a
    function) raises TypeError at the call as under jit (JAX811, measured on JAX 0.10.2)."""
    resolved = found.function if isinstance(found, Definition) else None
    if resolved is None or not resolved.specs or resolved.bound or resolved.bound_keywords:
        return None
    spec = resolved.specs[-1]
    if facts.canonical(spec.name) != "jax.pmap" or not spec.statics_known or spec.wrapper is not None:
        return None
    node = resolved.info.node
    if not isinstance(node, (cst.FunctionDef, cst.Lambda)):
        return None
    name = found.name if found.name != "<call>" else resolved.info.name
    spec, shift, bound = _as_called(found, replace(spec, static_argnames=()))
    return JitTarget(name, found.place.path, node.params, spec, "positions", shift, bound)


def vmapped_target(found: Definition | None) -> JitTarget | None:
    """The function `jax.vmap` wraps (its outputs, mapped or not, must be arrays: measured on JAX
    0.10.2, an instance of an ordinary class under `out_axes=None` raises TypeError too)."""
    resolved = found.function if isinstance(found, Definition) else None
    if resolved is None or not resolved.specs or resolved.bound or resolved.bound_keywords:
        return None
    spec = resolved.specs[-1]
    node = resolved.info.node if resolved.info is not None else None
    if facts.canonical(spec.name) != "jax.vmap" or spec.wrapper is not None \
            or not isinstance(node, (cst.FunctionDef, cst.Lambda)):
        return None
    name = found.name if found.name != "<call>" else resolved.info.name
    spec, shift, bound = _as_called(found, replace(spec, static_argnums=(), static_argnames=()))
    return JitTarget(name, found.place.path, node.params, spec, "positions", shift, bound)


def checkpointed_target(found: Definition | None) -> JitTarget | None:
    """The function a transform other than jax.jit wraps that traces every argument its
    `static_argnums` leave out (the facts table's `traces_arguments="all"`: `jax.checkpoint`,
    `jax.custom_gradient`, `jax.make_jaxpr`): a function, string or instance of an ordinary class
    there raises TypeError at the call, as under jit (JAX811, measured on JAX 0.10.2)."""
    resolved = found.function if isinstance(found, Definition) else None
    if resolved is None or not resolved.specs or resolved.bound or resolved.bound_keywords:
        return None
    spec = resolved.specs[-1]
    name = facts.canonical(spec.name)
    known = facts.lookup(name)
    if name == "jax.jit" or known is None or known.traces_arguments != "all" or not spec.statics_known \
            or spec.wrapper is not None:
        return None
    node = resolved.info.node
    if not isinstance(node, (cst.FunctionDef, cst.Lambda)):
        return None
    name = found.name if found.name != "<call>" else resolved.info.name
    spec, shift, bound = _as_called(found, replace(spec, static_argnames=()))
    return JitTarget(name, found.place.path, node.params, spec, "positions", shift, bound)


def custom_derivative_target(found: Definition | None) -> JitTarget | None:
    """A function under `jax.custom_vjp` or `jax.custom_jvp`, as a target whose traced parameters
    are those its `nondiff_argnums` leave out: calling it (eagerly or in traced code) flattens each
    of those arguments into arrays, and a function (a bound method too), a string or an instance of
    an ordinary class there raises TypeError at the call (JAX811, measured on JAX 0.10.2)."""
    resolved = found.function if isinstance(found, Definition) else None
    if resolved is None or not resolved.specs or resolved.bound or resolved.bound_keywords:
        return None
    spec = resolved.specs[-1]
    if facts.canonical(spec.name) not in facts.CUSTOM_DERIVATIVES or spec.wrapper is not None or not spec.statics_known:
        return None
    node = resolved.info.node
    if not isinstance(node, (cst.FunctionDef, cst.Lambda)):
        return None
    name = found.name if found.name != "<call>" else resolved.info.name
    spec, shift, bound = _as_called(found, replace(spec, static_argnums=spec.nondiff_argnums, static_argnames=()))
    if found.bound_self and not bound:
        shift = 0  # a custom_jvp/custom_vjp object is no descriptor: `obj.method(...)` binds no `self`
    return JitTarget(name, found.place.path, node.params, spec, "positions", shift, bound)


def vectorized_target(found: Definition | None) -> JitTarget | None:
    """The function `jnp.vectorize` wraps, as a target whose traced parameters are the positional
    ones it converts: every positional argument not in a literal `excluded=` goes through
    `jnp.asarray` (a function or string there raises TypeError); keyword arguments reach the
    function as they are (vectorized_arguments)."""
    resolved = found.function if isinstance(found, Definition) else None
    if resolved is None or not resolved.specs or resolved.bound or resolved.bound_keywords:
        return None
    spec = resolved.specs[-1]
    if facts.canonical(spec.name) != VECTORIZE or spec.wrapper is not None or found.bound_self or found.bound_inside:
        return None
    excluded = _excluded(spec.node)
    node = resolved.info.node
    if excluded is None or not isinstance(node, (cst.FunctionDef, cst.Lambda)):
        return None
    name = found.name if found.name != "<call>" else resolved.info.name
    return JitTarget(name, found.place.path, node.params, replace(spec, static_argnums=excluded, static_argnames=()),
                     "positions")


def vectorized_arguments(call: cst.Call, target: JitTarget) -> list[StaticArgument]:
    """traced_arguments of a vectorized_target: its positional arguments only."""
    return [traced for traced in traced_arguments(call, target) if traced.arg.keyword is None]


def _excluded(node: cst.CSTNode | None) -> tuple[int, ...] | None:
    """The positions `excluded=` of a `jnp.vectorize(...)` call or `partial(jnp.vectorize, ...)`
    decorator names (names of keywords excluded say nothing of positions); None when the option is
    not a literal set. A bare `@jnp.vectorize` excludes nothing."""
    if node is None:
        return None
    if not isinstance(node, cst.Call):
        return ()
    for arg in node.args:
        if arg.keyword is not None and arg.keyword.value == "excluded":
            option = arg.value
            if (isinstance(option, cst.Call) and isinstance(option.func, cst.Name)
                    and option.func.value in ("set", "frozenset") and len(option.args) == 1):
                option = option.args[0].value  # frozenset({2})
            value = literal(option)
            if not isinstance(value, (set, frozenset, tuple, list)) or not all(isinstance(v, (int, str)) for v in value):
                return None
            return tuple(sorted(v for v in value if isinstance(v, int) and not isinstance(v, bool)))
        if arg.star:
            return None
    return ()


def cache_keyed_target(found: Definition | None) -> JitTarget | None:
    """The jitted function a definition is when its compilation cache is keyed by the treedefs
    of its arguments: `jax.jit` with known statics (as traced_target), or `eqx.filter_jit`,
    which traces every array leaf and keys the cache by the rest, static fields included."""
    target = traced_target(found)
    if target is not None:
        return target
    resolved = found.function if isinstance(found, Definition) else None
    if resolved is None or not resolved.specs or resolved.bound or resolved.bound_keywords:
        return None
    spec = resolved.specs[-1]
    if spec.kind != facts.FILTER_JIT or spec.wrapper is not None:
        return None
    node = resolved.info.node
    if not isinstance(node, (cst.FunctionDef, cst.Lambda)):
        return None
    name = found.name if found.name != "<call>" else resolved.info.name
    _, shift, bound = _as_called(found, spec)
    return JitTarget(name, found.place.path, node.params, replace(spec, static_argnums=(), static_argnames=()),
                     "signature", shift, bound)


def traced_arguments(call: cst.Call, target: JitTarget) -> list[StaticArgument]:
    """The arguments of a call that land on parameters the jit traces (not static), each with
    its parameter; `arg` of the bound instance is the receiver (`model` of `model.step(x)`)."""
    if any(arg.star for arg in call.args):
        return []
    params = target.params
    positional_params = list(params.posonly_params) + list(params.params)
    first_keyword = len(params.posonly_params)
    argnums, argnames = target.spec.static_argnums, target.spec.static_argnames
    if any(i < 0 for i in argnums):
        return []
    static_names = set(argnames) | {p.name.value for i, p in enumerate(positional_params)
                                    if i >= first_keyword and i in argnums}
    static_positions = set(argnums) | {i for i, p in enumerate(positional_params)
                                       if i >= first_keyword and p.name.value in argnames}
    out = []
    if target.shift == 1 and target.bound and not positional_params:
        return []
    if target.shift == 1 and not target.bound:  # `model.step(x)` of a method jitted with `self`: the receiver
        if not positional_params or not isinstance(call.func, cst.Attribute):
            return []
        if 0 not in static_positions:
            out.append(StaticArgument(cst.Arg(call.func.value), positional_params[0].name.value, target.name,
                                      target.path, target.spec.label))
    positional = [arg for arg in call.args if arg.keyword is None]
    for i, arg in enumerate(positional, start=target.shift):
        if i >= len(positional_params):
            return out  # into *args, or a TypeError of its own
        if i not in static_positions:
            out.append(StaticArgument(arg, positional_params[i].name.value, target.name, target.path,
                                      target.spec.label))
    named = {p.name.value for p in positional_params[first_keyword:]} | {p.name.value for p in params.kwonly_params}
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value in named and arg.keyword.value not in static_names:
            out.append(StaticArgument(arg, arg.keyword.value, target.name, target.path, target.spec.label))
    return out
