# Thread: https://github.com/jax-ml/jax/issues/1076
# Shape: the kernel picks its branch with np.where, which vmap maps element by element
# expect: ok
import jax.numpy as np
import numpy as onp
from jax import vmap


def kernel_scalar(x, lam=0.18, beta=1.0):
    return np.where(np.abs(x) > lam, 0.0, np.exp(-beta * x ** 2))


def kernel(xs):
    kernels = vmap(kernel_scalar)(xs)
    return kernels


n = 10
xs = onp.random.RandomState(0).randn(n)
print(kernel(xs))
