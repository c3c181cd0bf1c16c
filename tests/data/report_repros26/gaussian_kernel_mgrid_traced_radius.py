# Thread: https://github.com/jax-ml/jax/pull/7008
# Shape: a blur filter object builds its Gaussian kernel with jnp.mgrid sliced by its radius; the filter's jitted apply takes the radius as a keyword argument, so the slice bounds are tracers
# expect: ConcretizationTypeError at line 9
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
apply = jax.jit(blur.apply)
print(apply(jnp.ones((5, 5)), radius=1).shape)
