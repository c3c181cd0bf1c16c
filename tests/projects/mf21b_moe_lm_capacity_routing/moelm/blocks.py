"""Transformer blocks: a dense one and a MoE one sharing the attention sub-layer."""
import jax
import jax.numpy as jnp

from .nn import CausalSelfAttention, ExpertFFN, Top1Router
from .nn.experts import DenseFFN


def rms_norm(x, eps=1e-6):
    return x / jnp.sqrt(jnp.mean(x * x, axis=-1, keepdims=True) + eps)


class DenseBlock:
    def __init__(self, cfg):
        self.attn = CausalSelfAttention(cfg.d_model, cfg.n_heads)
        self.ffn = DenseFFN(cfg.d_model, cfg.d_ff)

    def init(self, key):
        ka, kf = jax.random.split(key)
        return {"attn": self.attn.init(ka), "ffn": self.ffn.init(kf)}

    def __call__(self, params, x):
        x = x + self.attn(params["attn"], rms_norm(x))
        return x + self.ffn(params["ffn"], rms_norm(x)), 0.0


class MoEBlock(DenseBlock):
    def __init__(self, cfg):
        super().__init__(cfg)
        self.router = Top1Router(cfg.d_model, cfg.n_experts, cfg.capacity_factor)
        self.ffn = ExpertFFN(cfg.d_model, cfg.d_ff, cfg.n_experts)

    def init(self, key):
        ka, kf, kr = jax.random.split(key, 3)
        return {"attn": self.attn.init(ka), "ffn": self.ffn.init(kf), "router": self.router.init(kr)}

    def __call__(self, params, x):
        x = x + self.attn(params["attn"], rms_norm(x))
        h = rms_norm(x)
        dispatch, combine, aux = self.router(params["router"], h)
        return x + self.ffn(params["ffn"], h, dispatch, combine), aux
