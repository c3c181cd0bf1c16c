import jax.numpy as jnp


def init_ema(params):
    return {k: jnp.array(v) for k, v in params.items()}


def update_ema(ema, params, decay):
    return {name: decay * ema[name] + (1.0 - decay) * value for name, value in params.items()}
