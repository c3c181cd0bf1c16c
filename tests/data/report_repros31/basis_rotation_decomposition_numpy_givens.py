# Thread: https://github.com/PennyLaneAI/pennylane/issues/6004
# Shape: a BasisRotation template keeps its unitary in a `hyperparameters` dict; `decomposition()` calls the static `compute_decomposition(*self.parameters, wires=..., **self.hyperparameters)`, which runs a Givens decomposition written with NumPy; the jitted circuit builds the template from its traced unitary argument, so the static method hands NumPy a tracer
# expect: TracerArrayConversionError at line 10
import jax
import jax.numpy as jnp
import numpy as np


def givens_decomposition(unitary):
    unitary = np.array(unitary, dtype=complex)
    phases = np.angle(np.diag(unitary))
    rotations = [(i, j, np.arctan2(abs(unitary[j, i]), abs(unitary[i, i])))
                 for i in range(len(unitary)) for j in range(i + 1, len(unitary))]
    return phases, rotations


class Operation:
    def __init__(self, *params, wires, **hyperparameters):
        self.parameters = params
        self.wires = wires
        self.hyperparameters = hyperparameters

    def decomposition(self):
        return self.compute_decomposition(*self.parameters, wires=self.wires, **self.hyperparameters)


class BasisRotation(Operation):
    def __init__(self, wires, unitary_matrix, check=False):
        super().__init__(wires=wires, unitary_matrix=unitary_matrix, check=check)

    @staticmethod
    def compute_decomposition(wires, unitary_matrix, check=False):
        phase_list, givens_list = givens_decomposition(unitary_matrix)
        return [("PhaseShift", phase, w) for phase, w in zip(phase_list, wires)] + [
            ("SingleExcitation", theta, (wires[i], wires[j])) for i, j, theta in givens_list]


def apply(gates, state):
    for name, angle, _ in gates:
        state = state * jnp.exp(1j * angle) if name == "PhaseShift" else state * jnp.cos(angle)
    return state


@jax.jit
def f(U):
    gates = BasisRotation(unitary_matrix=U, wires=[0, 1, 2, 3], check=False).decomposition()
    return jnp.abs(apply(gates, jnp.ones(16) / 4.0)).sum()


U = jnp.linalg.qr(jax.random.normal(jax.random.PRNGKey(0), (4, 4)))[0]
print(f(U))
