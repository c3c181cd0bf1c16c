# Thread: https://github.com/PennyLaneAI/pennylane/issues/6640
# Shape: an observable's constructor checks the matrix is Hermitian with `if not allclose`; the circuit is jitted with the matrix traced
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


class Hermitian:
    def __init__(self, A, wires):
        if not jnp.allclose(A, A.conj().T):
            raise ValueError("Observable must be Hermitian.")
        self.A = A
        self.wires = wires

    def expval(self, state):
        return jnp.real(jnp.vdot(state, self.A @ state))


@jax.jit
def circuit(x, y):
    state = jnp.array([jnp.cos(x[0]), jnp.sin(x[1])])
    return Hermitian(y, wires=[1]).expval(state)


circuit(jnp.array([0.123, 0.25]), jnp.eye(2))
