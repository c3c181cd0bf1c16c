# Thread: https://github.com/google/jaxopt/issues/444
# Shape: a custom_vjp objective written with NumPy (np.sin, np.exp) is checked for jittability with jax.jit: NumPy converts the tracer
# expect: TracerArrayConversionError at line 10
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

f_jitted = jax.jit(f)
print(f_jitted(np.array([1.0])))
