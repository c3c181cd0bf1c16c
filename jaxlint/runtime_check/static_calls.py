"""Call sites the worker cannot evaluate that pass an array to a parameter the rewrite made static.

`static_argnames` fixes a flag or size parameter that some caller passes as a Python value;
another caller may pass an array there (`f(x, jnp.sum(mask))`), and after the rewrite
`jax.jit` raises "Non-hashable static arguments are not supported" for it. Call sites whose
arguments pass the whitelist are simply run by the worker; this looks at the others, and
only says something when the argument is surely an array: a `jax.numpy` or `jax.random`
call (a name assigned once from one counts too), except the few that return Python values.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import dotted_name
from jaxlint.runtime_check.callsites import CallSite, FileCalls
from jaxlint.runtime_check.examples import call_names
from jaxlint.runtime_check.targets import Target, all_positional

_NOT_ARRAYS = frozenset({"shape", "ndim", "size", "dtype", "result_type", "iinfo", "finfo", "issubdtype", "isdtype",
                         "promote_types", "can_cast", "isscalar", "iscomplexobj", "isrealobj", "save", "savez",
                         "load", "printoptions", "set_printoptions", "get_printoptions"})


def arrays_to_static(target: Target, newly_static: set[str], module_name: str, own: FileCalls,
                     others: list[FileCalls]) -> list[str]:
    """One message per unevaluable call site that passes an array to a parameter in `newly_static`."""
    if not newly_static or target.is_method:
        return []
    params = [p.name.value for p in all_positional(target)]
    problems = []
    for calls, local in [(own, True)] + [(o, False) for o in others]:
        for site in calls.calls_to(module_name, call_names(target), local):
            if calls.render(site) is not None:
                continue  # the worker runs this one
            for position, arg in enumerate(a for a in site.call.args if a.keyword is None and not a.star):
                name = params[position] if position < len(params) else None
                _check(problems, calls, site, name, arg.value, newly_static)
            for arg in site.call.args:
                if arg.keyword is not None:
                    _check(problems, calls, site, arg.keyword.value, arg.value, newly_static)
    return problems


def _check(problems: list[str], calls: FileCalls, site: CallSite, name: str | None, expr, static: set[str]) -> None:
    if name in static and _surely_array(calls, site, expr):
        code = cst.Module([]).code_for_node(expr)
        problems.append(f"call site {calls.filename}:{site.line} passes an array ({code}) to '{name}', which the "
                        f"rewrite made static: jax.jit raises ValueError (non-hashable static argument) there")


def _surely_array(calls: FileCalls, site: CallSite, expr, depth: int = 0) -> bool:
    if depth > 4:
        return False
    if isinstance(expr, cst.Name):
        value = site.scope.lookup(expr.value)
        return value is not None and _surely_array(calls, site, value, depth + 1)
    if not isinstance(expr, cst.Call):
        return False
    dotted = dotted_name(expr.func)
    qual = calls.imports.resolve(dotted) if dotted else None
    if qual is None:
        return False
    if qual.startswith("jax.random."):
        return True
    return qual.startswith("jax.numpy.") and qual.count(".") == 2 and qual.rsplit(".", 1)[1] not in _NOT_ARRAYS
