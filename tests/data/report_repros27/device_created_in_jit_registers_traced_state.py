# Thread: https://github.com/PennyLaneAI/pennylane/issues/3205
# Shape: a simulator device built inside the jitted circuit registers itself in a module-level list of active devices and keeps the last executed state on `self`; after the trace the registry still holds the device with its traced state, and an eager summary over the registered devices computes with it
# expect: UnexpectedTracerError at line 35; cause line 25
import jax
import jax.numpy as jnp

_ACTIVE_DEVICES = []


class DefaultQubitJax:
    def __init__(self, wires, shots=None):
        self.num_wires = wires
        self.shots = shots
        self._state = None
        _ACTIVE_DEVICES.append(self)

    def apply_ry(self, state, theta):
        c, s = jnp.cos(theta / 2), jnp.sin(theta / 2)
        return jnp.array([c * state[0] - s * state[1], s * state[0] + c * state[1]])

    def execute(self, params):
        state = jnp.array([1.0, 0.0])
        for theta in params:
            state = self.apply_ry(state, theta)
        self._state = state
        return jnp.abs(state[0]) ** 2 - jnp.abs(state[1]) ** 2


def minimal_circ(params):
    dev = DefaultQubitJax(wires=1, shots=None)
    return dev.execute(params)


def device_report():
    return [jnp.abs(dev._state) ** 2 for dev in _ACTIVE_DEVICES]


pars_q = jnp.array([0.3, 0.4])
out = jax.jit(minimal_circ)(pars_q)
print(out)
print(device_report())
