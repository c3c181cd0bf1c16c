"""A temporal convolutional network: causal dilated convolutions, residual blocks built in a loop."""
import jax
import jax.numpy as jnp

from .base import Forecaster


class CausalConv:
    def __init__(self, channels_in, channels_out, kernel_size, dilation):
        self.cin, self.cout, self.k, self.dilation = channels_in, channels_out, kernel_size, dilation

    def init(self, key):
        return jax.random.normal(key, (self.k, self.cin, self.cout)) / jnp.sqrt(self.k * self.cin)

    def __call__(self, w, x):  # x: (time, channels)
        pad = (self.k - 1) * self.dilation
        x = jnp.pad(x, ((pad, 0), (0, 0)))
        out = jax.lax.conv_general_dilated(x.T[None], w.transpose(2, 1, 0), (1,), "VALID",
                                           rhs_dilation=(self.dilation,))
        return out[0].T


class TCN(Forecaster):
    def __init__(self, lookback, horizon, channels=8, levels=3, kernel_size=3):
        super().__init__(lookback, horizon)
        self.blocks = []
        cin = 1
        for level in range(levels):
            self.blocks.append(CausalConv(cin, channels, kernel_size, 2 ** level))
            cin = channels

    def init(self, seed):
        keys = jax.random.split(self._key(seed), len(self.blocks) + 1)
        head = jax.random.normal(keys[-1], (self.blocks[-1].cout, self.horizon)) * 0.1
        return {"blocks": [b.init(k) for b, k in zip(self.blocks, keys)], "head": head}

    def _one(self, params, series):
        h = series[:, None]
        for block, w in zip(self.blocks, params["blocks"]):
            out = jax.nn.relu(block(w, h))
            h = out + h if out.shape == h.shape else out
        return h[-1] @ params["head"]

    def apply(self, params, x):
        return jax.vmap(self._one, in_axes=(None, 0))(params, x)
