# Thread: https://github.com/jaxleyverse/jaxley/issues/74
# Shape: the stimulus is passed to `solve` as an argument instead of being stored on the shared network object, so nothing traced outlives the jitted, vmapped simulation and the later loss runs
# expect: ok
import jax
import jax.numpy as jnp
from jax import jit, vmap


class Network:
    def __init__(self, n_inputs):
        self.weights = jnp.linspace(0.1, 1.0, n_inputs)

    def solve(self, v0, current):
        def step(v, i_t):
            v = v + 0.1 * (-v + i_t @ self.weights)
            return v, v

        _, trace = jax.lax.scan(step, v0, current)
        return trace


network = Network(16)


def simulate(i_amp, image):
    new_current = jnp.zeros((20, 16))
    new_current = new_current.at[8:, :].set(i_amp * image)
    return network.solve(jnp.zeros(()), new_current)


images = jnp.ones((4, 16))
traces = jit(vmap(simulate, in_axes=(None, 0)))(0.5, images)


def loss(i_amp, image, label):
    trace = simulate(i_amp, image)
    return jnp.abs(trace[-1] - label)


print(traces.shape, vmap(loss, in_axes=(None, 0, None))(0.5, images, 1.0))
