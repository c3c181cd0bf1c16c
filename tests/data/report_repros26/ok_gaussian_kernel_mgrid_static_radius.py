# Thread: https://github.com/jax-ml/jax/pull/7008
# Shape: the radius is named in static_argnames of the jitted bound method, so jnp.mgrid gets Python int bounds
# expect: ok
import jax
import jax.numpy as jnp


def gaussian_kernel(radius, sigma):
    ys, xs = jnp.mgrid[-radius:radius + 1, -radius:radius + 1]
    kernel = jnp.exp(-(xs**2 + ys**2) / (2.0 * sigma**2))
    return kernel / kernel.sum()


class Blur:
    def __init__(self, sigma):
        self.sigma = sigma

    def apply(self, image, radius):
        kernel = gaussian_kernel(radius, self.sigma)
        return jax.scipy.signal.convolve2d(image, kernel, mode="same")


blur = Blur(sigma=1.0)
apply = jax.jit(blur.apply, static_argnames="radius")
print(apply(jnp.ones((5, 5)), radius=1).shape)
