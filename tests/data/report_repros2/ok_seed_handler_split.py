# Thread: https://github.com/pyro-ppl/numpyro/pull/263
# Shape: the fix: split into a new handler key and a sample key before sampling
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class seed:
    def __init__(self, rng):
        self.rng = rng

    def process_message(self, msg):
        self.rng, rng_sample = jax.random.split(self.rng)
        msg["value"] = msg["fn"](rng_sample)
        return msg


def run(key):
    handler = seed(key)
    a = handler.process_message({"fn": jax.random.normal})["value"]
    b = handler.process_message({"fn": jax.random.normal})["value"]
    return jnp.stack([a, b])


jax.jit(run)(jax.random.key(0))
