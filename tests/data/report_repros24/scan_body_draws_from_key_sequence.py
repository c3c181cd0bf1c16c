# Thread: https://github.com/jax-ml/jax/pull/1133
# Shape: a key-sequence helper splits the key it keeps on `self`; a lax.scan body draws through it, so the sequence keeps the scan's traced key and the next draw after the scan meets it
# expect: UnexpectedTracerError at line 13
import jax
import jax.numpy as jnp


class PRNGKeySequence:
    def __init__(self, seed):
        self._key = jax.random.PRNGKey(seed)

    def next_key(self):
        self._key, subkey = jax.random.split(self._key)
        return subkey


keys = PRNGKeySequence(0)


def noisy_step(x, _):
    x = x + 0.1 * jax.random.normal(keys.next_key(), x.shape)
    return x, x


final, path = jax.lax.scan(noisy_step, jnp.zeros(2), None, length=5)
print(path.shape)
print(jax.random.normal(keys.next_key(), (2,)))
