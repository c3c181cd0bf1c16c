# Thread: https://github.com/PennyLaneAI/pennylane/issues/3205
# Shape: the device keeps no execution state on `self` and the registry records only its static wire count and shots, so building the device inside the jitted circuit leaves no tracer behind
# expect: ok
import jax
import jax.numpy as jnp

_ACTIVE_DEVICES = []


class DefaultQubitJax:
    def __init__(self, wires, shots=None):
        self.num_wires = wires
        self.shots = shots
        _ACTIVE_DEVICES.append((wires, shots))

    def apply_ry(self, state, theta):
        c, s = jnp.cos(theta / 2), jnp.sin(theta / 2)
        return jnp.array([c * state[0] - s * state[1], s * state[0] + c * state[1]])

    def execute(self, params):
        state = jnp.array([1.0, 0.0])
        for theta in params:
            state = self.apply_ry(state, theta)
        return jnp.abs(state[0]) ** 2 - jnp.abs(state[1]) ** 2


def minimal_circ(params):
    dev = DefaultQubitJax(wires=1, shots=None)
    return dev.execute(params)


def device_report():
    return [wires for wires, _ in _ACTIVE_DEVICES]


pars_q = jnp.array([0.3, 0.4])
out = jax.jit(minimal_circ)(pars_q)
print(out)
print(device_report())
