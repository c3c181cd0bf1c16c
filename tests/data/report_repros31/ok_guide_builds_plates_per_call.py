# Thread: https://github.com/pyro-ppl/numpyro/pull/1976
# Shape: the fix the pull request makes: the guide no longer caches its plates; each call builds fresh plate objects, so the plates made while tracing under jit die with that trace, and the eager call builds its own
# expect: ok
import jax
import jax.numpy as jnp


class Plate:
    def __init__(self, name, size):
        self.name = name
        self.size = size
        self._indices = jnp.arange(size)

    def __call__(self, value):
        # the sites of this plate see the values at the plate's indices
        return value[self._indices]


class AutoDelta:
    def __init__(self, plate_sizes):
        self.plate_sizes = plate_sizes

    def _setup_plates(self):
        return {name: Plate(name, size) for name, size in self.plate_sizes.items()}

    def __call__(self, params):
        plates = self._setup_plates()
        return {name: plates[name](loc) for name, loc in params.items()}


guide = AutoDelta({"n": 2})
params = {"n": jnp.array([0.5, -0.5, 3.0])}
print(jax.jit(lambda p: guide(p))(params))
print(guide(params))
