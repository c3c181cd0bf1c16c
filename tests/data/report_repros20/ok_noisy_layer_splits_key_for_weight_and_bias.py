# Thread: https://github.com/google/dopamine/issues/189
# Shape: the reporter's rewrite: the layer is called with a fresh key each time and splits it into one key per noise draw (the key-reuse checker on)
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class NoisyDense:
    def __init__(self, in_features, features):
        self.mu_w = jnp.ones((in_features, features)) * 0.1
        self.sigma_w = jnp.ones((in_features, features)) * 0.01
        self.mu_b = jnp.zeros(features)
        self.sigma_b = jnp.ones(features) * 0.01

    def __call__(self, x, rng_key):
        key_w, key_b = jax.random.split(rng_key)
        eps_w = jax.random.normal(key_w, self.mu_w.shape)
        eps_b = jax.random.normal(key_b, self.mu_b.shape)
        w = self.mu_w + self.sigma_w * eps_w
        b = self.mu_b + self.sigma_b * eps_b
        return x @ w + b


layer = NoisyDense(in_features=10, features=3)
key = jax.random.key(1)
for _ in range(2):
    key, sub = jax.random.split(key)
    print(layer(jnp.ones(10), sub))
