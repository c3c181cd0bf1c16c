# Thread: https://github.com/PennyLaneAI/pennylane/issues/4977
# Shape: `Projector(state, wires)` dispatches in `__new__`: a state with one entry per wire builds a BasisStateProjector, whose constructor checks the basis state with `np.asarray` and `set(...)`; the jitted circuit passes its traced argument as the state, so the constructor `__new__` picked hands NumPy a tracer
# expect: TracerArrayConversionError at line 24
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
        basis = list(np.asarray(state))
        if not set(basis).issubset({0, 1}):
            raise ValueError(f"Basis state must only consist of 0s and 1s; got {basis}")
        self.state, self.wires = state, wires
        index = sum(int(b) << (len(basis) - 1 - i) for i, b in enumerate(basis))
        self.matrix = jnp.zeros((2 ** len(basis),) * 2).at[index, index].set(1.0)


def expval(projector, psi):
    return jnp.real(jnp.conj(psi) @ projector.matrix @ psi)


@jax.jit
def circuit(state):
    psi = jnp.array([1.0, 0.0])
    return expval(Projector(state, wires=[0]), psi)


print(circuit(np.array([0])))
