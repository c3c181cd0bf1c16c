# Thread: https://github.com/jax-ml/jax/pull/689
# Shape: dimensions made static, but the jitted builder still returns a Python closure
# expect: TypeError at line 23
from functools import partial

import jax.numpy as np
from jax import jit
from jax import random


@partial(jit, static_argnums=(0, 1))
def feature_map(n, d, sigma=1.0, seed=123):
    key = random.PRNGKey(seed)
    k1, k2, k3 = random.split(key, 3)
    W = random.normal(k1, (d, n)) / sigma
    w = random.normal(k2, (d, )) / sigma
    b = 2 * np.pi * random.uniform(k3, (d, ))

    phi = lambda x, t: np.sqrt(2.0 / d) * np.cos(np.matmul(W, x) + w*t + b)
    return phi


phi = feature_map(5, 3)
print(phi(np.ones(5), 0.5))
