import jax

import blocks

block = jax.checkpoint(blocks.sparse_relu)


def forward(x):
    return block(x) * 2.0
