"""Shapes that published JAX code nobody tuned on (tests/data/unseen4_triage.md) showed the
analysis getting wrong, each beside a neighbour that is still a bug: run under JAX first (the
label), then linted.

- the containers a lax body receives or returns are rebuilt by JAX: storing into them is local;
- a `@x.setter` does not replace the getter `self.x` reads;
- under `with jax.disable_jit():` jit and lax control flow call their functions on values (vmap
  still traces);
- `isinstance(x, np.ndarray)` is False on a tracer: the branch it guards is not taken under jit;
- after `if isinstance(x, jax.core.Tracer): return ...`, `x` is no tracer in what follows;
- a helper storing into an argument its caller's trace rebuilt (a pytree) keeps nothing past it;
- a draw inside an equality assertion recomputes an expected value from a key on purpose;
- an attribute one method alone sets, that neither the constructor nor the class body binds, is
  set up lazily, not changed;
- one key handed to the same function for two arrays, all else alike, draws one projection for
  both on purpose (tests/data/unseen5_triage.md);
- a name bound to a call of itself (`model = model(mode)` after `def model`) resolves to nothing;
- a project class's own `extend` (its instance known from the receiver's value or annotation) is
  not `list.extend` (tests/data/unseen6_triage.md);
- under `from __future__ import annotations` an annotation is never evaluated: a removed name
  there fails nothing;
- a global only context managers change (push and pop) is a scoped setting, and a table or
  counter the traced code fills itself, that others only empty, is its own trace-time state.
- a field annotated `X | None` says what `X` says, like `Optional[X]` (tests/data/unseen7_triage.md);
- a draw whose value nothing reads on the runs that draw from its key again is no reuse;
- two computations on one key whose results a test asserts equal use the same numbers on purpose;
- a loop over a one-element display (or a name bound once to one, only iterated) runs once.
- an array reference (`jax.new_ref`) handed to a jitted function, and a Pallas kernel's
  parameters, are written by item assignment; a nested function's callers are those of its scope;
- under `jax.debug_key_reuse(False)` the author reuses keys on purpose, and two draws of one key
  compared with each other by an equality assertion are one key on purpose;
- code run under an expectation of an error (`assertRaises`, `pytest.raises`, `except
  NamedError`) tests that error; a draw expected to raise uses no key; `core.eval_context()` is
  `jax.ensure_compile_time_eval()` (tests/data/unseen8_triage.md).
- a parameter the body rebinds no longer holds the caller's object, and the traced pytree `self`
  of a jitted method is the trace's copy: storing into either keeps nothing past the trace
  (tests/data/unseen9_triage.md);
- where `isinstance(x, (int, float))` holds, `x` is a Python number, never a tracer;
- a split spelled again to read its other half recomputes the same keys and takes each once;
- `jax.jit(name)` where a local variable holds `name` jits that value, not the enclosing def.
- a pytree field annotated with a library pytree class (an optax state, flax's DynamicScale) holds
  that object: its truth is never a tracer's;
- a store the traced function resets to a literal on its straight-line path before it returns
  keeps nothing of the trace;
- where jit or lax control flow traces, `jax.config.jax_disable_jit` is False: the branch it
  guards runs only on values (vmap still traces under it);
- one key handed to separate test functions (a `__main__` block running them) is one seed per test;
- an assert on a tracer in a module whose `np` is `jax.numpy` is reported, not an internal error
  (tests/data/unseen10_triage.md).
- `x and False` is falsy and `x or True` truthy whatever `x` is, and a string a literal gives
  (a default left as is, a module global nothing rebinds) compared with `==` to a literal decides
  the branch at trace time;
- an attribute of a global that a context manager pushes onto and pops off is a scope stack,
  read as the scope the trace runs in; a global read only to decide a `raise` bakes nothing in;
- a global with no module value that the `__main__` block's function binds once holds one value;
- `ref.at[i].set(v)` in a Pallas kernel stores into a reference (tests/data/unseen12_triage.md).
- grad of a function the analysis cannot resolve (one def in each arm of an `if`) returns an
  array value, its has_aux part unknown;
- `a, b = f(x), g(x)` at module level binds `a` to `f(x)` alone;
- `obj.append(x)` where `obj`'s class binds `append` on its instances (`self.append =
  jax.vmap(...)`), or `obj` is a static argument jit hashes, is not `list.append`;
- `mode in {None, "sum"}` with `mode` a str literal passed decides its branch;
- after `concrete_or_error(None, x, msg)`, `x` is no tracer (a tracer raised there);
- a global read where no cache keeps the trace (vmap, grad, or jit and lax control flow applied
  at once to a function defined anew on each call) is read again on the next call;
- tree_map hands its function leaves, never the inner lists of nested lists;
- defs of one name registered by the same dispatching decorator resolve to none of them;
- a closure drawing from its scope's key, applied alike to paired arrays, shuffles them alike
  (tests/data/unseen11_triage.md).
- an attribute a constructor binds once to a project class's instance (`self.tracker = Tracker()`)
  holds that object: traced code calling its methods is followed into them, and a method storing
  a tracer on it leaks (tests/projects/mf6_trainer_leak).
- a project's own jit wrapper (`def compiled(fn=None, *, static=()): ... return jax.jit(fn,
  static_argnames=static)`) traces what it decorates, its options read from the decorator's
  arguments (tests/projects/mf6_decorator_solver, where it is imported from a utils package).
- `jax.jit(solver.run)` with `run` inherited from a base class traces it with `self` the subclass
  instance: the overrides it calls (`self.cond` of a `lax.while_loop`) are what runs
  (tests/projects/mf6_integrator_hierarchy, the classes in two modules).
- `jnp.all`/`jnp.any` (and `allclose`, `array_equal`, `array_equiv`) return booleans: a mask made
  with them is a boolean mask, and `t < t_end and jnp.all(...)` gets the `jnp.logical_and` fix.
- `isinstance(x, list)` (or another of Python's own classes) is False on a tracer:
  `isinstance(x, list) and not x` never takes the tracer's truth (tests/data/unseen13_triage.md).
- draws from one key whose numbers never meet are separate experiments: demo functions each run
  once from a module's seed, a loop redrawing a differently shaped input per stage, a list of
  differently shaped cases iterated one at a time, straight-line sub-tests redrawing their input;
  summing, collecting, returning or combining the draws makes them meet (JAX320 "questionable"
  and class 2 of tests/data/unseen11..13_triage.md, branch jax320policy).
- `not p` takes the truth of `p`: a parameter that may be a container (`if not inputs: raise`
  under vmap) is no more a tracer's truth than `if inputs:`; a name imports bind to different
  modules in one script (`import jax.numpy as np`, later `import numpy as np`) names neither;
  a lax body bound by `partial(body, **options)` gets from the loop only the arguments the loop
  passes (tests/data/unseen15_triage.md).
- eqx.filter_jit traces array leaves only: a parameter annotated `int | None` and a Python number
  a jitted caller hands a filter_jit function stay Python values, and so do the non-array fields
  (a `bool`) of an eqx.Module parameter annotated with its class;
- `x == None` on a tracer is Python's False and `x != None` True, never a traced boolean;
- a `@jax.custom_vjp` function differentiated by another module runs its rule on concrete values
  (tests/projects/ok_u14_custom_vjp_grad_elsewhere; jitted there, it is traced:
  u14_custom_vjp_jit_elsewhere) (tests/data/unseen14_triage.md).
- text made from a tracer (`repr(x)`, `"x is " + str(x)`, an f-string) holds no tracer: appending it
  to a module-level list or assigning it to a global leaks nothing (the held-out
  report_repros11/ok_repr_of_tracer_appended_to_list); the tracer itself appended there leaks.
- a register_dataclass field declared through a module helper (`static_field = lambda v:
  dataclasses.field(default=v, metadata=dict(static=True))`, or a def returning one) is static, as
  the metadata JAX reads says (tests/data/unseen17_triage.md, class 1); a function jitted (or
  shard_mapped) and called inside another trace keeps, at their defaults, the parameters the call
  does not pass (class 2).
- a @staticmethod called through `self` binds no receiver: the call's first argument is its first
  parameter; a transform applied to a bound method (`jax.vmap(self.m, in_axes=...)`) maps the
  parameters after `self`, while the def's own `@jax.jit(static_argnums=...)` counts `self`; a bare
  class-body annotation (`x: Dict[str, int]`) binds nothing unless the class is dataclass-like
  (tests/data/unseen18_triage.md, classes A-C1); a memo table the constructor fills (`if key in
  self.table: return` ... `self.table[key] = v`, `__init__` registering keys) may hold every key a
  traced call asks for: its miss path is not reported; filled only on a miss, it misses at the first
  call (class D).
- per-device copies of one draw assembled as a fully replicated array, one key applied to each field
  of one record a loop updates field by field, two computations on one key returned to a caller that
  asserts them close, and separate demo cells of a notebook (which nothing imports) repeat a draw on
  purpose or never meet; separate items of a list, a chain through the loop, combined results do
  (tests/data/unseen18_triage.md, classes E, F, G, I).
- a transform applied under a test of an imported module's name that the imports decide
  (`if "jax" in np.__name__:` with `np` numpy) is never applied (tests/data/unseen19_triage.md,
  class E); an attribute a traced function stores and restores from a copy it took before the
  store (`saved = state.params` ... `state.params = saved`) holds no tracer afterwards (class D); a
  def under a project decorator whose wrapper only hands it on (to `jax.debug.callback`) runs on
  concrete values, while a wrapper calling it runs its body on the caller's tracers (class A).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import functools\nimport jax\nimport jax.numpy as jnp\nimport numpy as np\nfrom jax import lax\n\n"

_CACHE = """
class Cache:
    def __init__(self, n):
        self.feats = (None,) * n


def _rebuilt(feats):
    obj = Cache.__new__(Cache)
    obj.feats = feats
    return obj


jax.tree_util.register_pytree_node(Cache, lambda c: ((c.feats,), None), lambda aux, children: _rebuilt(children[0]))
"""

_SOLVER = """

class Solver:
    def __init__(self):
        self.smoother = Smoother(2)

    @functools.partial(jax.jit, static_argnums=0)
    def run(self, x):
        return smooth(self.smoother, x)


s = Solver()
"""

_TAG = """def tag(name):
    if name in _COUNTS:
        _COUNTS[name] += 1
        name += "_%d" % _COUNTS[name]
    else:
        _COUNTS[name] = 0
    return name
"""

_TWINS = """
def init(key, n):
    return jax.random.normal(key, (n,))


def padded_init(key, n):
    return jnp.pad(jax.random.normal(key, (n,)), (0, 2))[:n]

"""

_SIZES = """
def arrays(key):
    sizes = [1024]{grow}
    return [jax.random.normal(key, (n,)) for n in sizes]


jax.config.update("jax_debug_key_reuse", True)
try:
    arrays(jax.random.key(0))
finally:
    jax.config.update("jax_debug_key_reuse", False)
"""

_SIGN_JITTED = """def g(x):
    if x > 0:
        return x
    return -x


try:
    jax.jit(g)(1.0)
"""

_OTHER_F = """def test_array():
    @jax.vmap
    def f(x):  # another `f`, handed an array: its callers say nothing of the other test's `f`
        return x * 2

    return f(jnp.arange(3.0))
"""


def _bump_first(test: str, argument: str) -> str:
    """`def test(jit)`: a nested `f` adding to `xs[0]`, jitted when asked, called on `argument`."""
    return f"""
def {test}(jit):
    def f(xs):
        xs[0] += 1.0
        return xs[0]

    if jit:
        f = jax.jit(f)
    return f({argument})
"""


_COUNTER = """
@jax.tree_util.register_pytree_node_class
class Counter:
    def __init__(self, total):
        self.total = total

    def tree_flatten(self):
        return (self.total,), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    @{jit}
    def add(self, x):
        self.total = self.total + x
        return self

"""

_CHECKED = """
def checked(sigma):{guard}
    return sigma


@jax.jit
def noise(sigma):
    return checked(sigma) * 2.0


assert noise(1.5) == 3.0
"""

_PASSTHRU = """
def unitary(n):
    def model(wl):
        return jnp.ones(n) * wl
    return model


def passthru(num_links):{body}


assert float(passthru(3)(2.0).sum()) == 6.0
"""

_OPTIONAL_STATE = """
import dataclasses

import optax


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class State:
    step: jax.Array
    adam: {annotation}


@jax.jit
def update(state):{read}
    return state.step


update(State(jnp.zeros(()), optax.scale_by_adam().init(jnp.ones(2)) if "{annotation}".startswith("optax") else jnp.ones(())))
"""

_DAMPED = """
class Estimator:
    damping = None


class Optimizer:
    def __init__(self):
        self.estimator = Estimator()

    @functools.partial(jax.jit, static_argnums=0)
    def step(self, x, damping):
        self.estimator.damping = damping
        y = x * self.estimator.damping{exit}
        self.estimator.damping = None
        return y


opt = Optimizer()
opt.step(jnp.ones(2), 0.5){after}
"""

_DEBUG_CHECK = """
def blocks(x):
    y = x * 2.0
    if {flag}:
        assert not jnp.any(jnp.isnan(y)), "nans in y"
    return y


{run}
"""

_GENERATE = """
import types


def generate(input_ids, config, trace=True):
    if not config.is_encoder_decoder and not trace:  # `x and False` is falsy whatever `x` is
        if jnp.sum(input_ids[:, -1] == 0) > 0:
            print("right padding")
    return input_ids * 2


config = types.SimpleNamespace(is_encoder_decoder=False)
jax.jit(lambda ids: generate(ids, config{passed}))(jnp.ones((2, 3)))
"""

_SEARCH = """
def search(x, loop="lax"):
    def cond(s):
        return jnp.all(s < 3)

    if loop == "lax":
        s = lax.while_loop(cond, lambda s: s + 1, x)
    elif loop == "python":  # for debugging, on values
        s = x
        while cond(s):
            s = s + 1
    return s


def align(x):
    return search(x{passed})


jax.jit(align)(jnp.zeros(2))
"""

_MODE = """
MODE = "eval"
{setter}

@jax.jit
def count_up(x):
    if MODE == "train":  # decided by the literal only while nothing rebinds MODE
        while jnp.all(x < 3):
            x = x + 1
    return x


{before}
count_up(jnp.zeros(2))
"""

_SCALE_ONCE = """
scale: float  # no value until main() binds it


@jax.jit
def f(x):
    return x * scale


def main():
    global scale
{body}


if __name__ == "__main__":
    main()
"""

_KERNEL_STORE = """
from jax.experimental import pallas as pl


def kernel(x_ref, o_ref):
    o_ref[...] = jnp.zeros_like(o_ref)
{body}


out = pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct((4,), jnp.float32), interpret=True)(jnp.ones(4))
assert float(out[0]) == 2.0, "the store did nothing"
"""


CASES = {  # name -> (code, error JAX raises or None, the findings' codes or None)
    "text_of_a_tracer_kept_in_globals": ("""
shown = []
label = None


def f(x):
    global label
    shown.append(repr(x))
    label = "x is " + str(x)
    return x.sum()


jax.jit(f)(jnp.ones(3))
assert "Tracer" in shown[0] and "Tracer" in label
""", None, None),
    "tracer_itself_kept_in_a_global_list": ("""
shown = []


def f(x):
    shown.append(x)
    return x.sum()


jax.jit(f)(jnp.ones(3))
shown[0] + 1
""", "UnexpectedTracerError", "JAX301"),
    "while_body_stores_into_its_carry": ("""
def solve(a):
    def body(s):
        s["x"] = s["x"] * 0.5
        s["n"] += 1
        return s

    def cond(s):
        return s["n"] < 3

    s = lax.while_loop(cond, body, {"x": a, "n": 0})
    s["x"] = s["x"] + 1
    return s["x"]


assert jax.jit(solve)(4.0) == 1.5
""", None, None),
    "cond_branch_stores_into_its_operand": ("""
def step(x):
    def grow(s):
        s["y"] = s["x"] * 2
        return s

    def keep(s):
        s["y"] = s["x"]
        return s

    return lax.cond(x > 0, grow, keep, {"x": x, "y": x})["y"]


assert jax.jit(step)(2.0) == 4.0
""", None, None),
    "scan_body_stores_into_an_outer_dict": ("""
def run(xs):
    seen = {}

    def body(c, x):
        seen["last"] = x
        return c + x, None

    lax.scan(body, 0.0, xs)
    return seen


run(jnp.ones(3))["last"] + 1
""", "UnexpectedTracerError", "JAX301"),
    "setter_keeps_the_getter": ("""
class Integrator:
    def __init__(self, f):
        self._f = f

    @property
    def f(self):
        return self._f

    @f.setter
    def f(self, value):
        self.set_f(value)

    def set_f(self, value):
        self._f = value

    def jaxpr(self, x):
        return jax.make_jaxpr(self.f)(x)


Integrator(jnp.sin).jaxpr(1.0)
""", None, None),
    "jitted_method_stores_through_a_setter": ("""
class Model:
    def __init__(self):
        self._last = None

    @property
    def last(self):
        return self._last

    @last.setter
    def last(self, value):
        self._last = value

    @functools.partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        self.last = x
        return x + 1


m = Model()
m(1.0)
m.last + 1
""", "UnexpectedTracerError", "JAX301"),
    "disable_jit_scan_body_sees_values": ("""
def cumsum(c, x):
    if x > 2:
        print(c)
    return c + x, c


with jax.disable_jit():
    final, out = lax.scan(cumsum, 0.0, jnp.arange(4.0))
assert final == 6.0
""", None, None),
    "disable_jit_jit_sees_values": ("""
def relu(x):
    if x > 0:
        return x
    return 0.0


with jax.disable_jit():
    assert jax.jit(relu)(2.0) == 2.0
""", None, None),
    "disable_jit_vmap_still_traces": ("""
def relu(x):
    if x > 0:
        return x
    return 0.0


with jax.disable_jit():
    jax.vmap(relu)(jnp.arange(3.0))
""", "TracerBoolConversionError", "JAX101"),
    "scan_outside_disable_jit_traces": ("""
def cumsum(c, x):
    if x > 2:
        return c, c
    return c + x, c


with jax.disable_jit():
    pass
lax.scan(cumsum, 0.0, jnp.arange(4.0))
""", "TracerBoolConversionError", "JAX101"),
    "numpy_branch_skipped_for_tracers": ("""
@jax.jit
def cat(xs):
    if isinstance(xs[0], np.ndarray):
        return np.concatenate(xs)
    return jnp.concatenate(xs)


assert cat([np.ones(2), np.ones(3)]).shape == (5,)
""", None, None),
    "numpy_branch_taken_for_tracers": ("""
@jax.jit
def sine(x):
    if not isinstance(x, np.ndarray):
        return np.sin(x)
    return jnp.sin(x)


sine(1.0)
""", "TracerArrayConversionError", "JAX501"),
    "tracer_guard_returns_first": ("""
def guidance(noise, guidance_rescale):
    def maybe_rescale(noise, scale):
        if isinstance(scale, jax.core.Tracer):
            return lax.cond(scale > 0, lambda: noise * scale, lambda: noise)
        if scale > 0:
            return noise * scale
        return noise

    return maybe_rescale(noise, guidance_rescale)


@functools.partial(jax.jit, static_argnames=("steps",))
def loop(noise, guidance_rescale, steps=2):
    for _ in range(steps):
        noise = guidance(noise, guidance_rescale)
    return noise


loop(jnp.ones(2), 0.5)
guidance(jnp.ones(2), 0.0)
""", None, None),
    "tracer_guard_falls_through": ("""
def guidance(noise, guidance_rescale):
    def maybe_rescale(noise, scale):
        if isinstance(scale, jax.core.Tracer):
            noise = noise * 1.0
        if scale > 0:
            return noise * scale
        return noise

    return maybe_rescale(noise, guidance_rescale)


@functools.partial(jax.jit, static_argnames=("steps",))
def loop(noise, guidance_rescale, steps=2):
    for _ in range(steps):
        noise = guidance(noise, guidance_rescale)
    return noise


loop(jnp.ones(2), 0.5)
""", "TracerBoolConversionError", "JAX101"),
    "attribute_set_up_lazily": ("""
class Trainer:
    def __init__(self):
        self._ready = None
        self._update = jax.jit(self._update_fn)

    def _initialize(self):
        self._ready = True
        self._scale = 2.0

    def step(self, x):
        if self._ready is None:
            self._initialize()
        return self._update(x)

    def _update_fn(self, x):
        return x * self._scale


assert Trainer().step(1.0) == 2.0
""", None, None),
    "attribute_changed_after_construction": ("""
class Trainer:
    def __init__(self):
        self._scale = 2.0
        self._update = jax.jit(self._update_fn)

    def set_scale(self, scale):
        self._scale = scale

    def _update_fn(self, x):
        return x * self._scale


t = Trainer()
t._update(1.0)
t.set_scale(3.0)
assert t._update(1.0) == 2.0  # the compiled code kept the first value
""", None, "JAX303"),
    "attribute_set_by_two_methods": ("""
class Trainer:
    def __init__(self):
        self._update = jax.jit(self._update_fn)

    def warm_up(self):
        self._scale = 2.0

    def cool_down(self):
        self._scale = 0.5

    def _update_fn(self, x):
        return x * self._scale


t = Trainer()
t.warm_up()
t._update(1.0)
t.cool_down()
assert t._update(1.0) == 2.0  # the compiled code kept the first value
""", None, "JAX303"),
    "test_recomputes_a_draw_in_an_assertion": ("""
import unittest


def model(key):
    k1, k2 = jax.random.split(key)
    z = jax.random.normal(k1)
    return {"z": z, "x": z + jax.random.normal(k2)}


class ModelTest(unittest.TestCase):
    def test_sample(self):
        k1, k2 = jax.random.split(jax.random.key(0))
        self.assertDictEqual(model(jax.random.key(0)), {
            "z": jax.random.normal(k1),
            "x": jax.random.normal(k1) + jax.random.normal(k2),
        })


ModelTest("test_sample").test_sample()
""", None, None),
    "test_reuses_a_key_outside_the_assertion": ("""
import unittest


class ModelTest(unittest.TestCase):
    def test_sum(self):
        key = jax.random.key(0)
        x = jax.random.normal(key, (3,))
        y = jax.random.normal(key, (3,))
        self.assertEqual((x + y).shape, (3,))


jax.config.update("jax_debug_key_reuse", True)
try:
    ModelTest("test_sum").test_sum()
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "helper_stores_into_a_rebuilt_argument": (_CACHE + """

@jax.jit
def encode(x, cache):
    def finalize(out, feats):
        cache.feats = feats
        return out * 2

    def body(c, xs):
        return c + xs, c

    feats, out = lax.scan(body, x[0], x)
    return finalize(out, (feats,))


c = Cache(1)
encode(jnp.ones(3), c)
assert c.feats == (None,)
""", None, None),
    "scan_body_stores_into_the_callers_argument": (_CACHE + """

@jax.jit
def encode(x, cache):
    def body(c, xs):
        cache.feats = (c,)
        return c + xs, c

    lax.scan(body, x[0], x)
    return cache.feats[0] * 2


encode(jnp.ones(3), Cache(1))
""", "UnexpectedTracerError", "JAX301"),
    "helper_stores_into_a_static_argument": ("""
class Cache:
    feats = None


@functools.partial(jax.jit, static_argnums=1)
def encode(x, cache):
    def finalize(out):
        cache.feats = out
        return out * 2

    return finalize(x + 1)


c = Cache()
encode(jnp.ones(3), c)
c.feats + 1
""", "UnexpectedTracerError", "JAX301"),
    "one_key_projects_two_arrays_alike": ("""
def features(key, x: jax.Array, n: int):
    w = jax.random.normal(key, (x.shape[-1], n))
    return jnp.cos(x @ w)


def kernel(key, x, y, n):
    fx = features(key, x, n)
    fy = features(key, y, n)
    return fx @ fy.T / n


x = jnp.arange(6.0).reshape(2, 3)
k = kernel(jax.random.key(0), x, x, 16)
assert jnp.allclose(k, k.T)  # one projection for both sides: the approximation is symmetric
""", None, None),
    "one_key_projects_two_arrays_at_two_sizes": ("""
def features(key, x: jax.Array, n: int):
    w = jax.random.normal(key, (x.shape[-1], n))
    return jnp.cos(x @ w)


def both(key, x, y):
    return features(key, x, 8), features(key, y, 16)


jax.config.update("jax_debug_key_reuse", True)
try:
    both(jax.random.key(0), jnp.ones((2, 3)), jnp.ones((2, 3)))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "one_key_noises_two_plain_values": ("""
def noisy(key, x):
    return x + jax.random.normal(key, (3,))


def both(key):
    return noisy(key, 1.0), noisy(key, 2.0)


jax.config.update("jax_debug_key_reuse", True)
try:
    both(jax.random.key(0))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "name_bound_to_a_call_of_itself": ("""
def model(mode):
    return (mode, 2)


model = model(mode="eval")


@functools.partial(jax.jit, static_argnums=0)
def run(m, x):
    return x * m[1]


assert run(model, 1.0) == 2.0
""", None, None),
    "project_method_named_like_a_list_method": ("""
class Smoother:
    def __init__(self, steps):
        self.steps = steps

    def extend(self, x, mask):
        for _ in range(self.steps):
            x = jnp.where(mask, x * 0.5, x)
        return x


def smooth(smoother: Smoother, x):
    return smoother.extend(x + 1, x > 0)  # the class's own extend: nothing is stored
""" + _SOLVER + """assert s.run(jnp.ones(2))[0] == 0.5
assert s.run(jnp.ones(2))[0] == 0.5
""", None, None),
    "list_attribute_of_a_project_object_extended": ("""
class Smoother:
    def __init__(self, steps):
        self.steps = steps
        self.history = []

    def extend(self, x):
        return x * 0.5 ** self.steps


def smooth(smoother: Smoother, x):
    smoother.history.extend([x])  # a list attribute: list.extend keeps the tracer
    return smoother.extend(x)
""" + _SOLVER + """s.run(jnp.ones(2))
s.smoother.history[0] + 1
""", "UnexpectedTracerError", "JAX301"),
    "list_subclass_extending_itself": ("""
class History(list):
    def extend(self, xs):
        super().extend(xs)  # its own extend, still the list's storage


def record(history: History, x):
    history.extend([x])
    return x


class Solver:
    def __init__(self):
        self.history = History()

    @functools.partial(jax.jit, static_argnums=0)
    def run(self, x):
        return record(self.history, x)


s = Solver()
s.run(jnp.ones(2))
s.history[0] + 1
""", "UnexpectedTracerError", "JAX301"),
    "global_pushed_and_popped_by_a_context_manager": ("""
import contextlib

_SCOPES = []


@contextlib.contextmanager
def scope(name):
    _SCOPES.append(name)
    try:
        yield
    finally:
        _SCOPES.pop()


@jax.jit
def f(x):
    with scope("layer"):  # the trace sets the scope it reads
        return x * len(_SCOPES)


assert f(1.0) == 1.0
with scope("outer"):
    assert f(2.0) == 2.0
""", None, None),
    "global_list_pushed_by_a_plain_function": ("""
_SCALES = [1.0]


def push_scale(s):
    _SCALES.append(s)


@jax.jit
def f(x):
    return x * len(_SCALES)


f(1.0)
push_scale(2.0)
assert f(1.0) == 1.0  # the compiled code kept the first length
""", None, "JAX303"),
    "counter_table_filled_by_the_traced_code_and_reset": ("""
_COUNTS = {}


def reset_counts():
    global _COUNTS
    _COUNTS = {}


""" + _TAG + """

@jax.jit
def f(x):
    names = (tag("loss"), tag("loss"))  # unique names within one trace
    return x + len(names[1])


reset_counts()
assert f(1.0) == 7.0
reset_counts()
assert f(1.0) == 7.0
""", None, None),
    "counter_table_another_function_fills": ("""
_COUNTS = {}


""" + _TAG + """

def skip_ahead(name):
    _COUNTS[name] = 10


@jax.jit
def f(x):
    return x + len(tag("loss"))


f(1.0)
skip_ahead("loss")
assert f(1.0) == 5.0  # eagerly 'loss_11' (8.0): the compiled code kept the first name
""", None, "JAX303"),
    "pytree_field_annotated_tuple_or_none_is_tested_for_truth": ("""
import dataclasses


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class State:
    logits: jax.Array
    banned: tuple[int, ...] | None


@jax.jit
def sample(state):
    logits = state.logits
    if state.banned:  # the truth of a tuple (or None) is its length: static
        logits = logits.at[jnp.asarray(state.banned)].set(-jnp.inf)
    return jnp.argmax(logits)


assert sample(State(jnp.arange(4.0), (3,))) == 2
assert sample(State(jnp.arange(4.0), None)) == 3
""", None, None),
    "pytree_field_annotated_array_or_none_is_tested_for_truth": ("""
import dataclasses


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class State:
    logits: jax.Array
    bias: jax.Array | None


@jax.jit
def sample(state):
    if state.bias:
        return jnp.argmax(state.logits + state.bias)
    return jnp.argmax(state.logits)


sample(State(jnp.arange(4.0), jnp.float32(1.0)))
""", "TracerBoolConversionError", "JAX101"),
    "draw_read_only_on_other_arms": ("""
def sample(key, logits, mode):
    noise = jax.random.gumbel(key, logits.shape)
    if mode == "plain":
        return jnp.argmax(logits + noise)
    elif mode == "split":  # noise reaches nothing here: no pair of dependent draws
        first, _ = jax.random.split(key)
        return jnp.argmax(logits + jax.random.gumbel(first, logits.shape))
    return jnp.argmax(logits)


logits = jnp.arange(4.0)
sample(jax.random.key(0), logits, "plain")
sample(jax.random.key(0), logits, "split")
""", None, None),
    "draw_rebound_before_any_read": ("""
def inputs(key, n):
    kwargs = dict(x=jax.random.normal(key, (n,)))
    kwargs = dict(x=jax.random.uniform(key, (n,)))  # the first dict is never read
    kwargs["y"] = jnp.ones(n)
    return kwargs["x"] + kwargs["y"]


assert inputs(jax.random.key(0), 3).shape == (3,)
""", None, None),
    "draw_read_after_the_redraw": ("""
def sample(key, logits):
    noise = jax.random.gumbel(key, logits.shape)
    first, _ = jax.random.split(key)
    return jnp.argmax(logits + noise + jax.random.gumbel(first, logits.shape))


jax.config.update("jax_debug_key_reuse", True)
try:
    sample(jax.random.key(0), jnp.arange(4.0))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "draw_rebound_on_one_arm_only": ("""
def inputs(key, fresh):
    x = jax.random.normal(key, (3,))
    if fresh:
        x = jnp.zeros(3)
    return x + jax.random.uniform(key, (3,))


jax.config.update("jax_debug_key_reuse", True)
try:
    inputs(jax.random.key(0), False)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "twin_runs_on_one_key_asserted_equal": (_TWINS + """
def test_padding_keeps_the_init():
    key = jax.random.key(0)
    a = init(key, 3)
    b = padded_init(key, 3)  # the same numbers on purpose: the test checks both agree
    assert jnp.allclose(a, b)


test_padding_keeps_the_init()
""", None, None),
    "twin_runs_on_one_key_mixed": (_TWINS + """
def test_sum():
    key = jax.random.key(0)
    a = init(key, 3)
    b = padded_init(key, 3)
    c = a + b
    assert jnp.allclose(c, 2 * a)


jax.config.update("jax_debug_key_reuse", True)
try:
    test_sum()
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "loop_over_a_one_element_list_draws_once": (_SIZES.format(grow=""), None, None),
    "loop_over_a_grown_one_element_list_draws_twice": (
        _SIZES.format(grow="\n    sizes.append(2048)"), "KeyReuseError", "JAX320"),
    "draw_kept_in_a_global_then_redrawn": ("""
NOISE = None


def draw(key):
    global NOISE
    NOISE = jax.random.normal(key, (3,))  # read by other functions: not dead
    return jax.random.split(key)


jax.config.update("jax_debug_key_reuse", True)
try:
    draw(jax.random.key(0))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    # tests/data/unseen8_triage.md: JAX's, flax's and equinox's own tests.
    "array_reference_written_in_a_jitted_function": ("""
def test_ref(jit):
    def f(x_ref):
        x_ref[...] += 1.0
        x_ref[0] += 1.0

    if jit:
        f = jax.jit(f)
    x_ref = jax.new_ref(jnp.zeros(3))
    f(x_ref)
    assert float(x_ref[0]) == 2.0


""" + _OTHER_F + """

test_ref(True)
test_array()
""", None, None),
    "array_written_in_a_jitted_function": ("""
def test_array(jit):
    def f(x):
        x[0] += 1.0

    if jit:
        f = jax.jit(f)
    x = jnp.zeros(3)
    f(x)


test_array(True)
""", "TypeError", "JAX701"),
    "jitted_pallas_kernel_writes_its_output_reference": ("""
from jax.experimental import pallas as pl


@jax.jit
def add_one(x_ref, o_ref):
    o_ref[:, :] = x_ref[:, :] + 1.0


out = pl.pallas_call(add_one, out_shape=jax.ShapeDtypeStruct((8, 8), jnp.float32),
                     interpret=True)(jnp.zeros((8, 8)))
assert float(out[0, 0]) == 1.0
""", None, None),
    "jitted_function_writes_its_array_argument": ("""
@jax.jit
def add_one(x, o):
    o[:, :] = x[:, :] + 1.0


add_one(jnp.zeros((8, 8)), jnp.zeros((8, 8)))
""", "TypeError", "JAX701"),
    "nested_function_called_only_in_its_scope": (_bump_first("test_list", "[jnp.zeros(()), jnp.ones(())]") + """


""" + _OTHER_F + """

assert float(test_list(True)) == 1.0
test_array()
""", None, None),
    "nested_function_handed_an_array_in_its_scope": (_bump_first("test_array_arg", "jnp.zeros(2)") + """

test_array_arg(True)
""", "TypeError", "JAX701"),
    "key_reuse_checks_turned_off": ("""
@jax.debug_key_reuse(False)
def same_draws():
    key = jax.random.key(0)
    a = jax.random.normal(key, (3,))
    b = jax.random.normal(key, (3,))
    return a, b


same_draws()
""", None, None),
    "key_reused_with_checks_on": ("""
def same_draws():
    key = jax.random.key(0)
    a = jax.random.normal(key, (3,))
    b = jax.random.normal(key, (3,))
    return a, b


with jax.debug_key_reuse(True):
    same_draws()
""", "KeyReuseError", "JAX320"),
    "two_draws_of_one_key_compared": ("""
def init(key, reverse=False):
    w = jax.random.normal(key, (3,))
    return w[::-1][::-1] if reverse else w


key = jax.random.key(0)
a = init(key)
b = init(key, reverse=True)
assert jnp.allclose(a, b)
""", None, None),
    "two_inputs_of_one_key_fed_to_both_sides": ("""
with jax.debug_key_reuse(True):
    key = jax.random.key(0)
    x = jax.random.normal(key, (3,))
    y = jax.random.normal(key, (3,))
    assert jnp.allclose(x + y, y + x)
""", "KeyReuseError", "JAX320"),
    "error_expected_by_a_test": ("""
import unittest


class T(unittest.TestCase):
    def test_item(self):
        def f(x):
            return x.item()

        self.assertEqual(f(jnp.array(1.0)), 1.0)
        with self.assertRaises(jax.errors.ConcretizationTypeError):
            jax.jit(f)(jnp.array(1.0))


""" + _SIGN_JITTED + """except jax.errors.TracerBoolConversionError:
    pass
T("test_item").test_item()
""", None, None),
    "error_outside_the_expectation": ("""
import unittest


class T(unittest.TestCase):
    def test_item(self):
        def f(x):
            return x.item()

        with self.assertRaises(ValueError):
            int("x")
        jax.jit(f)(jnp.array(1.0))


T("test_item").test_item()
""", "ConcretizationTypeError", "JAX105"),
    "jitted_lambda_expected_to_fail": ("""
import unittest


class T(unittest.TestCase):
    def test_tolist(self):
        f = jax.jit(lambda x: x.tolist())
        with self.assertRaises(jax.errors.ConcretizationTypeError):
            f(jnp.arange(3))


T("test_tolist").test_tolist()
""", None, None),
    "jitted_lambda_run_outside_the_expectation": ("""
f = jax.jit(lambda x: x.tolist())
f(jnp.arange(3))
""", "ConcretizationTypeError", "JAX105"),
    "error_under_a_catch_all": (_SIGN_JITTED + """except Exception:
    raise
""", "TracerBoolConversionError", "JAX101"),
    "draw_expected_to_fail_uses_no_key": ("""
import unittest


class T(unittest.TestCase):
    def test_gamma(self):
        key = jax.random.key(0)
        with self.assertRaises(ValueError):
            jax.random.normal(key, (3,), dtype=jnp.int32)  # not a float dtype: raises before drawing
        return jax.random.normal(key, (3,))


T("test_gamma").test_gamma()
""", None, None),
    "eval_context_inside_jit": ("""
from jax._src import core


@jax.jit
def f(x):
    with core.eval_context():
        assert jnp.add(1, 1) == 2
    return x


f(1.0)
""", None, None),
    "assert_on_a_staged_value": ("""
@jax.jit
def f(x):
    assert jnp.add(x, 1) == 2
    return x


f(1.0)
""", "TracerBoolConversionError", "JAX101"),
    "attribute_stored_on_a_rebound_parameter": ("""
import types


@jax.jit
def draw(scale, photons=None):
    photons = types.SimpleNamespace(flux=jnp.ones(3))  # a new object, not the caller's
    photons.scale = scale
    return photons.flux * photons.scale


assert float(draw(2.0).sum()) == 6.0
""", None, None),
    "attribute_stored_on_the_callers_object": ("""
class Photons:
    scale = None


PHOTONS = Photons()


def set_scale(photons, scale):
    photons.scale = scale  # the caller's object keeps the tracer
    return scale


@jax.jit
def draw(scale):
    return set_scale(PHOTONS, scale) * 2


draw(2.0)
PHOTONS.scale + 1
""", "UnexpectedTracerError", "JAX301"),
    "attribute_stored_on_a_traced_pytree_self": (_COUNTER.format(jit="jax.jit") + """
assert float(Counter(1.0).add(2.0).total) == 3.0
""", None, None),
    "attribute_stored_on_a_static_self": (_COUNTER.format(jit="functools.partial(jax.jit, static_argnums=0)") + """
counter = Counter(1.0)
counter.add(2.0)
counter.total + 1
""", "UnexpectedTracerError", "JAX301"),
    "comparison_guarded_by_isinstance_of_a_python_number": (_CHECKED.format(guard="""
    if isinstance(sigma, (int, float)):
        if sigma < 0:  # only a Python number gets here
            raise ValueError("negative sigma")"""), None, None),
    "comparison_after_isinstance_of_a_python_number": (_CHECKED.format(guard="""
    if isinstance(sigma, (int, float)):
        return sigma * 2.0
    if sigma < 0:  # a tracer gets here
        raise ValueError("negative sigma")"""), "TracerBoolConversionError", "JAX101"),
    "split_recomputed_for_its_other_half": ("""
def expected_draws():
    rng = jax.random.key(0)
    a = jax.random.uniform(jax.random.split(rng)[1], ())
    b = jax.random.uniform(jax.random.split(jax.random.split(rng)[0])[1], ())  # the other half
    return a, b


a, b = expected_draws()
assert a != b
""", None, None),
    "split_recomputed_for_the_same_half": ("""
def expected_draws():
    rng = jax.random.key(0)
    a = jax.random.uniform(jax.random.split(rng)[1], ())
    b = jax.random.uniform(jax.random.split(rng)[1], ())  # the same key again
    assert a != b, "the same numbers"


expected_draws()
""", "AssertionError", "JAX320"),
    "jit_of_a_local_named_like_its_function": (_PASSTHRU.format(body="""
    passthru = unitary(max(num_links, 1))  # a local value: the jit applies to it
    return jax.jit(passthru)"""), None, None),
    "jit_of_the_enclosing_function_itself": (_PASSTHRU.format(body="""
    return jnp.ones(3) * max(num_links, 1)


def make():
    return jax.jit(passthru)


make()(3)"""), "TracerBoolConversionError", "JAX103"),
    "truth_of_a_field_annotated_with_a_library_pytree_class": (_OPTIONAL_STATE.format(annotation="optax.ScaleByAdamState | None", read="""
    adam = state.adam
    if adam:  # a NamedTuple of three leaves, rebuilt by jit: true, never a tracer's truth
        return state.step + adam.count"""), None, None),
    "truth_of_a_field_annotated_as_an_array": (_OPTIONAL_STATE.format(annotation="jax.Array | None", read="""
    if state.adam:  # one array: its truth is a tracer's
        return state.step + state.adam"""), "TracerBoolConversionError", "JAX101"),
    "attribute_store_reset_before_the_trace_returns": (_DAMPED.format(exit="", after="""
assert opt.estimator.damping is None  # the reset ran inside the trace"""), None, None),
    "attribute_store_returned_past_before_its_reset": (_DAMPED.format(exit="""
        if x.shape[0] > 1:
            return y  # leaves before the reset""", after="""
opt.estimator.damping + 1"""), "UnexpectedTracerError", "JAX301"),
    "assert_under_the_disable_jit_flag_in_jitted_code": (_DEBUG_CHECK.format(flag="jax.config.jax_disable_jit", run="""
jax.jit(blocks)(jnp.ones(2))  # traced: jit is not disabled, the check is skipped
lax.map(blocks, jnp.ones((2, 2)))
with jax.disable_jit():
    jax.jit(blocks)(jnp.ones(2))  # runs on values: the check runs"""), None, None),
    "assert_unless_the_disable_jit_flag_in_jitted_code": (_DEBUG_CHECK.format(flag="not jax.config.jax_disable_jit",
                                                                              run="jax.jit(blocks)(jnp.ones(2))"),
                                                          "TracerBoolConversionError", "JAX101"),
    "assert_under_the_disable_jit_flag_in_vmapped_code": (_DEBUG_CHECK.format(flag="jax.config.jax_disable_jit", run="""
with jax.disable_jit():
    jax.vmap(blocks)(jnp.ones((2, 2)))  # vmap still traces: the check sees a tracer"""),
                                                          "TracerBoolConversionError", "JAX101"),
    "one_key_handed_to_separate_tests": ("""
def test_normal(key):
    assert jax.random.normal(key, (3,)).shape == (3,)


def test_uniform(key):
    assert bool((jax.random.uniform(key, (3,)) < 1).all())


if __name__ == "__main__":
    key = jax.random.key(0)
    test_normal(key)  # each test its own experiment, one seed as a fixture would give
    test_uniform(key)
""", None, None),
    "one_key_handed_to_two_helpers": ("""
def noise(key):
    return jax.random.normal(key, (3,))


def jitter(key):
    return jax.random.normal(key, (3,))


if __name__ == "__main__":
    key = jax.random.key(0)
    a = noise(key)
    b = jitter(key)  # the same numbers as a
    assert bool((a != b).all()), "the same numbers"
""", "AssertionError", "JAX320"),
    "truth_of_an_and_settled_by_a_false_default": (_GENERATE.format(passed=""), None, None),
    "truth_of_an_and_when_the_caller_passes_the_flag": (_GENERATE.format(passed=", trace=False"),
                                                         "TracerBoolConversionError", "JAX101"),
    "string_default_compared_with_a_literal": (_SEARCH.format(passed=""), None, None),
    "string_passed_by_the_traced_caller": (_SEARCH.format(passed=', loop="python"'),
                                           "TracerBoolConversionError", "JAX101"),
    "module_string_never_rebound": (_MODE.format(setter="", before=""), None, None),
    "module_string_a_function_rebinds": (_MODE.format(setter="""

def set_mode(mode):
    global MODE
    MODE = mode
""", before='set_mode("train")'),
                                         "TracerBoolConversionError", "JAX101 JAX303"),
    "scope_stack_pushed_and_popped_by_a_context_manager": ("""
import contextlib


class _Stack:
    def __init__(self):
        self.stack = []


_CONTEXT = _Stack()


def install(stack):
    _CONTEXT.stack = stack  # a thread's own copy


@contextlib.contextmanager
def scope(name):
    _CONTEXT.stack.append(name)
    try:
        yield
    finally:
        _CONTEXT.stack.pop()


def current():
    return _CONTEXT.stack[-1] if _CONTEXT.stack else None  # the scope the trace runs in


@jax.jit
def f(x):
    with scope("double"):
        return x * 2 if current() is not None else x


install([])
assert f(1.0) == 2.0
install([])
assert f(1.0) == 2.0
""", None, None),
    "attribute_another_function_replaces_without_a_scope": ("""
class _Stack:
    def __init__(self):
        self.stack = []


_CONTEXT = _Stack()


def set_mode(mode):
    _CONTEXT.stack = [mode]


@jax.jit
def f(x):
    return x * 2 if _CONTEXT.stack else x


a = f(1.0)
set_mode("double")
assert f(1.0) != a, "the first trace's stack is baked in"
""", "AssertionError", "JAX303"),
    "global_read_only_to_decide_a_raise": ("""
import threading


class _Owner:
    thread = None


_OWNER = _Owner()


def adopt():
    _OWNER.thread = threading.get_ident()


@jax.jit
def f(x):
    if _OWNER.thread != threading.get_ident():  # a check at trace time: the program holds nothing of it
        raise RuntimeError("call adopt() on this thread first")
    return x * 2


adopt()
assert f(1.0) == 2.0
""", None, None),
    "global_checked_then_baked_into_the_value": ("""
class _Settings:
    scale = 1.0


_SETTINGS = _Settings()


def set_scale(v):
    _SETTINGS.scale = v


@jax.jit
def f(x):
    if _SETTINGS.scale <= 0:
        raise ValueError("scale must be positive")
    return x * _SETTINGS.scale


a = f(1.0)
set_scale(2.0)
assert f(1.0) != a, "the first trace's scale is baked in"
""", "AssertionError", "JAX303"),
    "global_bound_once_by_main": (_SCALE_ONCE.format(body="""    scale = 2.0
    for _ in range(2):
        assert f(1.0) == 2.0"""), None, None),
    "global_bound_by_main_in_a_loop": (_SCALE_ONCE.format(body="""    for s in (1.0, 2.0):
        scale = s
        assert f(1.0) == s, "the second pass keeps the first trace's scale"
"""), "AssertionError", "JAX303"),
    "reference_at_set_in_a_kernel": (_KERNEL_STORE.format(body="""    for ref in (o_ref,):
        ref.at[0:2].set(x_ref[0:2] + 1.0)  # a store into the output reference"""), None, None),
    "array_at_set_discarded_in_a_kernel": (_KERNEL_STORE.format(body="""    acc = jnp.zeros(4)
    acc.at[0:2].set(x_ref[0:2] + 1.0)  # a new array, thrown away
    o_ref[...] = acc"""), "AssertionError", "JAX710"),
    "constructor_built_helper_object_keeps_a_tracer": ("""
class Tracker:
    def __init__(self):
        self.last = None

    def observe(self, g):
        self.last = jnp.sqrt(jnp.sum(g ** 2))
        return self.last


class Trainer:
    def __init__(self):
        self.tracker = Tracker()
        self._step = jax.jit(self._train_step)

    def _train_step(self, w):
        g = jax.grad(lambda v: jnp.sum(v ** 2))(w)
        self.tracker.observe(g)
        return w - 0.1 * g


t = Trainer()
t._step(jnp.ones(2))
t.tracker.last + 1
""", "UnexpectedTracerError", "JAX301"),
    "constructor_built_helper_object_returns_its_value": ("""
class Tracker:
    def __init__(self):
        self.last = None

    def norm(self, g):
        return jnp.sqrt(jnp.sum(g ** 2))

    def record(self, value):
        self.last = value


class Trainer:
    def __init__(self):
        self.tracker = Tracker()
        self._step = jax.jit(self._train_step)

    def _train_step(self, w):
        g = jax.grad(lambda v: jnp.sum(v ** 2))(w)
        return w - 0.1 * g, self.tracker.norm(g)


t = Trainer()
w, n = t._step(jnp.ones(2))
t.tracker.record(n)
t.tracker.last + 1
""", None, None),
    "project_jit_wrapper_traces_what_it_decorates": ("""
def compiled(fn=None, *, static=()):
    # the project's jit, its static argument names spelled once
    if fn is None:
        return functools.partial(compiled, static=static)
    return jax.jit(fn, static_argnames=static)


@compiled(static=("n",))
def power(x, n):
    for _ in range(n):
        x = x * x
    if x > 1.0:
        return x
    return -x


power(2.0, 2)
""", "TracerBoolConversionError", "JAX101"),
    "project_jit_wrapper_keeps_its_static_names": ("""
def compiled(fn=None, *, static=()):
    # the project's jit, its static argument names spelled once
    if fn is None:
        return functools.partial(compiled, static=static)
    return jax.jit(fn, static_argnames=static)


@compiled(static=("n",))
def power(x, n):
    if n > 1:
        x = x * x
    return x


@compiled
def double(x):
    return 2 * x


assert power(2.0, 2) == 4.0 and double(1.0) == 2.0
""", None, None),
    "inherited_method_runs_the_subclass_override": ("""
class Integrator:
    def __init__(self, dt, t_end):
        self.dt = dt
        self.t_end = t_end

    def cond(self, state):
        t, _ = state
        return t < self.t_end

    def body(self, state):
        t, x = state
        return t + self.dt, self.step(x)

    def run(self, x0):
        return lax.while_loop(self.cond, self.body, (jnp.float32(0.0), x0))


class Euler(Integrator):
    def step(self, x):
        return x - self.dt * x

    def cond(self, state):
        t, x = state
        return t < self.t_end and jnp.all(jnp.isfinite(x))


solver = Euler(0.1, 1.0)
jax.jit(solver.run)(jnp.ones(3))
""", "TracerBoolConversionError", "JAX102"),
    "inherited_method_runs_a_correct_subclass_override": ("""
class Integrator:
    def __init__(self, dt, t_end):
        self.dt = dt
        self.t_end = t_end

    def cond(self, state):
        t, _ = state
        return t < self.t_end

    def body(self, state):
        t, x = state
        return t + self.dt, self.step(x)

    def run(self, x0):
        return lax.while_loop(self.cond, self.body, (jnp.float32(0.0), x0))


class Euler(Integrator):
    def step(self, x):
        return x - self.dt * x

    def cond(self, state):
        t, x = state
        return jnp.logical_and(t < self.t_end, jnp.all(jnp.isfinite(x)))


solver = Euler(0.1, 1.0)
jax.jit(solver.run)(jnp.ones(3))
""", None, None),
    "all_along_an_axis_is_a_boolean_mask": ("""
@jax.jit
def positive_rows_sum(x):
    return x[jnp.all(x > 0, axis=1)].sum()


positive_rows_sum(jnp.ones((3, 2)))
""", "NonConcreteBooleanIndexError", "JAX601"),
    "all_along_an_axis_selects_with_where": ("""
@jax.jit
def positive_rows_sum(x):
    keep = jnp.all(x > 0, axis=1)
    return jnp.where(keep[:, None], x, 0.0).sum()


assert positive_rows_sum(jnp.ones((3, 2))) == 6.0
""", None, None),
}

# Shapes published scientific and RL code showed (tests/data/unseen11_triage.md).
CASES.update({
    "grad_of_a_function_defined_in_both_arms_keeps_its_aux_unknown": ("""
def make(heads, metrics):
    @jax.jit
    def step(params, x):
        if metrics:
            def loss_fn(p):
                loss = jnp.sum(p * x)
                return loss, tuple(loss * h for h in heads)
        else:
            def loss_fn(p):
                return jnp.sum(p * x), ()
        (loss, per_head), grad = jax.value_and_grad(loss_fn, has_aux=True)(params)
        if per_head:  # a tuple: its truth is its length
            per_head = tuple(2 * m for m in per_head)
        return loss, grad, per_head
    return step


make((1.0, 2.0), True)(jnp.ones(2), jnp.ones(2))
make((), False)(jnp.ones(2), jnp.ones(2))
""", None, None),
    "grad_of_a_function_defined_in_both_arms_still_gives_an_array_value": ("""
def make(metrics):
    @jax.jit
    def step(params, x):
        if metrics:
            def loss_fn(p):
                return jnp.sum(p * x), ()
        else:
            def loss_fn(p):
                return jnp.sum(p * x * 2), ()
        (loss, _), grad = jax.value_and_grad(loss_fn, has_aux=True)(params)
        if loss > 0:  # the value grad differentiates is an array
            grad = -grad
        return grad
    return step


make(True)(jnp.ones(2), jnp.ones(2))
""", "TracerBoolConversionError", "JAX101"),
    "module_globals_unpacked_from_a_tuple_display_hold_each_element": ("""
ang = jnp.array([-jnp.pi / 4.0])
cos_ang, sin_ang = jnp.cos(ang), jnp.sin(ang)


def rotate(theta):
    return cos_ang * theta[:, [0]] - sin_ang * theta[:, [1]]


jax.vmap(rotate)(jnp.ones((3, 2, 2)))
""", None, None),
    "a_module_global_unpacked_to_a_tuple_is_still_a_tuple": ("""
ang = jnp.array([-jnp.pi / 4.0])
cos_ang, reps = jnp.cos(ang), (2,)


@jax.jit
def rotate(theta):
    return cos_ang * theta * reps


rotate(jnp.ones(2))
""", "TypeError", "JAX202"),
})
CASES.update({
    "a_method_an_instance_binds_in_init_is_not_list_append": ("""
class Storage:
    def __init__(self, n):
        self.n = n
        self.append = jax.vmap(self._append)  # the attribute holds a function

    def _append(self, buffer, x):
        return buffer + x


class Runner:
    def __init__(self):
        self.storage = Storage(2)

    @functools.partial(jax.jit, static_argnums=(0,))
    def step(self, rollout, x):
        return self.storage.append(rollout, x)


r = Runner()
r.step(jnp.zeros((2, 3)), jnp.ones((2, 3)))
r.step(jnp.zeros((2, 3)), jnp.ones((2, 3))) + 1
""", None, None),
    "a_list_attribute_append_keeps_the_tracer": ("""
class Runner:
    def __init__(self):
        self.seen = []

    @functools.partial(jax.jit, static_argnums=(0,))
    def step(self, rollout, x):
        self.seen.append(x)
        return rollout + x


r = Runner()
r.step(jnp.zeros(3), jnp.ones(3))
r.seen[0] + 1
""", "UnexpectedTracerError", "JAX301"),
    "append_on_a_static_argument_jit_hashes_is_not_list_append": ("""
class Storage:
    def __init__(self):
        self.append = jax.vmap(lambda buffer, x: buffer + x)


@functools.partial(jax.jit, static_argnums=(0,))
def step(storage, rollout, x):
    return storage.append(rollout, x)


step(Storage(), jnp.zeros((2, 3)), jnp.ones((2, 3))) + 1
""", None, None),
    "append_on_an_argument_partial_binds_stores_the_tracer": ("""
def step(seen, rollout, x):
    seen.append(x)
    return rollout + x


seen = []
jax.jit(functools.partial(step, seen))(jnp.zeros(3), jnp.ones(3))
seen[0] + 1
""", "UnexpectedTracerError", "JAX301"),
    "a_str_passed_in_a_set_of_literals_takes_that_branch": ("""
def reduce(x, mode=None):
    if mode in {None, "sum", "mean"}:
        return x.sum() if mode != "mean" else x.mean()
    return int(x[0])  # only for modes outside the set


@jax.jit
def total(x):
    return reduce(x, mode="sum")


total(jnp.ones(3))
""", None, None),
    "a_str_passed_outside_the_set_of_literals_skips_that_branch": ("""
def reduce(x, mode=None):
    if mode in {None, "sum", "mean"}:
        return x.sum() if mode != "mean" else x.mean()
    return int(x[0])


@jax.jit
def first(x):
    return reduce(x, mode="first")


first(jnp.ones(3))
""", "ConcretizationTypeError", "JAX105"),
    "concrete_or_error_raises_on_a_tracer_before_numpy_sees_it": ("""
from jax._src.core import concrete_or_error


def count_nonzero(x, known=None):
    if known is None:
        concrete_or_error(None, x, "pass `known` under a JAX transformation")
        return np.nonzero(x)[0].size  # x is a value here: a tracer raised above
    return known


@jax.jit
def f(y):
    return y + count_nonzero(jnp.asarray(np.eye(3)))


f(1.0)
""", "ConcretizationTypeError", None),
    "numpy_on_a_tracer_without_concrete_or_error": ("""
def count_nonzero(x, known=None):
    if known is None:
        return np.nonzero(x)[0].size
    return known


@jax.jit
def f(y):
    return y + count_nonzero(jnp.asarray(np.eye(3)))


f(1.0)
""", "TracerArrayConversionError", "JAX501"),
})
_SWITCHED_BACKEND = """
_SCALES = {}
_BACKEND = None


def set_backend(name):
    global _BACKEND
    _SCALES.setdefault(name, 2.0 if name == "double" else 3.0)
    _BACKEND = name


def scale():
    return _SCALES[_BACKEND]

"""
CASES.update({
    "a_global_read_by_a_lax_body_defined_anew_on_each_call": (_SWITCHED_BACKEND + """
def run(x):
    def body(i, v):  # a new function each call: lax.fori_loop traces it again
        return v * scale()
    return lax.fori_loop(0, 2, body, x)


set_backend("double")
a = run(1.0)
set_backend("triple")
assert run(1.0) == 9.0 and a == 4.0
""", None, None),
    "a_global_read_by_one_lax_body_function_reused_across_calls": (_SWITCHED_BACKEND + """
def body(i, v):  # one function object: lax.fori_loop keeps its first trace
    return v * scale()


def run(x):
    return lax.fori_loop(0, 2, body, x)


set_backend("double")
a = run(1.0)
set_backend("triple")
assert run(1.0) == 9.0, "the first trace kept the first backend"
""", "AssertionError", "JAX303"),
    "tree_map_hands_its_function_the_leaves_of_nested_lists": ("""
@jax.jit
def masked(beliefs, mask):
    def mask_joint(x):
        return x * mask.reshape(mask.shape + (1,) * (x.ndim - 1))
    joint = [[beliefs[:, 1:], beliefs[:, :-1]] for _ in range(2)]
    return jax.tree_util.tree_map(mask_joint, joint)


masked(jnp.ones((3, 4)), jnp.ones(3))
""", None, None),
    "a_comprehension_hands_its_function_the_inner_lists": ("""
@jax.jit
def masked(beliefs, mask):
    def mask_joint(x):
        return x * mask
    joint = [[beliefs[:, 1:], beliefs[:, :-1]] for _ in range(2)]
    return [mask_joint(x) for x in joint]


masked(jnp.ones((3, 4)), jnp.ones(3))
""", "TypeError", "JAX202"),
    "defs_one_dispatching_decorator_registers_resolve_to_none": ("""
_CASES = {}


def dispatch(f):
    cases = _CASES.setdefault(f.__name__, [])
    cases.append(f)

    def call(x):
        return next(c for c in cases if isinstance(x, c.__annotations__["x"]))(x)
    return call


@dispatch
def first(x: jax.Array):
    return x[0]


@dispatch
def first(x: list):
    return int(x[0])  # the case for lists


@jax.jit
def f(x):
    return first(x) + 1


f(jnp.ones(3))
""", None, None),
    "a_def_redefined_without_a_decorator_replaces_the_first": ("""
def first(x):
    return x[0]


def first(x):
    return int(x[0])


@jax.jit
def f(x):
    return first(x) + 1


f(jnp.ones(3))
""", "ConcretizationTypeError", "JAX105"),
    "one_closure_drawing_from_its_scope_key_applied_alike_to_paired_arrays": ("""
def shuffle(key, obs, actions):
    key, subkey = jax.random.split(key)

    def convert(x: jax.Array):
        return jax.random.permutation(subkey, x)  # one shuffle for every paired array

    return key, convert(obs), convert(actions)


_, a, b = shuffle(jax.random.key(0), jnp.arange(8.0), jnp.arange(8.0) * 10)
assert bool((b == a * 10).all())
""", None, None),
    "one_closure_drawing_from_its_scope_key_for_two_sizes": ("""
def draws(key):
    key, subkey = jax.random.split(key)

    def noise(n):
        return jax.random.normal(subkey, (n,))

    return noise(3), noise(4)


a, b = draws(jax.random.key(0))
assert not bool((a == b[:3]).all()), "the same numbers"
""", "AssertionError", "JAX320"),
})

_QUANTIZED = """
class Quantized:
    def __init__(self, quantized):
        self.quantized = quantized

    def to_float(self):
        if isinstance(self.quantized, list) {op} not self.quantized:
            return self.quantized
        return self.quantized * 2.0


def dequantize(qx):
    return Quantized(qx).to_float()


assert jax.vmap(dequantize)(jnp.ones(2)).shape == (2,)
"""

CASES.update({
    # `and`: a tracer is no list, so `not x` is never evaluated (the dalle-mini shampoo shape)
    "isinstance_of_a_builtin_class_is_false_on_a_tracer": (_QUANTIZED.format(op="and"), None, None),
    # `or`: `not x` runs on the tracer
    "isinstance_of_a_builtin_class_or_the_tracers_truth": (
        _QUANTIZED.format(op="or"), "TracerBoolConversionError", "JAX101"),
})

# Separate experiments on one key (tests/data/unseen11..13_triage.md, JAX320 "questionable"/false):
# each draw feeds a check of its own, so it gets the numbers it would get alone. Valid cases run
# (they would raise under jax_debug_key_reuse, which rejects every reuse); each invalid neighbour
# makes the values meet and raises KeyReuseError under it.
_ONE_SEED_DEMOS = """
rng = jax.random.key(42)


def demo_mean():
    data = jax.random.normal(rng, (5,)) * 2.0 + 1.0
    return float(data.mean())


def demo_spread():
    data = jax.random.normal(rng, (7,)) * 3.0
    return float(data.std())


{checked}try:
    mean = demo_mean()
    print("mean", mean)
    spread = demo_spread()
    print("spread", spread)
    {use}
finally:
    jax.config.update("jax_debug_key_reuse", False)
"""
_STAGES = """
def stage(x):
    return jnp.tanh(x) * 2.0


def test_stages():
    key = jax.random.key(0)
{before}    for h, dim in zip([4, 2], [3, 5]):
        x = jax.random.normal(key, (1, h, h, dim))
        y = stage(x)
{inside}        assert jnp.allclose(y, 2.0 * jnp.tanh(x))
{after}
{checked}try:
    test_stages()
finally:
    jax.config.update("jax_debug_key_reuse", False)
"""
_LENGTHS = """
def test_lengths():
    key = jax.random.key(1)
    cases = [
        jax.random.normal(key, (1, 2)),
        jax.random.normal(key, (3, 2)),
    ]
{before}    for obs in cases:
        n = len(obs)
        total = jnp.cumsum(obs, axis=0)
{inside}        assert total.shape == (n, 2)
{after}
{checked}try:
    test_lengths()
finally:
    jax.config.update("jax_debug_key_reuse", False)
"""
_SUBTESTS = """
def layer(x):
    return x @ jnp.ones((x.shape[-1], 2))


def test_layer_shapes():
    key = jax.random.key(2)
    x = jax.random.normal(key, (2, 3))
    out = layer(x)
    assert out.shape == (2, 2)
    x = jax.random.normal(key, (4, 5))
    {second}
    assert out.shape == (4, 2)

{checked}try:
    test_layer_shapes()
finally:
    jax.config.update("jax_debug_key_reuse", False)
"""
_UNDER_CHECK = 'jax.config.update("jax_debug_key_reuse", True)\n'
CASES.update({
    # (a) one module-level seed read by separate demo functions, each run once at top level
    "demo_functions_each_drawing_from_the_module_seed": (_ONE_SEED_DEMOS.format(
        checked="", use="assert spread == float((jax.random.normal(jax.random.key(42), (7,)) * 3.0).std())"),
        None, None),
    "demo_results_combined_from_the_module_seed": (_ONE_SEED_DEMOS.format(
        checked=_UNDER_CHECK, use="ratio = mean / spread"), "KeyReuseError", "JAX320"),
    # (b) a loop redrawing a differently shaped input from one key, each checked on its own
    "stage_inputs_redrawn_from_one_key_each_checked_alone": (_STAGES.format(
        before="", inside="", after="", checked=""), None, None),
    "stage_outputs_from_one_key_summed_across_iterations": (_STAGES.format(
        before="    total = 0.0\n", inside="        total = total + y.sum()\n", after="    return total\n",
        checked=_UNDER_CHECK), "KeyReuseError", "JAX320"),
    # (b) a list of differently shaped cases drawn from one key, iterated and each checked alone
    "listed_cases_from_one_key_each_checked_alone": (_LENGTHS.format(
        before="", inside="", after="", checked=""), None, None),
    "listed_cases_from_one_key_collected_into_one_result": (_LENGTHS.format(
        before="    sums = []\n", inside="        sums.append(total[-1])\n", after="    return jnp.stack(sums)\n",
        checked=_UNDER_CHECK), "KeyReuseError", "JAX320"),
    # (b) straight-line sub-tests, the second redrawing its input of another shape from the key
    "sub_tests_redrawing_their_input_from_one_key": (_SUBTESTS.format(
        second="out = layer(x)", checked=""), None, None),
    # (d) a test drawing two inputs of different shapes from one key, checking each one's shape
    "shape_checks_of_two_draws_from_one_key": ("""
def signal(x):
    return jnp.stack([x, 2 * x], axis=-1)


def test_signal_shapes():
    key = jax.random.key(4)
    x = jax.random.uniform(key, (30,))
    x_batch = jax.random.uniform(key, (3, 30))
    one = signal(x)
    batch = signal(x_batch)
    assert one.shape == (30, 2)
    assert batch.shape == (3, 30, 2)


test_signal_shapes()
""", None, None),
    # (c) common random numbers: one key for every solver, the results compared (still reported)
    "common_random_numbers_for_solvers_compared": ("""
def benchmark():
    key = jax.random.key(5)
    results = {}
    for name, scale in (("plain", 1.0), ("scaled", 2.0)):
        x = jax.random.normal(key, (4,))
        results[name] = float((scale * x).sum())
    return results["scaled"] / results["plain"]


jax.config.update("jax_debug_key_reuse", True)
try:
    benchmark()
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "sub_test_combining_both_draws_of_one_key": (_SUBTESTS.format(
        second="out = layer(x) + out.sum()", checked=_UNDER_CHECK), "KeyReuseError", "JAX320"),
})


CASES.update({
    # `not inputs` takes a container's truth, as `if inputs:` does (alphastar's loss_base)
    "not_of_a_vmapped_dict_parameter": ("""
def loss(inputs):
    if not inputs:
        raise ValueError("losses need inputs")
    return inputs["x"] * 2


assert jax.vmap(loss)({"x": jnp.ones(3)}).shape == (3,)
""", None, None),
    "not_of_a_vmapped_parameter_annotated_a_dict": ("""
def loss(inputs: dict[str, jax.Array]):
    if not inputs:
        raise ValueError("losses need inputs")
    return jax.tree_util.tree_leaves(inputs)[0] * 2


assert jax.vmap(loss)({"x": jnp.ones(3)}).shape == (3,)
""", None, None),
    "not_of_a_jitted_parameter_used_as_an_array": ("""
@jax.jit
def loss(x):
    if not x:
        return x
    return x.sum()


loss(jnp.ones(()))
""", "TracerBoolConversionError", "JAX101"),
    # a script importing `np` as jax.numpy, then as numpy further down (jax3d's mobilenerf):
    # a function reads the binding in force when it runs
    "np_rebound_from_jax_numpy_to_numpy_further_down_a_script": ("""
import jax.numpy as np


def normalize(x):
    return x / np.linalg.norm(x, axis=-1, keepdims=True)


render = jax.pmap(normalize)
render(jnp.ones((1, 3)))  # np is jax.numpy here

import numpy as np  # the script's export stage, on host arrays

np.save("/dev/null", np.ones(2))
""", None, None),
    # `partial(body, **options)`: fori_loop passes (i, carry); the rest are the options' (perceiver-ar)
    "partial_spreading_options_into_a_fori_loop_body": ("""
def sample_position(i, carry, temperature, top_p):
    if temperature > 0 and top_p > 0:
        return carry + i / temperature
    return carry


@functools.partial(jax.jit, static_argnums=(1, 2))
def sample(start, temperature, top_p):
    options = dict(temperature=temperature, top_p=top_p)
    body = functools.partial(sample_position, **options)
    return lax.fori_loop(0, 3, body, start)


assert float(sample(0.0, 1.0, 0.9)) == 3.0
""", None, None),
    "partial_spreading_options_into_a_fori_loop_body_testing_its_carry": ("""
def sample_position(i, carry, temperature, top_p):
    if carry > 0:
        return carry + i / temperature
    return carry


@functools.partial(jax.jit, static_argnums=(1, 2))
def sample(start, temperature, top_p):
    options = dict(temperature=temperature, top_p=top_p)
    body = functools.partial(sample_position, **options)
    return lax.fori_loop(0, 3, body, start)


sample(0.0, 1.0, 0.9)
""", "TracerBoolConversionError", "JAX101"),
    "np_imported_as_numpy_twice": ("""
import numpy as np
from jax import numpy as jnp


@jax.jit
def normalize(x):
    return x / np.linalg.norm(x, axis=-1, keepdims=True)


normalize(jnp.ones(3))
""", "TracerArrayConversionError", "JAX501"),
})

_MESH = """
import equinox as eqx


class Mesh(eqx.Module):
    vertices: jax.Array
    assume_quads: bool = eqx.field(default=False)


@{jit}
def trace(mesh: Mesh, x: jax.Array, *, batch_size: int | None) -> jax.Array:
    k = 2 if mesh.assume_quads else 1
    if mesh.{flag}:
        x = x * 2
    n = x.shape[0]
    if batch_size is None:
        batch_size = n
    batch_size = max(min(batch_size, n), 1)
    return lax.dynamic_slice_in_dim(x, 0, batch_size) * k + mesh.vertices.sum()


class Tracer(eqx.Module):
    batch_size: int | None = 2

    @{jit}
    def run(self, mesh: Mesh, x: jax.Array) -> jax.Array:
        return trace(mesh, x, batch_size=self.batch_size) + scaled(x, 2)


@{jit}
def scaled(x, factor):
    return x[:factor] * factor if factor > 1 else x[:1]


assert Tracer().run(Mesh(jnp.ones(3), True), jnp.ones(4)).shape == (2,)
"""

CASES.update({
    # eqx.filter_jit traces array leaves only: a `bool` field of an eqx.Module parameter, an
    # `int | None` parameter and a Python number a jitted caller hands on stay Python values
    # (the DiffeRT ray tracer's shape, tests/data/unseen14_triage.md)
    "filter_jit_keeps_python_fields_and_int_or_none_parameters": (
        _MESH.format(jit="eqx.filter_jit", flag="assume_quads"), None, None),
    # an array field under filter_jit is traced: branching on it raises
    "filter_jit_traces_the_array_field": (
        _MESH.format(jit="eqx.filter_jit", flag="vertices.sum() > 0"), "TracerBoolConversionError", "JAX101"),
    # jax.jit traces every leaf: the bool field, batch_size and factor are tracers
    "jax_jit_traces_python_fields_and_int_or_none_parameters": (
        _MESH.format(jit="jax.jit", flag="assume_quads"), "TracerBoolConversionError",
        "JAX101 JAX101 JAX101 JAX103 JAX103 JAX202 JAX202"),
})

_INIT_NONE = """
def solve(x, init=None):
    if init {test}:
        dofs = jnp.zeros(3)
    else:
        dofs = init
    return dofs + x if dofs != None else x


@jax.jit
def update(x):
    return solve(x, init=x.flatten())


assert update(jnp.ones(3)).shape == (3,)
"""

CASES.update({
    # `x == None` on a tracer is Python's False, `x != None` True (jax-am's `if init == None:`)
    "equality_with_none_on_a_tracer_is_a_python_bool": (_INIT_NONE.format(test="== None"), None, None),
    # `x[0] == 0` is a traced boolean
    "equality_with_a_number_on_a_tracer_is_traced": (
        _INIT_NONE.format(test="[0] == 0"), "TracerBoolConversionError", "JAX101"),
})

# `from __future__ import annotations` must open the module, before HEADER's imports.
# Round 17 (tests/data/unseen17_triage.md): a register_dataclass field made static through a module helper.
CASES.update({
    "static_field_through_a_lambda_helper": ("""
import dataclasses

static_field = lambda val=dataclasses.MISSING: dataclasses.field(default=val, metadata=dict(static=True))


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class QuantArray:
    quant: jax.Array
    out_scaling: bool = static_field(False)
    axes: tuple = static_field(())


@jax.jit
def apply(lhs, rhs: QuantArray):
    scale = jnp.expand_dims(rhs.quant.sum(0), rhs.axes)
    if rhs.out_scaling:
        return lhs @ rhs.quant * scale
    return lhs @ rhs.quant


apply(jnp.ones((2, 3)), QuantArray(jnp.ones((3, 4)), True, (0,)))
""", None, None),
    "static_field_through_a_def_helper": ("""
import dataclasses


def static_field(default):
    \"\"\"A pytree metadata field.\"\"\"
    return dataclasses.field(default=default, metadata={"static": True})


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Config:
    w: jax.Array
    n_layers: int = static_field(2)


@jax.jit
def run(cfg: Config, x):
    for _ in range(cfg.n_layers):
        x = x @ cfg.w
    return x


run(Config(jnp.eye(2)), jnp.ones(2))
""", None, None),
    "data_field_through_a_helper_is_traced": ("""
import dataclasses

data_field = lambda val=dataclasses.MISSING: dataclasses.field(default=val, metadata=dict(static=False))


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Config:
    w: jax.Array
    n_layers: int = data_field(2)


@jax.jit
def run(cfg: Config, x):
    for _ in range(cfg.n_layers):
        x = x @ cfg.w
    return x


run(Config(jnp.eye(2)), jnp.ones(2))
""", "TracerIntegerConversionError", "JAX202"),
    "jit_applied_inside_a_trace_leaves_a_default_untraced": ("""
def f(x, n: int = 128):
    if n > 2:
        return x
    return -x


def window(x, u, time_window=128, time_axis=0):
    time_window = min(time_window, x.shape[time_axis])
    return x + u[:time_window]


@jax.jit
def top(x):
    return jax.jit(f)(x) + jax.jit(functools.partial(window, time_axis=0))(x, x)


top(jnp.ones(3))
""", None, None),
    "jit_applied_inside_a_trace_traces_what_the_call_passes": ("""
def f(x, n: int = 128):
    if n > 2:
        return x
    return -x


@jax.jit
def top(x):
    return jax.jit(f)(x, 3)


top(jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
})


# Round 18 (tests/data/unseen18_triage.md): methods reached through objects, bare class annotations.
CASES.update({
    "staticmethod_called_through_self_binds_no_receiver": ("""
class Renderer:
    def __init__(self):
        self.ID = 3

    @functools.partial(jax.jit, static_argnums=(0,))
    def render(self, raster, a):
        scale = jnp.array(2.0, dtype=jnp.float32)
        return self._saggy(raster, a, a, 0.5, self.ID, scale)

    @staticmethod
    @functools.partial(jax.jit, static_argnums=(4,))
    def _saggy(raster, p_start, p_end, sag, color_id, scale, num_segments=10):
        t = jnp.linspace(0.0, 1.0, num_segments + 1)
        return raster + jnp.sum(t) * sag * scale + color_id + p_start - p_end


class Env:
    def __init__(self):
        self.renderer = Renderer()

    @functools.partial(jax.jit, static_argnums=(0,))
    def render(self, raster, a):
        return self.renderer.render(raster, a)


Env().render(jnp.zeros(3), 1.0)
""", None, None),
    "staticmethod_called_through_self_gets_a_traced_count": ("""
class Renderer:
    @functools.partial(jax.jit, static_argnums=(0,))
    def render(self, raster, a):
        return self._saggy(raster, a, jnp.array(4))

    @staticmethod
    def _saggy(raster, sag, num_segments=10):
        t = jnp.linspace(0.0, 1.0, num_segments + 1)
        return raster + jnp.sum(t) * sag


class Env:
    def __init__(self):
        self.renderer = Renderer()

    @functools.partial(jax.jit, static_argnums=(0,))
    def render(self, raster, a):
        return self.renderer.render(raster, a)


Env().render(jnp.zeros(3), 1.0)
""", "ConcretizationTypeError", "JAX202"),
    "vmap_of_a_jitted_method_leaves_an_unmapped_static_count": ("""
class Collector:
    @functools.partial(jax.jit, static_argnums=(0, 3))
    def collect_steps(self, key, state, num_steps):
        if num_steps > 0:
            return state + num_steps
        return state

    def run(self, keys, state, n):
        collect = jax.vmap(self.collect_steps, in_axes=(1, 1, None), out_axes=1)
        return collect(keys, state, n)


Collector().run(jnp.ones((1, 4)), jnp.zeros((1, 4)), 3)
""", None, None),
    "vmap_of_a_jitted_method_whose_jit_traces_the_count": ("""
class Collector:
    @functools.partial(jax.jit, static_argnums=(0,))
    def collect_steps(self, key, state, num_steps):
        if num_steps > 0:
            return state + num_steps
        return state

    def run(self, keys, state, n):
        collect = jax.vmap(self.collect_steps, in_axes=(1, 1, None), out_axes=1)
        return collect(keys, state, n)


Collector().run(jnp.ones((1, 4)), jnp.zeros((1, 4)), 3)
""", "TracerBoolConversionError", "JAX101"),
    "bare_class_annotation_binds_nothing_before_the_setup_method": ("""
from typing import Dict


class Renderer:
    sprite_indices: Dict[str, int]

    def __init__(self):
        self.scale = 2.0
        self._create_helper_mappings()

    def _create_helper_mappings(self):
        self.sprite_indices = {"wall": 0, "door": 1}

    @functools.partial(jax.jit, static_argnums=(0,))
    def render(self, x):
        return x * self.scale + self.sprite_indices["door"]


r = Renderer()
r.render(jnp.ones(2))
""", None, None),
    "bare_class_annotation_then_an_attribute_changed_after_the_trace": ("""
from typing import Dict


class Renderer:
    sprite_indices: Dict[str, int]

    def __init__(self):
        self.sprite_indices = {"wall": 0, "door": 1}

    def recolour(self, door):
        self.sprite_indices = {"wall": 0, "door": door}

    @functools.partial(jax.jit, static_argnums=(0,))
    def render(self, x):
        return x + self.sprite_indices["door"]


r = Renderer()
r.render(jnp.ones(2))
r.recolour(5)
assert float(r.render(jnp.ones(2))[0]) == 2.0  # stale: the first trace's door
""", None, "JAX303"),
    "memo_table_the_constructor_fills_has_no_miss_at_trace_time": ("""
class Renderer:
    WALL = (10, 20, 30)

    def __init__(self):
        self.palette = jnp.zeros((1, 3), jnp.int32)
        self.color_to_id = {}
        self._ensure_color(self.WALL)

    def _ensure_color(self, rgb):
        if rgb in self.color_to_id:
            return
        color = jnp.asarray(rgb, dtype=self.palette.dtype)
        gray = int(0.299 * int(color[0]) + 0.587 * int(color[1]) + 0.114 * int(color[2]))
        self.palette = jnp.concatenate([self.palette, jnp.asarray([[gray, gray, gray]], self.palette.dtype)])
        self.color_to_id[rgb] = self.palette.shape[0] - 1

    @functools.partial(jax.jit, static_argnums=(0,))
    def render(self, raster):
        self._ensure_color(self.WALL)
        return jnp.where(raster > 0, self.color_to_id[self.WALL], raster)


Renderer().render(jnp.arange(3))
""", None, None),
    "memo_table_filled_only_on_a_miss_misses_at_the_first_traced_call": ("""
class Renderer:
    WALL = (10, 20, 30)

    def __init__(self):
        self.palette = jnp.zeros((1, 3), jnp.int32)
        self.color_to_id = {}

    def _ensure_color(self, rgb):
        if rgb in self.color_to_id:
            return
        color = jnp.asarray(rgb, dtype=self.palette.dtype) + self.palette[0]
        gray = int(color.sum())
        self.color_to_id[rgb] = gray

    @functools.partial(jax.jit, static_argnums=(0,))
    def render(self, raster):
        self._ensure_color(self.WALL)
        return jnp.where(raster > 0, self.color_to_id[self.WALL], raster)


Renderer().render(jnp.arange(3))
""", "ConcretizationTypeError", "JAX105"),
})


# Round 18's JAX320 classes (tests/data/unseen18_triage.md, classes F and G). Valid cases run without
# JAX's checker (it rejects every reuse); each neighbour that is still a reuse raises KeyReuseError
# under it and is reported.
_COMPARED_BY_CALLER = """
def original(seed, mu):
    return mu + jax.random.normal(seed, mu.shape)


def proposed(seed, mu):
    return jax.random.normal(seed, mu.shape) + mu


def original_vs_proposed(seed, n=100):
    seed_mu, seed_sample = jax.random.split(seed)
    mu = jax.random.uniform(seed_mu, (3,))
    xs_original = jax.vmap(original, in_axes=(0, None))(jax.random.split(seed_sample, n), mu)
    xs_proposed = jax.vmap(proposed, in_axes=(0, None))(jax.random.split(seed_sample, n), mu)
    return xs_original, xs_proposed


{checked}try:
    a, b = original_vs_proposed(jax.random.key(40192))
    {use}
finally:
    jax.config.update("jax_debug_key_reuse", False)
"""
_CROP = """
def crop(img, rng, padding=2):
    dx, dy = jax.random.randint(rng, (2,), 0, 2 * padding + 1)
    padded = jnp.pad(img, ((padding, padding), (padding, padding)), mode="edge")
    return lax.dynamic_slice(padded, (dy, dx), img.shape)


{function}


obs = {{"wrist": jnp.arange(36.0).reshape(6, 6), "side": jnp.ones((6, 6))}}
{checked}try:
    {use}
finally:
    jax.config.update("jax_debug_key_reuse", False)
"""
_EACH_VIEW = """def augment(obs, rng, views=("wrist", "side")):
    for view in views:
        obs = {**obs, view: crop(obs[view], rng)}
    return obs"""
CASES.update({
    # F: the same keys to two implementations, returned side by side; the caller asserts them close
    "common_random_numbers_returned_and_compared_by_the_caller": (_COMPARED_BY_CALLER.format(
        checked="", use="assert jnp.allclose(a, b, atol=1e-5)"), None, None),
    "common_random_numbers_returned_and_combined_by_the_caller": (_COMPARED_BY_CALLER.format(
        checked=_UNDER_CHECK, use="print((a - b).std())"), "KeyReuseError", "JAX320"),
    # G: one crop key applied to each camera view of one observation, written back view by view
    # (the loop form of "applied alike": one crop of an image and of its mask)
    "one_crop_key_for_each_view_of_a_loop": (_CROP.format(
        function=_EACH_VIEW, checked="", use="out = augment(obs, jax.random.key(0))\n"
        "    assert out['wrist'].shape == (6, 6)"), None, None),
    "one_crop_key_for_each_view_stored_in_place": (_CROP.format(function="""def augment(obs, rng):
    for view in obs:
        obs[view] = crop(obs[view], rng)
    return obs""", checked="", use="augment(dict(obs), jax.random.key(0))"), None, None),
    # ... but a crop of the previous iteration's crop draws the same shift again and again
    "one_crop_key_chained_through_the_loop": (_CROP.format(function="""def augment(img, rng, steps=3):
    for _ in range(steps):
        img = crop(img, rng)
    return img""", checked=_UNDER_CHECK, use="augment(obs['wrist'], jax.random.key(0))"), "KeyReuseError", "JAX320"),
    "one_crop_key_for_a_view_the_loop_wrote_before": (_CROP.format(function="""def augment(obs, rng, views=("wrist", "side")):
    for view in views:
        obs = {**obs, "side": crop(obs[view], rng)}
    return obs""", checked=_UNDER_CHECK, use="augment(obs, jax.random.key(0))"), "KeyReuseError", "JAX320"),
    # ... a loop over separate images (not one record's fields) gives each the same crop: a reuse
    "one_crop_key_for_each_image_of_a_list": (_CROP.format(function="""def augment(images, rng):
    out = []
    for img in images:
        out.append(crop(img, rng))
    return jnp.stack(out)""", checked=_UNDER_CHECK, use="augment([obs['wrist'], obs['side']], jax.random.key(0))"),
        "KeyReuseError", "JAX320"),
    # ... and a padding that changes per iteration makes a different draw from the same key
    "one_crop_key_for_each_padding_of_a_loop": (_CROP.format(function="""def augment(img, rng):
    out = []
    for padding in (1, 2):
        out.append(crop(img, rng, padding))
    return jnp.stack(out)""", checked=_UNDER_CHECK, use="augment(obs['wrist'], jax.random.key(0))"), "KeyReuseError",
        "JAX320"),
})


# Round 19 (tests/data/unseen19_triage.md): a transform applied in a branch the module's imports rule out.
CASES.update({
    "backend_name_guard_false_for_numpy": ("""
def spence_series(z):
    return np.abs(z) * 2.0


def li2(z):
    if "jax" in np.__name__:
        spence = jax.vmap(spence_series)
    else:
        def spence(z):
            return np.where(np.abs(z) < 0.5, z * 2.0, np.log(np.abs(z)))
    return spence(1 - np.atleast_1d(z))


li2(np.array([0.2, 0.9, 3.0]))
""", None, None),
    "backend_name_guard_true_for_numpy": ("""
def spence_series(z):
    return np.abs(z) * 2.0


def li2(z):
    if "numpy" in np.__name__:
        spence = jax.vmap(spence_series)
    else:
        spence = spence_series
    return spence(1 - jnp.atleast_1d(z))


li2(jnp.array([0.2, 0.9, 3.0]))
""", "TracerArrayConversionError", "JAX501"),
    "attribute_restored_from_a_copy_before_return": ("""
import dataclasses


@dataclasses.dataclass
class ValueState:
    params: jax.Array
    scale: float


def forward(state, x):
    return state.scale * jnp.sum(state.params * x)


def loss_fn(v_params, state, x):
    saved = state.params
    state.params = v_params
    out = forward(state, x) ** 2
    state.params = saved
    return out


s = ValueState(jnp.ones(3), 2.0)
loss, g = jax.value_and_grad(loss_fn)(s.params, s, jnp.arange(3.0))
s.params + 1
""", None, None),
    "attribute_restored_from_a_copy_taken_after_the_store": ("""
import dataclasses


@dataclasses.dataclass
class ValueState:
    params: jax.Array
    scale: float


def loss_fn(v_params, state, x):
    state.params = v_params
    saved = state.params
    out = jnp.sum(state.params * x) ** 2
    state.params = saved
    return out


s = ValueState(jnp.ones(3), 2.0)
loss, g = jax.value_and_grad(loss_fn)(s.params, s, jnp.arange(3.0))
s.params + 1
""", "UnexpectedTracerError", "JAX301"),
    "decorator_hands_the_function_to_a_host_callback": ("""
def host_callback(func):
    @functools.wraps(func)
    def wrapper(*args, tag=None, **kwargs):
        if tag is None:
            return

        def _inner(*args, tag, **kwargs):
            func(*args, tag=int(tag), **kwargs)

        jax.debug.callback(_inner, *args, tag=tag, **kwargs)

    return wrapper


@host_callback
def log_value(value, *, tag):
    print(f"value={float(value)}, tag={tag}")


@jax.jit
def compute_and_log(x, tag):
    result = x * 2
    log_value(result, tag=tag)
    return result


compute_and_log(jnp.array(5.0), jnp.array(7))
""", None, None),
    "decorator_whose_wrapper_calls_the_function": ("""
def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs)

    return wrapper


@logged
def log_value(value):
    return float(value) * 2


@jax.jit
def compute_and_log(x):
    return log_value(x * 2)


compute_and_log(jnp.array(5.0))
""", "ConcretizationTypeError", "JAX105"),
})


# Round 20 (leftovers of tests/data/unseen19_triage.md, class C): a custom_jvp rule that calls its
# primal and redraws the primal's noise from the key it was handed (derivative_rules.py); the same
# pair of draws outside a rule, or two draws of the rule's own, still repeat randomness.
CASES.update({
    "custom_jvp_rule_redraws_the_primal_noise": ("""
from jax import random


@jax.custom_jvp
def shot_noise(key, image):
    return jnp.maximum(image + jnp.sqrt(image) * random.normal(key, image.shape), 0.0)


@shot_noise.defjvp
def shot_noise_jvp(primals, tangents):
    key, image = primals
    _, image_dot = tangents
    primal_out = shot_noise(key, image)
    noise_grad = 1.0 + random.normal(key, image.shape) / (2 * jnp.sqrt(image) + 1e-6)
    return primal_out, image_dot * jnp.abs(noise_grad) * (primal_out != 0)


key = random.PRNGKey(0)
img = jnp.full((4,), 9.0)
g = jax.grad(lambda x: shot_noise(key, x).sum())(img)
n = random.normal(random.PRNGKey(0), img.shape)
assert jnp.allclose(g, jnp.abs(1 + n / (2 * 3.0 + 1e-6)))  # the primal's own sample
""", None, None),
    "plain_function_redraws_after_calling_the_noisy_function": ("""
from jax import random


@jax.custom_jvp
def shot_noise(key, image):
    return jnp.maximum(image + jnp.sqrt(image) * random.normal(key, image.shape), 0.0)


@shot_noise.defjvp
def shot_noise_jvp(primals, tangents):
    key, image = primals
    _, image_dot = tangents
    primal_out = shot_noise(key, image)
    return primal_out, image_dot * (primal_out != 0)


def twice_noisy(key, image):
    once = shot_noise(key, image)
    more = random.normal(key, image.shape)  # meant as a second, independent noise
    return once + jnp.sqrt(image) * more


img = jnp.full((4,), 9.0)
out = twice_noisy(random.PRNGKey(0), img)
n = random.normal(random.PRNGKey(0), img.shape)
if jnp.allclose(out, img + 6.0 * n):
    raise RuntimeError("the second noise repeats the first")
""", "RuntimeError", "JAX320"),
    "custom_jvp_rule_draws_twice_on_its_own": ("""
from jax import random


@jax.custom_jvp
def shot_noise(key, image):
    return jnp.maximum(image + jnp.sqrt(image) * random.normal(key, image.shape), 0.0)


@shot_noise.defjvp
def shot_noise_jvp(primals, tangents):
    key, image = primals
    _, image_dot = tangents
    n = random.normal(key, image.shape)
    primal_out = jnp.maximum(image + jnp.sqrt(image) * n, 0.0)
    jitter = random.normal(key, image.shape)  # meant as jitter independent of the noise
    return primal_out, image_dot * (1.0 + n / (2 * jnp.sqrt(image))) + 0.01 * jitter


img = jnp.full((4,), 9.0)
out, tangent = shot_noise_jvp((random.PRNGKey(0), img), (None, jnp.zeros(4)))
if jnp.allclose(tangent, 0.01 * (out - img) / 3.0, atol=1e-5):
    raise RuntimeError("the jitter repeats the noise")
""", "RuntimeError", "JAX320"),
})


# Round 20 (leftovers of tests/data/unseen19_triage.md, class E): the lax.cond bodies inside a def the
# module spells only in a branch its imports rule out never run; a private def (nothing outside the
# module may call it) that something live also calls still traces them.
CASES.update({
    "lax_cond_bodies_in_a_def_only_a_dead_branch_uses": ("""

def _spence(z):
    return jax.lax.cond(np.abs(z) < 0.5, lambda z: z * 2.0, lambda z: np.log(z), z)


def li2(z):
    if "jax" in np.__name__:
        spence = jax.vmap(_spence)
    else:
        def spence(z):
            return np.where(np.abs(z) < 0.5, z * 2.0, np.log(np.abs(z)))
    return spence(1 - np.atleast_1d(z))


li2(np.array([0.2, 0.9, 3.0]))
""", None, None),
    "lax_cond_bodies_in_a_def_a_live_call_also_uses": ("""

def _spence(z):
    return jax.lax.cond(np.abs(z) < 0.5, lambda z: z * 2.0, lambda z: np.log(z), z)


def li2(z):
    if "jax" in np.__name__:
        spence = jax.vmap(_spence)
    else:
        def spence(z):
            return np.where(np.abs(z) < 0.5, z * 2.0, np.log(np.abs(z)))
    return spence(1 - np.atleast_1d(z))


li2(np.array([0.2, 0.9, 3.0]))
_spence(np.float32(0.9))
""", "TracerArrayConversionError", "JAX501"),
})


# A function held in a static field of a pytree (flax's `TrainState.create(apply_fn=model.apply)`
# shape: `eqx.field(static=True)`, a `register_dataclass` meta field), bound by keyword to one
# function of the module wherever the module builds or replaces the object: traced code calling the
# field (`state.apply_fn(params, x)`) runs that function with its arguments.
CASES.update({
    "static_field_function_bound_by_create_runs_traced": ("""
from typing import Callable

import equinox as eqx
import jax
import jax.numpy as jnp


class TrainState(eqx.Module):
    params: jax.Array
    apply_fn: Callable = eqx.field(static=True)

    @classmethod
    def create(cls, *, apply_fn, params):
        return cls(params=params, apply_fn=apply_fn)


def apply(params, x):
    if (params * x).sum() > 0:
        return params * x
    return -params * x


@jax.jit
def train_step(state, x):
    def loss_fn(params):
        return state.apply_fn(params, x).sum()

    return jax.grad(loss_fn)(state.params)


state = TrainState.create(apply_fn=apply, params=jnp.ones(3))
train_step(state, jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    "static_field_function_bound_by_create_branch_free": ("""
from typing import Callable

import equinox as eqx
import jax
import jax.numpy as jnp


class TrainState(eqx.Module):
    params: jax.Array
    apply_fn: Callable = eqx.field(static=True)

    @classmethod
    def create(cls, *, apply_fn, params):
        return cls(params=params, apply_fn=apply_fn)


def apply(params, x):
    return jnp.where((params * x).sum() > 0, params * x, -params * x)


@jax.jit
def train_step(state, x):
    def loss_fn(params):
        return state.apply_fn(params, x).sum()

    return jax.grad(loss_fn)(state.params)


state = TrainState.create(apply_fn=apply, params=jnp.ones(3))
train_step(state, jnp.ones(3))
""", None, None),
    "meta_field_function_of_a_registered_dataclass_runs_traced": ("""
import dataclasses
import functools
from typing import Callable

import jax
import jax.numpy as jnp


@functools.partial(jax.tree_util.register_dataclass, data_fields=["params", "step"], meta_fields=["apply_fn"])
@dataclasses.dataclass(frozen=True)
class TrainState:
    params: jax.Array
    step: jax.Array
    apply_fn: Callable

    def replace(self, **changes):
        return dataclasses.replace(self, **changes)


def apply(params, x):
    if (params * x).sum() > 0:
        return params * x
    return -params * x


@jax.jit
def train_step(state, x):
    grads = jax.grad(lambda p: state.apply_fn(p, x).sum())(state.params)
    return state.replace(params=state.params - 0.1 * grads, step=state.step + 1)


state = TrainState(params=jnp.ones(3), step=jnp.array(0), apply_fn=apply)
state = train_step(state, jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    "meta_field_function_of_a_registered_dataclass_branch_free": ("""
import dataclasses
import functools
from typing import Callable

import jax
import jax.numpy as jnp


@functools.partial(jax.tree_util.register_dataclass, data_fields=["params", "step"], meta_fields=["apply_fn"])
@dataclasses.dataclass(frozen=True)
class TrainState:
    params: jax.Array
    step: jax.Array
    apply_fn: Callable

    def replace(self, **changes):
        return dataclasses.replace(self, **changes)


def apply(params, x):
    return jnp.where((params * x).sum() > 0, params * x, -params * x)


@jax.jit
def train_step(state, x):
    grads = jax.grad(lambda p: state.apply_fn(p, x).sum())(state.params)
    return state.replace(params=state.params - 0.1 * grads, step=state.step + 1)


state = TrainState(params=jnp.ones(3), step=jnp.array(0), apply_fn=apply)
state = train_step(state, jnp.ones(3))
""", None, None),
})


# Round 10 of the multi-module projects (tests/projects/mf10_*), each shape in one file: a
# partial of jit bound to a name used as a decorator, the closure a method returns as a scan body,
# a loop over a module-level list of functions, a registry dict indexed by a key known at import
# time (a literal, a frozen dataclass's field, a factory's literal argument), a while_loop carry
# tuple whose element is one array, and a base class that jits a method its subclass overrides.
CASES.update({
    "partial_of_jit_bound_to_a_name_as_a_decorator": ("""
jitted = functools.partial(jax.jit, static_argnames=("n",))


@jitted
def simulate(x, n):
    for _ in range(n):
        if (x < 0).any():
            x = -x
    return x


simulate(jnp.array([-1.0, 2.0]), n=3)
""", "TracerBoolConversionError", "JAX101"),
    "partial_of_jit_bound_to_a_name_static_loop_count": ("""
jitted = functools.partial(jax.jit, static_argnames=("n",))


@jitted
def simulate(x, n):
    for _ in range(n):
        x = jnp.where((x < 0).any(), -x, x)
    return x


simulate(jnp.array([-1.0, 2.0]), n=3)
""", None, None),
    "scan_body_a_method_returns": ("""
class Integrator:
    def __init__(self, max_dt):
        self.max_dt = max_dt

    def make_body(self):
        def body(x, dt):
            n_sub = int(jnp.ceil(dt / self.max_dt))
            return x + n_sub, x

        return body


integrator = Integrator(0.05)
lax.scan(integrator.make_body(), 0.0, jnp.full(3, 0.1))
""", "ConcretizationTypeError", "JAX105"),
    "scan_body_a_method_returns_static_substeps": ("""
class Integrator:
    def __init__(self, n_sub):
        self.n_sub = n_sub

    def make_body(self):
        def body(x, dt):
            for _ in range(self.n_sub):
                x = x + dt / self.n_sub
            return x, x

        return body


integrator = Integrator(2)
lax.scan(integrator.make_body(), 0.0, jnp.full(3, 0.1))
""", None, None),
    "loop_over_a_module_list_of_hooks": ("""
def nan_hook(g):
    return {"nan": jnp.isnan(g).any()}


def norm_hook(g):
    return {"norm": float(jnp.linalg.norm(g))}


HOOKS = [nan_hook, norm_hook]


@jax.jit
def step(g):
    metrics = {}
    for hook in HOOKS:
        metrics.update(hook(g))
    return metrics


step(jnp.ones(3))
""", "ConcretizationTypeError", "JAX105"),
    "loop_over_a_module_list_of_hooks_arrays_kept": ("""
def nan_hook(g):
    return {"nan": jnp.isnan(g).any()}


def norm_hook(g):
    return {"norm": jnp.linalg.norm(g)}


HOOKS = [nan_hook, norm_hook]


@jax.jit
def step(g):
    metrics = {}
    for hook in HOOKS:
        metrics.update(hook(g))
    return metrics


step(jnp.ones(3))
""", None, None),
    "registry_entry_a_frozen_config_field_selects": ("""
import dataclasses


def huber(r):
    if r.mean() < 1.0:
        return 0.5 * r ** 2
    return r


def mse(r):
    return r ** 2


LOSSES = {"mse": mse, "huber": huber}


@dataclasses.dataclass(frozen=True)
class Config:
    loss: str = "huber"


CONFIG = Config()
loss_fn = LOSSES[CONFIG.loss]
jax.jit(lambda r: loss_fn(r).sum())(jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    "registry_entry_the_config_does_not_select": ("""
import dataclasses


def huber(r):
    if r.mean() < 1.0:
        return 0.5 * r ** 2
    return r


def mse(r):
    return r ** 2


LOSSES = {"mse": mse, "huber": huber}


@dataclasses.dataclass(frozen=True)
class Config:
    loss: str = "huber"


CONFIG = Config(loss="mse")
loss_fn = LOSSES[CONFIG.loss]
jax.jit(lambda r: loss_fn(r).sum())(jnp.ones(3))
""", None, None),
    "registry_entry_a_factory_argument_selects": ("""
def constant(count):
    return 0.1


def step_decay(count):
    return 0.1 if count < 100 else 0.01


SCHEDULES = {"constant": constant, "step": step_decay}


def make_update(name):
    schedule = SCHEDULES[name]

    def update(w, count):
        return w * schedule(count)

    return update


jax.jit(make_update("step"))(jnp.ones(3), jnp.array(3))
""", "TracerBoolConversionError", "JAX101"),
    "registry_entry_a_factory_argument_does_not_select": ("""
def constant(count):
    return 0.1


def step_decay(count):
    return 0.1 if count < 100 else 0.01


SCHEDULES = {"constant": constant, "step": step_decay}


def make_update(name):
    schedule = SCHEDULES[name]

    def update(w, count):
        return w * schedule(count)

    return update


jax.jit(make_update("constant"))(jnp.ones(3), jnp.array(3))
""", None, None),
    "while_carry_element_one_array_assigned_in_place": ("""
def body(state):
    i, history = state
    history[i] = 1.0
    return i + 1, history


init = (0, jnp.zeros(3))
lax.while_loop(lambda s: s[0] < 3, body, init)
""", "TypeError", "JAX701"),
    "while_carry_element_one_array_updated_functionally": ("""
def body(state):
    i, history = state
    history = history.at[i].set(1.0)
    return i + 1, history


init = (0, jnp.zeros(3))
lax.while_loop(lambda s: s[0] < 3, body, init)
""", None, None),
    "base_jits_a_method_its_subclass_overrides": ("""
class Optimizer:
    def __init__(self, lr):
        self.lr = lr
        self._update = jax.jit(self.update)

    def update(self, w, g):
        return w - self.lr * g


class Clipped(Optimizer):
    def update(self, w, g):
        if jnp.linalg.norm(g) > 1.0:
            g = g / jnp.linalg.norm(g)
        return w - self.lr * g


Clipped(0.1)._update(jnp.zeros(3), jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    "subclass_override_without_the_base_constructor_runs_eagerly": ("""
class Optimizer:
    def __init__(self, lr):
        self.lr = lr
        self._update = jax.jit(self.update)

    def update(self, w, g):
        return w - self.lr * g


class Clipped(Optimizer):
    def __init__(self, lr):
        self.lr = lr
        self._update = self.update

    def update(self, w, g):
        if jnp.linalg.norm(g) > 1.0:
            g = g / jnp.linalg.norm(g)
        return w - self.lr * g


Clipped(0.1)._update(jnp.zeros(3), jnp.ones(3))
""", None, None),
    "base_call_jitted_with_static_self_runs_the_subclass_forward": ("""
class Module:
    @functools.partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        return self.forward(x)

    def forward(self, x):
        raise NotImplementedError


class Gated(Module):
    def forward(self, x):
        if x.max() > 1.0:
            return jnp.tanh(x)
        return x


Gated()(jnp.linspace(-2.0, 2.0, 5))
""", "TracerBoolConversionError", "JAX101"),
    "base_call_jitted_with_static_self_subclass_forward_selects": ("""
class Module:
    @functools.partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        return self.forward(x)

    def forward(self, x):
        raise NotImplementedError


class Gated(Module):
    def forward(self, x):
        return jnp.where(x.max() > 1.0, jnp.tanh(x), x)


Gated()(jnp.linspace(-2.0, 2.0, 5))
""", None, None),
})


POSTPONED = {  # name -> (code, error JAX raises or None, the findings' codes or None)
    "removed_type_in_a_postponed_annotation": ("""from __future__ import annotations

import jax


def sample(key: jax.random.KeyArray, n: int) -> jax.Array:
    return jax.random.normal(key, (n,))


assert sample(jax.random.key(0), 3).shape == (3,)
""", None, None),
    "removed_type_in_an_evaluated_annotation": ("""import jax


def sample(key: jax.random.KeyArray, n: int) -> jax.Array:
    return jax.random.normal(key, (n,))
""", "AttributeError", "JAX901"),
}


# Modules that name `jax.numpy` as `np` and import no NumPy (tests/data/unseen10_triage.md).
NUMPY_IS_JAX = {  # name -> (code, error JAX raises or None, the findings' codes or None)
    "assert_on_a_tracer_where_np_is_jax_numpy": ("""import jax
import jax.numpy as np


@jax.jit
def f(x):
    assert not np.any(np.isnan(x)), "nans in x"  # no host-callback fix can be spelled
    return x


f(np.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    "assert_outside_jit_where_np_is_jax_numpy": ("""import jax.numpy as np


def f(x):
    assert not np.any(np.isnan(x)), "nans in x"
    return x


f(np.ones(3))
""", None, None),
}


@pytest.mark.parametrize("name", sorted(NUMPY_IS_JAX))
def test_numpy_is_jax_numpy(name):
    code, error, finding = NUMPY_IS_JAX[name]
    assert_shape_case(name, code, error, finding)


@pytest.mark.parametrize("name", sorted(POSTPONED))
def test_postponed_annotations(name):
    code, error, finding = POSTPONED[name]
    assert_shape_case(name, code, error, finding)


@pytest.mark.parametrize("name", sorted(CASES))
def test_shape(name):
    code, error, finding = CASES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


def test_library_pytree_classes_of_optax_and_equinox_are_pytree_nodes():
    """The facts' `pytree_class` optax names are NamedTuples (pytree nodes) in the installed optax;
    an equinox Module is a pytree node."""
    import equinox as eqx
    import jax
    import jax.numpy as jnp
    import optax

    from jaxlint.analysis import facts

    names = facts.names_where(pytree_class=True)
    optax_names = sorted(n.removeprefix("optax.") for n in names if n.startswith("optax."))
    assert optax_names and all(issubclass(getattr(optax, n), tuple) for n in optax_names)
    assert "equinox.Module" in names

    class Pair(eqx.Module):
        a: jax.Array
        b: jax.Array

    assert len(jax.tree_util.tree_leaves(Pair(jnp.ones(1), jnp.ones(1)))) == 2


# E (tests/data/unseen18_triage.md): per-device copies of one draw assembled as a fully replicated
# array repeat the draw on purpose; per-device shards of a row-sharded array must differ. JAX runs
# them on four host devices (a fresh process: this one's backend has one device).
_PER_DEVICE = """import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((len(jax.devices()),), ("x",))
{checked}

def make(rng_key, shape):
{body}


try:
    w = make(jax.random.key(0), (4, 8))
    assert w.shape == (4, 8)
finally:
    jax.config.update("jax_debug_key_reuse", False)
"""
PER_DEVICE = {  # name -> (body of make, checked, error, finding)
    "replicated_copies_of_one_draw": ("""    repl = NamedSharding(mesh, P())
    arrs = [jax.device_put(jax.random.normal(rng_key, shape), dev) for dev in jax.local_devices()]
    return jax.make_array_from_single_device_arrays(shape, repl, arrs)""", False, None, None),
    "replicated_copies_of_one_draw_appended_in_a_loop": ("""    repl = NamedSharding(mesh, P())
    arrs = []
    for dev in jax.local_devices():
        arrs.append(jax.device_put(jax.random.normal(rng_key, shape, dtype=jnp.float32), dev))
    return jax.make_array_from_single_device_arrays(shape, repl, arrs)""", False, None, None),
    "row_shards_drawn_from_one_key": ("""    rows = NamedSharding(mesh, P("x"))
    shard = (shape[0] // len(jax.local_devices()), shape[1])
    arrs = [jax.device_put(jax.random.normal(rng_key, shard), dev) for dev in jax.local_devices()]
    return jax.make_array_from_single_device_arrays(shape, rows, arrs)""", True, "KeyReuseError", "JAX320"),
}


@pytest.mark.parametrize("name", sorted(PER_DEVICE))
def test_per_device_draws(name):
    import os
    import subprocess
    import sys

    from jaxlint.config import Config
    from jaxlint.engine import lint_source

    body, checked, error, finding = PER_DEVICE[name]
    source = _PER_DEVICE.format(body=body, checked='jax.config.update("jax_debug_key_reuse", True)\n' if checked else "")
    env = {**os.environ, "JAX_PLATFORMS": "cpu", "XLA_FLAGS": "--xla_force_host_platform_device_count=4"}
    run = subprocess.run([sys.executable, "-c", source], env=env, capture_output=True, text=True, timeout=300)
    if error is None:
        assert run.returncode == 0, run.stderr
    else:
        assert run.returncode != 0 and error in run.stderr, run.stderr
    found = [d.code for d in lint_source(source, f"{name}.py", Config()).diagnostics]
    assert sorted(found) == sorted(finding.split() if finding else []), found


# I (tests/data/unseen18_triage.md; round 13's class 2 in a notebook): separate demo cells drawing
# again from the notebook's one global key. Nothing imports a notebook, and every later cell is
# linted with it: numbers no later cell combines never meet. Cells run in order, as Jupyter would.
_DEMO_CELLS = [
    "import jax\nfrom jax import random\nrng_key = random.key(42)\n",
    "# demo 1: a large batch of vectors\nvs = random.normal(rng_key, shape=(2_000, 3))\nprint(vs.mean())\n",
    "# demo 2: dot products\nvs2 = random.normal(rng_key, shape=(16, 3))\nv1s, v2s = vs2[:8, :], vs2[8:, :]\n"
    "print(jax.vmap(jax.numpy.dot)(v1s, v2s))\n",
]
NOTEBOOKS = {  # name -> (cells, checked, error, finding)
    "separate_demo_cells_from_one_global_key": (_DEMO_CELLS, False, None, None),
    "demo_cells_from_one_global_key_combined_later": (
        _DEMO_CELLS + ["print(vs.mean() - vs2.mean())\n"], True, "KeyReuseError", "JAX320"),
    "one_demo_cell_drawing_twice_from_the_global_key": (
        _DEMO_CELLS[:1] + ["a = random.normal(rng_key, (3,))\nb = random.normal(rng_key, (3,))\nprint(a + b)\n"],
        True, "KeyReuseError", "JAX320"),
}


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_notebook_draws(name):
    _check_notebook(name, *NOTEBOOKS[name])


def _check_notebook(name, cells, checked, error, finding):
    import contextlib
    import io

    import jax

    from jaxlint.config import Config
    from jaxlint.runner import lint_notebook_bytes
    from tests.helpers import notebook_json

    raised = None
    namespace: dict = {}
    jax.config.update("jax_debug_key_reuse", checked)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            for cell in cells:
                exec(compile(cell, "<cell>", "exec"), namespace)
    except Exception as exc:  # the case's own failure is the datum
        raised = exc
    finally:
        jax.config.update("jax_debug_key_reuse", False)
    if error is None:
        assert raised is None, raised
    else:
        assert raised is not None and error in {c.__name__ for c in type(raised).__mro__}, raised
    text = notebook_json([("markdown", "# demos\n")] + [("code", cell) for cell in cells])
    outcome = lint_notebook_bytes(text.encode(), f"{name}.ipynb", Config())
    found = [d.code for d in outcome.diagnostics]
    assert sorted(found) == sorted(finding.split() if finding else []), found


# The same def in a module of a project (tests/data/unseen19_triage.md, class E: gwkokab's
# `_analytic_spin_prior.py`): a public def of a private module is dead when no other file of the
# project spells it, and traced when one does (importing and calling it raises).
_SPIN = """import jax
import numpy as np


def jaxspence(z):
    return jax.lax.cond(np.abs(z) < 0.5, lambda z: z * 2.0, lambda z: np.log(z), z)


def li2(z):
    if "jax" in np.__name__:
        spence = jax.vmap(jaxspence)
    else:
        def spence(z):
            return np.where(np.abs(z) < 0.5, z * 2.0, np.log(np.abs(z)))
    return spence(1 - np.atleast_1d(z))
"""


def _spin_package(root, name, files):
    pkg = root / name / name  # a folder of its own: the project scanned is the package's
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    for file, text in files.items():
        (pkg / file).write_text(text)
    return pkg


def test_def_only_a_dead_branch_uses_in_a_private_module(tmp_path, monkeypatch):
    import runpy

    from jaxlint.config import Config
    from jaxlint.engine import lint_source

    prior = "import numpy as np\nfrom ._spin import li2\n\nprint(li2(np.array([0.2, 0.9])))\n"
    direct = "import numpy as np\nfrom ._spin import jaxspence\n\njaxspence(np.float32(0.9))\n"
    dead = _spin_package(tmp_path, "deadpkg", {"_spin.py": _SPIN, "prior.py": prior})
    live = _spin_package(tmp_path, "livepkg", {"_spin.py": _SPIN, "prior.py": prior, "direct.py": direct})
    public = _spin_package(tmp_path, "publicpkg", {"spin.py": _SPIN, "prior.py": prior.replace("._spin", ".spin")})
    monkeypatch.syspath_prepend(str(dead.parent))
    monkeypatch.syspath_prepend(str(live.parent))
    runpy.run_module("deadpkg.prior", run_name="__main__")  # runs: the numpy branch
    try:
        runpy.run_module("livepkg.direct", run_name="__main__")
        raised = None
    except Exception as exc:
        raised = exc
    assert type(raised).__name__ == "TracerArrayConversionError", raised
    assert [d.code for d in lint_source(_SPIN, str(dead / "_spin.py"), Config()).diagnostics] == []
    assert [d.code for d in lint_source(_SPIN, str(live / "_spin.py"), Config()).diagnostics] == ["JAX501"]
    # the same module, public: its users may call jaxspence
    assert [d.code for d in lint_source(_SPIN, str(public / "spin.py"), Config()).diagnostics] == ["JAX501"]


# Round 20 (leftovers of tests/data/unseen18_triage.md, class C2): an attribute a jitted method with a
# static `self` reads, rebound by a setup method that every caller in the project calls in an owner's
# constructor on the object it has just built, before anything traces it, is never changed after the
# trace (project.changed_only_while_constructing). A later call, or a trace in the constructor before
# the setup, leaves the compiled code stale. Linted on disk: the project's files are what is searched.
CONFIGURED_IN_CONSTRUCTOR = {  # name -> (code, error JAX raises or None, the findings' codes or None)
    "set_up_by_the_owner_constructor_before_any_trace": ("""import functools
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax



class RenderingUtils:
    def __init__(self, transparent_id=255):
        self.TRANSPARENT_ID = transparent_id

    def load_and_setup_assets(self, colors):
        self.TRANSPARENT_ID = len(colors)  # one past the highest color id
        return jnp.asarray(colors)

    @functools.partial(jax.jit, static_argnums=(0,))
    def render_at(self, raster, mask):
        return jnp.where(mask != self.TRANSPARENT_ID, mask, raster)


class GameRenderer:
    def __init__(self):
        self.jr = RenderingUtils()
        self.PALETTE = self.jr.load_and_setup_assets([[0, 0, 0], [255, 255, 255]])

    def render(self, raster, mask):
        return self.jr.render_at(raster, mask)


r = GameRenderer()
assert r.render(jnp.zeros(4, jnp.int32), jnp.array([0, 1, 2, 2])).tolist() == [0, 1, 0, 0]  # id 2 is transparent
""", None, None),
    "set_up_again_after_the_first_render": ("""import functools
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax



class RenderingUtils:
    def __init__(self, transparent_id=255):
        self.TRANSPARENT_ID = transparent_id

    def load_and_setup_assets(self, colors):
        self.TRANSPARENT_ID = len(colors)  # one past the highest color id
        return jnp.asarray(colors)

    @functools.partial(jax.jit, static_argnums=(0,))
    def render_at(self, raster, mask):
        return jnp.where(mask != self.TRANSPARENT_ID, mask, raster)


class GameRenderer:
    def __init__(self):
        self.jr = RenderingUtils()
        self.PALETTE = self.jr.load_and_setup_assets([[0, 0, 0], [255, 255, 255]])

    def render(self, raster, mask):
        return self.jr.render_at(raster, mask)


r = GameRenderer()
r.render(jnp.zeros(4, jnp.int32), jnp.array([0, 1, 2, 2]))
r.jr.load_and_setup_assets([[0, 0, 0], [255, 255, 255], [9, 9, 9]])  # id 2 is a color now, 3 transparent
if r.render(jnp.zeros(4, jnp.int32), jnp.array([0, 1, 2, 2])).tolist() == [0, 1, 0, 0]:
    raise RuntimeError("the compiled render still treats id 2 as transparent")
""", "RuntimeError", "JAX303"),
    "rendered_in_the_owner_constructor_before_the_set_up": ("""import functools
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax



class RenderingUtils:
    def __init__(self, transparent_id=255):
        self.TRANSPARENT_ID = transparent_id

    def load_and_setup_assets(self, colors):
        self.TRANSPARENT_ID = len(colors)  # one past the highest color id
        return jnp.asarray(colors)

    @functools.partial(jax.jit, static_argnums=(0,))
    def render_at(self, raster, mask):
        return jnp.where(mask != self.TRANSPARENT_ID, mask, raster)


class GameRenderer:
    def __init__(self):
        self.jr = RenderingUtils()
        self.blank = self.jr.render_at(jnp.zeros(4, jnp.int32), jnp.zeros(4, jnp.int32))
        self.PALETTE = self.jr.load_and_setup_assets([[0, 0, 0], [255, 255, 255]])

    def render(self, raster, mask):
        return self.jr.render_at(raster, mask)


r = GameRenderer()
if r.render(jnp.zeros(4, jnp.int32), jnp.array([0, 1, 2, 2])).tolist() == [0, 1, 2, 2]:
    raise RuntimeError("the render traced in the constructor kept transparent id 255")
""", "RuntimeError", "JAX303"),
}


@pytest.mark.parametrize("name", sorted(CONFIGURED_IN_CONSTRUCTOR))
def test_attribute_configured_by_an_owner_constructor(name, tmp_path):
    import contextlib
    import io

    from jaxlint.config import Config
    from jaxlint.engine import lint_source

    code, error, finding = CONFIGURED_IN_CONSTRUCTOR[name]
    raised = None
    with contextlib.redirect_stdout(io.StringIO()):
        try:
            exec(compile(code, "<case>", "exec", dont_inherit=True), {"__name__": "__main__"})
        except Exception as exc:
            raised = exc
    if error is None:
        assert raised is None, raised
    else:
        assert type(raised).__name__ == error, raised
    path = tmp_path / f"{name}.py"
    path.write_text(code)
    found = [d.code for d in lint_source(code, str(path), Config()).diagnostics]
    assert found == (finding.split() if finding else [])


# tests/data/unseen20_triage.md class X: a host conversion inside `try` whose handlers all leave
# (return, raise): on a tracer it raises there, so past the `try` neither what it converted nor
# what it made is a tracer (tomojax's `_fixed_geometry_is_available`).
CONVERSION_IN_TRY = {
    "host_conversion_in_try_whose_handler_returns": ("""
def fixed_geometry(T_all) -> bool:
    try:
        arr = np.asarray(T_all, dtype=np.float32)
    except Exception:
        return False
    return arr.ndim == 3 and bool(np.isfinite(arr).all()) and bool(np.isfinite(T_all).all())


@jax.jit
def loss(T_all, x):
    if fixed_geometry(T_all):
        return x * 2.0
    return x + 1.0


assert float(loss(jnp.zeros((2, 4, 4)), 1.0)) == 2.0
assert fixed_geometry(np.zeros((2, 4, 4)))
""", None, None),
    "float_in_try_whose_handler_returns_the_input": ("""
@jax.jit
def scale(x, s):
    try:
        factor = float(s)
    except jax.errors.ConcretizationTypeError:
        return x
    return x * factor if factor > 0 else x


assert float(scale(2.0, 3.0)) == 2.0
""", None, None),
    "host_conversion_in_try_whose_handler_catches_another_error": ("""
def fixed_geometry(T_all) -> bool:
    try:
        arr = np.asarray(T_all, dtype=np.float32)
    except ValueError:  # a tracer's conversion error is a TypeError: it passes through
        return False
    return bool(np.isfinite(arr).all())


@jax.jit
def loss(T_all, x):
    return x * 2.0 if fixed_geometry(T_all) else x


loss(jnp.zeros((2, 4, 4)), 1.0)
""", "TracerArrayConversionError", "JAX501 JAX105 JAX501"),  # the first JAX501 is where it raises (misses17)
    "host_conversion_in_try_whose_handler_goes_on": ("""
def finite(T_all) -> bool:
    arr = T_all
    try:
        arr = np.asarray(T_all, dtype=np.float32)
    except Exception:
        pass  # on a tracer `arr` is still the tracer
    return bool(np.isfinite(arr).all())


@jax.jit
def loss(T_all, x):
    return x * 2.0 if finite(T_all) else x


loss(jnp.zeros((2, 4, 4)), 1.0)
""", "TracerArrayConversionError", "JAX105 JAX501"),
}


@pytest.mark.parametrize("name", sorted(CONVERSION_IN_TRY))
def test_conversion_in_try(name):
    code, error, finding = CONVERSION_IN_TRY[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


# tests/data/unseen20_triage.md class S: a split spelled again whose halves are each used once:
# in a loop, `split(k)[1]` through a mapped lambda drives this step and `split(k)[0]`, spelled in
# the next iteration, the next keys; in a notebook, a later cell redoes an earlier cell's
# `key, sub = split(k)` and reads only the half the earlier cell left.
RESPELLED_SPLITS = {
    "loop_takes_each_half_of_a_mapped_split_once": ("""
keys = jax.random.split(jax.random.key(0), 4)
seen = []
for t in range(3):
    keys = jax.vmap(lambda k: jax.random.split(k)[0])(keys)
    step_keys = jax.vmap(lambda k: jax.random.split(k)[1])(keys)
    seen.append(jax.vmap(lambda k: jax.random.normal(k))(step_keys))
x = jnp.stack(seen)
assert len(set(map(float, x.ravel()))) == x.size
""", None, None),
    "loop_takes_the_same_half_of_a_mapped_split_twice": ("""
jax.config.update("jax_debug_key_reuse", True)
try:
    keys = jax.random.split(jax.random.key(0), 4)
    seen = []
    for t in range(3):
        keys = jax.vmap(lambda k: jax.random.split(k)[0])(keys)
        step_keys = jax.vmap(lambda k: jax.random.split(k)[0])(keys)
        seen.append(jax.vmap(lambda k: jax.random.normal(k))(step_keys))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
}


@pytest.mark.parametrize("name", sorted(RESPELLED_SPLITS))
def test_respelled_splits(name):
    code, error, finding = RESPELLED_SPLITS[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


_SPLIT_CELLS = [
    "import jax\nfrom jax import random\nkey = random.key(0)\nkey, key_model, key_data = random.split(key, 3)\n",
    "# demo 1\nkey, key_train = random.split(key_data)\na = random.normal(key, (3,))\nprint(a)\n",
]
SPLIT_NOTEBOOKS = {
    "later_cell_splits_again_and_reads_the_other_half": (_SPLIT_CELLS + [
        "# demo 2\nkey, key_train = random.split(key_data)\nb = random.normal(key_train, (3,))\n"
        "assert not (a == b).any()\n"], False, None, None),
    "later_cell_splits_again_and_reads_the_same_half": (_SPLIT_CELLS + [
        "# demo 2\nkey, key_train = random.split(key_data)\nb = random.normal(key, (3,))\nprint(a + b)\n"],
        True, "KeyReuseError", "JAX320"),
}


@pytest.mark.parametrize("name", sorted(SPLIT_NOTEBOOKS))
def test_split_notebooks(name):
    _check_notebook(name, *SPLIT_NOTEBOOKS[name])


# tests/data/unseen20_triage.md class Q: a transform whose result nothing reads never applies: the
# constructor builds `self._compiled = jax.jit(self._sample_fn)`, but the class calls the method
# directly (MLLM-JAX's gemma sampler, its jitted call commented out).
_SAMPLER = """
class Sampler:
    def __init__(self):
        self._compiled_sample_fn = jax.jit(self._sample_fn)

    def _sample_fn(self, state):
        while state["step"] < 3:
            print(state["step"])
            state = {"step": state["step"] + 1}
        return state

"""
UNREAD_TRANSFORMS = {
    "jitted_attribute_nothing_reads": (_SAMPLER + """    def __call__(self):
        return self._sample_fn({"step": jnp.array(0)})


assert int(Sampler()()["step"]) == 3
""", None, None),
    "jitted_attribute_called": (_SAMPLER + """    def __call__(self):
        return self._compiled_sample_fn({"step": jnp.array(0)})


Sampler()()
""", "TracerBoolConversionError", "JAX101 JAX302"),
    "jitted_attribute_read_then_called": (_SAMPLER + """    def __call__(self):
        run = self._compiled_sample_fn
        return run({"step": jnp.array(0)})


Sampler()()
""", "TracerBoolConversionError", "JAX101 JAX302"),
}


@pytest.mark.parametrize("name", sorted(UNREAD_TRANSFORMS))
def test_unread_transforms(name):
    code, error, finding = UNREAD_TRANSFORMS[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


def test_optax_schedule_facts_name_the_schedule_parameters_of_the_installed_optax():
    """Each optax function the facts say takes a schedule has that parameter, annotated as accepting
    a callable, first; and its update calls a schedule there with the state's count (an array)."""
    import inspect

    import jax.numpy as jnp
    import optax

    from jaxlint.analysis import facts  # noqa: F401  (registers the library facts)
    from jaxlint.analysis.fact_table import FACTS

    marked = {name: fact.schedules for name, fact in FACTS.items() if fact.schedules is not None}
    assert "optax.adam" in marked and "optax.scale_by_schedule" in marked
    for name, (positions, keywords) in marked.items():
        params = list(inspect.signature(getattr(optax, name.removeprefix("optax."))).parameters.values())
        assert positions == (0,) and keywords == (params[0].name,), name
        assert "Callable" in str(params[0].annotation), name
    seen = []

    def schedule(count):
        seen.append(count)
        return 0.1

    for tx in (optax.adam(learning_rate=schedule), optax.scale_by_schedule(schedule),
               optax.inject_hyperparams(optax.sgd)(learning_rate=schedule)):
        params = jnp.ones(2)
        tx.update(params, tx.init(params), params)
    assert seen and all(getattr(c, "dtype", None) is not None for c in seen)  # eagerly: a concrete array


# tests/data/unseen21_triage.md class C: the handler names a module constant holding the tracer
# errors (`_PROBE_ERRORS = tuple([TypeError, jax.errors.ConcretizationTypeError])`, bound in an
# `if`/`else`): the conversion in the `try` body is the probe for tracing (xpcsjax's array hash key).
_PROBE = """
_errors = [TypeError, jax.errors.ConcretizationTypeError]
if hasattr(jax.errors, "TracerArrayConversionError"):
    _PROBE_ERRORS: tuple = tuple(_errors)
else:
    _PROBE_ERRORS = (TypeError,)


def hash_key(arr):
    try:
        n = int(arr.shape[0])
        return (n, float(arr[0]), float(arr[n - 1]))
    except _PROBE_ERRORS:
        return None


@jax.jit
def scaled(t):
    assert hash_key(t) is None
    return t * 2


assert hash_key(jnp.arange(3.0)) == (3, 0.0, 2.0)
scaled(jnp.arange(3.0))
"""
# class E: the handler binds None and the code past the `try` runs only when the conversion worked:
# under the trace the body never finishes (xpcsjax's fallback-grid warning).
_SENTINEL = """
@jax.jit
def integral(t, dt):
    grid = jnp.arange(10.0) * dt
    try:
        extent = float(grid[-1])
        wanted = float(jnp.max(t))
    except Exception:
        extent = None
        wanted = None
    if extent is not None and wanted is not None and wanted > extent:
        print("beyond the grid: %.3g > %.3g (dt=%g)" % (wanted, extent, float(dt)))
    return jnp.interp(t, grid, grid ** 2)


integral(jnp.array([1.0, 20.0]), 1.0)
"""
# class B: under jax.grad alone `lax.stop_gradient` hands back the concrete array (rl_with_jax's
# MAML rollouts: a jitted policy's action handed to a NumPy environment inside value_and_grad).
_ROLLOUT = """
@jax.jit
def policy(params, obs):
    return jnp.clip(params * obs, -1.0, 1.0)


def loss(params, obs):
    a = policy(params, obs)
    a = jax.lax.stop_gradient(a)
    a = np.array(np.clip(a, -0.1, 0.1))
    return (params * jnp.asarray(a)).sum()


"""
# class A: a nested function reads a parameter of a function around the lax body it is called
# from; a module global of the same name (a `__main__` demo's NumPy array) is not what it reads
# (JAXTrace's octree interpolator).
_OCTREE = """
@jax.jit
def interp(connectivity, field_values, candidates):
    def body(carry, elem_idx):
        def check():
            def do_check():
                node_indices = connectivity[elem_idx]
                return field_values[node_indices].sum()
            return jax.lax.cond(elem_idx >= 0, do_check, lambda: 0.0)
        return carry + check(), None
    out, _ = jax.lax.scan(body, 0.0, candidates)
    return out


"""
UNSEEN21_SHAPES = {
    "conversion_in_try_whose_handler_names_a_constant_of_tracer_errors": (_PROBE, None, None),
    "conversion_in_try_whose_constant_names_other_errors": (
        _PROBE.replace("[TypeError, jax.errors.ConcretizationTypeError]", "[ValueError]")
        .replace("(TypeError,)", "(KeyError,)"), "ConcretizationTypeError", "JAX105 JAX105"),
    "code_past_a_try_that_needs_the_conversion_to_have_worked": (_SENTINEL, None, None),
    "code_past_a_try_whose_handler_binds_a_fallback_value": (
        _SENTINEL.replace("extent = None", "extent = 9.0").replace("wanted = None", "wanted = 10.0"),
        "ConcretizationTypeError", "JAX105"),
    "stop_gradient_under_grad_alone_is_concrete": (
        _ROLLOUT + "jax.value_and_grad(loss)(jnp.ones(2), jnp.ones(2))\n", None, None),
    "no_stop_gradient_under_grad": (
        _ROLLOUT.replace("    a = jax.lax.stop_gradient(a)\n", "")
        + "jax.value_and_grad(loss)(jnp.ones(2), jnp.ones(2))\n",
        "TracerArrayConversionError", "JAX501 JAX501"),
    "stop_gradient_under_jit_is_a_tracer": (
        _ROLLOUT + "jax.jit(jax.value_and_grad(loss))(jnp.ones(2), jnp.ones(2))\n",
        "TracerArrayConversionError", "JAX501 JAX501"),
    "nested_body_reads_an_enclosing_parameter_a_global_shadows": (_OCTREE + """
if __name__ == "__main__":
    connectivity = np.array([[0, 1], [1, 2]], dtype=np.int32)
    assert float(interp(connectivity, jnp.arange(3.0), jnp.array([0, 1]))) == 4.0
""", None, None),
    "nested_body_reads_a_numpy_global": (_OCTREE.replace("def interp(connectivity, ", "def interp(") + """
connectivity = np.array([[0, 1], [1, 2]], dtype=np.int32)
interp(jnp.arange(3.0), jnp.array([0, 1]))
""", "TracerArrayConversionError", "JAX201"),
}


@pytest.mark.parametrize("name", sorted(UNSEEN21_SHAPES))
def test_unseen21_shapes(name):
    code, error, finding = UNSEEN21_SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


# class D: a module binds `jnp` to jax.numpy in a `try` and to NumPy only in its `except
# ImportError:` fallback; another module of the project imports `jnp` from it (xpcsjax's backend).
_BACKEND = {
    "fallback": "try:\n    import jax.numpy as jnp\nexcept ImportError:\n    import numpy as jnp\n",
    "numpy_only": "import numpy as jnp\n",
}
_MODELS = """import jax

from {pkg}.backend import jnp


def g1_batch(t1_batch, t2_batch):
    def single(t1_val, t2_val):
        return (jnp.array([t1_val]) * jnp.array([t2_val])).sum()
    return jax.vmap(single)(t1_batch, t2_batch)


g1_batch(jax.numpy.arange(3.0), jax.numpy.ones(3))
"""


@pytest.mark.parametrize("backend, error, finding", [
    ("fallback", None, []), ("numpy_only", "TracerArrayConversionError", ["JAX501", "JAX501"])])
def test_name_imported_from_a_module_with_an_import_fallback(backend, error, finding, tmp_path, monkeypatch):
    import runpy

    from jaxlint.config import Config
    from jaxlint.engine import lint_source

    name = f"{backend}pkg"
    models = _MODELS.format(pkg=name)
    pkg = _spin_package(tmp_path, name, {"backend.py": _BACKEND[backend], "models.py": models})
    monkeypatch.syspath_prepend(str(pkg.parent))
    try:
        runpy.run_module(f"{name}.models", run_name="__main__")
        raised = None
    except Exception as exc:  # the case's own failure is the datum
        raised = exc
    assert (type(raised).__name__ if raised else None) == error, raised
    assert [d.code for d in lint_source(models, str(pkg / "models.py"), Config()).diagnostics] == finding


def test_text_scan_keeps_the_import_an_import_error_fallback_rebinds():
    """Without parsing: the `try`'s import is the binding where the library is installed; a later
    top-level rebinding, or one under another `except`, is not a fallback."""
    from jaxlint.analysis.module_text import read

    fallback = "try:\n    import jax.numpy as jnp\nexcept (ImportError, AttributeError):\n    import numpy as jnp\n"
    assert read(fallback).imported["jnp"] == (None, "jax.numpy")
    other = "try:\n    import jax.numpy as jnp\nexcept ValueError:\n    import numpy as jnp\n"
    assert read(other).imported["jnp"] == (None, "numpy")
    later = "import numpy as np\ntry:\n    import cupy\nexcept ImportError:\n    pass\nimport jax.numpy as np\n"
    assert read(later).imported["np"] == (None, "jax.numpy")


# Round 22 (arbPlusJAX's benchmarks): a module global bound None and filled by a loader that
# imports a module and binds the global to it (`global api; from pkg import api as _api;
# api = _api`). Whenever the loader runs, the global holds the same module: a jitted lambda
# reading `api.f` bakes in nothing a later call changes (no JAX303). A loader binding a value
# it computes (`SCALE = sqrt(s)`) does change what the trace baked in: JAX303 stays.
_LAZY_MODULE = """
api = None


def _load_modules():
    global api
    if api is not None:
        return
    import jax.numpy as _api
    api = _api


def run(x):
    _load_modules()
    step = jax.jit(lambda v: api.sin(v) + 1.0)
    return step(x)


assert float(run(jnp.float32(0.0))) == 1.0
_load_modules()
assert float(run(jnp.float32(0.0))) == 1.0
"""

_COMPUTED_SETTING = """
SCALE = 1.0


def set_scale(s):
    global SCALE
    from math import sqrt
    SCALE = sqrt(s)


@jax.jit
def scaled(x):
    return x * SCALE


a = scaled(1.0)
set_scale(9.0)
assert float(scaled(1.0)) == 3.0, "the trace kept SCALE = 1.0"
"""

# Round 22 (arbPlusJAX's sparse matrices): a `register_pytree_node_class` whose `tree_flatten`
# returns its aux data as a dict display (`{"rows": self.rows}`), handed by an unannotated jitted
# function to helpers whose parameter is annotated with the class. `x.rows` is aux data, a Python
# int in the trace: `int(x.rows)` and `jnp.arange(x.rows)` run. A child (`x.row`) is traced: a
# boolean mask built from it selects a data-dependent number of elements (JAX601).
_SPARSE = """
from dataclasses import dataclass


@jax.tree_util.register_pytree_node_class
@dataclass(frozen=True)
class SparseCOO:
    data: jax.Array
    row: jax.Array
    col: jax.Array
    rows: int

    def tree_flatten(self):
        return (self.data, self.row, self.col), {"rows": self.rows}

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        data, row, col = children
        return cls(data=data, row=row, col=col, rows=aux_data["rows"])


def as_coo(x: SparseCOO) -> SparseCOO:
    assert isinstance(x, SparseCOO)
    return x


def row_ids(rows: int):
    return jnp.arange(rows)


def diag(x: SparseCOO):
    x = as_coo(x)
    n = int(x.rows)
    return jnp.zeros((n,)).at[jnp.where(x.row == x.col, x.row, n)].add(x.data, mode="drop") + 0 * row_ids(x.rows)


@jax.jit
def diag_jit(x):
    return diag(x)


print(diag_jit(SparseCOO(jnp.ones(3), jnp.array([0, 1, 1]), jnp.array([0, 0, 1]), 2)))
"""

UNSEEN22_SHAPES = {
    "pytree_class_aux_dict_through_an_annotated_helper": (_SPARSE, None, None),
    "pytree_class_child_as_a_boolean_mask_through_an_annotated_helper": (
        _SPARSE.replace("jnp.zeros((n,)).at[jnp.where(x.row == x.col, x.row, n)].add(x.data, mode=\"drop\")",
                        "jnp.zeros((n,)).at[x.row[x.row == x.col]].add(x.data[x.row == x.col])"),
        "NonConcreteBooleanIndexError", "JAX601 JAX601"),
    "global_filled_by_a_lazy_module_loader": (_LAZY_MODULE, None, None),
    "global_rebound_to_a_computed_value_by_a_function_that_imports": (
        _COMPUTED_SETTING, "AssertionError", "JAX303"),
}


@pytest.mark.parametrize("name", sorted(UNSEEN22_SHAPES))
def test_unseen22_shapes(name):
    code, error, finding = UNSEEN22_SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


# The same class defined in another module of the package (arbPlusJAX's sparse_common.py), its
# checker `as_coo` there too; the jitted function and the annotated helpers in a second module.
_SPARSE_COMMON = "import jax\nimport jax.numpy as jnp\n" + 'from dataclasses import dataclass\n\n\n@jax.tree_util.register_pytree_node_class\n@dataclass(frozen=True)\nclass SparseCOO:\n    data: jax.Array\n    row: jax.Array\n    col: jax.Array\n    rows: int\n\n    def tree_flatten(self):\n        return (self.data, self.row, self.col), {"rows": self.rows}\n\n    @classmethod\n    def tree_unflatten(cls, aux_data, children):\n        data, row, col = children\n        return cls(data=data, row=row, col=col, rows=aux_data["rows"])\n\n\ndef as_coo(x: SparseCOO) -> SparseCOO:\n    assert isinstance(x, SparseCOO)\n    return x\n\n\n'
_SPARSE_OPS = """import jax
import jax.numpy as jnp
from {pkg} import common as sc


def coo(data, row, col, *, shape: tuple[int, int]) -> sc.SparseCOO:
    return sc.SparseCOO(data=data, row=row, col=col, rows=int(shape[0]))


def roundtrip(x: sc.SparseCOO) -> sc.SparseCOO:
    x = sc.as_coo(x)
    return coo(x.data, x.row, x.col, shape=(x.rows, x.rows))


@jax.jit
def roundtrip_jit(x):
    return roundtrip(x).data * jnp.arange(3)[: roundtrip(x).rows].sum()


if __name__ == "__main__":
    print(roundtrip_jit(sc.SparseCOO(jnp.ones(3), jnp.array([0, 1, 1]), jnp.array([0, 0, 1]), 2)))
"""


@pytest.mark.parametrize("aux, error, finding", [
    ('{"rows": self.rows}', None, []),
    # `rows` a child: the jitted function's `int(shape[0])` converts a tracer
    ('None', "ConcretizationTypeError", ["JAX105"]),
])
def test_pytree_class_of_another_module_through_annotated_helpers(aux, error, finding, tmp_path, monkeypatch):
    import runpy

    from jaxlint.config import Config
    from jaxlint.engine import lint_source

    name = "sparsepkg" if aux != "None" else "sparsechildpkg"
    common = _SPARSE_COMMON
    if aux == "None":
        common = common.replace("(self.data, self.row, self.col), {\"rows\": self.rows}",
                                "(self.data, self.row, self.col, self.rows), None").replace(
            "data, row, col = children\n        return cls(data=data, row=row, col=col, rows=aux_data[\"rows\"])",
            "data, row, col, rows = children\n        return cls(data=data, row=row, col=col, rows=rows)")
    ops = _SPARSE_OPS.format(pkg=name)
    pkg = _spin_package(tmp_path, name, {"common.py": common, "ops.py": ops})
    monkeypatch.syspath_prepend(str(pkg.parent))
    try:
        runpy.run_module(f"{name}.ops", run_name="__main__")
        raised = None
    except Exception as exc:  # the case's own failure is the datum
        raised = exc
    assert (type(raised).__name__ if raised else None) == error, raised
    assert [d.code for d in lint_source(ops, str(pkg / "ops.py"), Config()).diagnostics] == finding


# Round 23 (tests/data/unseen23_triage.md class K): a module name bound twice, each time to a dict
# (a display, then a comprehension that steps it), handed to a jitted function whose helper
# iterates it: the keys are strings, not tracers. Bound to arrays, iterating gives tracer rows,
# and indexing a dict with one raises.
_REBOUND_DICT = """
bounds = {"a": 2.0, "b": 3.0}


def to_real(norm):
    return {k: bounds[k] * norm[k] for k in norm}


def loss(norm_params):
    r = to_real(norm_params)
    return r["a"] + r["b"]


step = jax.jit(loss)
p = {"a": jnp.array(0.5), "b": jnp.array(0.25)}
p = {k: v - 0.1 for k, v in p.items()}
step(p)
"""

UNSEEN23_SHAPES = {
    "module_dict_rebound_by_a_comprehension_iterated_for_keys": (_REBOUND_DICT, None, None),
    "module_array_rebound_iterated_and_used_as_dict_keys": (
        _REBOUND_DICT.replace('{"a": jnp.array(0.5), "b": jnp.array(0.25)}', "jnp.array([0.5, 0.25])")
                     .replace("{k: v - 0.1 for k, v in p.items()}", "p - 0.1"),
        "TypeError", "JAX201"),
    "module_dict_rebound_by_a_comprehension_with_a_traced_branch": (
        _REBOUND_DICT.replace('    return r["a"] + r["b"]', '    if r["a"] > 0:\n        return r["a"]\n    return r["b"]'),
        "TracerBoolConversionError", "JAX101"),
}


@pytest.mark.parametrize("name", sorted(UNSEEN23_SHAPES))
def test_unseen23_shapes(name):
    code, error, finding = UNSEEN23_SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
