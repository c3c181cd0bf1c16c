# Thread: https://github.com/dynamiqs/dynamiqs/pull/406
# Shape: the factor after the follow-up: the range test is an array expression (`inside = (t >= self.times[0]) & (t < self.times[-1])`) selected with `jnp.where`, so the jitted Hamiltonian can be evaluated at a traced time
# expect: ok
import jax
import jax.numpy as jnp


class PWCFactor:
    def __init__(self, times, values):
        self.times = times
        self.values = values

    def __call__(self, t):
        inside = (t >= self.times[0]) & (t < self.times[-1])
        idx = jnp.clip(jnp.searchsorted(self.times, t, side="right") - 1, 0, self.values.shape[-1] - 1)
        return jnp.where(inside, self.values[..., idx], jnp.zeros_like(self.values[..., 0]))


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
