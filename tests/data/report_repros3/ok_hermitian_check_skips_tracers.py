# Thread: https://github.com/PennyLaneAI/pennylane/issues/6640
# Shape: the fix: the Hermitian check runs only on concrete matrices
# expect: ok
import jax
import jax.numpy as jnp


class Hermitian:
    def __init__(self, A, wires):
        if not isinstance(A, jax.core.Tracer):
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
