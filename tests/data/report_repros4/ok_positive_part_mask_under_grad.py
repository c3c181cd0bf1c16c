# Thread: https://github.com/jax-ml/jax/pull/6186
# Shape: boolean indexing by a comparison inside plain jax.grad: the primal stays concrete, so the mask is too
# expect: ok
import jax
import jax.numpy as jnp


def hinge_total(x):
    margins = 1.0 - x
    return margins[margins > 0].sum()


jax.grad(hinge_total)(jnp.array([0.5, 2.0, -1.0]))
