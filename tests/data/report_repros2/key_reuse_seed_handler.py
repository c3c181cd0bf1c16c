# Thread: https://github.com/pyro-ppl/numpyro/pull/263
# Shape: a seed handler hands its key to a sampler, then splits the same key for the next site
# expect: KeyReuseError at line 27; cause line 16
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class seed:
    def __init__(self, rng):
        self.rng = rng

    def process_message(self, msg):
        msg["value"] = msg["fn"](self.rng)
        self.rng, = jax.random.split(self.rng, 1)
        return msg


def run(key):
    handler = seed(key)
    a = handler.process_message({"fn": jax.random.normal})["value"]
    b = handler.process_message({"fn": jax.random.normal})["value"]
    return jnp.stack([a, b])


jax.jit(run)(jax.random.key(0))
