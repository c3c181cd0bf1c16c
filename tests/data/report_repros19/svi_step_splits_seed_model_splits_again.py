# Thread: https://github.com/pyro-ppl/numpyro/pull/5
# Shape: the pull request's SVI seeding: the step splits the seed to get the guide's key, then hands the same seed to the model, whose own trace splits it again, so the model's first draw reuses the guide's subkey stream (the key-reuse checker on, as JAX's own check)
# expect: KeyReuseError at line 11; cause line 23
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def model(key):
    k_loc, k_obs = jax.random.split(key)
    loc = jax.random.normal(k_loc)
    return loc + 0.1 * jax.random.normal(k_obs, (3,))


def guide(key):
    return jax.random.normal(key)


def svi_step(rng):
    _, rng_guide = jax.random.split(rng)
    guide_sample = guide(rng_guide)
    model_sample = model(rng)
    return jnp.sum(model_sample) - guide_sample


print(svi_step(jax.random.key(0)))
