"""Samplers run the reverse chain in a jitted lax.scan; subclasses give one step."""
import abc

import jax
import jax.numpy as jnp


class Sampler(abc.ABC):
    def __init__(self, model, schedule, num_steps):
        self.model, self.schedule, self.num_steps = model, schedule, num_steps
        self._run = jax.jit(self._sample, static_argnums=2)

    def timesteps(self):
        stride = self.schedule.num_steps // self.num_steps
        return jnp.arange(self.num_steps)[::-1] * stride, stride

    @abc.abstractmethod
    def step(self, params, x, t, key):
        """One reverse step from timestep t."""

    def _sample(self, params, key, shape):
        ts, _ = self.timesteps()
        x = jax.random.normal(key, shape)

        def body(x, inputs):
            t, k = inputs
            return self.step(params, x, t, k), None

        keys = jax.random.split(jax.random.fold_in(key, 1), ts.shape[0])
        x, _ = jax.lax.scan(body, x, (ts, keys))
        return x

    def sample(self, params, key, shape):
        return self._run(params, key, shape)
