# Thread: https://github.com/PennyLaneAI/pennylane/issues/6008
# Shape: the same QNode on `device("default.qubit", wires=3)`, whose `apply_basis_state` computes the basis index with jnp and sets the amplitude with `.at[index].set`, runs under `jax.jit`
# expect: ok
import contextlib

import jax
import jax.numpy as jnp
import numpy as np


class QueuingManager:
    _active_contexts = []

    @classmethod
    @contextlib.contextmanager
    def recording(cls, tape):
        cls._active_contexts.append(tape)
        try:
            yield tape
        finally:
            cls._active_contexts.pop()

    @classmethod
    def append(cls, op):
        if cls._active_contexts:
            cls._active_contexts[-1].append(op)


class BasisEmbedding:
    def __init__(self, features, wires):
        self.features = features
        self.wires = wires
        QueuingManager.append(self)


class DefaultQubit:
    def __init__(self, wires):
        self.num_wires = wires

    def apply_basis_state(self, features):
        index = jnp.dot(features, 2 ** jnp.arange(self.num_wires)[::-1])
        return jnp.zeros(2**self.num_wires).at[index].set(1.0)

    def execute(self, tape):
        state = jnp.zeros(2**self.num_wires).at[0].set(1.0)
        for op in tape:
            if isinstance(op, BasisEmbedding):
                state = self.apply_basis_state(op.features)
        return state


class LightningQubit(DefaultQubit):
    def apply_basis_state(self, features):
        features = np.array(features)
        index = int(np.dot(features, 2 ** np.arange(self.num_wires)[::-1]))
        state = np.zeros(2**self.num_wires)
        state[index] = 1.0
        return jnp.asarray(state)


_DEVICES = {"default.qubit": DefaultQubit, "lightning.qubit": LightningQubit}


def device(name, wires):
    return _DEVICES[name](wires)


class QNode:
    def __init__(self, func, dev):
        self.func = func
        self.device = dev

    def __call__(self, *args):
        tape = []
        with QueuingManager.recording(tape):
            self.func(*args)
        return self.device.execute(tape)


def qnode(dev):
    def decorator(func):
        return QNode(func, dev)
    return decorator


dev = device("default.qubit", wires=3)


@jax.jit
@qnode(dev)
def circuit_basis_embedding(n):
    BasisEmbedding(n, wires=range(3))


print(circuit_basis_embedding(jnp.array([0, 1, 1])))
