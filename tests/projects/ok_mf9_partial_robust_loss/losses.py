import jax.numpy as jnp


def robust_loss(cfg, params, x, y):
    pred = x @ params["w"] + params["b"]
    err = jnp.abs(pred - y).mean()
    if not cfg.robust or cfg.delta <= 0:
        return 0.5 * err ** 2
    return jnp.where(err < cfg.delta, 0.5 * err ** 2, cfg.delta * (err - 0.5 * cfg.delta))
