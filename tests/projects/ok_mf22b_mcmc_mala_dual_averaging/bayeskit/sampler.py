"""Warm-up with adaptation, then sampling, both as scans vmapped over chains and jitted once."""
import jax
import jax.numpy as jnp

from .adaptation import DualAveraging


class Sampler:
    def __init__(self, kernel, log_prob_fn, target_accept=0.8, initial_step_size=0.1):
        self.kernel, self.log_prob_fn = kernel, log_prob_fn
        self.adapter = DualAveraging(target_accept)
        self.initial_step_size = initial_step_size
        self._chains = jax.jit(jax.vmap(self._one_chain, in_axes=(0, 0, None, None)), static_argnums=(2, 3))

    def _warmup(self, key, state, num_warmup):
        da = self.adapter.init(self.initial_step_size)

        def body(carry, k):
            state, da = carry
            state, accept_prob = self.kernel.step(k, state, self.log_prob_fn, self.adapter.step_size(da))
            return (state, self.adapter.update(da, accept_prob)), accept_prob

        (state, da), _ = jax.lax.scan(body, (state, da), jax.random.split(key, num_warmup))
        return state, self.adapter.final_step_size(da)

    def _one_chain(self, key, position, num_warmup, num_samples):
        k_warm, k_draw = jax.random.split(key)
        state = self.kernel.init(self.log_prob_fn, position)
        state, step_size = self._warmup(k_warm, state, num_warmup)

        def body(state, k):
            state, accept_prob = self.kernel.step(k, state, self.log_prob_fn, step_size)
            return state, (state.position, accept_prob)

        _, (positions, accepts) = jax.lax.scan(body, state, jax.random.split(k_draw, num_samples))
        return {"positions": positions, "accept": accepts, "step_size": step_size}

    def run(self, key, positions, num_warmup, num_samples):
        keys = jax.random.split(key, positions.shape[0])
        return self._chains(keys, positions, num_warmup, num_samples)
