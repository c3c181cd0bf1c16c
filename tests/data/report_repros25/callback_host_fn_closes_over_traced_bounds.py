# Thread: https://github.com/jkitchin/pounce/issues/740
# Shape: a solver wraps a host routine in jax.pure_callback and the host function closes over the bounds; built with jnp inside the jitted caller they are tracers captured by the closure, and when the compiled function runs the host function's np.asarray on them fails (TracerArrayConversionError inside the callback, raised as JaxRuntimeError at the call)
# expect: JaxRuntimeError at line 22; cause line 11
import jax
import jax.numpy as jnp
import numpy as np


def solve(p, lb, ub):
    def host_call(p_np):
        return np.clip(p_np, np.asarray(lb), np.asarray(ub)).astype(np.float32)

    return jax.pure_callback(host_call, jax.ShapeDtypeStruct(p.shape, p.dtype), p)


@jax.jit
def objective(p):
    x = solve(p, jnp.full(2, -1.0), jnp.full(2, 1.0))
    return jnp.sum(x**2)


print(objective(jnp.array([3.0, -0.5])))
