# Thread: https://github.com/PennyLaneAI/pennylane/issues/8239
# Shape: the template validates only when asked (`validate_norm=False` inside the jitted circuit) and the caller checks the concrete vector before the call
# expect: ok
import jax
import jax.numpy as jnp


class StatePreparation:
    def __init__(self, state_vector, wires, validate_norm=True):
        state_vector = jnp.asarray(state_vector)
        if validate_norm:
            norm = jnp.linalg.norm(state_vector)
            if not jnp.allclose(norm, 1.0, atol=1e-6):
                raise ValueError("State vectors have to be of norm 1.0")
        self.state_vector = state_vector
        self.wires = wires

    def amplitudes(self):
        return jnp.abs(self.state_vector) ** 2


@jax.jit
def circuit(state):
    op = StatePreparation(state, wires=[0, 1], validate_norm=False)
    return op.amplitudes()


state = jnp.array([0.5, 0.5, 0.5, 0.5])
StatePreparation(state, wires=[0, 1])
print(circuit(state))
