"""Shapes the second set of report repros (tests/data/report_repros2/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- class-level flags (`validate_args = False`) no method reassigns decide branches;
- a decorated (`@jax.jit`) function called from traced code returns traced values;
- an object built in traced code keeps what its `__init__` binds on `self`;
- a lambda bound to a name and jitted through that name is traced, and so is the `__call__` of an
  object built in the jit call (`jax.jit(Model())`);
- a tuple or list display of arrays handed to a jitted function is a tuple of tracers;
- building a dataclass-like object in traced code runs its own `__init__` where it defines one
  (a dataclass keeps it; `__post_init__` runs only from a generated one), and an equinox
  module's `__check_init__` after either (tests/data/report_repros10/).

And shapes the sixth set (tests/data/report_repros6/) showed:

- a lax.fori_loop with traced bounds, differentiated in reverse mode (by its own transform or a
  caller's), raises ValueError when its body reads a tracer from the enclosing code;
- a concrete value of unknown type closed over from untraced code (an array) indexed by a tracer
  gives a tracer, and sliced by a traced bound raises IndexError;
- jnp.unique and the other data-dependent-shape functions raise under jit even on a NumPy constant.

And shapes the seventh set (tests/data/report_repros7/) showed:

- the methods that read or free a concrete array's device buffer (`.delete()`, `.tobytes()`,
  `.is_deleted()`, ...) raise ConcretizationTypeError on a tracer, and work on the jit's result;
- an augmented assignment stores `target op value`: `seq[0] += 1` on a traced cell of an enclosing
  list, run by an inner transform (remat, jit), leaks that transform's tracer;
- a custom_vjp function called with a tracer at a `nondiff_argnums` position raises
  UnexpectedTracerError at the call (jit and vmap alike); a Python value there is fine;
- eqx.partition and eqx.filter raise ValueError on a traced filter_spec (a mask passed into jit).

And shapes the eighth set (tests/data/report_repros8/) showed:

- a traced parameter the body unpacks (`a, b = params`) is still an array when its callers pass
  one: its rows are tracers (a dict passed there unpacks into its keys, which are not);
- a helper called again with a container of the same type but other contents (a `while` test on
  the state tuple the body rebinds with a tracer) is analysed again, not read from the memo.

And shapes the ninth set (tests/data/report_repros9/) showed:

- a loop carry built in untraced code from names bound to jnp results or arithmetic
  (`lax.fori_loop(0, n, body, (alpha, i))`) unpacks into tracers in the body; a name bound to a
  list stays a container;
- in eager code a name bound to a jax.numpy result (`se = jnp.sqrt(v)`) is a JAX array, which
  item assignment cannot change; a NumPy copy of it can;
- a traced jnp.arange bound computed by jnp from shapes raises ConcretizationTypeError (JAX401);
- a concrete JAX array built by untraced code (at import time, or in an enclosing function) is a
  Python-held value under jit (`float(S)` works), but jit stages every operation on it: an
  element (`UB[i]`), arithmetic or a comparison is a tracer there; a NumPy copy of it is not, and
  vmap stages nothing;
- an equinox Module is a frozen dataclass hashing every field its own __init__ sets (a list
  comprehension there, or a constructor argument it stores), and eqx.partition's static half keeps
  those containers (its arrays become None): as a jit static argument, either raises ValueError;
  tuple fields, or a field with an `eqx.field(converter=...)`, say nothing.

And shapes the eleventh set (tests/data/report_repros11/) showed:

- the set operations of two arrays (`jnp.union1d`, `intersect1d`, `setdiff1d`, `setxor1d`) have a
  data-dependent length: under jit they raise ConcretizationTypeError unless given `size=`;
- `jax.debug.print(f"x = {x}")` formats the f-string in Python at trace time, so it prints the
  tracer on every call; a format string with the value passed as an argument prints the value;
- the window strides of `lax.conv`/`conv_general_dilated` must be concrete: traced (a jitted
  function's argument) they raise a TypeError (TracerArrayConversionError with "SAME" padding, an
  unhashable primitive parameter with "VALID"); marked static they work;
- a jitted function's parameter every caller hands a list (or tuple) display of arrays is a Python
  list of tracers the transform rebuilt: indexing it with a tracer (a jitted index, a fori_loop
  body's loop index, also through the loop carry) raises TracerIntegerConversionError, a Python
  int index or a loop over it works, and storing into it changes no list of the caller's;
- in a module that turns jax_debug_key_reuse on at its top level every reuse of a key raises
  KeyReuseError, so draws that are never read or never meet (separate experiments, which JAX320
  leaves alone otherwise) are reported there too; split keys are not.

And shapes the twelfth set (tests/data/report_repros12/) showed:

- in eager code, the binding of a name that every run reaching an item assignment made last
  decides whether it is a JAX array (a parameter rebound first, `ary = jnp.sort(ary)`, or a name
  rebound after a NumPy binding), and arithmetic with a JAX array, its elements and its array
  methods (`g.mean(axis=0)`) are JAX arrays too; a binding on one branch only is not trusted;
- a class registered by a module-level call, `jax.tree_util.register_dataclass(C, data_fields=[...],
  meta_fields=[...])`, is the pytree its decorator form makes: data fields traced, meta fields static;
- np.interp converts its arguments to host arrays (TracerArrayConversionError on a tracer);
- a method jitted with its instance static (`@partial(jax.jit, static_argnums=0)`), called on a
  name bound once to an instance of the module's class (`model.energy(x)`), hashes that instance;
- text made from a tracer shows it: `"total: " + str(t)`, `repr(t)`, `"%s" % t`, and
  `eqx.tree_pformat(tree, short_arrays=False)` (short arrays, the default, show shapes only); and
  under jit a tree_map whose function stages a jnp call maps every leaf to a tracer, whatever the
  tree holds (an eqx.filter_jit argument of unknown type);
- an object built in traced code keeps the tracers its fields hold: appending it to a list the
  trace does not own (a registry its `__init__` fills) leaks them;
- a parameter a jit keeps static that every caller passes an instance of an ordinary class of the
  module for (`solver = Solver(0.5)`, `final(solver, ...)`) is that object: the methods the traced
  code calls on it run traced (`solver.run(y0, [0.0, t])` converting with np.asarray raises).

And single-module shapes of the round-7 held-out projects (tests/projects/mf7_*):

- a helper's argument its caller computed as an array (`docs @ query`) is an array there, not a
  possible container: `sorted(scores)` of it raises; of a parameter passed through, it may be a dict;
- `self.scales = [...]` (a list display or comprehension), the attribute's one binding, in a
  plain class's constructor: a jitted method with a static `self` indexing it with a tracer raises;
  indexing it with a static position works;
- `lax.switch(i, BRANCHES, x)` over a module-level tuple of the module's functions traces each of
  them (a branch calling jnp.nonzero without size= raises); with size= it runs;
- `scorer = build_scorer(...)`, a function whose every return builds one class of the module:
  `jax.vmap(scorer.score)` traces that class's method.

And shapes the thirteenth set (tests/data/report_repros13/) showed:

- a `contextlib.contextmanager` generator that pushes a traced value onto a module-level stack and
  pops it in `finally` (or after its `yield`) leaves nothing once the traced function's `with`
  block ends, and inside that block `stack[-1] = v` stores into the slot it pushed: no leak; the
  same store with no such block around it replaces a slot of the caller's, and a push the
  generator never pops stays: both leak;
- a key split out of a slot and replaced by its own split output (`key, sub = split(keys[-1]);
  keys[-1] = key`) leaves a new key there: the next draw from the slot is no reuse, nor after a
  pop and a push (`keys.append(...)` moves `keys[-1]`); a helper drawing from the slot without
  renewing it, called twice, reuses it;
- a key a lax loop body unpacks from its carry (`x, key = carry`) and hands back unchanged,
  consumed on every iteration by a function the enclosing helper takes as a parameter
  (`cell(x, key)`, the helper called with a function of the module that draws from it), draws
  the same numbers each iteration; split in the body, or only folded in, it does not.

And the twelfth set's key kept on an instance (tests/data/report_repros12/):

- a key an ordinary class stores on its instance (`self.key = jax.random.key(seed)` in `__init__`)
  is one key for every method: two draws from `self.key`, directly or by methods a method calls in
  turn (or once per loop iteration), reuse it; a method that splits it and stores the new key back
  (`self.key, sub = jax.random.split(self.key)`) renews it, and a property computing a fresh key
  on each read is no stored key.

And shapes of the thirteenth set and the round-9 projects (issue #14: whole-project transforms):

- a function a factory returns (its nested def, its one lambda), bound by untraced code
  (`normal_rv = make_random_variable("normal")`) and called by traced code, or transformed
  (`jax.jit(normal_rv)`, `jax.jit(make_scaler(2.0))`), runs traced there; it
  reads the literals the factory was given or kept as defaults (`getattr(jax.random, name)` is
  `jax.random.normal`, `if clip is not None` is decided), and a factory's None defaults no caller
  overrides make `jnp.where(condition, x, y)` the one-argument form;
- a transform of a name bound to a partial (`loss_fn = partial(f, cfg)`, `grad_fn =
  jax.value_and_grad(loss_fn)`) traces `f`;
- what functools.partial binds, by keyword or by position, in a partial jitted
  (`jax.jit(partial(mlp, tracker=tracker))`) or held and called by traced code, is the function or
  the object of a project class the binding holds: calling it reaches the function or the
  object's `__call__`.

And the thirteenth set's objects and methods (tests/data/report_repros13/):

- what an ordinary class's constructor binds on `self` is what every instance holds, unless another
  method rebinds it or the module stores it from outside: a concrete JAX array there
  (`self.step = jnp.array(0)`) stays one, so `self.step += 1` under jit stores a tracer on the
  instance (JAX301, as the same store to a global) and `if self.count > 0` in a method jitted
  with a static `self` raises; a constructor argument stored as it is (`self.sampler = sampler`)
  holds what each construction passes: an ordinary object handed on to a jitted function's
  traced parameter (JAX811), a NumPy array read through a dict display's item
  (`self.spaces[key].high`) handed to a static one (JAX810);
- a tuple or list target binds each of its elements: `self.lo, self.hi = lo, hi` records both
  attributes (an object built in traced code then holds the tracers), `a[t], b[t] = x, y`
  on JAX arrays is two item assignments (JAX701), and `a, b = jnp.zeros(n), jnp.ones(n)` binds
  each name to its own JAX array; an attribute a constructor binds by unpacking and a helper only
  the constructors call rebinds (`self.palette = jnp.append(...)` in `_ensure_color`) is set up,
  not changed later, for a jitted method with a static `self` (JAX303 stays for a public method
  called after the first trace);
- objects kept in a list attribute (`self.blocks = [Block(...) for ...]`, or a list display
  passed to the constructor) and called in a loop of a traced `__call__` run their `__call__`
  traced; so do they from a method jitted bound (`jax.jit(encoder.forward)`) or with a static
  `self`, whose instance's construction is not in view: every construction of the class in its
  module passes such a list;
- `super().__init__(...)` of a subclass built in traced code runs the base class's constructor
  with the arguments it passes (its validation of traced parameters raises there).

And shapes the sixteenth set (tests/data/report_repros16/) showed:

- a def nested in a method (a lax body, a local helper) that calls `self.method(...)` runs the
  class's method, `self` being the enclosing method's first parameter;
- a jit static argument every caller passes a plain `@dataclasses.dataclass(frozen=True)` object
  for is that object: the methods traced code calls on it are followed;
- a call passing a literal `True`/`False` to a parameter the callee tests (`if training:`) runs
  only that arm, so whether it consumes a key is decided (JAX320); `model.apply(x, key)` on a
  module global bound once to `Model(...)` runs `Model.apply`;
- `a == b` (`!=`) on an object of a class defining `__eq__` (`__ne__`) runs that method;
- arithmetic of a JAX array with a number (`8 * jnp.array([1, 1])`) built by untraced code (a
  constructor's argument, a module global) is a concrete JAX array, which jit stages;
- the fields of a NamedTuple built by untraced code (or by a factory of the module returning one)
  that name functions are those functions: `fns.allocate(x)` in traced code is followed.

And shapes sets 7, 14, 15 and 16 showed (CASES_MISSES14, branch misses14):

- a tuple, dict or NamedTuple holding a function, string or enum member (`Optimizer(*sgd(0.1))`,
  the factory returning nested defs) is no array pytree: jit raises TypeError at the call;
- a jitted function returning a closure, a string or an enum member (`return state.mode`, the
  field annotated with an `enum.Enum`) raises TypeError at the call; an `IntEnum` is an int;
- `getattr(obj, name)` with the name's text known (a literal, or a loop over a display of strings)
  reads that attribute: a NumPy buffer written with a traced slice raises;
- a module-level dict of lambdas indexed by a key whose text is known calls that one lambda;
- a TestCase assertion (`self.assertTrue(x)`, `case.assertEqual(x, 0)`) tests a truth with a Python
  `if`: on a tracer it raises TracerBoolConversionError;
- a module global bound once to an array module (`xp = jnp`, `np = jnp if USE_JAX else onp` with
  `USE_JAX = True`) is that module;
- a constructor run in traced code reading back a tracer it stored on `self` earlier in its own
  block reads that tracer;
- `if out is None: out = jnp.zeros(n)` in a private function no call passes `out` to makes `out` a
  JAX array on every run: item assignment on it raises;
- `isinstance(a, np.ndarray)` is True where `a` is what a NumPy array constructor made.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import functools\nimport jax\nimport jax.numpy as jnp\n\n"
# A gradient clipper whose bound is a nondiff argument of its custom_vjp (the set-7 pair's prelude).
CLIP_GRADIENT = """
@functools.partial(jax.custom_vjp, nondiff_argnums=(1,))
def clip_gradient(x, bound):
    return x


def clip_fwd(x, bound):
    return x, None


def clip_bwd(bound, _, g):
    return (jnp.clip(g, -bound, bound),)


clip_gradient.defvjp(clip_fwd, clip_bwd)
"""

CASES = {  # name -> (code, error JAX raises or None, the findings' codes or None)
    "flag_true_branch_taken": ("""
class Model:
    debug = True

    def __call__(self, x):
        if self.debug:
            if x > 0:
                return x
        return -x


model = Model()
jax.jit(model)(1.0)
""", "TracerBoolConversionError", "JAX101"),
    "flag_false_branch_skipped": ("""
class Model:
    debug = False

    def __call__(self, x):
        if self.debug:
            if x > 0:
                return x
        return -x


model = Model()
jax.jit(model)(1.0)
""", None, None),
    "flag_reassigned_is_not_trusted": ("""
class Model:
    debug = False

    def enable(self):
        self.debug = True

    def __call__(self, x):
        if self.debug:
            if x > 0:
                return x
        return -x


m = Model()
m.enable()
jax.jit(m)(1.0)
""", "TracerBoolConversionError", "JAX101"),  # `enable` runs before the one trace: nothing stale (set 15)
    "flag_none_cache": ("""
class Model:
    cache = None

    def __call__(self, x):
        if self.cache is None:
            return x
        if x > 0:
            return x
        return -x


model = Model()
jax.jit(model)(1.0)
""", None, None),
    "jitted_helper_result_is_traced": ("""
@jax.jit
def half(n):
    return n // 2


@functools.partial(jax.jit, static_argnums=0)
def f(n):
    return jnp.zeros(half(n))


f(4)
""", "TypeError", "JAX202"),
    "plain_helper_result_stays_static": ("""
def half(n):
    return n // 2


@functools.partial(jax.jit, static_argnums=0)
def f(n):
    return jnp.zeros(half(n))


f(4)
""", None, None),
    "jitted_helper_returns_a_dict": ("""
@jax.jit
def metrics(x):
    return {"loss": jnp.sum(x), "norm": jnp.linalg.norm(x)}


@jax.jit
def f(x):
    out = metrics(x)
    total = 0.0
    for name in out:
        if name == "loss":
            total = total + out[name]
    return total


f(jnp.ones(3))
""", None, None),
    "init_binds_traced_expression": ("""
class Padded:
    def __init__(self, mask):
        self.n = jnp.sum(mask)

    def pad(self):
        return jnp.zeros(self.n)


def f(mask):
    return Padded(mask).pad()


jax.jit(f)(jnp.array([1, 0, 1]))
""", "TypeError", "JAX202"),
    "init_binds_static_expression": ("""
class Padded:
    def __init__(self, mask):
        self.n = mask.shape[0]

    def pad(self):
        return jnp.zeros(self.n)


def f(mask):
    return Padded(mask).pad()


jax.jit(f)(jnp.array([1, 0, 1]))
""", None, None),
    "lambda_jitted_by_name": ("""
to_python = lambda v: float(v) * 2


jax.jit(to_python)(1.0)
""", "ConcretizationTypeError", "JAX105"),
    "lambda_jitted_by_name_ok": ("""
halve = lambda v: v / 2


jax.jit(halve)(1.0)
""", None, None),
    "jit_of_a_new_object": ("""
class Decoder:
    def __call__(self, z):
        channels = jnp.array([4, 8])
        return z @ jnp.ones((z.shape[-1], channels[1]))


jax.jit(Decoder())(jnp.ones((2, 3)))
""", "TypeError", "JAX202"),
    "jit_of_a_new_object_ok": ("""
class Decoder:
    def __call__(self, z):
        channels = (4, 8)
        return z @ jnp.ones((z.shape[-1], channels[1]))


jax.jit(Decoder())(jnp.ones((2, 3)))
""", None, None),
    "tuple_display_of_arrays": ("""
def f(state):
    x, scale = state
    if scale > 0:
        return x * scale
    return x


jax.jit(f)((jnp.ones(2), 1.0))
""", "TracerBoolConversionError", "JAX101"),
    "tuple_display_holding_a_dict": ("""
def f(state):
    params, scale = state
    if params:
        return params["w"] * scale
    return scale


jax.jit(f)(({"w": jnp.ones(2)}, 1.0))
""", None, None),
    "dict_display_keys": ("""
def f(batch):
    out = 0.0
    for key in batch:
        if key == "x":
            out = out + batch[key].sum()
    return out


jax.jit(f)({"x": jnp.ones(2), "y": jnp.zeros(2)})
""", None, None),
    "fori_traced_bounds_under_jit_of_grad": ("""
def simulate(theta, n_steps):
    return jax.lax.fori_loop(0, n_steps, lambda i, x: x + theta * jnp.sin(x), 1.0)


jax.jit(jax.grad(simulate))(0.5, 10)
""", "ValueError", "JAX202"),
    "fori_traced_bounds_under_grad_of_jit": ("""
@jax.jit
def simulate(theta, n_steps):
    return jax.lax.fori_loop(0, n_steps, lambda i, x: x + theta * jnp.sin(x), 1.0)


jax.grad(simulate)(0.5, 10)
""", "ValueError", "JAX202"),
    "fori_static_bounds_under_jit_of_grad": ("""
def simulate(theta, n_steps):
    return jax.lax.fori_loop(0, n_steps, lambda i, x: x + theta * jnp.sin(x), 1.0)


jax.jit(jax.grad(simulate), static_argnums=1)(0.5, 10)
""", None, None),
    "fori_traced_bounds_under_jit_alone": ("""
def simulate(theta, n_steps):
    return jax.lax.fori_loop(0, n_steps, lambda i, x: x + theta * jnp.sin(x), 1.0)


jax.jit(simulate)(0.5, 10)
""", None, None),
    "fori_traced_bounds_under_jacfwd": ("""
def simulate(theta, n_steps):
    return jax.lax.fori_loop(0, n_steps, lambda i, x: x + theta * jnp.sin(x), 1.0)


jax.jit(jax.jacfwd(simulate))(0.5, 10)
""", None, None),
    "fori_counter_with_traced_bound_under_grad": ("""
def count_up(carry, k):
    return jax.lax.fori_loop(0, k, lambda i, c: c + 1.0, carry), None


def loss(theta, ks):
    total, _ = jax.lax.scan(count_up, 0.0, ks)
    return theta * total


jax.grad(loss)(2.0, jnp.arange(3))
""", None, None),
    "closed_over_array_indexed_in_fori_body_tested": ("""
def clipped(thresholds, x):
    def body(i, acc):
        if thresholds[i] > 0:
            return acc + x[i]
        return acc

    return jax.lax.fori_loop(0, x.shape[0], body, 0.0)


clipped(jnp.array([1.0, -1.0]), jnp.ones(2))
""", "TracerBoolConversionError", "JAX101"),
    "closed_over_array_indexed_in_fori_body_where": ("""
def clipped(thresholds, x):
    def body(i, acc):
        return acc + jnp.where(thresholds[i] > 0, x[i], 0.0)

    return jax.lax.fori_loop(0, x.shape[0], body, 0.0)


clipped(jnp.array([1.0, -1.0]), jnp.ones(2))
""", None, None),
    "closed_over_array_sliced_in_fori_body": ("""
def smoothed(x):
    def body(i, acc):
        return acc.at[i].set(x[i:i + 2].mean())

    return jax.lax.fori_loop(0, x.shape[0] - 1, body, jnp.zeros(x.shape[0] - 1))


smoothed(jnp.arange(6.0))
""", "IndexError", "JAX202"),
    "closed_over_array_dynamic_slice_in_fori_body": ("""
def smoothed(x):
    def body(i, acc):
        return acc.at[i].set(jax.lax.dynamic_slice(x, (i,), (2,)).mean())

    return jax.lax.fori_loop(0, x.shape[0] - 1, body, jnp.zeros(x.shape[0] - 1))


smoothed(jnp.arange(6.0))
""", None, None),
    "unique_of_numpy_constant_under_jit": ("""
import numpy as np

labels = np.array([0, 1, 1, 2])


@jax.jit
def f(x):
    return jnp.unique(labels).sum() + x


f(1)
""", "ConcretizationTypeError", "JAX602"),
    "unique_of_numpy_constant_under_vmap": ("""
import numpy as np

labels = np.array([0, 1, 1, 2])


def f(x):
    return jnp.unique(labels).sum() + x


jax.vmap(f)(jnp.arange(3))
""", None, None),
    "unique_of_numpy_constant_at_compile_time": ("""
import numpy as np

labels = np.array([0, 1, 1, 2])


@jax.jit
def f(x):
    with jax.ensure_compile_time_eval():
        classes = jnp.unique(labels)
    return classes.sum() + x


f(1)
""", None, None),
    "buffer_deleted_inside_jit": ("""
@jax.jit
def step(params, x):
    new = jax.tree_util.tree_map(lambda p: p - x, params)
    for p in jax.tree_util.tree_leaves(params):
        p.delete()
    return new


step({"w": jnp.ones(3)}, 0.1)
""", "ConcretizationTypeError", "JAX105"),
    "buffer_deleted_after_jit": ("""
@jax.jit
def step(params, x):
    return jax.tree_util.tree_map(lambda p: p - x, params)


params = {"w": jnp.ones(3)}
new = step(params, 0.1)
for p in jax.tree_util.tree_leaves(params):
    p.delete()
""", None, None),
    "augmented_store_into_enclosing_cell_under_checkpoint": ("""
@jax.jit
def double_twice(x):
    cells = {"acc": x}
    def bump():
        cells["acc"] *= 2.0
    jax.checkpoint(bump)()
    return cells["acc"]


double_twice(1.0)
""", "UnexpectedTracerError", "JAX301"),
    "augmented_store_into_enclosing_cell_plain_call": ("""
@jax.jit
def double_twice(x):
    cells = {"acc": x}
    def bump():
        cells["acc"] *= 2.0
    bump()
    return cells["acc"]


double_twice(1.0)
""", None, None),
    "custom_vjp_nondiff_bound_traced_by_vmap": (CLIP_GRADIENT + """
jax.vmap(lambda x, b: clip_gradient(x, b))(jnp.ones(3), jnp.ones(3))
""", "UnexpectedTracerError", "JAX202"),
    "custom_vjp_nondiff_bound_python_float": (CLIP_GRADIENT + """
jax.vmap(jax.grad(lambda x: clip_gradient(x, 0.5) * 3.0))(jnp.ones(3))
""", None, None),
    "filter_spec_traced_by_jit": ("""
import equinox as eqx


@jax.jit
def trainable(model, mask):
    return eqx.filter(model, mask)


trainable({"w": jnp.ones(2), "b": jnp.zeros(2)}, {"w": True, "b": False})
""", "ValueError", "JAX202"),
    "filter_spec_built_inside_jit": ("""
import equinox as eqx


@jax.jit
def trainable(model):
    mask = jax.tree_util.tree_map(lambda leaf: leaf.ndim > 0, model)
    return eqx.filter(model, mask)


trainable({"w": jnp.ones(2), "b": jnp.zeros(())})
""", None, None),
    "bytes_of_a_traced_parameter": ("""
@jax.vmap
def digest(x):
    return len(x.tobytes())


digest(jnp.ones((2, 3)))
""", "ConcretizationTypeError", "JAX105"),
    "bytes_of_a_jit_result": ("""
@jax.jit
def scale(x):
    return x * 2


print(len(scale(jnp.ones(3)).tobytes()))
""", None, None),
    "array_argument_unpacked_into_rows": ("""
def potential(params):
    a, b = params
    if a < 5:
        return a * b
    return b


jax.jit(jax.grad(potential))(jnp.array([8.0, 140.0]))
""", "TracerBoolConversionError", "JAX101"),
    "dict_argument_unpacked_into_keys": ("""
def potential(params):
    a, b = params
    if a < "c":
        return params[a] * params[b]
    return params[b]


jax.jit(jax.grad(potential))({"a": 8.0, "b": 140.0})
""", None, None),
    "helper_test_on_state_the_loop_rebinds": ("""
def search(key):
    def keep_going(state):
        i, found = state
        return (i < 10) & (~found)

    state = (0, False)
    while keep_going(state):
        i, _ = state
        key, sub = jax.random.split(key)
        state = (i + 1, jax.random.uniform(sub) > 0.5)
    return state[0]


jax.vmap(search)(jax.random.split(jax.random.key(0), 2))
""", "TracerBoolConversionError", "JAX101"),
    "helper_test_on_state_the_loop_keeps_static": ("""
def search(key):
    def keep_going(state):
        i, found = state
        return (i < 10) and not found

    state = (0, False)
    while keep_going(state):
        i, _ = state
        state = (i + 1, i > 3)
    return state[0] + jax.random.uniform(key)


jax.vmap(search)(jax.random.split(jax.random.key(0), 2))
""", None, None),
    "untraced_carry_of_jnp_results_masked_in_body": ("""
def body(idx, val):
    alpha, i = val
    mask = (i - 1) == idx
    return alpha.at[mask].set(alpha[mask] * 2), i


def interpolate(x, xp):
    i = jnp.clip(jnp.searchsorted(xp, x), 1, len(xp) - 1)
    alpha = (x - xp[i - 1]) / (xp[i] - xp[i - 1])
    alpha, _ = jax.lax.fori_loop(0, len(xp) - 1, body, (alpha, i))
    return alpha


interpolate(jnp.array([0.2, 0.7]), jnp.linspace(0.0, 1.0, 4))
""", "NonConcreteBooleanIndexError", "JAX601 JAX601"),
    "untraced_carry_of_a_list_indexed_statically": ("""
def body(idx, val):
    total, counts = val
    if len(counts) > 1:
        counts = [counts[0] + 1.0, counts[1]]
    return total + idx, counts


def run(x):
    counts = [0.0, 1.0]
    total = jnp.sum(x)
    return jax.lax.fori_loop(0, 3, body, (total, counts))


run(jnp.ones(2))
""", None, None),
    "eager_item_assignment_on_a_jnp_result": ("""
def standard_errors(J, V):
    se = jnp.sqrt(jnp.sum((J @ V) * J, axis=1))
    se[se == 0] = jnp.nan
    return se


standard_errors(jnp.array([[1.0, 0.0], [0.0, 0.0]]), jnp.eye(2))
""", "TypeError", "JAX701"),
    "eager_item_assignment_on_a_numpy_copy_of_a_jnp_result": ("""
import numpy as np


def standard_errors(J, V):
    se = jnp.sqrt(jnp.sum((J @ V) * J, axis=1))
    se = np.array(se)
    se[se == 0] = np.nan
    return se


standard_errors(jnp.array([[1.0, 0.0], [0.0, 0.0]]), jnp.eye(2))
""", None, None),
    "arange_bound_from_jnp_shape_math_under_jit": ("""
@jax.jit
def embed(x):
    dim = jnp.asarray(x.shape[-1] * 0.5, "float32")
    return jnp.arange(0, dim, 2, "float32")


embed(jnp.ones((2, 8)))
""", "ConcretizationTypeError", "JAX401"),
    "arange_bound_from_int_shape_math_under_jit": ("""
@jax.jit
def embed(x):
    dim = int(x.shape[-1] * 0.5)
    return jnp.arange(0, dim, 2, "float32")


embed(jnp.ones((2, 8)))
""", None, None),
    "element_of_a_concrete_jax_array_under_jit": ("""
import numpy as np

UB = jnp.array([1.0, 2.0, jnp.inf])


@jax.jit
def finite_bounds(x):
    rows = [i for i in range(UB.shape[0]) if np.isfinite(float(UB[i]))]
    return x[np.array(rows)]


finite_bounds(jnp.arange(3.0))
""", "ConcretizationTypeError", "JAX105"),
    "element_of_a_numpy_copy_of_a_concrete_jax_array_under_jit": ("""
import numpy as np

UB = jnp.array([1.0, 2.0, jnp.inf])
SCALE = jnp.array(2.0)


@jax.jit
def finite_bounds(x):
    ub = np.asarray(UB)
    rows = [i for i in range(ub.shape[0]) if np.isfinite(float(ub[i]))]
    return x[np.array(rows)] * float(SCALE)


finite_bounds(jnp.arange(3.0))
""", None, None),
    "comparison_on_a_closed_over_jax_array_under_jit": ("""
def make_step():
    threshold = jnp.array([0.5, 1.5])

    @jax.jit
    def step(x):
        if threshold[0] > 0:
            return x - threshold
        return x
    return step


make_step()(jnp.ones(2))
""", "TracerBoolConversionError", "JAX101"),
    "comparison_on_a_closed_over_jax_array_under_vmap": ("""
def make_step():
    threshold = jnp.array([0.5, 1.5])

    @jax.vmap
    def step(x):
        if threshold[0] > 0:
            return x - threshold
        return x
    return step


make_step()(jnp.ones((3, 2)))
""", None, None),
    "eqx_partition_static_half_keeps_a_list_field": ("""
import equinox as eqx


class Stack(eqx.Module):
    layers: list

    def __init__(self, sizes, key):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [eqx.nn.Linear(i, o, key=k) for i, o, k in zip(sizes[:-1], sizes[1:], keys)]

    def __call__(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


@functools.partial(jax.jit, static_argnums=1)
def run(params, static, x):
    return eqx.combine(params, static)(x)


params, static = eqx.partition(Stack([2, 3], jax.random.key(0)), eqx.is_array)
run(params, static, jnp.ones(2))
""", "ValueError", "JAX810"),
    "eqx_partition_static_half_of_tuple_fields": ("""
import equinox as eqx


class Stack(eqx.Module):
    layers: tuple
    scale: jax.Array

    def __init__(self, sizes, key):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = tuple(eqx.nn.Linear(i, o, key=k) for i, o, k in zip(sizes[:-1], sizes[1:], keys))
        self.scale = jnp.ones(())

    def __call__(self, x):
        for layer in self.layers:
            x = layer(x)
        return x * self.scale


@functools.partial(jax.jit, static_argnums=1)
def run(params, static, x):
    return eqx.combine(params, static)(x)


params, static = eqx.partition(Stack([2, 3], jax.random.key(0)), eqx.is_array)
run(params, static, jnp.ones(2))
""", None, None),
    "eqx_module_storing_a_dict_argument_as_static": ("""
import equinox as eqx


class Table(eqx.Module):
    entries: dict

    def __init__(self, entries):
        self.entries = entries

    def __call__(self, x):
        return x * len(self.entries)


@functools.partial(jax.jit, static_argnums=0)
def apply(table, x):
    return table(x)


apply(Table({"a": 1}), jnp.ones(2))
""", "ValueError", "JAX810"),
    "eqx_module_converting_its_list_field_as_static": ("""
import equinox as eqx


class Table(eqx.Module):
    entries: tuple = eqx.field(converter=tuple)

    def __call__(self, x):
        return x * len(self.entries)


@functools.partial(jax.jit, static_argnums=0)
def apply(table, x):
    return table(x)


apply(Table([1, 2]), jnp.ones(2))
""", None, None),
    "eqx_module_own_init_checks_a_traced_argument": ("""
import equinox as eqx


class Potential(eqx.Module):
    r_s: jax.Array

    def __init__(self, r_s):
        if r_s <= 0:
            raise ValueError("r_s must be positive")
        self.r_s = r_s


@jax.jit
def energy(r):
    return Potential(r).r_s * 2.0


energy(1.0)
""", "TracerBoolConversionError", "JAX101"),
    "eqx_module_own_init_checks_a_static_argument": ("""
import equinox as eqx


class Potential(eqx.Module):
    r_s: jax.Array
    n: int = eqx.field(static=True)

    def __init__(self, r_s, n):
        if n <= 0:
            raise ValueError("n must be positive")
        self.r_s = r_s
        self.n = n


@jax.jit
def energy(r):
    return Potential(r, 3).r_s * 2.0


energy(1.0)
""", None, None),
    "eqx_check_init_on_a_traced_field": ("""
import equinox as eqx


class Checked(eqx.Module):
    r_s: jax.Array

    def __check_init__(self):
        if self.r_s <= 0:
            raise ValueError("r_s must be positive")


@jax.jit
def energy(r):
    return Checked(r).r_s * 2.0


energy(1.0)
""", "TracerBoolConversionError", "JAX101"),
    "eqx_check_init_of_a_module_built_eagerly": ("""
import equinox as eqx


class Checked(eqx.Module):
    r_s: jax.Array

    def __check_init__(self):
        if self.r_s <= 0:
            raise ValueError("r_s must be positive")


@jax.jit
def energy(m, x):
    return m.r_s * x


energy(Checked(1.0), 2.0)
""", None, None),
    "dataclass_own_init_checks_a_traced_argument": ("""
import dataclasses


@dataclasses.dataclass
class Window:
    width: float

    def __init__(self, width):
        if width < 0:
            width = -width
        self.width = width


@jax.jit
def spread(w):
    return Window(w).width


spread(1.0)
""", "TracerBoolConversionError", "JAX101"),
    "setdiff1d_in_jit_without_size": ("""
@jax.jit
def missing(ids, seen):
    return jnp.setdiff1d(ids, seen)


missing(jnp.array([1, 2, 3]), jnp.array([2]))
""", "ConcretizationTypeError", "JAX602"),
    "setdiff1d_in_jit_with_size": ("""
@jax.jit
def missing(ids, seen):
    return jnp.setdiff1d(ids, seen, size=ids.size, fill_value=-1)


missing(jnp.array([1, 2, 3]), jnp.array([2]))
""", None, None),
    "debug_print_of_an_fstring_in_a_scan_body": ("""
def step(carry, x):
    jax.debug.print(f"carry = {carry}")
    return carry + x, carry


jax.lax.scan(step, 0.0, jnp.arange(3.0))
""", None, "JAX302"),
    "debug_print_with_the_value_as_an_argument": ("""
def step(carry, x):
    jax.debug.print("carry = {c} after {n} steps", c=carry, n=f"{3}")
    return carry + x, carry


jax.lax.scan(step, 0.0, jnp.arange(3.0))
""", None, None),
    "conv_general_dilated_strides_traced": ("""
@jax.jit
def blur(image, kernel, strides):
    return jax.lax.conv_general_dilated(image, kernel, strides, "VALID")


blur(jnp.ones((1, 1, 5, 5)), jnp.ones((1, 1, 3, 3)), (2, 2))
""", "TypeError", "JAX202"),
    "conv_general_dilated_strides_static": ("""
@functools.partial(jax.jit, static_argnums=2)
def blur(image, kernel, strides):
    return jax.lax.conv_general_dilated(image, kernel, strides, "VALID")


blur(jnp.ones((1, 1, 5, 5)), jnp.ones((1, 1, 3, 3)), (2, 2))
""", None, None),
    "jitted_list_argument_indexed_in_a_fori_loop_body": ("""
@jax.jit
def chain(mats):
    def body(i, v):
        return v @ mats[i]
    return jax.lax.fori_loop(0, len(mats), body, jnp.ones(2))


a = jnp.eye(2)
chain([a, jnp.full((2, 2), 0.5), jnp.ones((2, 2))])
""", "TracerIntegerConversionError", "JAX201"),
    "jitted_list_argument_looped_over_in_python": ("""
@jax.jit
def chain(mats):
    v = jnp.ones(2)
    for i in range(len(mats)):
        v = v @ mats[i]
    return v


a = jnp.eye(2)
chain([a, jnp.full((2, 2), 0.5), jnp.ones((2, 2))])
""", None, None),
    "jitted_tuple_argument_indexed_by_a_traced_index": ("""
@jax.jit
def pick(options, k):
    return options[k]


pick((jnp.zeros(2), jnp.ones(2)), 1)
""", "TracerIntegerConversionError", "JAX201"),
    "unread_draws_of_one_key_with_the_checker_on": ("""
jax.config.update("jax_debug_key_reuse", True)
key = jax.random.key(0)
try:
    jax.random.normal(key, (2,))
    jax.random.normal(key, (3,))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "unread_draws_of_split_keys_with_the_checker_on": ("""
jax.config.update("jax_debug_key_reuse", True)
key = jax.random.key(0)
try:
    key, subkey = jax.random.split(key)
    jax.random.normal(subkey, (2,))
    key, subkey = jax.random.split(key)
    jax.random.normal(subkey, (3,))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    # Set 12: in eager code the binding that last reached the item assignment decides.
    "eager_parameter_rebound_to_jnp_result_is_immutable": ("""
def tail(ary, n):
    ary = jnp.sort(ary)
    ary[-n:] = 0.0
    return ary


tail(jnp.arange(5.0), 2)
""", "TypeError", "JAX701"),
    "eager_parameter_copied_to_numpy_is_writable": ("""
import numpy as np


def tail(ary, n):
    ary = np.sort(np.array(ary))
    ary[-n:] = 0.0
    return ary


tail(jnp.arange(5.0), 2)
""", None, None),
    "eager_arithmetic_on_jnp_result_is_immutable": ("""
import numpy as np


def normalise(x):
    g = np.stack([x, x])
    g = jnp.asarray(g) / 2.0
    rho = 1.0 - (g.mean(axis=0)[0] - g.mean(axis=0)) / g.mean(axis=0)[0]
    rho[0] = 1.0
    return rho


normalise(np.arange(1.0, 4.0))
""", "TypeError", "JAX701"),
    "eager_arithmetic_after_device_get_is_writable": ("""
import numpy as np


def normalise(x):
    g = jax.device_get(jnp.stack([x, x])) / 2.0
    rho = 1.0 - (g.mean(axis=0)[0] - g.mean(axis=0)) / g.mean(axis=0)[0]
    rho[0] = 1.0
    return rho


normalise(np.arange(1.0, 4.0))
""", None, None),
    "eager_jnp_binding_on_one_branch_only_is_not_trusted": ("""
import numpy as np


def fill(x, sort):
    out = np.array(x)
    if sort:
        out = jnp.sort(out)
    out[0] = 0.0
    return out


fill([3.0, 1.0], False)
""", None, None),
    # Set 12: a class registered by calling register_dataclass (not as a decorator) is a pytree too.
    "register_dataclass_call_data_field_is_traced": ("""
import dataclasses


@dataclasses.dataclass
class Config:
    scale: float
    n: int


jax.tree_util.register_dataclass(Config, data_fields=["scale", "n"], meta_fields=[])


@jax.jit
def apply(cfg, x):
    if cfg.n > 1:
        return x * cfg.scale
    return x


apply(Config(2.0, 3), jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    "register_dataclass_call_meta_field_is_static": ("""
import dataclasses


@dataclasses.dataclass(frozen=True)
class Config:
    scale: float
    n: int


jax.tree_util.register_dataclass(Config, data_fields=["scale"], meta_fields=["n"])


@jax.jit
def apply(cfg, x):
    if cfg.n > 1:
        return x * cfg.scale
    return x


apply(Config(2.0, 3), jnp.ones(3))
""", None, None),
    # Set 12: np.interp converts its arguments (measured in tests/analysis/test_numpy_table.py).
    "numpy_interp_of_a_traced_table": ("""
import numpy as np


class Cosmology:
    def __init__(self, h0):
        self.h0 = h0

    def distance(self, z):
        zs = np.linspace(0.0, 2.0, 50)
        return np.interp(z, zs, zs * 3000.0 / self.h0)


@jax.jit
def likelihood(params, z):
    return jnp.sum(Cosmology(params["h0"]).distance(z))


likelihood({"h0": 70.0}, jnp.array([0.5]))
""", "TracerArrayConversionError", "JAX501"),
    "numpy_interp_of_constant_tables_outside_jit": ("""
import numpy as np

zs = np.linspace(0.0, 2.0, 50)
table = np.interp(np.array([0.5, 1.0]), zs, zs * 3000.0 / 70.0)


@jax.jit
def likelihood(d):
    return jnp.sum(d * table)


likelihood(jnp.ones(2))
""", None, None),
    # Set 12: a method jitted with its instance static (static_argnums=0), called on a name bound to one.
    "method_static_self_of_unhashable_instance": ("""
import dataclasses


@dataclasses.dataclass
class Model:
    sizes: list

    @functools.partial(jax.jit, static_argnums=0)
    def energy(self, x):
        return x * len(self.sizes)


model = Model([1, 2])
model.energy(jnp.ones(4))
""", "ValueError", "JAX810"),
    "method_static_self_of_frozen_tuple_instance": ("""
import dataclasses


@dataclasses.dataclass(frozen=True)
class Model:
    sizes: tuple

    @functools.partial(jax.jit, static_argnums=0)
    def energy(self, x):
        return x * len(self.sizes)


model = Model((1, 2))
model.energy(jnp.ones(4))
""", None, None),
    # Set 12: text built from a tracer at trace time shows the tracer (stdout checked in the set's labels).
    "print_of_text_concatenated_with_str_of_tracer": ("""
@jax.jit
def f(x):
    print("total: " + str(x.sum()))
    return x


f(jnp.ones(3))
""", None, "JAX302"),
    "print_of_text_concatenated_with_str_of_shape": ("""
@jax.jit
def f(x):
    print("shape: " + str(x.shape))
    return x


f(jnp.ones(3))
""", None, None),
    "print_of_tree_map_staged_in_filter_jit": ("""
import equinox as eqx


@eqx.filter_jit
def f(tree):
    flags = jax.tree_util.tree_map(lambda v: jnp.isnan(v).any(), tree)
    print("nan: " + repr(flags))
    return tree


f((jnp.zeros(3), jnp.zeros(2)))
""", None, "JAX302"),
    "print_of_tree_pformat_short_arrays_in_filter_jit": ("""
import equinox as eqx


@eqx.filter_jit
def f(tree):
    flags = jax.tree_util.tree_map(lambda v: jnp.isnan(v).any(), tree)
    print("nan: " + eqx.tree_pformat(flags))
    return tree


f((jnp.zeros(3), jnp.zeros(2)))
""", None, None),
    # Set 12: an object built in traced code that keeps a tracer, stored where the trace does not own it.
    "object_holding_tracer_registers_itself_globally": ("""
REGISTRY = []


class State:
    def __init__(self, value):
        self.value = value
        REGISTRY.append(self)


@jax.jit
def step(x):
    return jnp.sum(State(jnp.tanh(x)).value)


step(jnp.ones(3))
jnp.sum(REGISTRY[0].value) + 1
""", "UnexpectedTracerError", "JAX301"),
    "object_holding_static_registers_itself_globally": ("""
REGISTRY = []


class Tag:
    def __init__(self, name):
        self.name = name
        REGISTRY.append(self)


@jax.jit
def step(x):
    Tag("step")
    return jnp.sum(x)


step(jnp.ones(3))
REGISTRY[0].name.upper()
""", None, None),
    "object_holding_tracer_kept_in_traced_list": ("""
class State:
    def __init__(self, value):
        self.value = value


@jax.jit
def step(x):
    states = []
    states.append(State(jnp.tanh(x)))
    return sum(jnp.sum(s.value) for s in states)


step(jnp.ones(3))
""", None, None),
    # Set 12: a static argument every caller passes an instance of an ordinary class for: its methods run traced.
    "static_solver_instance_method_converts_with_numpy": ("""
import numpy as np


class Solver:
    def __init__(self, rate):
        self.rate = rate

    def run(self, y0, ts):
        ts = np.asarray(ts)
        return y0 * jnp.exp(-self.rate * ts[-1])


final = jax.jit(jax.grad(lambda solver, y0, t: solver.run(y0, [0.0, t]), argnums=2), static_argnums=0)
solver = Solver(0.5)
final(solver, 1.0, 0.1)
""", "TracerArrayConversionError", "JAX501"),
    "static_solver_instance_method_branches_on_its_flag": ("""
class Solver:
    def __init__(self, implicit):
        self.implicit = implicit

    def run(self, y0, t):
        if self.implicit:
            return y0 / (1.0 + t)
        return y0 * (1.0 - t)


@functools.partial(jax.jit, static_argnames=["solver"])
def final(solver, y0, t):
    return solver.run(y0, t)


solver = Solver(True)
final(solver, 1.0, 0.1)
""", None, None),
    "sorted_of_an_array_a_helper_is_handed": ("""
def top_k_mean(scores, k):
    ordered = sorted(scores, reverse=True)
    return jnp.mean(jnp.stack(ordered[:k]))


@jax.jit
def search(query, docs):
    return top_k_mean(docs @ query, 2)


search(jnp.ones(3), jnp.arange(12.0).reshape(4, 3))
""", "TracerBoolConversionError", "JAX104"),
    "sorted_of_a_dict_a_helper_is_handed": ("""
def total(params):
    return sum(params[name].sum() for name in sorted(params))


@jax.jit
def loss(params):
    return total(params)


loss({"w": jnp.ones(3), "b": jnp.zeros(())})
""", None, None),
    "constructor_list_indexed_by_a_tracer_under_static_self": ("""
class Embedder:
    def __init__(self, max_len=4):
        self.scales = [1.0 / (1 + i) for i in range(max_len)]

    @functools.partial(jax.jit, static_argnums=0)
    def embed(self, x, pos):
        return x * self.scales[pos]


Embedder().embed(jnp.ones(3), 1)
""", "TracerIntegerConversionError", "JAX201"),
    "constructor_list_indexed_by_a_static_position": ("""
class Embedder:
    def __init__(self, max_len=4):
        self.scales = [1.0 / (1 + i) for i in range(max_len)]

    @functools.partial(jax.jit, static_argnums=(0, 2))
    def embed(self, x, pos):
        return x * self.scales[pos]


Embedder().embed(jnp.ones(3), 1)
""", None, None),
    "switch_over_a_module_table_without_size": ("""
def identity(x):
    return x


def keep_positive(x):
    idx = jnp.nonzero(x > 0)[0]
    return jnp.zeros_like(x).at[idx].set(x[idx])


BRANCHES = (identity, keep_positive)


@jax.jit
def activate(mode, x):
    return jax.lax.switch(mode, BRANCHES, x)


activate(1, jnp.array([-1.0, 2.0]))
""", "ConcretizationTypeError", "JAX602"),
    "switch_over_a_module_table_with_size": ("""
def identity(x):
    return x


def keep_positive(x):
    return jnp.where(x > 0, x, 0.0) + 0.0 * jnp.nonzero(x > 0, size=x.shape[0])[0]


BRANCHES = (identity, keep_positive)


@jax.jit
def activate(mode, x):
    return jax.lax.switch(mode, BRANCHES, x)


activate(1, jnp.array([-1.0, 2.0]))
""", None, None),
    "vmap_of_a_method_of_a_factory_product": ("""
import numpy as np


class Scorer:
    def __init__(self, w):
        self.w = w

    def score(self, x):
        return np.tanh(x @ self.w)


def build_scorer(dim):
    return Scorer(jnp.ones((dim, 2)))


scorer = build_scorer(3)
jax.vmap(scorer.score)(jnp.ones((4, 3)))
""", "TracerArrayConversionError", "JAX501"),
    "vmap_of_a_method_of_a_factory_product_with_jnp": ("""
import numpy as np


class Scorer:
    def __init__(self, w):
        self.w = w

    def score(self, x):
        return jnp.tanh(x @ self.w)


def build_scorer(dim):
    return Scorer(np.ones((dim, 2)))


scorer = build_scorer(3)
jax.vmap(scorer.score)(jnp.ones((4, 3)))
""", None, None),
    # set 13: a pytree instance built in traced code and stored on self keeps its fields' tracers
    "pytree_instance_of_tracers_stored_on_self": ("""
import dataclasses


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class State:
    q: jax.Array


class Sim:
    def __init__(self):
        self.state = State(jnp.zeros(2))

    def step(self):
        self.state = State(jnp.sin(self.state.q) + 1.0)
        return self.state


sim = Sim()
sim.step = jax.jit(sim.step)
sim.step()
sim.state.q + 1.0
""", "UnexpectedTracerError", "JAX301"),
    "pytree_instance_of_tracers_returned": ("""
import dataclasses


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class State:
    q: jax.Array


class Sim:
    def __init__(self):
        self.state = State(jnp.zeros(2))

    def step(self):
        return State(jnp.sin(self.state.q) + 1.0)


sim = Sim()
step = jax.jit(sim.step)
sim.state = step()
sim.state.q + 1.0
""", None, None),
    # set 14: `a is None or b is None` decided by what the traced caller passes, like one None-test
    "none_tests_joined_by_or_with_both_passed": ("""
def counts(cell):
    return jnp.ceil(cell.sum(0)), int(jnp.ceil(cell.sum()))


def neighbours(x, cell, shifts=None, max_shift=None):
    if shifts is None or max_shift is None:
        shifts, max_shift = counts(cell)
    return x + shifts[0] * max_shift


cell = jnp.eye(3)
shifts, max_shift = counts(cell)


@jax.jit
def f(x):
    return neighbours(x, cell, shifts=shifts, max_shift=max_shift)


f(jnp.ones(3))
""", None, None),
    "none_tests_joined_by_or_with_one_left_out": ("""
def counts(cell):
    return jnp.ceil(cell.sum(0)), int(jnp.ceil(cell.sum()))


def neighbours(x, cell, shifts=None, max_shift=None):
    if shifts is None or max_shift is None:
        shifts, max_shift = counts(cell)
    return x + shifts[0] * max_shift


cell = jnp.eye(3)
shifts, max_shift = counts(cell)


@jax.jit
def f(x):
    return neighbours(x, cell, shifts=shifts)


f(jnp.ones(3))
""", "ConcretizationTypeError", "JAX105"),
    "context_stack_pushed_and_popped_inside_jit": ("""
import contextlib

_keys = []


@contextlib.contextmanager
def seeded(key):
    _keys.append(key)
    try:
        yield
    finally:
        _keys.pop()


def next_key():
    key, sub = jax.random.split(_keys[-1])
    _keys[-1] = key
    return sub


@jax.jit
def noise(key):
    with seeded(key):
        return jax.random.normal(next_key(), (2,)) + jax.random.uniform(next_key(), (2,))


jax.config.update("jax_debug_key_reuse", True)
try:
    noise(jax.random.key(0))
    assert not _keys
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    "context_stack_slot_replaced_by_jit_outside_the_block": ("""
import contextlib

_keys = []


@contextlib.contextmanager
def seeded(key):
    _keys.append(key)
    try:
        yield
    finally:
        _keys.pop()


def next_key():
    key, sub = jax.random.split(_keys[-1])
    _keys[-1] = key
    return sub


@jax.jit
def noise():
    return jax.random.normal(next_key(), (2,))


with seeded(jax.random.key(0)):
    noise()
    jax.random.normal(next_key(), (2,))
""", "UnexpectedTracerError", "JAX301"),
    "context_stack_push_never_popped_inside_jit": ("""
import contextlib

_scales = []


@contextlib.contextmanager
def scaled(s):
    _scales.append(s)
    yield


@jax.jit
def apply(x, s):
    with scaled(s):
        return x * _scales[-1]


apply(1.0, 2.0)
_scales[-1] + 1
""", "UnexpectedTracerError", "JAX301"),
    "context_push_popped_after_yield_inside_jit": ("""
import contextlib

_scales = []


@contextlib.contextmanager
def scaled(s):
    _scales.append(s)
    yield
    _scales.pop()


@jax.jit
def apply(x, s):
    with scaled(s):
        return x * _scales[-1]


apply(1.0, 2.0)
assert not _scales
""", None, None),
    "stack_slot_drawn_twice_without_renewal": ("""
_keys = [jax.random.key(0)]


def draw(shape):
    return jax.random.normal(_keys[-1], shape)


def pair():
    return draw((2,)) + draw((2,))


jax.config.update("jax_debug_key_reuse", True)
try:
    pair()
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "stack_slot_replaced_by_a_push_between_draws": ("""
_keys = [jax.random.key(0)]


def draw(shape):
    return jax.random.normal(_keys[-1], shape)


def pair():
    a = draw((2,))
    _keys.append(jax.random.key(1))
    return a + draw((2,))


jax.config.update("jax_debug_key_reuse", True)
try:
    pair()
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    "scan_carry_key_drawn_by_a_cell_parameter": ("""
def noisy_step(x, key):
    return x + jax.random.normal(key, x.shape)


def rollout(cell, x0, key, n):
    def body(carry, _):
        x, key = carry
        x = cell(x, key)
        return (x, key), x

    return jax.lax.scan(body, (x0, key), None, length=n)[1]


jax.config.update("jax_debug_key_reuse", True)
try:
    rollout(noisy_step, jnp.zeros(2), jax.random.key(0), 3)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "fori_carry_key_drawn_by_a_cell_parameter": ("""
def noisy_step(x, key):
    return x + jax.random.normal(key, x.shape)


def rollout(cell, x0, key, n):
    def body(i, carry):
        x, key = carry
        return cell(x, key), key

    return jax.lax.fori_loop(0, n, body, (x0, key))[0]


jax.config.update("jax_debug_key_reuse", True)
try:
    rollout(noisy_step, jnp.zeros(2), jax.random.key(0), 3)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "scan_carry_key_split_before_the_cell_parameter": ("""
def noisy_step(x, key):
    return x + jax.random.normal(key, x.shape)


def rollout(cell, x0, key, n):
    def body(carry, _):
        x, key = carry
        key, sub = jax.random.split(key)
        x = cell(x, sub)
        return (x, key), x

    return jax.lax.scan(body, (x0, key), None, length=n)[1]


jax.config.update("jax_debug_key_reuse", True)
try:
    rollout(noisy_step, jnp.zeros(2), jax.random.key(0), 3)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    "scan_carry_key_folded_in_by_the_cell_parameter": ("""
def noisy_step(x, key):
    return x + jax.random.normal(jax.random.fold_in(key, x.size), x.shape)


def steady(x, key):
    return x + 1.0


def rollout(cell, x0, key, n):
    def body(carry, t):
        x, key = carry
        x = cell(x, jax.random.fold_in(key, t))
        return (x, key), x

    return jax.lax.scan(body, (x0, key), jnp.arange(n))[1]


jax.config.update("jax_debug_key_reuse", True)
try:
    rollout(noisy_step, jnp.zeros(2), jax.random.key(0), 3)
    rollout(steady, jnp.zeros(2), jax.random.key(0), 3)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    "instance_key_drawn_by_two_methods_in_turn": ("""
class Sampler:
    def __init__(self, seed):
        self.key = jax.random.key(seed)

    def weights(self, n):
        return jax.random.normal(self.key, (n,))

    def noise(self, n):
        return jax.random.uniform(self.key, (n,))

    def draw(self, n):
        return self.weights(n) + self.noise(n)


jax.config.update("jax_debug_key_reuse", True)
try:
    Sampler(0).draw(3)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "instance_key_renewed_by_each_method": ("""
class Sampler:
    def __init__(self, seed):
        self.key = jax.random.key(seed)

    def weights(self, n):
        self.key, sub = jax.random.split(self.key)
        return jax.random.normal(sub, (n,))

    def noise(self, n):
        self.key, sub = jax.random.split(self.key)
        return jax.random.uniform(sub, (n,))

    def draw(self, n):
        return self.weights(n) + self.noise(n)


jax.config.update("jax_debug_key_reuse", True)
try:
    Sampler(0).draw(3)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    "instance_key_drawn_twice_in_one_method": ("""
class Noise:
    def __init__(self, seed):
        self.rng = jax.random.key(seed)

    def pair(self, n):
        a = jax.random.normal(self.rng, (n,))
        b = jax.random.normal(self.rng, (n,))
        return a - b


jax.config.update("jax_debug_key_reuse", True)
try:
    Noise(1).pair(2)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "instance_key_drawn_by_a_method_called_in_a_loop": ("""
class Walker:
    def __init__(self, seed):
        self.key = jax.random.key(seed)

    def step(self):
        return jax.random.normal(self.key, (2,))

    def walk(self, n):
        total = jnp.zeros(2)
        for _ in range(n):
            total = total + self.step()
        return total


jax.config.update("jax_debug_key_reuse", True)
try:
    Walker(0).walk(3)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "instance_key_property_splits_on_each_read": ("""
class Noise:
    def __init__(self, seed):
        self._key = jax.random.key(seed)

    @property
    def key(self):
        self._key, sub = jax.random.split(self._key)
        return sub

    def pair(self, n):
        a = jax.random.normal(self.key, (n,))
        b = jax.random.normal(self.key, (n,))
        return a - b


jax.config.update("jax_debug_key_reuse", True)
try:
    Noise(1).pair(2)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    "instance_key_replaced_by_a_helper_method_between_draws": ("""
class Noise:
    def __init__(self, seed):
        self.rng = jax.random.key(seed)

    def reseed(self, seed):
        self.rng = jax.random.key(seed)

    def pair(self, n):
        a = jax.random.normal(self.rng, (n,))
        self.reseed(2)
        b = jax.random.normal(self.rng, (n,))
        return a - b


jax.config.update("jax_debug_key_reuse", True)
try:
    Noise(1).pair(2)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    "factory_product_reads_the_literal_it_was_made_with": ("""
def make_random_variable(name):
    def random_variable(key, size, loc):
        return loc + getattr(jax.random, name)(key=key, shape=size)

    return random_variable


normal_rv = make_random_variable("normal")


@jax.jit
def graph(key, size, loc):
    return normal_rv(key, size, loc).mean()


graph(jax.random.key(0), jnp.array([10]), 0.0)
""", "TypeError", "JAX202"),
    "factory_product_reads_the_literal_it_was_made_with_static_size": ("""
def make_random_variable(name):
    def random_variable(key, size, loc):
        return loc + getattr(jax.random, name)(key=key, shape=size)

    return random_variable


normal_rv = make_random_variable("normal")


@functools.partial(jax.jit, static_argnums=1)
def graph(key, size, loc):
    return normal_rv(key, size, loc).mean()


graph(jax.random.key(0), (10,), 0.0)
""", None, None),
    "factory_product_compares_dtypes_under_fori_loop": ("""
import numpy as np
from jax import lax


def make_rotate_left(dtype):
    nbits = np.array(np.iinfo(dtype).bits, dtype)

    def rotate_left(x, d):
        if lax.dtype(d) != dtype:  # a dtype, static on a tracer (jax's own threefry does this)
            d = lax.convert_element_type(d, dtype)
        return lax.shift_left(x, d) | lax.shift_right_logical(x, nbits - d)

    return rotate_left


rotate_left = make_rotate_left(np.uint32)
lax.fori_loop(0, 3, lambda i, x: rotate_left(x, i), jnp.uint32(5))
""", None, None),
    "factory_product_jitted_through_its_name": ("""
def make_random_variable(name):
    def random_variable(key, size, loc):
        return loc + getattr(jax.random, name)(key=key, shape=size)

    return random_variable


normal_rv = make_random_variable("normal")
sample = jax.jit(normal_rv)
sample(jax.random.key(0), jnp.array([10]), 0.0)
""", "TypeError", "JAX202"),
    "factory_product_jitted_through_its_name_with_static_size": ("""
def make_random_variable(name):
    def random_variable(key, size, loc):
        return loc + getattr(jax.random, name)(key=key, shape=size)

    return random_variable


normal_rv = make_random_variable("normal")
sample = jax.jit(normal_rv, static_argnums=1)
sample(jax.random.key(0), (10,), 0.0)
""", None, None),
    "factory_returned_lambda_jitted": ("""
def make_scaler(scale):
    return lambda x: x * scale if x.sum() > 0 else x


jax.jit(make_scaler(2.0))(jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    "factory_returned_lambda_jitted_with_where": ("""
def make_scaler(scale):
    return lambda x: jnp.where(x.sum() > 0, x * scale, x)


jax.jit(make_scaler(2.0))(jnp.ones(3))
""", None, None),
    "factory_product_called_in_a_jitted_lambda": ("""
def make_activation(slope):
    def leaky(x):
        if x > 0:
            return x
        return slope * x

    return leaky


act = make_activation(0.1)
jax.jit(lambda x: act(x) + 1.0)(2.0)
""", "TracerBoolConversionError", "JAX101"),
    "factory_product_called_in_a_jitted_lambda_with_where": ("""
def make_activation(slope):
    def leaky(x):
        return jnp.where(x > 0, x, slope * x)

    return leaky


act = make_activation(0.1)
jax.jit(lambda x: act(x) + 1.0)(2.0)
""", None, None),
    "factory_returned_lambda_called_under_jit": ("""
def make_scaler(scale):
    return lambda x: x * scale if x.sum() > 0 else x


scaler = make_scaler(2.0)


@jax.jit
def step(x):
    return scaler(x) + 1.0


step(jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    "factory_returned_lambda_called_under_jit_with_where": ("""
def make_scaler(scale):
    return lambda x: jnp.where(x.sum() > 0, x * scale, x)


scaler = make_scaler(2.0)


@jax.jit
def step(x):
    return scaler(x) + 1.0


step(jnp.ones(3))
""", None, None),
    "where_with_none_defaults_is_the_one_argument_form": ("""
def make_where():
    def where(condition, x=None, y=None):
        return jnp.where(condition, x, y)

    return where


where = make_where()


@jax.jit
def positives(x):
    idx, = where(x > 0)
    return idx


positives(jnp.array([-1.0, 2.0, 0.5]))
""", "ConcretizationTypeError", "JAX602"),
    "where_with_none_defaults_given_both_values": ("""
def make_where():
    def where(condition, x=None, y=None):
        return jnp.where(condition, x, y)

    return where


where = make_where()


@jax.jit
def clipped(x):
    return where(x > 0, x, 0.0)


clipped(jnp.array([-1.0, 2.0, 0.5]))
""", None, None),
    "transform_of_a_name_bound_to_a_partial": ("""
def robust_loss(delta, w, x):
    err = jnp.abs(x @ w).mean()
    if err < delta:
        return 0.5 * err ** 2
    return delta * (err - 0.5 * delta)


def make_update(delta):
    loss_fn = functools.partial(robust_loss, delta)
    grad_fn = jax.value_and_grad(loss_fn)

    @jax.jit
    def update(w, x):
        loss, g = grad_fn(w, x)
        return w - 0.1 * g, loss

    return update


make_update(0.5)(jnp.ones(3), jnp.ones((4, 3)))
""", "TracerBoolConversionError", "JAX101"),
    "transform_of_a_name_bound_to_a_partial_with_where": ("""
def robust_loss(delta, w, x):
    err = jnp.abs(x @ w).mean()
    return jnp.where(err < delta, 0.5 * err ** 2, delta * (err - 0.5 * delta))


def make_update(delta):
    loss_fn = functools.partial(robust_loss, delta)
    grad_fn = jax.value_and_grad(loss_fn)

    @jax.jit
    def update(w, x):
        loss, g = grad_fn(w, x)
        return w - 0.1 * g, loss

    return update


make_update(0.5)(jnp.ones(3), jnp.ones((4, 3)))
""", None, None),
    "object_bound_by_partial_keyword_leaks": ("""
class NormTracker:
    def __init__(self):
        self.last = None

    def __call__(self, h):
        self.last = jnp.linalg.norm(h)
        return h


def mlp(w, x, tracker):
    return tracker(jnp.tanh(x @ w)).sum()


tracker = NormTracker()
forward = jax.jit(functools.partial(mlp, tracker=tracker))
forward(jnp.ones((3, 2)), jnp.ones((4, 3)))
float(tracker.last)
""", "ConcretizationTypeError", "JAX301"),
    "object_bound_by_partial_positional_leaks": ("""
class NormTracker:
    def __init__(self):
        self.last = None

    def __call__(self, h):
        self.last = jnp.linalg.norm(h)
        return h


def mlp(tracker, w, x):
    return tracker(jnp.tanh(x @ w)).sum()


def run():
    tracker = NormTracker()
    forward = jax.jit(functools.partial(mlp, tracker))
    forward(jnp.ones((3, 2)), jnp.ones((4, 3)))
    return float(tracker.last)


run()
""", "ConcretizationTypeError", "JAX301"),
    "object_bound_by_partial_returns_its_norm": ("""
class NormTracker:
    def __call__(self, h):
        return h, jnp.linalg.norm(h)


def mlp(w, x, tracker):
    h, norm = tracker(jnp.tanh(x @ w))
    return h.sum(), norm


tracker = NormTracker()
forward = jax.jit(functools.partial(mlp, tracker=tracker))
out, norm = forward(jnp.ones((3, 2)), jnp.ones((4, 3)))
float(norm)
""", None, None),
    "function_bound_by_partial_under_jit": ("""
def leaky(x):
    if x.sum() > 0:
        return x
    return 0.1 * x


def layer(w, x, act):
    return act(x @ w)


forward = jax.jit(functools.partial(layer, act=leaky))
forward(jnp.ones((3, 2)), jnp.ones((4, 3)))
""", "TracerBoolConversionError", "JAX101"),
    "function_bound_by_partial_under_jit_with_where": ("""
def leaky(x):
    return jnp.where(x > 0, x, 0.1 * x)


def layer(w, x, act):
    return act(x @ w)


forward = jax.jit(functools.partial(layer, act=leaky))
forward(jnp.ones((3, 2)), jnp.ones((4, 3)))
""", None, None),
    "object_bound_by_a_held_partial_leaks": ("""
class NormTracker:
    def __init__(self):
        self.last = None

    def __call__(self, h):
        self.last = jnp.linalg.norm(h)
        return h


def mlp(w, x, tracker):
    return tracker(jnp.tanh(x @ w)).sum()


tracker = NormTracker()
tracked = functools.partial(mlp, tracker=tracker)
forward = jax.jit(lambda w, x: tracked(w, x))
forward(jnp.ones((3, 2)), jnp.ones((4, 3)))
float(tracker.last)
""", "ConcretizationTypeError", "JAX301"),
    "factory_products_branch_on_the_literals_they_were_made_with": ("""
def make_forward(mode, clip=None):
    def forward(x):
        if mode == "eval":
            return x
        if clip is not None:
            if x.sum() > clip:
                return x / x.sum()
        return 2 * x

    return forward


evaluate = make_forward("eval", clip=1.0)
train = make_forward("train")
jax.jit(lambda x: evaluate(x) + train(x))(jnp.ones(3))
""", None, None),
    "factory_product_made_with_a_clip_branches_on_a_tracer": ("""
def make_forward(mode, clip=None):
    def forward(x):
        if mode == "eval":
            return x
        if clip is not None:
            if x.sum() > clip:
                return x / x.sum()
        return 2 * x

    return forward


train = make_forward("train", clip=1.0)
jax.jit(lambda x: train(x))(jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    # set 15: a class registered by register_pytree_node(C, flatten, unflatten): what flatten puts in aux is static
    "registered_flatten_keeps_the_shape_as_aux_data": ("""
from typing import NamedTuple, Sequence


class COO(NamedTuple):
    rows: jnp.ndarray
    vals: jnp.ndarray
    shape: Sequence[int]


jax.tree_util.register_pytree_node(COO, lambda a: (a[:2], a[2]), lambda aux, children: COO(*children, aux))


@jax.jit
def rows_sum(m: COO):
    return jax.ops.segment_sum(m.vals, m.rows, m.shape[0])


rows_sum(COO(jnp.array([0, 1, 1]), jnp.ones(3), (2, 2)))
""", None, None),
    "registered_flatten_traces_what_it_returns_as_children": ("""
class Box:
    def __init__(self, lo, n):
        self.lo = lo
        self.n = n


def _flatten(b):
    return (b.lo, b.n), None


jax.tree_util.register_pytree_node(Box, _flatten, lambda aux, children: Box(*children))


@jax.jit
def grid(b: Box):
    return b.lo + jnp.arange(b.n)


grid(Box(jnp.float32(0.5), 3))
""", "ConcretizationTypeError", "JAX202"),
    # set 15: an attribute a script changes only before the jitted bound method is first traced
    "attribute_set_by_the_script_before_the_one_trace": ("""
class Something:
    def __init__(self):
        self.x = jnp.zeros(())

    def set_x(self, x):
        self.x = x

    def doubled(self):
        return 2 * self.x


something = Something()
something.set_x(jnp.asarray(7))
doubled = jax.jit(something.doubled)
assert int(doubled()) == 14
""", None, None),
    "attribute_set_by_the_script_after_the_trace_is_stale": ("""
class Something:
    def __init__(self):
        self.x = jnp.zeros(())

    def set_x(self, x):
        self.x = x

    def doubled(self):
        return 2 * self.x


something = Something()
doubled = jax.jit(something.doubled)
doubled()
something.set_x(jnp.asarray(7))
assert int(doubled()) == 0  # the first trace's x: stale
""", None, "JAX303"),
}


CASES14 = {
    # 1. attributes set at construction, read later
    "jax_array_attribute_incremented_under_jit": ("""
class Model:
    def __init__(self, total):
        self.total = total
        self.step = jnp.array(0)

    def loss(self, params, x):
        self.step += 1
        return jnp.mean((x * params) ** 2) / self.total


model = Model(10)


@jax.jit
def train_step(params, x):
    return jax.grad(model.loss)(params, x)


train_step(jnp.ones(3), jnp.ones(3))
model.step + 1
""", "UnexpectedTracerError", "JAX301"),
    "step_kept_by_the_caller_not_the_instance": ("""
class Model:
    def __init__(self, total):
        self.total = total
        self.step = jnp.array(0)

    def loss(self, params, x, step):
        return jnp.mean((x * params) ** 2) / self.total * (step + 1)


model = Model(10)


@jax.jit
def train_step(params, x, step):
    return jax.grad(model.loss)(params, x, step), step + 1


grads, model.step = train_step(jnp.ones(3), jnp.ones(3), model.step)
model.step + 1
""", None, None),
    "jax_array_attribute_tested_in_jitted_method": ("""
class Counter:
    def __init__(self):
        self.count = jnp.array(0)

    @functools.partial(jax.jit, static_argnums=0)
    def scaled(self, x):
        if self.count > 0:
            return x / self.count
        return x


Counter().scaled(jnp.ones(2))
""", "TracerBoolConversionError", "JAX101"),
    "int_attribute_tested_in_jitted_method": ("""
class Counter:
    def __init__(self):
        self.count = 0

    @functools.partial(jax.jit, static_argnums=0)
    def scaled(self, x):
        if self.count > 0:
            return x / self.count
        return x


Counter().scaled(jnp.ones(2))
""", None, None),
    "constructor_argument_object_passed_to_jit": ("""
class Sampler:
    def __init__(self, n_chains):
        self.n_chains = n_chains


def estimate(x, sampler):
    return jnp.mean(x) / sampler.n_chains


estimate_jit = jax.jit(estimate)


class State:
    def __init__(self, sampler, x):
        self.sampler, self.x = sampler, x

    def expect(self):
        return estimate_jit(self.x, self.sampler)


State(Sampler(4), jnp.ones(3)).expect()
""", "TypeError", "JAX811"),
    "constructor_argument_object_static_in_jit": ("""
class Sampler:
    def __init__(self, n_chains):
        self.n_chains = n_chains


def estimate(x, sampler):
    return jnp.mean(x) / sampler.n_chains


estimate_jit = jax.jit(estimate, static_argnames="sampler")


class State:
    def __init__(self, sampler, x):
        self.sampler, self.x = sampler, x

    def expect(self):
        return estimate_jit(self.x, self.sampler)


State(Sampler(4), jnp.ones(3)).expect()
""", None, None),
    "numpy_attribute_of_a_held_object_as_static_argument": ("""
import numpy as np


class Box:
    def __init__(self, n):
        self.high = np.array(n)


@functools.partial(jax.jit, static_argnums=1)
def one_hot(x, depth):
    return jax.nn.one_hot(x, depth)


class Agent:
    def __init__(self, spaces):
        self.spaces = spaces

    def encode(self, key, x):
        return one_hot(x, self.spaces[key].high)


Agent({"token": Box(8), "image": None}).encode("token", jnp.array([1, 2]))
""", "ValueError", "JAX810"),
    "int_of_a_numpy_attribute_as_static_argument": ("""
import numpy as np


class Box:
    def __init__(self, n):
        self.high = np.array(n)


@functools.partial(jax.jit, static_argnums=1)
def one_hot(x, depth):
    return jax.nn.one_hot(x, depth)


class Agent:
    def __init__(self, spaces):
        self.spaces = spaces

    def encode(self, key, x):
        return one_hot(x, int(self.spaces[key].high))


Agent({"token": Box(8), "image": None}).encode("token", jnp.array([1, 2]))
""", None, None),
    # 2. tuple-unpacking targets
    "unpacked_attributes_checked_in_a_constructor_under_jit": ("""
class Bounds:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi
        if self.lo != int(self.lo):
            raise TypeError("integer bounds only")

    def width(self):
        return self.hi - self.lo


@jax.jit
def width(center):
    lo = jnp.floor(center).astype(jnp.int32)
    return Bounds(lo, lo + 4).width()


width(2.5)
""", "ConcretizationTypeError", "JAX101 JAX105"),
    "unpacked_attributes_checked_outside_jit": ("""
class Bounds:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi

    @classmethod
    def checked(cls, lo, hi):
        if lo != int(lo):
            raise TypeError("integer bounds only")
        return cls(lo, hi)

    def width(self):
        return self.hi - self.lo


@jax.jit
def width(center):
    lo = jnp.floor(center).astype(jnp.int32)
    return Bounds(lo, lo + 4).width()


Bounds.checked(1, 5)
width(2.5)
""", None, None),
    "unpacked_item_assignment_on_jax_arrays": ("""
def fill(n):
    means = jnp.zeros(n)
    spreads = jnp.zeros(n)
    for t in range(n):
        means[t], spreads[t] = t * 1.0, t * 2.0
    return means, spreads


fill(3)
""", "TypeError", "JAX701 JAX701"),
    "unpacked_rebinding_with_at_set": ("""
def fill(n):
    means = jnp.zeros(n)
    spreads = jnp.zeros(n)
    for t in range(n):
        means, spreads = means.at[t].set(t * 1.0), spreads.at[t].set(t * 2.0)
    return means, spreads


fill(3)
""", None, None),
    "names_unpacked_from_jax_arrays_take_no_item_assignment": ("""
def fill(n):
    means, spreads = jnp.zeros(n), jnp.ones(n)
    for t in range(n):
        means[t] = spreads[t] * t
    return means


fill(3)
""", "TypeError", "JAX701"),
    "names_unpacked_from_numpy_arrays_take_item_assignment": ("""
import numpy as np


def fill(n):
    means, spreads = np.zeros(n), jnp.ones(n)
    for t in range(n):
        means[t] = spreads[t] * t
    return means


fill(3)
""", None, None),
    "attribute_changed_only_while_constructing_is_not_stale": ("""
class Renderer:
    def __init__(self):
        self.palette, self.ids = jnp.zeros(1), {}
        for color in (1.0, 2.0):
            self._ensure_color(color)

    def _ensure_color(self, color):
        if color not in self.ids:
            self.ids[color] = len(self.ids)
            self.palette = jnp.append(self.palette, color)

    @functools.partial(jax.jit, static_argnums=0)
    def render(self, x):
        return x * self.palette.sum()


renderer = Renderer()
assert float(renderer.render(1.0)) == 3.0
""", None, None),
    "attribute_changed_after_the_first_trace_is_stale": ("""
class Renderer:
    def __init__(self):
        self.palette, self.ids = jnp.zeros(1), {}
        for color in (1.0, 2.0):
            self.ensure_color(color)

    def ensure_color(self, color):
        if color not in self.ids:
            self.ids[color] = len(self.ids)
            self.palette = jnp.append(self.palette, color)

    @functools.partial(jax.jit, static_argnums=0)
    def render(self, x):
        return x * self.palette.sum()


renderer = Renderer()
renderer.render(1.0)
renderer.ensure_color(4.0)
assert float(renderer.render(1.0)) == 7.0  # jit's cache keeps the palette of the first trace
""", "AssertionError", "JAX303"),
    # 3. objects kept in a list attribute and called in a loop
    "blocks_built_in_the_constructor_called_under_jit": ("""
class Block:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        if x.sum() > 0:
            return x * self.scale
        return x


class Stack:
    def __init__(self, n):
        self.blocks = [Block(i + 1.0) for i in range(n)]

    def __call__(self, x):
        for block in self.blocks:
            x = block(x)
        return x


stack = Stack(2)
jax.jit(lambda x: stack(x))(jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    "blocks_built_in_the_constructor_with_where": ("""
class Block:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        return jnp.where(x.sum() > 0, x * self.scale, x)


class Stack:
    def __init__(self, n):
        self.blocks = [Block(i + 1.0) for i in range(n)]

    def __call__(self, x):
        for block in self.blocks:
            x = block(x)
        return x


stack = Stack(2)
jax.jit(lambda x: stack(x))(jnp.ones(3))
""", None, None),
    "blocks_passed_to_the_constructor_called_under_jit": ("""
class Block:
    def __init__(self, name, w):
        self.name, self.w = name, w

    def __call__(self, x):
        h = x @ self.w
        return h.astype(int) if int(h.sum()) > 0 else h


class Encoder:
    def __init__(self, blocks):
        self.blocks = blocks

    def __call__(self, x):
        for block in self.blocks:
            x = block(x)
        return x


encoder = Encoder([Block("a", jnp.eye(2)), Block("b", jnp.eye(2))])


@jax.jit
def infer(x):
    return encoder(x)


infer(jnp.ones(2))
""", "ConcretizationTypeError", "JAX105"),
    "blocks_passed_to_the_constructor_without_int": ("""
class Block:
    def __init__(self, name, w):
        self.name, self.w = name, w

    def __call__(self, x):
        h = x @ self.w
        return jnp.where(h.sum() > 0, h, -h)


class Encoder:
    def __init__(self, blocks):
        self.blocks = blocks

    def __call__(self, x):
        for block in self.blocks:
            x = block(x)
        return x


encoder = Encoder([Block("a", jnp.eye(2)), Block("b", jnp.eye(2))])


@jax.jit
def infer(x):
    return encoder(x)


infer(jnp.ones(2))
""", None, None),
    "blocks_read_by_a_jitted_bound_method": ("""
class Block:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        if x.sum() > 0:
            return x * self.scale
        return x


class Encoder:
    def __init__(self, blocks):
        self.blocks = blocks

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return x

    @functools.partial(jax.jit, static_argnums=0)
    def run(self, x):
        return self.forward(x)


encoder = Encoder([Block(1.0), Block(2.0)])
jax.jit(encoder.forward)(jnp.ones(2))
""", "TracerBoolConversionError", "JAX101"),
    "blocks_read_by_a_jitted_bound_method_with_where": ("""
class Block:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        return jnp.where(x.sum() > 0, x * self.scale, x)


class Encoder:
    def __init__(self, blocks):
        self.blocks = blocks

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return x

    @functools.partial(jax.jit, static_argnums=0)
    def run(self, x):
        return self.forward(x)


encoder = Encoder([Block(1.0), Block(2.0)])
jax.jit(encoder.forward)(jnp.ones(2))
""", None, None),
    "blocks_read_by_a_method_with_static_self": ("""
class Block:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        if x.sum() > 0:
            return x * self.scale
        return x


class Encoder:
    def __init__(self, blocks):
        self.blocks = blocks

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return x

    @functools.partial(jax.jit, static_argnums=0)
    def run(self, x):
        return self.forward(x)


encoder = Encoder([Block(1.0), Block(2.0)])
encoder.run(jnp.ones(2))
""", "TracerBoolConversionError", "JAX101"),
    "blocks_read_by_a_method_with_static_self_with_where": ("""
class Block:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        return jnp.where(x.sum() > 0, x * self.scale, x)


class Encoder:
    def __init__(self, blocks):
        self.blocks = blocks

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return x

    @functools.partial(jax.jit, static_argnums=0)
    def run(self, x):
        return self.forward(x)


encoder = Encoder([Block(1.0), Block(2.0)])
encoder.run(jnp.ones(2))
""", None, None),
    # 4. super().__init__ of a subclass built in traced code
    "base_constructor_validates_under_jit": ("""
class Distribution:
    def __init__(self, batch_shape=(), validate_args=False):
        self.batch_shape = batch_shape
        if validate_args:
            if not jnp.all(self.scale > 0):
                raise ValueError("scale must be positive")


class Normal(Distribution):
    def __init__(self, loc, scale, validate_args=False):
        self.loc, self.scale = loc, scale
        super().__init__(jnp.shape(loc), validate_args=validate_args)

    def log_prob(self, x):
        return -0.5 * ((x - self.loc) / self.scale) ** 2 - jnp.log(self.scale)


@jax.jit
def log_density(loc, scale, x):
    return Normal(loc, scale, validate_args=True).log_prob(x).sum()


log_density(0.0, 1.0, jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    "base_constructor_skips_validation_under_jit": ("""
class Distribution:
    def __init__(self, batch_shape=(), validate_args=False):
        self.batch_shape = batch_shape
        if validate_args:
            if not jnp.all(self.scale > 0):
                raise ValueError("scale must be positive")


class Normal(Distribution):
    def __init__(self, loc, scale, validate_args=False):
        self.loc, self.scale = loc, scale
        super().__init__(jnp.shape(loc), validate_args=validate_args)

    def log_prob(self, x):
        return -0.5 * ((x - self.loc) / self.scale) ** 2 - jnp.log(self.scale)


@jax.jit
def log_density(loc, scale, x):
    return Normal(loc, scale).log_prob(x).sum()


Normal(0.0, 1.0, validate_args=True)
log_density(0.0, 1.0, jnp.ones(3))
""", None, None),
}


CASES16 = {
    # 0. optax calls a schedule of the project with `state.count` inside `update`: traced where the update is
    # (the jitted step), concrete where it runs eagerly
    "optax_schedule_if_on_count_in_jitted_update": ("""
import optax


def warmup(step):
    if step < 2:
        return 0.01
    return 0.1


tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(learning_rate=warmup))


@jax.jit
def step_fn(params, opt_state):
    grads = jax.grad(lambda p: jnp.sum(p ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


params = jnp.ones(3)
params, opt_state = step_fn(params, tx.init(params))
""", "TracerBoolConversionError", "JAX101"),
    "optax_schedule_if_on_count_in_eager_update": ("""
import optax


def warmup(step):
    if step < 2:
        return 0.01
    return 0.1


tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(learning_rate=warmup))


def step_fn(params, opt_state):
    grads = jax.grad(lambda p: jnp.sum(p ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


params = jnp.ones(3)
opt_state = tx.init(params)
for _ in range(3):
    params, opt_state = step_fn(params, opt_state)
""", None, None),
    "optax_schedule_where_on_count_in_jitted_update": ("""
import optax


def warmup(step):
    return jnp.where(step < 2, 0.01, 0.1)


tx = optax.inject_hyperparams(optax.sgd)(learning_rate=warmup)


@jax.jit
def step_fn(params, opt_state):
    grads = jax.grad(lambda p: jnp.sum(p ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


params = jnp.ones(3)
params, opt_state = step_fn(params, tx.init(params))
""", None, None),
    "optax_scale_by_schedule_numpy_on_count_in_jitted_update": ("""
import numpy as np
import optax


def step_size(count):
    return 0.5 * np.interp(count, [0, 10], [1.0, 0.1])


tx = optax.chain(optax.scale_by_adam(), optax.scale_by_schedule(step_size), optax.scale(-1.0))


@jax.jit
def step_fn(params, opt_state):
    grads = jax.grad(lambda p: jnp.sum(p ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


params = jnp.ones(3)
params, opt_state = step_fn(params, tx.init(params))
""", "TracerArrayConversionError", "JAX501"),
    # 1. a def nested in a method (a lax body) calling `self.method(...)` runs that method
    "nested_body_calls_self_method_that_asserts": ("""
class Euler:
    def __init__(self, dt):
        self.dt = dt

    def check(self, x):
        assert jnp.all(jnp.isfinite(x))
        return x

    def integrate(self, x0, n):
        def body(i, x):
            return self.check(x - self.dt * x)

        return jax.lax.fori_loop(0, n, body, x0)


jax.jit(Euler(0.1).integrate, static_argnums=1)(jnp.ones(3), 10)
""", "TracerBoolConversionError", "JAX101"),
    "nested_body_calls_self_method_with_where": ("""
class Euler:
    def __init__(self, dt):
        self.dt = dt

    def check(self, x):
        return jnp.where(jnp.isfinite(x), x, 0.0)

    def integrate(self, x0, n):
        def body(i, x):
            return self.check(x - self.dt * x)

        return jax.lax.fori_loop(0, n, body, x0)


jax.jit(Euler(0.1).integrate, static_argnums=1)(jnp.ones(3), 10)
""", None, None),
    # 2. a static argument every caller passes a plain frozen dataclass for: its methods are followed
    "static_dataclass_method_casts_traced_argument": ("""
import dataclasses


@dataclasses.dataclass(frozen=True)
class Layer:
    thickness: int

    def profile(self, spacing):
        sigma = float(3.0 / (self.thickness * spacing))
        return sigma * jnp.arange(self.thickness)


def run(spacing, layer):
    return layer.profile(spacing)


layer = Layer(8)
jax.jit(run, static_argnums=1)(jnp.float32(0.05), layer)
""", "ConcretizationTypeError", "JAX105"),
    "static_dataclass_method_keeps_traced_argument": ("""
import dataclasses


@dataclasses.dataclass(frozen=True)
class Layer:
    thickness: int

    def profile(self, spacing):
        sigma = 3.0 / (self.thickness * spacing)
        return sigma * jnp.arange(self.thickness)


def run(spacing, layer):
    return layer.profile(spacing)


layer = Layer(8)
jax.jit(run, static_argnums=1)(jnp.float32(0.05), layer)
""", None, None),
    # 3. a literal flag a call passes decides which arm of the callee's `if flag:` consumes the key
    "literal_flag_selects_the_draw_of_a_reused_key": ("""
def apply(params, training, key):
    if training:
        params = params * jax.random.bernoulli(key, 0.5, params.shape)
    return params


@jax.jit
def train_step(params, key):
    return jax.grad(lambda p: jnp.sum(apply(p, True, key)))(params)


jax.config.update("jax_debug_key_reuse", True)
try:
    key = jax.random.key(0)
    params = jnp.ones(3)
    for _ in range(3):
        params = train_step(params, key)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "literal_flag_skips_the_draw_of_a_kept_key": ("""
def apply(params, training, key):
    if training:
        params = params * jax.random.bernoulli(key, 0.5, params.shape)
    return params


@jax.jit
def eval_step(params, key):
    return jnp.sum(apply(params, False, key))


jax.config.update("jax_debug_key_reuse", True)
try:
    key = jax.random.key(0)
    params = jnp.ones(3)
    for _ in range(3):
        eval_step(params, key)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    # 4. `model.apply(...)` on a module global bound once to `Cls(...)` runs that class's method
    "global_instance_method_draws_from_a_reused_key": ("""
class Dropout:
    def __init__(self, rate):
        self.rate = rate

    def apply(self, x, key):
        return x * jax.random.bernoulli(key, 1.0 - self.rate, x.shape)


model = Dropout(0.5)


@jax.jit
def train_step(x, key):
    return model.apply(x, key)


jax.config.update("jax_debug_key_reuse", True)
try:
    key = jax.random.key(0)
    x = jnp.ones(3)
    for _ in range(3):
        x = train_step(x, key)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "global_instance_method_draws_from_split_keys": ("""
class Dropout:
    def __init__(self, rate):
        self.rate = rate

    def apply(self, x, key):
        return x * jax.random.bernoulli(key, 1.0 - self.rate, x.shape)


model = Dropout(0.5)


@jax.jit
def train_step(x, key):
    return model.apply(x, key)


jax.config.update("jax_debug_key_reuse", True)
try:
    key = jax.random.key(0)
    x = jnp.ones(3)
    for _ in range(3):
        key, subkey = jax.random.split(key)
        x = train_step(x, subkey)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    # 5. `a == b` on an object of a class defining `__eq__` runs that method
    "own_eq_converts_traced_fields": ("""
@jax.tree_util.register_pytree_node_class
class Plane:
    def __init__(self, normal, height):
        self.normal, self.height = normal, height

    def tree_flatten(self):
        return (self.normal, self.height), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def __eq__(self, other):
        return jnp.allclose(self.normal, other.normal) and self.height == other.height

    __hash__ = object.__hash__


FLAT = Plane(jnp.array([0.0, 0.0, 1.0]), jnp.array(0.0))


@jax.jit
def depth(plane, z):
    return jnp.where(plane == FLAT, -z, plane.height - z)


depth(Plane(jnp.array([0.0, 0.1, 0.99]), jnp.array(0.1)), jnp.ones(2))
""", "TracerBoolConversionError", "JAX102"),
    "own_eq_returns_a_traced_array": ("""
@jax.tree_util.register_pytree_node_class
class Plane:
    def __init__(self, normal, height):
        self.normal, self.height = normal, height

    def tree_flatten(self):
        return (self.normal, self.height), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def __eq__(self, other):
        return jnp.logical_and(jnp.allclose(self.normal, other.normal), self.height == other.height)

    __hash__ = object.__hash__


FLAT = Plane(jnp.array([0.0, 0.0, 1.0]), jnp.array(0.0))


@jax.jit
def depth(plane, z):
    return jnp.where(plane == FLAT, -z, plane.height - z)


depth(Plane(jnp.array([0.0, 0.1, 0.99]), jnp.array(0.1)), jnp.ones(2))
""", None, None),
    # 6. arithmetic of a JAX array with a number, built by untraced code, is a concrete JAX array
    "constructor_stores_scaled_jax_array_indexed_in_scan": ("""
class Discretizer:
    def __init__(self, bins):
        self.bins = bins

    def values(self, i):
        return jnp.linspace(-1.0, 1.0, self.bins[i] + 1)


discretizer = Discretizer(bins=8 * jnp.array([1, 1]))


def step(total, a):
    return total + discretizer.values(0)[a], None


jax.lax.scan(step, 0.0, jnp.array([1, 2]))
""", "ConcretizationTypeError", "JAX202"),
    "constructor_stores_scaled_numpy_array_indexed_in_scan": ("""
import numpy as np


class Discretizer:
    def __init__(self, bins):
        self.bins = bins

    def values(self, i):
        return jnp.linspace(-1.0, 1.0, self.bins[i] + 1)


discretizer = Discretizer(bins=8 * np.array([1, 1]))


def step(total, a):
    return total + discretizer.values(0)[a], None


jax.lax.scan(step, 0.0, jnp.array([1, 2]))
""", None, None),
    "module_global_scaled_jax_array_indexed_in_scan": ("""
BINS = 8 * jnp.array([1, 1])


def step(total, a):
    return total + jnp.linspace(-1.0, 1.0, BINS[0] + 1)[a], None


jax.lax.scan(step, 0.0, jnp.array([1, 2]))
""", "ConcretizationTypeError", "JAX202"),
    "module_global_scaled_numpy_array_indexed_in_scan": ("""
import numpy as np

BINS = 8 * np.array([1, 1])


def step(total, a):
    return total + jnp.linspace(-1.0, 1.0, BINS[0] + 1)[a], None


jax.lax.scan(step, 0.0, jnp.array([1, 2]))
""", None, None),
    # 7. a NamedTuple of functions (built by a factory of the module) called through its fields
    "namedtuple_field_function_concretizes_under_jit": ("""
from typing import Callable, NamedTuple


class Fns(NamedTuple):
    allocate: Callable
    update: Callable


def neighbor_list(cutoff):
    def allocate(positions):
        return int(jnp.max(jnp.sum(jnp.abs(positions) < cutoff, axis=1)))

    def update(positions, capacity):
        return jnp.argsort(jnp.abs(positions), axis=1)[:, :capacity]

    return Fns(allocate=allocate, update=update)


fns = neighbor_list(1.5)


@jax.jit
def energy(positions):
    capacity = fns.allocate(positions)
    return jnp.sum(fns.update(positions, capacity))


energy(jnp.ones((4, 3)))
""", "ConcretizationTypeError", "JAX105"),
    "namedtuple_field_function_sized_outside_jit": ("""
from typing import Callable, NamedTuple


class Fns(NamedTuple):
    allocate: Callable
    update: Callable


def neighbor_list(cutoff):
    def allocate(positions):
        return int(jnp.max(jnp.sum(jnp.abs(positions) < cutoff, axis=1)))

    def update(positions, capacity):
        return jnp.argsort(jnp.abs(positions), axis=1)[:, :capacity]

    return Fns(allocate=allocate, update=update)


fns = neighbor_list(1.5)
positions = jnp.ones((4, 3))
capacity = fns.allocate(positions)


@jax.jit
def energy(positions):
    return jnp.sum(fns.update(positions, capacity))


energy(positions)
""", None, None),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_shape(name):
    code, error, finding = CASES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


@pytest.mark.parametrize("name", sorted(CASES14))
def test_objects_and_methods_shape(name):
    code, error, finding = CASES14[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


# Shapes the fourteenth and fifteenth sets still missed (issue #14, round 16): keys followed through
# scan carries bound to a name, tree_map callbacks and object fields.
CASES_KEYS16 = {
    # A scan body binds its new carry to a name before returning it (`carry = x, key; return carry, y`):
    # the returned carry is that display, so a key it hands back unchanged is drawn from every iteration.
    "scan_carry_bound_to_a_name_returns_the_key_unchanged": ("""
def fit(x0, key, n):
    def step(carry, _):
        x, opt, key = carry
        x = x + jax.random.normal(key, x.shape)
        opt = opt + 1
        carry = x, opt, key
        return carry, x.sum()

    return jax.lax.scan(step, (x0, 0, key), None, length=n)[1]


jax.config.update("jax_debug_key_reuse", True)
try:
    fit(jnp.zeros(2), jax.random.key(0), 3)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "scan_carry_bound_to_a_name_carries_the_split_key": ("""
def fit(x0, key, n):
    def step(carry, _):
        x, opt, key = carry
        key, sub = jax.random.split(key)
        x = x + jax.random.normal(sub, x.shape)
        opt = opt + 1
        carry = x, opt, key
        return carry, x.sum()

    return jax.lax.scan(step, (x0, 0, key), None, length=n)[1]


jax.config.update("jax_debug_key_reuse", True)
try:
    fit(jnp.zeros(2), jax.random.key(0), 3)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    # jax.tree_util.tree_map calls its function once per leaf: a key it closes over and hands to a sampler is
    # drawn from once per leaf. One key per leaf (a second tree of split keys) is fine; the same permutation of
    # paired arrays is on purpose (no checker: JAX's would raise on it too).
    "tree_map_lambda_draws_from_a_closed_over_key": ("""
def add_noise(grads, rng, std):
    noise = lambda g: g + std * jax.random.normal(rng, g.shape)
    return jax.tree_util.tree_map(noise, grads)


jax.config.update("jax_debug_key_reuse", True)
try:
    add_noise({"w": jnp.zeros((2, 2)), "b": jnp.zeros(2)}, jax.random.key(0), 0.1)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "tree_map_lambda_draws_from_one_key_per_leaf": ("""
def add_noise(grads, rng, std):
    leaves, treedef = jax.tree_util.tree_flatten(grads)
    keys = jax.tree_util.tree_unflatten(treedef, list(jax.random.split(rng, len(leaves))))
    return jax.tree.map(lambda g, k: g + std * jax.random.normal(k, g.shape), grads, keys)


jax.config.update("jax_debug_key_reuse", True)
try:
    add_noise({"w": jnp.zeros((2, 2)), "b": jnp.zeros(2)}, jax.random.key(0), 0.1)
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    "tree_map_shuffles_two_trees_alike_through_a_helper": ("""
def shuffle(x, rng):
    return jax.random.permutation(rng, x)


def minibatches(transitions, targets, rng):
    rng, sub = jax.random.split(rng)
    batches = jax.tree_util.tree_map(lambda x: shuffle(x, sub), transitions)
    labels = jax.tree_util.tree_map(lambda x: shuffle(x, sub), targets)
    return batches, labels, rng


minibatches((jnp.arange(4.0), jnp.arange(4)), jnp.arange(4.0), jax.random.key(0))
""", None, None),
    "tree_map_permutes_paired_arrays_alike": ("""
def shuffle(batch, rng):
    return jax.tree.map(lambda a: jax.random.permutation(rng, a), batch)


shuffle((jnp.arange(4.0), jnp.arange(4)), jax.random.key(0))
""", None, None),
    # A key handed to the constructor of an equinox Module (or a frozen dataclass) that keeps it in a field one of
    # its methods draws from: the field can never hold another key, so two objects built from one key draw the
    # same numbers. Split keys, or a method that only folds the key in, are fine.
    "one_key_kept_by_two_equinox_modules": ("""
import equinox as eqx


class Ice(eqx.Module):
    key: jax.Array
    scale: float = 0.1

    def sample(self, shape):
        return self.scale * jax.random.normal(self.key, shape)


class Detector(eqx.Module):
    key: jax.Array

    def sample(self, image):
        return image + jax.random.normal(self.key, image.shape)


def render(key):
    ice = Ice(key=key)
    detector = Detector(key)
    return detector.sample(ice.sample((2,)))


jax.config.update("jax_debug_key_reuse", True)
try:
    render(jax.random.key(0))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "split_keys_kept_by_two_equinox_modules": ("""
import equinox as eqx


class Ice(eqx.Module):
    key: jax.Array
    scale: float = 0.1

    def sample(self, shape):
        return self.scale * jax.random.normal(self.key, shape)


class Detector(eqx.Module):
    key: jax.Array

    def sample(self, image):
        return image + jax.random.normal(self.key, image.shape)


def render(key):
    ice_key, detector_key = jax.random.split(key)
    ice = Ice(key=ice_key)
    detector = Detector(detector_key)
    return detector.sample(ice.sample((2,)))


jax.config.update("jax_debug_key_reuse", True)
try:
    render(jax.random.key(0))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    "one_key_kept_by_a_frozen_dataclass_and_drawn_again": ("""
import dataclasses


@dataclasses.dataclass(frozen=True)
class Noise:
    scale: float
    rng: jax.Array

    def sample(self, n):
        return self.scale * jax.random.normal(self.rng, (n,))


def run(key):
    noise = Noise(0.1, key)
    return noise.sample(3) + jax.random.uniform(key, (3,))


jax.config.update("jax_debug_key_reuse", True)
try:
    run(jax.random.key(0))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "one_key_folded_in_by_two_frozen_dataclasses": ("""
import dataclasses


@dataclasses.dataclass(frozen=True)
class Noise:
    scale: float
    rng: jax.Array

    def sample(self, step, n):
        return self.scale * jax.random.normal(jax.random.fold_in(self.rng, step), (n,))


def run(key):
    a, b = Noise(0.1, key), Noise(0.2, key)
    return a.sample(0, 3) + b.sample(1, 3)


jax.config.update("jax_debug_key_reuse", True)
try:
    run(jax.random.key(0))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    # A key stored into a dataclass field (`dataclasses.replace(state, rng_key=key)`) and drawn from by a function
    # through its parameter's field (`split(behavior_state.rng_key)`) is consumed there: the loop splitting `key`
    # again reuses it. A key split off for the field is fine.
    "key_stored_by_dataclasses_replace_and_drawn_by_a_callee": ("""
import dataclasses


@dataclasses.dataclass(frozen=True)
class BehaviorState:
    rng_key: jax.Array
    temperature: float = 1.0


def sample_action(behavior_state, obs):
    key, sample_key = jax.random.split(behavior_state.rng_key)
    action = behavior_state.temperature * jax.random.normal(sample_key, obs.shape)
    return dataclasses.replace(behavior_state, rng_key=key), action


def dream(key, obs, behavior_state, planning_budget=3):
    dreams = []
    for _ in range(planning_budget):
        key, candidate_key = jax.random.split(key)
        obs = obs + 0.1 * jax.random.normal(candidate_key, obs.shape)
        rollout_state = dataclasses.replace(behavior_state, rng_key=key)
        rollout_state, action = sample_action(rollout_state, obs)
        dreams.append(obs + action)
    return jnp.stack(dreams)


jax.config.update("jax_debug_key_reuse", True)
try:
    dream(jax.random.key(0), jnp.zeros(3), BehaviorState(rng_key=jax.random.key(7)))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "split_key_stored_by_dataclasses_replace": ("""
import dataclasses


@dataclasses.dataclass(frozen=True)
class BehaviorState:
    rng_key: jax.Array
    temperature: float = 1.0


def sample_action(behavior_state, obs):
    key, sample_key = jax.random.split(behavior_state.rng_key)
    action = behavior_state.temperature * jax.random.normal(sample_key, obs.shape)
    return dataclasses.replace(behavior_state, rng_key=key), action


def dream(key, obs, behavior_state, planning_budget=3):
    dreams = []
    for _ in range(planning_budget):
        key, candidate_key, rollout_key = jax.random.split(key, 3)
        obs = obs + 0.1 * jax.random.normal(candidate_key, obs.shape)
        rollout_state = dataclasses.replace(behavior_state, rng_key=rollout_key)
        rollout_state, action = sample_action(rollout_state, obs)
        dreams.append(obs + action)
    return jnp.stack(dreams)


jax.config.update("jax_debug_key_reuse", True)
try:
    dream(jax.random.key(0), jnp.zeros(3), BehaviorState(rng_key=jax.random.key(7)))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    # An attribute of an object the instance's constructor builds (`self.count = Count(jnp.array(0))`) that the
    # module changes only by augmented assignments (`self.count.value += 1`) keeps the concrete JAX array it was
    # built with: the instance handed to jax.jit stores the staged sum, a tracer, on it. Read and returned, fine.
    "callable_instance_jitted_updates_a_held_objects_array": ("""
class Count:
    def __init__(self, value):
        self.value = value


class Counter:
    def __init__(self):
        self.count = Count(jnp.array(0))

    def __call__(self):
        self.count.value += 1
        return self.count.value


counter = Counter()
counter()
jax.jit(counter)()
counter()
""", "UnexpectedTracerError", "JAX301"),
    "callable_instance_jitted_reads_a_held_objects_array": ("""
class Count:
    def __init__(self, value):
        self.value = value


class Counter:
    def __init__(self):
        self.count = Count(jnp.array(0))

    def __call__(self):
        return self.count.value + 1


counter = Counter()
counter.count.value += 1
jax.jit(counter)()
counter()
""", None, None),
    # `jax.jit(model.sample)` in a class's __init__ on its constructor parameter `model` (or on the attribute
    # __init__ stores it in, `self._model.loss`), every construction passing an object of one class of the module:
    # that class's method is jitted, its parameters traced.
    "jitted_method_of_a_constructor_argument_branches_on_a_traced_parameter": ("""
class Model:
    def __init__(self, scale):
        self.scale = scale

    def sample(self, x, temperature=0.0):
        if temperature > 0.0:
            return x * self.scale / temperature
        return x * self.scale

    def loss(self, x):
        return jnp.sum(x * self.scale)


class Policy:
    def __init__(self, model):
        self._model = model
        self._sample = jax.jit(model.sample)
        self._loss = jax.jit(self._model.loss)

    def infer(self, x):
        return self._sample(x, temperature=0.7), self._loss(x)


Policy(Model(2.0)).infer(jnp.ones(3))
""", "TracerBoolConversionError", "JAX101"),
    "jitted_method_of_a_constructor_argument_selects_with_where": ("""
class Model:
    def __init__(self, scale):
        self.scale = scale

    def sample(self, x, temperature=0.0):
        return jnp.where(temperature > 0.0, x * self.scale / temperature, x * self.scale)

    def loss(self, x):
        return jnp.sum(x * self.scale)


class Policy:
    def __init__(self, model):
        self._model = model
        self._sample = jax.jit(model.sample)
        self._loss = jax.jit(self._model.loss)

    def infer(self, x):
        return self._sample(x, temperature=0.7), self._loss(x)


Policy(Model(2.0)).infer(jnp.ones(3))
""", None, None),
    "jitted_method_of_a_stored_constructor_argument_converts_with_numpy": ("""
import numpy as np


class Model:
    def __init__(self, scale):
        self.scale = scale

    def sample(self, x, temperature=0.0):
        return jnp.where(temperature > 0.0, x * self.scale / temperature, x * self.scale)

    def loss(self, x):
        return np.dot(x, x) * self.scale


class Policy:
    def __init__(self, model):
        self._model = model
        self._sample = jax.jit(model.sample)
        self._loss = jax.jit(self._model.loss)

    def infer(self, x):
        return self._sample(x, temperature=0.7), self._loss(x)


Policy(Model(2.0)).infer(jnp.ones(3))
""", "TracerArrayConversionError", "JAX501"),
    # An equinox Module keeping its dropout key in a field (made in its own __init__): every call of the module
    # draws its mask from that one key (equinox.nn.Dropout consumes the key its call is given), so calling it
    # twice reuses it. Passing a fresh key to each call, or two modules with their own keys called once, is fine.
    "equinox_module_keeps_its_dropout_key_and_is_called_twice": ("""
import equinox as eqx


class Block(eqx.Module):
    dropout: eqx.nn.Dropout
    key: jax.Array

    def __init__(self, seed):
        self.dropout = eqx.nn.Dropout(0.5)
        self.key = jax.random.key(seed)

    def __call__(self, x):
        return self.dropout(x, key=self.key)


def run(x):
    block = Block(0)
    for _ in range(2):
        x = block(x)
    return x


jax.config.update("jax_debug_key_reuse", True)
try:
    run(jnp.ones(4))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
    "equinox_modules_with_their_own_dropout_keys_called_once": ("""
import equinox as eqx


class Block(eqx.Module):
    dropout: eqx.nn.Dropout
    key: jax.Array

    def __init__(self, seed):
        self.dropout = eqx.nn.Dropout(0.5)
        self.key = jax.random.key(seed)

    def __call__(self, x):
        return self.dropout(x, key=self.key)


def run(x):
    first, second = Block(0), Block(1)
    return second(first(x))


jax.config.update("jax_debug_key_reuse", True)
try:
    run(jnp.ones(4))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    "equinox_module_given_a_fresh_dropout_key_per_call": ("""
import equinox as eqx


class Block(eqx.Module):
    dropout: eqx.nn.Dropout

    def __init__(self):
        self.dropout = eqx.nn.Dropout(0.5)

    def __call__(self, x, key):
        return self.dropout(x, key=key)


def run(x, key):
    block = Block()
    for _ in range(2):
        key, sub = jax.random.split(key)
        x = block(x, sub)
    return x


jax.config.update("jax_debug_key_reuse", True)
try:
    run(jnp.ones(4), jax.random.key(0))
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", None, None),
    "frozen_dataclass_method_draws_its_key_field_twice": ("""
import dataclasses


@dataclasses.dataclass(frozen=True)
class Sampler:
    key: jax.Array

    def sample(self, n):
        return jax.random.normal(self.key, (n,))


def run():
    sampler = Sampler(jax.random.key(0))
    return sampler.sample(2) + sampler.sample(2)


jax.config.update("jax_debug_key_reuse", True)
try:
    run()
finally:
    jax.config.update("jax_debug_key_reuse", False)
""", "KeyReuseError", "JAX320"),
}


@pytest.mark.parametrize("name", sorted(CASES_KEYS16))
def test_round16_shape(name):
    code, error, finding = CASES_KEYS16[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


@pytest.mark.parametrize("name", sorted(CASES16))
def test_set16_shape(name):
    code, error, finding = CASES16[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


# Arrays in the static part of a pytree passed to a jitted function (issue #14, sets 7, 11, 15): the
# next call's cache lookup compares the treedefs' metadata with ==. Under JAX 0.10.2 the first call
# runs, the same instance again runs (identity), another instance whose metadata holds another array
# of more than one element raises ValueError.
_META_DATACLASS = """
import dataclasses
import numpy as np


@functools.partial(jax.tree_util.register_dataclass, data_fields=["w"], meta_fields=["c"])
@dataclasses.dataclass
class Model:
    w: jax.Array
    c: object


@jax.jit
def f(model):
    return model.w * 2
"""
_META_AUX = """
import numpy as np


@jax.tree_util.register_pytree_node_class
class Box:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def tree_flatten(self):
        children = (self.y,)
        aux_data = (self.x,)
        return children, aux_data

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        return cls(aux_data[0], children[0])


def step(box):
    return box.y + 1


g = jax.jit(step)
"""
_META_EQX = """
import equinox as eqx
import numpy as np


class Layer(eqx.Module):
    w: jax.Array
    table: object = eqx.field(static=True)


@jax.jit
def apply(layer):
    return layer.w.sum()
"""
CASES_META810 = {
    "meta_fields_numpy_array_second_instance": (_META_DATACLASS + """
a = Model(jnp.ones(2), np.ones(10))
b = Model(jnp.ones(2), np.ones(10))
f(a)
f(b)
""", "ValueError", "JAX810"),
    "ok_meta_fields_same_instance_twice": (_META_DATACLASS + """
a = Model(jnp.ones(2), np.ones(10))
f(a)
f(a)
""", None, None),
    "ok_meta_fields_shared_array": (_META_DATACLASS + """
table = np.ones(10)
f(Model(jnp.ones(2), table))
f(Model(jnp.ones(3), table))
""", None, None),
    "ok_meta_fields_tuple": (_META_DATACLASS + """
f(Model(jnp.ones(2), tuple(np.ones(10))))
f(Model(jnp.ones(2), tuple(np.ones(10))))
""", None, None),
    "ok_array_in_data_field": (_META_DATACLASS + """
f(Model(np.ones(10), (1, 2)))
f(Model(np.ones(10), (1, 2)))
""", None, None),
    "ok_meta_fields_two_jitted_functions": (_META_DATACLASS + """
@jax.jit
def h(model):
    return model.w + 1


f(Model(jnp.ones(2), np.ones(10)))
h(Model(jnp.ones(2), np.ones(10)))
""", None, None),
    "ok_meta_fields_scalar_array": (_META_DATACLASS + """
f(Model(jnp.ones(2), np.array(3.0)))
f(Model(jnp.ones(2), np.array(3.0)))
""", None, None),
    "aux_data_jax_array_second_instance": (_META_AUX + """
g(Box(jnp.array([1, 2]), jnp.ones(3)))
g(Box(jnp.array([1, 2]), jnp.ones(3)))
""", "ValueError", "JAX810"),
    "ok_aux_data_array_in_children": (_META_AUX + """
g(Box((1, 2), jnp.array([1, 2])))
g(Box((1, 2), jnp.array([1, 2])))
""", None, None),
    "eqx_static_field_array_built_by_factory": (_META_EQX + """
def make():
    table = np.linspace(0.0, 1.0, 5)
    return Layer(jnp.ones(2), table)


def main():
    first = make()
    second = make()
    return apply(first), apply(second)


main()
""", "ValueError", "JAX810"),
    "ok_eqx_static_field_tuple_built_by_factory": (_META_EQX + """
def make():
    return Layer(jnp.ones(2), (0.0, 0.5, 1.0))


def main():
    return apply(make()), apply(make())


main()
""", None, None),
}


CASES_META810.update({
    # the two calls in the two arms of an `if`: one run of `run` makes only one of them (a second
    # run of `run` would raise: that pattern is not reported)
    "ok_meta_fields_calls_in_exclusive_arms": (_META_DATACLASS + """
def run(flag):
    a = Model(jnp.ones(2), np.ones(10))
    b = Model(jnp.ones(2), np.ones(10))
    if flag:
        return f(a)
    else:
        return f(b)


run(True)
""", None, None),
    "meta_fields_second_call_in_same_arm": (_META_DATACLASS + """
def run(flag):
    if flag:
        f(Model(jnp.ones(2), np.ones(10)))
        return f(Model(jnp.ones(2), np.ones(10)))
    return None


run(True)
""", "ValueError", "JAX810"),
})


@pytest.mark.parametrize("name", sorted(CASES_META810))
def test_metadata_array_shape(name):
    code, error, finding = CASES_META810[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


# Shapes set 14 (tests/data/report_repros14/) and set 7 showed jit's boundary missing: what crosses it
# must be arrays, numbers, None or pytrees of those, in either direction (JAX811); and attributes read
# through `getattr` with a known name.
_OPTIMIZER = """
from typing import Any, Callable, NamedTuple


class Optimizer(NamedTuple):
    init: Callable[[Any], Any]
    update: Callable[[Any, Any], Any]


def sgd(step_size):
    def init(params):
        return params

    def update(grads, params):
        return params - step_size * grads

    return init, update

"""
_MODE = """
import enum


class Mode(enum.Enum):
    TRAIN = 1
    EVAL = 2

"""
_STATE = _MODE + """
import dataclasses


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class State:
    mode: Mode = dataclasses.field(metadata=dict(static=True))
    step: int = 0

"""
CASES_MISSES14 = {
    # a NamedTuple built from a factory's tuple of nested defs is a pytree whose leaves are functions
    "namedtuple_of_factory_functions_to_jit": (_OPTIMIZER + """
@jax.jit
def run(opt, params):
    return opt.update(jnp.ones(2), params)


opt = Optimizer(*sgd(0.1))
run(opt, opt.init(jnp.zeros(2)))
""", "TypeError", "JAX811"),
    "ok_namedtuple_of_factory_functions_static": (_OPTIMIZER + """
@functools.partial(jax.jit, static_argnums=0)
def run(opt, params):
    return opt.update(jnp.ones(2), params)


opt = Optimizer(*sgd(0.1))
run(opt, opt.init(jnp.zeros(2)))
""", None, None),
    "ok_namedtuple_of_arrays_from_factory": ("""
from typing import NamedTuple


class Params(NamedTuple):
    w: jax.Array
    b: jax.Array


def make(n):
    return Params(jnp.ones(n), jnp.zeros(n))


@jax.jit
def apply(params, x):
    return params.w * x + params.b


apply(make(2), jnp.ones(2))
""", None, None),
    "tuple_holding_a_function_to_jit": ("""
def act(x):
    return jnp.tanh(x)


@jax.jit
def apply(layer, x):
    fn, scale = layer
    return fn(x) * scale


apply((act, 2.0), jnp.ones(2))
""", "TypeError", "JAX811"),
    "dict_holding_a_string_to_jit": ("""
@jax.jit
def pad(x, options):
    return jnp.pad(x, 1, mode=options["mode"])


pad(jnp.ones(2), {"mode": "edge"})
""", "TypeError", "JAX811"),
    "ok_dict_of_arrays_to_jit": ("""
@jax.jit
def apply(params, x):
    return params["w"] * x


apply({"w": jnp.ones(2), "scale": 2.0}, jnp.ones(2))
""", None, None),
    # what a jitted function returns must be a pytree of arrays too
    "jitted_returns_nested_def": ("""
@functools.partial(jax.jit, static_argnums=0)
def make_feature_map(n, scale):
    w = jnp.ones(n) * scale

    def phi(x):
        return jnp.cos(w * x)

    return phi


phi = make_feature_map(3, 2.0)
""", "TypeError", "JAX811"),
    "ok_jitted_returns_function_only_when_asked": ("""
@functools.partial(jax.jit, static_argnums=1)
def make(scale, as_function):
    if as_function:
        return lambda x: x * scale
    return jnp.ones(3) * scale


make(2.0, False)
""", None, None),
    "jitted_returns_enum_member": (_MODE + """
@jax.jit
def pick(x):
    return Mode.TRAIN


pick(jnp.ones(2))
""", "TypeError", "JAX811"),
    "ok_jitted_returns_intenum_member": ("""
import enum


class Level(enum.IntEnum):
    LOW = 1


@jax.jit
def pick(x):
    return Level.LOW


pick(jnp.ones(2))
""", None, None),
    "enum_member_to_traced_parameter": (_MODE + """
@jax.jit
def step(x, mode):
    return x * 2


step(jnp.ones(2), Mode.EVAL)
""", "TypeError", "JAX811"),
    "ok_enum_member_to_static_parameter": (_MODE + """
@functools.partial(jax.jit, static_argnames="mode")
def step(x, mode):
    return x * 2 if mode == Mode.TRAIN else x


step(jnp.ones(2), Mode.EVAL)
""", None, None),
    # a static field annotated with an enum holds an enum member: returning it is returning an enum
    "jitted_returns_annotated_enum_field": (_STATE + """
def current_mode(state: State) -> Mode:
    return state.mode


jax.jit(current_mode)(State(mode=Mode.TRAIN, step=1))
""", "TypeError", "JAX811"),
    "ok_jitted_returns_annotated_data_field": (_STATE + """
def current_step(state: State) -> int:
    return state.step


jax.jit(current_step)(State(mode=Mode.TRAIN, step=1))
""", None, None),
}

# `getattr(obj, name)` with the name's text known (a literal, or a loop over a display of strings) reads
# that attribute: a NumPy buffer of a host object, written with a traced slice (set 14's MJX renderer)
_HOST = """
import dataclasses

import numpy as np

FIELDS = ("qpos", "qvel")


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class DeviceState:
    qpos: jax.Array
    qvel: jax.Array


class HostState:
    def __init__(self, n):
        self.qpos = np.zeros(n)
        self.qvel = np.zeros(n)
        self.scale = 2.0


HOST = HostState(3)

"""
CASES_MISSES14.update({
    "getattr_loop_name_host_slice_store_in_jit": (_HOST + """
def copy_into(host, state):
    for name in FIELDS:
        getattr(host, name)[:] = getattr(state, name)


@jax.jit
def step(state):
    state = DeviceState(state.qpos + 1.0, state.qvel)
    copy_into(HOST, state)
    return state


step(DeviceState(jnp.zeros(3), jnp.ones(3)))
""", "TracerArrayConversionError", "JAX501"),
    "ok_getattr_loop_name_host_slice_store_eager": (_HOST + """
def copy_into(host, state):
    for name in FIELDS:
        getattr(host, name)[:] = getattr(state, name)


copy_into(HOST, DeviceState(jnp.zeros(3), jnp.ones(3)))
""", None, None),
    "getattr_literal_name_traced_field_branch": (_HOST + """
@jax.jit
def step(state):
    if getattr(state, "qpos")[0] > 0:
        return state.qvel
    return state.qpos


step(DeviceState(jnp.zeros(3), jnp.ones(3)))
""", "TracerBoolConversionError", "JAX101"),
    "ok_getattr_literal_name_host_number_branch": (_HOST + """
@jax.jit
def step(state):
    if getattr(HOST, "scale") > 1:
        return state.qvel * 2
    return state.qpos


step(DeviceState(jnp.zeros(3), jnp.ones(3)))
""", None, None),
})

# a module-level dict display of lambdas indexed by a key whose text is known (a literal the caller
# passes down) calls that lambda, and only that one (set 14's backend dispatcher)
_OPS = """
_LAST = None


def record(x):
    global _LAST
    _LAST = x
    return x


OPS = {
    "keep": lambda x: record(x),
    "double": lambda x: x * 2,
    "abs": lambda x: x if x > 0 else -x,
}


def dispatch(op, x):
    return OPS[op](x)

"""
CASES_MISSES14.update({
    "dict_lambda_dispatch_leaks_global": (_OPS + """
@jax.jit
def f(x):
    return dispatch("keep", x) + 1


f(jnp.ones(2))
_LAST + 1
""", "UnexpectedTracerError", "JAX301"),
    "ok_dict_lambda_dispatch_other_entry": (_OPS + """
@jax.jit
def f(x):
    return dispatch("double", x) + 1


f(jnp.ones(2))
""", None, None),
    "dict_lambda_literal_key_branch_on_tracer": (_OPS + """
@jax.jit
def f(x):
    return OPS["abs"](x.sum())


f(jnp.ones(2))
""", "TracerBoolConversionError", "JAX101"),
})

# a TestCase assertion tests a truth with a Python `if` (set 16's chex-style helper): on a tracer it
# raises like an `if` would; on static shapes, or outside the trace, it runs
_TEST_CASE = """
import unittest


class StepTest(unittest.TestCase):
    def runTest(self):
        pass

"""
CASES_MISSES14.update({
    "self_assert_true_in_nested_jit": (_TEST_CASE + """
    def test_positive(self):
        @jax.jit
        def f(x):
            self.assertTrue(x > 0)
            return x + 1

        f(jnp.float32(1.0))


StepTest().test_positive()
""", "TracerBoolConversionError", "JAX101"),
    "ok_self_assertions_on_shapes_in_jit_and_values_outside": (_TEST_CASE + """
    def test_shape(self):
        @jax.jit
        def f(x):
            self.assertEqual(x.shape, (2,))
            self.assertIsNotNone(x)
            return x + 1

        out = f(jnp.ones(2))
        self.assertTrue(bool(out[0] > 0))
        self.assertEqual(float(out[1]), 2.0)


StepTest().test_shape()
""", None, None),
    "module_test_case_assert_less_in_vmap": ("""
import unittest

_CASE = unittest.TestCase()


def check_bounded(v):
    _CASE.assertLess(v, 10.0)
    return v * 2


jax.vmap(check_bounded)(jnp.arange(3.0))
""", "TracerBoolConversionError", "JAX101"),
    "ok_module_test_case_assert_less_eager": ("""
import unittest

_CASE = unittest.TestCase()


def check_bounded(v):
    _CASE.assertLess(v, 10.0)
    return v * 2


[check_bounded(v) for v in (1.0, 2.0)]
""", None, None),
})

# a module global bound once to an array module (`xp = jnp`, or the branch a module literal picks in
# `np = jnp if USE_JAX else onp`) is that module (set 15's backend switch)
CASES_MISSES14.update({
    "module_alias_of_jnp_item_assignment": ("""
xp = jnp


def fill(n):
    out = xp.zeros(n)
    out[0] = 1.0
    return out


fill(3)
""", "TypeError", "JAX701"),
    "module_flag_picks_jnp_item_assignment": ("""
import numpy as onp

USE_JAX = True
np = jnp if USE_JAX else onp


def fill(n):
    out = np.zeros(n)
    out[0] = 1.0
    return out


fill(3)
""", "TypeError", "JAX701"),
    "ok_module_flag_picks_numpy_item_assignment": ("""
import numpy as onp

USE_JAX = False
np = jnp if USE_JAX else onp


def fill(n):
    out = np.zeros(n)
    out[0] = 1.0
    return out


fill(3)
""", None, None),
    "ok_module_flag_from_environment_item_assignment": ("""
import os

import numpy as onp

USE_JAX = os.environ.get("NO_SUCH_FLAG_SET") == "1"
np = jnp if USE_JAX else onp


def fill(n):
    out = np.zeros(n)
    out[0] = 1.0
    return out


fill(3)
""", None, None),
})

# a constructor run in traced code that stores a tracer on `self` and reads it back in a later
# statement reads that tracer (set 14's basis table filled with `.at[].set`)
_GRID = """
import numpy as np


class Grid:
    def __init__(self, n, scale):
        self.n = n
        self.points = np.arange(self.n) * 1.0
        self.table = jnp.asarray(self.points) * scale
        self.peak = np.sqrt(self.table)

"""
CASES_MISSES14.update({
    "constructor_reads_back_traced_self_attribute": (_GRID + """
@jax.jit
def f(scale):
    return Grid(3, scale).table.sum()


f(2.0)
""", "TracerArrayConversionError", "JAX501"),
    "ok_constructor_reads_back_traced_self_attribute_with_jnp": ("""
import numpy as np


class Grid:
    def __init__(self, n, scale):
        self.n = n
        self.points = np.arange(self.n) * 1.0
        self.table = jnp.asarray(self.points) * scale
        self.peak = jnp.sqrt(self.table)


@jax.jit
def f(scale):
    return Grid(3, scale).peak.sum()


f(2.0)
""", None, None),
    "ok_constructor_reads_back_self_attribute_eagerly": (_GRID + """
Grid(3, 2.0).peak
""", None, None),
})

# `if out is None: out = jnp.zeros(n)` in a private function no call passes `out` to: `out` is the
# fill on every run (set 15's MBAR initializer)
CASES_MISSES14.update({
    "filled_default_jnp_item_assignment": ("""
def _fill(n, out=None):
    if out is None:
        out = jnp.zeros(n)
    for i in range(n):
        out[i] = i
    return out


_fill(3)
""", "TypeError", "JAX701"),
    "filled_default_method_jnp_item_assignment": ("""
class Table:
    def __init__(self, n):
        self.n = n
        self.values = self._initial(n)

    def _initial(self, n, values=None):
        if values is None:
            values = jnp.ones(n)
        values[0] = 0.0
        return values


Table(3)
""", "TypeError", "JAX701"),
    "ok_filled_default_numpy_item_assignment": ("""
import numpy as np


def _fill(n, out=None):
    if out is None:
        out = np.zeros(n)
    for i in range(n):
        out[i] = i
    return out


_fill(3)
""", None, None),
    "ok_filled_default_always_passed_numpy": ("""
import numpy as np


def _fill(n, out=None):
    if out is None:
        out = jnp.zeros(n)
    out[0] = 1.0
    return out


_fill(3, np.zeros(3))
_fill(2, out=np.zeros(2))
""", None, None),
})

# `isinstance(arr, np.ndarray)` is True for what np.zeros made: the branch writing in place is the one
# taken, so what the helper returns stays NumPy (set 14's fixed `put`)
_PUT = """
import numpy as np


def put(arr, inds, vals):
    if isinstance(arr, np.ndarray):
        arr[inds] = vals
        return arr
    return jnp.asarray(arr).at[inds].set(vals)


class Table:
    def __init__(self, n):
        rows = {make}(n)
        rows = put(rows, slice(None), np.arange(n))
        self.rows = rows
        self.top = np.abs(self.rows).max()

"""
CASES_MISSES14.update({
    "ok_isinstance_ndarray_keeps_numpy_in_jit": (_PUT.format(make="np.zeros") + """
@jax.jit
def f(x):
    return Table(3).top + x


f(1.0)
""", None, None),
    "isinstance_ndarray_false_for_jnp_in_jit": (_PUT.format(make="jnp.zeros") + """
@jax.jit
def f(x):
    return Table(3).top + x


f(1.0)
""", "TracerArrayConversionError", "JAX501"),
})


@pytest.mark.parametrize("name", sorted(CASES_MISSES14))
def test_misses14_shape(name):
    code, error, finding = CASES_MISSES14[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
