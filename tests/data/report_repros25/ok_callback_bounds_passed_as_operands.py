# Thread: https://github.com/jkitchin/pounce/issues/740
# Shape: the bounds are passed to pure_callback as operands, so the host function receives concrete NumPy arrays
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def solve(p, lb, ub):
    def host_call(p_np, lb_np, ub_np):
        return np.clip(p_np, lb_np, ub_np).astype(np.float32)

    return jax.pure_callback(host_call, jax.ShapeDtypeStruct(p.shape, p.dtype), p, lb, ub)


@jax.jit
def objective(p):
    x = solve(p, jnp.full(2, -1.0), jnp.full(2, 1.0))
    return jnp.sum(x**2)


print(objective(jnp.array([3.0, -0.5])))
