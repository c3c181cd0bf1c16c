# Thread: https://github.com/google/jaxopt/issues/444
# Shape: the same NumPy objective called on a concrete NumPy array, without jit (what the thread's solver does with jit=False)
# expect: ok
import jax
import numpy as np


@jax.custom_vjp
def f(x):
    return -(x[0] + np.sin(x[0])) * np.exp(-x[0] ** 2.0)


def f_fwd(x):
    return f(x), (x,)


def f_bwd(res, g):
    (x,) = res
    d = -(1.0 + np.cos(x[0])) * np.exp(-x[0] ** 2.0) - 2.0 * x[0] * (x[0] + np.sin(x[0])) * np.exp(-x[0] ** 2.0)
    return (g * np.array([d]),)


f.defvjp(f_fwd, f_bwd)

print(f(np.array([1.0])))
