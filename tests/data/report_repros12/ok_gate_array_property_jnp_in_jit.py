# Thread: https://github.com/Quantinuum/qnlp_lorenz_etal_2021_resources/issues/2
# Shape: the gate computes its matrix with jax.numpy (the JAX backend the thread switches to)
# expect: ok
import jax
import jax.numpy as jnp


class Rx:
    def __init__(self, phase):
        self.phase = phase

    @property
    def array(self):
        half_theta = jnp.pi * self.phase
        return jnp.array([[jnp.cos(half_theta), -1j * jnp.sin(half_theta)], [-1j * jnp.sin(half_theta), jnp.cos(half_theta)]])


def get_cost(unshaped_params):
    state = jnp.array([1.0 + 0j, 0.0])
    for phase in unshaped_params:
        state = Rx(phase).array @ state
    return jnp.abs(state[0]) ** 2


get_cost_jit = jax.jit(get_cost)
print("Cost: ", get_cost_jit(jnp.array([0.1, 0.2, 0.3])))
