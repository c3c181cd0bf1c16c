# Thread: https://github.com/Dipolar-Quantum-Gases/jaxfit/issues/1
# Shape: a SciPy-style `curve_fit` validates and converts its data with NumPy before running Gauss-Newton steps in JAX; vmapping it over many datasets hands that NumPy code a batched tracer
# expect: TracerArrayConversionError at line 15
import jax
import jax.numpy as jnp
import numpy as np


def model(x, a, b):
    return a * jnp.exp(-b * x)


def curve_fit(f, xdata, ydata, p0, steps=20):
    xdata = np.asarray(xdata, dtype=float)
    ydata = np.asarray(ydata, dtype=float)
    if np.any(np.isnan(ydata)):
        raise ValueError("ydata contains NaNs")
    p = jnp.asarray(p0)
    for _ in range(steps):
        r = ydata - f(xdata, *p)
        J = jax.jacfwd(lambda q: f(xdata, *q))(p)
        p = p + jnp.linalg.lstsq(J, r)[0]
    return p


x = jnp.linspace(0.0, 4.0, 50)
ys = jnp.stack([model(x, a, 1.3) for a in (1.0, 2.0, 3.0)])
popts = jax.vmap(lambda y: curve_fit(model, x, y, p0=[1.0, 1.0]))(ys)
print(popts)
