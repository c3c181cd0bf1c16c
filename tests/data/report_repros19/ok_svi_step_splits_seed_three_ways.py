# Thread: https://github.com/pyro-ppl/numpyro/pull/5
# Shape: the approach the pull request settles on: the step splits its seed three ways (next seed, model, guide), so the model and the guide each get their own key (the key-reuse checker on)
# expect: ok
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
    rng, rng_model, rng_guide = jax.random.split(rng, 3)
    guide_sample = guide(rng_guide)
    model_sample = model(rng_model)
    return rng, jnp.sum(model_sample) - guide_sample


print(svi_step(jax.random.key(0)))
