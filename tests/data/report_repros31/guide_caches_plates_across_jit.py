# Thread: https://github.com/pyro-ppl/numpyro/pull/1976
# Shape: an auto-guide caches the plate objects it creates in a `plates` dict attribute; a plate builds its subsample indices with jnp in its constructor, and the first call of the guide happens inside `jax.jit`, so the cached plate keeps traced indices; the next, eager call of the same guide reuses that plate
# expect: UnexpectedTracerError at line 16; cause line 27
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
        self.plates = {}

    def _setup_plates(self):
        for name, size in self.plate_sizes.items():
            if name not in self.plates:
                self.plates[name] = Plate(name, size)
        return self.plates

    def __call__(self, params):
        plates = self._setup_plates()
        return {name: plates[name](loc) for name, loc in params.items()}


guide = AutoDelta({"n": 2})
params = {"n": jnp.array([0.5, -0.5, 3.0])}
print(jax.jit(lambda p: guide(p))(params))
print(guide(params))
