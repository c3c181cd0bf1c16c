"""Gradients of an entry point for the comparison (runs in the worker).

A rewrite can keep every forward value and still change derivatives: `jnp.where(c, f(x), y)`
evaluates both branches, so a branch that is NaN-prone where it is not selected (`log`,
`sqrt`, a division) makes the gradient NaN where the original, which never ran that branch,
had a finite one. The checker therefore compares a vector-Jacobian product: the float array
leaves of the inputs are the primals, each float output leaf gets a fixed, non-constant
cotangent, and the result is the tuple of input cotangents. Reverse mode is what shows the
NaN (forward mode multiplies the NaN by a zero tangent selection and hides it).
"""

from __future__ import annotations


def _is_float_array(jax, leaf) -> bool:
    import numpy as np

    if not isinstance(leaf, (jax.Array, np.ndarray)):
        return False
    try:
        return bool(jax.numpy.issubdtype(leaf.dtype, jax.numpy.inexact))
    except TypeError:  # PRNG key arrays and other extended dtypes
        return False


class Gradient:
    """The float leaves of (args, kwargs), and a function of them giving the weighted VJP of the
    output leaves at `outputs` (the float leaves of the reference: a Python float the original
    returned is a constant the rewrite may return as an array, so positions come from it)."""

    def __init__(self, jax, args: tuple, kwargs: dict, outputs: list[int]) -> None:
        self.jax = jax
        self.outputs = outputs
        self.leaves, self.tree = jax.tree_util.tree_flatten((args, kwargs))
        self.positions = [i for i, leaf in enumerate(self.leaves) if _is_float_array(jax, leaf)]
        paths = jax.tree_util.tree_flatten_with_path((args, kwargs))[0]
        self.names = [_name(paths[i][0]) for i in self.positions]

    @property
    def primals(self) -> list:
        return [self.leaves[i] for i in self.positions]

    def of(self, fn):
        """`g(*primals) -> tuple of cotangents` for `fn(*args, **kwargs)`."""
        jax, leaves, tree, positions, outputs = self.jax, self.leaves, self.tree, self.positions, self.outputs

        def float_outputs(*primals):
            full = list(leaves)
            for i, value in zip(positions, primals):
                full[i] = value
            args, kwargs = jax.tree_util.tree_unflatten(tree, full)
            out = jax.tree_util.tree_leaves(fn(*args, **kwargs))
            return [jax.numpy.asarray(out[i]) for i in outputs if i < len(out)]

        def vjp(*primals):
            outs, pullback = jax.vjp(float_outputs, *primals)
            if not outs:
                raise _NoFloatOutputs()
            return pullback([_cotangent(jax, o) for o in outs])
        return vjp

    def label(self, index: int) -> str:
        return self.names[index] if index < len(self.names) else f"input {index}"


class _NoFloatOutputs(Exception):
    pass


NoFloatOutputs = _NoFloatOutputs


def float_outputs(expected) -> list[int]:
    """Positions of the float leaves (arrays or Python floats) of a host reference."""
    import numpy as np
    from jax.tree_util import tree_leaves

    out = []
    for i, leaf in enumerate(tree_leaves(expected)):
        if isinstance(leaf, (float, complex)) and not isinstance(leaf, bool):
            out.append(i)
        elif isinstance(leaf, (np.ndarray, np.generic)) and np.dtype(leaf.dtype).kind in "fc":
            out.append(i)
    return out


def _cotangent(jax, out):
    """0.5 .. 1.5 across the leaf: fixed, and not constant (a constant hides permutations)."""
    jnp = jax.numpy
    size = max(int(out.size), 1)
    values = jnp.linspace(0.5, 1.5, size, dtype=jnp.float32)[:out.size]
    return values.reshape(out.shape).astype(out.dtype)


def _name(path) -> str:
    """`x`, `params[0][1]`: the argument (by position or keyword) and where in it."""
    from jax.tree_util import keystr

    if not path:
        return "input"
    head = path[0]
    index = getattr(head, "idx", None)
    if index == 0 and len(path) >= 2:  # positional arguments
        pos = getattr(path[1], "idx", None)
        return f"argument {pos}" + keystr(tuple(path[2:]))
    if index == 1 and len(path) >= 2:
        key = getattr(path[1], "key", None)
        return f"argument {key!r}" + keystr(tuple(path[2:]))
    return keystr(tuple(path))
