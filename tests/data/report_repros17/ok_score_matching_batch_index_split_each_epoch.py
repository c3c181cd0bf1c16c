# Thread: https://github.com/gchq/coreax/issues/373
# Shape: `match()` as the issue asks: each epoch splits the stored key and hands only the fresh subkey to the jitted step (`self.random_key, step_key = random.split(self.random_key)`; the key-reuse checker on)
# expect: ok
import jax
import jax.numpy as jnp
from jax import random

jax.config.update("jax_debug_key_reuse", True)


@jax.jit
def train_step(params, x, key):
    idx = random.randint(key, (2,), 0, x.shape[0])
    batch = x[idx]
    grad = jax.grad(lambda p: jnp.mean((batch @ p) ** 2))(params)
    return params - 0.1 * grad


class SlicedScoreMatching:
    def __init__(self, random_key, num_epochs=3):
        self.random_key = random_key
        self.num_epochs = num_epochs

    def match(self, x):
        params = jnp.ones((x.shape[1],))
        for _ in range(self.num_epochs):
            self.random_key, step_key = random.split(self.random_key)
            params = train_step(params, x, step_key)
        return params


matcher = SlicedScoreMatching(random.key(0))
print(matcher.match(jnp.arange(12.0).reshape(6, 2)))
