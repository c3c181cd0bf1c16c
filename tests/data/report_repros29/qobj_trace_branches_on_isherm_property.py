# Thread: https://github.com/qutip/qutip-jax/issues/30
# Shape: a quantum-object class computes `isherm` as a property from its data (`jnp.allclose` against the conjugate transpose); `tr()` decides `out.real if self.isherm else out` in Python, and the object is built from the traced final state of a solver run inside the jitted cost, so the property is a tracer when `tr()` branches on it
# expect: TracerBoolConversionError at line 25
import jax
import jax.numpy as jnp


class Qobj:
    def __init__(self, data, dims=None):
        self._data = jnp.asarray(data, dtype=jnp.complex64)
        self.dims = dims or [[data.shape[0]], [data.shape[1]]]

    @property
    def isherm(self):
        return jnp.allclose(self._data, jnp.conj(self._data).T)

    def __sub__(self, other):
        return Qobj(self._data - other._data, self.dims)

    def dag(self):
        return Qobj(jnp.conj(self._data).T, self.dims[::-1])

    def tr(self):
        out = jnp.trace(self._data)
        return out.real if self.isherm else out


class MESolver:
    def __init__(self, hamiltonian):
        self.hamiltonian = hamiltonian

    def run(self, rho0, t, p):
        generator = -1j * p[0] * self.hamiltonian._data * t
        propagator = jax.scipy.linalg.expm(generator)
        return Qobj(propagator @ rho0._data @ jnp.conj(propagator).T, rho0.dims)


sigmax = Qobj(jnp.array([[0.0, 1.0], [1.0, 0.0]]))
destroy = Qobj(jnp.array([[0.0, 1.0], [0.0, 0.0]]))
solver = MESolver(sigmax)


@jax.jit
def cost(t, p):
    final = solver.run(Qobj(jnp.eye(2)), t, p)
    diff = final - destroy
    return jnp.real(diff.tr())


print(cost(1.0, jnp.array([1.0, 1.0, 0.0])))
