# Thread: https://github.com/jax-ml/jax/pull/24516
# Shape: the same rematerialised layer with the branch on the dynamic input written as `jnp.where`, the static flag still chosen in Python
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.checkpoint, static_argnums=(1,))
def activation(x, mode):
    positive = x if mode == "linear" else jnp.sqrt(jnp.abs(x))
    return jnp.where(x > 0, positive, jnp.sin(x))


def layer(params, xs):
    return jnp.stack([activation(params * x, "linear") for x in xs])


print(jax.grad(lambda p: layer(p, jnp.asarray([3.0, -1.0])).sum())(1.5))
