"""Exponential moving average of the parameters, used for sampling."""
import jax


def ema_update(ema_params, params, decay):
    return jax.tree.map(lambda e, p: decay * e + (1.0 - decay) * p, ema_params, params)
