# Thread: https://github.com/jax-ml/jax/issues/1076
# Shape: a truncated Gaussian kernel written for one scalar uses a Python `if`; vmap maps it over the points
# expect: TracerBoolConversionError at line 10
import jax.numpy as np
import numpy as onp
from jax import vmap


def kernel_scalar(x, lam=0.18, beta=1.0):
    if np.abs(x) > lam:
        return 0.0
    else:
        return np.exp(-beta * x ** 2)


def kernel(xs):
    kernels = vmap(kernel_scalar)(xs)
    return kernels


n = 10
xs = onp.random.RandomState(0).randn(n)
print(kernel(xs))
