# Thread: https://github.com/jax-ml/jax/issues/7545
# Shape: a NumPy table indexed by an argument grad does not differentiate (it stays concrete)
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np

STOKES = np.linspace(0.0, 1.0, 8)


def model(params, idx):
    radec = params["radec"]
    return jnp.sum(radec * STOKES[idx])


jax.grad(model)({"radec": jnp.ones(2)}, jnp.array([1, 2]))
