"""Facts about JAX, NumPy and Python builtins that decide whether a value is traced.

Each table was checked against jax 0.10.2 on CPU; the rule examples in the tests execute
them under the installed JAX, so a change in JAX shows up as a failing test.
"""

from __future__ import annotations

# Attributes of a traced array that are static Python values.
STATIC_ARRAY_ATTRS = frozenset({"shape", "ndim", "dtype", "size", "itemsize", "nbytes",
                                "weak_type", "sharding", "aval", "committed", "device"})
# Attributes of a traced array that are traced arrays (or helpers yielding them).
TRACED_ARRAY_ATTRS = frozenset({"T", "mT", "real", "imag", "at", "flat"})

# Array methods that return arrays: calling them on a tracer yields a tracer.
ARRAY_METHODS = frozenset({
    "sum", "mean", "max", "min", "prod", "std", "var", "argmax", "argmin", "reshape", "astype",
    "transpose", "squeeze", "ravel", "flatten", "cumsum", "cumprod", "dot", "clip", "round",
    "conj", "conjugate", "all", "any", "sort", "argsort", "take", "repeat", "swapaxes",
    "trace", "diagonal", "view", "set", "add", "multiply", "divide", "power", "apply",
    "get", "nonzero", "ptp", "searchsorted", "squeeze", "block_until_ready", "copy",
    "__add__", "__mul__", "__sub__", "__truediv__", "__neg__", "__abs__", "__getitem__",
})
# Methods that turn a tracer into a Python value (JAX105 reports them).
CONCRETIZING_METHODS = frozenset({"item", "tolist", "__bool__", "__int__", "__float__",
                                  "__index__", "__complex__"})

# Calls under jax.* that return static Python values even for traced arguments.
STATIC_JAX_CALLS = frozenset({
    "jax.numpy.shape", "jax.numpy.ndim", "jax.numpy.size", "jax.numpy.dtype",
    "jax.numpy.result_type", "jax.numpy.promote_types", "jax.numpy.issubdtype",
    "jax.numpy.isdtype", "jax.numpy.iinfo", "jax.numpy.finfo", "jax.numpy.can_cast",
    "jax.numpy.iscomplexobj", "jax.numpy.isrealobj", "jax.numpy.isscalar",
    "jax.numpy.broadcast_shapes", "jax.lax.broadcast_shapes", "jax.numpy.issctype",
    "jax.devices", "jax.local_devices", "jax.device_count", "jax.local_device_count",
    "jax.process_index", "jax.process_count", "jax.default_backend", "jax.eval_shape",
    "jax.tree_util.tree_structure", "jax.tree.structure", "jax.tree_util.treedef_is_leaf",
    "jax.tree_util.tree_all", "jax.tree.all", "jax.dtypes.canonicalize_dtype",
    "jax.dtypes.result_type", "jax.dtypes.issubdtype", "jax.core.is_concrete",
    "jax.ShapeDtypeStruct", "jax.sharding.NamedSharding", "jax.sharding.PartitionSpec",
    "jax.config.read", "jax.lax.axis_size",
})
# jax.* namespaces whose calls compute arrays (traced when staged or given tracers).
ARRAY_NAMESPACES = ("jax.numpy.", "jax.lax.", "jax.random.", "jax.nn.", "jax.scipy.",
                    "jax.image.", "jax.ops.")
# Calls that print or call back without returning a traced value.
NONE_JAX_CALLS = frozenset({"jax.debug.print", "jax.debug.callback", "jax.debug.breakpoint",
                            "jax.debug.visualize_array_sharding"})

# jnp functions that JAX401 flags when applied to static shape values.
SHAPE_MATH_CALLS = frozenset({
    "jax.numpy.array", "jax.numpy.asarray", "jax.numpy.prod", "jax.numpy.sum",
    "jax.numpy.cumprod", "jax.numpy.cumsum", "jax.numpy.max", "jax.numpy.min",
    "jax.numpy.multiply", "jax.numpy.floor_divide", "jax.numpy.int32", "jax.numpy.int64",
})

# NumPy functions that hand the call to the array's own method and so work on tracers.
NUMPY_METHOD_DISPATCH = frozenset({
    "numpy.sum", "numpy.mean", "numpy.max", "numpy.min", "numpy.amax", "numpy.amin",
    "numpy.prod", "numpy.std", "numpy.var", "numpy.argmax", "numpy.argmin", "numpy.cumsum",
    "numpy.cumprod", "numpy.round", "numpy.around", "numpy.reshape", "numpy.transpose",
    "numpy.any", "numpy.all", "numpy.squeeze", "numpy.argsort", "numpy.flip", "numpy.real",
    "numpy.imag", "numpy.moveaxis", "numpy.swapaxes", "numpy.repeat",
})
NUMPY_STATIC_RESULT = frozenset({"numpy.shape", "numpy.ndim", "numpy.size", "numpy.dtype",
                                 "numpy.result_type", "numpy.issubdtype", "numpy.iinfo",
                                 "numpy.finfo", "numpy.isscalar"})

# Builtins whose result is static whatever the arguments.
STATIC_BUILTINS = frozenset({
    "len", "isinstance", "issubclass", "type", "hasattr", "callable", "id", "repr", "str",
    "format", "hash", "dir", "vars", "print", "ord", "chr",
})
CONTAINER_BUILTINS = {"list": "list", "tuple": "tuple", "set": "set", "frozenset": "set",
                      "sorted": "list", "reversed": "list", "iter": "iter"}
CONCRETIZING_BUILTINS = frozenset({"bool", "int", "float", "complex"})
BUILTIN_NAMES = frozenset(__builtins__ if isinstance(__builtins__, dict) else dir(__builtins__))

# Methods of str/dict/list that return static values when their receiver is static.
STATIC_OBJECT_METHODS = frozenset({
    "format", "join", "get", "keys", "items", "values", "split", "rsplit", "startswith",
    "endswith", "upper", "lower", "replace", "strip", "index", "count", "copy", "encode",
    "decode", "partition", "rstrip", "lstrip", "isdigit", "isidentifier",
})

# Where a traced value cannot go: a callable's arguments that must be concrete integers or
# shapes. qualified name -> (positions, keywords). Methods of arrays are under "method:".
STATIC_POSITIONS: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
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

# Methods that change their receiver in place (lists, dicts, sets, deques).
MUTATING_METHODS = frozenset({"append", "extend", "insert", "add", "update", "setdefault", "pop",
                              "clear", "remove", "discard", "popitem", "__setitem__", "appendleft"})

# jnp functions whose result is a boolean array (JAX601 tracks boolean masks).
BOOLEAN_JNP_CALLS = frozenset({"isnan", "isinf", "isfinite", "isposinf", "isneginf", "logical_and",
                               "logical_or", "logical_not", "logical_xor", "greater", "greater_equal",
                               "less", "less_equal", "equal", "not_equal", "isclose", "signbit",
                               "isin", "bernoulli"})

# NumPy functions that convert a tracer to a NumPy array (TracerArrayConversionError) or
# reject it, measured against jax 0.10.2 by tests/analysis/test_numpy_table.py, which
# re-derives both tables under the installed JAX.
NUMPY_CONVERTS = frozenset({
    "abs", "absolute", "add", "arctan2", "array", "asarray", "average", "ceil", "clip", "concatenate",
    "conj", "cos", "count_nonzero", "diag", "diff", "divide", "dot", "einsum", "exp", "exp2",
    "expand_dims", "expm1", "floor", "full_like", "isfinite", "isnan", "linalg.det",
    "linalg.inv", "linalg.norm", "log", "log1p", "matmul", "maximum", "median", "minimum",
    "multiply", "nan_to_num", "negative", "nonzero", "ones_like", "outer", "percentile", "power",
    "quantile", "ravel", "reciprocal", "roll", "sign", "sin", "sort", "sqrt", "square", "stack",
    "subtract", "take", "tan", "tanh", "tile", "trace", "unique", "where", "zeros_like",
})
# NumPy functions that hand the work to the array's own methods and so work on tracers.
NUMPY_WORKS_ON_TRACERS = frozenset({
    "all", "amax", "amin", "any", "argmax", "argmin", "argsort", "around", "cumprod", "cumsum",
    "flip", "imag", "iscomplexobj", "isscalar", "max", "mean", "min", "moveaxis", "ndim", "prod",
    "real", "repeat", "reshape", "result_type", "round", "searchsorted", "shape", "size",
    "squeeze", "std", "sum", "swapaxes", "transpose", "var",
})
# math functions: all but prod call float() on their argument (ConcretizationTypeError).
MATH_CONVERTS = frozenset({"atan2", "ceil", "cos", "erf", "exp", "fabs", "floor", "fsum", "hypot",
                           "isfinite", "isnan", "log", "log10", "log2", "pow", "sin", "sqrt", "tan",
                           "tanh", "trunc"})
# jnp spelling of a math function, where it differs.
MATH_TO_JNP = {"fabs": "abs", "pow": "power", "atan2": "arctan2", "fsum": "sum", "erf": None}

# Calls whose output shape depends on the values: need size= under jit (JAX602).
DYNAMIC_SHAPE_CALLS = frozenset({"nonzero", "argwhere", "flatnonzero", "unique", "unique_values",
                                 "unique_counts", "unique_inverse", "unique_all", "compress", "extract"})
