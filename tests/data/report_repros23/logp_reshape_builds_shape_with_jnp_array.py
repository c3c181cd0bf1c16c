# Thread: https://github.com/pymc-devs/pymc/issues/5927
# Shape: a JAX-backend Reshape op converts its (constant) target shape with `jnp.array` before calling `jnp.reshape`; inside the jitted log-density that shape array is traced
# expect: TypeError at line 10
import jax
import jax.numpy as jnp
import numpy as np


def jax_reshape(x, shape):
    return jnp.reshape(x, jnp.array(shape, dtype=jnp.int32))


def logp_fn(flat_params):
    mu = jax_reshape(flat_params, (2, 3))
    return -0.5 * jnp.sum(mu ** 2)


value, grad = jax.jit(jax.value_and_grad(logp_fn))(jnp.asarray(np.arange(6.0)))
print(value, grad.shape)
