"""Exponential moving average of the parameters, with the usual warm-up of the decay."""
import jax
import jax.numpy as jnp


class EMA:
    def __init__(self, decay):
        self.decay = decay

    def init(self, params):
        return jax.tree_util.tree_map(lambda p: p, params)

    def update(self, ema_params, params, step):
        decay = jnp.minimum(self.decay, (1.0 + step) / (10.0 + step))
        return jax.tree_util.tree_map(lambda e, p: decay * e + (1.0 - decay) * p, ema_params, params)
