# Thread: https://github.com/jax-ml/jax/pull/9549
# Shape: a sampling helper validates, before drawing without replacement, that the probability vector has enough nonzero entries (jnp.count_nonzero); called from a jitted batch sampler the probabilities are traced and the `if` on the count raises
# expect: TracerBoolConversionError at line 9
import jax
import jax.numpy as jnp


def choice_without_replacement(key, population, n_draws, p):
    if jnp.count_nonzero(p) < n_draws:
        raise ValueError("not enough nonzero probabilities to draw without replacement")
    return jax.random.choice(key, population, (n_draws,), replace=False, p=p)


class BatchSampler:
    def __init__(self, population, n_draws):
        self.population = population
        self.n_draws = n_draws

    def sample(self, key, probs):
        return choice_without_replacement(key, self.population, self.n_draws, probs)


sampler = BatchSampler(population=6, n_draws=3)
draw = jax.jit(sampler.sample)
print(draw(jax.random.key(0), jnp.full(6, 1.0 / 6)))
