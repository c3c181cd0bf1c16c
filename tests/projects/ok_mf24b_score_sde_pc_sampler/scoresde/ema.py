"""An exponential moving average of parameters with a warm-up of the decay."""
import jax
import jax.numpy as jnp


class EMA:
    def __init__(self, decay):
        self.decay = decay

    def init(self, params):
        return params

    def update(self, average, params, step):
        decay = jnp.minimum(self.decay, (1.0 + step) / (10.0 + step))
        return jax.tree_util.tree_map(lambda a, p: decay * a + (1.0 - decay) * p, average, params)
