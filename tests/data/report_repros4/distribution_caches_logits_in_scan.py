# Thread: https://github.com/google-deepmind/distrax/issues/64
# Shape: a distribution object computes its normalised logits lazily and caches them on self; it is first used inside a scan body
# expect: UnexpectedTracerError at line 16; cause line 15
import jax
import jax.numpy as jnp


class Categorical:
    def __init__(self, logits):
        self.logits = logits
        self._log_probs = None

    def log_prob(self, value):
        if self._log_probs is None:
            self._log_probs = jax.nn.log_softmax(self.logits)
        return self._log_probs[value]


def unroll(dist, actions):
    def step(carry, a):
        lp = dist.log_prob(a)
        return carry + lp, lp
    return jax.lax.scan(step, 0.0, actions)


dist = Categorical(jnp.array([0.1, 0.5, 0.4]) * jnp.ones(3))
total, _ = unroll(dist, jnp.array([0, 2, 1]))
print(dist.log_prob(1))
