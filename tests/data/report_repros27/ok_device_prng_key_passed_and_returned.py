# Thread: https://github.com/PennyLaneAI/pennylane/issues/6054
# Shape: the key is an argument of the jitted circuit and the split key is returned to the caller, so the device object never stores a tracer
# expect: ok
import jax
import jax.numpy as jnp


class SamplingDevice:
    def __init__(self, wires, shots):
        self.wires = wires
        self.shots = shots

    def sample(self, key, probs):
        key, subkey = jax.random.split(key)
        return key, jax.random.choice(subkey, probs.shape[-1], shape=(self.shots,), p=probs)


dev = SamplingDevice(wires=1, shots=10)


@jax.jit
def sample_circuit(key, thetas):
    p1 = jnp.sin(thetas / 2) ** 2
    probs = jnp.stack([1.0 - p1.mean(), p1.mean()])
    return dev.sample(key, probs)


key = jax.random.key(42)
key, samples = sample_circuit(key, jnp.array([0.5]))
print(samples)
key, samples = sample_circuit(key, jnp.array([0.5, 1.0]))
print(samples)
