# Thread: https://github.com/jax-ml/jax/pull/1133
# Shape: the keys for the scan are split from the sequence before it and scanned over, so the body consumes its own key and the sequence stays concrete
# expect: ok
import jax
import jax.numpy as jnp


class PRNGKeySequence:
    def __init__(self, seed):
        self._key = jax.random.PRNGKey(seed)

    def next_key(self):
        self._key, subkey = jax.random.split(self._key)
        return subkey


keys = PRNGKeySequence(0)


def noisy_step(x, key):
    x = x + 0.1 * jax.random.normal(key, x.shape)
    return x, x


step_keys = jax.random.split(keys.next_key(), 5)
final, path = jax.lax.scan(noisy_step, jnp.zeros(2), step_keys)
print(path.shape)
print(jax.random.normal(keys.next_key(), (2,)))
