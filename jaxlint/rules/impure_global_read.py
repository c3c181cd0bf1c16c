"""JAX303 impure-global-read: a traced function bakes in a module global that changes."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import contains_tracer, iter_tree
from jaxlint.fixers.edits import code
from jaxlint.fixers.deferred import deferred
from jaxlint.rules.base import TRACED, WARNING, Example, Rule

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
global_argument_fix = deferred("jaxlint.fixers.global_argument", "global_argument_fix")
self_argument_fix = deferred("jaxlint.fixers.self_argument", "self_argument_fix")
host_draw_fix = deferred("jaxlint.fixers.host_draw", "host_draw_fix")


class ImpureGlobalRead(Rule):
    name = "impure-global-read"
    kind = TRACED
    severity = WARNING
    fix_availability = "Sometimes"
    summary = ("traced function reads a module global (or a static self's attribute) that is reassigned or mutated, "
               "or draws from the host's global random state")
    docs = """\
## What it does
Finds traced functions that read a module-level variable which some function rebinds (with a
`global` statement) or mutates (`CONFIG["lr"] = ...`, `cfg.lr = ...`, `REGISTRY.append(...)`),
and jitted methods with a static `self` (`@partial(jax.jit, static_argnums=0)`) that read an
attribute another method reassigns, or that code outside the class stores on the object between
two runs (`solver.dt = 0.005` between two `solver.run(u)` calls, or in a loop that runs it; in
this module or another of the project). A store before the first run configures the object. A global of another module of the project read through that
module (`settings.TEMPERATURE`, with `settings.py` rebinding it in a `global` statement) counts
too; in-place changes of another module's containers are not followed. A helper of another
module that the traced function calls is checked as traced code of its own module: the globals
it reads there count as above.

A global that only context managers rebind or change (a `@contextmanager` generator pushing
and popping a scope, `__enter__` and `__exit__`) is a setting for the code run inside the
`with`: a trace made there is meant to bake it in, so reads of it are not reported. Nor is a
membership test of a set or dict that the testing function fills itself (`if key not in SEEN:
SEEN.add(key)`: a log-once or memo table), nor a table only the traced function fills while
others at most empty it (`global COUNTS; COUNTS = {}`, `COUNTS.clear()`: a reset). Nor are
an attribute a context manager pushes onto and pops off (`CTX.stack`, a scope stack, whoever
else installs one), a global read only to decide a `raise` (`if CTX.owner != me: raise ...`),
and a global the module gives no value that the function its `__main__` block runs binds once, nor a
registry only a registering decorator fills (`def register(fn): HOOKS.append(fn); return fn`, applied
as `@register`, never called by a function of its module): it is filled as modules are imported. Nor is a read no cache keeps: under vmap or grad alone, or in a function defined anew on each
call and traced there at once (a closure handed to `lax.fori_loop`), every call traces it again.

A draw from the host's global random state in traced code (`np.random.normal(size=x.shape)`,
`random.random()`) is the same kind of read: NumPy's or the stdlib's hidden generator is
sampled once, at trace time, and the compiled code (or every step of a `lax.scan` body) reuses
those numbers. A generator the function seeds itself (`np.random.default_rng(0)`) and a
function traced anew on every call (under `jax.grad` or `jax.vmap` alone) are not reported;
a draw on a traced argument raises, and is JAX501's.

## Why is this bad?
`jax.jit` reads globals once, at trace time, and bakes their values into the compiled code.
Later changes are silently ignored until something forces a retrace: the function returns
stale results with no error at all. A static `self` is a cache key: the same object with a
changed attribute hits the cache and runs the old code, even when the class defines `__hash__`
and `__eq__` from its fields (the cache holds the changed object itself).

## Example
```python
SCALE = 1.0

def set_scale(s):
    global SCALE
    SCALE = s

@jax.jit
def f(x):
    return x * SCALE
```

## Use instead
```python
@jax.jit
def f(x, scale):
    return x * scale
```

## Fix safety
Unsafe, sometimes available. A module global read in the jitted def itself, only in array math,
becomes an argument that a plain function of the old name reads and passes on every call (the
name no longer holds the jitted function). A draw from NumPy's global random state with `size=`
becomes the same draw made on the host at every run, through
`jax.experimental.io_callback(partial(np.random.normal, size=...), ..., ordered=True)`: a seeded
program gets the numbers it got without jit, at the cost of a host round trip per run (not
under pmap or shard_map; float draws come back at JAX's default float precision).
"""
    valid = (
        Example("""
@jax.jit
def noisy(x, key):
    return x + jax.random.normal(key, x.shape)
""", run="a = noisy(jnp.zeros(2), jax.random.key(0)); b = noisy(jnp.zeros(2), jax.random.key(1))",
            expect="(a != b).all()"),
        Example("""
@jax.jit
def jittered(x):
    rng = np.random.default_rng(0)  # seeded here: the same numbers on every run anyway
    return x + rng.normal(size=x.shape)
""", run="jittered(jnp.zeros(2))"),
        Example("""
@jax.jit
def perturbed(x):
    np.random.seed(0)  # seeded here: the same numbers on every run anyway
    return x + np.random.uniform(size=x.shape)
""", run="perturbed(jnp.zeros(2))"),
        Example("""
def loss(x):
    return jnp.sum(x) + np.random.rand()  # jax.grad alone runs it on every call
""", run="a = jax.grad(loss)(jnp.ones(2))"),
        Example("""
class Flags:
    lr = 0.1
    verbose = False
FLAGS = Flags()
def main():
    FLAGS.verbose = True  # another attribute than the one traced code reads
@jax.jit
def step(x):
    return x * FLAGS.lr
""", run="main(); step(1.0)"),
        Example("""
class _Env:
    scale = 1.0
_ENV = _Env()
def scaled(x, scale):
    prev = _ENV.scale  # set and restored by the traced code itself, during the trace
    _ENV.scale = scale
    try:
        return x * _ENV.scale
    finally:
        _ENV.scale = prev
@jax.jit
def f(x):
    return scaled(x, 2.0)
""", run="f(1.0)"),
        Example("""
SCALE = 2.0
@jax.jit
def f(x):
    return x * SCALE
""", run="f(1.0)"),
        Example("""
SCALE = 1.0
def set_scale(s):
    global SCALE
    SCALE = s
@jax.jit
def f(x, scale):
    return x * scale
""", run="set_scale(2.0); assert f(1.0, SCALE) == 2.0"),
        Example("""
CONFIG = {"lr": 0.1}
@jax.jit
def f(x):
    return x * CONFIG["lr"]
""", run="f(1.0)"),
        Example("""
COUNT = 0
def bump():
    global COUNT
    COUNT += 1
def f(x):
    return x * COUNT
""", run="bump(); f(1.0)"),
        Example("""
LAYERS = (1, 2, 3)
@jax.jit
def f(x):
    for width in LAYERS:
        x = x * width
    return x
""", run="f(1.0)"),
        Example("""
RULES = {}
def register(name, fn):
    RULES[name] = fn
register("double", lambda v: 2 * v)
@partial(jax.jit, static_argnames=("name",))
def apply(x, name):
    return RULES[name](x)
""", run="apply(1.0, name='double')"),
        Example("""
RULES = {"double": lambda v: 2 * v}
def register(name, fn):
    RULES[name] = fn
@partial(jax.jit, static_argnames=("name",))
def apply(x, name):
    if name not in RULES:
        raise NotImplementedError(name)
    return RULES[name](x)
""", run="a = apply(1.0, name='double'); register('triple', lambda v: 3 * v); b = apply(1.0, name='triple')",
            expect="b == 3.0"),
        Example("""
class Model:
    def __init__(self, scale):
        self.scale = scale
    @partial(jax.jit, static_argnums=0)
    def run(self, x):
        return x * self.scale
""", run="m = Model(2.0); assert m.run(1.0) == 2.0; assert Model(3.0).run(1.0) == 3.0"),
        Example("""
class Solver:
    def __init__(self, dt):
        self.dt = dt
    @partial(jax.jit, static_argnums=0)
    def step(self, u):
        return u + self.dt * u
solver = Solver(0.1)
solver.dt = 0.2
a = solver.step(1.0)
""", run="assert abs(float(a) - 1.2) < 1e-6"),
        Example("""
class Counter:
    def __init__(self):
        self.total = 0.0
    def add(self, v):
        self.total = self.total + v
        return self.total
    def scaled(self, x):
        def body(c, v):
            return c + v * self.total, None
        return lax.scan(body, 0.0, x)[0]
""", run="c = Counter(); c.add(1.0); a = c.scaled(jnp.ones(2)); c.add(1.0); assert c.scaled(jnp.ones(2)) == 2 * a"),
        Example("""
class Config:
    lr = 0.1
@jax.jit
def step(x):
    return x * Config.lr
""", run="assert step(1.0) == jnp.float32(0.1)"),
        Example("""
import contextlib
_EAGER = False
@contextlib.contextmanager
def eager_mode():
    global _EAGER
    saved = _EAGER
    _EAGER = True
    try:
        yield
    finally:
        _EAGER = saved
def loop(body, n, x):
    if _EAGER:  # a setting for what runs inside the with: traced there, it is meant to be baked in
        for _ in range(n):
            x = body(x)
        return x
    return lax.fori_loop(0, n, lambda i, v: body(v), x)
@jax.jit
def f(x):
    return loop(lambda v: v * 2.0, 3, x)
""", run="assert f(1.0) == 8.0\nwith eager_mode():\n    assert jax.jit(lambda x: loop(lambda v: v + 1.0, 2, x))(1.0) == 3.0"),
        Example("""
_LOGGED = set()
def log_once(key, message):
    if key not in _LOGGED:  # a log-once set, read and filled as the trace runs
        _LOGGED.add(key)
        print(message)
@jax.jit
def f(x):
    log_once("f", "tracing f")
    return x * 2
""", run="assert f(1.0) == 2.0 and f(2.0) == 4.0 and len(_LOGGED) == 1"),
        Example("""
_CACHE = {}
@jax.jit
def f(x):
    if "eps" not in _CACHE:  # a memo only this function fills, as its trace runs
        _CACHE["eps"] = 1e-6
    return x / (jnp.std(x) + _CACHE["eps"])
""", run="f(jnp.arange(4.0)); f(jnp.arange(6.0))"),
        Example("""
_DEPTH = 0
class nested:
    def __enter__(self):
        global _DEPTH
        _DEPTH += 1
    def __exit__(self, *exc):
        global _DEPTH
        _DEPTH -= 1
@jax.jit
def f(x):
    return x * (2.0 if _DEPTH else 1.0)
""", run="assert f(1.0) == 1.0"),
    )
    invalid = (
        Example("""
@jax.jit
def noisy(x):
    return x + np.random.normal(size=x.shape)
""", run="np.random.seed(0); a = noisy(jnp.zeros(2)); b = noisy(jnp.zeros(2))", expect="(a == b).all()",
            line=3, message="np.random.normal() draws from the host's global random state once, at trace time by jax.jit",
            fixed="""
@jax.jit
def noisy(x):
    return x + jax.experimental.io_callback(partial(np.random.normal, size=x.shape), jax.ShapeDtypeStruct(np.broadcast_shapes(x.shape), jnp.result_type(float)), ordered=True)
"""),
        Example("""
import random
def step(total, _):
    draw = random.random()
    return total + draw, draw
def walk():
    return lax.scan(step, 0.0, None, length=4)[1]
""", run="draws = walk()", expect="len(set(draws.tolist())) == 1",
            line=3, message="random.random() draws from the host's global random state once, at trace time by lax.scan"),
        Example("""
SCALE = 1.0
def set_scale(s):
    global SCALE
    SCALE = s
@jax.jit
def f(x):
    return x * SCALE
""", run="a = f(1.0); set_scale(2.0); b = f(1.0)", expect="a == b",
            line=7, message="value of module global 'SCALE' is read at trace time by jax.jit and baked into the compiled code, but 'SCALE' is reassigned elsewhere: later changes are silently ignored",
            fixed="""
SCALE = 1.0
def set_scale(s):
    global SCALE
    SCALE = s
@jax.jit
def _f(x, SCALE):
    return x * SCALE


def f(x):
    return _f(x, SCALE)
"""),
        Example("""
CONFIG = {"lr": 0.1}
def set_lr(lr):
    CONFIG["lr"] = lr
@jax.jit
def f(x):
    return x * CONFIG["lr"]
""", run="a = f(1.0); set_lr(1.0); b = f(1.0)", expect="a == b",
            line=6, message="value of module global 'CONFIG' is read at trace time by jax.jit and baked into the compiled code, but 'CONFIG' is mutated elsewhere: later changes are silently ignored"),
        Example("""
ENABLED = set()
def enable(name):
    ENABLED.add(name)
@jax.jit
def f(x):
    return x * 2 if "double" in ENABLED else x
""", run="a = f(1.0); enable('double'); b = f(1.0)", expect="a == b",
            line=6, message="value of module global 'ENABLED' is read at trace time by jax.jit and baked into the compiled code, but 'ENABLED' is mutated elsewhere: later changes are silently ignored"),
        Example("""
OFFSETS = [1.0]
def add_offset(v):
    OFFSETS.append(v)
@jax.jit
def f(x):
    return x + sum(OFFSETS)
""", run="a = f(0.0); add_offset(5.0); b = f(0.0)", expect="a == b",
            line=6, message="value of module global 'OFFSETS' is read at trace time by jax.jit and baked into the compiled code, but 'OFFSETS' is mutated elsewhere: later changes are silently ignored"),
        Example("""
DEBUG = False
def enable_debug():
    global DEBUG
    DEBUG = True
@jax.jit
def f(x):
    return x * 10 if DEBUG else x
""", run="a = f(1.0); enable_debug(); b = f(1.0)", expect="a == b",
            line=7, message="value of module global 'DEBUG' is read at trace time by jax.jit and baked into the compiled code, but 'DEBUG' is reassigned elsewhere: later changes are silently ignored"),
        Example("""
TEMPERATURE = 1.0
def anneal():
    global TEMPERATURE
    TEMPERATURE = TEMPERATURE / 2
def step(carry, x):
    return carry + x / TEMPERATURE, None
@jax.jit
def run(xs):
    return lax.scan(step, 0.0, xs)[0]
""", run="a = run(jnp.ones(2)); anneal(); b = run(jnp.ones(2))", expect="a == b",
            line=6, message="value of module global 'TEMPERATURE' is read at trace time by lax.scan and baked into the compiled code, but 'TEMPERATURE' is reassigned elsewhere: later changes are silently ignored"),
        Example("""
class Model:
    def __init__(self, scale):
        self.scale = scale
    def set_scale(self, s):
        self.scale = s
    @partial(jax.jit, static_argnums=0)
    def run(self, x):
        return x * self.scale
""", run="m = Model(2.0); a = m.run(1.0); m.set_scale(3.0); b = m.run(1.0)", expect="a == b",
            line=8, message="'self.scale' is read at trace time by jax.jit with a static 'self' and baked into the compiled code, but 'set_scale' reassigns it", fixed="""
class Model:
    def __init__(self, scale):
        self.scale = scale
    def set_scale(self, s):
        self.scale = s
    @partial(jax.jit, static_argnums=0)
    def _run(self, x, scale):
        return x * scale

    def run(self, x):
        return self._run(x, self.scale)
"""),
        Example("""
class Solver:
    def __init__(self, dt):
        self.dt = dt
    @partial(jax.jit, static_argnums=0)
    def step(self, u):
        return u + self.dt * u
""", run="solver = Solver(0.1); a = solver.step(1.0); solver.dt = 0.2; b = solver.step(1.0)", expect="a == b",
            line=6, message="'self.dt' is read at trace time by jax.jit with a static 'self' and baked into the compiled code, but 'solver.dt = 0.2", fixed="""
class Solver:
    def __init__(self, dt):
        self.dt = dt
    @partial(jax.jit, static_argnums=0)
    def _step(self, u, dt):
        return u + dt * u

    def step(self, u):
        return self._step(u, self.dt)
"""),
        Example("""
class Model:
    def __init__(self, scale):
        self.scale = scale
    def set_scale(self, s):
        self.scale = s
    def __hash__(self):
        return hash(self.scale)
    def __eq__(self, other):
        return isinstance(other, Model) and self.scale == other.scale
    @partial(jax.jit, static_argnums=0)
    def run(self, x):
        return x * self.scale
""", run="m = Model(2.0); a = m.run(1.0); m.set_scale(3.0); b = Model(3.0).run(1.0)", expect="a == b",
            line=12, message="'self.scale' is read at trace time by jax.jit with a static 'self'", fixed="""
class Model:
    def __init__(self, scale):
        self.scale = scale
    def set_scale(self, s):
        self.scale = s
    def __hash__(self):
        return hash(self.scale)
    def __eq__(self, other):
        return isinstance(other, Model) and self.scale == other.scale
    @partial(jax.jit, static_argnums=0)
    def _run(self, x, scale):
        return x * scale

    def run(self, x):
        return self._run(x, self.scale)
"""),
        Example("""
class Smoother:
    def __init__(self, alpha):
        self.alpha = alpha
        self._step = jax.jit(self._impl)
    def anneal(self):
        self.alpha = self.alpha / 2
    def _impl(self, x):
        return x * self.alpha
    def __call__(self, x):
        return self._step(x)
""", run="s = Smoother(1.0); a = s(1.0); s.anneal(); b = s(1.0)", expect="a == b",
            line=8, message="'self.alpha' is read at trace time by jax.jit with a static 'self'"),
        Example("""
class Config:
    lr = 0.1
def set_lr(v):
    Config.lr = v
@jax.jit
def step(x):
    return x * Config.lr
""", run="a = step(1.0); set_lr(1.0); b = step(1.0)", expect="a == b",
            line=7, message="value of module global 'Config' is read at trace time by jax.jit and baked into the compiled code, but 'Config' is mutated elsewhere",
            fixed="""
class Config:
    lr = 0.1
def set_lr(v):
    Config.lr = v
@jax.jit
def _step(x, lr):
    return x * lr


def step(x):
    return _step(x, Config.lr)
"""),
        Example("""
class Settings:
    def __init__(self):
        self.scale = 1.0
SETTINGS = Settings()
def set_scale(v):
    SETTINGS.scale = v
@jax.jit
def scaled(x):
    return x * SETTINGS.scale
""", run="a = scaled(1.0); set_scale(3.0); b = scaled(1.0)", expect="a == b",
            line=9, message="value of module global 'SETTINGS' is read at trace time by jax.jit", fixed="""
class Settings:
    def __init__(self):
        self.scale = 1.0
SETTINGS = Settings()
def set_scale(v):
    SETTINGS.scale = v
@jax.jit
def _scaled(x, scale):
    return x * scale


def scaled(x):
    return _scaled(x, SETTINGS.scale)
"""),
    )

    def __init__(self, sink) -> None:
        super().__init__(sink)
        self._stale_reported: set[tuple[int, str]] = set()
        self._seeding: dict[tuple[int, str], bool] = {}

    def visit_Call(self, node: cst.Call) -> None:
        """`np.random.normal(size=x.shape)`, `random.random()`: a draw from the host's global
        random state, made once while the function is traced (a draw on a traced argument is
        JAX501's: it raises)."""
        ctx = self.ctx
        callee = ctx.callee(node)
        module, _, draw = (callee or "").rpartition(".")
        if draw not in _HOST_DRAWS.get(module, ()) or ctx.traced_afresh or self._seeds(module):
            return
        if any(contains_tracer(self.value(arg.value)) for arg in node.args):
            return
        spelled = code(node.func).strip()
        self.report(node, f"{spelled}() draws from the host's global random state once, at trace time by {ctx.via}: "
                          f"every run of the compiled code reuses those numbers; "
                          f"draw with jax.random and a key passed in", host_draw_fix(ctx, node, module, draw))

    def _seeds(self, module: str) -> bool:
        """The traced function seeds that random state itself (`np.random.seed(0)`): its draws are
        the same on every run, eagerly too, so baking them in changes nothing."""
        function = self.ctx.function.node
        key = (id(function), module)
        if key not in self._seeding:
            self._seeding[key] = any(type(node) is cst.Call and self.ctx.callee(node) == f"{module}.seed"
                                     for node in iter_tree(function))
        return self._seeding[key]

    def visit_Attribute(self, node: cst.Attribute) -> None:
        changer = self.ctx.stale_attribute(node)
        if changer is None:
            self._foreign_global(node)
            return
        me, attr = node.value.value, node.attr.value
        first = (id(self.ctx.function.node), attr)
        if first in self._stale_reported:
            return  # one finding per attribute and function: the fix is one argument
        self._stale_reported.add(first)
        self.report(node, f"'{me}.{attr}' is read at trace time by {self.ctx.via} with a static '{me}' and "
                          f"baked into the compiled code, but '{changer}' reassigns it: the changed object still "
                          f"hits jit's cache, so later changes are silently ignored; pass it as an argument",
                    self_argument_fix(self.ctx, node))

    def _foreign_global(self, node: cst.Attribute) -> None:
        """`settings.TEMPERATURE`, a global of another project module that its functions rebind."""
        ctx = self.ctx
        if isinstance(ctx.parent(node), cst.Call) and ctx.parent(node).func is node:
            return
        change = ctx.foreign_global_change(node)
        if change is None:
            return
        spelled = code(node).strip()
        self.report(node, f"value of module global '{spelled}' is read at trace time by {ctx.via} and baked "
                          f"into the compiled code, but '{node.attr.value}' is {change} elsewhere: later changes "
                          f"are silently ignored; pass it as an argument", global_argument_fix(ctx, node))

    def visit_Name(self, node: cst.Name) -> None:
        ctx = self.ctx
        name = node.value
        change = ctx.global_change(name)
        parent = ctx.parent(node)
        if change is None and isinstance(parent, cst.Attribute) and parent.value is node and \
                ctx.module.attribute_change(name, parent.attr.value, ctx.function):
            change = "mutated"  # `CONFIG.lr` read here, `CONFIG.lr = ...` stored by another function
        if change is None:
            return
        if not (ctx.module.assignments(name) or ctx.module.defines_class(name)) or ctx.name_scope(name) != "global":
            return
        if ctx.mutated(node):
            return  # `REGISTRY.append(...)` changes the global; it does not read a stale value
        if change == "mutated" and (_is_registry_lookup(ctx.parent(node), node)
                                    or _is_keyed_membership(ctx, ctx.parent(node), node)):
            return  # `RULES[prim]` / `RULES.get(key)` / `prim in RULES`: a registry filled at import, keyed at run time
        if change == "mutated" and _is_membership(ctx.parent(node), node) and ctx.module.mutated_by(name, ctx.function):
            return  # `if key not in SEEN: SEEN.add(key)`: a log-once or memo set, read and filled as it runs
        if change == "mutated" and ctx.module.filled_by_registering_decorators(name):
            return  # `@register_callback` above each def: filled as the modules are imported, before any trace
        if change == "mutated" and ctx.module.mutated_only_by(name, ctx.function):
            return  # only the traced function itself fills it, as the trace runs: nothing changes it in between
        if ctx.declares_global(name):
            return  # the traced function rebinds it itself: JAX301's business
        if ctx.decides_only_a_raise(node):
            return  # `if G.owner != me: raise ...`: a check at trace time, nothing is baked in
        if ctx.traced_afresh:
            return  # no cache keeps this trace: the next call reads the global again
        self.report(node, f"value of module global '{name}' is read at trace time by {ctx.via} and baked "
                          f"into the compiled code, but '{name}' is {change} elsewhere: later changes are "
                          f"silently ignored; pass it as an argument", global_argument_fix(ctx, node))


# Functions drawing from a global random state (NumPy's legacy one, the stdlib's): seeded
# generator objects a function builds for itself draw the same numbers on every run anyway.
_NUMPY_DRAWS = frozenset({
    "beta", "binomial", "chisquare", "choice", "dirichlet", "exponential", "gamma", "geometric", "gumbel",
    "laplace", "logistic", "lognormal", "multinomial", "multivariate_normal", "normal", "permutation",
    "poisson", "rand", "randint", "randn", "random", "random_integers", "random_sample", "ranf", "rayleigh",
    "sample", "standard_cauchy", "standard_exponential", "standard_gamma", "standard_normal", "standard_t",
    "triangular", "uniform", "vonmises", "wald", "weibull",
})
_STDLIB_DRAWS = frozenset({
    "betavariate", "choice", "choices", "expovariate", "gammavariate", "gauss", "getrandbits", "lognormvariate",
    "normalvariate", "randbytes", "randint", "random", "randrange", "sample", "triangular", "uniform",
    "vonmisesvariate", "weibullvariate",
})
_HOST_DRAWS = {"numpy.random": _NUMPY_DRAWS, "random": _STDLIB_DRAWS}


def _is_membership(parent: cst.CSTNode | None, name: cst.Name) -> bool:
    return isinstance(parent, cst.ComparisonTarget) and parent.comparator is name and isinstance(
        parent.operator, (cst.In, cst.NotIn))


def _is_keyed_membership(ctx, parent: cst.CSTNode | None, name: cst.Name) -> bool:
    """`prim not in RULES` with a key that is not a literal: which entry is asked for is decided
    at run time, like `RULES[prim]` (a literal key, `"debug" in FLAGS`, reads a flag that can go stale)."""
    if not _is_membership(parent, name):
        return False
    comparison = ctx.parent(parent)
    return (isinstance(comparison, cst.Comparison) and len(comparison.comparisons) == 1
            and not isinstance(comparison.left, (cst.SimpleString, cst.Integer, cst.Float, cst.ConcatenatedString)))


def _is_registry_lookup(parent: cst.CSTNode | None, name: cst.Name) -> bool:
    if isinstance(parent, cst.Subscript) and parent.value is name:
        return not all(isinstance(e.slice, cst.Index) and isinstance(
            e.slice.value, (cst.SimpleString, cst.Integer)) for e in parent.slice)
    if isinstance(parent, cst.Attribute) and parent.value is name:
        return parent.attr.value in ("get", "items", "keys", "values", "__contains__", "__getitem__")
    return False
