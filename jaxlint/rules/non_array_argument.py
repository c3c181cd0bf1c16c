"""JAX811 non-array-argument: a string, function, class, enum member or ordinary object passed to a
parameter `jax.jit` traces (alone or inside a tuple, dict or NamedTuple) or carried by a lax loop,
or returned by a jitted function."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import VECTORIZE, NotArray, StaticArgument, facts
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import PendingFix
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import MODULE, PROJECT_JIT, Example, Rule

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
every_call_passes_objects = deferred("jaxlint.fixers.object_callers", "every_call_passes_objects")
mark_static = deferred("jaxlint.fixers.static_args", "mark_static")

_MODEL = """
class Model:
    def __init__(self, scale):
        self.scale = scale

    def apply(self, x):
        return x * self.scale

@jax.jit
def step(model, x):
    return model.apply(x) + 1.0

def main():
    model = Model(2.0)
    return step({model}, jnp.arange(3.0))
"""


class NonArrayArgument(Rule):
    name = "non-array-argument"
    kind = MODULE
    triggers = (facts.spellings(["jax.jit", VECTORIZE, "jax.vmap", "jax.pmap", *sorted(facts.CUSTOM_DERIVATIVES)])
                | facts.words({PROJECT_JIT}))
    summary = ("a string, function, class, enum member or ordinary object passed to a parameter that jax.jit "
               "traces (or held in a container passed there, or returned by the jitted function), or to a "
               "positional parameter jnp.vectorize converts; a Python scalar passed to a parameter vmap/pmap maps")
    fix_availability = "Sometimes"
    docs = """\
## What it does
Finds calls to a jitted function (`@jax.jit`, `@partial(jax.jit, static_argnames=...)`,
`f = jax.jit(g)`, defined in the module or imported from another module of the project) that
pass, to a parameter the jit traces, a value JAX cannot turn into an array: a string or bytes
literal, a lambda, a function or class of the module, an instance of an ordinary class of the
module (no pytree registration, decorator, library base or metaclass), a variable bound only
to such values, or an attribute every construction of its object stores such a value in
(`self.sampler`, with `self.sampler = sampler` in `__init__` and every `State(Sampler(...))` of
the module passing one), a member of an `enum.Enum` class of the module (`Mode.TRAIN`, or a field
annotated with such a class), a tuple, list, dict or NamedTuple holding any of these (jit traces
each leaf: `Optimizer(*sgd(0.1))` where the factory returns nested defs), or a call of a function
of the module every return of which is one of these. It also finds `obj.method(x)` where
`method` is decorated with `@jax.jit` itself
and `obj = Cls(...)`: the instance is the traced first argument. `jax.pmap` maps every argument
its `static_broadcasted_argnums` leave out, and raises the same TypeError for one of these (the
instance of a method under a bare `@jax.pmap` included). A set or frozenset is no pytree either
(one leaf JAX cannot trace), and an instance of a registered dataclass of the module
(`jax.tree_util.register_dataclass`, `flax.struct`, `chex`) is traced field by field: a data field
holding any of these, passed or left at its class-body default, fails as the value alone does. And `Cls.method(x)` for a
`@classmethod` stacked over `@jax.jit`: the class is. And a call of a jitted function of the
module every run of which returns such a value (a closure, a string, an enum member): jit's
outputs must be arrays too. And `jax.jit(obj)` where `obj` is an instance of a class of the module
that is not callable (a NamedTuple of functions, a plain class with no `__call__`), built by
`Cls(...)`, by a function every return of which builds one, or held by a name last bound to
either: jit raises `TypeError: Expected a callable value` at once. The carry of `lax.scan`,
`lax.while_loop` and `lax.fori_loop` (`init`, `init_val`) is traced the same way and judged the
same way. An `eqx.nn.MLP` or `eqx.nn.Lambda` (a pytree holding functions), or an `eqx.Module` of
the module whose `__init__` stores one in a field, is no value jit can trace either (use
`eqx.filter_jit`, which keeps those leaves static). A function of JAX, NumPy or SciPy passed as a
value (`apply(x, jnp.tanh)`, `jax.nn.relu`) counts as a function. A function `jnp.vectorize` wraps
(decorated, or `jnp.vectorize(f)` called) converts each positional argument not in its literal
`excluded=` with `jnp.asarray`, which raises the same TypeError on such a value; keyword arguments
reach the function as they are. A parameter of an undecorated function of
the module (or of one under `jax.custom_vjp`/`custom_jvp`, which runs on the arguments as
passed), only ever called by name, holds what every call passes; a PyTreeDef (the second
result of `tree_flatten`, the result of `tree_structure`) and `ravel_pytree`'s unravel function
count too. And a Python scalar (a number or bool literal, a name bound only to one, a `for`
counter over `range(...)`, `len(...)`) passed positionally to a parameter that `jax.vmap` or
`jax.pmap` maps (its literal `in_axes` not None there, not in pmap's `static_broadcasted_argnums`):
the transform maps it along axis 0, which a scalar does not have (ValueError at the call).
A function under `jax.custom_vjp` or `jax.custom_jvp` flattens every argument its
`nondiff_argnums` leave out into arrays when called, eagerly or traced: the same values at those
positions raise the same TypeError (list the position in nondiff_argnums). A bound method of an
instance the text knows (`model.step`, the method undecorated and never set on an instance) counts
as a function, and `jax.jit(f, static_argnums=...)(args)` spelled inline is one of `f`'s callers.
And vmap `in_axes` of a form JAX rejects: a dict display (`jax.vmap(f, in_axes={"x": 0})`, TypeError
when vmap runs: it must be an int, None or a tuple with one entry per positional argument), and a
call of a vmapped function (a bound method, a jit around the vmap included) with a number of
positional arguments other than the entries of its literal `in_axes` tuple or list (ValueError at
the call; keyword arguments are not counted).
And `obj.method(x)` (or `self.method(x)` in another method) where `method` is decorated with
`jax.custom_jvp` or `jax.custom_vjp` (also through `partial`) and `obj` an instance of its class: those
objects are no descriptors, so the instance is not bound and the call leaves the function's last
parameter unfilled (`TypeError`, whether traced or not; a `@staticmethod` around it binds nothing).

## Why is this bad?
`jax.jit` abstracts every argument it is not told is static into an array shape and dtype. For
anything that is not an array, a Python scalar, None or a pytree of those it raises
`TypeError: Error interpreting argument to <function> as an abstract array ... was not marked
as static using the static_argnums or static_argnames parameters of jax.jit`, at the call,
before the function runs. A jitted function returning one raises `TypeError: function ... traced
for jit returned a value of type <class 'function'>, which is not a valid JAX type` at the call,
once it is traced. An `IntEnum` member is an int, which jit takes.

## Example
```python
@jax.jit
def pad(x, mode):
    return jnp.pad(x, 1, mode=mode)

pad(x, "edge")
```

## Use instead
```python
@partial(jax.jit, static_argnames=("mode",))
def pad(x, mode):
    return jnp.pad(x, 1, mode=mode)
```
Mark the parameter static (strings, functions and classes hash), make the class a pytree
(`jax.tree_util.register_pytree_node_class`, `register_dataclass`, an `eqx.Module`), or pass
the arrays it holds instead. For a method, `@partial(jax.jit, static_argnums=0)` makes `self`
static; its attributes are then read once per instance, at the first call.

## Fix safety
The parameter is added to `static_argnames` of the jitted function (in the module that defines
it, when that is another module of the project) when the value hashes (a string, a function, a class, an instance of a class that
does not define `__eq__` without `__hash__`). The fix is safe when every use of the jitted
function is a call in its module passing such a value there (each raises as written, so nothing
that ran changes) and, for an instance or a class, the module sets attributes only in
`__init__`/`__post_init__` (hashed by identity, a later change would go unseen); otherwise unsafe: a caller elsewhere may pass an array there, which static
arguments refuse, and each distinct value compiles once (an object is
hashed by identity, so changes to its attributes after the first call are not seen). A
`@classmethod` over `@jax.jit` and an unhashable instance get advice only.

## Known problems
Only values the module builds in view are judged: an object that arrives through a parameter
(but one of a module function every call of which passes it) or a call of other code is not, nor
an attribute a method other than the constructor rebinds to a value the text does not spell, or
that instances built in other modules may hold. An instance of a plain class of another module of the
project (`cfg = ModelConfig(...)`, imported) is judged only when no file of the project mentions
the class beside a `register` call (a registration may live anywhere).
"""
    valid = (
        Example("""
def act(x):
    return jnp.tanh(x)

def step(total, x):
    return total + act(x), x

def run(xs):
    return jax.lax.scan(step, 0.0, xs)
""", run="run(jnp.ones(3))"),
        Example("""
from typing import Callable, NamedTuple


class Algorithm(NamedTuple):
    init: Callable
    step: Callable


class Scaled:
    def __init__(self, lr):
        self.lr = lr

    def __call__(self, p, g):
        return p - self.lr * g


alg = Algorithm(lambda p: p, lambda p, g: p - 0.1 * g)

def run(p, g):
    return jax.jit(alg.step)(p, g) + jax.jit(Scaled(0.1))(p, g)
""", run="run(jnp.ones(2), jnp.ones(2))"),
        Example("""
@partial(jax.jit, static_argnames=("mode",))
def pad(x, mode):
    return jnp.pad(x, 1, mode=mode)

def g(x):
    return pad(x, "edge"), pad(x, mode="constant")
""", run="g(jnp.ones(3))"),
        Example("""
@jax.tree_util.register_pytree_node_class
class Scale:
    def __init__(self, w):
        self.w = w

    def tree_flatten(self):
        return (self.w,), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

@jax.jit
def apply(s, x):
    return s.w * x

def g(x):
    return apply(Scale(jnp.float32(2.0)), x)
""", run="g(jnp.ones(3))"),
        Example("""
class Params:
    def __init__(self, w):
        self.w = w

jax.tree_util.register_pytree_node(Params, lambda p: ((p.w,), None), lambda aux, c: Params(*c))

@jax.jit
def apply(p, x):
    return p.w * x

def g(x):
    params = Params(3.0)
    return apply(params, x)
""", run="g(jnp.ones(2))"),
        Example("""
class Counter:
    def __init__(self, n):
        self.n = n

    @partial(jax.jit, static_argnums=0)
    def run(self, x):
        return x * self.n

def g(x):
    counter = Counter(3)
    return counter.run(x)
""", run="g(jnp.ones(2))"),
        Example("""
from typing import NamedTuple

class State(NamedTuple):
    w: jax.Array
    step: int

@jax.jit
def update(state, x):
    return State(state.w + x, state.step + 1)

def g(x):
    return update(State(jnp.zeros(2), 0), x)
""", run="g(jnp.ones(2))"),
        Example("""
def act(x):
    return jnp.tanh(x)

@partial(jax.jit, static_argnums=1)
def apply(x, fn, scale=None):
    out = fn(x)
    return out if scale is None else out * scale

def g(x):
    return apply(x, act), apply(x, act, 2.0)
""", run="g(jnp.ones(2))"),
        Example("""
import equinox as eqx

def act(x):
    return jnp.tanh(x)

@eqx.filter_jit
def apply(x, fn, name):
    return fn(x)

def g(x):
    return apply(x, act, "tanh")
""", run="g(jnp.ones(2))"),
        Example("""
class Box:
    def __init__(self, v):
        self.v = v

@jax.jit
def f(v):
    return v + 1

def g(x):
    box = Box(x)
    return f(box.v)
""", run="g(jnp.ones(2))"),
    )
    invalid = (
        Example("""
class Model:
    def cast(self, origin, direction, radius):
        return origin * direction * radius

    def __call__(self, origins, directions, radius):
        fn = jax.vmap(self.cast, (0, 0))
        return fn(origins, directions, radius)
""", run="Model()(jnp.ones((4, 3)), jnp.ones((4, 3)), 0.5)", raises="ValueError", line=7,
            message="'cast' is vmapped with 2 in_axes entries but called with 3 positional arguments"),
        Example("""
class Spring:
    def __init__(self, k):
        self.k = k

    @partial(jax.custom_jvp, nondiff_argnums=(0,))
    def energy(self, x):
        return 0.5 * self.k * x ** 2

    @energy.defjvp
    def _energy_jvp(self, primals, tangents):
        (x,), (t,) = primals, tangents
        return 0.5 * self.k * x ** 2, self.k * x * t

spring = Spring(2.0)

def stored(x):
    return spring.energy(x)
""", run="stored(1.0)", raises="TypeError", line=17,
            message="'energy' is decorated with jax.custom_jvp, which does not bind the instance"),
        Example("""
def scale(x, s):
    return x * s

def run(xs):
    return jax.vmap(scale)(xs, 2.0)
""", run="run(jnp.ones(3))", raises="ValueError", line=5,
            message="parameter 's' of 'scale' is passed a Python float, which jax.vmap maps along axis 0"),
        Example("""
def act(x):
    return jnp.tanh(x)

def step(carry, x):
    fn, total = carry
    return (fn, total + fn(x)), x

def run(xs):
    return jax.lax.scan(step, (act, 0.0), xs)
""", run="run(jnp.ones(3))", raises="TypeError", line=9,
            message="lax.scan's carry 'init' holds a tuple holding the function 'act', which the loop cannot trace"),
        Example("""
from typing import Callable, NamedTuple


class Algorithm(NamedTuple):
    init: Callable
    step: Callable


def sgd(lr):
    return Algorithm(lambda p: p, lambda p, g: p - lr * g)


alg = sgd(0.1)

def run(p, g):
    return jax.jit(alg)(p, g)
""", run="run(jnp.ones(2), jnp.ones(2))", raises="TypeError", line=16,
            message="jax.jit is handed an instance of 'Algorithm', which is not callable"),
        Example("""
@jax.jit
def pad(x, mode):
    return jnp.pad(x, 1, mode=mode)

def g(x):
    return pad(x, "edge")
""", run="g(jnp.arange(3.0))", raises="TypeError", line=6,
            message="parameter 'mode' of 'pad' is passed a str, which jax.jit cannot trace", fixed="""
@partial(jax.jit, static_argnames=("mode",))
def pad(x, mode):
    return jnp.pad(x, 1, mode=mode)

def g(x):
    return pad(x, "edge")
"""),
        Example("""
def act(x):
    return jnp.tanh(x)

@jax.jit
def apply(x, fn):
    return fn(x) * 2

def g(x):
    return apply(x, act)
""", run="g(jnp.ones(2))", raises="TypeError", line=9,
            message="parameter 'fn' of 'apply' is passed the function 'act'", fixed="""
def act(x):
    return jnp.tanh(x)

@partial(jax.jit, static_argnames=("fn",))
def apply(x, fn):
    return fn(x) * 2

def g(x):
    return apply(x, act)
"""),
        Example("""
def reduce(x, op):
    return op(x)

reduce_jit = jax.jit(reduce)

def g(x):
    return reduce_jit(x, op=lambda v: v.sum())
""", run="g(jnp.ones(3))", raises="TypeError", line=7, message="parameter 'op' of 'reduce_jit' is passed a lambda",
            fixed="""
def reduce(x, op):
    return op(x)

reduce_jit = jax.jit(reduce, static_argnames=("op",))

def g(x):
    return reduce_jit(x, op=lambda v: v.sum())
"""),
        Example(_MODEL.format(model="model"), run="main()", raises="TypeError", line=14,
                message="parameter 'model' of 'step' is passed an instance of the class 'Model'",
                fixed=_MODEL.format(model="model").replace("@jax.jit", '@partial(jax.jit, static_argnames=("model",))')),
        Example("""
class Scaler:
    def __init__(self, factor):
        self.factor = factor

    @jax.jit
    def scale(self, x):
        return x * self.factor

def g(x):
    scaler = Scaler(3.0)
    return scaler.scale(x)
""", run="g(jnp.ones(2))", raises="TypeError", line=11,
            message="parameter 'self' of 'scale' is passed an instance of the class 'Scaler'", fixed="""
class Scaler:
    def __init__(self, factor):
        self.factor = factor

    @partial(jax.jit, static_argnames=("self",))
    def scale(self, x):
        return x * self.factor

def g(x):
    scaler = Scaler(3.0)
    return scaler.scale(x)
"""),
        Example("""
class Grid:
    @classmethod
    @jax.jit
    def zeros(cls, n):
        return jnp.zeros(3) + n

def g():
    return Grid.zeros(2)
""", run="g()", raises="TypeError", line=8, message="parameter 'cls' of 'zeros' is passed the class 'Grid'"),
        Example("""
import dataclasses

@dataclasses.dataclass
class Config:
    scale: float = 2.0

@jax.jit
def f(x, config):
    return x * config.scale

def g(x):
    return f(x, Config())
""", run="g(jnp.ones(2))", raises="TypeError", line=12,
            message="parameter 'config' of 'f' is passed an instance of the class 'Config'"),
        Example("""
@jax.jit
def norm(x, ord):
    return jnp.linalg.norm(x, ord=ord)

def g(x):
    kind = "fro"
    return norm(x.reshape(2, 2), kind)
""", run="g(jnp.ones(4))", raises="TypeError", line=7, message="parameter 'ord' of 'norm' is passed a str",
            fixed="""
@partial(jax.jit, static_argnames=("ord",))
def norm(x, ord):
    return jnp.linalg.norm(x, ord=ord)

def g(x):
    kind = "fro"
    return norm(x.reshape(2, 2), kind)
"""),
    )

    def visit_Call(self, node: cst.Call) -> None:
        uncallable = self.ctx.non_callable_jitted(node)
        if uncallable is not None:
            self.report(node, f"jax.jit is handed an instance of '{uncallable}', which is not callable: it raises "
                              f"TypeError at this call; jit the function it holds (`jax.jit(obj.step)`)")
        unbound = self.ctx.unbound_custom_derivative(node)
        if unbound is not None:
            method, transform, missing = unbound
            self.report(node, f"'{method}' is decorated with {transform}, which does not bind the instance: this "
                              f"call leaves parameter '{missing}' unfilled and raises TypeError; decorate a "
                              f"module-level function and call it from a plain method")
        result = self.ctx.non_array_result(node)
        if result is not None:
            function, why, transform = result
            self.report(node, f"'{function}' returns {why.text}, which {transform} cannot return as an output: this "
                              f"call raises TypeError once it is traced; return arrays (build the value outside "
                              f"the transformed function)")
        carried = self.ctx.non_array_carry(node)
        if carried is not None:
            loop, parameter, why = carried
            self.report(node, f"lax.{loop}'s carry '{parameter}' holds {why.text}, which the loop cannot trace: "
                              f"it raises TypeError at this call; carry arrays only (close over the rest)")
        axes = self.ctx.vmap_axes_form(node)
        if axes == "dict":
            self.report(node, "jax.vmap's in_axes is a dict: it must be an int, None, or a tuple with one entry per "
                              "positional argument, so vmap raises TypeError here; wrap it, in_axes=({...},) for a "
                              "function of one argument")
        elif axes is not None:
            self.report(node, f"'{axes.function}' is vmapped with {axes.axes} in_axes entries but called with "
                              f"{axes.passed} positional arguments: vmap raises ValueError at this call; give one "
                              f"in_axes entry per positional argument (None for an unmapped one)")
        if not node.args and not isinstance(node.func, cst.Attribute):
            return
        for traced, why in self.ctx.non_array_arguments(node):
            self._report(traced, why, node)
        for mapped in self.ctx.mapped_scalar_arguments(node):
            how = ("pass in_axes=None for it, or static_broadcasted_argnums" if mapped.transform == "jax.pmap"
                   else "pass in_axes=None for it")
            self.report(mapped.arg.value,
                        f"parameter '{mapped.parameter}' of '{mapped.function}' is passed {mapped.what}, which "
                        f"{mapped.transform} maps along axis 0: a scalar has no axis to "
                        f"map, so it raises ValueError at this call; {how} (or give it an axis: one value per "
                        f"mapped element)")

    def _report(self, traced: StaticArgument, why: NotArray, call: cst.Call) -> None:
        where = f" (jitted in {traced.path})" if traced.path else ""
        message = (f"parameter '{traced.parameter}' of '{traced.function}'{where} is passed {why.text}, which "
                   f"{traced.transform} cannot trace: it raises TypeError at this call; mark "
                   f"'{traced.parameter}' static (static_argnames)")
        if why.kind == "holder":  # its arrays do not hash: jit it with eqx.filter_jit, which keeps functions static
            message = message.rsplit("; mark", 1)[0] + "; use eqx.filter_jit (it keeps the functions static)"
        if traced.transform == "jax.pmap":  # pmap marks positions static, by static_broadcasted_argnums
            message = message.replace("(static_argnames)", "(static_broadcasted_argnums)")
        if why.kind == "instance":
            message += " or register the class as a pytree"
        if traced.transform == VECTORIZE:  # it converts each positional argument it does not exclude
            message = (message.rsplit("; mark", 1)[0] + f"; exclude its position (excluded=) or pass "
                       f"{traced.parameter}= by keyword").replace(" cannot trace:", " cannot convert to an array:")
        custom = traced.transform in facts.CUSTOM_DERIVATIVES
        if custom:  # it keeps the positions its nondiff_argnums name as they are
            message = message.replace("mark", "list", 1).replace(" static (static_argnames)", " in nondiff_argnums")
        is_receiver = traced.arg.value is getattr(call.func, "value", None)
        fix = self._fix(traced, why, call) if traced.transform != VECTORIZE and not custom else None
        self.report(call if is_receiver else traced.arg.value, message, fix)

    def _fix(self, traced: StaticArgument, why: NotArray, call: cst.Call) -> PendingFix | None:
        if not why.hashable:
            return None
        site = self.ctx.jit_site(call, traced.parameter)
        if site is None:
            return None
        module, node, index = site
        safe = module is self.ctx.module and every_call_passes_objects(self.ctx, call, traced.parameter)
        fix = mark_static(module, node, [traced.parameter], [index],
                          Applicability.SAFE if safe else Applicability.UNSAFE)
        if fix is not None and module is not self.ctx.module:
            fix.message += f" on '{traced.function}' in {traced.path}"
            fix.target = module
        return fix
