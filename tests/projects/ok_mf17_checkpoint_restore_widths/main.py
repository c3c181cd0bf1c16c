import pathlib
import tempfile

import jax.numpy as jnp

import ckpt
import model


def main():
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        ckpt.save(tmp, model.init([4, 2], 3), {"widths": [4, 2]})
        params, meta = ckpt.restore(tmp)
    widths = tuple(meta["widths"])
    return model.forward(params, jnp.ones((5, 3)), widths=widths)
