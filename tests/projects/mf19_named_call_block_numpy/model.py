import jax

import layers

block = jax.named_call(layers.residual_block, name="res_block")


def forward(ws, x):
    for w in ws:
        x = block(w, x)
    return x
