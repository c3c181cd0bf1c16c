"""Compare the eager reference with the compiled result (runs in the worker).

Structure first (same pytree), then per leaf shape, dtype and values. Integers and booleans
must be equal; floating values are compared with `isclose` (NaNs equal) at a tolerance set
by the dtype, and for float32 by the device (XLA fuses and reorders differently from eager
op-by-op execution, and TPUs run float32 matmuls in bfloat16 passes by default). The
absolute tolerance scales with the largest reference magnitude.

Non-array parts (pytree node types, static fields, non-array leaves) are compared by
structure, not identity: the reference comes from the original module and the result from
the rewritten one, and a closure made while tracing is a fresh object, so two functions are
alike when their names, defaults and captured values are.
"""

from __future__ import annotations

import dataclasses
import functools
import types

import jax
import jax.numpy as jnp
import numpy as np

_FLOAT32 = {"cpu": (1e-4, 1e-5), "gpu": (1e-3, 1e-4), "tpu": (2e-2, 2e-2)}
_BY_NAME = {"float64": (1e-7, 1e-9), "float16": (1e-2, 1e-2), "bfloat16": (2e-2, 2e-2)}
_MAX_DEPTH = 12


def tolerance(dtype: np.dtype, device: str) -> tuple[float, float]:
    """(rtol, atol) for values of `dtype`; complex uses its component type."""
    name = np.dtype(dtype).name
    if name.startswith("complex"):
        name = "float64" if name == "complex128" else "float32"
    if name in _BY_NAME:
        return _BY_NAME[name]
    return _FLOAT32.get(device, _FLOAT32["gpu"])


def to_host(tree):
    """The tree with arrays copied to NumPy (PRNG keys as their key data)."""
    def leaf(x):
        if isinstance(x, jax.Array):
            if jax.dtypes.issubdtype(x.dtype, jax.dtypes.prng_key):
                x = jax.random.key_data(x)
            return np.asarray(jax.device_get(x))
        return x
    return jax.tree_util.tree_map(leaf, tree)


def _dtype(x) -> np.dtype | None:
    if isinstance(x, (bool, int, float, complex)):
        return np.dtype(jnp.asarray(x).dtype)  # what a Python scalar becomes under jit
    if isinstance(x, (np.ndarray, np.generic)):
        return x.dtype
    return None


def compare(expected, actual, device: str, what: str = "output", lenient: bool = False) -> str | None:
    """None when `actual` matches `expected` (the host copy of the reference); else why not.
    `lenient` (for functions run as written, whose results are not forced into jax arrays):
    a dtype of the same kind but another width (int64 for int32) is not a difference."""
    expected_leaves, expected_def = jax.tree_util.tree_flatten_with_path(expected)
    actual_leaves, actual_def = jax.tree_util.tree_flatten_with_path(to_host(actual))
    if not same_structure(expected_def, actual_def):
        return f"{what} structure differs: expected {expected_def}, got {actual_def}"
    for (path, a), (_, b) in zip(expected_leaves, actual_leaves):
        why = _compare_leaf(a, b, what + jax.tree_util.keystr(path), device, lenient)
        if why:
            return why
    return None


def same_structure(a, b) -> bool:
    """Two treedefs alike: the same node kinds (types compared by name), alike static data."""
    if a == b:
        return True
    if a.num_leaves != b.num_leaves or a.num_nodes != b.num_nodes:
        return False
    try:
        data_a, data_b = a.node_data(), b.node_data()
        children_a, children_b = a.children(), b.children()
    except (AttributeError, TypeError, ValueError):
        return str(a) == str(b)
    if (data_a is None) != (data_b is None) or len(children_a) != len(children_b):
        return False
    if data_a is not None and not (alike(data_a[0], data_b[0]) and alike(data_a[1], data_b[1])):
        return False
    return all(same_structure(x, y) for x, y in zip(children_a, children_b))


def alike(a, b, depth: int = 0) -> bool:
    """Structural equality for non-array values: what `==` says, except that functions,
    partials, bound methods, classes and plain objects are compared by what they are made of."""
    if a is b:
        return True
    if depth > _MAX_DEPTH:
        return False
    if isinstance(a, (np.ndarray, np.generic, jax.Array)) or isinstance(b, (np.ndarray, np.generic, jax.Array)):
        try:
            a_, b_ = np.asarray(a), np.asarray(b)
            return a_.shape == b_.shape and a_.dtype == b_.dtype and bool(
                np.array_equal(a_, b_, equal_nan=a_.dtype.kind in "fc"))
        except Exception:  # noqa: BLE001 - tracers or objects numpy cannot take
            return False
    if isinstance(a, type) and isinstance(b, type):
        return (a.__module__, a.__qualname__) == (b.__module__, b.__qualname__)
    if type(a).__qualname__ != type(b).__qualname__ or type(a).__module__ != type(b).__module__:
        return False
    if isinstance(a, types.FunctionType):
        return (a.__qualname__ == b.__qualname__ and alike(a.__defaults__, b.__defaults__, depth + 1)
                and alike(a.__kwdefaults__, b.__kwdefaults__, depth + 1)
                and alike(_cells(a), _cells(b), depth + 1))
    if isinstance(a, types.MethodType):
        return alike(a.__func__, b.__func__, depth + 1) and alike(a.__self__, b.__self__, depth + 1)
    if isinstance(a, functools.partial):
        return (alike(a.func, b.func, depth + 1) and alike(a.args, b.args, depth + 1)
                and alike(a.keywords, b.keywords, depth + 1))
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(alike(x, y, depth + 1) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(alike(a[k], b[k], depth + 1) for k in a)
    try:
        if bool(a == b):
            return True
    except Exception:  # noqa: BLE001 - == that raises or is ambiguous: look inside
        pass
    if dataclasses.is_dataclass(a) and not isinstance(a, type):
        return all(alike(getattr(a, f.name, None), getattr(b, f.name, None), depth + 1)
                   for f in dataclasses.fields(a))
    if hasattr(a, "__dict__") and hasattr(b, "__dict__") and type(a).__eq__ is object.__eq__:
        return alike(vars(a), vars(b), depth + 1)
    return False


def _cells(fn) -> tuple:
    out = []
    for cell in fn.__closure__ or ():
        try:
            out.append(cell.cell_contents)
        except ValueError:  # an empty cell
            out.append(None)
    return tuple(out)


_KINDS = {"b": "b", "i": "i", "u": "i", "f": "f", "c": "c"}


def _compare_leaf(a, b, where: str, device: str, lenient: bool = False) -> str | None:
    da, db = _dtype(a), _dtype(b)
    precision = da  # the dtype whose tolerance applies
    if lenient and da is not None and db is not None and da != db and _KINDS.get(da.kind) == _KINDS.get(db.kind):
        wider, precision = (da, db) if da.itemsize >= db.itemsize else (db, da)
        a, b, da, db = np.asarray(a, wider), np.asarray(b, wider), wider, wider
    if da is None or db is None:
        return None if (da is None and db is None and alike(a, b)) else \
            f"{where}: expected {_short(a)}, got {_short(b)}"
    a, b = np.asarray(a, dtype=da), np.asarray(b)
    if a.shape != b.shape:
        return f"{where}: shape differs: expected {a.shape}, got {b.shape}"
    if da != db:
        return f"{where}: dtype differs: expected {da.name}, got {db.name}"
    if a.size == 0:
        return None
    if da.kind not in "fc" and da.name != "bfloat16":
        if np.array_equal(a, b):
            return None
        bad = np.argwhere(a != b)[0]
        diff = np.abs(a.astype(np.float64) - b.astype(np.float64))
        i = tuple(np.unravel_index(int(np.argmax(diff)), a.shape)) if a.ndim else ()
        return (f"{where}: values differ: largest difference {float(diff.max()):.6g} at index {_index(i)} "
                f"(expected {_item(a[i])}, got {_item(b[i])}); first at {_index(tuple(bad))}")
    rtol, atol = tolerance(precision, device)
    wide = np.complex128 if da.kind == "c" else np.float64
    a64, b64 = a.astype(wide), b.astype(wide)
    finite = np.isfinite(a64)
    scale = float(np.max(np.abs(a64[finite]))) if finite.any() else 1.0
    atol_eff = atol * max(1.0, scale)
    close = np.isclose(b64, a64, rtol=rtol, atol=atol_eff, equal_nan=True)
    if close.all():
        return None
    diff = np.where(close, 0.0, np.abs(a64 - b64))
    diff = np.where(np.isnan(diff), np.inf, diff)
    flat = int(np.argmax(diff))
    i = tuple(np.unravel_index(flat, a.shape)) if a.ndim else ()
    return (f"{where}: values differ: largest difference {float(diff.max()):.6g} at index {_index(i)} "
            f"(expected {_item(a[i])}, got {_item(b[i])}; rtol={rtol:g}, atol={atol_eff:.3g})")


def _item(value) -> str:
    return repr(np.asarray(value).item())


def _index(i: tuple) -> str:
    return "[" + ", ".join(str(int(x)) for x in i) + "]"


def _short(x) -> str:
    text = repr(x)
    return text if len(text) <= 80 else text[:77] + "..."
