"""Whether every call of a jitted function hands a parameter a value jit cannot trace but can
hash (a string, a function, an instance of an ordinary class: JAX811). Each such call raises
TypeError as written, so no call of the function runs today: marking the parameter static
changes nothing that ran, and the mark is a safe fix."""

from __future__ import annotations

import libcst as cst


def every_call_passes_objects(ctx, call: cst.Call, parameter: str) -> bool:
    """True when the project's uses of the jitted function `call` reaches are all calls in this
    module (ModuleContext `ctx`), each passing `parameter` a hashable value jit cannot trace."""
    sites = ctx.jitted_call_sites(call, parameter)
    if not sites:
        return False
    module = ctx.module.node
    for site in sites:
        if not isinstance(site.node, cst.Call) or site.module is not module:
            return False  # handed on, or called from another module: callers unseen here
        if not any(traced.parameter == parameter and why.hashable
                   for traced, why in ctx.non_array_arguments(site.node)):
            return False
    return True
