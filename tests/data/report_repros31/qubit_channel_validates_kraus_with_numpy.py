# Thread: https://github.com/PennyLaneAI/pennylane/issues/5285
# Shape: a QubitChannel operation checks in its constructor that its Kraus matrices are trace preserving with `np.allclose` on their summed products; the noise circuit is jitted and builds the Kraus matrices from the traced error probability, so the constructor hands NumPy a tracer
# expect: TracerArrayConversionError at line 18
import jax
import jax.numpy as jnp
import numpy as np


class QubitChannel:
    num_wires = 1

    def __init__(self, K_list, wires, id=None):
        self.K_list = K_list
        self.wires = wires
        self.id = id
        kraus_sum = sum(jnp.conj(K).T @ K for K in K_list)
        dim = 2**self.num_wires
        if not np.allclose(kraus_sum, np.eye(dim)):
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


@jax.jit
def noise_channel(p):
    k0 = jnp.sqrt(1 - p) * jnp.eye(2)
    k1 = jnp.sqrt(p) * jnp.eye(2)
    return dev.execute([QubitChannel([k0, k1], wires=[0])])


print(noise_channel(0.1))
