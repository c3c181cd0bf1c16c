import jax.numpy as jnp


def forward(w, x, cfg):
    for _ in range(cfg.n_layers):  # expect: JAX202
        x = jnp.tanh(cfg.scale * (x @ w))
    return x
