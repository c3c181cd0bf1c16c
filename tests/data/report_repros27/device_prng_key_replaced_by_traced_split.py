# Thread: https://github.com/PennyLaneAI/pennylane/issues/6054
# Shape: a module-level sampling device holds its PRNG key on `self` and replaces it with a split on every sample; the jitted circuit samples through the device, so the stored key becomes a tracer, and the retrace for a new input shape splits that leaked key
# expect: UnexpectedTracerError at line 30; cause line 15
import jax
import jax.numpy as jnp


class SamplingDevice:
    def __init__(self, wires, shots, prng_key=None):
        self.wires = wires
        self.shots = shots
        self._prng_key = jax.random.key(0) if prng_key is None else prng_key

    def sample(self, probs):
        self._prng_key, subkey = jax.random.split(self._prng_key)
        return jax.random.choice(subkey, probs.shape[-1], shape=(self.shots,), p=probs)


dev = SamplingDevice(wires=1, shots=10, prng_key=jax.random.key(42))


@jax.jit
def sample_circuit(thetas):
    p1 = jnp.sin(thetas / 2) ** 2
    probs = jnp.stack([1.0 - p1.mean(), p1.mean()])
    return dev.sample(probs)


print(sample_circuit(jnp.array([0.5])))
print(sample_circuit(jnp.array([0.5, 1.0])))
