import jax

from nets import blocks


def forward(ws, x):
    block = jax.checkpoint(blocks.residual_block, static_argnums=(2,))
    for i, w in enumerate(ws):
        x = block(w, x, i % 2 == 0)
    return (x ** 2).sum()
