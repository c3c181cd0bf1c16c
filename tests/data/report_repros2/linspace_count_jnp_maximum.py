# Thread: https://github.com/jax-ml/jax/issues/5208
# Shape: `jnp.linspace` with a point count computed by `jnp.maximum`/`jnp.abs` of local constants
# expect: ConcretizationTypeError at line 12
import jax
import jax.numpy as jnp


@jax.jit
def grid2():
    t0, tf, dt = 0., 1., 1e-1
    num_steps = jnp.maximum(jnp.abs((tf - t0) / dt), 1)
    ts = jnp.linspace(t0, tf, num_steps + 1)
    return ts


print(grid2())
