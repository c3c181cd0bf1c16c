"""Exponential moving average of the parameters with a warm-up on the decay."""
import jax


class EMA:
    def __init__(self, decay):
        self.decay = decay

    def init(self, params):
        return params

    def update(self, ema_params, params, count):
        decay = min(self.decay, (1.0 + count) / (10.0 + count))  # expect: JAX103
        return jax.tree_util.tree_map(lambda e, p: decay * e + (1.0 - decay) * p, ema_params, params)
