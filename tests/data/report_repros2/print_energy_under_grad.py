# Thread: https://github.com/jax-ml/jax/issues/4615
# Shape: print-debugging the return value of an energy function that `grad` differentiates
# expect: printed-tracer at line 10
import jax
import jax.numpy as jnp


def total_energy(positions):
    ret = jnp.sum(positions ** 2) - 1.0
    print("JUtotal: ", ret)
    return ret


forces = jax.grad(total_energy)(jnp.ones(3))
