# Thread: https://github.com/google-deepmind/distrax/issues/64
# Shape: the normalised logits are computed in the constructor, outside any trace
# expect: ok
import jax
import jax.numpy as jnp


class Categorical:
    def __init__(self, logits):
        self.logits = logits
        self._log_probs = jax.nn.log_softmax(logits)

    def log_prob(self, value):
        return self._log_probs[value]


def unroll(dist, actions):
    def step(carry, a):
        lp = dist.log_prob(a)
        return carry + lp, lp
    return jax.lax.scan(step, 0.0, actions)


dist = Categorical(jnp.array([0.1, 0.5, 0.4]))
total, _ = unroll(dist, jnp.array([0, 2, 1]))
print(dist.log_prob(1))
