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

from jaxlint.analysis.fact_table import (  # noqa: F401  (the table's vocabulary, re-exported)
    ARRAY, ARRAY_NAMESPACES, FACTS, FIELDS, FILTER_JIT, GRAD, JIT, LIBRARY_ROOTS, NONE, PASS, STATIC,
    TREE_LEAVES, TREE_MAP, UNKNOWN, VMAP, Fact, attribute, canonical, declare, in_array_namespace, lookup,
    method, names_where,
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
declare(("jax.vmap", "jax.numpy.vectorize"), transform=VMAP)
declare(("jax.grad", "jax.value_and_grad", "jax.jacfwd", "jax.jacrev", "jax.hessian"), transform=GRAD)
declare(("jax.named_call", "jax.custom_jvp", "jax.custom_vjp"), transform=PASS)
PARTIAL = "functools.partial"
declare(PARTIAL, returns=UNKNOWN)

# --- Control-flow primitives: the functions they trace, and how many arguments those get ----------
declare("jax.lax.scan", bodies=((0,), ("f",)), body_arity=2, label="lax.scan")
declare("jax.lax.fori_loop", bodies=((2,), ("body_fun",)), body_arity=2, label="lax.fori_loop")
declare("jax.lax.while_loop", bodies=((0, 1), ("cond_fun", "body_fun")), body_arity=1, label="lax.while_loop")
declare("jax.lax.cond", bodies=((1, 2), ("true_fun", "false_fun")), body_arity=("after", 3), label="lax.cond")
declare("jax.lax.map", bodies=((0,), ("f",)), body_arity=1, label="lax.map")
declare("jax.lax.associative_scan", bodies=((0,), ("fn",)), body_arity=2, label="lax.associative_scan")
declare("jax.lax.switch", branch_list=1, body_arity=("after", 2), label="lax.switch")
declare("jax.eval_shape", bodies=((0,), ("fun",)), body_arity=("after", 1), returns=STATIC)
declare(("jax.ensure_compile_time_eval", "jax.core.ensure_compile_time_eval"), returns=UNKNOWN,
        concrete_context=True)

# --- Calls that return static Python values even for traced arguments -------------------------------
declare((
    "jax.numpy.shape", "jax.numpy.ndim", "jax.numpy.size", "jax.numpy.dtype",
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
    "jax.config.read", "jax.lax.axis_size",
), returns=STATIC)
declare(("jax.debug.print", "jax.debug.callback", "jax.debug.breakpoint", "jax.debug.visualize_array_sharding"),
        returns=NONE)
declare(("jax.tree_util.tree_map", "jax.tree.map", "jax.tree_map"), returns=TREE_MAP)
declare(("jax.tree_util.tree_leaves", "jax.tree.leaves", "jax.tree_leaves"), returns=TREE_LEAVES)

# --- Arguments that must be concrete ints or shapes ------------------------------------------------
_STATIC_ARGS = {
    "range": ((0, 1, 2), ()),
    "jax.numpy.zeros": ((0,), ("shape",)),
    "jax.numpy.ones": ((0,), ("shape",)),
    "jax.numpy.empty": ((0,), ("shape",)),
    "jax.numpy.full": ((0,), ("shape",)),
    "jax.numpy.eye": ((0, 1), ("N", "M")),
    "jax.numpy.identity": ((0,), ("n",)),
    "jax.numpy.tri": ((0, 1), ("N", "M")),
    "jax.numpy.arange": ((0, 1, 2), ("start", "stop", "step")),
    "jax.numpy.linspace": ((2,), ("num",)),
    "jax.numpy.reshape": ((1,), ("shape", "newshape")),
    "jax.numpy.broadcast_to": ((1,), ("shape",)),
    "jax.numpy.tile": ((1,), ("reps",)),
    "jax.numpy.split": ((1, 2), ("indices_or_sections", "axis")),
    "jax.numpy.array_split": ((1, 2), ("indices_or_sections", "axis")),
    "jax.numpy.expand_dims": ((1,), ("axis",)),
    "jax.numpy.squeeze": ((1,), ("axis",)),
    "jax.numpy.transpose": ((1,), ("axes",)),
    "jax.numpy.moveaxis": ((1, 2), ("source", "destination")),
    "jax.numpy.swapaxes": ((1, 2), ("axis1", "axis2")),
    "jax.numpy.sum": ((1,), ("axis",)),
    "jax.numpy.mean": ((1,), ("axis",)),
    "jax.numpy.max": ((1,), ("axis",)),
    "jax.numpy.min": ((1,), ("axis",)),
    "jax.numpy.prod": ((1,), ("axis",)),
    "jax.numpy.concatenate": ((1,), ("axis",)),
    "jax.numpy.stack": ((1,), ("axis",)),
    "jax.nn.one_hot": ((1,), ("num_classes",)),
    "jax.random.normal": ((1,), ("shape",)),
    "jax.random.uniform": ((1,), ("shape",)),
    "jax.random.bernoulli": ((2,), ("shape",)),
    "jax.random.randint": ((1,), ("shape",)),
    "jax.random.split": ((1,), ("num",)),
    "jax.lax.dynamic_slice": ((2,), ("slice_sizes",)),
    "numpy.split": ((1, 2), ("indices_or_sections", "axis")),
    "numpy.zeros": ((0,), ("shape",)),
    "numpy.ones": ((0,), ("shape",)),
    "method:reshape": ((0, 1, 2, 3, 4, 5), ("shape",)),
    "method:transpose": ((0, 1, 2, 3, 4, 5), ("axes",)),
    "method:sum": ((0,), ("axis",)),
    "method:mean": ((0,), ("axis",)),
    "method:max": ((0,), ("axis",)),
    "method:min": ((0,), ("axis",)),
    "method:prod": ((0,), ("axis",)),
    "method:squeeze": ((0,), ("axis",)),
    "method:swapaxes": ((0, 1), ()),
    "method:repeat": ((), ("axis",)),
}
for _name, _positions in _STATIC_ARGS.items():
    declare(_name, static_args=_positions)
# Which error a traced int raises depends on where it lands (see DESIGN §3).
declare(("range", "numpy.split"), static_error="TracerIntegerConversionError")
declare(("jax.numpy.arange", "jax.numpy.linspace", "jax.numpy.split", "jax.numpy.array_split"),
        static_error="ConcretizationTypeError")

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
            "signbit", "isin")
declare([f"jax.numpy.{name}" for name in _BOOLEAN], boolean=True)
declare("jax.random.bernoulli", boolean=True)

# --- Data-dependent output shapes (JAX602) --------------------------------------------------------------
declare([f"jax.numpy.{name}" for name in ("nonzero", "argwhere", "flatnonzero", "unique", "unique_values",
                                         "unique_counts", "unique_inverse", "unique_all", "compress", "extract")],
        dynamic_shape=True)

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
# Which body parameter is the loop carry (a scan's init), and which call argument it comes from.
declare("jax.lax.scan", carry=(0, 1))
declare("jax.lax.fori_loop", carry=(1, 3))
declare("jax.lax.while_loop", carry=(0, 2))
# The pure namespaces (`jax.numpy.*`, `jax.lax.*`, `jax.nn.*`, `jax.scipy.*`, `jax.random.*`, `math.*`, `numpy.*`)
# are decided by prefix in pure_call(); these builtins are pure too.
PURE_NAMESPACES = ("jax.numpy.", "jax.lax.", "jax.nn.", "jax.scipy.", "jax.random.", "math.", "numpy.")
declare(("abs", "len", "float", "int", "min", "max", "round", "pow"), pure=True)
declare(("range", "enumerate", "zip"), pure=True)
# The imported names that are numbers (jnp.pi, math.inf): every other imported name a branch
# yields (jnp.sin, np.float32, a module) is a function, class or module, never an array.
NUMERIC_CONSTANTS = frozenset({"pi", "e", "inf", "nan", "euler_gamma", "tau", "PINF", "NINF", "NAN", "Inf",
                               "Infinity", "NaN", "infty"})

# --- Functional updates: the result is the only copy of the change (JAX710) ---------------------
declare(("jax.numpy.append", "jax.numpy.concatenate", "jax.numpy.insert", "jax.numpy.delete",
         "jax.random.split", "jax.random.fold_in"), returns_update=True)
declare([f"method:{name}" for name in ("reshape", "astype", "sort")], returns_update=True)  # on a JAX array
# `x.at[i].<method>(v)`: every method of the .at[] helper returns the updated copy.
AT_METHODS = frozenset({"set", "add", "multiply", "mul", "divide", "power", "min", "max", "apply", "get"})

# --- float64 (JAX702) ---------------------------------------------------------------------------------
for _name, _width in {"jax.numpy.float64": "float64", "jax.numpy.complex128": "complex128",
                      "jax.numpy.double": "float64", "numpy.float64": "float64",
                      "numpy.complex128": "complex128", "numpy.double": "float64"}.items():
    declare(_name, wide_dtype=_width)
WIDE_DTYPE_STRINGS = frozenset({"float64", "f8", "complex128", "c16", "double"})

# --- NumPy and math on tracers (JAX501), measured by tests/analysis/test_numpy_table.py ---------------
_NUMPY_CONVERTS = (
    "abs", "absolute", "add", "arctan2", "array", "asarray", "average", "ceil", "clip", "concatenate",
    "conj", "cos", "count_nonzero", "diag", "diff", "divide", "dot", "einsum", "exp", "exp2",
    "expand_dims", "expm1", "floor", "full_like", "isfinite", "isnan", "linalg.det",
    "linalg.inv", "linalg.norm", "log", "log1p", "matmul", "maximum", "median", "minimum",
    "multiply", "nan_to_num", "negative", "nonzero", "ones_like", "outer", "percentile", "power",
    "quantile", "ravel", "reciprocal", "roll", "sign", "sin", "sort", "sqrt", "square", "stack",
    "subtract", "take", "tan", "tanh", "tile", "trace", "unique", "where", "zeros_like",
)
for _name in _NUMPY_CONVERTS:
    declare(f"numpy.{_name}", converts="TracerArrayConversionError", jax_equivalent=f"jax.numpy.{_name}")
_NUMPY_WORKS_ON_TRACERS = (
    "all", "amax", "amin", "any", "argmax", "argmin", "argsort", "around", "cumprod", "cumsum",
    "flip", "imag", "iscomplexobj", "isscalar", "max", "mean", "min", "moveaxis", "ndim", "prod",
    "real", "repeat", "reshape", "result_type", "round", "searchsorted", "shape", "size",
    "squeeze", "std", "sum", "swapaxes", "transpose", "var",
)
declare([f"numpy.{name}" for name in _NUMPY_WORKS_ON_TRACERS], accepts_tracers=True)
# NumPy functions that hand the call to the array's own method: a tracer in, a tracer out.
declare([f"numpy.{name}" for name in (
    "sum", "mean", "max", "min", "amax", "amin", "prod", "std", "var", "argmax", "argmin", "cumsum",
    "cumprod", "round", "around", "reshape", "transpose", "any", "all", "squeeze", "argsort", "flip", "real",
    "imag", "moveaxis", "swapaxes", "repeat")], dispatches=True)
declare([f"numpy.{name}" for name in ("shape", "ndim", "size", "dtype", "result_type", "issubdtype", "iinfo",
                                     "finfo", "isscalar")], returns=STATIC)
# math functions call float() on their argument (ConcretizationTypeError); math.prod does not.
_MATH_TO_JNP = {"atan2": "arctan2", "ceil": "ceil", "cos": "cos", "erf": None, "exp": "exp", "fabs": "abs",
                "floor": "floor", "fsum": "sum", "hypot": "hypot", "isfinite": "isfinite", "isnan": "isnan",
                "log": "log", "log10": "log10", "log2": "log2", "pow": "power", "sin": "sin", "sqrt": "sqrt",
                "tan": "tan", "tanh": "tanh", "trunc": "trunc"}
for _name, _jnp in _MATH_TO_JNP.items():
    declare(f"math.{_name}", converts="ConcretizationTypeError",
            jax_equivalent=f"jax.numpy.{_jnp}" if _jnp else None)

# --- Array attributes and methods ------------------------------------------------------------------
declare([f"attr:{name}" for name in ("shape", "ndim", "dtype", "size", "itemsize", "nbytes", "weak_type",
                                     "sharding", "aval", "committed", "device")], static_attr=True)
declare([f"attr:{name}" for name in ("T", "mT", "real", "imag", "at", "flat")], traced_attr=True)
declare([f"method:{name}" for name in (
    "sum", "mean", "max", "min", "prod", "std", "var", "argmax", "argmin", "reshape", "astype",
    "transpose", "squeeze", "ravel", "flatten", "cumsum", "cumprod", "dot", "clip", "round",
    "conj", "conjugate", "all", "any", "sort", "argsort", "take", "repeat", "swapaxes",
    "trace", "diagonal", "view", "set", "add", "multiply", "divide", "power", "apply",
    "get", "nonzero", "ptp", "searchsorted", "block_until_ready", "copy",
    "__add__", "__mul__", "__sub__", "__truediv__", "__neg__", "__abs__", "__getitem__")], array_method=True)
declare([f"method:{name}" for name in ("sum", "mean", "max", "min", "prod", "reshape", "astype", "transpose",
                                       "squeeze", "ravel", "T", "dot", "clip", "round", "conj", "std", "var",
                                       "cumsum", "argmax", "argmin")], pure=True)
declare([f"method:{name}" for name in ("item", "tolist", "__bool__", "__int__", "__float__", "__index__",
                                       "__complex__")], concretizes=True)
declare([f"method:{name}" for name in (
    "format", "join", "get", "keys", "items", "values", "split", "rsplit", "startswith",
    "endswith", "upper", "lower", "replace", "strip", "index", "count", "copy", "encode",
    "decode", "partition", "rstrip", "lstrip", "isdigit", "isidentifier")], static_on_static=True)
declare([f"method:{name}" for name in ("append", "extend", "insert", "add", "update", "setdefault", "pop",
                                       "clear", "remove", "discard", "popitem", "__setitem__", "appendleft")],
        mutating=True)
declare([f"method:{name}" for name in ("append", "extend", "insert", "add", "update", "setdefault", "__setitem__",
                                       "appendleft")], stores=True)
declare([f"method:{name}" for name in ("append", "extend", "insert", "appendleft")], list_mutator=True)

# --- Builtins ---------------------------------------------------------------------------------------
BUILTIN_NAMES = frozenset(dir(builtins))
declare(("len", "isinstance", "issubclass", "type", "hasattr", "callable", "id", "repr", "str", "format",
         "hash", "dir", "vars", "ord", "chr"), returns=STATIC)
declare("print", returns=NONE)
for _name, _type in {"list": "list", "tuple": "tuple", "set": "set", "frozenset": "set", "sorted": "list",
                     "reversed": "list", "iter": "iter"}.items():
    declare(_name, container=_type)
declare("bool", concretizes=True, converts="TracerBoolConversionError")
declare(("int", "float", "complex"), concretizes=True, converts="ConcretizationTypeError")
declare(("staticmethod", "builtins.staticmethod"), returns=UNKNOWN)

from jaxlint.analysis.library_facts import (  # noqa: E402,F401  (registers flax, equinox, haiku, optax)
    HAIKU_APPLY_SKIP, HAIKU_RNG_FREE, OPTAX_TRANSFORM_METHODS,
)
