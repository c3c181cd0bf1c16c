"""Compare the eager reference with the compiled result (runs in the worker).

Structure first (same pytree), then per leaf shape, dtype and values. Integers and booleans
must be equal; floating values are compared with `isclose` (NaNs equal) at a tolerance set
by the dtype, and for float32 by the device (XLA fuses and reorders differently from eager
op-by-op execution, and TPUs run float32 matmuls in bfloat16 passes by default). The
absolute tolerance scales with the largest reference magnitude.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

_FLOAT32 = {"cpu": (1e-4, 1e-5), "gpu": (1e-3, 1e-4), "tpu": (2e-2, 2e-2)}
_BY_NAME = {"float64": (1e-7, 1e-9), "float16": (1e-2, 1e-2), "bfloat16": (2e-2, 2e-2)}


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


def compare(expected, actual, device: str) -> str | None:
    """None when `actual` matches `expected` (the host copy of the reference); else why not."""
    expected_leaves, expected_def = jax.tree_util.tree_flatten_with_path(expected)
    actual_leaves, actual_def = jax.tree_util.tree_flatten_with_path(to_host(actual))
    if expected_def != actual_def and str(expected_def) != str(actual_def):
        return f"output structure differs: expected {expected_def}, got {actual_def}"
    for (path, a), (_, b) in zip(expected_leaves, actual_leaves):
        where = "output" + jax.tree_util.keystr(path)
        why = _compare_leaf(a, b, where, device)
        if why:
            return why
    return None


def _compare_leaf(a, b, where: str, device: str) -> str | None:
    da, db = _dtype(a), _dtype(b)
    if da is None or db is None:
        return None if (da is None and db is None and _equal(a, b)) else \
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
    rtol, atol = tolerance(da, device)
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


def _equal(a, b) -> bool:
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001 - objects whose == raises or is ambiguous
        return a is b


def _short(x) -> str:
    text = repr(x)
    return text if len(text) <= 80 else text[:77] + "..."
