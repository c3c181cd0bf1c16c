import jax

from nets import blocks


def forward(ws, x):
    block = jax.checkpoint(blocks.residual_block)
    for w in ws:
        x = block(w, x)
    return (x ** 2).sum()
