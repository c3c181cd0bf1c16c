import jax.numpy as jnp


def clip_logits(logits):
    top = jnp.max(logits)
    if top > 5.0:  # expect: JAX101
        logits = logits / top
    return logits


def forward(params, x):
    logits = x @ params
    return clip_logits(logits)


def loss_fn(params, x, y):
    out = forward(params, x)
    return jnp.mean((out - y) ** 2)
