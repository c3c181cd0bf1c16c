# Thread: https://github.com/dynamiqs/dynamiqs/pull/406
# Shape: a piecewise-constant time factor is a small class whose `__call__(t)` guards the time range with a Python `if t < self.times[0] or t >= self.times[-1]:`; a time array holding the factor is evaluated at a traced time inside a jitted Hamiltonian (the review notes the `if` needs a lax function under jit)
# expect: TracerBoolConversionError at line 14
import jax
import jax.numpy as jnp


class PWCFactor:
    def __init__(self, times, values):
        self.times = times
        self.values = values

    def __call__(self, t):
        if t < self.times[0] or t >= self.times[-1]:
            return jnp.zeros_like(self.values[..., 0])
        else:
            idx = jnp.searchsorted(self.times, t, side="right") - 1
            return self.values[..., idx]


class PWCTimeArray:
    def __init__(self, times, values, array):
        self.factor = PWCFactor(times, values)
        self.array = array

    def __call__(self, t):
        return self.factor(t) * self.array


H = PWCTimeArray(jnp.array([0.0, 1.0, 2.0]), jnp.array([1.0, 3.0]), jnp.eye(2))


@jax.jit
def hamiltonian_at(t):
    return H(t)


print(H(0.5))
print(hamiltonian_at(0.5))
