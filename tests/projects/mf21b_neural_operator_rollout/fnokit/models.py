"""The FNO: lift, a list of Fourier blocks built in a loop, project."""
import jax

from .layers import Pointwise, SpectralConv1d, get_activation


class FourierBlock:
    def __init__(self, width, modes, activation):
        self.spectral = SpectralConv1d(width, modes)
        self.skip = Pointwise(width, width)
        self.act = get_activation(activation)

    def init(self, key):
        ks, kw = jax.random.split(key)
        return {"spectral": self.spectral.init(ks), "skip": self.skip.init(kw)}

    def __call__(self, params, h):
        return self.act(self.spectral(params["spectral"], h) + self.skip(params["skip"], h))


class FNO1d:
    def __init__(self, cfg):
        self.cfg = cfg
        self.lift = Pointwise(2, cfg.width)
        self.blocks = [FourierBlock(cfg.width, cfg.modes, cfg.activation) for _ in range(cfg.n_blocks)]
        self.project = Pointwise(cfg.width, 1)

    def init(self, key):
        keys = jax.random.split(key, len(self.blocks) + 2)
        return {"lift": self.lift.init(keys[0]), "project": self.project.init(keys[1]),
                "blocks": [b.init(k) for b, k in zip(self.blocks, keys[2:])]}

    def __call__(self, params, u):
        """One step: u [n_grid] (normalised) -> the next state's increment [n_grid]."""
        grid = jax.numpy.linspace(0.0, 1.0, u.shape[0])
        h = self.lift(params["lift"], jax.numpy.stack([u, grid], axis=-1))
        for block, p in zip(self.blocks, params["blocks"]):
            h = block(p, h)
        return self.project(params["project"], h)[:, 0]


def build_fno(cfg):
    return FNO1d(cfg)
