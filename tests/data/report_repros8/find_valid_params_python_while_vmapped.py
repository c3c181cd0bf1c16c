# Thread: https://github.com/pyro-ppl/numpyro/issues/1753
# Shape: an init search loops with a Python `while` on a traced condition, and the whole init is vmapped over keys
# expect: TracerBoolConversionError at line 18
import jax
import jax.numpy as jnp


def potential_fn(z):
    return jnp.sum(z ** 2)


def find_valid_initial_params(rng_key):
    def cond_fn(state):
        i, key, z, is_valid = state
        return (i < 100) & (~is_valid)

    state = (0, rng_key, jnp.zeros(3), False)
    while cond_fn(state):
        i, key, z, _ = state
        key, subkey = jax.random.split(key)
        z = jax.random.uniform(subkey, (3,), minval=-2, maxval=2)
        state = (i + 1, key, z, jnp.isfinite(potential_fn(z)))
    return state[2]


keys = jax.random.split(jax.random.PRNGKey(0), 4)
print(jax.vmap(find_valid_initial_params)(keys))
