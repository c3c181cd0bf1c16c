# Thread: https://github.com/PennyLaneAI/pennylane/issues/4977
# Shape: the fix: the BasisStateProjector builds its matrix with jnp from the basis state it is given (the index is a jnp dot with powers of two, the diagonal a one-hot), and leaves the 0/1 check to eager callers, so the projector `__new__` picks under jit converts nothing with NumPy
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class Projector:
    def __new__(cls, state, wires):
        if jnp.ndim(state) == 1 and len(state) == len(wires):
            return BasisStateProjector(state, wires)
        return StateVectorProjector(state, wires)


class StateVectorProjector:
    def __init__(self, state, wires):
        self.state, self.wires = state, wires
        self.matrix = jnp.outer(state, jnp.conj(state))


class BasisStateProjector:
    def __init__(self, state, wires):
        self.state, self.wires = state, wires
        n = len(wires)
        index = jnp.dot(state, 2 ** jnp.arange(n - 1, -1, -1))
        self.matrix = jnp.diag(jax.nn.one_hot(index, 2**n))


def expval(projector, psi):
    return jnp.real(jnp.conj(psi) @ projector.matrix @ psi)


@jax.jit
def circuit(state):
    psi = jnp.array([1.0, 0.0])
    return expval(Projector(state, wires=[0]), psi)


print(circuit(np.array([0])))
