# Thread: https://github.com/pyro-ppl/numpyro/issues/2062
# Shape: an auto-guide builds its prototype lazily on first call; the first call happens inside jit, a later one runs eagerly
# expect: UnexpectedTracerError at line 16; cause line 15
import jax
import jax.numpy as jnp


class AutoNormal:
    def __init__(self, init_scale):
        self.init_scale = init_scale
        self.prototype = None

    def __call__(self, data):
        if self.prototype is None:
            self.prototype = {"loc": jnp.mean(data), "scale": self.init_scale * jnp.std(data)}
        return self.prototype["loc"] + self.prototype["scale"]


guide = AutoNormal(0.1)
jax.jit(guide)(jnp.arange(5.0))
guide(jnp.arange(5.0)) + 1.0
