# Thread: https://github.com/jax-ml/jax/issues/470
# Shape: the maintainer's answer: with jax_enable_x64 set, dtype=float64 is honoured
# expect: ok
import jax
import jax.numpy as np
from jax import random

jax.config.update("jax_enable_x64", True)

x = random.uniform(random.PRNGKey(0), (1000,), dtype=np.float64)
print(x.dtype)
