# Thread: https://github.com/gchq/coreax/issues/375
# Shape: a sliced score-matching class keeps its key on `self.random_key`; the per-noise-level body perturbs the inputs with `random.normal(self.random_key, x.shape)`, and a loop calls the body once per noise level, so every level gets the same perturbation (the key-reuse checker on)
# expect: KeyReuseError at line 23
import jax
import jax.numpy as jnp
from jax import random

jax.config.update("jax_debug_key_reuse", True)


class SlicedScoreMatching:
    def __init__(self, random_key, num_noise_models=3, sigma=1.0, gamma=0.95):
        self.random_key = random_key
        self.num_noise_models = num_noise_models
        self.sigma = sigma
        self.gamma = gamma

    def _loss(self, x_perturbed, x):
        return jnp.mean((x_perturbed - x) ** 2)

    def _noise_conditional_loop_body(self, i, obj, x):
        sigma_i = self.sigma * self.gamma**i
        x_perturbed = x + sigma_i * random.normal(self.random_key, x.shape)
        return obj + sigma_i**2 * self._loss(x_perturbed, x)

    def match(self, x):
        obj = 0.0
        for i in range(self.num_noise_models):
            obj = self._noise_conditional_loop_body(i, obj, x)
        return obj


matcher = SlicedScoreMatching(random.key(0))
print(matcher.match(jnp.ones((4, 2))))
