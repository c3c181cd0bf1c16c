import jax.numpy as jnp


def robust_loss(cfg, params, x, y):
    pred = x @ params["w"] + params["b"]
    err = jnp.abs(pred - y).mean()
    if err < cfg.delta:  # expect: JAX101
        loss = 0.5 * err ** 2
    else:
        loss = cfg.delta * (err - 0.5 * cfg.delta)
    return loss
