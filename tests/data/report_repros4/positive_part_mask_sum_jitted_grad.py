# Thread: https://github.com/jax-ml/jax/pull/6186
# Shape: the sum of the positive entries written as boolean indexing by a comparison, in a jitted gradient
# expect: NonConcreteBooleanIndexError at line 10
import jax
import jax.numpy as jnp


def hinge_total(x):
    margins = 1.0 - x
    return margins[margins > 0].sum()


jax.jit(jax.grad(hinge_total))(jnp.array([0.5, 2.0, -1.0]))
