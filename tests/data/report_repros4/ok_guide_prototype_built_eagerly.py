# Thread: https://github.com/pyro-ppl/numpyro/issues/2062
# Shape: the guide's prototype is built by an eager setup call before anything is jitted
# expect: ok
import jax
import jax.numpy as jnp


class AutoNormal:
    def __init__(self, init_scale):
        self.init_scale = init_scale
        self.prototype = None

    def setup(self, data):
        self.prototype = {"loc": jnp.mean(data), "scale": self.init_scale * jnp.std(data)}

    def __call__(self, data):
        return self.prototype["loc"] + self.prototype["scale"] + 0 * data.sum()


guide = AutoNormal(0.1)
guide.setup(jnp.arange(5.0))
jax.jit(guide)(jnp.arange(5.0))
guide(jnp.arange(5.0)) + 1.0
