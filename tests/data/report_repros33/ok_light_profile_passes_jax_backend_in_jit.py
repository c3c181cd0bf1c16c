# Thread: https://github.com/PyAutoLabs/PyAutoArray/pull/337
# Shape: the usage the pull request's error message points at: inside the jitted function the caller passes `xp=jnp`, so `image_2d_from` skips the `Array2D` wrapping (`xp is np` is False) and returns the raw JAX array
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class Array2D:
    def __init__(self, values, shape_native):
        self.values = values
        self.shape_native = shape_native

    @property
    def native(self):
        return self.values.reshape(self.shape_native)


class Grid2D:
    def __init__(self, values, shape_native):
        self.values = values
        self.shape_native = shape_native

    @classmethod
    def uniform(cls, shape_native, pixel_scales):
        ys, xs = np.meshgrid(np.arange(shape_native[0]), np.arange(shape_native[1]), indexing="ij")
        values = np.stack([ys.ravel(), xs.ravel()], axis=1) * pixel_scales
        return cls(values - values.mean(axis=0), shape_native)


class MoffatLight:
    def __init__(self, intensity, alpha, beta):
        self.intensity = intensity
        self.alpha = alpha
        self.beta = beta

    def image_2d_from(self, grid, xp=np):
        radii_squared = (grid.values**2).sum(axis=1)
        image = self.intensity * (1.0 + radii_squared / self.alpha**2) ** (-self.beta)
        if xp is np:
            return Array2D(values=image, shape_native=grid.shape_native)
        return image


grid = Grid2D.uniform(shape_native=(6, 6), pixel_scales=0.1)


@jax.jit
def model_image(intensity, alpha):
    light = MoffatLight(intensity=intensity, alpha=alpha, beta=2.5)
    return light.image_2d_from(grid=Grid2D(jnp.asarray(grid.values), grid.shape_native), xp=jnp)


print(model_image(1.0, 0.3).sum())
print(MoffatLight(1.0, 0.3, 2.5).image_2d_from(grid).native.shape)
