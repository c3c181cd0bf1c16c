import equinox as eqx
import jax
import jax.numpy as jnp


class PatchEmbed(eqx.Module):
    proj: jax.Array
    patch: int = eqx.field(static=True)

    def __init__(self, patch, dim, key):
        self.patch = patch
        self.proj = jax.random.normal(key, (patch * patch, dim)) * 0.1

    def __call__(self, pixels):
        side = int(jnp.sqrt(pixels.shape[0]))  # expect: JAX105
        img = pixels.reshape(side, side)
        n = side // self.patch
        patches = img.reshape(n, self.patch, n, self.patch).transpose(0, 2, 1, 3)
        return patches.reshape(n * n, self.patch * self.patch) @ self.proj
