"""A 2-D convolution layer over NHWC images."""
import jax
import jax.numpy as jnp
from jax import lax


class Conv:
    def __init__(self, c_in, c_out, kernel=3, stride=1):
        self.c_in, self.c_out, self.kernel, self.stride = c_in, c_out, kernel, stride

    def init(self, key):
        fan_in = self.c_in * self.kernel ** 2
        w = jax.random.normal(key, (self.kernel, self.kernel, self.c_in, self.c_out)) * jnp.sqrt(2.0 / fan_in)
        return {"w": w, "b": jnp.zeros((self.c_out,))}

    def __call__(self, p, x):
        y = lax.conv_general_dilated(x, p["w"], (self.stride, self.stride), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return y + p["b"]
