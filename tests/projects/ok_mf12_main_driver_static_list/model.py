import jax.numpy as jnp


def forward(x, widths):
    for w in widths:
        x = jnp.tanh(x @ jnp.ones((x.shape[-1], w)) * 0.1)
    return x
