# Thread: https://github.com/PlasmaControl/DESC/issues/625
# Shape: an objective method selects modes with a traced boolean mask; the optimizer jits it
# expect: NonConcreteBooleanIndexError at line 14
import jax
import jax.numpy as jnp


class QuasisymmetryBoozer:
    def __init__(self, helicity):
        self.helicity = helicity

    def compute(self, B_mn, modes):
        idx = modes[:, 1] * self.helicity[1] != modes[:, 0] * self.helicity[0]
        return B_mn[idx]


obj = QuasisymmetryBoozer(helicity=(1, 2))
modes = jnp.array([[0, 0], [1, 2], [2, 1]])
jax.jit(obj.compute)(jnp.ones(3), modes)
