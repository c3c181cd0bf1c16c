# Thread: https://github.com/PennyLaneAI/pennylane/issues/6004
# Shape: the fix: the Givens decomposition is written with jnp (angles of the diagonal, `jnp.arctan2` of the entries, Python loops only over the static matrix size), so the static `compute_decomposition` that `decomposition()` reaches through `**self.hyperparameters` traces under jit
# expect: ok
import jax
import jax.numpy as jnp


def givens_decomposition(unitary):
    unitary = jnp.asarray(unitary, dtype=jnp.complex64)
    phases = jnp.angle(jnp.diag(unitary))
    n = unitary.shape[0]
    rotations = [(i, j, jnp.arctan2(jnp.abs(unitary[j, i]), jnp.abs(unitary[i, i])))
                 for i in range(n) for j in range(i + 1, n)]
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
        return [("PhaseShift", phase_list[k], w) for k, w in enumerate(wires)] + [
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
