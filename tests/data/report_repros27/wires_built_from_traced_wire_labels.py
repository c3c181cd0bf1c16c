# Thread: https://github.com/PennyLaneAI/pennylane/pull/6405
# Shape: a `Wires` class canonicalises its labels with `int(w)`; the circuit is jitted with its list of wire labels as an ordinary argument, so each label is a tracer and the gate constructor's `Wires(...)` converts a tracer to int
# expect: ConcretizationTypeError at line 12
import jax
import jax.numpy as jnp


class Wires:
    def __init__(self, labels):
        if not isinstance(labels, (list, tuple)):
            labels = [labels]
        self.labels = tuple(int(w) for w in labels)

    def __len__(self):
        return len(self.labels)


class Operation:
    def __init__(self, wires):
        self.wires = Wires(wires)


class Hadamard(Operation):
    matrix = jnp.array([[1.0, 1.0], [1.0, -1.0]]) / jnp.sqrt(2.0)


def apply(state, op, num_wires):
    (w,) = op.wires.labels
    state = jnp.moveaxis(state.reshape((2,) * num_wires), w, 0)
    state = jnp.tensordot(op.matrix, state, axes=1)
    return jnp.moveaxis(state, 0, w).reshape(-1)


def probs(ops, num_wires=2):
    state = jnp.zeros(2**num_wires).at[0].set(1.0)
    for op in ops:
        state = apply(state, op, num_wires)
    return jnp.abs(state) ** 2


@jax.jit
def circuit(input_wires):
    ops = [Hadamard(input_wires[1])]
    return probs(ops)


print(circuit([0, 1]))
