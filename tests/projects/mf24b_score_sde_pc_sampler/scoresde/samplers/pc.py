"""Predictor-corrector sampling from the prior at t=1 down to t=eps, in one scan."""
import jax
import jax.numpy as jnp

from .correctors import CORRECTORS
from .predictors import PREDICTORS


class PCSampler:
    def __init__(self, sde, net, cfg, eps=1e-3):
        self.sde, self.net, self.cfg, self.eps = sde, net, cfg, eps
        self.predictor = PREDICTORS[cfg.predictor](sde)
        self.corrector = CORRECTORS[cfg.corrector](sde, cfg.snr)
        self._sample = jax.jit(self.sample, static_argnums=2)

    def score(self, params, x, t):
        _, std = self.sde.marginal_prob(jnp.zeros(()), t)
        return jax.vmap(self.net, (None, 0, None, None))(params, x, t, std)

    def sample(self, params, key, count):
        key, sub = jax.random.split(key)
        x = self.sde.prior_sample(sub, (count, 2))
        times = jnp.linspace(1.0, self.eps, self.cfg.steps)
        dt = (1.0 - self.eps) / self.cfg.steps

        def body(x, inputs):
            t, key = inputs
            k1, k2 = jax.random.split(key)
            x = self.corrector(k1, x, t, self.score(params, x, t))
            x = self.predictor(k2, x, t, dt, self.score(params, x, t))
            return x, None

        x, _ = jax.lax.scan(body, x, (times, jax.random.split(key, self.cfg.steps)))
        return x

    def __call__(self, params, key, count):
        return self._sample(params, key, count)
