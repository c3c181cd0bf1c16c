"""Pallas kernels: functions of array references, not of arrays.

`pl.pallas_call(kernel, ...)(x)`, `@functools.partial(plgpu.kernel, ...)`: Pallas calls the
kernel with references to buffers (`o_ref[...] = x_ref[...] + 1` writes the output), so its
parameters are no arrays a transform traces, even when `@jax.jit` sits on the kernel or around
the wrapper Pallas builds. A test's own wrapper spelled `self.pallas_call(kernel, ...)` counts too.
"""

from __future__ import annotations

from typing import Callable

import libcst as cst

_FACTORIES = ("pallas_call", "kernel", "core_map")
_ROOTS = ("jax.experimental.pallas", "jax._src.pallas")


def builds_kernel(expr: cst.BaseExpression, qualname: Callable[[cst.BaseExpression], str | None]) -> bool:
    """`expr` (a decorator or a called function) makes a Pallas kernel of the function it is
    given: a Pallas kernel factory, `functools.partial` of one, or a method named `pallas_call`."""
    if isinstance(expr, cst.Call):
        if (qualname(expr.func) or "") != "functools.partial" or not expr.args:
            return False
        expr = expr.args[0].value
    qual = qualname(expr) or ""
    if qual.startswith(_ROOTS) and qual.rsplit(".", 1)[-1] in _FACTORIES:
        return True
    return isinstance(expr, cst.Attribute) and expr.attr.value == "pallas_call"
