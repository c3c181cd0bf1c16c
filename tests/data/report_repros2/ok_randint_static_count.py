# Thread: https://github.com/jax-ml/jax/issues/648
# Shape: the maintainers' fix: the sample count is a static argument
# expect: ok
from functools import partial

import jax
from jax import random


@partial(jax.jit, static_argnums=1)
def sample(key, N):
    return random.randint(key, (N,), 0, 10)


sample(random.PRNGKey(0), 5)
