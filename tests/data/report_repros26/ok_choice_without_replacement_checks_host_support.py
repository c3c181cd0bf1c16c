# Thread: https://github.com/jax-ml/jax/pull/9549
# Shape: the support check runs on the host (NumPy) before the jitted draw, which only samples
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def check_support(p, n_draws):
    if np.count_nonzero(np.asarray(p)) < n_draws:
        raise ValueError("not enough nonzero probabilities to draw without replacement")


class BatchSampler:
    def __init__(self, population, n_draws):
        self.population = population
        self.n_draws = n_draws

    def sample(self, key, probs):
        return jax.random.choice(key, self.population, (self.n_draws,), replace=False, p=probs)


sampler = BatchSampler(population=6, n_draws=3)
draw = jax.jit(sampler.sample)
probs = jnp.full(6, 1.0 / 6)
check_support(probs, sampler.n_draws)
print(draw(jax.random.key(0), probs))
