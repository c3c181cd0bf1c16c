# Thread: https://github.com/aesara-devs/aesara/issues/1344
# Shape: the proposal: split first, sample with the new subkey, keep the other
# expect: ok
import jax

jax.config.update("jax_debug_key_reuse", True)


def sample_fn(rng, size, loc, scale):
    rng_key = rng["jax_state"]
    rng_key, sample_key = jax.random.split(rng_key, 2)
    sample = loc + scale * jax.random.normal(sample_key, shape=size)
    rng["jax_state"] = rng_key
    return rng, sample


rng = {"jax_state": jax.random.key(0)}
rng, sample = sample_fn(rng, (3,), 0.0, 1.0)
rng, sample = sample_fn(rng, (3,), 0.0, 1.0)
