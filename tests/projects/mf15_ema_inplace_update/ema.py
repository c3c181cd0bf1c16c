import jax.numpy as jnp


def init_ema(params):
    return {k: jnp.array(v) for k, v in params.items()}


def update_ema(ema, params, decay):
    for name, value in params.items():
        shadow = ema[name]
        shadow[...] = decay * shadow + (1.0 - decay) * value  # expect: JAX701
    return ema
