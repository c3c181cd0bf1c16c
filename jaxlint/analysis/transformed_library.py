"""A library function handed straight to a transform: `jax.jit(jnp.tri)(3, 3, 0)`,
`f = jax.jit(jnp.unique); f(x)`, `jax.vmap(sparse.BCOO.fromdense)(m)` (JAX812).

No traced code of the module is involved, so the traced analysis never sees these: the library
function is the traced body, and the facts table says what it needs. Which call arguments a
transform traces is the transform's `traces_arguments` fact (measured on JAX 0.10.2):

* "all": every argument but a static one or a literal None (jit, make_jaxpr, checkpoint);
* "mapped": the arguments its in_axes map (vmap, pmap);
* "arrays": JAX arrays only; Python ints stay static (eqx.filter_jit, eqx.filter_vmap).

An argument the library needs as a concrete int (`static_args`) that the transform traces
fails (`static_error`); so does a data-dependent-shape function (`dynamic_shape`) whose bound
(`size=`, `nse=`, `num_segments=`) nobody passes, since its operand is traced. Where the
analysis cannot tell what an argument holds (a parameter, an unknown object), it stays silent.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.transforms import TransformResolver, TransformSpec, literal
from jaxlint.analysis.node_memo import node_memo
from jaxlint.analysis.walk import iter_scope

if TYPE_CHECKING:
    from jaxlint.analysis.api import ModuleContext

ALL, MAPPED, ARRAYS = "all", "mapped", "arrays"


@dataclass(frozen=True)
class LibraryTarget:
    """What a transform was handed: a library function, maybe under `functools.partial`."""

    name: str  # its qualified name
    fact: facts.Fact
    bound_positional: int  # arguments partial() binds before the call's own
    bound_keywords: frozenset[str]


@dataclass(frozen=True)
class LibraryCallFailure:
    """One way a transformed library call fails, and where to report it."""

    node: cst.CSTNode  # the argument (kind "static") or the call (kind "shape")
    kind: str  # "static": concrete ints traced; "shape": a data-dependent shape with no bound; "output": a
    #   result the transform cannot return
    function: str  # the library function's qualified name
    spec: TransformSpec
    direct: bool  # the call applies the transform's result at once: `jax.jit(f)(...)`
    positions: tuple[int, ...] = ()  # "static": the call's positional arguments traced there
    keywords: tuple[str, ...] = ()  # "static": its keyword arguments traced there
    error: str | None = None  # the error the facts table measured (None: the rule names one)
    bound: str | None = None  # "shape": the keyword that bounds the size; "output": what cannot be output


def library_target(ctx: "ModuleContext", expr: cst.BaseExpression, hops: int = 1) -> LibraryTarget | None:
    """`jnp.unique`, `functools.partial(jnp.unique, size=3)`, or a name bound once to either."""
    name = ctx.qualified_name(expr)
    if name is not None:
        known = facts.lookup(name)
        if known is None or known.bodies is not None or known.transform is not None or not (
                known.static_args or known.dynamic_shape or known.output or name == "jax.numpy.where"):
            return None  # not a library function with needs (a lax body-taker fails differently)
        return LibraryTarget(name, known, 0, frozenset())
    if isinstance(expr, cst.Call) and ctx.qualified_name(expr.func) == facts.PARTIAL and expr.args:
        first, rest = expr.args[0], expr.args[1:]
        if first.keyword is not None or first.star or any(a.star for a in rest):
            return None
        inner = library_target(ctx, first.value, 0)
        if inner is None or inner.bound_positional or inner.bound_keywords:
            return None
        return LibraryTarget(inner.name, inner.fact, sum(a.keyword is None for a in rest),
                             frozenset(a.keyword.value for a in rest if a.keyword is not None))
    if isinstance(expr, cst.Name) and hops > 0:
        binding = ctx.sole_binding(expr.value)
        return library_target(ctx, binding, hops - 1) if binding is not None else None
    return None


def transformed_call(ctx: "ModuleContext", resolver: TransformResolver,
                     call: cst.Call) -> tuple[TransformSpec, LibraryTarget, bool] | None:
    """(the transform, the library function, whether applied at once) for a call of a
    transform's result: `jax.jit(f)(...)`, or `g(...)` where `g = jax.jit(f)` is g's one binding."""
    func, direct = call.func, True
    if isinstance(func, cst.Name):
        if ctx.qualified_name(func) is not None:
            return None  # an import, not a variable
        func, direct = ctx.sole_binding(func.value), False
    elif isinstance(func, cst.Attribute):
        func, direct = (_sole_instance_binding(ctx, func) or (None, None))[0], False
    if not isinstance(func, cst.Call):
        return None
    found = resolver.spec_from_call(func)
    if found is None:
        return None
    spec, wrapped = found
    if spec.wrapper is not None or traces_arguments(spec) is None:
        return None
    target = library_target(ctx, wrapped)
    return (spec, target, direct) if target is not None else None


def _sole_instance_binding(ctx: "ModuleContext", func: cst.Attribute
                           ) -> tuple[cst.BaseExpression | None, cst.FunctionDef] | None:
    """(what `self.norm` holds, the method binding it) in a method when the class binds
    `self.norm` exactly once, in any of its methods (`self.norm = jax.jit(jnp.linalg.norm)` in
    `__init__`), and nowhere else in the class body; None otherwise (several bindings, another
    object's attribute). The value is None for a binding that is no plain assignment."""
    function = ctx.function
    if function is None or not function.is_method or not isinstance(func.value, cst.Name):
        return None
    receiver = function.param(func.value.value)[0]
    class_node = function._info.class_node
    if receiver != 0 or class_node is None:
        return None
    return sole_class_binding(class_node, func.attr.value)


def sole_class_binding(class_node: cst.ClassDef, attr: str
                       ) -> tuple[cst.BaseExpression | None, cst.FunctionDef] | None:
    """(what `self.<attr>` receives, the method) when the class's methods bind it exactly once
    and its body is defs and simple statements binding no class attribute `attr`; else None."""
    found = _INSTANCE_BINDINGS.get(class_node, _instance_bindings)
    if found is None or attr in found[0]:
        return None
    bindings = found[1].get(attr, ())
    return bindings[0] if len(bindings) == 1 else None


def _instance_bindings(class_node: cst.ClassDef):
    """(the class body's own names, attr -> [(what `self.attr` receives or None, the method), ...]
    for every binding of `self.<attr>` in the class's methods, in order), None when the body holds
    anything but defs and simple statements (what an `if` or a nested class binds is not read).
    One walk per class: a class's every `self.norm(...)` call asked it again (per call, a walk of
    every method of the class: quadratic in the class's size)."""
    class_names: set[str] = set()
    bindings: dict[str, list[tuple[cst.BaseExpression | None, cst.FunctionDef]]] = {}
    for statement in class_node.body.body:
        if not isinstance(statement, cst.FunctionDef):
            if not isinstance(statement, cst.SimpleStatementLine):
                return None  # an `if` or a nested class in the body: what it binds is not read here
            class_names.update(t.target.value for s in statement.body if isinstance(s, cst.Assign)
                               for t in s.targets if isinstance(t.target, cst.Name))  # class attributes
            continue
        params = list(statement.params.posonly_params) + list(statement.params.params)
        if not params:
            continue
        me = params[0].name.value
        for node in iter_scope(statement.body):
            if isinstance(node, cst.Assign):
                targets = [t.target for t in node.targets]
            elif isinstance(node, (cst.AugAssign, cst.AnnAssign)):
                targets = [node.target]
            else:
                continue
            for target in targets:
                attrs = {t.attr.value for t in _flat_targets(target)
                         if isinstance(t, cst.Attribute) and isinstance(t.value, cst.Name) and t.value.value == me}
                value = node.value if isinstance(node, cst.Assign) and len(targets) == 1 \
                    and target is targets[0] and isinstance(target, cst.Attribute) else None
                for attr in attrs:
                    bindings.setdefault(attr, []).append((value, statement))
    return class_names, bindings


_INSTANCE_BINDINGS = node_memo()


def _constructor_ints(ctx: "ModuleContext", expr: cst.Attribute) -> bool:
    """`self.order` that `__init__` binds once to its parameter `order`, which every
    construction of the class in the module passes as an int written out (or leaves at an int
    default): every instance holds a Python int there."""
    found = _sole_instance_binding(ctx, expr)
    if found is None or not isinstance(found[0], cst.Name) or found[1].name.value != "__init__":
        return False
    init, name = found[1], found[0].value
    params = list(init.params.posonly_params) + list(init.params.params)
    index = next((i for i, p in enumerate(params) if p.name.value == name), None)
    param = params[index] if index is not None else None
    if param is None or index == 0 or any(
            isinstance(node, (cst.Assign, cst.AugAssign, cst.AnnAssign)) and any(
                isinstance(t, cst.Name) and t.value == name
                for target in (node.targets if isinstance(node, cst.Assign) else [cst.AssignTarget(node.target)])
                for t in _flat_targets(target.target))
            for node in iter_scope(init.body)):
        return False
    calls = ctx.construction_calls(ctx.function._info.class_node.name.value)
    if not calls:
        return False
    for call, _scope in calls:
        if any(a.star for a in call.args):
            return False
        positional = [a for a in call.args if a.keyword is None]
        given = positional[index - 1].value if index - 1 < len(positional) else next(
            (a.value for a in call.args if a.keyword is not None and a.keyword.value == name), None)
        if given is None:
            given = param.default
        if given is None or not _concrete_ints(ctx, given, 0):
            return False
    return True


def _flat_targets(target: cst.BaseExpression) -> list[cst.BaseExpression]:
    if isinstance(target, (cst.Tuple, cst.List)):
        return [t for element in target.elements for t in _flat_targets(element.value)]
    return [target]


def traces_arguments(spec: TransformSpec) -> str | None:
    known = facts.lookup(spec.name)
    return known.traces_arguments if known is not None else None


def _mapped(spec: TransformSpec, position: int | None) -> bool | None:
    """Whether in_axes maps the call's argument at `position` (None: a keyword, mapped at 0)."""
    axes = spec.in_axes
    if position is None or isinstance(axes, int) and not isinstance(axes, bool):
        return True
    if axes is None:
        return False
    if isinstance(axes, (tuple, list)) and position < len(axes):
        entry = axes[position]
        if entry is None:
            return False
        return True if isinstance(entry, int) and not isinstance(entry, bool) else None
    return None  # not a literal, or a pytree of axes


def _concrete_ints(ctx: "ModuleContext", expr: cst.BaseExpression, hops: int = 1) -> bool:
    """An int, or a tuple or list of ints, written out (or a name bound once to one)."""
    value = literal(expr)
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    if isinstance(value, (tuple, list)):
        return bool(value) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    if isinstance(expr, cst.Name) and hops > 0:
        binding = ctx.sole_binding(expr.value)
        return binding is not None and _concrete_ints(ctx, binding, hops - 1)
    if isinstance(expr, cst.Attribute) and hops > 0:
        return _constructor_ints(ctx, expr)
    return False


def _plain_python(expr: cst.BaseExpression) -> bool:
    """A literal that is no array: None, a string, a number (what a map or a filter passes as is)."""
    return literal(expr) is not ... and not isinstance(literal(expr), (tuple, list))


def _traced(ctx: "ModuleContext", spec: TransformSpec, expr: cst.BaseExpression, position: int | None,
            keyword: str | None, needs_int: bool) -> bool:
    """The transform hands the library function a tracer for this argument. `needs_int`: the
    argument must be a concrete int, so only values known to be ints or arrays count."""
    how = traces_arguments(spec)
    if isinstance(expr, cst.Name) and expr.value == "None":
        return False
    if how == ALL:
        if not spec.statics_known:
            return False
        if position is not None and (position in spec.static_argnums or spec.static_argnames):
            return False  # static, or static by a name jit maps through the signature
        if keyword is not None and (keyword in spec.static_argnames or spec.static_argnums):
            return False
        if needs_int:
            return _concrete_ints(ctx, expr) or ctx.is_jax_array(expr)
        value = literal(expr)
        return not isinstance(value, (str, bytes))  # a string fails differently (JAX811's TypeError)
    if how == MAPPED:
        if position is not None and position in spec.static_argnums or not _mapped(spec, position):
            return False
        return ctx.is_jax_array(expr) if needs_int else not _plain_python(expr)
    if how == ARRAYS:
        return ctx.is_jax_array(expr) and _mapped(spec, position) is True
    return False


def traced_library_arguments(ctx: "ModuleContext", resolver: TransformResolver,
                             call: cst.Call) -> list[LibraryCallFailure]:
    """How calling a transformed library function fails here, if it does."""
    found = transformed_call(ctx, resolver, call)
    if found is None or any(a.star for a in call.args):
        return []
    spec, target, direct = found
    out = []
    static = _static_failure(ctx, call, spec, target, direct)
    if static is not None:
        out.append(static)
    shape = _shape_failure(ctx, call, spec, target, direct)
    if shape is not None:
        out.append(shape)
    output = _output_failure(call, spec, target, direct)
    if output is not None:
        out.append(output)
    return out


_OUTPUT_CHECKED = frozenset({"jax.jit", "jax.vmap"})  # measured: each raises TypeError on a non-JAX output


def _output_failure(call: cst.Call, spec: TransformSpec, target: LibraryTarget,
                    direct: bool) -> LibraryCallFailure | None:
    """The library function returns something a jitted or vmapped function cannot output (its
    fact's `output`): the transform raises TypeError once it has traced the call."""
    if target.fact.output is None or facts.canonical(spec.name) not in _OUTPUT_CHECKED:
        return None
    return LibraryCallFailure(call, "output", target.name, spec, direct, error="TypeError", bound=target.fact.output)


def _static_failure(ctx, call: cst.Call, spec: TransformSpec, target: LibraryTarget,
                    direct: bool) -> LibraryCallFailure | None:
    known = target.fact
    if known.static_args is None:
        return None
    positions, keywords = known.static_args
    lifted = known.static_unless
    if lifted is not None and (lifted[2] in target.bound_keywords
                               or any(a.keyword is not None and a.keyword.value == lifted[2] for a in call.args)):
        positions = tuple(p for p in positions if p != lifted[0])
        keywords = tuple(k for k in keywords if k != lifted[1])
    traced_positions, traced_keywords, first, error = [], [], None, known.static_error
    positional = [a for a in call.args if a.keyword is None]
    for i, arg in enumerate(positional):
        if i + target.bound_positional in positions and _traced(ctx, spec, arg.value, i, None, True):
            traced_positions.append(i)
            if first is None:
                first, error = arg.value, facts.static_error_at(known, i + target.bound_positional, None)
    for arg in call.args:
        key = arg.keyword.value if arg.keyword is not None else None
        if key in keywords and key not in target.bound_keywords and _traced(ctx, spec, arg.value, None, key, True):
            traced_keywords.append(key)
            if first is None:
                first, error = arg.value, facts.static_error_at(known, None, key)
    if first is None:
        return None
    return LibraryCallFailure(first, "static", target.name, spec, direct, tuple(traced_positions),
                                 tuple(traced_keywords), error)



def _shape_failure(ctx, call: cst.Call, spec: TransformSpec, target: LibraryTarget,
                   direct: bool) -> LibraryCallFailure | None:
    known = target.fact
    positional = [a for a in call.args if a.keyword is None]
    count = target.bound_positional + len(positional)
    if target.name == "jax.numpy.where":
        if count != 1 or target.bound_keywords or any(a.keyword is not None for a in call.args):
            return None
    elif not known.dynamic_shape:
        return None
    keyword, source, slot = known.size_bound or ("size", 0, None)
    if keyword in target.bound_keywords or any(a.keyword is not None and a.keyword.value == keyword
                                               for a in call.args):
        return None  # bounded (and, passed at the call, traced: the static check says so)
    if slot is not None and count > slot:
        return None
    at = source - target.bound_positional
    if not 0 <= at < len(positional) or not _traced(ctx, spec, positional[at].value, at, None, False):
        return None
    return LibraryCallFailure(call, "shape", target.name, spec, direct, error="ConcretizationTypeError",
                                 bound=keyword)
