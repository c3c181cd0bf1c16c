"""A draw from NumPy's global random state in traced code (JAX303: sampled once, at trace time,
and every run of the compiled code reuses those numbers) -> the same draw made on the host at
every run, through `jax.experimental.io_callback`:

    x + np.random.normal(size=x.shape)
    ->  x + jax.experimental.io_callback(partial(np.random.normal, size=x.shape),
                                         jax.ShapeDtypeStruct(np.broadcast_shapes(x.shape), jnp.result_type(float)),
                                         ordered=True)

The callback draws from the same generator the eager code draws from, in the same order
(`ordered=True`), so a seeded program gets the numbers it got without jit. `partial` binds the
arguments when the function is traced (as the trace read them); the result has the shape `size=`
says and NumPy's float (or int) kind at JAX's default precision. Only for draws spelling
`size=` with every argument a plain (not starred) static value; not under pmap or shard_map.

Unsafe: the host round trip costs a transfer per run, the draws stay NumPy's (no key), and a
float64 draw is rounded to float32 before the arithmetic that used it (without x64).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for

_FLOAT_DRAWS = frozenset({
    "beta", "chisquare", "exponential", "gamma", "gumbel", "laplace", "logistic", "lognormal", "normal", "random",
    "random_sample", "ranf", "rayleigh", "sample", "standard_cauchy", "standard_exponential", "standard_gamma",
    "standard_normal", "standard_t", "triangular", "uniform", "vonmises", "wald", "weibull",
})
_INT_DRAWS = frozenset({"binomial", "geometric", "poisson", "randint"})


def host_draw_fix(ctx, call: cst.Call, module: str, draw: str) -> PendingFix | None:
    """`call` is `np.random.<draw>(...)` (module "numpy.random"), no argument traced."""
    if module != "numpy.random" or draw not in _FLOAT_DRAWS | _INT_DRAWS:
        return None
    if any(name in (ctx.via or "") for name in ("pmap", "shard_map", "xmap")):
        return None
    if any(a.star for a in call.args) or any(a.keyword is not None and a.keyword.value == "dtype" for a in call.args):
        return None
    size = [a for a in call.args if a.keyword is not None and a.keyword.value == "size"]
    if len(size) != 1:
        return None
    names = [name_for(ctx.module, target) for target in ("jax", "functools.partial", "numpy", "jax.numpy")]
    if any(spelled is None for spelled, _ in names):
        return None
    (jax, _), (partial, _), (np, _), (jnp, _) = names
    arguments = ", ".join(code(a.value).strip() if a.keyword is None else f"{a.keyword.value}={code(a.value).strip()}"
                          for a in call.args)
    kind = "float" if draw in _FLOAT_DRAWS else "int"
    text = (f"{jax}.experimental.io_callback({partial}({code(call.func).strip()}, {arguments}), "
            f"{jax}.ShapeDtypeStruct({np}.broadcast_shapes({code(size[0].value).strip()}), {jnp}.result_type({kind})), "
            f"ordered=True)")
    # each import statement once (jax before jax.numpy where both are added)
    imports = {edit.content: edit for _, edit in names if edit is not None}
    return PendingFix(f"Draw on the host at every run (jax.experimental.io_callback, ordered): the compiled code "
                      f"then gets new numbers from NumPy's generator each time, as the eager code did",
                      [NodeEdit(call, text), *reversed(imports.values())], Applicability.UNSAFE)

