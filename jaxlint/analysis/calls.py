"""What a call returns at trace time: builtins, jax/numpy functions, array methods, transforms,
and the module's own functions (followed into their bodies with the arguments' values)."""

from __future__ import annotations

import builtins

from typing import TYPE_CHECKING, Callable

import libcst as cst

from jaxlint.analysis import facts, provenance
from jaxlint.analysis.classes import attribute_bindings
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.library_facts import OPTAX_CHAINS, OPTAX_INJECT, OPTAX_TRANSFORMATIONS, OPTAX_TRANSFORM_METHODS
from jaxlint.analysis.module_index import factory_return, lookup_function, runs_eagerly_when_disabled, the_binding
from jaxlint.analysis.narrowing import NOT_A_TRACER
from jaxlint.analysis.refs import ClassRef, FunctionChoice, FunctionRef, ObjectChoice, TransformedRef, owned
from jaxlint.analysis.scopes import local_names
from jaxlint.analysis.transforms import TransformSpec, body_arity
from jaxlint.analysis.walk import iter_scope
from jaxlint.analysis.values import (
    JAX_ARRAY, NONE, STATIC, STATIC_BOOL, STATIC_FALSE, STATIC_INT, STATIC_TRUE, UNKNOWN, Kind, Value, as_traced,
    concrete_jax_array, contains_tracer, derive, element_of, first_tracer, join, join_all, members_of, tracer_like,
    truth_of,
)

if TYPE_CHECKING:
    from jaxlint.analysis.evaluator import Evaluator


def _run_schedules(ev: "Evaluator", receiver: cst.Name, node: cst.Call, args) -> None:
    """`tx.update(grads, opt_state, params)` with a traced optimizer state, `tx` bound once to an
    optax transformation built with a schedule of the project (`optax.adam(learning_rate=fn)`,
    `optax.scale_by_schedule(fn)`, inside `optax.chain(...)` or `optax.inject_hyperparams(...)(...)`):
    optax calls the schedule with `state.count`, a tracer here, so the schedule is analysed with a
    traced step count. An update with an untraced state (eager) calls it with a concrete count."""
    state = next(((a, v) for a, v in args if a.keyword is not None and a.keyword.value == "state"), None)
    positional = [(a, v) for a, v in args if a.keyword is None and not a.star]
    if state is None and len(positional) >= 2:
        state = positional[1]
    if state is None or not contains_tracer(state[1]):
        return
    tracer = first_tracer(state[1]) or state[1]
    scope = ev.frame.info if ev.frame is not None else None
    bound, where = the_binding(ev.index, receiver.value, scope)
    if bound is None or where is None and receiver.value in ev.index.reassigned_globals:
        for passed, at, builder in _from_factory_callers(ev, receiver.value, where):
            _run_optax_functions(ev, builder, passed, at, node, state, tracer, args)
        return
    _run_optax_functions(ev, ev, bound, where, node, state, tracer, args)


def _from_factory_callers(ev: "Evaluator", name: str, scope) -> list:
    """`tx` a parameter of the factory whose closure is traced (`def make_train_step(cfg, tx):
    @jax.jit def train_step(...): ... tx.update(...)`): what the factory's callers pass for it,
    in this module or an importer (factory_arguments), each one optimizer the closure runs."""
    from jaxlint.analysis.factory_arguments import factory_arguments
    from jaxlint.analysis.scopes import scope_info

    if scope is None or not isinstance(scope.node, cst.FunctionDef) or name not in scope_info(scope.node).params \
            or ev.frame is None or ev.frame.info is scope:
        return []  # the factory's own body, run with what it was handed, is not a closure of it
    return factory_arguments(ev, scope, name)


def _run_optax_functions(ev: "Evaluator", builder: "Evaluator", bound, where, node: cst.Call, state, tracer,
                         args) -> None:
    """Analyse the project functions the optax transformation `bound` (an expression of
    `builder`'s module, read in `where`) runs from this traced update: its schedules with a
    traced step count, and a custom GradientTransformation's update with the update's arguments."""
    for expr, at in _schedules_of(builder, bound, where, 0):
        ref = builder._callable_at(expr, at)
        if not isinstance(ref, FunctionRef):
            continue
        if builder is not ev:
            ref = owned(ref, builder)
        count = Value(Kind.TRACED, origin="the step count optax passes a schedule", via=tracer.via, why=tracer.why)
        ev.call_function(ref, [(state[0], count)], site=node)
    if node.func.attr.value == "update" and builder is ev:
        for ref in _custom_updates_of(ev, ev.index, None, bound, where, 0):
            ev.call_function(ref, args, site=node)  # optax hands it the update's own arguments


def _custom_updates_of(ev: "Evaluator", index, owner, expr, where, depth: int) -> list[FunctionRef]:
    """The project's update functions the optax transformation `expr` (read in `index`, owned by
    the evaluator `owner`, None for this one) runs: `optax.GradientTransformation(init_fn,
    update_fn)` itself, inside `optax.chain(...)`, or returned by a factory of the project
    (`scale_by_warmup(3)`, its arguments Python values). A traced state reaches them as it is."""
    if depth > 3:
        return []
    if isinstance(expr, cst.Name):
        bound, at = the_binding(index, expr.value, where)
        return _custom_updates_of(ev, index, owner, bound, at, depth + 1) if bound is not None else []
    if not isinstance(expr, cst.Call) or any(a.star for a in expr.args):
        return []
    qual = index.resolver.qualname(expr.func) or ""
    positional = [a.value for a in expr.args if a.keyword is None]
    if qual in OPTAX_CHAINS:
        return [ref for arg in positional for ref in _custom_updates_of(ev, index, owner, arg, where, depth + 1)]
    if qual in OPTAX_TRANSFORMATIONS:
        update = ([a.value for a in expr.args if a.keyword is not None and a.keyword.value == "update"]
                  or positional[1:2])
        info = lookup_function(index, update[0].value, where) if update and isinstance(update[0], cst.Name) else None
        return [FunctionRef(info, None, owner=owner)] if info is not None else []
    if isinstance(expr.func, cst.Name) and qual == "":
        info, there = lookup_function(index, expr.func.value, where), owner
    else:
        found = ev.project_function(qual) if owner is None and qual else None
        info, there = (found.info, found.owner) if found is not None else (None, None)
    if info is None or info.specs:
        return []
    made = factory_return(info)
    there_index = there.index if there is not None else index
    return _custom_updates_of(ev, there_index, there, made, info, depth + 1) if made is not None else []


def _schedules_of(ev: "Evaluator", expr, where, depth: int) -> list:
    """(expression, scope) of each schedule argument of the optax transformation `expr` builds."""
    if depth > 3:
        return []
    if isinstance(expr, cst.Name):
        bound, at = the_binding(ev.index, expr.value, where)
        return _schedules_of(ev, bound, at, depth + 1) if bound is not None else []
    if not isinstance(expr, cst.Call) or any(a.star for a in expr.args):
        return []
    resolver = ev.index.resolver
    if isinstance(expr.func, cst.Call) and resolver.qualname(expr.func.func) == OPTAX_INJECT:
        return [(a.value, where) for a in expr.args if a.keyword is not None]
    qual = resolver.qualname(expr.func) or ""
    if qual in OPTAX_CHAINS:
        return [found for a in expr.args if a.keyword is None for found in _schedules_of(ev, a.value, where, depth + 1)]
    fact = facts.lookup(qual)
    if fact is None or fact.schedules is None:
        return []
    positions, names = fact.schedules
    out = []
    for i, arg in enumerate(a for a in expr.args if a.keyword is None):
        if i in positions:
            out.append((arg.value, where))
    out += [(a.value, where) for a in expr.args if a.keyword is not None and a.keyword.value in names]
    return out


def evaluate_call(ev: "Evaluator", node: cst.Call) -> Value:
    func = node.func
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and _is(facts.method(func.attr.value),
                                                                                 "mutating"):
        ev.mutation_receivers.add(id(func.value))
    ev.parents[id(func)] = node
    qual = ev.qualname(func)
    callee = UNKNOWN
    if qual is None:
        callee = ev.eval(func)
        if callee.pytype == "function" and callee.module is not None:
            qual = callee.module  # `getattr(jax.random, name)(key, shape)`: jax.random.normal, the name known
        elif isinstance(func, cst.Attribute):
            qual = ev.qualname(func)  # `self._xp.isnan(x)`: the receiver, now evaluated, holds an array module
    args = [(arg, ev.eval(arg.value)) for arg in node.args]
    ev.call_targets[id(node)] = qual
    arg_values = [v for _, v in args]

    if qual is not None:
        return _qualified_call(ev, node, qual, args)

    if isinstance(callee.func, FunctionRef):
        result = ev.call_function(callee.func, args, site=node)
        _merge_base_construction(ev, func, callee.func)
        return result
    if isinstance(callee.func, TransformedRef):
        return _call_transformed(ev, callee.func, args, node)
    if isinstance(callee.func, ObjectChoice):  # an object that is any of several: each one's `__call__`
        chosen = _callable_ref(callee, ev)
        callee = callee if chosen is None else Value(Kind.STATIC, pytype="function", func=chosen)
        if isinstance(callee.func, FunctionRef):
            return ev.call_function(callee.func, args, site=node)
    if isinstance(callee.func, FunctionChoice):  # each function the callers hand the parameter runs here
        return join_all([ev.call_function(ref, args, site=node) for ref in callee.func.refs])
    if callee.pytype == "layer":  # `nn.Dense(4)(x)`, `hk.Linear(4)(h)`
        tracer = next((first_tracer(v) for v in arg_values if contains_tracer(v)), None)
        return tracer_like(tracer) if tracer is not None else _unknown_result(arg_values)
    if callee.cls is not None:
        if callee.pytype == "class":
            return construct(ev, callee.cls, args, node)
        ref = _callable_ref(callee, ev)
        if ref is not None:  # a module object called: `model(x)`
            return ev.call_function(ref, args, site=node)

    if isinstance(func, cst.Attribute):
        base = ev.value(func.value)
        method = func.attr.value
        # self.helper(...) inside a method: follow the class's own method.
        ref = self_method(ev, func)
        if ref is not None:
            return ev.call_function(ref, args, site=node)
        transformed = _haiku_apply(ev, func)
        if transformed is not None:
            ref, skip = transformed
            return ev.call_function(ref, args[skip:], site=node)
        applied = _flax_apply(base, method, args)
        if applied is not None:
            ref, passed, result_is_output = applied
            result = ev.call_function(ref, passed, site=node)
            return result if result_is_output else _unknown_result(arg_values)
        if method in OPTAX_TRANSFORM_METHODS and isinstance(func.value, cst.Name):
            _run_schedules(ev, func.value, node, args)
        method_fact = facts.method(method)
        if base.kind is Kind.TRACED:
            if base.pytype == "at_ref":  # x.at[i].set(v), .min(v), ...
                return tracer_like(base)
            if _is(method_fact, "concretizes"):
                return UNKNOWN
            replaced = _namedtuple_replace(base, method, args)
            if replaced is not None:
                return replaced
            if base.pytype == "pytree" and method in ("items", "values") and not args:
                # a mapping every leaf of which is a tracer (`jax.tree.map(f, params, grads)` under jit):
                # each value it holds is traced (a tracer, or a subtree of tracers)
                leaf = tracer_like(base).but(pytype=None)
                item = Value(Kind.STATIC, pytype="tuple", items=(STATIC, leaf)) if method == "items" else leaf
                return Value(Kind.STATIC, pytype="list", elem=item)
            if _is(method_fact, "array_method"):
                keeps_shape_math = _keeps_shape_math(base, arg_values)
                return tracer_like(base, shape_math=keeps_shape_math, node=node if keeps_shape_math else None)
            return UNKNOWN
        if concrete_jax_array(base):  # `UB.sum()`, UB a concrete JAX array untraced code built
            if _is(method_fact, "array_method"):
                return ev.staged_operation(node, base)
            return STATIC if _is(method_fact, "concretizes") else _unknown_result(arg_values)
        if base.kind is Kind.STATIC:
            if method in ("append", "extend", "insert", "add") and base.local and isinstance(func.value, cst.Name):
                added = arg_values[-1] if arg_values else UNKNOWN
                if method == "extend":
                    added = element_of(added)
                env = ev.frame.env
                env[func.value.value] = base.but(items=None, elem=join(base.elem, added) if base.elem else added)
                return NONE
            if _is(method_fact, "static_on_static") and not base.local and all(v.static for v in arg_values):
                return STATIC
            if method in ("items",) and base.pytype == "dict":
                return Value(Kind.STATIC, pytype="list", elem=Value(Kind.STATIC, pytype="tuple",
                                                                     items=(STATIC, members_of(base))))
            if method in ("values",) and base.pytype == "dict":
                return Value(Kind.STATIC, pytype="list", elem=members_of(base))
            if method in ("keys",) and base.pytype == "dict":
                return Value(Kind.STATIC, pytype="list", elem=STATIC)
        return _unknown_result(arg_values)
    if callee.pytype == "class" and all(v.static for v in arg_values):
        return STATIC
    return _unknown_result(arg_values)


def _namedtuple_replace(base: Value, method: str, args: list) -> Value | None:
    """`state._replace(count=state.count + 1)` on a traced NamedTuple: every field it keeps is
    the traced pytree's leaf and every field it replaces gets a traced value, so the new tuple
    is traced as `state` was. Only when each replacement is traced: a static one
    (`_replace(step=0)`) leaves a field the trace does not trace, and the result stays unknown."""
    if method != "_replace" or base.certain or not args:
        return None
    if any(arg.keyword is None or not value.traced for arg, value in args):
        return None
    return base.but(param=None, items=None, head=None, tail=None)


def _merge_base_construction(ev: "Evaluator", func: cst.BaseExpression, ref: FunctionRef) -> None:
    """`super().__init__(...)` in a constructor: what the base's constructor binds on `self` is
    bound on the instance this constructor builds."""
    frame = ev.frame
    if (frame is None or frame.built is None or ref.info.name not in ("__init__", "__post_init__")
            or not isinstance(func, cst.Attribute) or not isinstance(func.value, cst.Call)
            or not isinstance(func.value.func, cst.Name) or func.value.func.value != "super"):
        return
    runner = ref.owner if ref.owner is not None else ev
    for name, value in runner.last_built.items():
        frame.built[name] = join(frame.built[name], value) if name in frame.built else value


def _unknown_result(arg_values: list[Value]) -> Value:
    """What a callee the analysis cannot follow returns. Given a tracer, it builds its result
    during the trace (`state = self.generator(key)`): an object the trace does not outlive."""
    return BUILT_IN_TRACE if any(contains_tracer(v) for v in arg_values) else UNKNOWN


BUILT_IN_TRACE = Value(Kind.UNKNOWN, local=True)


def _haiku_apply(ev: "Evaluator", func: cst.Attribute):
    """`net.apply(params, rng, *args)` where the module-level `net` is `hk.transform(f)`, directly
    or as a factory of this or another project module returns it (`net = make_net()`), `f` maybe
    a `partial(f, cfg)`: (FunctionRef to f, arguments to skip)."""
    if func.attr.value != "apply" or not isinstance(func.value, cst.Name):
        return None
    name = func.value.value
    if ev.name_scope(name) != "global":
        return None
    assigned = ev.index.module_assignments.get(name)
    if not assigned or len(assigned) != 1 or not isinstance(assigned[0], cst.Call):
        return None
    return _haiku_transformed(ev, assigned[0], None, 0, foreign=False)


def _haiku_transformed(ev: "Evaluator", call: cst.Call, scope, depth: int, foreign: bool):
    """What `call` (in `ev`'s module, inside `scope`; `foreign`: another module than the one
    analysed) builds, when it is a haiku transform."""
    if depth > 3 or any(a.star for a in call.args):
        return None
    resolver = ev.index.resolver
    qual = resolver.qualname(call.func)
    rng_free = False
    if qual == facts.HAIKU_RNG_FREE and call.args and isinstance(call.args[0].value, cst.Call):
        rng_free = True
        call = call.args[0].value
        qual = resolver.qualname(call.func)
    skip = facts.HAIKU_APPLY_SKIP.get(qual or "")
    if skip is None and qual not in facts.HAIKU_APPLY_SKIP:
        if rng_free:
            return None
        return _haiku_from_factory(ev, call, scope, depth, foreign)
    if not skip or not call.args:
        return None
    ref = _haiku_target(ev, call.args[0].value, scope, foreign)
    if ref is None:
        return None
    return ref, skip - 1 if rng_free else skip


def _haiku_target(ev: "Evaluator", expr: cst.BaseExpression, scope, foreign: bool) -> FunctionRef | None:
    """The function `hk.transform` is handed: a def of the module, another module's, or
    `partial(f, cfg)` of one (its bound values are Python values)."""
    bound: tuple[Value, ...] = ()
    if isinstance(expr, cst.Call) and ev.index.resolver.qualname(expr.func) == facts.PARTIAL and expr.args:
        if any(a.keyword is not None or a.star for a in expr.args):
            return None
        bound = (STATIC,) * (len(expr.args) - 1)
        expr = expr.args[0].value
    ref = None
    if isinstance(expr, cst.Name):
        info = lookup_function(ev.index, expr.value, scope)
        if info is not None:
            ref = FunctionRef(info, None, owner=ev if foreign else None)
    if ref is None and isinstance(expr, (cst.Name, cst.Attribute)):
        qual = ev.index.resolver.qualname(expr)
        ref = ev.project_function(qual) if qual else None
    if ref is None:
        return None
    return FunctionRef(ref.info, ref.closure, ref.bound + bound, ref.bound_keywords, owner=ref.owner, spread=ref.spread)


def _haiku_from_factory(ev: "Evaluator", call: cst.Call, scope, depth: int, foreign: bool):
    """`make_net()`: the factory's one `return hk.transform(...)`, read in its own module."""
    owner = ev
    info = lookup_function(ev.index, call.func.value, scope) if isinstance(call.func, cst.Name) else None
    if info is None:
        qual = ev.index.resolver.qualname(call.func) if isinstance(call.func, (cst.Name, cst.Attribute)) else None
        ref = ev.project_function(qual) if qual else None
        if ref is None or ref.owner is None:
            return None
        info, owner, foreign = ref.info, ref.owner, True
    returned = factory_return(info)
    if not isinstance(returned, cst.Call):
        return None
    return _haiku_transformed(owner, returned, info, depth + 1, foreign)


def _flax_apply(base: Value, method: str, args):
    """`model.apply(variables, *args)` on a flax.linen module: (its `__call__` bound to the
    module, the arguments `__call__` gets, whether the call returns `__call__`'s result: with
    `mutable=` it is an (output, state) pair). None for another method (`method=`) or object."""
    if method != "apply" or base.cls is None or base.pytype == "class" or not base.cls.info.flax_module:
        return None
    if "apply" in base.cls.info.methods or any(a.star or (a.keyword is not None and a.keyword.value == "method")
                                               for a, _ in args):
        return None
    ref = _callable_ref(base)
    positional = [i for i, (a, _) in enumerate(args) if a.keyword is None]
    if ref is None or not positional:
        return None
    passed = [pair for i, pair in enumerate(args) if i != positional[0]
              and not (pair[0].keyword is not None and pair[0].keyword.value in facts.FLAX_APPLY_KEYWORDS)]
    mutable = any(a.keyword is not None and a.keyword.value == "mutable" for a, _ in args)
    return ref, passed, not mutable


def construct(ev: "Evaluator", ref: ClassRef, args, node: cst.Call | None = None) -> Value:
    """An instance built in traced code: its fields are what it was built with (dataclass-like
    classes map arguments to fields; a plain `__init__`'s `self.x = param` too), and what the
    build runs is traced code too: the class's own `__init__` (a dataclass keeps one it defines,
    and its generated one would call `__post_init__`: only without one), and an equinox
    module's `__check_init__` after either."""
    info = ref.info
    made = _constructed_by_new(ev, ref, args)
    if made is not None:
        return made
    attrs: dict[str, Value] | None = {}
    init, init_owner = info.methods.get("__init__"), ref.owner
    generated = info.dataclass_like and init is None  # the fields in order, then __post_init__
    if init is None and not info.dataclass_like:  # `class Hadamard(Operation): ...` runs Operation.__init__
        init, init_owner = _inherited_init(ev, ref)
    if any(a.star for a, _ in args):
        attrs = None
    elif generated:
        positional = [v for a, v in args if a.keyword is None]
        attrs.update(zip(info.fields, positional))
        attrs.update((a.keyword.value, v) for a, v in args if a.keyword is not None)
    instance = Value(Kind.STATIC, pytype="object", cls=ref, local=True)
    if init is not None and attrs is not None:
        attrs.update(_init_attributes(init, args))
    if attrs is not None:
        instance = instance.but(attrs=tuple(attrs.items()))
    runs = [("__post_init__", [])] if generated else [("__init__", args)]
    if info.equinox_module:
        runs.append(("__check_init__", []))
    for name, passed in runs:
        method, owner = (init, init_owner) if name == "__init__" else (info.methods.get(name), ref.owner)
        if method is not None:
            runner = owner if owner is not None else ev  # the evaluator of the module defining the method
            runner.last_built = {}
            ev.call_function(FunctionRef(method, None, bound=(instance,), owner=owner), passed)
            if attrs is not None and runner.last_built:  # what it bound on `self` (`self.psi = f(p)`)
                attrs.update(runner.last_built)
                instance = instance.but(attrs=tuple(attrs.items()))
    if node is not None and info.pytree and attrs and any(
            contains_tracer(attrs[f]) for f in info.static_fields if f in attrs):
        instance = instance.but(node=node)  # a tracer in its aux data: where it was built (JAX301)
    return instance


def _constructed_by_new(ev: "Evaluator", ref: ClassRef, args) -> Value | None:
    """`Projector(state, wires)` with a class whose own `__new__` builds the object: Python runs
    `__new__(cls, state, wires)` first, and when what it returns is an object of another class
    (`return BasisStateProjector(state, wires)`, a dispatch on the arguments) that object is the
    result, and this class's `__init__` does not run. None when the class defines no `__new__`,
    or its `__new__` may return an object of the class itself (the usual build then follows)."""
    new = ref.info.methods.get("__new__")
    if new is None or new.specs:
        return None
    me = Value(Kind.STATIC, pytype="class", cls=ref)
    made = ev.call_function(FunctionRef(new, None, bound=(me,), owner=ref.owner), args)
    objects = made.func.options if isinstance(made.func, ObjectChoice) else (made,)
    if not objects or any(v.cls is None or v.pytype not in ("object", "pytree") or v.cls.info.node is ref.info.node
                          for v in objects):
        return None
    return made


def _inherited_init(ev: "Evaluator", ref: ClassRef):
    """(the `__init__` a project base class defines, the evaluator of its module or None for this
    one) for a class that defines none of its own; (None, None) when no project base defines one."""
    home = ref.owner if ref.owner is not None else ev
    found = home.inherited_method(ref.info.node, "__init__")
    if found is None:
        return None, None
    method, owner, _ = found
    return method, None if owner is ev else owner


def _init_attributes(init, args) -> dict[str, Value]:
    """`self.scale = scale` (or `self.lo, self.hi = lo, hi`) at the top of a plain `__init__`:
    the field holds what the caller passed."""
    params = init.node.params
    names = [p.name.value for p in list(params.posonly_params) + list(params.params)]
    if not names:
        return {}
    rest = names[1:]
    passed: dict[str, Value] = {}
    for (arg, value), name in zip([(a, v) for a, v in args if a.keyword is None], rest):
        passed[name] = value
    passed.update((a.keyword.value, v) for a, v in args if a.keyword is not None)
    top = {id(small) for stmt in init.node.body.body if isinstance(stmt, cst.SimpleStatementLine) for small in stmt.body}
    out: dict[str, Value] = {}
    for binding in attribute_bindings(init):
        value = binding.spelled
        if id(binding.statement) in top and isinstance(value, cst.Name) and value.value in passed:
            out[binding.attribute] = passed[value.value]
    return out


def self_method(ev: "Evaluator", func: cst.Attribute):
    frame = ev.frame
    if not isinstance(func.value, cst.Name):
        return None
    info = _method_of_receiver(frame.info, func.value.value)
    if info is None:
        return None
    methods = ev.index.class_methods.get(id(info.class_node), {})
    target = methods.get(func.attr.value)
    if target is None or target.specs:
        return None
    if target.is_staticmethod:  # `self._take(a, b)` hands `a` to the staticmethod's first parameter
        return FunctionRef(target, None, bound=())
    me = ev.value(func.value)  # an instance of a subclass inheriting this method stays one (its overrides run)
    return FunctionRef(target, None, bound=(me if me.pytype == "object" and me.cls is not None else UNKNOWN,))


def _method_of_receiver(info, name: str):
    """The method whose first parameter `name` is, seen from `info`: the method itself, or the
    method a def nested in it (a scan or fori_loop body, a local helper) closes over, when no def
    in between binds `name` itself. None otherwise."""
    while info is not None:
        if info.is_method:
            params = info.node.params.params
            return info if params and params[0].name.value == name else None
        if name in local_names(info.node):
            return None
        info = info.parent
    return None


def _traced_result(ev: "Evaluator", name: str, values: list[Value], node: cst.Call) -> Value:
    tracer = next((first_tracer(v) for v in values if contains_tracer(v)), None)
    frame = ev.frame
    if tracer is not None:
        return tracer_like(tracer)
    if frame is not None and frame.staging and not frame.concrete:
        short = name.replace("jax.numpy.", "jnp.").replace("jax.lax.", "lax.").replace("jax.", "jax.")
        return Value(Kind.TRACED, origin=f"the result of {short}()", via=frame.via, why=_staged(ev, node))
    if all(v.kind is Kind.STATIC for v in values):
        return STATIC
    return UNKNOWN


def _axis_position(ev: "Evaluator", node: cst.Call) -> Value:
    """`lax.axis_index("agents")` in code a transform traces: the position along the named axis,
    different in each mapped instance, so a tracer whatever its (static) argument says. Outside a
    traced frame the analysis does not know which transform binds the axis: it says nothing."""
    frame = ev.frame
    if frame is None or not frame.via or frame.untraced:
        return UNKNOWN
    return Value(Kind.TRACED, origin="the result of lax.axis_index()", via=frame.via,
                 why=provenance.Step(node, ev.index, "`{}`: the position along a mapped axis is a tracer",
                                     snippet=node))


def _staged(ev: "Evaluator", node: cst.Call) -> provenance.Step:
    """Where a call made under jit returns a tracer although its arguments are static."""
    return provenance.Staged(node, ev.index, f"`{{}}` is staged by {ev.frame.via}: its result is a tracer",
                             snippet=node)


STOP_GRADIENT = "jax.lax.stop_gradient"


def _differentiated_only(ev: "Evaluator") -> bool:
    """The code runs under `jax.grad` alone (no jit, vmap or lax body stages it): its tracers are
    JVP tracers around concrete values, and `lax.stop_gradient` drops the JVP layer, handing back
    the concrete array (the JVP rule of a primitive whose tangents are all zero runs it on the
    primals). Under jit it stays a tracer. tests/data/unseen21_triage.md class B."""
    frame = ev.frame
    return frame is not None and frame.differentiated and not frame.staging and not frame.concrete


def _qualified_call(ev: "Evaluator", node: cst.Call, qual: str, args) -> Value:
    values = [v for _, v in args]
    positional = [v for a, v in args if a.keyword is None and not a.star]
    if "." not in qual:
        if qual in _KEYED_ORDERINGS:
            _compare_keys(ev, node, args, positional)
        return _builtin_call(ev, qual, args, positional)
    fact = facts.lookup(qual)
    if qual == STOP_GRADIENT and _differentiated_only(ev):
        return NOT_A_TRACER
    pretty = _pretty_printed(qual, args, positional)
    if pretty is not None:
        return pretty

    if qual == facts.PARTIAL and positional:
        target = positional[0]
        if isinstance(target.func, FunctionRef):
            ref = target.func
            bound = tuple(positional[1:])
            keywords = tuple((a.keyword.value, v) for a, v in args if a.keyword is not None)
            spread = ref.spread or any(a.star for a, _ in args)
            return Value(Kind.STATIC, pytype="function",
                         func=FunctionRef(ref.info, ref.closure, ref.bound + bound, ref.bound_keywords + keywords,
                                              owner=ref.owner, spread=spread))
        return Value(Kind.STATIC, pytype="function")

    resolver = ev.index.resolver
    if resolver.wrapper_kind(qual) is not None and positional:
        wrapped = resolver.spec_from_call(node)
        if wrapped is not None:
            spec, _ = wrapped
            return Value(Kind.STATIC, pytype="function", func=TransformedRef(spec, _callable_ref(positional[0])))
        return Value(Kind.STATIC, pytype="function")

    if fact is not None:
        if fact.bodies is not None or fact.branch_list is not None:
            results = _trace_bodies(ev, node, qual, fact, args)
            if fact.returns == facts.STATIC:
                return STATIC
            traced = _traced_result(ev, qual, values, node)
            shaped = _body_result(fact, results, fact.label or qual, traced.via or (ev.frame.via if ev.frame else ""),
                                  lambda: provenance.Step(node, ev.index, f"`{{}}`: what {fact.label or qual} returns is "
                                                                          "traced", snippet=node))
            return shaped if shaped is not None and traced.traced else traced
        if fact.returns == facts.NONE:
            return NONE
        if fact.returns == facts.STATIC:
            if qual == "jax.core.is_concrete" and positional:
                return _concreteness(positional[0])
            return STATIC
        if fact.returns == facts.SHAPE:
            return Value(Kind.STATIC, pytype="shape")
        if fact.returns == facts.REF:
            tracer = next((first_tracer(v) for v in values if contains_tracer(v)), None)
            return tracer_like(tracer, pytype="ref") if tracer is not None else Value(Kind.STATIC, pytype="ref")
        if fact.returns == facts.STATIC_WHEN_STATIC and positional and positional[0].kind is Kind.STATIC:
            return Value(Kind.STATIC, pytype=positional[0].pytype)
        if fact.returns == facts.AXIS_POSITION:
            return _axis_position(ev, node)
        if fact.returns == facts.TREE_MAP:
            return _tree_map(ev, args, positional)
        if fact.returns in (facts.RAVELLED, facts.UNRAVELLED):
            return _ravelled(fact.returns, positional)
        if fact.returns == facts.TREE_LEAVES:
            leaf = element_of(positional[0]) if positional else UNKNOWN
            if positional and positional[0].kind is Kind.TRACED:
                leaf = positional[0].but(param=None, pytype=None)
            return Value(Kind.STATIC, pytype="list", elem=leaf)
        if fact.layer:
            return Value(Kind.STATIC, pytype="layer")
        if fact.transfers and positional and contains_tracer(positional[0]):
            return positional[0]
        if fact.computes:
            tracer = next((first_tracer(v) for v in values if contains_tracer(v)), None)
            return tracer_like(tracer) if tracer is not None else UNKNOWN
    if facts.in_array_namespace(qual):
        if qual.rsplit(".", 1)[-1].startswith("_"):
            return UNKNOWN  # private helpers may return anything (often Python values)
        result = _traced_result(ev, qual, values, node)
        if result is STATIC and ev.frame is not None and ev.frame.staging and ev.frame.concrete:
            # `z = jnp.sin(y)` in `ensure_compile_time_eval` under jit: a concrete JAX array, which an
            # operation after the block stages again (`if z > 0:` there meets a tracer)
            result = Value(Kind.STATIC, pytype=JAX_ARRAY)
        if _is(fact, "shape_math") and positional and _is_shape_math(positional, values):
            return Value(Kind.TRACED if ev.frame.staging else Kind.STATIC,
                         origin=f"{qual.replace('jax.numpy.', 'jnp.')}() of static shape values",
                         via=ev.frame.via, shape_math=True, node=node,
                         why=_staged(ev, node) if ev.frame.staging else None)
        if _is(fact, "shape_math") and positional and _keeps_shape_math(positional[0], values):
            return tracer_like(positional[0], shape_math=True, node=node)  # jnp.prod(jnp.array(x.shape))
        if result.kind is Kind.TRACED and _boolean_result(fact, positional, args):
            return result.but(boolean=True)
        return result
    if qual.startswith("jax."):
        if any(contains_tracer(v) for v in values):
            return UNKNOWN
        return STATIC if all(v.static for v in values) else UNKNOWN

    if qual.startswith("numpy.") or qual.startswith("math."):
        if all(v.kind is Kind.STATIC for v in values):
            shapey = any(v.pytype in ("shape", "shape_int") for v in values) and not _is(fact, "builds_array")
            host_array = qual.startswith("numpy.") and not (fact is not None and fact.returns == facts.STATIC)
            pytype = "shape_int" if shapey else "ndarray" if host_array else None
            # `certain`: an ndarray object for sure (a NumPy reduction may give a NumPy scalar)
            return Value(Kind.STATIC, pytype=pytype, certain=pytype == "ndarray" and (
                _is(fact, "builds_array") or qual in _NDARRAY_MAKERS))
        if _is(fact, "dispatches") or (fact is not None and fact.converts and fact.jax_equivalent):
            # Dispatched to the tracer's own method; or a conversion JAX501 reports and rewrites to its
            # jnp twin: what follows sees the array the fixed program computes (`np.float32(np.exp(x))`).
            tracer = next((first_tracer(v) for v in values if contains_tracer(v)), None)
            if tracer is not None:
                return tracer_like(tracer)
        return UNKNOWN

    if not qual.startswith(facts.LIBRARY_ROOTS):  # a class of another project module, built here
        ref = ev.class_ref(node.func)
        if ref is not None:
            return construct(ev, ref, args, node)

    # A function of another module of this project, called with tracers: follow it there. (Not yet
    # with what a traced value holds, `p, v = state`, nor from a trace with static arguments only,
    # though its jnp calls stage tracers there: equinox's `tree_equal`, picking NumPy or jnp by its
    # arguments' types, was then taken for a traced test, four false JAX101 in the corpus.)
    if any(contains_tracer(v) for v in values) or _stages_known_arrays(ev, values):
        ref = ev.project_function(qual) or _global_instance_method(ev, qual)
        if ref is not None:
            return ev.call_function(ref, args, site=node)

    # Anything else imported: a module-local class or an unknown library.
    if all(v.static for v in values) and not any(v.local for v in values):
        return UNKNOWN if ev.frame.staging else STATIC
    return UNKNOWN


def _stages_known_arrays(ev: "Evaluator", values: list[Value]) -> bool:
    """Under jit (not in ensure_compile_time_eval), a call of another module's function whose
    arguments say what its jnp calls stage: a concrete JAX array (`sq_dist(self.x, ...)`, `x`
    built by untraced code: every jnp operation on it is a tracer there), or an array's static
    shape beside other arguments of known types only (`patch_grid(cfg, image.shape)` computing
    `jnp.array(shape[:2]) // cfg.patch`). Arguments of unknown type are not enough: a function
    picking NumPy or jnp by its arguments' types (equinox's tree_equal) is not followed."""
    frame = ev.frame
    if frame is None or not frame.staging or frame.concrete:
        return False
    if any(concrete_jax_array(v) for v in values):
        return True
    return any(v.kind is Kind.STATIC and v.pytype in ("shape", "shape_int") for v in values) and all(
        v.kind is Kind.STATIC and (v.pytype is not None or v.cls is not None) for v in values)


def _global_instance_method(ev: "Evaluator", qual: str) -> FunctionRef | None:
    """`metrics.TRACKER.record(x)` (or `TRACKER.record(x)` with `from metrics import TRACKER`),
    where another project module binds `TRACKER = Tracker()` once at import time: `record` of
    that class, with `self` bound to an instance of it (what the method stores on `self`
    outlives the trace as that module's global)."""
    if ev.project is None or qual.startswith(facts.LIBRARY_ROOTS):
        return None
    found = ev.project.instance_method(qual, ev.path)
    if found is None:
        return None
    info, owner, cls = found
    receiver = Value(Kind.STATIC, pytype="object", cls=cls)
    return FunctionRef(info, None, (receiver,), owner=owner if owner is not ev else None)


def _callable_ref(value: Value, ev: "Evaluator | None" = None) -> "FunctionRef | TransformedRef | None":
    """What calling `value` runs: a function, or an instance's `__call__` bound to it
    (`jax.vmap(model)` with `model = Net(w)` built here), its own or (with `ev`, where the call
    is) one a project base class defines."""
    if isinstance(value.func, ObjectChoice):  # `model(x)`, model any of several objects: each `__call__` runs
        refs = [_callable_ref(option, ev) for option in value.func.options]
        refs = [ref for ref in refs if isinstance(ref, FunctionRef)]
        return None if not refs else refs[0] if len(refs) == 1 else FunctionChoice(tuple(refs))
    if value.func is not None or value.cls is None or value.pytype == "class":
        return value.func
    method = value.cls.info.methods.get("__call__")
    if method is None and ev is not None and value.pytype == "object":
        return ev.inherited_bound(value, "__call__")
    return FunctionRef(method, None, bound=(value,), owner=value.cls.owner) if method is not None else None


def _is(fact: "facts.Fact | None", flag: str) -> bool:
    return fact is not None and bool(getattr(fact, flag))


def _boolean_result(fact: "facts.Fact | None", positional: list[Value], args) -> bool:
    """jnp calls known to return boolean arrays."""
    if _is(fact, "boolean"):
        return True
    leaf = fact.name.rsplit(".", 1)[-1] if fact is not None else ""
    if leaf in ("array", "asarray") and positional and positional[0].items:
        return all(i.pytype == "bool" for i in positional[0].items)
    for arg, _ in args:
        if arg.keyword is not None and arg.keyword.value == "dtype":
            text = dotted_name(arg.value) or ""
            if text.split(".")[-1] in ("bool", "bool_"):
                return True
    return False


def _keeps_shape_math(first: Value, values: list[Value]) -> bool:
    """jnp applied to what jnp made of shapes, with nothing else traced: still shape math, as
    `jnp.array(x.shape).prod()` is."""
    return first.kind is Kind.TRACED and first.shape_math and all(v.static for v in values if v is not first)


def _is_shape_math(positional: list[Value], values: list[Value]) -> bool:
    first = positional[0]
    shapey = first.pytype in ("shape", "shape_int") or (
        first.items is not None and first.items and all(i.pytype in ("shape_int", "int") for i in first.items)
        and any(i.pytype == "shape_int" for i in first.items))
    return shapey and first.kind is Kind.STATIC and all(v.kind is Kind.STATIC for v in values)


# Builtins whose result is the text of their argument: a tracer's text names the tracer.
_FORMATS = frozenset({"str", "repr", "format", "ascii"})


def _pretty_printed(qual: str, args, positional: list[Value]) -> Value | None:
    """`eqx.tree_pformat(tree, short_arrays=False)` of a traced pytree: text that shows each
    leaf as its tracer (with short arrays, the default, it shows each leaf's shape only)."""
    if qual != "equinox.tree_pformat" or not positional or not contains_tracer(positional[0]):
        return None
    for arg, _ in args:
        if arg.keyword is not None and arg.keyword.value == "short_arrays":
            if isinstance(arg.value, cst.Name) and arg.value.value == "False":
                return Value(Kind.STATIC, pytype="str", items=(positional[0],))
    return None


_KEYED_ORDERINGS = frozenset({"sorted", "min", "max"})
_MAX_KEYED = 8  # elements whose keys are computed (each a call of the key function)


def _compare_keys(ev: "Evaluator", node: cst.Call, args, positional: list[Value]) -> None:
    """`sorted(items, key=f)` (or min/max with a key) over a display of at least two known elements:
    the values `f` gives them, which the ordering compares with `<` (ev.compared_keys, JAX103)."""
    key = next((v for a, v in args if a.keyword is not None and a.keyword.value == "key"), None)
    ref = _callable_ref(key, ev) if key is not None else None
    if not isinstance(ref, FunctionRef) or len(positional) != 1 or any(a.star for a, _ in args):
        return
    items = positional[0].items
    if items is None or not 2 <= len(items) <= _MAX_KEYED:
        return
    arg = next(a for a, _ in args if a.keyword is None)
    ev.compared_keys[id(node)] = [ev.call_function(ref, [(arg, item)], site=node) for item in items]


def _builtin_call(ev: "Evaluator", name: str, args, positional: list[Value]) -> Value:
    values = [v for _, v in args]
    if name == "range":
        return Value(Kind.STATIC, pytype="range")
    if name in ("len",):
        return Value(Kind.STATIC, pytype="shape_int")
    if name == "isinstance" and len(args) == 2:
        return _isinstance(ev, args[0][1], args[1][0].value)
    if name in _FORMATS and positional and contains_tracer(positional[0]):
        return Value(Kind.STATIC, pytype="str", items=(positional[0],))  # the text shows the tracer
    fact = facts.lookup(name)
    if fact is not None and fact.returns in (facts.STATIC, facts.NONE):
        return STATIC if fact.returns == facts.STATIC else NONE
    if _is(fact, "concretizes"):
        if any(v.kind is Kind.TRACED for v in values):
            return UNKNOWN
        return Value(Kind.STATIC, pytype=name) if all(v.static for v in values) else UNKNOWN
    if _is(fact, "container"):
        if not positional:
            return Value(Kind.STATIC, pytype=fact.container, items=(), local=True)
        src = positional[0]
        if src.pytype == "shape" and name == "tuple":
            return src
        items = src.items if name in ("list", "tuple") else None
        return Value(Kind.STATIC, pytype=fact.container, items=items,
                     elem=None if items is not None else element_of(src), local=True)
    if name == "dict":
        return Value(Kind.STATIC, pytype="dict", elem=join_all(values) if values else None, local=True)
    if name == "zip":
        return Value(Kind.STATIC, pytype="list",
                     elem=Value(Kind.STATIC, pytype="tuple", items=tuple(element_of(v) for v in positional)))
    if name == "enumerate":
        inner = element_of(positional[0]) if positional else UNKNOWN
        return Value(Kind.STATIC, pytype="list",
                     elem=Value(Kind.STATIC, pytype="tuple", items=(STATIC_INT, inner)))
    if name in ("min", "max"):
        compared = positional if len(positional) > 1 else [element_of(positional[0])] if positional else []
        return derive(compared) if compared else UNKNOWN
    if name in ("sum", "abs", "round", "pow", "divmod"):
        operands = [element_of(positional[0])] + positional[1:] if name == "sum" and positional else positional
        return derive(operands) if operands else UNKNOWN
    if name in ("any", "all"):
        items = positional[0].items if len(positional) == 1 else None
        if items is not None and all(v.static for v in items):  # each element's truth, where known
            truths = [truth_of(v) for v in items]
            decided = (False if False in truths else True if all(truths) else None) if name == "all" else (
                True if True in truths else False if all(t is False for t in truths) else None)
            if decided is not None:
                return STATIC_TRUE if decided else STATIC_FALSE
        elem = element_of(positional[0]) if positional else UNKNOWN
        return STATIC_BOOL if elem.static else UNKNOWN
    if name == "getattr":
        member = _library_member(ev, args, positional) or _named_attribute(ev, args, positional)
        if member is not None:
            return member
        return STATIC if values and values[0].static and not values[0].local else UNKNOWN
    if name in ("map", "filter"):
        return Value(Kind.STATIC, pytype="list", elem=UNKNOWN, local=True)
    if name in ("next",):
        return element_of(positional[0]) if positional else UNKNOWN
    return STATIC if all(v.static for v in values) else UNKNOWN


def _ravelled(returns: str, positional: list[Value]) -> Value:
    """`flat, unravel = ravel_pytree(params)`: the flat array is traced when a leaf is, and the
    unravel function is a value whose calls are calls of the facts' UNRAVEL; `unravel(p)` of a
    traced `p` is a pytree of tracers (its leaves are slices of `p`), a container, not an array."""
    tree = positional[0] if positional else UNKNOWN
    tracer = first_tracer(tree) if contains_tracer(tree) else None
    if returns == facts.UNRAVELLED:
        return tracer_like(tracer, pytype="pytree") if tracer is not None else UNKNOWN
    flat = tracer_like(tracer) if tracer is not None else UNKNOWN
    return Value(Kind.STATIC, pytype="tuple", items=(flat, Value(Kind.STATIC, pytype="function", module=facts.UNRAVEL)))


def _library_member(ev: "Evaluator", args, positional: list[Value]) -> Value | None:
    """`getattr(jax.random, name)` where the analysis knows the name's text (`"normal"`, a literal
    a factory was given): the library function the facts table knows by that name, as a value
    whose `module` is its qualified name (a call of it is a call of `jax.random.normal`)."""
    if len(args) != 2 or len(positional) != 2 or positional[1].text is None:
        return None
    text, base = positional[1].text, args[0][0].value
    if not text.isidentifier() or not isinstance(base, (cst.Name, cst.Attribute)):
        return None
    owner = ev.qualname(base)
    qual = f"{owner}.{text}" if owner is not None else None
    if qual is None or not qual.startswith(facts.LIBRARY_ROOTS) or facts.lookup(qual) is None:
        return None
    return Value(Kind.STATIC, pytype="function", module=qual)


# NumPy functions whose result is an ndarray object whatever they are given (0-d for a scalar)
_NDARRAY_MAKERS = frozenset({"numpy.array", "numpy.asarray", "numpy.zeros_like", "numpy.ones_like",
                             "numpy.empty_like", "numpy.full_like", "numpy.copy", "numpy.stack",
                             "numpy.concatenate"})


def _named_attribute(ev: "Evaluator", args, positional: list[Value]) -> Value | None:
    """`getattr(obj, "qpos")` is `obj.qpos`; `getattr(obj, name)` in `for name in ("qpos",
    "qvel"):` (a display of strings, or a module global bound once to one) is either of them:
    the attributes' values joined. None when the name's text is not known."""
    if len(args) != 2 or len(positional) != 2 or any(arg.star for arg, _ in args):
        return None
    base = args[0][0].value
    names = [positional[1].text] if positional[1].text is not None else _loop_texts(ev, args[1][0].value)
    if not names or not all(name.isidentifier() for name in names):
        return None
    found = []
    reader = ev.parents.get(id(base))
    try:
        for name in names:
            found.append(ev.expr_Attribute(cst.Attribute(value=base, attr=cst.Name(name))))
    finally:  # the synthetic attribute reads `base` only here
        if reader is None:
            ev.parents.pop(id(base), None)
        else:
            ev.parents[id(base)] = reader
    return join_all(found)


def _loop_texts(ev: "Evaluator", expr: cst.BaseExpression) -> list[str] | None:
    """The strings a loop variable takes: `name` bound only as the target of a `for` of the
    running function whose iterable is a display of string literals (or a module global bound
    once to one, never changed)."""
    frame = ev.frame
    if not isinstance(expr, cst.Name) or frame is None or not isinstance(frame.info.node, cst.FunctionDef):
        return None
    function = frame.info.node
    places = flow_of(function).assignments(expr.value)
    loops = [node for node in iter_scope(function.body) if isinstance(node, cst.For)
             and isinstance(node.target, cst.Name) and node.target.value == expr.value]
    if len(places) != 1 or len(loops) != 1:
        return None
    iterable = loops[0].iter
    if isinstance(iterable, cst.Name) and iterable.value not in local_names(function):
        index = ev.index
        assigned = index.module_assignments.get(iterable.value)
        if not assigned or len(assigned) != 1 or iterable.value in index.reassigned_globals \
                or iterable.value in index.mutated_by:
            return None
        iterable = assigned[0]
    if not isinstance(iterable, (cst.Tuple, cst.List)):
        return None
    texts = []
    for element in iterable.elements:
        value = element.value
        if isinstance(element, cst.StarredElement) or not isinstance(value, cst.SimpleString):
            return None
        text = value.evaluated_value
        if not isinstance(text, str):
            return None
        texts.append(text)
    return texts or None


def _isinstance(ev: "Evaluator", value: Value, classes: cst.BaseExpression) -> Value:
    """`isinstance(x, jax.core.Tracer)` (or `jax.Array`, or a tuple holding one): what it says at
    trace time, when the analysis knows whether `x` is a tracer (`isinstance(x, np.ndarray)` is
    False on one). Code tests it to skip checks a tracer cannot answer (`if not _is_tracer(k) and k > n:`), so `and`/`or` short-circuit on it."""
    elements = [el.value for el in classes.elements] if isinstance(classes, cst.Tuple) else [classes]
    kinds = [facts.lookup(ev.qualname(el)) for el in elements]
    if value.kind is Kind.TRACED and value.pytype is None and value.items is None and any(
            k is not None and (k.tracer_type or k.array_type) for k in kinds):
        return STATIC_TRUE
    if value.kind is Kind.STATIC and all(k is not None and k.tracer_type for k in kinds):
        return STATIC_FALSE
    if value.kind is Kind.TRACED and all(k is not None and k.host_array_type for k in kinds):
        return STATIC_FALSE  # a tracer (or a pytree of them) is never a NumPy array
    if value.kind is Kind.STATIC and value.pytype == "ndarray" and value.certain and all(
            k is not None and k.host_array_type for k in kinds):
        return STATIC_TRUE  # a NumPy array the code made (`np.zeros(...)`) is one
    if value.kind is Kind.TRACED and value.pytype is None and value.items is None and all(
            _builtin_class(ev, el) or ev.qualname(el) in _NUMBER_ABCS for el in elements):
        return STATIC_FALSE  # one tracer, as `isinstance(x, Tracer)` above takes it, is no list, int or numbers.Real
    sample = _PYTHON_SAMPLES.get(value.pytype) if value.kind is Kind.STATIC and value.cls is None else None
    if sample is not None and elements and all(_builtin_class(ev, el) for el in elements):
        # a Python number or string a literal (or int()/float()/str()) made: `isinstance(z, int)`
        # with `z = 2` passed is True, with `2.0` False
        classes = tuple(getattr(builtins, dotted_name(el)) for el in elements)
        return STATIC_TRUE if isinstance(sample, classes) else STATIC_FALSE
    return STATIC_BOOL


# A value of each Python type the analysis knows exactly from literals and conversions (a `bool`
# may be a NumPy comparison's result and a container a parameter's, so neither is decided).
_PYTHON_SAMPLES = {"int": 1, "float": 1.0, "complex": 1j, "str": ""}


# Python's own classes a JAX tracer is never an instance of (`isinstance(x, list) and not x`
# tests a list before its truth: on a tracer the `not x` never runs).
_BUILTIN_CLASSES = frozenset({"list", "tuple", "dict", "set", "frozenset", "int", "float", "bool",
                              "complex", "str", "bytes"})


# The numbers ABCs: no tracer (jit, vmap, grad) is registered with them (measured on JAX 0.10.2).
_NUMBER_ABCS = frozenset({"numbers.Number", "numbers.Complex", "numbers.Real", "numbers.Rational", "numbers.Integral"})


def _builtin_class(ev: "Evaluator", expr: cst.BaseExpression) -> bool:
    """`expr` names one of `_BUILTIN_CLASSES`, neither imported, rebound nor defined in the module."""
    name = dotted_name(expr)
    return name in _BUILTIN_CLASSES and ev.index.imports.resolve(name) in (None, name) \
        and name not in ev.index.module_assignments and name not in ev.index.classes


def _trace_bodies(ev: "Evaluator", node: cst.Call, qual: str, fact: "facts.Fact", args) -> list[Value]:
    """Analyse the functions a lax primitive traces, each parameter holding what the primitive
    hands it (a carry keeps the structure of the initial value); their return values."""
    label = fact.label or qual
    if id(node) in ev.index.eager_calls and runs_eagerly_when_disabled(qual):
        return []  # `with jax.disable_jit(): lax.fori_loop(1, m, body, c)` calls body on values
    found = ev.index.resolver.body_call(node)
    if found is None:
        return []
    _, funcs = found
    if fact.concrete_tracers and (ev.frame is None or not ev.frame.staging):
        return []  # `jax.vjp(f, x)` outside a trace: f runs on concrete JVP tracers, an entry of its own
    positional = [v for a, v in args if a.keyword is None and not a.star]
    refs = [ev.value(expr).func for expr in funcs]
    if not funcs and fact.branch_list is not None:  # `lax.switch(i, BRANCHES, x)`: a module's table
        given = [a.value for a in node.args if a.keyword is None and not a.star]
        table = ev.function_table(given[fact.branch_list]) if fact.branch_list < len(given) else None
        refs = table or []
    results = []
    for ref in refs:
        if not isinstance(ref, FunctionRef):
            continue
        params = ev._params(ref.info)
        origin_word = f"an argument of a {label} body"
        force = {}
        skip = len(ref.bound)
        arity = body_arity(qual, node)
        bound_keywords = {k for k, _ in ref.bound_keywords}
        for i, p in enumerate(params[skip:]):
            if p.star or p.name.value in bound_keywords:
                continue
            if arity is not None and i >= arity and (p.default is not None or ref.spread):
                continue  # the primitive passes `arity` arguments: the rest are the partial's or defaults
            origin = f"parameter '{p.name.value}' ({origin_word})"
            operand = _operand(fact.body_operands, i, positional)
            value = as_traced(operand, origin, label) if operand is not None else Value(Kind.TRACED)
            force[p.name.value] = value.but(origin=value.origin or origin, via=value.via or label,
                                            param=p.name.value) if value.traced else value
            carried = fact.carry and i == fact.carry[0] and value.traced
            items = carry_items(ev, node, fact, force[p.name.value]) if carried else None
            if items is not None:
                force[p.name.value] = force[p.name.value].but(pytype="pytree", items=items)
        spec = TransformSpec(name=label, kind=facts.JIT, node=node)
        results.append(ev.call_function(ref, [], force=force, via=label, staging=True, entry_spec=spec, site=node))
    return results


def _operand(tokens: tuple[str, ...] | None, i: int, positional: list[Value]) -> Value | None:
    """What body parameter `i` receives from the primitive's positional arguments."""
    if not tokens:
        return None
    if tokens[-1].startswith("rest:") and i >= len(tokens) - 1:
        kind, k = "rest", int(tokens[-1][5:]) + i - (len(tokens) - 1)
    elif i < len(tokens):
        kind, _, where = tokens[i].partition(":")
        k = int(where) if where else -1
    else:
        return None
    if kind == "index":
        return Value(Kind.TRACED)
    if k >= len(positional):
        return None
    arg = positional[k]
    return sliced_operand(arg) if kind == "slice" else arg


def sliced_operand(arg: Value, depth: int = 0) -> Value:
    """What a scan or lax.map body receives per step from `xs`: JAX slices every leaf along its
    leading axis and keeps the containers, so `xs = (ts, keys)` hands the body a tuple of two
    slices (`t, k = inputs` unpacks two tracers), not an element of the tuple. A tracer stays a
    tracer; anything else not a tuple or list display is iterated as before."""
    if arg.kind is Kind.TRACED:
        return arg
    if concrete_jax_array(arg) or (arg.kind is Kind.STATIC and arg.pytype == "ndarray" and arg.certain):
        return Value(Kind.TRACED)  # a JAX or NumPy array leaf: each step's slice is an array tracer
    if depth < 8 and arg.pytype in ("tuple", "list") and arg.items is not None and arg.head is None \
            and arg.tail is None:
        return Value(Kind.STATIC, pytype=arg.pytype, items=tuple(sliced_operand(v, depth + 1) for v in arg.items))
    return element_of(arg)


def _body_result(fact: "facts.Fact", results: list[Value], label: str, via: str,
                 step: "Callable[[], provenance.Step]") -> Value | None:
    """What the primitive returns, shaped like what its bodies return (None: as an array);
    `step` is where leaves that were static in the body become tracers."""
    if not results or fact.body_result is None:
        return None
    origin = f"the result of {label}()"
    why = step()
    if fact.body_result == "scan":
        out = results[0]
        if out.items is not None and len(out.items) == 2:
            return Value(Kind.STATIC, pytype="tuple", items=tuple(as_traced(v, origin, via, why=why) for v in out.items))
        return None
    if fact.body_result == "carry":
        return as_traced(results[-1], origin, via, why=why)
    if fact.body_result == "branches":
        return as_traced(join_all(results), origin, via, why=why)
    return as_traced(results[0], origin, via, why=why)  # stacked


def carry_items(ev: "Evaluator", node: cst.Call, fact: "facts.Fact", leaf: Value,
                leaf_name: Callable[[str], bool] | None = None,
                qualname: Callable[[cst.BaseExpression], str | None] | None = None,
                reaching: Callable[[str], cst.BaseExpression | None] | None = None,
                instance: Callable[[str], "ClassRef | None"] | None = None) -> tuple[Value, ...] | None:
    """The structure of a loop's carry (a scan's init) when the call passes a tuple or list of
    known length: every leaf a tracer like `leaf`, so `a, b = carry` in the body unpacks
    tracers. None when the carry is not such a tuple. A call the walk has not evaluated (in
    untraced code) is read from its text, where `leaf_name` says which names hold one array
    or number (`holds_leaf`)."""
    if fact is None or fact.carry is None:
        return None
    positional = [a for a in node.args if a.keyword is None]
    position = fact.carry[1]
    if any(a.star for a in positional[:position + 1]) or position >= len(positional):
        return None
    expr = positional[position].value
    evaluated = id(expr) in ev.values
    if not evaluated and isinstance(expr, cst.Name) and reaching is not None:
        expr = reaching(expr.value) or expr  # `init = (0, jnp.zeros(n))` then `lax.while_loop(c, b, init)`
    value = ev.value(expr) if evaluated else _literal_structure(expr, leaf_name, qualname, instance)
    if value is None or value.items is None or value.pytype not in ("tuple", "list"):
        return None
    return _traced_items(value, leaf, known=evaluated)


def _literal_structure(expr: cst.BaseExpression, leaf_name: Callable[[str], bool] | None = None,
                       qualname: Callable[[cst.BaseExpression], str | None] | None = None,
                       instance: Callable[[str], "ClassRef | None"] | None = None) -> Value | None:
    """A tuple or list literal's shape, for a carry the traced walk has not evaluated: numbers
    and None are known, a jax call that returns one array (`jnp.zeros(n)`, read with
    `qualname`), a name only when `leaf_name` says it holds one array or number (else it may
    hold a list or a dict), or `instance` the pytree class of the object it is bound to
    (`actor = Actor(key)`, an eqx.Module)."""
    if not isinstance(expr, (cst.Tuple, cst.List)) or any(isinstance(e, cst.StarredElement) for e in expr.elements):
        return None
    items = []
    for e in expr.elements:
        v = e.value
        if isinstance(v, cst.Name) and v.value == "None":
            items.append(NONE)
        elif _number(v) or _shape_int(v) or isinstance(v, cst.Name) and leaf_name is not None and leaf_name(v.value):
            items.append(STATIC)
        elif isinstance(v, cst.Name) and instance is not None and instance(v.value) is not None:
            items.append(Value(Kind.STATIC, pytype="object", cls=instance(v.value)))
        elif qualname is not None and isinstance(v, cst.Call) and makes_jax_array(qualname(v.func)):
            items.append(STATIC)
        elif qualname is not None and _numeric_constant(v, qualname):
            items.append(STATIC)  # `(x0, jnp.inf, 0)`: a float of an array module or of math
        else:
            items.append(_literal_structure(v, leaf_name, qualname) or UNKNOWN)
    return Value(Kind.STATIC, pytype="tuple" if isinstance(expr, cst.Tuple) else "list", items=tuple(items))


_NUMBER_MODULES = ("numpy", "jax.numpy", "math")


def _numeric_constant(v: cst.BaseExpression, qualname: Callable[[cst.BaseExpression], str | None]) -> bool:
    """`jnp.inf`, `-math.pi`: a number constant of NumPy, jax.numpy or math (facts.NUMERIC_CONSTANTS)."""
    if isinstance(v, cst.UnaryOperation) and isinstance(v.operator, (cst.Minus, cst.Plus)):
        v = v.expression
    if not isinstance(v, cst.Attribute):
        return False
    module, _, name = (qualname(v) or "").rpartition(".")
    return module in _NUMBER_MODULES and name in facts.NUMERIC_CONSTANTS


def _number(v: cst.BaseExpression) -> bool:
    return isinstance(v, (cst.Integer, cst.Float)) or isinstance(v, cst.UnaryOperation) and isinstance(
        v.expression, (cst.Integer, cst.Float))


# Operators that raise on lists, tuples and dicts: their result is an array or a number.
_LEAF_OPS = (cst.Subtract, cst.Divide, cst.FloorDivide, cst.Power, cst.MatrixMultiply)


def holds_leaf(owner: cst.CSTNode | None, params: frozenset[str], at: cst.CSTNode, name: str,
               qualname: Callable[[cst.BaseExpression], str | None]) -> bool:
    """In untraced code (`owner`: a function or the module), the one binding of `name` that
    reaches `at` is `name = value` with a value that is one array or number: a literal,
    arithmetic no container takes (`(x - lo) / dx`), or a jax call the facts table says returns
    one array (`jnp.clip`, `random.normal`; not a tuple of them, a transform or a control-flow
    call). A parameter (`params`), or a name bound otherwise or by several reaching bindings, may
    hold a container."""
    if owner is None or name in params:
        return False
    value = flow_of(owner).reaching_value(name, at)
    return value is not None and leaf_value(value, qualname)


def leaf_value(v: cst.BaseExpression, qualname: Callable[[cst.BaseExpression], str | None], depth: int = 0) -> bool:
    """The expression `v` makes one array or number: a literal, arithmetic no container takes, or a
    jax call the facts table says returns one array (`makes_jax_array`)."""
    if _number(v) or _shape_int(v) or isinstance(v, cst.BinaryOperation) and isinstance(v.operator, _LEAF_OPS):
        return True
    if isinstance(v, cst.BinaryOperation) and depth < 6:  # `grid * 1.2`: arithmetic of arrays and numbers
        return leaf_value(v.left, qualname, depth + 1) and leaf_value(v.right, qualname, depth + 1)
    if isinstance(v, cst.Call) and isinstance(v.func, cst.Attribute) and v.func.attr.value in facts.ARRAY_TO_ARRAY_METHODS \
            and depth < 6:  # `jnp.stack(rows).reshape(-1, 2)`: an array method of an array
        return leaf_value(v.func.value, qualname, depth + 1) and not _number(v.func.value)
    return isinstance(v, cst.Call) and makes_jax_array(qualname(v.func))


def _shape_int(v: cst.BaseExpression) -> bool:
    """A Python int read off an array's static shape: `x.shape[i]` (one integer index, not a slice),
    `x.ndim`, `len(x)`. Carried through a lax loop it is a tracer in the body like any number."""
    if isinstance(v, cst.Subscript):
        return (isinstance(v.value, cst.Attribute) and v.value.attr.value == "shape" and len(v.slice) == 1
                and isinstance(v.slice[0].slice, cst.Index) and _number(v.slice[0].slice.value))
    if isinstance(v, cst.Attribute):
        return v.attr.value == "ndim"
    return (isinstance(v, cst.Call) and isinstance(v.func, cst.Name) and v.func.value == "len" and len(v.args) == 1
            and v.args[0].keyword is None and not v.args[0].star)


def makes_jax_array(qual: str | None) -> bool:
    """A jax call (jnp, lax, random, ...) the facts table says returns one array: not a tuple of
    them (`jnp.split`), a transform (`jnp.vectorize`) or a control-flow call (`lax.scan`)."""
    found = facts.lookup(qual) if qual is not None and qual.startswith(facts.ARRAY_NAMESPACES) else None
    return (found is not None and found.returns == facts.ARRAY and not found.returns_tuple
            and found.transform is None and found.bodies is None and found.branch_list is None)


def _traced_items(structure: Value, leaf: Value, depth: int = 0, known: bool = True) -> tuple[Value, ...]:
    """What each element of the carry becomes in the body: a container keeps its structure,
    every leaf is a tracer; an element of unknown type is a tracer that may be a pytree, or,
    read from the text alone (`known=False`), stays unknown."""
    return tuple(_as_operand(item, leaf, depth, known) for item in structure.items)


def _as_operand(item: Value, leaf: Value, depth: int, known: bool = True) -> Value:
    origin = f"an element of {leaf.origin}" if leaf.origin else ""
    why = leaf.why
    if not known and item.kind is Kind.UNKNOWN:
        return UNKNOWN
    if depth < 8 and item.kind is not Kind.TRACED and item.pytype in ("list", "tuple", "dict"):
        items = _traced_items(item, leaf, depth + 1, known) if item.items is not None else None
        elem = _as_operand(item.elem, leaf, depth + 1, known) if item.elem is not None else None
        if items is None and elem is None:
            elem = Value(Kind.TRACED, origin=origin, via=leaf.via, pytype="pytree", why=why)
        return Value(Kind.STATIC, pytype=item.pytype, items=items, elem=elem)
    if item.kind is Kind.TRACED:
        return item.but(param=None, local=False) if item.pytype in (None, "pytree") else tracer_like(item)
    if item.pytype == "object" and item.cls is not None and item.cls.info.pytree and item.cls.info.known_fields:
        return Value(Kind.TRACED, origin=origin, via=leaf.via, why=why, cls=item.cls)  # its every leaf a tracer
    if item.kind is Kind.UNKNOWN or item.pytype == "pytree":
        return Value(Kind.TRACED, origin=origin, via=leaf.via, pytype="pytree", why=why)
    if item.pytype in ("none", "function", "class", "module", "str"):
        return item  # not an operand lax traces (None is an empty pytree)
    # one array or number (read from the text: `(0, jnp.zeros(n))`): its tracer is one array
    leaf_array = item.kind is Kind.STATIC and (item.pytype in _ONE_ARRAY or (not known and item.pytype is None))
    return Value(Kind.TRACED, origin=origin, via=leaf.via, why=why, certain=leaf_array)


_ONE_ARRAY = frozenset({"int", "float", "bool", "number", "complex", "ndarray", JAX_ARRAY})


def _call_transformed(ev: "Evaluator", ref, args, node: cst.Call) -> Value:
    if isinstance(ref.target, FunctionChoice):  # `jax.vmap(self.client.update)`, the client any of several
        return join_all([_call_transformed(ev, TransformedRef(ref.spec, option), args, node)
                         for option in ref.target.refs])
    values = [v for _, v in args]
    spec: TransformSpec = ref.spec
    target = ref.target
    inner = target
    while isinstance(inner, TransformedRef):
        inner = inner.target
    if isinstance(inner, FunctionRef):
        force = None
        if spec.kind in (facts.JIT, facts.FILTER_JIT):
            info = inner.info
            params = ev._params(info)
            positional = [p.name.value for p in list(info.node.params.posonly_params) + list(info.node.params.params)]
            statics = ev._static_names(spec, positional[len(inner.bound):])
            statics |= {name for name, _ in inner.bound_keywords}  # `partial(f, n=n)`: the partial holds n
            handed = _handed(positional[len(inner.bound):], args)
            known_args = not any(arg.star for arg, _ in args)
            force = {}
            for p in params[len(inner.bound):]:
                name = p.name.value
                if known_args and p.default is not None and name not in handed:
                    continue  # left at its default: the transform sees a Python value, never traced
                if spec.kind == facts.FILTER_JIT and _kept_by_filter(ev, info, params, name, handed.get(name)):
                    continue  # eqx.filter_jit traces arrays only: a Python value keeps what the caller passed
                if name not in statics and not p.star:
                    force[name] = Value(Kind.TRACED, origin=f"parameter '{name}'", via=spec.label, param=name,
                                        certain=spec.kind == facts.JIT and _an_array_once_traced(handed.get(name)),
                                        pytype=_kept_type(handed.get(name)),
                                        filtered=spec.kind == facts.FILTER_JIT)  # a pytree: its array leaves
            result = ev.call_function(inner, args, force=force, via=spec.label, staging=True, entry_spec=spec,
                                      site=node)
            frame = ev.frame
            if frame is not None and frame.staging:  # what it returns, leaf by leaf a tracer (a dict keeps its keys)
                return as_traced(result, f"the result of a {spec.label}-compiled call", frame.via, why=_staged(ev, node))
            return result
        reverse = spec.kind == facts.GRAD and bool((facts.lookup(facts.canonical(spec.name)) or facts.Fact("")).reverse_mode)
        result = ev.call_function(inner, args, site=node, reverse_mode=reverse)
        if spec.kind == facts.GRAD:
            return _grad_result(ev, spec, result, args)
        return result if not any(contains_tracer(v) for v in values) else join(result, derive(values))
    if spec.kind == facts.GRAD and any(contains_tracer(v) for v in values):
        # a function the analysis cannot resolve (`loss_fn` defined in both branches of an `if`):
        # what grad differentiates is an array, what has_aux returns beside it anything at all
        value = derive(values)
        return _grad_result(ev, spec, Value(Kind.STATIC, pytype="tuple", items=(value, UNKNOWN))
                            if spec.has_aux else value, args)
    return derive(values) if any(contains_tracer(v) for v in values) else UNKNOWN


def _handed(positional: list[str], args) -> dict[str, Value]:
    """Parameter -> the value a call (without `*args`/`**kwargs`) hands it."""
    if any(arg.star for arg, _ in args):
        return {}
    out = dict(zip(positional, [v for arg, v in args if arg.keyword is None]))
    out.update((arg.keyword.value, v) for arg, v in args if arg.keyword is not None)
    return out


def _kept_by_filter(ev: "Evaluator", info, params, name: str, given: Value | None) -> bool:
    """Under eqx.filter_jit a parameter is no tracer when its annotation or literal default says
    it is a Python value (`batch_size: int | None = 512`), or when the caller hands it one (a
    Python number, bool, string or None): filter_jit traces arrays only. Nor is it one when the
    caller hands an object of a class no pytree registers (`XY(origin=N)`, a frozen dataclass:
    one leaf, not an array), or a value the analysis cannot tell (an enclosing filter_jit
    function's own parameter, `pad(x, padding)` handing `padding` on) and nothing in the
    function says it is an array: it stays what it came in as."""
    if ev._filter_jit_kind(info, params, name) is Kind.STATIC:
        return True
    if given is None:
        return False
    if given.kind is Kind.UNKNOWN and ev._filter_jit_kind(info, params, name) is Kind.UNKNOWN:
        return True  # the analysis cannot tell an array from a Python value: traced only if an array, so unknown
    if given.kind is Kind.STATIC and given.cls is not None and not given.cls.info.pytree:
        return True  # an object of a class no pytree registers (a plain dataclass): one leaf, no array
    return (given.kind is Kind.STATIC and given.items is None and given.elem is None
            and given.pytype in ("int", "float", "bool", "number", "none", "str"))


def _kept_type(value: Value | None) -> str | None:
    """What a jitted function's parameter still is of what its caller hands it, beyond "a
    tracer": an array reference stays a reference (`x_ref[...] += 1` writes it in the trace)."""
    return "ref" if value is not None and value.pytype == "ref" else None


def _an_array_once_traced(value: Value | None) -> bool:
    """What jax.jit makes of a value its caller hands it is an array, not a pytree container:
    a Python number or bool (a static value of the caller, re-traced), or a tracer known to
    be an array."""
    if value is None:
        return False
    if value.kind is Kind.STATIC:
        return value.pytype in ("int", "float", "bool", "number") and value.items is None
    return value.kind is Kind.TRACED and value.certain


def _grad_result(ev: "Evaluator", spec: TransformSpec, result: Value, args) -> Value:
    """What `jax.grad(f)(...)` / `jax.value_and_grad(f)(...)` return: gradients shaped like the
    differentiated arguments, the value (and aux) shaped like what `f` returns."""
    positional = [v for a, v in args if a.keyword is None and not a.star]
    frame = ev.frame
    staged = frame is not None and frame.staging

    def shaped(value: Value) -> Value:
        return as_traced(value, f"the result of {spec.label}()", frame.via) if staged else value

    nums = [n for n in spec.argnums if n < len(positional)]
    if len(nums) != len(spec.argnums) or not nums:
        return UNKNOWN
    grads = shaped(positional[nums[0]]) if len(nums) == 1 else Value(
        Kind.STATIC, pytype="tuple", items=tuple(shaped(positional[n]) for n in nums))
    grads = grads.but(param=None, local=False, given=False) if grads.kind is Kind.TRACED else grads
    if not spec.name.endswith("value_and_grad"):
        if spec.has_aux:
            aux = result.items[1] if result.items is not None and len(result.items) == 2 else UNKNOWN
            return Value(Kind.STATIC, pytype="tuple", items=(grads, shaped(aux)))
        return grads
    return Value(Kind.STATIC, pytype="tuple", items=(shaped(result), grads))


def _tree_leaf(tree: Value, depth: int = 0) -> Value:
    """What tree_map hands its function for a container: a leaf, never a nested list, tuple or
    dict (those are flattened too: `[[a, b], [c]]` hands it `a`, `b` and `c`)."""
    leaf = members_of(tree)
    if leaf.pytype in ("list", "tuple", "dict") and leaf.kind is not Kind.TRACED:
        return _tree_leaf(leaf, depth + 1) if depth < 8 else UNKNOWN
    return leaf


def _tree_map(ev: "Evaluator", args, positional: list[Value]) -> Value:
    if not positional:
        return UNKNOWN
    fn = positional[0]
    trees = positional[1:]
    leaves = []
    for t in trees:
        if t.kind is Kind.TRACED:
            leaves.append(tracer_like(t))
        else:
            leaves.append(_tree_leaf(t) if t.pytype in ("list", "tuple", "dict") else UNKNOWN)
    if isinstance(fn.func, FunctionRef):
        leaf_args = [(cst.Arg(value=cst.Name("_")), v) for v in leaves]
        result = ev.call_function(fn.func, leaf_args)
        if any(t.kind is Kind.TRACED for t in trees):
            return result if result.kind is Kind.TRACED else UNKNOWN
        frame = ev.frame
        if result.kind is Kind.TRACED and frame is not None and frame.staging and not frame.concrete:
            # under jit the function's jnp result is staged whatever the leaf (`jnp.isnan(leaf).any()`
            # in an eqx.filter_jit body): every leaf of the mapped tree is a tracer
            return result.but(pytype="pytree", param=None)
    return UNKNOWN


# transforms whose tracers carry a concrete primal outside jit: `jax.core.is_concrete` is True there
_DIFFERENTIATING = ("grad", "jvp", "vjp", "jacfwd", "jacrev", "hessian", "linearize", "derivative")


def _concreteness(value: Value) -> Value:
    """`jax.core.is_concrete(x)` (measured on JAX 0.10.2): False for the tracers of jit, vmap
    and the lax primitives, which hold no value while tracing (`cacheable = is_concrete(edges)`
    then `if cacheable: key = tuple(np.ravel(edges))` never runs on a tracer); True or False,
    not known here, for a Python value or the tracer of a derivative transform (a JVP tracer
    of a concrete primal is concrete)."""
    if value.kind is Kind.TRACED and value.via and not any(word in value.via for word in _DIFFERENTIATING):
        return STATIC_FALSE
    return STATIC_BOOL
