# Thread: https://github.com/jax-ml/jax/issues/2956
# Shape: the number of steps is static (static_argnums), so fori_loop lowers to scan
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax


def simulate(theta, n_steps):
    def body(i, x):
        return x + theta * jnp.sin(x)

    return lax.fori_loop(0, n_steps, body, 1.0)


grad_fn = jax.jit(jax.grad(simulate), static_argnums=1)
print(grad_fn(0.5, 10))
