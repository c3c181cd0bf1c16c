# Thread: https://github.com/exoplanet-dev/celerite2/issues/46
# Shape: a jitted GP likelihood sorts its time coordinates with np.sort
# expect: TracerArrayConversionError at line 11
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def gp_loglike(t, yerr, y):
    t = np.sort(t)
    diag = yerr ** 2 + 1.0
    K = jnp.exp(-0.5 * (t[:, None] - t[None, :]) ** 2) + jnp.diag(diag)
    return -0.5 * y @ jnp.linalg.solve(K, y)


t = np.sort(np.random.uniform(0, 10, 6))
gp_loglike(t, np.full(6, 0.1), np.sin(t))
