import equinox as eqx
import jax

from .head import Head
from .patch import PatchEmbed


class TinyViT(eqx.Module):
    embed: PatchEmbed
    head: Head

    def __init__(self, patch, dim, n_classes, key):
        k1, k2 = jax.random.split(key)
        self.embed = PatchEmbed(patch, dim, k1)
        self.head = Head(dim, n_classes, k2)

    def __call__(self, pixels):
        return self.head(self.embed(pixels))
