# Thread: https://github.com/ChrisWaites/jax-flows/issues/12
# Shape: the tails copied through with a three-argument jnp.where instead
# expect: ok
import jax
import jax.numpy as jnp


def unconstrained_rqs(inputs, tail_bound=3.0):
    inside_intvl_mask = (inputs >= -tail_bound) & (inputs <= tail_bound)
    outputs = jnp.where(inside_intvl_mask, 0.0, inputs)
    return outputs, inside_intvl_mask


print(jax.jit(unconstrained_rqs)(jnp.array([-5.0, 0.5, 4.0])))
