# Thread: https://github.com/pymc-devs/pymc/issues/5927
# Shape: the fix the thread links (aesara-devs/aesara#1111): a constant target shape stays a tuple of Python ints, so the reshape inside the jitted log-density is static
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def jax_reshape(x, shape):
    return jnp.reshape(x, tuple(int(d) for d in np.asarray(shape)))


def logp_fn(flat_params):
    mu = jax_reshape(flat_params, (2, 3))
    return -0.5 * jnp.sum(mu ** 2)


value, grad = jax.jit(jax.value_and_grad(logp_fn))(jnp.asarray(np.arange(6.0)))
print(value, grad.shape)
