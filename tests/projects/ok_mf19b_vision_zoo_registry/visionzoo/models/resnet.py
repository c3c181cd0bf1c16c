"""A small ResNet built from a config; registered as `resnet_tiny`."""
import jax
import jax.numpy as jnp

from ..configs import ResNetConfig
from ..layers import Conv
from ..registry import register_model
from .blocks import ResidualBlock


class ResNet:
    def __init__(self, cfg):
        self.cfg = cfg
        self.stem = Conv(3, cfg.stage_widths[0], 3, 1)
        self.blocks = []
        c_in = cfg.stage_widths[0]
        for i, width in enumerate(cfg.stage_widths):
            for j in range(cfg.blocks_per_stage):
                self.blocks.append(ResidualBlock(c_in, width, cfg.groups, 2 if (i > 0 and j == 0) else 1))
                c_in = width

    def init(self, key):
        ks = jax.random.split(key, len(self.blocks) + 2)
        head = jax.random.normal(ks[-1], (self.cfg.stage_widths[-1], self.cfg.num_classes)) * 0.01
        return {"stem": self.stem.init(ks[0]), "blocks": [b.init(k) for b, k in zip(self.blocks, ks[1:-1])],
                "head": head}

    def __call__(self, params, images):
        x = self.stem(params["stem"], images)
        for block, p in zip(self.blocks, params["blocks"]):
            x = block(p, x)
        return jnp.mean(x, axis=(1, 2)) @ params["head"]


@register_model
def resnet_tiny(**overrides):
    return ResNet(ResNetConfig(**overrides))
