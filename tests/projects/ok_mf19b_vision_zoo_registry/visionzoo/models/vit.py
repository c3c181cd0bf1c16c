"""A small vision transformer; registered as `vit_tiny`."""
import jax
import jax.numpy as jnp

from ..configs import ViTConfig
from ..layers.attention import SelfAttention
from ..layers.patch import init_patch_embed, patch_embed
from ..registry import register_model


def layer_norm(x, eps=1e-6):
    mean = x.mean(-1, keepdims=True)
    return (x - mean) / jnp.sqrt(x.var(-1, keepdims=True) + eps)


class ViT:
    def __init__(self, cfg, image_size=16, channels=3):
        self.cfg = cfg
        self.num_tokens = (image_size // cfg.patch) ** 2
        self.channels = channels
        self.attn = [SelfAttention(cfg.dim, cfg.heads) for _ in range(cfg.depth)]

    def init(self, key):
        ks = jax.random.split(key, self.cfg.depth + 2)
        return {"embed": init_patch_embed(ks[0], self.cfg.patch, self.channels, self.cfg.dim, self.num_tokens),
                "attn": [a.init(k) for a, k in zip(self.attn, ks[1:-1])],
                "head": jax.random.normal(ks[-1], (self.cfg.dim, self.cfg.num_classes)) * 0.01}

    def __call__(self, params, images):
        x = patch_embed(params["embed"], images, self.cfg.patch)
        for attn, p in zip(self.attn, params["attn"]):
            x = x + attn(p, layer_norm(x))
        return layer_norm(x).mean(axis=1) @ params["head"]


@register_model
def vit_tiny(**overrides):
    return ViT(ViTConfig(**overrides))
