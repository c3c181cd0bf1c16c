# Thread: https://github.com/PennyLaneAI/pennylane/issues/6705
# Shape: `RX(x, 0) ** 2.0` runs the operator's `__pow__`, which builds a Pow operator; Pow's `matrix()` raises its base's matrix to a float power with `scipy.linalg.fractional_matrix_power`, and the base matrix is built from the traced angle, so under jit SciPy converts a tracer
# expect: TracerArrayConversionError at line 41
import jax
import jax.numpy as jnp
import scipy.linalg


class Operation:
    def __init__(self, *params, wires):
        self.data = params
        self.wires = wires

    def __pow__(self, z):
        return Pow(self, z)


class RX(Operation):
    def __init__(self, theta, wires):
        super().__init__(theta, wires=wires)

    def matrix(self):
        theta = self.data[0]
        c, s = jnp.cos(theta / 2), jnp.sin(theta / 2)
        return jnp.array([[c, -1j * s], [-1j * s, c]])


class Pow(Operation):
    def __init__(self, base, z):
        super().__init__(wires=base.wires)
        self.base, self.z = base, z

    @property
    def has_matrix(self):
        return True

    def matrix(self):
        base_matrix = self.base.matrix()
        if isinstance(self.z, int):
            return jnp.linalg.matrix_power(base_matrix, self.z)
        return scipy.linalg.fractional_matrix_power(base_matrix, self.z)


@jax.jit
def circuit(x):
    op = RX(x, 0) ** 2.0
    state = op.matrix() @ jnp.array([1.0, 0.0], dtype=jnp.complex64)
    return jnp.abs(state) ** 2


print(circuit(0.5))
