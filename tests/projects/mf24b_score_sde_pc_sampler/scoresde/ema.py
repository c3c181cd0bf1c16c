"""An exponential moving average of parameters with a warm-up of the decay."""
import jax


class EMA:
    def __init__(self, decay):
        self.decay = decay

    def init(self, params):
        return params

    def update(self, average, params, step):
        decay = min(self.decay, (1.0 + step) / (10.0 + step))  # expect: JAX103
        return jax.tree_util.tree_map(lambda a, p: decay * a + (1.0 - decay) * p, average, params)
