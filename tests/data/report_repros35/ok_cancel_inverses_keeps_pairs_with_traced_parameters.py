# Thread: https://github.com/PennyLaneAI/pennylane/issues/6778
# Shape: the fix the issue asks for: `_are_inverses` only compares parameters it can read, so a pair whose parameters are traced is kept (not cancelled) under `jax.jit(circuit)` instead of converting the traced `==` to a bool; the transform and the decorated QNode keep their structure
# expect: ok
import functools

import jax
import jax.numpy as jnp


class Operation:
    def __init__(self, *params, wires):
        self.data = tuple(params)
        self.wires = (wires,)
        QueuingManager.append(self)

    @property
    def name(self):
        return type(self).__name__


class RX(Operation):
    def angle(self):
        return self.data[0]


class Adjoint(Operation):
    def __init__(self, base):
        QueuingManager.remove(base)
        self.base = base
        super().__init__(*base.data, wires=base.wires[0])

    def angle(self):
        return -self.base.angle()


def adjoint(op):
    return Adjoint(op)


def _are_inverses(op1, op2):
    if isinstance(op1, Adjoint) and op1.base.name == op2.name and op1.base.wires == op2.wires:
        if any(isinstance(p, jax.core.Tracer) for p in op1.base.data + op2.data):
            return False
        return op1.base.data == op2.data
    return False


class QueuingManager:
    _active = []

    @classmethod
    def append(cls, op):
        if cls._active:
            cls._active[-1].append(op)

    @classmethod
    def remove(cls, op):
        if cls._active and op in cls._active[-1]:
            cls._active[-1].remove(op)


class Device:
    def execute(self, operations):
        angle = sum((op.angle() for op in operations), jnp.zeros(()))
        return jnp.cos(angle)


class QNode:
    def __init__(self, func, device):
        self.func = func
        self.device = device
        self.transforms = []

    def construct(self, args):
        tape = []
        QueuingManager._active.append(tape)
        try:
            self.func(*args)
        finally:
            QueuingManager._active.pop()
        for transform in self.transforms:
            tape = transform(tape)
        return tape

    def __call__(self, *args):
        return self.device.execute(self.construct(args))


def qnode(device):
    return lambda func: functools.update_wrapper(QNode(func, device), func)


def _cancel_inverses_tape(operations):
    kept = []
    for op in operations:
        if kept and _are_inverses(kept[-1], op):
            kept.pop()
        else:
            kept.append(op)
    return kept


def cancel_inverses(node):
    node.transforms.append(_cancel_inverses_tape)
    return node


@cancel_inverses
@qnode(Device())
def circuit(x):
    adjoint(RX(x + 0.1, wires=0))
    RX(x, wires=0)


print(jax.jit(circuit)(jnp.asarray(0.5)))
