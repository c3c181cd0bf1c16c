# Thread: https://github.com/Joshuaalbert/jaxns/issues/59
# Shape: a nested sampler's lax.while_loop body evaluates a likelihood written in NumPy (simulation code not expressible in JAX) on the traced proposal
# expect: TracerArrayConversionError at line 12
import jax
import jax.numpy as jnp
import numpy as np

DATA = np.array([0.3, -0.2])


def log_likelihood(x):
    x = np.asarray(x)
    return -0.5 * np.sum((x - DATA) ** 2)


def constrained_sample(key, log_L_min, num_steps=20):
    def cond(state):
        i, key, x, log_L = state
        return (i < num_steps) & (log_L <= log_L_min)

    def body(state):
        i, key, x, log_L = state
        key, sub = jax.random.split(key)
        proposal = jax.random.uniform(sub, (2,), minval=-1.0, maxval=1.0)
        return i + 1, key, proposal, jnp.asarray(log_likelihood(proposal), jnp.float32)

    init = (0, key, jnp.zeros(2), jnp.asarray(-jnp.inf, jnp.float32))
    return jax.lax.while_loop(cond, body, init)


print(constrained_sample(jax.random.key(0), -1.0))
