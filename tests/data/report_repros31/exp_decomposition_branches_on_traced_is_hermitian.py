# Thread: https://github.com/PennyLaneAI/pennylane/issues/6932
# Shape: an exponential operator built from `1j * coeffs[0] * X(0) @ X(1) + ...` (operator classes whose `__rmul__`, `__matmul__` and `__add__` build SProd, Prod and Sum objects) decides its decomposition with `if self.base.is_hermitian`; the Sum's and Prod's `is_hermitian` properties combine their parts' with `and`, and a scaled term's is hermitian only when its traced coefficient is real, so under jit the `and` converts a tracer
# expect: TracerBoolConversionError at line 41
import jax
import jax.numpy as jnp

PAULI = {
    "X": jnp.array([[0.0, 1.0], [1.0, 0.0]], dtype=jnp.complex64),
    "Y": jnp.array([[0.0, -1j], [1j, 0.0]], dtype=jnp.complex64),
}


class Operator:
    is_hermitian = True

    def __rmul__(self, scalar):
        return SProd(scalar, self)

    def __matmul__(self, other):
        return Prod(self, other)

    def __add__(self, other):
        return Sum(self, other)


class Pauli(Operator):
    def __init__(self, name, wire):
        self.name, self.wire = name, wire

    def matrix(self):
        return PAULI[self.name] if self.wire == 0 else jnp.eye(2)


class Prod(Operator):
    def __init__(self, left, right):
        self.left, self.right = left, right

    @property
    def is_hermitian(self):
        # factors acting on different wires: hermitian when each factor is
        return self.left.is_hermitian and self.right.is_hermitian

    def matrix(self):
        return jnp.kron(self.left.matrix(), self.right.matrix())


class SProd(Operator):
    def __init__(self, scalar, base):
        self.scalar, self.base = scalar, base

    @property
    def is_hermitian(self):
        return self.base.is_hermitian and jnp.isreal(self.scalar)

    def matrix(self):
        return self.scalar * self.base.matrix()


class Sum(Operator):
    def __init__(self, left, right):
        self.left, self.right = left, right

    @property
    def is_hermitian(self):
        return self.left.is_hermitian and self.right.is_hermitian

    def matrix(self):
        return self.left.matrix() + self.right.matrix()


class Exp(Operator):
    def __init__(self, base):
        self.base = base

    def decomposition(self):
        if self.base.is_hermitian:
            # a hermitian generator would be rotated with a Pauli-rotation gate
            return jax.scipy.linalg.expm(-1j * self.base.matrix())
        return jax.scipy.linalg.expm(self.base.matrix())


def X(wire):
    return Pauli("X", wire)


def Y(wire):
    return Pauli("Y", wire)


@jax.jit
def circuit(coeffs):
    op = Exp(1j * coeffs[0] * X(0) @ X(1) + 1j * coeffs[1] * Y(0) @ Y(1))
    state = op.decomposition() @ jnp.array([1.0, 0.0, 0.0, 0.0], dtype=jnp.complex64)
    return jnp.abs(state[0]) ** 2


print(circuit(jnp.array([1.0, 2.0])))
