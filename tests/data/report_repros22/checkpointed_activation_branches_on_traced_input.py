# Thread: https://github.com/jax-ml/jax/pull/24516
# Shape: a rematerialised layer `jax.checkpoint(..., static_argnums=(1,))` marks its mode flag static but branches in Python on the dynamic input (`if x > 0`), which checkpoint traces
# expect: TracerBoolConversionError at line 12
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.checkpoint, static_argnums=(1,))
def activation(x, mode):
    if x > 0:
        return x if mode == "linear" else jnp.sqrt(x)
    return jnp.sin(x)


def layer(params, xs):
    return jnp.stack([activation(params * x, "linear") for x in xs])


print(jax.grad(lambda p: layer(p, jnp.asarray([3.0, -1.0])).sum())(1.5))
