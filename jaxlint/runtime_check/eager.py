"""Eager stand-ins for the transforms that still trace under `jax.disable_jit()` (runs in the worker).

The reference is the original run eagerly, but `jax.disable_jit()` does not stop `vmap` or
`checkpoint` from tracing, so an original whose vmapped body has Python control flow on a
mapped value raises even eagerly: there would be no reference for exactly the code a fix
repairs. While jit is disabled, the functions these wrappers return first try the real
transform and, when it raises, apply the function row by row (vmap: slice every mapped
argument, call, stack the outputs along `out_axes`) or directly (checkpoint: an identity on
values). With jit enabled they are the real transform, untouched, so the compiled run is what
the user's code does. `install` is called before any user code is imported, so
`from jax import vmap` picks the wrappers up too.
"""

from __future__ import annotations

import functools


def install(jax) -> None:
    if getattr(jax.vmap, "_jaxlint_eager", False):
        return
    jax.vmap = _eager_vmap(jax, jax.vmap)
    jax.checkpoint = _eager_checkpoint(jax, jax.checkpoint)
    jax.remat = _eager_checkpoint(jax, jax.remat)


def _disabled(jax) -> bool:
    return bool(jax.config.jax_disable_jit)


def _eager_vmap(jax, real):
    @functools.wraps(real)
    def vmap(fun, in_axes=0, out_axes=0, axis_name=None, axis_size=None, spmd_axis_name=None, **kwargs):
        batched = real(fun, in_axes=in_axes, out_axes=out_axes, axis_name=axis_name, axis_size=axis_size,
                       spmd_axis_name=spmd_axis_name, **kwargs)
        if axis_name is not None or spmd_axis_name is not None:
            return batched  # collectives over the axis have no row-by-row meaning

        @functools.wraps(fun)
        def wrapper(*args, **kw):
            if not _disabled(jax):
                return batched(*args, **kw)
            try:
                return batched(*args, **kw)
            except Exception as exc:  # noqa: BLE001 - e.g. Python control flow on a mapped value
                try:
                    return _per_row(jax, fun, in_axes, out_axes, axis_size, args, kw)
                except Exception as row_exc:  # noqa: BLE001 - genuinely failing code: its own error
                    raise row_exc from exc
        wrapper._jaxlint_eager = True
        return wrapper
    vmap._jaxlint_eager = True
    return vmap


def _per_row(jax, fun, in_axes, out_axes, axis_size, args, kwargs):
    from jax._src.api_util import flatten_axes

    tree_util, jnp = jax.tree_util, jax.numpy
    if isinstance(in_axes, list):
        in_axes = tuple(in_axes)
    leaves, tree = tree_util.tree_flatten((args, kwargs), is_leaf=lambda x: x is None)
    axes = flatten_axes("vmap in_axes", tree, (in_axes, 0), kws=True)
    sizes = {jnp.shape(leaf)[axis] for leaf, axis in zip(leaves, axes) if axis is not None}
    if axis_size is not None:
        sizes.add(axis_size)
    if len(sizes) != 1:
        raise ValueError(f"vmap got inconsistent sizes for the mapped axis: {sorted(sizes)}")
    n = sizes.pop()
    if n == 0:
        raise ValueError("vmap over an axis of size 0 cannot be run row by row")
    outputs = []
    for i in range(n):
        row = [leaf if axis is None else jnp.take(leaf, i, axis=axis) for leaf, axis in zip(leaves, axes)]
        row_args, row_kwargs = tree_util.tree_unflatten(tree, row)
        outputs.append(fun(*row_args, **row_kwargs))
    flat = [tree_util.tree_flatten(out) for out in outputs]
    out_tree = flat[0][1]
    out_axes_flat = flatten_axes("vmap out_axes", out_tree, out_axes)
    stacked = []
    for j, axis in enumerate(out_axes_flat):
        column = [leaves_i[j] for leaves_i, _ in flat]
        stacked.append(column[0] if axis is None else jnp.stack(column, axis=axis))
    return tree_util.tree_unflatten(out_tree, stacked)


def _eager_checkpoint(jax, real):
    @functools.wraps(real)
    def checkpoint(fun, *args, **kwargs):
        wrapped = real(fun, *args, **kwargs)

        @functools.wraps(fun)
        def wrapper(*a, **kw):
            if not _disabled(jax):
                return wrapped(*a, **kw)
            try:
                return wrapped(*a, **kw)
            except Exception:  # noqa: BLE001 - checkpoint only changes what autodiff keeps
                return fun(*a, **kw)
        return wrapper
    return checkpoint
