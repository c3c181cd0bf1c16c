# Thread: https://github.com/jax-ml/jax/issues/5208
# Shape: `jnp.linspace` with a point count from local Python ints
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def grid1():
    t0, tf, num_steps = 0., 1., 10
    ts = jnp.linspace(t0, tf, num_steps + 1)
    return ts


print(grid1())
