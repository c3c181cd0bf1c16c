# Thread: https://github.com/jax-ml/jax/issues/648
# Shape: `random.randint` with a shape from a traced sample count
# expect: TypeError at line 10
import jax
from jax import random


@jax.jit
def sample(key, N):
    return random.randint(key, (N,), 0, 10)


sample(random.PRNGKey(0), 5)
