"""The table of JAX facts: one record per callable, method or attribute the analysis knows.

What a call returns for static and traced inputs, which of its arguments must be concrete,
whether it converts a tracer (and with which error), whether it traces the functions it is
given, whether it is NaN-prone, pure, boolean, shape-dependent or mutating, and when JAX
removed or deprecated it. Rules, fixers and the analysis ask `lookup(name)` instead of
keeping lists of names of their own (TorchFix keeps its API facts as data the same way).

Keys are qualified names as the module's imports resolve them (`jax.numpy.sum`), bare names
for builtins (`len`), `method:<name>` for methods and `attr:<name>` for array attributes.
Each fact was observed with jax 0.10.2 on CPU; the rule examples and
tests/analysis/test_facts.py run them under the installed JAX, so a change in JAX shows up as
a failing test, not as a false alarm in users' code. Library facts (flax, equinox, haiku,
optax) live in library_facts.py, in the same shape and the same table.
"""

from __future__ import annotations

import builtins

from jaxlint.analysis.measured_statics import declare_static_args
from jaxlint.analysis.fact_table import (  # noqa: F401  (the table's vocabulary, re-exported)
    ARRAY, ARRAY_NAMESPACES, AXIS_POSITION, CUSTOM_DERIVATIVES, FACTS, FIELDS, FILTER_JIT, GRAD, JIT, LIBRARY_ROOTS, NONE, PASS, RAVELLED, REF, SHAPE, STATIC,
    STATIC_WHEN_STATIC, TREE_LEAVES, TREE_MAP, UNKNOWN, UNRAVEL, UNRAVELLED, VMAP, Fact, attribute, canonical, declare, in_array_namespace, lookup,
    method, names_where, spellings, static_error_at, static_keyword_at, words,
)

# --- Spellings ------------------------------------------------------------------------------------
for _old, _new in {
    "jax.experimental.shard_map.shard_map": "jax.shard_map",
    "jax.experimental.pjit.pjit": "jax.jit",
    "jax.api.jit": "jax.jit",
    "jax.ad_checkpoint.checkpoint": "jax.checkpoint",
    "jax.remat": "jax.checkpoint",
    "jax.numpy.product": "jax.numpy.prod",
}.items():
    declare(_old, canonical=_new)

# --- Transforms --------------------------------------------------------------------------------------
declare(("jax.jit", "jax.pmap", "jax.checkpoint", "jax.shard_map", "jax.make_jaxpr"), transform=JIT)
declare(("jax.jit", "jax.pmap"), caches=True)
declare("jax.shard_map", unspecced_static="in_specs")  # measured on JAX 0.10.2: an int stays an int
declare("jax.vmap", transform=VMAP)
# What each traces of a library function's call (measured on JAX 0.10.2: jit, make_jaxpr and checkpoint of
# jnp.tri fail on int arguments; vmap and pmap on arrays they map; filter_jit keeps ints static).
declare(("jax.jit", "jax.make_jaxpr", "jax.checkpoint"), traces_arguments="all")
declare(("jax.vmap", "jax.pmap"), traces_arguments="mapped")
# jnp.vectorize maps only the arguments with batch dimensions: which ones depends on shapes, so it
# adds no traced context of its own where it is applied; where its calls show an argument with a
# dimension (`jnp.linspace(...)`), that parameter is mapped (analysis/vectorized.py).
declare("jax.numpy.vectorize", transform=PASS)
declare(("jax.grad", "jax.value_and_grad", "jax.jacfwd", "jax.jacrev", "jax.hessian"), transform=GRAD)
# JVP tracers over concrete primals; measured on JAX 0.10.2: jacrev, jacfwd and hessian alike let Python
# `if` on the input run and raise on np.sin (TracerArrayConversionError) and float() (ConcretizationTypeError).
declare(("jax.grad", "jax.value_and_grad", "jax.jacfwd", "jax.jacrev", "jax.hessian"), concrete_tracers=True)
declare(("jax.grad", "jax.value_and_grad", "jax.jacrev", "jax.hessian"), reverse_mode=True)
declare(("jax.named_call", "jax.custom_jvp", "jax.custom_vjp", "jax.custom_gradient"), transform=PASS)
# Measured on JAX 0.10.2: a custom_gradient function traces every argument it is called with (a function
# or a string there raises TypeError, not a valid JAX type), as jax.checkpoint does without static_argnums.
declare("jax.custom_gradient", traces_arguments="all")
# A custom_vjp function called with a tracer where its nondiff_argnums say a plain value goes
# raises at the call, under jit and vmap alike (tests/analysis/test_repro_shapes.py runs it).
declare("jax.custom_vjp", traced_nondiff_error="UnexpectedTracerError")
# Results a jitted or vmapped function cannot output (measured on JAX 0.10.2: jax.jit and jax.vmap of each raise
# TypeError, "... is not a valid JAX type", once traced; tests/analysis/test_repro18_shapes.py runs them).
declare("jax.flatten_util.ravel_pytree", returns=RAVELLED, output="the unravel function", output_item=1)
declare(UNRAVEL, returns=UNRAVELLED)  # `params = unravel(p)` with `p` traced (scipy.optimize over a jitted loss)
declare(("jax.tree_util.tree_flatten", "jax.tree.flatten"), returns=UNKNOWN, output="a PyTreeDef", output_item=1)
declare(("jax.tree_util.tree_structure", "jax.tree.structure"), output="a PyTreeDef")
# Lists of devices: a Device handed to a parameter jit traces raises TypeError ("Error interpreting
# argument ... as an abstract array", jax#4416; tests/analysis/test_repros20_shapes.py runs it).
declare(("jax.devices", "jax.local_devices"), output_elements="a Device")
# Transfers: measured on JAX 0.10.2, under jit jax.device_get and jax.device_put of a tracer hand the tracer
# back (`int(jax.device_get(n))` there raises ConcretizationTypeError at `int`); of anything else, a value
# the analysis does not claim (tests/analysis/test_repros24_shapes.py runs both).
declare(("jax.device_get", "jax.device_put"), transfers=True)
# Measured on JAX 0.10.2 / equinox 0.13.8: jax.jit of an eqx.nn.MLP, or an MLP carried by lax.scan, raises
# TypeError on its activation functions (eqx.nn.Linear holds arrays only and works).
declare("equinox.nn.MLP", holds_functions="its activation functions")
declare("equinox.nn.Lambda", holds_functions="its function")
# checkify returns a function of the same arguments (its result gains an error): a jit around it traces f.
declare("jax.experimental.checkify.checkify", transform=PASS)
PARTIAL = "functools.partial"
# Measured on JAX 0.10.2: a functools.partial object is no pytree (jax.tree_util.Partial is): handed to a
# parameter jit traces, or output by a jitted or vmapped function, it raises TypeError (jax#5620;
# tests/analysis/test_repros34_shapes.py runs it).
declare(PARTIAL, returns=UNKNOWN, output="a functools.partial object (a function)")

# --- Control-flow primitives: the functions they trace, and how many arguments those get ----------
declare("jax.lax.scan", bodies=((0,), ("f",)), body_arity=2, label="lax.scan",
        body_operands=("arg:1", "slice:2"), body_result="scan")
declare("jax.lax.fori_loop", bodies=((2,), ("body_fun",)), body_arity=2, label="lax.fori_loop",
        body_operands=("index", "arg:3"), body_result="carry")
declare("jax.lax.while_loop", bodies=((0, 1), ("cond_fun", "body_fun")), body_arity=1, label="lax.while_loop",
        body_operands=("arg:2",), body_result="carry")
declare("jax.lax.cond", bodies=((1, 2), ("true_fun", "false_fun")), body_arity=("after", 3), label="lax.cond",
        body_operands=("rest:3",), body_result="branches")
declare("jax.lax.map", bodies=((0,), ("f",)), body_arity=1, label="lax.map",
        body_operands=("slice:1",), body_result="stacked")
# jax.lax.associative_scan is no tracing primitive: it calls `fn` in Python on slices of its operands'
# own values (measured on JAX 0.10.2: called eagerly, `fn` prints arrays), so it declares no body.
declare("jax.lax.switch", branch_list=1, body_arity=("after", 2), label="lax.switch",
        body_operands=("rest:2",), body_result="branches")
declare("jax.eval_shape", bodies=((0,), ("fun",)), body_arity=("after", 1), returns=STATIC)
# jax.vjp(f, *primals) and jax.linearize(f, *primals) run `f` on JVP tracers over the primals, as
# jax.grad does (measured on JAX 0.10.2: np.linalg.norm raises TracerArrayConversionError, float()
# ConcretizationTypeError, a Python `if` on the input runs); under jit the primals are tracers already.
declare(("jax.vjp", "jax.linearize"), bodies=((0,), ("fun",)), body_arity=("after", 1),
        body_operands=("rest:1",), returns=UNKNOWN, concrete_tracers=True)
declare("jax.vjp", reverse_mode=True)
# Measured on JAX 0.10.2: minimize runs `fun` (and its gradient) inside lax.while_loop, so Python `if` on
# its argument raises TracerBoolConversionError; `fun` gets x0's iterates (its `args=` tuple is not followed).
declare("jax.scipy.optimize.minimize", bodies=((0,), ("fun",)), body_arity=1, label="jax.scipy.optimize.minimize",
        body_operands=("arg:1",), returns=UNKNOWN)
# Measured on JAX 0.10.2: odeint(func, y0, t, *args) runs `func(y, t, *args)` inside a while_loop (a
# custom_vjp around it), so a Python `if` on `t` raises TracerBoolConversionError even called eagerly;
# `y` has y0's structure, `t` is one time of `t`, the rest are the extra arguments as given.
declare("jax.experimental.ode.odeint", bodies=((0,), ("func",)), body_arity=("after", 1), label="odeint",
        body_operands=("arg:1", "slice:2", "rest:3"), returns=UNKNOWN)
declare(("jax.ensure_compile_time_eval", "jax.core.ensure_compile_time_eval", "jax._src.core.eval_context"),
        returns=UNKNOWN,
        concrete_context=True)
# Measured on JAX 0.10.2: under `with jax.disable_jit():` jit and these primitives hand their
# functions Python values; pmap, checkpoint, vmap and grad still trace.
declare("jax.disable_jit", returns=UNKNOWN, eager_context=True)
declare("jax.config.jax_disable_jit", false_when_staged=True)
# Measured on JAX 0.10.2: ConcretizationTypeError (with the caller's message) under jit, vmap and
# lax control flow alike; on a value it returns the value.
declare(("jax.core.concrete_or_error", "jax._src.core.concrete_or_error", "jax.extend.core.concrete_or_error"),
        raises_on_tracer=1, returns=UNKNOWN)
declare(("jax.jit", "jax.lax.scan", "jax.lax.fori_loop", "jax.lax.while_loop", "jax.lax.cond", "jax.lax.switch",
         "jax.lax.map"), eager_when_disabled=True)

# --- Calls that return static Python values even for traced arguments -------------------------------
declare("jax.numpy.shape", returns=SHAPE)
declare((
    "jax.numpy.ndim", "jax.numpy.size", "jax.numpy.dtype",
    "jax.numpy.result_type", "jax.numpy.promote_types", "jax.numpy.issubdtype",
    "jax.numpy.isdtype", "jax.numpy.iinfo", "jax.numpy.finfo", "jax.numpy.can_cast",
    "jax.numpy.iscomplexobj", "jax.numpy.isrealobj", "jax.numpy.isscalar",
    "jax.numpy.broadcast_shapes", "jax.lax.broadcast_shapes", "jax.numpy.issctype",
    "jax.devices", "jax.local_devices", "jax.device_count", "jax.local_device_count",
    "jax.process_index", "jax.process_count", "jax.default_backend",
    "jax.tree_util.tree_structure", "jax.tree.structure", "jax.tree_util.treedef_is_leaf",
    "jax.tree_util.tree_all", "jax.tree.all", "jax.dtypes.canonicalize_dtype",
    "jax.dtypes.result_type", "jax.dtypes.issubdtype", "jax.core.is_concrete",
    "jax.ShapeDtypeStruct", "jax.sharding.NamedSharding", "jax.sharding.PartitionSpec",
    "jax.config.read", "jax.lax.axis_size", "jax.lax.dtype",
), returns=STATIC)
# `lax.psum(1, axis)` is the axis size, a Python int; of an array it is an array.
declare(("jax.lax.psum",), returns=STATIC_WHEN_STATIC)
# Measured on JAX 0.10.2: under vmap(axis_name=...) a BatchTracer, under pmap and shard_map a staged tracer
# (`if lax.axis_index("i") == 0:` raises TracerBoolConversionError there); outside them an unbound axis.
declare("jax.lax.axis_index", returns=AXIS_POSITION)
declare(("jax.debug.print", "jax.debug.callback", "jax.debug.breakpoint", "jax.debug.visualize_array_sharding"),
        returns=NONE)
declare(("jax.tree_util.tree_map", "jax.tree.map", "jax.tree_map"), returns=TREE_MAP)
declare(("jax.tree_util.tree_leaves", "jax.tree.leaves", "jax.tree_leaves"), returns=TREE_LEAVES)
# Array references (JAX 0.10.2: jax.new_ref; jax._src.core.new_ref in JAX's own tests) are mutable:
# item assignment writes them, under jit and vmap as well, and reading one is no baked-in constant.
declare(("jax.new_ref", "jax.empty_ref", "jax.ref.new_ref", "jax.ref.empty_ref", "jax._src.core.new_ref",
         "jax._src.core.empty_ref", "jax._src.core.mutable_array"), returns=REF)

# --- Arguments that must be concrete ints or shapes ------------------------------------------------
# Measured: analysis/static_params.py, written by tools/probe_static_params.py, holds every integer, shape and
# axis parameter of JAX's array functions (jax.numpy and its linalg/fft, lax, random, nn, scipy.*, image, ops,
# the methods of arrays) that a traced value fails in, by position and by keyword, with the error it raises
# (tests/analysis/test_static_params.py re-derives it). What JAX raises depends on where the int lands:
# TracerIntegerConversionError where it is read with __index__ (jnp.diag's `k`, FFT lengths, concatenate's
# axis), ConcretizationTypeError where Python arithmetic or a NumPy call needs its value (sizes, reduction
# axes, jnp.tril_indices' `n`), ValueError "Non-hashable static arguments" where the library function is
# itself jitted with the parameter static (matrix_power's `n`, polyfit's `deg`, triu's `k`, swapaxes' axes),
# TracerBoolConversionError where it is compared in Python (lax.top_k's `k < 0` check, gmres comparing
# `restart` with the problem size; gmres' maxiter and tol, cg's and bicgstab's maxiter may be traced), and
# TypeError where a shape is checked (jnp.zeros, jax.random's shapes). This table keeps what the probe does not
# see: builtins and NumPy, varargs methods, parameters traced in some modes only (with their condition), and
# functions that need a function argument.
_STATIC_ARGS = {
    "range": ((0, 1, 2), ()),
    "jax.numpy.reshape": ((1,), ("newshape",)),  # the deprecated spelling of `shape`
    "jax.numpy.repeat": ((1,), ("repeats",)),
    "jax.lax.scan": ((3, 5), ("length", "unroll")),
    "jax.lax.fori_loop": ((), ("unroll",)),
    "jax.lax.iota": ((1,), ("size",)),
    "numpy.split": ((1, 2), ("indices_or_sections", "axis")),
    "numpy.zeros": ((0,), ("shape",)),
    "numpy.ones": ((0,), ("shape",)),
    "method:reshape": ((0, 1, 2, 3, 4, 5), ("shape",)),
    "method:transpose": ((0, 1, 2, 3, 4, 5), ("axes",)),
    "method:repeat": ((), ("repeats",)),
}
# Static parameters (by keyword) that take one Python integer, never a sequence (a shape, axes, pad widths).
ONE_INTEGER_STATICS = frozenset({"num_classes", "num", "k", "size", "length", "N", "M", "n", "d", "num_segments",
                                 "slice_size", "start", "stop", "step", "unroll", "restart"})
# Which arguments a derivative transform differentiates: `jax.grad(f, argnums=which)` with `which` traced (a
# parameter of a jitted function) raises ConcretizationTypeError (measured on JAX 0.10.2 for all five, by
# position and keyword; tests/analysis/test_repros25_shapes.py).
_DERIVATIVE_ARGNUMS = {f"jax.{name}": ((1,), ("argnums",)) for name in (
    "grad", "value_and_grad", "jacfwd", "jacrev", "hessian")}
_STATIC_ARGS.update(_DERIVATIVE_ARGNUMS)
# Index-building objects whose slice entries are read in Python (`jnp.mgrid[0:n]`, `jnp.r_[a:b]`): a traced
# bound raises ConcretizationTypeError (measured on JAX 0.10.2; array entries of r_/c_ may be traced).
INDEX_GRIDS = frozenset({"jax.numpy.mgrid", "jax.numpy.ogrid", "jax.numpy.r_", "jax.numpy.c_"})
# jnp.ravel_multi_index's default mode='raise' checks the indices' bounds in Python (ConcretizationTypeError on
# tracers); mode='clip' or 'wrap' does not (measured on JAX 0.10.2).
_STATIC_ARGS["jax.numpy.ravel_multi_index"] = ((0,), ("multi_index",))
# The hand table above merged with the measured one (one place: measured_statics.py).
declare_static_args(_STATIC_ARGS)
declare(("range", "numpy.split"), static_error="TracerIntegerConversionError")
# Measured: a traced `repeats` works once `total_repeat_length` gives the output's size.
declare(("jax.numpy.repeat", "method:repeat"), static_error="ConcretizationTypeError")
declare("jax.numpy.repeat", static_unless=(1, "repeats", "total_repeat_length"))
declare(("jax.lax.scan", "jax.lax.fori_loop"), static_error="ConcretizationTypeError")
declare(tuple(_DERIVATIVE_ARGNUMS), static_error="ConcretizationTypeError")
declare("jax.numpy.ravel_multi_index", static_error="ConcretizationTypeError",
        static_unless=(0, "multi_index", "mode"), static_values=True,
        static_need="concrete indices (mode='raise' checks their bounds; mode='clip' or 'wrap' does not)")
# measured on JAX 0.10.2: traced window strides raise a TypeError, TracerArrayConversionError where "SAME"
# padding computes with them in NumPy, an unhashable primitive parameter otherwise (its other parameters
# fail each differently; static_params.py records their errors)
declare(("jax.lax.conv", "jax.lax.conv_general_dilated"), static_error="TypeError",
        static_need="a sequence of concrete integers")
# Measured on JAX 0.10.2 under jit, by position and keyword (tests/analysis/test_repros28_shapes.py), where
# the probe's table (static_params.py) has no entry: lpmn/lpmn_values' orders are read in Python
# (ConcretizationTypeError); sph_harm_y takes `n_max` from its degrees when it is not given, so traced degrees
# fail unless `n_max` is passed, and a traced `n_max` fails (ConcretizationTypeError). (integer_pow's exponent,
# the window functions' length and stft/welch/csd's segment sizes, which set 28 met too, are the probe's.)
declare(("jax.scipy.special.lpmn", "jax.scipy.special.lpmn_values"), static_args=((0, 1), ("m", "n")),
        static_error="ConcretizationTypeError")
declare("jax.scipy.special.sph_harm_y", static_args=((0, 5), ("n", "n_max")), static_unless=(0, "n", "n_max"),
        static_error="ConcretizationTypeError",
        static_need="concrete degrees to take `n_max` from (or a concrete `n_max=`)")
# jnp.linalg.norm is jitted with `ord`, `axis` and `keepdims` static: jitting it whole (or passing a traced
# ord) hashes a tracer, ValueError "Non-hashable static arguments" (measured on JAX 0.10.2).
declare("jax.numpy.linalg.norm", static_args=((1, 2, 3), ("ord", "axis", "keepdims")), static_error="ValueError")

# --- Shape math (JAX401) ----------------------------------------------------------------------------
declare((
    "jax.numpy.array", "jax.numpy.asarray", "jax.numpy.prod", "jax.numpy.sum",
    "jax.numpy.cumprod", "jax.numpy.cumsum", "jax.numpy.max", "jax.numpy.min",
    "jax.numpy.multiply", "jax.numpy.floor_divide", "jax.numpy.int32", "jax.numpy.int64",
), shape_math=True)
declare(("jax.numpy.array", "jax.numpy.asarray", "jax.numpy.int32", "jax.numpy.int64"), constructor=True)
declare(("jax.numpy.prod", "jax.numpy.sum", "jax.numpy.cumprod", "jax.numpy.cumsum", "jax.numpy.max",
         "jax.numpy.min", "jax.numpy.mean"), shape_reduction=True)

# --- jnp results that are boolean arrays (JAX601 tracks boolean masks) ---------------------------------
_BOOLEAN = ("isnan", "isinf", "isfinite", "isposinf", "isneginf", "logical_and", "logical_or", "logical_not",
            "logical_xor", "greater", "greater_equal", "less", "less_equal", "equal", "not_equal", "isclose",
            "signbit", "isin", "all", "any", "allclose", "array_equal", "array_equiv")
declare([f"jax.numpy.{name}" for name in _BOOLEAN], boolean=True)
declare("jax.random.bernoulli", boolean=True)

# --- Elementwise jnp functions (a masked-update rewrite needs values of the array's shape) ------------
declare([f"jax.numpy.{name}" for name in (
    "abs", "absolute", "exp", "exp2", "expm1", "log", "log1p", "log2", "log10", "sqrt", "square", "sin", "cos",
    "tan", "tanh", "sinh", "cosh", "arcsin", "arccos", "arctan", "arctanh", "sign", "negative", "floor", "ceil",
    "round", "trunc", "reciprocal", "isnan", "isinf", "isfinite", "logical_not", "nan_to_num", "real", "imag",
    "conj")], elementwise=True)
declare([f"jax.nn.{name}" for name in ("relu", "sigmoid", "softplus", "gelu", "silu", "elu", "tanh")],
        elementwise=True)

# --- Data-dependent output shapes (JAX602) --------------------------------------------------------------
declare([f"jax.numpy.{name}" for name in ("nonzero", "argwhere", "flatnonzero", "unique", "unique_values",
                                         "unique_counts", "unique_inverse", "unique_all", "compress", "extract")],
        dynamic_shape=True)
# size= bounds (measured: each accepts size=, tests/fixers/test_value_fix_rate.py runs the fixes under jit).
# Index results are padded with -1 (no valid index); values keep JAX's fill (the smallest unique value, 0).
declare([f"jax.numpy.{name}" for name in ("nonzero", "argwhere", "flatnonzero", "where")],
        size_bound=("size", 0, None), size_fill="-1")
declare([f"jax.numpy.{name}" for name in ("unique", "unique_values", "unique_counts", "unique_inverse",
                                         "unique_all")], size_bound=("size", 0, None))
declare(("jax.numpy.compress", "jax.numpy.extract"), size_bound=("size", 1, None))
# jnp.bincount without length= sizes its result by the largest value + 1 (measured on JAX 0.10.2:
# ConcretizationTypeError under jit, vmap or a lax body; fine with length=). No static expression gives that
# bound, so it is reported, not fixed (fixers/sizes.py).
declare("jax.numpy.bincount", dynamic_shape=True, size_bound=("length", 0, None))
# The set operations of two arrays (measured on JAX 0.10.2: ConcretizationTypeError under jit without size=,
# fine with it). Their bound is the two sizes together, which no size_bound spells: reported, not fixed.
declare([f"jax.numpy.{name}" for name in ("union1d", "intersect1d", "setdiff1d", "setxor1d")], dynamic_shape=True)
# Sparse conversion counts the stored elements from the data: under jit or vmap it needs nse= (measured on
# JAX 0.10.2: ConcretizationTypeError without it, and with a traced one; `partial(fromdense, nse=3)` runs).
_FROMDENSE = ("jax.experimental.sparse.BCOO.fromdense", "jax.experimental.sparse.bcoo_fromdense")
declare("jax.experimental.sparse.bcoo.BCOO.fromdense", canonical=_FROMDENSE[0])
declare("jax.experimental.sparse.bcoo.bcoo_fromdense", canonical=_FROMDENSE[1])
declare(_FROMDENSE, dynamic_shape=True, size_bound=("nse", 0, None), static_args=((), ("nse",)),
        static_error="ConcretizationTypeError")
# segment reductions: without num_segments they compute max(segment_ids) + 1 (ConcretizationTypeError).
declare([f"jax.ops.segment_{name}" for name in ("sum", "max", "min", "prod")], dynamic_shape=True,
        size_bound=("num_segments", 1, 2))

# --- NaN-prone and pure calls (jnp.where rewrites evaluate both branches) -------------------------------
_NAN_PRONE = ("log", "log1p", "log2", "log10", "sqrt", "rsqrt", "reciprocal", "power", "arcsin", "arccos",
              "arctanh", "tan", "float_power", "divide", "true_divide", "floor_divide", "remainder", "mod")
declare([f"{ns}{name}" for ns in ("jax.numpy.", "jax.lax.", "numpy.", "math.") for name in _NAN_PRONE],
        nan_prone=True)
# The double-where idiom feeds these operands a safe value where the branch is not selected.
_NAN_GUARDS = {"log": (0, "1.0"), "log1p": (0, "0.0"), "log2": (0, "1.0"), "log10": (0, "1.0"),
               "sqrt": (0, "1.0"), "rsqrt": (0, "1.0"), "reciprocal": (0, "1.0"), "power": (0, "1"),
               "float_power": (0, "1"), "arcsin": (0, "0.0"), "arccos": (0, "0.0"), "arctanh": (0, "0.0"),
               "tan": (0, "0.0"), "divide": (1, "1"), "true_divide": (1, "1"), "floor_divide": (1, "1"),
               "remainder": (1, "1"), "mod": (1, "1")}  # an int 1 keeps integer division integer
for _name, _guard in _NAN_GUARDS.items():
    declare((f"jax.numpy.{_name}", f"jax.lax.{_name}"), nan_guard=_guard)
# Finite everywhere, but its derivative is NaN at 0 (so is a zero cotangent times it).
declare("jax.numpy.linalg.norm", nan_prone=True, nan_guard=(0, "1.0"))
# Calls a lax.cond rewrite keeps to one branch (jnp.where would compute them in both).
declare(("jax.numpy.matmul", "jax.numpy.dot", "jax.numpy.einsum", "jax.numpy.tensordot", "jax.numpy.kron",
         "jax.numpy.convolve", "jax.numpy.fft.fft", "jax.numpy.fft.ifft", "jax.numpy.fft.rfft",
         "jax.numpy.fft.irfft", "jax.numpy.fft.fftn", "jax.numpy.fft.ifftn", "jax.lax.conv_general_dilated",
         "jax.lax.conv", "jax.lax.dot_general", "jax.lax.scan", "jax.lax.fori_loop", "jax.lax.while_loop",
         "jax.lax.map", "jax.scipy.linalg.expm", "jax.scipy.linalg.solve", "jax.scipy.linalg.cho_solve",
         "jax.scipy.linalg.lu_solve", "jax.scipy.linalg.eigh", "jax.scipy.linalg.svd")
        + tuple(f"jax.numpy.linalg.{name}" for name in ("solve", "inv", "pinv", "eig", "eigh", "eigvals",
                                                         "eigvalsh", "svd", "qr", "cholesky", "det", "slogdet",
                                                         "lstsq", "matrix_power", "matrix_rank", "norm")),
        costly=True)
# Results whose shape differs from the arrays they are given: a loop cannot carry them.
declare([f"jax.numpy.{name}" for name in (
    "concatenate", "append", "insert", "delete", "stack", "hstack", "vstack", "dstack", "column_stack",
    "row_stack", "pad", "tile", "repeat", "expand_dims", "broadcast_to", "reshape", "ravel", "squeeze",
    "atleast_1d", "atleast_2d", "atleast_3d", "outer", "kron", "sum", "mean", "max", "min", "prod", "any",
    "all", "argmax", "argmin", "std", "var", "median", "nonzero", "unique", "argwhere", "flatnonzero",
    "diff", "trim_zeros", "resize")], changes_shape=True)
declare([f"method:{name}" for name in ("reshape", "ravel", "flatten", "squeeze", "repeat", "sum", "mean", "max",
                                       "min", "prod", "any", "all", "argmax", "argmin", "std", "var",
                                       "nonzero")], changes_shape=True)
declare(("jax.debug.print", "jax.debug.callback"), staged_effect=True)
# Callbacks whose host function runs when the compiled code runs, after the trace (measured on JAX 0.10.2:
# a closure over a tracer makes each raise JaxRuntimeError; tests/analysis/test_repros25_shapes.py).
declare(("jax.pure_callback", "jax.experimental.io_callback", "jax.debug.callback"), host_function=True)
# Which body parameter is the loop carry (a scan's init), and which call argument it comes from.
declare("jax.lax.scan", carry=(0, 1))
declare("jax.lax.fori_loop", carry=(1, 3))
# Measured on 0.10.2 (tests/analysis/test_repro_shapes.py): traced bounds make fori_loop a while_loop, and
# differentiating that in reverse mode raises ValueError; under jit alone or forward mode (jacfwd) it runs.
declare("jax.lax.fori_loop", reverse_static_args=((0, 1), ("lower", "upper")), reverse_error="ValueError")
declare("jax.lax.while_loop", carry=(0, 2))
# and a while_loop itself has no transpose: reverse mode raises ValueError once its body carries a
# differentiated value (tests/analysis/test_misses29_shapes.py; jacfwd and jit alone run it).
declare("jax.lax.while_loop", reverse_untransposable=True, reverse_error="ValueError")
# The pure namespaces (`jax.numpy.*`, `jax.lax.*`, `jax.nn.*`, `jax.scipy.*`, `jax.random.*`, `math.*`, `numpy.*`)
# are decided by prefix in pure_call(); these builtins are pure too.
PURE_NAMESPACES = ("jax.numpy.", "jax.lax.", "jax.nn.", "jax.scipy.", "jax.random.", "math.", "numpy.")
declare(("abs", "len", "float", "int", "min", "max", "round", "pow"), pure=True)
declare(("range", "enumerate", "zip"), pure=True)
# A copy of a record with some fields replaced: the original is left as it was.
declare(("dataclasses.replace",), pure=True)
# The imported names that are numbers (jnp.pi, math.inf): every other imported name a branch
# yields (jnp.sin, np.float32, a module) is a function, class or module, never an array.
NUMERIC_CONSTANTS = frozenset({"pi", "e", "inf", "nan", "euler_gamma", "tau", "PINF", "NINF", "NAN", "Inf",
                               "Infinity", "NaN", "infty"})

# --- Functional updates: the result is the only copy of the change (JAX710) ---------------------
declare(("jax.numpy.append", "jax.numpy.concatenate", "jax.numpy.insert", "jax.numpy.delete",
         "jax.random.split", "jax.random.fold_in"), returns_update=True)
declare([f"method:{name}" for name in ("reshape", "astype", "sort")], returns_update=True)  # on a JAX array
# `x.at[i].<method>(v)`: every method of the .at[] helper returns an array: the updated copy, or for `get`
# the elements read (an indexed read with out-of-bounds modes, no update).
AT_METHODS = frozenset({"set", "add", "multiply", "mul", "divide", "power", "min", "max", "apply", "get"})
AT_UPDATES = AT_METHODS - {"get"}

# --- jnp calls that return a tuple of arrays, not an array (a fix must not treat the result as one) ----
declare([f"jax.numpy.{name}" for name in (
    "nonzero", "split", "array_split", "hsplit", "vsplit", "dsplit", "meshgrid", "divmod", "frexp", "modf",
    "histogram", "histogram2d", "histogramdd", "unique_counts", "unique_inverse", "unique_all",
    "broadcast_arrays", "tril_indices", "triu_indices", "diag_indices", "mask_indices", "unravel_index",
    "indices", "ix_", "gradient", "linalg.eigh", "linalg.svd", "linalg.qr", "linalg.slogdet", "linalg.eig",
    "linalg.lstsq")], returns_tuple=True)
declare(("jax.lax.top_k", "jax.lax.sort_key_val"), returns_tuple=True)

# --- float64 (JAX702) ---------------------------------------------------------------------------------
for _name, _width in {"jax.numpy.float64": "float64", "jax.numpy.complex128": "complex128",
                      "jax.numpy.double": "float64", "numpy.float64": "float64",
                      "numpy.complex128": "complex128", "numpy.double": "float64"}.items():
    declare(_name, wide_dtype=_width)
WIDE_DTYPE_STRINGS = frozenset({"float64", "f8", "complex128", "c16", "double"})

# --- NumPy and math on tracers (JAX501), measured by tests/analysis/test_numpy_table.py ---------------
_NUMPY_CONVERTS = (
    "abs", "absolute", "add", "append", "arctan2", "array", "asarray", "average", "ceil", "clip", "column_stack",
    "concatenate",
    "conj", "cos", "count_nonzero", "diag", "diff", "divide", "dot", "einsum", "exp", "exp2",
    "expand_dims", "expm1", "floor", "full_like", "hstack", "isfinite", "isnan", "kron", "lexsort", "linalg.det",
    "linalg.inv", "linalg.norm", "log", "log1p", "matmul", "maximum", "median", "minimum",
    "multiply", "nan_to_num", "negative", "nonzero", "ones_like", "outer", "percentile", "power",
    "quantile", "ravel", "reciprocal", "roll", "sign", "sin", "sort", "sqrt", "square", "stack",
    "subtract", "take", "tan", "tanh", "tile", "trace", "unique", "vstack", "where", "zeros_like",
    "allclose", "angle", "arccos", "arcsin", "arcsinh", "arctan", "arctanh", "atleast_1d", "atleast_2d", "cbrt",
    "convolve", "copy", "copysign", "correlate", "cosh", "deg2rad", "equal", "fft.fft", "fft.rfft", "fliplr",
    "flipud", "float_power", "floor_divide", "fmax", "fmin", "fmod", "greater", "greater_equal", "hypot", "inner",
    "isclose", "isinf", "less", "less_equal", "linalg.cholesky", "linalg.eigh", "linalg.eigvalsh", "linalg.pinv",
    "linalg.qr", "linalg.slogdet", "linalg.solve", "linalg.svd", "log10", "log2", "logaddexp", "logical_and",
    "logical_not", "logical_or", "mod", "nanmax", "nanmean", "nanmin", "nansum", "not_equal", "ptp", "rad2deg",
    "remainder", "rint", "signbit", "sinc", "sinh", "tril", "triu", "true_divide", "trunc", "vdot", "histogram",
    "interp", "polyval",
)
for _name in _NUMPY_CONVERTS:
    declare(f"numpy.{_name}", converts="TracerArrayConversionError", jax_equivalent=f"jax.numpy.{_name}")
# np.bincount converts its traced input too; jnp.bincount under jit needs a static `length=` (its
# output's size), so no name-for-name twin is offered.
declare("numpy.bincount", converts="TracerArrayConversionError",
        instead="use jnp.bincount(x, weights, length=n) with a static length")
# NumPy's global random generator converts a traced parameter (measured on JAX 0.10.2 under jit: loc, scale,
# shape parameters, probabilities, seeds); a traced seed of default_rng fails in SeedSequence (TypeError). Its
# draws have no jax twin: jax.random takes a key.
_RANDOM_INSTEAD = "draw with jax.random and a key passed in"
declare([f"numpy.random.{name}" for name in (
    "normal", "uniform", "binomial", "beta", "gamma", "choice", "multivariate_normal", "dirichlet", "multinomial",
    "permutation", "poisson", "exponential", "laplace", "lognormal", "seed", "RandomState")],
    converts="TracerArrayConversionError", instead=_RANDOM_INSTEAD)
declare("numpy.random.default_rng", converts="TypeError", instead=_RANDOM_INSTEAD)
# NumPy's writers convert every array they are handed (measured on JAX 0.10.2 under jit: np.save's array,
# np.savez's positional and keyword arrays): a checkpoint is written outside the traced function.
declare([f"numpy.{name}" for name in ("save", "savez", "savez_compressed", "savetxt")],
        converts="TracerArrayConversionError",
        instead="write the checkpoint outside the traced function, from the arrays it returns")
# NumPy's scalar types convert their argument too (`np.float32(jnp.exp(x))`); jnp has the same
# names, except that a 64-bit one is not what it says while x64 is off (JAX702), so it gets none.
_NUMPY_SCALAR_TYPES = ("float16", "float32", "int8", "int16", "int32", "uint8", "uint16", "uint32",
                       "complex64", "bool_")
for _name in _NUMPY_SCALAR_TYPES:
    declare(f"numpy.{_name}", converts="TracerArrayConversionError", jax_equivalent=f"jax.numpy.{_name}")
declare(("numpy.float64", "numpy.complex128", "numpy.double", "numpy.int64", "numpy.uint64"),
        converts="TracerArrayConversionError")
_NUMPY_WORKS_ON_TRACERS = (
    "all", "amax", "amin", "any", "argmax", "argmin", "argsort", "around", "cumprod", "cumsum",
    "flip", "imag", "iscomplexobj", "isscalar", "max", "mean", "min", "moveaxis", "ndim", "prod",
    "real", "repeat", "reshape", "result_type", "round", "searchsorted", "shape", "size",
    "squeeze", "std", "sum", "swapaxes", "transpose", "var",
)
declare([f"numpy.{name}" for name in _NUMPY_WORKS_ON_TRACERS], accepts_tracers=True)
# ...but not on a Python list or tuple of tracers, which they turn into an array first (measured on JAX
# 0.10.2 under jit for each; np.isscalar only reads the type, np.result_type raises TypeError instead).
declare([f"numpy.{name}" for name in _NUMPY_WORKS_ON_TRACERS if name not in ("isscalar", "result_type")],
        converts_sequences="TracerArrayConversionError")
# jnp.ndim, jnp.shape and jnp.size of a list or tuple ask NumPy for its shape, which converts each tracer in
# it (measured on JAX 0.10.2 under jit: TracerArrayConversionError; of an array they read its shape).
declare([f"jax.numpy.{name}" for name in ("ndim", "shape", "size")], converts_sequences="TracerArrayConversionError")
# NumPy functions that hand the call to the array's own method: a tracer in, a tracer out.
declare([f"numpy.{name}" for name in (
    "sum", "mean", "max", "min", "amax", "amin", "prod", "std", "var", "argmax", "argmin", "cumsum",
    "cumprod", "round", "around", "reshape", "transpose", "any", "all", "squeeze", "argsort", "flip", "real",
    "imag", "moveaxis", "swapaxes", "repeat")], dispatches=True)
declare([f"numpy.{name}" for name in ("arange", "zeros", "ones", "empty", "full", "eye", "identity", "indices",
                                     "linspace", "tri")], builds_array=True)
declare([f"numpy.{name}" for name in ("shape", "ndim", "size", "dtype", "result_type", "issubdtype", "iinfo",
                                     "finfo", "isscalar")], returns=STATIC)
# math functions call float() on their argument (ConcretizationTypeError); math.prod does not.
_MATH_TO_JNP = {"atan2": "arctan2", "ceil": "ceil", "cos": "cos", "erf": None, "exp": "exp", "fabs": "abs",
                "floor": "floor", "fsum": "sum", "hypot": "hypot", "isfinite": "isfinite", "isnan": "isnan",
                "log": "log", "log10": "log10", "log2": "log2", "pow": "power", "sin": "sin", "sqrt": "sqrt",
                "tan": "tan", "tanh": "tanh", "trunc": "trunc",
                # measured under JAX 0.10.2 (tests/analysis/test_misses23_shapes.py): each raises on a tracer,
                # and the jnp twin agrees with it on its domain; None where no jnp function computes the same
                "log1p": "log1p", "expm1": "expm1", "asin": "arcsin", "acos": "arccos", "atan": "arctan",
                "sinh": "sinh", "cosh": "cosh", "asinh": "arcsinh", "acosh": "arccosh", "atanh": "arctanh",
                "degrees": "degrees", "radians": "radians", "copysign": "copysign", "fmod": "fmod",
                "isinf": "isinf", "cbrt": "cbrt", "exp2": "exp2", "ldexp": "ldexp", "nextafter": "nextafter",
                "erfc": None, "gamma": None, "lgamma": None, "remainder": None, "frexp": None, "modf": None,
                "dist": None, "isclose": None}
for _name, _jnp in _MATH_TO_JNP.items():
    declare(f"math.{_name}", converts="ConcretizationTypeError",
            jax_equivalent=f"jax.numpy.{_jnp}" if _jnp else None)

# --- SciPy on tracers (JAX501): every function here raises TracerArrayConversionError under jit, and
# its jax.scipy twin agrees to float32 accuracy; measured by tests/analysis/test_scipy_table.py ----------
_FLOAT32_NOTE = "JAX computes in float32 unless x64 is enabled, SciPy in float64: results differ in the last digits"
_SCIPY_SPECIAL = (
    "erf", "erfc", "erfinv", "erfcx", "expit", "logit", "gammaln", "digamma", "gamma", "i0", "i0e", "i1",
    "i1e", "ndtr", "ndtri", "log_ndtr", "entr", "expi", "exp1", "dawsn", "loggamma", "spence", "wofz",
    "gammasgn", "xlogy", "xlog1py", "betaln", "beta", "gammainc", "gammaincc", "rel_entr", "kl_div", "poch",
    "boxcox", "boxcox1p", "expn", "logsumexp", "softmax", "log_softmax",
)
declare([f"scipy.special.{name}" for name in _SCIPY_SPECIAL], converts="TracerArrayConversionError",
        equivalent_note=_FLOAT32_NOTE, shared_keywords=("axis", "b", "keepdims", "return_sign"))
for _name in _SCIPY_SPECIAL:
    declare(f"scipy.special.{_name}", jax_equivalent=f"jax.scipy.special.{_name}")
# name -> the keywords both spellings take with one meaning (signatures intersected, less `assume_a`,
# whose SciPy values jax.scipy does not all accept).
_SCIPY_LINALG = {
    "expm": (), "inv": ("overwrite_a", "check_finite"), "det": ("overwrite_a", "check_finite"),
    "cholesky": ("lower", "overwrite_a", "check_finite"),
    "solve": ("lower", "overwrite_a", "overwrite_b", "check_finite"),
    "eigh": ("lower", "eigvals_only", "overwrite_a", "overwrite_b", "type", "check_finite"),
    "svd": ("full_matrices", "compute_uv", "overwrite_a", "check_finite"),
    "qr": ("overwrite_a", "mode", "pivoting", "check_finite"), "lu": ("permute_l", "overwrite_a", "check_finite"),
    "lu_factor": ("overwrite_a", "check_finite"), "lu_solve": ("trans", "overwrite_b", "check_finite"),
    "cho_solve": ("overwrite_b", "check_finite"),
    "solve_triangular": ("trans", "lower", "unit_diagonal", "overwrite_b", "check_finite"),
    "block_diag": (), "toeplitz": ("r",), "schur": ("output",), "hessenberg": ("calc_q", "overwrite_a",
                                                                                "check_finite"),
    "polar": ("side",), "circulant": (), "hankel": ("r",),
}
for _name, _keywords in _SCIPY_LINALG.items():
    declare(f"scipy.linalg.{_name}", converts="TracerArrayConversionError", jax_equivalent=f"jax.scipy.linalg.{_name}",
            equivalent_note=_FLOAT32_NOTE, shared_keywords=_keywords)
declare("scipy.linalg.sqrtm", converts="TracerArrayConversionError", jax_equivalent="jax.scipy.linalg.sqrtm",
        equivalent_note=_FLOAT32_NOTE + "; jax.scipy.linalg.sqrtm runs on CPU only", shared_keywords=())
# No jax.scipy twin: reported, not rewritten.
# No jax.scipy twin, or one that differs: cho_factor leaves the unused triangle zero where SciPy leaves
# garbage, polygamma needs an integer order in JAX. Reported, not rewritten.
declare([f"scipy.linalg.{name}" for name in ("logm", "norm", "pinv", "eigvalsh", "eig", "lstsq", "cho_factor")],
        converts="TracerArrayConversionError")
declare("scipy.special.polygamma", converts="TracerArrayConversionError")
# The rest of scipy.linalg's matrix functions, decompositions and equation solvers convert their array
# arguments with NumPy too (each measured under jit on JAX 0.10.2, scipy 1.17: TracerArrayConversionError;
# tests/analysis/test_repros31_shapes.py runs a few). Reported, not rewritten: jax.scipy lacks most of them,
# and the twins it has (funm, expm_frechet, eigh_tridiagonal) take other arguments.
declare([f"scipy.linalg.{name}" for name in (
    "fractional_matrix_power", "funm", "sinm", "cosm", "tanm", "sinhm", "coshm", "tanhm", "signm", "expm_frechet",
    "expm_cond", "null_space", "orth", "svdvals", "eigvals", "ldl", "rq", "qz", "ordqz", "pinvh", "issymmetric",
    "ishermitian", "bandwidth", "matrix_balance", "cdf2rdf", "subspace_angles", "khatri_rao", "solve_sylvester",
    "solve_continuous_lyapunov", "solve_discrete_lyapunov", "orthogonal_procrustes", "eigh_tridiagonal",
    "solve_circulant")], converts="TracerArrayConversionError")
# SciPy's solvers, integrators and interpolants take NumPy arrays (measured on JAX 0.10.2 under jit with a
# traced initial guess, data or bounds: TracerArrayConversionError); jax has no drop-in for most.
declare([f"scipy.optimize.{name}" for name in (
    "minimize", "root", "least_squares", "fsolve", "curve_fit", "minimize_scalar", "linprog")]
        + [f"scipy.integrate.{name}" for name in ("odeint", "solve_ivp", "trapezoid")]
        + [f"scipy.interpolate.{name}" for name in ("interp1d", "CubicSpline")],
        converts="TracerArrayConversionError",
        instead="call it outside the transform on concrete values, or use a JAX solver (jax.scipy.optimize, "
                "optax, optimistix, diffrax, interpax)")
# scipy.sparse builds its matrices from NumPy arrays: the coordinate form `csr_matrix((data, (rows, cols)))`
# with traced data, and the sparse solvers with a traced right-hand side, raise TracerArrayConversionError
# under jit and vmap (measured on JAX 0.10.2, scipy 1.17; tests/analysis/test_repros27_shapes.py).
declare([f"scipy.sparse.{kind}_{form}" for kind in ("csr", "csc", "coo") for form in ("matrix", "array")]
        + [f"scipy.sparse.linalg.{name}" for name in ("spsolve", "cg", "gmres", "bicgstab")],
        converts="TracerArrayConversionError",
        instead="assemble with jnp (`jnp.zeros((n, n)).at[rows, cols].add(data)`) and solve with jnp.linalg or "
                "jax.scipy.sparse.linalg, or call it outside the transform on concrete values")
_SCIPY_STATS = {
    "norm": ("pdf", "logpdf", "cdf", "logcdf", "sf", "logsf", "ppf", "isf"),
    "expon": ("pdf", "logpdf", "cdf", "logcdf", "sf", "logsf", "ppf"),
    "gamma": ("pdf", "logpdf", "cdf", "logcdf", "sf", "logsf"),
    "beta": ("pdf", "logpdf", "cdf", "logcdf", "sf", "logsf"),
    "t": ("pdf", "logpdf"),
    "cauchy": ("pdf", "logpdf", "cdf", "logcdf", "sf", "logsf", "ppf", "isf"),
    "laplace": ("pdf", "logpdf", "cdf"),
    "logistic": ("pdf", "logpdf", "cdf", "sf", "ppf", "isf"),
    "uniform": ("pdf", "logpdf", "cdf", "ppf"),
    "chi2": ("pdf", "logpdf", "cdf", "logcdf", "sf", "logsf"),
    "pareto": ("pdf", "logpdf", "cdf", "logcdf", "sf", "logsf", "ppf"),
    "gennorm": ("pdf", "logpdf", "cdf"),
    "vonmises": ("pdf", "logpdf"),
    "truncnorm": ("pdf", "logpdf", "cdf", "logcdf", "sf", "logsf"),
    "gumbel_r": ("pdf", "logpdf", "cdf", "logcdf", "sf", "logsf", "ppf"),
    "gumbel_l": ("pdf", "logpdf", "cdf", "logcdf", "sf", "logsf", "ppf"),
    "poisson": ("pmf", "logpmf", "cdf"),
    "binom": ("pmf", "logpmf"),
    "bernoulli": ("pmf", "logpmf", "cdf"),  # ppf(0) is -1 in SciPy, 0 in JAX
    "geom": ("pmf", "logpmf"),
    "nbinom": ("pmf", "logpmf"),
    "betabinom": ("pmf", "logpmf"),
}
for _dist, _methods in _SCIPY_STATS.items():
    for _method in _methods:
        declare(f"scipy.stats.{_dist}.{_method}", converts="TracerArrayConversionError",
                jax_equivalent=f"jax.scipy.stats.{_dist}.{_method}", equivalent_note=_FLOAT32_NOTE,
                shared_keywords=("loc", "scale"))

# --- Array attributes and methods ------------------------------------------------------------------
declare([f"attr:{name}" for name in ("shape", "ndim", "dtype", "size", "itemsize", "nbytes", "weak_type",
                                     "sharding", "aval", "committed", "device")], static_attr=True)
declare([f"attr:{name}" for name in ("T", "mT", "real", "imag", "at", "flat")], traced_attr=True)
# Attributes a tracer does not have: they describe a concrete array's placement or buffer (measured on JAX
# 0.10.2 under jit, vmap and grad; tests/analysis/test_repros25_shapes.py).
declare(("attr:sharding", "attr:device"), concrete_attr_error="AttributeError")
declare([f"attr:{name}" for name in ("committed", "addressable_shards", "global_shards", "is_fully_replicated",
                                     "is_fully_addressable")], concrete_attr_error="ConcretizationTypeError")
declare([f"method:{name}" for name in (
    "sum", "mean", "max", "min", "prod", "std", "var", "argmax", "argmin", "reshape", "astype",
    "transpose", "squeeze", "ravel", "flatten", "cumsum", "cumprod", "dot", "clip", "round",
    "conj", "conjugate", "all", "any", "sort", "argsort", "take", "repeat", "swapaxes",
    "trace", "diagonal", "view", "set", "add", "multiply", "divide", "power", "apply",
    "get", "nonzero", "ptp", "searchsorted", "block_until_ready", "copy",
    "__add__", "__mul__", "__sub__", "__truediv__", "__neg__", "__abs__", "__getitem__")], array_method=True)
declare([f"method:{name}" for name in ("sum", "mean", "max", "min", "prod", "reshape", "astype", "transpose",
                                       "squeeze", "ravel", "T", "dot", "clip", "round", "conj", "std", "var",
                                       "cumsum", "argmax", "argmin", "all", "any", "cumprod", "flatten",
                                       "conjugate", "sort", "argsort", "swapaxes", "diagonal", "trace", "ptp")],
        pure=True)
# Array methods whose result is one array again: what untraced code builds with them (`jnp.stack(rows)
# .reshape(-1, 2)`) is one array, as the array it is called on.
ARRAY_TO_ARRAY_METHODS = frozenset({"reshape", "astype", "transpose", "ravel", "flatten", "squeeze", "swapaxes",
                                    "copy"})
declare([f"method:{name}" for name in ("item", "tolist", "__bool__", "__int__", "__float__", "__index__",
                                       "__complex__")], concretizes=True)
# Methods that read or free the device buffer behind a concrete array: on a tracer (jit, vmap,
# grad alike) each raises ConcretizationTypeError (tests/analysis/test_repro_shapes.py runs them).
declare([f"method:{name}" for name in ("delete", "is_deleted", "tobytes", "devices", "on_device_size_in_bytes",
                                       "unsafe_buffer_pointer")], concretizes=True, reads_buffer=True)
declare([f"method:{name}" for name in (
    "format", "join", "get", "keys", "items", "values", "split", "rsplit", "startswith",
    "endswith", "upper", "lower", "replace", "strip", "index", "count", "copy", "encode",
    "decode", "partition", "rstrip", "lstrip", "isdigit", "isidentifier")], static_on_static=True)
declare([f"method:{name}" for name in ("append", "extend", "insert", "add", "update", "setdefault", "pop",
                                       "clear", "remove", "discard", "popitem", "__setitem__", "appendleft")],
        mutating=True)
declare([f"method:{name}" for name in ("append", "extend", "insert", "add", "update", "setdefault", "__setitem__",
                                       "appendleft")], stores=True)
# Not `insert`: engines and tables have their own (`engine.insert(prefix, state, slot)`), so it counts
# only on a known list.
declare([f"method:{name}" for name in ("append", "extend", "appendleft")], list_mutator=True)

# --- PRNG keys (JAX320), as jax_debug_key_reuse sees them (tests/analysis/test_key_facts.py) ----------
# Every sampler consumes its key; so does split (splitting a key twice repeats the same keys).
# fold_in, clone and key_data read a key without consuming it.
_SAMPLERS = (
    "ball", "bernoulli", "beta", "binomial", "bits", "categorical", "cauchy", "chisquare", "choice",
    "dirichlet", "double_sided_maxwell", "exponential", "f", "gamma", "generalized_normal", "geometric",
    "gumbel", "laplace", "loggamma", "logistic", "lognormal", "maxwell", "multinomial", "multivariate_normal",
    "normal", "orthogonal", "pareto", "permutation", "poisson", "rademacher", "randint", "rayleigh", "t",
    "triangular", "truncated_normal", "uniform", "wald", "weibull_min",
)
declare([f"jax.random.{name}" for name in _SAMPLERS + ("split",)], key_args=((0,), ("key",)), consumes_key=True)
declare(("jax.random.permutation", "jax.random.choice"), selects=True)
declare(("jax.random.fold_in", "jax.random.clone"), key_args=((0,), ("key",)))
declare(("jax.random.key_data", "jax.random.key_impl"), key_args=((0,), ("keys",)))
declare(("jax.random.split", "jax.random.fold_in", "jax.random.clone", "jax.random.key", "jax.random.PRNGKey",
         "jax.random.wrap_key_data"), makes_key=True)
# Initializer factories: `normal(0.02)` returns `init(key, shape, dtype)`, which consumes `key`
# (zeros, ones and constant ignore their key). flax re-exports jax's initializers.
_INITIALIZERS = ("normal", "uniform", "truncated_normal", "glorot_normal", "glorot_uniform", "xavier_normal",
                 "xavier_uniform", "he_normal", "he_uniform", "kaiming_normal", "kaiming_uniform", "lecun_normal",
                 "lecun_uniform", "orthogonal", "delta_orthogonal", "variance_scaling")
declare([f"{ns}.{name}" for ns in ("jax.nn.initializers", "flax.linen.initializers", "flax.nnx.initializers")
         for name in _INITIALIZERS], makes_initializer=True)

# --- Builtins ---------------------------------------------------------------------------------------
BUILTIN_NAMES = frozenset(dir(builtins))
declare(("len", "isinstance", "issubclass", "type", "hasattr", "callable", "id", "repr", "str", "format",
         "hash", "dir", "vars", "ord", "chr"), returns=STATIC)
declare("print", returns=NONE)
# `isinstance(x, jax.core.Tracer)` guards: code tests it to skip checks a tracer cannot answer.
declare(("jax.core.Tracer", "jax._src.core.Tracer"), tracer_type=True)
declare(("numpy.ndarray", "numpy.generic", "numpy.number"), host_array_type=True)  # no tracer is one
for _name, _type in {"list": "list", "tuple": "tuple", "set": "set", "frozenset": "set", "sorted": "list",
                     "reversed": "list", "iter": "iter"}.items():
    declare(_name, container=_type)
declare("bool", concretizes=True, converts="TracerBoolConversionError")
declare(("int", "float", "complex"), concretizes=True, converts="ConcretizationTypeError")
# Measured under jax.grad (tests/analysis/test_concrete_tracers.py): these read the primal value;
# float(), complex() and .tolist() refuse a differentiable value (they would drop its gradient).
declare(("bool", "int", "method:item"), works_on_concrete=True)
declare(("staticmethod", "builtins.staticmethod"), returns=UNKNOWN)

# --- Hashing: static arguments (JAX810) -------------------------------------------------------------
# jit-like transforms that hash their static arguments at every call; a value hash() rejects raises
# ValueError: Non-hashable static arguments are not supported. (jax.checkpoint does not hash.)
declare("jax.jit", hashes_statics="signature")
declare(("jax.pmap", "jax.make_jaxpr"), hashes_statics="positions")
# Calls whose result hash() rejects (tests/analysis/test_static_callsites.py hashes each one).
for _type, _names in {
    "list": ("list", "sorted"),
    "dict": ("dict", "collections.OrderedDict", "collections.defaultdict", "collections.Counter"),
    "set": ("set",),
    "bytearray": ("bytearray",),
    "deque": ("collections.deque",),
    "NumPy array": [f"numpy.{name}" for name in (
        "array", "asarray", "zeros", "ones", "empty", "full", "arange", "linspace", "logspace", "eye",
        "identity", "zeros_like", "ones_like", "full_like", "empty_like", "stack", "concatenate", "vstack",
        "hstack", "tile")],
    "JAX array": [f"jax.numpy.{name}" for name in (
        "array", "asarray", "zeros", "ones", "empty", "full", "arange", "linspace", "logspace", "eye",
        "identity", "zeros_like", "ones_like", "full_like", "empty_like", "stack", "concatenate", "vstack",
        "hstack", "float32", "int32",
        # arithmetic and reductions: an array even of Python numbers (`jnp.add(4, 1)`, jax#6233)
        "add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "power", "maximum", "minimum",
        "sum", "prod", "mean", "max", "min", "abs", "exp", "log", "sqrt", "dot", "matmul", "cumsum", "clip",
        "round", "floor", "ceil")] + [f"jax.random.{name}" for name in (
            "PRNGKey", "key", "normal", "uniform", "split")],
    # equinox layers whose every construction holds weight arrays (hash() of each raises TypeError on
    # equinox 0.13.8; a LayerNorm, RMSNorm or GroupNorm without affine weights hashes, so they are not here)
    "equinox layer holding JAX arrays": [f"equinox.nn.{name}" for name in (
        "Linear", "MLP", "Conv", "Conv1d", "Conv2d", "Conv3d", "ConvTranspose", "ConvTranspose1d",
        "ConvTranspose2d", "ConvTranspose3d", "Embedding", "MultiheadAttention", "GRUCell", "LSTMCell", "PReLU")],
}.items():
    declare(_names, unhashable=_type)
# The standard library's record classes, whose hash the class body decides (JAX810).
DATACLASS = "dataclasses.dataclass"
DATACLASS_FIELD = "dataclasses.field"
DATACLASS_KW_ONLY = "dataclasses.KW_ONLY"
NAMED_TUPLE = frozenset({"typing.NamedTuple", "typing_extensions.NamedTuple"})
# equinox.Module makes its subclasses frozen dataclasses hashing every field (their arrays too), set
# by the class's own __init__ when it has one; eqx.partition's second half keeps every leaf its filter
# does not take (eqx.is_array: all but arrays), inside the same containers (measured with equinox 0.13).
EQX_MODULE = "equinox.Module"
EQX_FIELD = "equinox.field"
EQX_PARTITION = "equinox.partition"
EQX_IS_ARRAY = "equinox.is_array"

from jaxlint.analysis.library_facts import (  # noqa: E402,F401  (registers flax, equinox, haiku, optax)
    FLAX_APPLY_KEYWORDS, FLAX_MODULE, HAIKU_APPLY_SKIP, HAIKU_RNG_FREE, OPTAX_TRANSFORM_METHODS,
)
from jaxlint.analysis import jax_versions  # noqa: E402,F401  (registers removed and deprecated APIs)


# --- What a text must spell before a rule can find anything in it (jaxlint/prefilter.py) ------------
# Traced code starts where one of these is applied: a decorator, a wrapping call or a lax body,
# resolved through the module's imports (module_index, transforms). PASS alone traces nothing; GRAD
# alone runs its function on concrete tracers, which some rules still look at (concrete_tracers).
TRACING = frozenset(name for name, fact in FACTS.items()
                    if fact.transform in (JIT, VMAP, FILTER_JIT) or fact.bodies or fact.branch_list is not None
                    or (fact.transform == GRAD and fact.concrete_tracers) or name == "jax.numpy.vectorize")
TRACING_SPELLINGS = spellings(TRACING)
# Keys are consumed only by these (and by the module's own functions that call them) (JAX320).
KEY_CONSUMERS = frozenset(name for name, fact in FACTS.items()
                          if (fact.key_args and fact.consumes_key) or fact.makes_initializer or fact.called_key_args)
# A wide dtype is named by one of these or spelled as one of the strings (JAX702).
WIDE_DTYPE_SPELLINGS = spellings(name for name, fact in FACTS.items() if fact.wide_dtype) | words(WIDE_DTYPE_STRINGS)
# Functional updates whose result may be dropped (JAX710): calls, `.at[...]`, optax's `update`, and
# the array methods on what a jax array function returned (or on a tracer: the rule adds that).
UPDATE_METHODS = frozenset("." + name.partition(":")[2] for name in names_where(returns_update=True)
                           if name.startswith("method:"))
UPDATE_SPELLINGS = (spellings(name for name in names_where(returns_update=True) if not name.startswith("method:"))
                    | words({".at"}) | frozenset(frozenset({"=optax", "." + name}) for name in OPTAX_TRANSFORM_METHODS)
                    | frozenset(spelled | space for spelled in words(UPDATE_METHODS)
                                for space in spellings(space.rstrip(".") for space in ARRAY_NAMESPACES)))
# A jitted function's static arguments are hashed where a transform that hashes them is given one of
# the keywords (transforms.py reads them) (JAX810, for functions of the module).
STATIC_KEYWORDS = frozenset({"static_argnums", "static_argnames", "static_broadcasted_argnums"})
STATIC_ARGUMENT_SPELLINGS = frozenset(needed for keyword in STATIC_KEYWORDS for needed in spellings(
    (name for name, fact in FACTS.items() if fact.hashes_statics), also=(keyword,)))
# Names JAX removed (JAX901) or deprecated (JAX902) at some version, their keywords included.
REMOVED_SPELLINGS = spellings(name for name in jax_versions.lifecycle_names() if FACTS[name].removed_in
                              or FACTS[name].never_in_jax or any(k[2] for k in FACTS[name].removed_keywords))
DEPRECATED_SPELLINGS = spellings(name for name in jax_versions.lifecycle_names() if FACTS[name].deprecated_in
                                 or any(k[1] for k in FACTS[name].removed_keywords))
