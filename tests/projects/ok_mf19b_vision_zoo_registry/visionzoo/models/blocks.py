"""The residual block of the ResNet: conv, group norm, relu, twice, plus the shortcut."""
import jax

from ..layers import Conv, GroupNorm


class ResidualBlock:
    def __init__(self, c_in, c_out, groups, stride=1):
        self.conv1 = Conv(c_in, c_out, 3, stride)
        self.norm1 = GroupNorm(c_out, groups)
        self.conv2 = Conv(c_out, c_out, 3, 1)
        self.norm2 = GroupNorm(c_out, groups)
        self.proj = Conv(c_in, c_out, 1, stride) if (c_in != c_out or stride != 1) else None

    def init(self, key):
        ks = jax.random.split(key, 5)
        p = {"conv1": self.conv1.init(ks[0]), "norm1": self.norm1.init(ks[1]),
             "conv2": self.conv2.init(ks[2]), "norm2": self.norm2.init(ks[3])}
        if self.proj is not None:
            p["proj"] = self.proj.init(ks[4])
        return p

    def __call__(self, p, x):
        h = jax.nn.relu(self.norm1(p["norm1"], self.conv1(p["conv1"], x)))
        h = self.norm2(p["norm2"], self.conv2(p["conv2"], h))
        shortcut = x if self.proj is None else self.proj(p["proj"], x)
        return jax.nn.relu(h + shortcut)
