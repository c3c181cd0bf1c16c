# Thread: https://github.com/PennyLaneAI/pennylane/issues/5285
# Shape: the fix: the trace-preservation check is a method the user runs once, eagerly, on concrete Kraus matrices; the constructor only stores them, so building the channel from a traced probability inside the jitted circuit hands NumPy nothing
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class QubitChannel:
    num_wires = 1

    def __init__(self, K_list, wires, id=None):
        self.K_list = K_list
        self.wires = wires
        self.id = id

    def check_trace_preserving(self):
        kraus_sum = sum(np.conj(np.asarray(K)).T @ np.asarray(K) for K in self.K_list)
        if not np.allclose(kraus_sum, np.eye(2**self.num_wires)):
            raise ValueError("Only trace preserving channels can be applied.")

    def apply(self, rho):
        return sum(K @ rho @ jnp.conj(K).T for K in self.K_list)


class DefaultMixed:
    def __init__(self, wires):
        self.wires = wires

    def execute(self, operations):
        rho = jnp.array([[1.0, 0.0], [0.0, 0.0]])
        for op in operations:
            rho = op.apply(rho)
        return rho


dev = DefaultMixed(wires=1)


def kraus_ops(p):
    return [jnp.sqrt(1 - p) * jnp.eye(2), jnp.sqrt(p) * jnp.eye(2)]


QubitChannel(kraus_ops(0.1), wires=[0]).check_trace_preserving()


@jax.jit
def noise_channel(p):
    return dev.execute([QubitChannel(kraus_ops(p), wires=[0])])


print(noise_channel(0.1))
