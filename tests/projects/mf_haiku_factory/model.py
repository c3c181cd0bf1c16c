from functools import partial

import haiku as hk
import numpy as np


def forward_fn(width, x):
    h = hk.Linear(width)(x)
    h = np.maximum(h, 0.0)  # expect: JAX501
    return hk.Linear(1)(h)


def make_net(width):
    return hk.without_apply_rng(hk.transform(partial(forward_fn, width)))
