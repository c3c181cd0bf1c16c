# Thread: https://github.com/jax-ml/jax/pull/6186
# Shape: the same sum written with the three-argument jnp.where, in a jitted gradient
# expect: ok
import jax
import jax.numpy as jnp


def hinge_total(x):
    margins = 1.0 - x
    return jnp.where(margins > 0, margins, 0.0).sum()


jax.jit(jax.grad(hinge_total))(jnp.array([0.5, 2.0, -1.0]))
