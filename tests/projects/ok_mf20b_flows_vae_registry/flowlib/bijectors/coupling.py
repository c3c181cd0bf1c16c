"""Affine coupling: half of the coordinates set a scale and shift for the other half."""
import jax
import jax.numpy as jnp
import numpy as np

from ..nets import mlp_apply, mlp_init
from .base import Bijector


class AffineCoupling(Bijector):
    def __init__(self, dim, index, hidden):
        super().__init__(dim, index, hidden)
        self.split = dim // 2

    def init(self, key, x):
        return mlp_init(key, [self.split, self.hidden, self.hidden, 2 * (self.dim - self.split)], zero_last=True)

    def _scale_shift(self, params, x1):
        out = mlp_apply(params, x1)
        raw, shift = jnp.split(out, 2, axis=-1)
        return jnp.tanh(raw), shift

    def forward(self, params, x):
        x1, x2 = x[:, : self.split], x[:, self.split:]
        log_scale, shift = self._scale_shift(params, x1)
        y2 = x2 * jnp.exp(log_scale) + shift
        return jnp.concatenate([x1, y2], -1), log_scale.sum(-1)

    def inverse(self, params, y):
        y1, y2 = y[:, : self.split], y[:, self.split:]
        log_scale, shift = self._scale_shift(params, y1)
        return jnp.concatenate([y1, (y2 - shift) * jnp.exp(-log_scale)], -1)
