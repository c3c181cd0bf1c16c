# Thread: https://github.com/Joshuaalbert/jaxns/issues/59
# Shape: the answer in the thread (`jaxify_likelihood`): the NumPy likelihood is called through jax.pure_callback, which hands it concrete arrays
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np

DATA = np.array([0.3, -0.2])


def log_likelihood(x):
    x = np.asarray(x)
    return np.float32(-0.5 * np.sum((x - DATA) ** 2))


def jaxify_likelihood(fn):
    return lambda x: jax.pure_callback(fn, jax.ShapeDtypeStruct((), jnp.float32), x)


def constrained_sample(key, log_L_min, num_steps=20):
    log_L_fn = jaxify_likelihood(log_likelihood)

    def cond(state):
        i, key, x, log_L = state
        return (i < num_steps) & (log_L <= log_L_min)

    def body(state):
        i, key, x, log_L = state
        key, sub = jax.random.split(key)
        proposal = jax.random.uniform(sub, (2,), minval=-1.0, maxval=1.0)
        return i + 1, key, proposal, log_L_fn(proposal)

    init = (0, key, jnp.zeros(2), jnp.asarray(-jnp.inf, jnp.float32))
    return jax.lax.while_loop(cond, body, init)


print(constrained_sample(jax.random.key(0), -1.0))
