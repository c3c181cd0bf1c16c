# Thread: https://github.com/PennyLaneAI/pennylane/issues/5235
# Shape: a mixed-state simulator validates its input density matrix with a Python `if not allclose(trace, 1)` before applying gates; jitting the circuit makes that check branch on a traced value
# expect: TracerBoolConversionError at line 12
import jax
import jax.numpy as jnp


def _check_density_matrix(rho):
    dim = rho.shape[0]
    if rho.shape != (dim, dim):
        raise ValueError("Density matrix must be square")
    if not jnp.allclose(jnp.trace(rho), 1.0):
        raise ValueError("Density matrix must have unit trace")
    return rho


def apply_rx(rho, theta):
    c, s = jnp.cos(theta / 2), jnp.sin(theta / 2)
    u = jnp.array([[c, -1j * s], [-1j * s, c]])
    return u @ rho @ u.conj().T


@jax.jit
def circuit_mixed(rho, theta):
    rho = _check_density_matrix(rho)
    rho = apply_rx(rho, theta)
    return jnp.real(rho[0, 0] - rho[1, 1])


print(circuit_mixed(jnp.array([[1.0, 0.0], [0.0, 0.0]], dtype=jnp.complex64), 0.3))
