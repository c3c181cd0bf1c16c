import jax.numpy as jnp


def forward(w, x, cfg):
    for _ in range(cfg.n_layers):
        x = jnp.tanh(cfg.scale * (x @ w))
    return x
