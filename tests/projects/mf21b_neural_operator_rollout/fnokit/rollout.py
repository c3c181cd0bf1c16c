"""Autoregressive rollout of a one-step surrogate with lax.scan, jitted in the constructor."""
import jax
import jax.numpy as jnp


class Rollout:
    def __init__(self, model, normalizer, n_steps, blowup):
        self.model, self.normalizer = model, normalizer
        self.n_steps, self.blowup = n_steps, blowup
        self._run = jax.jit(self._scan)

    def _step(self, params, u):
        z = self.normalizer.encode(u)
        u_next = self.normalizer.decode(z + self.model(params, z))
        if jnp.abs(u_next).max() > self.blowup:  # expect: JAX101
            u_next = jnp.zeros_like(u_next)
        return u_next, u_next

    def _scan(self, params, u0):
        _, states = jax.lax.scan(lambda u, _: self._step(params, u), u0, None, length=self.n_steps)
        return states

    def __call__(self, params, u0):
        return self._run(params, u0)
