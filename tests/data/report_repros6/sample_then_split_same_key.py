# Thread: https://github.com/aesara-devs/aesara/issues/1344
# Shape: a sampler draws with the stored key, then splits that same key for the next state
# expect: KeyReuseError at line 12
import jax

jax.config.update("jax_debug_key_reuse", True)


def sample_fn(rng, size, loc, scale):
    rng_key = rng["jax_state"]
    sample = loc + scale * jax.random.normal(rng_key, shape=size)
    rng_key, _ = jax.random.split(rng_key, 2)
    rng["jax_state"] = rng_key
    return rng, sample


rng = {"jax_state": jax.random.key(0)}
rng, sample = sample_fn(rng, (3,), 0.0, 1.0)
