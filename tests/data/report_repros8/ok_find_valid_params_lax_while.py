# Thread: https://github.com/pyro-ppl/numpyro/issues/1753
# Shape: the same search as a lax.while_loop, which vmap can batch
# expect: ok
import jax
import jax.numpy as jnp


def potential_fn(z):
    return jnp.sum(z ** 2)


def find_valid_initial_params(rng_key):
    def cond_fn(state):
        i, key, z, is_valid = state
        return (i < 100) & (~is_valid)

    def body_fn(state):
        i, key, z, _ = state
        key, subkey = jax.random.split(key)
        z = jax.random.uniform(subkey, (3,), minval=-2, maxval=2)
        return i + 1, key, z, jnp.isfinite(potential_fn(z))

    state = (0, rng_key, jnp.zeros(3), False)
    return jax.lax.while_loop(cond_fn, body_fn, state)[2]


keys = jax.random.split(jax.random.PRNGKey(0), 4)
print(jax.vmap(find_valid_initial_params)(keys))
