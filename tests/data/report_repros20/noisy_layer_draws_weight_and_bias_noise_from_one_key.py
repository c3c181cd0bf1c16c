# Thread: https://github.com/google/dopamine/issues/189
# Shape: a NoisyNet dense layer holding its `rng_key` as a field; the weight noise and the bias noise are both drawn from that one key (the key-reuse checker on)
# expect: KeyReuseError at line 20; cause line 19
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class NoisyDense:
    def __init__(self, rng_key, in_features, features):
        self.rng_key = rng_key
        self.mu_w = jnp.ones((in_features, features)) * 0.1
        self.sigma_w = jnp.ones((in_features, features)) * 0.01
        self.mu_b = jnp.zeros(features)
        self.sigma_b = jnp.ones(features) * 0.01

    def __call__(self, x):
        eps_w = jax.random.normal(self.rng_key, self.mu_w.shape)
        eps_b = jax.random.normal(self.rng_key, self.mu_b.shape)
        w = self.mu_w + self.sigma_w * eps_w
        b = self.mu_b + self.sigma_b * eps_b
        return x @ w + b


layer = NoisyDense(jax.random.key(1), in_features=10, features=3)
print(layer(jnp.ones(10)))
