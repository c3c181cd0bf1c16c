# Thread: https://github.com/jax-ml/jax/issues/7545
# Shape: a module-level NumPy table indexed by a traced index under jit of grad
# expect: TracerArrayConversionError at line 13
import jax
import jax.numpy as jnp
import numpy as np

STOKES = np.linspace(0.0, 1.0, 8)


def model(params, idx):
    radec = params["radec"]
    return jnp.sum(radec * STOKES[idx])


jax.jit(jax.grad(model))({"radec": jnp.ones(2)}, jnp.array([1, 2]))
