# Thread: https://github.com/jax-ml/jax/issues/4615
# Shape: the recommended `jax.debug.print` in the same energy function
# expect: ok
import jax
import jax.numpy as jnp


def total_energy(positions):
    ret = jnp.sum(positions ** 2) - 1.0
    jax.debug.print("JUtotal: {}", ret)
    return ret


forces = jax.grad(total_energy)(jnp.ones(3))
