# Thread: https://github.com/araffin/sbx/issues/45
# Shape: an agent class calls its jitted `_train` with `self.key`; `_train` splits the key and returns the new one, but `train` discards it, so every update consumes the same key (the key-reuse checker on)
# expect: KeyReuseError at line 25
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class SAC:
    def __init__(self, seed):
        self.key = jax.random.key(seed)
        self.params = jnp.zeros(3)

    @staticmethod
    @jax.jit
    def _train(params, key, batch):
        key, noise_key = jax.random.split(key)
        noise = 0.1 * jax.random.normal(noise_key, params.shape)
        grad = jnp.mean(batch, axis=0) + noise
        return params - 0.01 * grad, key

    def train(self, batch, gradient_steps):
        for _ in range(gradient_steps):
            self.params, _ = self._train(self.params, self.key, batch)


agent = SAC(0)
agent.train(jnp.ones((8, 3)), gradient_steps=2)
print(agent.params)
