# Thread: https://github.com/ChrisWaites/jax-flows/issues/12
# Shape: a rational-quadratic spline copies its tails through with jax.ops.index_update and a boolean mask
# expect: AttributeError at line 11
import jax
import jax.numpy as jnp


def unconstrained_rqs(inputs, tail_bound=3.0):
    inside_intvl_mask = (inputs >= -tail_bound) & (inputs <= tail_bound)
    outputs = jnp.zeros_like(inputs)
    outputs = jax.ops.index_update(outputs, ~inside_intvl_mask, inputs[~inside_intvl_mask])
    return outputs, inside_intvl_mask


print(unconstrained_rqs(jnp.array([-5.0, 0.5, 4.0])))
