from functools import partial

import haiku as hk
import jax.numpy as jnp
import numpy as np


def forward_fn(width, x):
    h = hk.Linear(width)(x)
    h = jnp.maximum(h, 0.0) * np.sqrt(width)
    return hk.Linear(1)(h)


def make_net(width):
    return hk.without_apply_rng(hk.transform(partial(forward_fn, width)))
