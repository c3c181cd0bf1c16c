from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

SCALES = [1.0, 0.5, 0.25]


@partial(jax.jit, static_argnames=("config",))
def forward(x, config):
    act = getattr(jnp, config.activation)
    for i, w in enumerate(config.widths):
        x = act(x[..., :w]) * SCALES[i]
    n = np.prod(x.shape)
    return x.reshape(n)
