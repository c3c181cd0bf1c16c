# Thread: https://github.com/pyro-ppl/numpyro/pull/2206
# Shape: a Multinomial distribution object stores `total_count` and its `sample` method draws that many categorical samples (`shape=(self.total_count,)`); the simulator builds the distribution inside a jitted function from its traced `total_count` argument, so the sample shape holds a tracer
# expect: TypeError at line 16
import jax
import jax.numpy as jnp


class Multinomial:
    def __init__(self, total_count, probs):
        self.total_count = total_count
        self.probs = probs
        self.event_shape = jnp.shape(probs)[-1:]

    def sample(self, key):
        logits = jnp.log(self.probs)
        draws = jax.random.categorical(key, logits, shape=(self.total_count,))
        return jnp.bincount(draws, length=self.event_shape[0])


@jax.jit
def simulate_counts(key, total_count, probs):
    return Multinomial(total_count, probs).sample(key)


print(simulate_counts(jax.random.PRNGKey(0), 10, jnp.array([0.2, 0.3, 0.5])))
