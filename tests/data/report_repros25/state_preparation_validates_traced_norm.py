# Thread: https://github.com/PennyLaneAI/pennylane/issues/8239
# Shape: a state-preparation template checks in its constructor that the state vector is normalised (`if not jnp.allclose(norm, 1.0)`); built inside a jitted circuit from a traced vector, the check raises
# expect: TracerBoolConversionError at line 12; cause line 23
import jax
import jax.numpy as jnp


class StatePreparation:
    def __init__(self, state_vector, wires):
        state_vector = jnp.asarray(state_vector)
        norm = jnp.linalg.norm(state_vector)
        if not jnp.allclose(norm, 1.0, atol=1e-6):
            raise ValueError("State vectors have to be of norm 1.0")
        self.state_vector = state_vector
        self.wires = wires

    def amplitudes(self):
        return jnp.abs(self.state_vector) ** 2


@jax.jit
def circuit(state):
    op = StatePreparation(state, wires=[0, 1])
    return op.amplitudes()


print(circuit(jnp.array([0.5, 0.5, 0.5, 0.5])))
