# Thread: https://github.com/jax-ml/jax/issues/7545
# Shape: the fix, the table converted with jnp.asarray
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np

STOKES = jnp.asarray(np.linspace(0.0, 1.0, 8))


def model(params, idx):
    radec = params["radec"]
    return jnp.sum(radec * STOKES[idx])


jax.jit(jax.grad(model))({"radec": jnp.ones(2)}, jnp.array([1, 2]))
