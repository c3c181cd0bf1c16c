import jax
import jax.numpy as jnp


def explore(q, key):
    return jax.random.randint(key, (), 0, q.shape[-1])


def exploit(q, key):
    n_actions = int(q.shape[-1])
    return jnp.argmax(q[:n_actions]).astype(jnp.int32)
